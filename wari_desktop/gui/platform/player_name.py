"""The player's name, written in the games they save (the ``South`` or ``North`` tag, as
Aualé and PGN readers expect a name there, not "You"): the name set in Settings, else the
name the system knows the user by (the full name of the account, else the login name).
"""

from __future__ import annotations

import getpass
import os
import sys

#: The longest name kept (a longer one is cut).
MAX_NAME = 60


def clean_name(text: str) -> str:
    """``text`` as a name: control characters dropped, runs of spaces made one, trimmed,
    at most ``MAX_NAME`` characters ("" when nothing is left)."""
    printable = "".join(c if c.isprintable() else " " for c in text)
    return " ".join(printable.split())[:MAX_NAME].strip()


def _full_name_posix(login: str) -> str:
    """The account's full name (the first field of its GECOS entry), or ""."""
    try:
        import pwd

        gecos = pwd.getpwnam(login).pw_gecos
    except (ImportError, KeyError, OSError):
        return ""
    return gecos.split(",")[0].replace("&", login.capitalize())


def _full_name_windows() -> str:
    """The account's display name (``GetUserNameExW(NameDisplay)``), or ""."""
    try:
        import ctypes

        size = ctypes.c_ulong(0)
        secur32 = ctypes.windll.secur32  # type: ignore[attr-defined]
        secur32.GetUserNameExW(3, None, ctypes.byref(size))
        buffer = ctypes.create_unicode_buffer(size.value or 256)
        if secur32.GetUserNameExW(3, buffer, ctypes.byref(size)):
            return str(buffer.value)
    except (AttributeError, OSError):
        pass
    return ""


def system_user_name() -> str:
    """The name the system knows the user by: the account's full name where it has one,
    else the login name; "" when neither can be read."""
    try:
        login = getpass.getuser()
    except (KeyError, OSError, ImportError):
        login = os.environ.get("USER", "") or os.environ.get("USERNAME", "")
    full = _full_name_windows() if sys.platform == "win32" else _full_name_posix(login)
    return clean_name(full) or clean_name(login)


def name_in_records(setting: str) -> str:
    """The player's name: ``setting`` (the name set in Settings) if any, else the
    system's name for the user ("" when there is none)."""
    return clean_name(setting) or system_user_name()
