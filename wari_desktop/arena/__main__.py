"""``python -m wari_desktop.arena``: a match between two engines (see ``match``)."""

from __future__ import annotations

import sys

from .match import main

if __name__ == "__main__":
    sys.exit(main())
