"""Pictures of the main window playing an online game (the opponent's card with its
rating, the clocks, an offer to end and what it would score, the chat, the opponent's
connection lost and counting down) at the screen's size, with a report of anything
clipped, overlapping or larger than the screen.

    python tests/gui/online/online_game_shots.py FOLDER [--language de]

Run it under ``QT_SCALE_FACTOR=2`` for high density. It writes ``FOLDER/online-game.png``
and ``FOLDER/problems.json`` (empty when all is well). The game is given as a server's
frame, as a real referee (``server.live_game``) makes it; no connection is made.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from layout_check import layout_problems


def game_frame() -> dict[str, Any]:
    """The ``game`` frame of a rated game as a real referee makes it: three moves, a chat
    line and an offer to end by kofi, who has since lost his connection."""
    from wari_desktop.protocol import GameTerms, Side
    from wari_desktop.protocol import messages as m
    from wari_desktop.rules import Player, Rules
    from wari_desktop.rules.clock import TimeControl
    from wari_desktop.server.live_game import LiveGame, Seat

    live = LiveGame("Zdf9hP8q8c", (Seat("kofi", 1711, False), Seat("ama", 1642, False)),
                    GameTerms(TimeControl.parse("300+3"), True, Rules(), Side.SOUTH))
    for player in Player:
        live.set_online(player, True)
    for ply, (name, move) in enumerate((("kofi", "C"), ("ama", "d"), ("kofi", "F"))):
        live.move(name, ply, move, 100)
    live.chat("kofi", "good luck!")
    live.offer_end("kofi")
    live.stored = live.version  # all stored, as the server's commit notes it
    live.set_online(Player.SOUTH, False)
    return m.GameFrame(live.snapshot()).to_json()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("folder", type=Path)
    parser.add_argument("--language", default="en")
    args = parser.parse_args()
    from wari_desktop.gui.app import create_application
    from wari_desktop.gui.online.connection import Account, ConnectionState
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
    connection.state = ConnectionState.CONNECTED  # as if open: the opponent's presence shown
    window.online.play(connection, game_frame())
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
