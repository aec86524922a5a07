"""Loading the project's plain C libraries (the search core, the endgame builder) with
ctypes: where the file is, the functions' signatures, and the interface version, which
must be the one this program speaks (a library left from an older build is refused)."""

from __future__ import annotations

import ctypes
import importlib.machinery
import os
import sys
from collections.abc import Mapping
from pathlib import Path

Signatures = Mapping[str, tuple[object, list[object]]]


def library_path(name: str, variable: str, here: Path, what: str) -> Path:
    """The library file: ``$variable``, else ``name`` beside the loader (``here``) with an
    extension-module suffix of this Python, else a plain ``.dll``/``.so``/``.dylib``.
    ImportError naming ``what`` when there is none."""
    override = os.environ.get(variable)
    if override:
        return Path(override)
    plain = {"win32": ".dll", "darwin": ".dylib"}.get(sys.platform, ".so")
    for suffix in (*importlib.machinery.EXTENSION_SUFFIXES, plain):
        candidate = here / (name + suffix)
        if candidate.is_file():
            return candidate
    raise ImportError(f"{what} ({name}) is not built in {here}")


def load_library(path: Path, what: str, role: str, signatures: Signatures,
                 abi_function: str, abi: int) -> ctypes.CDLL:
    """The library at ``path`` with each function's result and argument types set;
    ImportError when it cannot be loaded, lacks a function (it is not ``role``) or speaks
    another interface than ``abi``."""
    try:
        lib = ctypes.CDLL(str(path))
    except OSError as error:
        raise ImportError(f"{what} {path} cannot be loaded: {error}") from None
    try:
        for name, (result, arguments) in signatures.items():
            function = getattr(lib, name)
            function.restype = result
            function.argtypes = arguments
    except AttributeError as error:
        raise ImportError(f"{path} is not {role}: {error}") from None
    found = getattr(lib, abi_function)()
    if found != abi:
        raise ImportError(f"{path} speaks interface {found}, this program {abi}: rebuild it "
                          "(pip install -e .)")
    return lib
