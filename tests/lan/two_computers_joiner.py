"""The other computer of ``test_two_computers``: run by it inside a network namespace of
its own (``unshare -n``), joined to the test's by a virtual cable (veth) the test plugs
in as ``vb``. It sets up its end of the cable, finds the game announced on it, takes the
seat with the code the test writes on its stdin, and plays the first legal move at each
of its turns until the game ends; it reports each step as a JSON line on stdout.

    python -m tests.lan.two_computers_joiner 10.37.0.2/24
"""

from __future__ import annotations

import json
import queue
import subprocess
import sys
import time
from typing import Any

#: Seconds allowed for each step (the cable, the game found, each move).
STEP_SECONDS = 20.0


def say(**fields: Any) -> None:
    print(json.dumps(fields), flush=True)


def plug_in(address: str) -> None:
    """Wait for the cable's end ``vb`` (plugged in by the test), then give it ``address``."""
    deadline = time.monotonic() + STEP_SECONDS
    while subprocess.run(["ip", "link", "show", "vb"], capture_output=True).returncode:
        if time.monotonic() > deadline:
            raise SystemExit("the cable never came")
        time.sleep(0.05)
    for command in ("ip link set lo up", f"ip addr add {address} dev vb",
                    "ip link set vb up"):
        subprocess.run(command.split(), check=True)


def main(address: str) -> int:
    plug_in(address)
    mine = address.split("/")[0]
    from wari_desktop.client import ThreadedClient
    from wari_desktop.lan import AnnouncedGame, GameBrowser, take_seat
    from wari_desktop.rules import Game

    found: queue.Queue[AnnouncedGame] = queue.Queue()
    started = time.monotonic()
    browser = GameBrowser(on_found=found.put, interfaces=[mine])
    browser.start()
    try:
        game = found.get(timeout=STEP_SECONDS)
    finally:
        browser.stop()
    say(step="found", host=game.host, address=game.address, port=game.port,
        seconds=round(time.monotonic() - started, 2))
    code = sys.stdin.readline().strip()
    frames: queue.Queue[dict[str, Any]] = queue.Queue()
    client = ThreadedClient(f"ws://{game.address}:{game.port}/", on_frame=frames.put)
    client.start()
    try:
        seated = client.run(take_seat(client.client, code)).result(STEP_SECONDS)["game"]
        say(step="seated", game=seated["id"], south=seated["south"]["name"])
        play(client, frames, seated, Game())
    finally:
        client.close()
    return 0


def play(client: Any, frames: queue.Queue[dict[str, Any]], seated: dict[str, Any],
         board: Any) -> None:
    """Play South's first legal move at each turn, follow North's, until the end."""
    from wari_desktop.client import RequestRefused

    game_id = seated["id"]
    refused = False  # a move refused: the game has ended (its end event is on its way)
    while True:
        if board.to_move == 0 and not refused:  # South: this computer
            move = board.legal_moves()[0]
            try:
                client.request("move", game=game_id, ply=len(board.plies), move=move,
                               think_ms=1).result(STEP_SECONDS)
            except RequestRefused:
                refused = True
                continue
            board.play(move)
            say(step="moved", ply=len(board.plies) - 1, move=move)
            continue
        frame = frames.get(timeout=STEP_SECONDS * 3)
        event = frame.get("event") if frame.get("t") == "event" else None
        if not isinstance(event, dict):
            continue
        if event["e"] == "end":
            say(step="end", reason=event.get("reason"), ogn=event.get("ogn"))
            return
        if event["e"] == "move" and event["ply"] == len(board.plies):
            board.play(event["move"])
            say(step="heard", ply=event["ply"], move=event["move"])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
