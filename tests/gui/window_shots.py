"""Screenshots of the main window (at its usual size and at its minimum), every dialog, the
rules window and the puzzles (asking, and after a wrong answer), with a report of anything
clipped, overlapping or larger than the screen.

    python tests/gui/window_shots.py FOLDER [--font-scale 1.5]

Run it under ``QT_SCALE_FACTOR=2`` for high density, or with ``--font-scale`` for a larger
system font. It writes ``FOLDER/<window>.png`` and ``FOLDER/problems.json`` (a list of
strings, empty when all is well), and exits 0. ``test_screens.py`` runs it.
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
    """The windows other parts of the program add (the lessons), where present."""
    found: list[tuple[str, QWidget]] = []
    learning = getattr(window, "learning", None)
    if learning is not None:
        found.append(("lessons", learning.show_lessons()))
    study = getattr(window, "study", None)
    if study is not None:  # the game review of the moves played
        study.reviews.start()
        if study.reviews.review_window is not None:
            found.append(("review", study.reviews.review_window))
    return found


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("folder", type=Path)
    parser.add_argument("--font-scale", type=float, default=1.0)
    args = parser.parse_args()
    from wari_desktop.gui.app import create_application
    from wari_desktop.gui.dialogs.message_box import save_question_box
    from wari_desktop.gui.dialogs.new_game_dialog import NewGameDialog
    from wari_desktop.gui.dialogs.record_details import RecordDetails
    from wari_desktop.gui.dialogs.settings_dialog import SettingsDialog
    from wari_desktop.gui.dialogs.shortcuts_dialog import ShortcutsDialog
    from wari_desktop.gui.game.game_model import PEOPLE
    from wari_desktop.gui.learn.puzzles_window import PuzzlesWindow
    from wari_desktop.gui.learn.rules_window import RulesWindow
    from wari_desktop.gui.platform.screen_fit import FRAME
    from wari_desktop.gui.platform.settings import Settings, Speed
    from wari_desktop.gui.study.position_editor import PositionEditor
    from wari_desktop.gui.study.watch import WatchDialog
    from wari_desktop.gui.window.main_window import MainWindow

    app = create_application(["wari"])
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
    puzzles = PuzzlesWindow(window.settings, window)
    answered = PuzzlesWindow(window.settings, window)
    if answered.puzzle is not None:  # a wrong answer, its refutation explained
        answered.answer("ABCDEFabcdef".index(next(iter(answered.puzzle.replies))))
    for name, dialog in (("new-game", NewGameDialog(parent=window)),
                         ("settings", SettingsDialog(window.settings, window)),
                         ("rules", RulesWindow(window)),
                         ("shortcuts", ShortcutsDialog(window.menuBar(), window)),
                         ("set-up-position", PositionEditor(window.game.position,
                                                            window.game.rules, window)),
                         ("record-details", RecordDetails(window.game, window.tags,
                                                          window.player_names(), window)),
                         ("computer-against-computer", WatchDialog("club", window)),
                         ("puzzles", puzzles), ("puzzles-answered", answered),
                         ("about", window.about_box()),
                         ("save-question", save_question_box(
                             window, "Leave this game?",
                             "The game in progress has not been saved in a file.")),
                         *extra_windows(window)):
        check(name, dialog)
        dialog.close()
    (folder / "problems.json").write_text(json.dumps(problems, indent=1))
    study = getattr(window, "study", None)
    if study is not None:
        study.shutdown()
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
