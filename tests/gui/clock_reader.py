"""The server's own clock figure, read for ``two_programs.py`` (which runs under the system
Python, without the project's client): a guest on the server at ``URL``, run by the
project's Python, that answers each line on its standard input with one JSON line.

    PYTHON tests/gui/clock_reader.py ws://127.0.0.1:PORT/ [JOIN_CODE]

(with the join code for a game hosted on this network, whose server takes only guests who
give it).

Each line in gets a ``sync`` of the one game in progress (its id from the lobby, found
once), and one line out: ``{"game", "before", "after", "clocks", "running"}``, the
request's monotonic times before and after its round trip (the machine's monotonic clock,
the same in every process on Linux), the server's milliseconds left (South, North) and
the side whose clock runs. An empty line or the end of the input ends it.
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any

from wari_desktop.client import ThreadedClient

#: Seconds to wait for each answer at most.
PATIENCE = 30.0


def game_in_progress(client: ThreadedClient) -> str:
    """The id of the only game in progress on the server (waiting for one)."""
    end = time.monotonic() + PATIENCE
    while time.monotonic() < end:
        lobby = client.request("lobby", watch=True).result(PATIENCE)  # the lobby now
        client.request("lobby", watch=False).result(PATIENCE)  # and no more of it
        games = lobby.get("games") or []
        if games:
            return str(games[0]["id"])
        time.sleep(0.2)
    raise SystemExit("no game in progress on the server")


def figure(client: ThreadedClient, game: str) -> dict[str, Any]:
    """The server's clocks of ``game`` now, with the round trip's times."""
    before = time.monotonic()
    frame = client.request("sync", game=game).result(PATIENCE)
    after = time.monotonic()
    body = frame.get("game", frame) if frame.get("t") == "game" else frame
    return {"game": game, "before": before, "after": after,
            "clocks": body.get("clocks"), "running": body.get("running")}


def main() -> int:
    client = ThreadedClient(sys.argv[1])
    try:
        client.start()
        code = {"code": sys.argv[2]} if len(sys.argv) > 2 else {}
        client.request("guest", **code).result(PATIENCE)
        game = ""
        for line in sys.stdin:
            if not line.strip():
                break
            game = game or game_in_progress(client)
            print(json.dumps(figure(client, game)), flush=True)
    finally:
        client.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
