"""The timing of an animated move, worked out in advance and free of Qt.

A sowing becomes a *choreography*: for each seed that moves, a track of keyframes (time,
place, how high it is lifted), and a list of cues (a count changes, a seed drops, seeds are
captured) at the moments they happen. The board view plays it back frame by frame, and
every number on screen follows the cues (``Choreography.counts_at``).

The move is shown as a player makes it: every seed of the starting house is lifted at
once, the hand travels round the board dropping one seed into each house it passes (the
plan already skips the starting house on laps of 12 or more), then the captured houses are
emptied one after the other into the capturer's store. At the end of a game that collects
(famine, repetition, agreement, an empty side), ``collect`` carries each house's seeds to
its owner's store the same way.

A pit counts the seeds resting in it, and those being lifted out of it until they are in
the air: a count falls when the seeds are fully lifted (in the hand, or at the top of a
capture's flight) and rises when a seed lands.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from math import cos, sin

Point = tuple[float, float]
#: Where seed number ``index`` of ``count`` rests in pit ``pit`` (houses 0..11, stores 12, 13).
Spot = Callable[[int, int, int], Point]


class Ease(Enum):
    """How a seed moves along one segment of its track."""

    LINEAR = "linear"
    SMOOTH = "smooth"  # slow start and end: the hand travelling
    FALL = "fall"  # accelerating: a seed dropping


class CueKind(Enum):
    """What happens at a cue's moment."""

    LIFT = "lift"  # the starting house's ``count`` seeds are in the hand
    DROP = "drop"  # one seed lands in ``pit``
    TAKE = "take"  # ``count`` seeds are lifted out of ``pit`` on their way to store ``to``
    CAPTURE = "capture"  # the ``count`` captured seeds of ``pit`` land in the store ``to``
    COLLECT = "collect"  # at the end, the ``count`` seeds of ``pit`` land in the store ``to``
    END = "end"


@dataclass(frozen=True, slots=True)
class Key:
    """A seed at time ``t`` (ms) is at ``point``, lifted by ``lift`` (0 resting, 1 in the
    hand); ``ease`` shapes the segment that ends here."""

    t: float
    point: Point
    lift: float = 0.0
    ease: Ease = Ease.SMOOTH


@dataclass(frozen=True, slots=True)
class Cue:
    """An event of the move: ``kind`` at time ``t`` (ms) for ``pit``; for a capture,
    ``count`` seeds go to store ``to``."""

    t: float
    kind: CueKind
    pit: int
    count: int = 0
    to: int = -1


@dataclass(frozen=True, slots=True)
class Timing:
    """Durations in ms at normal speed; ``scale`` stretches or shrinks them all."""

    lift: float = 260.0
    travel: float = 150.0
    drop: float = 130.0
    pause: float = 220.0  # after the last drop, before captures
    pick: float = 160.0  # captured seeds picked up from their house
    capture: float = 480.0  # one house's seeds flying to the store
    capture_gap: float = 120.0
    settle: float = 120.0
    scale: float = 1.0

    def step_factor(self, seeds: int) -> float:
        """Long sowings go a little faster per seed, so 20 seeds do not take forever."""
        return self.scale * max(0.55, min(1.0, (10 / seeds) ** 0.5)) if seeds else self.scale


@dataclass(slots=True)
class Choreography:
    """Tracks per seed (by id), cues in time order, the total duration, each pit's count
    before the move and its seeds (ids, in spot order) once the move is over."""

    tracks: dict[int, list[Key]] = field(default_factory=dict)
    cues: list[Cue] = field(default_factory=list)
    duration: float = 0.0
    pits: list[list[int]] = field(default_factory=list)
    before: list[int] = field(default_factory=list)

    def add(self, seed: int, key: Key) -> None:
        """Append ``key`` to ``seed``'s track (keys must come in time order)."""
        self.tracks.setdefault(seed, []).append(key)

    def counts_at(self, t: float) -> list[int]:
        """The count of every pit at time ``t``: the counts before, changed by every cue
        due by then (a house emptied into the hand or lifted out for a store, a seed
        landed, seeds arrived in a store)."""
        counts = list(self.before)
        for cue in self.cues:
            if cue.t > t:
                break
            if cue.kind in (CueKind.LIFT, CueKind.TAKE):
                counts[cue.pit] -= cue.count
            elif cue.kind is CueKind.DROP:
                counts[cue.pit] += 1
            elif cue.kind in (CueKind.CAPTURE, CueKind.COLLECT):
                counts[cue.to] += cue.count
        return counts


def hand_offset(rank: int) -> Point:
    """Where the seed of ``rank`` sits in the hand, relative to its centre, in pitches:
    a small tight cluster (a golden-angle spiral)."""
    if rank == 0:
        return (0.0, 0.0)
    angle = rank * 2.399963
    radius = 0.1 * rank**0.5
    return (radius * cos(angle), radius * sin(angle))


def choreograph(
    pits: Sequence[Sequence[int]],
    start: int,
    sown: Sequence[int],
    captures: Sequence[tuple[int, int]],
    store: int,
    spot: Spot,
    hand: Callable[[int], Point],
    pitch: float,
    timing: Timing | None = None,
) -> Choreography:
    """The choreography of sowing ``start`` into the houses ``sown`` (in order), then
    carrying each ``(house, count)`` of ``captures`` to ``store``.

    ``pits`` gives the seed ids resting in each of the 14 pits before the move (houses,
    then South's and North's stores); the starting house must hold ``len(sown)`` of them.
    ``hand(pit)`` is the point above a pit where the hand hovers.
    """
    timing = timing or Timing()
    members = [list(p) for p in pits]
    hand_seeds = members[start]
    if len(hand_seeds) != len(sown):
        raise ValueError(f"pit {start} holds {len(hand_seeds)} seeds, the plan sows {len(sown)}")
    members[start] = []
    result = Choreography(before=[len(p) for p in pits])
    lift = timing.lift * timing.scale

    def held(rank: int, pit: int) -> Point:
        x, y = hand(pit)
        dx, dy = hand_offset(rank)
        return (x + dx * pitch, y + dy * pitch)

    result.cues.append(Cue(lift, CueKind.LIFT, start, len(hand_seeds)))
    for rank, seed in enumerate(hand_seeds):
        result.add(seed, Key(0.0, spot(start, len(hand_seeds), rank)))
        result.add(seed, Key(lift, held(rank, start), 1.0))
    t = _sow(result, members, hand_seeds, start, sown, spot, held, lift, timing)
    if captures:
        t += timing.pause * timing.scale
    for house, count in captures:
        if len(members[house]) != count:
            raise ValueError(
                f"house {house} holds {len(members[house])} seeds, the plan takes {count}")
        t = _carry(result, members, house, store, CueKind.CAPTURE, spot, t, timing)
    return _ended(result, members, start, t, timing)


def _sow(result: Choreography, members: list[list[int]], hand_seeds: Sequence[int],
         start: int, sown: Sequence[int], spot: Spot, held: Callable[[int, int], Point],
         t: float, timing: Timing) -> float:
    """Sow ``hand_seeds``, lifted out of ``start``, into the houses ``sown`` from time
    ``t``: the hand travels to each house in turn (``held(rank, pit)`` places the seeds
    still in it) and one seed falls in. Returns the time the last seed lands."""
    factor = timing.step_factor(len(sown))
    travel, drop = timing.travel * factor, timing.drop * factor
    where = start
    for i, house in enumerate(sown):
        # The hand travels to the house; the remaining seeds keep their places in it.
        arrive = t + travel
        for rank, seed in enumerate(hand_seeds[i:]):
            result.add(seed, Key(t, held(rank, where), 1.0))
            result.add(seed, Key(arrive, held(rank, house), 1.0))
        # One seed falls in; the seeds already there shift to make room.
        landed = arrive + drop
        count = len(members[house]) + 1
        _settle(result, members[house], house, count, spot, arrive, landed)
        result.add(hand_seeds[i], Key(landed, spot(house, count, count - 1), 0.0, Ease.FALL))
        members[house].append(hand_seeds[i])
        result.cues.append(Cue(landed, CueKind.DROP, house, 1))
        t, where = landed, house
    return t


def collect(
    pits: Sequence[Sequence[int]],
    stores: Sequence[tuple[int, int]],
    spot: Spot,
    timing: Timing | None = None,
) -> Choreography:
    """The choreography of the collection at the end of a game: for each ``(house,
    store)`` of ``stores``, in order, the seeds resting in the house fly to the store."""
    timing = timing or Timing()
    members = [list(p) for p in pits]
    result = Choreography(before=[len(p) for p in pits])
    t = timing.pause * timing.scale
    for house, store in stores:
        if members[house]:
            t = _carry(result, members, house, store, CueKind.COLLECT, spot, t, timing)
    return _ended(result, members, stores[0][0] if stores else 0, t, timing)


def _carry(result: Choreography, members: list[list[int]], house: int, store: int,
           kind: CueKind, spot: Spot, t: float, timing: Timing) -> float:
    """Carry the seeds of ``house`` to ``store`` from time ``t``: they are picked up where
    they lie (``TAKE``: the house is empty), fly in an arc and fall into the store (``kind``:
    the store has them). Returns the time the next house may start."""
    taken = members[house]
    count = len(taken)
    pick = timing.pick * timing.scale
    fly = timing.capture * timing.scale
    before = len(members[store])
    total = before + count
    up = t + pick
    arrive = up + fly
    for rank, seed in enumerate(taken):
        start_point = spot(house, count, rank)
        end_point = spot(store, total, before + rank)
        result.add(seed, Key(t, start_point))
        result.add(seed, Key(up, start_point, 1.0))
        result.add(seed, Key(up + fly / 2, _midpoint(start_point, end_point), 1.0))
        result.add(seed, Key(arrive, end_point, 0.0, Ease.FALL))
    _settle(result, members[store], store, total, spot, up + fly / 2, arrive)
    members[store].extend(taken)
    members[house] = []
    result.cues.append(Cue(up, CueKind.TAKE, house, count, store))
    result.cues.append(Cue(arrive, kind, house, count, store))
    return arrive + timing.capture_gap * timing.scale


def _ended(result: Choreography, members: list[list[int]], pit: int, t: float,
           timing: Timing) -> Choreography:
    """Close ``result``: the seeds settle, the end cue, the pits' final seeds."""
    end = t + timing.settle * timing.scale
    result.cues.append(Cue(end, CueKind.END, pit))
    result.duration = end
    result.pits = members
    return result


def _settle(
    result: Choreography,
    seeds: Sequence[int],
    pit: int,
    count: int,
    spot: Spot,
    start: float,
    end: float,
) -> None:
    """Glide the seeds resting in ``pit`` to their places among ``count`` seeds."""
    for rank, seed in enumerate(seeds):
        result.add(seed, Key(start, spot(pit, count - 1, rank)))
        result.add(seed, Key(end, spot(pit, count, rank)))


def _midpoint(a: Point, b: Point) -> Point:
    return ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)


def ease(kind: Ease, u: float) -> float:
    """Progress along a segment after the fraction ``u`` (0..1) of its time."""
    u = min(1.0, max(0.0, u))
    if kind is Ease.SMOOTH:
        return u * u * (3 - 2 * u)
    if kind is Ease.FALL:
        return u * u
    return u


def sample(track: Sequence[Key], t: float) -> tuple[Point, float]:
    """Where a seed on ``track`` is at time ``t``, and how lifted: held before the first
    key and after the last, interpolated between."""
    times = [key.t for key in track]
    i = bisect_right(times, t)
    if i == 0:
        return track[0].point, track[0].lift
    if i == len(track):
        return track[-1].point, track[-1].lift
    a, b = track[i - 1], track[i]
    span = b.t - a.t
    u = ease(b.ease, (t - a.t) / span) if span > 0 else 1.0
    x = a.point[0] + (b.point[0] - a.point[0]) * u
    y = a.point[1] + (b.point[1] - a.point[1]) * u
    lift = a.lift + (b.lift - a.lift) * u
    return (x, y), lift
