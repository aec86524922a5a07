"""The puzzles' words: the names of the themes and grades, what each theme's winning idea
was, and what a move played did (who played it, what it captured)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...puzzles.puzzle import Grade, Theme
from ...rules import LETTERS, Player, Ply
from ..game.texts import player_name

#: The translation context of the texts built outside the window class.
CONTEXT = "Puzzles"
translate = QCoreApplication.translate


def theme_name(theme: Theme) -> str:
    """A theme's name, translated."""
    names = {
        Theme.CHAIN_CAPTURE: translate(CONTEXT, "Chain capture"),
        Theme.CAPTURE: translate(CONTEXT, "Capture"),
        Theme.FAMINE: translate(CONTEXT, "Famine"),
        Theme.GRAND_SLAM: translate(CONTEXT, "Grand slam"),
        Theme.ENDGAME: translate(CONTEXT, "Endgame"),
        Theme.QUIET: translate(CONTEXT, "Quiet move"),
    }
    return names[theme]


def grade_name(grade: Grade) -> str:
    """A grade's name, translated."""
    names = {
        Grade.EASY: translate(CONTEXT, "Easy"),
        Grade.MEDIUM: translate(CONTEXT, "Medium"),
        Grade.HARD: translate(CONTEXT, "Hard"),
    }
    return names[grade]


def theme_point(theme: Theme) -> str:
    """What the winning idea was, in a sentence (shown after a right answer)."""
    points = {
        Theme.CHAIN_CAPTURE: translate(
            CONTEXT, "The last seed starts a chain: house after house is taken."),
        Theme.CAPTURE: translate(CONTEXT, "The capture is the move that counts here."),
        Theme.FAMINE: translate(
            CONTEXT, "Your opponent is left with nothing to play: a famine, and the seeds "
            "left are yours."),
        Theme.GRAND_SLAM: translate(
            CONTEXT, "Mind the grand slam: a move that would take every seed on the other "
            "side takes nothing."),
        Theme.ENDGAME: translate(CONTEXT, "Every other move lets the ending slip."),
        Theme.QUIET: translate(
            CONTEXT, "No capture yet: the move prepares what the others cannot."),
    }
    return points[theme]


def move_facts(ply: Ply, you: Player) -> str:
    """What a move played did, in a sentence: who played it (``you``, or the other
    side by name) and what it captured."""
    move, plan = ply.move, ply.plan
    houses = ", ".join(LETTERS[h] for h, _ in plan.captures)
    if ply.before.to_move is you:
        if plan.grand_slam:
            text = translate(CONTEXT, "You play {move}: a grand slam, so it captures nothing.")
        elif plan.captures:
            text = translate(CONTEXT, "You play {move} and capture {seeds} from {houses}.")
        else:
            text = translate(CONTEXT, "You play {move}.")
    elif plan.grand_slam:
        text = translate(CONTEXT, "{side} plays {move}: a grand slam, so it captures nothing.")
    elif plan.captures:
        text = translate(CONTEXT, "{side} plays {move} and captures {seeds} from {houses}.")
    else:
        text = translate(CONTEXT, "{side} plays {move}.")
    return text.format(move=move, seeds=plan.captured, houses=houses,
                       side=player_name(ply.before.to_move))
