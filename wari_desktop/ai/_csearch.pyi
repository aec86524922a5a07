"""Type stub of the compiled search core (wari_desktop/ai/_csearch.c)."""

from collections.abc import Sequence

MAX_DEPTH: int

Board = Sequence[int]

class Engine:
    nodes: int
    evictions: int
    hash_bytes: int
    def __init__(self, hash_mb: int = 64, weights: tuple[int, int, int, int] | None = None,
                 forbid_slam: bool = False, repetition: bool = True, quiescence: int = 6,
                 table: object | None = None, table_seeds: int = 0,
                 share: Engine | None = None, reductions: bool = False,
                 helper: bool = False, tt_depth: int = 4) -> None: ...
    def begin(self, board: Board, seen: Sequence[tuple[Board, int]],
              seconds: float | None, cpu: bool = False) -> None: ...
    def root(self, board: Board, my: int, opp: int, depth: int, alpha: int, beta: int,
             previous: dict[int, int], all_moves: bool
             ) -> tuple[bool, int, dict[int, int], tuple[int, int] | None]: ...
    def stop(self) -> None: ...
    def table_move(self, board: Board, my: int) -> int | None: ...
    def clear(self) -> None: ...

def children(board: Board, forbid_slam: bool = False
             ) -> list[tuple[int, int, tuple[int, ...]]]: ...
def evaluate(board: Board, my: int, opp: int,
             weights: tuple[int, int, int, int] = ...) -> int: ...
