"""Game records: OGN files (Aualé's format) and plain move lists. No Qt.

    from wari_desktop import notation
    record = notation.loads(text)          # NotationError (a ValueError) with .line, .column
    record.game.undo()                     # the game stands at the last move, history intact
    text = notation.dumps(notation.Record.from_game(game, {"South": "Ama"}))
"""

from .errors import EmptyRecordError, NotationError
from .fen import parse_fen, to_fen
from .files import load, save
from .ogn import MAX_CHARS, MAX_PLIES, dumps, loads, result_token
from .record import Record, Stop, StopReason

__all__ = [
    "MAX_CHARS",
    "MAX_PLIES",
    "EmptyRecordError",
    "NotationError",
    "Record",
    "Stop",
    "StopReason",
    "dumps",
    "load",
    "loads",
    "parse_fen",
    "result_token",
    "save",
    "to_fen",
]
