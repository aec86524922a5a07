"""How the window keeps up with an online game: a real ``wari-server`` on 127.0.0.1 (on a
thread of this process, as a server on the network would answer), the window's own
connection and board, and a second real client that answers each of the window's moves
at once.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_online_gaps.py [--moves 20]

Prints, for the whole game:

- the gaps between the ticks of a 16 ms timer on the GUI thread (target: none above
  50 ms: the window never waits for the network), as ``bench_gui_gaps.py`` measures them;
- for each of the opponent's moves, the time from the frame's arrival on the network
  thread to the move played on the board (``movePlayed``, when its sowing starts); the
  target is one frame (16.7 ms at 60 Hz);
- for each of the window's own moves, the time from the click to the move played on the
  board: it is sent first and sown once the server has it (a round trip on 127.0.0.1);
- the load average, so that a busy machine shows.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("WARI_DATA_DIR", tempfile.mkdtemp(prefix="wari-bench-"))

from gui_gaps import GapMeter
from PySide6.QtCore import QTimer

from wari_desktop.client import ThreadedClient
from wari_desktop.gui.app import create_application
from wari_desktop.gui.game.seats import PEOPLE
from wari_desktop.gui.online import connection as connection_module
from wari_desktop.gui.platform.settings import Settings, Speed
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.rules import LETTERS, Game
from wari_desktop.server import Server, ServerConfig

FRAME_MS = 1000 / 60
PASSWORD = "correct horse battery"


class ServerThread:
    """``wari-server`` on 127.0.0.1, a free port, on a thread with its own loop."""

    def __init__(self, data: Path) -> None:
        self.loop = asyncio.new_event_loop()
        threading.Thread(target=self.loop.run_forever, daemon=True).start()
        config = ServerConfig(data=data, host="127.0.0.1", port=0)
        self.server = Server(config)
        asyncio.run_coroutine_threadsafe(self.server.start(), self.loop).result(30)
        self.url = f"ws://127.0.0.1:{self.server.port}/"

    def stop(self) -> None:
        asyncio.run_coroutine_threadsafe(self.server.stop(), self.loop).result(30)
        self.loop.call_soon_threadsafe(self.loop.stop)


class Opponent:
    """Kofi: a client that seeks the game as South and answers each move at once."""

    def __init__(self, url: str) -> None:
        self.game = Game()
        self.game_id = ""
        self.client = ThreadedClient(url, on_frame=self._frame)
        self.client.start()
        self.client.request("signup", name="kofi", password=PASSWORD).result(30)

    def _frame(self, frame: dict[str, Any]) -> None:
        """On the client's thread: a move by North is answered with the first legal one."""
        if frame.get("t") == "game":
            self.game_id = frame["game"]["id"]
        if frame.get("t") != "event" or frame["event"].get("e") != "move":
            return
        self.game.play(frame["event"]["move"])
        if frame["event"]["by"] == "north" and not self.game.is_over():
            self.client.request("move", game=self.game_id, ply=len(self.game.plies),
                                move=self.game.legal_moves()[0], think_ms=1)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=20, help="moves the window's player makes")
    args = parser.parse_args()
    load_before = os.getloadavg()[0]
    app = create_application(sys.argv[:1])
    server = ServerThread(Path(tempfile.mkdtemp(prefix="wari-bench-server-")))
    arrivals: dict[int, float] = {}  # the ply of an opponent's move: when its frame came
    delays: list[float] = []
    slowest = [(0.0, -1)]  # the slowest delay and its ply
    original = connection_module.OnlineConnection._connect

    def timed_connect(self: Any, attempt: int, url: str, token: str | None) -> Any:
        client = original(self, attempt, url, token)
        passed_on = client.on_frame

        def on_frame(frame: dict[str, Any]) -> None:
            event = frame.get("event") if frame.get("t") == "event" else None
            if isinstance(event, dict) and event.get("by") == "south":
                arrivals[int(event["ply"])] = time.perf_counter()
            if passed_on is not None:
                passed_on(frame)
        client.on_frame = on_frame
        return client

    connection_module.OnlineConnection._connect = timed_connect  # type: ignore[method-assign]
    window = MainWindow(seats=PEOPLE, settings=Settings(speed=Speed.NORMAL, sound=False))
    window.resize(1200, 700)
    window.show()
    window.online.confirm = lambda _title, _question: True

    clicks: dict[int, float] = {}
    own: list[float] = []

    def played(_move: str, _plan: object) -> None:
        ply = len(window.game.plies) - 1
        if ply in clicks:
            own.append((time.perf_counter() - clicks.pop(ply)) * 1000)
        if ply in arrivals:
            delays.append((time.perf_counter() - arrivals.pop(ply)) * 1000)
            slowest[0] = max(slowest[0], (delays[-1], ply))

    window.model.movePlayed.connect(played)
    kofi = Opponent(server.url)
    connection = window.online_menu.connection
    meter = GapMeter(lambda: f"after {len(window.game.moves)} moves")
    made = [0]

    def signed_in(_account: object) -> None:
        seek = kofi.client.request("seek", clock="600+5", side="south").result(30)["seek"]
        pending = connection.accept_seek(seek["id"])
        pending.succeeded.connect(lambda frame: window.online.play(connection, frame))
        pending.succeeded.connect(lambda _frame: kofi_opens())

    def kofi_opens() -> None:
        meter.start()
        kofi.client.request("move", game=window.online.game_id, ply=0,
                            move=Game().legal_moves()[0], think_ms=1)
        QTimer.singleShot(50, play)

    def play() -> None:
        model = window.model
        if made[0] >= args.moves or model.is_over():
            app.quit()
            return
        if model.awaits_person() and not window.board.is_animating():
            clicks[len(model.game.plies)] = time.perf_counter()
            window.play_house(LETTERS.index(model.game.legal_moves()[0]))
            made[0] += 1
        QTimer.singleShot(20, play)

    connection.signedIn.connect(signed_in)
    connection.opened.connect(lambda _welcome: connection.sign_up("ama", PASSWORD))
    connection.open(server.url)
    QTimer.singleShot(300_000, app.quit)  # a bound, whatever happens
    app.exec()
    meter.stop()
    kofi.client.close()
    connection.close()
    server.stop()
    print(f"online game on 127.0.0.1: {made[0]} moves by the window, {len(delays)} by the "
          f"opponent; load average {load_before:.2f} before, {os.getloadavg()[0]:.2f} after")
    print(meter.summary(shown=None))
    if delays:
        delays.sort()
        within = sum(d <= FRAME_MS for d in delays)
        print(f"opponent's move, frame arrival to board: median {statistics.median(delays):.1f}"
              f" ms, largest {delays[-1]:.1f} ms (ply {slowest[0][1]}); {within} of "
              f"{len(delays)} within one frame ({FRAME_MS:.1f} ms)")
    if own:
        own.sort()
        print(f"own move, click to board (sent, taken by the server): median "
              f"{statistics.median(own):.1f} ms, largest {own[-1]:.1f} ms")
    return 0 if made[0] else 1


if __name__ == "__main__":
    sys.exit(main())
