"""The account attacks of the hostile benchmark (``benchmarks/attacks_auth.py``), each for
about 2 s against a real server with the default limits: each returns its line, and the
line tells what the server did."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest

from .helpers import benchmark_module, run, serving, url


def _attacks() -> ModuleType:
    return benchmark_module("attacks_auth")


#: What each attack's line must say with this server (the defaults).
EXPECTED = {
    "sign-in-flood": ("10 tokens made", "too-many-attempts"),  # 10 an account in 5 min
    "guests-under-invite-only": ("0 signed in", "no-guests", "guests: False"),
    "reserved-names": ("0 accepted", "16 name-reserved"),
    "duplicate-keys": ("bad-frame",),
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_an_account_attack_reports_what_the_server_did(tmp_path: Path, name: str) -> None:
    attack = _attacks().ATTACKS[name]

    async def scenario() -> str:
        async with serving(tmp_path, frame_rate=20.0, frame_burst=40.0) as server:
            return str(await attack(url(server), 2.0))

    line = run(scenario)
    print(line)
    assert "\n" not in line
    for wanted in EXPECTED[name]:
        assert wanted in line, line
