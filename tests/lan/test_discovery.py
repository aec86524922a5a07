"""Announcing and finding hosted games with DNS-SD, on the loopback interface only:
every Zeroconf here is on 127.0.0.1 (the package's conftest sets ``WARI_LAN_INTERFACES``),
and the tests check that the sockets sending multicast are bound to it. Waits are
bounded (``FOUND_SECONDS``). The tests that send multicast run in a network namespace of
their own (``own_network``: only the loopback, with the multicast range routed to it), so
they never depend on the routes of the machine they run on."""

from __future__ import annotations

import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from typing import Any

import pytest
from zeroconf import ServiceStateChange

from wari_desktop.lan import (
    SERVICE_TYPE,
    AnnouncedGame,
    Announcement,
    GameBrowser,
    InterfaceSettingError,
    chosen_interfaces,
)
from wari_desktop.lan import browse as browse_module
from wari_desktop.lan.announce import instance_name
from wari_desktop.lan.interfaces import ipv4_by_interface, nearest_first, shown_address
from wari_desktop.lan.summary import read_game, txt_of
from wari_desktop.protocol import GameTerms, Side
from wari_desktop.rules import GrandSlam, Rules
from wari_desktop.rules.clock import TimeControl

FOUND_SECONDS = 15.0
TERMS = GameTerms(TimeControl.parse("600+5"), False, Rules(grand_slam=GrandSlam.FORBIDDEN),
                  Side.NORTH)


class Seen:
    """What a browser reported, waited for with a bound."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.found: list[AnnouncedGame] = []
        self.lost: list[str] = []
        self._changed = threading.Condition()

    def on_found(self, game: AnnouncedGame) -> None:
        if game.port == self.port:  # other games on the loopback are not this test's
            with self._changed:
                self.found.append(game)
                self._changed.notify_all()

    def on_lost(self, name: str) -> None:
        with self._changed:
            self.lost.append(name)
            self._changed.notify_all()

    def wait(self, test: object) -> None:
        with self._changed:
            assert self._changed.wait_for(test, FOUND_SECONDS), (self.found, self.lost)  # type: ignore[arg-type]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def senders_of(zeroconf: object) -> list[str]:
    """The interface each of a Zeroconf's multicast-sending sockets sends on (read from
    the sockets: zeroconf's ``engine.senders``)."""
    return [socket.inet_ntoa(t.sock.getsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF, 4))
            for t in zeroconf.engine.senders]  # type: ignore[attr-defined]


@pytest.fixture
def browser_and_seen() -> Iterator[tuple[GameBrowser, Seen, int]]:
    port = free_port()
    seen = Seen(port)
    browser = GameBrowser(on_found=seen.on_found, on_lost=seen.on_lost)
    browser.start()
    try:
        yield browser, seen, port
    finally:
        browser.stop()


@pytest.mark.own_network
def test_a_game_announced_on_the_loopback_is_found_there(
        browser_and_seen: tuple[GameBrowser, Seen, int]) -> None:
    browser, seen, port = browser_and_seen
    announcement = Announcement("Ama Mensah", port=port, terms=TERMS,
                                addresses=["127.0.0.1"])
    announcement.start()
    try:
        for zeroconf in (announcement._zeroconf, browser._zeroconf):
            assert senders_of(zeroconf) == ["127.0.0.1"]
        seen.wait(lambda: seen.found)
        game = seen.found[0]
        assert game.name == announcement.name
        assert game.name.startswith("Ama Mensah") and game.name.endswith(SERVICE_TYPE)
        assert (game.address, game.port, game.clock, game.side, game.state) == \
            ("127.0.0.1", port, "600+5", "north", "open")
        assert game.rules == "forbidden,repeat,must-feed" and game.playable
        assert browser.games()[game.name] == game
        announcement.set_state("full")
        seen.wait(lambda: seen.found[-1].state == "full")
        assert not seen.found[-1].playable
    finally:
        announcement.stop()
    seen.wait(lambda: announcement_name_lost(seen, game.name))
    assert game.name not in browser.games()


def announcement_name_lost(seen: Seen, name: str) -> bool:
    return name in seen.lost


def test_the_join_code_is_never_announced() -> None:
    txt = txt_of(TERMS, "open")
    assert set(txt) == {"proto", "app", "clock", "side", "rules", "state"}
    with pytest.raises(ValueError):
        txt_of(TERMS, "maybe")


@pytest.mark.own_network
def test_the_setting_limits_discovery_to_named_interfaces(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WARI_LAN_INTERFACES", "lo")
    assert chosen_interfaces() == ["127.0.0.1"]
    assert chosen_interfaces({"WARI_LAN_INTERFACES": " 127.0.0.1 , lo "}) == ["127.0.0.1"]
    assert chosen_interfaces({"WARI_LAN_INTERFACES": ""}) is None
    assert chosen_interfaces({}) is None
    for wrong, said in (("nosuch0", "no network interface 'nosuch0'"),
                        ("203.0.113.7", "not an address of this computer"),
                        ("::1", "IPv4"), (",", "names no interface")):
        with pytest.raises(InterfaceSettingError, match=said):
            chosen_interfaces({"WARI_LAN_INTERFACES": wrong})
    port = free_port()
    seen = Seen(port)
    browser = GameBrowser(on_found=seen.on_found)  # interfaces from the setting: lo
    announcement = Announcement("Kofi", port=port, terms=GameTerms())
    browser.start()
    try:
        announcement.start()
        assert senders_of(browser._zeroconf) == senders_of(announcement._zeroconf) \
            == ["127.0.0.1"]
        seen.wait(lambda: seen.found)
        assert seen.found[0].address == "127.0.0.1"
    finally:
        announcement.stop()
        browser.stop()


def test_the_address_shown_to_people() -> None:
    assert shown_address("127.0.0.1") == "127.0.0.1"
    assert shown_address("0.0.0.0", {"WARI_LAN_INTERFACES": "lo"}) == "127.0.0.1"
    everywhere = [a for addresses in ipv4_by_interface().values() for a in addresses]
    outside = [a for a in everywhere if not a.startswith("127.")]
    assert shown_address("0.0.0.0", {}) in (outside or ["127.0.0.1"])


def test_a_wrong_setting_starts_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WARI_LAN_INTERFACES", "nosuch0")
    browser = GameBrowser()
    with pytest.raises(InterfaceSettingError):
        browser.start()
    with pytest.raises(InterfaceSettingError):
        Announcement("Ama", port=7531, terms=GameTerms()).start()
    assert browser._zeroconf is None


def test_discovery_never_starts_at_import() -> None:
    code = ("import threading, wari_desktop.lan, wari_desktop.lan.browse, "
            "wari_desktop.lan.announce; print(threading.active_count())")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            timeout=60, check=True)
    assert result.stdout.strip() == "1"


def test_what_the_network_says_is_read_without_trust() -> None:
    name = f"Ama.{SERVICE_TYPE}"
    game = read_game(name, ["127.0.0.1"], 7531, {
        b"proto": b"one", b"clock": b"\x1b[31m" + b"9" * 500, b"state": b"open",
        b"side": b"\xff\xfe", b"rules": None})
    assert game is not None
    assert game.protocol is None and not game.playable
    assert len(game.clock) <= 60 and "\x1b" not in game.clock
    assert game.side == "\ufffd\ufffd" and game.rules == "" and game.host == "Ama"
    assert read_game(name, ["127.0.0.1"], 0, {}) is None
    assert read_game(name, ["127.0.0.1"], 70000, {}) is None
    assert read_game(name, [], 7531, {}) is None
    newer = read_game(name, ["127.0.0.1"], 7531, {b"proto": b"2", b"state": b"open"})
    assert newer is not None and newer.protocol == 2 and not newer.playable


def test_an_address_on_a_network_of_ours_comes_first() -> None:
    """203.0.113.9 (a documentation address) is on none of this computer's networks;
    127.0.0.5 is on the loopback's. Nothing is sent: the networks are read."""
    assert nearest_first(["203.0.113.9", "127.0.0.5", "nonsense", "::1"]) == \
        ["127.0.0.5", "203.0.113.9"]
    game = read_game(f"Ama.{SERVICE_TYPE}", ["127.0.0.5", "203.0.113.9"], 7531, {})
    assert game is not None and game.address == "127.0.0.5"


def test_a_service_name_from_any_player_name() -> None:
    assert instance_name("Ama Mensah") == "Ama Mensah"
    assert instance_name("a.b\x00c\n") == "a b c"
    assert instance_name("   ") == "Wari"
    long = instance_name("é" * 100)
    assert len(long.encode("utf-8")) <= 63 and long == "é" * 31


class FakeInfo:
    """What zeroconf resolves for a service, made up (no network)."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.properties = {b"proto": b"1", b"state": b"open"}

    def parsed_addresses(self, version: object) -> list[str]:
        return ["127.0.0.1"]


class FakeZeroconf:
    def get_service_info(self, service_type: str, name: str, timeout: int) -> FakeInfo:
        return FakeInfo(int(name.split(".")[0]))


def test_a_flood_of_announcements_lists_at_most_so_many(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(browse_module, "MOST_GAMES", 5)
    seen: list[AnnouncedGame] = []
    lost: list[str] = []
    browser = GameBrowser(on_found=seen.append, on_lost=lost.append)  # never started
    zeroconf: Any = FakeZeroconf()
    for port in range(1000, 1010):
        browser._changed(zeroconf, SERVICE_TYPE, f"{port}.{SERVICE_TYPE}",
                         ServiceStateChange.Added)
    assert sorted(g.port for g in browser.games().values()) == list(range(1000, 1005))
    browser._changed(zeroconf, SERVICE_TYPE, f"1000.{SERVICE_TYPE}",
                     ServiceStateChange.Removed)
    browser._changed(zeroconf, SERVICE_TYPE, f"1009.{SERVICE_TYPE}",
                     ServiceStateChange.Added)
    assert lost == [f"1000.{SERVICE_TYPE}"] and len(browser.games()) == 5
    assert f"1009.{SERVICE_TYPE}" in browser.games() and len(seen) == 6


@pytest.mark.own_network
def test_two_hosts_of_one_name_are_both_announced() -> None:
    first, second = free_port(), free_port()
    while second == first:
        second = free_port()
    ports = {first, second}
    found: dict[int, AnnouncedGame] = {}
    both = threading.Event()

    def on_found(game: AnnouncedGame) -> None:
        if game.port in ports:
            found[game.port] = game
            if len(found) == 2:
                both.set()
    browser = GameBrowser(on_found=on_found)
    ama = [Announcement("Ama", port=port, terms=GameTerms(), addresses=["127.0.0.1"])
           for port in (first, second)]
    browser.start()
    try:
        for announcement in ama:
            announcement.start()
        assert both.wait(FOUND_SECONDS), found
        assert ama[0].name != ama[1].name
        assert {found[first].name, found[second].name} == {ama[0].name, ama[1].name}
    finally:
        for announcement in ama:
            announcement.stop()
        browser.stop()
