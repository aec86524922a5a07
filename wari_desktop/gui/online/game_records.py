"""Where the records of online games go, with no Qt: a finished game's record is the
server's OGN as it is, written whole or not at all (``save_record``).

The rule kept here: the player's own games go in ``data_dir()/games`` (``games_folder``),
each named after both players and the game's id (``record_path``); games the player only
watched go apart, in its ``Watched`` subfolder (``watched_folder``), so that they are
never mixed with the player's own."""

from __future__ import annotations

import os
import re
from pathlib import Path

from ...paths import data_dir
from ...protocol.messages import GameSnapshot
from ...rules import Player
from .game_frames import seat_name

#: The folder of the player's games, under the data folder.
GAMES_FOLDER = "games"
#: The folder of the games watched, under the games folder.
WATCHED_FOLDER = "Watched"


def games_folder() -> Path:
    """Where the player's own finished online games are saved."""
    return data_dir() / GAMES_FOLDER


def watched_folder() -> Path:
    """Where the games the player watched are saved, apart from their own."""
    return games_folder() / WATCHED_FOLDER


def folder_for(watching: bool) -> Path:
    """The folder of a game played (``games_folder``) or watched (``watched_folder``)."""
    return watched_folder() if watching else games_folder()


def record_path(folder: Path, game: GameSnapshot) -> Path:
    """Where the record of ``game`` goes in ``folder``: both names and the game's id
    (only letters, digits, ``-`` and ``_`` in the file's name)."""
    parts = [seat_name(game, Player.SOUTH), seat_name(game, Player.NORTH), game.id]
    stem = "-".join(re.sub(r"[^A-Za-z0-9_-]", "", part) or "game" for part in parts)
    return folder / f"{stem}.ogn"


def save_record(folder: Path, game: GameSnapshot, ogn: str) -> Path:
    """Write the server's record ``ogn`` of ``game``, as it is, in ``folder`` (made if
    missing; atomically: a file there is whole or not there). Its path; ``OSError`` when it
    cannot be written."""
    path = record_path(folder, game)
    path.parent.mkdir(parents=True, exist_ok=True)
    part = path.with_name(path.name + ".part")
    part.write_text(ogn, encoding="utf-8")
    os.replace(part, path)
    return path
