"""The player's rating follows their games against the computer: a game ended by a move
or a resignation is rated once; help (a hint, an undo, the analysis) marks it assisted
and leaves the rating where it was; games between people, from a set-up position or
opened already finished are not rated; the result in the panel says the new rating."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from wari_desktop.gui.game.game_model import PEOPLE, Seat
from wari_desktop.gui.learn.rating_control import (
    LEVELS_TAG,
    RatingController,
    levels_of,
    person_result,
)
from wari_desktop.gui.platform.autosave import read_autosave, seats_of
from wari_desktop.gui.session.document import ASSISTED_TAG, RATED_TAG
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.notation.annotations import Annotations
from wari_desktop.rating import load_record
from wari_desktop.rules import Game, Player, Position

from .conftest import INSTANT
from .stub_host import StubHost

AGAINST_CASUAL = (Seat(), Seat(True, "casual"))


@pytest.fixture
def host(qtbot: QtBot) -> Iterator[StubHost]:
    stub = StubHost(AGAINST_CASUAL)
    stub.model.set_autoplay(False)  # the computer waits: these tests decide the moves
    yield stub
    stub.close()


def test_the_result_is_the_persons() -> None:
    assert person_result(Player.SOUTH, Player.SOUTH) == "win"
    assert person_result(Player.NORTH, Player.SOUTH) == "loss"
    assert person_result(None, Player.NORTH) == "draw"


def test_a_resignation_is_rated_once_as_a_loss(host: StubHost) -> None:
    rating = RatingController(host)
    assert host.actions["help:learning"] == [rating.action]
    seen = []
    rating.rated.connect(seen.append)
    host.model.play("C")
    host.model.resign()
    games = load_record().record.games
    assert [(g.level, g.result.value, g.assisted) for g in games] == [("casual", "loss",
                                                                        False)]
    assert seen and seen[0].after.rating < seen[0].before.rating
    assert host.document.tag(RATED_TAG) == f"{seen[0].after.rating:.0f}"
    host.model.undo()  # the resignation taken back ...
    host.model.resign()  # ... and given again: the game was rated already
    assert len(load_record().record.games) == 1


def test_a_hint_marks_the_game_assisted_and_the_rating_stays(
        host: StubHost, qtbot: QtBot) -> None:
    RatingController(host)
    with qtbot.waitSignal(host.model.hintReady, timeout=10_000):
        host.model.request_hint(seconds=0.05)
    assert host.document.tag(ASSISTED_TAG) == "hint"
    host.model.resign()
    record = load_record().record
    assert record.games[-1].assisted and record.rated_games == ()
    assert record.current.rating == pytest.approx(1500)


def test_an_undo_marks_the_game_assisted(host: StubHost) -> None:
    RatingController(host)
    host.model.play("C")
    host.model.undo()
    assert host.document.tag(ASSISTED_TAG) == "undo"


def test_games_that_are_not_rated(qtbot: QtBot) -> None:
    people = StubHost(PEOPLE)
    RatingController(people)
    people.model.resign()
    set_up = StubHost(AGAINST_CASUAL)
    set_up.model.set_autoplay(False)
    RatingController(set_up)
    set_up.start_game(Game(Position((3,) * 12, (6, 6), Player.SOUTH)), AGAINST_CASUAL)
    set_up.model.resign()
    finished = Game()
    finished.agree_to_end()
    opened = StubHost(AGAINST_CASUAL)
    RatingController(opened)
    opened.start_game(finished, AGAINST_CASUAL)  # over already when it opens
    assert load_record().record.games == ()
    for stub in (people, set_up, opened):
        stub.close()


def test_the_panel_says_the_new_rating_with_the_result(qtbot: QtBot) -> None:
    window = MainWindow(seats=AGAINST_CASUAL, settings=INSTANT)
    qtbot.addWidget(window)
    window.show()
    window.model.resign()
    qtbot.waitUntil(lambda: window.panel.result.isVisible())
    assert "Your rating:" in window.panel.result.text()
    assert window.rating.action in window.menus.menu("help").actions()


def test_match_my_level_chooses_the_level_nearest_the_rating(qtbot: QtBot) -> None:
    from wari_desktop.gui.dialogs.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(suggested="expert")
    qtbot.addWidget(dialog)
    assert not dialog.match_button.isHidden() and "Expert" in dialog.match_button.text()
    assert dialog.level() != "expert"
    dialog.match_button.click()
    assert dialog.level() == "expert"
    dialog.opponent_combo.setCurrentIndex(dialog.opponent_combo.findData(""))  # a friend
    assert dialog.level() is None and not dialog.match_button.isEnabled()
    dialog.opponent_combo.setCurrentIndex(dialog.opponent_combo.findData("club"))
    assert dialog.match_button.isEnabled()
    plain = NewGameDialog()
    qtbot.addWidget(plain)
    assert plain.match_button.isHidden()


def test_the_level_offered_follows_the_rated_games(host: StubHost) -> None:
    rating = RatingController(host)
    assert rating.suggested_level() is None  # no rated game yet
    host.model.play("C")
    host.model.resign()  # a loss to casual: the rating falls towards beginner's
    assert rating.suggested_level() in ("beginner", "casual")


def test_a_loss_on_time_is_rated_as_a_loss(host: StubHost) -> None:
    RatingController(host)
    host.model.play("C")
    host.model.clock.flagFell.emit(Player.SOUTH)  # the person's time ran out
    assert host.model.lost_on_time is Player.SOUTH
    assert [g.result.value for g in load_record().record.games] == ["loss"]


def _set_level(host: StubHost, level: str) -> None:
    """What Move, Level does: the computer's seat changes level in the game."""
    host.model.set_seats(tuple(Seat(True, level) if s.computer else s  # type: ignore
                               for s in host.model.seats))


def test_a_level_changed_mid_game_is_rated_at_the_weakest_level_played(
        host: StubHost) -> None:
    rating = RatingController(host)
    seen: list = []
    rating.rated.connect(seen.append)
    host.model.play("C")  # a move against casual
    assert rating.levels_played() == ("casual",)
    _set_level(host, "master")  # finished at the master ...
    assert rating.levels_played() == ("casual", "master")
    host.model.resign()
    games = load_record().record.games
    assert [(g.level, g.result.value) for g in games] == [("casual", "loss")]
    assert seen[0].levels == ("casual", "master")
    assert host.document.record().tags[LEVELS_TAG] == "casual master"


def test_a_level_chosen_before_any_move_is_the_games_level(host: StubHost) -> None:
    RatingController(host)
    _set_level(host, "club")  # changed before the first move: casual never played
    host.model.play("C")
    host.model.resign()
    assert [g.level for g in load_record().record.games] == ["club"]


def test_the_levels_played_outlive_an_undo_and_the_autosave(
        tmp_path: Path, qtbot: QtBot) -> None:
    autosave = tmp_path / "autosave.ogn"
    first = StubHost(AGAINST_CASUAL)
    first.model.set_autoplay(False)
    first.document.autosave = autosave
    rating = RatingController(first)
    first.model.play("C")
    _set_level(first, "expert")
    first.model.undo()  # the move at casual taken back: casual still counts
    assert rating.levels_played() == ("casual", "expert")
    first.model.play("D")  # a move at expert, kept in the autosave
    record = read_autosave(autosave)
    assert record is not None and levels_of(record.tags.get(LEVELS_TAG)) == (
        "casual", "expert")
    first.close()
    resumed = StubHost(AGAINST_CASUAL)
    resumed.model.set_autoplay(False)
    again = RatingController(resumed)
    resumed.document.start(record.game, seats_of(record, AGAINST_CASUAL),
                           annotations=Annotations.of(record))
    assert resumed.model.seat(Player.NORTH).level == "expert"
    assert again.levels_played() == ("casual", "expert")
    resumed.model.resign()
    assert [g.level for g in load_record().record.games] == ["casual"]
    resumed.close()


def test_levels_of_reads_only_known_levels_weakest_first() -> None:
    assert levels_of("master  casual bogus casual") == ("casual", "master")
    assert levels_of(None) == () and levels_of("") == ()


def test_the_panel_names_the_weakest_level_played(qtbot: QtBot) -> None:
    window = MainWindow(seats=AGAINST_CASUAL, settings=INSTANT)
    qtbot.addWidget(window)
    window.show()
    window.model.set_autoplay(False)
    window.model.play("C")
    window.model.set_seats((Seat(), Seat(True, "master")))
    window.model.resign()
    qtbot.waitUntil(lambda: window.panel.result.isVisible())
    assert ("Rated as a game against Casual, the weakest level you played."
            in window.panel.result.text())


def test_the_computer_is_named_by_the_levels_it_truly_played_at(
        host: StubHost, tmp_path: Path, qtbot: QtBot) -> None:
    """North played every move at Casual, then the level went to Master: the record and
    the review name it "Computer (Casual)" until it plays a move at Master."""

    def north_moves() -> None:
        plies = len(host.model.game.plies)
        assert host.model.computer_move()
        qtbot.waitUntil(lambda: len(host.model.game.plies) == plies + 1, timeout=10000)

    assert host.model.play("C")
    north_moves()  # at Casual
    assert host.model.play(host.model.game.legal_moves()[0])
    north_moves()
    _set_level(host, "master")
    assert host.model.play(host.model.game.legal_moves()[0])  # North at Master now
    assert host.document.player_names()[1] == "Computer (Casual)"
    path = tmp_path / "game.ogn"
    host.document.save(path)
    assert '[North "Computer (Casual)"]' in path.read_text()
    north_moves()  # a move at Master
    assert host.document.player_names()[1] == "Computer (Casual, Master)"
    host.model.undo()  # taken back: Casual alone again
    assert host.document.player_names()[1] == "Computer (Casual)"
    qtbot.waitUntil(lambda: not host.board.is_animating(), timeout=10000)


def test_a_change_rounding_to_nothing_is_never_minus_nothing(qtbot: QtBot) -> None:
    """1318.4 to 1318.2 shows "1318 (±0)", never "(-0)"; a new rating's big move is
    explained in one sentence beside it."""
    from wari_desktop.rating import PlayerRecord, Rating, Recorded

    window = MainWindow(seats=AGAINST_CASUAL, settings=INSTANT)
    qtbot.addWidget(window)
    window.show()
    window.model.resign()
    qtbot.waitUntil(lambda: window.panel.result.isVisible())
    settled = Rating(1318.4, 60.0)
    window.display.show_rating_change(
        Recorded(settled, Rating(1318.2, 60.0), PlayerRecord(), True))
    text = window.panel.result.text()
    assert "Your rating: 1318 (±0)." in text and "-0" not in text
    assert "provisional" not in text
    window.display.show_rating_change(
        Recorded(Rating(1512.0, 300.0), Rating(1301.0, 250.0), PlayerRecord(), True))
    text = window.panel.result.text()
    assert "Your rating: 1301 (-211)." in text
    assert "A new rating is provisional: it moves a lot in its first games" in text


def test_the_levels_each_computer_move_was_made_at_outlive_the_autosave(
        tmp_path: Path, qtbot: QtBot) -> None:
    """Resumed at the next start, North's moves made at Casual still name it so, though
    its seat is at Master now; the mark is the autosave's only (a saved file has the
    names)."""
    autosave = tmp_path / "autosave.ogn"
    first = StubHost(AGAINST_CASUAL)
    first.model.set_autoplay(False)
    first.document.autosave = autosave
    assert first.model.play("C")
    assert first.model.computer_move()
    qtbot.waitUntil(lambda: len(first.model.game.plies) == 2, timeout=10000)
    _set_level(first, "master")
    assert first.model.play(first.model.game.legal_moves()[0])  # kept in the autosave
    record = read_autosave(autosave)
    assert record is not None
    qtbot.waitUntil(lambda: not first.board.is_animating(), timeout=10000)
    first.close()
    resumed = StubHost(AGAINST_CASUAL)
    resumed.model.set_autoplay(False)  # North waits: its next move would be at Master
    resumed.document.start(record.game, seats_of(record, AGAINST_CASUAL),
                           annotations=Annotations.of(record))
    assert resumed.model.seat(Player.NORTH).level == "master"
    assert resumed.document.player_names()[1] == "Computer (Casual)"
    path = tmp_path / "saved.ogn"
    resumed.document.save(path)
    assert '[North "Computer (Casual)"]' in path.read_text()
    assert "WariMoveLevels" not in path.read_text()
    qtbot.waitUntil(lambda: not resumed.board.is_animating(), timeout=10000)
    resumed.close()
