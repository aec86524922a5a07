"""The storage interface the server is written against, and the rows it reads and
writes. Methods change nothing visible until ``commit``; ``rollback`` drops what was not
committed. A store is used by one thread at a time (``AsyncStore`` sees to that)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Protocol

from ..tournament.model import Board, Entry, LogLine, Stage, Tournament


class AccountKind(StrEnum):
    """A person with a password, a bot (signs in with a token only), or a guest (casual
    games only, a token for the session)."""

    PLAYER = "player"
    BOT = "bot"
    GUEST = "guest"


class TokenStanding(StrEnum):
    """What a token a connection signed in with is worth now: it still signs in, the
    token was revoked (replaced, signed out everywhere, expired), or the account was
    disabled."""

    VALID = "valid"
    REVOKED = "revoked"
    DISABLED = "disabled"


class NameTaken(ValueError):
    """An account of that name (in any case) exists already."""


class StoreFailed(RuntimeError):
    """The store could not do a job (a full disk, a read-only or failing file): nothing
    of the job holds. The server answers it ``not-stored``."""


class StoreUnusable(RuntimeError):
    """The data folder or its database cannot be used (damaged, in use by another
    server, not readable): one sentence for the admin."""


@dataclass(frozen=True, slots=True)
class Account:
    """An account: its name as written, kind, password hash (None for bots and guests),
    whether the admin disabled it, its Glicko-2 rating with the rated games played, and
    whether the admin muted it in the lobby chat, and the role the admin granted
    (``organiser``: may run tournaments; None for none)."""

    name: str
    kind: AccountKind
    password_hash: str | None = None
    disabled: bool = False
    rating: float = 1500.0
    deviation: float = 350.0
    volatility: float = 0.06
    games: int = 0
    created: float = 0.0
    muted: bool = False
    role: str | None = None


@dataclass(frozen=True, slots=True)
class GameRow:
    """A game as stored: who plays it, its terms and seats (JSON), when it started, and
    once it ended why, who won and its OGN record."""

    id: str
    south: str
    north: str
    seats: list[dict[str, Any]]
    terms: dict[str, Any]
    started_at: float
    finished: bool = False
    reason: str | None = None
    winner: str | None = None
    ogn: str | None = None
    finished_at: float | None = None


@dataclass(frozen=True, slots=True)
class RatingPoint:
    """An account's rating after one rated game: when the game ended (seconds since
    1970), its id, the rating and its deviation (None for games rated before the store
    kept it)."""

    at: float
    game: str
    rating: float
    deviation: float | None


@dataclass(frozen=True, slots=True)
class Tally:
    """A player's ended games with a result: won, drawn, lost (called-off games aside)."""

    won: int
    drawn: int
    lost: int


class Store(Protocol):
    """What the server needs of its storage."""

    def add_account(self, account: Account) -> None:
        """Create ``account``; NameTaken when the name is in use in any case."""

    def account(self, name: str) -> Account | None:
        """The account of ``name`` (any case), or None."""

    def set_disabled(self, name: str, disabled: bool) -> bool:
        """Disable (or enable again) an account, dropping its tokens when disabled; False
        when there is no such account."""

    def disabled_among(self, names: list[str]) -> list[str]:
        """Which of ``names`` are disabled now."""

    def set_rating(self, account: Account) -> None:
        """Store ``account``'s rating, deviation, volatility and games."""

    def set_muted(self, name: str, muted: bool) -> bool:
        """Mute (or unmute) an account in the lobby chat; False when there is no such
        account."""

    def add_rating_point(self, name: str, point: RatingPoint) -> None:
        """Keep ``name``'s rating after a rated game (its chart)."""

    def rating_history(self, name: str, limit: int) -> list[RatingPoint]:
        """``name``'s latest ``limit`` ratings after rated games, oldest first."""

    def tally(self, name: str, no_result: frozenset[str]) -> Tally:
        """How many ended games ``name`` (as written) won, drew and lost; games ended for
        a reason in ``no_result`` do not count."""

    def leaderboard(self, min_games: int, max_deviation: float, limit: int) -> list[Account]:
        """The best ``limit`` people (no bots, guests or disabled accounts) with at least
        ``min_games`` rated games and a deviation of at most ``max_deviation``, by rating
        (highest first, then by name)."""

    def add_token(self, token_hash: str, name: str, created: float) -> None:
        """Keep a token (its hash) that signs ``name`` in (last used: ``created``); forget
        every token unused for ``security.TOKEN_IDLE_DAYS``, and ``name``'s least lately
        used beyond ``security.TOKENS_PER_ACCOUNT``."""

    def remove_token(self, token_hash: str) -> None:
        """Forget a token (sign-out)."""

    def drop_tokens(self, name: str) -> None:
        """Forget every token of ``name`` (a bot's new token replaces them; signing out
        everywhere)."""

    def account_for_token(self, token_hash: str, now: float) -> Account | None:
        """The account a token signs in at ``now``, or None; a token unused for
        ``security.TOKEN_IDLE_DAYS`` is forgotten instead, and a use is noted when the last
        one noted is ``security.TOKEN_TOUCH_SECONDS`` old."""

    def token_standing(self, token_hash: str, name: str) -> TokenStanding:
        """Whether the token still signs ``name`` in (two lookups by key: cheap enough
        for every request that changes something)."""

    def missing_tokens(self, token_hashes: list[str]) -> set[str]:
        """Which of ``token_hashes`` are not stored (any more)."""

    def token_last_used(self, token_hash: str) -> float | None:
        """When the token was last noted in use, or None when there is no such token."""

    def add_invite(self, code_hash: str, created: float) -> None:
        """Keep an invitation code (its hash) for one sign-up."""

    def use_invite(self, code_hash: str, name: str) -> bool:
        """Spend an unused invitation for ``name``; False when there is none such."""

    def add_game(self, game: GameRow) -> None:
        """Store a game that has just started."""

    def add_event(self, game_id: str, event: dict[str, Any]) -> None:
        """Store one versioned event of a game (its ``v`` is the next one)."""

    def finish_game(self, game_id: str, reason: str, winner: str | None, ogn: str,
                    finished_at: float) -> None:
        """Mark a game ended, with its record."""

    def games_in_progress(self) -> list[GameRow]:
        """Every game not yet ended, oldest first."""

    def game_ids_in_progress(self) -> list[str]:
        """The ids of every game not yet ended, oldest first (read without decoding the
        games, so one damaged row cannot hide the others)."""

    def game(self, game_id: str) -> GameRow | None:
        """The game ``game_id`` as stored, or None (ValueError for a damaged row)."""

    def events(self, game_id: str) -> list[dict[str, Any]]:
        """Every event of a game in version order."""

    def finished_games(self, game_id: str | None = None) -> list[GameRow]:
        """Ended games (or the one named), oldest first."""

    def games_of(self, name: str, before: str | None, limit: int) -> list[GameRow] | None:
        """The ended games ``name`` played (the account's name as written), latest
        first (by the time they ended, then by id): at most ``limit`` of them, those after
        the ended game ``before`` in that order (None: from the latest). None when
        ``before`` names no ended game."""

    def record(self, game_id: str) -> GameRow | None:
        """The ended game ``game_id`` with its record (None while it is in progress or
        when there is none such)."""

    def set_role(self, name: str, role: str | None) -> bool:
        """Grant ``name`` a role (None: take it away); False when there is no such
        account."""

    # -- tournaments (``tournament.model``) ---------------------------------------------
    def add_tournament(self, tournament: Tournament) -> None:
        """Store a new tournament."""

    def update_tournament(self, tournament: Tournament) -> None:
        """Store a tournament's settings, stage, round and times as they now are."""

    def tournament(self, tournament_id: str) -> Tournament | None:
        """The tournament ``tournament_id``, or None."""

    def tournaments(self, stages: list[Stage] | None, limit: int) -> list[Tournament]:
        """At most ``limit`` tournaments in ``stages`` (None: any), the latest to start
        first (then by id)."""

    def tournaments_of(self, name: str, limit: int) -> list[Tournament]:
        """The latest ``limit`` tournaments ``name`` entered, the latest to start first."""

    def set_entry(self, tournament_id: str, entry: Entry) -> None:
        """Store a player's entry (a new one, or its number, rating or withdrawal)."""

    def entries(self, tournament_id: str) -> list[Entry]:
        """The tournament's entries by pairing number (unnumbered last, by entry time)."""

    def add_boards(self, tournament_id: str, boards: list[Board]) -> None:
        """Store a round's pairings (before anyone is told of them)."""

    def set_board(self, tournament_id: str, board: Board) -> None:
        """Store a board's game or result (the board of that round and number)."""

    def boards(self, tournament_id: str, round_number: int | None = None) -> list[Board]:
        """The boards of one round (None: of every round), by round then board."""

    def add_log(self, tournament_id: str, line: LogLine) -> None:
        """Keep what an organiser did, and why."""

    def log(self, tournament_id: str) -> list[LogLine]:
        """The tournament's log, oldest first."""

    def counts(self) -> dict[str, int]:
        """Accounts, tokens, games in progress, games finished and events stored."""

    def savepoint(self) -> None:
        """Mark a point that ``release`` may go back to (one job of a batch)."""

    def release(self, keep: bool) -> None:
        """End the last savepoint: keep its changes, or undo them alone."""

    def commit(self) -> None:
        """Make every change so far durable."""

    def rollback(self) -> None:
        """Drop every change since the last commit."""

    def close(self) -> None:
        """Release the store."""
