"""A record of a game stopped off the board (``notation.record.Stop``: a player left and
did not come back, the game was called off or aborted, no first move came) opens in the
window as ended: no move taken, the computer still, the banner, the result and the
announcement saying how it ended in words, Undo taking the stop back like a resignation,
and saving (or the record the window keeps for a language switch) writing the same ending.

The records are real: written by the server's own record writer (``server.record``) or by
the notation's writer from a real game."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from wari_desktop.__main__ import main
from wari_desktop.gui.game.texts import result_lines, result_text
from wari_desktop.gui.platform import i18n
from wari_desktop.gui.platform.settings import Settings, Speed
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.notation import Record, Stop, StopReason, dumps, load
from wari_desktop.protocol import GameTerms
from wari_desktop.rules import Game, Illegal, Player
from wari_desktop.rules.clock import TimeControl
from wari_desktop.server.record import ogn_of

SOUTH, NORTH = Player.SOUTH, Player.NORTH
NAMES = ("Ama", "Kofi")  # South's and North's, as the records name them
TERMS = GameTerms(control=TimeControl(300, 5))


@dataclass(frozen=True)
class _Seat:
    name: str
    rating: float | None = 1500.0


@dataclass(frozen=True)
class _Ending:
    reason: str
    winner: Player | None


@dataclass(frozen=True)
class _Presence:
    online: bool


@dataclass(frozen=True)
class _Live:
    """A finished game as the server's record writer reads it (``server.record.Refereed``)."""

    game: Game
    ending: _Ending
    presence: tuple[_Presence, _Presence] = (_Presence(True), _Presence(True))
    game_id: str = "g7"
    seats: tuple[_Seat, _Seat] = (_Seat(NAMES[0]), _Seat(NAMES[1]))
    terms: GameTerms = TERMS
    started_at: float = 1_790_000_000.0
    site: str = "wari-server"


def played(moves: str) -> Game:
    """A real game after ``moves`` (letters, South's upper case)."""
    game = Game()
    for move in moves.split():
        game.play(move)
    return game


#: Three moves: North to move, North the computer once opened with File > Open.
THREE = "C a E"


def server_record(tmp_path: Path, reason: str, winner: Player | None, moves: str = THREE,
                  away: Player | None = None) -> Path:
    """The server's record of a game that ended for ``reason``, in a file."""
    presence = tuple(_Presence(player is not away) for player in Player)
    live = _Live(played(moves) if moves else Game(), _Ending(reason, winner),
                 (presence[0], presence[1]))
    path = tmp_path / f"{reason}.ogn"
    path.write_text(ogn_of(live), encoding="utf-8")
    return path


def notation_record(tmp_path: Path, stop: Stop, moves: str = THREE) -> Path:
    """A record written by the notation's writer from a real game, ended by ``stop``."""
    record = Record.from_game(played(moves) if moves else Game(),
                              {"South": NAMES[0], "North": NAMES[1]}, stop=stop)
    path = tmp_path / f"{stop.reason.value}.ogn"
    path.write_text(dumps(record), encoding="utf-8")
    return path


#: Each ending as a record: how it is written, the stop it holds, the banner (headline,
#: detail) and the sentence (panel, screen reader) when South is the person at this
#: screen and North the computer, as File > Open seats them.
CASES = {
    "abandoned by North": (
        lambda tmp: server_record(tmp, "abandoned", SOUTH),
        Stop(StopReason.ABANDONED, NORTH),
        ("You win", "Kofi left the game and did not come back"),
        "Kofi left the game and did not come back: you win"),
    "abandoned by South": (
        lambda tmp: server_record(tmp, "abandoned", NORTH),
        Stop(StopReason.ABANDONED, SOUTH),
        ("Kofi wins", "You left the game and did not come back"),
        "You left the game and did not come back: Kofi wins"),
    "called off, North gone": (
        lambda tmp: server_record(tmp, "called-off", None, away=NORTH),
        Stop(StopReason.CALLED_OFF, NORTH),
        ("No result", "Kofi left the game and did not come back; you called the game off"),
        "No result: Kofi left the game and did not come back; you called the game off"),
    "called off, no one known": (
        lambda tmp: notation_record(tmp, Stop(StopReason.CALLED_OFF)),
        Stop(StopReason.CALLED_OFF),
        ("No result",
         "A player left the game and did not come back; the game was called off"),
        "No result: a player left the game and did not come back; the game was called off"),
    "aborted": (
        lambda tmp: server_record(tmp, "aborted", None, moves="C"),
        Stop(StopReason.ABORTED),
        ("No result", "The game was aborted before the second move"),
        "No result: the game was aborted before the second move"),
    "no first move by North": (
        lambda tmp: server_record(tmp, "no-first-move", None, moves="C"),
        Stop(StopReason.NO_FIRST_MOVE, NORTH),
        ("No result", "Kofi did not make a first move in time; the game was aborted"),
        "No result: Kofi did not make a first move in time; the game was aborted"),
}


def opened(qtbot: QtBot, path: Path) -> MainWindow:
    """A window that opened ``path`` as File > Open does."""
    win = MainWindow(settings=Settings(speed=Speed.INSTANT, sound=False))
    qtbot.addWidget(win)
    win.resize(1200, 700)
    win.show()
    qtbot.waitExposed(win)
    assert win.open_path(path)
    return win


@pytest.fixture(params=list(CASES))
def case(request: pytest.FixtureRequest, tmp_path: Path
         ) -> tuple[Path, Stop, tuple[str, str], str]:
    make, stop, banner, sentence = CASES[request.param]
    return make(tmp_path), stop, banner, sentence


def test_the_record_holds_the_stop(case: tuple[Path, Stop, tuple[str, str], str]) -> None:
    path, stop, _, _ = case
    assert load(path).stop == stop  # the records are what the tests below open


def test_a_stopped_game_opens_ended_and_the_computer_does_not_move(
    qtbot: QtBot, case: tuple[Path, Stop, tuple[str, str], str]
) -> None:
    path, stop, _, _ = case
    win = opened(qtbot, path)
    model = win.model
    assert model.seat(NORTH).computer and not model.seat(SOUTH).computer
    assert model.is_over() and model.ended_early()  # before: a game in progress
    assert not model.is_thinking() and not model.computer_move()  # nothing for it to do
    assert model.stop == stop
    if win.game.to_move is SOUTH:
        assert model.refusal("A") is Illegal.GAME_OVER and not model.play("A")
    assert not model.awaits_person()
    assert not win.commands.resign.isEnabled() and not win.commands.hint.isEnabled()
    assert not any(win.panel.card(top=top).property("active") for top in (True, False))
    win.close()


def test_the_banner_the_result_and_the_announcement_say_how_it_ended(
    qtbot: QtBot, case: tuple[Path, Stop, tuple[str, str], str]
) -> None:
    path, _, (headline, detail), sentence = case
    win = opened(qtbot, path)
    banner = win.board.board.banner
    assert banner.isVisible()
    assert (banner.headline, banner.detail) == (headline, detail)
    assert win.panel.result.isVisible() and win.panel.result.text() == sentence
    assert win.announcer.spoken[-1] == sentence
    win.close()


def test_undo_takes_the_stop_back_like_a_resignation(
    qtbot: QtBot, case: tuple[Path, Stop, tuple[str, str], str]
) -> None:
    path, _, _, _ = case
    win = opened(qtbot, path)
    moves = list(win.game.moves)
    assert win.commands.undo.isEnabled()
    win.model.set_autoplay(False)  # the computer's turn comes back: it waits
    win.commands.undo.trigger()
    assert not win.model.is_over() and win.model.stop is None
    assert win.game.moves == moves  # the stop went, not a move
    assert not win.board.board.banner.isVisible()
    win.close()


def test_saving_writes_the_same_ending(
    qtbot: QtBot, tmp_path: Path, case: tuple[Path, Stop, tuple[str, str], str]
) -> None:
    path, stop, _, _ = case
    win = opened(qtbot, path)
    out = tmp_path / "saved" / "again.ogn"
    out.parent.mkdir()
    assert win.files.save_path(out)
    first, again = load(path), load(out)
    assert again.stop == stop and again.game.moves == first.game.moves
    for tag in ("Termination", "Result", "South", "North"):
        assert again.tags[tag] == first.tags[tag], tag
    win.close()


def test_the_window_rebuilt_in_another_language_keeps_the_stop(
    qtbot: QtBot, case: tuple[Path, Stop, tuple[str, str], str]
) -> None:
    """The record a language switch rebuilds the window from (``resumable_record``, the
    autosave's) keeps the stop, and the new window shows the game as ended."""
    path, stop, (headline, _), _ = case
    win = opened(qtbot, path)
    kept = win.document.resumable_record()
    assert kept.stop == stop
    other = MainWindow(settings=Settings(speed=Speed.INSTANT, sound=False))
    qtbot.addWidget(other)
    other.start_record(kept, win.document.path)
    assert other.model.stop == stop and other.model.is_over()
    assert other.board.board.banner.headline == headline
    win.close()
    other.close()


def test_the_command_line_screenshot_shows_the_abandoned_game_between_its_players(
    tmp_path: Path, created: list[MainWindow]
) -> None:
    path = server_record(tmp_path, "abandoned", SOUTH)
    assert main([str(path), "--screenshot", str(tmp_path / "abandoned.png")]) == 0
    (window,) = created
    banner = window.board.board.banner
    assert (banner.headline, banner.detail) == (
        "Ama wins", "Kofi left the game and did not come back")
    assert window.panel.result.text() == "Kofi left the game and did not come back: Ama wins"
    assert window.model.stop == Stop(StopReason.ABANDONED, NORTH)


def test_a_loss_on_time_opens_with_the_loser_the_record_names(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """``North lost on time`` is North's loss, whoever the moves leave to move."""
    record = Record.from_game(played("C a"), {"South": NAMES[0], "North": NAMES[1]},
                              lost_on_time=NORTH)
    assert record.game.to_move is SOUTH
    path = tmp_path / "time.ogn"
    path.write_text(dumps(record), encoding="utf-8")
    win = opened(qtbot, path)
    assert win.model.lost_on_time is NORTH and win.model.is_over()
    assert win.board.board.banner.headline == "Kofi loses on time"
    out = tmp_path / "again.ogn"
    assert win.files.save_path(out)
    assert load(out).lost_on_time is NORTH
    win.close()


def test_the_words_between_two_people_and_for_each_you() -> None:
    names = NAMES
    left = Stop(StopReason.ABANDONED, NORTH)
    assert result_lines(None, None, names, stop=left) == (
        "Ama wins", "Kofi left the game and did not come back")
    assert result_text(None, None, names, stop=left) == (
        "Kofi left the game and did not come back: Ama wins")
    assert result_text(None, None, names, NORTH, stop=left) == (
        "You left the game and did not come back: Ama wins")
    off = Stop(StopReason.CALLED_OFF, SOUTH)
    assert result_text(None, None, names, stop=off) == (
        "No result: Ama left the game and did not come back; Kofi called the game off")
    assert result_lines(None, None, names, SOUTH, stop=off) == (
        "No result", "You left the game and did not come back; Kofi called the game off")
    late = Stop(StopReason.NO_FIRST_MOVE, SOUTH)
    assert result_text(None, None, names, SOUTH, stop=late) == (
        "No result: you did not make a first move in time; the game was aborted")
    # A resignation or a loss on time said with a stop is said as it is (the first counts).
    assert result_lines(None, SOUTH, names, stop=left)[0] == "Ama resigned: Kofi wins"
    assert result_lines(None, None, names, lost_on_time=SOUTH, stop=left)[0] == (
        "Ama loses on time")


@pytest.fixture
def french(qapp: QApplication) -> Iterator[None]:
    """French for one test, then the application as it was."""
    locale = QLocale()
    i18n.install_translators(qapp, "fr")
    yield
    i18n.remove_translators(qapp)
    QLocale.setDefault(locale)


@pytest.mark.usefixtures("french")
def test_the_words_are_translated() -> None:
    left = Stop(StopReason.ABANDONED, NORTH)
    assert result_lines(None, None, NAMES, stop=left) == (
        "Ama gagne", "Kofi a quitté la partie et n'est pas revenu")
    assert result_text(None, None, NAMES, stop=Stop(StopReason.ABORTED)) == (
        "Pas de résultat\u00a0: la partie a été annulée avant le deuxième coup")


def test_a_stop_ends_a_game_in_play_and_the_first_ending_given_counts(qtbot: QtBot) -> None:
    """``GameModel.stop_game`` ends a game as a resignation does (the computer's search
    cancelled, ``gameOver`` said); ``new_game`` keeps only the first ending it is given."""
    from wari_desktop.gui.game.game_model import GameModel, Seat

    model = GameModel(seats=(Seat(), Seat(True, "beginner")), seconds=5.0)
    with qtbot.waitSignal(model.thinkingStarted):
        model.play("C")
    left = Stop(StopReason.ABANDONED, NORTH)
    with qtbot.waitSignal(model.gameOver):
        assert model.stop_game(left)
    assert not model.is_thinking() and model.is_over() and model.stop == left
    assert not model.stop_game(Stop(StopReason.ABORTED)) and not model.resign()
    model.new_game(played(THREE), resigned=SOUTH, stop=left)
    assert model.resigned is SOUTH and model.stop is None
    model.new_game(played(THREE), lost_on_time=NORTH, stop=left)
    assert model.lost_on_time is NORTH and model.stop is None
    model.shutdown()


def test_a_long_reason_fits_under_the_banner_headline(qtbot: QtBot, tmp_path: Path) -> None:
    """The reason under the headline shrinks and wraps to stay inside the band: here
    long names in German, three lines at the reason's usual size, two once fitted."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QFont, QFontMetricsF

    from wari_desktop.gui.board.board_painter import fitted_font
    from wari_desktop.gui.board.board_scene import PITCH
    from wari_desktop.gui.platform.theme import SANS

    detail = ("Kwadwo_Kofi_Asante_Owusu hat die Partie verlassen und ist nicht "
              "zurückgekommen; Sie haben die Partie abgesagt")
    win = opened(qtbot, server_record(tmp_path, "called-off", None, away=NORTH))
    inner = win.board.board.banner.boundingRect().adjusted(
        0.35 * PITCH, 0.17 * PITCH, -0.35 * PITCH, -0.17 * PITCH)  # as paint_banner draws
    below = QRectF(inner.left(), 0, inner.width(), inner.height() * 0.48)
    wrap = int(Qt.TextFlag.TextWordWrap.value)

    def height(font: QFont) -> float:
        return QFontMetricsF(font).boundingRect(QRectF(0, 0, below.width(), 1e6), wrap,
                                                detail).height()

    usual = fitted_font(SANS, QFont.Weight.Normal, detail, 1e6, 0.17 * PITCH, 0.17 * PITCH)
    assert height(usual) > below.height()  # it would spill out of the band
    fitted = fitted_font(SANS, QFont.Weight.Normal, detail, below.width(), 0.17 * PITCH,
                         0.1 * PITCH, height=below.height())
    assert height(fitted) <= below.height()
    win.close()
