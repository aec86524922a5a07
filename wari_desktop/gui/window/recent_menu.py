"""Game, Open Recent: the files last opened or saved, newest first, up to date after every
open and save; a file that cannot be opened any more leaves the list when chosen. The list
itself is kept by ``platform.recent_files``."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QMenu

from ..platform.recent_files import clear_recent_files, forget_file, recent_files, remember_file
from ..session.document import GameDocument


class RecentMenu(QObject):
    """Fills ``menu`` with the recent files; ``document``'s file joins the list when it is
    opened or saved; ``may_abandon()`` and ``open_path(path)`` open one."""

    def __init__(self, menu: QMenu, document: GameDocument, may_abandon: Callable[[], bool],
                 open_path: Callable[[Path], bool]) -> None:
        super().__init__(menu)
        self.menu = menu
        self.document = document
        self._may_abandon = may_abandon
        self._open_path = open_path
        menu.aboutToShow.connect(self.fill)
        document.pathChanged.connect(self._remember)
        document.changed.connect(self._remember)
        self.fill()

    def _remember(self) -> None:
        """The document's file (opened or saved) heads the list, and the menu shows it at
        once: a menu left disabled while the list was empty would never open to refill
        itself (a disabled submenu is never shown, so ``aboutToShow`` never comes)."""
        path = self.document.path
        if path is not None and (not recent_files() or recent_files()[0] != path.absolute()):
            remember_file(path)
            self.fill()

    def fill(self) -> None:
        """List the recent files in the menu (disabled when there are none)."""
        menu = self.menu
        menu.clear()
        files = recent_files()
        for number, path in enumerate(files, start=1):
            action = menu.addAction(f"&{number} {path.name}")
            action.setToolTip(str(path))
            action.setStatusTip(str(path))
            action.triggered.connect(lambda *_, path=path: self.open_recent(path))
        if files:
            menu.addSeparator()
            menu.addAction(QCoreApplication.translate("Learning", "&Clear List"), self.clear)
        menu.setEnabled(bool(files))
        menu.setToolTipsVisible(True)

    def open_recent(self, path: Path) -> bool:
        """Open a recent file; one that cannot be opened any more leaves the list."""
        if not self._may_abandon():
            return False
        if self._open_path(path):
            return True
        if not path.is_file():
            forget_file(path)
        self.fill()
        return False

    def clear(self) -> None:
        """Forget every recent file."""
        clear_recent_files()
        self.fill()
