"""Every dialog of the program on a small screen: each is opened as the program opens it,
checked whole (its size with the window's frame within the screen's available room) and
its buttons all on it (none below the dialog's edge, none hidden in a part that scrolls
away), with a screenshot of each.

    QT_QPA_PLATFORM=offscreen:configfile=S.json python tests/gui/dialog_fit_shots.py DIR [de]

It writes ``FOLDER/<dialog>.png`` and ``FOLDER/problems.json`` (a list of strings, empty
when all is well) and exits 0. ``test_small_screens.py`` runs it on a 1024x600 screen.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

from PySide6.QtCore import QRect
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialogButtonBox,
    QScrollArea,
    QWidget,
)

sys.path.insert(0, str(Path(__file__).resolve().parent))
from layout_check import layout_problems


def _in_scroll_area(widget: QWidget, top: QWidget) -> QScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        if isinstance(parent, QScrollArea):
            return parent
        parent = parent.parentWidget()
    return None


def button_problems(name: str, top: QWidget) -> list[str]:
    """The buttons of ``top`` that a player cannot reach: off the dialog's rect, or (for
    the buttons that close it: a button box's) inside a part that scrolls."""
    problems = []
    bounds = top.rect()
    for button in top.findChildren(QAbstractButton):
        if not button.isVisibleTo(top) or button.window() is not top:
            continue
        area = _in_scroll_area(button, top)
        boxed = isinstance(button.parentWidget(), QDialogButtonBox)
        if area is not None and not boxed:
            continue  # a control in a page that scrolls: scrolled to, as the page is
        rect = QRect(button.mapTo(top, button.rect().topLeft()), button.size())
        if area is not None or not bounds.contains(rect):
            problems.append(f"{name}: button {button.text()!r} at {rect.getRect()} is not "
                            f"on the {bounds.width()}x{bounds.height()} dialog at once")
    return problems


def tab_problems(name: str, top: QWidget) -> list[str]:
    """The controls of a part that scrolls (``FitScroll``) that Tab reaches out of sight:
    a keyboard user must see what has the keyboard."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    from wari_desktop.gui.platform.screen_fit import FitScroll

    problems = []
    for area in top.findChildren(FitScroll):
        viewport = area.viewport()
        for _ in range(40):  # round the dialog's Tab chain, and more
            widget = QApplication.focusWidget() or top.focusWidget() or top
            QTest.keyClick(widget, Qt.Key.Key_Tab)
            focused = QApplication.focusWidget()
            if focused is None or not area.isAncestorOf(focused):
                continue
            rect = QRect(focused.mapTo(viewport, QPoint(0, 0)), focused.size())
            if not viewport.rect().intersects(rect):
                problems.append(f"{name}: Tab gives the keyboard to {type(focused).__name__} "
                                f"out of sight at {rect.getRect()}")
    return problems


def dialogs(window: QWidget) -> Iterator[tuple[str, Callable[[], QWidget]]]:
    """Every dialog of the program, by name, each made as the program makes it."""
    from wari_desktop.gui.dialogs.message_box import problem_box, save_question_box
    from wari_desktop.gui.dialogs.new_game_dialog import NewGameDialog
    from wari_desktop.gui.dialogs.rating_dialog import RatingDialog
    from wari_desktop.gui.dialogs.record_details import RecordDetails
    from wari_desktop.gui.dialogs.settings_dialog import SettingsDialog
    from wari_desktop.gui.dialogs.shortcuts_dialog import ShortcutsDialog
    from wari_desktop.gui.learn.puzzles_window import PuzzlesWindow
    from wari_desktop.gui.learn.rules_window import RulesWindow
    from wari_desktop.gui.online.lan_dialogs import HostDialog, JoinDialog
    from wari_desktop.gui.online.lobby_window import LobbyWindow
    from wari_desktop.gui.online.remote_start import hosted_terms
    from wari_desktop.gui.study.position_editor import PositionEditor
    from wari_desktop.gui.study.watch import WatchDialog

    w = window
    yield "welcome", lambda: w.lessons.offer_lessons() or problem_box(w, "Welcome", "")
    yield "new-game", lambda: NewGameDialog(parent=w, suggested="club", remote=True)
    yield "new-game-plain", lambda: NewGameDialog(parent=w)
    yield "settings", lambda: SettingsDialog(w.settings, w, sound_device=False)
    yield "rating", lambda: RatingDialog(parent=w)
    yield "record-details", lambda: RecordDetails(w.game, w.document.tags,
                                                  w.document.player_names(), w)
    yield "shortcuts", lambda: ShortcutsDialog(w.menuBar(), w)
    yield "rules", lambda: RulesWindow(w)
    yield "puzzles", lambda: PuzzlesWindow(w.settings, w)
    yield "lessons", lambda: w.lessons.show_lessons()
    yield "lesson-9", lambda: _lesson(w.lessons.show_lessons(), 8)
    yield "set-up-position", lambda: PositionEditor(w.game.position, w.game.rules, w)
    yield "computer-against-computer", lambda: WatchDialog("club", w)
    yield "host-a-game", lambda: HostDialog(hosted_terms(NewGameDialog().choice()), "Ama",
                                            w.online, w, announce=False)
    yield "join-a-game", lambda: JoinDialog(w.online, w, interfaces=["127.0.0.1"])
    yield "sign-in-form", lambda: LobbyWindow(parent=w)
    yield "lobby", lambda: _lobby_page(LobbyWindow(parent=w))
    yield "about", lambda: w.help.about_box()
    yield "save-question", lambda: save_question_box(
        w, "Leave this game?", "The game in progress has not been saved in a file.")
    yield "problem", lambda: problem_box(w, "Cannot open game.ogn", "There is no such file.")


def _lesson(lessons: QWidget, index: int) -> QWidget:
    lessons.show_lesson(index)  # type: ignore[attr-defined]
    return lessons


def _lobby_page(lobby: QWidget) -> QWidget:
    lobby.pages.setCurrentIndex(1)  # type: ignore[attr-defined]
    return lobby


def main() -> int:
    from wari_desktop.gui.app import create_application
    from wari_desktop.gui.game.game_model import PEOPLE
    from wari_desktop.gui.platform.screen_fit import FRAME
    from wari_desktop.gui.platform.settings import Settings, Speed
    from wari_desktop.gui.window.main_window import MainWindow

    app = create_application(["wari"])
    language = sys.argv[2] if len(sys.argv) > 2 else "en"
    if language != "en":
        from wari_desktop.gui.platform.i18n import install_translators

        if install_translators(app, language) != language:
            raise SystemExit(f"dialog_fit_shots.py: no {language} translation")
    folder = Path(sys.argv[1])
    folder.mkdir(parents=True, exist_ok=True)
    screen = app.primaryScreen().availableGeometry()
    window = MainWindow(None, PEOPLE, settings=Settings(speed=Speed.INSTANT, sound=False))
    window.show()
    problems: list[str] = []
    for name, make in dialogs(window):
        dialog = make()
        dialog.show()
        for _ in range(3):
            QApplication.processEvents()
        dialog.grab().save(str(folder / f"{name}.png"))
        frame = dialog.frameGeometry().size()
        if frame == dialog.size():  # no window manager here: count its title bar
            frame += FRAME
        if frame.width() > screen.width() or frame.height() > screen.height():
            problems.append(f"{name}: {frame.width()}x{frame.height()} does not fit the "
                            f"{screen.width()}x{screen.height()} screen")
        problems.extend(button_problems(name, dialog))
        dialog.activateWindow()
        problems.extend(tab_problems(name, dialog))
        problems.extend(f"{name}: {p}" for p in layout_problems(dialog))
        dialog.close()
    (folder / "problems.json").write_text(json.dumps(problems, indent=1))
    window.study.shutdown()
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
