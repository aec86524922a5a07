"""Set Up Position with the analysis ticked, on the screen the program runs on: where the
editor and the analysis dock stand, which is in front, and a screenshot of the screen.

    QT_QPA_PLATFORM=offscreen:configfile=S.json python tests/gui/editor_analysis_shots.py DIR

It writes ``FOLDER/editor-analysis.png`` and ``FOLDER/placement.json`` and exits 0.
``test_small_screens.py`` runs it.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QWidget


def frame_of(widget: QWidget) -> QRect:
    """``widget``'s frame, its title bar counted where no window manager adds one."""
    from wari_desktop.gui.platform.screen_fit import FRAME_MARGINS

    frame = widget.frameGeometry()
    return frame.marginsAdded(FRAME_MARGINS) if frame == widget.geometry() else frame


def settle(rounds: int = 10) -> None:
    for _ in range(rounds):
        QApplication.processEvents()


def main() -> int:
    from wari_desktop.gui.app import create_application
    from wari_desktop.gui.game.game_model import PEOPLE
    from wari_desktop.gui.platform.settings import Settings, Speed
    from wari_desktop.gui.study.position_editor import PositionEditor
    from wari_desktop.gui.window.main_window import MainWindow

    app = create_application(["wari"])
    folder = Path(sys.argv[1])
    folder.mkdir(parents=True, exist_ok=True)
    screen = app.primaryScreen()
    window = MainWindow(None, PEOPLE, settings=Settings(speed=Speed.INSTANT, sound=False))
    window.show()
    settle()
    control = window.study.analysis
    editor = PositionEditor(window.game.position, window.game.rules, window)
    control.follow_editor(editor)
    editor.open()
    settle()
    assert control._switch is not None
    control._switch.setChecked(True)
    settle()
    dock = control.dock
    dock_window, editor_window = dock.windowHandle(), editor.windowHandle()
    covered = [name for name, button in (("play", editor.start_button),
                                         ("cancel", editor.cancel_button),
                                         ("analysis", control._switch))
               if frame_of(dock).intersects(QRect(button.mapToGlobal(button.rect().topLeft()),
                                                  button.size()))]
    report = {
        "floating": dock.isFloating(), "visible": dock.isVisible(),
        "in_front": dock_window is not None and editor_window is not None
        and dock_window.transientParent() is editor_window
        and bool(dock.windowFlags() & Qt.WindowType.WindowStaysOnTopHint),
        "keyboard_stays": dock.testAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating),
        "screen": screen.availableGeometry().getRect(),
        "editor": frame_of(editor).getRect(), "dock": frame_of(dock).getRect(),
        "dock_on_screen": screen.availableGeometry().contains(frame_of(dock)),
        "editor_on_screen": screen.availableGeometry().contains(frame_of(editor)),
        "covered_buttons": covered,
    }
    screen.grabWindow(0).save(str(folder / "editor-analysis.png"))
    editor.reject()
    control.leave_editor()
    settle()
    report["after"] = {"docked": not dock.isFloating(), "visible": dock.isVisible(),
                       "on_top": bool(dock.windowFlags() & Qt.WindowType.WindowStaysOnTopHint)}
    (folder / "placement.json").write_text(json.dumps(report, indent=1))
    window.study.shutdown()
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
