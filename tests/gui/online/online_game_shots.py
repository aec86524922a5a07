"""Pictures of the main window playing an online game (the opponent's card with its
rating, the clocks, an offer to end, the chat, the opponent's connection lost and
counting down, the reconnection banner) at the screen's size, with a report of anything
clipped, overlapping or larger than the screen.

    python tests/gui/online/online_game_shots.py FOLDER [--language de]

Run it under ``QT_SCALE_FACTOR=2`` for high density. It writes ``FOLDER/online-game.png``
and ``FOLDER/problems.json`` (empty when all is well). The game is given as a server's
frames; no connection is made.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from layout_check import layout_problems


def seat(name: str, rating: int) -> dict[str, Any]:
    return {"name": name, "rating": rating, "provisional": False, "bot": False,
            "guest": False}


def move(v: int, ply: int, letter: str, by: str, clocks: list[int]) -> dict[str, Any]:
    return {"v": v, "e": "move", "at": 0, "ply": ply, "move": letter, "by": by,
            "captured": 0, "clocks": clocks, "running": "north" if by == "south" else "south"}


EVENTS = [move(1, 0, "C", "south", [300000, 300000]), move(2, 1, "d", "north", [300000, 300000]),
          move(3, 2, "F", "south", [296500, 300000]),
          {"v": 4, "e": "chat", "at": 0, "by": "south", "text": "good luck!"},
          {"v": 5, "e": "offer-end", "at": 0, "by": "south"}]
GAME = {"t": "game", "game": {
    "id": "Zdf9hP8q8c", "south": seat("kofi", 1711), "north": seat("ama", 1642),
    "terms": {"clock": "300+3", "rated": True, "rules": None, "side": "south"},
    "version": 5, "moves": ["C", "d", "F"], "events": EVENTS,
    "clocks": [296500, 287250], "running": "north", "to_move": "north",
    "end_offer": "south",
    "presence": {"south": {"online": False, "claim_in": 38.0},
                 "north": {"online": True, "claim_in": None}},
    "over": False}}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("folder", type=Path)
    parser.add_argument("--language", default="en")
    args = parser.parse_args()
    from wari_desktop.gui.app import create_application
    from wari_desktop.gui.online.connection import Account
    from wari_desktop.gui.platform.i18n import install_translators
    from wari_desktop.gui.platform.screen_fit import FRAME
    from wari_desktop.gui.platform.settings import Settings, Speed
    from wari_desktop.gui.window.main_window import MainWindow

    app = create_application(["wari"])
    if args.language != "en" and install_translators(app, args.language) != args.language:
        raise SystemExit(f"online_game_shots.py: no {args.language} translation")
    folder: Path = args.folder
    folder.mkdir(parents=True, exist_ok=True)
    screen = app.primaryScreen().availableGeometry()
    window = MainWindow(settings=Settings(speed=Speed.INSTANT, sound=False))
    connection = window.online_menu.connection
    connection.account = Account("ama", "player", 1642, False, 31)
    window.online.play(connection, GAME)
    window.online.panel.say(window.online.panel.banner,
                            connection.tr("Connection lost: reconnecting…"))
    window.showMaximized()
    for _ in range(5):
        app.processEvents()
    window.grab().save(str(folder / "online-game.png"))
    problems: list[str] = []
    frame = window.frameGeometry().size()
    if frame == window.size():  # no window manager here: count its title bar
        frame += FRAME
    if frame.width() > screen.width() or frame.height() > screen.height():
        problems.append(f"{frame.width()}x{frame.height()} does not fit the "
                        f"{screen.width()}x{screen.height()} screen")
    problems.extend(layout_problems(window.online.panel))
    (folder / "problems.json").write_text(json.dumps(problems, indent=1))
    window.online.confirm = lambda _title, _question: True
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
