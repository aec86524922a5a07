"""``wari-engine`` and ``python -m wari_desktop.engine``: the engine on standard input and
output, for programs that speak the protocol of Aualé's engines."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from ..ai.levels import NAMES


def build_parser() -> argparse.ArgumentParser:
    """The command line options."""
    parser = argparse.ArgumentParser(
        prog="wari-engine",
        description="The Wari desktop engine (Oware abapa) for other programs: UCI keywords "
                    "on standard input and output, as Aualé's engines speak them.")
    parser.add_argument("--level", choices=NAMES, default="master",
                        help="the level that plays (default master; also the Level option)")
    parser.add_argument("--version", action="version", version="%(prog)s " + _version())
    return parser


def _version() -> str:
    """The version and which search core plays (``ai.core.CORE`` where it exists)."""
    import importlib

    from .. import __version__

    try:
        core = str(importlib.import_module("wari_desktop.ai.core").CORE)
    except (ImportError, AttributeError):  # before the compiled core: the Python search
        core = "pure Python"
    return f"{__version__} (search: {core})"


def main(argv: Sequence[str] | None = None) -> int:
    """Answer commands until ``quit`` or the end of the input; returns 0."""
    args = build_parser().parse_args(argv)
    from .options import EngineOptions
    from .session import Session

    closed = False

    def write(line: str) -> None:
        nonlocal closed
        if closed:
            return
        try:
            sys.stdout.write(line + "\n")
            sys.stdout.flush()
        except (BrokenPipeError, OSError, ValueError):  # the driving program has gone
            closed = True

    for stream in (sys.stdin, sys.stdout):  # stray bytes are a bad command, not a crash
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="replace")
    session = Session(write, EngineOptions(level=args.level))
    try:
        while not closed:
            line = sys.stdin.readline()
            if not line or not session.handle(line):
                break
    except KeyboardInterrupt:
        pass
    finally:
        session.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
