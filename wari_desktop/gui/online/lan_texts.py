"""What the host and join dialogs say when something goes wrong, in the player's language:
each ``lan.JoinProblem`` of an address or code typed by hand, and each way joining can
fail (a wrong code, no game open, a host that answers what is not a game, a connection
that cannot be opened). The sentences say what to do; the technical reason, from the
network, is quoted only as the last words and never trusted further."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QObject

from ...lan import JoinInputError, JoinProblem
from ...lan.code import CODE_LENGTH

_CONTEXT = "LanDialogs"
translate = QCoreApplication.translate


def problem_text(error: JoinInputError) -> str:
    """The sentence for what is wrong with an address or a code typed by hand."""
    values = {key: str(value) for key, value in error.values.items()}
    texts = {
        JoinProblem.ADDRESS_MISSING: translate(
            _CONTEXT, "Type the address the host shows, such as 192.168.1.20:7531."),
        JoinProblem.NOT_AN_ADDRESS_ONLY: translate(
            _CONTEXT, "Type only the address and the port, such as 192.168.1.20:7531."),
        JoinProblem.BRACKET_UNCLOSED: translate(
            _CONTEXT, "An IPv6 address in brackets needs its closing ]."),
        JoinProblem.AFTER_BRACKET: translate(
            _CONTEXT, "After the ] of an IPv6 address comes a colon and the port, or "
            "nothing."),
        JoinProblem.NOT_IPV6: translate(_CONTEXT, "{host} is not an IPv6 address."),
        JoinProblem.NOT_IPV4: translate(_CONTEXT, "{host} is not an IPv4 address."),
        JoinProblem.PORT_MISSING: translate(
            _CONTEXT, "A port follows the colon, such as :7531."),
        JoinProblem.BAD_PORT: translate(
            _CONTEXT, "The port is a number from 1 to 65535, not “{port}”."),
        JoinProblem.HOST_MISSING: translate(
            _CONTEXT, "The address is missing before the port."),
        JoinProblem.BAD_HOST: translate(
            _CONTEXT, "“{host}” is not an address: use letters, digits, dashes and dots, "
            "such as ama-laptop.local or 192.168.1.20."),
        JoinProblem.CODE_MISSING: translate(_CONTEXT, "Type the join code the host shows."),
        JoinProblem.CODE_LENGTH: translate(
            _CONTEXT, "A join code has {wanted} characters, not {typed}."),
        JoinProblem.CODE_LETTERS: translate(
            _CONTEXT, "A join code has no {letters}: check the code the host shows."),
    }
    values.setdefault("wanted", str(CODE_LENGTH))
    try:
        return texts[error.problem].format(**values)
    except (KeyError, IndexError):
        return str(error)


def wrong_code_text() -> str:
    return translate(_CONTEXT, "The host did not accept this code. Check the code it shows "
                     "and type it again.")


def no_open_game_text() -> str:
    return translate(_CONTEXT, "The host has no game open: it may have started one with "
                     "someone else. Ask the host to start a new one.")


def misbehaved_text() -> str:
    return translate(_CONTEXT, "The other computer did not answer as a Wari game does: "
                     "nothing was taken from it.")


def not_hosted_text() -> str:
    return translate(_CONTEXT, "This address is a Wari server, not a game hosted on a "
                     "network: choose “Play on a server” in New Game to play there.")


#: What the network's own errors say, by the words they contain (lower case): refused,
#: timed out, no way there, a name not known.
_REFUSED = ("connect call failed", "errno 111", "connection refused", "errno 61",
            "errno 10061")
_TIMED_OUT = ("timed out", "timeout", "handshake", "errno 110")
_NO_WAY = ("errno 101", "network is unreachable", "errno 113", "no route to host",
           "errno 65", "errno 10051", "errno 10065")
_NO_NAME = ("errno -2", "errno -3", "errno -5", "name or service not known",
            "temporary failure in name resolution", "nodename nor servname",
            "getaddrinfo failed", "errno 11001")


def cannot_connect_text(address: str, reason: str) -> str:
    """Why the game at ``address`` cannot be reached, in plain words with what to check
    (the network's own error, in English and with numbers, is never shown: it is
    told apart by its words)."""
    raw = reason.lower()
    if any(words in raw for words in _REFUSED):
        return translate(_CONTEXT, "Nothing answers at {address}: the game may no longer "
                         "be hosted there, or a firewall on the host's computer blocks "
                         "Wari. Check the address and the port the host shows, and that "
                         "its firewall lets Wari take connections.").format(address=address)
    if any(words in raw for words in _TIMED_OUT):
        return translate(_CONTEXT, "The computer at {address} did not answer in time. "
                         "Check that both computers are on the same network, and that a "
                         "firewall on the host's computer lets Wari take "
                         "connections.").format(address=address)
    if any(words in raw for words in _NO_WAY):
        return translate(_CONTEXT, "This computer has no way to {address}: check that both "
                         "computers are on the same network, and that the address is the "
                         "one the host shows first (not a container's or another "
                         "network's).").format(address=address)
    if any(words in raw for words in _NO_NAME):
        return translate(_CONTEXT, "The name in {address} is not known on this network: "
                         "type the host's address in numbers, such as "
                         "192.168.1.20.").format(address=address)
    return translate(_CONTEXT, "Could not reach a game at {address}. Check the address, "
                     "that both computers are on the same network, and that a firewall on "
                     "the host's computer lets Wari take connections.").format(
        address=address)


def lost_text() -> str:
    return translate(_CONTEXT, "The connection to the host was lost. Try again.")


def host_failed_text(reason: str) -> str:
    return translate(_CONTEXT, "The game could not be hosted on this computer. "
                     "({reason})").format(reason=reason)


def not_announced_text(reason: str) -> str:
    return translate(_CONTEXT, "The game could not be announced on this network, so it "
                     "will not be listed nearby: tell the other player the address and "
                     "the code. ({reason})").format(reason=reason)


def list_failed_text(reason: str) -> str:
    return translate(_CONTEXT, "Games nearby cannot be listed: type the address and the "
                     "code the host shows. ({reason})").format(reason=reason)


def not_hosted_interfaces_text(reason: str) -> str:
    return translate(_CONTEXT, "The game is not hosted: the network interfaces named in "
                     "WARI_LAN_INTERFACES are not on this computer, so nobody could be told "
                     "where to join. Correct or remove the setting, then host again. "
                     "({reason})").format(reason=reason)


def minutes(seconds: float) -> int:
    """Whole minutes, rounded up, at least one."""
    return max(1, -(-int(seconds) // 60))


class LanPlurals(QObject):
    """The texts with a count (``%n``): lupdate marks plural forms only in ``self.tr``."""

    def too_many_codes(self, minutes: int) -> str:
        return self.tr("Too many wrong codes were typed on this computer: the host takes no "
                       "code from it for %n more minute(s), even the right one. Check the "
                       "code with the host meanwhile.", "", minutes)

    def wrong_codes(self, count: int) -> str:
        return self.tr("%n wrong code(s) typed from {address}.", "", count)

    def refused_for(self, minutes: int) -> str:
        return self.tr("That computer is refused for %n more minute(s), even with the right "
                       "code.", "", minutes)


def too_many_codes_text(seconds: float) -> str:
    """The joiner's computer typed too many wrong codes: refused ``seconds`` more."""
    return LanPlurals().too_many_codes(minutes(seconds))


def wait_in(message: str) -> float:
    """The seconds a refusal's message says to wait ("... try again in 287 s"), at most
    5 minutes; 5 minutes when it says none."""
    found = re.search(r"(\d+(?:\.\d+)?) s\b", message)
    return min(300.0, float(found.group(1))) if found else 300.0


def wrong_codes_text(address: str, count: int, refused_for: float) -> str:
    """What the host sees of the wrong codes typed from ``address``."""
    plurals = LanPlurals()
    tried = plurals.wrong_codes(count).format(address=address)
    if refused_for <= 0:
        return tried
    return tried + " " + plurals.refused_for(minutes(refused_for))
