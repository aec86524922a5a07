"""The engine's settings (``setoption``): the transposition table's size, the search
threads, the opening book and the playing level.

Hash, Threads and OwnBook are always accepted and remembered. They reach the search as
keyword arguments of ``analyse``/``think`` when those accept them (``hash_mb``,
``threads``, ``own_book``, looked up with ``inspect``); a search without such a
parameter plays as it always does, and ``info string`` says so once.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..ai.core import default_threads
from ..ai.levels import NAMES
from .commands import ProtocolError

HASH_DEFAULT, HASH_MIN, HASH_MAX = 64, 1, 4096  # megabytes
THREADS_MAX = 256
KEYWORDS = {"Hash": "hash_mb", "Threads": "threads", "OwnBook": "own_book"}


@dataclass
class EngineOptions:
    """The current settings; ``set`` checks a value before changing anything."""

    hash_mb: int = HASH_DEFAULT
    threads: int = field(default_factory=default_threads)  # the desktop master's
    own_book: bool = True
    level: str = "master"

    def uci_lines(self) -> list[str]:
        """The ``option`` lines answered to ``uci``."""
        levels = " ".join(f"var {name}" for name in NAMES)
        return [
            f"option name Hash type spin default {HASH_DEFAULT} min {HASH_MIN} "
            f"max {HASH_MAX}",
            f"option name Threads type spin default {default_threads()} min 1 "
            f"max {THREADS_MAX}",
            "option name OwnBook type check default true",
            f"option name Level type combo default {self.level} {levels}",
        ]

    def set(self, name: str, value: str) -> None:
        """Change option ``name`` (case does not matter) to ``value``; ProtocolError,
        changing nothing, for an unknown option or a value out of range."""
        key = name.strip().lower()
        if key == "hash":
            self.hash_mb = _whole(name, value, HASH_MIN, HASH_MAX)
        elif key == "threads":
            self.threads = _whole(name, value, 1, THREADS_MAX)
        elif key == "ownbook":
            if value.lower() not in ("true", "false"):
                raise ProtocolError(f"OwnBook is true or false, not {value[:20]!r}")
            self.own_book = value.lower() == "true"
        elif key == "level":
            if value not in NAMES:
                raise ProtocolError(f"unknown level {value[:20]!r}; choose one of "
                                    f"{', '.join(NAMES)}")
            self.level = value
        else:
            raise ProtocolError(f"unknown option {name[:30]!r}; the options are Hash, "
                                "Threads, OwnBook and Level")

    def keywords_for(self, function: Callable[..., Any]) -> tuple[dict[str, Any], list[str]]:
        """The keyword arguments ``function`` accepts among Hash, Threads and OwnBook,
        and the names of the options it does not take."""
        try:
            parameters = inspect.signature(function).parameters
        except (TypeError, ValueError):  # a compiled function without a signature
            parameters = {}  # type: ignore[assignment]
        values = {"hash_mb": self.hash_mb, "threads": self.threads, "own_book": self.own_book}
        taken = {k: v for k, v in values.items() if k in parameters}
        ignored = [option for option, keyword in KEYWORDS.items() if keyword not in taken]
        return taken, ignored


def _whole(name: str, value: str, low: int, high: int) -> int:
    """``value`` as a whole number in ``[low, high]``; ProtocolError otherwise."""
    if not value.strip().isdigit():
        raise ProtocolError(f"{name} needs a whole number, not {value[:20]!r}")
    number = int(value)
    if not low <= number <= high:
        raise ProtocolError(f"{name} must be between {low} and {high}, not {number}")
    return number
