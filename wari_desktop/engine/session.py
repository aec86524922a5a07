"""One conversation with a program that drives the engine: the position it set, the
options, and the search running on a thread so that ``stop``, ``isready`` and ``quit``
are answered while it thinks.

Every command that cannot be followed is answered ``info string`` and a reason, and
changes nothing. ``bestmove`` is always a legal move of the position searched: a move
the search proposes is checked against the rules before it is sent.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Sequence

from .. import __version__
from ..ai import analyse, think
from ..ai.book import book_problem
from ..ai.cancel import CancelEvent
from ..ai.levels import LEVELS
from ..ai.tables import endgame_table
from ..rules import Game, Player
from .commands import NULL_MOVE, GoLimits, ProtocolError, game_from, go_limits, info_line
from .commands import option_words as read_option
from .options import KEYWORDS, EngineOptions

NAME = f"Wari desktop {__version__}"
AUTHOR = "The Wari desktop team"
COMMANDS = ("uci", "debug", "isready", "setoption", "ucinewgame", "position", "go", "stop",
            "ponderhit", "quit")


class Session:
    """Reads protocol commands one line at a time (``handle``) and writes the answers
    with ``write``, from this thread or the search's (never two lines at once)."""

    def __init__(self, write: Callable[[str], None], options: EngineOptions | None = None,
                 rng: random.Random | None = None) -> None:
        self._raw_write = write
        self._write_lock = threading.Lock()
        self.options = options or EngineOptions()
        self.game = Game()
        self._rng = rng or random.Random()
        self._state = threading.Lock()
        self._thread: threading.Thread | None = None
        self._busy = False
        self._cancel = CancelEvent()
        self._stopped = threading.Event()
        self._book_checked = False
        endgame_table()  # start loading the endgame table now, in the background

    # -- output ------------------------------------------------------------------------
    def say(self, line: str) -> None:
        """Write one line of output."""
        with self._write_lock:
            self._raw_write(line)

    def error(self, message: str) -> None:
        """Tell the driving program why a command was not followed."""
        self.say(f"info string {message}")

    # -- input -------------------------------------------------------------------------
    def handle(self, line: str) -> bool:
        """Follow one command line; False once it was ``quit``."""
        words = line.split()
        if not words:
            return True
        command, args = words[0], words[1:]
        if command not in COMMANDS:
            self.error(f"unknown command {command[:30]!r}; the commands are "
                       f"{', '.join(COMMANDS)}")
            return True
        try:
            getattr(self, f"_{command}")(args)
        except ProtocolError as problem:
            self.error(str(problem))
        return command != "quit"

    @property
    def searching(self) -> bool:
        """True from ``go`` until its ``bestmove`` is written."""
        with self._state:
            return self._busy

    def close(self, timeout: float = 2.0) -> None:
        """Stop any search and wait (up to ``timeout`` seconds) for its thread."""
        self._halt()
        thread = self._thread
        if thread is not None:
            thread.join(timeout)

    # -- commands ----------------------------------------------------------------------
    def _uci(self, args: Sequence[str]) -> None:
        level = self.options.level
        self.say(f"id name {NAME}" + ("" if level == "master" else f" ({level})"))
        self.say(f"id author {AUTHOR}")
        for line in self.options.uci_lines():
            self.say(line)
        self.say("uciok")

    def _debug(self, args: Sequence[str]) -> None:
        """Accepted; the engine has nothing more to say in debug mode."""

    def _isready(self, args: Sequence[str]) -> None:
        endgame_table(wait=True)  # loaded in well under a second, once
        self.say("readyok")

    def _setoption(self, args: Sequence[str]) -> None:
        name, value = read_option(args)
        self.options.set(name, value)
        option = next((o for o in KEYWORDS if o.lower() == name.strip().lower()), None)
        if option is not None:
            _, ignored = self.options.keywords_for(analyse)
            if option in ignored:
                self.error(f"{option} is set to {value}; the search in use has no such "
                           "setting yet, so it plays as before")

    def _ucinewgame(self, args: Sequence[str]) -> None:
        if self.searching:
            raise ProtocolError("a search is running: send stop before ucinewgame")
        self.game = Game()

    def _position(self, args: Sequence[str]) -> None:
        self.game = game_from(args)  # replaced only once the whole command is good

    def _go(self, args: Sequence[str]) -> None:
        game = self.game
        limits = go_limits(args, game.to_move is Player.SOUTH)
        if self.searching:
            raise ProtocolError("already searching: send stop first")
        outcome = game.outcome
        if outcome is not None:
            self.error(f"the game is over ({outcome.reason.value}, "
                       f"{outcome.totals[0]}-{outcome.totals[1]}): there is no move to "
                       f"search; bestmove {NULL_MOVE} means none")
            self.say(f"bestmove {NULL_MOVE}")
            return
        with self._state:
            self._busy = True
            self._cancel = CancelEvent()
            self._stopped = threading.Event()
            self._thread = threading.Thread(
                target=self._think, args=(game, limits, self._cancel, self._stopped),
                name="engine-search", daemon=True)
            self._thread.start()

    def _stop(self, args: Sequence[str]) -> None:
        self._halt()

    def _ponderhit(self, args: Sequence[str]) -> None:
        """The pondered move was played: think the level's own time more, then answer."""
        with self._state:
            if not self._busy:
                return
            events = (self._cancel, self._stopped)  # this search's, not a later one's

        def answer() -> None:
            for event in events:
                event.set()

        timer = threading.Timer(LEVELS[self.options.level].seconds, answer)
        timer.daemon = True
        timer.start()

    def _quit(self, args: Sequence[str]) -> None:
        self.close()

    def _halt(self) -> None:
        with self._state:
            self._cancel.set()
            self._stopped.set()

    # -- the search thread -------------------------------------------------------------
    def _think(self, game: Game, limits: GoLimits, cancel: threading.Event,
               stop: threading.Event) -> None:
        legal = game.legal_moves()
        try:
            move = self._search(game, limits, cancel)
        except Exception as failure:  # the driving program must still get a move
            self.error(f"the search failed ({type(failure).__name__}: {failure}); "
                       "answering a legal move")
            move = None
        if move not in legal:
            if move is not None:
                self.error(f"the search proposed {move!r}, which is not legal here")
            move = legal[0]
        if limits.infinite:
            stop.wait()  # ``go infinite`` is answered only after ``stop``
        with self._state:
            self._busy = False
        self.say(f"bestmove {move}")

    def _search(self, game: Game, limits: GoLimits, cancel: threading.Event) -> str | None:
        """The move to answer; ``info`` lines as each depth completes."""
        level = LEVELS[self.options.level]
        if level.tolerance > 0:  # gentle levels pick among near-best moves, as think does
            keywords, _ = self.options.keywords_for(think)
            return think(game, level.name, limits.seconds, cancel, self._rng, **keywords)
        if len(game.legal_moves()) == 1 and not limits.infinite:
            self.error("only one legal move")
            return game.legal_moves()[0]
        depth = limits.depth
        if level.depth is not None:
            depth = min(depth or level.depth, level.depth)
        seconds = limits.seconds
        if seconds is None and limits.depth is None and not limits.infinite:
            seconds = level.seconds
        keywords, _ = self.options.keywords_for(analyse)
        if limits.infinite:  # an endless analysis is a search, never the book's answer
            keywords.pop("own_book", None)
        elif keywords.get("own_book") and not self._book_checked:
            self._book_checked = True
            problem = book_problem()
            if problem is not None:
                self.error(f"{problem}; playing without an opening book")
        best = None
        for analysis in analyse(game, depth, seconds, cancel, all_moves=False,
                                quiescence=level.quiescence, use_table=level.use_table,
                                **keywords):
            best = analysis.best
            self.say(info_line(analysis.depth, analysis.score, analysis.pv, analysis.nodes,
                               analysis.seconds))
        return best
