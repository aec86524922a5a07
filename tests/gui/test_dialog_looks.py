"""The dialogs' looks: combo-box lists without white bars, message boxes as dark as the
dialogs."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QComboBox, QMessageBox
from pytestqt.qtbot import QtBot

from wari_desktop.gui.dialogs.message_box import problem_box, save_question_box
from wari_desktop.gui.dialogs.new_game_dialog import NewGameDialog
from wari_desktop.gui.dialogs.settings_dialog import SettingsDialog


def light_rows(image: QImage) -> int:
    """Rows of pixels that are mostly light: a bar (text is thin, and leaves most of a
    row dark)."""
    return sum(sum(QColor(image.pixel(x, y)).lightness() > 200 for x in range(image.width()))
               > image.width() // 2 for y in range(image.height()))


def popup_of(combo: QComboBox) -> QImage:
    combo.showPopup()
    QApplication.processEvents()
    image = combo.view().window().grab().toImage()
    combo.hidePopup()
    return image


def test_combo_box_lists_have_no_white_bars(qtbot: QtBot) -> None:
    new_game = NewGameDialog()
    settings = SettingsDialog()
    for dialog in (new_game, settings):
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
    for combo in (new_game.empty_side_combo, new_game.grand_slam_combo,
                  settings.language_combo, settings.speed_combo):
        image = popup_of(combo)
        assert image.height() > 20
        assert light_rows(image) == 0


def test_message_boxes_are_dark_like_the_dialogs(qtbot: QtBot) -> None:
    for box in (problem_box(None, "Cannot open game.ogn", "There is no file game.ogn."),
                save_question_box(None, "Leave this game?", "Not saved in a file.")):
        qtbot.addWidget(box)
        box.show()
        qtbot.waitExposed(box)
        image = box.grab().toImage()
        background = QColor(image.pixel(3, image.height() // 2))
        assert background.lightness() < 60
        assert box.windowTitle() == "Wari"


def test_settings_say_when_no_sound_device_was_found(qtbot: QtBot) -> None:
    quiet = SettingsDialog(sound_device=False)
    usual = SettingsDialog()
    for dialog in (quiet, usual):
        qtbot.addWidget(dialog)
    assert not quiet.no_device_note.isHidden()
    assert "No sound device" in quiet.no_device_note.text()
    assert usual.no_device_note.isHidden()


def test_questions_over_the_window_are_dark_too(qtbot: QtBot) -> None:
    from PySide6.QtCore import QTimer

    from wari_desktop.gui.game.game_model import PEOPLE
    from wari_desktop.gui.window.main_window import MainWindow

    window = MainWindow(seats=PEOPLE)
    qtbot.addWidget(window)
    window.show()
    window.play_house(2)
    darkness: list[int] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        image = box.grab().toImage()
        darkness.append(QColor(image.pixel(3, image.height() // 2)).lightness())
        box.button(QMessageBox.StandardButton.Yes).click()

    QTimer.singleShot(50, answer)
    window.resign()  # asks "Do you really want to resign?"
    assert window.model.resigned is not None
    assert darkness and darkness[0] < 60
