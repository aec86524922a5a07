"""The typed messages (``wari_desktop.protocol.messages``) and the schema are one
description: every message type, written with ``to_json``, fits ``schema.json``'s
``server_frame`` and reads back equal with ``parse_message``; a frame missing a field or
with one of the wrong type is a ``MessageError`` naming the field; what a newer server may
add (fields, frame types, event kinds, error codes) reads without error; and the server,
building its frames with them, still answers a request without ``id`` with ``id`` null."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from wari_desktop.protocol import ErrorCode, GameTerms, Side
from wari_desktop.protocol.messages import (
    MESSAGE_TYPES,
    AccountKind,
    AnswerEndEvent,
    BoardLine,
    ChallengeFrame,
    ChallengeGone,
    ChallengeSent,
    ChatEvent,
    ChatLine,
    EndEvent,
    ErrorFrame,
    EventFrame,
    EventsFrame,
    FinishedGame,
    GameFrame,
    GameInProgress,
    GamesFrame,
    GameSnapshot,
    LeaderboardEntry,
    LeaderboardFrame,
    LobbyChatFrame,
    LobbyCounts,
    LobbyFrame,
    LobbyGame,
    LogEntry,
    MessageError,
    MoveEvent,
    Offer,
    OfferEndEvent,
    Ok,
    OtherEvent,
    OtherMessage,
    PlayerFrame,
    Pong,
    Position,
    Presence,
    PresenceFrame,
    Rating,
    RatingChange,
    RatingPoint,
    Record,
    RecordFrame,
    Seat,
    SeekOpen,
    ServerMessage,
    SidePresence,
    SignedIn,
    StandingLine,
    Status,
    Timing,
    TournamentFrame,
    TournamentInfo,
    TournamentsFrame,
    Welcome,
    parse_message,
)
from wari_desktop.protocol.terms import TournamentTag
from wari_desktop.rules import EmptySide, Player, Rules
from wari_desktop.rules.clock import TimeControl

from .conftest import VALIDATOR
from .helpers import answer, game_between, player, raw, run, serving

AMA = Seat("ama", 1500, provisional=True)
KOFI = Seat("kofi", None, provisional=True, guest=True)
BOT = Seat("deep-wari", 1712, provisional=False, bot=True)
TERMS = GameTerms(TimeControl(300, 3), True, Rules(), Side.RANDOM)
ODD_TERMS = GameTerms(None, False, Rules(empty_side=EmptySide.GAME_ENDS), Side.NORTH)
OFFER = Offer("Ab12", AMA, TERMS)
CHALLENGE = Offer("Cd34", BOT, ODD_TERMS, to="ama")
FINISHED = FinishedGame("dAfNuagCG1", "ama", "kofi", "300+3", False, "resign", Side.SOUTH,
                        "win", 1795840058133, 1795840058138, Side.SOUTH)
FINISHED_NO_SIDE = FinishedGame("g2", "ama", "kofi", None, True, "agreement", None, "draw",
                                10, None)
PRESENCE = Presence(SidePresence(True), SidePresence(False, 12.5))
POSITION = Position((4,) * 12, (0, 0))
TIMING = Timing(300_000, 3_000, 60_000, 59_000, (2_000, 2_000))
MOVE = MoveEvent(v=1, at=1795840058133, ply=0, move="F", by=Side.SOUTH, captured=0,
                 clocks=(300_000, 300_000), running=None, status=Status.STARTED,
                 to_move=Side.NORTH)
LAST_MOVE = MoveEvent(v=40, at=5, ply=39, move="a", by=Side.NORTH, captured=3, clocks=None,
                      running=None, status=Status.OVER, to_move=None, reason="majority",
                      winner=None)
OLD_MOVE = MoveEvent(v=2, at=5, ply=1, move="a", by=Side.NORTH, captured=0, clocks=None,
                     running=None, status=None)
OFFER_END = OfferEndEvent(v=2, at=7, by=Side.NORTH, status=Status.STARTED,
                          to_move=Side.SOUTH)
ANSWER_END = AnswerEndEvent(v=3, at=8, by=Side.SOUTH, accept=False, status=Status.STARTED,
                            to_move=Side.SOUTH)
CHAT = ChatEvent(v=4, at=9, by=Side.SOUTH, text="good game", status=Status.STARTED,
                 to_move=Side.SOUTH)
END = EndEvent(v=5, at=10, reason="resign", winner=Side.NORTH, counted=True, totals=(20, 28),
               clocks=(1000, 2000),
               ratings=(RatingChange(1500, 1480, True), RatingChange(1500, 1520, True)),
               ogn="[Result \"0-1\"]", status=Status.OVER, to_move=None)
ABORTED = EndEvent(v=1, at=10, reason="aborted", winner=None, counted=False, totals=(0, 0),
                   clocks=None, ratings=None, ogn="", status=Status.OVER, to_move=None)
SNAPSHOT = GameSnapshot(id="g1", south=AMA, north=BOT, terms=TERMS, version=5,
                        moves=("F", "a"), events=(MOVE, OFFER_END, ANSWER_END, CHAT, END),
                        clocks=(1000, 2000), running=None, end_offer=None, presence=PRESENCE,
                        over=True, position=POSITION, timing=TIMING, status=Status.OVER,
                        to_move=None, reason="resign", winner=Side.NORTH)
FRESH = GameSnapshot(id="g2", south=KOFI, north=AMA, terms=ODD_TERMS, version=0, moves=(),
                     events=(), clocks=None, running=Side.SOUTH, end_offer=Side.NORTH,
                     presence=PRESENCE, over=False, position=POSITION,
                     timing=Timing(None, None, 60_000, None, (0, 0)),
                     status=Status.STARTED, to_move=Side.SOUTH)

INFO = TournamentInfo("t1", "Club night", "swiss", "running", "ama", "300+3", True,
                      1_795_840_058_000, 5, 2, 9, 16, True, False, False)
TAG = TournamentTag("t1", "Club night", 2, 1, 30)

#: At least one of every message type, with its optional parts both ways.
EXAMPLES: list[ServerMessage] = [
    Welcome(0, 1, "wari-server", False, True),
    Welcome(None, 1, "wari-server", True, True, join_code=True),
    SignedIn(1, "ama", AccountKind.PLAYER, (GameInProgress("g1", 3, Side.NORTH),),
             Rating(1500, 350, True, 0), (FINISHED, FINISHED_NO_SIDE), token="x" * 43),
    SignedIn(None, "Guest-318320", AccountKind.GUEST, (), None),
    Ok(5), Ok(None), Ok(7, resent=True, game="g1", ply=4),
    Pong(2, 1795840058.25),
    ErrorFrame(ErrorCode.NOT_FOUND, "that seek is no longer open", 3),
    ErrorFrame(ErrorCode.BAD_FRAME, "not JSON"),
    LobbyFrame((OFFER,), (AMA, KOFI, BOT), (LobbyGame("g1", AMA, BOT, TERMS, 12),),
               LobbyCounts(1, 3, 1)),
    LobbyFrame((), (), (), LobbyCounts(0, 0, 0), id=4),
    LobbyFrame((), (), (), LobbyCounts(0, 0, 0), answers=True),
    SeekOpen(2, OFFER), ChallengeSent(None, CHALLENGE), ChallengeFrame(CHALLENGE),
    ChallengeGone("Cd34", "ama declined: later", decline="later", text="not now"),
    ChallengeGone("Cd34", "kofi left"),
    GameFrame(SNAPSHOT, 3), GameFrame(FRESH), GameFrame(FRESH, None, answers=True),
    EventFrame("g1", MOVE, 9), EventFrame("g1", LAST_MOVE), EventFrame("g1", OLD_MOVE),
    EventFrame("g1", OFFER_END), EventFrame("g1", ANSWER_END), EventFrame("g1", CHAT),
    EventFrame("g1", END), EventFrame("g1", ABORTED),
    EventsFrame(id=6, game="g1", events=(MOVE, CHAT), clocks=None, running=Side.NORTH,
                presence=PRESENCE, version=4, position=POSITION, status=Status.STARTED,
                to_move=Side.NORTH),
    EventsFrame(id=None, game="g1", events=(), clocks=(1, 2), running=None,
                presence=PRESENCE, version=5, position=POSITION, status=Status.OVER,
                to_move=None, reason="time", winner=Side.SOUTH),
    PresenceFrame("g1", PRESENCE),
    GamesFrame(8, "ama", (FINISHED, FINISHED_NO_SIDE), "g2"),
    GamesFrame(None, "ama", (), None),
    RecordFrame(9, FINISHED_NO_SIDE, "[Result \"1/2-1/2\"]"),
    LobbyFrame((), (Seat("ama", 1662, True, playing=True), KOFI), (), LobbyCounts(0, 2, 0)),
    PlayerFrame(10, "ama", "player", Rating(1662, 180, True, 2), True, False,
                (RatingPoint(1_795_840_058_000, "g1", 1662, 180), RatingPoint(1, "g0", 1500)),
                Record(2, 0, 1), (FINISHED,), (INFO,)),
    PlayerFrame(None, "Guest-318320", "guest", None, False, False, (), Record(0, 0, 0), ()),
    LeaderboardFrame(11, 10, (LeaderboardEntry(1, "abena", 1711, 60, 31),)),
    LeaderboardFrame(None, 10, ()),
    LobbyChatFrame((ChatLine("ama", "hello club", 1_795_840_058_000),)),
    LobbyChatFrame(()),
    TournamentsFrame(12, (INFO, replace(INFO, stage="upcoming", rounds=None, ends_at=2_000,
                                        max_players=None, closed=True))),
    TournamentsFrame(None, ()),
    TournamentFrame(13, INFO, (
        StandingLine(1, 2, "ama", 1662, 2.5, (("buchholz-cut-1", 3.5),), 61, False, False),
        StandingLine(0, 0, "late", 1500, 0.0, (), 0, True, True)),
        (BoardLine(1, 1, "ama", "kofi", "g1", "1/2-1/2"), BoardLine(1, 2, "esi", None, None,
                                                                    "bye"),
         BoardLine(2, 1, "kofi", "ama", None, None)),
        (LogEntry(1_795_840_058_000, "ama", "result corrected", "round 1 board 1: 1/2-1/2",
                  "a misclick"),)),
    GameFrame(replace(FRESH, terms=replace(TERMS, tournament=TAG))),
]


def test_every_type_has_an_example() -> None:
    assert {type(message).TYPE for message in EXAMPLES} == set(MESSAGE_TYPES)


@pytest.mark.parametrize("message", EXAMPLES, ids=lambda m: type(m).__name__)
def test_each_message_fits_the_schema_and_reads_back_equal(message: ServerMessage) -> None:
    frame = json.loads(json.dumps(message.to_json()))
    errors = [error.message for error in VALIDATOR.iter_errors(frame)]
    if message != EventFrame("g1", OLD_MOVE):  # an older server's event: no status
        assert errors == []
    assert parse_message(frame) == message


def test_events_of_an_older_server_without_status_read_without_it() -> None:
    frame = EventFrame("g1", OLD_MOVE).to_json()
    assert "status" not in frame["event"] and "to_move" not in frame["event"]
    assert parse_message(frame) == EventFrame("g1", OLD_MOVE)


@pytest.mark.parametrize(("path", "change", "where"), [
    (("game",), None, "event.game"),
    (("event", "move"), 3, "event.event.move"),
    (("event", "by"), "random", "event.event.by"),
    (("event", "clocks"), [1], "event.event.clocks"),
    (("event", "captured"), True, "event.event.captured"),
])
def test_a_missing_or_wrong_field_is_a_message_error_naming_it(
        path: tuple[str, ...], change: Any, where: str) -> None:
    frame = EventFrame("g1", MOVE).to_json()
    holder = frame
    for key in path[:-1]:
        holder = holder[key]
    if change is None:
        del holder[path[-1]]
    else:
        holder[path[-1]] = change
    with pytest.raises(MessageError) as error:
        parse_message(frame)
    assert error.value.where == where


def test_not_an_object_or_no_type_is_a_message_error() -> None:
    for value in ([], "welcome", {"id": 1}, {"t": 7}):
        with pytest.raises(MessageError):
            parse_message(value)


def test_what_a_newer_server_may_add_reads() -> None:
    frame = GameFrame(SNAPSHOT).to_json()
    frame["colour"] = "blue"
    frame["game"]["south"]["title"] = "GM"
    frame["game"]["events"].append({"v": 6, "e": "takeback", "at": 3})
    message = parse_message(frame)
    assert isinstance(message, GameFrame)
    assert message.game.south == AMA
    assert message.game.events[-1] == OtherEvent(6, "takeback", {"v": 6, "e": "takeback",
                                                                 "at": 3})
    assert parse_message({"t": "simul", "id": 1}) == OtherMessage(
        "simul", {"t": "simul", "id": 1})
    error = parse_message({"t": "error", "code": "too-sunny", "message": "later"})
    assert error == ErrorFrame("too-sunny", "later")


def test_sides_are_the_protocols_side() -> None:
    assert Side.of(Player.NORTH) is Side.NORTH and Side.SOUTH.player is Player.SOUTH
    assert SNAPSHOT.side_of("deep-wari") is Side.NORTH and SNAPSHOT.side_of("kofi") is None
    assert PRESENCE.of(Side.NORTH).claim_in == 12.5
    with pytest.raises(ValueError):
        _ = Side.RANDOM.player


def test_answers_to_requests_without_an_id_say_id_null(tmp_path: Path) -> None:
    """As docs/protocol.md says: a request without ``id`` is answered with ``"id": null``
    (the lobby and the game frames too, which the server also sends unasked, without
    ``id``)."""
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            game_id = await game_between(server, ama, kofi)
            async with raw(server) as ws:
                lobby = await answer(ws, {"t": "lobby", "watch": True})
                assert lobby["t"] == "lobby" and "id" in lobby and lobby["id"] is None
                watched = await answer(ws, {"t": "watch", "game": game_id})
                assert watched["t"] == "game" and "id" in watched and watched["id"] is None
                for frame in (lobby, watched):
                    message = parse_message(frame)
                    assert isinstance(message, LobbyFrame | GameFrame) and message.answers
            for client in (ama, kofi):
                await client.close()
    run(scenario)
