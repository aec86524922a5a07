"""``python -m wari_desktop``: screenshots, set-up positions and errors."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from wari_desktop.__main__ import main
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.notation import load

MID_GAME = "1-20-2-0-3-1-5-0-2-1-4-1-4-4-S"


def distinct_colours(image: QImage, step: int = 7) -> int:
    return len(
        {
            image.pixel(x, y)
            for x in range(0, image.width(), step)
            for y in range(0, image.height(), step)
        }
    )


def test_screenshot_writes_a_picture_of_the_board(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "shot.png"
    assert main(["--screenshot", str(path)]) == 0
    image = QImage(str(path))
    assert image.width() >= 1000 and image.height() >= 600
    assert distinct_colours(image) > 50
    assert image.pixel(image.width() // 2, image.height() // 2) != image.pixel(2, 2)


def test_screenshot_to_an_unwritable_place_fails_with_status_2(
    qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--screenshot", str(tmp_path / "missing" / "shot.png")]) == 2
    assert "cannot write" in capsys.readouterr().err


def test_bad_position_fails_with_status_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--position", "4-4-4-S"]) == 2
    err = capsys.readouterr().err
    assert "--position" in err and "fields" in err


def test_position_sets_up_the_window(tmp_path: Path, created: list[MainWindow]) -> None:
    assert main(["--position", MID_GAME, "--screenshot", str(tmp_path / "mid.png")]) == 0
    (window,) = created
    assert window.game.houses == [1, 20, 2, 0, 3, 1, 5, 0, 2, 1, 4, 1]
    assert window.game.scores == (4, 4)
    assert window.board.counts() == [1, 20, 2, 0, 3, 1, 5, 0, 2, 1, 4, 1, 4, 4]
    wood = window.board.mapFromScene(window.board.board.layout.geo.board).boundingRect()
    assert wood.width() > 700  # the board fills most of the window


RECORD = Path(__file__).resolve().parents[1] / "notation" / "data" / "repetition.ogn"


def test_screenshot_of_a_saved_game_shows_that_game(
    tmp_path: Path, created: list[MainWindow]
) -> None:
    assert main([str(RECORD), "--screenshot", str(tmp_path / "game.png")]) == 0
    (window,) = created
    assert window.document.path == RECORD
    saved = load(RECORD).game
    assert window.game.houses == saved.houses and window.game.scores == saved.scores
    assert window.game.scores != (0, 0)
    # It ended by repetition: the board shows each side's seeds gathered in its store.
    assert saved.outcome is not None and saved.outcome.totals != saved.scores
    assert window.board.counts()[12:] == list(saved.outcome.totals)
    assert QImage(str(tmp_path / "game.png")).width() >= 1000


def test_screenshot_of_an_unreadable_file_fails_with_status_2_and_no_picture(
    tmp_path: Path, created: list[MainWindow], capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.ogn"
    bad.write_text("1. Z z\n", encoding="utf-8")
    assert main([str(bad), "--screenshot", str(tmp_path / "bad.png")]) == 2
    assert "cannot open" in capsys.readouterr().err
    assert not (tmp_path / "bad.png").exists() and created == []


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["--version"])
    assert exit_.value.code == 0
    assert "0.1.0" in capsys.readouterr().out


def test_application_is_named(qtbot: QtBot) -> None:
    from wari_desktop.gui.app import create_application

    app = create_application()
    assert app.applicationName() == "Wari"
    assert app.organizationName() == "Wari desktop"


def test_the_program_resumes_the_unfinished_game_it_autosaved(
    run_program: Callable[[str | None], int], created: list[MainWindow]
) -> None:
    from wari_desktop.gui.platform.autosave import autosave_path

    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('[WariSouth "person"]\n[WariNorth "computer:casual"]\n\n1. C f\n',
                    encoding="utf-8")
    assert run_program(None) == 0
    (window,) = created
    assert window.game.moves == ["C", "f"]
    assert window.model.seats[1].computer and window.model.seats[1].level == "casual"
    assert "1. C f" in path.read_text(encoding="utf-8")  # still there, not replaced
    window.close()
