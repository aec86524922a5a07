"""What an announcement says of a hosted game (DNS-SD TXT entries, all short text), and
how a browser reads it back without trusting it: the join code is never in it.

    proto=1  app=0.1.0  clock=300+3 (or none)  side=south|north|random (the host's)
    rules=captures-nothing,repeat,must-feed (grand slam, repetition, empty side)
    state=open|full
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import __version__
from ..protocol import PROTOCOL_VERSION, GameTerms

#: The DNS-SD service type of hosted games.
SERVICE_TYPE = "_wari._tcp.local."
STATES = ("open", "full")
#: The longest value read back from a TXT entry (longer ones are cut).
LONGEST_VALUE = 60


def txt_of(terms: GameTerms, state: str) -> dict[str, str]:
    """The TXT entries announcing a game on ``terms`` that is ``state``."""
    if state not in STATES:
        raise ValueError(f"state is one of {', '.join(STATES)}")
    rules = terms.rules
    return {"proto": str(PROTOCOL_VERSION), "app": __version__,
            "clock": terms.control.format() if terms.control else "none",
            "side": terms.side.value,
            "rules": ",".join((rules.grand_slam.value,
                               "repeat" if rules.end_on_repetition else "no-repeat",
                               rules.empty_side.value)),
            "state": state}


@dataclass(frozen=True, slots=True)
class AnnouncedGame:
    """A game found on the network: its service ``name``, the ``host`` name shown (the
    host player's), where to connect (``address``, the best of ``addresses``), and what
    its announcement says. Texts come from the network: shown as text, never trusted
    further."""

    name: str
    host: str
    addresses: tuple[str, ...]
    port: int
    protocol: int | None
    clock: str
    rules: str
    side: str
    state: str

    @property
    def address(self) -> str:
        return self.addresses[0]

    @property
    def playable(self) -> bool:
        """Speaks this program's protocol and waits for a player."""
        return self.protocol == PROTOCOL_VERSION and self.state == "open"


def _text(value: bytes | None) -> str:
    if value is None:
        return ""
    text = value.decode("utf-8", errors="replace")[:LONGEST_VALUE]
    return "".join(c if c.isprintable() else "?" for c in text)


def read_game(name: str, addresses: list[str], port: int,
              properties: dict[bytes, bytes | None]) -> AnnouncedGame | None:
    """The game announced as ``name`` at ``addresses`` (the best first) and ``port`` with
    those TXT entries; None when it cannot be one (no address, a port out of range)."""
    if not 0 < port < 65536 or not addresses:
        return None
    entries = {_text(key): _text(value) for key, value in properties.items()}
    try:
        protocol: int | None = int(entries.get("proto", ""))
    except ValueError:
        protocol = None
    host = name.removesuffix("." + SERVICE_TYPE)
    return AnnouncedGame(name, _text(host.encode()), tuple(addresses[:8]), port, protocol,
                         entries.get("clock", ""), entries.get("rules", ""),
                         entries.get("side", ""), entries.get("state", ""))
