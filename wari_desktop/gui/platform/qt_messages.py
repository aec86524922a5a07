"""Qt's console messages, as the player sees them in a terminal.

Two rules: a machine without audio is normal, so Qt's complaint that it cannot reach a
sound server (``PulseAudioService: pa_context_connect() failed``) is not printed; and when
no window can open because there is no display, the program says so in plain words and
exits with status 1, instead of Qt's abort and its misleading advice about libraries.
Every other message is printed as Qt would print it.
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import (
    QMessageLogContext,
    QtMsgType,
    qFormatLogMessage,
    qInstallMessageHandler,
)

#: Messages a machine without a sound device gets at every start.
NO_SOUND_DEVICE = ("PulseAudioService:", "QPulseAudioContextManager", "pa_context_connect")

NO_DISPLAY = (
    "wari: no display found, so the window cannot open.\n"
    "Start Wari from a desktop session, or point DISPLAY at a running X server "
    "(for example DISPLAY=:0 wari).\n"
    "To draw the board into a picture without a display: wari --screenshot board.png"
)
NO_DISPLAY_STATUS = 1


class _Startup:
    """What Qt said while looking for a display: held back until it is clear whether the
    window opens."""

    display_unreachable = False
    window_system_up = False
    held: list[str] = []  # noqa: RUF012 (one instance, the module's)


def _write(text: str) -> None:
    sys.stderr.write(text + "\n")
    sys.stderr.flush()


def handle(mode: QtMsgType, context: QMessageLogContext, message: str) -> None:
    """Qt's message handler: filter, translate the fatal "no display", print the rest."""
    if any(noise in message for noise in NO_SOUND_DEVICE):
        return
    category = context.category or ""
    if category == "qt.qpa.xcb" and "could not connect to display" in message:
        _Startup.display_unreachable = True
        _Startup.held.append(qFormatLogMessage(mode, context, message))
        return
    if category == "qt.qpa.plugin" and not _Startup.window_system_up:
        _Startup.held.append(qFormatLogMessage(mode, context, message))
        return
    if mode == QtMsgType.QtFatalMsg:
        if _Startup.display_unreachable or ("no Qt platform plugin" in message and no_display()):
            _write(NO_DISPLAY)
        else:
            for line in _Startup.held:
                _write(line)
            _write(qFormatLogMessage(mode, context, message))
        os._exit(NO_DISPLAY_STATUS)
    _write(qFormatLogMessage(mode, context, message))


def no_display() -> bool:
    """True on Linux and other X11 systems when no display is named in the environment
    and Qt is not told to draw elsewhere (offscreen, say)."""
    if sys.platform in ("win32", "darwin"):
        return False
    if os.environ.get("QT_QPA_PLATFORM"):
        return False
    return not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def window_system_up() -> None:
    """Qt found its window system: what it said while looking is no longer of interest."""
    _Startup.window_system_up = True
    _Startup.held.clear()


def install() -> None:
    """Use ``handle`` for every Qt message from now on (call before the application)."""
    qInstallMessageHandler(handle)
