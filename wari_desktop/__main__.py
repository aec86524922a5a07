"""Command line entry point: ``python -m wari_desktop`` and the ``wari`` program."""

from __future__ import annotations

import argparse
import sys

from . import __version__

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
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("file", nargs="?", metavar="FILE.ogn",
                        help="a saved game (OGN) to open")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the program; returns the exit status (2 for bad options or an unwritable file)."""
    import multiprocessing

    multiprocessing.freeze_support()  # the thinking process of a frozen (bundled) program
    args = build_parser().parse_args(argv)
    position = None
    if args.position is not None:
        from .notation.fen import parse_fen

        try:
            position = parse_fen(args.position)
        except ValueError as error:
            print(f"wari: bad --position: {error}", file=sys.stderr)
            return 2

    from .gui.app import create_application

    app = create_application(sys.argv[:1])
    if args.screenshot is not None:
        return _screenshot(args.screenshot, position, args.file)
    return _run(app, position, args.file)


def _screenshot(path: str, position: object, file: str | None = None) -> int:
    """Render a window for two players (default settings, no animation) to ``path``; with
    ``file``, the saved game it holds (status 2, and no picture, if it cannot be read)."""
    from pathlib import Path

    from .gui.game_model import PEOPLE
    from .gui.main_window import MainWindow
    from .gui.settings import Settings, Speed
    from .notation import NotationError, load

    record = None
    if file is not None:
        try:
            record = load(Path(file))
        except (NotationError, OSError) as error:
            print(f"wari: cannot open {file}: {error}", file=sys.stderr)
            return 2
    window = MainWindow(position, PEOPLE, settings=Settings(speed=Speed.INSTANT))  # type: ignore[arg-type]
    if record is not None:
        window.start_game(record.game, PEOPLE, Path(file))  # type: ignore[arg-type]
    window.resize(*SCREENSHOT_SIZE)
    if not window.grab().save(path, "PNG"):
        print(f"wari: cannot write the screenshot to {path}", file=sys.stderr)
        return 2
    return 0


def _run(app: object, position: object, file: str | None) -> int:
    """The game: a file given on the command line, else the game left unfinished last
    time, else a new game against the computer."""
    from pathlib import Path

    from .ai.engines import ProcessEngine
    from .gui.autosave import autosave_path, read_autosave, seats_of
    from .gui.i18n import install_translators
    from .gui.main_window import MainWindow
    from .gui.settings import load_settings

    settings = load_settings()
    install_translators(app, settings.language)  # type: ignore[arg-type]
    # Read the game left unfinished before the window's first autosave replaces it.
    record = read_autosave() if file is None and position is None else None
    window = MainWindow(position, settings=settings, autosave=autosave_path(),  # type: ignore[arg-type]
                        engine=ProcessEngine())
    if file is not None:
        window.open_path(Path(file))
    elif record is not None:
        window.start_game(record.game, seats_of(record, window.model.seats))
    _report_first_frame(window)
    import os

    # The start-up benchmark launches many short runs: none of them builds the table.
    _prepare_endgame_table(build="WARI_FIRST_FRAME" not in os.environ)
    window.show()
    if file is None and position is None and record is None:
        window.learning.offer_lessons()  # once, on the first start; not over a resumed game
    return app.exec()  # type: ignore[attr-defined, no-any-return]


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
    source checkout; an installed bundle ships it prebuilt)."""
    from .ai.endgame import installed_path
    from .ai.tables import build_in_background, endgame_table

    if installed_path() is not None:
        endgame_table()
    elif build and not getattr(sys, "frozen", False):
        build_in_background()


if __name__ == "__main__":
    sys.exit(main())
