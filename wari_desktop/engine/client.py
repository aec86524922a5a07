"""The driving side of the protocol: any program that speaks it, run as a child process
with pipes, choosing moves for our ``Game`` (the referee).

Every wait has a time limit. A program that cannot be started, exits, stays silent past
its limit, or answers a move that is not legal in the position raises ``EngineFailure``
with a message saying which and what it last wrote to its error output.
"""

from __future__ import annotations

import collections
import contextlib
import queue
import shlex
import subprocess
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import IO, Any

from ..notation.fen import to_fen
from ..rules import Game, Position

HANDSHAKE_SECONDS = 20.0  # for uciok and readyok (a program may load tables at start)
#: How long a failed program's error output is still read after it ended.
ERROR_OUTPUT_SECONDS = 2.0
GRACE_SECONDS = 5.0  # beyond the move time, before a silent program loses
QUIT_SECONDS = 2.0


class EngineFailure(RuntimeError):
    """The program broke the protocol: it died, fell silent, or answered an illegal move."""


@dataclass(frozen=True, slots=True)
class OpponentSpec:
    """How to run and drive a program: its command line, what to put after ``go``, the
    options to set, and the longest a move may take (None: the move time + 5 s, or
    60 s without a move time)."""

    command: str
    movetime_ms: int | None = 1000
    depth: int | None = None
    options: tuple[tuple[str, str], ...] = ()
    timeout: float | None = None

    def go_command(self) -> str:
        """``go`` with the depth and the move time given (a bare ``go`` with neither)."""
        words = ["go"]
        if self.depth is not None:
            words += ["depth", str(self.depth)]
        if self.movetime_ms is not None:
            words += ["movetime", str(self.movetime_ms)]
        return " ".join(words)

    def move_timeout(self) -> float:
        """How long to wait for ``bestmove``."""
        if self.timeout is not None:
            return self.timeout
        if self.movetime_ms is None:
            return 60.0
        return self.movetime_ms / 1000 + GRACE_SECONDS


def position_command(game: Game) -> str:
    """``position startpos|fen FEN [moves LETTERS]`` for the game so far (the letters run
    together, as Aualé sends them)."""
    start = game.start
    head = "startpos" if start == Position.start() else f"fen {to_fen(start)}"
    moves = "".join(game.moves)
    return f"position {head}" + (f" moves {moves}" if moves else "")


class ProtocolEngine:
    """A program speaking the protocol, started at once and handshaken (``uci``, the
    options, ``ucinewgame``, ``isready``). ``choose`` sends the game and waits for a legal
    ``bestmove``; ``close`` sends ``quit`` and ends the process if it lingers."""

    def __init__(self, spec: OpponentSpec) -> None:
        self.spec = spec
        self.name = spec.command
        self.engine_name: str | None = None
        self._lines: queue.Queue[str | None] = queue.Queue()
        self._errors: collections.deque[str] = collections.deque(maxlen=8)
        try:
            words = shlex.split(spec.command)
            if not words:
                raise ValueError("no program given")
            self._process = subprocess.Popen(
                words, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                text=True, bufsize=1)
        except (OSError, ValueError) as error:
            raise EngineFailure(f"cannot start {spec.command!r}: {error}") from None
        assert self._process.stdout is not None and self._process.stderr is not None
        self._reader(self._process.stdout, self._lines.put, final=True)
        self._error_pump = self._reader(self._process.stderr, self._errors.append)
        try:
            self.send("uci")
            for line in self._until("uciok", HANDSHAKE_SECONDS):
                if line.startswith("id name "):
                    self.engine_name = line[len("id name "):].strip()
            for name, value in spec.options:
                self.send(f"setoption name {name} value {value}")
            self.new_game()
        except EngineFailure:
            self.close()
            raise

    # -- the pipes ---------------------------------------------------------------------
    @staticmethod
    def _reader(stream: IO[str], put: Callable[[Any], None],
                final: bool = False) -> threading.Thread:
        """Copy ``stream``'s lines to ``put`` on a thread (returned); then None when
        ``final``."""

        def pump() -> None:
            try:
                for line in stream:
                    put(line.rstrip("\r\n"))
            except (OSError, ValueError):  # closed under us by ``close``
                pass
            if final:
                put(None)

        thread = threading.Thread(target=pump, daemon=True, name="engine-pipe")
        thread.start()
        return thread

    def send(self, command: str) -> None:
        """Write one command line; EngineFailure if the program has gone."""
        stdin = self._process.stdin
        assert stdin is not None
        try:
            stdin.write(command + "\n")
            stdin.flush()
        except (BrokenPipeError, OSError, ValueError):
            raise self._failure(f"could not send {command!r}: the program has gone") from None

    def _until(self, word: str, seconds: float) -> list[str]:
        """The lines up to and including the first starting with ``word``."""
        deadline = time.monotonic() + seconds
        seen = []
        while True:
            left = deadline - time.monotonic()
            try:
                line = self._lines.get(timeout=max(0.0, left))
            except queue.Empty:
                raise self._failure(f"no '{word}' within {seconds:g} s") from None
            if line is None:
                with contextlib.suppress(subprocess.TimeoutExpired):
                    self._process.wait(1.0)  # for its exit status
                raise self._failure(f"the program ended while '{word}' was awaited")
            seen.append(line)
            if line.split()[:1] == [word]:
                return seen

    def _failure(self, what: str) -> EngineFailure:
        code = self._process.poll()
        if code is not None:  # its last words may still be in the pipe: read them first
            self._error_pump.join(ERROR_OUTPUT_SECONDS)
        status = f" (exit status {code})" if code is not None else ""
        errors = " | ".join(self._errors)
        return EngineFailure(f"{self.engine_name or 'the program'}{status}: {what}"
                             + (f"; its error output: {errors}" if errors else ""))

    # -- the protocol --------------------------------------------------------------------
    def ready(self) -> None:
        """``isready``, waiting for ``readyok``."""
        self.send("isready")
        self._until("readyok", HANDSHAKE_SECONDS)

    def new_game(self) -> None:
        """``ucinewgame`` then ``isready``."""
        self.send("ucinewgame")
        self.ready()

    def choose(self, game: Game) -> str:
        """The program's move for the player to move in ``game``, checked to be legal."""
        self.send(position_command(game))
        self.send(self.spec.go_command())
        limit = self.spec.move_timeout()
        lines = self._until("bestmove", limit)
        words = lines[-1].split()
        move = words[1] if len(words) > 1 else ""
        if move not in game.legal_moves():
            legal = " ".join(game.legal_moves())
            raise self._failure(f"answered 'bestmove {move}', not a legal move here "
                                f"(legal: {legal}; {position_command(game)})")
        return move

    def close(self) -> None:
        """``quit``, then terminate the process if it has not ended within 2 s."""
        process = self._process
        if process.poll() is None:
            with contextlib.suppress(EngineFailure):
                self.send("quit")
            try:
                process.wait(QUIT_SECONDS)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(QUIT_SECONDS)
        for stream in (process.stdin, process.stdout, process.stderr):
            if stream is not None:
                with contextlib.suppress(OSError):
                    stream.close()

