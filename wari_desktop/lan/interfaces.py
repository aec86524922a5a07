"""Which network interfaces discovery uses: all of them, or those the setting names.

``WARI_LAN_INTERFACES`` holds interface names (``eth0``, ``wlan0``, ``lo``) or IPv4
addresses, separated by commas; names are mapped to their IPv4 addresses with ``ifaddr``
(which ``zeroconf`` depends on). Unset or empty: every interface. Discovery is IPv4 only.
"""

from __future__ import annotations

import ipaddress
import os
import socket
from collections.abc import Mapping

import ifaddr

ENV_VAR = "WARI_LAN_INTERFACES"


class InterfaceSettingError(ValueError):
    """The setting names an interface or address this computer does not have."""


def ipv4_by_interface() -> dict[str, list[str]]:
    """Each interface's name and its IPv4 addresses (read from the system; nothing is
    sent)."""
    found: dict[str, list[str]] = {}
    for adapter in ifaddr.get_adapters():
        addresses = [str(ip.ip) for ip in adapter.ips if isinstance(ip.ip, str)]
        for name in {adapter.name, adapter.nice_name}:
            found.setdefault(str(name), []).extend(addresses)
    return found


def nearest_first(addresses: list[str]) -> list[str]:
    """``addresses`` (IPv4) with those on one of this computer's networks first, so a
    host announced on several networks is reached on the one shared (order otherwise
    kept; addresses that are not IPv4 are left out)."""
    networks = [ipaddress.ip_network(f"{ip.ip}/{ip.network_prefix}", strict=False)
                for adapter in ifaddr.get_adapters() for ip in adapter.ips
                if isinstance(ip.ip, str)]
    good = []
    for text in addresses:
        try:
            good.append(ipaddress.IPv4Address(text))
        except ValueError:
            continue
    near = [a for a in good if any(a in network for network in networks)]
    return [str(a) for a in near + [a for a in good if a not in near]]


def chosen_interfaces(environ: Mapping[str, str] | None = None) -> list[str] | None:
    """The IPv4 addresses discovery is limited to (None: every interface), from
    ``WARI_LAN_INTERFACES``; InterfaceSettingError for a name or address not found."""
    text = (os.environ if environ is None else environ).get(ENV_VAR, "").strip()
    if not text:
        return None
    known = ipv4_by_interface()
    mine = {address for addresses in known.values() for address in addresses}
    chosen: list[str] = []
    for item in (part.strip() for part in text.split(",")):
        if not item:
            continue
        chosen.extend(a for a in _addresses_of(item, known, mine) if a not in chosen)
    if not chosen:
        raise InterfaceSettingError(f"{ENV_VAR} names no interface")
    return chosen


def _addresses_of(item: str, known: dict[str, list[str]], mine: set[str]) -> list[str]:
    try:
        address = ipaddress.ip_address(item)
    except ValueError:
        if item not in known:
            raise InterfaceSettingError(
                f"{ENV_VAR}: this computer has no network interface {item!r} "
                f"(it has {', '.join(sorted(known))})") from None
        if not known[item]:
            raise InterfaceSettingError(f"{ENV_VAR}: {item!r} has no IPv4 address") from None
        return known[item]
    if address.version != 4:
        raise InterfaceSettingError(f"{ENV_VAR}: {item} is not an IPv4 address (discovery "
                                    "is IPv4 only)")
    if str(address) not in mine:
        raise InterfaceSettingError(f"{ENV_VAR}: {item} is not an address of this computer")
    return [str(address)]


#: Interface names of virtual networks inside this computer (containers, virtual
#: machines, tunnels): their addresses reach no other computer on the local network.
VIRTUAL_PREFIXES = ("docker", "br-", "virbr", "veth", "lxc", "lxd", "cni", "flannel",
                    "podman", "vmnet", "vboxnet", "tun", "tap", "zt", "tailscale", "wg",
                    "vnet", "kube")
#: A documentation address (TEST-NET-1): "connecting" a UDP socket to it sends nothing
#: but tells which address the default route leaves from.
ROUTE_PROBE = "192.0.2.1"


def default_route_address() -> str | None:
    """The IPv4 address this computer's default route leaves from (None: no default
    route). Nothing is sent: a UDP socket is only pointed at a documentation address."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect((ROUTE_PROBE, 9))
            address = str(probe.getsockname()[0])
    except OSError:
        return None
    return None if address in ("0.0.0.0", "") else address


def ranked_addresses(by_interface: Mapping[str, list[str]],
                     route: str | None) -> list[str]:
    """Every IPv4 address of ``by_interface`` (name: addresses), the one most likely to
    be reached from another computer on the local network first: the default route's
    (``route``), then those of other interfaces, then those of virtual networks
    (``VIRTUAL_PREFIXES``) and link-local ones, the loopback last."""
    def rank(name: str, address: str) -> int:
        ip = ipaddress.ip_address(address)
        if ip.is_loopback:
            return 4
        if address == route:
            return 0
        if ip.is_link_local:
            return 3
        return 2 if name.lower().startswith(VIRTUAL_PREFIXES) else 1
    found: dict[str, int] = {}
    for name, addresses in by_interface.items():
        for address in addresses:
            found[address] = min(found.get(address, 9), rank(name, address))
    return sorted(found, key=lambda address: found[address])


def shown_addresses(bound: str, environ: Mapping[str, str] | None = None) -> list[str]:
    """The addresses to show people for a host bound to ``bound``, best first: itself
    when it is one address; else those of the chosen interfaces (``WARI_LAN_INTERFACES``)
    or of every interface, ranked by ``ranked_addresses``, the loopback left out unless
    there is nothing else."""
    if bound not in ("0.0.0.0", ""):
        return [bound]
    known = ipv4_by_interface()
    chosen = chosen_interfaces(environ)
    if chosen is not None:
        known = {name: [a for a in addresses if a in chosen]
                 for name, addresses in known.items()}
    ranked = ranked_addresses(known, default_route_address())
    outside = [a for a in ranked if not ipaddress.ip_address(a).is_loopback]
    return outside or ranked or ["127.0.0.1"]


def shown_address(bound: str, environ: Mapping[str, str] | None = None) -> str:
    """The best of ``shown_addresses``."""
    return shown_addresses(bound, environ)[0]
