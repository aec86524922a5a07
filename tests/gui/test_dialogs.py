"""The New Game and Settings dialogs and the rules window."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from wari_desktop.ai import NAMES
from wari_desktop.gui.dialogs.new_game_dialog import NewGameChoice, NewGameDialog
from wari_desktop.gui.dialogs.settings_dialog import SettingsDialog
from wari_desktop.gui.game.game_model import PEOPLE, Seat
from wari_desktop.gui.learn.rules_window import MiniBoard, RulesWindow
from wari_desktop.gui.platform.settings import LANGUAGES, Settings, Speed
from wari_desktop.rules import (
    STANDARD_OWNERS,
    EmptySide,
    GrandSlam,
    Player,
    Position,
    Rules,
    next_owners,
)

SOUTH, NORTH = Player.SOUTH, Player.NORTH


def new_game_dialog(qtbot: QtBot, *args: object, **kwargs: object) -> NewGameDialog:
    dialog = NewGameDialog(*args, **kwargs)  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    return dialog


def choose_friend(dialog: NewGameDialog) -> None:
    dialog.opponent_combo.setCurrentIndex(dialog.opponent_combo.findData(""))


def distinct_colours(image: QImage, step: int = 3) -> int:
    return len({
        image.pixel(x, y)
        for x in range(0, image.width(), step)
        for y in range(0, image.height(), step)
    })


# -- New Game: the defaults ------------------------------------------------------------
def test_default_choice_is_you_south_against_the_club_computer_by_standard_rules(
    qtbot: QtBot,
) -> None:
    choice = new_game_dialog(qtbot).choice()
    assert choice.seats == (Seat(), Seat(True, "club"))
    assert choice.first is SOUTH
    assert choice.rules == Rules()
    assert choice.rules.is_default
    assert not choice.by_lot


def test_the_level_comes_from_the_settings(qtbot: QtBot) -> None:
    dialog = new_game_dialog(qtbot, settings=Settings(level="expert"))
    assert dialog.choice().seats == (Seat(), Seat(True, "expert"))


def test_the_opponent_list_holds_the_five_levels_with_descriptions_then_a_friend(
    qtbot: QtBot,
) -> None:
    dialog = new_game_dialog(qtbot)
    combo = dialog.opponent_combo
    items = [combo.itemData(i) for i in range(combo.count()) if combo.itemText(i)]
    assert items == [*NAMES, ""]
    assert combo.itemText(0).startswith("Beginner — ")
    assert combo.itemText(4) == "Master — thinks up to 2 s a move"


@pytest.mark.parametrize("level", NAMES)
def test_each_level_gives_the_computer_that_level(qtbot: QtBot, level: str) -> None:
    dialog = new_game_dialog(qtbot)
    dialog.opponent_combo.setCurrentIndex(dialog.opponent_combo.findData(level))
    assert dialog.choice().seats == (Seat(), Seat(True, level))
    assert dialog.choice().level == level


# -- New Game: players and who starts --------------------------------------------------
def test_a_friend_gives_two_people_and_no_side_to_choose(qtbot: QtBot) -> None:
    dialog = new_game_dialog(qtbot)
    choose_friend(dialog)
    choice = dialog.choice()
    assert choice.seats == PEOPLE
    assert choice.computer is None and choice.level is None
    assert not dialog.side_row.isEnabled()
    assert dialog.first_you_radio.text() == "South"
    assert dialog.first_other_radio.text() == "North"


def test_two_friends_can_let_north_start(qtbot: QtBot) -> None:
    dialog = new_game_dialog(qtbot)
    choose_friend(dialog)
    dialog.first_other_radio.click()
    assert dialog.choice().first is NORTH


def test_choosing_north_puts_the_person_on_north_and_the_computer_on_south(
    qtbot: QtBot,
) -> None:
    dialog = new_game_dialog(qtbot)
    dialog.north_radio.click()
    choice = dialog.choice()
    assert choice.seats == (Seat(True, "club"), Seat())
    assert choice.computer is SOUTH
    assert choice.first is NORTH  # "You" start, and you are North


def test_the_computer_can_start(qtbot: QtBot) -> None:
    dialog = new_game_dialog(qtbot)
    dialog.north_radio.click()
    dialog.first_other_radio.click()
    assert dialog.choice().first is SOUTH
    assert dialog.first_other_radio.text() == "The computer"


def lot(qtbot: QtBot, seed: int, friends: bool = False) -> Player:
    dialog = new_game_dialog(qtbot, rng=random.Random(seed))
    if friends:
        choose_friend(dialog)
    dialog.first_lot_radio.click()
    dialog.accept()
    choice = dialog.choice()
    assert choice.by_lot
    assert dialog.choice().first is choice.first  # drawn once
    return choice.first


@pytest.mark.parametrize("friends", [False, True])
def test_by_lot_draws_with_the_given_random_and_can_give_either_side(
    qtbot: QtBot, friends: bool
) -> None:
    draws = {seed: lot(qtbot, seed, friends) for seed in range(12)}
    first_south = next(seed for seed, side in draws.items() if side is SOUTH)
    first_north = next(seed for seed, side in draws.items() if side is NORTH)
    assert lot(qtbot, first_south, friends) is SOUTH  # the same seed, the same draw
    assert lot(qtbot, first_north, friends) is NORTH


def test_accepting_draws_a_new_lot(qtbot: QtBot) -> None:
    class Fixed(random.Random):
        def __init__(self) -> None:
            super().__init__(0)
            self.calls = 0

        def choice(self, seq: Any) -> Any:
            self.calls += 1
            return seq[self.calls % 2]

    rng = Fixed()
    dialog = new_game_dialog(qtbot, rng=rng)
    dialog.first_lot_radio.click()
    dialog.accept()
    assert rng.calls == 1
    assert dialog.choice().first is NORTH


def test_start_accepts_the_dialog(qtbot: QtBot) -> None:
    dialog = new_game_dialog(qtbot)
    dialog.start_button.click()
    assert dialog.result() == QDialog.DialogCode.Accepted


# -- New Game: rule options ------------------------------------------------------------
@pytest.mark.parametrize(
    ("grand_slam", "empty_side", "repetition"),
    [
        (GrandSlam.FORBIDDEN, EmptySide.MUST_FEED, True),
        (GrandSlam.CAPTURES_NOTHING, EmptySide.GAME_ENDS, True),
        (GrandSlam.CAPTURES_NOTHING, EmptySide.PASS, True),
        (GrandSlam.CAPTURES_NOTHING, EmptySide.MUST_FEED, False),
        (GrandSlam.FORBIDDEN, EmptySide.PASS, False),
    ],
)
def test_rule_options_map_to_the_rules_fields(
    qtbot: QtBot, grand_slam: GrandSlam, empty_side: EmptySide, repetition: bool
) -> None:
    dialog = new_game_dialog(qtbot)
    dialog.grand_slam_combo.setCurrentIndex(dialog.grand_slam_combo.findData(grand_slam))
    dialog.empty_side_combo.setCurrentIndex(dialog.empty_side_combo.findData(empty_side))
    dialog.repetition_check.setChecked(repetition)
    assert dialog.choice().rules == Rules(grand_slam, repetition, empty_side)
    assert dialog.standard_button.isEnabled()
    assert "Variant" in dialog.rules_note.text()


def test_standard_rules_puts_every_option_back(qtbot: QtBot) -> None:
    dialog = new_game_dialog(qtbot)
    dialog.grand_slam_combo.setCurrentIndex(1)
    dialog.empty_side_combo.setCurrentIndex(2)
    dialog.repetition_check.setChecked(False)
    dialog.standard_button.click()
    assert dialog.choice().rules == Rules()
    assert not dialog.standard_button.isEnabled()
    assert "standard" in dialog.rules_note.text()


def test_rule_options_have_tooltips(qtbot: QtBot) -> None:
    dialog = new_game_dialog(qtbot)
    for widget in (dialog.grand_slam_combo, dialog.empty_side_combo, dialog.repetition_check,
                   dialog.standard_button, dialog.opponent_combo):
        assert widget.toolTip()


def test_house_owners_of_a_match_pass_through(qtbot: QtBot) -> None:
    owners = next_owners(32, 16)
    dialog = new_game_dialog(qtbot, NewGameChoice(rules=Rules(owners=owners)))
    dialog.grand_slam_combo.setCurrentIndex(1)
    dialog.standard_button.click()
    assert dialog.choice().rules == Rules(owners=owners)
    assert "8 houses" in dialog.rules_note.text()


@pytest.mark.parametrize(
    "choice",
    [
        NewGameChoice(),
        NewGameChoice((Seat(True, "master"), Seat()), SOUTH),
        NewGameChoice((Seat(True, "beginner"), Seat()), NORTH, Rules(GrandSlam.FORBIDDEN)),
        NewGameChoice((Seat(), Seat(True, "casual")), NORTH,
                      Rules(end_on_repetition=False, empty_side=EmptySide.GAME_ENDS)),
        NewGameChoice(PEOPLE, NORTH, Rules(empty_side=EmptySide.PASS)),
        NewGameChoice(PEOPLE, SOUTH, Rules(owners=next_owners(13, 35))),
    ],
)
def test_the_dialog_shows_an_initial_choice_and_gives_it_back(
    qtbot: QtBot, choice: NewGameChoice
) -> None:
    assert new_game_dialog(qtbot, choice).choice() == choice


def test_an_initial_choice_by_lot_is_offered_by_lot_again(qtbot: QtBot) -> None:
    initial = NewGameChoice(first=NORTH, by_lot=True)
    dialog = new_game_dialog(qtbot, initial, rng=random.Random(1))
    assert dialog.first_lot_radio.isChecked()
    assert dialog.choice().by_lot


# -- the game a choice starts ----------------------------------------------------------
@pytest.mark.parametrize("first", [SOUTH, NORTH])
def test_the_choice_starts_a_game_with_its_first_player_and_rules(first: Player) -> None:
    rules = Rules(GrandSlam.FORBIDDEN, False, EmptySide.GAME_ENDS)
    game = NewGameChoice(PEOPLE, first, rules).game()
    assert game.to_move is first
    assert game.position == Position.start(first)
    assert game.rules == rules
    assert game.moves == []


def test_the_dialogs_choice_starts_the_game_it_shows(qtbot: QtBot) -> None:
    dialog = new_game_dialog(qtbot)
    dialog.north_radio.click()
    dialog.first_other_radio.click()
    dialog.empty_side_combo.setCurrentIndex(dialog.empty_side_combo.findData(EmptySide.PASS))
    game = dialog.choice().game()
    assert game.to_move is SOUTH  # the computer, on South, starts
    assert game.legal_moves() == ["A", "B", "C", "D", "E", "F"]
    assert game.rules.empty_side is EmptySide.PASS
    assert game.rules.owners == STANDARD_OWNERS


# -- Settings --------------------------------------------------------------------------
def settings_dialog(qtbot: QtBot, settings: Settings | None = None) -> SettingsDialog:
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    return dialog


EDITED = Settings(sound=False, volume=0.37, speed=Speed.FAST, show_counts=False,
                  language="it", level="expert", flipped=True, name="Ama Owusu")


@pytest.mark.parametrize(
    "settings",
    [Settings(), EDITED]
    + [Settings(speed=speed) for speed in Speed]
    + [Settings(language=code) for code in LANGUAGES]
    + [Settings(volume=volume) for volume in (0.0, 0.5, 1.0, 0.333)],
)
def test_settings_round_trip_through_the_dialog(qtbot: QtBot, settings: Settings) -> None:
    dialog = settings_dialog(qtbot, settings)
    dialog.ok_button.click()
    assert dialog.settings() == settings


def test_settings_are_edited_on_ok(qtbot: QtBot) -> None:
    dialog = settings_dialog(qtbot, Settings(level="master"))
    dialog.sound_check.click()
    dialog.volume_slider.setValue(25)
    dialog.speed_combo.setCurrentIndex(dialog.speed_combo.findData(Speed.INSTANT))
    dialog.counts_check.click()
    dialog.language_combo.setCurrentIndex(dialog.language_combo.findData("fr"))
    assert dialog.language_changed()
    dialog.ok_button.click()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.settings() == Settings(False, 0.25, Speed.INSTANT, False, "fr", "master")


def test_the_players_name_is_edited_and_cleaned(qtbot: QtBot) -> None:
    from PySide6.QtCore import QSettings

    from wari_desktop.gui.platform.player_name import system_user_name
    from wari_desktop.gui.platform.settings import load_settings, save_settings

    dialog = settings_dialog(qtbot, Settings())
    assert dialog.name_edit.text() == ""  # the system's name, shown greyed
    assert dialog.name_edit.placeholderText() == (system_user_name() or "You")
    dialog.name_edit.setText("  Kofi\t Mensah \n")
    dialog.ok_button.click()
    assert dialog.settings().name == "Kofi Mensah"
    store = QSettings()
    save_settings(dialog.settings(), store)
    assert load_settings(store).name == "Kofi Mensah"
    store.setValue("name", "x" * 500)  # a hand-edited file
    assert len(load_settings(store).name) == 60
    store.remove("name")


def test_cancel_keeps_the_settings_given(qtbot: QtBot) -> None:
    dialog = settings_dialog(qtbot, EDITED)
    dialog.sound_check.click()
    dialog.volume_slider.setValue(90)
    dialog.language_combo.setCurrentIndex(0)
    dialog.cancel_button.click()
    assert dialog.result() == QDialog.DialogCode.Rejected
    assert dialog.settings() is EDITED


def test_the_volume_is_greyed_while_sound_is_off(qtbot: QtBot) -> None:
    dialog = settings_dialog(qtbot)
    assert dialog.volume_slider.isEnabled()
    dialog.sound_check.click()
    assert not dialog.volume_slider.isEnabled()
    assert dialog.volume_slider.minimum() == 0 and dialog.volume_slider.maximum() == 100


def test_languages_are_named_in_their_own_language(qtbot: QtBot) -> None:
    dialog = settings_dialog(qtbot)
    combo = dialog.language_combo
    names = [combo.itemText(i) for i in range(combo.count())]
    assert names == ["System default", "English", "Italiano", "Español", "Français",
                     "Português", "Deutsch"]
    assert [combo.itemData(i) for i in range(combo.count())] == list(LANGUAGES)


def test_the_dialog_says_when_a_new_language_applies(qtbot: QtBot) -> None:
    dialog = settings_dialog(qtbot)
    assert "as soon as you press OK" in dialog.language_note.text()


@pytest.mark.parametrize(("button", "accepted"), [("ok_button", True),
                                                  ("cancel_button", False)])
def test_ask_returns_new_settings_only_after_ok(
    qtbot: QtBot, button: str, accepted: bool
) -> None:
    def answer() -> None:
        dialog = QApplication.activeModalWidget() or next(
            (w for w in QApplication.topLevelWidgets()
             if isinstance(w, SettingsDialog) and w.isVisible()), None)
        if isinstance(dialog, SettingsDialog):
            dialog.counts_check.click()
            getattr(dialog, button).click()
        elif dialog is not None:  # never leave a modal dialog waiting
            dialog.close()

    QTimer.singleShot(0, answer)
    result = SettingsDialog.ask(Settings())
    assert result == (Settings(show_counts=False) if accepted else None)


# -- the rules window ------------------------------------------------------------------
def test_the_rules_window_shows_the_worked_examples_on_mini_boards(qtbot: QtBot) -> None:
    window = RulesWindow()
    qtbot.addWidget(window)
    assert len(window.boards) >= 10
    assert all(isinstance(board, MiniBoard) for board in window.boards)
    assert window.boards[0].position == Position.start()
    moves = [board for board in window.boards if board.played is not None]
    assert len(moves) >= 5
    lap = next(board for board in moves if board.position.houses[4] == 14)
    assert lap.sowing_distance() == 15  # 14 seeds, skipping E once
    captured = [board for board in window.boards if board.marks]
    assert [sorted(board.marks) for board in captured] == [[6, 7]]  # a and b


def test_the_rules_window_renders(qtbot: QtBot) -> None:
    window = RulesWindow()
    qtbot.addWidget(window)
    window.resize(900, 800)
    window.show()
    qtbot.waitExposed(window)
    image = window.grab().toImage()
    assert distinct_colours(image) > 500
    board = window.boards[1]
    assert board.width() > 200
    assert abs(board.height() - board.heightForWidth(board.width())) <= 2
    assert distinct_colours(board.grab().toImage(), 2) > 300


def test_a_mini_board_keeps_its_proportions(qtbot: QtBot) -> None:
    board = MiniBoard(Position.start(), "E")
    qtbot.addWidget(board)
    wide, narrow = board.heightForWidth(800), board.heightForWidth(400)
    assert abs(wide - 2 * narrow) <= 2
    board.resize(800, 800)  # taller than needed: the board stays centred, same shape
    card = board.card()
    assert abs(card.width() / card.height() - 800 / wide) < 0.02
    assert board.sowing_distance() == 4


def test_the_settings_say_what_the_endgame_database_holds_as_a_build_goes_on(
        qtbot: QtBot) -> None:
    from wari_desktop.ai.tables import TableStatus

    states = [TableStatus(None), TableStatus(15, 18, None), TableStatus(15, 18, 0.42),
              TableStatus(18)]
    dialog = SettingsDialog(Settings(), table_status=lambda: states[0])
    qtbot.addWidget(dialog)
    texts = [dialog.table_note.text()]
    assert "not there yet" in texts[0]
    for state in states[1:]:
        states[0] = state
        qtbot.waitUntil(lambda: dialog.table_note.text() not in texts[-1:] and
                        bool(dialog.table_note.text()), timeout=3000)
        texts.append(dialog.table_note.text())
    assert "up to 15 seeds" in texts[1] and "18 seeds" in texts[1] and "%" not in texts[1]
    assert texts[2].endswith("42%.")
    assert "up to 18 seeds" in texts[3] and "larger" not in texts[3]
    assert SettingsDialog(Settings()).table_note.isHidden()  # nothing known: nothing said
