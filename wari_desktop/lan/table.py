"""The two ends of a hosted game, over the ordinary protocol (``docs/protocol.md``):

- the host's own client, connected to ``LanHost.local_url``, comes in as a guest with the
  code and opens one seek with the host's terms (``open_table``): casual, its rules and
  clock, the side the host chose;
- the joiner's client comes in as a guest with the code, reads the lobby, which on a
  hosted game only its guests see, and accepts that seek (``take_seat``): the game starts
  and both get its ``game`` frame.

Both run on a ``wari_desktop.client.Client`` (a ``ThreadedClient``'s ``client`` on its
loop); refusals come as ``RequestRefused`` (``join-code`` for a wrong code).
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import unicodedata
from typing import Any

from ..client import Client, ConnectionLost, RequestRefused
from ..protocol import GameTerms
from ..protocol.limits import NAME_PATTERN

#: Seconds a joiner waits for the host's game to be open.
SEAT_SECONDS = 10.0


class NoOpenGame(Exception):
    """The host has no game open (not yet, or it started with someone else)."""


class HostMisbehaved(Exception):
    """What the host answered is not what the protocol says (another program, or a
    hostile one on the network): nothing is taken from it."""


def table_name(player: str) -> str | None:
    """The name a player is known by at a hosted table, from the name they gave the
    program ("Kofi Mensah" → "Kofi_Mensah", "Amélie" → "Amelie"): letters, digits, _ and
    -, starting with a letter, 3 to 20 long; None when nothing of it fits (the host
    then names the guest)."""
    folded = unicodedata.normalize("NFKD", player).encode("ascii", "ignore").decode()
    name = re.sub(r"[^A-Za-z0-9_-]", "", re.sub(r"\s+", "_", folded.strip()))
    name = name.lstrip("0123456789_-")[:20]
    return name if NAME_PATTERN.fullmatch(name) else None


def _guest(code: str, name: str | None) -> dict[str, str]:
    fields = {"code": code}
    if name and (shown := table_name(name)):
        fields["name"] = shown
    return fields


async def open_table(client: Client, code: str, terms: GameTerms,
                     name: str | None = None) -> dict[str, Any]:
    """Come in as the host with ``code`` (as ``name`` if given) and open the game on
    ``terms``: the seek as the server wrote it back. ValueError for rated terms (a
    hosted game is casual)."""
    if terms.rated:
        raise ValueError("a game hosted on the local network is casual")
    if client.account is None:
        await client.request("guest", **_guest(code, name))
    opened = await client.request("seek", **terms.to_json())
    return dict(opened["seek"])


async def take_seat(client: Client, code: str, timeout: float = SEAT_SECONDS,
                    name: str | None = None) -> dict[str, Any]:
    """Come in with ``code`` (as ``name`` if given) and accept the host's open game: its
    ``game`` frame. ``RequestRefused`` (code ``join-code``) for a wrong code; NoOpenGame
    when no game is open within ``timeout`` seconds; HostMisbehaved when the answer is
    not a game."""
    if client.account is None:
        await client.request("guest", **_guest(code, name))
    me = client.account.get("name") if client.account else None
    lobby = await client.request("lobby", watch=True)
    try:
        async with asyncio.timeout(timeout):
            while True:
                seek = next((i for i in _seeks(lobby) if i[1] != me), None)
                if seek is not None:
                    return _game(await client.request("seek-accept", seek=seek[0]))
                lobby = await _next_lobby(client)
    except TimeoutError:
        raise NoOpenGame("the host has no game open: it may have started one with "
                         "someone else") from None
    finally:
        with contextlib.suppress(ConnectionLost, RequestRefused, TimeoutError):
            await client.request("lobby", watch=False)


def _seeks(lobby: dict[str, Any]) -> list[tuple[str, str]]:
    """The open seeks of a ``lobby`` frame as (id, author); entries that are not seeks
    are left out."""
    seeks = lobby.get("seeks")
    found = []
    for seek in seeks if isinstance(seeks, list) else ():
        by = seek.get("by") if isinstance(seek, dict) else None
        if isinstance(by, dict) and isinstance(seek.get("id"), str) \
                and isinstance(by.get("name"), str):
            found.append((seek["id"], by["name"]))
    return found


def _game(answer: dict[str, Any]) -> dict[str, Any]:
    """The ``game`` frame answering an accepted seek; HostMisbehaved for anything else."""
    game = answer.get("game")
    if answer.get("t") != "game" or not isinstance(game, dict) \
            or not isinstance(game.get("id"), str):
        raise HostMisbehaved("the host answered with something that is not a game")
    return answer


async def _next_lobby(client: Client) -> dict[str, Any]:
    """The next ``lobby`` frame (a new guest has no game yet: nothing else is lost)."""
    while True:
        frame = await client.next_frame()
        if frame.get("t") == "lobby":
            return frame
