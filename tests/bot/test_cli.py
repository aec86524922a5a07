"""``wari-bot``'s clear errors: exit status 1 and a sentence for a bad address, a token
the server does not know, an engine that does not start, a challenge declined; 2 for a
wrong command line."""

from __future__ import annotations

from pathlib import Path

import pytest

from wari_desktop.bot.cli import main

from ..server.helpers import player, run, serving, until, url
from .helpers import ENGINE_ARGS, bot_account, finish, online, start_bot

TOKEN = "A" * 43  # well formed, known to no server


@pytest.mark.parametrize(("args", "said"), [
    (["--server", "http://127.0.0.1:7531/"], "is not a server address"),
    (["--server", "ws://127.0.0.1:7531/", "--clock", "5"], "--clock: at least 15 seconds"),
    (["--server", "ws://127.0.0.1:7531/", "--clock", "fast"], "--clock: not a time control"),
    (["--server", "ws://127.0.0.1:7531/", "--option", "Threads"], "is not NAME=VALUE"),
    (["--server", "ws://127.0.0.1:7531/", "--games", "0"], "--games: at least 1"),
    (["--server", "ws://127.0.0.1:1/"], "cannot reach ws://127.0.0.1:1/"),
])
def test_a_bad_setting_or_address_is_said_and_exits_1(args: list[str], said: str,
                                                      capsys: pytest.CaptureFixture[str]
                                                      ) -> None:
    assert main([*args, "--token", TOKEN, *ENGINE_ARGS]) == 1
    assert said in capsys.readouterr().err


def test_no_token_is_said(monkeypatch: pytest.MonkeyPatch,
                          capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.delenv("WARI_BOT_TOKEN", raising=False)
    assert main(["--server", "ws://127.0.0.1:7531/", *ENGINE_ARGS]) == 1
    assert "no token: pass --token or set WARI_BOT_TOKEN" in capsys.readouterr().err


def test_a_wrong_command_line_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["--token", TOKEN])
    assert stopped.value.code == 2
    assert "--server" in capsys.readouterr().err


def test_a_token_or_engine_the_server_or_machine_refuses_exits_1(tmp_path: Path) -> None:
    token = bot_account(tmp_path, "Engine")

    async def scenario() -> None:
        async with serving(tmp_path) as server:
            address = ("--server", url(server))
            code, log = await finish(await start_bot(*address, "--token", TOKEN, *ENGINE_ARGS))
            assert code == 1 and "the server does not know this token" in log, log
            code, log = await finish(await start_bot(*address, "--token", "not a token",
                                                     *ENGINE_ARGS))
            assert code == 1 and "the server refused the bot: token:" in log, log
            code, log = await finish(await start_bot(*address, "--token", token, "--engine",
                                                     str(tmp_path / "no-such-engine")))
            assert code == 1 and "the engine did not start: " in log, log
            assert "no-such-engine" in log
    run(scenario)


def test_a_declined_challenge_exits_1(tmp_path: Path) -> None:
    token = bot_account(tmp_path, "Engine")

    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama = await player(server, "ama")
            bot = await start_bot("--server", url(server), "--token", token, *ENGINE_ARGS,
                                  "--challenge", "ama", "--clock", "300+3")
            await online(server, "Engine")
            offer = await until(ama, lambda f: f["t"] == "challenge", timeout=20)
            assert offer["challenge"]["clock"] == "300+3"
            await ama.request("challenge-decline", challenge=offer["challenge"]["id"],
                              reason="not now")
            code, log = await finish(bot)
            assert code == 1 and "ama declined: not now" in log, log
            await ama.close()
    run(scenario)
