"""The website's pages, each a function of the server (``Door``) and the address's
parts, answering a ``Page``: a status, a content type and a body. Every read of the store
is one job on the store's thread (``AsyncStore.run``); nothing is kept between requests.

- ``/`` the tournaments (running, upcoming, finished); ``/games`` the games in progress;
- ``/leaderboard``; ``/player/NAME``;
- ``/game/ID`` (``?ply=N``: the board after N moves), ``/game/ID.ogn``;
- ``/tournament/ID``, and its exports ``/tournament/ID.csv`` (standings),
  ``/tournament/ID.ogn`` (every game), ``/tournament/ID.trf`` (FIDE's report).

An unknown player, game or tournament is a 404 page; a ``ply`` that is not a move number
of the game a 400.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from http import HTTPStatus
from typing import Any, Protocol

from ..cluster.parts import GameShown
from ..leaderboard import leaderboard
from ..live_game import LiveGame
from ..player_page import player_page
from ..recent import RecentGames
from ..storage import AsyncStore, Store
from ..tournament.downloads import download
from ..tournament.model import Stage, Tournament
from .board_svg import BoardScene, board_svg
from .chart import rating_chart
from .game_view import (
    REASONS,
    GameView,
    clock_face,
    clock_words,
    from_live,
    from_record,
)
from .templates import render
from .tournament_table import tournament_table

#: Tournaments listed in each group of the front page, and on a player's page.
LISTED = 30
PLAYER_TOURNAMENTS = 10
HTML, CSV, OGN = ("text/html; charset=utf-8", "text/csv; charset=utf-8",
                  "application/x-ogn; charset=utf-8")
#: The type of each export of a tournament.
FILE_TYPES = {"csv": CSV, "ogn": OGN, "trf": "text/plain; charset=utf-8"}


class Door(Protocol):
    """What the pages read of the server."""

    @property
    def store(self) -> AsyncStore: ...
    @property
    def games(self) -> dict[str, LiveGame]: ...
    def games_elsewhere(self) -> list[GameShown]: ...
    async def in_progress_elsewhere(self, game_id: str) -> LiveGame | None: ...
    @property
    def recent(self) -> RecentGames: ...
    @property
    def site(self) -> str: ...
    @property
    def leaderboard_games(self) -> int: ...


@dataclass(frozen=True, slots=True)
class Page:
    """An answer: status, content type, body, and a file name to save it as (None: show
    it)."""

    status: HTTPStatus
    content_type: str
    body: str
    download: str | None = None


def message(door: Door, status: HTTPStatus, title: str, text: str) -> Page:
    """A page that says what went wrong (404, 400)."""
    return Page(status, HTML, render("message.html", door.site, title=title, message=text))


def _day(seconds: float | None) -> str:
    return "" if seconds is None else time.strftime("%Y-%m-%d %H:%M UTC",
                                                     time.gmtime(seconds))


def _tournament_row(tournament: Tournament) -> dict[str, Any]:
    settings = tournament.settings
    return {"id": tournament.id, "name": settings.name,
            "format": settings.format.value.replace("-", " "),
            "clock": clock_words(settings.clock),
            "starts": _day(settings.starts_at), "stage": tournament.stage.value}


async def index(door: Door) -> Page:
    """The tournaments: running (and paused), upcoming and finished."""
    def read(store: Store) -> list[list[Tournament]]:
        return [store.tournaments([Stage.RUNNING, Stage.PAUSED], LISTED),
                store.tournaments([Stage.UPCOMING], LISTED),
                store.tournaments([Stage.FINISHED], LISTED)]

    running, upcoming, finished = await door.store.run(read)
    groups = [(heading, [_tournament_row(t) for t in rows]) for heading, rows in
              (("Running", running), ("Upcoming", upcoming), ("Finished", finished))]
    return Page(HTTPStatus.OK, HTML, render("index.html", door.site, title="Tournaments",
                                            groups=groups))


async def games(door: Door) -> Page:
    """The games in progress, newest first."""
    playing = [{"id": live.game_id, "south": live.seats[0].name, "north": live.seats[1].name,
                "moves": live.ply, "clock": clock_words(
                    None if live.terms.control is None else live.terms.control.format())}
               for live in sorted(door.games.values(), key=lambda g: -g.started_at)
               if not live.over]
    playing += [{"id": g.id, "south": g.seats[0].name, "north": g.seats[1].name,
                 "moves": g.ply, "clock": clock_words(
                     None if g.terms.control is None else g.terms.control.format())}
                for g in door.games_elsewhere()]
    return Page(HTTPStatus.OK, HTML, render("games.html", door.site, title="Games",
                                            playing=playing))


async def leaderboard_page(door: Door) -> Page:
    rows = await door.store.run(lambda store: leaderboard(store, door.leaderboard_games))
    return Page(HTTPStatus.OK, HTML, render("leaderboard.html", door.site,
                                            title="Leaderboard", rows=rows,
                                            min_games=door.leaderboard_games))


def tournaments_of(store: Store, name: str) -> list[Tournament]:
    """``name``'s latest tournaments."""
    return store.tournaments_of(name, PLAYER_TOURNAMENTS)


async def player(door: Door, name: str) -> Page:
    """A player's rating and its chart, record, recent games and tournaments."""
    def read(store: Store) -> tuple[Any, list[Tournament]] | None:
        page = player_page(store, name)
        return None if page is None else (page, tournaments_of(store, page.name))

    found = await door.store.run(read)
    if found is None:
        return message(door, HTTPStatus.NOT_FOUND, "No such player",
                       f"There is no player {name} on this server.")
    page, tournaments = found
    games = [{"id": g.id, "south": g.south, "north": g.north,
              "result": {"win": "won", "loss": "lost", "draw": "drawn"}.get(g.result,
                                                                             "no result"),
              "reason": REASONS.get(g.reason, g.reason), "clock": clock_words(g.clock),
              "ended": "" if g.ended_at is None else _day(g.ended_at / 1000)}
             for g in page.games]
    return Page(HTTPStatus.OK, HTML, render(
        "player.html", door.site, title=page.name, p=page, chart=rating_chart(page.history),
        games=games, tournaments=[_tournament_row(t) for t in tournaments]))


async def game_view(door: Door, game_id: str) -> GameView | None:
    """The game ``game_id``: in progress, or ended (None: there is none such, or its
    record does not read back)."""
    live = door.games.get(game_id)
    if live is not None and not live.over:
        return from_live(live)
    try:
        row = await door.store.run(lambda store: store.record(game_id))
        if row is None and live is None:  # in progress on another of the server's processes
            live = await door.in_progress_elsewhere(game_id)
            return None if live is None else from_live(live)
        return None if row is None or row.ogn is None else from_record(row)
    except ValueError:
        return None


async def game(door: Door, game_id: str, ply_text: str | None) -> Page:
    """A game's board after ``ply`` moves (default: the last), its moves and steps."""
    view = await game_view(door, game_id)
    if view is None:
        return message(door, HTTPStatus.NOT_FOUND, "No such game",
                       f"There is no game {game_id} on this server.")
    last = len(view.moves)
    ply = last if ply_text is None else _ply(ply_text, last)
    if ply is None:
        return message(door, HTTPStatus.BAD_REQUEST, "No such move",
                       f"This game has moves 0 to {last}.")
    shown = view.positions[ply]
    board = board_svg(BoardScene(shown.houses, shown.stores, (view.south, view.north),
                                 shown.to_move, shown.last))
    steps = [("|◀", 0 if ply else None, ""), ("◀", ply - 1 if ply else None, "prev"),
             ("▶", ply + 1 if ply < last else None, "next"),
             ("▶|", last if ply < last else None, "")]
    where = "Start" if ply == 0 else f"After move {ply} of {last}"
    clocks = None if view.clocks is None else [
        (name, clock_face(ms), ms, view.running == side)
        for side, (name, ms) in enumerate(zip((view.south, view.north), view.clocks,
                                              strict=True))]
    return Page(HTTPStatus.OK, HTML, render(
        "game.html", door.site, live=f"game={view.id}" if view.live else "",
        title=f"{view.south} – {view.north}", g=view, board=board, steps=steps,
        where=where, rows=_move_rows(view), ply=ply, clocks=clocks))


def _ply(text: str, last: int) -> int | None:
    """``text`` as a move number from 0 to ``last``, or None."""
    if not text.isdigit() or len(text) > 6:
        return None
    ply = int(text)
    return ply if ply <= last else None


def _move_rows(view: GameView) -> list[dict[str, Any]]:
    """The move list in rows of South's move then North's (a side that passes leaves
    its cell empty)."""
    rows: list[dict[str, Any]] = []
    for cell, mover in zip(view.moves, view.movers, strict=True):
        if mover == 0 or not rows or rows[-1]["cells"][1] is not None:
            rows.append({"number": len(rows) + 1, "cells": [None, None]})
        rows[-1]["cells"][mover] = cell
    return rows


async def game_ogn(door: Door, game_id: str) -> Page:
    """A game's OGN record to download (in progress: what is played so far)."""
    view = await game_view(door, game_id)
    if view is None:
        return message(door, HTTPStatus.NOT_FOUND, "No such game",
                       f"There is no game {game_id} on this server.")
    return Page(HTTPStatus.OK, OGN, view.ogn, download=f"wari-{view.id}.ogn")


async def tournament_file(door: Door, tournament_id: str, kind: str) -> Page:
    """A tournament's export (``tournament.downloads``): the standings as CSV, its games
    as one OGN file, its TRF report."""
    found = await door.store.run(lambda store: download(store, tournament_id, kind))
    if found is None:
        return message(door, HTTPStatus.NOT_FOUND, "No such file",
                       f"There is no {kind.upper()} file of tournament {tournament_id} on "
                       "this server.")
    text, name = found
    return Page(HTTPStatus.OK, FILE_TYPES[kind], text, download=name)


async def tournament(door: Door, tournament_id: str) -> Page:
    """A tournament's standings, crosstable and current round."""
    def read(store: Store) -> tuple[Tournament, Any, Any] | None:
        found = store.tournament(tournament_id)
        if found is None:
            return None
        return found, store.entries(tournament_id), store.boards(tournament_id)

    found = await door.store.run(read)
    if found is None:
        return message(door, HTTPStatus.NOT_FOUND, "No such tournament",
                       f"There is no tournament {tournament_id} on this server.")
    event, entries, boards = found
    table = tournament_table(event, entries, boards)
    settings = event.settings
    facts = {**_tournament_row(event), "organiser": event.organiser, "round": event.round,
             "rated": "rated" if settings.rated else "casual"}
    live = "" if event.stage is Stage.FINISHED else f"tournament={event.id}"
    return Page(HTTPStatus.OK, HTML, render(
        "tournament.html", door.site, live=live, title=settings.name, t=facts,
        standings=table.standings, tie_breaks=table.tie_breaks, cross=table.crosstable,
        pairings=table.pairings, pairings_round=table.round))


__all__ = ["Door", "Page", "game", "game_ogn", "games", "index",
           "leaderboard_page", "player", "tournament", "tournament_file"]
