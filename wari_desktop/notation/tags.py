"""OGN tag pairs: escapes, the roster order, and the tags that carry rule options.

A tag is ``[Name "value"]`` on a line of its own; inside the value ``\\"`` stands for a
quote and ``\\\\`` for a backslash. Writers emit the roster first (``?`` for unknown),
then the other tags in alphabetical order, as Aualé does.
"""

from __future__ import annotations

import re

from ..rules import HOUSES, EmptySide, GrandSlam, Player, Rules

ROSTER = ("Variant", "Event", "Site", "Date", "Round", "South", "North", "Result")
VARIANT = "Oware Abapa"
NAME = re.compile(r"[A-Za-z0-9_]{1,64}")
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")

# Tags this program adds for non-default rules (absent means the default).
GRAND_SLAM_TAG = "GrandSlam"
REPETITION_TAG = "Repetition"
EMPTY_SIDE_TAG = "EmptySide"
OWNERSHIP_TAG = "Ownership"
RULE_TAGS = (GRAND_SLAM_TAG, REPETITION_TAG, EMPTY_SIDE_TAG, OWNERSHIP_TAG)

# Why a game ended, when the moves do not say it (as PGN's tag of the same name).
TERMINATION_TAG = "Termination"
RESIGNATIONS = {Player.SOUTH: "South resigned", Player.NORTH: "North resigned"}
#: A loss on time as this program writes it, naming the loser.
LOSSES_ON_TIME = {Player.SOUTH: "South lost on time", Player.NORTH: "North lost on time"}
#: A loss on time, as PGN writes it: the side to move after the last move lost (read, not
#: written).
TIME_FORFEIT = "time forfeit"


def resigned_from_tags(tags: dict[str, str]) -> Player | None:
    """The player a ``Termination`` tag says resigned, if it says one did."""
    value = tags.get(TERMINATION_TAG, "").strip().lower()
    return next((p for p, text in RESIGNATIONS.items() if text.lower() == value), None)


def time_forfeit(tags: dict[str, str]) -> bool:
    """True when a ``Termination`` tag says the game was lost on time (``time forfeit``:
    by the side to move after the last move, the only clock running; or ``South lost on
    time``, naming the side)."""
    value = " ".join(tags.get(TERMINATION_TAG, "").split()).lower()
    return value == TIME_FORFEIT or value in (t.lower() for t in LOSSES_ON_TIME.values())


def escape(value: str) -> str:
    """A tag value written between quotes: backslashes and quotes escaped, control
    characters (a line break, say) turned into spaces so the tag stays on one line."""
    value = _CONTROL.sub(" ", value)
    return value.replace("\\", "\\\\").replace('"', '\\"')


def format_tag(name: str, value: str) -> str:
    """One tag line."""
    return f'[{name} "{escape(value)}"]'


def ordered(tags: dict[str, str]) -> list[tuple[str, str]]:
    """Tags in writing order: the roster (``?`` where unknown), then the rest sorted."""
    head = [(name, tags.get(name) or "?") for name in ROSTER]
    tail = sorted((name, value) for name, value in tags.items() if name not in ROSTER)
    return head + tail


def rule_tags(rules: Rules) -> dict[str, str]:
    """The tags that record ``rules``: none for the defaults."""
    tags: dict[str, str] = {}
    if rules.grand_slam is not GrandSlam.CAPTURES_NOTHING:
        tags[GRAND_SLAM_TAG] = rules.grand_slam.value
    if not rules.end_on_repetition:
        tags[REPETITION_TAG] = "continues"
    if rules.empty_side is not EmptySide.MUST_FEED:
        tags[EMPTY_SIDE_TAG] = rules.empty_side.value
    if rules.owners != Rules().owners:
        tags[OWNERSHIP_TAG] = "".join("S" if o is Player.SOUTH else "N" for o in rules.owners)
    return tags


def rules_from_tags(tags: dict[str, str]) -> tuple[Rules, str | None]:
    """The rules a record's tags ask for, or the name of the first tag whose value is not
    understood (with the defaults)."""
    grand_slam = {g.value: g for g in GrandSlam}.get(
        tags.get(GRAND_SLAM_TAG, GrandSlam.CAPTURES_NOTHING.value))
    if grand_slam is None:
        return Rules(), GRAND_SLAM_TAG
    repetition = tags.get(REPETITION_TAG, "ends")
    if repetition not in ("ends", "continues"):
        return Rules(), REPETITION_TAG
    empty_side = {e.value: e for e in EmptySide}.get(
        tags.get(EMPTY_SIDE_TAG, EmptySide.MUST_FEED.value))
    if empty_side is None:
        return Rules(), EMPTY_SIDE_TAG
    ownership = tags.get(OWNERSHIP_TAG, "S" * 6 + "N" * 6)
    if len(ownership) != HOUSES or set(ownership) - {"S", "N"}:
        return Rules(), OWNERSHIP_TAG
    owners = tuple(Player.SOUTH if c == "S" else Player.NORTH for c in ownership)
    try:
        rules = Rules(grand_slam, repetition == "ends", empty_side, owners)
    except ValueError:
        return Rules(), OWNERSHIP_TAG
    return rules, None
