"""What only the PostgreSQL store has: ``wari-server migrate`` moving a data folder into
it (every row, counted, the folder untouched, a non-empty database refused), the admin's
commands with ``--store URL``, one server a database, a database that cannot be reached
(one sentence, never its password), and the database refusing writes or losing the
connection: ``not-stored``, nothing changed, and the next request works.

A real PostgreSQL cluster (tests/server/postgres.py), a real server on 127.0.0.1 and
real WebSockets."""

from __future__ import annotations

import asyncio
import hashlib
import io
import sqlite3
from pathlib import Path

import pytest

from tests.postgres_cluster import required

if not required():  # CI installs it (the test extra); elsewhere these tests skip without
    pytest.importorskip("psycopg", reason="psycopg is not installed (pip install "
                        "'wari-desktop[postgresql]')")
import psycopg

from wari_desktop.client import Client, RequestRefused
from wari_desktop.server.cli import main
from wari_desktop.server.storage import (
    Account,
    AccountKind,
    RatingPoint,
    SqliteStore,
    Store,
)
from wari_desktop.server.storage.postgres_migrations import TABLES
from wari_desktop.server.storage.postgres_store import PostgresStore
from wari_desktop.server.tournament.model import (
    Board,
    Entry,
    Format,
    LogLine,
    Settings,
    Tournament,
)

from .helpers import PASSWORD, game_between, player, run, serving, url
from .test_store_attacks import _real_database

pytestmark = pytest.mark.usefixtures("postgres_cluster")


def _folder_digest(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in folder.iterdir()}


def _club_folder(folder: Path) -> tuple[str, str]:
    """A data folder as a club's: accounts with tokens, a finished game and one in
    progress, an invitation (one used), a rating history and a tournament with its
    entries, boards and log."""
    finished, going = _real_database(folder)
    store = SqliteStore(folder)
    store.add_invite("unused", 1.0)
    store.add_invite("used", 2.0)
    assert store.use_invite("used", "ama")
    store.add_rating_point("ama", RatingPoint(3.0, finished, 1662.0, 290.0))
    cup = Tournament("t1", "ama", Settings("Cup", Format.SWISS, "300+3", 5.0, rounds=3),
                     created=4.0)
    store.add_tournament(cup)
    store.set_entry("t1", Entry("ama", 4.5, 1, 1662.0))
    store.set_entry("t1", Entry("kofi", 4.6, 2, withdrawn=True))
    store.add_boards("t1", [Board(1, 1, "ama", "kofi", finished, "1", "0", False, 30, 18)])
    store.add_log("t1", LogLine(6.0, "ama", "start", "round 1"))
    store.commit()
    store.close()
    return finished, going


def _source_counts(folder: Path) -> dict[str, int]:
    db = sqlite3.connect(f"file:{folder / 'wari-server.sqlite3'}?immutable=1", uri=True)
    try:
        return {t: int(db.execute(f"SELECT count(*) FROM {t}").fetchone()[0]) for t in TABLES}
    finally:
        db.close()


def _same_rows(source: Store, target: Store, games: tuple[str, str]) -> None:
    for name in ("ama", "kofi"):
        assert target.account(name) == source.account(name)
        assert target.rating_history(name, 10) == source.rating_history(name, 10)
    assert target.finished_games() == source.finished_games()
    assert target.games_in_progress() == source.games_in_progress()
    for game_id in games:
        assert target.events(game_id) == source.events(game_id)
    assert target.tournament("t1") == source.tournament("t1")
    assert target.entries("t1") == source.entries("t1")
    assert target.boards("t1") == source.boards("t1") and target.log("t1") == source.log("t1")


def test_migrate_copies_every_row_counts_them_and_leaves_the_folder_as_it_was(
        tmp_path: Path, postgres_url: str, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "data"
    games = _club_folder(folder)
    before, wanted = _folder_digest(folder), _source_counts(folder)
    assert all(wanted.values()), wanted
    assert main(["migrate", "--from", str(folder), "--to", postgres_url]) == 0
    printed = capsys.readouterr().out
    for table, count in wanted.items():
        assert f"{table}: {count}\n" in printed
    assert _folder_digest(folder) == before, "nothing in the source changed"
    for export in (["export"], ["export", "--tournament", "t1", "--as", "csv"],
                   ["export", "--tournament", "t1", "--as", "ogn"]):
        assert main([*export, "--data", str(folder)]) == 0
        from_folder = capsys.readouterr().out
        assert main([*export, "--store", postgres_url]) == 0
        assert capsys.readouterr().out == from_folder and from_folder
    source, target = SqliteStore(folder, read_only=True), PostgresStore(postgres_url)
    try:
        assert target.table_counts() == wanted
        _same_rows(source, target, games)
        assert target.use_invite("unused", "esi") and not target.use_invite("used", "esi")
        target.rollback()
    finally:
        source.close()
        target.close()

    async def scenario() -> None:  # the club carries on, on PostgreSQL
        async with serving(tmp_path / "elsewhere", store_url=postgres_url) as server:
            kofi = Client(url(server))
            await kofi.start()
            await kofi.request("signin", name="kofi", password=PASSWORD)
            synced = await kofi.request("sync", game=games[1])
            assert synced["game"]["moves"] == ["F"]
            await kofi.request("move", game=games[1], ply=1, move="f")
            await kofi.close()
    run(scenario)


def test_migrate_refuses_a_database_that_holds_data_and_changes_nothing(
        tmp_path: Path, postgres_url: str, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "data"
    _club_folder(folder)
    target = PostgresStore(postgres_url)
    target.add_account(Account("Someone", AccountKind.PLAYER, "hash", created=1.0))
    target.commit()
    target.close()
    assert main(["migrate", "--from", str(folder), "--to", postgres_url]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "holds data already (1 accounts)" in err[0], err
    target = PostgresStore(postgres_url)
    assert sum(target.table_counts().values()) == 1
    target.close()
    assert main(["migrate", "--from", str(tmp_path / "none"), "--to", postgres_url]) == 1
    assert "no database in" in capsys.readouterr().err


def test_migrate_refuses_a_folder_a_running_server_holds(
        tmp_path: Path, postgres_url: str, capsys: pytest.CaptureFixture[str]) -> None:
    async def scenario() -> None:
        async with serving(tmp_path):
            assert main(["migrate", "--from", str(tmp_path), "--to", postgres_url]) == 1
    run(scenario)
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "in use by a running wari-server" in err[0], err
    target = PostgresStore(postgres_url)
    assert sum(target.table_counts().values()) == 0
    target.close()
    assert main(["migrate", "--from", str(tmp_path), "--to", postgres_url]) == 0  # stopped


def test_a_row_the_database_refuses_stops_the_migration_and_nothing_is_kept(
        tmp_path: Path, postgres_url: str, capsys: pytest.CaptureFixture[str]) -> None:
    """A game whose events have a gap (its SQLite rule taken away by hand): PostgreSQL's
    own rule refuses it, the command says so in one sentence, and the database is left
    empty."""
    folder = tmp_path / "data"
    _, going = _club_folder(folder)
    db = sqlite3.connect(folder / "wari-server.sqlite3", isolation_level=None)
    db.execute("DROP TRIGGER events_in_order")
    db.execute("INSERT INTO events (game, v, data) VALUES (?, 9, '{\"v\":9}')", (going,))
    db.close()
    assert main(["migrate", "--from", str(folder), "--to", postgres_url]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "could not copy the events" in err[0], err
    target = PostgresStore(postgres_url)
    assert sum(target.table_counts().values()) == 0
    target.close()


def test_the_admin_commands_take_a_store_url(
        postgres_url: str, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    store = ["--store", postgres_url]
    monkeypatch.setattr("sys.stdin", io.StringIO(PASSWORD + "\n"))
    assert main(["account", "add", "Ama", *store]) == 0
    assert main(["account", "add", "helper", "--bot", *store]) == 0
    token = capsys.readouterr().out.strip().splitlines()[-1]
    assert main(["account", "role", "ama", "organiser", *store]) == 0
    assert main(["account", "mute", "ama", *store]) == 0
    assert main(["invite", *store]) == 0
    capsys.readouterr()
    assert main(["account", "show", "AMA", *store]) == 0
    assert capsys.readouterr().out.startswith("Ama (player) muted organiser: rating 1500")
    assert main(["export", *store]) == 0 and capsys.readouterr().out == ""
    found = PostgresStore(postgres_url, read_only=True)
    try:
        assert found.counts()["accounts"] == 2 and found.table_counts()["invites"] == 1
        assert not found.missing_tokens([__import__(
            "wari_desktop.server.security", fromlist=["token_hash"]).token_hash(token)])
    finally:
        found.close()


def test_a_database_that_cannot_be_reached_is_one_sentence_without_its_password(
        capsys: pytest.CaptureFixture[str]) -> None:
    where = "postgresql://wari:s3cret-word@127.0.0.1:1/club"
    for command in (["export"], ["account", "show", "ama"], ["invite"]):
        assert main([*command, "--store", where]) == 1
        err = capsys.readouterr().err.strip().splitlines()
        assert len(err) == 1 and err[0].startswith("wari-server: cannot reach the "
                                                   "PostgreSQL database club on 127.0.0.1:1")
        assert "s3cret" not in err[0]
    with pytest.raises(SystemExit):
        main(["export", "--store", "mysql://nope"])
    assert "postgresql://" in capsys.readouterr().err


def test_a_second_server_on_a_database_joins_the_first(
        tmp_path: Path, postgres_url: str) -> None:
    """Processes of one server share a database (``cluster``): each knows the other."""
    async def scenario() -> None:
        async with serving(tmp_path / "one", store_url=postgres_url) as one, \
                serving(tmp_path / "two", store_url=postgres_url) as two:
            assert one.node is not None and two.node is not None
            async with asyncio.timeout(10):
                while two.node.process not in one.node.others:
                    await asyncio.sleep(0.05)
            assert one.node.process in two.node.others
    run(scenario)


async def _refused(client: Client, kind: str, **fields: object) -> str:
    with pytest.raises(RequestRefused) as refused:
        await client.request(kind, **fields)
    return refused.value.code


def test_a_database_refusing_writes_is_answered_not_stored(
        tmp_path: Path, postgres_url: str) -> None:
    """PostgreSQL itself refusing every write (a read-only session): not-stored, nothing
    changed; once it writes again, the same requests work."""
    async def scenario() -> None:
        async with serving(tmp_path, store_url=postgres_url) as server:
            connection = server.store.store._db  # type: ignore[attr-defined]
            connection.execute("SET default_transaction_read_only = on")  # the store is idle
            newcomer = Client(url(server))
            await newcomer.start()
            assert await _refused(newcomer, "signup", name="esi", password=PASSWORD) \
                == "not-stored"
            assert await _refused(newcomer, "guest") == "not-stored"
            assert (await server.store.run(lambda s: s.counts()))["accounts"] == 0
            connection.execute("SET default_transaction_read_only = off")
            await newcomer.request("signup", name="esi", password=PASSWORD)
            assert server.metrics.internal_errors == 0
            await newcomer.close()
    run(scenario)


def test_a_lost_connection_is_not_stored_once_then_the_store_connects_again(
        tmp_path: Path, postgres_url: str) -> None:
    async def scenario() -> None:
        async with serving(tmp_path, store_url=postgres_url) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            seek = await ama.request("seek")
            backend = server.store.store._db.info.backend_pid  # type: ignore[attr-defined]
            with psycopg.connect(postgres_url, autocommit=True) as admin:
                admin.execute("SELECT pg_terminate_backend(%s)", (backend,))
            assert await _refused(kofi, "seek-accept", seek=seek["seek"]["id"]) == "not-stored"
            assert seek["seek"]["id"] in server.lobby.seeks and not server.games
            await kofi.request("seek-accept", seek=seek["seek"]["id"])
            assert len(server.games) == 1
            assert (await server.store.run(lambda s: s.counts()))["games_in_progress"] == 1
            assert server.metrics.internal_errors == 0
            for client in (ama, kofi):
                await client.close()
    run(scenario)


def test_a_move_not_stored_leaves_the_game_to_its_referee(
        tmp_path: Path, postgres_url: str) -> None:
    """A move whose write fails (the database refuses events for a while, as a full disk
    would) is answered ``not-stored`` and the game is read back from the store: still
    this process's to referee (its lease's generation kept), so the move sent again once
    the database takes writes is stored."""
    async def scenario() -> None:
        async with serving(tmp_path, store_url=postgres_url) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            game_id = await game_between(server, ama, kofi)
            await ama.request("move", game=game_id, ply=0, move="C")
            with psycopg.connect(postgres_url, autocommit=True) as admin:
                admin.execute(FULL_DISK)
                assert await _refused(kofi, "move", game=game_id, ply=1,
                                      move="d") == "not-stored"
                admin.execute("DROP TRIGGER full_disk ON events")
            answer = await kofi.request("move", game=game_id, ply=1, move="d")
            assert answer["event"]["v"] == 2 and server.games[game_id].generation == 1
            for client in (ama, kofi):
                await client.close()
    run(scenario)


#: A trigger refusing every new event as a full disk would (SQLSTATE 53100).
FULL_DISK = """
CREATE OR REPLACE FUNCTION full_disk() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = '53100';
END $$;
CREATE TRIGGER full_disk BEFORE INSERT ON events FOR EACH ROW EXECUTE FUNCTION full_disk();
"""


def test_a_commit_waits_for_the_log_whatever_the_databases_default(postgres_url: str) -> None:
    """A database whose default is ``synchronous_commit = off`` (commits that return
    before their log is written): the store's own session waits for it all the same."""
    with psycopg.connect(postgres_url, autocommit=True) as admin:
        database = admin.execute("SELECT current_database()").fetchone()
        assert database is not None
        admin.execute(f"ALTER DATABASE {database[0]} SET synchronous_commit = off")
    with psycopg.connect(postgres_url) as other:
        assert other.execute("SHOW synchronous_commit").fetchone() == ("off",)
    store = PostgresStore(postgres_url)
    try:
        assert store._db.execute("SHOW synchronous_commit").fetchone() == ("on",)
    finally:
        store.close()


def test_a_damaged_game_is_set_aside_and_the_others_are_served(
        tmp_path: Path, postgres_url: str) -> None:
    """One game's event damaged in the database (by hand): at the next start that game is
    set aside, left as it is, and the other game in progress goes on."""
    async def scenario() -> None:
        async with serving(tmp_path, store_url=postgres_url) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            broken = await game_between(server, ama, kofi)
            await ama.request("move", game=broken, ply=0, move="F")
            good = await game_between(server, kofi, ama)
            await kofi.request("move", game=good, ply=0, move="F")
            for client in (ama, kofi):
                await client.close()
        with psycopg.connect(postgres_url, autocommit=True) as db:
            db.execute("UPDATE events SET data = '{\"v\": 1, \"e\": \"mo' "
                       "WHERE game = %s AND v = 1", (broken,))
        async with serving(tmp_path, store_url=postgres_url) as server:
            assert good in server.games and broken not in server.games
            assert server.metrics_json()["games_set_aside"] == 1
            ama = Client(url(server))
            await ama.start()
            await ama.request("signin", name="ama", password=PASSWORD)
            await ama.request("move", game=good, ply=1, move="a")
            await ama.close()
        with psycopg.connect(postgres_url) as db:
            row = db.execute("SELECT data FROM events WHERE game = %s", (broken,)).fetchone()
            assert row == ('{"v": 1, "e": "mo',)
    run(scenario)


def test_a_rated_game_on_serve_store_survives_kill_9_and_ends_rated(
        postgres_url: str, capsys: pytest.CaptureFixture[str]) -> None:
    """``wari-server serve --store URL`` as a program: two players start a rated game,
    the server is killed (SIGKILL) right after acknowledging moves and started again on
    the same database; the game holds every acknowledged move, is played to its end, and
    both ratings are stored (``account show --store``)."""
    from .test_reconnect import OPENING, _finish, _start_server

    async def scenario() -> None:
        process, port = await _start_server(["--store", postgres_url])
        try:
            ama, kofi = Client(f"ws://127.0.0.1:{port}/"), Client(f"ws://127.0.0.1:{port}/")
            for client, name in ((ama, "ama"), (kofi, "kofi")):
                await client.start()
                await client.request("signup", name=name, password=PASSWORD)
            seek = await ama.request("seek", side="south", clock="600+5", rated=True)
            game_id = (await kofi.request("seek-accept", seek=seek["seek"]["id"]))["game"]["id"]
            for ply, move in enumerate(OPENING):
                await (ama, kofi)[ply % 2].request("move", game=game_id, ply=ply, move=move)
            process.kill()  # SIGKILL: every move above was acknowledged
            await process.wait()
            process, _ = await _start_server(["--store", postgres_url], port)
            for client in (ama, kofi):
                await asyncio.wait_for(client.connected.wait(), 30)
            await _finish(game_id, [ama, kofi], OPENING)
            for client in (ama, kofi):
                await client.close()
        finally:
            if process.returncode is None:
                process.terminate()
                await process.wait()
    run(scenario)
    for name in ("ama", "kofi"):
        assert main(["account", "show", name, "--store", postgres_url]) == 0
        assert capsys.readouterr().out.rstrip().endswith(", 1 rated games")
