"""No bot outlives its test: one still running at the end (a test that failed before it
stopped) is killed by its process id."""

from __future__ import annotations

import contextlib
import os
import signal
from collections.abc import Iterator

import pytest

from .helpers import STARTED


@pytest.fixture(autouse=True)
def no_bot_left_behind() -> Iterator[None]:
    STARTED.clear()
    yield
    for process in STARTED:
        if process.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                os.kill(process.pid, signal.SIGKILL)
    STARTED.clear()
