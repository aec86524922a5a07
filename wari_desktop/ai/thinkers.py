"""Where the computer thinks: on the caller's thread (``LocalThinker``), in a child
process (``ProcessThinker``), or whichever suits the game (``DesktopThinker``), behind one
small interface. No Qt.

A search in pure Python on a thread of the window's process competes with the window for
the interpreter lock, and a frame that paints dozens of items in Python then waits for it
many times over; a child process has a lock of its own. The compiled core releases the
lock while it searches, so with it a worker thread is enough: ``DesktopThinker`` thinks on
the caller's (worker) thread when the compiled core plays the game's rules, and in a
child process only for the pure-Python search (no compiled core, or a rule variant).
"""

from __future__ import annotations

import itertools
import logging
import multiprocessing
import os
import sys
import threading
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from typing import Any, Protocol, TypeVar

from ..rules import Game, Position, Rules
from .analysis import Analysis, analyse

log = logging.getLogger(__name__)
T = TypeVar("T")
#: Hears each completed depth of a search as it finishes (on the calling thread).
Report = Callable[[Analysis], None]


class Thinker(Protocol):
    """Chooses moves and analyses positions; every call can be cancelled."""

    def think(self, game: Game, level: str, seconds: float | None,
              cancel: threading.Event | None, report: Report | None = None) -> str:
        """A legal move for the player to move, as ``level`` plays; ``report`` hears
        each depth of its thinking."""

    def best(self, game: Game, seconds: float,
             cancel: threading.Event | None) -> Analysis | None:
        """The deepest analysis found within ``seconds`` (None if none finished)."""

    def analyse(self, game: Game, depth: int | None, seconds: float | None,
                cancel: threading.Event | None,
                report: Report | None = None) -> Analysis | None:
        """Analyse with a score for every legal move, deeper each time until ``depth``,
        ``seconds`` or ``cancel``; ``report`` hears each depth as it completes. The
        deepest analysis (None if none finished or the game is over)."""

    def ponder(self, game: Game, cancel: threading.Event) -> None:
        """Think about the position until ``cancel`` is set, for nothing but what the
        engine keeps for its next search (thinking on the opponent's time)."""

    def shutdown(self) -> None:
        """Stop thinking and release what the engine holds."""


def deepest(game: Game, seconds: float | None, cancel: Any, depth: int | None = None,
            all_moves: bool = False, report: Report | None = None) -> Analysis | None:
    """The last (deepest) analysis ``analyse`` yields within ``seconds`` and ``depth``,
    each one told to ``report`` as it comes."""
    found = None
    for analysis in analyse(game, depth, seconds, cancel, all_moves=all_moves):
        found = analysis
        if report is not None:
            report(analysis)
    return found


class LocalThinker:
    """Thinks on the calling thread."""

    def think(self, game: Game, level: str, seconds: float | None,
              cancel: threading.Event | None, report: Report | None = None) -> str:
        from . import think

        return think(game, level, seconds, cancel, report=report)

    def best(self, game: Game, seconds: float,
             cancel: threading.Event | None) -> Analysis | None:
        return deepest(game, seconds, cancel)

    def analyse(self, game: Game, depth: int | None, seconds: float | None,
                cancel: threading.Event | None,
                report: Report | None = None) -> Analysis | None:
        return deepest(game, seconds, cancel, depth, True, report)

    def ponder(self, game: Game, cancel: threading.Event) -> None:
        """Search the position as the master level does, with no time limit, until
        ``cancel``: the compiled core keeps the table (``ai.compiled``), so the master's
        next search, from either side, starts from what this one found."""
        for _ in analyse(game, None, None, cancel, all_moves=False):
            if cancel.is_set():
                return

    def shutdown(self) -> None:
        """Nothing to release."""


# -- the child process -----------------------------------------------------------------
_stopped: Any = None  # in the child: jobs numbered up to this value are cancelled
_reports: Any = None  # in the child: the queue that carries (job, Analysis) to the parent


class _JobCancel:
    """A cancel flag for job ``job`` in the child: set once the parent stops it."""

    def __init__(self, job: int) -> None:
        self.job = job

    def is_set(self) -> bool:
        return bool(_stopped.value >= self.job)


def _start_child(stopped: Any, reports: Any, parent_pid: int, kernel: bool) -> None:
    global _stopped, _reports
    _stopped = stopped
    _reports = reports
    from .lifeline import follow_parent

    follow_parent(parent_pid, kernel)  # never outlive the program, even after kill -9
    from .tables import endgame_table

    endgame_table()  # start loading the endgame table now


def _rebuild(start: Position, rules: Rules, moves: tuple[str, ...]) -> Game:
    game = Game(start, rules)
    for move in moves:
        game.play(move)
    return game


def _reporter(job: int, wanted: bool) -> Report | None:
    """In the child: a report sending each analysis of ``job`` to the parent."""
    if not wanted or _reports is None:
        return None
    return lambda analysis: _reports.put((job, analysis))


def _child_think(job: int, start: Position, rules: Rules, moves: tuple[str, ...],
                 level: str, seconds: float | None, stream: bool = False) -> str:
    from . import think

    return think(_rebuild(start, rules, moves), level, seconds, _JobCancel(job),  # type: ignore[arg-type]
                 report=_reporter(job, stream))


def _child_best(job: int, start: Position, rules: Rules, moves: tuple[str, ...],
                seconds: float) -> Analysis | None:
    return deepest(_rebuild(start, rules, moves), seconds, _JobCancel(job))


def _child_analyse(job: int, start: Position, rules: Rules, moves: tuple[str, ...],
                   depth: int | None, seconds: float | None, stream: bool) -> Analysis | None:
    return deepest(_rebuild(start, rules, moves), seconds, _JobCancel(job), depth, True,
                   _reporter(job, stream))


def _ready() -> bool:
    return True


def _on_main_thread() -> bool:
    """True on the main thread, which lives as long as the process (the child started
    from it may then ask the kernel to end it with its parent)."""
    return threading.current_thread() is threading.main_thread()


class ProcessThinker:
    """Thinks in one child process, started at once and kept for every call. If the child
    cannot be started or dies, the thinker thinks locally instead. Reports of each depth
    come back through a queue and are told to the caller on its own thread."""

    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")
        self._stopped = context.Value("q", 0)
        # A simple queue: the child writes each report at once (no feeder thread to wait
        # for when it exits); the parent reads while it waits for an answer.
        self._reports: Any = context.SimpleQueue()
        self._heard: dict[int, list[Analysis]] = {}  # reports read, by job, not yet told
        self._jobs = itertools.count(1)
        self._lock = threading.Lock()
        self._local = LocalThinker()
        self._pool: ProcessPoolExecutor | None
        try:
            self._pool = ProcessPoolExecutor(1, mp_context=context, initializer=_start_child,
                                             initargs=(self._stopped, self._reports,
                                                       os.getpid(), _on_main_thread()))
            self._pool.submit(_ready)
        except (OSError, RuntimeError) as error:  # no processes here: think locally
            log.warning("thinking in this process: %s", error)
            self._pool = None

    def think(self, game: Game, level: str, seconds: float | None,
              cancel: threading.Event | None, report: Report | None = None) -> str:
        return self._run(
            lambda job: self._submit(_child_think, job, game, level, seconds, report is not None),
            lambda: self._local.think(game, level, seconds, cancel, report), cancel, report)

    def best(self, game: Game, seconds: float,
             cancel: threading.Event | None) -> Analysis | None:
        return self._run(lambda job: self._submit(_child_best, job, game, seconds),
                         lambda: self._local.best(game, seconds, cancel), cancel)

    def analyse(self, game: Game, depth: int | None, seconds: float | None,
                cancel: threading.Event | None,
                report: Report | None = None) -> Analysis | None:
        return self._run(
            lambda job: self._submit(_child_analyse, job, game, depth, seconds,
                                     report is not None),
            lambda: self._local.analyse(game, depth, seconds, cancel, report), cancel, report)

    def _submit(self, function: Callable[..., T], job: int, game: Game,
                *args: object) -> Future[T]:
        assert self._pool is not None
        return self._pool.submit(function, job, game.start, game.rules, tuple(game.moves),
                                 *args)

    def _run(self, submit: Callable[[int], Future[T]], local: Callable[[], T],
             cancel: threading.Event | None, report: Report | None = None) -> T:
        with self._lock:
            job = next(self._jobs)
            self._heard[job] = []
        try:
            if self._pool is None:
                raise RuntimeError("no child process")
            future = submit(job)
            while True:
                try:
                    result = future.result(timeout=0.02)
                    self._tell(job, report)
                    return result
                except FutureTimeout:
                    self._tell(job, report)
                    if cancel is not None and cancel.is_set():
                        self._stop(job)
        except Exception as error:  # a broken pool, a child that died: think here
            log.warning("the thinking process failed (%s); thinking here", error)
            self._pool = None
            return local()
        finally:
            with self._lock:
                self._heard.pop(job, None)

    def _tell(self, job: int, report: Report | None) -> None:
        """Read the reports that have arrived (keeping other callers' for them) and tell
        ``report`` those of ``job``. Reports of jobs nobody waits for are dropped."""
        with self._lock:
            while True:
                try:
                    if self._reports.empty():
                        break
                    number, analysis = self._reports.get()  # only read here, locked
                except (OSError, ValueError, EOFError):
                    break
                if number in self._heard:
                    self._heard[number].append(analysis)
            mine, self._heard[job] = self._heard[job], []
        if report is not None:
            for analysis in mine:
                report(analysis)

    def _stop(self, job: int) -> None:
        with self._stopped.get_lock():
            self._stopped.value = max(self._stopped.value, job)

    def ponder(self, game: Game, cancel: threading.Event) -> None:
        """Nothing: the child's pure-Python search keeps no table between searches, so
        thinking ahead would only take the processor."""

    def shutdown(self) -> None:
        """Cancel every job and let the child exit."""
        self._stop(2**62)
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)


WORKER_NICENESS = 5  # how much lower than the window a worker thread's search runs


def yield_to_window() -> None:
    """On Linux, run the calling thread, when it is a worker (not the main thread),
    ``WORKER_NICENESS`` below the window's thread, so that on a busy machine the window
    gets the processor before a search. Each thread has its own niceness there (a worker
    kept for the next job keeps it); elsewhere this does nothing."""
    main = threading.main_thread()
    if sys.platform != "linux" or threading.current_thread() is main or main.native_id is None:
        return
    try:
        native = threading.get_native_id()
        wanted = min(19, os.getpriority(os.PRIO_PROCESS, main.native_id) + WORKER_NICENESS)
        if os.getpriority(os.PRIO_PROCESS, native) < wanted:
            os.setpriority(os.PRIO_PROCESS, native, wanted)
    except OSError:  # not allowed, or the main thread is gone: think at the same priority
        pass


class DesktopThinker:
    """The desktop program's engine: on the calling (worker) thread when the compiled
    core plays the game (it releases the interpreter lock), else in a child process (the
    pure-Python search holds the lock), started at once when there is no compiled core
    and on first need otherwise (rule variants)."""

    def __init__(self) -> None:
        from .core import COMPILED

        self._compiled = COMPILED
        self._local = LocalThinker()
        self._lock = threading.Lock()
        self._process: ProcessThinker | None = None
        self._closed = False
        if COMPILED:
            from .compiled import warm_table
            from .tables import endgame_table

            warm_table()
            # Load the endgame table now, while the window is still: loading it brings in
            # numpy, which holds the interpreter lock for tens of milliseconds at a time,
            # and on the first move's worker thread that stalled the animation.
            endgame_table()
        else:
            self._process = ProcessThinker()

    def _engine_for(self, game: Game) -> Thinker:
        from .analysis import fast_search_applies

        if self._compiled and fast_search_applies(game):
            yield_to_window()
            return self._local
        with self._lock:
            if self._closed:
                return self._local
            if self._process is None:
                self._process = ProcessThinker()
            return self._process

    def think(self, game: Game, level: str, seconds: float | None,
              cancel: threading.Event | None, report: Report | None = None) -> str:
        return self._engine_for(game).think(game, level, seconds, cancel, report)

    def best(self, game: Game, seconds: float,
             cancel: threading.Event | None) -> Analysis | None:
        return self._engine_for(game).best(game, seconds, cancel)

    def analyse(self, game: Game, depth: int | None, seconds: float | None,
                cancel: threading.Event | None,
                report: Report | None = None) -> Analysis | None:
        return self._engine_for(game).analyse(game, depth, seconds, cancel, report)

    def ponder(self, game: Game, cancel: threading.Event) -> None:
        """Think on the player's time where it pays: with the compiled core (whose table
        outlives the search) on the game's standard rules; otherwise return at once."""
        from .analysis import fast_search_applies

        if self._compiled and fast_search_applies(game) and not self._closed:
            yield_to_window()
            self._local.ponder(game, cancel)

    def shutdown(self) -> None:
        """Stop the child process, if one was started; later calls think here."""
        with self._lock:
            self._closed = True
            process, self._process = self._process, None
        if process is not None:
            process.shutdown()
