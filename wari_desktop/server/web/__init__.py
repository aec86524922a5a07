"""The server's read-only website on its own port (``wari-server serve --web-port N``):
the tournaments, games (live and finished: the board, the moves, the OGN), players and
the leaderboard, as server-rendered HTML for any browser (``docs/server.md``, "The
website"). Modules: ``site`` (serving), ``routes``, ``pages``, ``templates`` and
``style``, ``board_svg`` (seeds laid as the program lays them: ``seed_layout``),
``chart``, ``game_view``, ``tournament_table`` and ``live``
(live pages)."""

from .site import WebSite

__all__ = ["WebSite"]
