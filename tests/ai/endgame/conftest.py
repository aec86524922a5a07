"""Shared fixtures: one small table and its independent reference per test session."""

from __future__ import annotations

import pytest

from wari_desktop.ai.endgame import EndgameTable, build_table

from .reference import Reference

SMALL = 7  # every board with at most 7 seeds: 50,388 boards, a few seconds each


@pytest.fixture(scope="session")
def table() -> EndgameTable:
    return build_table(SMALL)


@pytest.fixture(scope="session")
def reference() -> Reference:
    return Reference(SMALL)
