"""``WARI_REQUIRE_PACKAGES=1``: a packaging test that would be skipped fails instead.

The packaging tests skip where a tool (makensis, rpmbuild, dpkg-deb, mingw-w64...) or an
artefact (the bundle in ``dist/``, the .deb, the AppDir) is missing, which is right on a
developer's machine. ``packaging/ci.sh`` installs every tool and builds every artefact
before it runs ``tests/packaging`` with ``WARI_REQUIRE_PACKAGES=1``; there a skip would
mean a check silently not made, so the skip becomes a failure that names its reason.
``tests/packaging/conftest.py`` installs the hook below for the packaging tests only.
"""

from __future__ import annotations

import os
from collections.abc import Generator

import pytest

VARIABLE = "WARI_REQUIRE_PACKAGES"


def packages_required() -> bool:
    """True when ``WARI_REQUIRE_PACKAGES`` is ``1``."""
    return os.environ.get(VARIABLE) == "1"


def skip_reason(report: pytest.TestReport) -> str:
    """The reason a skipped report gives (pytest keeps it as ``(path, line, reason)``)."""
    longrepr = report.longrepr
    if isinstance(longrepr, tuple) and len(longrepr) == 3:
        return str(longrepr[2])
    return str(longrepr)


def fail_skip(report: pytest.TestReport) -> None:
    """Turn a skipped report into a failure that says why the test could not run."""
    report.outcome = "failed"
    report.longrepr = (f"{VARIABLE}=1 (packaging/ci.sh has installed the tools and built "
                       f"the packages), yet this test was skipped: {skip_reason(report)}")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item,
                              call: pytest.CallInfo[None]) -> Generator[None, object, object]:
    """Under ``WARI_REQUIRE_PACKAGES=1``, every skip of a packaging test is a failure."""
    report = yield
    if (isinstance(report, pytest.TestReport) and report.skipped and packages_required()
            and not hasattr(report, "wasxfail")):
        fail_skip(report)
    return report
