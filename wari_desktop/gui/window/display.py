"""What the window shows of the game outside the board itself: the players' cards (names,
roles, scores as the seeds land, whose turn, "thinking"), the name plates and the result
banner on the board, the status line under the scores (a notice, a past position, whose
move), and which commands can be used now. Shown, never decided: every fact comes from
the model, the board's animation state and the document's names.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject

from ...rating import Recorded
from ...rules import Player
from ..board.board_view import GameBoardView
from ..dialogs.rating_words import is_provisional, provisional_note, signed_change
from ..game.game_model import GameModel
from ..game.move_numbers import move_place
from ..game.seats import Seat
from ..game.texts import level_title, player_name, result_lines, result_text
from ..platform.sound import SoundPlayer
from ..session.document import GameDocument
from .commands import Commands
from .side_panel import SidePanel

translate = QCoreApplication.translate
#: These words were first the window's: translations are keyed on this context.
_CONTEXT = "MainWindow"



class WindowDisplay(QObject):
    """Shows ``model``'s game on ``panel`` and ``board``, with ``document``'s names, the
    game-over sound and the ``commands`` that can be used; ``may_ask_hint()`` says whether
    Hint can."""

    def __init__(self, model: GameModel, board: GameBoardView, panel: SidePanel,
                 document: GameDocument, sound: SoundPlayer, commands: Commands,
                 may_ask_hint: Callable[[], bool]) -> None:
        super().__init__(panel)
        self.model, self.board, self.panel = model, board, panel
        self.document, self.sound, self.commands = document, sound, commands
        self._may_ask_hint = may_ask_hint
        self._browsing: int | None = None
        self._notice = ""  # a hint, a move refused or a click waiting for the sowing
        self._game_over_announced = False
        self._rating_line = ""  # the player's new rating, under the result once it shows
        #: What the thinking computer's card says after "thinking" (its depth, its move).
        self.thinking_detail = ""

    def notice(self, text: str, show: bool = True) -> None:
        """Say ``text`` in the status line until the position changes ("": nothing);
        ``show``: at once."""
        self._notice = text
        if show:
            self.refresh_status()

    def game_changed(self) -> None:
        """A move or an undo: a game no longer over may be announced over again."""
        if not self.model.is_over():
            self._game_over_announced = False
            self._rating_line = ""

    def show_rating_change(self, recorded: Recorded) -> None:
        """Say the player's rating after the game just rated, under the result (shown
        with it, once the board has shown the end)."""
        before, after = recorded.before.rating, recorded.after.rating
        if recorded.record.games and recorded.record.games[-1].assisted:
            self._rating_line = translate(_CONTEXT, "Your rating stays {rating:.0f}: you "
                                          "had help in this game.").format(rating=after)
        else:
            self._rating_line = translate(_CONTEXT, "Your rating: {rating:.0f} "
                                          "({change}).").format(
                rating=after, change=signed_change(before, after))
            if is_provisional(recorded.before):
                self._rating_line += " " + provisional_note()
        if recorded.levels:
            self._rating_line += " " + translate(
                _CONTEXT, "Rated as a game against {level}, the weakest level you played."
            ).format(level=level_title(recorded.levels[0]))
        if not self.panel.result.isHidden():
            self._show_result(self.document.player_names(), True)

    def refresh(self, browsing: int | None) -> None:
        """Show the game's state (``browsing``: the past position shown, or None)."""
        self._browsing = browsing
        model, game, panel = self.model, self.model.game, self.panel
        names = self.document.player_names()
        animating = self.board.is_animating()
        to_move = None if model.is_over() or animating else game.to_move
        flipped = self.board.is_flipped()
        for player in Player:
            card = panel.card(top=(player is Player.NORTH) != flipped)
            card.name.setText(names[player])
            tag = "SouthRating" if player is Player.SOUTH else "NorthRating"
            seat = model.seat(player)
            card.role.setText(self.role_text(player, seat, self.document.tag(tag),
                                             you=model.is_online() and not seat.remote))
            card.set_active(player is to_move and browsing is None)
        self.update_scores()
        thinking = model.is_thinking()
        mover_card = panel.card(top=(game.to_move is Player.NORTH) != flipped)
        panel.set_thinking(mover_card if thinking else None, self.thinking_text())
        turn_text = (translate(_CONTEXT, "thinking…") if thinking
                     else translate(_CONTEXT, "to move"))
        self.board.set_plates(names, to_move if browsing is None else None, turn_text)
        self._show_result(names, model.is_over() and not animating)
        self.refresh_status()
        panel.show_ply(browsing)
        self._enable_commands(thinking)

    def _show_result(self, names: tuple[str, str], over: bool) -> None:
        """The result in the panel and on the board's banner, once the board is still."""
        model, panel = self.model, self.panel
        if not over:
            panel.result.hide()
            self.board.set_banner("", "")
            return
        people = model.people()
        you = people[0] if len(people) == 1 else None
        on_time, stop = model.lost_on_time, model.stop
        text = result_text(model.game.outcome, model.resigned, names, you,
                           lost_on_time=on_time, stop=stop)
        panel.result.setText(f"{text}\n{self._rating_line}" if self._rating_line else text)
        panel.result.show()
        headline, why = result_lines(model.game.outcome, model.resigned, names, you,
                                     lost_on_time=on_time, stop=stop)
        self.board.set_banner(headline if self._browsing is None else "", why)
        if not self._game_over_announced:
            self._game_over_announced = True
            self.sound.play_game_over()

    def _enable_commands(self, thinking: bool) -> None:
        model, game, panel = self.model, self.model.game, self.panel
        person = model.awaits_person() and self._browsing is None
        here = not model.is_online()  # an online game's commands are the server's
        self.commands.follow(undo=(game.can_undo() or model.ended_early()) and here,
                             redo=game.can_redo() and not thinking and here,
                             hint=self._may_ask_hint() and here, agree=person and here,
                             resign=not model.is_over() and bool(model.people()) and here)
        self.commands.level_group.setEnabled(here)
        panel.undo_button.setEnabled(self.commands.undo.isEnabled())
        panel.redo_button.setEnabled(self.commands.redo.isEnabled())
        panel.hint_button.setEnabled(self.commands.hint.isEnabled())

    def thinking_text(self) -> str:
        """What the thinking computer's card says: "thinking", and what it thinks."""
        detail = f" · {self.thinking_detail}" if self.thinking_detail else ""
        return translate(_CONTEXT, "thinking") + detail

    def show_thinking_detail(self, detail: str) -> None:
        """Say ``detail`` on the thinking computer's card (the card only, not the whole
        window: this comes several times a second)."""
        if detail == self.thinking_detail:
            return
        self.thinking_detail = detail
        model = self.model
        if model.is_thinking():
            top = (model.game.to_move is Player.NORTH) != self.board.is_flipped()
            self.panel.set_thinking(self.panel.card(top=top), self.thinking_text())

    @staticmethod
    def role_text(player: Player, seat: Seat, rating: str | None = None,
                  you: bool = False) -> str:
        """The line under a player's name: their side, and who plays it (with ``rating``,
        an online player's rating; ``you``: the player's own card in an online game,
        where both cards show names)."""
        houses = "A–F" if player is Player.SOUTH else "a–f"
        if you and rating:
            return translate(_CONTEXT, "{side} · houses {houses} · you · rating {rating}"
                             ).format(side=player_name(player), houses=houses, rating=rating)
        if you:
            return translate(_CONTEXT, "{side} · houses {houses} · you").format(
                side=player_name(player), houses=houses)
        if rating:
            return translate(_CONTEXT, "{side} · houses {houses} · rating {rating}").format(
                side=player_name(player), houses=houses, rating=rating)
        if seat.computer:
            return translate(_CONTEXT, "{side} · houses {houses} · computer").format(
                side=player_name(player), houses=houses)
        return translate(_CONTEXT, "{side} · houses {houses}").format(
            side=player_name(player), houses=houses)

    def update_scores(self) -> None:
        """The stores' counts as the board shows them (they change as seeds land)."""
        shown = self.board.shown
        flipped = self.board.is_flipped()
        for player in Player:
            card = self.panel.card(top=(player is Player.NORTH) != flipped)
            card.score.setText(str(shown.store(player)))

    def refresh_status(self) -> None:
        """The line under the scores: a past position, a notice or whose turn it is."""
        self.panel.status.setText(self.status_text())

    def status_text(self) -> str:
        """What the panel says under the scores."""
        if self._browsing is not None:
            movers = [ply.before.to_move for ply in self.model.game.plies]
            n, side = move_place(movers, self._browsing)
            if not n:
                return translate(_CONTEXT, "Showing the board at the start. Press Esc or "
                                 "click the last move to return to the game.")
            return translate(_CONTEXT, "Showing the board after move {n} ({side}). Press "
                             "Esc or click the last move to return to the game.").format(
                n=n, side=side)
        if self._notice:
            return self._notice
        model, board = self.model, self.board
        if board.is_animating():
            if board.is_collecting():
                return translate(_CONTEXT, "The game is over: each player takes the seeds "
                                 "on their side…")
            return translate(_CONTEXT, "Sowing…")
        if model.is_over():
            return ""
        name = self.document.player_names()[model.game.to_move]
        if model.is_thinking():
            return translate(_CONTEXT, "{player} is thinking…").format(player=name)
        if model.awaits_person() and len(model.people()) == 1:
            return translate(_CONTEXT, "Your move: click one of your houses or type its "
                             "letter.")
        return translate(_CONTEXT, "{player} to move").format(player=name)
