"""``python -m wari_desktop.bot``: the same as ``wari-bot``."""

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
