"""Announcing a hosted game on the local network with DNS-SD (multicast DNS, service
type ``_wari._tcp.local.``) through ``python-zeroconf``, the way other network games
announce theirs.

    announcement = Announcement("Ama", port=host.port, terms=terms)
    announcement.start()              # only now does anything go on the network
    announcement.set_state("full")    # once the game has started
    announcement.stop()               # the game is withdrawn ("goodbye" packets)

The service's name is the host player's name (made unique if another game has it:
"Ama-2"); its TXT entries say the protocol version, the rules, the clock and
whether the game is open or full (``summary.txt_of``), never the join code. Discovery
uses the interfaces of ``WARI_LAN_INTERFACES`` (``interfaces``), IPv4 only.
"""

from __future__ import annotations

import secrets
import socket

from zeroconf import DNSQuestionType, InterfaceChoice, IPVersion, ServiceInfo, Zeroconf

from ..protocol import GameTerms
from .interfaces import chosen_interfaces, ipv4_by_interface
from .summary import SERVICE_TYPE, txt_of

#: The longest service instance name DNS allows, in bytes.
NAME_BYTES = 63
#: Milliseconds to wait for another game's answer to "who has this name?" (a responder
#: answers a record at most once a second, so a game announced just now answers late).
NAME_QUERY_MS = 1500
#: Names tried ("Ama", "Ama-2", ...) before zeroconf's own renaming takes over.
NAMES_TRIED = 9


def instance_name(player: str) -> str:
    """A service instance name from a player's name: printable, no dots, at most
    ``NAME_BYTES`` bytes of UTF-8 (never empty)."""
    text = "".join(c if c.isprintable() and c != "." else " " for c in player)
    text = " ".join(text.split()) or "Wari"
    while len(text.encode("utf-8")) > NAME_BYTES:
        text = text[:-1]
    return text.rstrip() or "Wari"


def zeroconf_for(interfaces: list[str] | None) -> Zeroconf:
    """A Zeroconf on ``interfaces`` (IPv4 addresses; None: every interface), IPv4 only."""
    choice: list[str] | InterfaceChoice = InterfaceChoice.All if interfaces is None \
        else list(interfaces)
    return Zeroconf(interfaces=choice, ip_version=IPVersion.V4Only)


class Announcement:
    """One hosted game announced on the network, from ``start`` to ``stop``."""

    def __init__(self, player: str, port: int, terms: GameTerms,
                 interfaces: list[str] | None = None, addresses: list[str] | None = None,
                 ) -> None:
        """``interfaces``: the IPv4 addresses to announce on (None: the setting's);
        ``addresses``: the addresses announced for the game (None: those interfaces'
        own, or every IPv4 address that is not a loopback one)."""
        self.player = player
        self.port = port
        self.terms = terms
        self.interfaces = interfaces
        self.addresses = addresses
        self.state = "open"
        self._zeroconf: Zeroconf | None = None
        self._info: ServiceInfo | None = None

    @property
    def name(self) -> str | None:
        """The service name registered (None while not announced)."""
        return self._info.name if self._info is not None else None

    def start(self) -> None:
        """Announce the game (blocks a few seconds while zeroconf checks the name is
        free); InterfaceSettingError for a wrong ``WARI_LAN_INTERFACES``."""
        if self._zeroconf is not None:
            return
        interfaces = self.interfaces if self.interfaces is not None else \
            chosen_interfaces()
        addresses = self.addresses or _own_addresses(interfaces)
        zeroconf = zeroconf_for(interfaces)
        try:
            name = free_name(zeroconf, instance_name(self.player))
        except BaseException:
            zeroconf.close()
            raise
        info = ServiceInfo(
            SERVICE_TYPE, f"{name}.{SERVICE_TYPE}",
            addresses=[socket.inet_aton(a) for a in addresses], port=self.port,
            properties=txt_of(self.terms, self.state),
            server=f"wari-{secrets.token_hex(4)}.local.")
        try:
            zeroconf.register_service(info, allow_name_change=True)
        except BaseException:
            zeroconf.close()
            raise
        self._zeroconf, self._info = zeroconf, info

    def set_state(self, state: str) -> None:
        """The game is now ``open`` or ``full``: the announcement says so."""
        txt = txt_of(self.terms, state)
        self.state = state
        if self._zeroconf is not None and self._info is not None:
            self._info = ServiceInfo(
                SERVICE_TYPE, self._info.name, addresses=self._info.addresses,
                port=self.port, properties=txt, server=self._info.server)
            self._zeroconf.update_service(self._info)

    def stop(self) -> None:
        """Withdraw the game and stop using the network."""
        zeroconf, info = self._zeroconf, self._info
        self._zeroconf = self._info = None
        if zeroconf is None:
            return
        try:
            if info is not None:
                zeroconf.unregister_service(info)
        finally:
            zeroconf.close()


def free_name(zeroconf: Zeroconf, wished: str) -> str:
    """``wished``, or ``wished-2``, ``wished-3``... : the first instance name no game on the
    network answers to. Asked with multicast ("QM") questions, whose answers every
    listener hears: zeroconf's own probes ask for unicast answers, which on one computer
    with several programs on port 5353 reach only one of them, so two games hosted on one
    computer could both keep the same name. Zeroconf still probes the name chosen."""
    for number in range(1, NAMES_TRIED + 1):
        name = wished if number == 1 else f"{_room_for(wished, number)}-{number}"
        if zeroconf.get_service_info(SERVICE_TYPE, f"{name}.{SERVICE_TYPE}",
                                     timeout=NAME_QUERY_MS,
                                     question_type=DNSQuestionType.QM) is None:
            return name
    return wished


def _room_for(name: str, number: int) -> str:
    """``name`` shortened so that ``name-number`` fits in ``NAME_BYTES``."""
    suffix = len(f"-{number}")
    while len(name.encode("utf-8")) + suffix > NAME_BYTES:
        name = name[:-1]
    return name


def _own_addresses(interfaces: list[str] | None) -> list[str]:
    if interfaces is not None:
        return list(interfaces)
    found = [a for addresses in ipv4_by_interface().values() for a in addresses
             if not a.startswith("127.")]
    return sorted(set(found)) or ["127.0.0.1"]
