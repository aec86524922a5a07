"""The note of the online game in progress, kept so that the next start can go back to it.

The rules:

- While the player's own online game is on the board, ``online/game.json`` in the data
  folder says where it is played: the server's address, the name it is played under,
  whether that is a guest, the game's id and the opponent's name, and, for a game hosted
  in this program, the address and port the host listened on, the join code and the
  host's data folder (the game's store). It is removed when the game ends.
- An account's sign-in token stays in the system's keyring (``credentials``), never in
  the note. A guest has no account to sign in to again: a guest's token (casual games
  only) is kept in the note, which is written readable by its user alone.
- A note that cannot be read (damaged, edited by hand, another program's) is no note:
  ``read_note`` gives None and changes nothing on disk.
"""

from __future__ import annotations

import json
import logging
import os
import re
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from ...atomic import write_atomically
from ...paths import data_dir

log = logging.getLogger("wari.online")

#: The longest note read (a real one is a few hundred bytes).
MAX_NOTE_BYTES = 8192
_TOKEN = re.compile(r"^[A-Za-z0-9_-]{16,128}$")
_CODE = re.compile(r"^[A-Z0-9]{4,12}$")


@dataclass(frozen=True)
class HostedNote:
    """A game hosted in this program: where the host listened, its code and its data."""

    bind: str
    port: int
    code: str
    data: str


@dataclass(frozen=True)
class GameNote:
    """Where the player's online game in progress is played (see the module's rules)."""

    url: str
    name: str
    guest: bool
    game: str
    opponent: str
    token: str | None = None  # a guest's only
    lan: bool = False  # a game on this network (hosted here or joined), not on a server
    hosted: HostedNote | None = None


def note_path() -> Path:
    """Where the note is kept."""
    return data_dir() / "online" / "game.json"


def write_note(note: GameNote, path: Path | None = None) -> bool:
    """Keep ``note`` (atomically, readable by its user only); False, logged, when the data
    folder cannot be written."""
    path = path or note_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(path, json.dumps(asdict(note), ensure_ascii=False).encode("utf-8"))
        os.chmod(path, 0o600)
    except OSError as error:
        log.warning("cannot keep the online game's note in %s: %s", path, error)
        return False
    return True


def clear_note(path: Path | None = None) -> None:
    """Forget the note (the game is over, or the player does not go back to it)."""
    try:
        (path or note_path()).unlink(missing_ok=True)
    except OSError as error:
        log.warning("cannot remove the online game's note: %s", error)


def read_note(path: Path | None = None) -> GameNote | None:
    """The note kept, or None when there is none or it cannot be read as one."""
    path = path or note_path()
    try:
        with path.open("rb") as stream:
            data = stream.read(MAX_NOTE_BYTES + 1)
        if len(data) > MAX_NOTE_BYTES:
            raise ValueError("too long")
        return note_of(json.loads(data.decode("utf-8")))
    except FileNotFoundError:
        return None
    except (OSError, ValueError, TypeError, UnicodeDecodeError) as error:
        log.warning("the online game's note %s is not one: %s", path, error)
        return None


def note_of(fields: Any) -> GameNote:
    """A note from its JSON fields; ValueError for anything a note does not hold."""
    if not isinstance(fields, dict):
        raise ValueError("not an object")
    url, name, game, opponent = (_text(fields, key, 300) for key in
                                 ("url", "name", "game", "opponent"))
    if not url.startswith(("ws://", "wss://")) or not game:
        raise ValueError("no address or game")
    guest, token = fields.get("guest"), fields.get("token")
    if not isinstance(guest, bool) or not (token is None or (isinstance(token, str)
                                                             and _TOKEN.match(token))):
        raise ValueError("bad guest or token")
    hosted, lan = fields.get("hosted"), fields.get("lan", False)
    if not isinstance(lan, bool):
        raise ValueError("lan: not true or false")
    return GameNote(url, name, guest, game, opponent, token if guest else None,
                    lan or hosted is not None, None if hosted is None else _hosted_of(hosted))


def _hosted_of(fields: Any) -> HostedNote:
    if not isinstance(fields, dict):
        raise ValueError("hosted: not an object")
    bind, code, data = (_text(fields, key, 4096) for key in ("bind", "code", "data"))
    port = fields.get("port")
    if not isinstance(port, int) or isinstance(port, bool) or not 0 < port < 65536 \
            or not _CODE.match(code) or not bind or not Path(data).is_absolute():
        raise ValueError("hosted: bad port, code, address or folder")
    return HostedNote(bind, port, code, data)


def _text(fields: dict[str, Any], key: str, longest: int) -> str:
    value = fields.get(key)
    if not isinstance(value, str) or len(value) > longest:
        raise ValueError(f"{key}: not a text")
    return value
