"""The address a host shows people: the one another computer on the local network
reaches (the default route's, not a container bridge's listed first), all of them best
first, and the port only when it is not the default one."""

from __future__ import annotations

from wari_desktop.lan.host import LAN_PORT, address_text
from wari_desktop.lan.interfaces import default_route_address, ranked_addresses, shown_addresses


def test_a_container_bridge_listed_first_is_shown_after_the_network_s_address() -> None:
    found = {"docker0": ["172.17.0.1"], "lo": ["127.0.0.1"], "eth0": ["192.168.1.20"],
             "wlan0": ["10.0.0.7"]}
    assert ranked_addresses(found, route="10.0.0.7") == [
        "10.0.0.7", "192.168.1.20", "172.17.0.1", "127.0.0.1"]
    assert ranked_addresses(found, route=None)[:2] == ["192.168.1.20", "10.0.0.7"]


def test_virtual_and_link_local_addresses_come_last_but_the_loopback() -> None:
    found = {"virbr0": ["192.168.122.1"], "br-1a2b": ["172.18.0.1"],
             "enp3s0": ["169.254.10.1", "192.168.0.9"], "lo": ["127.0.0.1"]}
    assert ranked_addresses(found, route=None) == [
        "192.168.0.9", "192.168.122.1", "172.18.0.1", "169.254.10.1", "127.0.0.1"]


def test_the_addresses_shown_here_start_with_the_default_route_s() -> None:
    shown = shown_addresses("0.0.0.0", {})
    route = default_route_address()
    if route is not None and not route.startswith("127."):
        assert shown[0] == route
    assert shown_addresses("127.0.0.1") == ["127.0.0.1"]
    assert shown_addresses("0.0.0.0", {"WARI_LAN_INTERFACES": "lo"}) == ["127.0.0.1"]


def test_the_port_is_shown_only_when_it_is_not_the_default() -> None:
    assert address_text("192.168.1.20", LAN_PORT) == "192.168.1.20"
    assert address_text("192.168.1.20", 7532) == "192.168.1.20:7532"
    assert address_text("fe80::1", 7532) == "[fe80::1]:7532"
