"""Screenshots of the main window (at its usual size and at its minimum), every dialog and
the rules window, with a report of anything clipped, overlapping or larger than the screen.

    python tests/gui/window_shots.py FOLDER [--font-scale 1.5] [--language de]

Run it under ``QT_SCALE_FACTOR=2`` for high density, with ``--font-scale`` for a larger
system font, or with ``--language`` for a translation. It writes ``FOLDER/<window>.png``
and ``FOLDER/problems.json`` (a list of strings, empty when all is well), and exits 0.
``test_screens.py`` runs it.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from PySide6.QtWidgets import QWidget

sys.path.insert(0, str(Path(__file__).resolve().parent))
from layout_check import layout_problems


def extra_windows(window: QWidget) -> list[tuple[str, QWidget]]:
    """The windows other parts of the program add: the lessons, the game review."""
    found: list[tuple[str, QWidget]] = [("lessons", window.lessons.show_lessons())]
    window.study.reviews.start()
    if window.study.reviews.review_window is not None:
        found.append(("review", window.study.reviews.review_window))
    return found


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("folder", type=Path)
    parser.add_argument("--font-scale", type=float, default=1.0)
    parser.add_argument("--language", default="en")
    args = parser.parse_args()
    from wari_desktop.gui.app import create_application
    from wari_desktop.gui.dialogs.message_box import save_question_box
    from wari_desktop.gui.dialogs.new_game_dialog import NewGameDialog
    from wari_desktop.gui.dialogs.record_details import RecordDetails
    from wari_desktop.gui.dialogs.settings_dialog import SettingsDialog
    from wari_desktop.gui.dialogs.shortcuts_dialog import ShortcutsDialog
    from wari_desktop.gui.game.game_model import PEOPLE
    from wari_desktop.gui.learn.rules_window import RulesWindow
    from wari_desktop.gui.platform.i18n import install_translators
    from wari_desktop.gui.platform.screen_fit import FRAME
    from wari_desktop.gui.platform.settings import Settings, Speed
    from wari_desktop.gui.study.position_editor import PositionEditor
    from wari_desktop.gui.study.watch import WatchDialog
    from wari_desktop.gui.window.main_window import MainWindow

    app = create_application(["wari"])
    if args.language != "en" and install_translators(app, args.language) != args.language:
        raise SystemExit(f"window_shots.py: no {args.language} translation")
    if args.font_scale != 1.0:
        font = app.font()
        font.setPointSizeF(font.pointSizeF() * args.font_scale)
        app.setFont(font)
    folder: Path = args.folder
    folder.mkdir(parents=True, exist_ok=True)
    screen = app.primaryScreen().availableGeometry()
    problems: list[str] = []

    def check(name: str, widget: QWidget) -> None:
        widget.show()
        for _ in range(3):
            app.processEvents()
        widget.grab().save(str(folder / f"{name}.png"))
        frame = widget.frameGeometry().size()
        if frame == widget.size():  # no window manager here: count its title bar
            frame += FRAME
        if frame.width() > screen.width() or frame.height() > screen.height():
            problems.append(f"{name}: {frame.width()}x{frame.height()} does not fit the "
                            f"{screen.width()}x{screen.height()} screen")
        problems.extend(f"{name}: {p}" for p in layout_problems(widget))

    window = MainWindow(None, PEOPLE, settings=Settings(speed=Speed.INSTANT, sound=False))
    for move in "CbEa":
        window.model.play(move)
    check("main", window)
    window.resize(window.minimumSize())
    check("main-minimum", window)
    window.resize(1200, 700)
    for name, dialog in (("new-game", NewGameDialog(parent=window)),
                         ("settings", SettingsDialog(window.settings, window)),
                         ("rules", RulesWindow(window)),
                         ("shortcuts", ShortcutsDialog(window.menuBar(), window)),
                         ("set-up-position", PositionEditor(window.game.position,
                                                            window.game.rules, window)),
                         ("record-details", RecordDetails(window.game, window.document.tags,
                                                          window.document.player_names(), window)),
                         ("computer-against-computer", WatchDialog("club", window)),
                         ("about", window.help.about_box()),
                         ("save-question", save_question_box(
                             window, "Leave this game?",
                             "The game in progress has not been saved in a file.")),
                         *extra_windows(window)):
        check(name, dialog)
        dialog.close()
    (folder / "problems.json").write_text(json.dumps(problems, indent=1))
    window.study.shutdown()
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
