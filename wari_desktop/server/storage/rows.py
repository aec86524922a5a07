"""The rows both stores read and write, in one shape: the columns of accounts, games,
tournaments and boards, and the dataclass each row reads back as (``interface`` and
``tournament.model``). A boolean column comes back as 0/1 from SQLite and as a bool from
PostgreSQL: both read as a bool."""

from __future__ import annotations

import json
from typing import Any

from ..tournament.model import Board, Settings, Stage, Tournament
from .interface import Account, AccountKind, GameRow

ACCOUNT_COLUMNS = ("name, kind, password_hash, disabled, rating, deviation, volatility, games, "
                   "created, muted, role")
GAME_COLUMNS = ("id, south, north, seats, terms, started_at, finished, reason, winner, ogn, "
                "finished_at")
TOURNAMENT_COLUMNS = "id, organiser, settings, stage, round, created, started_at, finished_at"
BOARD_COLUMNS = ("round, board, south, north, game, south_points, north_points, forfeit, "
                 "south_seeds, north_seeds")


def account_of(row: tuple[Any, ...] | None) -> Account | None:
    if row is None:
        return None
    return Account(row[0], AccountKind(row[1]), row[2], bool(row[3]), row[4], row[5], row[6],
                   row[7], row[8], bool(row[9]), row[10])


def game_of(row: tuple[Any, ...]) -> GameRow:
    return GameRow(row[0], row[1], row[2], json.loads(row[3]), json.loads(row[4]), row[5],
                   bool(row[6]), row[7], row[8], row[9], row[10])


def tournament_of(row: tuple[Any, ...]) -> Tournament:
    return Tournament(row[0], row[1], Settings.from_json(json.loads(row[2])), Stage(row[3]),
                      row[4], row[5], row[6], row[7])


def board_of(row: tuple[Any, ...]) -> Board:
    return Board(row[0], row[1], row[2], row[3], row[4], row[5], row[6], bool(row[7]),
                 row[8], row[9])


def tournament_values(t: Tournament) -> tuple[Any, ...]:
    """A tournament's row in ``TOURNAMENT_COLUMNS`` order (its settings as JSON)."""
    return (t.id, t.organiser, json.dumps(t.settings.to_json()), t.stage.value, t.round,
            t.created, t.started_at, t.finished_at)


def board_values(b: Board, flag: type = int) -> tuple[Any, ...]:
    """A board's row in ``BOARD_COLUMNS`` order; ``flag`` writes the forfeit mark (SQLite's
    ``int``, PostgreSQL's ``bool``)."""
    return (b.round, b.board, b.south, b.north, b.game, b.south_points, b.north_points,
            flag(b.forfeit), b.south_seeds, b.north_seeds)
