"""``WARI_REQUIRE_PACKAGES=1`` turns the packaging tests' skips into failures, and only
their skips: a run of pytest on two stand-in tests with the hook of ``required.py``."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from .helpers import ROOT

STAND_INS = '''
import pytest

@pytest.mark.skipif(True, reason="no stand-in tool")
def test_needs_a_tool() -> None:
    pass

def test_needs_an_artefact() -> None:
    pytest.skip("no stand-in artefact")

def test_runs() -> None:
    assert True

@pytest.mark.xfail(reason="expected to fail", strict=True)
def test_expected_to_fail() -> None:
    assert False
'''


def run_stand_ins(tmp_path: Path, required: str | None) -> str:
    """pytest's summary of the stand-in tests with ``WARI_REQUIRE_PACKAGES`` set to
    ``required`` (unset for None)."""
    (tmp_path / "conftest.py").write_text(
        "from tests.packaging.required import pytest_runtest_makereport  # noqa: F401\n")
    (tmp_path / "test_stand_ins.py").write_text(STAND_INS)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop("WARI_REQUIRE_PACKAGES", None)
    if required is not None:
        env["WARI_REQUIRE_PACKAGES"] = required
    result = subprocess.run([sys.executable, "-m", "pytest", "-q", "-rA", "-p",
                             "no:cacheprovider", "--rootdir", str(tmp_path), str(tmp_path)],
                            env=env, capture_output=True, text=True, timeout=120, cwd=tmp_path)
    return result.stdout + result.stderr


def test_skips_stay_skips_without_the_variable(tmp_path: Path) -> None:
    for required in (None, "0"):
        summary = run_stand_ins(tmp_path, required)
        assert "1 passed, 2 skipped, 1 xfailed" in summary, summary


def test_skips_fail_with_the_variable_and_say_why(tmp_path: Path) -> None:
    summary = run_stand_ins(tmp_path, "1")
    # A skip mark acts at set-up (an error), pytest.skip in the test (a failure).
    assert "1 failed, 1 passed, 1 xfailed, 1 error" in summary, summary
    assert "yet this test was skipped: Skipped: no stand-in tool" in summary, summary
    assert "yet this test was skipped: Skipped: no stand-in artefact" in summary, summary
