"""Pictures of the lobby window (the sign-in form, then the lobby with seeks, players,
a game in progress, a challenge received and the reconnection banner) at the screen's
size, with a report of anything clipped, overlapping or larger than the screen.

    python tests/gui/online/lobby_shots.py FOLDER [--language de] [--font-scale 1.5]

Run it under ``QT_SCALE_FACTOR=2`` for high density. It writes ``FOLDER/sign-in.png``,
``FOLDER/lobby.png`` and ``FOLDER/problems.json`` (empty when all is well). The lobby is
filled from frames as a server sends them; no connection is made.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from layout_check import layout_problems


def player(name: str, rating: int | None = 1500, bot: bool = False,
           guest: bool = False) -> dict[str, Any]:
    return {"name": name, "rating": rating, "provisional": rating == 1500, "bot": bot,
            "guest": guest}


def terms(clock: str | None, rated: bool) -> dict[str, Any]:
    """An offer's or a game's terms as the server writes them (the rules whole)."""
    from wari_desktop.protocol import rules_to_json
    from wari_desktop.rules import Rules
    return {"clock": clock, "rated": rated, "rules": rules_to_json(Rules()), "side": "random"}


LOBBY = {"t": "lobby",
         "seeks": [{"id": "s1", "by": player("kofi"), "to": None, **terms("300+3", True)},
                   {"id": "s2", "by": player("Guest-000123", None, guest=True), "to": None,
                    **terms("600", False)}],
         "players": [player("ama", 1642), player("kofi"),
                     dict(player("abena", 1711), playing=True),
                     dict(player("oware-bot", 1810, bot=True), playing=True),
                     player("Guest-000123", None, guest=True)],
         "games": [{"id": "g1", "south": player("abena", 1711),
                    "north": player("oware-bot", 1810, bot=True), **terms("180+2", True),
                    "ply": 14}]}
CHAT = {"t": "lobby-chat", "lines": [
    {"by": "kofi", "text": "Anyone for a 5 minute game?", "at": 1_795_840_058_000},
    {"by": "abena", "text": "After this one! Club night starts at eight.",
     "at": 1_795_840_118_000},
    {"by": "ama", "text": "Good luck abena", "at": 1_795_840_178_000}]}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("folder", type=Path)
    parser.add_argument("--language", default="en")
    parser.add_argument("--font-scale", type=float, default=1.0)
    args = parser.parse_args()
    from wari_desktop.gui.app import create_application
    from wari_desktop.gui.online.connection import Account
    from wari_desktop.gui.online.lobby_window import LobbyWindow
    from wari_desktop.gui.platform.i18n import install_translators
    from wari_desktop.gui.platform.screen_fit import FRAME

    app = create_application(["wari"])
    if args.language != "en" and install_translators(app, args.language) != args.language:
        raise SystemExit(f"lobby_shots.py: no {args.language} translation")
    if args.font_scale != 1.0:
        font = app.font()
        font.setPointSizeF(font.pointSizeF() * args.font_scale)
        app.setFont(font)
    folder: Path = args.folder
    folder.mkdir(parents=True, exist_ok=True)
    screen = app.primaryScreen().availableGeometry()
    problems: list[str] = []
    lobby = LobbyWindow()

    def check(name: str) -> None:
        lobby.show()
        for _ in range(3):
            app.processEvents()
        lobby.grab().save(str(folder / f"{name}.png"))
        frame = lobby.frameGeometry().size()
        if frame == lobby.size():  # no window manager here: count its title bar
            frame += FRAME
        if frame.width() > screen.width() or frame.height() > screen.height():
            problems.append(f"{name}: {frame.width()}x{frame.height()} does not fit the "
                            f"{screen.width()}x{screen.height()} screen")
        problems.extend(f"{name}: {p}" for p in layout_problems(lobby))

    check("sign-in")
    lobby.show_account(Account("ama", "player", 1642, False, 31))
    lobby.show_lobby(LOBBY)
    lobby.chat.show_account(Account("ama", "player", 1642, False, 31))
    lobby.connection.frameReceived.emit(CHAT)
    lobby.show_banner(lobby.connection.tr("Connection lost: reconnecting…"))
    lobby._challenge_received({"id": "c1", "by": player("kofi"), "to": "ama",
                               **terms("600+5", False)})
    lobby.players_view.selectRow(1)
    app.processEvents()  # the lobby request's refusal (no connection here), then no words
    lobby.say("")
    check("lobby")
    (folder / "problems.json").write_text(json.dumps(problems, indent=1))
    lobby.connection.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
