"""One program per data folder (issue 33: a second copy silently lost a game). Two real
processes against one temporary data folder: the second start hands its file to the first
and ends with 0 having touched nothing; the first opens the file; a first copy that does
not answer is left alone; one that crashed is taken over."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from wari_desktop import notation
from wari_desktop.ai.endgame import build_lock_path
from wari_desktop.gui.platform.single_instance import (
    LOCK_NAME,
    SOCKET_NAME,
    file_of,
    message,
    server_name,
)
from wari_desktop.lockfile import FileLock, holder_pid

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="stops processes by signal")

ROOT = Path(__file__).resolve().parents[2]
#: A game in progress that belongs to a file and has nothing unsaved: opening another
#: file asks nothing (a question box would wait for ever offscreen).
KEPT = "1. C f 2. A *\n"
SENT = '[Event "Sent"]\n[WariSouth "person"]\n[WariNorth "person"]\n\n1. E a 2. D *\n'


def environment(home: Path) -> dict[str, str]:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home),
                WARI_DATA_DIR=str(home / "data"), XDG_CONFIG_HOME=str(home / "config"),
                XDG_DATA_HOME=str(home / "share"))


def wait_for(condition: Callable[[], object], seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.05)
    return False


class Copies:
    """Starts copies of the program on one data folder ``home/data`` and ends them."""

    def __init__(self, home: Path) -> None:
        self.home = home
        self.data = home / "data"
        self.data.mkdir(parents=True)
        self.kept = home / "kept.ogn"
        self.kept.write_text(KEPT, encoding="utf-8")
        self.autosave = self.data / "autosave.ogn"
        self.autosave.write_text(
            f'[WariSouth "person"]\n[WariNorth "person"]\n[WariFile "{self.kept}"]\n'
            f'[WariModified "no"]\n\n{KEPT}', encoding="utf-8")
        self.started: list[subprocess.Popen[str]] = []
        # The endgame table's build "under way" in this test: the copies' own background
        # builds find it locked and wait instead of taking the machine's two cores.
        self.build = FileLock(build_lock_path(self.data / "endgame-15.bin"))
        assert self.build.acquire()

    def start(self, *arguments: str) -> subprocess.Popen[str]:
        process = subprocess.Popen([sys.executable, "-m", "wari_desktop", *arguments],
                                   cwd=ROOT, env=environment(self.home), text=True,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        self.started.append(process)
        return process

    def start_first(self) -> subprocess.Popen[str]:
        """The first copy, once it holds the data folder (its pid in the lock file) and
        has resumed the game (it writes the autosave again, in its own words)."""
        first = self.start()
        assert wait_for(lambda: (holder_pid(self.data / LOCK_NAME) == first.pid
                        and b"[Variant " in self.autosave.read_bytes())
                        or first.poll() is not None, 60)
        assert first.poll() is None, first.stderr.read() if first.stderr else ""
        return first

    def end(self) -> None:
        for process in self.started:
            if process.poll() is None:
                process.send_signal(signal.SIGCONT)
                process.kill()
            process.wait(30)
        from PySide6.QtNetwork import QLocalServer

        QLocalServer.removeServer(server_name(self.data))  # the socket a kill left behind
        self.build.release()


@pytest.fixture
def copies(tmp_path: Path) -> Iterator[Copies]:
    found = Copies(tmp_path)
    try:
        yield found
    finally:
        found.end()


def snapshot(path: Path) -> tuple[bytes, int]:
    return path.read_bytes(), path.stat().st_mtime_ns


def test_the_messages() -> None:
    assert file_of(message(Path("/x/a b.ogn"))[:-1]) == "/x/a b.ogn"
    assert file_of(message(None)) == ""
    for junk in (b"", b"{}", b"[1]", b'{"open": 3}', b'{"open": "relative.ogn"}', b"\xff"):
        assert file_of(junk) is None
    assert server_name(Path("/a")) != server_name(Path("/b"))
    assert server_name(Path("/a")) == server_name(Path("/a"))


def test_the_socket_is_where_only_the_user_reaches(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    runtime, data = Path(tempfile.mkdtemp()), tmp_path / "data"  # a short path, as /run/user/N
    try:
        monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
        assert Path(server_name(data)).parent == runtime
    finally:
        runtime.rmdir()
    monkeypatch.delenv("XDG_RUNTIME_DIR")
    assert server_name(data) == str(data.resolve() / SOCKET_NAME)
    deep = tmp_path / ("x" * 120)  # too long for a socket's path: a name in the temp folder
    assert "/" not in server_name(deep) and server_name(deep).startswith("wari-desktop-")


def test_two_spellings_of_one_data_folder_meet(tmp_path: Path) -> None:
    (tmp_path / "real").mkdir()
    (tmp_path / "link").symlink_to(tmp_path / "real")
    assert server_name(tmp_path / "link") == server_name(tmp_path / "real")
    assert server_name(tmp_path / "real" / ".." / "real") == server_name(tmp_path / "real")


def test_a_second_start_hands_its_file_to_the_first_and_ends(copies: Copies) -> None:
    first = copies.start_first()
    sent = copies.home / "sent.ogn"
    sent.write_text(SENT, encoding="utf-8")
    before = snapshot(copies.autosave)
    os.utime(copies.autosave, ns=(1, 1))  # any write, even of the same bytes, would show
    second = copies.start(str(sent))
    assert second.wait(60) == 0, second.stderr.read() if second.stderr else ""
    # The first copy opened the file (as Game, Open does): its autosave now names it.
    def opened() -> bool:
        kept = notation.load(copies.autosave)
        return kept.tags.get("WariFile") == str(sent.resolve())

    assert wait_for(opened, 60)
    assert notation.load(copies.autosave).game.moves == ["E", "a", "D"]
    assert before[0] != copies.autosave.read_bytes()
    assert first.poll() is None  # still running
    assert sent.read_text(encoding="utf-8") == SENT  # the file itself untouched
    # The first copy's table build found the build under way and waits: no progress file
    # of its own, no table.
    assert not (copies.data / "endgame-15.progress").exists()
    assert not (copies.data / "endgame-15.bin").exists()


def test_a_second_start_without_a_file_changes_nothing(copies: Copies) -> None:
    first = copies.start_first()
    os.utime(copies.autosave, ns=(1, 1))
    before = snapshot(copies.autosave)
    second = copies.start()
    assert second.wait(60) == 0, second.stderr.read() if second.stderr else ""
    time.sleep(1.0)  # room for a write that must not come
    assert snapshot(copies.autosave) == before
    assert holder_pid(copies.data / LOCK_NAME) == first.pid and first.poll() is None


def test_a_first_copy_that_does_not_answer_is_left_alone(copies: Copies) -> None:
    first = copies.start_first()
    time.sleep(2.0)  # let it reach its event loop
    os.utime(copies.autosave, ns=(1, 1))
    before = snapshot(copies.autosave)
    first.send_signal(signal.SIGSTOP)  # hung
    sent = copies.home / "sent.ogn"
    sent.write_text(SENT, encoding="utf-8")
    second = copies.start(str(sent))
    assert second.wait(90) == 1
    assert second.stderr is not None
    said = second.stderr.read()
    assert f"(process {first.pid}) but does not answer" in said, said
    assert snapshot(copies.autosave) == before
    first.send_signal(signal.SIGCONT)
    # Awake, the first copy finds the second gone and does not open its file: a third
    # start (its request queued after the second's) is answered, and nothing was opened.
    third = copies.start()
    assert third.wait(60) == 0, third.stderr.read() if third.stderr else ""
    assert snapshot(copies.autosave) == before


def test_a_copy_that_crashed_is_taken_over(copies: Copies) -> None:
    first = copies.start_first()
    first.send_signal(signal.SIGKILL)  # its socket and lock file stay behind
    first.wait(30)
    assert (copies.data / LOCK_NAME).exists()
    second = copies.start_first()  # takes the stale lock and the socket's name
    third = copies.start()
    assert third.wait(60) == 0, third.stderr.read() if third.stderr else ""
    assert second.poll() is None
    # The game left by the crashed copy is the second's now, and still as it was.
    assert notation.load(copies.autosave).game.moves == ["C", "f", "A"]
