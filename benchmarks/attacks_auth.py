"""Attacks on accounts, for the hostile benchmark: each ``async def attack(url, seconds)``
attacks the server at ``url`` (``ws://127.0.0.1:PORT/``, default limits, a fresh data
folder) for at most ``seconds``, bounded in count, closes every socket it opened, and
returns one line: what it sent and what the server did.

- ``sign-in-flood``: one account signed up, then sign-ins with the right password from
  one address, four connections at once: how many made a token, how many were refused.
- ``guests-under-invite-only``: ``guest`` requests to an invite-only server (the target
  when it is one, else a server of its own in this process, invite-only, in a temporary
  folder, on 127.0.0.1).
- ``reserved-names``: sign-ups as guests' and staff's names.
- ``duplicate-keys``: frames holding one key twice (two names in a sign-in, two types...).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import tempfile
import time
from collections import Counter
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

PASSWORD = "correct horse battery"
#: At most this many requests of one kind, whatever the time allowed.
MOST = 3000


@contextlib.asynccontextmanager
async def _greeted(url: str) -> AsyncIterator[tuple[ClientConnection, dict[str, Any]]]:
    """A bare connection that has said hello: it and the welcome."""
    async with connect(url, max_size=2**22, open_timeout=10) as ws:
        await ws.send(json.dumps({"t": "hello", "id": 0, "protocol": 1}))
        welcome = json.loads(await asyncio.wait_for(ws.recv(), 10))
        yield ws, welcome


async def _ask(ws: ClientConnection, frame: dict[str, Any] | str) -> dict[str, Any]:
    """Send ``frame`` and read frames until one answers it (the next error or answer)."""
    await ws.send(frame if isinstance(frame, str) else json.dumps(frame))
    async with asyncio.timeout(10):
        while True:
            answer = dict(json.loads(await ws.recv()))
            if answer.get("t") not in ("lobby", "presence", "event"):
                return answer


def _outcome(answer: dict[str, Any]) -> str:
    return str(answer.get("code") or answer.get("t"))


async def sign_in_flood(url: str, seconds: float) -> str:
    """Sign-ins with the right password from one address, as fast as answered."""
    name = f"flood{int(time.time() * 1000) % 10**9}"
    async with _greeted(url) as (ws, _):
        made = _outcome(await _ask(ws, {"t": "signup", "id": 1, "name": name,
                                        "password": PASSWORD}))
    if made != "signed-in":
        return f"sign-in flood: could not sign up ({made})"
    outcomes: Counter[str] = Counter()
    deadline = time.monotonic() + seconds
    started = time.monotonic()

    async def flood(worker: int) -> None:
        async with _greeted(url) as (ws, _):
            for number in range(MOST // 4):
                if time.monotonic() >= deadline:
                    return
                try:
                    answer = await _ask(ws, {"t": "signin", "id": number, "name": name,
                                             "password": PASSWORD})
                except (ConnectionClosed, TimeoutError):
                    outcomes[f"connections closed ({ws.close_code})"] += 1
                    return
                outcomes[_outcome(answer)] += 1
                if answer.get("code") == "rate-limited":
                    await asyncio.sleep(0.05)

    await asyncio.gather(*(flood(worker) for worker in range(4)))
    spent = time.monotonic() - started
    sent = sum(outcomes.values())
    others = ", ".join(f"{count} {what}" for what, count in outcomes.items()
                       if what not in ("signed-in", "too-many-attempts"))
    return (f"sign-in flood: {sent} sign-ins with the right password from one address in "
            f"{spent:.1f} s: {outcomes['signed-in']} tokens made, "
            f"{outcomes['too-many-attempts']} refused (too-many-attempts, before the "
            f"password was checked)" + (f", {others}" if others else ""))


@contextlib.asynccontextmanager
async def _invite_only(url: str) -> AsyncIterator[tuple[str, str]]:
    """An invite-only server: the target when it is one, else one of our own."""
    async with _greeted(url) as (_, welcome):
        pass
    if welcome.get("invite_only"):
        yield url, "the server"
        return
    from wari_desktop.server import Server, ServerConfig

    with tempfile.TemporaryDirectory() as folder:
        server = Server(ServerConfig(data=Path(folder), port=0, invite_only=True))
        await server.start()
        try:
            yield f"ws://127.0.0.1:{server.port}/", "an invite-only server of its own"
        finally:
            await server.stop()


async def guests_under_invite_only(url: str, seconds: float) -> str:
    """``guest`` requests, paced under the frame rate, to an invite-only server."""
    outcomes: Counter[str] = Counter()
    deadline = time.monotonic() + seconds
    async with _invite_only(url) as (target, which), _greeted(target) as (ws, welcome):
        for number in range(min(MOST, 200)):
            if time.monotonic() >= deadline:
                break
            try:
                outcomes[_outcome(await _ask(ws, {"t": "guest", "id": number}))] += 1
            except (ConnectionClosed, TimeoutError):
                outcomes["connection closed"] += 1
                break
            await asyncio.sleep(0.06)
    said = ", ".join(f"{count} {what}" for what, count in outcomes.most_common())
    return (f"guests under invite-only ({which}, welcome says guests: "
            f"{welcome.get('guests')}): {sum(outcomes.values())} guest requests: "
            f"{outcomes['signed-in']} signed in; {said}")


RESERVED = ("Guest-123456", "guest-000001", "GUEST_42", "admin", "Admin", "ADMINISTRATOR",
            "server", "System", "root", "moderator", "Mod", "wari", "Wari-Server",
            "wari_server", "support", "staff")


async def reserved_names(url: str, seconds: float) -> str:
    """Sign-ups as names that pass for a guest or the server's staff."""
    taken: list[str] = []
    outcomes: Counter[str] = Counter()
    deadline = time.monotonic() + seconds
    async with _greeted(url) as (ws, _):
        for number, name in enumerate(RESERVED):
            if time.monotonic() >= deadline:
                break
            answer = await _ask(ws, {"t": "signup", "id": number, "name": name,
                                     "password": PASSWORD})
            outcomes[_outcome(answer)] += 1
            if answer.get("t") == "signed-in":
                taken.append(name)
                await _ask(ws, {"t": "signout", "id": 1000 + number})
            await asyncio.sleep(0.06)
    said = ", ".join(f"{count} {what}" for what, count in outcomes.most_common())
    return (f"reserved names: {sum(outcomes.values())} sign-ups as guests' and staff's "
            f"names: {len(taken)} accepted{' (' + ', '.join(taken) + ')' if taken else ''}; "
            f"{said}")


DUPLICATES = (
    '{"t":"ping","id":1,"t":"signout"}',
    '{"t":"signin","id":2,"name":"nobody","password":"wrong password","name":"admin",'
    '"password":"correct horse battery"}',
    '{"t":"hello","id":3,"protocol":1,"protocol":2}',
    '{"t":"seek","id":4,"rated":false,"rules":{"repetition":true,"repetition":false}}',
    '{"t":"ping","id":5,"id":6}',
)


async def duplicate_keys(url: str, seconds: float) -> str:
    """Frames with a key twice, paced under the frame rate; a connection closed for the
    refusals is replaced (at most 20 connections)."""
    outcomes: Counter[str] = Counter()
    closes: Counter[str] = Counter()
    deadline = time.monotonic() + seconds
    sent = 0
    for _ in range(20):
        if time.monotonic() >= deadline or sent >= MOST:
            break
        async with _greeted(url) as (ws, _):
            while time.monotonic() < deadline and sent < MOST:
                frame = DUPLICATES[sent % len(DUPLICATES)]
                sent += 1
                try:
                    outcomes[_outcome(await _ask(ws, frame))] += 1
                except ConnectionClosed:
                    closes[str(ws.close_code)] += 1
                    break
                await asyncio.sleep(0.03)
    said = ", ".join(f"{count} {what}" for what, count in outcomes.most_common())
    closed = ", ".join(f"{count} with {code}" for code, count in closes.items())
    return (f"duplicate keys: {sent} frames holding a key twice: {said}"
            + (f"; connections closed: {closed}" if closed else ""))


ATTACKS: dict[str, Callable[[str, float], Awaitable[str]]] = {
    "sign-in-flood": sign_in_flood,
    "guests-under-invite-only": guests_under_invite_only,
    "reserved-names": reserved_names,
    "duplicate-keys": duplicate_keys,
}


if __name__ == "__main__":  # a quick look: python benchmarks/attacks_auth.py URL [SECONDS]
    import sys

    async def _all(url: str, seconds: float) -> None:
        for name, attack in ATTACKS.items():
            print(f"{name}: {await attack(url, seconds)}", flush=True)

    asyncio.run(_all(sys.argv[1], float(sys.argv[2]) if len(sys.argv) > 2 else 5.0))
