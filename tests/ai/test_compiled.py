"""The compiled search core against the pure-Python reference: at fixed depths 1-8, on
thousands of positions (seeded random games with their history for the repetition rule,
both grand-slam policies, famine and feeding positions, endgame-table probes), both must
report the same value, best move, principal variation, move scores and node count.

What they compare and what they do not: the compiled core does two things the reference
does not, and neither is compared here. Its timed searches keep the transposition table
between searches of the same settings (``keep_table``; tests/ai/test_kept_table.py), and
it may add Lazy SMP helper threads; a search to a fixed depth does neither (a fresh table,
one thread), so every comparison below is of fixed-depth searches.

CI sets ``WARI_REQUIRE_CCORE=1``: there the compiled core must have been built, and these
tests fail (never skip) if it was not.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from wari_desktop.ai import core
from wari_desktop.ai.analysis import history_keys
from wari_desktop.ai.board import Board, children, normalise
from wari_desktop.ai.endgame import EndgameTable, build_table
from wari_desktop.ai.evaluate import Weights, evaluate
from wari_desktop.ai.openings import random_play
from wari_desktop.ai.search import Iteration, Key, Limits, Searcher
from wari_desktop.rules import Game, GrandSlam, Player, Position, Rules

if not core.COMPILED and os.environ.get("WARI_REQUIRE_CCORE") != "1":
    pytest.skip("the compiled core is not built here (CI requires it)", allow_module_level=True)

from wari_desktop.ai import _csearch
from wari_desktop.ai.compiled import CompiledSearcher

Case = tuple[Board, int, int, set[Key]]


def case_of(game: Game) -> Case:
    """A game's position as the search sees it, with the game's history."""
    position = game.position
    mover = position.to_move
    return (normalise(position), position.stores[mover], position.stores[mover.opponent],
            history_keys(game) if game.rules.end_on_repetition else set())


def random_cases(count: int, seed: int, rules: Rules, plies: tuple[int, int]) -> list[Case]:
    """Positions of seeded random games, not over, with at least two moves."""
    rng = random.Random(seed)
    cases: list[Case] = []
    while len(cases) < count:
        game = random_play(Game(rules=rules), rng.randint(*plies), rng)
        if not game.is_over() and len(game.legal_moves()) >= 2:
            cases.append(case_of(game))
    return cases


def sparse_cases(count: int, seed: int, rules: Rules, most: int) -> list[Case]:
    """Endings: a few seeds scattered (often one side empty: feeding or famine), then
    some random plies so that the game has a history of positions that can recur."""
    rng = random.Random(seed)
    cases: list[Case] = []
    while len(cases) < count:
        seeds = rng.randint(1, most)
        houses = [0] * 12
        side = rng.choice([range(12), range(6), range(6, 12)])
        for _ in range(seeds):
            houses[rng.choice(side)] += 1
        rest = 48 - seeds
        south = rng.randint(max(0, rest - 24), min(24, rest))
        to_move = rng.choice([Player.SOUTH, Player.NORTH])
        game = Game(Position(tuple(houses), (south, rest - south), to_move), rules)
        if game.is_over():
            continue
        random_play(game, rng.randint(0, 30), rng)
        if not game.is_over():
            cases.append(case_of(game))
    return cases


def both(case: Case, depth: int, all_moves: bool = False, **settings: object
         ) -> tuple[list[Iteration], list[Iteration], CompiledSearcher]:
    """The iterations of both cores, clocks zeroed."""
    board, my, opp, seen = case
    limits = Limits(depth=depth)
    python = Searcher(**settings)  # type: ignore[arg-type]
    compiled = CompiledSearcher(**settings, hash_mb=16)  # type: ignore[arg-type]
    a = [replace(i, seconds=0.0) for i in python.iterate(board, my, opp, seen, limits, all_moves)]
    b = [replace(i, seconds=0.0)
         for i in compiled.iterate(board, my, opp, seen, limits, all_moves)]
    return a, b, compiled


def assert_same(case: Case, depth: int, all_moves: bool = False, **settings: object) -> None:
    a, b, compiled = both(case, depth, all_moves, **settings)
    assert compiled.evictions == 0  # a lost table entry would change the search itself
    assert len(a) == depth or not children(case[0])
    # Every depth 1..depth: value, best move, line, move scores and nodes searched.
    assert a == b, (case, settings, all_moves)


def spread(cases: list[Case], depths: tuple[int, ...]) -> Iterator[tuple[Case, int]]:
    """Each case with a depth, deep searches on fewer cases (the reference is slow)."""
    for i, case in enumerate(cases):
        yield case, depths[i % len(depths)]


def test_children_and_evaluation_agree_on_thousands_of_boards() -> None:
    weights = Weights(side_seed=7, vulnerable=31, kroo=55, empty=101)
    rules = Rules(grand_slam=GrandSlam.FORBIDDEN)
    cases = (random_cases(800, 1, Rules(), (0, 120)) + random_cases(400, 2, rules, (0, 120))
             + sparse_cases(800, 3, Rules(), 14))
    for board, my, opp, _seen in cases:
        for forbid in (False, True):
            slam = GrandSlam.FORBIDDEN if forbid else GrandSlam.CAPTURES_NOTHING
            assert _csearch.children(board, forbid) == children(board, slam)
        assert _csearch.evaluate(board, my, opp) == evaluate(board, my, opp)
        assert _csearch.evaluate(board, my, opp, (7, 31, 55, 101)) == evaluate(
            board, my, opp, weights)


def test_random_middle_games_at_depths_1_to_8() -> None:
    # Iterative deepening compares every depth up to the last: 1,200 positions reach
    # depth 4, 300 depth 6 and 60 depth 8.
    cases = random_cases(1200, 10, Rules(), (0, 70))
    for case, depth in spread(cases, (4, 4, 4, 6, 4, 4, 4, 6, 4, 4, 4, 4, 4, 4, 4, 6, 4, 4, 4,
                                      8)):
        assert_same(case, depth)


def test_analysis_mode_scores_every_move_alike() -> None:
    for case, depth in spread(random_cases(300, 11, Rules(), (0, 70)), (3, 5, 3, 6)):
        assert_same(case, depth, all_moves=True)


def test_grand_slam_forbidden_and_repetition_off() -> None:
    forbidden = Rules(grand_slam=GrandSlam.FORBIDDEN)
    for case, depth in spread(random_cases(300, 12, forbidden, (10, 90)), (4, 5, 6)):
        assert_same(case, depth, grand_slam=GrandSlam.FORBIDDEN)
    for case, depth in spread(sparse_cases(200, 13, forbidden, 12), (5, 7)):
        assert_same(case, depth, grand_slam=GrandSlam.FORBIDDEN)
    free = Rules(end_on_repetition=False)
    for case, depth in spread(sparse_cases(200, 14, free, 12), (5, 7)):
        assert_same(case, depth, repetition=False)


def test_endings_with_famine_feeding_and_repeated_positions() -> None:
    # Few seeds: lines cycle, so the game's history and the path decide values.
    cases = sparse_cases(600, 15, Rules(), 10)
    assert sum(bool(seen) and len(seen) > 1 for *_, seen in cases) > 300
    for case, depth in spread(cases, (6, 8, 6, 7)):
        assert_same(case, depth)


def test_the_levels_settings_quiescence_weights_and_reductions() -> None:
    weights = Weights(side_seed=5, vulnerable=20, kroo=90, empty=140)
    for i, (case, depth) in enumerate(spread(random_cases(240, 16, Rules(), (0, 80)),
                                             (2, 4, 5))):
        assert_same(case, depth, i % 2 == 0, quiescence=(0, 1, 2, 6)[i % 4],
                    weights=weights if i % 3 == 0 else Weights(), reductions=i % 5 != 0)


def test_the_table_at_every_depth_and_the_window_on_the_last_depth() -> None:
    # tt_depth 1 (every node with plies left uses the table) and aspiration_lag 1 (the
    # window centred on the last depth's value): the settings before they were tuned.
    cases = random_cases(200, 18, Rules(), (0, 80)) + sparse_cases(100, 19, Rules(), 12)
    for i, (case, depth) in enumerate(spread(cases, (4, 6, 7))):
        assert_same(case, depth, tt_depth=(1, 2, 3, 5)[i % 4], aspiration_lag=1 + i % 2)


def test_mtdf_passes_search_alike() -> None:
    # The MTD(f) driver is the reference's own: each null-window pass of the C core must
    # give what the reference's gives (values, moves, lines and nodes at every depth).
    cases = random_cases(120, 21, Rules(), (0, 80)) + sparse_cases(60, 22, Rules(), 12)
    for case, depth in spread(cases, (4, 6, 7)):
        assert_same(case, depth, mtdf=True)


def test_house_only_history_searches_alike() -> None:
    # seed_history=False (killers and history by house alone, the order before) is kept
    # for A/B matches; the C core must still order as the reference does.
    cases = random_cases(120, 23, Rules(), (0, 80)) + sparse_cases(60, 24, Rules(), 12)
    for case, depth in spread(cases, (4, 6, 7)):
        assert_same(case, depth, seed_history=False)


def test_keys_with_graph_history_search_alike() -> None:
    # graph_history=True (the table keyed by the level's earlier positions too: exact
    # under the repetition rule, off by default for its cost) is kept for analysis and
    # A/B matches; on endings, where lines cycle, it changes the search (56 of these 260
    # cases search other nodes), and the C core must still search as the reference does.
    cases = sparse_cases(200, 25, Rules(), 10) + random_cases(60, 26, Rules(), (0, 80))
    for case, depth in spread(cases, (6, 8, 6, 7)):
        assert_same(case, depth, graph_history=True)


def test_bad_tt_depth_and_aspiration_lag_are_refused() -> None:
    for settings in ({"tt_depth": 0}, {"tt_depth": 65}, {"aspiration_lag": 3},
                     {"cycle_leaves": 4}, {"cycle_leaves": -1}):
        with pytest.raises(ValueError):
            Searcher(**settings)  # type: ignore[arg-type]
        with pytest.raises(ValueError):
            CompiledSearcher(**settings, hash_mb=1)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="tt_depth"):
        _csearch.SearchCore(1, tt_depth=0)


@pytest.fixture(scope="module")
def table() -> EndgameTable:
    return build_table(7)


def test_endgame_table_probes(table: EndgameTable) -> None:
    cases = sparse_cases(300, 17, Rules(), 14)
    assert sum(sum(board) <= 7 for board, *_ in cases) > 50
    for case, depth in spread(cases, (4, 6, 8)):
        assert_same(case, depth, table=table)


@pytest.mark.parametrize("cycle_leaves", [1, 2, 3])
def test_cycle_convention_leaves_search_alike(table: EndgameTable, cycle_leaves: int) -> None:
    # cycle_leaves 1-3 (a leaf valued by the table's cycle convention is a likely result,
    # or after a quiet move the evaluation's, or a likely result from its own split)
    # change the values of endings under 8 seeds; the C core must still search as the
    # reference does.
    cases = sparse_cases(300, 17, Rules(), 14)
    changed = 0
    for case, depth in spread(cases, (4, 6, 8)):
        assert_same(case, depth, table=table, cycle_leaves=cycle_leaves)
        board, my, opp, seen = case
        scores = (list(CompiledSearcher(table=table, cycle_leaves=mode, hash_mb=16).iterate(
            board, my, opp, seen, Limits(depth=depth)))[-1].score for mode in (cycle_leaves, 0))
        changed += len(set(scores)) > 1
    assert changed > 5


def test_a_table_of_the_wrong_size_is_refused() -> None:
    with pytest.raises(ValueError, match="holds"):
        _csearch.SearchCore(1, None, False, True, 6, b"\0" * 10, 3)
    with pytest.raises(ValueError):
        _csearch.SearchCore(0)


def test_bad_boards_are_refused_and_change_nothing() -> None:
    engine = _csearch.SearchCore(1)
    engine.begin((4,) * 12, [], None)
    for board in [(4,) * 11, (49,) + (0,) * 11, (-1,) + (4,) * 11, (5,) * 12]:
        with pytest.raises(ValueError):
            engine.root(board, 0, 0, 3, -10**6, 10**6, {}, False)
    aborted, best, scores, _ = engine.root((4,) * 12, 0, 0, 3, -10**6, 10**6, {}, False)
    assert not aborted and set(scores) == set(range(6)) and best == max(scores.values())


def test_a_search_from_the_start_is_deterministic_and_agrees_deep() -> None:
    case: Case = ((4,) * 12, 0, 0, set())
    first = both(case, 9)[1]
    again = both(case, 9)[1]
    assert first == again
    assert_same(case, 9)


def test_the_search_releases_the_interpreter_lock() -> None:
    # One call searching for 0.5 s: if it held the lock, a Python thread could not run
    # at all until it returned; with the lock released it ticks all along.
    engine = _csearch.SearchCore(16)
    engine.begin((4,) * 12, [], 0.5)
    stop = threading.Event()
    ticks = [0]

    def count() -> None:
        while not stop.is_set():
            ticks[0] += 1
            time.sleep(0.002)

    counter = threading.Thread(target=count)
    counter.start()
    time.sleep(0.01)
    before = ticks[0]
    aborted, *_ = engine.root((4,) * 12, 0, 0, 64, -10**6, 10**6, {}, False)
    during = ticks[0] - before
    stop.set()
    counter.join()
    assert aborted  # the time ran out inside the one call
    assert during >= 10


def test_a_cancel_from_another_thread_stops_the_compiled_search() -> None:
    cancel = threading.Event()
    timer = threading.Timer(0.2, cancel.set)
    timer.start()
    # No depth or time limit: only the cancel ends the search (how soon it does is
    # bench_time_control's to measure).
    iterations = list(CompiledSearcher().iterate((4,) * 12, 0, 0,
                                                 limits=Limits(cancel=cancel)))
    timer.join()
    assert cancel.is_set()
    assert iterations and iterations[-1].depth < 64


def test_the_library_loaded_is_the_one_asked_for() -> None:
    """Under Wine (packaging/check_windows_core.py) WARI_SEARCH_LIBRARY names the mingw-w64
    DLL of the installer: these tests must run against it, not against a fallback."""
    wanted = os.environ.get("WARI_SEARCH_LIBRARY")
    path = _csearch.library_path()
    if wanted:
        assert str(path) == wanted
    assert path.name.startswith("_csearch_core")


@pytest.mark.parametrize("content", [None, b"not a library"])
def test_a_missing_or_broken_library_means_the_python_search(tmp_path: Path,
                                                              content: bytes | None) -> None:
    library = tmp_path / "_csearch_core.so"
    if content is not None:
        library.write_bytes(content)
    root = str(Path(__file__).resolve().parents[2])  # (an embedded Python ignores PYTHONPATH)
    code = (f"import sys; sys.path.insert(0, {root!r})\n"
            "from wari_desktop.ai import core; print(core.CORE)\n"
            "try:\n    import wari_desktop.ai._csearch\n"
            "except ImportError as error:\n    print(error)\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            env={**os.environ, "WARI_SEARCH_LIBRARY": str(library)},
                            check=True)
    first, reason = result.stdout.splitlines()[:2]
    assert first == "pure Python"
    assert "compiled search core" in reason and str(library) in reason


def test_one_thread_at_a_time_uses_an_engine() -> None:
    engine = _csearch.SearchCore(4)
    engine.begin((4,) * 12, [], None)  # no time limit: it searches until stopped
    outcome: list[bool] = []
    worker = threading.Thread(target=lambda: outcome.append(
        engine.root((4,) * 12, 0, 0, 64, -10**6, 10**6, {}, False)[0]))
    worker.start()
    deadline = time.monotonic() + 10
    while not engine._busy.locked() and time.monotonic() < deadline:  # the worker is in
        time.sleep(0.001)
    with pytest.raises(RuntimeError, match="another thread"):
        engine.root((4,) * 12, 0, 0, 3, -10**6, 10**6, {}, False)
    with pytest.raises(RuntimeError, match="another thread"):
        engine.clear()
    engine.stop()  # any thread may stop it
    worker.join(5)
    assert outcome == [True]  # stopped before depth 64
    aborted, best, scores, _ = _csearch.SearchCore(4).root((4,) * 12, 0, 0, 2, -10**6, 10**6, {},
                                                       False)
    assert not aborted and len(scores) == 6 and best == max(scores.values())


@pytest.mark.parametrize(("cores", "threads"), [(1, 1), (2, 2), (3, 2), (16, 2)])
def test_the_default_is_two_threads_where_there_are_two_cores(
        monkeypatch: pytest.MonkeyPatch, cores: int, threads: int) -> None:
    from wari_desktop.ai import compiled

    assert 1 <= compiled.usable_cores() <= (os.cpu_count() or 1)
    monkeypatch.setattr(compiled, "usable_cores", lambda: cores)
    assert compiled.default_threads() == threads
