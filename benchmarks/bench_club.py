"""How long a player's page and the leaderboard take to read from a large store: 50,000
accounts (20,000 of them on the leaderboard), 200,000 ended games, one player with 5,000
of them and 5,000 points of rating history. Prints the median of repeated reads.

    python benchmarks/bench_club.py [--folder DIR]

Both read by index only (``games_south_ended``/``games_north_ended`` for the page's games
and record, the history's key, ``accounts_by_rating`` for the leaderboard), so their time
does not grow with the store.
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path

from wari_desktop.server.history import NO_RESULT
from wari_desktop.server.leaderboard import leaderboard
from wari_desktop.server.player_page import player_page
from wari_desktop.server.storage import Account, AccountKind, GameRow, RatingPoint, SqliteStore

ACCOUNTS = 50_000
GAMES = 200_000
MINE = 5_000


def fill(store: SqliteStore) -> None:
    """The accounts, the games (``MINE`` of them ama's) and ama's history."""
    chance = random.Random(7)
    for index in range(ACCOUNTS):
        settled = index % 5 < 2
        store.add_account(Account(f"p{index}", AccountKind.PLAYER,
                                  rating=chance.gauss(1500, 200),
                                  deviation=80.0 if settled else 200.0,
                                  games=30 if settled else 3, created=1.0))
    store.add_account(Account("ama", AccountKind.PLAYER, created=1.0))
    for index in range(GAMES):
        south = "ama" if index < MINE else f"p{chance.randrange(ACCOUNTS)}"
        row = GameRow(f"g{index}", south, f"p{chance.randrange(ACCOUNTS)}", [],
                      {"rated": True, "clock": "300+3"}, float(index))
        store.add_game(row)
        store.finish_game(row.id, "resign", chance.choice(("south", "north")), "",
                          float(index) + 1)
        if index < MINE:
            store.add_rating_point("ama", RatingPoint(float(index) + 1, row.id,
                                                      1500.0 + index % 300, 80.0))
    store.commit()


def median_ms(job: object, times: int = 50) -> float:
    found = []
    for _ in range(times):
        start = time.perf_counter()
        job()  # type: ignore[operator]
        found.append((time.perf_counter() - start) * 1000)
    return statistics.median(found)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--folder", type=Path)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as temporary:
        folder = args.folder or Path(temporary)
        store = SqliteStore(folder)
        started = time.perf_counter()
        fill(store)
        print(f"filled in {time.perf_counter() - started:.1f} s")
        page = player_page(store, "ama")
        assert page is not None and len(page.history) == 200 and len(page.games) == 10
        print(f"player page (5,000 games): {median_ms(lambda: player_page(store, 'ama')):.2f} ms")
        print(f"  of which the record: "
              f"{median_ms(lambda: store.tally('ama', NO_RESULT)):.2f} ms")
        rows = leaderboard(store, 10, 100)
        assert len(rows) == 100
        print(f"leaderboard (top 100 of 20,000): "
              f"{median_ms(lambda: leaderboard(store, 10, 100)):.2f} ms")
        store.close()


if __name__ == "__main__":
    main()
