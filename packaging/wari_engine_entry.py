"""The frozen ``wari-engine`` program's entry point (PyInstaller makes this script the
``wari-engine`` executable beside ``wari``): the engine on standard input and output, as
``python -m wari_desktop.engine`` runs it."""

from __future__ import annotations

import multiprocessing
import sys

from wari_desktop.engine.__main__ import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main(sys.argv[1:]))
