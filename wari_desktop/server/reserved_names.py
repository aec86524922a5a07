"""Names nobody may sign up with, because they would pass for someone they are not.

- ``Guest-`` followed by digits: the names the server gives guests (a player so named
  would pass for a guest, and could take a guest's next name).
- The server and its staff: admin, administrator, server, system, root, moderator, mod,
  wari, wari-server, support, staff.

Case does not count, nor ``_`` against ``-`` ("WARI_Server" is "wari-server"). Only
sign-up is refused: the server still names guests ``Guest-`` and six digits, and the
admin's ``wari-server account add`` may create any name.
"""

from __future__ import annotations

import re

STAFF_NAMES = frozenset({"admin", "administrator", "server", "system", "root", "moderator",
                         "mod", "wari", "wari-server", "support", "staff"})
_GUEST_NAME = re.compile(r"guest-[0-9]+")


def is_reserved(name: str) -> bool:
    """True when ``name`` may not be signed up for (see the module's rule)."""
    folded = name.lower().replace("_", "-")
    return folded in STAFF_NAMES or _GUEST_NAME.fullmatch(folded) is not None
