"""Pictures of what a club finds in the lobby: a player's page (rating, chart, record,
latest games) and the leaderboard, at the screen's size, with a report of anything
clipped, overlapping or larger than the screen.

    python tests/gui/online/club_shots.py FOLDER [--language de]

It writes ``FOLDER/player-page.png``, ``FOLDER/leaderboard.png``, ``FOLDER/guest-page.png``
and ``FOLDER/problems.json`` (empty when all is well). The views are filled from frames as
a server sends them; no connection is made.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from layout_check import layout_problems

DAY = 86_400_000
START = 1_795_840_058_000


def finished(number: int, opponent: str, result: str, mine: str = "south") -> dict[str, Any]:
    south, north = ("kofi", opponent) if mine == "south" else (opponent, "kofi")
    winner = {"win": mine, "loss": "north" if mine == "south" else "south"}.get(result)
    return {"id": f"g{number}", "south": south, "north": north, "clock": "300+3",
            "rated": number % 3 != 0, "reason": "resign" if winner else "agreed",
            "winner": winner, "result": result, "started_at": START + number * DAY,
            "ended_at": START + number * DAY + 600_000, "side": mine}


def page() -> dict[str, Any]:
    ratings = [1500, 1624, 1560, 1611, 1666, 1640, 1702, 1688, 1731, 1712, 1745, 1768]
    history = [{"at": START + n * DAY, "game": f"g{n}", "rating": rating,
                "deviation": max(60, 340 - 25 * n)} for n, rating in enumerate(ratings, 1)]
    opponents = ["ama", "abena", "oware-bot", "esi", "yaw", "ama", "kwame", "abena"]
    results = ["win", "loss", "win", "draw", "win", "loss", "win", "win"]
    games = [finished(20 - n, opponent, result, "south" if n % 2 else "north")
             for n, (opponent, result) in enumerate(zip(opponents, results, strict=True))]
    return {"t": "player", "id": 1, "name": "kofi", "kind": "player",
            "rating": {"rating": 1768, "deviation": 71, "provisional": False, "games": 12},
            "online": True, "playing": True, "history": history,
            "record": {"won": 31, "drawn": 4, "lost": 17}, "games": games}


BOARD = {"t": "leaderboard", "id": 2, "min_games": 10, "players": [
    {"rank": rank, "name": name, "rating": rating, "deviation": deviation, "games": games}
    for rank, (name, rating, deviation, games) in enumerate([
        ("abena", 1911, 62, 140), ("kofi", 1768, 71, 52), ("ama", 1702, 64, 88),
        ("kwame-asante", 1650, 90, 12), ("esi", 1604, 80, 31), ("yaw", 1555, 99, 10)], 1)]}
GUEST = {"t": "player", "id": 3, "name": "Guest-000123", "kind": "guest", "rating": None,
         "online": True, "playing": False, "history": [],
         "record": {"won": 0, "drawn": 1, "lost": 0}, "games": []}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("folder", type=Path)
    parser.add_argument("--language", default="en")
    args = parser.parse_args()
    from PySide6.QtWidgets import QWidget

    from wari_desktop.gui.app import create_application
    from wari_desktop.gui.online.connection import OnlineConnection
    from wari_desktop.gui.online.leaderboard_view import LeaderboardDialog
    from wari_desktop.gui.online.player_page import PlayerPageDialog
    from wari_desktop.gui.platform.i18n import install_translators
    from wari_desktop.gui.platform.screen_fit import FRAME

    app = create_application(["wari"])
    if args.language != "en" and install_translators(app, args.language) != args.language:
        raise SystemExit(f"club_shots.py: no {args.language} translation")
    folder: Path = args.folder
    folder.mkdir(parents=True, exist_ok=True)
    screen = app.primaryScreen().availableGeometry()
    problems: list[str] = []
    connection = OnlineConnection()

    def check(name: str, window: QWidget) -> None:
        for _ in range(3):
            app.processEvents()
        window.grab().save(str(folder / f"{name}.png"))
        frame = window.frameGeometry().size()
        if frame == window.size():  # no window manager here: count its title bar
            frame += FRAME
        if frame.width() > screen.width() or frame.height() > screen.height():
            problems.append(f"{name}: {frame.width()}x{frame.height()} does not fit the "
                            f"{screen.width()}x{screen.height()} screen")
        problems.extend(f"{name}: {p}" for p in layout_problems(window))

    player = PlayerPageDialog(connection, "kofi")
    app.processEvents()  # the request's refusal (no connection here), then the page
    player.show_page(page())
    player.message.setText("")
    player.games_view.selectRow(0)
    check("player-page", player)
    guest = PlayerPageDialog(connection, "Guest-000123")
    app.processEvents()
    guest.show_page(GUEST)
    guest.message.setText("")
    check("guest-page", guest)
    board = LeaderboardDialog(connection)
    app.processEvents()
    board.show_board(BOARD)
    check("leaderboard", board)
    (folder / "problems.json").write_text(json.dumps(problems, indent=1))
    connection.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
