"""Clocks in a record, as PGN writes them so that other readers keep them: the time
control in a ``TimeControl`` tag (``"300+3"``: seconds each, then the increment), and
after each move, in its comment, the mover's time left ``[%clk 0:04:32]`` (tenths when
there are any: ``[%clk 0:00:09.4]``). A loss on time is ``Termination "time forfeit"``
(``tags.TIME_FORFEIT``). No Qt.

A damaged mark or tag is ignored (the mark stays as comment text), never an error: the
moves of the game are what a record must keep.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from ..rules import Player
from ..rules.clock import TimeControl

TIME_CONTROL_TAG = "TimeControl"
_CLK = re.compile(r"\[%clk\s+(\d{1,3}):([0-5]\d):([0-5]\d(?:\.\d{1,3})?)\s*\]")


def time_control_of(tags: Mapping[str, str]) -> TimeControl | None:
    """The time control a record's ``TimeControl`` tag gives (None without one, for
    ``-`` or ``?``, and for a value that is not one)."""
    value = tags.get(TIME_CONTROL_TAG, "").strip()
    if value in ("", "-", "?"):
        return None
    try:
        return TimeControl.parse(value)
    except ValueError:
        return None


def format_clk(seconds: float) -> str:
    """A ``[%clk h:mm:ss]`` mark for ``seconds`` left (rounded to the tenth; the tenth
    written only when there is one)."""
    tenths = round(max(0.0, seconds) * 10)
    whole, tenth = divmod(tenths, 10)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    face = f"{hours}:{minutes:02d}:{secs:02d}" + (f".{tenth}" if tenth else "")
    return f"[%clk {face}]"


def split_clock(comment: str) -> tuple[float | None, str]:
    """The time a comment's first well-formed ``[%clk ...]`` mark gives (None without
    one), and the comment without its well-formed marks."""
    seconds = None
    match = _CLK.search(comment)
    if match is not None:
        hours, minutes, secs = match.groups()
        seconds = int(hours) * 3600 + int(minutes) * 60 + float(secs)
    return seconds, " ".join(_CLK.sub(" ", comment).split())


def take_clocks(comments: Mapping[int, str]) -> tuple[dict[int, str], dict[int, float]]:
    """Comments (by ply) without their clock marks (a comment that was only a mark is
    dropped), and the marks' times by ply."""
    kept: dict[int, str] = {}
    marks: dict[int, float] = {}
    for ply, comment in comments.items():
        seconds, rest = split_clock(comment)
        if seconds is not None:
            marks[ply] = seconds
        if rest or seconds is None:
            kept[ply] = rest
    return kept, marks


def put_clocks(comments: Mapping[int, str], marks: Mapping[int, float]) -> dict[int, str]:
    """``comments`` with each ply's clock mark of ``marks`` written first."""
    merged = dict(comments)
    for ply, seconds in marks.items():
        mark = format_clk(seconds)
        merged[ply] = f"{mark} {merged[ply]}" if merged.get(ply) else mark
    return merged


def clock_history(control: TimeControl, movers: Sequence[Player],
                  marks: Mapping[int, float]) -> list[tuple[float, float]]:
    """South's and North's time left after each ply (index 0: the start, both with the
    whole time), ``movers[i]`` having played ply ``i + 1`` and ``marks`` giving the
    mover's time after some plies; a side whose mark is missing keeps the time it had."""
    times = [(control.base, control.base)]
    for ply, mover in enumerate(movers, 1):
        south, north = times[-1]
        seconds = marks.get(ply)
        if seconds is not None:
            south, north = (seconds, north) if mover is Player.SOUTH else (south, seconds)
        times.append((south, north))
    return times
