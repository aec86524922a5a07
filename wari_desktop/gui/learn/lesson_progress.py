"""What the player has done in the lessons, kept with QSettings: the lessons completed
and whether the course has been offered (it is offered once, on the first start).

A hand-edited or damaged value never stops the program: unknown lesson names are dropped.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings

COMPLETED_KEY = "lessons/completed"
OFFERED_KEY = "lessons/offered"


def completed(store: QSettings | None = None) -> frozenset[str]:
    """The keys of the lessons the player has solved."""
    store = store or QSettings()
    raw = store.value(COMPLETED_KEY, "")
    names = raw if isinstance(raw, list) else str(raw or "").split(",")
    from ...lessons import COURSE  # imported when needed: the program starts faster

    known = {lesson.key for lesson in COURSE}
    return frozenset(str(name).strip() for name in names) & known


def mark_completed(key: str, store: QSettings | None = None) -> None:
    """Remember that the lesson ``key`` was solved."""
    store = store or QSettings()
    from ...lessons import COURSE

    done = completed(store) | {key}
    store.setValue(COMPLETED_KEY, ",".join(lesson.key for lesson in COURSE
                                           if lesson.key in done))
    store.sync()


def was_offered(store: QSettings | None = None) -> bool:
    """True once the course has been offered at a start (or the lessons were opened)."""
    store = store or QSettings()
    return str(store.value(OFFERED_KEY, "false")).lower() in ("true", "1")


def mark_offered(store: QSettings | None = None) -> None:
    """Remember that the course was offered, so it is not offered again."""
    store = store or QSettings()
    store.setValue(OFFERED_KEY, "true")
    store.sync()
