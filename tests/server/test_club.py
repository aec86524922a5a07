"""What a club expects of its server: a player's page (rating with its history, record,
recent games), a leaderboard of settled ratings, who is playing in the lobby's list, and a
lobby chat that is cleaned, rate-limited, bounded, and that the admin can mute.

Real server on 127.0.0.1, real WebSockets (tests/server/helpers.py); every frame the
server sends is checked against the schema (tests/server/conftest.py)."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest

from wari_desktop.client import Client
from wari_desktop.client.client import RequestRefused
from wari_desktop.protocol.messages import LeaderboardFrame, PlayerFrame, parse_message
from wari_desktop.server import leaderboard as board
from wari_desktop.server import player_page as page
from wari_desktop.server.cli import main as cli
from wari_desktop.server.storage import Account, AccountKind, SqliteStore
from wari_desktop.server.storage.migrations import MIGRATIONS
from wari_desktop.server.storage.sqlite_store import LEADERBOARD_QUERY

from .helpers import game_between, player, run, serving, until, url
from .postgres import StoreAt


async def _rated_game(server: Any, south: Client, north: Client, loser: Client) -> str:
    game_id = await game_between(server, south, north, rated=True)
    for ply, move in enumerate(("A", "a")):
        await (south if ply % 2 == 0 else north).request("move", game=game_id, ply=ply,
                                                         move=move)
    await loser.request("resign", game=game_id)
    await until(south, lambda f: f["t"] == "event" and f["event"]["e"] == "end")
    await until(north, lambda f: f["t"] == "event" and f["event"]["e"] == "end")
    return game_id


# -- a player's page ----------------------------------------------------------------------
def test_a_players_page_has_rating_history_record_and_recent_games(store_at: StoreAt) -> None:
    async def scenario() -> None:
        async with serving(store_at.data, **store_at.options) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            first = await _rated_game(server, ama, kofi, kofi)
            second = await _rated_game(server, kofi, ama, kofi)
            answer = await kofi.request("player", player="AMA")
            frame = parse_message(answer)
            assert isinstance(frame, PlayerFrame)
            assert frame.name == "ama" and frame.kind == "player"
            assert frame.rating is not None and frame.rating.provisional
            assert frame.rating.games == 2 and frame.rating.rating > 1500
            assert [p.game for p in frame.history] == [first, second], "oldest first"
            assert frame.history[-1].rating == frame.rating.rating
            assert frame.history[0].rating < frame.history[1].rating
            assert (frame.record.won, frame.record.drawn, frame.record.lost) == (2, 0, 0)
            assert [g.id for g in frame.games] == [second, first], "latest first"
            assert frame.games[0].result == "win" and frame.games[0].north == "ama"
            with pytest.raises(RequestRefused) as refused:
                await kofi.request("player", player="nobody")
            assert refused.value.code == "not-found"
            for client in (ama, kofi):
                await client.close()
    run(scenario)


def test_a_players_page_is_read_by_a_plain_function_over_the_store(store_at: StoreAt) -> None:
    store = store_at.open()
    store.add_account(Account("ama", AccountKind.PLAYER, created=1.0))
    store.commit()
    found = page.player_page(store, "Ama")
    assert found is not None and found.name == "ama" and found.history == ()
    assert found.record == page.Record(0, 0, 0) and found.games == ()
    assert page.player_page(store, "kofi") is None
    store.close()


def test_the_history_of_a_database_written_before_it_is_read_from_the_games(
        tmp_path: Path) -> None:
    """A database of version 4 (no rating history yet) keeps its rated games' ratings in
    their end events: the migration fills the history from them."""
    db = sqlite3.connect(tmp_path / "wari-server.sqlite3", isolation_level=None)
    for version, script in enumerate(MIGRATIONS[:4]):
        db.executescript(script)
        db.execute(f"PRAGMA user_version = {version + 1}")
    db.execute("INSERT INTO accounts (key, name, kind, created, rating, games) VALUES "
               "('ama', 'ama', 'player', 0, 1662, 1), ('kofi', 'kofi', 'player', 0, 1338, 1)")
    db.execute("INSERT INTO games (id, south, north, seats, terms, started_at, finished, "
               "reason, winner, ogn, finished_at) VALUES ('g1', 'ama', 'kofi', '[]', "
               "'{\"rated\": true}', 10, 1, 'resign', 'south', '', 20)")
    db.execute("INSERT INTO events (game, v, data) VALUES ('g1', 1, ?)", (
        '{"v":1,"e":"end","ratings":{"south":{"before":1500,"after":1662,'
        '"provisional":true},"north":{"before":1500,"after":1338,"provisional":true}}}',))
    db.close()
    store = SqliteStore(tmp_path)
    found = page.player_page(store, "kofi")
    assert found is not None
    assert [(p.game, p.rating, p.at) for p in found.history] == [("g1", 1338, 20000)]
    assert found.record == page.Record(0, 0, 1)
    store.close()


# -- the leaderboard ------------------------------------------------------------------------
def _club(where: Path | StoreAt) -> None:
    store = SqliteStore(where) if isinstance(where, Path) else where.open()
    for name, rating, deviation, games, kind in (
            ("ama", 1700, 60, 30, AccountKind.PLAYER),
            ("kofi", 1800, 60, 9, AccountKind.PLAYER),      # too few games
            ("abena", 1650, 80, 12, AccountKind.PLAYER),
            ("yaw", 1900, 150, 40, AccountKind.PLAYER),     # provisional
            ("oware-bot", 2000, 50, 99, AccountKind.BOT),   # a bot
            ("esi", 1750, 70, 10, AccountKind.PLAYER)):
        store.add_account(Account(name, kind, rating=rating, deviation=deviation,
                                  games=games, created=1.0))
    store.commit()
    store.close()


def test_the_leaderboard_lists_settled_ratings_with_enough_games(store_at: StoreAt) -> None:
    _club(store_at)

    async def scenario() -> None:
        async with serving(store_at.data, **store_at.options) as server:
            assert server.config.leaderboard_games == 10
            visitor = Client(url(server))
            await visitor.start()
            frame = parse_message(await visitor.request("leaderboard"))
            assert isinstance(frame, LeaderboardFrame)
            assert frame.min_games == 10
            assert [(e.rank, e.name) for e in frame.players] == \
                [(1, "esi"), (2, "ama"), (3, "abena")]
            assert frame.players[0].rating == 1750 and frame.players[0].games == 10
            await visitor.close()
        async with serving(store_at.data, leaderboard_games=5, **store_at.options) as server:
            visitor = Client(url(server))
            await visitor.start()
            names = [e["name"] for e in (await visitor.request("leaderboard",
                                                               limit=2))["players"]]
            assert names == ["kofi", "esi"]
            await visitor.close()
    run(scenario)


def test_the_leaderboard_is_a_plain_function_and_a_serve_flag(tmp_path: Path) -> None:
    _club(tmp_path)
    store = SqliteStore(tmp_path)
    assert [e.name for e in board.leaderboard(store, 30, 10)] == ["ama"]
    store.close()
    from wari_desktop.server.cli import _parser, config_from
    args = _parser().parse_args(["serve", "--data", str(tmp_path), "--leaderboard-games", "3"])
    assert config_from(args).leaderboard_games == 3


def test_the_leaderboard_query_reads_an_index(tmp_path: Path) -> None:
    _club(tmp_path)
    db = sqlite3.connect(tmp_path / "wari-server.sqlite3")
    plan = " ".join(str(row) for row in db.execute(
        "EXPLAIN QUERY PLAN " + LEADERBOARD_QUERY, (10, 110.0, 10)))
    db.close()
    assert "USING INDEX accounts_by_rating" in plan, plan


# -- who is playing -------------------------------------------------------------------------
def test_the_lobby_shows_who_is_playing_and_follows_it(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            esi = await player(server, "esi")
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            await esi.request("lobby", watch=True)

            def playing(frame: dict[str, Any]) -> dict[str, bool]:
                return {p["name"]: p.get("playing", False) for p in frame["players"]}

            game_id = await game_between(server, ama, kofi)
            frame = await until(esi, lambda f: f["t"] == "lobby" and playing(f)["ama"])
            assert playing(frame) == {"esi": False, "ama": True, "kofi": True}
            await kofi.request("resign", game=game_id)
            frame = await until(esi, lambda f: f["t"] == "lobby" and not playing(f)["ama"])
            assert playing(frame) == {"esi": False, "ama": False, "kofi": False}
            for client in (esi, ama, kofi):
                await client.close()
    run(scenario)


# -- the lobby chat -------------------------------------------------------------------------
def _lines(frame: dict[str, Any]) -> list[tuple[str, str]]:
    return [(line["by"], line["text"]) for line in frame["lines"]]


def test_the_lobby_chat_reaches_followers_cleaned_and_late_comers_get_recent_lines(
        tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            await kofi.request("lobby", watch=True)
            await ama.request("lobby-chat", text="  hello\u200b \u202eclub ")
            frame = await until(kofi, lambda f: f["t"] == "lobby-chat")
            assert _lines(frame) == [("ama", "hello club")]
            assert server.metrics.lobby_chat_lines == 1
            with pytest.raises(RequestRefused) as refused:
                await ama.request("lobby-chat", text="bad\x1b[31m")
            assert refused.value.code == "bad-field"
            with pytest.raises(RequestRefused):
                await ama.request("lobby-chat", text="x" * 141)
            guest = Client(url(server))
            await guest.start()
            await guest.request("guest")
            joined = await guest.request("lobby", watch=True)
            assert joined["t"] == "lobby"
            recent = await until(guest, lambda f: f["t"] == "lobby-chat")
            assert _lines(recent) == [("ama", "hello club")], "guests read"
            with pytest.raises(RequestRefused) as refused:
                await guest.request("lobby-chat", text="hi")
            assert refused.value.code == "guests-read-only"
            assert "sign up" in str(refused.value)
            for client in (ama, kofi, guest):
                await client.close()
    run(scenario)


def test_the_lobby_chat_is_rate_limited_per_account(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            assert (server.config.lobby_chat_lines, server.config.lobby_chat_seconds) == \
                (5, 10.0), "5 lines in 10 s"
            ama = await player(server, "ama")
            again = Client(url(server))
            await again.start()
            await again.request("signin", name="ama", password="correct horse battery")
            for index in range(5):
                await (ama if index % 2 else again).request("lobby-chat", text=f"line {index}")
            with pytest.raises(RequestRefused) as refused:
                await again.request("lobby-chat", text="one more")
            assert refused.value.code == "rate-limited"
            assert "5 lines in 10 seconds" in str(refused.value)
            assert server.metrics.lobby_chat_refused == 1
            for client in (ama, again):
                await client.close()
    run(scenario)


def test_the_lobby_chat_keeps_a_bounded_number_of_recent_lines(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path, lobby_chat_lines=1000) as server:
            ama = await player(server, "ama")
            for index in range(server.config.lobby_chat_kept + 7):
                await ama.request("lobby-chat", text=f"line {index}")
            kofi = await player(server, "kofi")
            await kofi.request("lobby", watch=True)
            recent = await until(kofi, lambda f: f["t"] == "lobby-chat")
            kept = server.config.lobby_chat_kept
            assert len(recent["lines"]) == kept
            assert recent["lines"][-1]["text"] == f"line {kept + 6}"
            assert recent["lines"][0]["text"] == "line 7"
            for client in (ama, kofi):
                await client.close()
    run(scenario)


def test_an_admin_mutes_and_unmutes_an_account_while_the_server_runs(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama = await player(server, "ama")
            await ama.request("lobby-chat", text="before")
            assert cli(["account", "mute", "AMA", "--data", str(tmp_path)]) == 0
            with pytest.raises(RequestRefused) as refused:
                await ama.request("lobby-chat", text="while muted")
            assert refused.value.code == "muted"
            assert "muted" in str(refused.value)
            assert [line.text for line in server.lobby_chat.recent] == ["before"]
            assert cli(["account", "unmute", "ama", "--data", str(tmp_path)]) == 0
            await ama.request("lobby-chat", text="after")
            await ama.close()
    run(scenario)
    said = capsys.readouterr().out
    assert "AMA: muted" in said and "ama: unmuted" in said
    assert cli(["account", "mute", "nobody", "--data", str(tmp_path)]) == 1
    assert cli(["account", "show", "ama", "--data", str(tmp_path)]) == 0
    shown = capsys.readouterr().out
    assert shown.startswith("ama (player)") and "muted" not in shown


def test_the_lobby_chats_rate_is_a_sliding_window_and_its_memory_is_bounded(
        tmp_path: Path) -> None:
    from wari_desktop.protocol import ProtocolError
    from wari_desktop.server.config import ServerConfig
    from wari_desktop.server.lobby_chat import RATE_MEMORY, LobbyChat
    from wari_desktop.server.metrics import Metrics

    now = [100.0]
    chat = LobbyChat(ServerConfig(data=tmp_path), Metrics(), lambda: now[0])
    for _ in range(5):
        chat.check_rate("ama")
        now[0] += 1.0
    with pytest.raises(ProtocolError):
        chat.check_rate("AMA")  # one account whatever the case: 5 lines in 5 s
    now[0] += 5.1  # the first line is now over 10 s old
    chat.check_rate("ama")
    for index in range(3 * RATE_MEMORY):
        now[0] += 11.0 if index % RATE_MEMORY == 0 else 0.0
        chat.check_rate(f"p{index}")
    assert len(chat._said) <= RATE_MEMORY + 1
