"""Why a connection to a server (or to a game hosted on this network) could not be opened,
in plain words: the one place where the system's errors (``OSError``, time-outs, a
WebSocket handshake gone wrong, a certificate refused) become a sentence a player can act
on (``connect_error_text``). The sign-in, the way back to a game and the LAN join all
say these same words.

The rule: the first error of the chain (the error, then what caused it) that is known
here gives the sentence, naming the host and port the player typed; an error not known
here is said as it is, after "Could not connect:"."""

from __future__ import annotations

import errno
import socket
import ssl
from urllib.parse import urlsplit

from PySide6.QtCore import QCoreApplication

from ...client import ConnectionLost, RequestRefused
from ...protocol import ErrorCode

_CONTEXT = "ConnectErrors"
translate = QCoreApplication.translate

#: ``errno`` values that mean "nothing listens there".
_REFUSED = {errno.ECONNREFUSED}
#: ``errno`` values that mean "no way to that address from here".
_UNREACHABLE = {errno.ENETUNREACH, errno.EHOSTUNREACH, errno.EADDRNOTAVAIL}
#: ``errno`` values that mean "the connection was cut while opening".
_CUT = {errno.ECONNRESET, errno.ECONNABORTED, errno.EPIPE}
#: Names of the WebSocket library's handshake errors (matched by name: this room does not
#: import the network library).
_HANDSHAKE = {"InvalidHandshake", "InvalidStatus", "InvalidStatusCode", "InvalidMessage",
              "InvalidUpgrade", "InvalidHeader", "InvalidHeaderValue", "InvalidHeaderFormat"}


def host_and_port(url: str) -> tuple[str, str]:
    """The host and port of ``url`` as the player would read them (the scheme's port when
    none is written)."""
    try:
        parts = urlsplit(url if "://" in url else f"ws://{url}")
        host, port = parts.hostname or url, parts.port
    except ValueError:
        return url, "?"
    if port is None:
        port = 443 if parts.scheme == "wss" else 80
    return host, str(port)


def _chain(error: BaseException) -> list[BaseException]:
    """``error`` and what caused it, in order (each once)."""
    found: list[BaseException] = []
    current: BaseException | None = error
    while current is not None and current not in found and len(found) < 8:
        found.append(current)
        current = current.__cause__ or current.__context__
    return found


def _sentence(error: BaseException, host: str, port: str) -> str:
    """The words for one error ("" when it is not known here)."""
    names = {kind.__name__ for kind in type(error).__mro__}
    if isinstance(error, socket.gaierror):
        return translate(_CONTEXT, "The name {host} is not known on this network: check the "
                         "address.").format(host=host)
    if isinstance(error, ConnectionRefusedError) or getattr(error, "errno", None) in _REFUSED:
        return translate(_CONTEXT, "Nothing answers at {host} port {port}: is the server "
                         "running, and is the address right? A firewall may be in the way."
                         ).format(host=host, port=port)
    if getattr(error, "errno", None) in _UNREACHABLE:
        return translate(_CONTEXT, "{host} cannot be reached from this computer: is the "
                         "address right, and is this computer on the same network? A "
                         "firewall may be in the way.").format(host=host)
    if isinstance(error, ssl.SSLError):
        return translate(_CONTEXT, "The secure connection to {host} could not be made: its "
                         "certificate was refused.").format(host=host)
    if isinstance(error, TimeoutError) or "timed out" in str(error):
        return translate(_CONTEXT, "{host} port {port} did not answer in time: the computer "
                         "may be off or busy, or a firewall may be in the way."
                         ).format(host=host, port=port)
    if isinstance(error, (ConnectionResetError, ConnectionAbortedError, BrokenPipeError)) \
            or getattr(error, "errno", None) in _CUT:
        return translate(_CONTEXT, "The connection to {host} was cut while it opened: try "
                         "again.").format(host=host)
    if names & _HANDSHAKE:
        return translate(_CONTEXT, "Something answers at {host} port {port}, but it is not "
                         "a Wari server: is the address right?").format(host=host, port=port)
    if "InvalidURI" in names:
        return translate(_CONTEXT, "That is not a server's address: write it as host:port, "
                         "for example 192.168.1.20:7531.")
    return ""


def connect_error_text(error: BaseException, url: str) -> str:
    """Why connecting to ``url`` failed with ``error``, in a sentence (see the rule)."""
    host, port = host_and_port(url)
    for link in _chain(error):
        sentence = _sentence(link, host, port)
        if sentence:
            return sentence
    return translate(_CONTEXT, "Could not connect: {why}").format(
        why=str(error) or type(error).__name__)


def open_failure_text(error: BaseException, url: str, lan: bool = False) -> str:
    """Why opening a connection to ``url`` failed: the network's errors as
    ``connect_error_text`` says them (for a game on this network, ``lan``, as
    ``lan_texts.cannot_connect_text`` says them: a host, its firewall, the same network);
    a refusal by the server (a token refused, a protocol of another version) as the
    server said it."""
    if isinstance(error, (ConnectionLost, OSError, TimeoutError)):
        if lan:
            from .lan_texts import cannot_connect_text  # brings ``lan``: only when needed

            return cannot_connect_text(url.removeprefix("ws://").rstrip("/"), str(error))
        return connect_error_text(error, url)
    if isinstance(error, RequestRefused) and error.code == ErrorCode.PROTOCOL_VERSION:
        return translate(_CONTEXT, "The other side runs another version of Wari ({why}): "
                         "the same version is needed on both sides.").format(why=error.message)
    return str(error) or type(error).__name__
