"""Loading and saving record files."""

from pathlib import Path

import pytest

from wari_desktop import notation
from wari_desktop.notation import NotationError
from wari_desktop.notation.files import MAX_BYTES
from wari_desktop.rules import Game


def saved_game() -> notation.Record:
    game = Game()
    for move in "FfEeDd":
        game.play(move)
    return notation.Record.from_game(game, {"South": "Kofi"})


def test_save_then_load_gives_the_same_game(tmp_path: Path) -> None:
    path = tmp_path / "game.ogn"
    notation.save(saved_game(), path)
    back = notation.load(path)
    assert back.game.moves == ["F", "f", "E", "e", "D", "d"]
    assert back.tags["South"] == "Kofi"


def test_save_leaves_no_temporary_file_behind(tmp_path: Path) -> None:
    notation.save(saved_game(), tmp_path / "game.ogn")
    assert [p.name for p in tmp_path.iterdir()] == ["game.ogn"]


def test_a_failed_save_leaves_the_existing_file_untouched(tmp_path: Path) -> None:
    target = tmp_path / "game.ogn"
    target.write_text("precious", encoding="utf-8")
    record = saved_game()
    record.tags["Event"] = "\ud800"  # a lone surrogate cannot be encoded: the write fails
    with pytest.raises(UnicodeEncodeError):
        notation.save(record, target)
    assert target.read_text(encoding="utf-8") == "precious"
    assert [p.name for p in tmp_path.iterdir()] == ["game.ogn"]


def test_saving_into_a_missing_folder_is_an_os_error(tmp_path: Path) -> None:
    with pytest.raises(OSError):
        notation.save(saved_game(), tmp_path / "no-such-folder" / "game.ogn")


def test_a_file_that_is_not_utf8_is_refused_with_its_place(tmp_path: Path) -> None:
    path = tmp_path / "game.ogn"
    path.write_bytes(b"1. F f\n2. E \xff\xfe e")
    with pytest.raises(NotationError) as caught:
        notation.load(path)
    assert (caught.value.line, caught.value.column) == (2, 6)
    assert "UTF-8" in caught.value.message


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "game.ogn"
    path.write_bytes("\ufeff1. F f".encode())
    assert notation.load(path).game.moves == ["F", "f"]


def test_a_huge_file_is_refused_before_it_is_read(tmp_path: Path) -> None:
    path = tmp_path / "huge.ogn"
    with open(path, "wb") as stream:
        stream.truncate(MAX_BYTES + 1)  # sparse: no need to write gigabytes
    with pytest.raises(NotationError) as caught:
        notation.load(path)
    assert "too large" in caught.value.message


def test_an_empty_file_is_refused_with_its_reason(tmp_path: Path) -> None:
    for text in ("", "\n  \n"):
        path = tmp_path / "empty.ogn"
        path.write_text(text, encoding="utf-8")
        with pytest.raises(NotationError, match="empty"):
            notation.load(path)


def test_a_folder_is_refused_as_a_folder(tmp_path: Path) -> None:
    with pytest.raises(IsADirectoryError):
        notation.load(tmp_path)
