"""Join codes: short, random, and easy to read aloud and to type.

A code is ``CODE_LENGTH`` characters from ``CODE_ALPHABET``: capitals and digits without
the ones people mix up (0 and O, 1, I and L, 2 and Z, 5 and S, 8 and B), so "K7MPQX"
can be said over a table and typed back. ``normalize_code`` reads what a person typed:
case, spaces and dashes do not count.
"""

from __future__ import annotations

import secrets

from .problems import JoinInputError, JoinProblem

CODE_ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679"
CODE_LENGTH = 6


def new_code() -> str:
    """A new random join code (about 28 bits: wrong guesses are also rate-limited)."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normalize_code(text: str) -> str:
    """The code in ``text`` as the host made it; JoinInputError, saying what is wrong,
    for anything that cannot be one."""
    code = "".join(text.split()).replace("-", "").upper()
    if not code:
        raise JoinInputError(JoinProblem.CODE_MISSING, "type the join code the host shows")
    if len(code) != CODE_LENGTH:
        raise JoinInputError(JoinProblem.CODE_LENGTH, f"a join code has {CODE_LENGTH} "
                             f"characters, not {len(code)}", wanted=CODE_LENGTH,
                             typed=len(code))
    wrong = sorted({c for c in code if c not in CODE_ALPHABET})
    if wrong:
        letters = ", ".join(wrong)
        raise JoinInputError(JoinProblem.CODE_LETTERS, f"a join code has no {letters}: "
                             "check the code the host shows", letters=letters)
    return code
