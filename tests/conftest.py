"""Test set-up shared by every test: Qt draws offscreen, so no display is needed, and
the whole session keeps its data folder (autosave, endgame table), its settings and every
other per-user file in a temporary folder, never the user's own. Subprocesses started by
the tests inherit the same folders through the environment. Hypothesis runs with no
deadline (the "wari" profile). Where the shell writes no bytecode, the session's processes
share a temporary cache of it (``bytecode_cache``); pytest-xdist's workers share the
suite as ``parallel`` says, each in a network namespace of its own where it can
(``worker_network``)."""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.bytecode_cache import remove_cache, share_bytecode
from tests.parallel import make_groups_folder, remove_groups_folder

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
share_bytecode()
make_groups_folder()

# No wall-clock limit on a Hypothesis example (its default deadline, 200 ms, fails tests
# on a loaded machine for being slow, not wrong); each test's own settings still choose
# the number of examples. Where Hypothesis is not installed (the Windows Python under
# Wine that packaging/check_windows_core.py runs the compiled cores' tests with), the
# tests that need it are not collected there and this has nothing to set.
try:
    from hypothesis import settings
except ImportError:  # pragma: no cover - only without the test extras
    pass
else:
    settings.register_profile("wari", deadline=None)
    settings.load_profile("wari")

#: The session's stand-in for the user's folders.
SESSION_HOME = Path(tempfile.mkdtemp(prefix="wari-tests-"))
os.environ["WARI_DATA_DIR"] = str(SESSION_HOME / "data")
os.environ["XDG_DATA_HOME"] = str(SESSION_HOME / "share")
os.environ["XDG_CONFIG_HOME"] = str(SESSION_HOME / "config")
os.environ["XDG_CACHE_HOME"] = str(SESSION_HOME / "cache")
# No test reaches the user's keyring: the ``keyring`` library's null backend (it keeps
# nothing) unless a test sets an in-memory one of its own (tests/gui/online/conftest.py).
os.environ["PYTHON_KEYRING_BACKEND"] = "keyring.backends.null.Keyring"


def _private_settings() -> None:
    """QSettings of every format read and write in the session's folder."""
    from PySide6.QtCore import QSettings

    for form in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(form, QSettings.Scope.UserScope, str(SESSION_HOME / "config"))
        QSettings.setPath(form, QSettings.Scope.SystemScope, str(SESSION_HOME / "system"))


_private_settings()


@pytest.fixture(scope="session", autouse=True)
def session_home() -> Iterator[Path]:
    """The temporary folder standing for the user's data and settings, removed at the end."""
    yield SESSION_HOME
    shutil.rmtree(SESSION_HOME, ignore_errors=True)


def pytest_configure(config: pytest.Config) -> None:
    from tests.own_network import inside
    from tests.worker_network import isolate

    if hasattr(config, "workerinput") and not inside():  # an xdist worker
        isolate()  # a network namespace of its own where it can (tests/worker_network.py)
    config.addinivalue_line(
        "markers", "own_network: runs in a network namespace of its own, only the loopback "
        "with the multicast range routed to it (tests/own_network.py)")


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_auto_num_workers(config: pytest.Config) -> int | None:
    from tests.parallel import auto_workers

    return auto_workers()


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: object) -> object:
    """``-n`` alone (``--dist load``): the suite's scheduler (``tests/parallel.py``)."""
    from tests.parallel import scheduler

    return scheduler(config, log) if config.getvalue("dist") == "load" else None


def pytest_unconfigure(config: pytest.Config) -> None:
    remove_cache()
    remove_groups_folder()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    from tests.own_network import stand_ins
    from tests.parallel import plan

    stand_ins(items)
    plan(items)
