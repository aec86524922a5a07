"""How the suite is shared between pytest-xdist's workers (the README's command runs it
with ``-n auto``); without xdist none of this changes what runs.

- **Two workers per processor** for ``-n auto`` (at most ``MOST_WORKERS``): many tests
  spend most of their time waiting on other processes (two programs playing, a server, a
  second copy of the program, a timeout that must pass), so a worker per processor left
  the processors half idle. ``PYTEST_XDIST_AUTO_NUM_WORKERS`` still chooses otherwise.
- **Shared fixtures stay in one worker.** A test that uses one of the suite's own shared
  fixtures (scoped to the session, a package or a module, not autouse: an endgame table
  built for the tests, a real database, a thinking process) belongs to the group of the
  file or folder that defines the fixture, and the tests of a group run in one worker
  (``SharedFixtureScheduling``), so the fixture is made once instead of once in every
  worker that gets one of its tests. Every other test goes to whichever worker is free.
- **The longest tests start first.** Tests that take a minute or more on their own (two
  real programs playing a whole game) are moved to the front of the collection, so each
  starts early on a worker of its own while the others share the rest, instead of
  starting last and running alone at the end.

The groups travel from the workers, which collect the tests and see their fixtures, to
the scheduler in the controlling process, which sees only node ids, through a file in a
folder the controlling process makes (``WARI_TEST_GROUPS``). xdist's own ``loadgroup``
would carry them in the node ids, which pytest 9.2 no longer lets a plugin change. The
collection order stays deterministic: every worker must collect the same tests in the
same order.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

import pytest

#: Node id prefixes of the tests that run longest (a minute or more each, mostly waiting
#: on real programs), started first. ``--durations=40`` shows which they are.
LONGEST = ("tests/gui/test_two_programs.py::",)
#: Workers per processor for ``-n auto``, and the most workers it starts.
PER_PROCESSOR = 2
MOST_WORKERS = 8
SHARED_SCOPES = {"session", "package", "module"}
#: The node id of the suite's folder: fixtures defined under it are the suite's own.
SUITE = "tests"
#: The folder of the groups' files (set by the controlling process for its workers).
GROUPS = "WARI_TEST_GROUPS"

#: The groups' folder this process made (None: none, or its parent's).
_made: Path | None = None


def auto_workers() -> int | None:
    """The number of workers for ``-n auto`` (None: the one ``PYTEST_XDIST_AUTO_NUM_WORKERS``
    gives, left to xdist)."""
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return None
    processors = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (
        os.cpu_count() or 1)
    return min(MOST_WORKERS, PER_PROCESSOR * processors)


def shared_fixtures_home(item: pytest.Item) -> str | None:
    """Where the first of the suite's own shared, not autouse fixtures that ``item`` uses
    is defined (the node id of its test file or conftest folder), or None."""
    info = getattr(item, "_fixtureinfo", None)
    if info is None:
        return None
    homes = [definition.baseid for name in getattr(item, "fixturenames", ())
             for definition in info.name2fixturedefs.get(name, ())
             if definition.scope in SHARED_SCOPES and not getattr(definition, "_autouse", False)
             and (definition.baseid == SUITE or definition.baseid.startswith(SUITE + "/"))]
    return min(homes) if homes else None


def plan(items: list[pytest.Item]) -> None:
    """Put the longest tests first (in place) and, in an xdist worker, leave the groups of
    the shared fixtures for the scheduler (see the module's rules)."""
    items.sort(key=lambda item: not item.nodeid.startswith(LONGEST))  # stable
    groups = {item.nodeid: home for item in items
              if (home := shared_fixtures_home(item)) is not None}
    folder, worker = os.environ.get(GROUPS), os.environ.get("PYTEST_XDIST_WORKER")
    if folder and worker:
        # The first collection of each worker only (not a child pytest it starts).
        try:
            with (Path(folder) / f"{worker}.json").open("x", encoding="utf-8") as out:
                json.dump(groups, out)
        except FileExistsError:
            pass


def make_groups_folder() -> None:
    """In the controlling process, the folder its workers leave their groups in."""
    global _made
    if os.environ.get(GROUPS) or os.environ.get("PYTEST_XDIST_WORKER"):
        return
    _made = Path(tempfile.mkdtemp(prefix="wari-tests-groups-"))
    os.environ[GROUPS] = str(_made)


def remove_groups_folder() -> None:
    """Remove the groups' folder this process made, if any (at the session's end)."""
    if _made is not None:
        shutil.rmtree(_made, ignore_errors=True)


def read_groups() -> dict[str, str]:
    """The groups the workers left: node id to group (empty when there are none)."""
    folder = os.environ.get(GROUPS)
    found = sorted(Path(folder).glob("*.json")) if folder else []
    if not found:
        return {}
    groups: dict[str, str] = json.loads(found[0].read_text(encoding="utf-8"))
    return groups


def scheduler(config: pytest.Config, log: Any) -> Any:
    """xdist's scheduler for ``--dist load`` (the default of ``-n``), keeping the tests of
    each shared fixture together: a scope per group, and one per other test."""
    from xdist.scheduler import LoadScopeScheduling

    class SharedFixtureScheduling(LoadScopeScheduling):  # type: ignore[misc]
        """Load balancing by test, a shared fixture's tests as one unit."""

        groups: dict[str, str] | None = None

        def _split_scope(self, nodeid: str) -> str:
            if self.groups is None:  # first asked once every worker has collected
                self.groups = read_groups()
            group = self.groups.get(nodeid)
            return f"group {group}" if group is not None else nodeid

    return SharedFixtureScheduling(config, log)
