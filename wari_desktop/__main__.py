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
        help="render the window at {}x{} to a PNG file and exit".format(*SCREENSHOT_SIZE),
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the program; returns the exit status (2 for bad options or an unwritable file)."""
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
    from .gui.game_model import PEOPLE
    from .gui.main_window import MainWindow

    app = create_application(sys.argv[:1])
    window = MainWindow(position, PEOPLE if args.screenshot is not None else None)
    if args.screenshot is not None:
        window.resize(*SCREENSHOT_SIZE)
        if not window.grab().save(args.screenshot, "PNG"):
            print(f"wari: cannot write the screenshot to {args.screenshot}", file=sys.stderr)
            return 2
        return 0
    _prepare_endgame_table()
    window.show()
    return app.exec()


def _prepare_endgame_table() -> None:
    """Load the endgame table in the background, or build it there on first use."""
    from .ai.endgame import installed_path
    from .ai.tables import build_in_background, endgame_table

    if installed_path() is not None:
        endgame_table()
    else:
        build_in_background()


if __name__ == "__main__":
    sys.exit(main())
