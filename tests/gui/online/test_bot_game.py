"""A person against ``wari-bot`` from the window: a real server on 127.0.0.1, a real
``wari-bot`` process running our ``wari-engine``, and the window's own lobby and board —
sign up in the lobby, challenge the bot (marked as one in the list), play the whole game
with clicks on the board, and find its record saved."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.notation import load
from wari_desktop.rules import LETTERS, Player

from .conftest import ServerThread, add_bot
from .players import PASSWORD, PATIENCE

#: A whole game's wait at most (the bot thinks 30 ms a move; the machine may be busy).
GAME_MS = 240_000


@pytest.fixture
def bot(server: ServerThread) -> Iterator[subprocess.Popen[str]]:
    """``wari-bot`` for the account "Engine", our engine behind it, for one game."""
    token = add_bot(server, "Engine")
    process = subprocess.Popen(
        [sys.executable, "-m", "wari_desktop.bot", "--server", server.url, "--token", token,
         "--engine", f"{sys.executable} -m wari_desktop.engine", "--option", "Threads=1",
         "--movetime", "30", "--games", "1"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    yield process
    if process.poll() is None:
        process.kill()
    process.communicate(timeout=30)


def test_a_person_plays_a_bot_from_the_lobby_to_the_end(
        qtbot: QtBot, window: MainWindow, server: ServerThread,
        bot: subprocess.Popen[str]) -> None:
    window.online.confirm = lambda _title, _question: True
    lobby = window.online_menu.open()
    assert lobby is not None
    form = lobby.form
    form.address.setText(server.url)
    form.name.setText("ama")
    form.password.setText(PASSWORD)
    form.sign_up_button.click()
    qtbot.waitUntil(lambda: lobby.pages.currentIndex() == 1, timeout=PATIENCE)

    def engine_row() -> int | None:
        return next((r for r in range(lobby.players.rowCount())
                     if lobby.players.rows[r].name == "Engine"), None)

    qtbot.waitUntil(lambda: engine_row() is not None, timeout=PATIENCE)
    row = engine_row()
    assert row is not None and lobby.players.rows[row].bot  # the lobby marks it a bot
    lobby.players_view.setCurrentIndex(lobby.players.index(row, 0))
    assert lobby.challenge_name.text() == "Engine"
    lobby.terms.clock.set_time_control(None)  # no clock: the bot thinks 30 ms a move
    lobby.challenge_button.click()
    qtbot.waitUntil(window.online.playing, timeout=PATIENCE)
    online, model = window.online, window.model
    mine = online.side
    assert mine is not None and set(window.document.player_names()) == {"ama", "Engine"}

    saved: list[str] = []
    online.finished.connect(saved.append)

    def my_turn_or_over() -> bool:
        return bool(saved) or (model.awaits_person() and not window.board.is_animating())

    while not saved:
        qtbot.waitUntil(my_turn_or_over, timeout=GAME_MS)
        if saved:
            break
        plies = len(window.game.plies)
        window.play_house(LETTERS.index(window.game.legal_moves()[0]))
        assert model.sent is not None  # sent; played once the server has it
        qtbot.waitUntil(lambda plies=plies: len(window.game.plies) > plies or bool(saved),
                        timeout=GAME_MS)
        assert window.game.plies[plies].before.to_move is mine
    record = load(Path(saved[0]))
    assert record.game.moves == window.game.moves
    assert record.game.is_over() or record.tags.get("Termination")
    south, north = record.tags["South"], record.tags["North"]
    assert {south, north} == {"ama", "Engine"}
    assert (south == "ama") == (mine is Player.SOUTH)
    assert bot.wait(timeout=60) == 0  # its one game played, the bot signs off
