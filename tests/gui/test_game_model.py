"""The game model: people's moves, the computer's replies on a worker thread, cancelling."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from wari_desktop.gui.game.game_model import PEOPLE, GameModel, Seat
from wari_desktop.notation.fen import parse_fen
from wari_desktop.rules import Game, Player

VERSUS = (Seat(), Seat(True, "club"))


def test_a_person_plays_a_legal_move_and_the_model_says_so(qtbot: QtBot) -> None:
    model = GameModel(seats=PEOPLE)
    with qtbot.waitSignals([model.movePlayed, model.positionChanged, model.turnChanged]):
        assert model.play("E")
    assert model.game.houses == [4, 4, 4, 4, 0, 5, 5, 5, 5, 4, 4, 4]


def test_an_illegal_move_changes_nothing(qtbot: QtBot) -> None:
    model = GameModel(seats=PEOPLE)
    with qtbot.assertNotEmitted(model.positionChanged):
        assert not model.play("e")
        assert not model.play("Z")
    assert model.game.moves == []


def test_the_computer_replies_to_a_move(qtbot: QtBot) -> None:
    model = GameModel(seats=VERSUS, seconds=0.2)
    with qtbot.waitSignal(model.thinkingStarted):
        model.play("C")
    assert model.is_thinking()
    assert not model.play("a")  # not a person's turn: ignored
    with qtbot.waitSignal(model.thinkingFinished, timeout=5000):
        pass
    qtbot.waitUntil(lambda: len(model.game.moves) == 2, timeout=5000)
    assert model.game.moves[1].islower()
    assert model.awaits_person()


def test_the_computer_opens_when_it_plays_south(qtbot: QtBot) -> None:
    model = GameModel(seats=(Seat(True, "casual"), Seat()), seconds=0.2)
    model.start()
    qtbot.waitUntil(lambda: len(model.game.moves) == 1, timeout=5000)
    assert model.game.to_move is Player.NORTH


def test_undo_takes_back_the_computers_reply_and_the_persons_move(qtbot: QtBot) -> None:
    model = GameModel(seats=VERSUS, seconds=0.2)
    model.play("C")
    qtbot.waitUntil(lambda: len(model.game.moves) == 2, timeout=5000)
    model.undo()
    assert model.game.moves == []
    assert model.awaits_person()
    model.redo()
    assert len(model.game.moves) == 2


def test_a_new_game_cancels_the_search_and_ignores_its_late_answer(qtbot: QtBot) -> None:
    model = GameModel(seats=(Seat(), Seat(True, "master")), seconds=5.0)
    model.play("C")
    assert model.is_thinking()
    model.new_game(Game(), PEOPLE)
    assert not model.is_thinking()
    qtbot.wait(300)  # the old worker stops within 50 ms; its answer must not be played
    assert model.game.moves == []


def test_undo_while_the_computer_thinks_cancels_it(qtbot: QtBot) -> None:
    model = GameModel(seats=(Seat(), Seat(True, "master")), seconds=5.0)
    model.play("C")
    model.undo()
    qtbot.wait(300)
    assert model.game.moves == []
    assert model.awaits_person()


def test_shutdown_while_thinking_stops_the_thinking(qtbot: QtBot) -> None:
    # An hour to think: only the shutdown's cancel lets the workers end while it waits
    # (the wait is long only to guard against a hang; how soon a shutdown returns is
    # benchmarks/bench_stops.py's to measure).
    # A middle game, out of the opening book (which would answer at once).
    game = Game(parse_fen("1-20-2-0-3-1-5-0-2-1-4-1-4-4-S"))
    model = GameModel(game, seats=(Seat(), Seat(True, "master")), seconds=3600.0)
    model.play("B")
    qtbot.wait(300)
    assert model.is_thinking()  # still: it has an hour
    model.shutdown(timeout=120.0)
    assert not model._workers.busy()


def test_a_hint_names_a_legal_move(qtbot: QtBot) -> None:
    model = GameModel(seats=PEOPLE)
    with qtbot.waitSignal(model.hintReady, timeout=5000) as blocker:
        model.request_hint(seconds=0.2)
    assert blocker.args[0].best in model.game.legal_moves()


def test_the_end_of_the_game_is_announced_with_its_outcome(qtbot: QtBot) -> None:
    from wari_desktop.notation import parse_fen

    model = GameModel(Game(parse_fen("4-0-0-1-3-1-2-1-2-0-0-6-20-8-S")), PEOPLE)
    with qtbot.waitSignal(model.gameOver) as blocker:
        model.play("E")  # captures 5: 25
    assert blocker.args[0].totals[0] == 25


def test_a_refereed_move_is_sent_first_and_played_once_taken(qtbot: QtBot) -> None:
    """In a game someone else referees (online), the person's move goes to the referee and
    is played on the board only once taken; refused, the turn comes back."""
    from wari_desktop.gui.game.seats import REMOTE

    model = GameModel(Game(), (Seat(), REMOTE))
    model.start()
    sent: list[str] = []
    model.referee = sent.append
    assert not model.play("a")  # not a legal move: nothing sent
    assert model.play("C") and sent == ["C"]
    assert model.sent == "C" and not model.game.plies and not model.awaits_person()
    assert not model.play("D") and sent == ["C"]  # one move on its way at a time
    assert not model.accepted("D")
    model.withdrawn()  # refused: South is to move again, nothing played
    assert model.sent is None and model.awaits_person() and not model.game.plies
    with qtbot.waitSignal(model.movePlayed):
        assert model.play("D") and model.accepted("D")
    assert model.game.moves == ["D"] and model.sent is None
    model.new_game(Game(), (Seat(), REMOTE))
    assert model.referee is None  # a new game plays its moves at once again
