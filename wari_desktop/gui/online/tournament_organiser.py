"""The organiser's menu on a tournament's page: what the server lets the organiser of an
event do, each sent as its request and answered on the page (the server's refusals in
words):

- Start Now (before its start time), Pause / Resume (no new round is paired while
  paused), Close / Open Registration;
- Correct Result… of the board chosen on the Pairings tab (a result, then the reason,
  kept in the event's log; the game's record and the ratings do not change);
- Withdraw a Player… (the player, then the reason, kept in the log).

The menu shows only to the event's organiser (the page asks ``is_organiser``); the page
refreshes itself from the frame the server pushes after each change.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QInputDialog, QMenu, QWidget

from ...protocol.messages import BoardLine, TournamentInfo
from .tournament_words import POINTS

if TYPE_CHECKING:
    from .connection import OnlineConnection

_CONTEXT = "TournamentOrganiser"
translate = QCoreApplication.translate

#: The results an organiser may give a board (the protocol's notation).
RESULTS = ("1-0", "0-1", "1/2-1/2", "+-", "-+", "--")


def result_choice(result: str, south: str, north: str) -> str:
    """A result as the organiser reads it in the list: "ama wins (1-0)" and the like."""
    south_points, north_points = POINTS[result]
    forfeit = result in ("+-", "-+", "--")
    if result == "--":
        return translate(_CONTEXT, "Both lose by forfeit")
    if result == "1/2-1/2":
        return translate(_CONTEXT, "A draw (½–½)")
    winner = south if south_points in ("1", "+") else north
    if forfeit:
        return translate(_CONTEXT, "{name} wins by forfeit").format(name=winner)
    return translate(_CONTEXT, "{name} wins ({south}–{north})").format(
        name=winner, south=south_points, north=north_points)


class OrganiserMenu(QMenu):
    """The organiser's actions for one tournament (see the module); ``board`` gives the
    board chosen on the page, ``said`` shows a line on the page."""

    def __init__(self, connection: OnlineConnection, tournament_id: str,
                 board: Callable[[], BoardLine | None], said: Callable[[str], None],
                 refused: Callable[[str, str], None], parent: QWidget) -> None:
        super().__init__(parent)
        self.connection, self.tournament_id = connection, tournament_id
        self.board, self.said, self.refused = board, said, refused
        self.info: TournamentInfo | None = None
        self.players: list[str] = []
        #: Ask the organiser (tests replace them): a choice among items, a reason.
        self.ask_item: Callable[[str, str, list[str]], str | None] = self._ask_item
        self.ask_reason: Callable[[str], str | None] = self._ask_reason
        self.start_action = self.addAction(self.tr("&Start Now"), self.start)
        self.pause_action = self.addAction(self.tr("&Pause"), self.pause)
        self.registration_action = self.addAction(self.tr("Close &Registration"),
                                                  self.registration)
        self.addSeparator()
        self.correct_action = self.addAction(self.tr("&Correct Result…"), self.correct)
        self.remove_action = self.addAction(self.tr("&Withdraw a Player…"), self.remove)

    def show_state(self, info: TournamentInfo, players: list[str]) -> None:
        """Name and enable each action for the event as it is now."""
        self.info, self.players = info, players
        running = info.stage in ("running", "paused")
        self.start_action.setEnabled(info.stage == "upcoming")
        self.pause_action.setText(self.tr("&Resume") if info.stage == "paused"
                                  else self.tr("&Pause"))
        self.pause_action.setEnabled(running)
        self.registration_action.setText(self.tr("Close &Registration")
                                         if info.registration_open
                                         else self.tr("Open &Registration"))
        self.registration_action.setEnabled(info.stage != "finished")
        self.correct_action.setEnabled(info.round > 0)
        self.remove_action.setEnabled(info.stage != "finished" and bool(players))

    def _send(self, pending: Any, done: str) -> None:
        pending.succeeded.connect(lambda _answer: self.said(done))
        pending.refused.connect(self.refused)

    def start(self) -> None:
        self._send(self.connection.calls.tournament_start(self.tournament_id),
                   self.tr("Started: the first round is paired."))

    def pause(self) -> None:
        paused = self.info is not None and self.info.stage == "paused"
        self._send(self.connection.calls.tournament_pause(self.tournament_id, not paused),
                   self.tr("Resumed.") if paused else
                   self.tr("Paused: no new round is paired until you resume."))

    def registration(self) -> None:
        opened = self.info is not None and self.info.registration_open
        self._send(self.connection.calls.tournament_registration(self.tournament_id,
                                                                 not opened),
                   self.tr("The registration is closed.") if opened else
                   self.tr("The registration is open."))

    def correct(self) -> None:
        """Correct the result of the board chosen on the Pairings tab."""
        board = self.board()
        if board is None or board.north is None:
            self.said(self.tr("Choose a game on the Pairings tab first."))
            return
        choices = {result_choice(r, board.south, board.north): r for r in RESULTS}
        picked = self.ask_item(self.tr("Correct Result"), self.tr(
            "Round {round}, board {board}: {south} – {north}").format(
                round=board.round, board=board.board, south=board.south,
                north=board.north), list(choices))
        reason = self.ask_reason(self.tr("Why (kept in the tournament's log):")) \
            if picked is not None else None
        if picked is None or not reason:
            return
        self._send(self.connection.calls.tournament_result(
            self.tournament_id, board.round, board.board, choices[picked], reason),
            self.tr("The result is corrected."))

    def remove(self) -> None:
        """Withdraw a player of the event, with a reason."""
        picked = self.ask_item(self.tr("Withdraw a Player"),
                               self.tr("The player to withdraw:"), self.players)
        reason = self.ask_reason(self.tr("Why (kept in the tournament's log):")) \
            if picked is not None else None
        if picked is None or not reason:
            return
        self._send(self.connection.calls.tournament_remove(self.tournament_id, picked,
                                                           reason),
                   self.tr("{name} is withdrawn: not paired again.").format(name=picked))

    def _ask_item(self, title: str, label: str, items: list[str]) -> str | None:
        picked, ok = QInputDialog.getItem(self.parentWidget(), title, label, items, 0, False)
        return picked if ok else None

    def _ask_reason(self, label: str) -> str | None:
        text, ok = QInputDialog.getText(self.parentWidget(), self.tr("Reason"), label)
        return text.strip() if ok else None
