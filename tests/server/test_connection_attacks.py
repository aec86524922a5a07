"""Attacks on the connections themselves: half-open and slow upgrades, a full file table,
floods of control frames, and what a connection closed for abuse still sends. A real
server on 127.0.0.1 and real sockets; the attacker's from 127.0.0.3 (and 127.0.0.4 and
up), the players' from 127.0.0.1; every cap scaled down through ``ServerConfig``."""

from __future__ import annotations

import asyncio
import base64
import contextlib
import json
import logging
import os
import re
import socket
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest
from websockets.frames import CONT, PING, PONG, TEXT, Frame, Opcode

from wari_desktop.client import Client
from wari_desktop.server import Server

from .helpers import game_between, player, run, serving, until, url

ATTACKER = "127.0.0.3"
BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


# -- raw sockets ----------------------------------------------------------------------------
async def half_open(server: Server, count: int, source: str = ATTACKER) -> list[socket.socket]:
    """``count`` TCP connections from ``source`` that never send a byte."""
    loop = asyncio.get_running_loop()
    sockets = []
    for _ in range(count):
        sock = socket.socket()
        sock.setblocking(False)
        sock.bind((source, 0))
        sockets.append(sock)
        await asyncio.wait_for(loop.sock_connect(sock, ("127.0.0.1", server.port)), 5)
    return sockets


def still_open(sockets: list[socket.socket]) -> int:
    """How many of ``sockets`` the server has not closed."""
    count = 0
    for sock in sockets:
        try:
            if sock.recv(1):
                count += 1
        except BlockingIOError:
            count += 1
        except OSError:  # reset by the server
            pass
    return count


async def settled_open(sockets: list[socket.socket]) -> int:
    """``still_open`` once it has stopped changing (the server closes what it refuses at
    once; at most 2 s)."""
    last = still_open(sockets)
    for _ in range(10):
        await asyncio.sleep(0.2)
        now = still_open(sockets)
        if now == last:
            return now
        last = now
    return last


@contextlib.contextmanager
def closing_all(sockets: list[socket.socket]) -> Iterator[list[socket.socket]]:
    try:
        yield sockets
    finally:
        for sock in sockets:
            sock.close()


async def upgraded(server: Server, source: str = ATTACKER) -> socket.socket:
    """A raw socket from ``source`` that has done the WebSocket upgrade and said hello
    (frames on it are written by hand)."""
    loop = asyncio.get_running_loop()
    sock = socket.socket()
    sock.setblocking(False)
    sock.bind((source, 0))
    await asyncio.wait_for(loop.sock_connect(sock, ("127.0.0.1", server.port)), 5)
    key = base64.b64encode(os.urandom(16)).decode()
    request = (f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nUpgrade: websocket\r\n"
               f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
               "Sec-WebSocket-Version: 13\r\n\r\n")
    await loop.sock_sendall(sock, request.encode())
    answer = b""
    while b"\r\n\r\n" not in answer:
        answer += await asyncio.wait_for(loop.sock_recv(sock, 4096), 5)
    assert answer.startswith(b"HTTP/1.1 101"), answer
    hello = json.dumps({"t": "hello", "protocol": 1}).encode()
    await loop.sock_sendall(sock, frame(TEXT, hello))
    return sock


def frame(opcode: Opcode, data: bytes = b"") -> bytes:
    """One masked client frame."""
    return Frame(opcode, data).serialize(mask=True)


async def send_for_a_while(sock: socket.socket, chunk: bytes, times: int) -> int:
    """Send ``chunk`` up to ``times`` times, giving up when the server stops reading it (a
    send that does not finish in 0.3 s) or has closed; the number sent whole."""
    loop = asyncio.get_running_loop()
    for sent in range(times):
        try:
            await asyncio.wait_for(loop.sock_sendall(sock, chunk), 0.3)
        except (TimeoutError, OSError):
            return sent
        await asyncio.sleep(0)
    return times


async def closed_by_server(sock: socket.socket, seconds: float) -> bool:
    """True when the server closes ``sock`` within ``seconds`` (what it sends is read and
    dropped meanwhile)."""
    loop = asyncio.get_running_loop()
    try:
        async with asyncio.timeout(seconds):
            while await loop.sock_recv(sock, 65536):
                pass
    except TimeoutError:
        return False
    except OSError:
        return True
    return True


# -- fault 3: half-open connections -----------------------------------------------------
def test_half_open_sockets_are_capped_at_the_accept_and_a_player_gets_back_in(
        tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path, per_address=4, handshakes_per_address=3,
                           handshake_seconds=15) as server:
            ama = await player(server, "ama")
            kofi = await player(server, "kofi", reconnect=False)
            game_id = await game_between(server, ama, kofi)
            kofi.drop()
            await until(ama, lambda f: f["t"] == "presence" and not f["north"]["online"])
            with closing_all(await half_open(server, 60)) as flood:
                again = Client(url(server), token=kofi.token)
                await again.start()
                synced = await again.request("sync", game=game_id, since=0)
                assert synced["t"] == "events" and synced["game"] == game_id
                assert server.games[game_id].presence[1].online
                assert await settled_open(flood) <= 3  # only the upgrades let in
                metrics = server.metrics_json()
                assert metrics["refused_at_accept"] >= 57
                assert metrics["handshakes"] <= 3
                await again.close()
            for client in (ama, kofi):
                await client.close()
    run(scenario)


def test_a_flood_from_many_addresses_leaves_room_for_players_of_games(tmp_path: Path) -> None:
    """The total caps (sockets, upgrades) bind every stranger, not the address of a player
    of a game in progress: the reserve of ``max_connections`` is theirs."""
    async def scenario() -> None:
        async with serving(tmp_path, max_connections=20, max_handshakes=50,
                           handshakes_per_address=3, handshake_seconds=15) as server:
            assert server.admission.reserve == 1
            ama = await player(server, "ama")
            kofi = await player(server, "kofi", reconnect=False)
            game_id = await game_between(server, ama, kofi)
            kofi.drop()
            await until(ama, lambda f: f["t"] == "presence" and not f["north"]["online"])
            flood: list[socket.socket] = []
            with closing_all(flood):
                for last in range(3, 11):  # 8 addresses, 3 upgrades each: 24 > 18 left
                    flood += await half_open(server, 3, f"127.0.0.{last}")
                assert await settled_open(flood) == 18  # 20 less ama's and the reserve
                with closing_all(await half_open(server, 1, "127.0.0.2")) as stranger:
                    assert await settled_open(stranger) == 0
                again = Client(url(server), token=kofi.token)
                await again.start()  # the 20th connection: the reserve
                await again.request("sync", game=game_id, since=0)
                assert server.games[game_id].presence[1].online
                await again.close()
            for client in (ama, kofi):
                await client.close()
    run(scenario)


def test_slow_and_silent_upgrades_are_closed_after_handshake_seconds(tmp_path: Path) -> None:
    async def scenario() -> None:
        loop = asyncio.get_running_loop()
        async with serving(tmp_path, handshake_seconds=1) as server:
            with closing_all(await half_open(server, 2)) as (silent, slow):
                await loop.sock_sendall(slow, b"GET / HTTP/1.1\r\n")

                async def trickle() -> None:
                    for byte in b"Host: 127.0.0.1\r\nUpgrade: websocket\r\n" * 4:
                        await loop.sock_sendall(slow, bytes([byte]))
                        await asyncio.sleep(0.05)

                trickling = asyncio.create_task(trickle())
                assert await closed_by_server(silent, 6)
                assert await closed_by_server(slow, 6)
                trickling.cancel()
                with contextlib.suppress(asyncio.CancelledError, OSError):
                    await trickling
            assert server.metrics_json()["handshakes_timed_out"] == 2
            assert server.metrics_json()["sockets"] == 0
            ama = await player(server, "ama")  # a real client is not hurried
            await ama.close()
    run(scenario)


class Kept(logging.Handler):
    """Keeps the records of the loggers it is added to."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@contextlib.contextmanager
def kept_logs(*names: str) -> Iterator[Kept]:
    """The records (INFO and up) of the loggers ``names`` while the block runs."""
    kept = Kept()
    loggers = [logging.getLogger(name) for name in names]
    levels = [logger.level for logger in loggers]
    for logger in loggers:
        logger.addHandler(kept)
        logger.setLevel(logging.INFO)
    try:
        yield kept
    finally:
        for logger, level in zip(loggers, levels, strict=True):
            logger.removeHandler(kept)
            logger.setLevel(level)


def test_refused_and_dropped_connections_leave_the_log_quiet(tmp_path: Path) -> None:
    """Each is counted in /metrics; none writes a line of its own (a flood of them would
    fill the log)."""
    async def scenario() -> None:
        loop = asyncio.get_running_loop()
        async with serving(tmp_path, per_address=2, handshakes_per_address=3,
                           handshake_seconds=1) as server:
            # the server's loggers only: a client of an earlier test in this process (a
            # window's, on its own thread) may still be saying it reconnects
            with kept_logs("websockets", "asyncio", "wari.server") as kept:
                with closing_all(await half_open(server, 40)) as flood:
                    for sock in flood:
                        assert await closed_by_server(sock, 6)
                held = [await upgraded(server), await upgraded(server)]  # the 2 allowed
                with closing_all(held), closing_all(await half_open(server, 3)) as over:
                    for sock in over:  # whole requests: each answered 429
                        await loop.sock_sendall(sock, b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
                        assert await closed_by_server(sock, 6)
            metrics = server.metrics_json()
            assert metrics["refused_at_accept"] == 37
            assert metrics["handshakes_timed_out"] == 3
            assert metrics["refused_connections"] == 3
            lines = [record.getMessage() for record in kept.records]
            assert len([line for line in lines if "connection open" not in line]) <= 1, lines
    run(scenario)


# -- fault 3: the file limit and the log --------------------------------------------------
FILE_LIMIT = """
import asyncio, logging, resource, sys
from pathlib import Path
from wari_desktop.server import Server, ServerConfig
logging.basicConfig(level="INFO", stream=sys.stdout, format="%(levelname)s %(message)s")
resource.setrlimit(resource.RLIMIT_NOFILE, (SOFT, HARD))
async def main():
    server = Server(ServerConfig(data=Path(sys.argv[1]), port=0, max_connections=WANT))
    await server.start()
    print("cap", server.admission.max_connections,
          "soft", resource.getrlimit(resource.RLIMIT_NOFILE)[0])
    await server.stop()
asyncio.run(main())
"""


def run_python(code: str, *args: str, timeout: float = 20) -> str:
    done = subprocess.run([sys.executable, "-c", textwrap.dedent(code), *args],
                          capture_output=True, text=True, timeout=timeout, check=True)
    return done.stdout


@pytest.mark.skipif(sys.platform == "win32", reason="no open-files limit on Windows")
def test_the_open_files_limit_is_raised_or_the_cap_lowered(tmp_path: Path) -> None:
    raised = run_python(FILE_LIMIT.replace("SOFT", "300").replace("HARD", "4096")
                        .replace("WANT", "1000"), str(tmp_path / "a"))
    assert "cap 1000 soft 1256" in raised and "WARNING" not in raised
    lowered = run_python(FILE_LIMIT.replace("SOFT", "300").replace("HARD", "600")
                         .replace("WANT", "5000"), str(tmp_path / "b"))
    assert "cap 344 soft 600" in lowered
    warnings = [line for line in lowered.splitlines() if line.startswith("WARNING")]
    assert len(warnings) == 1 and "LimitNOFILE" in warnings[0], lowered


ACCEPT_ERRORS = """
import asyncio, logging, os, resource, sys
from pathlib import Path
from wari_desktop.server import Server, ServerConfig
records = []
class Keep(logging.Handler):
    def emit(self, record):
        records.append(record)
logging.getLogger().addHandler(Keep())
async def main():
    server = Server(ServerConfig(data=Path(sys.argv[1]), port=0, max_connections=64))
    await server.start()
    hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    resource.setrlimit(resource.RLIMIT_NOFILE, (400, hard))
    filler = []
    try:
        while True:
            filler.append(os.open(os.devnull, os.O_RDONLY))
    except OSError:
        pass
    print("port", server.port, flush=True)
    sys.stdin.readline()  # the parent has connected
    await asyncio.sleep(3.5)
    for fd in filler:
        os.close(fd)
    said = [r for r in records if "socket.accept() out of system resource" in r.getMessage()]
    print("said", len(said), "tracebacks", sum(r.exc_info is not None for r in said),
          "counted", getattr(server.metrics, "accept_errors", -1), flush=True)
    await server.stop()
asyncio.run(main())
"""


@pytest.mark.skipif(sys.platform == "win32", reason="no open-files limit on Windows")
def test_failed_accepts_are_logged_once_a_minute_with_a_count(tmp_path: Path) -> None:
    child = subprocess.Popen([sys.executable, "-c", ACCEPT_ERRORS, str(tmp_path)],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    sockets: list[socket.socket] = []
    try:
        assert child.stdout is not None and child.stdin is not None
        port = int(child.stdout.readline().split()[1])
        for _ in range(10):
            sock = socket.socket()
            sock.settimeout(5)
            sock.connect(("127.0.0.1", port))
            sockets.append(sock)
        child.stdin.write("go\n")
        child.stdin.flush()
        said = child.stdout.readline().split()
        child.wait(20)
    finally:
        child.kill()
        for sock in sockets:
            sock.close()
    assert said[:2] == ["said", "1"] and said[3] == "0", said  # one line, no traceback
    assert int(said[5]) >= 2, said  # every failed accept counted (one a second)


# -- fault 6: control frames --------------------------------------------------------------
#: Each flood: its first frame, and the frame it repeats.
CONTROL = {"ping": (frame(PING), frame(PING)),
           "pong": (frame(PONG, b"x"), frame(PONG, b"x")),
           "empty fragments": (Frame(TEXT, b"", fin=False).serialize(mask=True),
                               Frame(CONT, b"", fin=False).serialize(mask=True))}


@pytest.mark.parametrize("kind", list(CONTROL))
def test_control_frames_spend_the_allowance_and_a_flood_is_closed(
        tmp_path: Path, kind: str) -> None:
    one, rest = CONTROL[kind]

    async def scenario() -> None:
        async with serving(tmp_path, frame_rate=5, frame_burst=10, rate_strikes=5) as server:
            with closing_all([await upgraded(server)]) as (sock,):
                await send_for_a_while(sock, one + rest * 9, 1)  # the burst: allowed
                assert server.metrics.closed_for_abuse == 0
                await send_for_a_while(sock, rest * 20, 10)
                assert await closed_by_server(sock, 5)
            metrics = server.metrics_json()
            assert metrics["closed_for_abuse"] == 1
            assert 14 <= metrics["control_frames"] < 100  # 9 allowed, 5 strikes, then deaf
            ama = await player(server, "ama")  # others are served as before
            await ama.close()
    run(scenario)


def test_a_player_answering_pings_is_not_charged_out(tmp_path: Path) -> None:
    """The server's own pings (every ``ping_interval``) are answered by pongs that count,
    but never close a well-behaved client."""
    async def scenario() -> None:
        async with serving(tmp_path, frame_rate=10, frame_burst=20, rate_strikes=2,
                           ping_interval=0.2) as server:
            ama = await player(server, "ama")
            await asyncio.sleep(2)
            await ama.request("lobby", watch=False)
            assert server.metrics.control_frames >= 3
            assert server.metrics.closed_for_abuse == 0
            assert server.metrics.connections_total == 1
            await ama.close()
    run(scenario)


# -- fault 14: a connection closed for abuse is not read ----------------------------------
def test_a_connection_closed_for_abuse_is_not_read_any_more(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path, frame_rate=5, frame_burst=10, rate_strikes=3) as server:
            with closing_all([await upgraded(server)]) as (sock,):
                bad = frame(TEXT, b"x") * 50 + frame(PING) * 50
                sent = await send_for_a_while(sock, bad, 100)
                assert await closed_by_server(sock, 5)
            assert server.metrics.closed_for_abuse == 1
            # what came after the close (up to 10,000 frames) was neither parsed nor handed
            # out: at most the read that held the frame that closed it, and the queue
            assert server.metrics.frames_in + server.metrics.control_frames < 1000, sent
    run(scenario)


def test_the_rest_of_a_read_after_the_abuse_is_not_parsed(tmp_path: Path) -> None:
    """40,000 empty pings in one go: the server answers those it parses (the library
    answers each ping by itself), which must stop soon after the one that closes it."""
    async def scenario() -> None:
        loop = asyncio.get_running_loop()
        async with serving(tmp_path, frame_rate=5, frame_burst=10, rate_strikes=3) as server:
            with closing_all([await upgraded(server)]) as (sock,):
                welcome = b""
                while b"welcome" not in welcome:
                    welcome += await asyncio.wait_for(loop.sock_recv(sock, 4096), 5)
                await send_for_a_while(sock, frame(PING) * 40_000, 1)
                answered = b""
                with contextlib.suppress(TimeoutError, OSError):
                    async with asyncio.timeout(5):
                        while more := await loop.sock_recv(sock, 65536):
                            answered += more
            pongs = answered.count(b"\x8a\x00")
            assert 10 <= pongs < 2000, pongs
            assert server.metrics.closed_for_abuse == 1
            assert server.metrics.abuse_bytes_ignored > 0
    run(scenario)


# -- the benchmark's attack classes ------------------------------------------------------
def test_each_benchmark_attack_says_what_the_server_did(tmp_path: Path) -> None:
    sys.path.insert(0, str(BENCHMARKS))
    try:
        from attacks_conn import ATTACKS
    finally:
        sys.path.remove(str(BENCHMARKS))
    expected = {"half-open handshakes": r"[1-9]\d* refused at accept",
                "slow handshakes": r"[1-9]\d* timed out",
                "control-frame flood": r"[1-9]\d* closed for abuse"}
    assert set(ATTACKS) == set(expected)

    async def scenario() -> None:
        async with serving(tmp_path, frame_rate=20.0, frame_burst=40.0,
                           handshake_seconds=1) as server:
            for name, attack in ATTACKS.items():
                line = await attack(url(server), 2.0)
                assert re.search(expected[name], line) and "\n" not in line, line
                assert "a new player got in" in line, line
    run(scenario)
