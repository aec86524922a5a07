"""The suite's plan for pytest-xdist (``tests/parallel.py``): the tests of a shared
fixture share one worker's group, the longest tests are collected first, ``-n auto``
starts two workers per processor, and the bytecode cache of a session that made one is
gone after it (``tests/bytecode_cache.py``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.parallel import LONGEST, MOST_WORKERS, auto_workers

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def shared_here() -> str:
    """A fixture made once for this module."""
    return "made once"


def test_a_test_of_a_shared_fixture_is_in_the_group_of_its_file(
        shared_here: str, request: pytest.FixtureRequest) -> None:
    group = request.node.get_closest_marker("xdist_group")
    assert group is not None and group.args == ("tests/test_parallel.py",)


def test_a_test_of_no_shared_fixture_is_in_no_group(request: pytest.FixtureRequest) -> None:
    assert request.node.get_closest_marker("xdist_group") is None


def collected(*arguments: str, env: dict[str, str] | None = None) -> list[str]:
    """The node ids a fresh pytest collects from ``arguments``, in its order."""
    done = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q",
                           "-p", "no:cacheprovider", *arguments], cwd=ROOT,
                          capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 0, done.stdout + done.stderr
    return [line for line in done.stdout.splitlines() if "::" in line]


def test_the_longest_tests_are_collected_first() -> None:
    order = collected("tests/test_readme.py", "tests/gui/test_two_programs.py")
    longest = [i for i, nodeid in enumerate(order) if nodeid.startswith(LONGEST)]
    assert longest and longest == list(range(len(longest))), order


def test_auto_starts_two_workers_per_processor(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PYTEST_XDIST_AUTO_NUM_WORKERS", raising=False)
    processors = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (
        os.cpu_count() or 1)
    assert auto_workers() == min(MOST_WORKERS, 2 * processors)
    monkeypatch.setenv("PYTEST_XDIST_AUTO_NUM_WORKERS", "3")
    assert auto_workers() is None  # xdist reads the variable itself


PROBE = """
import json, os, sys
from pathlib import Path

def test_probe():
    seen = (os.environ.get("PYTHONPYCACHEPREFIX"), "PYTHONDONTWRITEBYTECODE" in os.environ,
            sys.dont_write_bytecode)
    Path(os.environ["PROBE_OUT"]).write_text(json.dumps(seen))
"""


def test_a_session_without_bytecode_shares_a_cache_and_removes_it(tmp_path: Path) -> None:
    """A session started with ``PYTHONDONTWRITEBYTECODE`` writes bytecode to a cache in the
    temporary folder, tells its subprocesses (the environment), and removes it at its end."""
    (tmp_path / "test_probe.py").write_text(PROBE, encoding="utf-8")
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    env = {key: value for key, value in os.environ.items() if key != "PYTHONPYCACHEPREFIX"}
    env |= {"PYTHONDONTWRITEBYTECODE": "1", "TMPDIR": str(temporary),
            "PROBE_OUT": str(tmp_path / "seen")}
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "-p", "tests.conftest", str(tmp_path / "test_probe.py")], cwd=ROOT,
                          capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 0, done.stdout + done.stderr
    prefix, still_asked, not_written = json.loads((tmp_path / "seen").read_text())
    assert Path(prefix).parent == temporary and not still_asked and not not_written
    assert list(temporary.glob("wari-tests-bytecode-*")) == []  # removed at the end
