"""Load the packaging scripts (``packaging/*.py``) as modules.

The folder is not a Python package (its name would shadow the ``packaging`` library that
PyInstaller and pip import), so its scripts are loaded by path under names of their own.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def load(name: str) -> ModuleType:
    """``packaging/<name>.py`` as the module ``wari_packaging_<name>`` (loaded once, by
    ``build.load_sibling`` once build.py itself is loaded)."""
    if "wari_packaging_build" not in sys.modules:
        spec = importlib.util.spec_from_file_location("wari_packaging_build",
                                                      PACKAGING / "build.py")
        assert spec is not None and spec.loader is not None
        sys.modules[spec.name] = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(sys.modules[spec.name])
    return sys.modules["wari_packaging_build"].load_sibling(name)  # type: ignore[no-any-return]
