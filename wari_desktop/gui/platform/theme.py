"""The look of the program around the board, in one place: the palette (a dark table
green, warm ivory text, gold accents), the fonts, and the style sheets of the main window,
the dialogs, the side panel, the analysis dock and the other windows. Every message box
over the window (a question, the About box) takes the window's colours.

A style sheet names a colour of the palette as ``@NAME@`` (and the serif fonts as
``@SERIF@``); ``_sheet`` writes the values in when the module loads, so a colour shared by
several windows is written once, here; a colour used once is written out where it is
used (in its sheet, or in the painting code). The sizes are pixels for a 10-point system
font: a window passes its sheet through ``text_scale.scaled_style``.

The board's own materials (wood, pits, seeds, the badges' ink) are painted by
``board/board_painter.py`` with colours of its own; those it shares with the window (the
table's green, the score's gold) come from here.
"""

from __future__ import annotations

import re

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QLabel

# -- the palette ---------------------------------------------------------------------
# The greens, darkest first.
TABLE = "#13211c"  # the table: behind the board, the window, the dialogs, the rules page
PANEL = "#172a23"  # a step lighter: the side panel, the dock, group boxes, lists
FIELD = "#1d342b"  # a step lighter again: fields, cards, headers, check boxes
GRID = "#22352d"  # a table's grid lines
LINE = "#2a3f36"  # the thin lines between the parts of a window
BUTTON = "#2a4338"  # a dialog's button
RAISED = "#2c4a3c"  # a button of the side panel; the review's level box
BOX_EDGE = "#2d463c"  # the frame of a group box, a list, a table
CARD_EDGE = "#2d4a3e"  # the frame of a card: a player's, the review's summaries
TABLE_LIT = "#2f4a3f"  # the lit middle of the table; a menu under the pointer
HOVER = "#35584a"  # under the pointer, or chosen in a list
DEFAULT_BUTTON = "#3c5a3f"  # a dialog's default button
FIELD_EDGE = "#3d5c4f"  # the edge of a dialog's field or button
RAISED_EDGE = "#3e6352"  # the edge of a RAISED control; the panel's scroll bar
# The ivories.
IVORY = "#e6dcc6"  # text
IVORY_LIGHT = "#f2e6cc"  # names, titles, the side panel's buttons; South's seeds' share
HEADLINE = "#f3e7cc"  # a dialog's heading, a message box's headline
CREAM = "#f6ead0"  # focus rings, tool tips, the count badges
PALE = "#fff4dc"  # text on the brown selection; the review graph's chosen position
HIGHLIGHT = "#fff6e0"  # the text of a chosen item; a focused button's edge
SAND = "#cdbf9f"  # small headings: the dock's, the move list's, the watch bar's
# The golds.
GOLD = "#c8a45c"  # accents: the edge of a focused or default control, the sliders
GOLD_LIGHT = "#e2c48a"  # a dialog's subheadings and group titles, the combo's chevron
AMBER = "#e8b95a"  # the player to move, "thinking", the evaluation line, the best move
SCORE = "#ffd98a"  # scores, the result, the best line
BROWN = "#8a5a22"  # the chosen move of the move list, the review's progress
WARNING = "#ff8f6b"  # a clock with little time left
# The greys.
MUTED = "#a9b8a8"  # notes beside the board: the panel's, the dock's, the review's
NOTE = "#a9b8ad"  # notes in the dialogs (a hair from MUTED: kept, so nothing changes)
DISABLED = "#6f7f77"  # a disabled control's text
DISABLED_EDGE = "#4a5c54"  # a disabled control's edge
# Verdicts: a right answer (a position that can be played), a wrong one (one that cannot).
RIGHT = "#24452f"
RIGHT_EDGE = "#5f9a64"
WRONG = "#4a2a22"
WRONG_EDGE = "#b0674f"

# -- fonts ---------------------------------------------------------------------------
#: Serif families for headings and the board's letters and plates, in order of preference.
SERIF = ["Georgia", "Palatino Linotype", "Book Antiqua", "DejaVu Serif", "serif"]
#: Sans-serif families for the board's counts and tags.
SANS = ["Segoe UI", "Helvetica Neue", "Cantarell", "DejaVu Sans", "sans-serif"]


def with_alpha(colour: str, alpha: int) -> QColor:
    """The palette's ``colour`` with an opacity, 0 (none) to 255 (opaque)."""
    result = QColor(colour)
    result.setAlpha(alpha)
    return result


_NAME = re.compile(r"@([A-Z_]+)@")


def _sheet(css: str) -> str:
    """``css`` with each ``@NAME@`` replaced by this module's ``NAME``: a colour, or a
    list of font families (written as CSS: ``"Georgia", "Palatino Linotype", ...``)."""

    def value(match: re.Match[str]) -> str:
        found = globals()[match.group(1)]
        if isinstance(found, list):
            return ", ".join(f'"{family}"' for family in found)
        return str(found)

    return _NAME.sub(value, css)


def styled_label(name: str, text: str = "", wrap: bool = False) -> QLabel:
    """A label the style sheets style by its object name ``name`` (``#PlayerScore``,
    ``QLabel#Note``), showing ``text``; with ``wrap``, its text wraps."""
    label = QLabel(text)
    label.setObjectName(name)
    label.setWordWrap(wrap)
    return label


# -- style sheets --------------------------------------------------------------------
#: The main window, its menus and status bar, and the message boxes over it.
WINDOW_STYLE = _sheet("""
QMainWindow { background: @TABLE@; }
QMenuBar { background: @TABLE@; color: @IVORY@; padding: 2px 4px; }
QMenuBar::item { background: transparent; padding: 4px 10px; border-radius: 4px; }
QMenuBar::item:selected { background: @TABLE_LIT@; }
QStatusBar { background: @TABLE@; color: @IVORY@; border-top: 1px solid @LINE@; }
QStatusBar QLabel { color: @IVORY@; font-size: 14px; padding: 3px 8px; }
QStatusBar::item { border: none; }
QMessageBox { background: @TABLE@; }
QMessageBox QLabel { color: @IVORY@; font-size: 14px; }
QMessageBox QLabel#qt_msgbox_label { color: @HEADLINE@; }
QMessageBox QPushButton {
    background: @BUTTON@; color: @IVORY@; border: 1px solid @FIELD_EDGE@; border-radius: 6px;
    padding: 6px 16px; min-width: 64px;
}
QMessageBox QPushButton:hover { background: @HOVER@; border-color: @GOLD@; }
QMessageBox QPushButton:pressed { background: @FIELD@; }
QMessageBox QPushButton:default { border-color: @GOLD@; background: @DEFAULT_BUTTON@; }
QMessageBox QDialogButtonBox { dialogbuttonbox-buttons-have-icons: 0; }
""")

#: The look shared by the game's dialogs: the table's dark green, ivory text, gold accents.
DIALOG_STYLE = _sheet("""
QDialog { background: @TABLE@; }
QWidget { color: @IVORY@; font-size: 14px; }
QLabel#heading { color: @HEADLINE@; font-family: @SERIF@; font-size: 26px; font-weight: 600; }
QLabel#subheading { color: @GOLD_LIGHT@; font-family: @SERIF@; font-size: 20px; font-weight: 600; }
QLabel#note { color: @NOTE@; font-size: 13px; }
QGroupBox {
    border: 1px solid @BOX_EDGE@; border-radius: 8px; margin-top: 14px;
    padding: 14px 12px 10px 12px; background: @PANEL@;
}
QGroupBox::title {
    subcontrol-origin: margin; left: 12px; padding: 0 6px;
    color: @GOLD_LIGHT@; font-weight: bold; letter-spacing: 1px;
}
QComboBox {
    background: @FIELD@; border: 1px solid @FIELD_EDGE@; border-radius: 5px;
    padding: 5px 10px; min-height: 20px;
}
QComboBox:hover, QComboBox:focus { border-color: @GOLD@; }
QComboBox::drop-down {
    subcontrol-origin: padding; subcontrol-position: center right; width: 24px;
    border: none;
}
QComboBox { combobox-popup: 0; }
QComboBoxPrivateContainer { background: @FIELD@; border: 1px solid @FIELD_EDGE@; padding: 0; }
QComboBox QAbstractItemView {
    background: @FIELD@; border: none; selection-background-color: @HOVER@;
    selection-color: @HIGHLIGHT@; outline: 0; padding: 4px;
}
QComboBox QAbstractItemView::item { padding: 5px 8px; min-height: 20px; border-radius: 4px; }
QComboBox QAbstractItemView::item:selected { background: @HOVER@; color: @HIGHLIGHT@; }
QComboBox:disabled, QCheckBox:disabled, QRadioButton:disabled, QLabel:disabled {
    color: @DISABLED@;
}
QCheckBox, QRadioButton { spacing: 8px; padding: 2px 0; }
QCheckBox::indicator, QRadioButton::indicator {
    width: 14px; height: 14px; border: 1px solid #7d9a8c; background: @FIELD@;
}
QCheckBox::indicator { border-radius: 3px; }
QRadioButton::indicator { border-radius: 8px; }
QCheckBox::indicator:hover, QRadioButton::indicator:hover { border-color: @GOLD_LIGHT@; }
QCheckBox::indicator:checked {
    background: qradialgradient(cx:0.5, cy:0.5, radius:0.7, fx:0.5, fy:0.5,
        stop:0 #f0d493, stop:0.5 #d1aa5e, stop:1 #b08840);
    border-color: @GOLD_LIGHT@;
}
QRadioButton::indicator:checked {
    background: qradialgradient(cx:0.5, cy:0.5, radius:0.5, fx:0.5, fy:0.5,
        stop:0 #f0d493, stop:0.5 #d1aa5e, stop:0.62 @FIELD@, stop:1 @FIELD@);
    border-color: @GOLD_LIGHT@;
}
QCheckBox::indicator:disabled, QRadioButton::indicator:disabled { border-color: @DISABLED_EDGE@; }
QPushButton {
    background: @BUTTON@; border: 1px solid @FIELD_EDGE@; border-radius: 6px;
    padding: 6px 16px; min-width: 64px;
}
QPushButton:hover { background: @HOVER@; border-color: @GOLD@; }
QPushButton:pressed { background: @FIELD@; }
QPushButton:default { border-color: @GOLD@; background: @DEFAULT_BUTTON@; }
QPushButton:focus { border-color: @HIGHLIGHT@; }
QCheckBox::indicator:focus, QRadioButton::indicator:focus { border-color: @HIGHLIGHT@; }
QPushButton:disabled { color: @DISABLED@; background: #1a2c25; border-color: @BOX_EDGE@; }
QDialogButtonBox { dialogbuttonbox-buttons-have-icons: 0; }
QLineEdit { background: @FIELD@; border: 1px solid @FIELD_EDGE@; border-radius: 5px;
            padding: 4px 8px; selection-background-color: @BROWN@; }
QLineEdit:focus { border-color: @GOLD@; }
QSlider::groove:horizontal { height: 4px; background: @FIELD_EDGE@; border-radius: 2px; }
QSlider::sub-page:horizontal { background: @GOLD@; border-radius: 2px; }
QSlider::handle:horizontal {
    width: 16px; height: 16px; margin: -7px 0; border-radius: 8px;
    background: @IVORY@; border: 1px solid @GOLD@;
}
QSlider::groove:horizontal:disabled, QSlider::sub-page:horizontal:disabled {
    background: #34443d;
}
QSlider::handle:horizontal:disabled { background: @DISABLED@; border-color: @DISABLED_EDGE@; }
QToolTip {
    background: @CREAM@; color: #3a2410; border: 1px solid @GOLD@; padding: 4px;
}
QScrollArea { border: none; background: transparent; }
QScrollBar:vertical { background: @TABLE@; width: 12px; margin: 0; }
QScrollBar::handle:vertical { background: @HOVER@; border-radius: 5px; min-height: 40px; }
QScrollBar::handle:vertical:hover { background: #4a7462; }
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }
QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: none; }
""")

#: Qt's own Open and Save dialogs (where the system has none), over the dialog style: the
#: fields, the file list and its headers.
FILE_DIALOG_STYLE = DIALOG_STYLE + _sheet("""
QTreeView, QListView { background: @PANEL@; border: 1px solid @BOX_EDGE@; border-radius: 6px;
                       selection-background-color: @BROWN@; selection-color: @PALE@; }
QTreeView:focus, QListView:focus { border-color: @CREAM@; }
QHeaderView::section { background: @FIELD@; color: @GOLD_LIGHT@; border: none;
                       border-right: 1px solid @GRID@; padding: 4px 8px; }
QToolButton { background: transparent; border: 1px solid transparent; border-radius: 4px;
              padding: 3px; }
QToolButton:hover, QToolButton:focus { border-color: @GOLD@; }
QToolButton:checked { background: @FIELD@; border-color: @FIELD_EDGE@; }
""")

#: The message boxes' own touches on the dialog style: a readable headline, a gap.
MESSAGE_STYLE = DIALOG_STYLE + _sheet("""
QMessageBox QLabel#qt_msgbox_label { font-size: 15px; font-weight: 600; color: @HEADLINE@; }
QMessageBox QLabel#qt_msgbox_informativelabel { color: @IVORY@; min-width: 360px; }
""")

#: The panel beside the board: the players' cards, the status, the move list, the buttons.
PANEL_STYLE = _sheet("""
#SidePanel { background: @PANEL@; border-left: 1px solid @LINE@; }
#PlayerCard { background: @FIELD@; border: 1px solid @CARD_EDGE@; border-radius: 10px; }
#PlayerCard[active="true"] { border: 2px solid @AMBER@; background: #22392f; }
#PlayerName { color: @IVORY_LIGHT@; font-size: 16px; font-weight: 600; }
#PlayerRole { color: @MUTED@; font-size: 12px; }
#PlayerScore { color: @SCORE@; font-size: 30px; font-weight: 700; }
#Thinking { color: @AMBER@; font-size: 12px; font-style: italic; }
#Clock { color: @MUTED@; font-size: 17px; font-weight: 600; padding: 1px 6px;
         border: 1px solid transparent; border-radius: 5px; }
#Clock[running="true"] { color: @TABLE@; background: @AMBER@; }
#Clock[low="true"] { color: @WARNING@; border-color: @WARNING@; }
#Clock[running="true"][low="true"] { color: @TABLE@; background: @WARNING@; }
#Status { color: @IVORY@; font-size: 13px; padding: 4px 2px; }
#Result { color: @SCORE@; font-size: 15px; font-weight: 600; padding: 6px 2px; }
QTableView { background: @TABLE@; color: @IVORY@; border: 1px solid @LINE@;
             border-radius: 6px; gridline-color: @GRID@; font-size: 13px;
             selection-background-color: @BROWN@; selection-color: @PALE@; }
QHeaderView { background: @TABLE@; }
QHeaderView::section { background: @FIELD@; color: @SAND@; border: none; padding: 3px; }
QScrollBar:vertical { background: @TABLE@; width: 10px; margin: 0; border: none; }
QScrollBar::handle:vertical { background: @RAISED_EDGE@; border-radius: 5px; min-height: 24px; }
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }
QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: none; }
QTableCornerButton::section { background: @FIELD@; border: none; }
QPushButton { background: @RAISED@; color: @IVORY_LIGHT@; border: 1px solid @RAISED_EDGE@;
              border-radius: 6px; padding: 6px 10px; font-size: 13px; }
QPushButton:hover { background: #375a4a; }
QPushButton:pressed { background: #24402f; }
QPushButton:disabled { color: #6f7f76; background: #1f352b; border-color: @LINE@; }
QPushButton:focus { border: 2px solid @CREAM@; padding: 5px 9px; }
QTableView:focus { border: 2px solid @CREAM@; }
""")

#: The game review window: the panel's look, with its own title, notes and progress bar.
REVIEW_STYLE = PANEL_STYLE.replace("#SidePanel", "#ReviewWindow") + _sheet("""
#ReviewWindow, #ReviewWindow QScrollArea, #ReviewAbout { background: @PANEL@; }
#ReviewWindow QLabel { color: @IVORY@; font-size: 13px; }
#ReviewWindow QLabel#Title { color: @IVORY_LIGHT@; font-size: 18px; font-weight: 600; }
#ReviewWindow QLabel#Note { color: @MUTED@; font-size: 12px; }
#ReviewWindow QLabel#Summary { background: @FIELD@; border: 1px solid @CARD_EDGE@;
                               border-radius: 8px; padding: 8px; }
QProgressBar { background: @TABLE@; color: @IVORY_LIGHT@; border: 1px solid @LINE@;
               border-radius: 6px; text-align: center; height: 18px; }
QProgressBar::chunk { background: @BROWN@; border-radius: 5px; }
QComboBox { background: @RAISED@; color: @IVORY_LIGHT@; border: 1px solid @RAISED_EDGE@;
            border-radius: 6px; padding: 5px 8px; }
QComboBox QAbstractItemView { background: @FIELD@; color: @IVORY_LIGHT@;
                              selection-background-color: @BROWN@; }
""")

#: The analysis dock.
DOCK_STYLE = _sheet("""
QDockWidget { color: @SAND@; font-size: 12px; }
QDockWidget::title { background: @FIELD@; padding: 6px 10px; border-bottom: 1px solid @LINE@; }
#AnalysisBody, #AnalysisScroll { background: @PANEL@; }
QScrollBar:vertical { background: @TABLE@; width: 10px; margin: 0; border: none; }
QScrollBar::handle:vertical { background: @RAISED_EDGE@; border-radius: 5px; min-height: 24px; }
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }
QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: none; }
#AnalysisBody QLabel { color: @IVORY@; font-size: 13px; }
#AnalysisBody QLabel#Heading { color: @SAND@; font-size: 11px; font-weight: 600;
                               letter-spacing: 1px; }
#AnalysisBody QLabel#Words { color: @IVORY_LIGHT@; font-size: 14px; }
#AnalysisBody QLabel#Line { color: @SCORE@; font-size: 16px; font-weight: 600; }
#AnalysisBody QLabel#Scores { color: @IVORY@; font-size: 14px; }
#AnalysisBody QLabel#Note { color: @MUTED@; font-size: 12px; font-style: italic; }
#AnalysisBody QLabel#Assisted { color: @AMBER@; font-size: 12px; }
#AnalysisBody QLabel#Source { color: @PANEL@; background: @GOLD@; font-size: 12px;
                              font-weight: 600; padding: 3px 8px; border-radius: 4px; }
""")

#: The lessons window, over the dialog style: the list of lessons and the verdicts.
LESSONS_STYLE = _sheet("""
QListWidget {
    background: @PANEL@; border: 1px solid @BOX_EDGE@; border-radius: 8px; padding: 6px;
    font-size: 15px; outline: 0;
}
QListWidget::item { padding: 7px 8px; border-radius: 5px; }
QListWidget::item:selected { background: @HOVER@; color: @HIGHLIGHT@; }
QListWidget::item:hover:!selected { background: #213a30; }
QLabel#goal { font-size: 16px; color: @IVORY@; }
QLabel#feedback { font-size: 15px; padding: 10px 14px; border-radius: 8px; }
QLabel#feedback[verdict="right"] { background: @RIGHT@; border: 1px solid @RIGHT_EDGE@; }
QLabel#feedback[verdict="wrong"] { background: @WRONG@; border: 1px solid @WRONG_EDGE@; }
QLabel#feedback[verdict="illegal"] { background: #45391f; border: 1px solid #b8954a; }
QLabel#feedback[verdict="ask"] { background: transparent; border: 1px solid transparent;
    color: @NOTE@; }
""")

#: The puzzles window, over the dialog and lessons styles: the day's puzzle card, the
#: player's figures and the grade buttons above the list.
PUZZLES_STYLE = _sheet("""
QPushButton#daily {
    background: @FIELD@; border: 1px solid @CARD_EDGE@; border-radius: 8px;
    padding: 10px 12px; text-align: left; font-size: 14px; color: @IVORY@;
}
QPushButton#daily:hover { border-color: @GOLD@; }
QPushButton#daily:checked { border-color: @GOLD@; background: @HOVER@; color: @HIGHLIGHT@; }
QLabel#stats { font-size: 14px; color: @SAND@; padding: 2px 2px; }
QLabel#tally { font-family: @SERIF@; font-size: 22px; color: @SCORE@; font-weight: 600; }
QPushButton#grade {
    background: @PANEL@; border: 1px solid @BOX_EDGE@; border-radius: 6px; padding: 6px 2px;
    font-size: 13px; color: @IVORY@;
}
QPushButton#grade:hover { border-color: @GOLD@; }
QPushButton#grade:checked { background: @HOVER@; color: @HIGHLIGHT@; border-color: @GOLD@; }
QLabel#proof { color: @NOTE@; font-size: 13px; }
""")

#: The rules window's page, over the dialog style.
RULES_PAGE_STYLE = _sheet("""
QWidget#page { background: @TABLE@; }
QLabel#body { font-size: 15px; color: @IVORY@; }
QLabel#caption { font-size: 14px; color: #c2cbbe; }
QLabel#lead { font-size: 16px; color: #cfc5ae; }
QLabel#flow { font-size: 22px; color: @GOLD_LIGHT@; }
QFrame#rule { background: @BOX_EDGE@; max-height: 1px; min-height: 1px; }
""")

#: The board editor, over the dialog style: the status line and the FEN field.
EDITOR_STYLE = _sheet("""
QLabel#status { font-size: 15px; padding: 8px 12px; border-radius: 6px; }
QLabel#status[state="ok"] { background: @RIGHT@; border: 1px solid @RIGHT_EDGE@; }
QLabel#status[state="bad"] { background: @WRONG@; border: 1px solid @WRONG_EDGE@; }
QLineEdit {
    background: @FIELD@; border: 1px solid @FIELD_EDGE@; border-radius: 5px; padding: 5px 8px;
    font-family: monospace; font-size: 14px;
}
QLineEdit:focus { border-color: @GOLD@; }
""")

#: Record Details, over the dialog style: the fields and the result.
DETAILS_STYLE = _sheet("""
QLineEdit {
    background: @FIELD@; border: 1px solid @FIELD_EDGE@; border-radius: 5px; padding: 5px 8px;
}
QLineEdit:focus { border-color: @GOLD@; }
QLabel#result { color: @GOLD_LIGHT@; font-size: 15px; }
""")

#: Keyboard Shortcuts, over the dialog style: the table of keys.
SHORTCUTS_STYLE = _sheet("""
QTableWidget { background: @PANEL@; border: 1px solid @BOX_EDGE@; border-radius: 6px;
               gridline-color: @GRID@; selection-background-color: @HOVER@; }
QTableWidget:focus { border: 2px solid @CREAM@; }
QTableWidget::item { padding: 3px 8px; }
QHeaderView::section { background: @FIELD@; color: @GOLD_LIGHT@; border: none; padding: 4px 8px; }
""")

#: The bar controlling the computer against itself, in the side panel, with its pace
#: slider in the dialogs' gold.
WATCH_BAR_STYLE = _sheet("""
#WatchBar { background: @FIELD@; border: 1px solid @CARD_EDGE@; border-radius: 10px; }
#WatchBar QLabel { color: @SAND@; font-size: 12px; }
#WatchBar QSlider::groove:horizontal { height: 4px; background: @FIELD_EDGE@;
                                       border-radius: 2px; }
#WatchBar QSlider::sub-page:horizontal { background: @GOLD@; border-radius: 2px; }
#WatchBar QSlider::handle:horizontal { width: 14px; height: 14px; margin: -6px 0;
    border-radius: 7px; background: @IVORY@; border: 1px solid @GOLD@; }
#WatchBar QSlider::handle:horizontal:focus { border: 2px solid @HIGHLIGHT@; }
#WatchBar QSlider::groove:horizontal:disabled,
#WatchBar QSlider::sub-page:horizontal:disabled { background: #34443d; }
#WatchBar QSlider::handle:horizontal:disabled { background: @DISABLED@;
                                                border-color: @DISABLED_EDGE@; }
""")

#: The Settings dialog's note on the language, once another language is chosen.
EMPHASIS_STYLE = _sheet("font-weight: 600; color: @GOLD_LIGHT@;")

#: The player's rating, over the dialog style: the big number, the cards, the record table.
RATING_STYLE = _sheet("""
QWidget#body { background: @TABLE@; }
QFrame#card { background: @FIELD@; border: 1px solid @CARD_EDGE@; border-radius: 10px; }
QLabel#rating { color: @SCORE@; font-family: @SERIF@; font-size: 46px; font-weight: 700; }
QLabel#rating[rated="false"] { color: @NOTE@; font-size: 30px; font-weight: 600; }
QLabel#range { color: @IVORY@; font-size: 14px; }
QLabel#change { color: @IVORY_LIGHT@; font-size: 13px; }
QLabel#caption { color: @SAND@; font-size: 11px; font-weight: 600; letter-spacing: 1px; }
QLabel#level { color: @GOLD_LIGHT@; font-family: @SERIF@; font-size: 24px; font-weight: 600; }
QLabel#damage { background: @WRONG@; border: 1px solid @WRONG_EDGE@; border-radius: 8px;
                padding: 8px 12px; font-size: 13px; }
QTableWidget { background: @PANEL@; border: 1px solid @BOX_EDGE@; border-radius: 6px;
               gridline-color: @GRID@; selection-background-color: @HOVER@; }
QTableWidget:focus { border: 2px solid @CREAM@; }
QTableWidget::item { padding: 2px 8px; }
QHeaderView::section { background: @FIELD@; color: @GOLD_LIGHT@; border: none; padding: 4px 8px; }
""")


def palette() -> QPalette:
    """The program's colours for what no style sheet styles: the menus (their items
    under the pointer in the wood's brown, not the platform's blue), the Open and Save
    dialogs, the pop-up lists and menus of text fields. Set on the application."""
    colours = QPalette()
    role = QPalette.ColorRole
    for name, colour in ((role.Window, TABLE), (role.WindowText, IVORY), (role.Base, PANEL),
                         (role.AlternateBase, FIELD), (role.Text, IVORY),
                         (role.Button, BUTTON), (role.ButtonText, IVORY),
                         (role.BrightText, PALE), (role.Highlight, BROWN),
                         (role.HighlightedText, PALE), (role.ToolTipBase, CREAM),
                         (role.ToolTipText, "#3a2410"), (role.PlaceholderText, NOTE),
                         (role.Link, GOLD_LIGHT), (role.LinkVisited, GOLD),
                         (role.Light, RAISED_EDGE), (role.Midlight, FIELD_EDGE),
                         (role.Mid, BOX_EDGE), (role.Dark, "#0c1511"), (role.Shadow, "#060b09")):
        colours.setColor(name, QColor(colour))
    disabled = QPalette.ColorGroup.Disabled
    for name in (role.WindowText, role.Text, role.ButtonText):
        colours.setColor(disabled, name, QColor(DISABLED))
    colours.setColor(disabled, role.Highlight, QColor(FIELD_EDGE))
    return colours


#: The lobby of a server, over the dialog style: its tables, the quiet connection banner,
#: a challenge received.
LOBBY_STYLE = _sheet("""
QTableView { background: @PANEL@; border: 1px solid @BOX_EDGE@; border-radius: 6px;
             gridline-color: @GRID@; selection-background-color: @HOVER@;
             selection-color: @HIGHLIGHT@; }
QTableView:focus { border: 2px solid @CREAM@; }
QTableView::item { padding: 2px 8px; }
QHeaderView::section { background: @FIELD@; color: @GOLD_LIGHT@; border: none; padding: 4px 8px; }
QLineEdit { background: @FIELD@; border: 1px solid @FIELD_EDGE@; border-radius: 5px;
            padding: 5px 8px; selection-background-color: @BROWN@; }
QLineEdit:focus { border-color: @GOLD@; }
QLabel#banner { background: @FIELD@; color: @SAND@; border: 1px solid @CARD_EDGE@;
                border-radius: 6px; padding: 4px 10px; font-size: 13px; }
QLabel#challenge { color: @AMBER@; font-weight: 600; }
QFrame#card { background: @PANEL@; border: 1px solid @CARD_EDGE@; border-radius: 10px; }
QScrollBar:horizontal { background: @TABLE@; height: 12px; margin: 0; }
QScrollBar::handle:horizontal { background: @HOVER@; border-radius: 5px; min-width: 40px; }
QScrollBar::handle:horizontal:hover { background: #4a7462; }
QScrollBar::add-line:horizontal, QScrollBar::sub-line:horizontal { width: 0; }
QScrollBar::add-page:horizontal, QScrollBar::sub-page:horizontal { background: none; }
""")
