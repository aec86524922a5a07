"""The protocol's version and the limits every frame and field keeps."""

from __future__ import annotations

import re

#: The version a client names in its ``hello``; a server speaks exactly one.
PROTOCOL_VERSION = 1
#: The largest frame a client may send (bytes); a larger one closes the connection (1009).
MAX_FRAME_BYTES = 4096
#: Account names: 3 to 20 letters, digits, ``_`` or ``-``, starting with a letter.
NAME_PATTERN = re.compile(r"[A-Za-z][A-Za-z0-9_-]{2,19}")
#: Passwords: 8 to 128 characters.
PASSWORD_CHARS = (8, 128)
#: The longest chat line, in characters.
CHAT_CHARS = 140
#: Ids of games, seeks and challenges: short letters and digits chosen by the server.
ID_PATTERN = re.compile(r"[A-Za-z0-9]{1,24}")
#: A hosted game's join code once read (capitals and digits; spaces and dashes dropped).
JOIN_CODE_PATTERN = re.compile(r"[A-Z0-9]{4,12}")
#: Tokens: url-safe base64, as the server gives them.
TOKEN_PATTERN = re.compile(r"[A-Za-z0-9_-]{20,100}")
#: The most plies a game may have (a longer game would be a broken client's loop).
MAX_PLIES = 2000
#: The longest thinking time a client may report for one move (ms).
MAX_THINK_MS = 24 * 3600 * 1000
#: The largest ``since`` a ``sync`` may name (a version; a game has fewer events).
SYNC_SINCE_MAX = 10 * MAX_PLIES
#: The most games one ``games`` answer lists (and its default ``limit``).
GAMES_LIMIT = 50
#: The ended games a ``signed-in`` frame lists (the latest first).
RECENT_FINISHED = 10
#: The most players one ``leaderboard`` answer lists (and its default ``limit``).
LEADERBOARD_LIMIT = 100
#: A rating is provisional (shown with "?") while its Glicko-2 deviation is above this.
PROVISIONAL_DEVIATION = 110.0
