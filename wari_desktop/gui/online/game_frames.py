"""Reading a server's game as the window needs it, with no Qt: the ``game`` frame's game
read once into its typed form (``game_of``: a ``protocol.messages.GameSnapshot``), the
rules' ``Game`` after its moves (``board_game``), the side of a name, the names and
ratings as record tags, the clocks in seconds and the ``clocks`` frame the client makes
(``clocks_of``). Records are written by ``game_records``, rematches made by
``rematch``.

Anything a server of another version (or a hostile one) could send wrong raises
``ValueError`` naming it (``MessageError`` is one): the caller says so and changes
nothing."""

from __future__ import annotations

from typing import Any

from ...client import Clocks
from ...protocol import Side
from ...protocol.messages import GameSnapshot, Presence
from ...protocol.messages.fields import Fields
from ...rules import Game, IllegalMoveError, Player
from ...rules.clock import TimeControl


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


#: Where a game is played, as the window's record says it until the server's own record
#: comes with the end: a server, or a game hosted on the local network.
SERVER_SITE, LOCAL_SITE = "wari-server", "the local network"


def tags_of(game: GameSnapshot, site: str = SERVER_SITE) -> dict[str, str]:
    """The record tags the window shows the game with: both names, their ratings and
    where it is played (``site``)."""
    tags = {"South": seat_name(game, Player.SOUTH), "North": seat_name(game, Player.NORTH),
            "Site": site, "GameId": game.id}
    for player, tag in ((Player.SOUTH, "SouthRating"), (Player.NORTH, "NorthRating")):
        if rating := rating_of(game, player):
            tags[tag] = rating
    return tags


def clock_seconds(value: tuple[int, int] | None) -> tuple[float, float] | None:
    """The protocol's ``(south, north)`` milliseconds as seconds (None: no clock)."""
    if value is None:
        return None
    return (max(0.0, value[0] / 1000), max(0.0, value[1] / 1000))


def players_of(game: GameSnapshot) -> frozenset[str]:
    """The names of both players of ``game``."""
    return frozenset((seat_name(game, Player.SOUTH), seat_name(game, Player.NORTH)))


