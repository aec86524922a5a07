"""``check_deb.screenshot_verdict``, which the .deb, .rpm and Windows checks use to tell
a picture of the game from a blank or broken one."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QColor, QImage

from wari_desktop.__main__ import main

from .helpers import load

check_deb = load("check_deb")


def test_the_programs_screenshot_passes(tmp_path: Path) -> None:
    shot = tmp_path / "shot.png"
    assert main(["--screenshot", str(shot)]) == 0
    ok, description = check_deb.screenshot_verdict(shot)
    assert ok, description
    assert "1200x700" in description


def test_a_blank_window_fails(tmp_path: Path) -> None:
    image = QImage(1200, 700, QImage.Format.Format_RGB32)
    image.fill(QColor("#1d3b32"))
    image.save(str(tmp_path / "blank.png"))
    ok, description = check_deb.screenshot_verdict(tmp_path / "blank.png")
    assert not ok and "1 colours" in description


def test_a_picture_without_the_board_fails(tmp_path: Path) -> None:
    image = QImage(1200, 700, QImage.Format.Format_RGB32)
    image.fill(QColor("black"))  # a new QImage holds whatever memory it was given
    for x in range(1200):
        for y in range(0, 700, 7):
            image.setPixel(x, y, QColor.fromHsv(x % 360, 50, 80 + y % 100).rgb())
    image.save(str(tmp_path / "noise.png"))
    assert not check_deb.screenshot_verdict(tmp_path / "noise.png")[0]


def test_an_unreadable_file_fails(tmp_path: Path) -> None:
    (tmp_path / "x.png").write_bytes(b"not a png")
    assert check_deb.screenshot_verdict(tmp_path / "x.png") == (
        False, "the screenshot is not a readable picture")
