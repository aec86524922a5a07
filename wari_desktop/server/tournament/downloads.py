"""A tournament's exports as files, read from the store: the standings as CSV, every
played game as one OGN file (each with its ``Event`` and ``Round``), and FIDE's TRF
report (round robin and Swiss; an arena has no rounds in FIDE's sense). The website
serves them and ``wari-server export --tournament`` writes them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .exports import tournament_csv, tournament_ogn
from .model import Format
from .swiss import tournament_trf

if TYPE_CHECKING:
    from ..storage import Store

#: The kinds of export, by their file extension.
KINDS = ("csv", "ogn", "trf")
_TRF_KINDS = {Format.SWISS: "Swiss system (FIDE Dutch)", Format.ROUND_ROBIN: "Round robin",
              Format.DOUBLE_ROUND_ROBIN: "Double round robin"}


def download(store: Store, tournament_id: str, kind: str) -> tuple[str, str] | None:
    """The export ``kind`` of the tournament and its file name; None when there is no
    such tournament or no such export of it (an arena's TRF). ValueError for a kind not
    in ``KINDS``."""
    if kind not in KINDS:
        raise ValueError(f"no export {kind!r}: one of {', '.join(KINDS)}")
    tournament = store.tournament(tournament_id)
    if tournament is None:
        return None
    entries, boards = store.entries(tournament_id), store.boards(tournament_id)
    prefix = "standings" if kind == "csv" else "tournament"
    name = f"{prefix}-{tournament.id}.{kind}"
    if kind == "csv":
        return tournament_csv(tournament, entries, boards), name
    if kind == "ogn":
        records = {}
        for board in boards:
            row = store.record(board.game) if board.game else None
            if row is not None and row.ogn:
                records[row.id] = row.ogn
        return tournament_ogn(tournament, boards, records), name
    form = tournament.settings.format
    if form not in _TRF_KINDS:
        return None
    rounds = max((b.round for b in boards), default=0)
    total = tournament.settings.rounds if form is Format.SWISS else rounds
    text = tournament_trf(tournament.settings.name, entries, boards, total or rounds,
                          clock=tournament.settings.clock,
                          started_at=tournament.started_at,
                          finished_at=tournament.finished_at, kind=_TRF_KINDS[form])
    return text, name
