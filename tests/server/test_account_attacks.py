"""Attacks on accounts and what the server tells about itself: guests on an invite-only
server, secrets in a debug log, sign-in floods and tokens without end, tokens replaced
or accounts disabled while connected, ``/metrics`` from afar, reserved names, and frames
with a key twice."""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import os
import re
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from wari_desktop.client import Client, RequestRefused
from wari_desktop.protocol import ErrorCode, ProtocolError, parse_request
from wari_desktop.server import cli
from wari_desktop.server.security import token_hash
from wari_desktop.server.storage import SqliteStore

from .helpers import PASSWORD, answer, player, raw, run, serving, url

DAY = 86400.0


def _admin(*args: str, stdin: str = "") -> tuple[int, str]:
    """``wari-server ARGS`` run in this process (the admin's command on the same
    database as the running server): its exit status and standard output."""
    out = io.StringIO()
    old_in = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        with contextlib.redirect_stdout(out):
            status = cli.main(list(args))
    finally:
        sys.stdin = old_in
    return status, out.getvalue()


async def _hello(ws: Any, token: str | None = None) -> list[dict[str, Any]]:
    """Say hello (with ``token``) on a bare socket: the welcome and, with a token, its
    answer."""
    hello: dict[str, Any] = {"t": "hello", "id": 0, "protocol": 1}
    if token is not None:
        hello["token"] = token
    await ws.send(json.dumps(hello))
    frames = [json.loads(await asyncio.wait_for(ws.recv(), 10))]
    if token is not None:
        frames.append(json.loads(await asyncio.wait_for(ws.recv(), 10)))
    return frames


async def _closed_code(ws: Any) -> int | None:
    """Read until the server closes ``ws`` (at most 10 s): its close code."""
    with contextlib.suppress(ConnectionClosed):
        async with asyncio.timeout(10):
            while True:
                await ws.recv()
    return ws.close_code  # type: ignore[no-any-return]


# -- 4: invite-only means no guests ------------------------------------------------------
def test_an_invite_only_server_takes_no_guests_unless_asked(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path, invite_only=True) as server, raw(server) as ws:
            refused = await answer(ws, {"t": "guest", "id": 1})
            assert refused["t"] == "error" and refused["code"] == "no-guests"
            assert await server.store.run(lambda s: s.counts()["accounts"]) == 0
        async with serving(tmp_path, invite_only=True, allow_guests=True) as server, \
                raw(server) as ws:
            welcomed = await answer(ws, {"t": "guest", "id": 1})
            assert welcomed["t"] == "signed-in" and welcomed["kind"] == "guest"
        async with serving(tmp_path, allow_guests=False) as server, raw(server) as ws:
            assert (await answer(ws, {"t": "guest", "id": 1}))["code"] == "no-guests"
        async with serving(tmp_path) as server, raw(server, hello=False) as ws:
            welcome = (await _hello(ws))[0]
            assert welcome["guests"] is True and welcome["invite_only"] is False
            assert welcome["server"] == "wari-server"  # no version to fingerprint
            assert (await answer(ws, {"t": "guest", "id": 1}))["t"] == "signed-in"
    run(scenario)


# -- 5: no log level writes a secret -----------------------------------------------------
def test_a_debug_log_holds_no_password_token_or_invitation(tmp_path: Path) -> None:
    status, out = _admin("invite", "--data", str(tmp_path))
    invite = out.strip()
    assert status == 0 and len(invite) == 16
    server = subprocess.Popen(
        [sys.executable, "-m", "wari_desktop.server", "serve", "--data", str(tmp_path),
         "--port", "0", "--log-level", "DEBUG", "--invite-only"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert server.stdout is not None
        first = server.stdout.readline()
        found = re.search(r"127\.0\.0\.1:(\d+)/", first)
        assert found is not None, first
        port = int(found[1])
        address = f"ws://127.0.0.1:{port}/"

        async def scenario() -> list[str]:
            ama = Client(address, reconnect=False)
            await ama.start()
            await ama.request("signup", name="ama", password=PASSWORD, invite=invite)
            first_token = ama.token
            await ama.request("seek")
            await ama.close()
            again = Client(address, first_token, reconnect=False)
            await again.start()
            await again.request("signin", name="ama", password=PASSWORD)
            second_token = again.token
            await again.close()
            assert first_token and second_token
            return [first_token, second_token]

        tokens = run(scenario)
    finally:
        server.send_signal(signal.SIGTERM)
        _, log = server.communicate(timeout=30)
    assert "DEBUG" in log and "connection is OPEN" in log  # the level did take effect
    for secret in (PASSWORD, invite, "correct horse"):
        assert secret not in log
    for token in tokens:
        pieces = {token[i:i + 12] for i in range(len(token) - 11)}
        assert not [piece for piece in pieces if piece in log]


# -- 7: sign-ins, tokens ------------------------------------------------------------------
def test_sign_ins_are_limited_even_with_the_right_password(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path, sign_ins_per_address=8) as server:
            await (await player(server, "ama")).close()
            flooder = Client(url(server), reconnect=False)
            await flooder.start()
            made = 0
            with pytest.raises(RequestRefused) as refused:
                for _ in range(50):
                    await flooder.request("signin", name="ama", password=PASSWORD)
                    made += 1
            assert refused.value.code == "too-many-attempts" and made == 8
            await flooder.close()
    run(scenario)


def test_sign_ins_to_one_account_are_limited_from_every_address(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path, trust_proxy=True, sign_ins_per_name=5) as server:
            await (await player(server, "ama")).close()
            codes = []
            for number in range(8):
                headers = [("X-Forwarded-For", f"198.51.100.{number + 1}")]
                async with connect(url(server), additional_headers=headers) as ws:
                    await _hello(ws)
                    frame = await answer(ws, {"t": "signin", "id": 1, "name": "AMA",
                                              "password": PASSWORD})
                    codes.append(frame.get("code", frame["t"]))
            assert codes == ["signed-in"] * 5 + ["too-many-attempts"] * 3
    run(scenario)


def test_an_account_keeps_at_most_20_live_tokens(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path, sign_ins_per_address=100,
                           sign_ins_per_name=100) as server:
            ama = await player(server, "ama")
            tokens = [ama.token]
            for _ in range(24):
                await ama.request("signin", name="ama", password=PASSWORD)
                tokens.append(ama.token)
            await ama.close()
            count = await server.store.run(lambda s: s.counts().get("tokens"))
            assert count == 20
            for token, lives in ((tokens[0], False), (tokens[4], False), (tokens[5], True),
                                 (tokens[-1], True)):
                async with raw(server, hello=False) as ws:
                    said = (await _hello(ws, token))[1]
                    assert (said["t"] == "signed-in") is lives, said
    run(scenario)


def test_a_token_unused_for_90_days_expires(tmp_path: Path) -> None:
    now = time.time()
    status, out = _admin("account", "add", "ama", "--data", str(tmp_path),
                         stdin=PASSWORD + "\n")
    assert status == 0, out
    store = SqliteStore(tmp_path)
    store.add_token(token_hash("old-" + "x" * 40), "ama", now - 91 * DAY)
    store.add_token(token_hash("used-" + "y" * 40), "ama", now - 89 * DAY)
    store.commit()
    store.close()

    async def scenario() -> None:
        async with serving(tmp_path) as server:
            async with raw(server, hello=False) as ws:
                said = (await _hello(ws, "old-" + "x" * 40))[1]
                assert said["t"] == "error" and said["code"] == "bad-credentials"
            async with raw(server, hello=False) as ws:
                assert (await _hello(ws, "used-" + "y" * 40))[1]["t"] == "signed-in"
            used = await server.store.run(
                lambda s: s.token_last_used(token_hash("used-" + "y" * 40)))
            assert used is not None and used >= now - 60  # its use was noted
            gone = await server.store.run(
                lambda s: s.token_last_used(token_hash("old-" + "x" * 40)))
            assert gone is None  # an expired token is deleted when seen
    run(scenario)


def test_tokens_stored_before_their_last_use_was_kept_still_sign_in(tmp_path: Path) -> None:
    import sqlite3

    from wari_desktop.server.storage.migrations import MIGRATIONS

    now = time.time()
    db = sqlite3.connect(tmp_path / "wari-server.sqlite3")
    db.executescript(MIGRATIONS[0] + ";PRAGMA user_version = 1;")
    db.execute("INSERT INTO accounts (key, name, kind, created) VALUES ('ama', 'ama', "
               "'player', ?)", (now,))
    db.execute("INSERT INTO tokens (hash, account, created) VALUES (?, 'ama', ?)",
               (token_hash("kept-" + "z" * 40), now - 10 * DAY))
    db.commit()
    db.close()
    store = SqliteStore(tmp_path)  # brings the schema up to date
    try:
        assert store.token_last_used(token_hash("kept-" + "z" * 40)) == now - 10 * DAY
        found = store.account_for_token(token_hash("kept-" + "z" * 40), now)
        assert found is not None and found.name == "ama"
        store.commit()
        assert store.token_last_used(token_hash("kept-" + "z" * 40)) == now  # noted
    finally:
        store.close()


def test_sign_out_everywhere(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path, disabled_check=600) as server:
            here = await player(server, "ama")
            async with raw(server) as there:
                signed = await answer(there, {"t": "signin", "id": 1, "name": "ama",
                                              "password": PASSWORD})
                other_token = signed["token"]
                done = await here.request("signout", everywhere=True)
                assert done["t"] == "ok"
                assert await _closed_code(there) == 4004
            assert await server.store.run(lambda s: s.counts().get("tokens")) == 0
            for token in (here.token, other_token):
                async with raw(server, hello=False) as ws:
                    assert (await _hello(ws, token))[1]["code"] == "bad-credentials"
            with pytest.raises(RequestRefused) as visitor:  # this one is a visitor now
                await here.request("seek")
            assert visitor.value.code == "sign-in-first"
            await here.close()
    run(scenario)


# -- 8: the admin's changes act at once -----------------------------------------------------
def test_a_replaced_token_acts_no_more_at_once(tmp_path: Path) -> None:
    status, out = _admin("account", "add", "Robo", "--bot", "--data", str(tmp_path))
    assert status == 0
    token = out.strip().splitlines()[-1]

    async def scenario() -> None:
        async with serving(tmp_path, disabled_check=600) as server, \
                raw(server, hello=False) as bot:
            assert (await _hello(bot, token))[1]["t"] == "signed-in"
            kofi = await player(server, "kofi")
            sent = await answer(bot, {"t": "challenge", "id": 1, "to": "kofi",
                                      "side": "south"})
            started = await kofi.request("challenge-accept",
                                         challenge=sent["challenge"]["id"])
            game_id = started["game"]["id"]
            while json.loads(await asyncio.wait_for(bot.recv(), 10))["t"] != "game":
                pass
            status, _ = await asyncio.to_thread(_admin, "account", "token", "Robo",
                                                "--data", str(tmp_path))
            assert status == 0
            refused = await answer(bot, {"t": "move", "id": 2, "game": game_id, "ply": 0,
                                         "move": "F"})
            assert refused["t"] == "error" and refused["code"] == "bad-credentials"
            assert await _closed_code(bot) == 4004
            live = server.games[game_id]
            assert not [event for event in live.events if event["e"] == "move"]
            await kofi.close()
    run(scenario)


def test_an_idle_connection_of_a_replaced_token_is_closed_soon(tmp_path: Path) -> None:
    status, out = _admin("account", "add", "Robo", "--bot", "--data", str(tmp_path))
    assert status == 0
    token = out.strip().splitlines()[-1]

    async def scenario() -> None:
        async with serving(tmp_path, disabled_check=0.2) as server, \
                raw(server, hello=False) as bot:
            assert (await _hello(bot, token))[1]["t"] == "signed-in"
            assert (await asyncio.to_thread(_admin, "account", "token", "Robo", "--data",
                                            str(tmp_path)))[0] == 0
            assert await _closed_code(bot) == 4004  # by the periodic check: it sent nothing
    run(scenario)


def test_a_disabled_account_acts_no_more_at_once(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path, disabled_check=600) as server, raw(server) as ama:
            assert (await answer(ama, {"t": "signup", "id": 1, "name": "ama",
                                       "password": PASSWORD}))["t"] == "signed-in"
            status, _ = await asyncio.to_thread(_admin, "account", "disable", "ama",
                                                "--data", str(tmp_path))
            assert status == 0
            refused = await answer(ama, {"t": "seek", "id": 2})
            assert refused["t"] == "error" and refused["code"] == "disabled"
            assert await _closed_code(ama) == 4003
            assert not server.lobby.seeks
    run(scenario)


# -- 15: metrics, the Server header, reserved names, duplicate keys ---------------------------
def _http(port: int, path: str, forwarded: str | None = None) -> tuple[int, dict[str, str],
                                                                        bytes]:
    request = urllib.request.Request(f"http://127.0.0.1:{port}{path}")
    if forwarded is not None:
        request.add_header("X-Forwarded-For", forwarded)
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


def test_metrics_only_from_the_loopback_unless_asked(tmp_path: Path) -> None:
    from wari_desktop import __version__

    async def scenario() -> None:
        async with serving(tmp_path, trust_proxy=True) as server:
            status, headers, _ = await asyncio.to_thread(_http, server.port, "/metrics")
            assert status == 200 and headers["Server"] == "wari-server"
            far = await asyncio.to_thread(_http, server.port, "/metrics", "203.0.113.9")
            assert far[0] == 404 and b"moves" not in far[2]
            status, headers, body = await asyncio.to_thread(_http, server.port, "/health",
                                                            "203.0.113.9")
            assert status == 200 and __version__ not in body.decode()
            assert json.loads(body)["status"] == "ok"
            assert __version__ not in headers["Server"]
        async with serving(tmp_path, trust_proxy=True,
                           metrics_from=("203.0.113.0/24",)) as server:
            near = await asyncio.to_thread(_http, server.port, "/metrics", "203.0.113.9")
            assert near[0] == 200 and b"moves" in near[2]
            other = await asyncio.to_thread(_http, server.port, "/metrics", "198.51.100.1")
            assert other[0] == 404
    run(scenario)


@pytest.mark.parametrize("name", ["Guest-123456", "guest-7", "GUEST_42", "admin", "Admin",
                                  "ADMINISTRATOR", "server", "System", "root", "moderator",
                                  "Mod", "wari", "Wari-Server", "wari_server", "support",
                                  "staff"])
def test_names_that_impersonate_are_reserved_at_sign_up(tmp_path: Path, name: str) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server, raw(server) as ws:
            refused = await answer(ws, {"t": "signup", "id": 1, "name": name,
                                        "password": PASSWORD})
            assert refused["t"] == "error" and refused["code"] == "name-reserved", refused
    run(scenario)


def test_names_near_reserved_ones_are_free_and_the_admin_may_use_any(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server, raw(server) as ws:
            for number, name in enumerate(("Guesthouse", "Guest-abc", "Adminton", "Modest",
                                           "Rooted")):
                said = await answer(ws, {"t": "signup", "id": number, "name": name,
                                         "password": PASSWORD})
                assert said["t"] == "signed-in", said
    run(scenario)
    assert _admin("account", "add", "admin", "--data", str(tmp_path),
                  stdin=PASSWORD + "\n")[0] == 0


def test_a_frame_with_a_key_twice_is_a_bad_frame(tmp_path: Path) -> None:
    for frame in ('{"t":"ping","id":1,"t":"ping"}',
                  '{"t":"signin","id":2,"name":"kofi","password":"x","name":"ama",'
                  '"password":"correct horse battery"}',
                  '{"t":"seek","id":3,"rules":{"repetition":true,"repetition":false}}'):
        with pytest.raises(ProtocolError) as refused:
            parse_request(frame)
        assert refused.value.code is ErrorCode.BAD_FRAME

    async def scenario() -> None:
        async with serving(tmp_path) as server, raw(server) as ws:
            said = await answer(ws, '{"t":"ping","id":5,"id":6}')
            assert said["code"] == "bad-frame"
            assert (await answer(ws, '{"t":"ping","id":7}'))["t"] == "pong"
    run(scenario)


def test_the_serve_flags_reach_the_config() -> None:
    """The new flags of ``wari-server serve`` are read (not started: parsed only)."""
    args = cli._parser().parse_args(
        ["serve", "--data", os.devnull, "--invite-only", "--guests",
         "--metrics-from", "10.0.0.0/8", "--sign-ins-per-address", "7",
         "--sign-ins-per-name", "3"])
    config = cli.config_from(args)
    assert config.invite_only and config.takes_guests and config.allow_guests
    assert config.metrics_from == ("10.0.0.0/8",)
    assert config.sign_ins_per_address == 7 and config.sign_ins_per_name == 3
    plain = cli.config_from(cli._parser().parse_args(["serve", "--data", os.devnull,
                                                      "--invite-only"]))
    assert not plain.takes_guests
    assert cli.config_from(cli._parser().parse_args(["serve", "--data", os.devnull])
                           ).takes_guests
