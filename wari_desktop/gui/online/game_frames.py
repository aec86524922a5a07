"""Reading a server's game as the window needs it, with no Qt: the ``game`` frame's game
read once into its typed form (``game_of``: a ``protocol.messages.GameSnapshot``), the
rules' ``Game`` after its moves (``board_game``), the side of a name, the names and
ratings as record tags, the clocks in seconds, the ``clocks`` frame the client makes
(``clocks_of``), and a finished game's record saved (``save_record``, in
``record_path``).

Anything a server of another version (or a hostile one) could send wrong raises
``ValueError`` naming it (``MessageError`` is one): the caller says so and changes
nothing."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

from ...client import Clocks
from ...paths import data_dir
from ...protocol import Side, rules_to_json
from ...protocol.messages import GameSnapshot, Presence
from ...protocol.messages.fields import Fields
from ...rules import Game, IllegalMoveError, Player
from ...rules.clock import TimeControl

#: The folder of the player's games, under the data folder.
GAMES_FOLDER = "games"


def games_folder() -> Path:
    """Where finished online games are saved."""
    return data_dir() / GAMES_FOLDER


def game_of(frame: dict[str, Any]) -> GameSnapshot:
    """The game of a ``game`` frame (``{"t": "game", "game": {...}}``), or the game itself
    when given bare, typed; ValueError (``MessageError``) naming what is wrong."""
    game = frame.get("game") if isinstance(frame.get("game"), dict) else frame
    return GameSnapshot.read(Fields(game, "game"))


def clocks_of(frame: dict[str, Any]) -> Clocks:
    """The ``clocks`` frame the client makes after a catch-up, typed; ValueError
    (``MessageError``) naming what is wrong."""
    fields = Fields(frame, "clocks")
    return Clocks(fields.text("game"), fields.pair_or_none("clocks"),
                  fields.side_or_none("running"), Presence.read(fields.object("presence")))


def presence_of(frame: dict[str, Any]) -> Presence:
    """Both sides' presence in a ``presence`` frame; ValueError (``MessageError``)."""
    return Presence.read(Fields(frame, "presence"))


def side_of(side: Side | None) -> Player | None:
    """A side of the board as the rules' ``Player`` (None for None)."""
    return None if side is None else side.player


def seat_name(game: GameSnapshot, player: Player) -> str:
    """The name of the player on ``player``'s side."""
    return game.seat(Side.of(player)).name


def my_side(game: GameSnapshot, name: str | None) -> Player | None:
    """The side ``name`` plays in ``game`` (None: not a player of it)."""
    return None if name is None else side_of(game.side_of(name))


def time_control(game: GameSnapshot) -> TimeControl | None:
    """The game's clock (None: untimed)."""
    return game.terms.control


def board_game(game: GameSnapshot) -> Game:
    """The rules' ``Game`` of the server's ``game``: its rules and its moves played."""
    board = Game(rules=game.terms.rules)
    for move in game.moves:
        try:
            board.play(move)
        except IllegalMoveError:
            raise ValueError(f"the server's game has a move that is not legal: {move}") \
                from None
    return board


def rating_of(game: GameSnapshot, player: Player) -> str:
    """``player``'s rating as the game started ("" for a guest), as text."""
    rating = game.seat(Side.of(player)).rating
    return "" if rating is None else str(rating)


def tags_of(game: GameSnapshot) -> dict[str, str]:
    """The record tags the window shows the game with: both names, their ratings and
    where it is played."""
    tags = {"South": seat_name(game, Player.SOUTH), "North": seat_name(game, Player.NORTH),
            "Site": "wari-server", "GameId": game.id}
    for player, tag in ((Player.SOUTH, "SouthRating"), (Player.NORTH, "NorthRating")):
        if rating := rating_of(game, player):
            tags[tag] = rating
    return tags


def clock_seconds(value: tuple[int, int] | None) -> tuple[float, float] | None:
    """The protocol's ``(south, north)`` milliseconds as seconds (None: no clock)."""
    if value is None:
        return None
    return (max(0.0, value[0] / 1000), max(0.0, value[1] / 1000))


def record_path(folder: Path, game: GameSnapshot) -> Path:
    """Where the record of ``game`` goes in ``folder``: both names and the game's id
    (only letters, digits, ``-`` and ``_`` in the file's name)."""
    parts = [seat_name(game, Player.SOUTH), seat_name(game, Player.NORTH), game.id]
    stem = "-".join(re.sub(r"[^A-Za-z0-9_-]", "", part) or "game" for part in parts)
    return folder / f"{stem}.ogn"


def players_of(game: GameSnapshot) -> frozenset[str]:
    """The names of both players of ``game``."""
    return frozenset((seat_name(game, Player.SOUTH), seat_name(game, Player.NORTH)))


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


def rematch_challenge(game: GameSnapshot, side: Player) -> dict[str, Any]:
    """The fields of the challenge that offers the opponent of ``side`` in ``game``
    another game on the same terms, each on the other side, named as a rematch of it."""
    terms = game.terms
    return {"to": seat_name(game, side.opponent), "rematch": game.id,
            "clock": None if terms.control is None else terms.control.format(),
            "rated": terms.rated, "rules": rules_to_json(terms.rules),
            "side": Side.of(side.opponent).value}
