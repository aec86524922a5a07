"""An X display of the test's own for the checks that run the real program under Xvfb and
read it over AT-SPI (``test_atspi.py``, ``test_two_programs.py``), and what a machine
needs for them: missing, they skip, or fail where ``WARI_REQUIRE_ATSPI`` is set (CI)."""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

SYSTEM_PYTHON = "/usr/bin/python3"


def missing_tools() -> list[str]:
    """What this machine lacks to run the check."""
    missing = [tool for tool in ("Xvfb", "xdotool", "dbus-run-session")
               if shutil.which(tool) is None]
    probe = subprocess.run(
        [SYSTEM_PYTHON, "-c", "import gi; gi.require_version('Atspi', '2.0'); "
                              "from gi.repository import Atspi"],
        capture_output=True) if Path(SYSTEM_PYTHON).exists() else None
    if probe is None or probe.returncode != 0:
        missing.append("the system Python's gi.repository.Atspi")
    if not any(Path(p).exists() for p in ("/usr/libexec/at-spi-bus-launcher",
                                          "/usr/lib/at-spi2-core/at-spi-bus-launcher")):
        missing.append("at-spi-bus-launcher")
    return missing


@contextmanager
def xvfb_display(size: str, number: str | None = None) -> Iterator[str]:
    """A fresh X display of ``size`` (``WIDTHxHEIGHT``): display ``number`` if given,
    else a free one Xvfb picks; stopped afterwards. Skips (or fails, see above) where the
    tools are missing."""
    missing = missing_tools()
    if missing:
        if os.environ.get("WARI_REQUIRE_ATSPI"):
            pytest.fail(f"AT-SPI check required but missing: {', '.join(missing)}")
        pytest.skip(f"no AT-SPI here: missing {', '.join(missing)}")
    screen = ["-screen", "0", f"{size}x24", "-nolisten", "tcp"]
    if number:
        server = subprocess.Popen(["Xvfb", f":{number}", *screen], stderr=subprocess.DEVNULL)
    else:
        read, write = os.pipe()
        server = subprocess.Popen(["Xvfb", "-displayfd", str(write), *screen],
                                  pass_fds=(write,), stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as numbers:
            number = numbers.readline().strip()
    try:
        assert number, "Xvfb did not start"
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)
