"""The Qt application object and its identity."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication

from .. import __version__
from ..resources import resource
from .platform.indicator_style import LargeIndicators
from .platform.theme import palette

APPLICATION_NAME = "Wari"
ORGANIZATION_NAME = "Wari desktop"


def create_application(argv: Sequence[str] = ()) -> QApplication:
    """The running QApplication (created with ``argv`` if there is none yet), named
    "Wari" by "Wari desktop" so settings and window titles find it."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(list(argv) or ["wari"])
        app.setStyle(LargeIndicators())  # the platform's style, menu marks grown with text
    app.setPalette(palette())  # the menus and the file dialogs in the program's colours
    QCoreApplication.setApplicationName(APPLICATION_NAME)
    QCoreApplication.setOrganizationName(ORGANIZATION_NAME)
    QCoreApplication.setApplicationVersion(__version__)
    QApplication.setApplicationDisplayName(APPLICATION_NAME)
    QGuiApplication.setDesktopFileName("wari-desktop")  # matches the installed menu entry
    icon = resource("icons", "wari-256.png")
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))
    return app
