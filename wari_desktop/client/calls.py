"""Every request of the protocol by name, with its fields, in one place: ``Calls`` is shared
by the asyncio ``Client`` (each method returns the coroutine of the typed answer), the
``ThreadedClient`` (a future of the answer) and the window's online connection (its own
pending request), so the bot, the window and the tests send the same frames.

    await client.move(game_id, ply=0, move="F", think_ms=2300)
    await client.challenge_decline(challenge_id, reason="too-fast", text="5+0 at least")

Each method sends the request of the same name (``seek_accept`` sends ``seek-accept``);
a field left as None is not sent. What each answers and refuses: docs/protocol.md.
"""

from __future__ import annotations

from typing import Any, Generic, TypeVar

R = TypeVar("R")


class Calls(Generic[R]):
    """The protocol's requests by name; ``_call`` sends one and gives what the client
    gives for it (``R``)."""

    def _call(self, kind: str, fields: dict[str, Any]) -> R:
        raise NotImplementedError

    def _send(self, kind: str, **fields: Any) -> R:
        return self._call(kind, {k: v for k, v in fields.items() if v is not None})

    # -- accounts ----------------------------------------------------------------------
    def signup(self, name: str, password: str, invite: str | None = None) -> R:
        return self._send("signup", name=name, password=password, invite=invite)

    def signin(self, name: str, password: str) -> R:
        return self._send("signin", name=name, password=password)

    def guest(self, code: str | None = None, name: str | None = None) -> R:
        return self._send("guest", code=code, name=name)

    def signout(self, everywhere: bool | None = None) -> R:
        return self._send("signout", everywhere=everywhere)

    def ping(self) -> R:
        return self._send("ping")

    # -- the lobby ---------------------------------------------------------------------
    def lobby(self, watch: bool) -> R:
        return self._send("lobby", watch=watch)

    def seek(self, **terms: Any) -> R:
        """An open seek with the game's terms (``GameTerms.to_json()``'s fields)."""
        return self._send("seek", **terms)

    def seek_cancel(self, seek: str) -> R:
        return self._send("seek-cancel", seek=seek)

    def seek_accept(self, seek: str) -> R:
        return self._send("seek-accept", seek=seek)

    def challenge(self, to: str, rematch: str | None = None, **terms: Any) -> R:
        """A challenge to ``to`` with the game's terms (``side``: the side the challenger
        plays); ``rematch``, the id of the game of the two it offers to play again."""
        return self._send("challenge", to=to, rematch=rematch, **terms)

    def challenge_accept(self, challenge: str) -> R:
        return self._send("challenge-accept", challenge=challenge)

    def challenge_decline(self, challenge: str, reason: str | None = None,
                          text: str | None = None) -> R:
        """``reason``: one of the protocol's decline keys; ``text``: free words beside."""
        return self._send("challenge-decline", challenge=challenge, reason=reason, text=text)

    def challenge_cancel(self, challenge: str) -> R:
        return self._send("challenge-cancel", challenge=challenge)

    # -- a game ------------------------------------------------------------------------
    def move(self, game: str, ply: int, move: str, think_ms: int | None = None) -> R:
        return self._send("move", game=game, ply=ply, move=move, think_ms=think_ms)

    def resign(self, game: str) -> R:
        return self._send("resign", game=game)

    def abort(self, game: str) -> R:
        return self._send("abort", game=game)

    def offer_end(self, game: str) -> R:
        return self._send("offer-end", game=game)

    def answer_end(self, game: str, accept: bool) -> R:
        return self._send("answer-end", game=game, accept=accept)

    def claim(self, game: str, outcome: str) -> R:
        """``outcome``: ``win`` or ``abort``."""
        return self._send("claim", game=game, outcome=outcome)

    def chat(self, game: str, text: str) -> R:
        return self._send("chat", game=game, text=text)

    def watch(self, game: str) -> R:
        return self._send("watch", game=game)

    def unwatch(self, game: str) -> R:
        return self._send("unwatch", game=game)

    def sync(self, game: str, since: int | None = None) -> R:
        return self._send("sync", game=game, since=since)

    # -- past games --------------------------------------------------------------------
    def games(self, player: str, before: str | None = None, limit: int | None = None) -> R:
        return self._send("games", player=player, before=before, limit=limit)

    def record(self, game: str) -> R:
        return self._send("record", game=game)

    # -- the club ----------------------------------------------------------------------
    def player(self, player: str) -> R:
        """A player's page: rating and its history, record, latest games."""
        return self._send("player", player=player)

    def leaderboard(self, limit: int | None = None) -> R:
        return self._send("leaderboard", limit=limit)

    def lobby_chat(self, text: str) -> R:
        """A line in the lobby chat (people only; guests read it)."""
        return self._send("lobby-chat", text=text)

    # -- tournaments -------------------------------------------------------------------
    def tournaments(self, stage: str | None = None) -> R:
        """The server's tournaments (of one ``stage``: upcoming, running, paused,
        finished)."""
        return self._send("tournaments", stage=stage)

    def tournament(self, tournament: str, follow: bool | None = None) -> R:
        """One tournament whole; ``follow``: and each change after."""
        return self._send("tournament", tournament=tournament, follow=follow)

    def tournament_unfollow(self, tournament: str) -> R:
        return self._send("tournament-unfollow", tournament=tournament)

    def tournament_create(self, name: str, format: str, clock: str, starts_at: int,
                          rounds: int | None = None, minutes: int | None = None,
                          rated: bool | None = None, rules: dict[str, Any] | None = None,
                          registration_open: bool | None = None,
                          max_players: int | None = None, bots: bool | None = None,
                          code: str | None = None, streaks: bool | None = None) -> R:
        """A new tournament (organisers): ``starts_at`` in ms since 1970; ``rounds`` for a
        Swiss, ``minutes`` for an arena; ``code`` makes it a closed event."""
        return self._send("tournament-create", name=name, format=format, clock=clock,
                          starts_at=starts_at, rounds=rounds, minutes=minutes, rated=rated,
                          rules=rules, registration_open=registration_open,
                          max_players=max_players, bots=bots, code=code, streaks=streaks)

    def tournament_enter(self, tournament: str, code: str | None = None) -> R:
        return self._send("tournament-enter", tournament=tournament, code=code)

    def tournament_withdraw(self, tournament: str) -> R:
        return self._send("tournament-withdraw", tournament=tournament)

    def tournament_start(self, tournament: str) -> R:
        return self._send("tournament-start", tournament=tournament)

    def tournament_pause(self, tournament: str, paused: bool) -> R:
        return self._send("tournament-pause", tournament=tournament, paused=paused)

    def tournament_registration(self, tournament: str, open: bool) -> R:
        return self._send("tournament-registration", tournament=tournament, open=open)

    def tournament_result(self, tournament: str, round: int, board: int, result: str,
                          reason: str) -> R:
        """Correct a board's result (the organiser), with the reason."""
        return self._send("tournament-result", tournament=tournament, round=round,
                          board=board, result=result, reason=reason)

    def tournament_remove(self, tournament: str, player: str, reason: str) -> R:
        """Withdraw a player (the organiser), with the reason."""
        return self._send("tournament-remove", tournament=tournament, player=player,
                          reason=reason)
