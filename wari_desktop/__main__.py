"""Command line entry point: ``python -m wari_desktop`` and the ``wari`` program."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from . import __version__

if TYPE_CHECKING:
    from pathlib import Path

    from .gui.window.main_window import MainWindow
    from .notation import Record

SCREENSHOT_SIZE = (1200, 700)


def build_parser() -> argparse.ArgumentParser:
    """The command line options."""
    parser = argparse.ArgumentParser(
        prog="wari", description="Wari (Oware abapa) on a wooden board."
    )
    parser.add_argument(
        "--position",
        metavar="FEN",
        help="start from this position, e.g. 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S",
    )
    parser.add_argument(
        "--screenshot",
        metavar="FILE",
        help="render the window at {}x{} to a PNG file and exit (with FILE.ogn: that "
        "game)".format(*SCREENSHOT_SIZE),
    )
    from .ai.core import CORE

    parser.add_argument("--version", action="version",
                        version=f"%(prog)s {__version__} (search: {CORE})")
    parser.add_argument("file", nargs="?", metavar="FILE.ogn",
                        help="a saved game (OGN) to open")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the program; returns the exit status (2 for bad options or an unwritable file)."""
    import multiprocessing

    multiprocessing.freeze_support()  # the thinking process of a frozen (bundled) program
    raw = sys.argv[1:] if argv is None else argv
    if raw[:1] == ["--build-endgame"]:  # a bundled program's own background table build
        from .ai.endgame.__main__ import main as endgame_main

        return endgame_main(["build", *raw[1:]])
    args = build_parser().parse_args(argv)
    position = None
    if args.position is not None:
        from .notation.fen import parse_fen

        try:
            position = parse_fen(args.position)
        except ValueError as error:
            print(f"wari: bad --position: {error}", file=sys.stderr)
            return 2

    import os

    from .gui.platform import qt_messages

    qt_messages.install()
    if args.screenshot is not None and not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # a picture needs no display
    elif qt_messages.no_display():
        print(qt_messages.NO_DISPLAY, file=sys.stderr)
        return qt_messages.NO_DISPLAY_STATUS
    from .gui.app import create_application

    app = create_application(sys.argv[:1])
    qt_messages.window_system_up()
    if args.screenshot is not None:
        return _screenshot(args.screenshot, position, args.file)
    door = _claim_data_folder(args.file)
    if isinstance(door, int):
        return door
    return _run(app, position, args.file, door)


def _claim_data_folder(file: str | None) -> object:
    """Make this start the running copy of its data folder (its door to later starts, or
    None when it has none), or hand ``file`` to the copy already running and give the exit
    status: 0 once that copy answered, 1 (after saying why) when it does not answer.
    Either way a second start touches no file (``gui.platform.single_instance``)."""
    from pathlib import Path

    from .gui.platform.single_instance import Outcome, claim
    from .paths import data_dir

    found = claim(data_dir(), Path(file) if file else None)
    if found.outcome is Outcome.FIRST:
        return found.door
    if found.outcome is Outcome.HANDED_OVER:
        return 0
    _report_not_answering(found.pid)
    return 1


def _report_not_answering(pid: int | None) -> None:
    """Say, in the player's language, on standard error and in a box (where there is a
    screen), that the running copy ``pid`` does not answer and nothing was changed."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    from .gui.dialogs.message_box import show_problem
    from .gui.platform.i18n import install_translators
    from .gui.platform.settings import load_settings

    install_translators(QApplication.instance(), load_settings().language)  # type: ignore[arg-type]
    text = QCoreApplication.translate(
        "SingleInstance", "Wari is already running (process {pid}) but does not answer. "
        "Close it, or end that process, then start Wari again. Nothing was changed."
    ).format(pid=pid if pid is not None else "?")
    print(f"wari: {text}", file=sys.stderr)
    if QApplication.platformName() != "offscreen":  # no one could see a box there
        show_problem(None, text, "")


def _screenshot(path: str, position: object, file: str | None = None) -> int:
    """Render a window for two players (default settings, no animation) to ``path``; with
    ``file``, the saved game it holds, its names and its ending (status 2, and no picture,
    if it cannot be read)."""
    from pathlib import Path

    from .gui.game.seats import PEOPLE
    from .gui.platform.settings import Settings, Speed
    from .gui.window.main_window import MainWindow
    from .notation import NotationError, load
    from .notation.annotations import Annotations

    record = None
    if file is not None:
        try:
            record = load(Path(file))
        except (NotationError, OSError) as error:
            print(f"wari: cannot open {file}: {error}", file=sys.stderr)
            return 2
    window = MainWindow(position, PEOPLE, settings=Settings(speed=Speed.INSTANT))  # type: ignore[arg-type]
    if record is not None:
        window.start_game(record.game, PEOPLE, Path(file),  # type: ignore[arg-type]
                          annotations=Annotations.of(record), resigned=record.resigned,
                          lost_on_time=record.lost_on_time, stop=record.stop)
    window.resize(*SCREENSHOT_SIZE)
    if not window.grab().save(path, "PNG"):
        print(f"wari: cannot write the screenshot to {path}", file=sys.stderr)
        return 2
    return 0


def _run(app: object, position: object, file: str | None, door: object = None) -> int:
    """The game: a file given on the command line, else the game left unfinished last
    time (with the file it came from), else a new game against the computer. A file that
    cannot be opened is reported over the window, and the game left unfinished is resumed
    as if no file had been given: nothing of it is lost. ``door`` (an ``InstanceDoor``)
    brings the window forward, opening the file, when the program is started again."""
    import os

    from PySide6.QtCore import QTimer

    from .gui.platform.i18n import install_translators
    from .gui.platform.quit_signals import quit_on_signals
    from .gui.platform.settings import load_settings, save_geometry
    from .paths import move_legacy_data

    windows: list[MainWindow] = []

    def quit_now() -> None:
        for window in windows:
            window.quit_keeping_the_game()
        app.quit()  # type: ignore[attr-defined]

    # From the first moment, a kill (SIGTERM) closes the window, keeping the game.
    quitting = quit_on_signals(quit_now)
    move_legacy_data()
    settings = load_settings()
    install_translators(app, settings.language)  # type: ignore[arg-type]
    record, problem, resumed = _game_to_open(position, file)
    # The window keeps no autosave until the game is in, so the one on disk stays as is.
    window = _new_window(None if record else position, settings)
    windows.append(window)
    _start_window(app, window, record, position, file, resumed)
    app.aboutToQuit.connect(lambda: save_geometry(windows[-1]))  # type: ignore[attr-defined]
    _report_first_frame(window)

    # The start-up benchmark launches many short runs: they build no table unless it asks
    # (WARI_FIRST_FRAME_BUILD=1: a start as a player gets it, the build under way).
    _prepare_endgame_table(build="WARI_FIRST_FRAME" not in os.environ
                           or os.environ.get("WARI_FIRST_FRAME_BUILD") == "1")
    window.show()
    if door is not None:  # to the window of the moment (a language change makes a new one)
        door.openRequested.connect(  # type: ignore[attr-defined]
            lambda name: windows[-1].files.open_sent(name))
    _follow_language(app, windows)
    if file is None and position is None and record is None:
        window.lessons.offer_lessons()  # once, on the first start; not over a resumed game
    if file is None and position is None:  # the online game left in progress, if any
        QTimer.singleShot(0, window.online_menu.come_back.offer)
    if problem is not None:
        QTimer.singleShot(0, lambda: window.files.report_unreadable(*problem))
    try:
        return int(app.exec())  # type: ignore[attr-defined]
    finally:
        if quitting is not None:
            quitting.stop()


def _game_to_open(position: object, file: str | None
                  ) -> tuple[Record | None, tuple[Path, Exception] | None, bool]:
    """The record to start with, the file that could not be read and why (or None), and
    whether the record is the game left unfinished last time: the ``file`` given, else
    (with no ``position`` either) the autosaved game, if any."""
    from pathlib import Path

    from .gui.platform.autosave import read_autosave
    from .notation import NotationError, load

    record: Record | None = None
    problem: tuple[Path, Exception] | None = None
    if file is not None:
        try:
            record = load(file)
        except (OSError, NotationError) as error:
            problem = (Path(file), error)
    resumed = record is None and position is None
    if resumed:
        record = read_autosave()
    return record, problem, resumed


def _new_window(position: object, settings: object) -> MainWindow:
    """The main window, from ``position`` (None: the opening), with the computer thinking
    in a process of its own."""
    from .ai.thinkers import DesktopThinker
    from .gui.window.main_window import MainWindow

    return MainWindow(position, settings=settings,  # type: ignore[arg-type]
                      engine=DesktopThinker())


def _start_window(app: object, window: MainWindow, record: Record | None, position: object,
                  file: str | None, resumed: bool) -> None:
    """Put ``record`` in ``window`` (a resumed one with the file it came from and whether
    it was modified), turn its autosave on and give it its place on screen."""
    from pathlib import Path

    from .gui.platform.autosave import autosave_path, resumed_modified
    from .gui.platform.screen_fit import place_on_screen
    from .gui.platform.settings import restore_geometry

    if record is not None and not resumed:
        window.start_record(record, Path(file or ""))
    elif record is not None:
        kept = record.tags.get("WariFile")
        window.start_record(record, Path(kept) if kept else None,
                            modified=resumed_modified(record))
    window.document.autosave = autosave_path()
    if record is not None or position is not None:
        window.document.keep_for_next_time()
    if restore_geometry(window):  # a place kept from last time: back onto the screen
        place_on_screen(window)  # (without one, the window manager places the window)


def _follow_language(app: object, windows: list[MainWindow]) -> None:
    """When the player picks another language in Settings, show the window in it at once
    (``_relaunch``, once the Settings dialog has closed)."""
    from PySide6.QtCore import QTimer

    windows[-1].preferences.languageChosen.connect(
        lambda language: QTimer.singleShot(0, lambda: _relaunch(app, windows, language)))


def _relaunch(app: object, windows: list[MainWindow], language: str) -> MainWindow:
    """The program in ``language`` at once, without a restart: Qt's widgets take their
    words when they are built, so a new main window is built under the new catalogues,
    holding the game exactly as the autosave would resume it (its file and unsaved moves,
    its clocks, a resignation, the rating's and help's marks), in the old window's place
    and size, with the lessons, puzzles, rules and analysis open again where they were
    open. The old window closes without a question; a search in progress starts over."""
    from .gui.platform.autosave import autosave_path
    from .gui.platform.i18n import install_translators

    old = windows[-1]
    record = old.document.resumable_record()
    old.document.autosave = None  # the new window keeps the game from now on
    install_translators(app, language)  # type: ignore[arg-type]
    new = _new_window(None, old.settings)
    new.start_record(record, old.document.path, modified=old.document.modified)
    new.document.autosave = autosave_path()
    new.document.keep_for_next_time()
    new.restoreGeometry(old.saveGeometry())
    windows[-1] = new
    new.show()
    _reopen_tools(old, new)
    old.quit_keeping_the_game()  # no longer referenced: Python lets it go
    _follow_language(app, windows)
    return new


def _reopen_tools(old: MainWindow, new: MainWindow) -> None:
    """Open in ``new`` the lessons (at the same lesson), puzzles (the same puzzle), rules
    and analysis that were open in ``old``."""
    lessons = old.lessons.lessons_window
    if lessons is not None and lessons.isVisible():
        new.lessons.show_lessons().show_lesson(lessons.index)
    puzzles = getattr(old.puzzles, "puzzles_window", None)
    if puzzles is not None and puzzles.isVisible():
        shown = new.puzzles.show_puzzles()
        if puzzles.puzzle is not None:
            shown.show_puzzle(puzzles.puzzle)
    rules = getattr(old.help, "rules_window", None)
    if rules is not None and rules.isVisible():
        new.help.show_rules()
    if old.study.analysis.action.isChecked():
        new.study.analysis.action.trigger()


def _report_first_frame(window: object) -> None:
    """With ``WARI_FIRST_FRAME=<launch time.time()>`` set (by the start-up benchmark),
    print the seconds from launch to the first painted frame, then quit."""
    import os
    import time

    launched = os.environ.get("WARI_FIRST_FRAME")
    if not launched:
        return
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    viewport = window.board.viewport()  # type: ignore[attr-defined]

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and watched is viewport:
                viewport.removeEventFilter(self)
                QTimer.singleShot(0, self.done)
            return False

        def done(self) -> None:
            print(f"first frame {time.time() - float(str(launched)):.3f} s", flush=True)
            QApplication.quit()

    window._first_paint = FirstPaint(window)  # type: ignore[attr-defined, arg-type]
    viewport.installEventFilter(window._first_paint)  # type: ignore[attr-defined]


def _prepare_endgame_table(build: bool = True) -> None:
    """Load the endgame table in the background, or build it there on first use (from a
    source checkout; an installed bundle ships it prebuilt); with one installed, build the
    largest one there when the machine can (``tables.grow_in_background``)."""
    from .ai.endgame import installed_path
    from .ai.tables import build_in_background, endgame_table, grow_in_background

    if installed_path() is not None:
        endgame_table()
        if build:
            grow_in_background()
    elif build and not getattr(sys, "frozen", False):
        build_in_background()


if __name__ == "__main__":
    sys.exit(main())
