"""Attacks on the connections themselves, for ``bench_hostile.py``: each holds or floods
sockets from an address of its own, checks meanwhile that a new player (from 127.0.0.1)
still gets in, closes every socket it opened, and says in one line what it sent and what
the server did (from what its sockets saw and from the server's ``/metrics``).

    ATTACKS[name](url, seconds) -> str      url: ws://127.0.0.1:PORT/

- half-open handshakes: up to 1,200 TCP connections that never send a byte.
- slow handshakes: up to 200 connections that trickle their upgrade request a byte at a
  time (one every 0.2 s).
- control-frame flood: 20 upgraded connections sending empty pings as fast as the server
  reads them.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import json
import os
import socket
import time
from collections.abc import Awaitable, Callable
from typing import Any
from urllib.parse import urlsplit

from websockets.frames import PING, TEXT, Frame

from wari_desktop.client import Client

HALF_OPEN = 1200
SLOW = 200
FLOODERS = 20
#: Each attack's own source address (the new player's is 127.0.0.1).
SOURCES = {"half-open handshakes": "127.0.0.3", "slow handshakes": "127.0.0.4",
           "control-frame flood": "127.0.0.5"}
PING_CHUNK = Frame(PING, b"").serialize(mask=True) * 1000


def _port(url: str) -> int:
    port = urlsplit(url).port
    assert port is not None
    return port


def _room_for(wanted: int) -> int:
    """Raise this process's open-files limit towards ``wanted`` more sockets; how many
    fit."""
    try:
        import resource
    except ImportError:
        return min(wanted, 400)
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    need = wanted + 200
    if soft != resource.RLIM_INFINITY and soft < need:
        target = need if hard == resource.RLIM_INFINITY else min(need, hard)
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
        soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    return min(wanted, max(0, soft - 200))


async def _connect(port: int, source: str) -> socket.socket | None:
    """A TCP connection from ``source`` (None when it cannot be made in 2 s)."""
    sock = socket.socket()
    sock.setblocking(False)
    try:
        sock.bind((source, 0))
        await asyncio.wait_for(asyncio.get_running_loop().sock_connect(
            sock, ("127.0.0.1", port)), 2)
    except (OSError, TimeoutError):
        sock.close()
        return None
    return sock


def _closed(sock: socket.socket) -> bool:
    """True when the server has closed ``sock`` (reset or end of stream)."""
    try:
        return not sock.recv(65536)
    except BlockingIOError:
        return False
    except OSError:
        return True


async def _metrics(port: int) -> dict[str, Any]:
    """The server's ``/metrics`` (empty when it does not answer in 5 s)."""
    try:
        async with asyncio.timeout(5):
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            writer.write(b"GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            answer = await reader.read()
            writer.close()
    except (OSError, TimeoutError):
        return {}
    with contextlib.suppress(ValueError, IndexError):
        return dict(json.loads(answer.split(b"\r\n\r\n", 1)[1]))
    return {}


def _more(before: dict[str, Any], after: dict[str, Any], key: str) -> int:
    return int(after.get(key, 0)) - int(before.get(key, 0))


async def _new_player(url: str) -> str:
    """Whether a new player (a guest, from 127.0.0.1) gets in now, and how fast."""
    started = time.monotonic()
    client = Client(url, reconnect=False)
    try:
        async with asyncio.timeout(10):
            await client.start()
            await client.request("guest")
    except Exception as error:  # the attack's point is whether this fails
        return f"a new player did NOT get in ({type(error).__name__}: {error})"
    finally:
        with contextlib.suppress(Exception):
            await client.close()
    return f"a new player got in ({(time.monotonic() - started) * 1000:.0f} ms)"


async def half_open(url: str, seconds: float) -> str:
    """Hold up to ``HALF_OPEN`` TCP connections that never send a byte."""
    port, source = _port(url), SOURCES["half-open handshakes"]
    before = await _metrics(port)
    deadline = time.monotonic() + seconds
    sockets: list[socket.socket] = []
    try:
        for _ in range(_room_for(HALF_OPEN)):
            if time.monotonic() > deadline - seconds / 2:
                break
            sock = await _connect(port, source)
            if sock is not None:
                sockets.append(sock)
        await asyncio.sleep(0.2)
        refused_early = sum(_closed(sock) for sock in sockets)
        player = await _new_player(url)
        await asyncio.sleep(max(0.0, deadline - time.monotonic()))
        open_at_end = sum(not _closed(sock) for sock in sockets)
    finally:
        for sock in sockets:
            sock.close()
    after = await _metrics(port)
    return (f"{len(sockets)} half-open TCP connections from one address: {refused_early} "
            f"closed at once ({_more(before, after, 'refused_at_accept')} refused at accept "
            f"by /metrics), {_more(before, after, 'handshakes_timed_out')} timed out, "
            f"{open_at_end} still open after {seconds:.0f} s; {player}")


async def slow(url: str, seconds: float) -> str:
    """Up to ``SLOW`` connections trickling their upgrade request, a byte each 0.2 s."""
    port, source = _port(url), SOURCES["slow handshakes"]
    before = await _metrics(port)
    deadline = time.monotonic() + seconds
    sockets: list[socket.socket] = []
    request = (b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
               b"Connection: Upgrade\r\n" + b"X-Slow: " + b"a" * 4000)
    sent = 0
    player = ""
    try:
        for _ in range(_room_for(SLOW)):
            sock = await _connect(port, source)
            if sock is not None:
                sockets.append(sock)
        for index in range(len(request)):
            if time.monotonic() > deadline:
                break
            for sock in sockets:
                with contextlib.suppress(OSError):
                    if sock.send(request[index:index + 1]):
                        sent += 1
            if not player and time.monotonic() > deadline - seconds / 2:
                player = await _new_player(url)
            await asyncio.sleep(0.2)
        open_at_end = sum(not _closed(sock) for sock in sockets)
    finally:
        for sock in sockets:
            sock.close()
    after = await _metrics(port)
    return (f"{len(sockets)} slow handshakes from one address ({sent} bytes, one each 0.2 s): "
            f"{_more(before, after, 'refused_at_accept')} refused at accept, "
            f"{_more(before, after, 'handshakes_timed_out')} timed out, {open_at_end} still "
            f"open after {seconds:.0f} s; {player or await _new_player(url)}")


async def _upgraded(port: int, source: str) -> socket.socket | None:
    """A raw connection from ``source`` upgraded to WebSocket, having said hello."""
    loop = asyncio.get_running_loop()
    sock = await _connect(port, source)
    if sock is None:
        return None
    key = base64.b64encode(os.urandom(16)).decode()
    try:
        async with asyncio.timeout(5):
            await loop.sock_sendall(sock, (
                f"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: "
                f"Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
            ).encode())
            answer = b""
            while b"\r\n\r\n" not in answer:
                answer += await loop.sock_recv(sock, 4096) or b"\r\n\r\n"
            if not answer.startswith(b"HTTP/1.1 101"):
                raise OSError("upgrade refused")
            hello = json.dumps({"t": "hello", "protocol": 1}).encode()
            await loop.sock_sendall(sock, Frame(TEXT, hello).serialize(mask=True))
    except (OSError, TimeoutError):
        sock.close()
        return None
    return sock


async def control_flood(url: str, seconds: float) -> str:
    """``FLOODERS`` upgraded connections sending empty pings as fast as they are read."""
    port, source = _port(url), SOURCES["control-frame flood"]
    loop = asyncio.get_running_loop()
    before = await _metrics(port)
    deadline = time.monotonic() + seconds
    sockets = [sock for sock in [await _upgraded(port, source) for _ in range(FLOODERS)]
               if sock is not None]
    sent = [0] * len(sockets)
    closed = [False] * len(sockets)

    async def flood(index: int, sock: socket.socket) -> None:
        while time.monotonic() < deadline:
            try:
                await asyncio.wait_for(loop.sock_sendall(sock, PING_CHUNK), 0.5)
                sent[index] += 1000
            except TimeoutError:  # not read any more: is it closed?
                if _closed(sock):
                    break
            except OSError:
                break
            if _closed(sock):
                break
        closed[index] = _closed(sock)

    try:
        flooding = [asyncio.create_task(flood(i, sock)) for i, sock in enumerate(sockets)]
        await asyncio.sleep(min(0.5, seconds / 2))
        player = await _new_player(url)
        await asyncio.gather(*flooding)
    finally:
        for sock in sockets:
            sock.close()
    after = await _metrics(port)
    took = seconds - max(0.0, deadline - time.monotonic())
    return (f"{len(sockets)} connections wrote {sum(sent)} pings in {took:.1f} s: "
            f"{sum(closed)} closed by the server "
            f"({_more(before, after, 'closed_for_abuse')} closed for abuse by /metrics, "
            f"{_more(before, after, 'control_frames')} control frames counted, "
            f"{_more(before, after, 'abuse_bytes_ignored')} bytes dropped unread after "
            f"the close); {player}")


ATTACKS: dict[str, Callable[[str, float], Awaitable[str]]] = {
    "half-open handshakes": half_open,
    "slow handshakes": slow,
    "control-frame flood": control_flood,
}
