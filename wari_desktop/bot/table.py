"""One game the bot plays, as the bot sees it: the moves so far (our own rules package
replays them), the bot's side, and the clocks as the server last gave them. No networking
here: ``from_snapshot`` reads a game (a typed ``GameSnapshot``), ``apply`` one typed
event, ``go_command`` the line that asks the engine for a move.

The clocks: the server sends both sides' time left (milliseconds) with the game and with
every move; the side whose clock runs has lost the time since then, which the bot takes
off (measured on its own monotonic clock from when the frame was read). A game without a
clock is played at ``movetime`` a move, and so is each side's first move (no clock runs
before the third move).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from ..protocol import Side
from ..protocol.messages import EndEvent, Event, GameSnapshot, MoveEvent
from ..rules import Game, Player, Rules
from ..rules.clock import TimeControl

#: The longest the engine thinks on a side's first move (the server allows 60 s for it).
FIRST_MOVE_MS = 10_000


class OutOfStep(Exception):
    """An event that does not follow the moves the bot knows: fetch the whole game."""


@dataclass
class BotGame:
    """A game in progress between the bot (``side``) and ``opponent``."""

    game_id: str
    side: Player
    opponent: str
    control: TimeControl | None
    game: Game
    clocks: tuple[int, int] | None = None
    running: Player | None = None
    over: bool = False
    now: Callable[[], float] = time.monotonic
    clocks_read: float = field(default=0.0)

    @classmethod
    def from_snapshot(cls, snapshot: GameSnapshot, name: str,
                      now: Callable[[], float] = time.monotonic) -> BotGame:
        """The game of a ``game`` frame, for the player ``name``; ValueError when ``name``
        does not play in it, IllegalMoveError when its moves break its rules."""
        side = snapshot.side_of(name)
        if side is None:
            raise ValueError(f"{name} does not play in game {snapshot.id}")
        player = side.player
        game = Game(rules=snapshot.terms.rules)
        for move in snapshot.moves:
            game.play(move)
        table = cls(snapshot.id, player, snapshot.seat(Side.of(player.opponent)).name,
                    snapshot.terms.control, game, now=now, over=snapshot.over)
        table.read_clocks(snapshot.clocks, snapshot.running)
        return table

    @property
    def ply(self) -> int:
        """Moves played so far (the ``ply`` of the next move)."""
        return len(self.game.plies)

    @property
    def standard(self) -> bool:
        """Played under the standard rules (what the engine protocol assumes)."""
        return self.game.rules == Rules()

    def my_turn(self) -> bool:
        """True when the bot is to move in a game still going on."""
        return not self.over and not self.game.is_over() and self.game.to_move is self.side

    def read_clocks(self, clocks: tuple[int, int] | None, running: Side | None) -> None:
        """Note the clocks the server sent (``(south_ms, north_ms)`` or None) and the
        side whose clock runs, as of now."""
        self.clocks = clocks
        self.running = None if running is None else running.player
        self.clocks_read = self.now()

    def apply(self, event: Event) -> bool:
        """Follow one event; True when it ended the game. A move already known is passed
        over; OutOfStep for a move beyond the next one, IllegalMoveError for a move the
        rules refuse."""
        if isinstance(event, MoveEvent):
            if event.ply < self.ply:
                return False
            if event.ply > self.ply:
                raise OutOfStep(f"move {event.ply} came while the bot knows {self.ply} moves")
            self.game.play(event.move)
            self.read_clocks(event.clocks, event.running)
            return False
        if isinstance(event, EndEvent):
            self.over = True
            self.running = None
            return True
        return False

    def time_left_ms(self) -> tuple[int, int] | None:
        """Both sides' time left now (the running side's less the time since the
        server's figures), or None without a clock."""
        if self.clocks is None:
            return None
        times = list(self.clocks)
        if self.running is not None:
            spent = round((self.now() - self.clocks_read) * 1000)
            times[self.running] = max(0, times[self.running] - spent)
        return times[0], times[1]

    def go_command(self, movetime_ms: int, depth: int | None = None) -> tuple[str, float]:
        """The ``go`` line for the bot's move and the most seconds the engine may take:
        ``go wtime W btime B winc I binc I`` with a clock (the engine shares out its own
        time), ``go movetime M`` without one and for each side's first move (no clock runs
        yet, and the server allows a minute for it: at most ``FIRST_MOVE_MS``); ``depth D``
        first when given."""
        words = ["go"] if depth is None else ["go", "depth", str(depth)]
        left = self.time_left_ms()
        if self.ply < 2:  # no clock runs yet: each side has a minute for its first move
            movetime_ms = min(movetime_ms, FIRST_MOVE_MS)
        if left is None or self.control is None or self.ply < 2:
            return " ".join([*words, "movetime", str(movetime_ms)]), movetime_ms / 1000
        increment = str(round(self.control.increment * 1000))
        words += ["wtime", str(left[0]), "btime", str(left[1]), "winc", increment,
                  "binc", increment]
        return " ".join(words), left[self.side] / 1000 + self.control.increment
