"""The lobby's Tournaments (issue 38, "In the window"): the list, a tournament's page
followed live, Enter and Withdraw, a closed event's code, refusals in words, the notice
of the player's tournament game over the main board, watching and reviewing the
event's games.

A real server on a thread (conftest), the window's own connection, and real clients
(``TournamentPlayer``) that play their tournament games: both first moves, then the
later name in the alphabet resigns (so "ama", the window, wins every game it starts)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QStandardItemModel
from pytestqt.qtbot import QtBot

from wari_desktop.gui.online.end_words import end_text
from wari_desktop.gui.online.lobby_window import LobbyWindow
from wari_desktop.gui.online.player_page import PlayerPageDialog
from wari_desktop.gui.online.tournament_models import ID_ROLE, crosstable
from wari_desktop.gui.online.tournament_page import TournamentPageDialog
from wari_desktop.gui.online.tournaments_view import TournamentsDialog
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.protocol.messages import (
    BoardLine,
    StandingLine,
    TournamentFrame,
    TournamentInfo,
)
from wari_desktop.rules import LETTERS, Player

from .conftest import ServerThread
from .players import PATIENCE, OtherPlayer, answered, signed_up
from .test_offer_notice import accessible
from .tournament_players import TournamentPlayer, grant, later

OTHERS = ("kofi", "yaw", "esi")


@pytest.fixture
def server(tmp_path: Any) -> Iterator[ServerThread]:
    """A server whose tournament games allow 60 s for a first move."""
    running = ServerThread(tmp_path / "server", forfeit_seconds=60)
    yield running
    running.stop()


@pytest.fixture
def others(server: ServerThread) -> Iterator[dict[str, TournamentPlayer]]:
    players = {name: TournamentPlayer(server.url, name) for name in OTHERS}
    grant(server, "esi")
    yield players
    for player in players.values():
        player.close()


@pytest.fixture
def lobby(qtbot: QtBot, window: MainWindow, server: ServerThread) -> Iterator[LobbyWindow]:
    """Play Online's lobby of the window, signed up as "ama"."""
    menu = window.online_menu
    window.online.confirm = lambda _title, _question: True
    menu.action.trigger()
    opened = menu.lobby
    assert opened is not None
    signed_up(qtbot, menu.connection, server.url, "ama")
    qtbot.waitUntil(lambda: opened.pages.currentIndex() == 1, timeout=PATIENCE)
    yield opened
    opened.close()
    menu.connection.close()


def create(organiser: OtherPlayer, **fields: Any) -> str:
    fields = {"name": "Club night", "format": "round-robin", "clock": "600+5",
              "starts_at": later(3600), **fields}
    return str(organiser.ask("tournament-create", **fields)["tournament"]["id"])


def cells(model: QStandardItemModel) -> list[list[str]]:
    return [[model.index(r, c).data() or "" for c in range(model.columnCount())]
            for r in range(model.rowCount())]


def headers(model: QStandardItemModel) -> list[str]:
    return [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]


def open_page(qtbot: QtBot, lobby: LobbyWindow, name: str = "Club night"
              ) -> tuple[TournamentsDialog, TournamentPageDialog]:
    """The Tournaments dialog from the lobby's button, and the page of ``name``."""
    lobby.tournaments_button.click()
    dialog = lobby.findChild(TournamentsDialog)
    assert dialog is not None and dialog.isVisible()
    qtbot.waitUntil(lambda: any(name in row[0] for row in cells(dialog.model)),
                    timeout=PATIENCE)
    dialog.view.selectRow(next(i for i, row in enumerate(cells(dialog.model))
                               if name in row[0]))
    page = dialog.open_page()
    assert page is not None
    qtbot.waitUntil(lambda: page.frame is not None, timeout=PATIENCE)
    return dialog, page


def standing(page: TournamentPageDialog, name: str) -> list[str] | None:
    model = page.tables["standings"][0]
    return next((row for row in cells(model) if row[2].split(" ")[0] == name), None)


def play_first_move(qtbot: QtBot, window: MainWindow) -> None:
    """The window's player clicks a legal first move once it is theirs."""
    qtbot.waitUntil(lambda: window.game.to_move is window.online.side
                    and not window.board.is_animating(), timeout=PATIENCE)
    window.play_house(LETTERS.index(window.game.legal_moves()[0]))


def test_the_list_and_a_page_enter_then_the_games_come_to_the_board_with_the_notice(
        qtbot: QtBot, window: MainWindow, lobby: LobbyWindow,
        others: dict[str, TournamentPlayer]) -> None:
    tid = create(others["esi"])
    for player in others.values():
        player.ask("tournament-enter", tournament=tid)
    dialog, page = open_page(qtbot, lobby)
    row = next(r for r in cells(dialog.model) if "Club night" in r[0])
    assert row[1:5] == ["Round robin", "10 min + 5 s a move", "rated", "3"]
    assert row[6:] == ["Not started", "Upcoming"]
    assert dialog.view.accessibleName() == "Tournaments"
    assert page.enter_button.isVisibleTo(page) and not page.withdraw_button.isVisibleTo(page)
    page.enter_button.click()
    qtbot.waitUntil(lambda: standing(page, "ama") is not None, timeout=PATIENCE)  # pushed
    assert "You are in" in page.message.text()
    assert page.withdraw_button.isVisibleTo(page) and not page.enter_button.isVisibleTo(page)
    others["esi"].ask("tournament-start", tournament=tid)
    notice = window.online_menu.tournament_notice
    told: list[Any] = []
    notice.attention.asked.connect(told.append)
    seen: set[str] = set()
    for number in (1, 2, 3):
        qtbot.waitUntil(lambda: window.online.playing() and window.online.game_id not in seen,
                        timeout=PATIENCE)
        game = window.online.game_id
        seen.add(game)
        qtbot.waitUntil(lambda: "your move" in notice.text(), timeout=PATIENCE)
        words = notice.text()
        assert f"Club night, round {number}\n" in words
        assert "Make your first move within" in words and "or lose by forfeit" in words
        assert notice.notice.board is window.board and notice.notice.isVisible()
        assert told, "the window asked for attention"
        told.clear()
        play_first_move(qtbot, window)
        # The notice goes with the player's first move; the opponent then resigns.
        qtbot.waitUntil(lambda game=game: notice.game is None or notice.game.id != game,
                        timeout=PATIENCE)
        qtbot.waitUntil(lambda game=game: window.online.game_id != game or window.online.over,
                        timeout=PATIENCE)
    qtbot.waitUntil(lambda: page.frame is not None
                    and page.frame.tournament.stage == "finished", timeout=PATIENCE)
    first = cells(page.tables["standings"][0])[0]
    assert first[0] == "1" and first[2] == "ama" and first[4] == "3"
    head = headers(page.tables["standings"][0])
    assert "Sonneborn-Berger" in head and "Direct encounter" in head and "Seeds" in head
    cross = cells(page.tables["crosstable"][0])
    assert len(cross) == 4 and cross[0][1] == "ama" and cross[0][2] == "×"
    assert cross[0][3:6] == ["1", "1", "1"] and cross[0][-1] == "3"
    own = cells(page.tables["own"][0])
    assert [r[4] for r in own] == ["1", "1", "1"]
    assert [r[3] for r in own] == ["1 – 0" if r[1] == "South" else "0 – 1" for r in own]
    assert not page.withdraw_button.isVisibleTo(page)  # finished
    # After the event: a game of it on the board to review.
    page.tabs.setCurrentIndex(3)
    page.tables["own"][1].selectRow(0)
    with qtbot.waitSignal(lobby.pastGameChosen, timeout=PATIENCE) as chosen:
        page.review_button.click()
    assert str(chosen.args[0]).endswith(".ogn")
    qtbot.waitUntil(lambda: not window.online.active() or window.document.path is not None,
                    timeout=PATIENCE)
    assert "ama" in window.document.player_names()
    page.close()
    dialog.close()
    # The player's page lists the tournament.
    player = PlayerPageDialog(lobby.connection, "ama", lobby)
    qtbot.waitUntil(lambda: player.loaded, timeout=PATIENCE)
    assert player.tournaments_label.text() == "Tournaments: Club night (finished)"
    player.close()


def test_a_swiss_is_played_from_the_window_with_its_bye_and_tie_breaks(
        qtbot: QtBot, window: MainWindow, server: ServerThread, lobby: LobbyWindow,
        others: dict[str, TournamentPlayer]) -> None:
    """Four players and the window's: a Swiss of 3 rounds paired by the server's engine.
    Each round the window's player has a game on the board (to play) or the bye (scored
    1); the page shows the Swiss's tie-breaks and a crosstable of rounds."""
    tid = create(others["esi"], name="Swiss night", format="swiss", rounds=3)
    for player in others.values():
        player.ask("tournament-enter", tournament=tid)
    fifth = TournamentPlayer(server.url, "nana")
    try:
        fifth.ask("tournament-enter", tournament=tid)
        dialog, page = open_page(qtbot, lobby, "Swiss night")
        page.enter_button.click()
        qtbot.waitUntil(lambda: standing(page, "ama") is not None, timeout=PATIENCE)
        others["esi"].ask("tournament-start", tournament=tid)
        seen: set[str] = set()
        for number in (1, 2, 3):
            qtbot.waitUntil(lambda number=number: page.frame is not None
                            and page.frame.tournament.round >= number, timeout=PATIENCE)
            board = next(b for b in page.frame.boards if b.round == number
                         and "ama" in (b.south, b.north))
            if board.north is None:  # the bye: nothing to play this round
                continue
            qtbot.waitUntil(lambda: window.online.playing()
                            and window.online.game_id not in seen, timeout=PATIENCE)
            game = window.online.game_id
            seen.add(game)
            assert game == board.game
            play_first_move(qtbot, window)
            qtbot.waitUntil(lambda game=game: window.online.game_id != game
                            or window.online.over, timeout=PATIENCE)
        qtbot.waitUntil(lambda: page.frame is not None
                        and page.frame.tournament.stage == "finished", timeout=PATIENCE)
        head = headers(page.tables["standings"][0])
        assert "Buchholz cut 1" in head and "Median Buchholz" in head
        byes = [b for b in page.frame.boards if b.north is None]
        assert len(byes) == 3 and len({b.south for b in byes}) == 3  # nobody twice
        assert headers(page.tables["crosstable"][0]) == ["Rank", "Player", "R1", "R2", "R3",
                                                         "Score"]
        page.close()
        dialog.close()
    finally:
        fifth.close()


def test_withdraw_before_the_start_and_enter_again(
        qtbot: QtBot, lobby: LobbyWindow, others: dict[str, TournamentPlayer]) -> None:
    create(others["esi"])
    dialog, page = open_page(qtbot, lobby)
    page.enter_button.click()
    qtbot.waitUntil(lambda: standing(page, "ama") is not None, timeout=PATIENCE)
    page.withdraw_button.click()
    qtbot.waitUntil(lambda: "(withdrawn)" in (standing(page, "ama") or [""] * 3)[2],
                    timeout=PATIENCE)
    assert "You have withdrawn" in page.message.text()
    assert page.enter_button.isVisibleTo(page) and not page.withdraw_button.isVisibleTo(page)
    page.close()
    dialog.close()


def test_a_closed_event_asks_for_its_code_and_a_wrong_one_is_said_in_words(
        qtbot: QtBot, lobby: LobbyWindow, others: dict[str, TournamentPlayer]) -> None:
    create(others["esi"], name="Closed night", code="baobab")
    dialog, page = open_page(qtbot, lobby, "Closed night")
    asked: list[str] = []
    answers = iter([None, "mango", "baobab"])

    def ask() -> str | None:
        asked.append("code")
        return next(answers)
    page.ask_code = ask
    page.enter_button.click()  # cancelled: nothing sent
    assert asked == ["code"] and page.message.text() == ""
    page.enter_button.click()
    qtbot.waitUntil(lambda: page.message.text() != "", timeout=PATIENCE)
    assert page.message.text() == ("This tournament needs its invitation code: that one is "
                                   "not it.")
    page.enter_button.click()
    qtbot.waitUntil(lambda: standing(page, "ama") is not None, timeout=PATIENCE)
    assert len(asked) == 3
    page.close()
    dialog.close()


def test_creating_without_the_role_is_refused_in_words_and_with_it_opens_the_page(
        qtbot: QtBot, server: ServerThread, lobby: LobbyWindow) -> None:
    lobby.tournaments_button.click()
    dialog = lobby.findChild(TournamentsDialog)
    assert dialog is not None
    form = dialog.new_tournament()
    form.name.setText("Spring cup")
    form.format.setCurrentIndex(form.format.findData("swiss"))
    assert form.rounds.isEnabled() and not form.duration.isEnabled()
    fields = form.request_fields()
    assert fields["clock"] == "600+5" and fields["rounds"] == 5 and fields["minutes"] is None
    form.create_button.click()
    qtbot.waitUntil(lambda: form.message.text() != "", timeout=PATIENCE)
    assert form.message.text().startswith("Only an organiser creates tournaments")
    grant(server, "ama")
    form.create_button.click()
    qtbot.waitUntil(lambda: dialog.findChild(TournamentPageDialog) is not None,
                    timeout=PATIENCE)
    page = dialog.findChild(TournamentPageDialog)
    assert isinstance(page, TournamentPageDialog)
    qtbot.waitUntil(lambda: page.frame is not None, timeout=PATIENCE)
    assert page.title.text() == "Spring cup" and "Swiss" in page.summary.text()
    page.close()
    dialog.close()


def test_the_organiser_runs_the_event_from_its_page(
        qtbot: QtBot, server: ServerThread, lobby: LobbyWindow) -> None:
    """ama organises: the Organiser menu (shown to her alone) starts the event, pauses and
    resumes it, closes its registration, corrects a result and withdraws a player, each
    with its reason in the log the page shows."""
    grant(server, "ama")
    made = answered(qtbot, lobby.connection.calls.tournament_create(
        "Ama's cup", "round-robin", "600+5", later(3600)))
    assert made.answer is not None
    tid = made.answer["tournament"]["id"]
    players = [TournamentPlayer(server.url, name, last_round=1)  # round 2 stays open
               for name in ("abena", "kwame", "yaw2")]
    for player in players:
        player.ask("tournament-enter", tournament=tid)
    dialog, page = open_page(qtbot, lobby, "Ama's cup")
    menu = page.organiser
    assert page.organiser_button.isVisibleTo(page)  # she may also enter: Enter shows too
    assert menu.start_action.isEnabled() and not menu.pause_action.isEnabled()

    def stage() -> str:
        return page.frame.tournament.stage if page.frame is not None else ""

    menu.start_action.trigger()
    qtbot.waitUntil(lambda: stage() == "running", timeout=PATIENCE)
    menu.pause_action.trigger()
    qtbot.waitUntil(lambda: stage() == "paused", timeout=PATIENCE)
    assert menu.pause_action.text() == "&Resume"
    menu.pause_action.trigger()
    qtbot.waitUntil(lambda: stage() == "running", timeout=PATIENCE)
    menu.registration_action.trigger()
    qtbot.waitUntil(lambda: page.frame is not None and
                    not page.frame.tournament.registration_open, timeout=PATIENCE)
    # A result corrected: the board chosen on the Pairings tab, a result, a reason.
    qtbot.waitUntil(lambda: page.frame is not None and any(
        b.result not in (None, "bye") for b in page.frame.boards), timeout=PATIENCE)
    board = next(b for b in page.frame.boards if b.result not in (None, "bye"))
    page.tabs.setCurrentIndex(2)
    page.show_round(board.round)
    view = page.tables["pairings"][1]
    row = next(r for r in range(view.model().rowCount())
               if view.model().index(r, 0).data(ID_ROLE) == board.game)
    view.selectRow(row)
    menu.ask_item = lambda _title, _label, items: next(i for i in items if "draw" in i)
    menu.ask_reason = lambda _label: "scoresheets agree on a draw"
    menu.correct_action.trigger()
    qtbot.waitUntil(lambda: page.frame is not None and any(
        b.game == board.game and b.result == "1/2-1/2" for b in page.frame.boards),
        timeout=PATIENCE)
    menu.ask_item = lambda _title, _label, items: "yaw2"
    menu.ask_reason = lambda _label: "left the club early"
    menu.remove_action.trigger()
    qtbot.waitUntil(lambda: page.frame is not None and any(
        s.name == "yaw2" and s.withdrawn for s in page.frame.standings), timeout=PATIENCE)
    log = cells(page.tables["log"][0])
    assert any("scoresheets agree on a draw" in " ".join(r) for r in log)
    assert any("left the club early" in " ".join(r) for r in log)
    page.close()
    dialog.close()
    for player in players:
        player.close()


def test_a_guest_sees_no_enter_button(qtbot: QtBot, window: MainWindow, server: ServerThread,
                                      others: dict[str, TournamentPlayer]) -> None:
    create(others["esi"])
    menu = window.online_menu
    menu.action.trigger()
    lobby = menu.lobby
    assert lobby is not None
    try:
        with qtbot.waitSignal(menu.connection.opened, timeout=PATIENCE):
            menu.connection.open(server.url)
        with qtbot.waitSignal(menu.connection.signedIn, timeout=PATIENCE):
            menu.connection.play_as_guest()
        dialog, page = open_page(qtbot, lobby)
        assert not page.enter_button.isVisibleTo(page)
        assert not page.withdraw_button.isVisibleTo(page)
        page.close()
        dialog.close()
    finally:
        lobby.close()
        menu.connection.close()


def test_a_game_in_progress_is_watched_from_the_pairings(
        qtbot: QtBot, window: MainWindow, server: ServerThread, lobby: LobbyWindow) -> None:
    stayers = [TournamentPlayer(server.url, name, lambda _s, _n: "") for name in ("kofi",
                                                                                  "yaw")]
    try:
        grant(server, "kofi")
        tid = create(stayers[0], name="Long night")
        for player in stayers:
            player.ask("tournament-enter", tournament=tid)
        stayers[0].ask("tournament-start", tournament=tid)
        dialog, page = open_page(qtbot, lobby, "Long night")
        qtbot.waitUntil(lambda: cells(page.tables["pairings"][0]) != []
                        and cells(page.tables["pairings"][0])[0][3] == "playing",
                        timeout=PATIENCE)
        page.tabs.setCurrentIndex(2)
        page.tables["pairings"][1].selectRow(0)
        page.watch_button.click()
        qtbot.waitUntil(lambda: window.online.active() and window.online.side is None,
                        timeout=PATIENCE)
        assert set(window.document.player_names()) == {"kofi", "yaw"}
        assert not window.online_menu.tournament_notice.notice.isVisible()  # not ours
        page.close()
        dialog.close()
    finally:
        for player in stayers:
            player.close()


def test_a_first_move_not_made_in_time_loses_by_forfeit_said_in_words(
        qtbot: QtBot, tmp_path: Any, window: MainWindow) -> None:
    """The end reason ``forfeit`` is said on the panel (it said nothing before), and the
    notice goes with the end."""
    server = ServerThread(tmp_path / "quick", forfeit_seconds=1)
    kofi = TournamentPlayer(server.url, "kofi")
    menu = window.online_menu
    window.online.confirm = lambda _title, _question: True
    try:
        grant(server, "kofi")
        tid = create(kofi, name="Quick night")
        menu.action.trigger()
        signed_up(qtbot, menu.connection, server.url, "ama")
        menu.connection.calls.tournament_enter(tid)
        kofi.ask("tournament-enter", tournament=tid)
        qtbot.waitUntil(lambda: kofi.entrants(tid) == 2, timeout=PATIENCE)
        kofi.ask("tournament-start", tournament=tid)
        qtbot.waitUntil(lambda: window.online.active(), timeout=PATIENCE)
        notice = menu.tournament_notice
        qtbot.waitUntil(lambda: window.online.over, timeout=PATIENCE)
        # kofi makes his first moves at once: ama, South or North, is the one too late.
        qtbot.waitUntil(lambda: "You lose by forfeit: you made no first move in time."
                        in window.online.status.text(), timeout=PATIENCE)
        assert not notice.notice.isVisible()
    finally:
        if menu.lobby is not None:
            menu.lobby.close()
        menu.connection.close()
        kofi.close()
        server.stop()


def test_forfeit_words_for_each_side_and_a_watcher() -> None:
    names = ("ama", "kofi")
    assert end_text("forfeit", Player.NORTH, names, Player.NORTH) == \
        "You win by forfeit: ama made no first move in time."
    assert end_text("forfeit", Player.NORTH, names, None) == \
        "kofi wins by forfeit: ama made no first move in time."
    assert end_text("forfeit", None, names, Player.SOUTH) == \
        "Both lose by forfeit: neither made a first move in time."


def test_the_game_comes_to_the_board_with_the_lobby_closed(
        qtbot: QtBot, window: MainWindow, lobby: LobbyWindow,
        others: dict[str, TournamentPlayer]) -> None:
    tid = create(others["esi"], format="double-round-robin")
    others["kofi"].ask("tournament-enter", tournament=tid)
    answered(qtbot, lobby.connection.calls.tournament_enter(tid))
    lobby.close()
    assert not lobby.isVisible()
    others["esi"].ask("tournament-start", tournament=tid)
    qtbot.waitUntil(lambda: window.online.playing(), timeout=PATIENCE)
    assert window.document.player_names() in (("ama", "kofi"), ("kofi", "ama"))
    qtbot.waitUntil(lambda: "Club night, round 1" in window.online_menu.tournament_notice.text(),
                    timeout=PATIENCE)
    read = accessible(window, "Your tournament game")  # what a screen reader finds
    assert read is not None
    assert "Club night, round 1" in read.text(QAccessible.Text.Description)
    panel = window.online.panel  # a tournament game is never aborted or called off
    assert panel.resign.isVisibleTo(window) and not panel.abort.isVisibleTo(window)
    assert not panel.call_off.isVisibleTo(window)


def frame_of(fmt: str, boards: list[tuple[int, str, str | None, str | None]],
             names: tuple[str, ...]) -> TournamentFrame:
    info = TournamentInfo("t", "Cup", fmt, "running", "esi", "300+3", True, 0, 3, 2,
                          len(names), None, True, False, True)
    standings = tuple(StandingLine(i + 1, i + 1, n, 1500, 0.0, (), 0, False, False)
                      for i, n in enumerate(names))
    lines = tuple(BoardLine(r, 1, s, n, f"g{r}{s}", res) for r, s, n, res in boards)
    return TournamentFrame(None, info, standings, lines, ())


def test_a_swiss_crosstable_has_a_column_a_round_with_the_opponent_rank() -> None:
    frame = frame_of("swiss", [(1, "ama", "kofi", "1-0"), (1, "yaw", None, "bye"),
                               (2, "yaw", "ama", "1/2-1/2"), (2, "kofi", None, "bye"),
                               (3, "ama", "yaw", None)], ("ama", "yaw", "kofi"))
    head, rows = crosstable(frame)
    assert head == ["Rank", "Player", "R1", "R2", "R3", "Score"]
    assert [c.text for c in rows[0][0]][2:5] == ["1 (3)", "½ (2)", "… (2)"]
    assert [c.text for c in rows[1][0]][2:5] == ["bye", "½ (1)", "… (1)"]
    assert [c.text for c in rows[2][0]][2:5] == ["0 (1)", "bye", ""]


def test_a_double_round_robin_crosstable_has_a_column_an_opponent() -> None:
    frame = frame_of("double-round-robin", [(1, "ama", "kofi", "1-0"),
                                            (2, "kofi", "ama", "+-")], ("ama", "kofi"))
    head, rows = crosstable(frame)
    assert head == ["Rank", "Player", "1", "2", "Score"]
    assert [c.text for c in rows[0][0]][2:4] == ["×", "1 −"]
    assert [c.text for c in rows[1][0]][2:4] == ["0 +", "×"]
