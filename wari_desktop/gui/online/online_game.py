"""An online game on the window's board: ``OnlineGames`` puts the game of a server's
``game`` frame on the board (``play``, or read-only with ``watch``) and follows it to its
end. The rules it keeps:

- The board shows the server's game: the player's side at the bottom, the opponent's seat
  a person on another computer (``Seat.remote``: no click plays for it, the computer never
  thinks for it). The opponent's moves come as events and are sown like any move.
- The player's click goes to the server as a ``move`` with its ply and ``think_ms`` (the
  time since the opponent's move was shown): the model's ``referee``. Until the server
  has it, nothing is sown, the panel says it is on its way ("Sent D: waiting for the
  server…"), the player is still to move and their clock runs on, as on the server; the
  server's event of that move plays it on the board (``GameModel.accepted``). A refused
  move says why, gives the turn back, and the board is put back to the server's game
  (``sync``).
- Every event's ``clocks``/``running`` (and the ``clocks`` frame after a catch-up, and the
  game frame) set the clocks shown, the side to move counting down from when the figure
  arrived (``connection.arrived``): in every state of the window the clocks are the
  server's (``GameClock.follow``), and no flag falls here (the server ends the game).
- Resign, offer to end, answer, abort (before the second move), claim (once the absent
  opponent's window is over), chat and rematch are the panel's buttons, shown only when
  the server would take them (no rematch on a game hosted on this network: it stops).
- The ``end`` event's result and reason are shown once the board is still (the last
  moves sown); its ``ogn`` is saved as it is in ``data_dir()/games`` and Open Recent, and
  ``finished`` says where. A watched game's record goes apart, in ``games/Watched``, and
  the window does not take it as its file (``game_records``).
- Every status line is true at every moment (``status_lines``): each says what it is
  about and goes when that changes. While the connection is down nothing is said of the
  opponent's presence and no claim is offered (it could not be sent); a request whose
  answer was lost to the connection says nothing once the game's end has answered it.
- A watcher has no chat: the server sends watchers no chat line, and the line to write
  is not shown (so nothing typed there can reach the board).
- The game and each event are read once into their typed form (``protocol.messages``);
  an event not of its shape is passed over, a game not of its shape is not shown.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ...client.calls import Calls
from ...protocol import Side
from ...protocol import messages as m
from ...rules import IllegalMoveError, Player
from ..game.seats import REMOTE, Seat
from ..platform.recent_files import remember_file
from ..platform.single_instance import bring_to_front
from ..session.host import Host
from .absence import Absence
from .connection import (
    CONNECTION_LOST,
    ConnectionState,
    OnlineConnection,
    PendingRequest,
    arrived,
)
from .end_words import end_message, offer_text, presence_text
from .game_frames import (
    LOCAL_SITE,
    SERVER_SITE,
    board_game,
    clock_seconds,
    clocks_of,
    game_of,
    my_side,
    players_of,
    presence_of,
    seat_name,
    side_of,
    tags_of,
    time_control,
)
from .game_panel import OnlineGamePanel
from .game_records import folder_for, games_folder, record_path, save_record
from .host_words import host_closing_text
from .refusals import refusal_text
from .rematch import rematch_challenge
from .server_endings import stop_of
from .status_lines import Change, StatusLines, Topic

__all__ = ["OnlineGames", "games_folder"]

#: How the game ends on the board for the server's reasons that are not the rules'.
RESIGNED, ON_TIME, AGREED = "resign", "time", "agreement"


class OnlineGames(QObject):
    """The online game on the board of ``host`` (one at a time; see the module's rules)."""

    #: A finished game's record was saved: its path.
    finished = Signal(str)
    #: The player's own game was put on the board: its connection and its typed game
    #: (``GameSnapshot``).
    taken = Signal(object, object)

    def __init__(self, host: Host) -> None:
        super().__init__(host.widget())
        self.host = host
        self.panel = OnlineGamePanel()
        self.panel.hide()
        host.add_panel_widget("above-status", self.panel)
        #: Asks the player a yes/no question (tests replace it).
        self.confirm: Callable[[str, str], bool] = self.panel.ask
        self.connection: OnlineConnection | None = None
        self.game: m.GameSnapshot | None = None
        self.side: Player | None = None  # None while watching
        self.version = 0
        self.end_offer: Player | None = None
        self.over = False
        self.saved: Path | None = None
        self._starting = False
        self._shown_at = time.monotonic()
        self._arrived = time.monotonic()  # when the frame or event being read came
        self.absence = Absence()
        self.status = StatusLines()
        self._held_end = ""  # the end's words, said once the board is still
        self._rematch_id = ""  # the rematch challenge open, if any
        self._countdown = QTimer(self)
        self._countdown.setInterval(1000)
        self._countdown.timeout.connect(self._show_presence)
        host.gameStarted.connect(self._board_taken)
        host.board.animationFinished.connect(self._board_still)
        panel = self.panel
        panel.resignClicked.connect(self.resign)
        panel.offerClicked.connect(self.offer_end)
        panel.answered.connect(self.answer_end)
        panel.abortClicked.connect(self.abort)
        panel.claimed.connect(self.claim)
        panel.chatWritten.connect(self.chat)
        panel.rematchClicked.connect(self.rematch)

    # -- the interface ------------------------------------------------------------------
    def play(self, connection: OnlineConnection, game_frame: dict[str, Any]) -> None:
        """Put the game of ``game_frame`` on the board and play it to its end (a game
        already on the board stays as it is)."""
        game = game_frame.get("game")
        if self.active() and isinstance(game, dict) and game.get("id") == self.game_id:
            return
        self._take(connection, game_frame, watching=False)

    def watch(self, connection: OnlineConnection, game_frame: dict[str, Any]) -> None:
        """Show the game of ``game_frame`` on a read-only board, following its events."""
        self._take(connection, game_frame, watching=True)

    @property
    def game_id(self) -> str:  # "" for none
        return "" if self.game is None else self.game.id

    def active(self) -> bool:
        """True while an online game is on the board."""
        return self.connection is not None

    def playing(self) -> bool:
        """True while the player's own online game is on the board and not over."""
        return self.active() and self.side is not None and not self.over

    def may_close(self) -> bool:
        """Closing the window during one's online game asks first (the game goes on on
        the server, the player's clock running)."""
        if not self.playing():
            return True
        if self.connection is not None and self.connection.hosted is not None:
            assert self.side is not None  # a hosted game stops with this program
            return self.confirm(self.tr("Leave the online game"),
                                host_closing_text(self._name(self.side.opponent)))
        return self.confirm(
            self.tr("Leave the online game"),
            self.tr("Your online game goes on without you, and your clock keeps running. "
                    "Close anyway?"))

    def may_leave(self) -> bool | None:
        """Before another game replaces the board (New Game, Open...): None when no online
        game of the player's is in progress on it; else whether the player leaves it, told
        that it goes on without them, their clock running. Cancelling what was to replace
        it afterwards keeps the game here."""
        if not self.playing():
            return None
        return self.confirm(
            self.tr("Leave the online game"),
            self.tr("Your online game goes on without you, and your clock keeps running. "
                    "Leave it for another game?"))

    # -- taking a game on the board -----------------------------------------------------
    def _take(self, connection: OnlineConnection, frame: dict[str, Any],
              watching: bool) -> None:
        name = connection.account.name if connection.account is not None else None
        try:
            game = game_of(frame)
            hosted = bool(connection.welcome.get("join_code"))
            board, tags = board_game(game), tags_of(game, LOCAL_SITE if hosted else SERVER_SITE)
            control, side = time_control(game), my_side(game, name)
        except ValueError as error:
            self.panel.show()
            self.panel.say(self.panel.notice, self.tr("This game cannot be shown: {why}")
                           .format(why=error))
            return
        if side is None and not watching:
            watching = True  # not one of its players: it can only be watched
        self._let_go()
        self.connection, self.game = connection, game
        self.side = None if watching else side
        connection.gameEvent.connect(self._event)
        connection.frameReceived.connect(self._frame)
        connection.bannerChanged.connect(self._banner)
        seats: tuple[Seat, Seat] = (REMOTE, REMOTE)
        if self.side is not None:
            seats = (Seat(), REMOTE) if self.side is Player.SOUTH else (REMOTE, Seat())
        self._starting = True
        try:
            self.host.start_game(board, seats, time_control=control)
        finally:
            self._starting = False
        self.host.document.set_tags({**self.host.document.tags, **tags})
        self.host.model.referee = self._send_move if self.side is not None else None
        self._arrived = arrived(frame)
        self._show_game(game)
        bring_to_front(self.host.widget().window())  # over the lobby: the game is seen
        if self.side is not None:
            self.taken.emit(connection, game)

    def _show_game(self, game: m.GameSnapshot) -> None:
        """The state of the game frame besides its moves: version, offer, clocks, chat,
        presence; a finished game's end."""
        self.version = game.version
        self.end_offer = side_of(game.end_offer)
        self.over = False
        self._held_end = ""
        self.status.changed(Change.NEW_GAME)
        self.panel.clear()
        self.panel.show_chat(self.side is not None)
        self.panel.show()
        self._banner(self.connection.banner_text() if self.connection else "")
        for event in game.events:
            if isinstance(event, m.ChatEvent):
                self._chat_event(event)
        if self.end_offer is not None:  # an offer standing is said, as when it came
            self._say(Topic.OFFER, self._offer_words(self.end_offer))
        self._follow_clocks(game.clocks, game.running)
        self._presence(game.presence)
        self._shown_at = time.monotonic()
        ending = next((e for e in game.events if isinstance(e, m.EndEvent)), None)
        if game.over and ending is not None:  # saved unless it is already
            self._end(ending, save=self.side is not None
                      and not record_path(self._folder(), game).exists())
        self.host.show_ply(None)  # the cards, plates and menus follow
        self._update()

    def _let_go(self) -> None:
        """The board no longer follows the game it had (another takes its place)."""
        connection, self.connection = self.connection, None
        if connection is not None:
            connection.gameEvent.disconnect(self._event)
            connection.frameReceived.disconnect(self._frame)
            connection.bannerChanged.disconnect(self._banner)
        self._countdown.stop()
        self.absence.clear()

    @Slot()
    def _board_taken(self) -> None:
        """Another game took the board (New Game, Open): the online game goes on on the
        server without it."""
        if not self._starting and self.active():
            self._let_go()
            self.panel.hide()

    # -- the server's events ------------------------------------------------------------
    @Slot(str, dict)
    def _event(self, game_id: str, event: dict[str, Any]) -> None:
        """One event of the game on the board, once, in order (an event not of its
        shape is passed over)."""
        try:
            typed = m.event_from_json(event)
        except m.MessageError:
            return
        if game_id != self.game_id or typed.v <= self.version:
            return
        self.version = typed.v
        self._arrived = arrived(event)
        handlers: dict[type, Callable[[Any], None]] = {
            m.MoveEvent: self._move_event, m.OfferEndEvent: self._offer_event,
            m.AnswerEndEvent: self._answer_event, m.ChatEvent: self._chat_event,
            m.EndEvent: self._end}
        handler = handlers.get(type(typed))
        if handler is not None:
            handler(typed)
        self._update()

    def _move_event(self, event: m.MoveEvent) -> None:
        """A move: the player's own, taken by the server (played on the board now), or
        the opponent's, played on the board; anything else (a move missed) puts the board
        back to the server's game."""
        model = self.host.model
        game, ply, move = model.game, event.ply, event.move
        self.end_offer = None
        self._changed(Change.MOVE)
        if self.side is not None and side_of(event.by) is self.side:
            played = ply == len(game.plies) - 1 and game.moves[-1] == move  # synced since
            if not played and not (ply == len(game.plies) and model.accepted(move)):
                self._sync()
                return
            self._say_sent(None)
        elif ply != len(game.plies) or not self._play_remote(move):
            self._sync()
            return
        self._follow_clocks(event.clocks, event.running)

    def _play_remote(self, move: str) -> bool:
        try:
            return self.host.model.play_remote(move)
        except IllegalMoveError:
            return False
        finally:
            self._shown_at = time.monotonic()

    def _offer_event(self, event: m.OfferEndEvent) -> None:
        """An offer to end, said to both players (and a watcher) with what it would score."""
        self.end_offer = side_of(event.by)
        if self.end_offer is not None:
            self._say(Topic.OFFER, self._offer_words(self.end_offer))

    def _offer_words(self, by: Player) -> str:
        game = self.host.model.game
        return offer_text(by, self._names(), self.side, game.position.collected(game.rules))

    def _answer_event(self, event: m.AnswerEndEvent) -> None:
        """The offer answered: it is no longer said; a refusal by the other is."""
        self.end_offer = None
        self._changed(Change.ANSWER)
        by = side_of(event.by)
        if not event.accept and by is not None and by is not self.side:
            self._say(Topic.OFFER, self.tr("{name} declines to end the game.").format(
                name=self._name(by)))

    def _chat_event(self, event: m.ChatEvent) -> None:
        by = side_of(event.by)
        self.panel.add_chat(self._name(by) if by is not None else "?", event.text)

    def _end(self, event: m.EndEvent, save: bool = True) -> None:
        """The game's end: on the board as the rules' ending or the server's reason, the
        clocks at their end, the result in words once the board is still, and the record
        saved."""
        self.over = True
        self._say_sent(None)
        self.host.model.withdrawn()  # a move on its way is not played any more
        reason, winner = event.reason or "", side_of(event.winner)
        self._follow_clocks(event.clocks, None)
        self._end_on_board(reason, winner)
        self._changed(Change.END)
        self._held_end = end_message(reason, winner, self._names(), self.side, event.ratings)
        self._say_end_when_still()
        self._countdown.stop()
        self.absence.clear()
        self.panel.say(self.panel.presence, "")
        if save:
            self._save(event.ogn)

    def _end_on_board(self, reason: str, winner: Player | None) -> None:
        """The model ends the game as the server did: no move may be played, no house
        glows, nobody is "to move" any more."""
        model = self.host.model
        loser = winner.opponent if winner is not None else None
        if reason == RESIGNED and loser is not None:
            model.resign(loser)
        elif reason == ON_TIME and loser is not None:
            model.lose_on_time(loser)
        elif reason == AGREED:
            model.propose_agreement()  # between people it ends at once
        elif not model.is_over():  # abandoned, called off, aborted: a stop
            stop = stop_of(reason, winner, model.game.to_move, self.absence.absent)
            if stop is None or not model.stop_game(stop):
                model.set_seats((REMOTE, REMOTE))

    def _say_end_when_still(self) -> None:
        """The end's words (and the rating's change), once the last moves are sown."""
        if self._held_end and not self.host.board.is_animating():
            self._say(Topic.END, self._held_end)
            self._held_end = ""

    def _folder(self) -> Path:
        return folder_for(watching=self.side is None)

    def _save(self, ogn: str) -> None:
        """The server's record as it is, in the games folder, or for a watched game in
        its own folder, not taken as the window's file (a folder not writable: said)."""
        if self.game is None:
            return
        try:
            path = save_record(self._folder(), self.game, ogn)
        except OSError as error:
            self._say(Topic.RECORD, self.tr("The game's record could not be saved: {why}")
                      .format(why=error.strerror or error))
            return
        self.saved = path
        if self.side is None:
            return  # watched: kept apart, the window's file and title stay as they are
        self.host.document.kept_as(path)  # no "*": the game is in its file
        remember_file(path)
        self.finished.emit(str(path))

    @Slot(dict)
    def _frame(self, frame: dict[str, Any]) -> None:
        """Presence, and the clocks after a catch-up, of the game on the board (a frame
        not of its shape is passed over)."""
        if frame.get("game") != self.game_id:
            return
        self._arrived = arrived(frame)
        try:
            if frame.get("t") == "presence":
                self._presence(presence_of(frame))
            elif frame.get("t") == "clocks":
                clocks = clocks_of(frame)
                if not self.over:
                    self._follow_clocks(clocks.clocks, clocks.running)
                self._presence(clocks.presence)
        except ValueError:  # not of its shape
            return
        self._update()

    def _follow_clocks(self, clocks: tuple[int, int] | None, running: Side | None) -> None:
        times = clock_seconds(clocks)
        if times is not None:
            self.host.model.clock.follow(times, side_of(running), self._arrived)

    # -- presence -------------------------------------------------------------------------
    def _presence(self, presence: m.Presence) -> None:
        """Whether the opponent (a watcher: either side) is here; when a claim opens."""
        before = self.absence.absent
        self.absence.clear() if self.over else self.absence.read(presence, self.side)
        if self.absence.absent is not before:
            self._changed(Change.PRESENCE)
        self._show_presence()

    def connected(self) -> bool:
        """True while the connection to the game's server is up (else nothing is known
        of the opponent, and nothing can be sent)."""
        return self.connection is not None and \
            self.connection.state is ConnectionState.CONNECTED

    @Slot()
    def _show_presence(self) -> None:
        left, absent = self.absence.seconds_left(), self.absence.absent
        if left is None or absent is None or not self.connected():
            self._countdown.stop()
            self.panel.say(self.panel.presence, "")
            return
        if left > 0:
            self._countdown.start()
        else:
            self._countdown.stop()
            self._update()
        self.panel.say(self.panel.presence, presence_text(
            self._name(absent), left, playing=self.side is not None))

    def claimable(self) -> bool:
        """True when the opponent has been gone longer than their window, and the claim
        can be sent (the connection is up)."""
        return self.playing() and self.connected() and self.absence.claim_open()

    # -- the player's requests ------------------------------------------------------------
    def _send_move(self, move: str) -> None:
        """The player's move goes to the server (the model's ``referee``); it is played on
        the board once the server's event of it comes."""
        game = self.host.model.game
        think_ms = max(0, int((time.monotonic() - self._shown_at) * 1000))
        pending = self._send(lambda calls: calls.move(self.game_id, len(game.plies), move,
                                                      think_ms), told=False) \
            if self.playing() else None
        if pending is None:
            self.host.model.withdrawn()
            return
        pending.refused.connect(self._move_refused)
        self._say_sent(move)

    def _say_sent(self, move: str | None) -> None:
        """Say that ``move`` is on its way to the server (None: no move is any more)."""
        self.panel.say(self.panel.pending, "" if move is None else self.tr(
            "Sent {move}: waiting for the server…").format(move=move))

    @Slot(str, str)
    def _move_refused(self, code: str, message: str) -> None:
        self._say_sent(None)
        self.host.model.withdrawn()
        if not (self.over and code == CONNECTION_LOST):  # else gone with a host stopped
            self._say(Topic.MOVE, self.tr("The server did not take your move: {why}").format(
                why=refusal_text(code, message)))
            self._sync()

    def _sync(self) -> None:
        """Put the board back to the server's game (its whole frame)."""
        pending = self._send(lambda calls: calls.sync(self.game_id), told=False)
        if pending is not None:
            pending.succeeded.connect(self._synced)

    @Slot(dict)
    def _synced(self, frame: dict[str, Any]) -> None:
        if self.connection is not None and frame.get("t") == "game":
            why = self.status.said(Topic.MOVE)  # why the board is put back
            self._take(self.connection, frame, watching=self.side is None)
            if not self.over:
                self._say(Topic.MOVE, why)

    @Slot()
    def resign(self) -> None:
        """Give up the game, after asking."""
        if self.playing() and self.confirm(
                self.tr("Resign"), self.tr("Do you really want to resign this game?")):
            self._send(lambda calls: calls.resign(self.game_id))

    @Slot()
    def offer_end(self) -> None:
        """Offer to end the game, each side taking the seeds on its own side."""
        if self.playing() and self.side is not None:
            self._send(lambda calls: calls.offer_end(self.game_id))
            self._say(Topic.OFFER, self._offer_words(self.side))

    @Slot(bool)
    def answer_end(self, accept: bool) -> None:
        """Answer the opponent's offer to end."""
        if self.playing() and self.end_offer is not None and self.end_offer is not self.side:
            self._send(lambda calls: calls.answer_end(self.game_id, accept))

    @Slot()
    def abort(self) -> None:
        """Call the game off without a result (before the second move)."""
        if self.playing() and len(self.host.model.game.plies) < 2:
            self._send(lambda calls: calls.abort(self.game_id))

    @Slot(str)
    def claim(self, outcome: str) -> None:
        """Claim the win, or call the game off, once the opponent's window is over."""
        if self.claimable() and outcome in ("win", "abort"):
            self._send(lambda calls: calls.claim(self.game_id, outcome))

    @Slot(str)
    def chat(self, text: str) -> None:
        """Say ``text`` to the opponent."""
        if self.playing():
            pending = self._send(lambda calls: calls.chat(self.game_id, text))
            if pending is not None:
                pending.succeeded.connect(lambda _answer: self.panel.line.clear())

    @Slot()
    def rematch(self) -> None:
        """Challenge the opponent of the game just ended to another on the same terms
        (each on the other side); the new game comes to the board once accepted."""
        if not self.over or self.side is None or self.connection is None or self.game is None:
            return
        terms = rematch_challenge(self.game, self.side)
        pending = self._send(lambda calls: calls.challenge(**terms))
        if pending is not None:
            self.connection.gameReceived.connect(self._rematch_started)
            pending.succeeded.connect(self._rematch_sent)
            self._say(Topic.REMATCH, self.tr("Rematch offered to {name}.").format(
                name=self._name(self.side.opponent)))

    def _rematch_sent(self, answer: dict[str, Any]) -> None:
        """The rematch is open: its line stays until it is taken, declined or void."""
        challenge = answer.get("challenge")
        self._rematch_id = str(challenge.get("id", "")) if isinstance(challenge, dict) else ""
        if self.connection is not None and self._rematch_id:
            self.connection.challengeGone.connect(self._rematch_gone)

    @Slot(str, str)
    def _rematch_gone(self, challenge_id: str, reason: str) -> None:
        """The rematch declined, withdrawn or void: its line says so, in the server's
        words (as the lobby does), instead of "offered"."""
        if challenge_id != self._rematch_id:
            return
        self._rematch_id = ""
        if self.connection is not None:
            self.connection.challengeGone.disconnect(self._rematch_gone)
        self._say(Topic.REMATCH, reason)

    @Slot(dict)
    def _rematch_started(self, frame: dict[str, Any]) -> None:
        """The rematch accepted: its game comes to the board (once)."""
        try:
            game = game_of(frame)
        except ValueError:
            return
        if (self.connection is not None and self.game is not None and not game.over
                and players_of(game) == players_of(self.game) and game.id != self.game.id):
            self.connection.gameReceived.disconnect(self._rematch_started)
            self.play(self.connection, frame)

    def _send(self, call: Callable[[Calls[PendingRequest]], PendingRequest],
              told: bool = True) -> PendingRequest | None:
        """Send ``call``'s request (``client.calls``); with ``told``, a refusal is said."""
        if self.connection is None:
            return None
        pending = call(self.connection.calls)
        if told:
            pending.refused.connect(self._refused)
        return pending

    @Slot(str, str)
    def _refused(self, code: str, text: str) -> None:
        """A request refused is said, except a connection lost once the game is over (the
        end answered the request: a resignation, a claim, an answer to an offer)."""
        if not (self.over and code == CONNECTION_LOST):
            self._say(Topic.REQUEST, refusal_text(code, text))

    # -- showing ----------------------------------------------------------------------------
    def _update(self) -> None:
        """The buttons the server would take now (a hosted game's host stops at its end)."""
        playing = self.playing()
        offer_stands = playing and self.end_offer is not None
        theirs = offer_stands and self.end_offer is not self.side
        lasting = self.connection is not None and not self.connection.welcome.get("join_code")
        # A tournament's game has a result: never aborted or called off (the server's rule).
        event = self.game is not None and self.game.terms.tournament is not None
        self.panel.allow(resign=playing, offer=playing and not offer_stands,
                         answer=theirs, abort=playing and not event and
                         len(self.host.model.game.plies) < 2,
                         claim=self.claimable(), call_off=self.claimable() and not event,
                         chat=playing, rematch=self.over and self.side is not None and lasting
                         and not event)

    def _name(self, player: Player) -> str:
        return "?" if self.game is None else seat_name(self.game, player)

    def _names(self) -> tuple[str, str]:
        return self._name(Player.SOUTH), self._name(Player.NORTH)

    def _say(self, topic: Topic, text: str) -> None:
        """Say ``text`` about ``topic`` in the status lines (``status_lines``)."""
        self.status.say(topic, text)
        self.panel.say(self.panel.notice, self.status.text())

    def _changed(self, change: Change) -> None:
        """``change`` happened: the status lines it makes untrue go."""
        self.status.changed(change)
        self.panel.say(self.panel.notice, self.status.text())

    @Slot(str)
    def _banner(self, text: str) -> None:
        """The connection's state: said. While it is down nothing is known of the
        opponent: what was known is forgotten, and the server's next word (its catch-up
        once back) says it again."""
        self.panel.say(self.panel.banner, text)
        if self.active():
            if not self.connected():
                self.absence.clear()
            self._changed(Change.CONNECTION)
            self._show_presence()
            self._update()

    @Slot()
    def _board_still(self) -> None:
        """The board is still: the end is said if it waited for the last moves; the
        opponent's move is shown, so the thinking starts."""
        self._say_end_when_still()
        model = self.host.model
        if self.playing() and model.seat(model.game.to_move) == Seat():
            self._shown_at = time.monotonic()
