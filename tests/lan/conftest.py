"""Every test here keeps discovery on the loopback interface: ``WARI_LAN_INTERFACES`` is
127.0.0.1 unless a test sets it otherwise, so nothing can fall back to every interface."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def loopback_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WARI_LAN_INTERFACES", "127.0.0.1")
