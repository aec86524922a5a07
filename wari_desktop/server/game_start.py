"""Starting a game on the server, whoever asked for it (an accepted offer, a tournament's
pairing): the game is stored (with whatever else must be stored with it, in the same
transaction) before anyone hears of it, then both players and their other connections get
its ``game`` frame, and the lobby's list changes."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from ..protocol import GameTerms
from ..protocol import messages as m
from ..rules import Player
from .live_game import LiveGame, Seat
from .offers import new_id
from .ratings import provisional
from .storage import Account, AccountKind, GameRow, Store

if TYPE_CHECKING:
    from .hub import Hub as Server
    from .session import Session


def seat_of(account: Account) -> Seat:
    """A player's seat at a game starting now: their name, rating and kind."""
    guest = account.kind is AccountKind.GUEST
    return Seat(account.name, None if guest else account.rating, provisional(account),
                account.kind is AccountKind.BOT, guest)


async def begin_game(server: Server, seats: tuple[Seat, Seat], terms: GameTerms,
                     also: Callable[[Store, str], None] | None = None,
                     answer: tuple[Session, int | None] | None = None) -> LiveGame:
    """Store and start a game between ``seats`` (South first) on ``terms``; ``also(store,
    game_id)`` is stored in the same transaction; ``answer`` is the session whose request
    this answers, with its id."""
    live = LiveGame(new_id(), seats, terms, site=server.config.site)
    row = GameRow(live.game_id, seats[0].name, seats[1].name,
                  [s.to_json() | {"rating": s.rating} for s in seats], terms.to_json(),
                  time.time())

    for player in Player:
        if server.online(seats[player].name):
            live.set_online(player, True)
    session, request_id = answer if answer is not None else (None, None)
    frame = m.GameFrame(live.snapshot())
    text = server.encode(frame)
    answered = server.encode(replace(frame, id=request_id, answers=True))
    told = server.told_of_start(live, text, session, answered)

    def store_it(store: Store) -> None:
        store.add_game(row)
        if also is not None:
            also(store, live.game_id)
        if told is not None:
            live.generation = told(store)

    await server.store.run(store_it)
    server.add_game(live)
    server.metrics.games_started += 1
    server.schedule(live)
    for listener in server.audience(live):
        listener.send(answered if listener is session else text)
    server.lobby.changed()
    return live
