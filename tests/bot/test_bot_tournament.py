"""``wari-bot --tournament ID``: a bot enters a club's round robin, plays each game the
server starts for it (against a person and against another bot), and stops once the
tournament is over; a tournament that takes no bots refuses it, and the bot says why."""

from __future__ import annotations

import asyncio
from pathlib import Path

from ..server.helpers import player, run, serving, url
from ..server.tournaments.players import playing
from ..server.tournaments.test_round_robin import READ_PAUSE, grant, later, until_finished
from .helpers import ENGINE_ARGS, bot_account, finish, start_bot


def test_bots_play_a_round_robin_through_and_stop_at_its_end(tmp_path: Path) -> None:
    tokens = [bot_account(tmp_path, name) for name in ("BotOne", "BotTwo")]

    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama = await player(server, "ama")
            grant(tmp_path, "ama")
            made = await ama.request("tournament-create", name="Bots welcome",
                                     format="round-robin", clock="60+1",
                                     starts_at=later(3600))
            tid = made["tournament"]["id"]
            await ama.request("tournament-enter", tournament=tid)
            bots = [await start_bot("--server", url(server), "--token", token, *ENGINE_ARGS,
                                    "--depth", "1", "--tournament", tid) for token in tokens]
            async with asyncio.timeout(60):
                while (await ama.request("tournament", tournament=tid))["tournament"][
                        "players"] < 3:
                    await asyncio.sleep(READ_PAUSE)
            async with playing({"ama": ama}, lambda _south, _north: "ama"):
                await ama.request("tournament-start", tournament=tid)
                final = await until_finished(ama, tid, timeout=90)
            results = [(code, log) for code, log in [await finish(b) for b in bots]]
            assert [code for code, _ in results] == [0, 0], results
            assert all("is over" in log for _, log in results)
            rows = {s["name"]: s["score"] for s in final["standings"]}
            assert rows["ama"] == 0.0 and rows["BotOne"] + rows["BotTwo"] == 3.0
            between = next(b for b in final["boards"] if b["north"] and
                           {b["south"], b["north"]} == {"BotOne", "BotTwo"})
            record = await ama.request("record", game=between["game"])
            assert record["game"]["reason"] not in ("forfeit", "time")
            await ama.close()
    asyncio.run(asyncio.wait_for(scenario(), 150))  # two bots, their engines, ten games


def test_a_bot_refused_entry_says_why(tmp_path: Path) -> None:
    token = bot_account(tmp_path, "BotOne")

    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama = await player(server, "ama")
            grant(tmp_path, "ama")
            made = await ama.request("tournament-create", name="People only",
                                     format="round-robin", clock="60+1",
                                     starts_at=later(3600), bots=False)
            bot = await start_bot("--server", url(server), "--token", token, *ENGINE_ARGS,
                                  "--tournament", made["tournament"]["id"])
            code, log = await finish(bot)
            assert code == 1 and "this tournament takes no bots" in log, log
            await ama.close()
    run(scenario)
