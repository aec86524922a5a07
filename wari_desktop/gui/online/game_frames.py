"""Reading a server's game as the window needs it, with no Qt: the ``game`` frame's game
(``game_of``), the rules' ``Game`` after its moves (``board_game``), the side of a name,
the names and ratings as record tags, the clocks in seconds, and a finished game's record
saved (``save_record``, in ``record_path``).

Anything a server of another version (or a hostile one) could send wrong raises
``ValueError`` naming it: the caller says so and changes nothing."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

from ...paths import data_dir
from ...protocol import ProtocolError
from ...protocol.terms import clock_from_json, rules_from_json
from ...rules import Game, IllegalMoveError, Player
from ...rules.clock import TimeControl

SIDES = {"south": Player.SOUTH, "north": Player.NORTH}
#: The folder of the player's games, under the data folder.
GAMES_FOLDER = "games"


def games_folder() -> Path:
    """Where finished online games are saved."""
    return data_dir() / GAMES_FOLDER


def game_of(frame: dict[str, Any]) -> dict[str, Any]:
    """The game of a ``game`` frame (``{"t": "game", "game": {...}}``), or the game itself
    when given bare."""
    game = frame.get("game") if isinstance(frame.get("game"), dict) else frame
    if not isinstance(game, dict) or not isinstance(game.get("id"), str):
        raise ValueError("the server sent a game without an id")
    return game


def side_of(value: Any) -> Player | None:
    """``"south"``/``"north"`` as a ``Player``; None for anything else (``null``)."""
    return SIDES.get(value) if isinstance(value, str) else None


def seat_name(game: dict[str, Any], player: Player) -> str:
    """The name of the player on ``player``'s side."""
    seat = game.get("south" if player is Player.SOUTH else "north")
    name = seat.get("name") if isinstance(seat, dict) else None
    if not isinstance(name, str) or not name:
        raise ValueError("the server sent a game without its players' names")
    return name


def my_side(game: dict[str, Any], name: str | None) -> Player | None:
    """The side ``name`` plays in ``game`` (None: not a player of it)."""
    return next((p for p in Player if name is not None and seat_name(game, p) == name), None)


def time_control(game: dict[str, Any]) -> TimeControl | None:
    """The game's clock (None: untimed)."""
    terms = game.get("terms") or {}
    try:
        return clock_from_json(terms.get("clock"))
    except ProtocolError as error:
        raise ValueError(f"the server sent a strange clock: {error}") from None


def board_game(game: dict[str, Any]) -> Game:
    """The rules' ``Game`` of the server's ``game``: its rules and its moves played."""
    terms = game.get("terms") or {}
    try:
        board = Game(rules=rules_from_json(terms.get("rules")))
    except ProtocolError as error:
        raise ValueError(f"the server sent strange rules: {error}") from None
    moves = game.get("moves") or []
    if not isinstance(moves, list):
        raise ValueError("the server sent the moves in a strange form")
    for move in moves:
        try:
            board.play(str(move))
        except IllegalMoveError:
            raise ValueError(f"the server's game has a move that is not legal: {move}") \
                from None
    return board


def rating_of(game: dict[str, Any], player: Player) -> str:
    """``player``'s rating as the game started ("" for a guest), as text."""
    seat = game.get("south" if player is Player.SOUTH else "north")
    rating = seat.get("rating") if isinstance(seat, dict) else None
    return str(round(rating)) if isinstance(rating, int | float) else ""


def tags_of(game: dict[str, Any]) -> dict[str, str]:
    """The record tags the window shows the game with: both names, their ratings and
    where it is played."""
    tags = {"South": seat_name(game, Player.SOUTH), "North": seat_name(game, Player.NORTH),
            "Site": "wari-server", "GameId": game["id"]}
    for player, tag in ((Player.SOUTH, "SouthRating"), (Player.NORTH, "NorthRating")):
        if rating := rating_of(game, player):
            tags[tag] = rating
    return tags


def clock_seconds(value: Any) -> tuple[float, float] | None:
    """The protocol's ``[south, north]`` milliseconds as seconds (None: no clock)."""
    if (not isinstance(value, list) or len(value) != 2
            or not all(isinstance(v, int | float) for v in value)):
        return None
    return (max(0.0, value[0] / 1000), max(0.0, value[1] / 1000))


def record_path(folder: Path, game: dict[str, Any]) -> Path:
    """Where the record of ``game`` goes in ``folder``: both names and the game's id
    (only letters, digits, ``-`` and ``_`` in the file's name)."""
    parts = [seat_name(game, Player.SOUTH), seat_name(game, Player.NORTH), game["id"]]
    stem = "-".join(re.sub(r"[^A-Za-z0-9_-]", "", part) or "game" for part in parts)
    return folder / f"{stem}.ogn"


def players_of(game: dict[str, Any]) -> frozenset[str]:
    """The names of both players of ``game``."""
    return frozenset((seat_name(game, Player.SOUTH), seat_name(game, Player.NORTH)))


def save_record(folder: Path, game: dict[str, Any], ogn: str) -> Path:
    """Write the server's record ``ogn`` of ``game``, as it is, in ``folder`` (made if
    missing; atomically: a file there is whole or not there). Its path; ``OSError`` when it
    cannot be written."""
    path = record_path(folder, game)
    path.parent.mkdir(parents=True, exist_ok=True)
    part = path.with_name(path.name + ".part")
    part.write_text(ogn, encoding="utf-8")
    os.replace(part, path)
    return path


def rematch_challenge(game: dict[str, Any], side: Player) -> dict[str, Any]:
    """The fields of the challenge that offers the opponent of ``side`` in ``game``
    another game on the same terms, each on the other side."""
    terms = dict(game.get("terms") or {})
    return {"to": seat_name(game, side.opponent), "clock": terms.get("clock"),
            "rated": bool(terms.get("rated")), "rules": terms.get("rules"),
            "side": "south" if side is Player.NORTH else "north"}
