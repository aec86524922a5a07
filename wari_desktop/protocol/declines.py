"""Why a challenge is declined: a fixed list of keys a program can act on (as lichess's
decline reasons), each with the sentence the challenger reads. A decline may carry free
text beside its key (``text``), cleaned as any text shown to others (``text.shown_text``).

The first form of ``challenge-decline`` had only a free ``reason``; it is still taken: a
``reason`` that is not one of the keys is that free text, with the key ``generic``.
"""

from __future__ import annotations

#: Each key, and the sentence shown for it.
DECLINE_REASONS: dict[str, str] = {
    "generic": "not accepting challenges now",
    "later": "not now: ask again later",
    "too-fast": "this clock is too fast",
    "too-slow": "this clock is too slow",
    "time-control": "another clock, please",
    "rated": "a rated game, please",
    "casual": "a casual game, please",
    "rules": "other rule options, please",
    "variant": "not this variant",
    "no-bots": "not playing bots",
    "only-bots": "playing bots only",
}
#: The key of a decline that names none.
GENERIC = "generic"
