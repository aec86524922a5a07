"""A played tournament's exports, as the website serves them and as the admin writes them
(``wari-server export --tournament``): every game in one OGN file with its Event, Round
and result, the standings as CSV, and FIDE's TRF report."""

from __future__ import annotations

import csv
import io
import subprocess
import sys
from pathlib import Path

from wari_desktop.notation import loads
from wari_desktop.server.tournament.exports import ogn_games

from ..helpers import player
from ..web.website import Running
from .players import playing
from .test_round_robin import NAMES, grant, later, loser_by_name, until_finished


def test_the_exports_of_a_played_round_robin(tmp_path: Path) -> None:
    with Running(tmp_path) as site:
        async def play(server) -> str:
            clients = {name: await player(server, name) for name in NAMES}
            grant(tmp_path, "ama")
            made = await clients["ama"].request(
                "tournament-create", name="Club night", format="double-round-robin",
                clock="300+3", starts_at=later(3600))
            tid = str(made["tournament"]["id"])
            for client in clients.values():
                await client.request("tournament-enter", tournament=tid)
            async with playing(clients, loser_by_name):
                await clients["ama"].request("tournament-start", tournament=tid)
                await until_finished(clients["kofi"], tid)
            for client in clients.values():
                await client.close()
            return tid

        tid = site.call(play, timeout=60)
        status, headers, text = site.get(f"/tournament/{tid}.ogn")
        assert status == 200 and headers["content-disposition"].endswith(f'-{tid}.ogn"')
        games = [loads(game) for game in ogn_games(text)]
        assert len(games) == 12
        assert {g.tags["Event"] for g in games} == {"Club night"}
        assert sorted(g.tags["Round"] for g in games)[:2] == ["1.1", "1.2"]
        assert all(g.tags["Result"] != "*" for g in games)
        status, _, table = site.get(f"/tournament/{tid}.csv")
        rows = list(csv.reader(io.StringIO(table)))
        assert status == 200 and [r[2] for r in rows[1:]] == ["ama", "esi", "kofi", "yaw"]
        status, _, report = site.get(f"/tournament/{tid}.trf")
        assert status == 200 and report.startswith("012 Club night")
        assert sum(line.startswith("001 ") for line in report.splitlines()) == 4
        assert site.get(f"/tournament/{tid}.exe")[0] == 404
        assert site.get("/tournament/nothere.trf")[0] == 404
    written = tmp_path / "games.ogn"
    done = subprocess.run([sys.executable, "-m", "wari_desktop.server", "export", "--data",
                           str(tmp_path), "--tournament", tid, "--output", str(written)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert written.read_text(encoding="utf-8") == text
    done = subprocess.run([sys.executable, "-m", "wari_desktop.server", "export", "--data",
                           str(tmp_path), "--tournament", "nothere", "--as", "csv"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1 and "no csv export of a tournament nothere" in done.stderr
