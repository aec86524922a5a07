"""What goes wrong in a club's tournament, and what the server does: a player who never
moves loses by forfeit (both, when neither is there), a player who withdraws is paired no
more (their games left are forfeits), an organiser corrects a result with a reason, and a
server killed with SIGKILL in the middle of a round carries the tournament on."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from wari_desktop.client import Client, RequestRefused

from ..helpers import PASSWORD, player, run, serving
from .players import ended_games, playing
from .test_round_robin import NAMES, READ_PAUSE, grant, later, loser_by_name, until_finished


async def _round_robin(clients: dict[str, Client], double: bool = False) -> str:
    made = await clients["ama"].request(
        "tournament-create", name="Forfeits", starts_at=later(3600), clock="300+3",
        format="double-round-robin" if double else "round-robin")
    tid = str(made["tournament"]["id"])
    for client in clients.values():
        await client.request("tournament-enter", tournament=tid)
    return tid


async def _until(client: Client, tid: str, wanted, timeout: float = 30) -> dict:
    async with asyncio.timeout(timeout):
        while True:
            frame = await client.request("tournament", tournament=tid)
            if wanted(frame):
                return frame
            await asyncio.sleep(READ_PAUSE)


def test_a_player_who_never_moves_loses_each_game_by_forfeit_unrated(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path, forfeit_seconds=1) as server:
            clients = {name: await player(server, name) for name in NAMES}
            grant(tmp_path, "ama")
            tid = await _round_robin(clients)
            async with playing(clients, loser_by_name, absent={"yaw"}):
                await clients["ama"].request("tournament-start", tournament=tid)
                final = await until_finished(clients["kofi"], tid)
            yaw = [b for b in final["boards"] if "yaw" in (b["south"], b["north"])]
            assert len(yaw) == 3
            for board in yaw:
                assert board["result"] == ("-+" if board["south"] == "yaw" else "+-")
                record = await clients["ama"].request("record", game=board["game"])
                assert record["game"]["reason"] == "forfeit"
            rows = {s["name"]: s["score"] for s in final["standings"]}
            assert rows == {"ama": 3.0, "esi": 2.0, "kofi": 1.0, "yaw": 0.0}
            kofi = await clients["ama"].request("player", player="kofi")
            assert kofi["rating"]["games"] == 2  # the forfeit win is not rated
            for client in clients.values():
                await client.close()
    run(scenario)


def test_neither_player_there_is_a_double_forfeit(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path, forfeit_seconds=1) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            grant(tmp_path, "ama")
            tid = await _round_robin({"ama": ama, "kofi": kofi})
            await ama.request("tournament-start", tournament=tid)
            watcher = Client(ama.url)
            await watcher.start()
            await kofi.close()
            await ama.close()  # both gone before the first move
            final = await until_finished(watcher, tid)
            assert [b["result"] for b in final["boards"]] == ["--"]
            assert [s["score"] for s in final["standings"]] == [0.0, 0.0]
            await watcher.close()
    run(scenario)


def test_a_withdrawn_player_is_not_paired_again_and_the_organiser_corrects_a_result(
        tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path, forfeit_seconds=2) as server:
            clients = {name: await player(server, name) for name in NAMES}
            grant(tmp_path, "ama")
            tid = await _round_robin(clients)
            async with playing(clients, loser_by_name, absent={"yaw"}):
                await clients["ama"].request("tournament-start", tournament=tid)
                await clients["yaw"].request("tournament-withdraw", tournament=tid)
                final = await until_finished(clients["kofi"], tid)
            yaw = [b for b in final["boards"] if "yaw" in (b["south"], b["north"])]
            assert [b["round"] for b in yaw] == [1, 2, 3]
            assert yaw[0]["game"] is not None  # paired before he withdrew: played out
            assert all(b["game"] is None for b in yaw[1:])  # then never paired again
            assert all(b["result"] in ("+-", "-+") for b in yaw)
            assert [s["withdrawn"] for s in final["standings"] if s["name"] == "yaw"] == [True]
            assert any(line["action"] == "withdrawn" for line in final["log"])
            # The organiser corrects a result, with its reason; others may not.
            board = next(b for b in final["boards"] if {b["south"], b["north"]} ==
                         {"ama", "esi"})
            flipped = "0-1" if board["south"] == "ama" else "1-0"
            with pytest.raises(RequestRefused) as refused:
                await clients["esi"].request("tournament-result", tournament=tid,
                                             round=board["round"], board=board["board"],
                                             result=flipped, reason="I won really")
            assert refused.value.code == "not-organiser"
            await clients["ama"].request("tournament-result", tournament=tid,
                                         round=board["round"], board=board["board"],
                                         result=flipped, reason="a misclick at the board")
            fixed = await clients["kofi"].request("tournament", tournament=tid)
            rows = {s["name"]: s["score"] for s in fixed["standings"]}
            assert rows == {"ama": 2.0, "esi": 3.0, "kofi": 1.0, "yaw": 0.0}
            line = fixed["log"][-1]
            assert (line["who"], line["action"], line["reason"]) == (
                "ama", "result corrected", "a misclick at the board")
            record = await clients["ama"].request("record", game=board["game"])
            assert record["game"]["winner"] == ("south" if board["south"] == "ama" else
                                                "north")  # the game's record stays
            for client in clients.values():
                await client.close()
    run(scenario)


# -- kill -9 -------------------------------------------------------------------------------
def _admin(data: Path, *args: str, password: str | None = None) -> None:
    subprocess.run([sys.executable, "-m", "wari_desktop.server", *args, "--data", str(data)],
                   input=password, text=True, check=True, capture_output=True, timeout=60)


async def _start_server(data: Path, port: int = 0, forfeit: float | None = None
                        ) -> tuple[asyncio.subprocess.Process, int]:
    extra = [] if forfeit is None else ["--forfeit-seconds", str(forfeit)]
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "wari_desktop.server", "serve", "--host", "127.0.0.1",
        "--port", str(port), "--data", str(data), "--frame-rate", "500",
        "--log-level", "WARNING", *extra, stdout=asyncio.subprocess.PIPE)
    assert process.stdout is not None
    line = (await asyncio.wait_for(process.stdout.readline(), 30)).decode()
    assert " on ws://127.0.0.1:" in line, line
    return process, int(line.split("ws://127.0.0.1:", 1)[1].split("/")[0])


def test_a_server_killed_mid_round_carries_the_tournament_on(tmp_path: Path) -> None:
    """A double round robin; in round 1 one game has ended and the other waits for yaw;
    the server is killed (SIGKILL) and started again on its data: the ended game's result,
    the pairings and yaw's game in progress are all there, the players come back by
    themselves, and the tournament is played to its end with the table computed by hand
    and every pairing stored once."""
    _admin(tmp_path, "account", "add", "ama", password=PASSWORD + "\n")
    _admin(tmp_path, "account", "role", "ama", "organiser")

    async def scenario() -> None:
        process, port = await _start_server(tmp_path)
        url = f"ws://127.0.0.1:{port}/"
        clients: dict[str, Client] = {}
        try:
            for name in NAMES:
                clients[name] = Client(url)
                await clients[name].start()
                await clients[name].request("signin" if name == "ama" else "signup",
                                            name=name, password=PASSWORD)
            tid = await _round_robin(clients, double=True)
            absent = {"yaw"}
            async with playing(clients, loser_by_name, absent=absent) as tables:
                await clients["ama"].request("tournament-start", tournament=tid)
                before = await _until(clients["kofi"], tid, lambda f: sum(
                    b["result"] is not None for b in f["boards"]) == 1)
                os.kill(process.pid, signal.SIGKILL)
                await process.wait()
                absent.clear()  # yaw plays from now on
                process, _ = await _start_server(tmp_path, port)
                final = await until_finished(clients["kofi"], tid, timeout=60)
            assert final["boards"][:2] == [
                {**b, "result": b["result"] or final["boards"][i]["result"]}
                for i, b in enumerate(before["boards"])]
            rows = [(s["name"], s["score"]) for s in final["standings"]]
            assert rows == [("ama", 6.0), ("esi", 4.0), ("kofi", 2.0), ("yaw", 0.0)]
            keys = [(b["round"], b["board"]) for b in final["boards"]]
            assert len(keys) == len(set(keys)) == 12
            assert len({b["game"] for b in final["boards"]}) == 12
            assert len(ended_games(tables)) == 12
        finally:
            for client in clients.values():
                await client.close()
            if process.returncode is None:
                process.terminate()
                await process.wait()
    run(scenario)


def test_the_organisers_changes_while_rounds_are_paired_never_undo_a_round(
        tmp_path: Path) -> None:
    """The registration closed and opened and the event paused and resumed again and again
    while its rounds are paired as fast as games end: each change applies to the
    tournament as it is then, so no round is ever paired twice (seen once from the
    window: a change read before a round was paired wrote the old round back)."""
    async def scenario() -> None:
        async with serving(tmp_path, forfeit_seconds=30) as server:
            clients = {name: await player(server, name) for name in NAMES}
            grant(tmp_path, "ama")
            tid = await _round_robin(clients, double=True)
            async with playing(clients, loser_by_name):
                await clients["ama"].request("tournament-start", tournament=tid)
                for turn in range(30):
                    try:
                        await clients["ama"].request("tournament-registration",
                                                     tournament=tid, open=turn % 2 == 1)
                        await clients["ama"].request("tournament-pause", tournament=tid,
                                                     paused=turn % 2 == 0)
                    except RequestRefused as refused:  # over: pausing is too late then
                        assert refused.code == "too-late"
                        break
                with contextlib.suppress(RequestRefused):  # over already: nothing to resume
                    await clients["ama"].request("tournament-pause", tournament=tid,
                                                 paused=False)
                final = await until_finished(clients["kofi"], tid)
            keys = [(b["round"], b["board"]) for b in final["boards"]]
            assert len(keys) == len(set(keys)) == 12
            assert final["tournament"]["round"] == 6
            for client in clients.values():
                await client.close()
    run(scenario)


def test_rounds_decided_as_soon_as_paired_are_followed_at_once(tmp_path: Path) -> None:
    """A round robin of three whose player with the round 1 bye withdraws: every later
    round is a bye and a forfeit, decided when paired, with no game to end it; the
    tournament goes through them to its end by itself."""
    async def scenario() -> None:
        async with serving(tmp_path, forfeit_seconds=30) as server:
            names = ("ama", "kofi", "yaw")
            clients = {name: await player(server, name) for name in names}
            grant(tmp_path, "ama")
            tid = await _round_robin(clients)
            absent = set(names)  # nobody moves until the withdrawal is in
            async with playing(clients, loser_by_name, absent=absent):
                first = (await clients["ama"].request("tournament-start", tournament=tid))
                frame = await clients["ama"].request("tournament", tournament=tid)
                idle = next(b["south"] for b in frame["boards"] if b["north"] is None)
                await clients[idle].request("tournament-withdraw", tournament=tid)
                absent.clear()
                final = await until_finished(clients["kofi"], tid)
            assert first["t"] == "ok"
            assert final["tournament"]["round"] == 3
            later_boards = [b for b in final["boards"] if b["round"] > 1]
            assert all(b["result"] in ("bye", "+-", "-+") for b in later_boards)
            for client in clients.values():
                await client.close()
    run(scenario)
