"""Every method of the ``Store`` interface (``server/storage/interface.py``), the same
answers from both stores: the SQLite file and a real PostgreSQL database (``store_at``,
tests/server/postgres.py). Accounts in any case, the token rules of ``security.py``,
invitations used once, games with their events and the store's own refusals (an event out
of order, one after the end, a second end), a player's record, chart and leaderboard,
tournaments, and savepoints as the worker's group commit uses them."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from wari_desktop.server.security import TOKEN_IDLE_DAYS, TOKEN_TOUCH_SECONDS, TOKENS_PER_ACCOUNT
from wari_desktop.server.storage import (
    Account,
    AccountKind,
    GameRow,
    RatingPoint,
    Store,
    StoreFailed,
    Tally,
    TokenStanding,
)
from wari_desktop.server.tournament.model import (
    Board,
    Entry,
    Format,
    LogLine,
    Settings,
    Stage,
    Tournament,
)

from .postgres import StoreAt

DAY = 86400.0


@pytest.fixture
def store(store_at: StoreAt) -> Iterator[Store]:
    opened = store_at.open()
    try:
        yield opened
    finally:
        opened.close()


def _people(store: Store, *names: str) -> None:
    for name in names:
        store.add_account(Account(name, AccountKind.PLAYER, "hash", created=1.0))
    store.commit()


def _game(game_id: str, south: str = "Ama", north: str = "Kofi",
          started: float = 10.0) -> GameRow:
    return GameRow(game_id, south, north, [{"name": south}, {"name": north}],
                   {"rated": True, "clock": "300+3"}, started)


def _refused(store: Store, write: Any) -> BaseException:
    """``write(store)`` inside a savepoint, as the worker runs a job: the store's refusal
    (undone alone), which is not a failure of the store itself."""
    store.savepoint()
    with pytest.raises(Exception) as refused:
        write(store)
    store.release(keep=False)
    assert not isinstance(refused.value, StoreFailed), refused.value
    return refused.value


def test_accounts_in_any_case_with_their_marks(store: Store) -> None:
    _people(store, "Ama", "Kofi")
    assert store.set_disabled("KOFI", True) and store.set_muted("ama", True)
    assert store.set_role("AMA", "organiser")
    assert not store.set_disabled("nobody", True) and not store.set_muted("nobody", True)
    assert not store.set_role("nobody", "organiser")
    store.set_rating(Account("ama", AccountKind.PLAYER, rating=1612.5, deviation=80.25,
                             volatility=0.059, games=12))
    store.commit()
    ama = store.account("aMA")
    assert ama == Account("Ama", AccountKind.PLAYER, "hash", False, 1612.5, 80.25, 0.059, 12,
                          1.0, True, "organiser")
    assert store.disabled_among(["ama", "kofi", "nobody"]) == ["Kofi"]
    assert store.disabled_among([]) == []
    assert store.set_disabled("kofi", False)
    store.commit()
    assert store.disabled_among(["KOFI"]) == [] and store.account("nobody") is None


def test_the_token_rules(store: Store) -> None:
    _people(store, "Ama", "Kofi")
    now = 1_000_000_000.0
    store.add_token("old", "ama", now - (TOKEN_IDLE_DAYS + 1) * DAY)
    for n in range(TOKENS_PER_ACCOUNT + 2):  # the two least lately used go
        store.add_token(f"t{n:02d}", "Ama", now + n)
    store.commit()
    assert store.missing_tokens(["old", "t00", "t01", "t02", f"t{TOKENS_PER_ACCOUNT + 1}"]) \
        == {"old", "t00", "t01"}
    assert store.token_last_used("t02") == now + 2 and store.token_last_used("t00") is None
    account = store.account_for_token("t02", now + 10)
    assert account is not None and account.name == "Ama"
    assert store.token_last_used("t02") == now + 2, "a use is noted once a day at most"
    assert store.account_for_token("t02", now + TOKEN_TOUCH_SECONDS + 10) is not None
    store.commit()
    assert store.token_last_used("t02") == now + TOKEN_TOUCH_SECONDS + 10
    assert store.account_for_token("t03", now + (TOKEN_IDLE_DAYS + 1) * DAY) is None
    store.commit()
    assert store.token_last_used("t03") is None, "an idle token is forgotten when used"
    assert store.token_standing("t04", "AMA") is TokenStanding.VALID
    store.remove_token("t04")
    assert store.token_standing("t04", "ama") is TokenStanding.REVOKED
    store.add_token("k1", "kofi", now)
    store.set_disabled("kofi", True)
    store.commit()
    assert store.token_standing("k1", "kofi") is TokenStanding.DISABLED
    assert store.missing_tokens(["k1"]) == {"k1"}, "disabling drops the tokens"
    store.drop_tokens("AMA")
    store.commit()
    assert store.counts()["tokens"] == 0 and store.account_for_token("t05", now) is None


def test_an_invitation_is_used_once(store: Store) -> None:
    store.add_invite("code", 5.0)
    store.commit()
    assert store.use_invite("code", "ama") and not store.use_invite("code", "kofi")
    assert not store.use_invite("other", "ama")
    store.commit()


def _play(store: Store, game_id: str, moves: int, winner: str | None,
          finished_at: float, reason: str = "resign") -> None:
    store.add_game(_game(game_id, started=finished_at - 5))
    for v in range(1, moves + 1):
        store.add_event(game_id, {"v": v, "e": "move", "move": "A", "clock": [1.5, 2]})
    store.add_event(game_id, {"v": moves + 1, "e": "end", "reason": reason})
    store.finish_game(game_id, reason, winner, f"[GameId \"{game_id}\"]", finished_at)
    store.commit()


def test_games_and_events_as_stored_and_the_stores_refusals(store: Store) -> None:
    store.add_game(_game("g2", started=20.0))
    store.add_game(_game("g1", started=10.0))
    store.add_event("g1", {"v": 1, "e": "move", "move": "F", "nested": {"x": [1, None]}})
    store.commit()
    assert [g.id for g in store.games_in_progress()] == ["g1", "g2"]
    assert store.game_ids_in_progress() == ["g1", "g2"]
    assert store.game("g1") == _game("g1") and store.game("none") is None
    assert store.events("g1") == [{"v": 1, "e": "move", "move": "F",
                                   "nested": {"x": [1, None]}}]
    _refused(store, lambda s: s.add_event("g1", {"v": 3, "e": "move"}))  # a gap
    _refused(store, lambda s: s.add_event("g1", {"v": 1, "e": "move"}))  # again
    store.add_event("g1", {"v": 2, "e": "end", "reason": "resign"})
    store.finish_game("g1", "resign", "south", "ogn", 30.0)
    store.commit()
    _refused(store, lambda s: s.add_event("g1", {"v": 3, "e": "move"}))  # after the end
    _refused(store, lambda s: s.finish_game("g1", "agreed", None, "again", 40.0))
    store.commit()
    assert store.record("g1") == GameRow("g1", "Ama", "Kofi", _game("g1").seats,
                                         _game("g1").terms, 10.0, True, "resign", "south",
                                         "ogn", 30.0)
    assert store.record("g2") is None and store.finished_games() == [store.record("g1")]
    assert store.finished_games("g2") == []
    assert store.counts() == {"accounts": 0, "tokens": 0, "games_in_progress": 1,
                              "games_finished": 1, "events": 2}


def test_a_players_games_page_by_page_and_record(store: Store) -> None:
    for n in range(5):
        _play(store, f"g{n}", 1, "south" if n % 2 else "north", 100.0 + n)
    _play(store, "g5", 0, None, 100.0, reason="aborted")  # same end time as g0: by id
    _play(store, "g6", 0, None, 107.0, reason="agreed")
    first = store.games_of("Ama", None, 3)
    assert first is not None and [g.id for g in first] == ["g6", "g4", "g3"]
    rest = store.games_of("Ama", "g3", 10)
    assert rest is not None and [g.id for g in rest] == ["g2", "g1", "g5", "g0"]
    assert store.games_of("Ama", "nope", 3) is None and store.games_of("ama", None, 3) == []
    assert store.tally("Ama", frozenset({"aborted"})) == Tally(2, 1, 3)
    assert store.tally("Kofi", frozenset({"aborted", "agreed"})) == Tally(3, 0, 2)
    assert store.tally("Kofi", frozenset()) == Tally(3, 2, 2)


def test_ratings_their_history_and_the_leaderboard(store: Store) -> None:
    for name, rating, deviation, games, kind in (
            ("ama", 1700, 60, 30, AccountKind.PLAYER), ("kofi", 1800, 60, 9, AccountKind.PLAYER),
            ("Abena", 1700, 80, 12, AccountKind.PLAYER), ("yaw", 1900, 150, 40,
                                                          AccountKind.PLAYER),
            ("bot", 2000, 50, 99, AccountKind.BOT), ("esi", 1750, 70, 10, AccountKind.PLAYER),
            ("off", 1990, 50, 50, AccountKind.PLAYER)):
        store.add_account(Account(name, kind, rating=rating, deviation=deviation,
                                  games=games, created=1.0))
    store.set_disabled("off", True)
    for n in range(5):
        store.add_rating_point("AMA", RatingPoint(10.0 + n, f"g{n}", 1500.0 + n, 300.0 - n))
    store.add_rating_point("ama", RatingPoint(14.0, "g4", 1504.0, None))  # written again
    store.commit()
    assert [(a.name, a.rating) for a in store.leaderboard(10, 110.0, 10)] == \
        [("esi", 1750), ("Abena", 1700), ("ama", 1700)]
    assert [a.name for a in store.leaderboard(5, 200.0, 2)] == ["yaw", "kofi"]
    assert store.rating_history("Ama", 3) == [RatingPoint(12.0, "g2", 1502.0, 298.0),
                                              RatingPoint(13.0, "g3", 1503.0, 297.0),
                                              RatingPoint(14.0, "g4", 1504.0, None)]


def _tournament(tid: str, starts: float, stage: Stage = Stage.UPCOMING) -> Tournament:
    settings = Settings(f"Cup {tid}", Format.SWISS, "300+3", starts, rounds=3,
                        rules={"grand_slam": "no-capture"}, max_players=16)
    return Tournament(tid, "ama", settings, stage, 0, 1.0)


def test_tournaments_their_entries_boards_and_log(store: Store) -> None:
    store.add_tournament(_tournament("t1", 100.0))
    store.add_tournament(_tournament("t2", 200.0, Stage.RUNNING))
    store.add_tournament(_tournament("t0", 200.0, Stage.FINISHED))
    running = _tournament("t1", 150.0, Stage.RUNNING)
    store.update_tournament(running)
    for entry in (Entry("Kofi", 5.0), Entry("Ama", 6.0, 2, 1600.0),
                  Entry("yaw", 4.0, 1, 1700.0, bot=True)):
        store.set_entry("t1", entry)
    store.set_entry("t1", Entry("kofi", 5.0, 0, 1500.0, withdrawn=True))  # changed
    store.set_entry("t2", Entry("Ama", 7.0))
    boards = [Board(1, 1, "yaw", "Ama"), Board(1, 2, "kofi", None, None, "1", None)]
    store.add_boards("t1", boards)
    store.set_board("t1", Board(1, 1, "yaw", "Ama", "g9", "1/2", "1/2", False, 24, 24))
    store.add_boards("t1", [Board(2, 1, "Ama", "kofi", forfeit=True)])
    for at, action in ((3.0, "pause"), (2.0, "start"), (3.0, "resume")):
        store.add_log("t1", LogLine(at, "ama", action, "round 1", "why " + action))
    store.commit()
    assert store.tournament("t1") == running and store.tournament("none") is None
    assert [t.id for t in store.tournaments(None, 10)] == ["t0", "t2", "t1"]
    assert [t.id for t in store.tournaments([Stage.RUNNING], 10)] == ["t2", "t1"]
    assert store.tournaments([], 10) == [] and len(store.tournaments(None, 1)) == 1
    assert [t.id for t in store.tournaments_of("AMA", 10)] == ["t2", "t1"]
    assert store.entries("t1") == [Entry("yaw", 4.0, 1, 1700.0, bot=True),
                                   Entry("Ama", 6.0, 2, 1600.0),
                                   Entry("kofi", 5.0, 0, 1500.0, withdrawn=True)]
    assert store.boards("t1", 1) == [Board(1, 1, "yaw", "Ama", "g9", "1/2", "1/2", False,
                                           24, 24), boards[1]]
    assert [(b.round, b.board, b.forfeit) for b in store.boards("t1")] == \
        [(1, 1, False), (1, 2, False), (2, 1, True)]
    assert [line.action for line in store.log("t1")] == ["start", "pause", "resume"]
    assert store.log("t2") == []


def test_a_savepoint_undoes_one_job_alone_and_rollback_the_rest(store: Store) -> None:
    _people(store, "Ama")
    store.savepoint()
    store.add_account(Account("Kofi", AccountKind.GUEST))
    store.release(keep=True)
    store.savepoint()
    store.add_account(Account("Yaw", AccountKind.GUEST))
    store.release(keep=False)
    store.commit()
    assert store.account("kofi") is not None and store.account("yaw") is None
    store.add_account(Account("Esi", AccountKind.GUEST))
    store.rollback()
    assert store.account("esi") is None and store.counts()["accounts"] == 2
