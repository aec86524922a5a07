"""A program with a game on this network on its board, for ``test_lan_quit``: it hosts
the game (its joiner a client in the same process) or, with ``join``, joins one hosted
in the same process; it quits on SIGTERM as the real program does (``__main__._run``: the
window closes keeping its game, then the application quits) and prints "ready" once the
game is on. Discovery stays on the loopback."""

from __future__ import annotations

import os
import sys
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

WAITING = "Waiting for the other player to join"


def main(side: str) -> int:
    os.environ["WARI_LAN_INTERFACES"] = "127.0.0.1"
    app = QApplication(sys.argv)
    from wari_desktop.gui.platform.quit_signals import quit_on_signals
    from wari_desktop.gui.window.main_window import MainWindow

    window = MainWindow()

    def quit_now() -> None:
        window.quit_keeping_the_game()
        app.quit()
    quitting = quit_on_signals(quit_now)
    window.show()
    kept = host_here(window) if side == "host" else join_here(window)

    def look() -> None:
        kept.append(None)
        if window.online.playing():
            print("ready", flush=True)
            timer.stop()
    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(50)
    try:
        return int(app.exec())
    finally:
        if quitting is not None:
            quitting.stop()


def terms() -> Any:
    from wari_desktop.protocol import GameTerms, Side
    from wari_desktop.rules.clock import TimeControl

    return GameTerms(TimeControl.parse("300+3"), side=Side.NORTH)


def host_here(window: Any) -> list[Any]:
    """Host from the window's dialog (announced); a client takes the seat."""
    from wari_desktop.client import ThreadedClient
    from wari_desktop.gui.online.lan_dialogs import HostDialog
    from wari_desktop.lan import take_seat

    dialog = HostDialog(terms(), "Ama", window.online, window, bind="127.0.0.1")
    dialog.show()
    dialog.start()
    kept: list[Any] = [dialog]

    def seat() -> None:
        if dialog.host is None or not dialog.status.text().startswith(WAITING):
            return
        joiner = ThreadedClient(dialog.host.url)
        joiner.start()
        joiner.run(take_seat(joiner.client, dialog.host.code)).result(20)
        kept.append(joiner)
        timer.stop()
    timer = QTimer(window)
    timer.timeout.connect(seat)
    timer.start(50)
    return kept


def join_here(window: Any) -> list[Any]:
    """A host in this process (not the window's); the window joins from its dialog, the
    list of games nearby running."""
    from wari_desktop.client import ThreadedClient
    from wari_desktop.gui.online.lan_dialogs import JoinDialog
    from wari_desktop.lan import LanHost, open_table

    host = LanHost(bind="127.0.0.1", port=0)
    host.start()
    client = ThreadedClient(host.local_url)
    client.start()
    client.run(open_table(client.client, host.code, terms())).result(20)
    join = JoinDialog(window.online, window)
    join.show()
    join.start()
    join.address_field.setText(f"127.0.0.1:{host.port}")
    join.code_field.setText(host.code)
    join.join()
    return [host, client, join]


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "host"))
