"""How the suite is shared between pytest-xdist's workers (the README's command runs it
with ``-n auto --dist loadgroup``); without xdist none of this changes what runs.

- **Two workers per processor** for ``-n auto`` (at most ``MOST_WORKERS``): many tests
  spend most of their time waiting on other processes (two programs playing, a server, a
  second copy of the program, a timeout that must pass), so a worker per processor left
  the processors half idle. ``PYTEST_XDIST_AUTO_NUM_WORKERS`` still chooses otherwise.

- **Shared fixtures stay in one worker.** A test that uses one of the suite's own shared
  fixtures (scoped to the session, a package or a module, not autouse: an endgame table
  built for the tests, a real database, a thinking process) is put in the ``xdist_group``
  of the file that defines the fixture, so the fixture is made once, in one worker,
  instead of once in every worker that gets one of its tests.
- **The longest tests start first.** Tests that take a minute or more on their own (two
  real programs playing a whole game) are moved to the front of the collection, so each
  starts at once on a worker of its own while the others share the rest, instead of
  starting last and running alone at the end.

Both keep the order deterministic: every worker must collect the same tests in the same
order.
"""

from __future__ import annotations

import os

import pytest

#: Node id prefixes of the tests that run longest (a minute or more each, mostly waiting
#: on real programs), started first. ``--durations=40`` shows which they are.
LONGEST = ("tests/gui/test_two_programs.py::",)
SHARED_SCOPES = {"session", "package", "module"}
#: Workers per processor for ``-n auto``, and the most workers it starts.
PER_PROCESSOR = 2
MOST_WORKERS = 8
#: The node id of the suite's folder: fixtures defined under it are the suite's own.
SUITE = "tests"


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
    """Group the tests of each shared fixture and put the longest tests first (in place;
    see the module's rules)."""
    for item in items:
        shared = shared_fixtures_home(item)
        if shared is not None and item.get_closest_marker("xdist_group") is None:
            item.add_marker(pytest.mark.xdist_group(shared))
    items.sort(key=lambda item: not item.nodeid.startswith(LONGEST))  # stable


def auto_workers() -> int | None:
    """The number of workers for ``-n auto`` (None: the one ``PYTEST_XDIST_AUTO_NUM_WORKERS``
    gives, left to xdist)."""
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return None
    processors = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (
        os.cpu_count() or 1)
    return min(MOST_WORKERS, PER_PROCESSOR * processors)
