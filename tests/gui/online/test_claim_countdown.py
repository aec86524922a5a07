"""The words of the time left to come back (``gui/online/claim_countdown.py``): the
server's ``claim_in`` of the player's own side read from a ``game`` frame (nothing for a
game over, a player online, or a frame not of that shape), and the countdown's words
before and at zero. The live countdown against a real server is in test_comeback.py."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from wari_desktop.gui.online.claim_countdown import ClaimCountdown, claim_of


def frame(claim_in: float | None, over: bool = False) -> dict[str, Any]:
    return {"t": "game", "game": {
        "south": {"name": "kofi"}, "north": {"name": "ama"}, "over": over,
        "presence": {"south": {"online": True, "claim_in": None},
                     "north": {"online": claim_in is None, "claim_in": claim_in}}}}


def test_the_claim_time_is_the_player_s_own_side_s() -> None:
    assert claim_of(frame(41.5), "ama") == 41.5
    assert claim_of(frame(41.5), "kofi") is None  # kofi is here
    assert claim_of(frame(None), "ama") is None
    assert claim_of(frame(41.5, over=True), "ama") is None
    assert claim_of({"t": "error"}, "ama") is None and claim_of(None, "ama") is None


def test_the_words_count_down_to_the_claim(qtbot: QtBot) -> None:
    label = QLabel()
    qtbot.addWidget(label)
    countdown = ClaimCountdown(label)
    countdown.opponent = "kofi"
    assert countdown.words(61.2) == "You have 1:02 to sign in before kofi may claim the game."
    assert countdown.words(0.4) == "You have 0:01 to sign in before kofi may claim the game."
    assert countdown.words(0) == ("kofi may claim the game now: sign in to see whether it "
                                  "goes on.")
