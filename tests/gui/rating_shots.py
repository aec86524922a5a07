"""Screenshots of the Your Rating dialog, with an empty history, a full one and a full one
read from a damaged file, and a
report of anything clipped, overlapping, larger than the screen, or drawn up to the
chart's edge (a label cut off by it).

    python tests/gui/rating_shots.py FOLDER [--font-scale 1.5]

Run it under ``QT_SCALE_FACTOR=2`` for high density. It writes ``FOLDER/rating-*.png``,
``FOLDER/chart-*.png`` and ``FOLDER/problems.json`` (a list of strings, empty when all is
well), and exits 0. ``test_rating_dialog.py`` runs it.
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QWidget

sys.path.insert(0, str(Path(__file__).resolve().parent))
from layout_check import layout_problems


def full_record() -> object:
    """Forty games: a player climbing from casual towards club, a few of them assisted."""
    from wari_desktop.rating import PlayerRecord, Result

    record = PlayerRecord()
    when = datetime(2026, 10, 1, 19, tzinfo=UTC)
    pattern = [("beginner", Result.WIN), ("casual", Result.LOSS), ("casual", Result.WIN),
               ("casual", Result.DRAW), ("club", Result.LOSS), ("casual", Result.WIN),
               ("club", Result.WIN), ("club", Result.LOSS)]
    for n in range(40):
        level, result = pattern[n % len(pattern)]
        record = record.with_game(level, result, assisted=n % 9 == 4, when=when)
        when += timedelta(hours=20)
    return record


def edge_problems(image: QImage, name: str, background: QColor) -> list[str]:
    """Pixels unlike ``background`` in the strips 2 to 5 pixels inside ``image``'s edges
    (inside the frame): something drawn there is cut off by the edge."""
    ratio = image.devicePixelRatio()
    width, height = image.width(), image.height()
    inset = range(round(2 * ratio), round(6 * ratio))
    strips = {
        "left": [(x, y) for x in inset for y in range(12, height - 12)],
        "right": [(width - 1 - x, y) for x in inset for y in range(12, height - 12)],
        "top": [(x, y) for y in inset for x in range(12, width - 12)],
        "bottom": [(x, height - 1 - y) for y in inset for x in range(12, width - 12)],
    }
    found = []
    for side, pixels in strips.items():
        odd = [p for p in pixels if max(abs(a - b) for a, b in zip(
            QColor(image.pixel(*p)).getRgb()[:3], background.getRgb()[:3], strict=True)) > 24]
        if odd:
            found.append(f"{name}: something is drawn at the chart's {side} edge, e.g. at "
                         f"{odd[0]}")
    return found


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("folder", type=Path)
    parser.add_argument("--font-scale", type=float, default=1.0)
    args = parser.parse_args()
    from wari_desktop.gui.app import create_application
    from wari_desktop.gui.dialogs.rating_dialog import RatingDialog
    from wari_desktop.gui.platform.screen_fit import FRAME
    from wari_desktop.gui.platform.theme import PANEL
    from wari_desktop.rating import Damage, Loaded, PlayerRecord, Problem

    app = create_application(["wari"])
    if args.font_scale != 1.0:
        font = app.font()
        font.setPointSizeF(font.pointSizeF() * args.font_scale)
        app.setFont(font)
    folder: Path = args.folder
    folder.mkdir(parents=True, exist_ok=True)
    screen = app.primaryScreen().availableGeometry()
    problems: list[str] = []
    sizes: dict[str, list[int]] = {}

    def check(name: str, widget: QWidget) -> None:
        widget.show()
        for _ in range(3):
            app.processEvents()
        widget.grab().save(str(folder / f"rating-{name}.png"))
        frame = widget.frameGeometry().size()
        if frame == widget.size():  # no window manager here: count its title bar
            frame += FRAME
        if frame.width() > screen.width() or frame.height() > screen.height():
            problems.append(f"{name}: {frame.width()}x{frame.height()} does not fit the "
                            f"{screen.width()}x{screen.height()} screen")
        problems.extend(f"{name}: {p}" for p in layout_problems(widget))

    damage = Damage(Problem.BROKEN, "cut short", dropped=1, kept=40,
                    copy=Path("rating.damaged-0123456789ab.json"))
    for name, loaded in (("empty", Loaded(PlayerRecord())),
                         ("full", Loaded(full_record())),  # type: ignore[arg-type]
                         ("damaged", Loaded(full_record(), damage))):  # type: ignore[arg-type]
        dialog = RatingDialog(loaded)
        check(name, dialog)
        chart = dialog.chart
        if chart.height() < chart.minimumHeight():
            problems.append(f"{name}: the chart is {chart.height()} pixels high, less than "
                            f"its minimum {chart.minimumHeight()}")
        table = dialog.table
        if table.verticalScrollBar().maximum() or table.horizontalScrollBar().maximum():
            problems.append(f"{name}: the record table does not show all its cells")
        picture = chart.grab()
        picture.save(str(folder / f"chart-{name}.png"))
        image = picture.toImage()
        problems.extend(edge_problems(image, name, QColor(PANEL)))
        sizes[name] = [image.width(), image.height(), chart.width(), chart.height()]
        dialog.close()
    (folder / "problems.json").write_text(json.dumps(problems, indent=1))
    (folder / "sizes.json").write_text(json.dumps(sizes))
    return 0


if __name__ == "__main__":
    sys.exit(main())
