"""The rule that keeps the online game's status lines true (``gui/online/status_lines``):
each line says what it is about, and goes when that changes."""

from __future__ import annotations

from wari_desktop.gui.online.status_lines import GOES_WITH, Change, StatusLines, Topic


def test_an_offer_goes_when_it_is_answered_and_a_refusal_when_the_opponent_comes_back() -> None:
    lines = StatusLines()
    lines.say(Topic.OFFER, "kofi offers to end the game")
    lines.say(Topic.REQUEST, "your opponent may still come back (60 s)")
    lines.changed(Change.ANSWER)
    assert lines.text() == "your opponent may still come back (60 s)"
    lines.changed(Change.PRESENCE)
    assert lines.text() == ""


def test_the_end_answers_what_was_asked_and_stays_until_another_game() -> None:
    lines = StatusLines()
    lines.say(Topic.REQUEST, "The connection dropped before the server answered: try again.")
    lines.say(Topic.OFFER, "You offered to end the game")
    lines.changed(Change.END)
    lines.say(Topic.END, "You win (by resignation)")
    lines.say(Topic.RECORD, "The game's record could not be saved: disk full")
    for change in (Change.MOVE, Change.PRESENCE, Change.CONNECTION, Change.ANSWER):
        lines.changed(change)
    assert lines.text() == "You win (by resignation)\nThe game's record could not be saved: " \
                           "disk full"
    lines.changed(Change.NEW_GAME)
    assert lines.text() == "" and not lines.lines


def test_saying_nothing_takes_a_line_away_and_every_change_has_its_rule() -> None:
    lines = StatusLines()
    lines.say(Topic.MOVE, "The server did not take your move")
    lines.say(Topic.MOVE, "")
    assert lines.said(Topic.MOVE) == ""
    assert set(GOES_WITH) == set(Change)
    assert all(Topic.END not in GOES_WITH[change] for change in Change
               if change is not Change.NEW_GAME)
