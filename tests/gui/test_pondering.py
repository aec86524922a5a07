"""Thinking on the person's time: against the master, while a person is to move, the
engine ponders; it is stopped before the computer's own search starts, and never runs
for the other levels, between people, or with the setting off."""

from __future__ import annotations

import threading

from pytestqt.qtbot import QtBot

from wari_desktop.ai.thinkers import Report
from wari_desktop.gui.game.game_model import PEOPLE, GameModel, Seat
from wari_desktop.rules import Game

from .thinkers import QuickThinker

MASTER = (Seat(), Seat(True, "master"))


class RecordingThinker(QuickThinker):
    """Records when pondering starts and ends and when the computer's search starts."""

    def __init__(self) -> None:
        super().__init__()
        self.events: list[str] = []
        self._lock = threading.Lock()

    def _note(self, event: str) -> None:
        with self._lock:
            self.events.append(event)

    def ponder(self, game: Game, cancel: threading.Event) -> None:
        self._note(f"ponder {len(game.moves)}")
        super().ponder(game, cancel)
        self._note("ponder stopped")

    def think(self, game: Game, level: str, seconds: float | None,
              cancel: threading.Event | None, report: Report | None = None) -> str:
        self._note(f"think {len(game.moves)}")
        return super().think(game, level, seconds, cancel, report)


def model_with(engine: QuickThinker, seats: tuple[Seat, Seat] = MASTER,
               ponder: bool = True) -> GameModel:
    model = GameModel(seats=seats, engine=engine)
    model.set_pondering(ponder)
    model.start()
    return model


def test_the_master_ponders_while_the_person_thinks(qtbot: QtBot) -> None:
    engine = RecordingThinker()
    model = model_with(engine)
    qtbot.waitUntil(lambda: engine.events == ["ponder 0"], timeout=2000)
    assert model.is_pondering()
    assert not model.is_thinking()  # nothing on screen says the computer thinks


def test_the_persons_move_stops_the_ponder_before_the_computer_searches(qtbot: QtBot
                                                                         ) -> None:
    engine = RecordingThinker()
    model = model_with(engine)
    qtbot.waitUntil(lambda: engine.events == ["ponder 0"], timeout=2000)
    assert model.play("C")
    qtbot.waitUntil(lambda: len(model.game.moves) == 2, timeout=5000)
    # The computer's reply, then a new ponder on the person's next turn.
    qtbot.waitUntil(lambda: engine.events[-1] == "ponder 2", timeout=2000)
    assert engine.events == ["ponder 0", "ponder stopped", "think 1", "ponder 2"]


def test_undo_and_a_new_game_ponder_on_the_new_position(qtbot: QtBot) -> None:
    engine = RecordingThinker()
    model = model_with(engine)
    model.play("C")
    qtbot.waitUntil(lambda: engine.events[-1:] == ["ponder 2"], timeout=5000)
    model.undo()
    qtbot.waitUntil(lambda: engine.events.count("ponder 0") == 2
                    and engine.events.count("ponder stopped") == 2, timeout=2000)
    model.new_game()
    # At the start, after the undo, and in the new game; each stopped by the next.
    qtbot.waitUntil(lambda: engine.events.count("ponder 0") == 3
                    and engine.events.count("ponder stopped") == 3, timeout=2000)
    assert engine.events[:4] == ["ponder 0", "ponder stopped", "think 1", "ponder 2"]
    assert sorted(engine.events[4:]) == ["ponder 0", "ponder 0", "ponder stopped",
                                         "ponder stopped"]


def test_no_ponder_below_the_master_between_people_or_with_the_setting_off(
        qtbot: QtBot) -> None:
    for seats, ponder in (((Seat(), Seat(True, "expert")), True), (PEOPLE, True),
                          (MASTER, False)):
        engine = RecordingThinker()
        model = model_with(engine, seats, ponder)
        qtbot.wait(100)
        assert engine.events == [] and not model.is_pondering()


def test_turning_the_setting_off_stops_the_ponder(qtbot: QtBot) -> None:
    engine = RecordingThinker()
    model = model_with(engine)
    qtbot.waitUntil(lambda: engine.events == ["ponder 0"], timeout=2000)
    model.set_pondering(False)
    qtbot.waitUntil(lambda: engine.events == ["ponder 0", "ponder stopped"], timeout=2000)
    assert not model.is_pondering()


def test_a_hint_stops_the_ponder_and_the_ponder_resumes_after(qtbot: QtBot) -> None:
    engine = RecordingThinker()
    model = model_with(engine)
    qtbot.waitUntil(lambda: engine.events == ["ponder 0"], timeout=2000)
    with qtbot.waitSignal(model.hintReady, timeout=2000):
        model.request_hint()
    qtbot.waitUntil(lambda: engine.events == ["ponder 0", "ponder stopped", "ponder 0"],
                    timeout=2000)
