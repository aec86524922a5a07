"""Checks shared by the window tests: a window with an animation speed, and whether the
numbers shown agree with each other and with the seeds drawn, frame after frame."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from pytestqt.qtbot import QtBot

from wari_desktop.gui.board.board_scene import PITCH, PITS
from wari_desktop.gui.board.board_view import GameBoardView
from wari_desktop.gui.game.game_model import PEOPLE, Seat
from wari_desktop.gui.platform.settings import Settings, Speed
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.notation.fen import parse_fen
from wari_desktop.rules import Game, Player


def make(qtbot: QtBot, fen: str | None = None, seats: tuple[Seat, Seat] = PEOPLE,
         speed: Speed = Speed.FAST, engine: object = None, game: Game | None = None
         ) -> MainWindow:
    """A shown window playing ``game`` (or the position ``fen``, or the start)."""
    win = MainWindow(parse_fen(fen) if fen else None, seats, game=game,
                     settings=Settings(speed=speed, sound=False),
                     engine=engine)  # type: ignore[arg-type]
    win.confirm = lambda title, question: True
    qtbot.addWidget(win)
    win.resize(1200, 700)
    win.show()
    qtbot.waitExposed(win)
    return win


def seeds_drawn(view: GameBoardView) -> tuple[list[int], list[int]]:
    """Per pit, the seed items resting in it and those in the air above it."""
    layout = view.board.layout
    resting, air = [0] * PITS, [0] * PITS
    spare = set(view.board.spare)
    for item in view.board.seeds:
        if item.seed in spare:
            continue
        point = QPointF(item.pos())
        if item.lift < 1e-3:  # resting: in the pit whose bowl holds it
            pit = min(range(PITS), key=lambda p: _distance(layout.rect(p), point))
            resting[pit] += 1
        else:  # in the hand or flying: above a pit, or between pits
            reach = 0.3 * PITCH
            for pit in range(PITS):
                if layout.rect(pit).adjusted(-reach, -reach, reach, reach).contains(point):
                    air[pit] += 1
    return resting, air


def _distance(rect: QRectF, point: QPointF) -> float:
    """0 inside ``rect``, else how far outside."""
    dx = max(rect.left() - point.x(), 0.0, point.x() - rect.right())
    dy = max(rect.top() - point.y(), 0.0, point.y() - rect.bottom())
    return (dx * dx + dy * dy) ** 0.5


def check_frame(win: MainWindow) -> None:
    """The numbers shown agree with each other and with the seeds drawn."""
    view = win.board
    shown = view.shown.counts()
    assert [item.count for item in view.board.counts] == shown  # the badges
    cards = {win.panel.card(top=(p is Player.NORTH) != view.is_flipped()).score.text()
             for p in Player}
    assert cards == {str(shown[12]), str(shown[13])}
    resting, air = seeds_drawn(view)
    for pit in range(PITS):
        assert resting[pit] <= shown[pit] <= resting[pit] + air[pit], (pit, shown, resting, air)


def sample_animation(qtbot: QtBot, win: MainWindow) -> int:
    """Check every frame until the board is still; the number of frames checked."""
    frames = 0
    while win.board.is_animating():
        check_frame(win)
        frames += 1
        qtbot.wait(15)
    check_frame(win)
    return frames
