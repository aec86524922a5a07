"""Two computers on one network, as two network namespaces joined by a virtual cable
(veth): the test's own namespace (``own_network``) hosts a game and announces it; a
second one, made here with ``unshare -n`` and running ``two_computers_joiner``, finds it
on the cable, joins with the code and plays. The cable is cut (``ip link set va down``)
while the host moves, and plugged back: the joiner hears the move and the game goes on to
its end, both sides holding the same record. A container bridge (``docker0``,
172.17.0.1) made first shows that the address the host shows is the cable's.

Nothing is left behind: the second namespace ends with its process, the cable with it,
and the test's own namespace with the child pytest."""

from __future__ import annotations

import json
import queue
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from wari_desktop.client import ThreadedClient
from wari_desktop.lan import Announcement, LanHost, open_table
from wari_desktop.protocol import GameTerms, Side
from wari_desktop.rules import Game
from wari_desktop.rules.clock import TimeControl

pytestmark = pytest.mark.own_network

ROOT = Path(__file__).resolve().parents[2]
TERMS = GameTerms(TimeControl.parse("300+3"), side=Side.NORTH)
HOST, JOINER = "10.37.0.1", "10.37.0.2"
#: Seconds the cable stays cut while the host moves.
CUT_SECONDS = 2.0
STEP_SECONDS = 30.0


def ip(*words: str) -> None:
    subprocess.run(["ip", *words], check=True, capture_output=True, timeout=10)


class OtherComputer:
    """The joiner's namespace and its program; its reports as a queue of dicts."""

    def __init__(self) -> None:
        unshare = shutil.which("unshare")
        assert unshare is not None
        self.process = subprocess.Popen(
            [unshare, "-n", "--", sys.executable, "-m", "tests.lan.two_computers_joiner",
             f"{JOINER}/24"], cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, text=True)
        self.reports: queue.Queue[dict[str, Any]] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            if line.startswith("{"):
                self.reports.put(json.loads(line))

    def next(self, step: str) -> dict[str, Any]:
        """The next report of ``step`` (others before it passed over)."""
        deadline = time.monotonic() + STEP_SECONDS
        while True:
            try:
                report = self.reports.get(timeout=max(0.1, deadline - time.monotonic()))
            except queue.Empty:
                raise AssertionError(f"no {step} from the other computer: "
                                     f"{self.stop()}") from None
            if report["step"] == step:
                return report

    def tell(self, line: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def stop(self) -> str:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(10)
        assert self.process.stderr is not None
        return self.process.stderr.read()[-3000:]


def cable(other: OtherComputer) -> None:
    """A container bridge first, then the cable to the other namespace, with a default
    route through it."""
    ip("link", "add", "docker0", "type", "bridge")
    ip("addr", "add", "172.17.0.1/16", "dev", "docker0")
    ip("link", "set", "docker0", "up")
    ip("link", "add", "va", "type", "veth", "peer", "name", "vb", "netns",
       str(other.process.pid))
    ip("addr", "add", f"{HOST}/24", "dev", "va")
    ip("link", "set", "va", "up")
    ip("route", "add", "default", "via", JOINER, "dev", "va")


def test_two_computers_find_each_other_play_and_survive_a_cut(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WARI_LAN_INTERFACES")  # every interface: a container bridge too
    other = OtherComputer()
    host = LanHost()
    frames: queue.Queue[dict[str, Any]] = queue.Queue()
    client: ThreadedClient | None = None
    announcement: Announcement | None = None
    try:
        cable(other)
        host.start()
        assert host.addresses[0] == HOST  # the cable's, no port: the default one
        client = ThreadedClient(host.local_url, on_frame=frames.put)
        client.start()
        client.run(open_table(client.client, host.code, TERMS, name="Ama")).result(20)
        announcement = Announcement("Ama", port=host.port, terms=TERMS, interfaces=[HOST])
        announcement.start()
        found = other.next("found")
        assert (found["host"], found["address"], found["port"]) == ("Ama", HOST, host.port)
        other.tell(host.code)
        game_id = other.next("seated")["game"]
        ogn = play_with_a_cut(client, other, game_id)
        assert other.next("end") == {"step": "end", "reason": "resign", "ogn": ogn}
        assert other.process.wait(STEP_SECONDS) == 0
    finally:
        if announcement is not None:
            announcement.stop()
        if client is not None:
            client.close()
        host.stop()
        other.stop()
        subprocess.run(["ip", "link", "del", "docker0"], capture_output=True, timeout=10)


def play_with_a_cut(client: ThreadedClient, other: OtherComputer, game_id: str) -> str:
    """North's first legal moves against the other computer's, the cable cut during
    the host's second move; the host resigns after six plies: the record it was sent."""
    board = Game()
    while len(board.plies) < 6:
        if board.to_move == 0:
            heard = other.next("moved")
            assert heard["ply"] == len(board.plies)
            board.play(heard["move"])
            continue
        move = board.legal_moves()[0]
        cut = len(board.plies) == 3
        if cut:
            ip("link", "set", "va", "down")
        client.request("move", game=game_id, ply=len(board.plies), move=move,
                       think_ms=1).result(20)
        board.play(move)
        if cut:
            time.sleep(CUT_SECONDS)  # the cable stays out this long: the scenario itself
            ip("link", "set", "va", "up")
        assert other.next("heard") == {"step": "heard", "ply": len(board.plies) - 1,
                                       "move": move}
    end = client.request("resign", game=game_id).result(20)
    return str(end["event"]["ogn"])
