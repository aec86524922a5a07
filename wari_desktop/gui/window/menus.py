"""The menus, declared once: each menu and its named slots in order. Every part of the
program adds its actions to a slot by name (``"game:files"``), so the menus come out the
same whatever order the parts are built in, and no part needs to know another's actions.

    Game   start (New, Set Up Position, Computer against Computer) · files (Open, Open
           Recent, Save, Save As, Record Details) | study (Review) | ending (agreement,
           Resign) | quit
    Move   history (Undo, Redo, First, Last) · computer (Move Now, Pause) · hint | level
    View   study (Analysis) | board (Flip, Counts, Speed, Sound) | window (Full Screen) |
           settings
    Help   reference (Rules, Shortcuts) · learning (Lessons) | about

(``|``: a separator; Qt hides the separators around an empty slot.)
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QMenuBar

#: A separator between slots.
SEPARATOR = "-"

#: Each menu by name, with its slots in order.
MENUS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("game", ("start", "files", SEPARATOR, "study", SEPARATOR, "ending", SEPARATOR, "quit")),
    ("move", ("history", "computer", "hint", SEPARATOR, "level")),
    ("view", ("study", SEPARATOR, "board", SEPARATOR, "window", SEPARATOR, "settings")),
    ("help", ("reference", "learning", SEPARATOR, "about")),
)


def menu_titles() -> dict[str, str]:
    """The menus' titles in the language of the program (the window's words)."""
    translate = QCoreApplication.translate
    return {"game": translate("MainWindow", "&Game"), "move": translate("MainWindow", "&Move"),
            "view": translate("MainWindow", "&View"), "help": translate("MainWindow", "&Help")}


class Menus:
    """The menus of ``bar`` built from ``MENUS``, with their slots to fill."""

    def __init__(self, bar: QMenuBar) -> None:
        self.bar = bar
        self._menus: dict[str, QMenu] = {}
        #: Each menu's entries in order: slot names and the separators' actions.
        self._entries: dict[str, list[str | QAction]] = {}
        self._filled: dict[str, list[QAction]] = {}
        titles = menu_titles()
        for name, slots in MENUS:
            menu = bar.addMenu(titles[name])
            self._menus[name] = menu
            entries: list[str | QAction] = []
            for slot in slots:
                if slot == SEPARATOR:
                    entries.append(menu.addSeparator())
                else:
                    entries.append(slot)
                    self._filled[f"{name}:{slot}"] = []
            self._entries[name] = entries

    def menu(self, name: str) -> QMenu:
        """The menu called ``name`` ("game", "move", "view", "help")."""
        return self._menus[name]

    def slots(self) -> list[str]:
        """Every slot's full name, menu by menu, in order."""
        return list(self._filled)

    def add(self, slot: str, action: QAction) -> QAction:
        """Add ``action`` at the end of ``slot`` ("menu:slot"); returns it."""
        if slot not in self._filled:
            raise KeyError(f"no menu slot {slot!r}; the slots are {', '.join(self._filled)}")
        menu_name, _, slot_name = slot.partition(":")
        menu = self._menus[menu_name]
        before = self._first_after(menu_name, slot_name)
        if before is None:
            menu.addAction(action)
        else:
            menu.insertAction(before, action)
        self._filled[slot].append(action)
        return action

    def add_menu(self, slot: str, menu: QMenu) -> QMenu:
        """Add the submenu ``menu`` at the end of ``slot``; returns it."""
        self.add(slot, menu.menuAction())
        return menu

    def _first_after(self, menu_name: str, slot_name: str) -> QAction | None:
        """The first action in the menu after ``slot_name``'s (None: the end)."""
        entries = self._entries[menu_name]
        for entry in entries[entries.index(slot_name) + 1:]:
            if isinstance(entry, QAction):
                return entry
            filled = self._filled[f"{menu_name}:{entry}"]
            if filled:
                return filled[0]
        return None
