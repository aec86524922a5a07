"""``Bot``: an engine playing on a ``wari-server`` as a bot account.

The rules it keeps:

- It signs in with the bot account's token; a token the server does not know (or a
  disabled account) is an error, as is a server it cannot reach.
- It accepts every challenge addressed to it while it plays fewer than ``concurrency``
  games (and fewer than the games it has left to play), and declines the others with a
  reason; it declines games under other rules than the standard ones, which the engine
  protocol cannot tell an engine (``challenges.decide``). With ``challenge`` it
  challenges that player instead (waiting for them to come online), and challenges
  again after each game until it has played ``games``; a declined challenge is an error.
- On its turn it asks the engine, on a thread, for a move with the position and the
  clocks (``go wtime .. btime .. winc .. binc ..``; ``go movetime`` without a clock) and
  sends it with the ply and the engine's measured time as ``think_ms``. It never resigns
  of its own accord; an engine that fails (dies, falls silent, answers an illegal move)
  is logged, ended, and that game resigned rather than left hanging.
- It declines draw offers and, when the opponent has been gone past the server's
  reconnection window, claims the game.
- After a dropped connection the client reconnects by itself; each ``signed-in`` that
  follows lists the bot's games in progress, and the bot fetches each whole (``sync``)
  so it resumes them with the clocks as they stand.
- With ``games`` it stops once that many of its games have ended.
- With ``tournament`` it enters that tournament (with its invitation ``code`` for a closed
  event; a refusal is an error), follows it, plays each game the tournament starts for it,
  and stops once the tournament is over and its last game has ended.
- It reads the server's frames typed (``Client.next_message``: each frame's shape is
  checked once, by the client); a game whose moves break its own rules is passed over
  with a warning.
"""

from __future__ import annotations

import asyncio
import logging
import ssl
from collections.abc import Coroutine
from dataclasses import dataclass
from typing import Any

from ..client import Client, ConnectionLost, RequestRefused
from ..client.delivery import ClientMessage
from ..engine.client import EngineFailure, OpponentSpec, ProtocolEngine
from ..protocol import ErrorCode, Side
from ..protocol.messages import (
    AccountKind,
    ChallengeFrame,
    ChallengeGone,
    ChallengeSent,
    EndEvent,
    EventFrame,
    GameFrame,
    GameSnapshot,
    OfferEndEvent,
    Presence,
    PresenceFrame,
    SignedIn,
    TournamentFrame,
)
from ..rules import IllegalMoveError
from .challenges import ChallengeDecision, Room, decide
from .engines import EnginePool, think
from .table import BotGame, OutOfStep

log = logging.getLogger("wari.bot")
#: Seconds to wait for the challenged player to come online, and between tries.
CHALLENGE_WAIT = (120.0, 2.0)
#: Seconds after the reconnection window has passed before the bot claims the game.
CLAIM_MARGIN = 1.0
#: Ended games the bot remembers.
KEPT_ENDED = 50


class BotError(Exception):
    """Why the bot cannot go on (a bad address or token, an engine that will not start,
    a challenge declined): said to the person running it."""


@dataclass(frozen=True, slots=True)
class BotSettings:
    """What ``wari-bot`` was told: the server, the token, the engine and how it thinks,
    the games it plays."""

    server: str
    token: str
    engine: OpponentSpec
    movetime_ms: int = 1000
    depth: int | None = None
    concurrency: int = 1
    games: int | None = None
    challenge: str | None = None
    clock: str | None = None
    rated: bool = False
    side: str = "random"
    ssl_context: ssl.SSLContext | None = None
    tournament: str | None = None
    code: str | None = None


class Bot:
    """The bot: ``await run()`` plays until ``games`` are done or ``stop()``; BotError
    for what stops it early."""

    def __init__(self, settings: BotSettings) -> None:
        self.settings = settings
        self.client = Client(settings.server, settings.token, agent="wari-bot",
                             ssl_context=settings.ssl_context, on_state=self._state)
        self.pool = EnginePool(settings.engine)
        self.name = ""
        self.tables: dict[str, BotGame] = {}
        self.finished: list[dict[str, Any]] = []
        self._engines: dict[str, ProtocolEngine] = {}
        self._thinking: dict[str, int] = {}
        self._accepting = 0
        self._challenge_id: str | None = None
        self._gone: dict[str, str] = {}
        self._claims: dict[str, asyncio.TimerHandle] = {}
        self._tasks: set[asyncio.Task[Any]] = set()
        self._done = asyncio.Event()
        self._error: BotError | None = None

    # -- life --------------------------------------------------------------------------
    async def run(self) -> None:
        """Sign in, check the engine, play; returns when done, BotError when it cannot."""
        try:
            await self._sign_in()
            engine_name = await self._check_engine()
            log.info("signed in as %s on %s; engine: %s", self.name, self.settings.server,
                     engine_name)
            reader = asyncio.get_running_loop().create_task(self._read())
            reader.add_done_callback(self._reader_ended)
            if self.settings.challenge is not None:
                self._spawn(self._issue_challenge())
            if self.settings.tournament is not None:
                self._spawn(self._enter_tournament(self.settings.tournament))
            if self._all_played():
                self._done.set()
            await self._done.wait()
            reader.cancel()
        finally:
            await self._shut_down()
        if self._error is not None:
            raise self._error

    def stop(self, error: BotError | None = None) -> None:
        """End ``run`` (with ``error`` when given)."""
        if error is not None and self._error is None:
            self._error = error
        self._done.set()

    async def _sign_in(self) -> None:
        """Connect and sign in with the token; BotError with the reason otherwise."""
        refused = ("the server does not know this token (or its account is disabled): make a "
                   "bot account with 'wari-server account add NAME --bot' and pass the token "
                   "it prints")
        try:
            await self.client.start()  # with a token, returns once signed in
        except RequestRefused as error:
            if error.code in ("bad-credentials", "disabled"):
                raise BotError(f"{refused} ({error})") from None
            raise BotError(f"the server refused the bot: {error}") from None
        except ConnectionLost as error:
            raise BotError(str(error)) from None
        account = self.client.signed_in
        if account is None:
            raise BotError(refused)
        self.name = account.name
        if account.kind is not AccountKind.BOT:
            log.warning("%s is not a bot account: the lobby will not mark it as a bot",
                        self.name)

    async def _check_engine(self) -> str:
        try:
            return await self.pool.check()
        except EngineFailure as error:
            raise BotError(f"the engine did not start: {error}") from None

    async def _shut_down(self) -> None:
        for handle in self._claims.values():
            handle.cancel()
        for task in list(self._tasks):
            task.cancel()
        await self.pool.close()
        await self.client.close()

    def _spawn(self, coroutine: Coroutine[Any, Any, None]) -> None:
        task = asyncio.get_running_loop().create_task(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._task_ended)

    def _task_ended(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            error = task.exception()
            if isinstance(error, BotError):
                self.stop(error)
            else:
                log.error("the bot failed: %r", error, exc_info=error)
                self.stop(BotError(f"the bot failed: {error!r}"))

    def _reader_ended(self, task: asyncio.Task[None]) -> None:
        if not task.cancelled() and task.exception() is not None:
            self.stop(BotError(f"the bot failed reading the server: {task.exception()!r}"))

    def _state(self, state: str) -> None:
        if state == "reconnecting":
            log.warning("the connection to %s dropped: reconnecting", self.settings.server)
        elif state == "connected" and self.name:
            log.info("connected again to %s", self.settings.server)

    def _all_played(self) -> bool:
        games = self.settings.games
        return games is not None and len(self.finished) >= games

    def _games_left(self) -> int | None:
        """Games still to start (None: no end), counting those in progress."""
        games = self.settings.games
        if games is None:
            return None
        return games - len(self.finished) - len(self._in_progress()) - self._accepting

    def _in_progress(self) -> list[BotGame]:
        return [table for table in self.tables.values() if not table.over]

    # -- frames ------------------------------------------------------------------------
    async def _read(self) -> None:
        """Hand each message the server sends of its own accord to its handler."""
        while True:
            message = await self.client.next_message()
            try:
                self._on_message(message)
            except IllegalMoveError as error:  # the server's moves break the bot's rules
                log.warning("a %s frame the bot could not follow (%s): passed over",
                            message.TYPE, error)

    def _on_message(self, message: ClientMessage) -> None:
        match message:
            case SignedIn():
                self._on_signed_in(message)
            case ChallengeFrame():
                self._on_challenge(message)
            case ChallengeGone():
                self._on_challenge_gone(message)
            case GameFrame():
                self._on_game(message)
            case EventFrame():
                self._on_event(message)
            case PresenceFrame():
                self._on_presence(message)
            case TournamentFrame():
                self._on_tournament(message)

    def _on_signed_in(self, message: SignedIn) -> None:
        """Signed in (again): fetch every game in progress whole, to resume it, and follow
        the tournament again."""
        for game in message.games:
            self._spawn(self._sync(game.id))
        if self.settings.tournament is not None and self.name:
            self._spawn(self._follow_tournament(self.settings.tournament))

    async def _enter_tournament(self, tournament_id: str) -> None:
        """Enter the tournament (BotError when refused), then follow it."""
        try:
            await self.client.tournament_enter(tournament_id, self.settings.code)
        except RequestRefused as error:
            raise BotError(f"entering tournament {tournament_id}: {error}") from None
        log.info("entered tournament %s: playing its games as they come", tournament_id)
        await self._follow_tournament(tournament_id)

    async def _follow_tournament(self, tournament_id: str) -> None:
        try:
            answer = await self.client.tournament(tournament_id, follow=True)
        except (RequestRefused, ConnectionLost, TimeoutError) as error:
            log.warning("tournament %s: could not follow it: %s", tournament_id, error)
            return
        if isinstance(answer, TournamentFrame):
            self._on_tournament(answer)

    def _on_tournament(self, frame: TournamentFrame) -> None:
        """The tournament's table: over, with no game of the bot's left, the bot stops."""
        info = frame.tournament
        if info.id == self.settings.tournament and info.stage == "finished" and \
                not self._in_progress():
            log.info("tournament %s is over", info.id)
            self.stop()

    async def _sync(self, game_id: str) -> None:
        """Ask for the whole game (its ``game`` frame comes through ``_on_game``)."""
        try:
            await self.client.sync(game_id)
        except (RequestRefused, ConnectionLost, TimeoutError) as error:
            log.warning("game %s: could not fetch it: %s", game_id, error)

    def _on_game(self, frame: GameFrame) -> None:
        """A game's whole state: a new game, or one fetched again."""
        snapshot = frame.game
        if snapshot.side_of(self.name) is None:
            return  # a game the bot does not play in
        table = BotGame.from_snapshot(snapshot, self.name)
        known = self.tables.get(table.game_id)
        if known is not None and known.over:
            return
        self.tables[table.game_id] = table
        if known is None:
            self._announce(table, snapshot)
        if table.over:
            self._finish(table, next((e for e in reversed(snapshot.events)
                                      if isinstance(e, EndEvent)), None))
            return
        self._watch_presence(table, snapshot.presence)
        self._consider(table)

    def _announce(self, table: BotGame, snapshot: GameSnapshot) -> None:
        if self._challenge_id is not None and table.opponent == self.settings.challenge:
            self._challenge_id = None
        control = snapshot.terms.control
        log.info("game %s: %s plays %s against %s (%s, %s)", table.game_id, self.name,
                 Side.of(table.side), table.opponent,
                 control.format() if control else "no clock",
                 "rated" if snapshot.terms.rated else "casual")

    def _on_event(self, frame: EventFrame) -> None:
        table = self.tables.get(frame.game)
        if table is None or table.over:
            return
        event = frame.event
        try:
            ended = table.apply(event)
        except OutOfStep as error:
            log.warning("game %s: %s: fetching it whole", table.game_id, error)
            self._spawn(self._sync(table.game_id))
            return
        if ended and isinstance(event, EndEvent):
            self._finish(table, event)
        elif isinstance(event, OfferEndEvent) and event.by is not Side.of(table.side):
            self._spawn(self._decline_end(table.game_id))
        else:
            self._consider(table)

    def _on_presence(self, frame: PresenceFrame) -> None:
        table = self.tables.get(frame.game)
        if table is not None and not table.over:
            self._watch_presence(table, frame.presence)

    # -- challenges --------------------------------------------------------------------
    def _on_challenge(self, frame: ChallengeFrame) -> None:
        """A challenge to the bot: accepted while it has room, else declined
        (``challenges.decide``)."""
        offer = frame.challenge
        if offer.to != self.name:
            return
        who = offer.by.name
        room = Room(len(self._in_progress()) + self._accepting, self.settings.concurrency,
                    self._games_left())
        decision = decide(offer, room)
        if not decision.accept:
            log.info("declining %s's challenge: %s", who, decision.reason)
            self._spawn(self._answer_challenge(offer.id, who, decision))
            return
        control = offer.terms.control
        log.info("accepting %s's challenge (%s, %s)", who,
                 control.format() if control else "no clock",
                 "rated" if offer.terms.rated else "casual")
        self._accepting += 1
        self._spawn(self._answer_challenge(offer.id, who, ChallengeDecision.accepted()))

    async def _answer_challenge(self, challenge_id: str, who: str,
                                decision: ChallengeDecision) -> None:
        try:
            if decision.accept:
                await self.client.challenge_accept(challenge_id)
            else:
                await self.client.challenge_decline(
                    challenge_id, reason=decision.key,
                    text=None if decision.reason is None else decision.reason[:80])
        except (RequestRefused, ConnectionLost, TimeoutError) as error:
            log.warning("answering %s's challenge: %s", who, error)
        finally:
            if decision.accept:
                self._accepting -= 1

    async def _issue_challenge(self) -> None:
        """Challenge ``settings.challenge``, waiting for them to come online; BotError
        when they do not, or when the server refuses the terms."""
        settings = self.settings
        assert settings.challenge is not None
        loop = asyncio.get_running_loop()
        deadline = loop.time() + CHALLENGE_WAIT[0]
        while True:
            try:
                sent = await self.client.challenge(
                    settings.challenge, clock=settings.clock, rated=settings.rated,
                    side=settings.side)
            except RequestRefused as error:
                if error.code != ErrorCode.NOT_FOUND or loop.time() > deadline:
                    raise BotError(f"challenging {settings.challenge}: {error}") from None
                await asyncio.sleep(CHALLENGE_WAIT[1])
                continue
            if not isinstance(sent, ChallengeSent):
                raise BotError(f"challenging {settings.challenge}: the server answered "
                               f"{sent.TYPE!r}")
            self._challenge_id = sent.challenge.id
            log.info("challenged %s (%s, %s): waiting for an answer", settings.challenge,
                     settings.clock or "no clock", "rated" if settings.rated else "casual")
            if self._challenge_id in self._gone:  # declined before the answer was read
                self._on_challenge_gone(ChallengeGone(self._challenge_id,
                                                      self._gone[self._challenge_id]))
            return

    def _on_challenge_gone(self, frame: ChallengeGone) -> None:
        """A challenge withdrawn or declined: the bot's own one ends the bot."""
        if frame.challenge == self._challenge_id:
            self.stop(BotError(f"the challenge was not taken: {frame.reason}"))
        elif len(self._gone) < 100:  # the answer to the bot's challenge may still come
            self._gone[frame.challenge] = frame.reason

    # -- turns -------------------------------------------------------------------------
    def _consider(self, table: BotGame) -> None:
        """Start the engine on the bot's turn (once for each ply)."""
        if table.my_turn() and table.game_id not in self._thinking:
            self._thinking[table.game_id] = table.ply
            self._spawn(self._play_turn(table.game_id, table.ply))

    async def _play_turn(self, game_id: str, ply: int) -> None:
        """Think and move at ``ply``; on an engine failure, resign the game."""
        try:
            table = self.tables[game_id]
            engine = await self._engine_for(game_id)
            go, budget = table.go_command(self.settings.movetime_ms, self.settings.depth)
            thought = await think(engine, table.game, go, budget)
        except EngineFailure as error:
            log.error("game %s: the engine failed, resigning: %s", game_id, error)
            await self._drop_engine(game_id)
            del self._thinking[game_id]
            await self._resign(game_id)
            return
        table = self.tables[game_id]
        if not table.over and table.ply == ply:
            log.info("game %s: %s plays %s (move %d, %d ms)", game_id, self.name,
                     thought.move, ply + 1, thought.think_ms)
            await self._send_move(table, ply, thought.move, thought.think_ms)
        del self._thinking[game_id]
        self._after_turn(self.tables[game_id])

    def _after_turn(self, table: BotGame) -> None:
        if table.over:
            self._spawn(self._release(table.game_id))
        else:
            self._consider(table)

    async def _send_move(self, table: BotGame, ply: int, move: str, think_ms: int) -> None:
        try:
            await self.client.move(table.game_id, ply, move, think_ms)
        except RequestRefused as error:
            if error.code != ErrorCode.GAME_OVER:
                log.warning("game %s: move %s at ply %d refused (%s): fetching the game",
                            table.game_id, move, ply, error)
                await self._sync(table.game_id)
        except (ConnectionLost, TimeoutError) as error:
            log.warning("game %s: move %s not acknowledged (%s): the game is fetched again "
                        "once connected", table.game_id, move, error)

    async def _engine_for(self, game_id: str) -> ProtocolEngine:
        engine = self._engines.get(game_id)
        if engine is None:
            engine = await self.pool.take()
            self._engines[game_id] = engine
        return engine

    async def _drop_engine(self, game_id: str) -> None:
        engine = self._engines.pop(game_id, None)
        if engine is not None:
            await self.pool.give_back(engine, failed=True)

    async def _release(self, game_id: str) -> None:
        """The game is over: its engine goes back to the pool (unless still thinking)."""
        if game_id in self._thinking:
            return
        engine = self._engines.pop(game_id, None)
        if engine is not None:
            await self.pool.give_back(engine)

    async def _resign(self, game_id: str) -> None:
        try:
            await self.client.resign(game_id)
        except (RequestRefused, ConnectionLost, TimeoutError) as error:
            log.warning("game %s: could not resign: %s", game_id, error)

    async def _decline_end(self, game_id: str) -> None:
        try:
            await self.client.answer_end(game_id, accept=False)
        except (RequestRefused, ConnectionLost, TimeoutError) as error:
            log.info("game %s: the end offer could not be declined: %s", game_id, error)

    # -- the opponent gone, the end ----------------------------------------------------
    def _forget_ended(self) -> None:
        """Keep the last ``KEPT_ENDED`` ended games (to pass over their late frames); the
        client stops following every ended game, so a reconnection fetches only the
        games in progress."""
        for game_id in [g for g, table in self.tables.items() if table.over]:
            self.client.versions.pop(game_id, None)
        ended = [g for g, table in self.tables.items() if table.over]
        for game_id in ended[:max(0, len(ended) - KEPT_ENDED)]:
            del self.tables[game_id]

    def _watch_presence(self, table: BotGame, presence: Presence) -> None:
        """Claim the game once the opponent has been gone past the reconnection window."""
        seen = presence.of(Side.of(table.side.opponent))
        handle = self._claims.pop(table.game_id, None)
        if handle is not None:
            handle.cancel()
        if seen.online:
            return
        delay = (seen.claim_in or 0.0) + CLAIM_MARGIN
        log.info("game %s: %s has gone; the bot claims the game in %.0f s unless they come "
                 "back", table.game_id, table.opponent, delay)
        self._claims[table.game_id] = asyncio.get_running_loop().call_later(
            delay, lambda: self._spawn(self._claim(table.game_id)))

    async def _claim(self, game_id: str) -> None:
        self._claims.pop(game_id, None)
        try:
            await self.client.claim(game_id, "win")
        except RequestRefused as error:
            log.info("game %s: no claim: %s", game_id, error)
            if error.code == ErrorCode.TOO_LATE:  # fetch the presence again: claim later
                await self._sync(game_id)
        except (ConnectionLost, TimeoutError) as error:
            log.info("game %s: no claim: %s", game_id, error)

    def _finish(self, table: BotGame, end: EndEvent | None) -> None:
        """Log the game's end (``end``: its end event, None when it is not known),
        free its engine, and stop after the last game."""
        table.over = True
        handle = self._claims.pop(table.game_id, None)
        if handle is not None:
            handle.cancel()
        winner = None if end is None else end.winner
        result = ("won" if winner is Side.of(table.side) else "lost" if winner
                  else "drew" if end is None or end.counted else "had no result")
        totals = ("?", "?") if end is None else end.totals
        log.info("game %s against %s ended (%s): %s %s, %s-%s after %d moves",
                 table.game_id, table.opponent, "?" if end is None else end.reason,
                 self.name, result, totals[0], totals[1], table.ply)
        self.finished.append({"game": table.game_id, "opponent": table.opponent,
                              "result": result, "reason": None if end is None else end.reason})
        self._forget_ended()
        self._spawn(self._release(table.game_id))
        if self._all_played():
            self.stop()
        elif self.settings.challenge is not None and not self._in_progress():
            self._spawn(self._issue_challenge())
