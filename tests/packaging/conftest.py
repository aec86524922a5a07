"""Every packaging test runs with the QApplication that pytest-qt provides, so that the
icon rendering in build.py (which creates a bare QGuiApplication when there is none)
never leaves a QGuiApplication behind for the widget tests; and under
``WARI_REQUIRE_PACKAGES=1`` a packaging test that would be skipped fails (``required.py``)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

# A skip fails under WARI_REQUIRE_PACKAGES=1 (set by packaging/ci.sh): see required.py.
from .required import pytest_runtest_makereport  # noqa: F401


@pytest.fixture(autouse=True)
def _qt_application(qapp: QApplication) -> QApplication:
    return qapp
