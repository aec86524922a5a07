"""The frozen program's entry point: PyInstaller makes this script the ``wari`` executable.

It runs ``wari_desktop.__main__.main`` with the command line. One extra form stands in
for ``python -m wari_desktop.ai.endgame ...``: the program builds its endgame table in
the background with ``[sys.executable, "-m", "wari_desktop.ai.endgame", ...]``, and in a
bundle ``sys.executable`` is this executable, not a Python interpreter.

``wari --bundle-info [FILE]`` writes, as JSON, what the frozen program finds in its bundle
(the resource folder, sounds, translations, icon, endgame table, Qt's own catalogues, the
search core that plays) to
FILE or standard output (which a windowed Windows program may not have): the packaging
checks (``packaging/check_deb.py``, ``tests/packaging``) read it.

``wari --online-check ws://127.0.0.1:PORT/ --challenge BOT [--out FILE]`` and
``wari --online-check host [--out FILE]`` play one online game to its end offscreen with
the program's own window (a bot on a server; a game hosted on 127.0.0.1 and joined by a
second client of the bundle) and write what happened as JSON: ``packaging/online_check.py``
says how. Only the packaging checks use it.
"""

from __future__ import annotations

import json
import multiprocessing
import sys
from pathlib import Path
from typing import Any

ENDGAME_MODULE = "wari_desktop.ai.endgame"
BUNDLE_INFO = "--bundle-info"
ONLINE_CHECK = "--online-check"


def bundle_info() -> dict[str, Any]:
    """What the program finds: resource files, the endgame table, Qt's catalogues."""
    from PySide6.QtCore import QLibraryInfo

    from wari_desktop.ai.core import CORE
    from wari_desktop.ai.endgame import DEFAULT_SEEDS, bundled_path, load_default
    from wari_desktop.resources import resource_dir

    resources = resource_dir()
    table = load_default(DEFAULT_SEEDS)
    qt_translations = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)

    def names(folder: str, pattern: str) -> list[str]:
        return sorted(p.name for p in (resources / folder).glob(pattern))

    return {
        "frozen": bool(getattr(sys, "frozen", False)),
        "resource_dir": str(resources),
        "sounds": names("sounds", "*.wav"),
        "translations": names("translations", "*.qm"),
        "icons": names("icons", "wari*"),
        "endgame_file": str(bundled_path(DEFAULT_SEEDS)),
        "endgame_bundled": bundled_path(DEFAULT_SEEDS).is_file(),
        "endgame_loaded_seeds": table.max_seeds if table is not None else None,
        "qt_translations": sorted(p.name for p in Path(qt_translations).glob("qtbase_*.qm")),
        "search_core": CORE,
    }


def run(argv: list[str]) -> int:
    """Run the program (or the endgame command line) with ``argv`` (no program name)."""
    if argv[:1] == [BUNDLE_INFO]:
        text = json.dumps(bundle_info(), indent=2)
        if len(argv) > 1:
            Path(argv[1]).write_text(text + "\n", encoding="utf-8")
        else:
            print(text)
        return 0
    if argv[:1] == [ONLINE_CHECK]:
        import online_check  # packaging/online_check.py, beside this script

        return online_check.main(argv[1:])
    if argv[:2] == ["-m", ENDGAME_MODULE]:
        from wari_desktop.ai.endgame.__main__ import main as endgame_main

        return endgame_main(argv[2:])
    from wari_desktop.__main__ import main

    return main(argv)


if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(run(sys.argv[1:]))
