"""Compiled bytecode for the suite's own Python processes when the shell asks for none.

A shell with ``PYTHONDONTWRITEBYTECODE`` set keeps ``.pyc`` files out of the source tree,
and then every Python the suite starts (a second copy of the program, a server, a child
pytest in a network namespace, the xdist workers: well over a hundred) compiles every
module it imports again, about 0.35 s of processor time each. Then the session's
processes share one cache in a temporary folder instead (``PYTHONPYCACHEPREFIX``): the
source tree still gets no ``.pyc`` file, and the folder is removed when the session that
made it ends. A shell that writes bytecode is left as it is.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path

#: The cache this process made (None: none, or made by the process that started it).
_made: Path | None = None


def share_bytecode() -> None:
    """Where bytecode is not written, write it to a temporary cache of the session's for
    this process's later imports and every process it starts (made once, by the first
    process of the session; its children find it in their environment)."""
    global _made
    if not os.environ.get("PYTHONDONTWRITEBYTECODE") or os.environ.get("PYTHONPYCACHEPREFIX"):
        return
    _made = Path(tempfile.mkdtemp(prefix="wari-tests-bytecode-"))
    os.environ["PYTHONPYCACHEPREFIX"] = str(_made)
    del os.environ["PYTHONDONTWRITEBYTECODE"]
    sys.pycache_prefix = str(_made)
    sys.dont_write_bytecode = False


def remove_cache() -> None:
    """Remove the cache this process made, if any (at the session's end)."""
    if _made is not None:
        shutil.rmtree(_made, ignore_errors=True)
