"""The Your Rating dialog: with an empty history and a full one, a damaged file, the
chart's drawing, and the dialog and chart whole on a 1280x720 screen, at 200% scaling
and with a system font half as large again (screenshots in the test output)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from wari_desktop.ai import NAMES
from wari_desktop.gui.dialogs.rating_chart import RatingChart, nice_step, rating_range
from wari_desktop.gui.dialogs.rating_dialog import RatingDialog
from wari_desktop.gui.platform.theme import AMBER, SCORE
from wari_desktop.rating import (
    Loaded,
    PlayerRecord,
    Result,
    load_record,
    rating_path,
    record_game,
)

from .layout_check import layout_problems

HERE = Path(__file__).resolve().parent
LAPTOP = {"name": "laptop", "x": 0, "y": 0, "width": 1280, "height": 720,
          "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}
START = datetime(2026, 10, 1, 19, tzinfo=UTC)
GAMES = [("casual", Result.WIN, False), ("casual", Result.WIN, False),
         ("club", Result.LOSS, False), ("club", Result.DRAW, True),
         ("club", Result.WIN, False), ("expert", Result.LOSS, False),
         ("club", Result.WIN, False), ("beginner", Result.WIN, True)]


def full_record() -> PlayerRecord:
    record = PlayerRecord()
    for n, (level, result, assisted) in enumerate(GAMES):
        record = record.with_game(level, result, assisted, START + timedelta(days=n))
    return record


def shown(qtbot: QtBot, dialog: RatingDialog) -> RatingDialog:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def near(colour: QColor, other: str, tolerance: int = 30) -> bool:
    wanted = QColor(other)
    return max(abs(colour.red() - wanted.red()), abs(colour.green() - wanted.green()),
               abs(colour.blue() - wanted.blue())) <= tolerance


def count_near(image: QImage, colour: str) -> int:
    return sum(near(QColor(image.pixel(x, y)), colour)
               for x in range(0, image.width(), 2) for y in range(0, image.height(), 2))


def cell(dialog: RatingDialog, row: int, column: int) -> str:
    item = dialog.table.item(row, column)
    assert item is not None
    return item.text()


def test_it_opens_with_an_empty_history(qtbot: QtBot) -> None:
    dialog = shown(qtbot, RatingDialog(Loaded(PlayerRecord())))
    assert dialog.rating_label.text() == "Not rated yet"
    assert "1500" in dialog.range_label.text()
    assert dialog.suggested == "casual" and dialog.match_label.text() == "Casual"
    assert dialog.chart.accessibleDescription() == \
        "Play a game against the computer to get a rating"
    assert dialog.damage_label.isHidden() and dialog.change_label.isHidden()
    assert [cell(dialog, row, 0) for row in range(5)] == [
        "Beginner", "Casual", "Club", "Expert", "Master"]
    assert all(cell(dialog, row, column) == "0" for row in range(5) for column in range(2, 6))
    image = dialog.chart.grab().toImage()
    assert count_near(image, AMBER) == 0  # no line drawn
    assert layout_problems(dialog) == []


def test_it_opens_with_a_full_history(qtbot: QtBot) -> None:
    record = full_record()
    dialog = shown(qtbot, RatingDialog(Loaded(record)))
    assert dialog.rating_label.text() == str(round(record.current.rating))
    last_change = round(record.games[-2].rating) - round(record.games[-3].rating)
    assert "Rated games: 6." in dialog.change_label.text()
    assert f"+{last_change} (won against Club)" in dialog.change_label.text()
    assert dialog.suggested == "club" and dialog.match_label.text() == "Club"
    rows = {cell(dialog, row, 0): [cell(dialog, row, c) for c in range(1, 6)]
            for row in range(5)}
    assert rows["Casual"] == ["1436", "2", "0", "0", "0"]
    assert rows["Club"] == ["1872", "2", "0", "1", "1"]
    assert rows["Expert"] == ["2254", "0", "0", "1", "0"]
    assert rows["Beginner"] == ["800", "0", "0", "0", "1"]
    assert rows["Master"][0] == "2541+"
    assert "do not change your rating" in dialog.assisted_note.text()
    assert "6 rated games" in dialog.chart.accessibleDescription()
    assert layout_problems(dialog) == []


def test_the_chart_draws_the_rating_where_it_is(qtbot: QtBot) -> None:
    record = full_record()
    chart = RatingChart()
    qtbot.addWidget(chart)
    chart.resize(640, 260)
    chart.set_games(record.rated_games)
    image = chart.grab().toImage()
    assert count_near(image, AMBER) > 100  # the line and its dots
    last = chart.to_screen(6, record.current.rating).toPoint()
    assert near(QColor(image.pixel(last)), SCORE)  # the last game's dot
    first = chart.to_screen(0, 1500).toPoint()  # the line starts at a new player's 1500
    assert any(near(QColor(image.pixel(first + QPoint(dx, dy))), AMBER, 40)
               for dx in (0, 1) for dy in (-1, 0, 1))
    assert not any(near(QColor(image.pixel(first + QPoint(dx, 30))), AMBER, 40)
                   for dx in (0, 1))
    area = chart.plot_area()
    assert chart.rect().contains(area.toRect())
    assert area.top() < chart.to_screen(0, 1872).y() < area.bottom()  # club's line shows
    low, high = rating_range([1500, *(g.rating for g in record.rated_games)])
    assert low < 1436 and high > 1872  # the levels around the player are in the range
    assert chart.game_at(area.right()) == 6 and chart.game_at(area.left()) == 1
    assert chart.game_text(3).startswith("Game 3, ")
    assert "lost to Club" in chart.game_text(3)
    assert f"Rating after it: {round(record.rated_games[2].rating)}" in chart.game_text(3)


def test_the_axes_marks_are_round_and_few() -> None:
    assert nice_step(600, 6, (50, 100, 200, 250, 500)) == 100
    assert nice_step(1200, 4, (50, 100, 200, 250, 500)) == 500
    assert nice_step(30, 8, (1, 2, 5, 10)) == 5
    assert nice_step(10_000, 5, (1, 2, 5)) == 5 * 400


def test_it_reads_the_data_folder_by_default(qtbot: QtBot) -> None:
    recorded = record_game("club", "win", False)
    assert rating_path().is_file()
    dialog = shown(qtbot, RatingDialog())
    assert dialog.rating_label.text() == str(round(recorded.after.rating))
    assert dialog.record == load_record().record


def test_a_damaged_file_is_explained(qtbot: QtBot) -> None:
    for level, result, assisted in GAMES:
        record_game(level, result, assisted)
    path = rating_path()
    text = path.read_text()
    path.write_text(text[:text.rindex('"result"')])  # the last game cut short
    dialog = shown(qtbot, RatingDialog())
    message = dialog.damage_label.text()
    assert dialog.damage_label.isVisible()
    assert "Games read and kept: 7. Games left out (unreadable): 1." in message
    copies = list(path.parent.glob("rating.damaged-*.json"))
    assert len(copies) == 1 and copies[0].name in message
    assert len(dialog.record.games) == 7
    assert layout_problems(dialog) == []


def run_shots(folder: Path, screen: dict[str, object], *options: str,
              scale: str | None = None) -> tuple[list[str], dict[str, list[int]]]:
    """Run ``rating_shots.py`` on an offscreen screen like ``screen``: its problems and
    the chart's sizes (image pixels, then widget pixels)."""
    config = folder.parent / f"{folder.name}-screen.json"
    folder.parent.mkdir(parents=True, exist_ok=True)
    config.write_text(json.dumps({"screens": [screen]}))
    home = folder.parent / f"{folder.name}-home"  # never the user's settings or data
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
               XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"),
               WARI_DATA_DIR=str(home / "wari"))
    env.pop("QT_SCALE_FACTOR", None)
    if scale:
        env["QT_SCALE_FACTOR"] = scale
    subprocess.run([sys.executable, str(HERE / "rating_shots.py"), str(folder), *options],
                   env=env, check=True, timeout=120, capture_output=True)
    print(f"screenshots in {folder}")
    return (list(json.loads((folder / "problems.json").read_text())),
            dict(json.loads((folder / "sizes.json").read_text())))


def shots_folder(tmp_path: Path, name: str) -> Path:
    base = os.environ.get("WARI_SHOTS_DIR")
    return Path(base) / name if base else tmp_path / name


def test_the_dialog_and_chart_are_whole_on_a_1280x720_screen(tmp_path: Path) -> None:
    folder = shots_folder(tmp_path, "rating-laptop")
    problems, sizes = run_shots(folder, LAPTOP)
    assert problems == []
    for name in ("empty", "full"):
        assert (folder / f"rating-{name}.png").is_file()
        image_width, image_height, width, height = sizes[name]
        assert (image_width, image_height) == (width, height)
        assert width >= 500 and height >= 130


def test_the_dialog_and_chart_are_whole_at_200_percent(tmp_path: Path) -> None:
    folder = shots_folder(tmp_path, "rating-scale-2")
    big = dict(LAPTOP, name="hidpi", width=2560, height=1440)
    problems, sizes = run_shots(folder, big, scale="2")
    assert problems == []
    image_width, image_height, width, height = sizes["full"]
    assert (image_width, image_height) == (2 * width, 2 * height)  # twice the pixels
    assert QImage(str(folder / "rating-full.png")).width() >= 2 * 600


def test_the_dialog_and_chart_are_whole_with_larger_text(tmp_path: Path) -> None:
    folder = shots_folder(tmp_path, "rating-font-150")
    problems, _ = run_shots(folder, LAPTOP, "--font-scale", "1.5")
    assert problems == []


@pytest.mark.parametrize("level", NAMES)
def test_every_level_has_its_row(qtbot: QtBot, level: str) -> None:
    record = PlayerRecord().with_game(level, Result.DRAW, False, START)
    dialog = shown(qtbot, RatingDialog(Loaded(record)))
    row = list(NAMES).index(level)
    assert cell(dialog, row, 3) == "1"  # drawn
    assert sum(int(cell(dialog, r, 3)) for r in range(5)) == 1


def test_a_new_rating_says_why_it_moves_so_much(qtbot: QtBot) -> None:
    """After one early loss (1500 to about 1300) the dialog says a new rating moves a lot
    in its first games; a change that rounds to nothing shows "±0"."""
    from wari_desktop.gui.dialogs.rating_words import signed_change

    record = PlayerRecord().with_game("club", Result.LOSS, False, START)
    dialog = shown(qtbot, RatingDialog(Loaded(record)))
    assert "moves a lot in its first games" in dialog.range_label.text()
    assert signed_change(1318.4, 1318.2) == "±0"
    assert signed_change(1512, 1301) == "-211" and signed_change(1300, 1312.6) == "+13"
