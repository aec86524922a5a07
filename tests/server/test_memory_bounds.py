"""What strangers read costs the server no lasting memory, and every cache is bounded:
a visitor who never signs in reads hundreds of finished games (``sync``, ``watch``), and
afterwards the server holds none of them; the games that ended here are kept within a
count and a size (``recent.RecentGames``). Real server on 127.0.0.1, real WebSockets."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path

from websockets.asyncio.client import connect

from wari_desktop.protocol import GameTerms
from wari_desktop.rules.clock import TimeControl
from wari_desktop.server.live_game import LiveGame, Seat
from wari_desktop.server.recent import RecentGames, estimated_bytes
from wari_desktop.server.storage import SqliteStore
from wari_desktop.server.storage.interface import GameRow

from .helpers import run, serving, url

#: Finished games a visitor reads in the test.
GAMES = 200


def finished_game(game_id: str, seed: int) -> LiveGame:
    """A whole game played at random by the rules to its end (with its ``end`` event)."""
    rng = random.Random(seed)
    live = LiveGame(game_id, (Seat("ama"), Seat("kofi")),
                    GameTerms(TimeControl.parse("300+3")))
    while not live.over:
        name = "ama" if live.game.to_move == 0 else "kofi"
        live.move(name, live.ply, rng.choice(live.game.legal_moves()))
    live.close(None)
    live.stored = live.version
    return live


def store_finished(folder: Path, count: int) -> list[str]:
    """``count`` finished games written to the store in ``folder``; their ids."""
    store = SqliteStore(folder)
    ids = []
    try:
        for number in range(count):
            live = finished_game(f"old{number:04d}", number)
            store.add_game(GameRow(live.game_id, "ama", "kofi",
                                   [live.seats[0].to_json(), live.seats[1].to_json()],
                                   live.terms.to_json(), 0.0))
            end = live.events[-1]
            store.finish_game(live.game_id, end["reason"], end["winner"], end["ogn"], 1.0)
            for event in live.events:
                store.add_event(live.game_id, event)
            ids.append(live.game_id)
        store.commit()
    finally:
        store.close()
    return ids


def test_a_visitor_reading_old_games_leaves_nothing_in_memory(tmp_path: Path) -> None:
    ids = store_finished(tmp_path, GAMES)

    async def scenario() -> None:
        async with serving(tmp_path) as server, connect(url(server)) as visitor:
            await visitor.send(json.dumps({"t": "hello", "protocol": 1, "id": 0}))
            for number, game_id in enumerate(ids):
                kind = "watch" if number % 2 else "sync"
                await visitor.send(json.dumps({"t": kind, "game": game_id,
                                               "id": number + 1}))
            answered = 0
            while answered < len(ids):
                frame = json.loads(await visitor.recv())
                if frame.get("t") == "game":
                    assert frame["game"]["over"] and frame["game"]["events"][-1]["e"] == "end"
                    answered += 1
                elif frame.get("t") == "error":
                    assert frame["code"] == "busy"  # a visitor watches 20 games at most
                    answered += 1
            assert len(server.recent) == 0 and len(server.referees) == 0
            assert sum(len(s) for s in server.watchers.values()) <= 20
            for game_id in ids[:50]:  # unwatching what was never watched keeps nothing
                await visitor.send(json.dumps({"t": "unwatch", "game": game_id + "x"}))
            await visitor.send(json.dumps({"t": "ping", "id": 9999}))
            while json.loads(await visitor.recv()).get("id") != 9999:
                pass
            assert len(server.watchers) <= 20
    run(scenario)


def test_the_games_kept_after_their_end_are_bounded_by_count_and_size() -> None:
    games = [finished_game(f"g{n}", n) for n in range(12)]
    size = estimated_bytes(games[0])
    assert 20_000 < size < 1_000_000  # a whole game's events, as objects in memory
    by_count = RecentGames(most_games=5, most_bytes=10**9)
    for live in games:
        by_count.add(live)
    assert len(by_count) == 5 and "g11" in by_count and "g6" not in by_count
    assert by_count.get("g7") is games[7] and by_count.get("g0") is None
    by_size = RecentGames(most_games=1000, most_bytes=3 * size)
    for live in games:
        by_size.add(live)
    assert 1 <= len(by_size) < len(games) and by_size.bytes <= 3 * size and "g11" in by_size
    assert by_size.bytes == sum(estimated_bytes(g) for g in games if g.game_id in by_size)


def test_large_blocks_go_back_to_the_system_when_freed() -> None:
    """On Linux with glibc the server fixes the mapping threshold (``memory``), so a burst
    of password hashes (19 MiB each) does not leave the server three times its size."""
    import platform

    from wari_desktop.server.memory import give_back_large_blocks
    from wari_desktop.server.security import _PASSWORD_POOL, PASSWORD_WORKERS

    if platform.system() == "Linux" and platform.libc_ver()[0] == "glibc":
        assert give_back_large_blocks()
    assert _PASSWORD_POOL._max_workers == PASSWORD_WORKERS == 2


def test_the_limiter_of_new_accounts_forgets_addresses_gone_quiet() -> None:
    from wari_desktop.server.security import NEW_ACCOUNT_WINDOW, SWEEP_AT, NewAccountLimiter

    clock = [0.0]
    limiter = NewAccountLimiter(3, now=lambda: clock[0])
    for number in range(SWEEP_AT):
        assert limiter.allow(f"10.0.{number // 256}.{number % 256}")
    clock[0] += NEW_ACCOUNT_WINDOW + 1
    assert limiter.allow("192.0.2.1") and len(limiter) == 1  # the quiet ones swept out
    assert limiter.allow("192.0.2.1") and limiter.allow("192.0.2.1")
    assert not limiter.allow("192.0.2.1")  # the limit itself still holds


def test_health_and_metrics_say_one_content_type(tmp_path: Path) -> None:
    import urllib.request

    async def scenario() -> None:
        async with serving(tmp_path) as server:
            for path in ("/health", "/metrics", "/protocol.json"):
                address = f"http://127.0.0.1:{server.port}{path}"
                opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
                reply = await asyncio.to_thread(opener.open, address, None, 10)
                types = reply.headers.get_all("Content-Type")
                assert len(types) == 1 and "json" in types[0], (path, types)
    run(scenario)
