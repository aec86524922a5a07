"""Builds the compiled search core (``wari_desktop/ai/_csearch_core.c``) and the compiled
endgame builder (``wari_desktop/ai/endgame/_endgame_core.c``) with the machine's C
compiler. Everything else is declared in pyproject.toml.

Each is a plain C library, not a CPython extension: it includes no Python header and
``wari_desktop.ai._csearch`` (``wari_desktop.ai.endgame._ccore``) loads it with ctypes.
setuptools builds it as it would an extension module (same compiler, same file name),
so ``pip install -e .`` needs nothing more than a C compiler; only the ``PyInit_`` export
an extension would have is not asked for. The Windows installer made on Linux builds the
search core's source with mingw-w64 (``packaging/windows_build.py``).

The libraries are optional: where there is no working compiler the install still succeeds
(with a warning), the game plays with the pure-Python search and the endgame table is
built with numpy.

The same step builds the server's Swiss pairing engine, bbpPairings (C++20, vendored
unmodified in ``third_party/bbpPairings/``, Apache-2.0), with the machine's C++ compiler
(``$CXX``, else g++, c++ or clang++) into the executable
``wari_desktop/server/tournament/bin/bbpPairings`` (``.exe`` on Windows), each source file
compiled on its own (in parallel) and then linked. It is optional too: without a C++
compiler the install succeeds with a warning and the server refuses Swiss tournaments with
a sentence saying how to get the engine (``wari_desktop/server/tournament/pairing_engine``).
An executable newer than every source is kept as it is.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

WARNING = """
*** warning: {what} was not built: {error}
*** {fallback}
*** Install a {compiler} and run the install again to get the compiled code.
"""
C_COMPILER = "C compiler (gcc or clang; on Windows the MSVC build tools)"
CXX_COMPILER = "C++ compiler (g++ or clang++; on Windows MinGW-w64's g++)"
SEARCH_CORE = "wari_desktop.ai._csearch_core"
ENDGAME_CORE = "wari_desktop.ai.endgame._endgame_core"
FALLBACKS = {
    SEARCH_CORE: "Wari installs and plays with the pure-Python search, about 50 times slower.",
    ENDGAME_CORE: "Wari installs and builds its endgame table with numpy, several times "
                  "slower.",
}

PAIRING_SOURCES = Path("third_party/bbpPairings/src")
PAIRING_TARGET = Path("wari_desktop/server/tournament/bin") / (
    "bbpPairings.exe" if sys.platform == "win32" else "bbpPairings")
#: The engine's version (VERSION_INFO, printed by ``bbpPairings``): third_party/README.md.
PAIRING_VERSION = "v6.0.0"
PAIRING_FLAGS = ["-std=c++20", "-O2", "-DNDEBUG",
                 f"-DVERSION_INFO={PAIRING_VERSION}"]
PAIRING_FALLBACK = ("Wari installs; its server cannot pair Swiss tournaments (round robins "
                    "and arenas still work).")


def cxx_compiler() -> str | None:
    """The C++ compiler to use: ``$CXX``, else the first of g++, c++, clang++ found."""
    names = [os.environ["CXX"]] if os.environ.get("CXX") else ["g++", "c++", "clang++"]
    return next((found for name in names if (found := shutil.which(name))), None)


def build_pairing_engine(target: Path, temp: Path) -> None:
    """Compile bbpPairings into ``target`` (object files in ``temp``); RuntimeError when
    there is no C++ compiler or it fails. Nothing is done when ``target`` is newer than
    every source and header."""
    sources = sorted(PAIRING_SOURCES.rglob("*.cpp"))
    if not sources:
        raise RuntimeError(f"its source {PAIRING_SOURCES}/ is missing")
    newest = max(path.stat().st_mtime for path in PAIRING_SOURCES.rglob("*.*"))
    if target.exists() and target.stat().st_mtime > newest:
        return
    compiler = cxx_compiler()
    if compiler is None:
        raise RuntimeError("no C++ compiler found (g++, c++ or clang++; or set CXX)")
    temp.mkdir(parents=True, exist_ok=True)
    objects = [temp / (str(source.relative_to(PAIRING_SOURCES)).replace(os.sep, "_") + ".o")
               for source in sources]

    def compile_one(pair: tuple[Path, Path]) -> None:
        _run([compiler, *PAIRING_FLAGS, f"-I{PAIRING_SOURCES}", "-c", str(pair[0]),
              "-o", str(pair[1])])

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        list(pool.map(compile_one, zip(sources, objects, strict=True)))
    target.parent.mkdir(parents=True, exist_ok=True)
    _run([compiler, "-o", str(target), *map(str, objects)])


def _run(command: list[str]) -> None:
    """Run a compiler command; RuntimeError with its output when it fails."""
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(command[:4])} ... failed:\n{done.stderr[-2000:]}")


class OptionalBuildExt(build_ext):
    """build_ext that warns instead of failing when the C compiler is missing or fails."""

    def build_extensions(self) -> None:
        flags = ["/O2"] if self.compiler.compiler_type == "msvc" else ["-O3", "-std=c99"]
        for extension in self.extensions:
            extension.extra_compile_args = [*flags, *extension.extra_compile_args]
        super().build_extensions()

    def get_export_symbols(self, ext: Extension) -> list[str]:
        """No ``PyInit_`` function: the library exports its own ``wari_*`` functions."""
        return list(ext.export_symbols or [])

    def run(self) -> None:
        try:
            super().run()
        except Exception as error:  # no compiler at all, or it could not be set up
            for name in (SEARCH_CORE, ENDGAME_CORE):
                self._warn(name, error)
        self._build_pairing_engine()

    def _build_pairing_engine(self) -> None:
        """bbpPairings into the source tree (editable or --inplace) or into build_lib."""
        in_place = self.inplace or getattr(self, "editable_mode", False)
        target = PAIRING_TARGET if in_place else Path(self.build_lib) / PAIRING_TARGET
        print(f"building the Swiss pairing engine {target}", flush=True)
        try:
            build_pairing_engine(target, Path(self.build_temp) / "bbpPairings")
        except Exception as error:  # no C++ compiler, or it failed
            print(WARNING.format(what=f"the pairing engine bbpPairings ({target})",
                                 error=error, fallback=PAIRING_FALLBACK,
                                 compiler=CXX_COMPILER), file=sys.stderr, flush=True)

    def build_extension(self, ext: Extension) -> None:
        try:
            super().build_extension(ext)
        except Exception as error:  # the compiler failed
            self._warn(ext.name, error)

    @staticmethod
    def _warn(name: str, error: BaseException) -> None:
        what = f"{name} ({name.replace('.', '/')}.c)"
        print(WARNING.format(what=what, error=error, fallback=FALLBACKS.get(name, ""),
                             compiler=C_COMPILER), file=sys.stderr, flush=True)


setup(
    ext_modules=[
        Extension(SEARCH_CORE, ["wari_desktop/ai/_csearch_core.c"], optional=True),
        Extension(ENDGAME_CORE, ["wari_desktop/ai/endgame/_endgame_core.c"], optional=True),
    ],
    cmdclass={"build_ext": OptionalBuildExt},
)
