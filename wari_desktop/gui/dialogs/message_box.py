"""Message boxes in the game's dark dialog style: a problem to report, and the question
whether to save moves that are in no file yet (Save, Discard, Cancel).

The box's title bar says only "Wari" (a long title is cut off by window managers); the
headline and the details are in the box itself, where they wrap.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from ..platform.modal import modal
from ..platform.text_scale import scaled_style
from ..platform.theme import MESSAGE_STYLE

Button = QMessageBox.StandardButton


def message_box(parent: QWidget | None, icon: QMessageBox.Icon, headline: str, details: str,
                buttons: Button) -> QMessageBox:
    """A styled, window-modal message box over ``parent`` (not yet shown)."""
    box = QMessageBox(icon, QCoreApplication.translate("MessageBox", "Wari"), headline,
                      buttons, parent)
    box.setInformativeText(details)
    box.setStyleSheet(scaled_style(MESSAGE_STYLE))
    for button in box.buttons():  # given before the style sheet could say "no icons"
        button.setIcon(QIcon())
    describe_box(box)
    return box


def describe_box(box: QMessageBox) -> None:
    """Give a screen reader a description of each of ``box``'s texts and standard
    buttons (a button the caller added keeps the description given to it)."""
    for label, text in (
        (box.findChild(QLabel, "qt_msgbox_label"),
         QCoreApplication.translate("MessageBox", "The message")),
        (box.findChild(QLabel, "qt_msgbox_informativelabel"),
         QCoreApplication.translate("MessageBox", "The message's details")),
    ):
        if label is not None:
            label.setAccessibleDescription(text)
    described = {
        Button.Ok: QCoreApplication.translate("MessageBox", "Close this message"),
        Button.Yes: QCoreApplication.translate("MessageBox", "Answer yes"),
        Button.No: QCoreApplication.translate("MessageBox", "Answer no"),
        Button.Save: QCoreApplication.translate("MessageBox", "Save the game first"),
        Button.Discard: QCoreApplication.translate("MessageBox",
                                                   "Go on without saving these moves"),
        Button.Cancel: QCoreApplication.translate("MessageBox",
                                                  "Go back to the game (Esc)"),
    }
    for button in box.buttons():
        description = described.get(box.standardButton(button))
        if description and not button.accessibleDescription():
            button.setAccessibleDescription(description)


def problem_box(parent: QWidget | None, headline: str, details: str) -> QMessageBox:
    """The box saying what went wrong (a file that cannot be opened or saved, say)."""
    return message_box(parent, QMessageBox.Icon.Warning, headline, details, Button.Ok)


def show_problem(parent: QWidget | None, headline: str, details: str) -> None:
    """Show ``problem_box`` and wait for the player to read it."""
    with modal(problem_box(parent, headline, details)):
        pass


def ask_yes_no(parent: QWidget | None, headline: str, details: str) -> bool:
    """Ask a yes/no question over ``parent`` and wait for the answer: True for Yes."""
    with modal(message_box(parent, QMessageBox.Icon.Question, headline, details,
                           Button.Yes | Button.No)) as (box, _):
        return box.clickedButton() is box.button(Button.Yes)


def save_question_box(parent: QWidget | None, headline: str, details: str) -> QMessageBox:
    """The box asking whether to save unsaved moves: Save (the default), Discard,
    Cancel (Esc)."""
    box = message_box(parent, QMessageBox.Icon.Question, headline, details,
                      Button.Save | Button.Discard | Button.Cancel)
    box.setDefaultButton(Button.Save)
    box.setEscapeButton(Button.Cancel)
    return box


ANSWERS = {Button.Save: "save", Button.Discard: "discard"}


def ask_to_save(parent: QWidget | None, headline: str, details: str) -> str:
    """"save", "discard" or "cancel", as the player answers ``save_question_box``."""
    with modal(save_question_box(parent, headline, details)) as (box, _):
        return ANSWERS.get(box.standardButton(box.clickedButton()), "cancel")
