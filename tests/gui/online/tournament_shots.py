"""Pictures of the lobby's Tournaments with a running round robin on a real server: the
main window with the notice of the player's game over the board, the Tournaments list,
and the tournament's page on each tab (standings, crosstable, pairings, own games), with
a report of anything clipped, overlapping or larger than the screen.

    python tests/gui/online/tournament_shots.py FOLDER [--font-scale 1.5] [--language de]

A server runs on 127.0.0.1 (a free port, a temporary data folder); five clients play
their games (the later name in the alphabet resigns after both first moves, in round 1
only: round 2 stays in progress); the window plays "ama", who makes her first move of
round 1; the organiser's form is shown empty but for a name. It writes
``FOLDER/*.png`` and ``FOLDER/problems.json`` (empty when all is well).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[3]))
from layout_check import layout_problems

NAMES = ("kofi", "yaw", "esi", "abena", "kwame")


def wait(app: object, condition: Callable[[], bool], seconds: float = 30) -> None:
    """Process events until ``condition`` holds (at most ``seconds``)."""
    end = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > end:
            raise SystemExit("tournament_shots.py: waited too long")
        app.processEvents()  # type: ignore[attr-defined]
        time.sleep(0.01)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("folder", type=Path)
    parser.add_argument("--language", default="en")
    parser.add_argument("--font-scale", type=float, default=1.0)
    args = parser.parse_args()
    from PySide6.QtWidgets import QWidget

    from tests.gui.online.conftest import ServerThread
    from tests.gui.online.players import PASSWORD
    from tests.gui.online.tournament_players import TournamentPlayer, grant, later
    from wari_desktop.gui.app import create_application
    from wari_desktop.gui.online.tournament_page import TournamentPageDialog
    from wari_desktop.gui.online.tournaments_view import TournamentsDialog
    from wari_desktop.gui.platform.i18n import install_translators
    from wari_desktop.gui.platform.screen_fit import FRAME
    from wari_desktop.gui.platform.settings import Settings, Speed
    from wari_desktop.gui.window.main_window import MainWindow
    from wari_desktop.rules import LETTERS

    app = create_application(["wari"])
    if args.language != "en" and install_translators(app, args.language) != args.language:
        raise SystemExit(f"tournament_shots.py: no {args.language} translation")
    if args.font_scale != 1.0:
        font = app.font()
        font.setPointSizeF(font.pointSizeF() * args.font_scale)
        app.setFont(font)
    folder: Path = args.folder
    folder.mkdir(parents=True, exist_ok=True)
    screen = app.primaryScreen().availableGeometry()
    problems: list[str] = []

    def shot(widget: QWidget, name: str) -> None:
        for _ in range(5):
            app.processEvents()
        widget.grab().save(str(folder / f"{name}.png"))
        frame = widget.frameGeometry().size()
        if frame == widget.size():
            frame += FRAME
        if frame.width() > screen.width() or frame.height() > screen.height():
            problems.append(f"{name}: {frame.width()}x{frame.height()} does not fit")
        problems.extend(f"{name}: {p}" for p in layout_problems(widget))

    data = Path(tempfile.mkdtemp(prefix="wari-tournament-shots-"))
    server = ServerThread(data / "server", forfeit_seconds=60)
    others = [TournamentPlayer(server.url, name, last_round=1) for name in NAMES]
    window = MainWindow(settings=Settings(speed=Speed.INSTANT, sound=False))
    window.resize(min(1280, screen.width()), min(800, screen.height()) - FRAME.height())
    window.show()
    window.online.confirm = lambda _title, _question: True
    menu = window.online_menu
    try:
        grant(server, "esi")
        made = others[2].ask("tournament-create", name="Club night", format="round-robin",
                             clock="600+5", starts_at=later(3600), rated=True)
        tid = made["tournament"]["id"]
        for player in others:
            player.ask("tournament-enter", tournament=tid)
        menu.action.trigger()
        lobby = menu.lobby
        assert lobby is not None
        menu.connection.open(server.url)
        wait(app, lambda: menu.connection.client is not None)
        menu.connection.sign_up("ama", PASSWORD)
        wait(app, lambda: menu.connection.account is not None)
        menu.connection.calls.tournament_enter(tid)
        wait(app, lambda: others[0].entrants(tid) == 6)
        others[2].ask("tournament-start", tournament=tid)
        wait(app, lambda: window.online.playing())
        notice = menu.tournament_notice
        wait(app, lambda: "your move" in notice.text())
        shot(window, "notice")
        problems[:] = [p for p in problems if not p.startswith("notice")]
        problems.extend(f"notice: {p}" for p in layout_problems(notice.notice))
        if not window.board.geometry().contains(notice.notice.geometry()):
            problems.append("notice: not within the board")
        wait(app, lambda: window.game.to_move is window.online.side)
        window.play_house(LETTERS.index(window.game.legal_moves()[0]))
        wait(app, lambda: any(b["round"] == 2 and b["game"]
                              for b in others[0].read(tid)["boards"]))
        lobby.tournaments_button.click()
        listing = lobby.findChild(TournamentsDialog)
        assert listing is not None
        wait(app, lambda: listing.model.rowCount() > 0)
        shot(listing, "list")
        form = listing.new_tournament()
        form.name.setText("Spring cup")
        shot(form, "form")
        form.close()
        page = listing.open_page()
        assert isinstance(page, TournamentPageDialog)
        wait(app, lambda: page.frame is not None and page.frame.tournament.round == 2)
        for index, name in enumerate(("standings", "crosstable", "pairings", "own")):
            page.tabs.setCurrentIndex(index)
            shot(page, f"page-{name}")
        (folder / "problems.json").write_text(json.dumps(problems, indent=1))
    finally:
        menu.connection.close()
        for player in others:
            player.close()
        server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
