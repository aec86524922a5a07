"""The pieces the game's dialogs are built from: the combo box with its gold chevron, the
form and column layouts, and the rule options as the New Game dialog and the board editor
show them (their texts keep the ``NewGameDialog`` translation context)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLayout,
    QVBoxLayout,
    QWidget,
)

from ...rules import EmptySide, GrandSlam, Player, Rules
from ..platform.theme import DISABLED, GOLD_LIGHT


class ChevronCombo(QComboBox):
    """A combo box that draws its own gold chevron (the dialogs' style sheet hides the
    platform's arrow)."""

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        color = QColor(GOLD_LIGHT if self.isEnabled() else DISABLED)
        painter.setPen(QPen(color, 1.8, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        x, y = self.width() - 16.0, self.height() / 2.0
        painter.drawPolyline([QPointF(x - 4.5, y - 2.0), QPointF(x, y + 2.5),
                              QPointF(x + 4.5, y - 2.0)])
        painter.end()


def add_option(combo: QComboBox, text: str, value: object, tip: str) -> None:
    """Add an item with its own tool tip to ``combo``."""
    combo.addItem(text, value)
    combo.setItemData(combo.count() - 1, tip, Qt.ItemDataRole.ToolTipRole)


def rule_controls(parent: QWidget) -> tuple[ChevronCombo, ChevronCombo, QCheckBox]:
    """The rule options as the New Game dialog and the board editor show them: the grand
    slam and empty side combos and the repetition check box, each with its accessible
    name and tool tips (the combos' items' data are ``GrandSlam`` and ``EmptySide``)."""
    return (_grand_slam_combo(parent), _empty_side_combo(parent),
            _repetition_check(parent))


def _grand_slam_combo(parent: QWidget) -> ChevronCombo:
    """The grand slam option: it captures nothing, or it is forbidden."""
    grand_slam = ChevronCombo(parent)
    add_option(
        grand_slam,
        QCoreApplication.translate("NewGameDialog", "Captures nothing (Oware abapa)"),
        GrandSlam.CAPTURES_NOTHING,
        QCoreApplication.translate(
            "NewGameDialog", "The move may be played, but it captures nothing: the rule of "
            "the Oware Society."),
    )
    add_option(
        grand_slam,
        QCoreApplication.translate("NewGameDialog", "Forbidden (Italian rule)"),
        GrandSlam.FORBIDDEN,
        QCoreApplication.translate(
            "NewGameDialog", "The move may be played only when there is no other; it then "
            "captures nothing."),
    )
    grand_slam.setToolTip(QCoreApplication.translate(
        "NewGameDialog", "A grand slam is a move that would capture every seed on the "
        "opponent's side."))
    grand_slam.setAccessibleName(QCoreApplication.translate("NewGameDialog", "Grand slam"))
    return grand_slam


def _empty_side_combo(parent: QWidget) -> ChevronCombo:
    """The empty side option: it must be fed, the game ends, or it passes."""
    empty_side = ChevronCombo(parent)
    add_option(
        empty_side,
        QCoreApplication.translate("NewGameDialog", "Must be fed (Oware abapa)"),
        EmptySide.MUST_FEED,
        QCoreApplication.translate(
            "NewGameDialog", "The opponent must play a move that gives it seeds; if no move "
            "can, the game ends."),
    )
    add_option(
        empty_side,
        QCoreApplication.translate("NewGameDialog", "Tutti a casa: the game ends"),
        EmptySide.GAME_ENDS,
        QCoreApplication.translate(
            "NewGameDialog", "The game ends at once; each player takes the seeds on their "
            "side."),
    )
    add_option(
        empty_side,
        QCoreApplication.translate("NewGameDialog", "Libertà al più forte: it passes"),
        EmptySide.PASS,
        QCoreApplication.translate(
            "NewGameDialog", "The player with no seeds passes; the other plays freely "
            "meanwhile."),
    )
    empty_side.setToolTip(QCoreApplication.translate(
        "NewGameDialog", "What happens when a player has no seeds left on their side."))
    empty_side.setAccessibleName(QCoreApplication.translate("NewGameDialog", "An empty side"))
    return empty_side


def _repetition_check(parent: QWidget) -> QCheckBox:
    """The check box that ends the game when a position repeats."""
    repetition = QCheckBox(QCoreApplication.translate(
        "NewGameDialog", "End the game when a position repeats"), parent)
    repetition.setToolTip(QCoreApplication.translate(
        "NewGameDialog", "When the same position comes round again, the game ends and each "
        "player takes the seeds on their side. Without it, only an agreement ends an "
        "endless game."))
    return repetition


def chosen_rules(grand_slam: QComboBox, empty_side: QComboBox, repetition: QCheckBox,
                 owners: tuple[Player, ...]) -> Rules:
    """The rules the controls of ``rule_controls`` show, with the house ``owners`` given
    (they are not chosen there)."""
    return Rules(grand_slam=GrandSlam(grand_slam.currentData()),
                 end_on_repetition=repetition.isChecked(),
                 empty_side=EmptySide(empty_side.currentData()),
                 owners=owners)


def tidy_form(form: QFormLayout) -> None:
    """The dialogs' form layout: labels right-aligned, even spacing, fields that grow."""
    form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    form.setHorizontalSpacing(14)
    form.setVerticalSpacing(10)
    form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)


def dialog_column(dialog: QWidget, *parts: QWidget | QLayout) -> QVBoxLayout:
    """Lay ``dialog`` out as the game's dialogs are: ``parts`` (widgets and layouts) in a
    column with the dialogs' margins and spacing."""
    layout = QVBoxLayout(dialog)
    layout.setContentsMargins(24, 20, 24, 18)
    layout.setSpacing(10)
    for part in parts:
        if isinstance(part, QLayout):
            layout.addLayout(part)
        else:
            layout.addWidget(part)
    return layout
