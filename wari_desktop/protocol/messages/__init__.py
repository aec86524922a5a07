"""Every frame the server sends, as a typed value: one frozen dataclass a frame type
(``Welcome``, ``SignedIn``, ``GameFrame``, ``EventFrame``...), built by the server and
written with ``to_json()``, read by a client with ``parse_message``.

    message = parse_message(json.loads(text))
    match message:
        case EventFrame(game=game_id, event=MoveEvent(move=move, by=side)): ...
        case ChallengeFrame(challenge=offer): ...

The rules ``parse_message`` keeps (docs/protocol.md, "Forward compatibility"):

- A frame's shape is checked once, here: a field missing or of the wrong type raises
  ``MessageError`` (a ``ValueError``) naming it. It is the protocol's own error, not the
  client library's (``protocol`` knows nothing of the client); ``Client.next_message``
  passes such a frame over with a warning, and ``Client.ask`` raises it as
  ``client.MessageUnreadable`` (a ``ClientError``).
- Fields this version does not know are ignored; a frame of an unknown ``t`` is an
  ``OtherMessage`` and an event of an unknown ``e`` an ``OtherEvent`` (its ``v`` still
  counts), never an error; error codes and end reasons this version does not know are
  kept as texts.
- ``parse_message(m.to_json()) == m`` for every message, and ``to_json`` writes what
  ``schema.json`` (``$defs/server_TYPE``) describes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ..terms import Side
from .account import (
    AccountKind,
    ErrorFrame,
    GameInProgress,
    GamesFrame,
    Ok,
    Pong,
    RecordFrame,
    SignedIn,
    Welcome,
)
from .club import (
    ChatLine,
    LeaderboardEntry,
    LeaderboardFrame,
    LobbyChatFrame,
    PlayerFrame,
    RatingPoint,
    Record,
)
from .fields import Fields, JsonObject, MessageError
from .game import (
    AnswerEndEvent,
    ChatEvent,
    EndEvent,
    Event,
    EventFrame,
    EventsFrame,
    GameFrame,
    GameSnapshot,
    MoveEvent,
    OfferEndEvent,
    OtherEvent,
    PresenceFrame,
    RatingChange,
    Standing,
    event_from_json,
)
from .lobby import (
    ChallengeFrame,
    ChallengeGone,
    ChallengeSent,
    LobbyCounts,
    LobbyFrame,
    LobbyGame,
    SeekOpen,
)
from .parts import (
    FinishedGame,
    Offer,
    Position,
    Presence,
    Rating,
    Seat,
    SidePresence,
    Status,
    Timing,
)
from .tournament import (
    BoardLine,
    LogEntry,
    StandingLine,
    TournamentFrame,
    TournamentInfo,
    TournamentsFrame,
)


@dataclass(frozen=True, slots=True)
class OtherMessage:
    """A frame of a type this version does not know (``kind``: its ``t``); a client
    passes it over."""

    TYPE: ClassVar[str] = ""
    kind: str
    fields: JsonObject

    def to_json(self) -> JsonObject:
        return dict(self.fields)


ServerMessage = (Welcome | SignedIn | Ok | Pong | ErrorFrame | LobbyFrame | SeekOpen
                 | ChallengeSent | ChallengeFrame | ChallengeGone | GameFrame | EventFrame
                 | EventsFrame | PresenceFrame | GamesFrame | RecordFrame | PlayerFrame
                 | LeaderboardFrame | LobbyChatFrame | TournamentsFrame | TournamentFrame
                 | OtherMessage)
#: Every frame type the server sends, by its ``t``.
MESSAGE_TYPES: dict[str, Any] = {kind.TYPE: kind for kind in (
    Welcome, SignedIn, Ok, Pong, ErrorFrame, LobbyFrame, SeekOpen, ChallengeSent,
    ChallengeFrame, ChallengeGone, GameFrame, EventFrame, EventsFrame, PresenceFrame,
    GamesFrame, RecordFrame, PlayerFrame, LeaderboardFrame, LobbyChatFrame, TournamentsFrame,
    TournamentFrame)}


def parse_message(value: object) -> ServerMessage:
    """The typed form of one frame from the server (a JSON object already decoded);
    MessageError when it is not of its type's shape."""
    fields = Fields(value, "")
    kind = fields.text("t")
    reader = MESSAGE_TYPES.get(kind)
    if reader is None:
        return OtherMessage(kind, dict(fields.value))
    fields.where = kind
    message: ServerMessage = reader.read(fields)
    return message


__all__ = [
    "MESSAGE_TYPES",
    "AccountKind",
    "AnswerEndEvent",
    "BoardLine",
    "ChallengeFrame",
    "ChallengeGone",
    "ChallengeSent",
    "ChatEvent",
    "ChatLine",
    "EndEvent",
    "ErrorFrame",
    "Event",
    "EventFrame",
    "EventsFrame",
    "FinishedGame",
    "GameFrame",
    "GameInProgress",
    "GameSnapshot",
    "GamesFrame",
    "JsonObject",
    "LeaderboardEntry",
    "LeaderboardFrame",
    "LobbyChatFrame",
    "LobbyCounts",
    "LobbyFrame",
    "LobbyGame",
    "LogEntry",
    "MessageError",
    "MoveEvent",
    "Offer",
    "OfferEndEvent",
    "Ok",
    "OtherEvent",
    "OtherMessage",
    "PlayerFrame",
    "Pong",
    "Position",
    "Presence",
    "PresenceFrame",
    "Rating",
    "RatingChange",
    "RatingPoint",
    "Record",
    "RecordFrame",
    "Seat",
    "SeekOpen",
    "ServerMessage",
    "Side",
    "SidePresence",
    "SignedIn",
    "Standing",
    "StandingLine",
    "Status",
    "Timing",
    "TournamentFrame",
    "TournamentInfo",
    "TournamentsFrame",
    "Welcome",
    "event_from_json",
    "parse_message",
]
