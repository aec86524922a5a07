"""Accounts: sign-up, sign-in and tokens, the sign-in limit, invitations, disabling, and
the admin's commands."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path

import pytest

from wari_desktop.client import Client, RequestRefused
from wari_desktop.protocol.limits import TOKEN_PATTERN
from wari_desktop.server.security import NAME_FAILURES, new_token
from wari_desktop.server.storage import SqliteStore

from .helpers import PASSWORD, player, run, serving, url


def _cli(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "wari_desktop.server", *args], input=stdin,
                          capture_output=True, text=True, timeout=60, check=False)


def test_sign_up_then_a_token_signs_in_again(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama = await player(server, "ama")
            token = ama.token
            assert token and ama.account is not None and ama.account["name"] == "ama"
            await ama.close()
            again = Client(url(server), token)
            await again.start()
            signed = await again.request("ping")  # the hello's sign-in came first
            assert signed["t"] == "pong" and again.account is not None
            assert again.account["name"] == "ama" and "token" not in again.account
            with pytest.raises(RequestRefused) as taken:
                await again.request("signup", name="AMA", password=PASSWORD)
            assert taken.value.code == "name-taken"
            await again.request("signout")
            await again.close()
            stale = Client(url(server), token)
            with pytest.raises(RequestRefused) as gone:  # signed out: the token is no more
                await stale.start()
            assert gone.value.code == "bad-credentials"
            stored = await server.store.run(lambda s: s.account("ama"))
            assert stored is not None and stored.password_hash is not None
            assert stored.password_hash.startswith("$argon2id$")
            assert PASSWORD not in stored.password_hash
    run(scenario)


def test_failed_sign_ins_are_limited(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            (await player(server, "ama")).reconnect = False
            guesser = Client(url(server))
            await guesser.start()
            codes = []
            for _ in range(NAME_FAILURES + 1):
                with pytest.raises(RequestRefused) as refused:
                    await guesser.request("signin", name="ama", password="wrong password")
                codes.append(refused.value.code)
            assert codes == ["bad-credentials"] * NAME_FAILURES + ["too-many-attempts"]
            with pytest.raises(RequestRefused) as even_right:
                await guesser.request("signin", name="ama", password=PASSWORD)
            assert even_right.value.code == "too-many-attempts"
            await guesser.close()
    run(scenario)


def test_invite_only_and_disabled_accounts(tmp_path: Path) -> None:
    code = _cli("invite", "--data", str(tmp_path)).stdout.strip()
    assert len(code) == 16

    async def scenario() -> None:
        async with serving(tmp_path, invite_only=True, disabled_check=0.2) as server:
            client = Client(url(server))
            await client.start()
            with pytest.raises(RequestRefused) as refused:
                await client.request("signup", name="ama", password=PASSWORD)
            assert refused.value.code == "invite-only"
            await client.request("signup", name="ama", password=PASSWORD, invite=code)
            other = Client(url(server), reconnect=False)
            await other.start()
            with pytest.raises(RequestRefused) as used:
                await other.request("signup", name="kofi", password=PASSWORD, invite=code)
            assert used.value.code == "invite-only"
            client.reconnect = False
            result = _cli("account", "disable", "ama", "--data", str(tmp_path))
            assert result.returncode == 0, result.stderr
            await asyncio.wait_for(client._runner, 10)  # type: ignore[arg-type]
            assert not client.connected.is_set()  # closed by the server (4003)
            with pytest.raises(RequestRefused) as disabled:
                await other.request("signin", name="ama", password=PASSWORD)
            assert disabled.value.code == "disabled"
            await other.close()
    run(scenario)


def test_the_admin_commands(tmp_path: Path) -> None:
    added = _cli("account", "add", "Robo", "--bot", "--data", str(tmp_path))
    assert added.returncode == 0, added.stderr
    token = added.stdout.strip().splitlines()[-1]
    assert len(token) >= 40
    person = _cli("account", "add", "ama", "--data", str(tmp_path), stdin=PASSWORD + "\n")
    assert person.returncode == 0 and token not in person.stdout
    assert _cli("account", "add", "AMA", "--data", str(tmp_path),
                stdin=PASSWORD + "\n").returncode == 1  # taken, in any case
    assert _cli("account", "add", "x", "--data", str(tmp_path)).returncode == 2
    assert _cli("account", "disable", "nobody", "--data", str(tmp_path)).returncode == 1
    store = SqliteStore(tmp_path)
    robot = store.account("robo")
    assert robot is not None and robot.kind.value == "bot" and robot.password_hash is None
    store.close()
    assert _cli("export", "--data", str(tmp_path), "nosuchgame").returncode == 1

    async def scenario() -> None:
        async with serving(tmp_path) as server:
            bot = Client(url(server), token)
            await bot.start()
            await bot.request("ping")
            assert bot.account is not None and bot.account["kind"] == "bot"
            with pytest.raises(RequestRefused) as refused:
                await bot.request("seek")
            assert refused.value.code == "bot-rules"
            await bot.close()
    run(scenario)


def test_a_bot_gets_a_new_token_and_the_old_one_stops(tmp_path: Path) -> None:
    first = _cli("account", "add", "Robo", "--bot", "--data", str(tmp_path))
    old = first.stdout.strip().splitlines()[-1]
    again = _cli("account", "token", "Robo", "--data", str(tmp_path))
    assert again.returncode == 0, again.stderr
    new = again.stdout.strip().splitlines()[-1]
    assert new != old and len(new) >= 40
    assert _cli("account", "token", "nobody", "--data", str(tmp_path)).returncode == 1

    async def scenario() -> None:
        async with serving(tmp_path) as server:
            with pytest.raises(RequestRefused):
                await Client(url(server), old, reconnect=False).start()
            bot = Client(url(server), new)
            await bot.start()
            assert bot.account is not None and bot.account["name"] == "Robo"
            await bot.close()
    run(scenario)


def test_another_protocol_version_is_refused_for_good(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    from wari_desktop.client import client as client_module
    monkeypatch.setattr(client_module, "PROTOCOL_VERSION", 99)

    async def scenario() -> None:
        async with serving(tmp_path) as server:
            with pytest.raises(RequestRefused) as refused:
                await Client(url(server)).start()
            assert refused.value.code == "protocol-version"
    run(scenario)


def test_behind_a_proxy_the_forwarded_address_counts(tmp_path: Path) -> None:
    from websockets.asyncio.client import connect

    async def scenario() -> None:
        async with serving(tmp_path, trust_proxy=True, per_address=1) as server:
            headers = [("X-Forwarded-For", "203.0.113.9, 198.51.100.7")]
            async with connect(url(server), additional_headers=headers):
                assert dict(server.per_address) == {"198.51.100.7": 1}
                other = [("X-Forwarded-For", "198.51.100.8")]
                async with connect(url(server), additional_headers=other):
                    assert len(server.per_address) == 2  # another client: not capped
                with pytest.raises(Exception) as capped:
                    async with connect(url(server), additional_headers=headers):
                        pass
                assert "429" in str(capped.value)
    run(scenario)


def test_a_new_token_never_starts_with_a_dash() -> None:
    """A bot's token goes on a command line (``wari-bot --token TOKEN``), where a leading
    dash reads as an option: one token in 64 did (a CI run failed on one)."""
    tokens = [new_token() for _ in range(3000)]
    assert not [t for t in tokens if t.startswith("-")]
    assert all(TOKEN_PATTERN.fullmatch(t) for t in tokens) and len(set(tokens)) == 3000
