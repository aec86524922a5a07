"""The lobby's tables fill their width and cut no column: the last column stretches to
the table's edge while every column fits, and once they do not (large text, a narrow
window) it keeps the width its title and contents need, and the table scrolls sideways.
(Qt's stretched last section would fall back to its default width, cutting its title.)"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QHeaderView, QTableView


def needed_width(header: QHeaderView, view: QTableView, section: int) -> int:
    """The width a column needs for its title and its contents."""
    return max(header.sectionSizeHint(section), view.sizeHintForColumn(section))


def should_stretch(view: QTableView) -> bool:
    """True when every visible column fits the table's width at the width it needs."""
    header = view.horizontalHeader()
    total = sum(needed_width(header, view, section) for section in range(header.count())
                if not header.isSectionHidden(section))
    return total <= view.viewport().width()


class LastColumnFit(QObject):
    """Keeps ``view``'s last column stretched or whole (see the module's rule), looking
    again after the view is resized and whenever its rows change."""

    def __init__(self, view: QTableView) -> None:
        super().__init__(view)
        self.view = view
        view.viewport().installEventFilter(self)
        model = view.model()
        for signal in (model.modelReset, model.rowsInserted, model.rowsRemoved,
                       model.dataChanged, model.layoutChanged, model.headerDataChanged):
            signal.connect(self.fit)

    def fit(self, *_: object) -> None:
        """Stretch the last column, or give it the width it needs."""
        self.view.horizontalHeader().setStretchLastSection(should_stretch(self.view))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.fit()
        return False
