"""One running program per data folder: a second start hands over to the first and ends.

The rule: the copy that holds the lock ``instance.lock`` in the data folder
(``lockfile.FileLock``, let go by the system when its process ends however it ends) is
the running copy, and listens on a local socket whose name comes from the data folder's
path (``server_name``; a test with its own temporary data folder never meets the player's
copy). A
second start with the same data folder cannot take the lock; it connects to that socket,
sends the file it was asked to open (if any) as one line of JSON, ``{"open": "/abs/a.ogn"}``
or ``{"open": null}``, waits for ``ok``, and ends with status 0, having touched no file.
The running copy comes to the front and opens the file through its usual Open (which
asks first about unsaved moves).

A running copy that does not answer within ``ANSWER_WAIT`` seconds (hung, or stopped in a
debugger) keeps its lock: the second start says so and ends without touching anything;
should the running copy wake up later, it finds that start gone (its answer cannot be
written) and does nothing with the request.
A copy that crashed holds no lock: the next start takes the lock, tries the socket left
behind, and only after failing to connect removes it (``QLocalServer.removeServer``) and
listens in its place.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import sys
import time
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QWidget

from ...lockfile import FileLock

log = logging.getLogger(__name__)

LOCK_NAME = "instance.lock"
#: The socket's file in the data folder, where it goes there (``server_name``).
SOCKET_NAME = "instance.socket"
#: Seconds a second start waits for the running copy's answer (it may be starting up).
ANSWER_WAIT = 10.0
#: The longest message read (a path is far shorter).
MAX_MESSAGE = 64 * 1024
ANSWER = b"ok\n"
#: The longest socket path the systems accept, less a margin (Linux: 108 bytes).
MAX_SOCKET_PATH = 100


def server_name(folder: Path) -> str:
    """The socket's name for the data folder ``folder``, unique to the folder's real path
    (links resolved, so two spellings of one folder meet). On Linux and macOS a socket
    file in a place only the user can reach where the path is short enough: the user's
    runtime folder (``XDG_RUNTIME_DIR``), else the data folder itself (no other user can
    take the name there first, and no cleaner of the temporary folder removes it); else
    (Windows, where it names a pipe, or a very long path) a plain name, which Qt puts in
    the temporary folder."""
    real = folder.resolve()
    name = f"wari-desktop-{hashlib.sha256(str(real).encode('utf-8')).hexdigest()[:24]}"
    if sys.platform == "win32":
        return name
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if runtime and Path(runtime).is_dir() and len(runtime) + len(name) + 1 < MAX_SOCKET_PATH:
        return str(Path(runtime) / name)
    inside = real / SOCKET_NAME
    if len(str(inside).encode("utf-8")) < MAX_SOCKET_PATH:
        return str(inside)
    return name


def message(file: Path | None) -> bytes:
    """What a second start sends: the file to open (absolute), or null."""
    return (json.dumps({"open": str(file.absolute()) if file else None}) + "\n").encode()


def file_of(line: bytes) -> str | None:
    """The file a message asks to open ("" for none); None for a message that is not one."""
    try:
        data = json.loads(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None
    if not isinstance(data, dict) or "open" not in data:
        return None
    value = data["open"]
    if value is None:
        return ""
    return value if isinstance(value, str) and os.path.isabs(value) else None


class Outcome(Enum):
    """What a start found: it is the running copy, it handed over to the running copy, or
    the running copy holds the data folder but does not answer."""

    FIRST = "first"
    HANDED_OVER = "handed-over"
    NOT_ANSWERING = "not-answering"


@dataclass
class Claim:
    """The result of ``claim``: the ``door`` (the running copy's server, for FIRST) or
    the running copy's process id as its lock file says (for NOT_ANSWERING)."""

    outcome: Outcome
    door: InstanceDoor | None = None
    pid: int | None = None


class InstanceDoor(QObject):
    """The running copy's socket: each message from a second start is answered ``ok``
    and announced by ``openRequested(path)`` (an empty path: only come to the front)."""

    openRequested = Signal(str)

    def __init__(self, lock: FileLock, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lock = lock  # held for the life of the process
        self.name = name
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._accept)
        self._pending: dict[QLocalSocket, bytes] = {}

    def listen(self) -> bool:
        """Listen on the name, first removing a socket left by a copy that crashed (only
        once connecting to it has failed: no live copy is cut off). False, with a warning
        in the log, when it cannot: the program then runs without the door."""
        if not self.server.listen(self.name):
            probe = QLocalSocket()
            probe.connectToServer(self.name)
            if probe.waitForConnected(500):
                probe.abort()
                log.warning("another program answers on %s: running without it", self.name)
                return False
            QLocalServer.removeServer(self.name)
            if not self.server.listen(self.name):
                log.warning("cannot listen on %s: %s", self.name, self.server.errorString())
                return False
        return True

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            self._pending[socket] = b""
            socket.readyRead.connect(lambda socket=socket: self._read(socket))
            socket.disconnected.connect(lambda socket=socket: self._drop(socket))

    def _read(self, socket: QLocalSocket) -> None:
        """Read a message; once its line is whole, answer and announce it."""
        data = self._pending.get(socket, b"") + bytes(socket.readAll().data())
        if b"\n" not in data and len(data) < MAX_MESSAGE:
            self._pending[socket] = data
            return
        self._pending[socket] = b""
        path = file_of(data.split(b"\n", 1)[0])
        if path is None:
            log.warning("ignoring a message on %s that is not a request", self.name)
            socket.disconnectFromServer()
            return
        socket.write(ANSWER)
        socket.flush()
        waiting = socket.state() == QLocalSocket.LocalSocketState.ConnectedState
        socket.disconnectFromServer()
        if waiting:  # announced from the event loop, not from within this socket's slot
            QTimer.singleShot(0, lambda: self.openRequested.emit(path))
        else:  # the sender gave up (this copy was not answering) and said so: forget it
            log.warning("ignoring a request on %s whose sender has gone", self.name)

    def _drop(self, socket: QLocalSocket) -> None:
        self._pending.pop(socket, None)
        socket.deleteLater()


def hand_over(name: str, file: Path | None, wait: float = ANSWER_WAIT) -> bool:
    """Send ``file`` (or only "come to the front") to the copy listening on ``name`` and
    wait up to ``wait`` seconds, retrying the connection meanwhile (the copy may be
    starting up), for its answer; True once it answered."""
    deadline = time.monotonic() + wait
    while True:
        socket = QLocalSocket()
        socket.connectToServer(name)
        left = max(1, int((deadline - time.monotonic()) * 1000))
        if socket.waitForConnected(min(left, 1000)):
            socket.write(message(file))
            socket.waitForBytesWritten(left)
            got = b""
            while ANSWER not in got and time.monotonic() < deadline:
                left = max(1, int((deadline - time.monotonic()) * 1000))
                if not socket.waitForReadyRead(left):
                    break
                got += bytes(socket.readAll().data())
            socket.abort()
            return ANSWER in got
        if time.monotonic() >= deadline:
            return False
        time.sleep(0.1)


def claim(folder: Path, file: Path | None, wait: float = ANSWER_WAIT) -> Claim:
    """Become the running copy of the data folder ``folder`` (the door listening), or
    hand ``file`` over to the running one. A lock file that cannot be made (a data folder
    not writable) leaves this start to run alone (FIRST, without a door), as before."""
    lock = FileLock(folder / LOCK_NAME)
    name = server_name(folder)
    try:
        first = lock.acquire()
    except OSError as error:
        log.warning("cannot lock the data folder %s: %s", folder, error)
        return Claim(Outcome.FIRST)
    if first:
        door = InstanceDoor(lock, name)
        return Claim(Outcome.FIRST, door if door.listen() else None)
    if hand_over(name, file, wait):
        return Claim(Outcome.HANDED_OVER)
    return Claim(Outcome.NOT_ANSWERING, pid=lock.holder())


def bring_to_front(window: QWidget) -> None:
    """Show ``window`` un-minimised, raised and active (as far as the window manager
    lets a program take the focus)."""
    state = window.windowState()
    if state & Qt.WindowState.WindowMinimized:
        window.setWindowState((state & ~Qt.WindowState.WindowMinimized)
                              | Qt.WindowState.WindowActive)
    window.show()
    window.raise_()
    window.activateWindow()
