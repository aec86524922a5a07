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
    """``packaging/<name>.py`` as the module ``wari_packaging_<name>`` (loaded once)."""
    module_name = f"wari_packaging_{name}"
    if module_name in sys.modules:
        return sys.modules[module_name]
    spec = importlib.util.spec_from_file_location(module_name, PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    spec.loader.exec_module(module)
    return module
