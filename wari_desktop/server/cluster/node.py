"""This process as one of the server's processes (``serve --store postgresql://...``).

Rules:

- **One referee a game.** A process referees the games it holds the lease of
  (``storage.leases``): those it starts (the lease is taken in the transaction that stores
  the game) and those it takes over. It renews its leases every ``RENEW_SECONDS`` for
  ``LEASE_SECONDS``; a game missing from the renewal was taken over and is dropped here
  at once, and every write of it would be refused anyway (the generation fences it).
- **Takeover.** Every ``RENEW_SECONDS`` a process looks for games in progress nobody
  referees (never leased, released, or the lease expired: its process died or stopped)
  and takes them: lease, then the game rebuilt from its stored events, in one
  transaction, so every acknowledged move is there. A process whose connection to the
  database has closed (killed: its lock ``ALIVE`` is free) has its leases ended at once
  rather than waited out; one only stopped keeps them until they expire. The side to move
  gets back the time it had after the last move (the time with no referee is charged to
  no one, as after a restart). A request for such a game takes it over at once rather
  than wait.
- **Routing.** A request about a game refereed by another process (a move, a
  resignation, a chat line, a sync, watching) is carried to that process and decided
  there (``remote``); so are the answers to a seek or a challenge another process holds.
  Watching registers the watcher here, and asks the referee for the game. What changes
  a tournament goes to the process that directs the tournaments.
- **Telling.** Whatever goes to a game's players and watchers, or to one player, goes to
  this process's connections and over the bus to the others (``out``), which pass it on
  to theirs. A game's events go on the bus in the transaction that stores them.
- **The lobby** is the union of the living processes' parts (``parts``); this process
  saves its own part soon after it changes, and beats every ``BEAT_SECONDS``.
- **Stopping** releases every lease and the part, so the others take the games over
  within a second (a rolling restart); dying leaves them to expire.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import logging
import random
import secrets
import time
from collections import deque
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from ...protocol import ErrorCode, ProtocolError, Request, parse_request
from ...protocol import messages as m
from ...rules import Player
from ..live_game import LiveGame
from ..restore import restore
from ..storage import GameRow, Store
from ..storage.postgres_leases import ALIVE
from ..tournament.director import DIRECTING
from .bus import Bus, encode
from .parts import (
    BEAT,
    DEAD_SECONDS,
    DROP_GONE,
    DROP_MINE,
    DROP_THESE,
    GONE_NOW,
    LIVING,
    SAVE_PART,
    GameShown,
    Part,
    account_json,
    account_of,
)
from .remote import ANSWER_SECONDS, RemoteSession
from .shared_limits import SharedLimits

if TYPE_CHECKING:
    from ..session import Session
    from .door import ServerDoor

log = logging.getLogger("wari.server.cluster")
#: A lease's length, and how often it is renewed (and free games looked for).
LEASE_SECONDS = 4.0
RENEW_SECONDS = 1.0
BEAT_SECONDS = 1.0
#: Seconds between a change of this process's part and its saving (changes coalesce).
PART_PAUSE = 0.1
#: Free games taken over in one look, at most.
ADOPT_BATCH = 200
#: Requests about one game, routed to its referee.
GAME_KINDS = frozenset({"move", "resign", "abort", "offer-end", "answer-end", "claim",
                        "chat", "sync", "watch"})
#: Requests that change a tournament, decided by the process that directs them (one lock
#: for each tournament then orders every change of its rows).
TOURNAMENT_CHANGES = frozenset({"tournament-enter", "tournament-withdraw", "tournament-start",
                                "tournament-pause", "tournament-registration",
                                "tournament-result", "tournament-remove"})
#: Requests about an offer, routed to the process that holds it: the field naming it, and
#: which of a part's tables holds it.
OFFER_KINDS = {"seek-accept": ("seek", "seeks"), "seek-cancel": ("seek", "seeks"),
               "challenge-accept": ("challenge", "challenges"),
               "challenge-decline": ("challenge", "challenges"),
               "challenge-cancel": ("challenge", "challenges")}


class Node:
    """This process in the cluster (see the module's rules)."""

    def __init__(self, server: ServerDoor, url: str) -> None:
        self.server = server
        self.process = secrets.token_hex(6)
        self.lease_seconds = LEASE_SECONDS
        self.bus = Bus(url, self.process, self._heard, self._reconnected)
        #: The other living processes' parts of the lobby.
        self.others: dict[str, Part] = {}
        #: Requests carried to another process, by key: the author, the request, where it
        #: went, and the timer that gives up on it.
        self._pending: dict[int, tuple[Session, Request, str, asyncio.TimerHandle]] = {}
        self._keys = itertools.count(1)
        self._saved = ""
        self._save_due: asyncio.TimerHandle | None = None
        self.limits = SharedLimits(server, self.bus, self.process)
        #: The games this process let go of lately (another took them over).
        self._let_go: deque[str] = deque(maxlen=1000)
        #: True once this process leaves: requests carried here are left to the others
        #: (their authors' processes route them again when they hear it has gone).
        self.stopping = False
        self.taken_over = 0
        #: PostgreSQL's notification queue in use (0 to 1), read at each heartbeat: a
        #: listener that stops reading holds it back, and a full queue fails every commit
        #: that notifies (moves included): an admin's alarm well before 0.5.
        self.queue_usage = 0.0
        #: Games whose rows do not read or replay: left as they are, never taken again.
        self._set_aside: set[str] = set()
        self.leases_lost = 0

    # -- lifecycle ---------------------------------------------------------------------
    async def start(self) -> None:
        """Join: hear the bus, read the others' parts, save one's own, then keep the
        leases and the heartbeat."""
        self._share_limits()
        await self.bus.start()
        self.bus.send(None, {"k": "hello", "p": self.process})
        await self._read_parts()
        await self._direct()
        await self._adopt_free()
        await self.save_part()
        self.server.background(self._keep_leases())
        self.server.background(self._beat())
        log.info("process %s joins the server (%d other processes)", self.process,
                 len(self.others))

    def _share_limits(self) -> None:
        server, limits = self.server, self.limits
        server.limiter.share = server.new_accounts.share = limits.counted
        server.lobby_chat.share = limits.chatted
        server.admission.on_change = limits.address_changed
        server.admission.elsewhere = limits.elsewhere

    async def stop(self) -> None:
        """Leave: every lease released (the others take the games over at once), the
        part dropped."""
        self.stopping = True
        if self._save_due is not None:
            self._save_due.cancel()
        with contextlib.suppress(Exception):
            released = await self.server.store.run(
                lambda store: store.release_leases(self.process))  # type: ignore[attr-defined]
            log.info("process %s leaves: %d games released", self.process, len(released))
        with contextlib.suppress(Exception):
            await self.bus.execute(DROP_MINE, (self.process,))
        self.bus.send(None, {"k": "gone", "p": self.process})
        await self.bus.stop()

    def figures(self) -> dict[str, Any]:
        """What ``/metrics`` shows of this process among the others."""
        return {"process": self.process, "processes": 1 + len(self.others),
                "games_elsewhere": len(self.games_elsewhere()),
                "taken_over": self.taken_over, "leases_lost": self.leases_lost,
                "directing": self.server.director.active,
                "requests_carried_waiting": len(self._pending),
                "bus_sent": self.bus.sent, "bus_heard": self.bus.heard,
                "notification_queue_usage": self.queue_usage}

    # -- the lobby's parts -----------------------------------------------------------
    def part(self) -> Part:
        """This process's part as it is now."""
        server = self.server
        players = {name: next(iter(sessions)).account for name, sessions in
                   server.sessions.items() if sessions}
        return Part(self.process, {n: a for n, a in players.items() if a is not None},
                    dict(server.lobby.seeks), dict(server.lobby.challenges),
                    {g.game_id: GameShown.of(g) for g in server.games.values() if not g.over},
                    server.director.active)

    def part_changed(self) -> None:
        """This process's part has changed: saved and told within ``PART_PAUSE``."""
        if self._save_due is None:
            self._save_due = asyncio.get_running_loop().call_later(
                PART_PAUSE, lambda: self.server.background(self.save_part()))

    async def save_part(self) -> None:
        """Save this process's part and tell the others (its text in the message, so a
        process hears it in order with what follows: a challenge after its offer)."""
        self._save_due = None
        part = self.part()
        stable = part.to_text(moves=False)
        if stable == self._saved:
            return
        self._saved = stable
        text = part.to_text()
        await self.bus.execute(SAVE_PART, (self.process, text))
        self.bus.send(None, {"k": "part", "p": self.process, "b": text})

    async def _read_parts(self) -> None:
        rows = await self.bus.execute(LIVING, (DEAD_SECONDS,))
        found = {}
        for process, body in rows:
            if process != self.process:
                with contextlib.suppress(ValueError, KeyError, TypeError):
                    found[process] = Part.from_text(process, body)
        self.others = found
        self._view_changed()

    async def _beat(self) -> None:
        """Beat every ``BEAT_SECONDS``; drop the parts of processes gone: silent for
        ``DEAD_SECONDS``, or at once when their connection to the database has closed
        (their lock ``ALIVE`` is free: killed)."""
        while True:
            await asyncio.sleep(BEAT_SECONDS)
            try:
                await self.bus.execute(BEAT, (self.process,))
                usage = await self.bus.execute("SELECT pg_notification_queue_usage()")
                self.queue_usage = float(usage[0][0])
                if not self._saved:
                    await self.save_part()
                killed = {row[0] for row in await self.bus.execute(
                    GONE_NOW, (list(self.others), ALIVE))}
                if killed:
                    await self.bus.execute(DROP_THESE, (list(killed),))
                gone = await self.bus.execute(DROP_GONE, (DEAD_SECONDS,))
                living = {row[0] for row in await self.bus.execute(LIVING, (DEAD_SECONDS,))}
            except Exception as error:  # the database away: try again at the next beat
                log.warning("cluster: heartbeat failed: %s", error)
                continue
            living -= killed
            lost = {p for p in self.others if p not in living} | {row[0] for row in gone}
            for process in [p for p in self.limits.addresses if p not in living]:
                self.limits.forget(process)
            if any(self.others.pop(p, None) is not None for p in lost):
                self._view_changed()
            self._route_again(lost | {p for _, _, p, _ in self._pending.values()
                                      if p not in living})
            if self.process not in living:  # our row was dropped (a long pause): again
                self._saved = ""

    def _reconnected(self) -> None:
        """The bus was cut: what was said meanwhile is lost; read the parts again."""
        self._saved = ""
        self.server.background(self._read_parts())

    # -- who is where ----------------------------------------------------------------
    def online_elsewhere(self, name: str) -> bool:
        return any(name in part.players for part in self.others.values())

    def players_elsewhere(self) -> Iterable[Any]:
        return (a for part in self.others.values() for a in part.players.values())

    def games_elsewhere(self) -> list[GameShown]:
        return [g for part in self.others.values() for g in part.games.values()]

    def referee_of(self, game_id: str) -> str | None:
        """The process that referees ``game_id``, as the parts say (None: not known)."""
        return next((p for p, part in self.others.items() if game_id in part.games), None)

    def _view_changed(self) -> None:
        """The others' parts changed: the players of this process's games may have come
        or gone; the lobby shows the union."""
        server = self.server
        for live in list(server.games.values()):
            if live.over:
                continue
            changed = False
            for player, seat in enumerate(live.seats):
                online = bool(server.sessions.get(seat.name)) or self.online_elsewhere(seat.name)
                if live.presence[player].online != online:
                    live.set_online(Player(player), online)
                    changed = True
            if changed:
                server.tell_presence(live)
        offers = [*server.lobby.seeks.values(), *server.lobby.challenges.values()]
        for name in {n for o in offers for n in (o.by.name, o.to) if n is not None}:
            if not server.online(name):  # gone from every process: their offers go
                server.lobby.player_left(name)
        server.lobby.show_followers()

    # -- leases ------------------------------------------------------------------------
    async def _keep_leases(self) -> None:
        """Renew this process's leases and take over the games nobody referees, every
        ``RENEW_SECONDS``; a game whose lease was not renewed goes at once."""
        tidied = time.monotonic()
        while True:
            await asyncio.sleep(RENEW_SECONDS)
            try:
                held = set(await self.server.store.run(
                    lambda store: store.renew_leases(  # type: ignore[attr-defined]
                        self.process, LEASE_SECONDS)))
                for live in [g for g in self.server.games.values() if not g.over]:
                    if live.generation is not None and live.game_id not in held:
                        self.lost(live, "its lease was not renewed")
                await self._direct()
                await self._adopt_free()
                if time.monotonic() - tidied > 30:
                    tidied = time.monotonic()
                    await self.server.store.run(
                        lambda store: store.drop_parcels())  # type: ignore[attr-defined]
            except Exception as error:  # the database away: try again in a second
                log.warning("cluster: leases not kept this time: %s", error)

    async def _adopt_free(self) -> None:
        """Take over the games nobody referees (a few hundred at a time); first end the
        leases of processes gone (their lock ``ALIVE`` free: killed on this machine), so
        their games need not wait for the leases to run out."""
        gone = await self.server.store.run(
            lambda store: store.expire_dead_holders(self.process))  # type: ignore[attr-defined]
        if gone:
            log.info("process %s: processes gone, their leases ended: %s", self.process,
                     ", ".join(gone))
        free = await self.server.store.run(
            lambda store: store.free_games(ADOPT_BATCH))  # type: ignore[attr-defined]
        random.shuffle(free)  # several processes taking over share the games
        await asyncio.gather(*(self.adopt(game_id) for game_id in free))

    async def _direct(self) -> None:
        """Direct the tournaments when no other process does (the lease ``DIRECTING``);
        stop when another has taken it."""
        generation = await self.server.store.run(
            lambda store: store.take_lease(  # type: ignore[attr-defined]
                DIRECTING, self.process, LEASE_SECONDS))
        director = self.server.director
        if generation is not None and not director.active:
            log.info("process %s directs the tournaments from now", self.process)
            await director.take_over()
            self.part_changed()
        elif generation is None and director.active:
            director.let_go()
            self.part_changed()

    async def adopt(self, game_id: str) -> LiveGame | None:
        """Take ``game_id`` over when nobody referees it: its lease and its stored events
        in one transaction; the game refereed here from now (None: another process has
        it, or it has ended)."""
        if game_id in self.server.games:
            return self.server.games[game_id]
        if self.stopping:
            return None

        def take(store: Store) -> tuple[int, GameRow, list[dict[str, Any]]] | None:
            row = store.game(game_id)
            if row is None or row.finished:
                return None
            generation = store.take_lease(  # type: ignore[attr-defined]
                game_id, self.process, LEASE_SECONDS)
            if generation is None:
                return None
            return generation, row, store.events(game_id)

        if game_id in self._set_aside:
            return None
        async with self.server.referees.turn(game_id):
            if game_id in self.server.games:
                return self.server.games[game_id]
            found = None
            try:
                found = await self.server.store.run(take)
                if found is None:
                    return None
                generation, row, events = found
                live = restore(row, events, time.monotonic, self.server.config.site)
            except ValueError as error:  # rows that do not read or replay (DamagedGame)
                self._set_aside.add(game_id)
                self.server.metrics.games_set_aside += 1
                log.error("game set aside, left in the store as it is: %s: %s", game_id, error)
                if found is not None:  # replayed badly: let it go for the admin to see
                    await self.server.store.run(self._release(game_id))
                return None
            live.generation = generation
            self.taken_over += 1
            log.info("process %s referees game %s from now (generation %d, %d events)",
                     self.process, game_id, generation, len(events))
            await self.server.adopted(live)
        return live

    def _release(self, game_id: str) -> Callable[[Store], None]:
        def release(store: Store) -> None:
            store.release_lease(game_id, self.process)  # type: ignore[attr-defined]
        return release

    def lost(self, live: LiveGame, why: str) -> None:
        """Another process referees ``live`` now: it goes from here, untold (its
        listeners hear the new referee)."""
        self.leases_lost += 1
        self._let_go.append(live.game_id)
        log.warning("process %s no longer referees game %s: %s", self.process,
                    live.game_id, why)
        self.server.drop_game(live)
        self.part_changed()

    def let_go_of(self, request: Request) -> bool:
        """Whether ``request`` is about a game this process let go of lately (so a
        request that found no game here is routed again, to its new referee)."""
        return request.kind in GAME_KINDS and request.body.get("game") in self._let_go

    async def _find_referee(self, game_id: str) -> str | None:
        """The process refereeing ``game_id`` when another; None when it is (now) this
        one's, or not in progress. A lease held by a process not heard of (dead, or too
        new to have beaten) is waited out, then taken over."""
        deadline = time.monotonic() + LEASE_SECONDS + 1.0
        while True:
            lease = await self.server.store.run(
                lambda store: store.lease(game_id))  # type: ignore[attr-defined]
            if lease is not None and lease.holder not in (None, self.process) and \
                    lease.seconds_left > 0:
                if lease.holder in self.others:
                    return str(lease.holder)
                if await self.server.store.run(
                        lambda store: store.expire_dead_holders(  # type: ignore[attr-defined]
                            self.process)):
                    continue  # its process is gone: its leases ended, look again
                if time.monotonic() < deadline:
                    await asyncio.sleep(min(0.25, lease.seconds_left + 0.05))
                    continue
            live = await self.adopt(game_id)
            if live is not None or lease is None:
                return None
            again = self.referee_of(game_id)
            if again is not None or time.monotonic() >= deadline:
                return again
            await asyncio.sleep(0.1)

    # -- routing -------------------------------------------------------------------------
    async def route(self, session: Session, request: Request) -> bool:
        """Carry ``request`` to the process that must decide it; False when this process
        decides it (its game, its offer, or nobody's)."""
        kind = request.kind
        if kind in GAME_KINDS:
            game_id = str(request.body["game"])
            if game_id in self.server.games:
                return False
            holder = self.referee_of(game_id) or await self._find_referee(game_id)
            if holder is None or game_id in self.server.games:
                return False
            if kind == "watch":
                self.server.watch_here(session, game_id)
        elif kind in TOURNAMENT_CHANGES:
            if self.server.director.active:
                return False
            holder = next((p for p, part in self.others.items() if part.directing), None)
            if holder is None:  # nobody directs this instant: decided here
                return False
        elif kind in OFFER_KINDS:
            field, table = OFFER_KINDS[kind]
            offer_id = str(request.body[field])
            if offer_id in getattr(self.server.lobby, table):
                return False
            holder = self._holder_of(offer_id, table)
            if holder is None:  # perhaps too new to have been heard of: read the parts
                await self._read_parts()
                holder = self._holder_of(offer_id, table)
            if holder is None:
                return False
        else:
            return False
        self._forward(holder, session, request)
        return True

    def _holder_of(self, offer_id: str, table: str) -> str | None:
        """The other process holding the seek or challenge ``offer_id`` (``table``)."""
        return next((p for p, part in self.others.items()
                     if offer_id in getattr(part, table)), None)

    def _forward(self, to: str, session: Session, request: Request) -> None:
        key = next(self._keys)
        body: dict[str, Any] = {"t": "sync" if request.kind == "watch" else request.kind,
                                **request.body}
        if request.id is not None:
            body["id"] = request.id
        timer = asyncio.get_running_loop().call_later(
            ANSWER_SECONDS, self._unanswered, key, request.id)
        self._pending[key] = (session, request, to, timer)
        account = None if session.account is None else account_json(session.account)
        self.bus.send(to, {"k": "req", "p": self.process, "key": key, "a": account,
                           "r": body})

    def _unanswered(self, key: int, request_id: int | None) -> None:
        pending = self._pending.pop(key, None)
        if pending is None:
            return
        refusal = ProtocolError(ErrorCode.NOT_STORED, "the game's server did not answer, so "
                                "nothing changed: try again")
        refusal.request_id = request_id
        pending[0].send(m.ErrorFrame.of(refusal))

    def _answered(self, key: int) -> Session | None:
        pending = self._pending.pop(key, None)
        if pending is None:
            return None
        pending[3].cancel()
        return pending[0]

    def _route_again(self, gone: set[str]) -> None:
        """The requests carried to processes now gone (killed before they answered): routed
        again, to the game's next referee (a move already stored is answered as resent,
        never played twice)."""
        for key, (session, request, to, timer) in list(self._pending.items()):
            if to in gone and not getattr(session, "closing", False):
                timer.cancel()
                del self._pending[key]
                self.server.background(self.server.serve_request(session, request))

    async def _decide(self, message: dict[str, Any]) -> None:
        """Decide a request another process carried here, as if from a connection of
        this one; a game no longer refereed here is taken over if free, else refused
        (the author tries again, and is routed anew)."""
        author = RemoteSession(self.bus, str(message["p"]), int(message["key"]),
                               None if message.get("a") is None else account_of(message["a"]))
        try:
            request = parse_request(encode(message["r"]))
        except ProtocolError as error:
            author.send(m.ErrorFrame.of(error))
            return
        if request.kind in GAME_KINDS and request.body["game"] not in self.server.games:
            await self.adopt(str(request.body["game"]))
        await self.server.serve_request(author, request)  # type: ignore[arg-type]

    # -- what is heard -------------------------------------------------------------------
    def _heard(self, message: dict[str, Any]) -> None:
        kind, sender = message.get("k"), message.get("p")
        if kind == "reply":
            session = self._answered(int(message["key"]))
            if session is not None:
                session.send(str(message["x"]))
        elif sender == self.process:
            return
        elif kind == "out":
            self._pass_on(message)
        elif kind == "req" and not self.stopping:
            self.server.background(self._decide(message))
        elif kind == "part":
            self.others[str(sender)] = Part.from_text(str(sender), str(message["b"]))
            self._view_changed()
        elif kind == "gone":
            self.limits.forget(str(sender))
            if self.others.pop(str(sender), None) is not None:
                self._view_changed()
            self._route_again({str(sender)})
        elif kind == "accounts":  # ratings changed: the sessions here read them again
            names = [str(name) for name in message.get("n", ())]
            self.server.background(self.server.refresh_accounts(names, told=True))
        elif kind == "limit":
            self.limits.heard(message)
        elif kind == "addresses":
            self.limits.heard_addresses(message)
        elif kind == "hello":
            self.limits.tell_all(str(sender))
        elif kind == "direct":
            self.server.director.directed(message)
        elif kind == "tournament":
            self.server.background(self.server.director.publish_here(str(message["id"])))

    def _pass_on(self, message: dict[str, Any]) -> None:
        """Pass on to this process's connections what another process told a game's
        players and watchers, or some players: ``n`` the names, ``g`` the game (its
        watchers hear the texts marked for them), ``t`` the texts with that mark, ``a``
        the acknowledgement of a request sent from here (the first text as answered)."""
        names = [str(n) for n in message.get("n", ())]
        texts = [(str(t[0]), bool(t[1])) for t in message.get("t", ())]
        if "v" in message and message.get("g") is not None:
            part = self.others.get(str(message.get("p")))
            if part is not None:
                part.moved(str(message["g"]), int(message["ply"]), int(message["v"]))
            for changed in self.server.game_changed:  # the website's live pages
                changed(str(message["g"]))
        ack = message.get("a")
        answered, ack_text = None, ""
        if isinstance(ack, dict) and ack.get("p") == self.process:
            answered, ack_text = self._answered(int(ack["key"])), str(ack["x"])
        server = self.server
        listeners: set[Any] = set()
        for name in names:
            listeners |= server.sessions.get(name, set())
        game = message.get("g")
        if game is not None:
            listeners |= server.watchers.get(str(game), set())
        for listener in listeners:
            player = listener.name in names
            for index, (text, spectators) in enumerate(texts):
                if player or spectators:
                    listener.send(ack_text if index == 0 and listener is answered else text)
        if answered is not None and answered not in listeners:
            answered.send(ack_text)

    # -- telling -------------------------------------------------------------------------
    def out(self, names: Iterable[str], game: str | None, texts: list[tuple[str, bool]],
            ack: tuple[RemoteSession, str] | None = None) -> dict[str, Any]:
        """The ``out`` message telling the other processes' connections ``texts`` (see
        ``_pass_on``)."""
        message: dict[str, Any] = {"k": "out", "p": self.process, "n": list(names),
                                   "t": [[text, spectators] for text, spectators in texts]}
        if game is not None:
            message["g"] = game
        if ack is not None:
            message["a"] = {"p": ack[0].origin, "key": ack[0].key, "x": ack[1]}
        return message

    def tell(self, message: dict[str, Any]) -> None:
        """Say ``message`` to every other process now (not stored: presence, a notice)."""
        self.bus.send(None, message)

    @staticmethod
    def told_in(store: Store, message: dict[str, Any]) -> None:
        """Say ``message`` to every process when ``store``'s transaction commits."""
        store.notify(  # type: ignore[attr-defined]
            "wari_all", json.dumps(message, separators=(",", ":"), ensure_ascii=False))

