"""The endgame table in memory and on disk.

One byte per board, in the order of ``indexing``: the value (bits 0..5) and ``CONVENTION``
(bit 7) when the value rests on the cycle convention rather than being proven equal to the
game's value under the repetition rule.

File layout (little-endian): a 40-byte header, then the bytes compressed with zlib::

    magic  8s  b"WARIEGT\\0"
    version H  FORMAT_VERSION (bumped whenever the values' definition changes)
    seeds   H  max_seeds
    codec   I  1 = zlib
    count   Q  number of boards (indexing.table_size(max_seeds))
    crc32   I  CRC-32 of the uncompressed bytes
    pad     I  0
    size    Q  length of the compressed payload that follows

Files are written atomically (a temporary file in the same folder, then ``os.replace``).
"""

from __future__ import annotations

import os
import struct
import zlib
from pathlib import Path

import numpy as np
import numpy.typing as npt

from ...atomic import write_atomically
from .build import CONVENTION, VALUE_MASK
from .indexing import _START, _TERM, rank, table_size

MAGIC = b"WARIEGT\0"
FORMAT_VERSION = 1
CODEC_ZLIB = 1
HEADER = struct.Struct("<8sHHIQIIQ")


class TableFileError(ValueError):
    """A table file that is missing parts, damaged, or of another format version."""


class EndgameTable:
    """Exact (or, where marked, conventional) values of every board with at most
    ``max_seeds`` seeds: the seeds the player to move will still gain, captures plus the
    final collection, under perfect play with the default rules."""

    def __init__(self, max_seeds: int, data: bytes) -> None:
        if len(data) != table_size(max_seeds):
            raise ValueError(f"a {max_seeds}-seed table holds {table_size(max_seeds)} bytes, "
                             f"got {len(data)}")
        self.max_seeds = max_seeds
        self._data = data

    @property
    def data(self) -> npt.NDArray[np.uint8]:
        """The stored bytes as a read-only numpy array (value | CONVENTION flag)."""
        return np.frombuffer(self._data, dtype=np.uint8)

    def probe(self, board: tuple[int, ...]) -> int | None:
        """The seeds the player to move will still gain from ``board`` (12 counts normalised
        to the mover, see the package docstring), or None above ``max_seeds`` seeds."""
        seeds = sum(board)
        if seeds > self.max_seeds:
            return None
        term = _TERM
        slot = 0
        index = _START[seeds]
        for house in range(11):
            slot += board[house]
            index += term[slot * 11 + house]
            slot += 1
        return self._data[index] & VALUE_MASK

    def is_exact(self, board: tuple[int, ...]) -> bool | None:
        """True when the value of ``board`` is proven equal to the game's value under the
        repetition rule, False when it rests on the cycle convention; None above
        ``max_seeds``."""
        seeds = sum(board)
        if seeds > self.max_seeds:
            return None
        return not self._data[rank(board)] & CONVENTION

    # -- files -------------------------------------------------------------------------
    def to_bytes(self) -> bytes:
        """The file contents: header and compressed bytes."""
        payload = zlib.compress(self._data, 9)
        header = HEADER.pack(MAGIC, FORMAT_VERSION, self.max_seeds, CODEC_ZLIB,
                             len(self._data), zlib.crc32(self._data), 0, len(payload))
        return header + payload

    @classmethod
    def from_bytes(cls, blob: bytes) -> EndgameTable:
        """A table from file contents; TableFileError if they are damaged or foreign."""
        if len(blob) < HEADER.size:
            raise TableFileError("the file is too short to hold an endgame table")
        magic, version, seeds, codec, count, crc, reserved, size = HEADER.unpack_from(blob)
        if magic != MAGIC:
            raise TableFileError("not a Wari endgame table")
        if version != FORMAT_VERSION:
            raise TableFileError(f"table format {version}, this program reads "
                                 f"{FORMAT_VERSION}")
        if codec != CODEC_ZLIB or reserved or seeds > 48 or count != table_size(seeds):
            raise TableFileError("inconsistent table header")
        if len(blob) != HEADER.size + size:
            raise TableFileError("the table file is truncated or has trailing bytes")
        try:
            data = zlib.decompress(blob[HEADER.size:])
        except zlib.error as error:
            raise TableFileError(f"damaged table data: {error}") from None
        if len(data) != count or zlib.crc32(data) != crc:
            raise TableFileError("damaged table data (checksum mismatch)")
        return cls(seeds, data)

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the table to ``path`` atomically, creating its folder."""
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(path, self.to_bytes())

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> EndgameTable:
        """Read a table file; OSError if unreadable, TableFileError if damaged."""
        return cls.from_bytes(Path(path).read_bytes())

    def __repr__(self) -> str:
        return f"EndgameTable(max_seeds={self.max_seeds})"
