"""The compiled libraries' own tests, run against the Windows build under Wine.

    python packaging/check_windows_core.py [-k EXPRESSION]

After ``python packaging/build.py --target windows``, this runs, with the build's Windows
Python under Wine and the mingw-w64 DLLs that went into the installer:

- ``tests/ai/test_compiled.py``, the search core (``_csearch_core.dll``, through
  ``WARI_SEARCH_LIBRARY``) against the pure-Python reference: values, best moves,
  principal variations, move scores and node counts on thousands of positions, and the
  core's own checks;
- ``tests/ai/endgame/test_ccore.py``, the endgame builder (``_endgame_core.dll``, through
  ``WARI_ENDGAME_LIBRARY``): every table up to 12 seeds byte for byte the numpy builder's,
  and its refusals of bad input.

``WARI_REQUIRE_CCORE=1`` makes a DLL that does not load a failure, never a skip. ``-k``
narrows the tests (pytest's expression).

Exit status: pytest's under Wine (0 when every test passed).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import windows_build as windows  # noqa: E402  (packaging/windows_build.py)

TESTS = ("tests/ai/test_compiled.py", "tests/ai/endgame/test_ccore.py")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python packaging/check_windows_core.py",
                                     description="The compiled libraries' tests against "
                                     "their Windows DLLs, under Wine.")
    parser.add_argument("-k", dest="expression", help="only the tests matching (pytest -k)")
    args = parser.parse_args(argv)
    cache = windows.cache_dir()
    python = cache / "python" / "python.exe"
    dlls = (windows.CORE_DLL, windows.ENDGAME_CORE_DLL)
    if not python.is_file() or not all(dll.is_file() for dll in dlls):
        print("no Windows build: run python packaging/build.py --target windows first",
              file=sys.stderr)
        return 1
    command = [windows.windows_path(python), "-m", "pytest", "-q", "-p", "no:cacheprovider",
               *TESTS, *(["-k", args.expression] if args.expression else [])]
    env = {"WARI_SEARCH_LIBRARY": windows.windows_path(windows.CORE_DLL),
           "WARI_ENDGAME_LIBRARY": windows.windows_path(windows.ENDGAME_CORE_DLL),
           "WARI_REQUIRE_CCORE": "1", "QT_QPA_PLATFORM": "offscreen"}
    print(f"check_windows_core: {', '.join(TESTS)} under Wine with "
          f"{', '.join(dll.name for dll in dlls)}", flush=True)
    result = windows.run(cache / "prefix-build", command, env=env, cwd=windows.ROOT,
                         timeout=1800, echo=True)
    print(f"check_windows_core: exit {result.returncode} in {result.seconds:.0f} s")
    return result.returncode


if __name__ == "__main__":
    sys.exit(main())
