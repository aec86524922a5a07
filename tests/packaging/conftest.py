"""Every packaging test runs with the QApplication that pytest-qt provides, so that the
icon rendering in build.py (which creates a bare QGuiApplication when there is none)
never leaves a QGuiApplication behind for the widget tests."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication


@pytest.fixture(autouse=True)
def _qt_application(qapp: QApplication) -> QApplication:
    return qapp
