"""Pictures of a game offered on the main window (the notice over the board: a rematch
with its terms, Accept and Decline) at a window of the given size, with a report of
anything clipped or overlapping in the notice, or a notice wider than the board.

    python tests/gui/online/offer_notice_shots.py FOLDER [--size 1024x640] [--language de]

It writes ``FOLDER/offer-notice.png`` and ``FOLDER/problems.json`` (empty when all is
well). The offer is given as a server's frame; no connection is made.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from layout_check import layout_problems

OFFER: dict[str, Any] = {
    "id": "Cd34Ef56Gh", "by": {"name": "kofi", "rating": 1711, "provisional": False,
                               "bot": False, "guest": False},
    "to": "ama", "clock": "300+3", "rated": True,
    "rules": {"grand_slam": "captures-nothing", "repetition": True,
              "empty_side": "must-feed"},
    "side": "north", "accepter_side": "south", "rematch": "Zdf9hP8q8c"}
SECOND = dict(OFFER, id="Xy12Zw34Uv", rematch=None, by=dict(OFFER["by"], name="yaw"))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("folder", type=Path)
    parser.add_argument("--size", default="1024x640")
    parser.add_argument("--language", default="en")
    args = parser.parse_args()
    from wari_desktop.gui.app import create_application
    from wari_desktop.gui.platform.i18n import install_translators
    from wari_desktop.gui.platform.settings import Settings, Speed
    from wari_desktop.gui.window.main_window import MainWindow

    app = create_application(["wari"])
    if args.language != "en" and install_translators(app, args.language) != args.language:
        raise SystemExit(f"offer_notice_shots.py: no {args.language} translation")
    folder: Path = args.folder
    folder.mkdir(parents=True, exist_ok=True)
    width, height = (int(n) for n in args.size.split("x"))
    window = MainWindow(settings=Settings(speed=Speed.INSTANT, sound=False))
    window.resize(width, height)
    window.show()
    offers = window.online_menu.offers
    offers.add(OFFER)
    offers.add({k: v for k, v in SECOND.items() if v is not None})
    for _ in range(5):
        app.processEvents()
    window.grab().save(str(folder / "offer-notice.png"))
    notice = offers.notice
    problems = layout_problems(notice)
    board = window.board
    if not board.geometry().contains(notice.geometry()):
        problems.append(f"the notice ({notice.geometry()}) is not within the board "
                        f"({board.geometry()})")
    if notice.height() > board.height() // 2:
        problems.append(f"the notice takes {notice.height()} of the board's "
                        f"{board.height()} px")
    (folder / "problems.json").write_text(json.dumps(problems, indent=1))
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
