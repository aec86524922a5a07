"""``wari-server`` behind a real HAProxy (Debian's ``haproxy``, ``tests/haproxy.py``) with
the configuration ``docs/server.md`` gives (``server/proxy_config.py``): players play
through it, ``/health`` answers through it, the server counts the players' addresses (not
the proxy's), ``wss://`` ends at the proxy, connections are spread over two processes, a
process killed with ``kill -9`` leaves the rotation while new connections go on reaching
the other, and a hung one (SIGSTOP) is taken out and its players' connections closed.

The processes here are independent servers (each its own SQLite data folder): what is
tested is the proxy in front of them, not processes sharing a database.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import shutil
import signal
import ssl
import subprocess
import sys
import time
import urllib.request
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import InvalidStatus

from tests.haproxy import HAProxy, free_port, haproxy_or_reason, required
from wari_desktop.client import Client
from wari_desktop.server.proxy_config import haproxy_config

from .helpers import game_between, run, serving, until

#: Seconds the proxy has to see a process come up, or go down after it died.
STATE_SECONDS = 30.0
#: Seconds a test gives new connections through the proxy to reach a live process.
REACH_SECONDS = 20.0


@pytest.fixture
def proxy_for() -> Iterator[Callable[..., HAProxy]]:
    """Start a real HAProxy in front of the given ports on 127.0.0.1 (with a
    ``certificate``: ``wss://``; skip, or fail with ``WARI_REQUIRE_HAPROXY=1``, when there
    is none); every one is stopped at the end."""
    started: list[HAProxy] = []

    def start(ports: Sequence[int], certificate: Path | None = None) -> HAProxy:
        proxy, why = haproxy_or_reason(ports, certificate=certificate)
        if proxy is None:
            if required():
                pytest.fail(f"WARI_REQUIRE_HAPROXY=1 but {why}", pytrace=False)
            pytest.skip(why)
        started.append(proxy)
        return proxy

    yield start
    for proxy in started:
        proxy.stop()


async def in_state(proxy: HAProxy, wanted: dict[int, str]) -> None:
    """Wait until the proxy's checks have put each port in its ``wanted`` state (UP,
    DOWN); AssertionError after ``STATE_SECONDS``."""
    deadline = time.monotonic() + STATE_SECONDS
    states: dict[int, str] = {}
    while time.monotonic() < deadline:
        states = await asyncio.to_thread(proxy.states)
        if all(states.get(port) == state for port, state in wanted.items()):
            return
        await asyncio.sleep(0.1)
    raise AssertionError(f"the proxy still sees {states}, not {wanted}")


async def proxied(proxy_for: Callable[..., HAProxy], ports: Sequence[int],
                  certificate: Path | None = None) -> HAProxy:
    """A proxy in front of ``ports`` (started in a thread: the servers of this event loop
    answer its checks meanwhile), once it sees every one of them up."""
    proxy = await asyncio.to_thread(proxy_for, ports, certificate)
    await in_state(proxy, dict.fromkeys(ports, "UP"))
    return proxy


def http_get(port: int, path: str) -> dict[str, Any]:
    """``GET path`` on 127.0.0.1:``port`` (no proxy of the environment); its JSON."""
    direct = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    with direct.open(f"http://127.0.0.1:{port}{path}", timeout=10) as reply:
        assert reply.status == 200
        return dict(json.loads(reply.read()))


@contextlib.asynccontextmanager
async def guest(url: str, source: str = "127.0.0.1",
                headers: Sequence[tuple[str, str]] = ()) -> AsyncIterator[ClientConnection]:
    """A bare WebSocket from ``source`` (an address of 127.0.0.0/8), signed in as a guest."""
    async with connect(url, local_addr=(source, 0), proxy=None, open_timeout=10,
                       additional_headers=list(headers)) as ws:
        await ws.send(json.dumps({"t": "hello", "id": 1, "protocol": 1}))
        assert json.loads(await asyncio.wait_for(ws.recv(), 10))["t"] == "welcome"
        await ws.send(json.dumps({"t": "guest", "id": 2}))
        assert json.loads(await asyncio.wait_for(ws.recv(), 10))["t"] == "signed-in"
        yield ws


def test_two_guests_play_through_the_proxy_and_health_answers(
        tmp_path: Path, proxy_for: Callable[..., HAProxy]) -> None:
    async def scenario() -> None:
        async with serving(tmp_path, trust_proxy=True) as server:
            proxy = await proxied(proxy_for, [server.port])
            health = await asyncio.to_thread(http_get, proxy.port, "/health")
            assert health["status"] == "ok" and health["games_in_progress"] == 0
            ama, kofi = Client(proxy.url()), Client(proxy.url())
            for client in (ama, kofi):
                await client.start()
                assert (await client.request("guest"))["t"] == "signed-in"
            game_id = await game_between(server, ama, kofi, clock="300+3")
            for ply, move in enumerate(["F", "f", "E", "e"]):
                mover, other = (ama, kofi) if ply % 2 == 0 else (kofi, ama)
                acknowledged = await mover.request("move", game=game_id, ply=ply, move=move)
                assert acknowledged["event"]["ply"] == ply
                heard = await until(other, lambda f, p=ply: f["t"] == "event"
                                    and f["game"] == game_id and f["event"].get("ply") == p)
                assert heard["event"]["move"] == move
            assert server.games[game_id].game.moves == ["F", "f", "E", "e"]
            health = await asyncio.to_thread(http_get, proxy.port, "/health")
            assert health["games_in_progress"] == 1
            for client in (ama, kofi):
                await client.close()
    run(scenario)


def test_the_server_counts_the_players_addresses_not_the_proxys(
        tmp_path: Path, proxy_for: Callable[..., HAProxy]) -> None:
    """With one connection an address, two players behind the one proxy both get in; a
    second connection of one of them is refused (429) through the proxy; an address a
    client writes in its own ``X-Forwarded-For`` is not believed."""
    async def scenario() -> None:
        async with serving(tmp_path, trust_proxy=True, per_address=1) as server:
            proxy = await proxied(proxy_for, [server.port])
            async with guest(proxy.url(), "127.0.0.2"), guest(proxy.url(), "127.0.0.3"):
                assert server.per_address.get("127.0.0.2") == 1
                assert server.per_address.get("127.0.0.3") == 1
                with pytest.raises(InvalidStatus) as refused:
                    async with guest(proxy.url(), "127.0.0.2"):
                        pass
                assert refused.value.response.status_code == 429
                lying = [("X-Forwarded-For", "203.0.113.9")]
                async with guest(proxy.url(), "127.0.0.4", lying):
                    assert server.per_address.get("127.0.0.4") == 1
                    assert "203.0.113.9" not in server.per_address
                metrics = await asyncio.to_thread(http_get, proxy.port, "/metrics")
                assert metrics["signed_in"] == 2
    run(scenario)


def test_connections_are_spread_over_two_processes(
        tmp_path: Path, proxy_for: Callable[..., HAProxy]) -> None:
    async def scenario() -> None:
        async with serving(tmp_path / "a", trust_proxy=True) as first, \
                serving(tmp_path / "b", trust_proxy=True) as second:
            proxy = await proxied(proxy_for, [first.port, second.port])
            async with contextlib.AsyncExitStack() as stack:
                sockets = [await stack.enter_async_context(guest(proxy.url()))
                           for _ in range(6)]
                assert (first.metrics.connections, second.metrics.connections) == (3, 3)
                went = await asyncio.to_thread(proxy.servers_of)
                ports = [went[ws.local_address[1]] for ws in sockets]
                assert sorted(ports) == sorted([first.port] * 3 + [second.port] * 3)
    run(scenario)


async def serve_process(data: Path) -> tuple[asyncio.subprocess.Process, int]:
    """``wari-server serve`` in a subprocess behind a proxy (``--trust-proxy``), on a free
    port of 127.0.0.1; the process and its port."""
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "wari_desktop.server", "serve", "--host", "127.0.0.1",
        "--port", "0", "--data", str(data), "--trust-proxy", "--frame-rate", "500",
        "--log-level", "WARNING", stdout=asyncio.subprocess.PIPE)
    assert process.stdout is not None
    line = (await asyncio.wait_for(process.stdout.readline(), 30)).decode()
    assert " on ws://127.0.0.1:" in line, line
    return process, int(line.split("ws://127.0.0.1:", 1)[1].split("/")[0])


async def reached(url: str) -> tuple[bool, float]:
    """Whether a new guest got in through ``url`` (the proxy), and the seconds it took."""
    began = time.monotonic()
    try:
        async with guest(url):
            return True, time.monotonic() - began
    except (OSError, InvalidStatus, TimeoutError, AssertionError):
        return False, time.monotonic() - began


def test_a_killed_process_leaves_the_rotation_and_the_other_takes_everyone(
        tmp_path: Path, proxy_for: Callable[..., HAProxy]) -> None:
    """Two ``serve`` processes behind the proxy, two players on each; ``kill -9`` of one:
    its players' connections close, every new connection through the proxy reaches the
    other (the proxy retries a refused connection on it), and the proxy's checks take the
    dead one out of the rotation."""
    async def scenario() -> None:
        processes = [await serve_process(tmp_path / name) for name in ("a", "b")]
        (_, alive_port), (doomed, doomed_port) = processes
        try:
            proxy = await proxied(proxy_for, [alive_port, doomed_port])
            async with contextlib.AsyncExitStack() as stack:
                sockets = [await stack.enter_async_context(guest(proxy.url()))
                           for _ in range(4)]
                went = await asyncio.to_thread(proxy.servers_of)
                on_doomed = [ws for ws in sockets if went[ws.local_address[1]] == doomed_port]
                assert len(on_doomed) == 2
                os.kill(doomed.pid, signal.SIGKILL)
                await doomed.wait()
                for ws in on_doomed:
                    await asyncio.wait_for(ws.wait_closed(), REACH_SECONDS)
                attempts = [await reached(proxy.url()) for _ in range(3)]
                assert all(ok for ok, _ in attempts), attempts
                await in_state(proxy, {doomed_port: "DOWN", alive_port: "UP"})
                attempts = [await reached(proxy.url()) for _ in range(3)]
                assert all(ok for ok, _ in attempts), attempts
                health = await asyncio.to_thread(http_get, proxy.port, "/health")
                assert health["status"] == "ok"
        finally:
            for process, _ in processes:
                if process.returncode is None:
                    process.kill()
                    await process.wait()
    run(scenario)


def test_the_proxy_config_command_prints_a_configuration_haproxy_accepts(
        tmp_path: Path, proxy_for: Callable[..., HAProxy]) -> None:
    """``wari-server proxy-config`` prints ``haproxy_config``'s text (what docs/server.md
    shows), which HAProxy's own check (``haproxy -c``) accepts; a backend that is not
    HOST:PORT is refused."""
    program = proxy_for([free_port()]).program
    command = [sys.executable, "-m", "wari_desktop.server", "proxy-config", "--listen",
               "0.0.0.0:8080", "--backend", "127.0.0.1:7531", "--backend", "[::1]:7532"]
    printed = subprocess.run(command, capture_output=True, text=True, timeout=60)
    assert printed.returncode == 0, printed.stderr
    assert printed.stdout == haproxy_config("0.0.0.0", 8080, [("127.0.0.1", 7531),
                                                              ("::1", 7532)],
                                            log_target="/dev/log", user="haproxy")
    (tmp_path / "haproxy.cfg").write_text(printed.stdout)
    checked = subprocess.run([program, "-c", "-f", str(tmp_path / "haproxy.cfg")],
                             capture_output=True, text=True, timeout=60)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    refused = subprocess.run([*command[:-2], "--backend", "7532"], capture_output=True,
                             text=True, timeout=60)
    assert refused.returncode == 2 and "is not HOST:PORT" in refused.stderr


@pytest.mark.skipif(shutil.which("openssl") is None,
                    reason="openssl (Debian: openssl) makes the test certificate")
def test_the_proxy_takes_wss_and_passes_ws_on(
        tmp_path: Path, proxy_for: Callable[..., HAProxy]) -> None:
    """With a certificate the proxy ends TLS (``wss://`` to the proxy, plain ``ws://``
    on to the server on 127.0.0.1), as ``docs/server.md`` shows."""
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2",
                    "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
                    "-keyout", str(key), "-out", str(cert)], check=True, capture_output=True,
                   timeout=60)
    both = tmp_path / "haproxy.pem"  # HAProxy's crt: the chain and its key in one file
    both.write_text(cert.read_text() + key.read_text())

    async def scenario() -> None:
        async with serving(tmp_path / "data", trust_proxy=True) as server:
            proxy = await proxied(proxy_for, [server.port], both)
            assert proxy.url().startswith("wss://")
            trusting = ssl.create_default_context(cafile=str(cert))
            client = Client(proxy.url(), ssl_context=trusting)
            await client.start()
            assert (await client.request("guest"))["t"] == "signed-in"
            await client.close()
    run(scenario)


def test_the_documented_configuration_is_the_one_tested() -> None:
    """docs/server.md shows ``haproxy_config``'s text for the command it gives, line for
    line (so what a club copies is what these tests run)."""
    docs = (Path(__file__).resolve().parents[2] / "docs" / "server.md").read_text()
    section = docs.split("## Several processes behind a proxy", 1)[1].split("\n## ", 1)[0]
    shown = section.split("```haproxy\n", 1)[1].split("```", 1)[0]
    assert "--listen 0.0.0.0:443 --certificate /etc/haproxy/wari.pem" in section
    assert shown == haproxy_config(
        "0.0.0.0", 443, [("127.0.0.1", 7531), ("127.0.0.1", 7532), ("127.0.0.1", 7533)],
        certificate="/etc/haproxy/wari.pem", log_target="/dev/log", user="haproxy")


def test_two_forwarded_for_headers_count_the_last_one(tmp_path: Path) -> None:
    """A proxy that adds its own ``X-Forwarded-For`` line after the client's (HAProxy's
    ``option forwardfor`` without ``del-header``, as many configurations have it) sends
    two: the client's address is the last line's last entry, as for one header."""
    async def scenario() -> None:
        async with serving(tmp_path, trust_proxy=True) as server:
            headers = [("X-Forwarded-For", "203.0.113.9"), ("X-Forwarded-For", "127.0.0.7")]
            async with connect(f"ws://127.0.0.1:{server.port}/", proxy=None,
                               additional_headers=headers):
                assert server.per_address.get("127.0.0.7") == 1
    run(scenario)


def test_a_hung_process_is_taken_out_and_its_players_sent_elsewhere(
        tmp_path: Path, proxy_for: Callable[..., HAProxy]) -> None:
    """A process that stops answering (SIGSTOP: it still accepts, as the kernel does for
    it, but answers nothing) fails its checks; once out of the rotation the proxy closes
    its players' connections (``on-marked-down shutdown-sessions``), so that their
    programs reconnect, and new connections reach the other process."""
    async def scenario() -> None:
        processes = [await serve_process(tmp_path / name) for name in ("a", "b")]
        (_, alive_port), (hung, hung_port) = processes
        try:
            proxy = await proxied(proxy_for, [alive_port, hung_port])
            async with contextlib.AsyncExitStack() as stack:
                sockets = [await stack.enter_async_context(guest(proxy.url()))
                           for _ in range(4)]
                went = await asyncio.to_thread(proxy.servers_of)
                on_hung = [ws for ws in sockets if went[ws.local_address[1]] == hung_port]
                assert len(on_hung) == 2
                os.kill(hung.pid, signal.SIGSTOP)
                await in_state(proxy, {hung_port: "DOWN", alive_port: "UP"})
                for ws in on_hung:
                    await asyncio.wait_for(ws.wait_closed(), REACH_SECONDS)
                attempts = [await reached(proxy.url()) for _ in range(3)]
                assert all(ok for ok, _ in attempts), attempts
                went = await asyncio.to_thread(proxy.servers_of)
                assert set(went.values()) == {alive_port}
        finally:
            for process, _ in processes:
                if process.returncode is None:
                    process.kill()
                    await process.wait()
    run(scenario)
