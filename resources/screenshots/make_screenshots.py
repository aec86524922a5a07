"""Render the README's screenshots: the start, a mid-game with a large house, a capture in
progress, the end of a game, a lesson answered wrongly, a puzzle answered wrongly and the
board editor.

    QT_QPA_PLATFORM=offscreen python resources/screenshots/make_screenshots.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QWidget

from wari_desktop.ai import think
from wari_desktop.gui.app import create_application
from wari_desktop.gui.game.game_model import PEOPLE, Seat
from wari_desktop.gui.platform.settings import Settings, Speed
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.lessons import COURSE
from wari_desktop.notation.fen import parse_fen
from wari_desktop.rules import Game, index

HERE = Path(__file__).resolve().parent
SIZE = (1200, 700)


def wait(ms: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def window(game: Game, seats: object = PEOPLE, speed: Speed = Speed.INSTANT) -> MainWindow:
    win = MainWindow(game=game, seats=seats, settings=Settings(speed=speed, sound=False))  # type: ignore[arg-type]
    win.resize(*SIZE)
    win.show()
    wait(150)
    return win


def save(win: QWidget, name: str) -> None:
    path = HERE / name
    win.grab().save(str(path), "PNG")
    print(f"wrote {path}")


def played_game(seed: int) -> Game:
    """A whole game between two club players (seeded), to show an ending."""
    game = Game()
    rng = random.Random(seed)
    while not game.is_over():
        game.play(think(game, "club", 0.05, rng=rng))
    return game


def puzzles_shot() -> None:
    """The puzzle of 28 November 2026 answered wrongly: the refutation on the board (the
    player's progress kept in a temporary file, never the user's)."""
    import datetime
    import tempfile

    from wari_desktop.gui.learn.puzzles_window import PuzzlesWindow
    from wari_desktop.puzzles import load_progress

    with tempfile.TemporaryDirectory() as folder:
        puzzles = PuzzlesWindow(Settings(speed=Speed.INSTANT, sound=False),
                                progress=load_progress(Path(folder) / "progress.json"),
                                today=datetime.date(2026, 11, 28))
        puzzles.resize(1180, 780)
        puzzles.show()
        assert puzzles.puzzle is not None
        puzzles.answer(index(next(iter(puzzles.puzzle.replies))))
        wait(150)
        save(puzzles, "puzzles.png")


def main() -> int:
    create_application(sys.argv[:1])
    start = window(Game(), (Seat(), Seat(True, "club")))
    start.model.shutdown()
    save(start, "board-start.png")

    mid = Game(parse_fen("2-3-22-1-0-2-1-3-0-2-1-1-6-4-S"))
    save(window(mid), "board-midgame.png")

    capture = window(Game(parse_fen("4-0-0-1-3-1-2-1-2-0-0-6-14-14-S")), speed=Speed.SLOW)
    capture.play_house(index("E"))
    duration = capture.board._choreography.duration if capture.board._choreography else 0
    wait(int(duration) - 900)
    save(capture, "board-capture.png")

    ended = window(played_game(7))
    save(ended, "board-end.png")

    from wari_desktop.gui.learn.lessons_window import LessonsWindow
    from wari_desktop.gui.study.position_editor import PositionEditor

    lessons = LessonsWindow(Settings(speed=Speed.INSTANT, sound=False))
    lessons.show_lesson([lesson.key for lesson in COURSE].index("chain"))
    lessons.show()
    lessons.answer(index("F"))  # a wrong answer, explained
    wait(150)
    save(lessons, "lessons.png")

    puzzles_shot()

    editor = PositionEditor(parse_fen("1-1-0-2-1-0-0-0-0-0-0-0-20-23-S"))
    editor.resize(960, 780)
    editor.show()
    wait(150)
    save(editor, "position-editor.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
