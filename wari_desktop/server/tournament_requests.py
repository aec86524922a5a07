"""What players, bots and organisers ask of the server's tournaments (the rules of running
them are ``tournament.director``'s).

- Anyone may list the tournaments and read one (``follow``: and hear each change); each
  read counts against the connection's reads of the store (``history.take_read``).
- An account with the ``organiser`` role (granted by the admin: ``wari-server account role
  NAME organiser``) creates tournaments; the organiser of one starts it early, pauses it,
  opens or closes its registration, corrects a result and withdraws a player, each with a
  reason kept in its log.
- People and (where the tournament lets them) bots enter and withdraw; guests do not
  enter. Entries are taken while the registration is open: before the start, and for a
  Swiss also while it runs (a late entry: the rounds already played count as not played,
  no points). A closed event needs its invitation code.
- A correction changes the tournament's table only (never a game's record or a rating).
"""

from __future__ import annotations

import hmac
import time
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..protocol import ErrorCode, ProtocolError, Request
from ..protocol import messages as m
from ..protocol.terms import clock_from_json, rules_from_json, rules_to_json
from .history import take_read
from .offers import new_id
from .security import token_hash
from .storage import Account, AccountKind
from .tournament.director import LIST_LIMIT
from .tournament.frames import frame, info
from .tournament.model import Entry, Format, LogLine, Settings, Stage, Tournament
from .tournament.pairing_engine import PairingEngineMissing, find_engine
from .tournament.table import points_of

if TYPE_CHECKING:
    from .hub import Hub as Server
    from .session import Session
    from .storage import Store

ORGANISER = "organiser"


def _signed(session: Session) -> Account:
    account = session.account
    assert account is not None
    return account


async def tournaments(server: Server, session: Session, request: Request) -> None:
    """The tournaments, the latest to start first (``stage``: of one stage only)."""
    take_read(session)
    stage = request.body.get("stage")
    stages = None if stage is None else [Stage(stage)]

    def read(store: Store) -> list[m.TournamentInfo]:
        return [info(t, store.entries(t.id)) for t in store.tournaments(stages, LIST_LIMIT)]

    session.send(m.TournamentsFrame(request.id, tuple(await server.store.run(read))))


async def tournament(server: Server, session: Session, request: Request) -> None:
    """One tournament whole; with ``follow``, its changes too until ``tournament-unfollow``
    (or the connection closes)."""
    take_read(session)
    tournament_id = str(request.body["tournament"])
    rows = await server.director.rows(tournament_id)
    if request.body.get("follow"):
        server.director.follow(tournament_id, session)
    session.send(frame(*rows, request_id=request.id))


async def unfollow(server: Server, session: Session, request: Request) -> None:
    server.director.unfollow(session, str(request.body["tournament"]))
    session.send(m.Ok(request.id))


def settings_of(body: dict[str, Any]) -> Settings:
    """The settings of a ``tournament-create`` (ProtocolError ``bad-field`` for a clock
    or rules that do not read, a Swiss without rounds, an arena without minutes)."""
    control = clock_from_json(body["clock"])
    if control is None:
        raise ProtocolError(ErrorCode.BAD_FIELD, "clock: a tournament is played with a clock, "
                            "such as \"300+3\"")
    clock = control.format()
    form = Format(body["format"])
    if form is Format.SWISS and "rounds" not in body:
        raise ProtocolError(ErrorCode.BAD_FIELD, "rounds: a Swiss needs its number of rounds")
    if form is Format.ARENA and "minutes" not in body:
        raise ProtocolError(ErrorCode.BAD_FIELD, "minutes: an arena needs its length")
    code = body.get("code")
    return Settings(
        body["name"], form, clock, body["starts_at"] / 1000, body.get("rated", True),
        body.get("rounds") if form is Format.SWISS else None,
        body.get("minutes") if form is Format.ARENA else None,
        rules_to_json(rules_from_json(body.get("rules"))),
        body.get("registration_open", True), body.get("max_players"),
        body.get("bots", True), None if code is None else token_hash(str(code)),
        body.get("streaks", True))


async def create(server: Server, session: Session, request: Request) -> None:
    """A new tournament by an organiser; it starts by itself at its start time."""
    account = _signed(session)
    found = await server.store.run(lambda s: s.account(account.name))
    if found is None or found.role != ORGANISER:
        raise ProtocolError(ErrorCode.NOT_ORGANISER, "only an organiser creates tournaments: "
                            "ask the server's admin for the role")
    now = time.time()
    made = Tournament(new_id(), account.name, settings_of(request.body), created=now)
    if made.settings.starts_at < now:
        raise ProtocolError(ErrorCode.BAD_FIELD, "starts_at: a time to come (the players "
                            "enter before it)")
    if made.settings.format is Format.SWISS:
        try:
            find_engine()
        except PairingEngineMissing as error:
            raise ProtocolError(ErrorCode.BAD_FIELD, f"format: this server cannot pair a "
                                f"Swiss: {error}") from None
    line = LogLine(now, account.name, "created", made.settings.name)

    def store_it(store: Store) -> None:
        store.add_tournament(made)
        store.add_log(made.id, line)

    await server.store.run(store_it)
    server.director.time_start(made)
    session.send(frame(made, [], [], [line], request_id=request.id))


async def _organised(server: Server, session: Session, request: Request) -> Tournament:
    """The tournament of the request, when the asker is its organiser."""
    tournament_id = str(request.body["tournament"])
    found, _entries, _boards, _log = await server.director.rows(tournament_id)
    if found.organiser.lower() != _signed(session).name.lower():
        raise ProtocolError(ErrorCode.NOT_ORGANISER, "only the tournament's organiser may "
                            "do this")
    return found


def _check_entry(tournament: Tournament, entries: list[Entry], account: Account,
                 code: str | None) -> None:
    """Refuse an entry the tournament does not take (``entry-closed``), in words."""
    settings = tournament.settings
    def closed(why: str) -> ProtocolError:
        return ProtocolError(ErrorCode.ENTRY_CLOSED, why)
    if account.kind is AccountKind.GUEST:
        raise ProtocolError(ErrorCode.GUESTS_READ_ONLY, "guests do not enter tournaments: "
                            "sign up to play in them")
    if account.kind is AccountKind.BOT and not settings.bots:
        raise closed("this tournament takes no bots")
    late = tournament.stage in (Stage.RUNNING, Stage.PAUSED)
    if tournament.stage is Stage.FINISHED or (late and settings.format not in (
            Format.SWISS, Format.ARENA)):
        raise closed("this tournament has started: it takes no more players")
    if not settings.registration_open:
        raise closed("the registration of this tournament is closed")
    active = [e for e in entries if not e.withdrawn]
    if settings.max_players is not None and len(active) >= settings.max_players:
        raise closed("this tournament is full")
    if settings.code_hash is not None and (code is None or not hmac.compare_digest(
            token_hash(code), settings.code_hash)):
        raise closed("this tournament needs its invitation code")


async def enter(server: Server, session: Session, request: Request) -> None:
    """Enter a tournament (see the module's rules); entering again is a no-op, and coming
    back after withdrawing is allowed before the start."""
    account = _signed(session)
    tournament_id = str(request.body["tournament"])
    async with server.director.lock(tournament_id):
        found, entries, _boards, _log = await server.director.rows(tournament_id)
        mine = next((e for e in entries if e.player.lower() == account.name.lower()), None)
        if mine is not None and not mine.withdrawn:
            session.send(m.Ok(request.id))
            return
        if mine is not None and found.stage is not Stage.UPCOMING:
            raise ProtocolError(ErrorCode.ENTRY_CLOSED, "you withdrew from this tournament: "
                                "you cannot enter it again now")
        _check_entry(found, entries, account, request.body.get("code"))
        fresh = await server.store.run(lambda s: s.account(account.name))
        rating = fresh.rating if fresh is not None else account.rating
        number = 0
        if found.stage is not Stage.UPCOMING:  # a late entry: the next number
            number = max((e.number for e in entries), default=0) + 1
        entry = Entry(account.name, time.time(), number, rating,
                      account.kind is AccountKind.BOT)
        await server.store.run(lambda s: s.set_entry(tournament_id, entry))
    session.send(m.Ok(request.id))
    await server.director.publish(tournament_id)


async def withdraw(server: Server, session: Session, request: Request) -> None:
    """Withdraw from a tournament: never paired again (a game in progress goes on)."""
    account = _signed(session)
    await _withdraw(server, str(request.body["tournament"]), account.name, account.name,
                    "withdrew")
    session.send(m.Ok(request.id))


async def remove(server: Server, session: Session, request: Request) -> None:
    """The organiser withdraws a player, with a reason."""
    found = await _organised(server, session, request)
    await _withdraw(server, found.id, str(request.body["player"]), _signed(session).name,
                    str(request.body["reason"]))
    session.send(m.Ok(request.id))


async def _withdraw(server: Server, tournament_id: str, player: str, by: str,
                    reason: str) -> None:
    async with server.director.lock(tournament_id):
        _found, entries, _boards, _log = await server.director.rows(tournament_id)
        mine = next((e for e in entries if e.player.lower() == player.lower()), None)
        if mine is None or mine.withdrawn:
            raise ProtocolError(ErrorCode.NOT_FOUND, f"{player} is not in this tournament")
        line = LogLine(time.time(), by, "withdrawn", mine.player, reason)

        def store_it(store: Store) -> None:
            store.set_entry(tournament_id, replace(mine, withdrawn=True))
            store.add_log(tournament_id, line)

        await server.store.run(store_it)
    await server.director.advance(tournament_id)
    await server.director.publish(tournament_id)


async def start(server: Server, session: Session, request: Request) -> None:
    """The organiser starts the tournament now."""
    found = await _organised(server, session, request)
    if found.stage is not Stage.UPCOMING:
        raise ProtocolError(ErrorCode.TOO_LATE, "this tournament has started already")
    await server.director.start(found.id, _signed(session).name)
    session.send(m.Ok(request.id))


async def pause(server: Server, session: Session, request: Request) -> None:
    """The organiser pauses the tournament (no new round is paired) or resumes it."""
    found = await _organised(server, session, request)
    paused = bool(request.body["paused"])

    def change(now: Tournament) -> Tournament:
        if now.stage not in (Stage.RUNNING, Stage.PAUSED):
            raise ProtocolError(ErrorCode.TOO_LATE, "only a tournament being played is "
                                "paused")
        return replace(now, stage=Stage.PAUSED if paused else Stage.RUNNING)

    await _change(server, found.id, change, _signed(session).name,
                  "paused" if paused else "resumed")
    session.send(m.Ok(request.id))


async def registration(server: Server, session: Session, request: Request) -> None:
    """The organiser opens or closes the registration."""
    found = await _organised(server, session, request)
    opened = bool(request.body["open"])
    await _change(server, found.id, lambda now: replace(now, settings=replace(
        now.settings, registration_open=opened)), _signed(session).name,
        "registration opened" if opened else "registration closed")
    session.send(m.Ok(request.id))


async def _change(server: Server, tournament_id: str,
                  change: Callable[[Tournament], Tournament], by: str, action: str) -> None:
    """Apply ``change`` to the tournament as it is now (read under its lock, so that a
    round paired meanwhile is never written back over), with a line in its log."""
    async with server.director.lock(tournament_id):
        now, _entries, _boards, _log = await server.director.rows(tournament_id)
        changed = change(now)
        line = LogLine(time.time(), by, action, "")

        def store_it(store: Store) -> None:
            store.update_tournament(changed)
            store.add_log(changed.id, line)

        await server.store.run(store_it)
    await server.director.advance(tournament_id)
    await server.director.publish(tournament_id)


async def correct(server: Server, session: Session, request: Request) -> None:
    """The organiser corrects a board's result (logged with its reason): the table
    changes, the game's record and the ratings do not."""
    found = await _organised(server, session, request)
    round_number, number = int(request.body["round"]), int(request.body["board"])
    result = str(request.body["result"])
    async with server.director.lock(found.id):
        boards = await server.store.run(lambda s: s.boards(found.id, round_number))
        board = next((b for b in boards if b.board == number), None)
        if board is None or board.bye:
            raise ProtocolError(ErrorCode.NOT_FOUND, f"no game on board {number} of round "
                                f"{round_number}")
        if board.game is not None and board.game in server.games:
            raise ProtocolError(ErrorCode.TOO_LATE, "this game is being played: correct its "
                                "result once it has ended")
        south, north, forfeit = points_of(result)
        fixed = replace(board, south_points=south, north_points=north, forfeit=forfeit)
        line = LogLine(time.time(), _signed(session).name, "result corrected",
                       f"round {round_number} board {number}: {result}",
                       str(request.body["reason"]))

        def store_it(store: Store) -> None:
            store.set_board(found.id, fixed)
            store.add_log(found.id, line)

        await server.store.run(store_it)
    session.send(m.Ok(request.id))
    await server.director.advance(found.id)


HANDLERS = {"tournaments": tournaments, "tournament": tournament,
            "tournament-unfollow": unfollow, "tournament-create": create,
            "tournament-enter": enter, "tournament-withdraw": withdraw,
            "tournament-start": start, "tournament-pause": pause,
            "tournament-registration": registration, "tournament-result": correct,
            "tournament-remove": remove}
#: The tournament requests that need an account.
NEEDS_ACCOUNT = frozenset(HANDLERS) - {"tournaments", "tournament", "tournament-unfollow"}
