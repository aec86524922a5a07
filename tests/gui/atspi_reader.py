"""Read Wari's accessibility tree over AT-SPI, as a screen reader (Orca) does, while keys
are pressed in the real window.

    dbus-run-session -- /usr/bin/python3 tests/gui/atspi_reader.py PYTHON

Run by the system Python (it needs ``gi.repository.Atspi``: Debian's ``python3-gi`` and
``gir1.2-atspi-2.0``) inside a D-Bus session on an X display (``DISPLAY``). It starts
``PYTHON -m wari_desktop`` with Qt's AT-SPI bridge on, reads the tree, presses Escape
(the first start's welcome), Right and ``c`` with ``xdotool``, waits for the move and the
computer's reply to be announced, and prints what it found as one JSON object:
``windows``, ``menus``, ``buttons``, ``board`` (name and description at the start),
``board_after_right``, ``announcements``, ``moves`` (the move list's cells) and
``names_heard`` (every accessible-name change). ``test_atspi.py`` runs it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from typing import Any

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

#: How long to wait for the program and for each thing it should say, in seconds.
PATIENCE = 30.0


class Heard:
    """The AT-SPI events a screen reader listens to: announcements and name changes."""

    def __init__(self) -> None:
        self.announcements: list[str] = []
        self.names: list[str] = []
        self._listener = Atspi.EventListener.new(self._event)
        self._listener.register("object:announcement")
        self._listener.register("object:property-change:accessible-name")

    def _event(self, event: Any) -> None:
        if event.type.startswith("object:announcement"):
            self.announcements.append(str(event.any_data))
        elif event.source is not None:
            self.names.append(str(event.source.get_name()))


def pump(seconds: float) -> None:
    """Let events arrive for ``seconds``."""
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        while context.pending():
            context.iteration(False)
        time.sleep(0.02)


def wait_for(found: Callable[[], Any], what: str) -> Any:
    """``found()``'s first true value, waiting up to ``PATIENCE`` seconds."""
    end = time.monotonic() + PATIENCE
    while time.monotonic() < end:
        value = found()
        if value:
            return value
        pump(0.2)
    raise SystemExit(f"AT-SPI: no {what} after {PATIENCE:.0f} s")


def application() -> Any:
    """The Wari application on the desktop, or None."""
    desktop = Atspi.get_desktop(0)
    for i in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(i)
        if app is not None and app.get_name() == "Wari":
            return app
    return None


def walk(node: Any, depth: int = 0) -> Iterator[Any]:
    """``node`` and everything under it."""
    yield node
    if depth > 20:
        return
    for i in range(node.get_child_count()):
        child = node.get_child_at_index(i)
        if child is not None:
            yield from walk(child, depth + 1)


def named(app: Any, role: str, name: str) -> Any:
    return next((n for n in walk(app) if n.get_role_name() == role and n.get_name() == name),
                None)


def key(name: str) -> None:
    subprocess.run(["xdotool", "key", name], check=True)


def main() -> int:
    program = subprocess.Popen([sys.argv[1], "-m", "wari_desktop"], env=dict(
        os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb"))
    try:
        heard = Heard()
        app = wait_for(application, "Wari application on the accessibility bus")
        wait_for(lambda: named(app, "table", "Moves"), "move list")
        wait_for(lambda: next((n for n in walk(app) if n.get_role_name() == "alert"), None),
                 "welcome message (the first start's)")
        pump(1.0)
        report: dict[str, Any] = {
            "windows": [[w.get_role_name(), w.get_name()]
                        for w in (app.get_child_at_index(i)
                                  for i in range(app.get_child_count())) if w is not None],
        }
        bar = next(n for n in walk(app) if n.get_role_name() == "menu bar")
        report["menus"] = {
            item.get_name(): [entry.get_name() for entry in walk(item)
                              if entry.get_role_name() == "menu item" and entry is not item]
            for item in (bar.get_child_at_index(i) for i in range(bar.get_child_count()))}
        report["buttons"] = {n.get_name(): n.get_description() for n in walk(app)
                             if n.get_role_name() == "push button"}
        board = named(app, "filler", "Wari board")
        report["board"] = [board.get_name(), board.get_description()] if board else None
        moves = named(app, "table", "Moves")
        report["moves_description"] = moves.get_description()

        key("Escape")  # the first start's welcome, answered "Not Now"
        pump(1.0)
        key("Right")  # the keyboard ring moves from A to B
        report["board_after_right"] = wait_for(
            lambda: board.get_name() if board.get_name().startswith("House") else None,
            "house named by the board")
        key("c")  # South plays C; the computer answers
        wait_for(lambda: len(heard.announcements) >= 2, "announcement of both moves")

        def cells() -> list[list[str]] | None:
            table = named(app, "table", "Moves")
            rows = [[Atspi.Table.get_accessible_at(table, row, column).get_name()
                     for column in range(Atspi.Table.get_n_columns(table))]
                    for row in range(Atspi.Table.get_n_rows(table))]
            return rows if rows and all(rows[-1]) else None

        report["moves"] = wait_for(cells, "row of two moves in the move list")
        report["announcements"] = heard.announcements
        report["names_heard"] = heard.names
        print(json.dumps(report))
        return 0
    finally:
        program.terminate()
        program.wait(timeout=20)


if __name__ == "__main__":
    sys.exit(main())
