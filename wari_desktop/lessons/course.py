"""The course for a newcomer: ten lessons built on the worked examples of the seed
documents (the boards of the rules digest), from a first sowing to the final count.

Boards are FEN texts (``A..F a..f``, South's store, North's store, player to move). Each
lesson's position is checked by the rules engine in the tests, and a test plays every
lesson through (its right move accepted, a wrong one explained).
"""

from __future__ import annotations

from ..rules import GrandSlam, Rules
from .lesson import QT_TRANSLATE_NOOP, Lesson

COURSE: tuple[Lesson, ...] = (
    Lesson(
        key="sowing",
        title=QT_TRANSLATE_NOOP("Lessons", "Sowing"),
        goal=QT_TRANSLATE_NOOP(
            "Lessons", "A move takes every seed of one of your houses and sows them one by "
            "one into the houses that follow, counter-clockwise. Which of your houses drops "
            "its last seed into North's house c?"),
        fen="4-4-4-4-4-4-4-4-4-4-4-4-0-0-S",
        right=("E",),
        praise=QT_TRANSLATE_NOOP(
            "Lessons", "Right: E's four seeds went one each into F, a, b and c. Every move "
            "is sown like this, one seed per house."),
        missed=QT_TRANSLATE_NOOP(
            "Lessons", "Count one house for each seed, starting with the house after the "
            "one you play: c is four houses after E."),
    ),
    Lesson(
        key="lap",
        title=QT_TRANSLATE_NOOP("Lessons", "A lap of the board"),
        goal=QT_TRANSLATE_NOOP(
            "Lessons", "A house of 12 seeds or more sows right round the board and skips "
            "the house it started from. Which of your moves drops its last seed into "
            "North's house b?"),
        fen="6-1-7-0-14-8-0-2-8-0-0-0-1-1-S",
        right=("E",),
        praise=QT_TRANSLATE_NOOP(
            "Lessons", "Right: E's 14 seeds went round from F to D, skipped E and went on "
            "into F, a and b. E is left empty, and b now holds 4, so nothing is captured."),
        missed=QT_TRANSLATE_NOOP(
            "Lessons", "Follow the big house, E: its 14 seeds go once round the 11 other "
            "houses, then on past F into a and b."),
    ),
    Lesson(
        key="capture",
        title=QT_TRANSLATE_NOOP("Lessons", "A capture"),
        goal=QT_TRANSLATE_NOOP(
            "Lessons", "When your last seed lands in one of North's houses and makes it "
            "hold 2 or 3 seeds, you capture them. Find a move that captures."),
        fen="4-0-0-1-3-1-2-1-2-0-0-6-14-14-S",
        right=("E", "F"),
        praise=QT_TRANSLATE_NOOP(
            "Lessons", "Right: {move} captured {captured} seeds: its last seed made 2 or 3 "
            "in a house of North's, and they went to your store."),
        missed=QT_TRANSLATE_NOOP(
            "Lessons", "Look at North's houses holding 1 or 2 seeds: which of your moves "
            "ends its sowing there?"),
    ),
    Lesson(
        key="chain",
        title=QT_TRANSLATE_NOOP("Lessons", "A chain capture"),
        goal=QT_TRANSLATE_NOOP(
            "Lessons", "After the last house, the house before it is captured too if it "
            "now holds 2 or 3, and so on backwards. Find the move that captures the most "
            "seeds."),
        fen="4-0-0-1-3-1-2-1-2-0-0-6-14-14-S",
        right=("E",),
        praise=QT_TRANSLATE_NOOP(
            "Lessons", "Right: E's last seed made 2 in b, so b was captured, then a, the "
            "house before it, with 3: 5 seeds in a chain. F would have taken only a's 3."),
        missed=QT_TRANSLATE_NOOP(
            "Lessons", "A chain runs backwards from the last house: find the move whose last "
            "seed lands in b, with a behind it."),
    ),
    Lesson(
        key="grand-slam",
        title=QT_TRANSLATE_NOOP("Lessons", "The grand slam"),
        goal=QT_TRANSLATE_NOOP(
            "Lessons", "North has one seed in each of a, b and c. Find the move that would "
            "capture all of North's seeds, and see what the Oware Society rule makes of it."),
        fen="1-1-0-2-4-0-1-1-1-0-0-0-20-17-S",
        right=("E",),
        praise=QT_TRANSLATE_NOOP(
            "Lessons", "Right: E made 2 in a, b and c, every seed North has. Such a grand "
            "slam captures nothing under these rules: the seeds stay and the game goes on."),
        missed=QT_TRANSLATE_NOOP(
            "Lessons", "To reach c your last seed must travel four houses: find the house "
            "with exactly enough seeds."),
    ),
    Lesson(
        key="grand-slam-forbidden",
        title=QT_TRANSLATE_NOOP("Lessons", "The grand slam forbidden"),
        goal=QT_TRANSLATE_NOOP(
            "Lessons", "Under the Italian rule chosen here, a grand slam may not be played "
            "while another move exists. Find the move that captures the most seeds."),
        fen="1-1-0-0-4-2-1-1-1-0-0-0-20-17-S",
        rules=Rules(grand_slam=GrandSlam.FORBIDDEN),
        right=("F",),
        praise=QT_TRANSLATE_NOOP(
            "Lessons", "Right: F made 2 in a and in b and captured those 4 seeds. c keeps "
            "its seed, so North is not emptied and the capture stands."),
        missed=QT_TRANSLATE_NOOP(
            "Lessons", "Find a capture that leaves North at least one seed."),
        illegal=QT_TRANSLATE_NOOP(
            "Lessons", "E would make 2 in a, b and c and take every seed North has: a grand "
            "slam, which this rule forbids while you have another move."),
    ),
    Lesson(
        key="feeding",
        title=QT_TRANSLATE_NOOP("Lessons", "Feeding an empty side"),
        goal=QT_TRANSLATE_NOOP(
            "Lessons", "North has no seeds left: when you can, you must play a move that "
            "gives them some. Find it."),
        fen="1-1-0-2-4-0-0-0-0-0-0-0-20-20-S",
        right=("E",),
        praise=QT_TRANSLATE_NOOP(
            "Lessons", "Right: E sowed into F, a, b and c, so North has three seeds to "
            "play and the game goes on."),
        missed=QT_TRANSLATE_NOOP(
            "Lessons", "Only a move that reaches North's side may be played now."),
        illegal=QT_TRANSLATE_NOOP(
            "Lessons", "{move} does not reach North's side, and while North is empty a move "
            "that feeds them must be played."),
    ),
    Lesson(
        key="famine",
        title=QT_TRANSLATE_NOOP("Lessons", "Famine"),
        goal=QT_TRANSLATE_NOOP(
            "Lessons", "North's last seed, in f, must be sown into your house A next. Find "
            "the move after which North captures nothing, is left empty, and cannot be "
            "fed: the game then ends and you keep the seeds on your side."),
        fen="1-1-0-2-1-0-0-0-0-0-0-1-20-22-S",
        right=("A",),
        forced_reply=True,
        praise=QT_TRANSLATE_NOOP(
            "Lessons", "Right: with A empty, North's seed made only 1 in A. North has "
            "nothing, and none of your moves reaches them: famine. You add the 6 seeds on "
            "your side to your 20 and win {south} to {north}."),
        missed=QT_TRANSLATE_NOOP(
            "Lessons", "Watch where North's seed will land: a house of yours holding 1 "
            "becomes 2, and North captures it."),
    ),
    Lesson(
        key="repetition",
        title=QT_TRANSLATE_NOOP("Lessons", "The repeated position"),
        goal=QT_TRANSLATE_NOOP(
            "Lessons", "The last seeds chase each other round the board. Find the move that "
            "brings back the position shown below, seen earlier in this game: the game then "
            "ends and each player takes the seeds on their side."),
        fen="1-1-0-0-0-0-1-1-0-0-0-0-22-22-S",
        history=("A", "a", "B", "b", "D", "c", "C", "d", "E", "f", "A",
                 "e", "B", "f", "F", "a", "D", "b", "A", "c", "E", "d"),
        right=("C",),
        praise=QT_TRANSLATE_NOOP(
            "Lessons", "Right: after C the board is as it was before, with North to move "
            "again. The game ends: you take the 3 seeds on your side and North their 1, "
            "{south} to {north}."),
        missed=QT_TRANSLATE_NOOP(
            "Lessons", "Compare the board after your move with the position shown: every "
            "house must match."),
    ),
    Lesson(
        key="end",
        title=QT_TRANSLATE_NOOP("Lessons", "The end and the count"),
        goal=QT_TRANSLATE_NOOP(
            "Lessons", "You have 20 seeds in your store; whoever has captured 25, more "
            "than half of the 48, wins at once. Find the move that wins now."),
        fen="4-0-0-1-3-1-2-1-2-0-0-6-20-8-S",
        right=("E",),
        praise=QT_TRANSLATE_NOOP(
            "Lessons", "Right: E captured 5 and you have 25. The game is over and you win "
            "{south} to {north}; the seeds left on the board stay there and are not "
            "counted."),
        missed=QT_TRANSLATE_NOOP(
            "Lessons", "You need 5 more seeds: find the capture that takes two houses."),
    ),
)


def lesson(key: str) -> Lesson:
    """The lesson called ``key``; KeyError for an unknown one."""
    for item in COURSE:
        if item.key == key:
            return item
    raise KeyError(key)
