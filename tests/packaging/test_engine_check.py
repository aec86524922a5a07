"""``packaging/engine_check.py``: the protocol conversation the installer checks hold with
an installed ``wari-engine``, tried here on the source tree's own engine."""

from __future__ import annotations

import sys

from .helpers import load

engine_check = load("engine_check")


def test_legal_moves_are_told_from_illegal_ones() -> None:
    # after F then a from the start, South's F is empty and a is North's house
    assert engine_check.legal_move("E")
    assert not engine_check.legal_move("F")
    assert not engine_check.legal_move("a")
    assert not engine_check.legal_move("")
    assert not engine_check.legal_move("EE")


def test_a_conversation_with_the_source_engine() -> None:
    run = engine_check.run_engine([sys.executable, "-m", "wari_desktop.engine"],
                                  seconds=0.2)
    assert run.version.startswith("wari-engine ")
    assert run.legal, run.transcript
    assert run.depth >= 4 and run.nps > 0, run.transcript
    assert "uciok" in run.transcript and "readyok" in run.transcript
