"""The player's progress: solved puzzles and streaks, kept in the data folder, surviving a
damaged file and a process killed while writing it."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from wari_desktop.paths import data_dir
from wari_desktop.puzzles.progress import FILE_NAME, default_path, load_progress

A, B, C, D = "p0000000001", "p0000000002", "p00000000ab", "p00000000cd"


def test_the_file_lives_in_the_data_folder_which_the_tests_keep_private(
        session_home: Path) -> None:
    assert default_path() == data_dir() / FILE_NAME
    assert session_home in default_path().parents


def test_a_missing_file_is_a_fresh_start(tmp_path: Path) -> None:
    progress = load_progress(tmp_path / "none.json")
    assert (progress.count, progress.streak, progress.best_streak) == (0, 0, 0)
    assert progress.problem is None
    assert not (tmp_path / "none.json").exists()


def test_streaks_count_first_tries_on_new_puzzles(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    progress = load_progress(path)
    progress.record(A, right=True)
    progress.record(B, right=True)
    assert (progress.count, progress.streak, progress.best_streak) == (2, 2, 2)
    progress.record(A, right=True)  # solved before: no streak
    assert progress.streak == 2
    progress.record(C, right=False)  # a miss ends the streak
    assert (progress.streak, progress.best_streak) == (0, 2)
    progress.record(C, right=True, first_try=False)  # solved, but after a miss
    assert (progress.count, progress.streak) == (3, 0)
    progress.record(D, right=True)
    again = load_progress(path)  # every answer was saved at once
    assert again.solved == {A, B, C, D}
    assert (again.count, again.streak, again.best_streak) == (4, 1, 2)
    assert again.is_solved(C) and not again.is_solved("p0000000099")


def test_two_copies_of_the_program_keep_each_others_solved_puzzles(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    one, two = load_progress(path), load_progress(path)  # both read the same empty file
    one.record(A, right=True)
    one.record(B, right=True)
    two.record(C, right=True)  # knew nothing of A and B
    kept = load_progress(path)
    assert kept.solved == {A, B, C} and kept.best_streak == 2
    one.record(D, right=True)
    assert load_progress(path).solved == {A, B, C, D}


def test_a_file_that_is_no_longer_json_keeps_the_solved_keys(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    progress = load_progress(path)
    for key in (A, B, C):
        progress.record(key, right=True)
    text = path.read_text()
    path.write_text(text[: text.index(C) + len(C)] + "\x00\x00garbage")  # cut short
    loaded = load_progress(path)
    assert loaded.solved == {A, B, C}
    assert loaded.problem is not None and "damaged" in loaded.problem
    assert "3 solved puzzles were kept" in loaded.problem
    assert (tmp_path / "progress.json.damaged").read_text().endswith("garbage")
    assert load_progress(path).problem is None  # repaired on disk
    assert load_progress(path).solved == {A, B, C}


def test_a_damaged_field_loses_only_itself(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    path.write_text(json.dumps({"version": 1, "solved": [A, 7, "nonsense", B],
                                "streak": "three", "best_streak": 5}))
    loaded = load_progress(path)
    assert loaded.solved == {A, B}
    assert (loaded.streak, loaded.best_streak) == (0, 5)
    assert loaded.problem is not None
    assert "some solved puzzles were unreadable" in loaded.problem
    assert "the streak was unreadable" in loaded.problem


def test_an_unwritable_folder_does_not_stop_the_answers(tmp_path: Path) -> None:
    progress = load_progress(tmp_path / "missing-folder" / "deep" / "progress.json")
    (tmp_path / "missing-folder").write_text("a file where the folder should be")
    progress.record(A, right=True)  # logged, not raised
    assert progress.count == 1 and progress.streak == 1


WRITER = """
import sys
from wari_desktop.puzzles.progress import load_progress
progress = load_progress(sys.argv[1])
n = 0
print("ready", flush=True)
while True:
    n += 1
    progress.record("p%010x" % n, right=n % 7 != 0)
"""


def test_kill_9_while_writing_leaves_a_whole_file(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    for _round in range(3):
        writer = subprocess.Popen([sys.executable, "-c", WRITER, str(path)],
                                  stdout=subprocess.PIPE, text=True)
        assert writer.stdout is not None
        assert writer.stdout.readline().strip() == "ready"
        time.sleep(0.3)
        os.kill(writer.pid, signal.SIGKILL)
        writer.wait()
        loaded = load_progress(path)
        assert loaded.problem is None
        assert loaded.count >= 1
        assert json.loads(path.read_text())["solved"] == sorted(loaded.solved)
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".damaged")]
