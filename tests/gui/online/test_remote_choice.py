"""New Game's third opponent, a person on another computer, and what follows it: offered
only when the window can play such games, the terms of a hosted game taken from the
dialog, nothing on the network when New Game opens, the server's lobby handing its games
to the window's OnlineGames, and the dialogs reachable by keyboard with their names."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot
from zeroconf import Zeroconf

from wari_desktop.gui.dialogs.new_game_dialog import REMOTE, NewGameChoice, NewGameDialog
from wari_desktop.gui.dialogs.remote_choice import Remote
from wari_desktop.gui.online.lan_dialogs import HostDialog, JoinDialog
from wari_desktop.gui.online.remote_start import hosted_terms, open_server_lobby, start_remote
from wari_desktop.protocol import GameTerms, Side
from wari_desktop.rules import EmptySide, GrandSlam, Player, Rules
from wari_desktop.rules.clock import TimeControl

from .test_lan_dialogs import RecordingGames


@pytest.fixture(autouse=True)
def loopback_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WARI_LAN_INTERFACES", "127.0.0.1")


def live_zeroconfs() -> int:
    gc.collect()
    return sum(1 for o in gc.get_objects() if isinstance(o, Zeroconf) and not o.done)


def test_not_offered_unless_the_window_plays_online(qtbot: QtBot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert dialog.opponent_combo.findData(REMOTE) < 0
    assert dialog.remote_choice.isHidden() and dialog.choice().remote is None


def test_hosting_takes_the_side_the_clock_and_the_rules(qtbot: QtBot) -> None:
    dialog = NewGameDialog(remote=True)
    qtbot.addWidget(dialog)
    dialog.show()
    assert live_zeroconfs() == 0, "New Game opened: nothing may listen on the network"
    dialog.opponent_combo.setCurrentIndex(dialog.opponent_combo.findData(REMOTE))
    assert dialog.remote_choice.isEnabled() and dialog.start_button.text() == "Continue"
    assert not dialog.first_row.isEnabled() and dialog.side_row.isEnabled()
    dialog.north_radio.setChecked(True)
    dialog.clock_choice.set_time_control(TimeControl(300, 3))
    dialog.grand_slam_combo.setCurrentIndex(
        dialog.grand_slam_combo.findData(GrandSlam.FORBIDDEN))
    choice = dialog.choice()
    assert choice.remote is Remote.HOST and choice.remote_side is Player.NORTH
    assert choice.first is Player.SOUTH
    terms = hosted_terms(choice)
    assert terms == GameTerms(TimeControl(300, 3), False,
                              Rules(grand_slam=GrandSlam.FORBIDDEN), Side.NORTH)
    assert live_zeroconfs() == 0


def test_joining_or_a_server_leave_the_terms_to_the_host(qtbot: QtBot) -> None:
    dialog = NewGameDialog(remote=True)
    qtbot.addWidget(dialog)
    dialog.opponent_combo.setCurrentIndex(dialog.opponent_combo.findData(REMOTE))
    for way in (Remote.JOIN, Remote.SERVER):
        dialog.remote_choice.buttons[way].click()
        assert dialog.choice().remote is way
        assert not dialog.side_row.isEnabled() and not dialog.clock_choice.isEnabled()
        assert not dialog.rules_group.isEnabled()
    dialog.opponent_combo.setCurrentIndex(dialog.opponent_combo.findData(""))
    assert dialog.choice().remote is None and dialog.rules_group.isEnabled()
    assert not dialog.remote_choice.isEnabled() and dialog.start_button.text() == "Start"


def test_the_choice_comes_back_when_new_game_opens_again(qtbot: QtBot) -> None:
    before = NewGameChoice(remote=Remote.JOIN, remote_side=Player.NORTH,
                           rules=Rules(empty_side=EmptySide.GAME_ENDS))
    dialog = NewGameDialog(before, remote=True)
    qtbot.addWidget(dialog)
    after = dialog.choice()
    assert after.remote is Remote.JOIN and after.remote_side is Player.NORTH
    assert after.rules == before.rules
    without = NewGameDialog(before)  # the window no longer plays online: a friend here
    qtbot.addWidget(without)
    assert without.choice().remote is None


def test_the_servers_games_go_to_the_window(qtbot: QtBot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    games = RecordingGames()
    lobby = open_server_lobby(parent, games)
    try:
        frame = {"t": "game", "game": {"id": "g1"}}
        lobby.gameStarted.emit(frame)
        lobby.watchStarted.emit({"t": "game", "game": {"id": "g2"}})
        assert games.played == [(lobby.connection, frame)]
        assert games.watched[0][0] is lobby.connection
        assert games.watched[0][1]["game"]["id"] == "g2"
    finally:
        lobby.close()


def test_joining_opens_the_join_dialog_listing_games(qtbot: QtBot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    dialog = start_remote(parent, NewGameChoice(remote=Remote.JOIN), RecordingGames())
    assert isinstance(dialog, JoinDialog) and dialog.browser is not None
    dialog.reject()
    assert dialog.browser is None


def test_every_control_is_named_and_reached_by_tab(qtbot: QtBot) -> None:
    join = JoinDialog(RecordingGames())
    host = HostDialog(GameTerms(), "Ama", RecordingGames(), bind="127.0.0.1")
    for dialog in (join, host):
        qtbot.addWidget(dialog)
    for widget in (join.list, join.address_field, join.code_field, host.code_label,
                   host.address_label):
        assert widget.focusPolicy() & Qt.FocusPolicy.TabFocus
        assert widget.accessibleName()
    for button in (join.join_button, join.cancel_button, host.cancel_button):
        assert button.text() and button.focusPolicy() & Qt.FocusPolicy.TabFocus
    choice = NewGameDialog(remote=True)
    qtbot.addWidget(choice)
    assert all(b.text() and b.toolTip() for b in choice.remote_choice.buttons.values())


def test_the_window_offers_it_only_with_its_online_games(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    from wari_desktop.gui.game.seats import PEOPLE
    from wari_desktop.gui.window import main_window
    from wari_desktop.gui.window.main_window import MainWindow

    window = MainWindow(seats=PEOPLE)
    qtbot.addWidget(window)
    offered: list[bool] = []
    started: list[tuple[NewGameChoice, object]] = []

    def exec_(dialog: NewGameDialog) -> int:
        offered.append(dialog.opponent_combo.findData(REMOTE) >= 0)
        if offered[-1]:
            dialog.opponent_combo.setCurrentIndex(dialog.opponent_combo.findData(REMOTE))
            dialog.remote_choice.buttons[Remote.JOIN].click()
        return 1

    monkeypatch.setattr(NewGameDialog, "exec", exec_)
    monkeypatch.setattr(main_window, "start_remote",
                        lambda _w, choice, games, _name: started.append((choice, games)))
    real = window.online
    window.online = None  # type: ignore[assignment]  # a window without its online games
    window.new_game()
    assert offered == [False] and started == []
    games = RecordingGames()
    window.online = games  # type: ignore[attr-defined]
    window.new_game()
    assert offered == [False, True]
    assert started[0][0].remote is Remote.JOIN and started[0][1] is games
    window.online = real  # the window's own again, for its closing
