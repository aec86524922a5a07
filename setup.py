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
"""

from __future__ import annotations

import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

WARNING = """
*** warning: {what} was not built: {error}
*** {fallback}
*** Install a C compiler (gcc or clang; on Windows the MSVC build tools) and run the
*** install again to get the compiled code.
"""
SEARCH_CORE = "wari_desktop.ai._csearch_core"
ENDGAME_CORE = "wari_desktop.ai.endgame._endgame_core"
FALLBACKS = {
    SEARCH_CORE: "Wari installs and plays with the pure-Python search, about 50 times slower.",
    ENDGAME_CORE: "Wari installs and builds its endgame table with numpy, several times "
                  "slower.",
}


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

    def build_extension(self, ext: Extension) -> None:
        try:
            super().build_extension(ext)
        except Exception as error:  # the compiler failed
            self._warn(ext.name, error)

    @staticmethod
    def _warn(name: str, error: BaseException) -> None:
        what = f"{name} ({name.replace('.', '/')}.c)"
        print(WARNING.format(what=what, error=error, fallback=FALLBACKS.get(name, "")),
              file=sys.stderr, flush=True)


setup(
    ext_modules=[
        Extension(SEARCH_CORE, ["wari_desktop/ai/_csearch_core.c"], optional=True),
        Extension(ENDGAME_CORE, ["wari_desktop/ai/endgame/_endgame_core.c"], optional=True),
    ],
    cmdclass={"build_ext": OptionalBuildExt},
)
