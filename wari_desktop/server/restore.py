"""A game in progress rebuilt from its stored events, after a restart: the moves played
again by the rules, the standing offer, the clocks as they stood after the last move (the
side to move runs again from now) and the lag quotas."""

from __future__ import annotations

from collections.abc import Callable

from ..protocol import GameTerms, Side
from .live_game import Ending, LiveGame, Seat
from .storage import GameRow, Store

#: A game in progress as read from the store: its id, and its row and events, or, when
#: they could not be read (not JSON), what went wrong.
Stored = tuple[str, GameRow | None, list[dict[str, object]] | None, str]


def games_in_progress(store: Store) -> list[Stored]:
    """Every game in progress as stored (a job for the store's thread): each game read
    alone, so that one damaged row spoils only its own game."""
    found: list[Stored] = []
    for game_id in store.game_ids_in_progress():
        try:
            found.append((game_id, store.game(game_id), store.events(game_id), ""))
        except ValueError as error:
            found.append((game_id, None, None, f"{type(error).__name__}: {error}"))
    return found


def resume(found: list[Stored], now: Callable[[], float],
           site: str = "wari-server") -> tuple[list[LiveGame], list[str]]:
    """The games of ``found`` replayed (played at ``site``), and why each of the others is
    set aside (its rows unreadable or not replaying: ``DamagedGame``)."""
    games: list[LiveGame] = []
    set_aside: list[str] = []
    for game_id, row, events, problem in found:
        if row is None or events is None:
            set_aside.append(f"game {game_id}: {problem or 'gone'}")
            continue
        try:
            games.append(restore(row, events, now, site))
        except DamagedGame as error:
            set_aside.append(str(error))
    return games, set_aside


class DamagedGame(ValueError):
    """A game's stored rows do not replay: not the shape the server writes, or a move the
    rules refuse. The server sets such a game aside and serves the others."""


def restore(row: GameRow, events: list[dict[str, object]],
            now: Callable[[], float], site: str = "wari-server") -> LiveGame:
    """The ``LiveGame`` of ``row`` after ``events``; a game the rules had ended by its last
    move (the server stopped before storing the end) comes back with its ending set.
    DamagedGame when the rows do not replay."""
    try:
        return _replay(row, events, now, site)
    except (AttributeError, KeyError, TypeError, ValueError, IndexError) as error:
        raise DamagedGame(f"game {row.id if isinstance(row, GameRow) else '?'}: "
                          f"{type(error).__name__}: {error}") from error


def _replay(row: GameRow, events: list[dict[str, object]],
            now: Callable[[], float], site: str) -> LiveGame:
    live = LiveGame(row.id, (Seat.from_json(row.seats[0]), Seat.from_json(row.seats[1])),
                    GameTerms.from_json(row.terms), now=now, started_at=row.started_at,
                    site=site)
    last_move: dict[str, object] | None = None
    for event in events:
        if not isinstance(event, dict):
            raise TypeError(f"an event that is not an object: {str(event)[:40]}")
        kind, by = event.get("e"), event.get("by")
        if kind == "move":
            live.game.play(str(event["move"]))
            live.end_offer = None
            last_move = event
        elif kind == "offer-end" and by in (Side.SOUTH, Side.NORTH):
            live.end_offer = Side(str(by)).player
        elif kind == "answer-end":
            live.end_offer = None
            if event.get("accept"):
                live.game.agree_to_end()
        live.events.append(dict(event))
    live.stored = len(live.events)
    _restore_clocks(live, last_move)
    outcome = live.game.outcome
    if outcome is not None:
        live.ending = Ending(outcome.reason.value, outcome.winner)
    return live


def _restore_clocks(live: LiveGame, last_move: dict[str, object] | None) -> None:
    if last_move is None:
        return
    lag = last_move.get("_lag")
    if isinstance(lag, list) and len(lag) == 2:
        for quota, value in zip(live.lag, lag, strict=True):
            quota.quota = float(value)
    clocks = last_move.get("clocks")
    if live.clock is not None and isinstance(clocks, list) and len(clocks) == 2:
        live.clock.set_times(clocks[0] / 1000, clocks[1] / 1000)
    live.start_turn()
