"""The compiled endgame builder (``_endgame_core.c`` through ``_ccore``): its tables are byte
for byte the numpy builder's, and its interface refuses bad input with clear errors.

CI sets ``WARI_REQUIRE_CCORE=1``: there the library must have been built, and these tests
fail (never skip) if it was not.
"""

from __future__ import annotations

import itertools
import os
from pathlib import Path

import numpy as np
import pytest

from wari_desktop.ai.endgame.build import compiled_available, default_engine, solve

if not compiled_available() and os.environ.get("WARI_REQUIRE_CCORE") != "1":
    pytest.skip("the compiled endgame builder is not built here (CI requires it)",
                allow_module_level=True)

from wari_desktop.ai.endgame import _ccore
from wari_desktop.ai.endgame.__main__ import main
from wari_desktop.ai.endgame.indexing import level_size, level_start, table_size, unrank_level

#: The largest table compared in full (numpy about 10 s, C about 3 s, on a loaded machine).
COMPARED = 12


def _tables(total: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    return (np.zeros(total, dtype=np.uint8), np.zeros(total, dtype=np.uint8),
            np.zeros(total, dtype=np.uint8))


def test_the_compiled_builder_is_built() -> None:
    assert compiled_available()
    assert default_engine(15) == "c"


def test_c_tables_are_numpy_tables_byte_for_byte() -> None:
    """Every level up to ``COMPARED`` seeds; a level's bytes do not depend on the table's
    size (each level reads only the levels below), so this covers every max_seeds up to
    ``COMPARED``, and a few smaller tables are built whole to show it."""
    numpy_bytes = solve(COMPARED, engine="numpy")
    c_bytes = solve(COMPARED, engine="c")
    assert len(c_bytes) == table_size(COMPARED)
    for seeds in range(COMPARED + 1):
        span = slice(level_start(seeds), level_start(seeds + 1))
        assert (c_bytes[span] == numpy_bytes[span]).all(), f"level {seeds} differs"
    for max_seeds in (0, 1, 3, 6, 9):
        assert (solve(max_seeds, engine="c") == numpy_bytes[:table_size(max_seeds)]).all()


def test_command_line_engines_write_the_same_file(tmp_path: Path) -> None:
    files = {engine: tmp_path / f"{engine}.bin" for engine in ("c", "numpy")}
    for engine, path in files.items():
        assert main(["build", "--seeds", "6", "--engine", engine, "--quiet",
                     "--out", str(path)]) == 0
    assert files["c"].read_bytes() == files["numpy"].read_bytes()


def test_progress_reaches_the_total() -> None:
    calls: list[tuple[int, int]] = []
    solve(8, lambda done, total: calls.append((done, total)), engine="c")
    assert calls[-1] == (table_size(8), table_size(8))
    assert all(a[0] <= b[0] for a, b in itertools.pairwise(calls))


def test_unranking_agrees_with_indexing() -> None:
    for seeds in (0, 1, 5, 9, 30, 48):
        ranks = np.unique(np.linspace(0, level_size(seeds) - 1, 200).astype(np.int64))
        expected = unrank_level(seeds, ranks)
        assert [_ccore.unrank(seeds, int(r)) for r in ranks] == [tuple(b) for b in
                                                                 expected.tolist()]
    assert _ccore.table_size(15) == table_size(15) and _ccore.table_size(48) == table_size(48)


@pytest.mark.parametrize("call", [
    lambda: _ccore.unrank(5, level_size(5)),
    lambda: _ccore.unrank(5, -1),
    lambda: _ccore.unrank(49, 0),
    lambda: _ccore.table_size(-1),
    lambda: _ccore.CLevel(-1),
    lambda: _ccore.CLevel(_ccore.MAX_LEVEL_SEEDS + 1),
    lambda: solve(5, engine="fortran"),
])
def test_out_of_range_arguments_are_refused(call: object) -> None:
    with pytest.raises(ValueError):
        call()  # type: ignore[operator]


def test_arrays_of_the_wrong_kind_are_refused() -> None:
    level = _ccore.CLevel(3)
    total = table_size(3)
    good = _tables(total)
    wrong = [
        (good[0].astype(np.int16), good[1], good[2]),  # not bytes
        (good[0], good[1][:-1], good[2]),  # lengths differ
        (good[0][::2], good[1][::2], good[2][::2]),  # not contiguous
        (np.zeros((total, 1), dtype=np.uint8), good[1], good[2]),  # not flat
        _tables(level_start(3) - 1),  # misses a lower level
    ]
    for tables in wrong:
        with pytest.raises(ValueError):
            level.graph(tables, 0, level.size)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="not in the level"):
        level.graph(good, 0, level.size + 1)
    level.graph(good, 0, level.size)
    assert level.fixpoints(1000)
    read_only = good[0].copy()
    read_only.flags.writeable = False
    with pytest.raises(ValueError, match="writable"):
        level.finish((read_only, good[1], good[2]))
    with pytest.raises(ValueError, match="cover"):
        level.finish(_tables(level_start(3)))
    with pytest.raises(ValueError):
        level.fixpoints(0)
    with pytest.raises(ValueError):
        level.bounds(2)


def test_steps_out_of_order_are_refused() -> None:
    tables = _tables(table_size(6))
    level = _ccore.CLevel(6)
    with pytest.raises(ValueError, match="out of order"):
        level.fixpoints()
    with pytest.raises(ValueError, match="out of order"):
        level.graph(tables, 5, 10)  # boards 0..4 not played yet
    level.graph(tables, 0, 5)
    with pytest.raises(ValueError, match="out of order"):
        level.finish(tables)
    with pytest.raises(ValueError, match="out of order"):
        level.bounds(0)
    level.graph(tables, 5, level.size - 5)
    while not level.fixpoints(3):
        pass
    level.finish(tables)
    lower, upper = level.bounds(0)
    assert len(lower) == level.size and (lower <= upper).all()
    level.close()
    with pytest.raises(ValueError, match="closed"):
        level.fixpoints()


def test_a_lower_level_above_its_seed_count_is_refused() -> None:
    """(0,0,0,0,0,1, 1,0,0,0,0,2) captures 2 into the 2-seed level, whose bytes here say
    more than 2 seeds."""
    tables = _tables(table_size(4))
    tables[1][level_start(2):level_start(3)] = 63
    level = _ccore.CLevel(4)
    with pytest.raises(ValueError, match="above its seed count"):
        level.graph(tables, 0, level.size)
