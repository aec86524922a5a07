"""What is kept of an online sign-in, and where.

- The server's address and the last name signed in with are kept in the settings
  (QSettings, as ``platform.settings`` keeps the preferences): ``load_server`` and
  ``save_server``. A damaged value falls back to none.
- The token the server gives at sign-in goes to the system's keyring (the ``keyring``
  library: the Secret Service, KWallet, the macOS Keychain, the Windows Credential
  Locker). Where none exists (``keyring.errors.NoKeyringError``, or the fail or null
  backend), or it refuses, the token is kept for this session only, in memory, and the
  player signs in again next time. A password is never kept anywhere.

``server_url`` turns what a player types ("club.example.org", "192.168.1.20:7531",
"wss://club.example.org/") into the address the client opens, or says what is wrong.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from urllib.parse import urlsplit

from PySide6.QtCore import QCoreApplication, QSettings

log = logging.getLogger("wari.online")

#: The port ``wari-server`` listens on unless told otherwise.
DEFAULT_PORT = 7531
#: The keyring's service name for the tokens (the account is ``name@address``).
SERVICE = "wari-desktop"
SERVER_KEY = "online/server"
NAME_KEY = "online/name"
_CONTEXT = "OnlineAddress"
translate = QCoreApplication.translate
_HOST = re.compile(r"^[A-Za-z0-9._-]{1,253}$|^\[[0-9A-Fa-f:.]{2,45}\]$")


def server_url(text: str) -> str:
    """The WebSocket address for what the player typed: ``ws://`` is assumed and the
    port is 7531 unless given. ValueError, with the reason, for anything else."""
    text = text.strip()
    if not text:
        raise ValueError(translate(_CONTEXT, "type the server's address, such as "
                                   "club.example.org"))
    if "://" not in text:
        text = "ws://" + text
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError:
        raise ValueError(_bad_port()) from None
    if parts.scheme not in ("ws", "wss"):
        raise ValueError(translate(_CONTEXT, "the address starts with ws:// or wss://, or "
                                   "with the server's name"))
    host = parts.netloc.rsplit("@", 1)[-1]
    host = host.rsplit(":", 1)[0] if parts.port is not None else host
    if not _HOST.match(host) or parts.query or parts.fragment or "@" in parts.netloc:
        raise ValueError(translate(_CONTEXT, "that is not a server's address: type a name "
                                   "such as club.example.org, or an address such as "
                                   "192.168.1.20"))
    if port == 0:
        raise ValueError(_bad_port())
    return f"{parts.scheme}://{host}:{port or DEFAULT_PORT}{parts.path or '/'}"


def _bad_port() -> str:
    return translate(_CONTEXT, "the port is a number from 1 to 65535")


@dataclass(frozen=True, slots=True)
class KeptSignIn:
    """The server's address and the name last signed in with ("" when none)."""

    server: str = ""
    name: str = ""


def load_server(store: QSettings | None = None) -> KeptSignIn:
    """The address and name kept from last time (blank for anything unreadable)."""
    store = store or QSettings()
    server, name = store.value(SERVER_KEY, ""), store.value(NAME_KEY, "")
    try:
        server = server_url(server) if isinstance(server, str) and server else ""
    except ValueError:
        server = ""
    return KeptSignIn(server, name if isinstance(name, str) and len(name) <= 40 else "")


def save_server(kept: KeptSignIn, store: QSettings | None = None) -> None:
    """Keep the address and name for next time (never a password, never a token)."""
    store = store or QSettings()
    store.setValue(SERVER_KEY, kept.server)
    store.setValue(NAME_KEY, kept.name)
    store.sync()


def _account(server: str, name: str) -> str:
    return f"{name}@{server}"


class TokenKeeper:
    """The sign-in tokens: in the system's keyring where there is one, else in memory
    for this session only (``lasting`` says which)."""

    def __init__(self) -> None:
        self._session: dict[str, str] = {}
        self._backend_checked: bool | None = None

    @property
    def lasting(self) -> bool:
        """True when a token kept now is there next time (a keyring exists)."""
        if self._backend_checked is None:
            self._backend_checked = keyring_usable()
        return self._backend_checked

    def keep(self, server: str, name: str, token: str) -> bool:
        """Keep ``token`` for ``name`` on ``server``; True when it went to the keyring,
        False when only this session has it."""
        account = _account(server, name)
        self._session[account] = token
        if not self.lasting:
            return False
        import keyring
        from keyring.errors import KeyringError

        try:
            keyring.set_password(SERVICE, account, token)
        except (KeyringError, OSError) as error:
            log.info("the keyring refused the token: %s", error)
            self._backend_checked = False
            return False
        return True

    def token(self, server: str, name: str) -> str | None:
        """The token kept for ``name`` on ``server``, or None."""
        account = _account(server, name)
        if account in self._session:
            return self._session[account]
        if not self.lasting:
            return None
        import keyring
        from keyring.errors import KeyringError

        try:
            return keyring.get_password(SERVICE, account)
        except (KeyringError, OSError) as error:
            log.info("the keyring could not be read: %s", error)
            return None

    def forget(self, server: str, name: str) -> None:
        """Forget the token (signing out, or a token the server no longer takes)."""
        account = _account(server, name)
        self._session.pop(account, None)
        if not self.lasting:
            return
        import keyring
        from keyring.errors import KeyringError, PasswordDeleteError

        try:
            keyring.delete_password(SERVICE, account)
        except PasswordDeleteError:
            pass
        except (KeyringError, OSError) as error:
            log.info("the keyring could not forget the token: %s", error)


def keyring_usable() -> bool:
    """True when the system has a keyring the ``keyring`` library can keep a token in
    (not its fail or null backend). Asked only when a token is to be kept or read: the
    look for a backend may ask the desktop's services."""
    try:
        import keyring
        from keyring.backends import fail, null
        from keyring.errors import KeyringError
    except ImportError:
        return False
    try:
        backend = keyring.get_keyring()
    except (KeyringError, RuntimeError, OSError):
        return False
    return not isinstance(backend, fail.Keyring | null.Keyring)
