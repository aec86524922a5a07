"""A tournament in the player's words: its format, stage and round, the names of its
tie-breaks, a board's result, when it starts (local time), the notice of one's own game
paired, and the server's refusals of an entry.

The rules: every word goes through ``QCoreApplication.translate`` (context
``TournamentWords``); a value this program does not know (a format or tie-break a newer
server adds) is shown as the server writes it, never dropped; an entry refused with a
reason this program knows is said in the player's language, any other with the
server's own sentence (English)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale

from ...protocol import ErrorCode
from ...protocol.messages import BoardLine, TournamentInfo
from ...rules.clock import TimeControl
from ..dialogs.clock_choice import clock_title
from .refusals import refusal_text

_CONTEXT = "TournamentWords"
translate = QCoreApplication.translate

#: A board's result (the protocol's notation) as the points of South and North.
POINTS: dict[str, tuple[str, str]] = {
    "1-0": ("1", "0"), "0-1": ("0", "1"), "1/2-1/2": ("½", "½"),
    "+-": ("+", "−"), "-+": ("−", "+"), "--": ("−", "−"),
}


def format_text(value: str) -> str:
    """"Round robin", "Double round robin", "Swiss", "Arena"."""
    words = {"round-robin": translate(_CONTEXT, "Round robin"),
             "double-round-robin": translate(_CONTEXT, "Double round robin"),
             "swiss": translate(_CONTEXT, "Swiss"),
             "arena": translate(_CONTEXT, "Arena")}
    return words.get(value, value)


def stage_text(value: str) -> str:
    words = {"upcoming": translate(_CONTEXT, "Upcoming"),
             "running": translate(_CONTEXT, "Running"),
             "paused": translate(_CONTEXT, "Paused"),
             "finished": translate(_CONTEXT, "Finished")}
    return words.get(value, value)


def round_text(info: TournamentInfo) -> str:
    """"Round 3 of 6", "Round 3" (rounds not known), "Not started"."""
    if info.round <= 0:
        return translate(_CONTEXT, "Not started")
    if info.rounds is None:
        return translate(_CONTEXT, "Round {round}").format(round=info.round)
    return translate(_CONTEXT, "Round {round} of {rounds}").format(round=info.round,
                                                                    rounds=info.rounds)


def players_text(info: TournamentInfo) -> str:
    """"5 / 8" with a maximum, else "5"."""
    if info.max_players is None:
        return str(info.players)
    return f"{info.players} / {info.max_players}"


def tie_break_text(name: str) -> str:
    words = {"sonneborn-berger": translate(_CONTEXT, "Sonneborn-Berger"),
             "direct-encounter": translate(_CONTEXT, "Direct encounter"),
             "buchholz-cut-1": translate(_CONTEXT, "Buchholz cut 1"),
             "median-buchholz": translate(_CONTEXT, "Median Buchholz"),
             "streak": translate(_CONTEXT, "Streak"),
             "performance": translate(_CONTEXT, "Performance"),
             "games": translate(_CONTEXT, "Games")}
    return words.get(name, name)


def clock_text(clock: str) -> str:
    """The clock as the protocol writes it ("300+3") in words, or as it is."""
    try:
        return clock_title(TimeControl.parse(clock))
    except ValueError:
        return clock


def when_text(ms: int) -> str:
    """A moment (ms since 1970) in local time, the month in the player's language:
    "28 Nov 2026 18:30"."""
    moment = QDateTime.fromMSecsSinceEpoch(ms).toLocalTime()
    locale = QLocale()
    return translate(_CONTEXT, "{date} {time}").format(
        date=locale.toString(moment.date(), "d MMM yyyy"),
        time=moment.toString("HH:mm"))


def result_text(board: BoardLine) -> str:
    """A board's result for a table: "1 - 0", "½ - ½", a forfeit's "+ - -" marked
    "(forfeit)", "bye", "playing" (with dashes and minus signs as print has them)."""
    if board.result is None:
        return translate(_CONTEXT, "playing") if board.game else translate(_CONTEXT,
                                                                            "not begun")
    if board.result == "bye" or board.north is None:
        return translate(_CONTEXT, "bye")
    south, north = POINTS.get(board.result, (board.result, ""))
    if board.result in ("+-", "-+", "--"):
        return translate(_CONTEXT, "{south} – {north} (forfeit)").format(south=south,
                                                                         north=north)
    return f"{south} – {north}" if north else south


def my_points(board: BoardLine, name: str) -> str:
    """The points ``name`` took on ``board`` ("1", "½", "0", "+" or minus for a forfeit;
    "" while played;
    the word "bye" for a bye)."""
    if board.north is None or board.result == "bye":
        return translate(_CONTEXT, "bye")
    if board.result is None or board.result not in POINTS:
        return ""
    south, north = POINTS[board.result]
    return south if board.south == name else north


def paired_title(event: str, round_number: int) -> str:
    """The notice's title: "Club night, round 3"."""
    return translate(_CONTEXT, "{event}, round {round}").format(event=event,
                                                                 round=round_number)


def paired_line(south: bool, opponent: str, your_move: bool) -> str:
    """"You play South against kofi: your move." and the like."""
    if south:
        text = translate(_CONTEXT, "You play South against {name}: your move.") if your_move \
            else translate(_CONTEXT, "You play South against {name}.")
    else:
        text = translate(_CONTEXT, "You play North against {name}: your move.") if your_move \
            else translate(_CONTEXT, "You play North against {name}: {name} moves first.")
    return text.format(name=opponent)


def forfeit_line(seconds: int, yours: bool, opponent: str) -> str:
    """The first move's deadline: "Make your first move within 30 s or lose by forfeit."
    (``yours``), else the opponent's."""
    if yours:
        return translate(_CONTEXT, "Make your first move within {seconds} s or lose by "
                         "forfeit.").format(seconds=seconds)
    return translate(_CONTEXT, "{name} has {seconds} s for a first move, or loses by "
                     "forfeit.").format(name=opponent, seconds=seconds)


def _entry_reasons() -> dict[str, str]:
    """The server's reasons for ``entry-closed`` (its English sentences) in words."""
    return {
        "this tournament takes no bots": translate(_CONTEXT, "This tournament takes no bots."),
        "this tournament has started: it takes no more players": translate(
            _CONTEXT, "This tournament has started: it takes no more players."),
        "the registration of this tournament is closed": translate(
            _CONTEXT, "The registration of this tournament is closed."),
        "this tournament is full": translate(_CONTEXT, "This tournament is full."),
        "this tournament needs its invitation code": translate(
            _CONTEXT, "This tournament needs its invitation code: that one is not it."),
        "you withdrew from this tournament: you cannot enter it again now": translate(
            _CONTEXT, "You withdrew from this tournament: you cannot enter it again now."),
    }


def tournament_refusal(code: str, message: str) -> str:
    """A tournament request refused, in words (``refusals`` for the codes of all
    requests)."""
    if code == ErrorCode.ENTRY_CLOSED.value:
        return _entry_reasons().get(message.strip().rstrip("."), message or translate(
            _CONTEXT, "This tournament takes no entry now."))
    if code == ErrorCode.GUESTS_READ_ONLY.value:
        return translate(_CONTEXT, "Guests follow tournaments but do not play in them: sign "
                         "up to enter.")
    if code == ErrorCode.NOT_ORGANISER.value:
        return translate(_CONTEXT, "Only an organiser creates tournaments: the server's "
                         "admin grants the role.")
    if code == ErrorCode.NOT_FOUND.value:
        return translate(_CONTEXT, "That tournament is no longer there.")
    return refusal_text(code, message)
