"""A tournament as the protocol shows it (``messages.tournament``), from its rows."""

from __future__ import annotations

from collections.abc import Sequence

from ...protocol import messages as m
from .arena import arena_games, arena_standings
from .berger import berger_schedule
from .model import Board, Entry, Format, LogLine, Tournament
from .table import result_text, table


def planned_rounds(tournament: Tournament, players: int) -> int | None:
    """The rounds the tournament will have: a Swiss's setting, a round robin's schedule
    for its players (None before they are numbered), none for an arena."""
    form = tournament.settings.format
    if form is Format.SWISS:
        return tournament.settings.rounds
    if form is Format.ARENA or players < 2:
        return None
    return len(berger_schedule(players, form is Format.DOUBLE_ROUND_ROBIN))


def info(tournament: Tournament, entries: Sequence[Entry]) -> m.TournamentInfo:
    """The tournament in a list."""
    settings = tournament.settings
    active = [e for e in entries if not e.withdrawn]
    numbered = sum(1 for e in entries if e.number > 0)
    ends_at = None
    if settings.format is Format.ARENA and settings.minutes is not None:
        begun = tournament.started_at or settings.starts_at
        ends_at = int((begun + settings.minutes * 60) * 1000)
    return m.TournamentInfo(
        tournament.id, settings.name, settings.format.value, tournament.stage.value,
        tournament.organiser, settings.clock, settings.rated, int(settings.starts_at * 1000),
        planned_rounds(tournament, numbered or len(active)), tournament.round, len(active),
        settings.max_players, settings.registration_open, settings.code_hash is not None,
        settings.bots, ends_at)


def frame(tournament: Tournament, entries: Sequence[Entry], boards: Sequence[Board],
          log: Sequence[LogLine], request_id: int | None = None) -> m.TournamentFrame:
    """The whole tournament: its standings (entries not yet numbered listed after, by
    entry), every board and the log."""
    if tournament.settings.format is Format.ARENA:
        lines = arena_lines(tournament, entries, boards)
    else:
        by_number = {e.number: e for e in entries if e.number > 0}
        lines = [m.StandingLine(s.rank, s.player, by_number[s.player].player,
                                round(by_number[s.player].rating), float(s.score),
                                tuple((n, float(v)) for n, v in s.tie_breaks.items()),
                                s.seeds, by_number[s.player].bot,
                                by_number[s.player].withdrawn)
                 for s in table(tournament.settings.format, entries, boards)]
    lines += [m.StandingLine(0, 0, e.player, round(e.rating), 0.0, (), 0, e.bot, e.withdrawn)
              for e in entries if e.number == 0]
    return m.TournamentFrame(
        request_id, info(tournament, entries), tuple(lines),
        tuple(m.BoardLine(b.round, b.board, b.south, b.north, b.game, result_text(b))
              for b in boards),
        tuple(m.LogEntry(int(line.at * 1000), line.who, line.action, line.detail, line.reason)
              for line in log))


def arena_lines(tournament: Tournament, entries: Sequence[Entry], boards: Sequence[Board]
                ) -> list[m.StandingLine]:
    """An arena's standings (``arena``'s scoring): its points, then the tie-breaks
    ``performance`` and ``games`` played."""
    numbered = {e.player: e for e in entries if e.number > 0}
    ratings = {name: e.rating for name, e in numbered.items()}
    ranked = arena_standings(list(numbered), arena_games(boards), ratings,
                             tournament.settings.streaks)
    return [m.StandingLine(s.rank, numbered[s.name].number, s.name,
                           round(numbered[s.name].rating), float(s.score),
                           (("performance", float(s.performance or 0)),
                            ("games", float(s.games))), 0, numbered[s.name].bot,
                           numbered[s.name].withdrawn)
            for s in ranked if s.name in numbered]
