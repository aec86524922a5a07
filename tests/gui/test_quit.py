"""Quitting while the computer thinks (in its child process) stops the thinking: the
program exits at once, not when the search would have ended."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
import time
from pathlib import Path

SCRIPT = textwrap.dedent("""
    import sys, time
    from PySide6.QtCore import QTimer
    from wari_desktop.ai.thinkers import ProcessThinker
    from wari_desktop.gui.app import create_application
    from wari_desktop.gui.game.game_model import Seat
    from wari_desktop.gui.window.main_window import MainWindow
    from wari_desktop.gui.platform.settings import Settings

    class LongThinker(ProcessThinker):
        # The master given 30 s a move: a quit that waited for it would show.

        def think(self, game, level, seconds, cancel, report=None):
            return super().think(game, level, 30.0, cancel, report)

    def main():
        app = create_application(["wari"])
        engine = LongThinker()
        engine.think.__self__  # the child starts now
        window = MainWindow(None, (Seat(True, "master"), Seat()), settings=Settings(),
                            engine=engine)
        window.show()

        def quit_now():
            try:
                # The master thinks for 30 s, stopping after 18 s at the earliest.
                print(f"thinking {window.model.is_thinking()}", flush=True)
                print(f"closing {time.time():.6f}", flush=True)
                window.close()
            finally:
                app.quit()

        # Close 1 s into the master's thinking (which began as the window was made).
        QTimer.singleShot(1000, quit_now)
        QTimer.singleShot(45000, app.quit)  # never wait for ever
        app.exec()

    if __name__ == "__main__":
        main()
""")


def test_quitting_while_the_computer_thinks_stops_the_thinking(tmp_path: Path) -> None:
    script = tmp_path / "quit_while_thinking.py"
    script.write_text(SCRIPT, encoding="utf-8")
    # The program's resources without the opening book, which would answer master's
    # first move at once: the computer must still be thinking when the window closes.
    root = Path(__file__).resolve().parents[2]
    resources = tmp_path / "resources"
    shutil.copytree(root / "resources", resources, ignore=shutil.ignore_patterns("book"))
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                          timeout=90, cwd=root,
                          env={**os.environ, "WARI_RESOURCES": str(resources)})
    ended = time.time()
    assert done.returncode == 0, done.stderr
    assert "thinking True" in done.stdout, done.stdout + done.stderr
    closing = float(done.stdout.split("closing ")[1].split()[0])
    # Well under a second on an idle machine; the bound only has to tell a quit that
    # stopped the search from one that waited out the master's 18-30 s, on a loaded one.
    assert ended - closing < 10.0
