"""The rules engine's errors: both are ValueErrors, so callers may catch either."""


class IllegalMoveError(ValueError):
    """A move that is malformed or not legal in the position; the game is left unchanged."""


class InvalidPositionError(ValueError):
    """A position that cannot occur: wrong house count, negative counts, not 48 seeds."""
