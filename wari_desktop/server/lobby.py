"""The lobby: open seeks (a game anyone may accept), challenges (a game offered to one
player), who is online and playing, and who follows the lobby (and hears its chat).
Seeks and challenges live as long as their author is connected; they are not stored."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from typing import TYPE_CHECKING

from ..protocol import ErrorCode, GameTerms, ProtocolError
from ..protocol import messages as m
from .offers import Offer, new_id, player_seat
from .storage import Account

if TYPE_CHECKING:
    from .hub import Hub as Server
    from .session import Session

#: Seconds between two lobby frames to a follower, at most one in that time.
LOBBY_PAUSE = 0.5
#: Entries of each list in a lobby frame, at most.
LOBBY_ROWS = 200
class Lobby:
    """Seeks, challenges and the sessions following the lobby."""

    def __init__(self, server: Server) -> None:
        self.server = server
        self.seeks: dict[str, Offer] = {}
        self.challenges: dict[str, Offer] = {}
        self.followers: set[Session] = set()
        self._due: asyncio.TimerHandle | None = None

    # -- seeks and challenges -------------------------------------------------------------
    def add_seek(self, account: Account, terms: GameTerms) -> Offer:
        """A new seek by ``account``; BUSY when it has as many open as allowed."""
        mine = [o for o in self.seeks.values() if o.by.name == account.name]
        if len(mine) >= self.server.config.seeks_per_player:
            raise ProtocolError(ErrorCode.BUSY, "you have as many open seeks as allowed")
        offer = Offer(new_id(), account, terms)
        self.seeks[offer.id] = offer
        self.changed()
        return offer

    def add_challenge(self, account: Account, to: str, terms: GameTerms) -> Offer:
        offer = Offer(new_id(), account, terms, to)
        self.challenges[offer.id] = offer
        return offer

    def take_seek(self, seek_id: str) -> Offer:
        offer = self.seeks.pop(seek_id, None)
        if offer is None:
            raise ProtocolError(ErrorCode.NOT_FOUND, "that seek is no longer open")
        self.changed()
        return offer

    def challenge(self, challenge_id: str) -> Offer:
        offer = self.challenges.get(challenge_id)
        if offer is None:
            raise ProtocolError(ErrorCode.NOT_FOUND, "that challenge is no longer open")
        return offer

    def player_left(self, name: str) -> None:
        """``name`` has no connection left: their seeks go, and their challenges (each
        other side is told)."""
        gone = [key for key, offer in self.seeks.items() if offer.by.name == name]
        for key in gone:
            del self.seeks[key]
        for key, offer in list(self.challenges.items()):
            if name in (offer.by.name, offer.to):
                del self.challenges[key]
                other = offer.to if offer.by.name == name else offer.by.name
                self.server.tell(other or "", m.ChallengeGone(key, f"{name} left"))
        self.changed()

    # -- followers ---------------------------------------------------------------------
    def watch(self, session: Session, request_id: int | None = None) -> None:
        """Follow the lobby: its frame now (answering ``request_id``), then at changes."""
        self.followers.add(session)
        session.lobby = True
        session.send(replace(self.snapshot(), id=request_id, answers=True))
        chat = self.server.lobby_chat.history()
        if chat.lines:
            session.send(chat)

    def tell_followers(self, frame: m.ServerMessage) -> None:
        """Send ``frame`` to every follower now (a line of the lobby chat; the server's
        other processes tell theirs: ``cluster.shared_limits``)."""
        text = self.server.encode(frame)
        for session in list(self.followers):
            session.send(text)

    def unwatch(self, session: Session) -> None:
        self.followers.discard(session)
        session.lobby = False

    def forget_session(self, session: Session) -> None:
        self.unwatch(session)

    def changed(self) -> None:
        """Something the lobby shows has changed: the followers hear of it soon (once for
        every change within ``LOBBY_PAUSE``)."""
        self.show_followers()
        if self.server.node is not None:
            self.server.node.part_changed()

    def show_followers(self) -> None:
        """The followers get the lobby's frame soon (the other processes' parts changed:
        this one's has not)."""
        if self._due is None and self.followers:
            self._due = asyncio.get_running_loop().call_later(LOBBY_PAUSE, self._tell)

    def _tell(self) -> None:
        self._due = None
        if not self.followers:
            return
        text = self.server.encode(self.snapshot())
        for session in list(self.followers):
            session.send(text)

    def snapshot(self) -> m.LobbyFrame:
        """The ``lobby`` frame: open seeks, players online (``playing`` for those in a
        game now), games in progress."""
        server = self.server
        accounts = {name: next(iter(sessions)).account
                    for name, sessions in server.sessions.items() if sessions}
        games = [m.LobbyGame(g.game_id, g.seats[0].shown(), g.seats[1].shown(), g.terms, g.ply)
                 for g in server.games.values() if not g.over]
        seeks = list(self.seeks.values())
        node = server.node
        if node is not None:  # the other processes' parts (``cluster.parts``)
            for account in node.players_elsewhere():
                accounts.setdefault(account.name, account)
            games += [m.LobbyGame(g.id, g.seats[0].shown(), g.seats[1].shown(), g.terms,
                                  g.ply) for g in node.games_elsewhere()]
            seeks += [o for part in node.others.values() for o in part.seeks.values()]
        busy = {name for game in games for name in (game.south.name, game.north.name)}
        players = [replace(player_seat(account), playing=account.name in busy)
                   for account in accounts.values() if account is not None]
        return m.LobbyFrame(tuple(o.shown() for o in seeks[:LOBBY_ROWS]),
                            tuple(players[:LOBBY_ROWS]), tuple(games[:LOBBY_ROWS]),
                            m.LobbyCounts(len(seeks), len(players), len(games)))
