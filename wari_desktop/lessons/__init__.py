"""Lessons for a newcomer: a short course of positions from the seed documents' worked
examples, each asking for a move and explaining any answer. No Qt.

Typical use::

    from wari_desktop.lessons import COURSE
    lesson = COURSE[0]
    lesson.game()                 # the position to show
    attempt = lesson.attempt("E") # Verdict.RIGHT, the moves to animate, the explanation
"""

from .course import COURSE, lesson
from .lesson import CONTEXT, Attempt, Lesson, Message, Verdict

__all__ = ["CONTEXT", "COURSE", "Attempt", "Lesson", "Message", "Verdict", "lesson"]
