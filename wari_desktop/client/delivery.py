"""What the client hands out for each frame: the frame as JSON gave it (``next_frame``,
``request``) and its typed form, read once when the frame came (``next_message``,
``ask``); and ``Clocks``, the one message the client makes itself."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ..protocol.messages import Presence, ServerMessage, Side


@dataclass(frozen=True, slots=True)
class Clocks:
    """Made by the client after the events of an ``events`` frame (a catch-up after a
    reconnection or a gap): the game's clocks, the side whose clock runs and who is
    here, as they stand now."""

    TYPE: ClassVar[str] = "clocks"
    game: str
    clocks: tuple[int, int] | None
    running: Side | None
    presence: Presence


#: Everything ``Client.next_message`` hands out.
ClientMessage = ServerMessage | Clocks


@dataclass(frozen=True, slots=True)
class Delivery:
    """One frame: as it came (``frame``) and typed (``message``; None when it was not of
    its type's shape, which was logged)."""

    frame: dict[str, Any]
    message: ClientMessage | None
