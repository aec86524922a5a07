"""Tests marked ``own_network`` run in a network namespace of their own, made for them:
only the loopback interface, up, with the multicast range routed to it
(``ip route add 224.0.0.0/4 dev lo``). So a test of discovery (multicast DNS) never depends
on the routes of the machine it runs on: a fresh machine has no multicast route on the
loopback, and one with a default route sends some multicast out of another interface.

The test is run again, alone, by a child pytest inside ``unshare -n`` (as root) or
``unshare -rn`` (an unprivileged user namespace); the child's output is shown when it
fails. Where neither can make a namespace (a container that forbids it), the test is
skipped with that reason. Inside the child (``WARI_OWN_NETWORK`` set) the test just runs.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

MARK = "own_network"
#: Set in the child pytest that runs inside the namespace.
INSIDE = "WARI_OWN_NETWORK"
#: Seconds the child pytest may take (one test, with pytest's start-up).
CHILD_SECONDS = 300
SET_UP = "ip link set lo up && ip route add 224.0.0.0/4 dev lo"
ROOT = Path(__file__).resolve().parent.parent


def inside() -> bool:
    """True in the child pytest, inside the test's namespace."""
    return os.environ.get(INSIDE) == "1"


def namespace_command() -> list[str] | str:
    """The ``unshare`` prefix that makes a network namespace here, or the reason none can
    be made (checked by making one that runs ``SET_UP``)."""
    unshare, ip = shutil.which("unshare"), shutil.which("ip") or _sbin("ip")
    if unshare is None or ip is None:
        return "needs unshare (util-linux) and ip (iproute2) to make a network namespace"
    tried: list[str] = []
    for flags in (["-n"], ["-r", "-n"]):
        command = [unshare, *flags, "--"]
        probe = subprocess.run([*command, "sh", "-c", SET_UP.replace("ip ", f"{ip} ")],
                               capture_output=True, text=True, timeout=30)
        if probe.returncode == 0:
            return command
        tried.append(f"unshare {' '.join(flags)}: {probe.stderr.strip()[:200]}")
    return "no network namespace can be made here (" + "; ".join(tried) + ")"


def _sbin(name: str) -> str | None:
    for folder in ("/usr/sbin", "/sbin"):
        if os.access(f"{folder}/{name}", os.X_OK):
            return f"{folder}/{name}"
    return None


_made: list[str] | str | None = None


def stand_ins(items: list[pytest.Item]) -> None:
    """Put in place of each marked test (outside a namespace) one that runs it in a
    namespace of its own: same name and node id, no fixtures of its own (so nothing the test
    sets up runs out here)."""
    if inside():
        return
    for index, item in enumerate(items):
        if isinstance(item, pytest.Function) and item.get_closest_marker(MARK) is not None:
            nodeid = item.nodeid

            def in_namespace(nodeid: str = nodeid) -> None:
                run_inside(nodeid)
            stand_in = pytest.Function.from_parent(item.parent, name=item.name,
                                                   callobj=in_namespace)
            stand_in.add_marker(MARK)
            items[index] = stand_in


def run_inside(nodeid: str) -> None:
    """Run the test ``nodeid`` alone in a child pytest inside a namespace of its own; fail with the
    child's output when it fails, skip when no namespace can be made."""
    global _made
    if _made is None:
        _made = namespace_command()
    if isinstance(_made, str):
        pytest.skip(_made)
    ip = shutil.which("ip") or _sbin("ip") or "ip"
    set_up = SET_UP.replace("ip ", f"{ip} ")
    child = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p",
             "no:randomly", nodeid]
    script = f'{set_up} && exec "$@"'
    env = {**os.environ, INSIDE: "1"}
    result = subprocess.run([*_made, "sh", "-c", script, "sh", *child], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=CHILD_SECONDS)
    if result.returncode != 0:
        pytest.fail(f"in its own network namespace, {nodeid} failed "
                    f"(status {result.returncode}):\n{result.stdout[-6000:]}"
                    f"\n{result.stderr[-2000:]}", pytrace=False)
