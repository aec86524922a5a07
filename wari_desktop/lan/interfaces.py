"""Which network interfaces discovery uses: all of them, or those the setting names.

``WARI_LAN_INTERFACES`` holds interface names (``eth0``, ``wlan0``, ``lo``) or IPv4
addresses, separated by commas; names are mapped to their IPv4 addresses with ``ifaddr``
(which ``zeroconf`` depends on). Unset or empty: every interface. Discovery is IPv4 only.
"""

from __future__ import annotations

import ipaddress
import os
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


def shown_address(bound: str, environ: Mapping[str, str] | None = None) -> str:
    """The address to show people for a host bound to ``bound``: itself when it is one
    address, else the first IPv4 address of the chosen (or any) interface that is not a
    loopback one (the loopback one when there is no other)."""
    if bound not in ("0.0.0.0", ""):
        return bound
    chosen = chosen_interfaces(environ)
    candidates = chosen if chosen is not None else [
        a for addresses in ipv4_by_interface().values() for a in addresses]
    outside = [a for a in candidates if not ipaddress.ip_address(a).is_loopback]
    return (outside or candidates or ["127.0.0.1"])[0]
