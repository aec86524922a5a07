"""A conversation with ``python -m wari_desktop.engine`` through pipes, as a driving
program has it; its data folder is a temporary one."""

from __future__ import annotations

import contextlib
import os
import queue
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

ENGINE = [sys.executable, "-m", "wari_desktop.engine"]


class Conversation:
    """The engine as a child process: ``send`` lines, ``expect`` the reply lines."""

    def __init__(self, data_dir: Path, *args: str) -> None:
        env = {**os.environ, "WARI_DATA_DIR": str(data_dir)}
        self.process = subprocess.Popen([*ENGINE, *args], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                        text=True, bufsize=1, env=env)
        self.lines: queue.Queue[str | None] = queue.Queue()
        threading.Thread(target=self._pump, daemon=True).start()

    def _pump(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))
        self.lines.put(None)

    def send(self, *commands: str) -> None:
        assert self.process.stdin is not None
        for command in commands:
            self.process.stdin.write(command + "\n")
        self.process.stdin.flush()

    def expect(self, first_word: str, seconds: float = 10.0) -> list[str]:
        """Every line up to and including the first that starts with ``first_word``."""
        deadline = time.monotonic() + seconds
        seen: list[str] = []
        while True:
            try:
                line = self.lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                raise AssertionError(f"no {first_word!r} within {seconds} s; got {seen}") from None
            if line is None:
                raise AssertionError(f"the engine ended before {first_word!r}; got {seen}")
            seen.append(line)
            if line.split()[:1] == [first_word]:
                return seen

    def quiet_for(self, seconds: float) -> list[str]:
        """The lines written within ``seconds`` (the engine keeps running)."""
        end = time.monotonic() + seconds
        got = []
        while (left := end - time.monotonic()) > 0:
            try:
                line = self.lines.get(timeout=left)
            except queue.Empty:
                break
            if line is not None:
                got.append(line)
        return got

    def close(self) -> int:
        if self.process.poll() is None:
            with contextlib.suppress(BrokenPipeError, OSError):
                self.send("quit")
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        for stream in (self.process.stdin, self.process.stdout, self.process.stderr):
            if stream is not None:
                stream.close()
        return self.process.returncode


@pytest.fixture
def engine(tmp_path: Path) -> Iterator[Conversation]:
    conversation = Conversation(tmp_path)
    yield conversation
    conversation.close()
