"""rating.json: a round trip, damaged and hostile files (what can be read is kept, a copy
of the file is kept aside, nothing raises), and writes that fail or are killed."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from wari_desktop import paths
from wari_desktop.rating import (
    PlayerRecord,
    Problem,
    Rating,
    Result,
    load_record,
    rating_path,
    record_game,
    save_record,
    store,
)

START = datetime(2026, 11, 1, 20, 15, tzinfo=UTC)
PLAYED = [("beginner", "win", False), ("casual", "win", False), ("casual", "draw", True),
          ("club", "loss", False), ("club", "win", False), ("expert", "loss", False)]


def played(path: Path) -> PlayerRecord:
    """The record after the games of PLAYED, an hour apart, written to ``path``."""
    record = PlayerRecord()
    for hour, (level, result, assisted) in enumerate(PLAYED):
        record = record_game(level, result, assisted, when=START + timedelta(hours=hour),
                             path=path).record
    return record


def copies(folder: Path) -> list[Path]:
    return sorted(folder.glob("rating.damaged-*.json"))


def test_the_file_is_in_the_data_folder(tmp_path: Path,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WARI_DATA_DIR", str(tmp_path / "data"))
    assert rating_path() == paths.data_dir() / "rating.json"
    recorded = record_game("casual", Result.WIN, assisted=False)
    assert recorded.saved and (tmp_path / "data" / "rating.json").is_file()
    assert load_record().record == recorded.record


def test_no_file_is_a_new_player(tmp_path: Path) -> None:
    loaded = load_record(tmp_path / "rating.json")
    assert loaded.damage is None
    assert loaded.record == PlayerRecord() and loaded.record.current == Rating(1500, 350, 0.06)


def test_a_round_trip_keeps_everything(tmp_path: Path) -> None:
    path = tmp_path / "rating.json"
    record = played(path)
    loaded = load_record(path)
    assert loaded.damage is None
    assert loaded.record == record
    assert [(g.level, g.result.value, g.assisted) for g in loaded.record.games] == PLAYED
    assert loaded.record.games[2].when == START + timedelta(hours=2)
    assert json.loads(path.read_text())["format"] == 1


def test_record_game_reports_the_change(tmp_path: Path) -> None:
    path = tmp_path / "rating.json"
    first = record_game("club", "win", False, path=path)
    assert first.before == Rating() and first.after.rating > 1500 and first.saved
    second = record_game("club", "loss", True, path=path)
    assert second.before == second.after == first.after
    assert len(second.record.games) == 2 and second.record.tallies()["club"].assisted == 1
    with pytest.raises(ValueError):
        record_game("club", "resigned", False, path=path)


def lines_of(path: Path) -> list[str]:
    return path.read_text().splitlines()


def test_a_file_cut_short_keeps_the_games_before_the_cut(tmp_path: Path) -> None:
    path = tmp_path / "rating.json"
    record = played(path)
    whole = path.read_bytes()
    path.write_bytes(whole[:whole.rindex(b'"result"')])  # cut inside the last game
    loaded = load_record(path)
    assert loaded.record.games == record.games[:-1]
    assert loaded.record.current == record.current  # written before the games
    damage = loaded.damage
    assert damage is not None and damage.problem is Problem.BROKEN
    assert (damage.kept, damage.dropped, damage.rating_lost) == (5, 1, False)
    assert damage.copy is not None and damage.copy.read_bytes() == whole[:whole.rindex(
        b'"result"')]


def test_a_file_cut_in_the_rating_takes_it_from_the_last_game(tmp_path: Path) -> None:
    path = tmp_path / "rating.json"
    played(path)
    path.write_text(path.read_text()[:40])
    loaded = load_record(path)
    assert loaded.record.games == ()
    assert loaded.damage is not None and loaded.damage.rating_lost
    assert loaded.record.current == Rating()  # nothing left: a new player
    path.write_text('{"format": 1, "player": {"rating": 16')  # no games either
    assert load_record(path).record.current == Rating()


def test_a_garbled_line_loses_that_game_only(tmp_path: Path) -> None:
    path = tmp_path / "rating.json"
    record = played(path)
    lines = lines_of(path)
    lines[4] = lines[4][:30] + "#!\x00garbage" + lines[4][45:]  # the third game
    path.write_text("\n".join(lines))
    loaded = load_record(path)
    assert loaded.damage is not None and loaded.damage.problem is Problem.BROKEN
    assert loaded.record.games == record.games[:2] + record.games[3:]
    assert loaded.damage.dropped == 1 and loaded.record.current == record.current


def test_a_bad_entry_among_good_ones_is_left_out(tmp_path: Path) -> None:
    path = tmp_path / "rating.json"
    record = played(path)
    document = json.loads(path.read_text())
    good = document["games"]
    bad = [dict(good[0], level="grandmaster"), dict(good[0], result=1),
           dict(good[0], assisted="no"), dict(good[0], rating="1500"),
           dict(good[0], rating=True), dict(good[0], deviation=-3),
           dict(good[0], when="yesterday"), dict(good[0], when=None), "a game", [1, 2],
           {k: v for k, v in good[0].items() if k != "level"}]
    document["games"] = [good[0], *bad, *good[1:]]
    path.write_text(json.dumps(document))
    loaded = load_record(path)
    assert loaded.record.games == record.games
    assert loaded.record.current == record.current
    damage = loaded.damage
    assert damage is not None and damage.problem is Problem.ENTRIES
    assert (damage.dropped, damage.kept) == (len(bad), len(good))
    assert "11 left out" in damage.describe()


@pytest.mark.parametrize("player", [None, "1700", {"rating": "x"},
                                    {"rating": 1e300, "deviation": 50, "volatility": 0.06},
                                    {"rating": 1600, "deviation": 0, "volatility": 0.06},
                                    {"rating": 1600, "deviation": 50}])
def test_a_wrong_current_rating_is_taken_from_the_last_game(tmp_path: Path,
                                                            player: object) -> None:
    path = tmp_path / "rating.json"
    record = played(path)
    document = json.loads(path.read_text())
    document["player"] = player
    path.write_text(json.dumps(document))
    loaded = load_record(path)
    last = record.games[-1]
    assert loaded.record.current == Rating(last.rating, last.deviation, 0.06)
    assert loaded.record.games == record.games
    assert loaded.damage is not None and loaded.damage.rating_lost


@pytest.mark.parametrize("text", [
    "", "[]", "null", "42", '"rating"', '{"games": {"a": 1}}', '{"format": 1, "games": 3}',
    "NaN", '{"format": 1, "player": {"rating": NaN, "deviation": 50, "volatility": 0.06}}',
    "[" * 100_000 + "]" * 100_000, '{"games": [' + "{" * 50_000,
    b"\xff\xfe\x00not UTF-8 \x80",
    '{"format": 1, "games": [{"level": "club", "rating": Infinity}]}',
])
def test_hostile_files_never_raise(tmp_path: Path, text: str | bytes) -> None:
    path = tmp_path / "rating.json"
    path.write_bytes(text if isinstance(text, bytes) else text.encode())
    loaded = load_record(path)
    assert loaded.damage is not None
    assert loaded.record.games == ()
    assert loaded.record.current == Rating()
    assert copies(tmp_path)[0].read_bytes() == path.read_bytes()


def test_another_format_is_read_as_far_as_it_can_be(tmp_path: Path) -> None:
    path = tmp_path / "rating.json"
    record = played(path)
    document = json.loads(path.read_text())
    document["format"] = 2
    path.write_text(json.dumps(document))
    loaded = load_record(path)
    assert loaded.record == record
    assert loaded.damage is not None and loaded.damage.problem is Problem.WRONG_SHAPE


def test_a_damaged_file_is_copied_once_then_replaced_by_a_sound_one(tmp_path: Path) -> None:
    path = tmp_path / "rating.json"
    record = played(path)
    path.write_text(path.read_text()[:-20])
    damaged = path.read_bytes()
    load_record(path)
    load_record(path)
    assert len(copies(tmp_path)) == 1 and copies(tmp_path)[0].read_bytes() == damaged
    recorded = record_game("master", "loss", False, path=path)
    assert recorded.damage is not None and recorded.saved
    assert len(recorded.record.games) == len(record.games)  # one lost, one added
    again = load_record(path)
    assert again.damage is None and again.record == recorded.record


def test_a_huge_file_is_not_read_but_kept_aside(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store, "MAX_BYTES", 1000)
    path = tmp_path / "rating.json"
    path.write_text('{"format": 1, "games": [' + "1, " * 1000 + "]}")
    loaded = load_record(path)
    assert loaded.damage is not None and loaded.damage.problem is Problem.TOO_LARGE
    assert loaded.record == PlayerRecord() and not path.exists()
    assert loaded.damage.copy is not None and loaded.damage.copy.stat().st_size > 1000


def test_an_unreadable_file_is_a_problem_not_a_crash(tmp_path: Path) -> None:
    path = tmp_path / "rating.json"
    path.mkdir()  # a folder where the file should be
    loaded = load_record(path)
    assert loaded.damage is not None and loaded.damage.problem is Problem.UNREADABLE
    recorded = record_game("club", "win", False, path=path)
    assert not recorded.saved and recorded.after.rating > 1500


def test_a_failing_write_leaves_the_old_file(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "rating.json"
    played(path)
    before = path.read_bytes()

    def no_room(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", no_room)
    with pytest.raises(OSError):
        save_record(PlayerRecord(), path)
    recorded = record_game("club", "win", False, path=path)
    assert not recorded.saved
    assert path.read_bytes() == before
    # No temporary file; the lock file of the recording stays, by design (lockfile).
    assert sorted(p.name for p in tmp_path.iterdir()) == ["rating.json", "rating.json.lock"]


WRITER = """
import sys
from datetime import UTC, datetime
from pathlib import Path
from wari_desktop.rating import PlayerRecord, Result, save_record
path = Path(sys.argv[1])
record = PlayerRecord()
for n in range(100000):
    record = record.with_game("club", Result.WIN if n % 3 else Result.LOSS, False,
                              datetime(2026, 1, 1, tzinfo=UTC))
    save_record(record, path)
    if n == 50:
        print("writing", flush=True)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
@pytest.mark.parametrize("delay", [0.05, 0.2, 0.5])
def test_kill_9_while_writing_leaves_the_last_good_file(tmp_path: Path, delay: float) -> None:
    path = tmp_path / "rating.json"
    writer = subprocess.Popen([sys.executable, "-c", WRITER, str(path)],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert writer.stdout is not None and writer.stdout.readline() == "writing\n"
        time.sleep(delay)
    finally:
        writer.send_signal(signal.SIGKILL)
        writer.wait()
    assert writer.returncode == -signal.SIGKILL  # killed while still writing
    loaded = load_record(path)
    assert loaded.damage is None
    assert len(loaded.record.games) > 50
    assert loaded.record.current.rating == loaded.record.games[-1].rating


@pytest.mark.parametrize("piece", ["{", '{"a": ', '{"when": "2026'])
def test_a_file_of_stray_pieces_is_read_in_linear_time(tmp_path: Path, piece: str) -> None:
    # Each failed piece once cost a count of the lines before it (JSONDecodeError's line
    # number): 100,000 stray braces took 2 s, growing with the square of their number.
    # Now a failure costs at most store.MAX_ENTRY characters.
    path = tmp_path / "rating.json"
    path.write_text('{"format": 1, "games": [' + piece * (1_000_000 // len(piece)))
    start = time.monotonic()
    loaded = load_record(path)
    assert time.monotonic() - start < 10
    assert loaded.damage is not None and loaded.damage.problem is Problem.BROKEN
    assert loaded.damage.dropped == store.MAX_FAILURES and loaded.record.games == ()


def test_a_deviation_at_its_cap_reads_back(tmp_path: Path) -> None:
    path = tmp_path / "rating.json"
    record = PlayerRecord(Rating(6000.0, 350.0, 0.06)).with_game("beginner", Result.WIN, False,
                                                                 START)
    assert record.current.deviation == 350.0
    save_record(record, path)
    loaded = load_record(path)
    assert loaded.damage is None and loaded.record == record
