"""The frozen console programs' entry point: PyInstaller makes this script the
``wari-engine`` executable beside ``wari``. It is one program under three names, chosen
by the name it is started as (``sys.argv[0]``, as a multi-call program such as BusyBox
does):

- ``wari-engine``: the engine on standard input and output, as ``python -m
  wari_desktop.engine`` runs it (any name other than the two below);
- ``wari-server``: the game server's command, as ``python -m wari_desktop.server``;
- ``wari-bot``: an engine's bot account on a server (``wari_desktop.bot.cli``).

The .deb and .rpm put ``wari-server`` and ``wari-bot`` in the bundle as symbolic links to
``wari-engine`` (``build.stage_linux_tree``), so all three share one executable, one
analysis and the bundle's libraries, and none of them loads Qt.
"""

from __future__ import annotations

import multiprocessing
import sys
from pathlib import PurePath

SERVER = "wari-server"
BOT = "wari-bot"


def program_name(argv0: str) -> str:
    """The name a program was started as: the last part of ``argv0``, without ``.exe``
    (``/opt/wari-desktop/wari-server`` -> ``wari-server``)."""
    name = PurePath(argv0.replace("\\", "/")).name
    return name[:-4] if name.lower().endswith(".exe") else name


def run(argv0: str, args: list[str]) -> int:
    """Run the program ``argv0`` names with the arguments ``args``."""
    name = program_name(argv0)
    if name == SERVER:
        from wari_desktop.server.cli import main as server_main

        return server_main(args)
    if name == BOT:
        from wari_desktop.bot.cli import main as bot_main

        return int(bot_main(args) or 0)
    from wari_desktop.engine.__main__ import main

    return int(main(args) or 0)


if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(run(sys.argv[0], sys.argv[1:]))
