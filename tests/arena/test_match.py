"""Engine matches: the Elo arithmetic, a tiny match, and the OpenSpiel move mapping."""

from __future__ import annotations

import itertools
import math
import random

import pytest

from wari_desktop.arena.match import (
    LevelEngine,
    SideSettings,
    elo_estimate,
    elo_from_score,
    format_elo,
    game_specs,
    main,
    make_engine,
    parse_args,
    random_opening,
    run_match,
    score_fraction,
)
from wari_desktop.arena.openspiel_bot import (
    OpenSpielMismatch,
    action_for,
    board_of,
    check_same,
    follow,
    move_for,
)
from wari_desktop.rules import SEEDS, Game, Player

# -- Elo -------------------------------------------------------------------------------


def test_even_score_is_zero_elo() -> None:
    assert elo_from_score(0.5) == 0.0
    assert elo_estimate(10, 0, 10).elo == 0.0


def test_three_quarters_is_about_191() -> None:
    assert elo_from_score(0.75) == pytest.approx(190.85, abs=0.01)
    assert elo_from_score(0.25) == pytest.approx(-190.85, abs=0.01)


def test_elo_is_monotonic() -> None:
    values = [elo_from_score(i / 100) for i in range(101)]
    assert values[0] == -math.inf and values[-1] == math.inf
    assert all(a < b for a, b in itertools.pairwise(values))


def test_draws_count_half() -> None:
    assert score_fraction(1, 2, 1) == 0.5
    assert score_fraction(3, 1, 0) == 0.875


def test_error_shrinks_with_more_games() -> None:
    errors = [elo_estimate(3 * n, 0, n).error for n in (10, 40, 160)]
    assert errors[0] > errors[1] > errors[2] > 0


def test_interval_contains_estimate() -> None:
    for wins, draws, losses in [(1, 0, 1), (30, 0, 10), (3, 0, 37), (5, 30, 5), (39, 1, 0)]:
        estimate = elo_estimate(wins, draws, losses)
        assert estimate.low < estimate.elo < estimate.high


def test_perfect_scores_give_bounds() -> None:
    won = elo_estimate(20, 0, 0)
    assert won.elo == math.inf and won.high == math.inf and 200 < won.low < 400
    assert format_elo(won).startswith("> +")
    lost = elo_estimate(0, 0, 20)
    assert lost.elo == -math.inf and lost.low == -math.inf and lost.high == pytest.approx(-won.low)
    assert format_elo(lost).startswith("< -")


# -- matches ---------------------------------------------------------------------------


def test_openings_are_seeded_and_legal() -> None:
    first = random_opening(6, random.Random("1-0"))
    assert first == random_opening(6, random.Random("1-0"))
    game = Game()
    for move in first:
        game.play(move)
    assert len(first) == 6 and not game.is_over()


def test_pairs_share_an_opening_with_sides_swapped() -> None:
    specs = game_specs("club", "casual", 4, 4, 3, 0.01, 0)
    assert [s.a_south for s in specs] == [True, False, True, False]
    assert specs[0].opening == specs[1].opening != specs[2].opening


def test_tiny_match_totals_are_consistent() -> None:
    specs = game_specs("casual", "beginner", 2, 2, 5, 0.02, 0)
    result = run_match(specs)
    assert len(result.games) == 2
    assert result.wins + result.draws + result.losses == 2
    assert result.points == result.wins + result.draws / 2
    for game in result.games:
        south, north = game.totals
        assert south + north <= SEEDS and game.moves > 2
        a_total, b_total = (south, north) if game.a_south else (north, south)
        assert game.a_points == (1.0 if a_total > b_total else 0.5 if a_total == b_total
                                 else 0.0)
    assert "casual vs beginner" in result.summary()


def test_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--south", "casual", "--north", "beginner", "--games", "1",
                 "--seconds", "0.01"]) == 0
    out = capsys.readouterr().out
    assert "game   1: casual (S) - beginner (N)" in out and "Elo difference" in out
    with pytest.raises(SystemExit):
        parse_args(["--a", "club"])
    with pytest.raises(SystemExit):
        parse_args(["--a", "club", "--b", "grandmaster"])


# -- OpenSpiel mapping -----------------------------------------------------------------


class FakeOware:
    """An OpenSpiel-like oware state over our own rules: actions 0..5 relative to the player
    to move, an observation tensor of 12 houses and 2 scores divided by 48. It checks the
    mapping code only (our rules against themselves); the rules are compared with
    OpenSpiel's own by ``openspiel_state``."""

    def __init__(self) -> None:
        self.game = Game()

    def current_player(self) -> int:
        return 0 if self.game.to_move is Player.SOUTH else 1

    def legal_actions(self) -> list[int]:
        return sorted(action_for(m) for m in self.game.legal_moves())

    def apply_action(self, action: int) -> None:
        self.game.play(move_for(action, self.current_player()))

    def is_terminal(self) -> bool:
        return self.game.is_over()

    def observation_tensor(self, player: int) -> list[float]:
        position = self.game.position
        return [c / SEEDS for c in (*position.houses, *position.stores)]


def openspiel_state() -> object:
    """A real OpenSpiel oware state; the test is skipped, saying why, without open_spiel
    (the test extras install it on Linux x86-64, where its wheels are)."""
    pyspiel = pytest.importorskip(
        "pyspiel", reason="open_spiel is not installed (the test extras install it on Linux "
        "x86-64 only): our rules are not compared with OpenSpiel's here")
    return pyspiel.load_game("oware").new_initial_state()


def test_actions_are_houses_of_the_player_to_move() -> None:
    assert [action_for(m) for m in "AFaf"] == [0, 5, 0, 5]
    assert move_for(2, 0) == "C" and move_for(2, 1) == "c"
    with pytest.raises(ValueError):
        action_for("G")
    with pytest.raises(ValueError):
        move_for(6, 0)


@pytest.mark.parametrize("make", [FakeOware, openspiel_state], ids=["fake", "openspiel"])
def test_state_follows_our_game(make: type) -> None:
    state = make()
    game = Game()
    assert board_of(state) == ((4,) * 12, (0, 0))
    rng = random.Random(11)
    while not game.is_over():
        move = rng.choice(game.legal_moves())
        game.play(move)
        follow(state, game, [move])  # compares board, stores, player, legal moves, end
    assert state.is_terminal()


def test_a_disagreement_is_reported() -> None:
    state = FakeOware()
    game = Game()
    game.play("C")
    with pytest.raises(OpenSpielMismatch):
        check_same(state, game)
    state.apply_action(action_for("C"))
    check_same(state, game)


def test_each_side_can_have_its_own_time_core_and_clock() -> None:
    args = parse_args(["--a", "master", "--b", "master", "--a-seconds", "0.1",
                       "--b-seconds", "1", "--b-core", "python", "--cpu"])
    assert args.sides == (SideSettings(0.1, None, True), SideSettings(1.0, "python", True))
    engine = make_engine("master", None, 0, 1, None, args.sides[1])
    assert isinstance(engine, LevelEngine)
    assert (engine.seconds, engine.compiled, engine.cpu) == (1.0, False, True)
    assert make_engine("club", 0.3, 0, 1).seconds == 0.3  # type: ignore[attr-defined]
    for wrong in (["--a", "club", "--b", "club", "--b-core", "java"],
                  ["--a", "club", "--b", "club", "--a-seconds", "0"],
                  ["--a", "club", "--opponent", "openspiel-mcts", "--b-core", "python"]):
        with pytest.raises(SystemExit):
            parse_args(wrong)


def test_the_match_can_fix_our_levels_search_threads() -> None:
    args = parse_args(["--a", "master", "--b", "master", "--threads", "1", "--b-core",
                       "python"])
    assert [side.threads for side in args.sides] == [1, 1]
    assert args.sides[0].describe(1.0) == "1 s wall-clock a move, 1 thread"
    assert args.sides[1].describe(1.0) == "1 s wall-clock a move, python core"
    engine = make_engine("master", 1.0, 0, 1, None, args.sides[0])
    assert isinstance(engine, LevelEngine) and engine.threads == 1
    assert SideSettings(threads=2).describe(2.0) == "2 s wall-clock a move, 2 threads"
    for wrong in ("0", "257", "two"):
        with pytest.raises(SystemExit):
            parse_args(["--a", "club", "--b", "club", "--threads", wrong])


def test_a_side_forced_onto_the_python_search_plays_on_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import wari_desktop.ai.analysis as analysis

    asked: list[tuple[bool | None, bool]] = []
    real = analysis.make_searcher
    real_limits = analysis.Limits

    def recording(*args: object, **kwargs: object) -> object:
        searcher = real(*args, **kwargs)  # type: ignore[arg-type]
        asked.append((kwargs.get("compiled"), type(searcher).__name__ == "Searcher"))  # type: ignore[arg-type]
        return searcher

    clocks: list[bool] = []

    def limits(*args: object) -> object:
        made = real_limits(*args)  # type: ignore[arg-type]
        clocks.append(made.cpu)
        return made

    monkeypatch.setattr(analysis, "make_searcher", recording)
    monkeypatch.setattr(analysis, "Limits", limits)
    specs = game_specs("club", "club", 1, 2, 4, None, 0,
                       sides=(SideSettings(core=None), SideSettings(0.5, "python", True)))
    result = run_match(specs)
    assert result.games[0].moves > 2
    assert (False, True) in asked  # b searched in pure Python
    assert any(compiled is None for compiled, _ in asked)  # a on the default core
    assert True in clocks and False in clocks  # b's seconds on the CPU clock, a's not
