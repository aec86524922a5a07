"""The tournament director: runs every tournament of the server from its rows in the
store, so that a restart (even ``kill -9``) finds each exactly where it was.

The rules it keeps:
- A tournament starts at its start time (or when its organiser starts it) with at least
  two players; with fewer it ends at once, unplayed (logged). Players are numbered by
  rating (``model``).
- A round is paired when the last game of the one before has a result, unless the
  organiser paused the tournament. Its boards are stored before anyone is told of them;
  then each game is stored with its board's game id in one transaction and starts on both
  players' boards (the ``game`` frame); followers get the new table.
- A board whose player has withdrawn is not played: the other player wins by forfeit (a
  round robin's schedule stays; a Swiss never pairs a withdrawn player).
- A game's result is written to its board in the transaction that ends the game
  (``results.record_board``); only then does the director look for the next round.
- After a restart (``resume``) every running tournament is looked at again: boards
  without their game get it, a round whose results are all in is followed by the next.
- Round robin: as many rounds as Berger's tables give its players (twice for a double);
  Swiss: the rounds set, or fewer if no pairing is possible (logged); arena: each pass of
  pairing is a "round" of its own, made when ``arena_runner`` says so (players waiting
  since their last game ended, near in score), until its time is over.
- Several processes of one server (``cluster``): one of them directs (``active``: it
  holds the lease ``DIRECTING``); the others carry what would start or advance a
  tournament to it over the bus (``direct``), and when it goes another takes the lease
  and resumes. Every process tells its own followers of a tournament's changes.
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import replace
from typing import TYPE_CHECKING

from ...protocol import ErrorCode, GameTerms, ProtocolError, Side
from ...protocol.terms import TournamentTag, rules_from_json
from ...rules.clock import TimeControl
from ..game_start import begin_game, seat_of
from ..timing import reconnect_window
from .arena_runner import arena_step
from .berger import Pairing, berger_round, berger_schedule
from .frames import frame
from .model import Board, Entry, Format, LogLine, Stage, Tournament
from .pairing_engine import NoValidPairing, PairingEngineError
from .swiss import pair_swiss

if TYPE_CHECKING:
    from ..hub import Hub
    from ..session import Session
    from ..storage import Store

log = logging.getLogger("wari.server.tournament")
#: The most tournaments ``tournaments`` lists.
LIST_LIMIT = 100
#: Seconds within which a tournament's changes reach its followers, as one frame.
PUBLISH_SECONDS = 0.5
#: Rounds ``advance`` pairs one after another when each is decided as soon as paired (a
#: round robin's rounds against withdrawn players): a bound, well above any schedule.
MOST_ROUNDS_AT_ONCE = 200
#: The lease of the one process that directs, among several (not a game's id).
DIRECTING = "~director"


class Director:
    """Runs the server's tournaments (the module's rules) and tells their followers."""

    def __init__(self, server: Hub, forfeit_seconds: float | None = None) -> None:
        self.server = server
        #: Seconds for a tournament game's first moves (None: the game's claim window).
        self.forfeit_seconds = forfeit_seconds
        self.followers: dict[str, set[Session]] = {}
        self._locks: dict[str, asyncio.Lock] = {}
        self._timers: dict[str, asyncio.TimerHandle] = {}
        #: The tournaments whose table goes to their followers shortly (``publish``).
        self._publishing: set[str] = set()
        #: An arena's players: when each one's last game ended (seconds since 1970).
        self._waiting_since: dict[str, dict[str, float]] = {}
        #: Whether this process directs (always, for a server of one process).
        self.active = server.node is None

    # -- reading -----------------------------------------------------------------------
    async def rows(self, tournament_id: str) -> tuple[Tournament, list[Entry], list[Board],
                                                      list[LogLine]]:
        """The tournament's rows; ProtocolError ``not-found`` when there is none."""
        def read(store: Store) -> tuple[Tournament | None, list[Entry], list[Board],
                                        list[LogLine]]:
            return (store.tournament(tournament_id), store.entries(tournament_id),
                    store.boards(tournament_id), store.log(tournament_id))

        found, entries, boards, lines = await self.server.store.run(read)
        if found is None:
            raise ProtocolError(ErrorCode.NOT_FOUND, f"no tournament {tournament_id}")
        return found, entries, boards, lines

    def _carry(self, op: str, tournament_id: str, **fields: object) -> bool:
        """Among several processes, when another directs: carry ``op`` to it (True)."""
        node = self.server.node
        if self.active or node is None:
            return False
        node.tell({"k": "direct", "p": node.process, "op": op, "id": tournament_id,
                   **fields})
        return True

    def directed(self, message: dict[str, object]) -> None:
        """What another process carried here (``_carry``): done if this one directs."""
        if not self.active:
            return
        tournament_id, op = str(message["id"]), message.get("op")
        if op == "start":
            by = message.get("by")
            self.server.background(self.start(tournament_id, None if by is None else str(by)))
        elif op == "advance":
            self.server.background(self.advance(tournament_id))
        elif op == "time":
            self.server.background(self._time_again(tournament_id))
        elif op == "ended":
            players = message.get("players")
            self._ended(tournament_id, [str(n) for n in players]
                        if isinstance(players, list) else [])

    async def _time_again(self, tournament_id: str) -> None:
        found = await self.server.store.run(lambda s: s.tournament(tournament_id))
        if found is not None and found.stage is Stage.UPCOMING:
            self.time_start(found)

    async def take_over(self) -> None:
        """This process directs from now (it took the lease): carry on every tournament."""
        self.active = True
        await self.resume()

    def let_go(self) -> None:
        """Another process directs now."""
        self.active = False
        self.stop()

    async def publish(self, tournament_id: str) -> None:
        """Tell the tournament's followers on every process (``publish_here``)."""
        node = self.server.node
        if node is not None:
            node.tell({"k": "tournament", "p": node.process, "id": tournament_id})
        await self.publish_here(tournament_id)

    async def publish_here(self, tournament_id: str) -> None:
        """Send the tournament's table to every follower within ``PUBLISH_SECONDS``: the
        changes of that while (a round's results coming in together) go out as one frame,
        read when it is sent, so a large event's followers get a few frames a second at
        most, never one per game."""
        if not self.followers.get(tournament_id) or tournament_id in self._publishing:
            return
        self._publishing.add(tournament_id)
        asyncio.get_running_loop().call_later(
            PUBLISH_SECONDS, lambda: self.server.background(self._send(tournament_id)))

    async def _send(self, tournament_id: str) -> None:
        self._publishing.discard(tournament_id)
        followers = self.followers.get(tournament_id)
        if not followers:
            return
        text = self.server.encode(frame(*await self.rows(tournament_id)))
        for session in list(followers):
            session.send(text)

    def follow(self, tournament_id: str, session: Session) -> None:
        self.followers.setdefault(tournament_id, set()).add(session)

    def unfollow(self, session: Session, tournament_id: str | None = None) -> None:
        """Stop telling ``session`` (of one tournament, or of all: it has closed)."""
        for key, sessions in list(self.followers.items()):
            if tournament_id in (None, key):
                sessions.discard(session)
                if not sessions:
                    del self.followers[key]

    # -- lifecycle ---------------------------------------------------------------------
    async def resume(self) -> None:
        """After a start: time the upcoming tournaments, carry on the running ones."""
        stages = [Stage.UPCOMING, Stage.RUNNING]
        found = await self.server.store.run(lambda s: s.tournaments(stages, 10_000))
        for tournament in found:
            if tournament.stage is Stage.UPCOMING:
                self.time_start(tournament)
            else:
                self.server.background(self.advance(tournament.id))

    def time_start(self, tournament: Tournament) -> None:
        """Start ``tournament`` at its start time."""
        if self._carry("time", tournament.id):
            return
        timer = self._timers.pop(tournament.id, None)
        if timer is not None:
            timer.cancel()
        delay = max(0.0, tournament.settings.starts_at - time.time())
        loop = asyncio.get_running_loop()
        self._timers[tournament.id] = loop.call_later(
            delay, lambda: self.server.background(self.start(tournament.id, None)))

    def stop(self) -> None:
        for timer in self._timers.values():
            timer.cancel()
        self._timers.clear()

    def lock(self, tournament_id: str) -> asyncio.Lock:
        return self._locks.setdefault(tournament_id, asyncio.Lock())

    async def start(self, tournament_id: str, by: str | None) -> None:
        """Start the tournament now: number its players and pair the first round (or end
        it, unplayed, with fewer than two)."""
        if self._carry("start", tournament_id, by=by):
            return
        async with self.lock(tournament_id):
            tournament, entries, _boards, _log = await self.rows(tournament_id)
            if tournament.stage is not Stage.UPCOMING:
                return
            active = sorted((e for e in entries if not e.withdrawn),
                            key=lambda e: (-e.rating, e.player.lower()))
            now = time.time()
            if len(active) < 2:
                ended = replace(tournament, stage=Stage.FINISHED, finished_at=now)
                line = LogLine(now, by or "server", "ended", "fewer than two players")
                await self.server.store.run(lambda s: _save(s, ended, line=line))
                await self.publish(tournament_id)
                return
            numbered = [replace(e, number=n) for n, e in enumerate(active, start=1)]
            begun = replace(tournament, stage=Stage.RUNNING, started_at=now)
            line = LogLine(now, by or "server", "started", f"{len(active)} players")
            await self.server.store.run(lambda s: _save(s, begun, numbered, line=line))
        await self.advance(tournament_id)

    # -- rounds ------------------------------------------------------------------------
    async def advance(self, tournament_id: str) -> None:
        """Do what the tournament's rows call for: start the games its boards lack, and
        once every board of the round has a result, pair the next round or end it; a
        round decided as soon as it is paired (byes, forfeits against withdrawn players)
        is followed by the next at once."""
        if self._carry("advance", tournament_id):
            return
        async with self.lock(tournament_id):
            for _ in range(MOST_ROUNDS_AT_ONCE):
                if not await self._step(tournament_id):
                    break
        await self.publish(tournament_id)

    async def _step(self, tournament_id: str) -> bool:
        """One step of ``advance``: whether a new round was paired (then look again)."""
        tournament, entries, boards, _log = await self.rows(tournament_id)
        if tournament.stage is not Stage.RUNNING:
            return False
        if tournament.settings.format is Format.ARENA:
            await self._arena(tournament, entries, boards)
            return False
        current = [b for b in boards if b.round == tournament.round]
        if await self._play(tournament, entries, current):
            boards = await self.server.store.run(lambda s: s.boards(tournament_id))
            current = [b for b in boards if b.round == tournament.round]
        if tournament.round and any(not b.decided for b in current):
            return False
        return await self._next_round(tournament, entries, boards)

    async def _next_round(self, tournament: Tournament, entries: list[Entry],
                          boards: list[Board]) -> bool:
        """Pair the next round (True), or end the tournament (False)."""
        number = tournament.round + 1
        try:  # the pairing engine runs on a thread: the games go on meanwhile
            pairings = None if self._last_round(tournament, entries) else \
                await asyncio.to_thread(self._pair, tournament, entries, boards, number)
        except (PairingEngineError, ValueError) as error:  # the engine missing or failing
            log.error("tournament %s: round %d cannot be paired: %s", tournament.id, number,
                      error)
            await self._pause(tournament, f"round {number} could not be paired: {error}")
            return False
        now = time.time()
        if not pairings:
            ended = replace(tournament, stage=Stage.FINISHED, finished_at=now)
            detail = "the last round is over" if pairings is None else "no pairing possible"
            await self.server.store.run(
                lambda s: _save(s, ended, line=LogLine(now, "server", "ended", detail)))
            return False
        names = {e.number: e.player for e in entries}
        fresh = [_board(tournament, number, index, pairing, names)
                 for index, pairing in enumerate(pairings, start=1)]
        paired = replace(tournament, round=number)
        await self.server.store.run(lambda s: _save(s, paired, boards=fresh))
        await self._play(paired, entries, fresh)
        return True

    async def _arena(self, tournament: Tournament, entries: list[Entry],
                     boards: list[Board]) -> None:
        """One step of a running arena (``arena_runner``'s decision)."""
        await self._play(tournament, entries, [b for b in boards if not b.decided])
        now = time.time()
        step = arena_step(tournament, entries, boards, now,
                          self._waiting_since.get(tournament.id, {}))
        if step.finish:
            ended = replace(tournament, stage=Stage.FINISHED, finished_at=now)
            line = LogLine(now, "server", "ended", "the arena's time is over")
            await self.server.store.run(lambda s: _save(s, ended, line=line))
            return
        if step.pairs:
            number = tournament.round + 1
            fresh = [Board(number, index, south, north)
                     for index, (south, north) in enumerate(step.pairs, start=1)]
            paired = replace(tournament, round=number)
            await self.server.store.run(lambda s: _save(s, paired, boards=fresh))
            await self._play(paired, entries, fresh)
        if step.again is not None:
            self._look_again(tournament.id, step.again)

    def _look_again(self, tournament_id: str, at: float) -> None:
        """Advance the tournament at ``at`` (seconds since 1970; one timer each)."""
        key = f"{tournament_id}:again"
        timer = self._timers.pop(key, None)
        if timer is not None:
            timer.cancel()
        delay = max(0.0, at - time.time()) + 0.01
        self._timers[key] = asyncio.get_running_loop().call_later(
            delay, lambda: self.server.background(self.advance(tournament_id)))

    async def _pause(self, tournament: Tournament, why: str) -> None:
        """Pause ``tournament`` for its organiser to see ``why`` (in its log)."""
        paused = replace(tournament, stage=Stage.PAUSED)
        line = LogLine(time.time(), "server", "paused", why)
        await self.server.store.run(lambda s: _save(s, paused, line=line))

    def _last_round(self, tournament: Tournament, entries: list[Entry]) -> bool:
        form = tournament.settings.format
        if form is Format.SWISS:
            return tournament.round >= (tournament.settings.rounds or 0)
        players = sum(1 for e in entries if e.number > 0)
        double = form is Format.DOUBLE_ROUND_ROBIN
        return tournament.round >= len(berger_schedule(players, double))

    def _pair(self, tournament: Tournament, entries: list[Entry], boards: list[Board],
              number: int) -> list[Pairing]:
        """The next round's pairings by pairing number ([] when none is possible)."""
        form = tournament.settings.format
        if form is Format.SWISS:
            numbered = [e for e in entries if e.number > 0]
            try:
                return pair_swiss(numbered, boards, number, tournament.settings.rounds or 0)
            except NoValidPairing as error:
                log.warning("tournament %s: no pairing for round %d: %s", tournament.id,
                            number, error)
                return []
        players = sum(1 for e in entries if e.number > 0)
        return berger_round(players, number, form is Format.DOUBLE_ROUND_ROBIN)

    async def _play(self, tournament: Tournament, entries: list[Entry],
                    boards: list[Board]) -> bool:
        """Start the game of each board that has none (a board with a withdrawn player
        is decided by forfeit instead); whether any board was decided so."""
        gone = {e.player for e in entries if e.withdrawn}
        decided = False
        for board in boards:
            if board.bye or board.game is not None or board.decided:
                continue
            if board.south in gone or board.north in gone:
                await self._set_board(tournament.id, forfeited(board, gone))
                decided = True
                continue
            try:
                await self._start_game(tournament, board)
            except Exception:  # a player's account gone, the store failing: logged
                log.exception("tournament %s: board %d.%d could not start", tournament.id,
                              board.round, board.board)
        return decided

    async def _set_board(self, tournament_id: str, board: Board) -> None:
        await self.server.store.run(lambda s: s.set_board(tournament_id, board))

    async def _start_game(self, tournament: Tournament, board: Board) -> None:
        assert board.north is not None
        names = (board.south, board.north)
        accounts = await self.server.store.run(lambda s: [s.account(n) for n in names])
        if accounts[0] is None or accounts[1] is None:
            raise ValueError(f"no account for {names}")
        settings = tournament.settings
        control = TimeControl.parse(settings.clock)
        forfeit = self.forfeit_seconds if self.forfeit_seconds is not None else \
            reconnect_window(control)
        tag = TournamentTag(tournament.id, settings.name, board.round, board.board,
                            max(1, round(forfeit)))
        terms = GameTerms(control, settings.rated, rules_from_json(settings.rules),
                          Side.SOUTH, tag)

        def link(store: Store, game_id: str) -> None:
            store.set_board(tournament.id, replace(board, game=game_id))

        await begin_game(self.server, (seat_of(accounts[0]), seat_of(accounts[1])), terms,
                         also=link)

    def game_ended(self, tag: TournamentTag, players: list[str]) -> None:
        """A tournament's game has ended (its board has its result): its ``players`` wait
        from now (an arena's), and the tournament goes on."""
        if not self._carry("ended", tag.id, players=players):
            self._ended(tag.id, players)

    def _ended(self, tournament_id: str, players: list[str]) -> None:
        since = self._waiting_since.setdefault(tournament_id, {})
        for name in players:
            since[name] = time.time()
        self.server.background(self.advance(tournament_id))


def _board(tournament: Tournament, number: int, index: int, pairing: Pairing,
           names: dict[int, str]) -> Board:
    """A new board; a bye is decided at once (a Swiss's scores 1, a round robin's 0)."""
    south = names[pairing.south]
    if pairing.north is None:
        points = "1" if tournament.settings.format is Format.SWISS else "0"
        return Board(number, index, south, None, south_points=points)
    return Board(number, index, south, names[pairing.north])


def forfeited(board: Board, gone: set[str]) -> Board:
    """``board`` decided by forfeit against its withdrawn player(s)."""
    south = "0" if board.south in gone else "1"
    north = "0" if board.north in gone else "1"
    return replace(board, south_points=south, north_points=north, forfeit=True)


def _save(store: Store, tournament: Tournament, entries: list[Entry] | None = None,
          boards: list[Board] | None = None, line: LogLine | None = None) -> None:
    """One transaction: the tournament's row, and entries, new boards and a log line."""
    store.update_tournament(tournament)
    for entry in entries or []:
        store.set_entry(tournament.id, entry)
    if boards:
        store.add_boards(tournament.id, boards)
    if line is not None:
        store.add_log(tournament.id, line)
