"""Which page answers which address. Only GET is answered (anything else: 405, with
``Allow: GET``); an address that names no page, or an id or name that cannot be one
(ids are letters, digits, ``-`` and ``_``, at most 64), is a 404.

    page = await answer(door, "GET", "/game/abc?ply=3")
"""

from __future__ import annotations

import re
from http import HTTPStatus
from urllib.parse import parse_qs, unquote, urlsplit

from . import pages
from .pages import Door, Page

#: What an id or a player's name may be, for an address to name one.
ID = re.compile(r"[A-Za-z0-9_-]{1,64}")
#: The live updates' WebSocket (``live``): answered by ``site``, not here.
LIVE_PATH = "/live"


async def answer(door: Door, method: str, target: str) -> Page:
    """The page for ``method`` and ``target`` (a request's path and query)."""
    if method != "GET":
        return pages.message(door, HTTPStatus.METHOD_NOT_ALLOWED, "Read only",
                             "This website only shows pages: play in the Wari program.")
    parts = urlsplit(target)
    path, query = unquote(parts.path), parse_qs(parts.query)
    if path == "/":
        return await pages.index(door)
    if path == "/games":
        return await pages.games(door)
    if path == "/leaderboard":
        return await pages.leaderboard_page(door)
    if path == LIVE_PATH:
        return pages.message(door, HTTPStatus.BAD_REQUEST, "Live updates",
                             "This address is for the pages' live updates (a WebSocket).")
    kind, _, rest = path.strip("/").partition("/")
    name, dot, extension = rest.rpartition(".") if "." in rest else (rest, "", "")
    if ID.fullmatch(name) is None or (dot and extension not in ("ogn", "csv", "trf")):
        return _nothing(door)
    if kind == "player" and not dot:
        return await pages.player(door, name)
    if kind == "game":
        if extension == "ogn":
            return await pages.game_ogn(door, name)
        if not dot:
            return await pages.game(door, name, query.get("ply", [None])[0])
    if kind == "tournament":
        if dot:
            return await pages.tournament_file(door, name, extension)
        return await pages.tournament(door, name)
    if kind == "game" and extension == "trf":
        return _nothing(door)
    return _nothing(door)


def _nothing(door: Door) -> Page:
    return pages.message(door, HTTPStatus.NOT_FOUND, "Not found",
                         "There is no such page on this server.")


def live_key(target: str) -> tuple[str, str] | None:
    """What a live WebSocket's address asks to follow: ("game", ID) or ("tournament",
    ID); None for anything else."""
    parts = urlsplit(target)
    if parts.path != LIVE_PATH:
        return None
    query = parse_qs(parts.query)
    for kind in ("game", "tournament"):
        values = query.get(kind, [])
        if len(values) == 1 and ID.fullmatch(values[0]) and len(query) == 1:
            return kind, values[0]
    return None
