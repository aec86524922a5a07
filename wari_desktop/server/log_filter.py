"""Log records that come once per event of a flood (a failed ``accept``, a refused
upgrade), let through at most once a period, with a count instead of a traceback.

The rule: of the records of one logger whose message starts with ``prefix`` (and mentions
``mention``, when given), the first is logged, then at most one per ``period`` seconds,
each saying how many like it came since the one before; every one of them is counted
(``on_record``). Other records pass unchanged.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

#: Seconds between two records of one kind.
PERIOD = 60.0


class OncePerPeriod(logging.Filter):
    """A filter for one logger: at most one record of a kind per ``period``."""

    def __init__(self, prefix: str, mention: str = "", period: float = PERIOD,
                 on_record: Callable[[], None] | None = None,
                 now: Callable[[], float] = time.monotonic) -> None:
        super().__init__()
        self.prefix, self.mention, self.period = prefix, mention, period
        self.on_record = on_record
        self._now = now
        self._last: float | None = None
        self._held = 0

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        if not message.startswith(self.prefix) or self.mention not in message:
            return True
        if self.on_record is not None:
            self.on_record()
        now = self._now()
        if self._last is not None and now - self._last < self.period:
            self._held += 1
            return False
        first_line = message.splitlines()[0] if message else message
        if self._last is None:
            note = f"logged at most once every {self.period:.0f} s from now on"
        else:
            note = f"{self._held + 1} times in the last {now - self._last:.0f} s"
        cause = _cause(record)
        record.msg = f"{first_line} ({note})" + (f": {cause}" if cause else "")
        record.args = ()
        record.exc_info, record.exc_text, record.stack_info = None, None, None
        self._last, self._held = now, 0
        return True


def _cause(record: logging.LogRecord) -> str:
    """The exception a record carries, in one line (its traceback left out), or ''."""
    if record.exc_info and record.exc_info[1] is not None:
        return f"{type(record.exc_info[1]).__name__}: {record.exc_info[1]}"
    return ""


def install(logger_name: str, log_filter: OncePerPeriod) -> Callable[[], None]:
    """Add ``log_filter`` to the logger ``logger_name``; the function that removes it."""
    logger = logging.getLogger(logger_name)
    logger.addFilter(log_filter)
    return lambda: logger.removeFilter(log_filter)
