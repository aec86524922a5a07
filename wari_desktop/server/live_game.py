"""One game in progress on the server: the referee. No networking and no storage here:
each request from a player either raises ``ProtocolError`` (the game unchanged) or
returns the new *versioned events*, which the server stores before it tells anyone.

A game's events are numbered from 1 (``v``); the game's state is exactly its start plus
its events, so a client that has seen version ``v`` is brought up to date by the events
after it, and a restarted server rebuilds the game by replaying them (``restore``).
Readers see the events up to ``stored`` only (the last version the store has written);
a game has one ``end`` event, the last (``close`` refuses a second one, and every request
after the end is refused ``game-over``).
Fields of an event whose name starts with ``_`` are kept by the server only.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..protocol import ErrorCode, GameTerms, ProtocolError, Side
from ..protocol import messages as m
from ..rules import Game, IllegalMoveError, Player
from ..rules.clock import Clock
from .record import ogn_of
from .timing import FIRST_MOVE_SECONDS, LagQuota, reconnect_window

#: A game's ``status``: being played, or ended (its last event is then ``end``).
STARTED, OVER = m.Status.STARTED.value, m.Status.OVER.value


def side(player: Player) -> str:
    """The side ``player`` plays, as frames write it."""
    return Side.of(player).value


@dataclass(frozen=True, slots=True)
class Seat:
    """A player of the game as the game started: name, rating then, and kind."""

    name: str
    rating: float | None = None
    provisional: bool = True
    bot: bool = False
    guest: bool = False

    def to_json(self) -> dict[str, Any]:
        return self.shown().to_json()

    def shown(self) -> m.Seat:
        """The seat as the game frames show it (the rating rounded)."""
        return m.Seat(self.name, None if self.rating is None else round(self.rating),
                      self.provisional, self.bot, self.guest)

    @classmethod
    def from_json(cls, value: dict[str, Any]) -> Seat:
        return cls(value["name"], value.get("rating"), value.get("provisional", True),
                   value.get("bot", False), value.get("guest", False))


@dataclass(frozen=True, slots=True)
class Ending:
    """How a game ended: ``reason``, the ``winner`` (None: a draw or no result),
    ``counted`` (False: aborted or called off, no result and no rating change)."""

    reason: str
    winner: Player | None
    counted: bool = True


@dataclass(slots=True)
class Presence:
    """Whether a player has a connection to the game, and since when they have none."""

    online: bool = False
    gone_since: float = 0.0


@dataclass
class LiveGame:
    """The referee of one game: ``game_id``, the two ``seats``, the ``terms``, and the
    game so far. ``now`` is a monotonic clock (injected by tests)."""

    game_id: str
    seats: tuple[Seat, Seat]
    terms: GameTerms
    now: Callable[[], float] = time.monotonic
    started_at: float = field(default_factory=time.time)
    #: Where the game is played (the record's ``Site``: ``ServerConfig.site``).
    site: str = "wari-server"
    game: Game = field(init=False)
    events: list[dict[str, Any]] = field(init=False, default_factory=list)
    clock: Clock | None = field(init=False, default=None)
    lag: tuple[LagQuota, LagQuota] = field(init=False)
    end_offer: Player | None = field(init=False, default=None)
    ending: Ending | None = field(init=False, default=None)
    presence: tuple[Presence, Presence] = field(init=False)
    turn_since: float = field(init=False, default=0.0)
    #: The mover's time left when its turn began (seconds; the clock reads never below 0,
    #: so lateness is measured from this).
    turn_left: float = field(init=False, default=0.0)
    #: The number of events the store has written (readers see those only).
    stored: int = field(init=False, default=0)
    #: True once the ``end`` event has been made (``close``).
    closed: bool = field(init=False, default=False)
    #: The generation of the lease this process referees the game under (None: a server
    #: of one process, no lease): every write of the game carries it (``storage.leases``).
    generation: int | None = field(init=False, default=None)

    @property
    def first_move_seconds(self) -> float:
        """The time for each side's first move: a tournament's own (then a forfeit), else
        ``FIRST_MOVE_SECONDS`` (then the game is aborted)."""
        event = self.terms.tournament
        return FIRST_MOVE_SECONDS if event is None else float(event.forfeit_seconds)

    def __post_init__(self) -> None:
        self.game = Game(rules=self.terms.rules)
        control = self.terms.control
        self.clock = Clock(control, self.now) if control else None
        self.lag = (LagQuota(), LagQuota())
        started = self.now()
        self.presence = (Presence(False, started), Presence(False, started))
        self.turn_since = started

    # -- reading -----------------------------------------------------------------------
    @property
    def version(self) -> int:
        """The number of the last event (0: none yet)."""
        return len(self.events)

    @property
    def ply(self) -> int:
        """Moves played so far."""
        return len(self.game.plies)

    @property
    def over(self) -> bool:
        return self.ending is not None

    def state(self) -> dict[str, Any]:
        """Where the game stands now, as every event and every game frame says it:
        ``status`` (``started`` or ``over``), ``to_move`` (the side to move; None once
        over, so a client needs nothing else to know there is no move to make) and, once
        over, ``winner`` (a side, or None for a draw or no result) and ``reason``. A move
        that ends the game by the rules says so itself, before its ``end`` event."""
        if self.ending is not None:
            reason, winner = self.ending.reason, self.ending.winner
        elif self.game.outcome is not None:
            reason, winner = self.game.outcome.reason.value, self.game.outcome.winner
        else:
            return {"status": STARTED, "to_move": side(self.game.to_move)}
        return {"status": OVER, "to_move": None, "reason": reason,
                "winner": None if winner is None else side(winner)}

    def standing(self) -> dict[str, Any]:
        """``state`` as the keyword arguments of a typed ``messages.Standing``."""
        state = self.state()
        winner = state.get("winner")
        return {"status": m.Status(state["status"]),
                "to_move": None if state["to_move"] is None else Side(state["to_move"]),
                "reason": state.get("reason"), "winner": None if winner is None else Side(winner)}

    def position(self) -> m.Position:
        """The position now: ``houses`` (12 seed counts, South's A-F then North's a-f,
        each side in its sowing order) and ``stores`` (seeds captured, ``[south, north]``)."""
        position = self.game.position
        return m.Position(tuple(position.houses), (position.stores[0], position.stores[1]))

    def timing(self) -> m.Timing:
        """The time rules of this game as numbers (milliseconds): ``initial`` and
        ``increment`` (None without a clock), ``first_move`` (the time for each side's
        first move) and ``first_move_left`` (what remains of it for the side to move,
        None once both first moves are made or the game is over), and ``lag_quota``,
        each side's lag quota left (``[south, north]``)."""
        control = self.terms.control
        left = None
        if self.ply < 2 and not self.over and self.game.outcome is None:
            left = max(0, int((self.turn_since + self.first_move_seconds - self.now()) * 1000))
        return m.Timing(None if control is None else int(control.base * 1000),
                        None if control is None else int(control.increment * 1000),
                        int(self.first_move_seconds * 1000), left,
                        (int(self.lag[0].quota * 1000), int(self.lag[1].quota * 1000)))

    def seat_of(self, name: str) -> Player | None:
        """The side ``name`` plays in this game, or None for a spectator."""
        for player in Player:
            if self.seats[player].name == name:
                return player
        return None

    def clock_ms(self) -> list[int] | None:
        """Both sides' time left now, in milliseconds (None without a clock)."""
        if self.clock is None:
            return None
        return [int(self.clock.remaining(p) * 1000) for p in Player]

    def clock_pair(self) -> tuple[int, int] | None:
        """``clock_ms`` as a frame's typed ``clocks``."""
        clocks = self.clock_ms()
        return None if clocks is None else (clocks[0], clocks[1])

    def running(self) -> str | None:
        """The side whose clock runs now."""
        running = self.running_side()
        return None if running is None else running.value

    def running_side(self) -> Side | None:
        if self.clock is None or self.clock.running is None:
            return None
        return Side.of(self.clock.running)

    def events_since(self, version: int, player: bool = True) -> tuple[m.Event, ...]:
        """Every event after ``version`` as clients see it; for a spectator (``player``
        False) without the players' chat."""
        return tuple(m.event_from_json(public(event)) for event in
                     self.events[version:self.stored] if player or event["e"] != "chat")

    def snapshot(self, player: bool = True) -> m.GameSnapshot:
        """The whole game as a ``game`` frame carries it (chat for its players only)."""
        return m.GameSnapshot(
            id=self.game_id, south=self.seats[0].shown(), north=self.seats[1].shown(),
            terms=self.terms, version=self.stored, moves=tuple(self.game.moves),
            events=self.events_since(0, player), clocks=self.clock_pair(),
            running=self.running_side(),
            end_offer=None if self.end_offer is None else Side.of(self.end_offer),
            presence=self.presence_now(), over=self.over, position=self.position(),
            timing=self.timing(), **self.standing())

    def events_frame(self, since: int, player: bool,
                     request_id: int | None) -> m.EventsFrame:
        """The ``events`` frame answering ``sync`` from ``since``."""
        return m.EventsFrame(
            id=request_id, game=self.game_id, events=self.events_since(since, player),
            clocks=self.clock_pair(), running=self.running_side(),
            presence=self.presence_now(), version=self.stored, position=self.position(),
            **self.standing())

    def presence_now(self) -> m.Presence:
        """Each side's connection: online, and seconds until the opponent may claim."""
        south, north = (m.SidePresence(self.presence[p].online,
                                       None if self.presence[p].online
                                       else round(self.claim_in(p), 1)) for p in Player)
        return m.Presence(south, north)

    def claim_in(self, absent: Player) -> float:
        """Seconds until the opponent of ``absent`` may claim (0: now)."""
        window = reconnect_window(self.terms.control)
        return max(0.0, self.presence[absent].gone_since + window - self.now())

    def next_deadline(self) -> float | None:
        """The monotonic time at which ``on_time`` has something to decide: a first move
        missed or a flag falling (None: nothing pending)."""
        if self.over:
            return None
        if self.ply < 2:
            return self.turn_since + self.first_move_seconds
        if self.clock is None or self.clock.running is None:
            return None
        return self.turn_since + self.turn_left + self.lag[self.clock.running].could_refund()

    # -- requests ----------------------------------------------------------------------
    def _seat(self, name: str) -> Player:
        player = self.seat_of(name)
        if player is None:
            raise ProtocolError(ErrorCode.NOT_YOURS, "you do not play in this game")
        return player

    def _playing(self) -> None:
        if self.over:
            raise ProtocolError(ErrorCode.GAME_OVER, "the game has ended")

    def _event(self, kind: str, **fields: Any) -> dict[str, Any]:
        """A new event: its version, kind and time, ``fields``, and where the game stands
        after it (``state``: status, side to move, and once over winner and reason)."""
        event = {"v": self.version + 1, "e": kind, "at": int(time.time() * 1000), **fields,
                 **{key: value for key, value in self.state().items() if key not in fields}}
        self.events.append(event)
        return event

    def is_resent(self, name: str, ply: int, move: str) -> bool:
        """True when ``move`` at ``ply`` by ``name`` was already played (a client resending
        a move whose acknowledgement it missed): answered, never played twice."""
        player = self.seat_of(name)
        plies = self.game.plies
        return (player is not None and ply < len(plies) and plies[ply].move == move
                and plies[ply].before.to_move is player)

    def move(self, name: str, ply: int, move: str,
             think_ms: int | None = None) -> list[dict[str, Any]]:
        """Play ``move`` for ``name`` as the game's move number ``ply`` (counting from 0).
        Refused out of turn, at another ply, when illegal, or after the end; a move that
        comes after the mover's flag fell ends the game on time instead."""
        player = self._seat(name)
        self._playing()
        if self.game.to_move is not player:
            raise ProtocolError(ErrorCode.NOT_YOUR_TURN, "it is your opponent's turn")
        if ply != self.ply:
            raise ProtocolError(ErrorCode.WRONG_PLY,
                                f"the game is at move {self.ply} (counting from 0), not {ply}")
        if self.game.why_illegal(move) is not None:
            raise ProtocolError(ErrorCode.ILLEGAL_MOVE, self._why_illegal(move))
        if not self._charge(player, think_ms):
            return self._end(Ending("time", player.opponent))
        before = self.game.scores[player]
        self.game.play(move)
        self.end_offer = None
        self.start_turn()
        event = self._event("move", ply=ply, move=move, by=side(player),
                            captured=self.game.scores[player] - before,
                            clocks=self.clock_ms(), running=self.running(),
                            _lag=[self.lag[0].quota, self.lag[1].quota])
        events = [event]
        outcome = self.game.outcome
        if outcome is not None:
            self.clock and self.clock.stop()
            events += self._end(Ending(outcome.reason.value, outcome.winner))
        return events

    def start_turn(self) -> None:
        """The player to move starts thinking now: their clock runs (from the third move)."""
        self.turn_since = self.now()
        if self.clock is not None and self.ply >= 2 and not self.game.is_over():
            self.clock.start(self.game.to_move)
            self.turn_left = self.clock.remaining(self.game.to_move)

    def _why_illegal(self, move: str) -> str:
        """The rules' own sentence for an illegal ``move`` (``play`` refuses it and leaves
        the game unchanged)."""
        try:
            self.game.copy().play(move)
        except IllegalMoveError as error:
            return str(error)
        return f"{move} is not a legal move here"

    def _charge(self, player: Player, think_ms: int | None) -> bool:
        """Charge ``player``'s clock for the move just made (with its lag refund); False
        when its time had run out."""
        clock = self.clock
        if clock is None or clock.running is not player:
            return True  # the first two moves: no clock runs yet
        measured = self.now() - self.turn_since
        thought = None if think_ms is None else think_ms / 1000
        refund = self.lag[player].refund(measured, thought)
        left = self.turn_left - measured + refund
        if left <= 0:
            clock.stop()
            return False
        clock.press(start_other=False)
        times = list(clock.times())
        times[player] = left + clock.control.increment
        clock.set_times(*times)
        return True

    def resign(self, name: str) -> list[dict[str, Any]]:
        """``name`` gives the game up: the opponent wins."""
        player = self._seat(name)
        self._playing()
        return self._end(Ending("resign", player.opponent))

    def abort(self, name: str) -> list[dict[str, Any]]:
        """Call the game off without a result: allowed before the second move is played."""
        self._seat(name)
        self._playing()
        self._no_call_off()
        if self.ply >= 2:
            raise ProtocolError(ErrorCode.TOO_LATE,
                                "a game can be aborted only before the second move")
        return self._end(Ending("aborted", None, counted=False))

    def offer_end(self, name: str) -> list[dict[str, Any]]:
        """Propose to end the game by agreement (each player takes the seeds on their own
        side, the Oware rule; equal totals make a draw). Accepting the opponent's standing
        offer is the same as ``answer_end`` with yes."""
        player = self._seat(name)
        self._playing()
        if self.end_offer is player.opponent:
            return self.answer_end(name, True)
        if self.end_offer is player:
            return []
        self.end_offer = player
        return [self._event("offer-end", by=side(player))]

    def answer_end(self, name: str, accept: bool) -> list[dict[str, Any]]:
        """Answer the opponent's standing offer to end by agreement."""
        player = self._seat(name)
        self._playing()
        if self.end_offer is not player.opponent:
            raise ProtocolError(ErrorCode.NOT_FOUND, "your opponent has no standing offer")
        self.end_offer = None
        events = [self._event("answer-end", by=side(player), accept=accept)]
        if accept:
            outcome = self.game.agree_to_end()
            self.clock and self.clock.stop()
            events += self._end(Ending("agreement", outcome.winner))
        return events

    def chat(self, name: str, text: str) -> list[dict[str, Any]]:
        """A line from one player to the other (kept with the game); refused once the
        game has ended."""
        player = self._seat(name)
        self._playing()
        return [self._event("chat", by=side(player), text=text)]

    def claim(self, name: str, outcome: str) -> list[dict[str, Any]]:
        """Claim the game (``win``) or call it off (``abort``) once the opponent has been
        gone longer than the reconnection window."""
        player = self._seat(name)
        self._playing()
        absent = player.opponent
        if self.presence[absent].online or self.claim_in(absent) > 0:
            raise ProtocolError(ErrorCode.TOO_LATE, "your opponent may still come back "
                                f"({self.claim_in(absent):.0f} s)" if not
                                self.presence[absent].online else "your opponent is here")
        if outcome == "win":
            return self._end(Ending("abandoned", player))
        self._no_call_off()
        return self._end(Ending("called-off", None, counted=False))

    def _no_call_off(self) -> None:
        """A tournament's game has a result: it is never called off or aborted."""
        if self.terms.tournament is not None:
            raise ProtocolError(ErrorCode.TOO_LATE, "a tournament game cannot be called off: "
                                "claim the win, resign or offer to end it")

    def on_time(self) -> list[dict[str, Any]]:
        """Decide what the clock has made due: a first move not made in time aborts the
        game; a flag fallen ends it on time."""
        if self.over:
            return []
        if self.ply < 2:
            if self.now() >= self.turn_since + self.first_move_seconds:
                return self._end(self._no_first_move())
            return []
        clock = self.clock
        if clock is None or clock.running is None:
            return []
        mover = clock.running
        deadline = self.turn_since + self.turn_left + self.lag[mover].could_refund()
        if self.now() >= deadline:
            clock.stop()
            return self._end(Ending("time", mover.opponent))
        return []

    def _no_first_move(self) -> Ending:
        """A first move not made in time: an ordinary game is aborted (no result); in a
        tournament the player to move loses by forfeit, and so does the opponent when not
        connected either (a double forfeit: no winner)."""
        if self.terms.tournament is None:
            return Ending("no-first-move", None, counted=False)
        mover = Player.SOUTH if self.ply == 0 else Player.NORTH
        present = self.presence[mover.opponent].online
        return Ending("forfeit", mover.opponent if present else None, counted=False)

    def set_online(self, player: Player, online: bool) -> None:
        """Note that ``player`` has (or no longer has) a connection to the game."""
        here = self.presence[player]
        if here.online and not online:
            here.gone_since = self.now()
        here.online = online

    def _end(self, ending: Ending) -> list[dict[str, Any]]:
        """Stop the game for ``ending``; the ``end`` event itself is added by ``close``
        once the server has the ratings."""
        self.ending = ending
        if self.clock is not None:
            self.clock.stop()
        return []

    def close(self, ratings: dict[str, Any] | None) -> dict[str, Any]:
        """The ``end`` event: the reason, the winner, the final totals, the ratings'
        change and the game's OGN record."""
        ending = self.ending
        if ending is None or self.closed:
            raise ProtocolError(ErrorCode.GAME_OVER, "the game has ended already")
        self.closed = True
        return self._event(
            "end", reason=ending.reason,
            winner=None if ending.winner is None else side(ending.winner),
            counted=ending.counted, totals=list(self.totals()), clocks=self.clock_ms(),
            ratings=ratings, ogn=self.ogn())

    def totals(self) -> tuple[int, int]:
        """The seeds each player has at the end (after the collection, where the rules
        collect; else the stores)."""
        result = self.game.result()
        return result if result is not None else self.game.scores

    def ogn(self) -> str:
        """The game's record in OGN, with both names, ratings, the clock and the end
        (``record.ogn_of``: how each ending is written)."""
        return ogn_of(self)


def public(event: dict[str, Any]) -> dict[str, Any]:
    """An event as clients see it: without the server's own fields."""
    return {key: value for key, value in event.items() if not key.startswith("_")}
