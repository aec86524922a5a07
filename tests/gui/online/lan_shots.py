"""Pictures of New Game with a person on another computer chosen, the host's waiting
dialog and the join dialog (games nearby, one that cannot be joined, a mistake typed),
with a report of anything clipped, overlapping or larger than the screen.

    python tests/gui/online/lan_shots.py FOLDER [--language de]

Run it under ``QT_SCALE_FACTOR=2`` for high density. It writes ``FOLDER/new-game.png``,
``FOLDER/host.png``, ``FOLDER/join.png`` and ``FOLDER/problems.json`` (empty when all is
well). Nothing goes on the network: the host's address and code and the games nearby
are shown through the dialogs' own methods, as a started host and a browser show them.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from layout_check import layout_problems


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("folder", type=Path)
    parser.add_argument("--language", default="en")
    args = parser.parse_args()
    from PySide6.QtWidgets import QDialog

    from wari_desktop.gui.app import create_application
    from wari_desktop.gui.dialogs.new_game_dialog import REMOTE, NewGameDialog
    from wari_desktop.gui.online.lan_dialogs import HostDialog, JoinDialog
    from wari_desktop.gui.platform.i18n import install_translators
    from wari_desktop.gui.platform.screen_fit import FRAME
    from wari_desktop.lan import AnnouncedGame
    from wari_desktop.protocol import GameTerms
    from wari_desktop.rules.clock import TimeControl

    app = create_application(["wari"])
    if args.language != "en" and install_translators(app, args.language) != args.language:
        raise SystemExit(f"lan_shots.py: no {args.language} translation")
    folder: Path = args.folder
    folder.mkdir(parents=True, exist_ok=True)
    screen = app.primaryScreen().availableGeometry()
    problems: list[str] = []

    def check(name: str, dialog: QDialog) -> None:
        dialog.show()
        for _ in range(3):
            app.processEvents()
        dialog.grab().save(str(folder / f"{name}.png"))
        frame = dialog.frameGeometry().size()
        if frame == dialog.size():  # no window manager here: count its title bar
            frame += FRAME
        if frame.width() > screen.width() or frame.height() > screen.height():
            problems.append(f"{name}: {frame.width()}x{frame.height()} does not fit the "
                            f"{screen.width()}x{screen.height()} screen")
        problems.extend(f"{name}: {p}" for p in layout_problems(dialog))

    class Nobody:
        def play(self, *_: object) -> None: ...
        def watch(self, *_: object) -> None: ...

    new_game = NewGameDialog(remote=True)
    new_game.opponent_combo.setCurrentIndex(new_game.opponent_combo.findData(REMOTE))
    new_game.clock_choice.set_time_control(TimeControl(300, 3))
    check("new-game", new_game)
    host = HostDialog(GameTerms(TimeControl(300, 3)), "Ama", Nobody(), bind="127.0.0.1")
    host.show_address("192.168.1.20:7531", "K7MPQX")
    host.status.setText(host.tr("Waiting for the other player to join…"))
    check("host", host)
    join = JoinDialog(Nobody())
    for name, clock, rules, state, protocol in (
            ("Ama", "300+3", "captures-nothing,repeat,must-feed", "open", 1),
            ("Kofi", "600", "forbidden,no-repeat,game-ends", "open", 1),
            ("Abena", "none", "captures-nothing,repeat,must-feed", "full", 1),
            ("Yaw", "180+2", "captures-nothing,repeat,must-feed", "open", 9)):
        join.add_game(AnnouncedGame(f"{name}._wari._tcp.local.", name, ("192.168.1.20",),
                                    7531, protocol, clock, rules, "random", state))
    join.list.setCurrentRow(0)
    join.code_field.setText("K7M")
    join.join()
    check("join", join)
    (folder / "problems.json").write_text(json.dumps(problems, indent=1))
    for dialog in (host, join):
        dialog.reject()
    return 0


if __name__ == "__main__":
    sys.exit(main())
