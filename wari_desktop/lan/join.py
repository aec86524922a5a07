"""What a player types to join a game by hand, for networks where announcements do not
pass: the host's address (``192.168.1.20``, ``192.168.1.20:7531``, ``ama-laptop.local``,
``[fe80::1]:7531``) and the join code. Each mistake gets a sentence saying what is
wrong; nothing is looked up or sent here.

    target = parse_join("192.168.1.20:7531", "k7m-pqx")
    target.url, target.code          # 'ws://192.168.1.20:7531/', 'K7MPQX'
"""

from __future__ import annotations

import ipaddress
import re
from dataclasses import dataclass

from .code import normalize_code
from .host import LAN_PORT
from .problems import JoinInputError, JoinProblem

#: A host name: dot-separated labels of letters, digits and dashes (as DNS has them).
_LABEL = re.compile(r"(?!-)[A-Za-z0-9-]{1,63}(?<!-)")


@dataclass(frozen=True, slots=True)
class JoinTarget:
    """Where to join and with which code."""

    host: str
    port: int
    code: str

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"ws://{host}:{self.port}/"


def parse_join(address: str, code: str) -> JoinTarget:
    """The game at ``address`` (``host`` or ``host:port``; ``LAN_PORT`` when none is
    given) with ``code``; JoinInputError saying what is wrong."""
    host, port = parse_address(address)
    return JoinTarget(host, port, normalize_code(code))


def parse_address(text: str) -> tuple[str, int]:
    """``host`` and port from ``host``, ``host:port``, ``[ipv6]`` or ``[ipv6]:port``."""
    text = text.strip()
    if not text:
        raise JoinInputError(JoinProblem.ADDRESS_MISSING,
                             "type the address the host shows, such as 192.168.1.20:7531")
    if "://" in text or "/" in text:
        raise JoinInputError(JoinProblem.NOT_AN_ADDRESS_ONLY,
                             "type only the address and port, such as 192.168.1.20:7531")
    if text.startswith("["):
        end = text.find("]")
        if end < 0:
            raise JoinInputError(JoinProblem.BRACKET_UNCLOSED,
                                 "an IPv6 address in brackets needs its closing ]")
        host, rest = text[1:end], text[end + 1:]
        if rest and not rest.startswith(":"):
            raise JoinInputError(JoinProblem.AFTER_BRACKET, "after ] comes :port or nothing")
        _check_ip(host, 6)
        return host, _port(rest[1:]) if rest else LAN_PORT
    if text.count(":") > 1:
        _check_ip(text, 6)
        return text, LAN_PORT
    host, _, port = text.partition(":")
    if ":" in text and not port:
        raise JoinInputError(JoinProblem.PORT_MISSING, "a port follows the colon, such as :7531")
    _check_host(host)
    return host, _port(port) if port else LAN_PORT


def _check_ip(host: str, version: int) -> None:
    try:
        if ipaddress.ip_address(host).version == version:
            return
    except ValueError:
        pass
    problem = JoinProblem.NOT_IPV4 if version == 4 else JoinProblem.NOT_IPV6
    raise JoinInputError(problem, f"{host or 'nothing'} is not an IPv{version} address",
                         host=host)


def _check_host(host: str) -> None:
    if not host:
        raise JoinInputError(JoinProblem.HOST_MISSING, "the address is missing before the port")
    if re.fullmatch(r"[0-9.]+", host):
        _check_ip(host, 4)
        return
    labels = host.removesuffix(".").split(".")
    if len(host) > 253 or not all(_LABEL.fullmatch(label) for label in labels):
        raise JoinInputError(JoinProblem.BAD_HOST, f"{host} is not an address: use "
                             "letters, digits, dashes and dots, such as ama-laptop.local "
                             "or 192.168.1.20", host=host)


def _port(text: str) -> int:
    if not text.isdigit() or not 0 < int(text) < 65536:
        raise JoinInputError(JoinProblem.BAD_PORT, "the port is a number from 1 to 65535, "
                             f"not {text or 'nothing'}", port=text)
    return int(text)
