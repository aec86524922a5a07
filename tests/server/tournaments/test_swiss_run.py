"""A 9-player Swiss of 4 rounds run by a real server process from end to end, with two
engine bots (``wari-bot --tournament``) and people on real clients: a bye in the first
round, a player absent at the start who loses by forfeit, a late entry after round 1, a
withdrawal after round 2, and the server killed with SIGKILL in the middle of round 3
and started again on its data. Then: every round's pairing is the one bbpPairings makes
from the stored history before it (so what was stored is what the engine decided, and
nothing was paired twice), the whole tournament written as a TRF passes the engine's own
checker, nobody met anyone twice or got two byes, and the scores are the boards' sums."""

from __future__ import annotations

import asyncio
import os
import signal
from collections import Counter
from fractions import Fraction
from pathlib import Path

from wari_desktop.client import Client
from wari_desktop.server.tournament.model import POINTS, Board, Entry
from wari_desktop.server.tournament.swiss import pair_swiss, tournament_trf

from ...bot.helpers import ENGINE_ARGS, bot_account, finish, start_bot
from ..helpers import PASSWORD
from ..swiss_tournaments import check as engine_check
from .players import playing
from .test_round_robin import later
from .test_tournament_faults import _admin, _start_server, _until

PEOPLE = ("abena", "ama", "esi", "kofi", "kwame", "yaw", "zara")
BOTS = ("BotOne", "BotTwo")
LATE = "nana"


def loser(south: str, north: str) -> str:
    """A person loses to a bot; between people the later name loses."""
    if south in BOTS or north in BOTS:
        return north if south in BOTS else south
    return max(south, north)


def rows_of(frame: dict) -> tuple[list[Entry], list[Board]]:
    """The served tournament as the store's rows (names, numbers, points)."""
    entries = [Entry(s["name"], 0.0, s["number"], float(s["rating"]), s["bot"], s["withdrawn"])
               for s in frame["standings"]]
    boards = []
    for b in frame["boards"]:
        result = b["result"]
        if result == "bye":
            boards.append(Board(b["round"], b["board"], b["south"], None, b["game"], "1"))
            continue
        forfeit = result in ("+-", "-+", "--")
        south, north = (("1" if result[0] == "+" else "0", "1" if result[1] == "+" else "0")
                        if forfeit else tuple(result.split("-")))
        boards.append(Board(b["round"], b["board"], b["south"], b["north"], b["game"],
                            south, north, forfeit))
    return entries, boards


def test_a_nine_player_swiss_with_bots_forfeit_late_entry_withdrawal_and_kill(
        tmp_path: Path) -> None:
    _admin(tmp_path, "account", "add", "ama", password=PASSWORD + "\n")
    _admin(tmp_path, "account", "role", "ama", "organiser")
    tokens = [bot_account(tmp_path, name) for name in BOTS]

    async def scenario() -> None:
        process, port = await _start_server(tmp_path, forfeit=8)
        url = f"ws://127.0.0.1:{port}/"
        clients: dict[str, Client] = {}
        bots: list[asyncio.subprocess.Process] = []
        try:
            for name in (*PEOPLE, LATE):
                clients[name] = Client(url)
                await clients[name].start()
                await clients[name].request("signin" if name == "ama" else "signup",
                                            name=name, password=PASSWORD)
            ama = clients["ama"]
            made = await ama.request("tournament-create", name="Club Swiss", format="swiss",
                                     rounds=4, clock="120+2", starts_at=later(3600))
            tid = made["tournament"]["id"]
            for name in PEOPLE:
                await clients[name].request("tournament-enter", tournament=tid)
            bots = [await start_bot("--server", url, "--token", token, *ENGINE_ARGS,
                                    "--depth", "1", "--tournament", tid) for token in tokens]
            await _until(ama, tid, lambda f: f["tournament"]["players"] == 9, timeout=60)
            # yaw is not there for round 1 (a forfeit); the people hold their round 2
            # games until nana has entered late and zara has withdrawn; kwame holds his
            # round 3 game, so that the kill falls in the middle of round 3.
            held: set[str | tuple[str, int]] = {("yaw", 1), ("kwame", 3),
                                                *((name, 2) for name in PEOPLE)}
            async with playing(clients, loser, absent=held):
                await ama.request("tournament-start", tournament=tid)
                first = await _until(ama, tid, lambda f: f["tournament"]["round"] >= 2, 60)
                await clients[LATE].request("tournament-enter", tournament=tid)
                await clients["zara"].request("tournament-withdraw", tournament=tid)
                held -= {(name, 2) for name in PEOPLE}
                third = await _until(ama, tid, lambda f: any(
                    b["round"] == 3 and b["result"] not in (None, "bye")
                    for b in f["boards"]), 60)
                os.kill(process.pid, signal.SIGKILL)
                await process.wait()
                held.clear()
                process, _ = await _start_server(tmp_path, port, forfeit=8)
                final = await _until(ama, tid, lambda f: f["tournament"]["stage"] ==
                                     "finished", 120)
            for bot in bots:
                code, log = await finish(bot, 60)
                assert code == 0, log
            check(first, third, final)
        finally:
            for client in clients.values():
                await client.close()
            for bot in bots:
                if bot.returncode is None:
                    bot.kill()
            if process.returncode is None:
                process.terminate()
                await process.wait()
    asyncio.run(asyncio.wait_for(scenario(), 400))


def check(first: dict, third: dict, final: dict) -> None:
    entries, boards = rows_of(final)
    assert final["tournament"]["round"] == 4
    # Round 1: nine players, one bye, yaw's forfeit; nana entered during round 2.
    round1 = [b for b in boards if b.round == 1]
    assert sum(b.bye for b in round1) == 1 and len(round1) == 5
    yaw = next(b for b in round1 if "yaw" in (b.south, b.north))
    assert yaw.forfeit and POINTS[yaw.south_points if yaw.south == "yaw" else
                                  yaw.north_points or "0"] == 0
    assert all(LATE not in (b.south, b.north) for b in boards if b.round <= 2)
    assert any(LATE in (b.south, b.north) for b in boards if b.round == 3)
    assert first["boards"][:5] == final["boards"][:5]
    # zara withdrew during round 2: never paired again.
    assert all("zara" not in (b.south, b.north) for b in boards if b.round >= 3)
    assert [s["withdrawn"] for s in final["standings"] if s["name"] == "zara"] == [True]
    # What was decided in round 3 before the kill is still so.
    for before in third["boards"]:
        if before["result"] is not None:
            assert before in final["boards"]
    # Every round is the engine's pairing of the stored history before it.
    for number in range(1, 5):
        earlier = [b for b in boards if b.round < number]
        at_start = [e for e in entries if number > 2 or e.player != LATE]
        active = [e if not (e.player == "zara" and number <= 2) else
                  Entry(e.player, 0.0, e.number, e.rating, e.bot, False) for e in at_start]
        pairs = pair_swiss(active, earlier, number, 4)
        names = {e.number: e.player for e in entries}
        expected = [(names[p.south], names.get(p.north) if p.north else None) for p in pairs]
        assert expected == [(b.south, b.north) for b in boards if b.round == number], number
    # Nobody met twice, nobody had two byes; each game was paired once.
    played = Counter(frozenset((b.south, b.north)) for b in boards if not b.bye)
    assert max(played.values()) == 1
    byes = Counter(b.south for b in boards if b.bye)
    assert max(byes.values()) == 1
    assert len({b.game for b in boards if b.game}) == sum(1 for b in boards if b.game)
    # Scores: each player's points summed from the boards (a Swiss bye scores 1).
    sums: Counter[str] = Counter()
    for b in boards:
        sums[b.south] += POINTS[b.south_points or "0"]
        if b.north is not None:
            sums[b.north] += POINTS[b.north_points or "0"]
    served = {s["name"]: Fraction(s["score"]).limit_denominator(2) for s in final["standings"]}
    assert served == {e.player: sums[e.player] for e in entries}
    # The whole tournament as a TRF passes the engine's own checker.
    assert engine_check(tournament_trf("Club Swiss", entries, boards, 4)) == ""
