"""``wari-server``: a game server for Wari that a club can run, without Qt.

The server is the referee: moves are checked by the ``rules`` package, clocks run on the
server's monotonic clock (``timing`` says how lag is refunded), ratings are Glicko-2
between people (``ratings``), and every event of a game is stored before it is told
(``storage``: SQLite by default). ``app.Server`` runs it; ``cli`` is the command. The
protocol is ``wari_desktop.protocol`` and ``docs/protocol.md``.
"""

from .app import Server
from .config import ServerConfig

__all__ = ["Server", "ServerConfig"]
