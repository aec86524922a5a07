"""Choosing the search core: the compiled one when it is built, else pure Python."""

from __future__ import annotations

import os

from wari_desktop.ai import core
from wari_desktop.ai.search import Searcher


def test_the_compiled_core_is_built_where_it_is_required() -> None:
    # CI sets WARI_REQUIRE_CCORE=1: there a missing C core is a failure, not a fallback.
    if os.environ.get("WARI_REQUIRE_CCORE") == "1":
        assert core.COMPILED, "the C core did not build: see the warning of pip install -e ."
    assert ("compiled C" if core.COMPILED else "pure Python") == core.CORE


def test_the_pure_python_search_can_always_be_asked_for() -> None:
    searcher = core.make_searcher(compiled=False)
    assert type(searcher) is Searcher


def test_make_searcher_uses_the_compiled_core_when_built() -> None:
    searcher = core.make_searcher()
    assert (type(searcher) is not Searcher) == core.COMPILED


class _OpaqueTable:
    """An endgame table that does not show its bytes: only the Python search reads it."""

    max_seeds = 2

    def probe(self, board: tuple[int, ...]) -> int | None:
        return 0

    def is_exact(self, board: tuple[int, ...]) -> bool | None:
        return True


def test_a_table_the_c_core_cannot_read_falls_back_to_python() -> None:
    assert type(core.make_searcher(table=_OpaqueTable())) is Searcher
