"""The suite's plan for pytest-xdist (``tests/parallel.py``): the tests of a shared
fixture share one worker's group, the longest tests are collected first, ``-n auto``
starts two workers per processor, and the bytecode cache of a session that made one is
gone after it (``tests/bytecode_cache.py``)."""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from tests.parallel import LONGEST, MOST_WORKERS, auto_workers, shared_fixtures_home

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def shared_here() -> str:
    """A fixture made once for this module."""
    return "made once"


@pytest.mark.parametrize("turn", range(4))
def test_a_test_of_a_shared_fixture_is_in_the_group_of_its_file(
        shared_here: str, request: pytest.FixtureRequest, turn: int) -> None:
    assert shared_fixtures_home(request.node) == "tests/test_parallel.py"


def test_an_xdist_worker_has_a_network_namespace_of_its_own(
        request: pytest.FixtureRequest) -> None:
    """Run by the test below, in an xdist worker: as root, the worker's network is not
    its controller's, and holds the loopback alone (``tests/worker_network.py``)."""
    if not hasattr(request.config, "workerinput"):
        pytest.skip("not in an xdist worker (the test below runs it in one)")
    if os.geteuid() != 0:
        pytest.skip("a network namespace of the worker's own needs root")
    assert os.readlink("/proc/self/ns/net") != os.readlink(f"/proc/{os.getppid()}/ns/net")
    assert [name for _, name in socket.if_nameindex()] == ["lo"]


def test_the_tests_of_a_shared_fixture_run_in_one_worker() -> None:
    """Under xdist (two workers, as ``-n`` shares tests by default) the four tests above
    all run in one worker, so the fixture is made once; and a worker has a network of its
    own."""
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-n", "2", "-v", "-p", "no:cacheprovider",
         "tests/test_parallel.py", "-k", "in_the_group_of_its_file or namespace_of_its_own"],
        cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    workers = re.findall(r"\[(gw\d+)\][^\n]*PASSED[^\n]*in_the_group_of_its_file", done.stdout)
    assert len(workers) == 4 and len(set(workers)) == 1, done.stdout
    outcome = "PASSED" if os.geteuid() == 0 else "(PASSED|SKIPPED)"
    assert re.search(outcome + r"[^\n]*namespace_of_its_own", done.stdout), done.stdout


def test_a_test_of_no_shared_fixture_is_in_no_group(request: pytest.FixtureRequest) -> None:
    assert shared_fixtures_home(request.node) is None


def test_a_workers_collection_leaves_the_groups_of_a_conftests_fixtures(
        tmp_path: Path) -> None:
    """A worker's collection of the puzzles' tests leaves its groups for the scheduler:
    the tests of the table the puzzles' conftest builds in the group of that folder."""
    env = dict(os.environ, WARI_TEST_GROUPS=str(tmp_path), PYTEST_XDIST_WORKER="gw7")
    assert collected("tests/puzzles/test_shipped.py", env=env)
    groups = json.loads((tmp_path / "gw7.json").read_text(encoding="utf-8"))
    table_tests = [nodeid for nodeid in groups if "_by_the_table[" in nodeid]
    assert table_tests and {groups[nodeid] for nodeid in table_tests} == {"tests/puzzles"}


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
