"""OpenSpiel's MCTS bot as an opponent, for measuring the engine against an outside player.

OpenSpiel's ``oware`` game numbers the houses as we do (``A..F`` are houses 0..5 of player
0 = South, ``a..f`` houses 6..11 of player 1 = North) and its actions are 0..5 *relative to
the player to move*: action ``i`` plays ``A..F[i]`` for South and ``a..f[i]`` for North. Its
rules are ours (grand slam captures nothing, feeding, famine and repetition collect), so
the OpenSpiel state only follows our ``Game``, which stays the referee: every move is
applied to both and the boards are compared after each one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from ..rules import SEEDS, Game, Player

SOUTH_LETTERS = "ABCDEF"
NORTH_LETTERS = "abcdef"


class SpielState(Protocol):
    """The part of ``pyspiel.State`` this module uses (a fake one will do in tests)."""

    def current_player(self) -> int: ...
    def legal_actions(self) -> list[int]: ...
    def apply_action(self, action: int) -> None: ...
    def is_terminal(self) -> bool: ...
    def observation_tensor(self, player: int) -> list[float]: ...


class OpenSpielMismatch(RuntimeError):
    """OpenSpiel's state disagrees with our game (board, stores, player or end)."""


def action_for(move: str) -> int:
    """OpenSpiel's action for a house letter: its index in the mover's own row."""
    if len(move) == 1 and move in SOUTH_LETTERS:
        return SOUTH_LETTERS.index(move)
    if len(move) == 1 and move in NORTH_LETTERS:
        return NORTH_LETTERS.index(move)
    raise ValueError(f"{move!r} is not a house letter (A-F or a-f)")


def move_for(action: int, player: int) -> str:
    """The house letter of OpenSpiel's ``action`` for ``player`` (0 South, 1 North)."""
    if not 0 <= action < 6 or player not in (0, 1):
        raise ValueError(f"no house for action {action} of player {player}")
    return (SOUTH_LETTERS if player == 0 else NORTH_LETTERS)[action]


def spiel_player(player: Player) -> int:
    """OpenSpiel's player number: 0 for South, 1 for North."""
    return 0 if player is Player.SOUTH else 1


def board_of(state: SpielState) -> tuple[tuple[int, ...], tuple[int, int]]:
    """Houses ``A..F a..f`` and stores ``(south, north)`` of an OpenSpiel oware state
    (its observation tensor holds the 12 houses then the 2 scores, each divided by 48)."""
    counts = [round(x * SEEDS) for x in state.observation_tensor(0)]
    return tuple(counts[:12]), (counts[12], counts[13])


def check_same(state: SpielState, game: Game) -> None:
    """OpenSpielMismatch unless the state shows the game's board, stores, player to move
    and legal moves (a finished game is only compared by whether both have ended)."""
    if state.is_terminal() or game.is_over():
        if state.is_terminal() != game.is_over():
            raise OpenSpielMismatch(
                f"OpenSpiel {'has' if state.is_terminal() else 'has not'} ended the game, "
                f"ours {'has' if game.is_over() else 'has not'} ({game.position})")
        return
    houses, stores = board_of(state)
    position = game.position
    if houses != position.houses or stores != position.stores:
        raise OpenSpielMismatch(f"boards differ: OpenSpiel {houses} {stores}, "
                                f"ours {position}")
    if state.current_player() != spiel_player(position.to_move):
        raise OpenSpielMismatch(f"OpenSpiel has player {state.current_player()} to move, "
                                f"ours {position.to_move.label}")
    theirs = sorted(move_for(a, state.current_player()) for a in state.legal_actions())
    if theirs != sorted(game.legal_moves()):
        raise OpenSpielMismatch(f"legal moves differ: OpenSpiel {theirs}, "
                                f"ours {game.legal_moves()}")


def follow(state: SpielState, game: Game, moves: Sequence[str]) -> None:
    """Apply ``moves`` (already played in ``game``) to ``state``, comparing at the end."""
    for move in moves:
        state.apply_action(action_for(move))
    check_same(state, game)


class OpenSpielMCTS:
    """OpenSpiel's ``MCTSBot`` with a random-rollout evaluator, playing our ``Game``.

    It keeps an OpenSpiel state in step with the game (rebuilt from the start when the
    game is not a continuation of the last one it saw).
    """

    def __init__(self, simulations: int = 4000, seed: int = 0, uct_c: float = 2.0) -> None:
        import numpy as np
        import pyspiel
        from open_spiel.python.algorithms import mcts

        self.name = f"openspiel-mcts-{simulations}"
        self._spiel_game = pyspiel.load_game("oware")
        rng = np.random.RandomState(seed)
        self._bot = mcts.MCTSBot(
            self._spiel_game, uct_c=uct_c, max_simulations=simulations,
            evaluator=mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng),
            random_state=rng)
        self._state: Any = None
        self._moves: list[str] = []

    def state_for(self, game: Game) -> Any:
        """The OpenSpiel state of ``game`` (which must start from the standard start)."""
        moves = game.moves
        if self._state is None or moves[: len(self._moves)] != self._moves:
            self._state = self._spiel_game.new_initial_state()
            self._moves = []
        follow(self._state, game, moves[len(self._moves):])
        self._moves = list(moves)
        return self._state

    def choose(self, game: Game) -> str:
        """The bot's move in ``game``, as a letter."""
        state = self.state_for(game)
        action = self._bot.step(state)
        return move_for(action, state.current_player())
