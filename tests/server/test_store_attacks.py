"""The data folder under attack or damage: who may read it, two servers on one folder,
damaged databases and games, a read-only folder, and a store that refuses writes.

Damaged files are made for real (garbage written into a copy of a real database,
truncated, a header overwritten, a text file); the read-only folder is a read-only bind
mount in a mount namespace of its own when the tests run as root (root writes through
any mode bits), else a folder of mode 0555."""

from __future__ import annotations

import hashlib
import json
import logging
import os
import shutil
import sqlite3
import stat
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from wari_desktop.client import Client, RequestRefused
from wari_desktop.server import Server, ServerConfig
from wari_desktop.server.cli import main
from wari_desktop.server.storage import SqliteStore, StoreFailed, StoreUnusable
from wari_desktop.server.storage.sqlite_store import DATABASE_FILE

from .helpers import PASSWORD, benchmark_module, game_between, player, run, serving, until, url
from .postgres import StoreAt

COMMAND = [sys.executable, "-m", "wari_desktop.server"]
#: Seconds a command run here may take (a server that starts where it must not is killed).
COMMAND_SECONDS = 30


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def _wari(*args: str, stdin: str = "", seconds: float = COMMAND_SECONDS,
          prefix: tuple[str, ...] = ()) -> subprocess.CompletedProcess[str]:
    """Run ``wari-server ARGS`` as a program; a run that outlives ``seconds`` (a server
    that started) is killed and reported as exit status None."""
    process = subprocess.Popen([*prefix, *COMMAND, *args], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        out, err = process.communicate(stdin, timeout=seconds)
    except subprocess.TimeoutExpired:
        process.kill()
        out, err = process.communicate()
        return subprocess.CompletedProcess(process.args, -999, out, err)
    return subprocess.CompletedProcess(process.args, process.returncode, out, err)


def _one_sentence(result: subprocess.CompletedProcess[str]) -> str:
    """The refusal of a command: exit status 1, one line on standard error, no traceback."""
    assert result.returncode == 1, (result.returncode, result.stderr[-2000:])
    assert "Traceback" not in result.stderr, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("wari-server: "), result.stderr
    return lines[0]


async def _fill(server: Server) -> tuple[str, str]:
    """Two accounts with a finished game (resigned) and a game in progress; the ids."""
    ama, kofi = await player(server, "ama"), await player(server, "kofi")
    finished = await game_between(server, ama, kofi)
    await ama.request("move", game=finished, ply=0, move="F")
    await kofi.request("resign", game=finished)
    going = await game_between(server, ama, kofi)
    await ama.request("move", game=going, ply=0, move="F")
    for client in (ama, kofi):
        await client.close()
    return finished, going


def _real_database(folder: Path) -> tuple[str, str]:
    async def scenario() -> tuple[str, str]:
        async with serving(folder) as server:
            return await _fill(server)
    ids: tuple[str, str] = run(scenario)
    return ids


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# -- fault 10: private files --------------------------------------------------------------

def test_the_data_folder_and_database_are_private(tmp_path: Path) -> None:
    folder = tmp_path / "data"

    async def scenario() -> None:
        old = os.umask(0o022)  # the usual umask: 0755 folders and 0644 files
        try:
            async with serving(folder) as server:
                client = await player(server, "ama")
                database = folder / DATABASE_FILE
                assert _mode(folder) == 0o700
                for path in (database, folder / f"{DATABASE_FILE}-wal",
                             folder / f"{DATABASE_FILE}-shm"):
                    assert path.exists() and _mode(path) == 0o600, path
                await client.close()
        finally:
            os.umask(old)
    run(scenario)


def test_a_wider_folder_and_database_of_ours_are_narrowed_and_logged(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    folder = tmp_path / "data"
    SqliteStore(folder).close()
    os.chmod(folder, 0o755)
    os.chmod(folder / DATABASE_FILE, 0o644)
    with caplog.at_level(logging.WARNING):
        SqliteStore(folder).close()
    assert _mode(folder) == 0o700 and _mode(folder / DATABASE_FILE) == 0o600
    assert sum("readable by others" in r.getMessage() for r in caplog.records) == 2


def test_an_export_to_a_file_is_private(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    finished, _ = _real_database(folder)
    output = tmp_path / "games.ogn"
    output.write_text("old")
    os.chmod(output, 0o644)
    assert main(["export", "--data", str(folder), "--output", str(output)]) == 0
    assert _mode(output) == 0o600 and f'[GameId "{finished}"]' in output.read_text()


# -- fault 11: one server a folder ---------------------------------------------------------

def test_a_second_server_on_a_folder_is_refused_naming_the_first(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path):
            with pytest.raises(StoreUnusable, match=f"process {os.getpid()}"):
                Server(ServerConfig(data=tmp_path, port=0))
            result = _wari("serve", "--data", str(tmp_path), "--port", "0")
            line = _one_sentence(result)
            assert "in use by another wari-server" in line and str(os.getpid()) in line
    run(scenario)


def test_the_admin_commands_work_while_the_server_runs(store_at: StoreAt) -> None:
    where = store_at.flags

    async def scenario() -> None:
        async with serving(store_at.data, **store_at.options) as server:
            finished, _ = await _fill(server)
            added = _wari("account", "add", "esi", *where, stdin=PASSWORD + "\n")
            assert added.returncode == 0, added.stderr
            assert _wari("invite", *where).returncode == 0
            shown = _wari("account", "show", "ama", *where)
            assert shown.returncode == 0 and shown.stdout.startswith("ama (player)")
            exported = _wari("export", *where)
            assert exported.returncode == 0 and f'[GameId "{finished}"]' in exported.stdout
            esi = await player(server, "yaw")
            await esi.request("signout")
            await esi.request("signin", name="esi", password=PASSWORD)
            await esi.close()
    run(scenario)


# -- fault 12: damaged databases -------------------------------------------------------------

def _events_root_page(database: Path) -> tuple[int, int]:
    db = sqlite3.connect(database)
    try:
        root = db.execute("SELECT rootpage FROM sqlite_master WHERE name = 'events'").fetchone()
        size = db.execute("PRAGMA page_size").fetchone()
        return int(root[0]), int(size[0])
    finally:
        db.close()


def _damage(database: Path, how: str) -> None:
    if how == "garbage in a table page":
        page, size = _events_root_page(database)
        with database.open("r+b") as file:
            file.seek((page - 1) * size + 8)  # the page's cell pointers
            file.write(bytes(range(7, 7 + 64)))
    elif how == "truncated":
        os.truncate(database, database.stat().st_size // 2)
    elif how == "header overwritten":
        with database.open("r+b") as file:
            file.write(b"not a header at all" * 5)
    else:
        database.write_text("this is not a database\n" * 20)


DAMAGES = ("garbage in a table page", "truncated", "header overwritten", "text file")


@pytest.fixture(scope="module")
def real_database(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("real")
    _real_database(folder)
    return folder / DATABASE_FILE


@pytest.mark.parametrize("how", DAMAGES)
def test_a_damaged_database_is_refused_in_one_sentence_and_left_as_it_is(
        how: str, real_database: Path, tmp_path: Path) -> None:
    database = tmp_path / DATABASE_FILE
    shutil.copy(real_database, database)
    _damage(database, how)
    before = _digest(database)
    with pytest.raises(StoreUnusable):
        SqliteStore(tmp_path)
    for command in (("serve", "--port", "0"), ("export",), ("account", "show", "ama"),
                    ("invite",)):
        line = _one_sentence(_wari(*command, "--data", str(tmp_path)))
        assert str(database) in line, line
    assert _digest(database) == before
    assert not (tmp_path / f"{DATABASE_FILE}-wal").exists()
    assert not (tmp_path / f"{DATABASE_FILE}-shm").exists()


def test_a_damaged_game_is_set_aside_and_the_others_are_served(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            esi, yaw = await player(server, "esi"), await player(server, "yaw")
            broken = await game_between(server, ama, kofi)
            await ama.request("move", game=broken, ply=0, move="F")
            unplayable = await game_between(server, esi, ama)
            await esi.request("move", game=unplayable, ply=0, move="F")
            good = await game_between(server, yaw, kofi)
            await yaw.request("move", game=good, ply=0, move="F")
            for client in (ama, kofi, esi, yaw):
                await client.close()
        db = sqlite3.connect(tmp_path / DATABASE_FILE)
        db.execute("UPDATE events SET data = '{\"v\": 1, \"e\": \"mo' WHERE game = ? AND v = 1",
                   (broken,))
        row = db.execute("SELECT data FROM events WHERE game = ? AND v = 1",
                         (unplayable,)).fetchone()
        event = json.loads(row[0]) | {"move": "a"}  # North's house on South's turn
        db.execute("UPDATE events SET data = ? WHERE game = ? AND v = 1",
                   (json.dumps(event), unplayable))
        db.commit()
        db.close()
        with caplog.at_level(logging.ERROR):
            async with serving(tmp_path) as server:
                assert good in server.games and broken not in server.games
                assert unplayable not in server.games
                assert server.metrics_json()["games_set_aside"] == 2
                kofi = await _signed_in(server, "kofi")
                await kofi.request("move", game=good, ply=1, move="a")
                await kofi.close()
        logged = " ".join(r.getMessage() for r in caplog.records)
        assert broken in logged and unplayable in logged
    run(scenario)


async def _signed_in(server: Server, name: str) -> Client:
    client = Client(url(server))
    await client.start()
    await client.request("signin", name=name, password=PASSWORD)
    return client


def _read_only_prefix(folder: Path) -> tuple[str, ...]:
    """How to run a command that sees ``folder`` read-only: a read-only bind mount in a
    mount namespace of its own as root (root ignores mode bits), else mode 0555."""
    if os.geteuid() != 0:
        os.chmod(folder, 0o555)
        return ()
    if shutil.which("unshare") is None:
        pytest.skip("as root a read-only folder needs a read-only bind mount: no unshare")
    probe = subprocess.run(["unshare", "-m", "sh", "-c", f"mount --bind {folder} {folder} "
                            f"&& mount -o remount,ro,bind {folder} && ! touch {folder}/x"],
                           capture_output=True, text=True, timeout=30)
    if probe.returncode != 0:
        pytest.skip(f"as root a read-only folder needs a read-only bind mount, which this "
                    f"system refuses here: {probe.stderr.strip()[:200]}")
    script = (f'mount --bind "{folder}" "{folder}" && '
              f'mount -o remount,ro,bind "{folder}" && exec "$@"')
    return ("unshare", "-m", "sh", "-c", script, "sh")


def test_export_and_account_show_work_on_a_read_only_folder(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    finished, _ = _real_database(folder)
    assert {p.name for p in folder.iterdir()} - {"wari-server.lock"} == {DATABASE_FILE}
    prefix = _read_only_prefix(folder)
    try:
        exported = _wari("export", "--data", str(folder), prefix=prefix)
        assert exported.returncode == 0, exported.stderr
        assert f'[GameId "{finished}"]' in exported.stdout
        shown = _wari("account", "show", "kofi", "--data", str(folder), prefix=prefix)
        assert shown.returncode == 0 and shown.stdout.startswith("kofi (player)"), shown.stderr
        line = _one_sentence(_wari("serve", "--port", "0", "--data", str(folder),
                                   prefix=prefix))
        assert str(folder) in line
        line = _one_sentence(_wari("invite", "--data", str(folder), prefix=prefix))
        assert "Traceback" not in line
    finally:
        os.chmod(folder, 0o700)
    assert {p.name for p in folder.iterdir()} - {"wari-server.lock"} == {DATABASE_FILE}


# -- fault 13: a store that refuses writes ------------------------------------------------------

async def _refused(client: Any, kind: str, **fields: Any) -> str:
    with pytest.raises(RequestRefused) as refused:
        await client.request(kind, **fields)
    return refused.value.code


def _failing(store: Any, method: str, message: str) -> Any:
    """Make ``store.method`` fail as its database does (SQLite's error; the PostgreSQL
    store's ``StoreFailed``, which it raises for psycopg's); the real one, to put back."""
    real = getattr(store, method)

    def fail(*args: Any, **kwargs: Any) -> Any:
        if isinstance(store, SqliteStore):
            raise sqlite3.OperationalError(message)
        raise StoreFailed(f"the store could not do this: {message}")

    setattr(store, method, fail)
    return real


def test_every_write_the_store_refuses_is_answered_not_stored(store_at: StoreAt) -> None:
    """Sign-up, a guest, a sign-in (its token) and a game's start, each under a store that
    refuses the write: ``not-stored``, and nothing changed (no account, no token, the seek
    or challenge still open); once the store writes again, each works."""
    async def scenario() -> None:
        async with serving(store_at.data, **store_at.options) as server:
            store = server.store.store
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            newcomer = Client(url(server))
            await newcomer.start()
            full = "database or disk is full"
            real = _failing(store, "add_account", full)
            assert await _refused(newcomer, "signup", name="esi", password=PASSWORD) \
                == "not-stored"
            assert await _refused(newcomer, "guest") == "not-stored"
            store.add_account = real
            real = _failing(store, "add_token", "disk I/O error")
            assert await _refused(newcomer, "signup", name="esi", password=PASSWORD) \
                == "not-stored"
            assert await _refused(newcomer, "guest") == "not-stored"
            assert await _refused(newcomer, "signin", name="ama", password=PASSWORD) \
                == "not-stored"
            store.add_token = real
            assert await server.store.run(lambda s: s.account("esi")) is None
            assert (await server.store.run(lambda s: s.counts()))["accounts"] == 2
            real = _failing(store, "add_game", "attempt to write a readonly database")
            seek = await ama.request("seek")
            assert await _refused(kofi, "seek-accept", seek=seek["seek"]["id"]) == "not-stored"
            assert seek["seek"]["id"] in server.lobby.seeks and not server.games
            sent = await ama.request("challenge", to="kofi")
            await until(kofi, lambda f: f["t"] == "challenge")
            challenge = sent["challenge"]["id"]
            assert await _refused(kofi, "challenge-accept", challenge=challenge) == "not-stored"
            assert challenge in server.lobby.challenges and not server.games
            store.add_game = real
            await kofi.request("seek-accept", seek=seek["seek"]["id"])
            await kofi.request("challenge-accept", challenge=challenge)
            assert len(server.games) == 2
            await newcomer.request("signup", name="esi", password=PASSWORD)
            assert server.metrics.internal_errors == 0
            for client in (ama, kofi, newcomer):
                await client.close()
    run(scenario)


def test_a_store_sqlite_makes_read_only_answers_not_stored(tmp_path: Path) -> None:
    """SQLite itself refusing every write (``PRAGMA query_only``): not-stored too."""
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            sqlite = server.store.store._db  # type: ignore[attr-defined]
            sqlite.execute("PRAGMA query_only = 1")  # the store's thread is idle here
            newcomer = Client(url(server))
            await newcomer.start()
            assert await _refused(newcomer, "signup", name="esi", password=PASSWORD) \
                == "not-stored"
            assert await _refused(newcomer, "guest") == "not-stored"
            sqlite.execute("PRAGMA query_only = 0")
            await newcomer.request("guest")
            assert server.metrics.internal_errors == 0
            await newcomer.close()
    run(scenario)


# -- the hostile benchmark's attack classes ----------------------------------------------------

def _attacks() -> Any:
    return benchmark_module("attacks_store")


def test_the_benchmark_attacks_report_what_the_server_did(tmp_path: Path) -> None:
    """Each attack of ``benchmarks/attacks_store.py`` against a server with the default
    limits for about 2 s: every trick refused or cleaned, none reaching the reader."""
    attacks = _attacks().ATTACKS

    async def scenario() -> None:
        async with serving(tmp_path, frame_rate=20.0, frame_burst=40.0) as server:
            for name, attack in attacks.items():
                line = await attack(url(server), 2.0)
                assert "none reached the other player" in line, (name, line)
                assert " refused (bad-field)" in line and " cleaned" in line, line
                assert line.startswith("14 text tricks"), (name, line)
            assert server.metrics.internal_errors == 0
    run(scenario)
