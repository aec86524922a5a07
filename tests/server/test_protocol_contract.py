"""The protocol as a bot author relies on it: every event says who moved and who is to move
(a pass under *Libertà al più forte* shows), and where the game stands (status, winner);
the game frame carries the position and its time rules as numbers; ``signed-in`` comes
before the presence it causes and lists the latest ended games; anyone reads a player's
past games and a finished game's record; declines name a fixed key; a frame without a type
is a bad frame; the schema of every frame is served and agrees with the requests' checks;
and the document says what the code does (end reasons, back-off, forward compatibility).

Real server on 127.0.0.1, real WebSockets (tests/server/helpers.py); every frame the server
sends here is also checked against the schema (tests/server/conftest.py)."""

from __future__ import annotations

import asyncio
import json
import re
import tomllib
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import connect

from wari_desktop.client import Client
from wari_desktop.client.client import RequestRefused
from wari_desktop.protocol.declines import DECLINE_REASONS
from wari_desktop.protocol.requests import SCHEMA
from wari_desktop.protocol.schema import schema, schema_text
from wari_desktop.rules import EmptySide, Game, Player, Rules
from wari_desktop.rules.outcome import EndReason
from wari_desktop.server import live_game
from wari_desktop.server.storage import GameRow, SqliteStore

from .conftest import VALIDATOR
from .helpers import answer, game_between, player, raw, run, serving, until, url

ROOT = Path(__file__).resolve().parents[2]
PROTOCOL_MD = (ROOT / "docs" / "protocol.md").read_text(encoding="utf-8")
#: Under Libertà al più forte: after the 15th move North's side is empty, so North passes
#: and South (who played it) moves again.
PASS_MOVES = ["A", "b", "C", "c", "B", "d", "A", "a", "B", "f", "A", "e", "C", "f", "B"]
#: Under Tutti a casa: the 12th move ends the game by the rules.
ENDING_MOVES = ["B", "e", "D", "d", "E", "f", "F", "a", "C", "c", "A", "b"]


async def _play(server: Any, south: Client, north: Client, game_id: str, moves: list[str],
                rules: Rules) -> list[dict[str, Any]]:
    """Play ``moves`` (each by the side the rules say is to move); the move events."""
    game, found = Game(rules=rules), []
    for ply, move in enumerate(moves):
        mover = south if game.to_move is Player.SOUTH else north
        game.play(move)
        frame = await mover.request("move", game=game_id, ply=ply, move=move)
        found.append(frame["event"])
    return found


# -- a pass, the side to move, the position ----------------------------------------------
def test_a_pass_shows_in_the_events_and_the_game_frame_carries_the_position(
        tmp_path: Path) -> None:
    rules = Rules(empty_side=EmptySide.PASS)
    game = Game(rules=rules)
    for move in PASS_MOVES:
        game.play(move)
    assert game.to_move is Player.SOUTH and game.plies[-1].before.to_move is Player.SOUTH

    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            game_id = await game_between(server, ama, kofi, rules={"empty_side": "liberta"})
            moved = await _play(server, ama, kofi, game_id, PASS_MOVES, rules)
            assert all(e["status"] == "started" for e in moved)
            assert [e["to_move"] for e in moved[:-1]] == \
                ["north", "south"] * 7, "each event says who is to move"
            assert moved[-1]["by"] == "south" and moved[-1]["to_move"] == "south"
            async with raw(server) as ws:  # a visitor watching
                frame = await answer(ws, {"t": "watch", "id": 1, "game": game_id})
            snapshot = frame["game"]
            assert snapshot["position"] == {"houses": list(game.position.houses),
                                            "stores": list(game.position.stores)}
            assert snapshot["to_move"] == "south" and snapshot["status"] == "started"
            for client in (ama, kofi):
                await client.close()
    run(scenario)


# -- the status on every update ----------------------------------------------------------
def test_a_move_that_ends_the_game_carries_the_status_and_so_do_end_sync_and_game(
        tmp_path: Path) -> None:
    rules = Rules(empty_side=EmptySide.GAME_ENDS)
    game = Game(rules=rules)
    for move in ENDING_MOVES:
        game.play(move)
    outcome = game.outcome
    assert outcome is not None
    reason = outcome.reason.value
    winner = None if outcome.winner is None else ("south", "north")[outcome.winner]

    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            game_id = await game_between(server, ama, kofi,
                                         rules={"empty_side": "tutti-a-casa"})
            moved = await _play(server, ama, kofi, game_id, ENDING_MOVES, rules)
            assert all(e["status"] == "started" for e in moved[:-1])
            last = moved[-1]
            assert last["status"] == "over" and last["to_move"] is None
            assert last["winner"] == winner and last["reason"] == reason
            end = await until(ama, lambda f: f["t"] == "event" and f["event"]["e"] == "end")
            assert end["event"]["status"] == "over" and end["event"]["to_move"] is None
            caught_up = await ama.request("sync", game=game_id, since=1)
            assert caught_up["t"] == "events" and caught_up["status"] == "over"
            assert caught_up["winner"] == winner and caught_up["to_move"] is None
            whole = (await ama.request("sync", game=game_id))["game"]
            assert whole["status"] == "over" and whole["winner"] == winner
            assert whole["reason"] == reason and whole["to_move"] is None
            for client in (ama, kofi):
                await client.close()
    run(scenario)


# -- clock fields as numbers -------------------------------------------------------------
def test_the_game_frame_gives_its_time_rules_as_numbers(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            opened = await ama.request("seek", side="south", clock="300+3")
            started = await kofi.request("seek-accept", seek=opened["seek"]["id"])
            frame = started["game"]
            assert frame["terms"]["clock"] == "300+3"  # the text form stays
            clock = frame["timing"]
            assert clock["initial"] == 300_000 and clock["increment"] == 3000
            assert clock["first_move"] == 60_000 and 0 < clock["first_move_left"] <= 60_000
            assert clock["lag_quota"] == [2000, 2000]
            for client in (ama, kofi):
                await client.close()
    run(scenario)


# -- signed-in first, with the games that ended meanwhile --------------------------------
async def _frames_after_hello(server: Any, token: str, count: int) -> list[dict[str, Any]]:
    async with connect(url(server)) as ws:
        await ws.send(json.dumps({"t": "hello", "id": 0, "protocol": 1, "token": token}))
        return [json.loads(await asyncio.wait_for(ws.recv(), 10)) for _ in range(count)]


def test_signed_in_comes_before_the_presence_it_causes(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            await game_between(server, ama, kofi)
            token = kofi.token
            assert token is not None
            await kofi.close()
            await until(ama, lambda f: f["t"] == "presence" and not f["north"]["online"])
            frames = await _frames_after_hello(server, token, 3)
            assert [f["t"] for f in frames] == ["welcome", "signed-in", "presence"]
            assert frames[1]["games"] and frames[2]["north"]["online"]
            await ama.close()
    run(scenario)


def test_signed_in_lists_the_latest_ended_games(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            ended = []
            for _ in range(11):
                game_id = await game_between(server, ama, kofi)
                await ama.request("abort", game=game_id)
                ended.append(game_id)
            resigned = await game_between(server, ama, kofi)
            await kofi.request("resign", game=resigned)
            ended.append(resigned)
            assert ama.token is not None
            signed = (await _frames_after_hello(server, ama.token, 2))[1]
            finished = signed["finished"]
            assert [g["id"] for g in finished] == ended[::-1][:10]
            first = finished[0]
            assert first["result"] == "win" and first["reason"] == "resign"
            assert first["side"] == "south" and isinstance(first["ended_at"], int)
            assert finished[1]["result"] == "none" and finished[1]["reason"] == "aborted"
            for client in (ama, kofi):
                await client.close()
    run(scenario)


# -- past games and records for anyone ---------------------------------------------------
def test_anyone_reads_a_players_past_games_page_by_page_and_a_record(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            ended, ogn = [], {}
            for _ in range(3):
                game_id = await game_between(server, ama, kofi)
                await ama.request("move", game=game_id, ply=0, move="F")
                await ama.request("resign", game=game_id)
                end = await until(kofi, lambda f: f["t"] == "event"
                                  and f["event"]["e"] == "end")
                ogn[game_id] = end["event"]["ogn"]
                ended.append(game_id)
            playing = await game_between(server, ama, kofi)
            async with raw(server) as ws:  # a visitor, not signed in
                page = await answer(ws, {"t": "games", "id": 1, "player": "AMA", "limit": 2})
                assert page["t"] == "games" and page["player"] == "ama"
                assert [g["id"] for g in page["games"]] == ended[::-1][:2]
                assert page["games"][0]["result"] == "loss" and page["next"] == ended[1]
                rest = await answer(ws, {"t": "games", "id": 2, "player": "kofi",
                                         "before": page["next"]})
                assert [g["id"] for g in rest["games"]] == [ended[0]]
                assert rest["games"][0]["result"] == "win" and rest["next"] is None
                record = await answer(ws, {"t": "record", "id": 3, "game": ended[0]})
                assert record["t"] == "record" and record["ogn"] == ogn[ended[0]]
                assert record["game"]["winner"] == "north"
                refused = await answer(ws, {"t": "record", "id": 4, "game": playing})
                assert refused["code"] == "not-found" and "in progress" in refused["message"]
                nobody = await answer(ws, {"t": "games", "id": 5, "player": "nobody"})
                assert nobody["code"] == "not-found"
            for client in (ama, kofi):
                await client.close()
    run(scenario)


def test_reads_of_past_games_are_rate_limited_and_kept_nowhere(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            game_id = await game_between(server, ama, kofi)
            await ama.request("abort", game=game_id)
            kept = len(server.recent)
            async with raw(server) as ws:
                codes = []
                for number in range(30):
                    reply = await answer(ws, {"t": "record", "id": number, "game": game_id})
                    codes.append(reply.get("code", reply["t"]))
            assert codes[:10] == ["record"] * 10 and "rate-limited" in codes
            assert len(server.recent) == kept and game_id not in server.games
            for client in (ama, kofi):
                await client.close()
    run(scenario)


def test_the_store_reads_a_players_ended_games_from_an_index(tmp_path: Path) -> None:
    store = SqliteStore(tmp_path)
    try:
        for number, (south, north) in enumerate([("ama", "kofi"), ("kofi", "ama"),
                                                 ("ama", "yaw"), ("kofi", "yaw")]):
            row = GameRow(f"g{number}", south, north, [], {}, 100.0 + number)
            store.add_game(row)
            store.finish_game(row.id, "resign", "south", "ogn", 200.0 + number)
        store.add_game(GameRow("live", "ama", "kofi", [], {}, 300.0))
        store.commit()
        assert [g.id for g in store.games_of("ama", None, 10) or []] == ["g2", "g1", "g0"]
        assert [g.id for g in store.games_of("ama", "g2", 1) or []] == ["g1"]
        assert store.games_of("ama", "nothing", 1) is None
        record = store.record("g0")
        assert record is not None and record.ogn == "ogn" and store.record("live") is None
        plan = " ".join(str(row) for row in store._db.execute(
            "EXPLAIN QUERY PLAN SELECT id FROM games WHERE south = ? AND finished = 1 "
            "AND (finished_at, id) < (?, ?) ORDER BY finished_at DESC, id DESC LIMIT 10",
            ("ama", 1e18, "")))
        assert "games_south_ended" in plan and "(finished_at,id)<" in plan  # a range
        assert "TEMP B-TREE" not in plan  # read in the index's order: no sort of them all
    finally:
        store.close()


# -- declines ----------------------------------------------------------------------------
def test_a_decline_names_a_key_with_free_text_beside(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")

            async def declined(**fields: Any) -> dict[str, Any]:
                sent = await ama.request("challenge", to="kofi")
                challenge = sent["challenge"]["id"]
                await kofi.request("challenge-decline", challenge=challenge, **fields)
                return await until(ama, lambda f: f["t"] == "challenge-gone"
                                   and f["challenge"] == challenge)

            gone = await declined(reason="too-fast", text="10 minutes?\u200b")
            assert gone["decline"] == "too-fast" and gone["text"] == "10 minutes?"
            assert gone["reason"] == "kofi declined: 10 minutes?"
            gone = await declined(reason="no-bots")
            assert gone["decline"] == "no-bots" and gone["text"] == ""
            assert gone["reason"] == f"kofi declined: {DECLINE_REASONS['no-bots']}"
            gone = await declined(reason="busy now")  # the first form: free text
            assert gone["decline"] == "generic" and gone["text"] == "busy now"
            assert gone["reason"] == "kofi declined: busy now"
            sent = await ama.request("challenge", to="kofi")
            with pytest.raises(RequestRefused) as refused:
                await kofi.request("challenge-decline", challenge=sent["challenge"]["id"],
                                   reason="later", text="\x1b[2J")
            assert refused.value.code == "bad-field"
            for client in (ama, kofi):
                await client.close()
    run(scenario)


# -- a frame without a type --------------------------------------------------------------
def test_a_frame_without_a_type_is_a_bad_frame_said_plainly(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server, raw(server) as ws:
            for frame in ({"id": 4}, {"t": 5, "id": 5}, {"t": None, "id": 6}):
                reply = await answer(ws, frame)
                assert reply["code"] == "bad-frame" and '"t"' in reply["message"], reply
                assert "None" not in reply["message"] and reply["id"] == frame["id"]
            reply = await answer(ws, {"t": "dance", "id": 7})
            assert reply["code"] == "unknown-type"
    run(scenario)


# -- the schema --------------------------------------------------------------------------
def test_the_schema_is_served_at_protocol_json(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            reader, writer = await asyncio.open_connection("127.0.0.1", server.port)
            writer.write(b"GET /protocol.json HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                         b"Connection: close\r\n\r\n")
            await writer.drain()
            response = await asyncio.wait_for(reader.read(), 10)
            writer.close()
            head, _, body = response.partition(b"\r\n\r\n")
            assert head.startswith(b"HTTP/1.1 200")
            assert json.loads(body) == json.loads(schema_text())
            assert json.loads(body)["$schema"].endswith("/draft/2020-12/schema")
    run(scenario)


def test_the_schema_ships_in_the_package() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    data = project["tool"]["setuptools"]["package-data"]
    assert "schema.json" in data["wari_desktop.protocol"]
    assert any(d.startswith("jsonschema") for d in project["project"]["optional-dependencies"]
               ["test"])


def test_the_request_schema_agrees_with_the_requests_checks() -> None:
    defs = schema()["$defs"]
    documented = {key.removeprefix("client_") for key in defs
                  if key.startswith("client_") and key != "client_frame"}
    assert documented == set(SCHEMA)
    listed = {d["$ref"].removeprefix("#/$defs/client_") for d in defs["client_frame"]["oneOf"]}
    assert listed == set(SCHEMA)
    for kind, (required, optional) in SCHEMA.items():
        entry = defs[f"client_{kind}"]
        assert set(entry["required"]) == {"t", *required}, kind
        assert set(entry["properties"]) == {"t", "id", *required, *optional}, kind
        assert entry["properties"]["t"] == {"const": kind}
        assert entry["additionalProperties"] is False


def test_every_frame_the_server_sends_is_checked_against_the_schema(
        tmp_path: Path, every_frame_fits_the_schema: list[int]) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            await game_between(server, ama, kofi)
            for client in (ama, kofi):
                await client.close()
    run(scenario)
    assert every_frame_fits_the_schema[0] >= 6
    wrong = {"t": "event", "game": "g1", "event": {"v": 1, "e": "move", "at": 0}}
    assert list(VALIDATOR.iter_errors(wrong))
    assert not list(VALIDATOR.iter_errors({"t": "ok", "id": 3}))


# -- the document ------------------------------------------------------------------------
def _section(title: str) -> str:
    match = re.search(rf"^#+ {re.escape(title)}\n(.*?)(?=^#+ |\Z)", PROTOCOL_MD,
                      re.MULTILINE | re.DOTALL)
    assert match is not None, f"docs/protocol.md has no section {title!r}"
    return match.group(1)


def test_every_end_reason_is_listed_with_its_meaning() -> None:
    source = Path(live_game.__file__).read_text(encoding="utf-8")
    server_reasons = set(re.findall(r'Ending\("([a-z-]+)"', source))
    assert {"resign", "time", "aborted", "abandoned", "called-off", "no-first-move"} <= \
        server_reasons
    reasons = {reason.value for reason in EndReason} | server_reasons
    assert set(schema()["$defs"]["end_reason"]["enum"]) == reasons
    table = dict(re.findall(r"^\| `([a-z-]+)` \| (.+?) \|", _section("End reasons"),
                            re.MULTILINE))
    assert set(table) == reasons
    assert all(len(meaning) > 15 for meaning in table.values())


def test_forward_compatibility_and_back_off_are_written_down() -> None:
    forward = _section("Forward compatibility")
    assert "ignore" in forward and "unknown" in forward and "version" in forward
    back_off = _section("Backing off")
    assert "rate-limited" in back_off and "reconnect" in back_off
    assert re.search(r"\d+ s", back_off)


def test_the_smaller_mismatches_are_gone_from_the_document() -> None:
    assert "does not repeat the `hello`'s id" not in PROTOCOL_MD
    assert "token: a token the server gave" in PROTOCOL_MD  # a malformed token
    assert "since: a whole number from 0 to 20000" in PROTOCOL_MD
    assert '"t": a text' in PROTOCOL_MD or 'names its type in \\"t\\"' in PROTOCOL_MD
    lobby = _section("The lobby")
    assert "not sent again after a move" in lobby
    server_md = (ROOT / "docs" / "server.md").read_text(encoding="utf-8")
    assert re.search(r"^\| `--trust-proxy` \|", server_md, re.MULTILINE)
