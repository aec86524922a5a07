"""Two real Wari programs, each in its own window on one X display, play a whole game
against each other over 127.0.0.1, driven as two players would drive them: keys pressed
with ``xdotool`` in the window that has the focus, and what they read (the join code, the
board, the messages) read over AT-SPI as a screen reader reads it.

    dbus-run-session -- /usr/bin/python3 tests/gui/two_programs.py PYTHON lan WORKDIR
    dbus-run-session -- /usr/bin/python3 tests/gui/two_programs.py PYTHON server WORKDIR

Run by the system Python (``gi.repository.Atspi``) inside a D-Bus session on an X display
(``DISPLAY``) wide enough for two windows side by side (2480x800). Each program is
``PYTHON -m wari_desktop`` with its own data, settings and runtime folders under
``WORKDIR/<name>`` (so neither takes the other for a second copy of itself) and
``WARI_LAN_INTERFACES=lo``.

- ``lan``: Ann (left) hosts from New Game ("A person on another computer", the first
  clock offered, "Host a game on this network"); Ben (right) sees her game in his join
  dialog's list of games nearby (announced on the loopback) and joins with the address
  and the join code read from Ann's host dialog, typed into the dialog. After
  ``CLOCKS_AFTER`` moves both programs' clocks are read at one instant beside the figure
  of the server in Ann's program (read by ``clock_reader.py`` with the join code).
- ``server``: a ``wari-server`` on 127.0.0.1 (a port of its own), and a small TCP proxy in
  front of it for Ben. Both open Game, Play Online..., play as guests; Ben's seek is
  accepted by Ann. After ``CUT_AFTER`` moves the proxy closes Ben's connection and refuses
  new ones for ``CUT_SECONDS``; Ben's window must show its reconnection line, then come
  back by itself, and the game goes on. A third program, Cyd, watches the game from his
  lobby (Watch). After ``CLOCKS_AFTER`` moves, the player to move's program not the
  active one (the keys went to the other's), all three programs' clocks are read at one
  instant (over AT-SPI, the clock labels' text) beside the server's own figure (a
  ``sync`` by ``clock_reader.py``, run by the project's Python), for the test to compare.

Both then play to the game's end: each takes, from the board's description (the seeds in
every house), the legal move that captures most, else the first legal one, and types its
letter. The script prints one JSON object (its last line): the moves each program
announced, the records saved in each data folder's ``games``, what was read along the way
and the screenshots taken (``WORKDIR/*.png``, where ImageMagick's ``import`` is
installed). ``test_two_programs.py`` runs it.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

#: The port a hosted game listens on unless told otherwise (``wari_desktop.lan.host``): its
#: address is shown without it.
LAN_PORT = 7531

#: How long to wait for each thing a program should do or say, in seconds.
PATIENCE = 60.0
#: The longest game played before giving up (plies; a greedy game ends far sooner, by
#: an empty side or a repeated position).
MOST_PLIES = 400
#: The server game: the move after which Ben's connection is cut, and for how long.
CUT_AFTER = 12
CUT_SECONDS = 4.0
#: The server game: the move after which the clocks are compared, and how long the player
#: to move thinks first (a window that held its clock would be that far behind).
CLOCKS_AFTER = 6
CLOCKS_WAIT = 3.0
LETTERS = "ABCDEFabcdef"
#: Where each program's window goes on the shared screen.
PLACES = {"Ann": (0, 0), "Ben": (1250, 0), "Cyd": (620, 0)}
#: Where the screen is taken when a wait fails ("": nowhere).
FAILURE_SHOT = ""


# -- AT-SPI and the keyboard ------------------------------------------------------------
def pump(seconds: float) -> None:
    """Let AT-SPI events arrive for ``seconds``."""
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        while context.pending():
            context.iteration(False)
        time.sleep(0.02)


def wait_for(found: Callable[[], Any], what: str, patience: float = PATIENCE) -> Any:
    """``found()``'s first true value, waiting up to ``patience`` seconds."""
    end = time.monotonic() + patience
    while time.monotonic() < end:
        try:
            value = found()
        except GLib.Error:  # a widget gone while it was read: read again
            value = None
        if value:
            return value
        pump(0.1)
    if FAILURE_SHOT and shutil.which("import"):
        subprocess.run(["import", "-window", "root", FAILURE_SHOT], check=False)
    raise SystemExit(f"no {what} after {patience:.0f} s")


def walk(node: Any, depth: int = 0) -> Any:
    """``node`` and everything under it that is shown."""
    yield node
    if depth > 25:
        return
    for i in range(node.get_child_count()):
        child = node.get_child_at_index(i)
        if child is not None and child.get_state_set().contains(Atspi.StateType.SHOWING):
            yield from walk(child, depth + 1)


def xdotool(*words: str) -> str:
    return subprocess.run(["xdotool", *words], check=True, capture_output=True,
                          text=True).stdout


class Heard:
    """Every program's announcements (a screen reader's ``object:announcement``), by
    process id."""

    def __init__(self) -> None:
        self.by_pid: dict[int, list[str]] = {}
        self._listener = Atspi.EventListener.new(self._event)
        self._listener.register("object:announcement")

    def _event(self, event: Any) -> None:
        try:
            pid = event.source.get_process_id()
        except (GLib.Error, AttributeError):
            return
        self.by_pid.setdefault(pid, []).append(str(event.any_data))


class Program:
    """One ``python -m wari_desktop`` with folders of its own, read over AT-SPI and
    driven with keys in its focused window."""

    def __init__(self, name: str, python: str, root: Path, heard: Heard) -> None:
        self.name, self.heard = name, heard
        self.root = root / name
        folders = {key: self.root / sub for key, sub in (
            ("WARI_DATA_DIR", "data"), ("XDG_CONFIG_HOME", "config"),
            ("XDG_DATA_HOME", "share"), ("XDG_CACHE_HOME", "cache"),
            ("XDG_RUNTIME_DIR", "runtime"))}
        for folder in folders.values():
            folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        self.data = folders["WARI_DATA_DIR"]
        # The player's preferences, as Settings would keep them: their name, fast sowing.
        conf = folders["XDG_CONFIG_HOME"] / "Wari desktop" / "Wari.conf"
        conf.parent.mkdir(parents=True, exist_ok=True)
        conf.write_text(f"[General]\nname={name}\nspeed=fast\nsound=false\n")
        env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb",
                   WARI_LAN_INTERFACES="lo", **{k: str(v) for k, v in folders.items()})
        self.log = (self.root / "program.log").open("w")
        self.process = subprocess.Popen([python, "-m", "wari_desktop"], env=env,
                                        stdout=self.log, stderr=subprocess.STDOUT)
        self.pid = self.process.pid

    # -- reading ------------------------------------------------------------------------
    def app(self) -> Any:
        desktop = Atspi.get_desktop(0)
        for i in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(i)
            if app is not None and app.get_process_id() == self.pid:
                return app
        return None

    def find(self, role: str, name: str | Callable[[str], bool]) -> Any:
        """The first shown node of ``role`` whose name is ``name`` (or passes it)."""
        app = self.app()
        if app is None:
            return None
        test = name if callable(name) else (lambda text: text == name)
        return next((n for n in walk(app) if n.get_role_name() == role
                     and test(n.get_name() or "")), None)

    def wait(self, role: str, name: str | Callable[[str], bool], what: str = "") -> Any:
        return wait_for(lambda: self.find(role, name),
                        f"{self.name}: {what or role + ' ' + str(name)}")

    def focused(self) -> Any:
        app = self.app()
        return next((n for n in walk(app) if n.get_state_set().contains(
            Atspi.StateType.FOCUSED) and n.get_role_name() not in ("frame", "dialog")),
            None) if app is not None else None

    def texts(self) -> list[str]:
        """Every label shown (names), for the report."""
        app = self.app()
        return [n.get_name() for n in walk(app) if n.get_role_name() == "label"
                and n.get_name()] if app is not None else []

    def board(self) -> list[int] | None:
        """The seeds in the twelve houses, A-F then a-f, from the board's description."""
        node = self.find("filler", lambda text: text == "Wari board"
                         or text.startswith("House"))
        if node is None:
            return None
        counts = dict(re.findall(r"\b([A-Fa-f]): (\d+) seed", node.get_description()))
        return [int(counts[letter]) for letter in LETTERS] if len(counts) == 12 else None

    def clock_labels(self) -> dict[str, Any]:
        """The clock labels on the cards, by side ("South", "North"), found by their
        description (their name is the time shown)."""
        app = self.app()
        found: dict[str, Any] = {}
        for node in walk(app) if app is not None else ():
            if node.get_role_name() == "label":
                side = re.fullmatch(r"(South|North)'s clock: the time left",
                                    node.get_description() or "")
                if side:
                    found[side.group(1)] = node
        return found if len(found) == 2 else {}

    def announcements(self) -> list[str]:
        return self.heard.by_pid.get(self.pid, [])

    def moves(self) -> list[str]:
        """The moves announced so far (``South sows C, 4 seeds`` gives ``C``)."""
        return [m.group(1) for m in (re.match(r"(?:South|North) sows ([A-Fa-f])\b", text)
                                     for text in self.announcements()) if m]

    # -- the keyboard -------------------------------------------------------------------
    def window(self, title: str) -> str:
        """The id of this program's shown X window titled ``title`` (waiting for it)."""
        def find() -> str | None:
            for wid in xdotool("search", "--onlyvisible", "--pid", str(self.pid)).split():
                if xdotool("getwindowname", wid).strip() == title:
                    return wid
            return None
        return str(wait_for(find, f"{self.name}: window {title!r}"))

    def keys(self, title: str, *keys: str) -> None:
        """Give the window ``title`` the keyboard focus, then press ``keys``."""
        xdotool("windowfocus", "--sync", self.window(title))
        pump(0.2)
        xdotool("key", "--delay", "80", *keys)
        pump(0.3)

    def type(self, title: str, text: str) -> None:
        xdotool("windowfocus", "--sync", self.window(title))
        xdotool("type", "--delay", "60", text)
        pump(0.3)

    def tab_to(self, title: str, role: str, name: str) -> None:
        """Press Tab in ``title`` until the focus is on the ``role`` named ``name``."""
        def where() -> tuple[str, str] | None:
            now = self.focused()
            return (now.get_role_name(), now.get_name()) if now is not None else None
        for _ in range(30):
            before = where()
            if before == (role, name):
                return
            self.keys(title, "Tab")
            end = time.monotonic() + 5  # the focus moved (a loaded machine is slow to say)
            while where() == before and time.monotonic() < end:
                pump(0.1)
        raise SystemExit(f"{self.name}: Tab never reached {role} {name!r}")

    def shot(self, path: Path) -> str:
        """The whole screen in ``path`` (ImageMagick's ``import``); "" without it."""
        if shutil.which("import") is None:
            return ""
        subprocess.run(["import", "-window", "root", str(path)], check=True)
        return str(path)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)
        self.log.close()


# -- the clocks at one instant --------------------------------------------------------------
class ClockReader:
    """``clock_reader.py`` on the server (run by the project's Python): the server's own
    figure for the game in progress, on each ``read``."""

    def __init__(self, python: str, url: str, code: str = "") -> None:
        self.process = subprocess.Popen(
            [python, str(Path(__file__).with_name("clock_reader.py")), url,
             *([code] if code else [])],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def read(self) -> dict[str, Any]:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write("read\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            raise SystemExit("clock_reader.py said nothing")
        figure: dict[str, Any] = json.loads(line)
        return figure

    def close(self) -> None:
        with contextlib.suppress(OSError, ValueError):
            if self.process.stdin is not None:
                self.process.stdin.close()
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=10)


def clocks_at_one_instant(programs: list[Program], reader: ClockReader) -> dict[str, Any]:
    """Every program's clocks read one after the other (each with its monotonic time),
    then the server's figure; and which program was the active one."""
    labels = {p.name: wait_for(p.clock_labels, f"{p.name}: the clocks") for p in programs}
    shown = []
    for program in programs:
        for side, node in labels[program.name].items():
            shown.append({"program": program.name, "side": side, "text": node.get_name(),
                          "at": time.monotonic()})
    figure = reader.read()
    focus = xdotool("getwindowfocus").strip()
    owner = next((p.name for p in programs if focus in xdotool(
        "search", "--pid", str(p.pid)).split()), "")
    return {"shown": shown, "server": figure, "focused": owner,
            "to_move": next((p.name for p in programs if your_move(p)), "")}



# -- the moves ----------------------------------------------------------------------------
def sown(board: list[int], house: int) -> tuple[list[int], int]:
    """The houses after sowing ``house`` (the house itself skipped on a lap) and where the
    last seed fell."""
    after, seeds, at = list(board), board[house], house
    after[house] = 0
    while seeds:
        at = (at + 1) % 12
        if at != house:
            after[at] += 1
            seeds -= 1
    return after, at


def captured(board: list[int], house: int) -> int:
    """The seeds ``house`` captures (Oware abapa: 2s and 3s back from the last seed on the
    opponent's side; a grand slam captures nothing)."""
    after, at = sown(board, house)
    theirs = range(6, 12) if house < 6 else range(6)
    taken = 0
    while at in theirs and after[at] in (2, 3):
        taken += after[at]
        at -= 1
    return 0 if taken == sum(after[i] for i in theirs) else taken


def legal(board: list[int], south: bool) -> list[int]:
    """The houses the side may play: not empty, and feeding an empty opponent if it can."""
    mine, theirs = (range(6), range(6, 12)) if south else (range(6, 12), range(6))
    moves = [h for h in mine if board[h]]
    if sum(board[i] for i in theirs) == 0:
        moves = [h for h in moves if any(sown(board, h)[0][i] for i in theirs)]
    return moves


def choose(board: list[int], south: bool) -> int | None:
    """The legal move that captures most, else the first legal one."""
    moves = legal(board, south)
    return max(moves, key=lambda h: (captured(board, h), -moves.index(h))) if moves else None


# -- a cuttable connection ------------------------------------------------------------------
class Proxy:
    """A TCP proxy on 127.0.0.1 in front of ``target``: ``cut`` closes every connection
    through it and refuses new ones (the listening socket closed) until ``restore``."""

    def __init__(self, target: int) -> None:
        self.target = target
        self.port = 0
        self._lock = threading.Lock()
        self._sockets: list[socket.socket] = []
        self._listener: socket.socket | None = None
        self.restore()

    def restore(self) -> None:
        listener = socket.socket()
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", self.port))
        listener.listen(8)
        self.port = listener.getsockname()[1]
        self._listener = listener
        threading.Thread(target=self._accept, args=(listener,), daemon=True).start()

    def _accept(self, listener: socket.socket) -> None:
        while True:
            try:
                near, _ = listener.accept()
            except OSError:
                return
            far = socket.create_connection(("127.0.0.1", self.target))
            with self._lock:
                self._sockets += [near, far]
            for a, b in ((near, far), (far, near)):
                threading.Thread(target=self._pipe, args=(a, b), daemon=True).start()

    @staticmethod
    def _pipe(source: socket.socket, sink: socket.socket) -> None:
        try:
            while data := source.recv(65536):
                sink.sendall(data)
        except OSError:
            pass
        for end in (source, sink):
            with contextlib.suppress(OSError):
                end.shutdown(socket.SHUT_RDWR)

    def cut(self) -> None:
        if self._listener is not None:
            with contextlib.suppress(OSError):
                self._listener.shutdown(socket.SHUT_RDWR)  # wakes its accept()
            self._listener.close()
            self._listener = None
        with self._lock:
            sockets, self._sockets = self._sockets, []
        for end in sockets:
            with contextlib.suppress(OSError):
                end.shutdown(socket.SHUT_RDWR)
            end.close()

    def close(self) -> None:
        self.cut()


# -- the two games ------------------------------------------------------------------------
MAIN = "New game — Wari"
#: The main window's title during an online game (its record not yet saved).
MAIN_PLAYING = "New game * — Wari"


def start(program: Program) -> None:
    """Wait for the window, answer the first start's welcome ("Not Now", Esc), put the
    window in its place."""
    program.wait("table", "Moves", "main window")
    wait_for(lambda: any(n.get_role_name() == "alert" for n in walk(program.app())),
             f"{program.name}: welcome message")
    pump(0.5)
    xdotool("windowmove", program.window(MAIN), *map(str, PLACES[program.name]))
    program.keys("Welcome to Wari", "Escape")
    wait_for(lambda: not any(n.get_role_name() == "alert" for n in walk(program.app())),
             f"{program.name}: welcome answered")


def new_game_with_remote(program: Program, way: str, clock: bool = False) -> None:
    """Game > New Game (Ctrl+N); the opponent "A person on another computer" (End in the
    opponent list); with ``clock``, the first clock offered (Down in the Clock list); Tab
    to "How:" and choose ``way`` with the arrows; Enter starts."""
    program.keys(MAIN, "ctrl+n")
    title = "New Game — Wari"
    program.window(title)
    program.wait("combo box", lambda t: bool(t), "New Game's opponent list")
    program.tab_to(title, "combo box", program.find("combo box", lambda t: True).get_name())
    program.keys(title, "End")
    program.wait("combo box", "A person on another computer")
    if clock:
        program.tab_to(title, "combo box", "No clock")
        program.keys(title, "Down")
    program.tab_to(title, "radio button", "Host a game on this network")
    ways = ["Host a game on this network", "Join a game on this network", "Play on a server"]
    if ways.index(way):
        program.keys(title, *["Down"] * ways.index(way))
    wait_for(lambda: program.find("radio button", way).get_state_set().contains(
        Atspi.StateType.CHECKED), f"{program.name}: {way} chosen")
    program.keys(title, "Return")


def apply(board: list[int], house: int) -> list[int]:
    """The board after ``house`` is played, captures taken off."""
    after, at = sown(board, house)
    if captured(board, house):
        theirs = range(6, 12) if house < 6 else range(6)
        while at in theirs and after[at] in (2, 3):
            after[at] = 0
            at -= 1
    return after


def side_of(program: Program) -> bool:
    """True when the program's player is South: the side on their own card, the lower
    one of the two."""
    sides = [t for t in program.texts() if re.match(r"(South|North) · houses", t)]
    return sides[-1].startswith("South")


def records(program: Program) -> list[Path]:
    return sorted((program.data / "games").glob("*.ogn"))


def your_move(program: Program) -> bool:
    return program.find("label", lambda t: t.startswith("Your move")) is not None


def play_to_end(players: list[Program], between: Callable[[int], None] | None = None
                ) -> list[str]:
    """Play the game on the board to its end: the player whose window says "Your move",
    once the board it describes is the board these moves make (sown here, on the side),
    types the letter of the move ``choose`` picks; both windows must then announce it.
    ``between(ply)`` runs after each move. The moves played, as letters."""
    south = {program.name: side_of(program) for program in players}
    board: list[int] = [4] * 12
    played: list[str] = []
    while len(played) < MOST_PLIES:
        def ready(board: list[int] = board, done: int = len(played)) -> Any:
            if all(records(program) for program in players):
                return "over"
            return next((program for program in players if your_move(program)
                         and program.board() == board
                         and len(program.moves()) == done), None)
        mover = wait_for(ready, f"a move awaited or the end, after {played}")
        if mover == "over":
            return played
        house = choose(board, south[mover.name])
        assert house is not None, f"{mover.name} has no legal move on {board}"
        mover.keys(MAIN_PLAYING, LETTERS[house].lower())
        wait_for(lambda: all(len(p.moves()) > len(played) for p in players),
                 f"both windows announcing move {len(played) + 1} ({LETTERS[house]})")
        heard = {p.name: p.moves()[len(played)] for p in players}
        assert set(heard.values()) == {LETTERS[house]}, (heard, LETTERS[house])
        played.append(LETTERS[house])
        board = apply(board, house)
        if between is not None:
            between(len(played))
    raise SystemExit(f"no end after {MOST_PLIES} moves: {played}")


def settled(players: list[Program]) -> float:
    """Wait until no window says "Sowing…" any more (the last move and the end shown);
    the seconds it took."""
    begun = time.monotonic()
    wait_for(lambda: not any(p.find("label", "Sowing…") for p in players),
             "the boards at rest after the end")
    return round(time.monotonic() - begun, 1)


def dump(program: Program, path: Path) -> None:
    with path.open("w") as out:
        for n in walk(program.app()):
            out.write(f"{n.get_role_name()}|{n.get_name()}|{n.get_description()}\n")


def lan_game(python: str, work: Path, heard: Heard) -> dict[str, Any]:
    ann = Program("Ann", python, work, heard)
    ben = Program("Ben", python, work, heard)
    report: dict[str, Any] = {"shots": []}
    try:
        for program in (ann, ben):
            start(program)
        new_game_with_remote(ann, "Host a game on this network", clock=True)
        address = ann.wait("label", lambda t: t.startswith("Address: "), "address shown")
        code = ann.wait("label", lambda t: re.fullmatch(r"Join code: (\w ){5}\w", t) is not None,
                        "join code shown")
        report["host_read"] = [address.get_name(), code.get_name()]
        address_text = address.get_name().removeprefix("Address: ")
        code_text = code.get_name().removeprefix("Join code: ").replace(" ", "")
        new_game_with_remote(ben, "Join a game on this network")
        ben.window("Join a Game — Wari")
        nearby = ben.wait("list item", lambda t: t.startswith("Ann"),
                          "Ann's game in the list of games nearby (announced on lo)")
        report["nearby"] = nearby.get_name()
        report["shots"].append(ben.shot(work / "lan-host-and-join.png"))
        ben.keys("Join a Game — Wari", "alt+a")
        ben.type("Join a Game — Wari", address_text)
        ben.keys("Join a Game — Wari", "alt+j")
        ben.type("Join a Game — Wari", code_text)
        ben.keys("Join a Game — Wari", "Return")
        wait_for(lambda: all(p.find("push button", "Resign") for p in (ann, ben)),
                 "the game on both boards")
        report["shots"].append(ben.shot(work / "lan-started.png"))
        port = "" if ":" in address_text else f":{LAN_PORT}"  # shown only when not the default
        reader = ClockReader(python, f"ws://{address_text}{port}/", code_text)

        def clocks(ply: int) -> None:
            if ply == CLOCKS_AFTER:
                pump(CLOCKS_WAIT)  # the player to move thinks, their program not active
                report["clocks"] = clocks_at_one_instant([ann, ben], reader)
                report["shots"].append(ben.shot(work / "lan-clocks.png"))
                reader.close()

        report["moves"] = play_to_end([ann, ben], clocks)
        report["settled_s"] = settled([ann, ben])
        report["shots"].append(ben.shot(work / "lan-over.png"))
        report["texts"] = {p.name: p.texts() for p in (ann, ben)}
        report["records"] = {p.name: [str(r) for r in records(p)] for p in (ann, ben)}
        report["announced"] = {p.name: p.moves() for p in (ann, ben)}
    finally:
        for program in (ann, ben):
            program.stop()
    return report


LOBBY = "Play on a Server — Wari"
RECONNECTING = "Connection lost: reconnecting…"


def start_server(python: str, work: Path) -> tuple[subprocess.Popen[str], int]:
    """``wari-server serve`` on 127.0.0.1, a free port; the process and its port."""
    server = subprocess.Popen(
        [python, "-m", "wari_desktop.server", "serve", "--host", "127.0.0.1", "--port", "0",
         "--data", str(work / "server")], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
        text=True)
    assert server.stdout is not None
    line = server.stdout.readline()
    found = re.search(r"ws://127\.0\.0\.1:(\d+)/", line)
    if found is None:
        server.terminate()
        raise SystemExit(f"wari-server did not start: {line!r}")
    return server, int(found.group(1))


def sign_in_as_guest(program: Program, port: int) -> None:
    """Game > Play Online... (Ctrl+Shift+N); the server's address typed over the one kept;
    Play as a Guest (Alt+G); then the lobby."""
    program.keys(MAIN, "ctrl+shift+n")
    program.window(LOBBY)
    program.wait("push button", "Play as a Guest", "sign-in form")
    program.keys(LOBBY, "alt+s", "ctrl+a")
    program.type(LOBBY, f"127.0.0.1:{port}")
    program.keys(LOBBY, "alt+g")
    program.wait("push button", "Sign Out", "the lobby, signed in")


def rows(program: Program, name: str) -> int:
    table = program.find("table", name)
    return Atspi.Table.get_n_rows(table) if table is not None else 0


def watch_the_game(program: Program) -> None:
    """In the lobby, Games in progress: a click on the first game, Watch (Alt+W); then
    its clocks."""
    wait_for(lambda: rows(program, "Games in progress") >= 1,
             f"{program.name}: the game listed in progress")
    lobby = program.window(LOBBY)
    xdotool("windowraise", lobby)  # over the players' windows, where the click goes
    xdotool("windowfocus", "--sync", lobby)
    pump(0.3)
    cell = Atspi.Table.get_accessible_at(program.find("table", "Games in progress"), 0, 0)
    box = cell.get_extents(Atspi.CoordType.SCREEN)
    xdotool("mousemove", "--sync", str(box.x + box.width // 2), str(box.y + box.height // 2),
            "click", "1")
    pump(0.3)
    program.keys(LOBBY, "alt+w")
    wait_for(program.clock_labels, f"{program.name}: the watched game's clocks")


def server_game(python: str, work: Path, heard: Heard) -> dict[str, Any]:
    server, port = start_server(python, work)
    proxy = Proxy(port)
    reader = ClockReader(python, f"ws://127.0.0.1:{port}/")
    ann = Program("Ann", python, work, heard)
    ben = Program("Ben", python, work, heard)
    cyd = Program("Cyd", python, work, heard)
    report: dict[str, Any] = {"shots": [], "cut": {}}
    try:
        for program in (ann, ben, cyd):
            start(program)
        sign_in_as_guest(ann, port)
        sign_in_as_guest(ben, proxy.port)
        sign_in_as_guest(cyd, port)
        ben.keys(LOBBY, "alt+n")  # New Seek, the clock offered (10 min + 5 s), casual
        wait_for(lambda: rows(ann, "Open seeks") >= 1, "Ann: Ben's seek listed")
        report["shots"].append(ann.shot(work / "server-lobby.png"))
        ann.tab_to(LOBBY, "table", "Open seeks")
        ann.keys(LOBBY, "Down", "alt+a")  # the first seek, Accept Seek
        wait_for(lambda: all(p.find("push button", "Resign") for p in (ann, ben)),
                 "the game on both boards")
        report["shots"].append(ann.shot(work / "server-started.png"))

        def clocks(ply: int) -> None:
            if ply == 2:  # both first moves made in time: Cyd has a minute to come
                watch_the_game(cyd)
            if ply == CLOCKS_AFTER:
                pump(CLOCKS_WAIT)  # the player to move thinks, their program not active
                report["clocks"] = clocks_at_one_instant([ann, ben, cyd], reader)
                report["shots"].append(ann.shot(work / "server-clocks.png"))

        def cut(ply: int) -> None:
            clocks(ply)
            if ply != CUT_AFTER:
                return
            proxy.cut()
            ben.wait("label", RECONNECTING, "Ben's reconnection line")
            report["cut"]["line"] = RECONNECTING
            gone = ann.wait("label", lambda t: re.search(r"connection lost, \d+ s to claim", t)
                            is not None, "Ann told Ben's connection is lost")
            report["cut"]["opponent_line"] = gone.get_name()
            report["shots"].append(ben.shot(work / "server-cut.png"))
            pump(CUT_SECONDS)
            report["cut"]["still_reconnecting"] = ben.find("label", RECONNECTING) is not None
            proxy.restore()
            restored = time.monotonic()
            wait_for(lambda: ben.find("label", RECONNECTING) is None,
                     "Ben back (his reconnection line gone)")
            report["cut"]["back_after_s"] = round(time.monotonic() - restored, 1)
            wait_for(lambda: ann.find("label", lambda t: "to claim" in t) is None,
                     "Ann told Ben is back")
            report["cut"]["back"] = True

        report["moves"] = play_to_end([ann, ben], cut)
        report["settled_s"] = settled([ann, ben])
        report["shots"].append(ben.shot(work / "server-over.png"))
        report["texts"] = {p.name: p.texts() for p in (ann, ben)}
        report["records"] = {p.name: [str(r) for r in records(p)] for p in (ann, ben)}
        report["announced"] = {p.name: p.moves() for p in (ann, ben)}
        report["rematch"] = rematch(ann, ben, work, report["shots"])
    finally:
        for program in (ann, ben, cyd):
            program.stop()
        reader.close()
        proxy.close()
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait(timeout=10)
    return report


def click(program: Program, node: Any) -> None:
    """Click the middle of ``node`` with the mouse, as a player would."""
    box = Atspi.Component.get_extents(node, Atspi.CoordType.SCREEN)
    xdotool("mousemove", "--sync", str(box.x + box.width // 2), str(box.y + box.height // 2))
    xdotool("click", "1")
    pump(0.3)


def raise_window_of(program: Program, node: Any) -> None:
    """Bring the X window holding ``node`` (its AT-SPI frame, found by title) over the
    others, as a player clicks a window's title to bring it forward."""
    frame = node
    while frame is not None and frame.get_role_name() != "frame":
        frame = frame.get_parent()
    if frame is not None:
        wid = program.window(frame.get_name())
        xdotool("windowraise", wid)
        xdotool("windowfocus", "--sync", wid)
        pump(0.3)


def rematch(ann: Program, ben: Program, work: Path, shots: list[str]) -> dict[str, Any]:
    """Ben offers a rematch from his board; Ann's MAIN window shows the offer over her
    board (its words read from the notice's description) and she accepts it there: the
    new game on both boards."""
    click(ben, ben.wait("push button", "Rematch", "Ben's Rematch button"))
    notice = wait_for(lambda: next((n for n in walk(ann.app()) if n.get_name() ==
                                    "Game offered"), None), "Ann: the offer's notice")
    words = notice.get_description()
    shots.append(ann.shot(work / "server-rematch-offered.png"))
    raise_window_of(ann, notice)  # Cyd's program may cover part of Ann's window
    click(ann, ann.wait("push button", "Accept", "Ann: Accept on the notice"))
    wait_for(lambda: all(p.find("push button", "Resign") for p in (ann, ben)),
             "the rematch on both boards")
    shots.append(ann.shot(work / "server-rematch-started.png"))
    return {"notice": words, "started": True}


def main() -> int:
    global FAILURE_SHOT
    python, mode, work = sys.argv[1], sys.argv[2], Path(sys.argv[3])
    FAILURE_SHOT = str(work / "failure.png")
    heard = Heard()
    report = (lan_game if mode == "lan" else server_game)(python, work, heard)
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
