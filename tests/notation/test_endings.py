"""Every ending a record can hold is written with a ``Result`` that names the winner (the
larger number; ``*`` for no result) and a ``Termination`` a person reads, and reads back
with the same winner and the same ending."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from wari_desktop import notation
from wari_desktop.notation import Record
from wari_desktop.rules import EmptySide, Game, Player, Position, Rules

SOUTH, NORTH = Player.SOUTH, Player.NORTH
DATA = Path(__file__).parent / "data"


def game_of(*moves: str, start: Position | None = None, rules: Rules | None = None) -> Game:
    game = Game(start, rules or Rules())
    for move in moves:
        game.play(move)
    return game


def tag(text: str, name: str) -> str:
    found = re.search(rf'^\[{name} "(.*)"\]$', text, re.MULTILINE)
    assert found is not None, text
    return found.group(1)


def numbers(result: str) -> tuple[int, int]:
    south, north = result.split("-")
    return int(south), int(north)


def position(houses: list[int], stores: tuple[int, int], to_move: Player = SOUTH) -> Position:
    return Position(tuple(houses), stores, to_move)


# -- forfeits: the winner's number is the larger -----------------------------------------

def test_a_resignation_gives_the_winner_the_larger_number() -> None:
    game = game_of("F", "f", "E", "e")
    game_north_ahead = game_of("F", "f", "E", "e", "D", "d", "C", "c")
    for played in (game, game_north_ahead):
        for loser in Player:
            text = notation.dumps(Record.from_game(played, resigned=loser))
            south, north = numbers(tag(text, "Result"))
            assert (south > north) == (loser is NORTH), text
            assert tag(text, "Termination") == f"{loser.label} resigned"
            assert text.rstrip().endswith(tag(text, "Result"))


def test_a_loss_on_time_names_the_loser_and_gives_the_winner_the_larger_number() -> None:
    game = game_of("F", "f", "E", "e")
    text = notation.dumps(Record.from_game(game, lost_on_time=SOUTH))
    assert tag(text, "Termination") == "South lost on time"
    south, north = numbers(tag(text, "Result"))
    assert north > south
    back = notation.loads(text)
    assert back.lost_on_time is SOUTH and back.resigned is None


def test_a_forfeit_leaves_the_loser_its_seeds_and_gives_the_winner_the_board() -> None:
    game = game_of("F", "f", "E", "e", "D", "d", "C", "c")
    stores = game.scores
    text = notation.dumps(Record.from_game(game, resigned=NORTH))
    assert numbers(tag(text, "Result")) == (48 - stores[1], stores[1])


def test_a_loser_one_seed_from_a_draw_still_reads_as_the_loser() -> None:
    # North has 24: the board's 48 - 24 would read as a draw, so the winner is given 25.
    start = position([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2], (21, 24))
    text = notation.dumps(Record.from_game(Game(start), resigned=NORTH))
    assert numbers(tag(text, "Result")) == (25, 24)
    assert notation.loads(text).winner() is SOUTH


def test_an_old_time_forfeit_still_reads_as_a_loss_by_the_side_to_move() -> None:
    record = notation.loads('[Termination "time forfeit"]\n\n1. F f 2. E 0-0\n')
    assert record.lost_on_time is NORTH and record.winner() is SOUTH
    text = notation.dumps(record)
    assert tag(text, "Termination") == "North lost on time"


# -- endings by the rules and by agreement -----------------------------------------------

def rule_endings() -> dict[str, tuple[Game, str, str]]:
    """A game for each end by the rules: the game, its Result, its Termination."""
    tutti = Rules(empty_side=EmptySide.GAME_ENDS)
    repetition = notation.loads((DATA / "repetition.ogn").read_text(encoding="utf-8")).game
    return {
        "majority": (
            game_of("F", start=position([0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0, 0], (23, 20))),
            "25-20", "The game ended by the rules: South has a majority (25 seeds); "
                     "South wins 25-20"),
        "even-split": (
            Game(position([0] * 12, (24, 24))), "24-24",
            "The game ended by the rules: each player has 24 seeds; a draw, 24-24"),
        "famine": (
            game_of("f", start=position([0] * 11 + [1], (24, 23), NORTH)), "25-23",
            "The game ended by the rules: South cannot feed North (must feed); each "
            "player took the seeds on their side; South wins 25-23"),
        "repetition": (
            repetition, "22-26", "The game ended by the rules: a position came back "
                                 "(repetition); each player took the seeds on their side; "
                                 "North wins 22-26"),
        "empty-side": (
            game_of("F", start=position([0, 0, 0, 0, 0, 1, 0, 0, 1, 1, 1, 1], (20, 23)),
                    rules=tutti), "20-28",
            "The game ended by the rules: South's side is empty (tutti a casa); each "
            "player took the seeds on their side; North wins 20-28"),
    }


@pytest.mark.parametrize("reason", ["majority", "even-split", "famine", "repetition",
                                    "empty-side"])
def test_an_end_by_the_rules_says_why_and_who_won(reason: str) -> None:
    game, result, termination = rule_endings()[reason]
    assert game.outcome is not None and game.outcome.reason.value == reason
    text = notation.dumps(Record.from_game(game, {"South": "Ama", "North": "Kofi"}))
    assert tag(text, "Result") == result
    assert tag(text, "Termination") == termination
    back = notation.loads(text)
    assert back.game.outcome == game.outcome
    assert back.winner() is game.outcome.winner
    assert notation.dumps(back) == text
    if back.game.moves:  # the end taken back: its words go with it
        back.game.undo()
        again = notation.dumps(back)
        assert "Termination" not in again and tag(again, "Result") == "*"


@pytest.mark.parametrize("moves", ["FfEe", "FfEeDdCc"])
def test_an_end_by_agreement_gives_each_side_its_seeds(moves: str) -> None:
    game = game_of(*moves)
    outcome = game.agree_to_end()
    south, north = outcome.totals
    text = notation.dumps(Record.from_game(game))
    assert tag(text, "Result") == f"{south}-{north}"
    winner = "South" if south > north else "North"
    verdict = f"a draw, {south}-{north}" if south == north else f"{winner} wins {south}-{north}"
    assert tag(text, "Termination") == ("Ended by agreement: each player took the seeds on "
                                        f"their side; {verdict}")
    back = notation.loads(text)
    assert back.game.outcome == outcome and back.winner() is outcome.winner


# -- the words stay with their numbers ---------------------------------------------------

def test_a_move_number_stays_on_the_line_of_its_move() -> None:
    shuffle = random.Random(36)
    records = [notation.loads((DATA / "repetition.ogn").read_text(encoding="utf-8"))]
    for _ in range(20):
        game = Game()
        while not game.is_over() and len(game.moves) < 300:
            game.play(shuffle.choice(sorted(game.legal_moves())))
        comments = {ply: "a note" * (ply % 3) for ply in range(0, len(game.moves), 7)}
        records.append(Record.from_game(game, comments=comments))
    for record in records:
        text = notation.dumps(record)
        for line in text.split("\n\n", 1)[1].splitlines():
            assert not re.search(r"(^|\s)\d+\.$", line), line
            assert len(line) <= 79 or " " not in line
        assert notation.loads(text).game.moves == record.game.moves


# -- a player who left, and games with no result -----------------------------------------

def stopped(reason: str, player: Player | None, game: Game) -> str:
    from wari_desktop.notation import Stop, StopReason
    return notation.dumps(Record.from_game(game, stop=Stop(StopReason(reason), player)))


def test_an_abandoned_game_says_who_left_and_who_claimed() -> None:
    game = game_of("F", "f", "E", "e", "D", "d", "C", "c")  # North ahead on seeds
    text = stopped("abandoned", NORTH, game)
    assert tag(text, "Termination") == ("North left the game and did not come back; "
                                        "South claimed the win")
    south, north = numbers(tag(text, "Result"))
    assert south > north and "resigned" not in text
    back = notation.loads(text)
    assert back.stop is not None and back.stop.player is NORTH
    assert back.winner() is SOUTH and back.is_finished() and back.resigned is None


@pytest.mark.parametrize(("reason", "player", "moves", "termination"), [
    ("aborted", None, "F", "Aborted before the second move: no result"),
    ("aborted", None, "", "Aborted before the second move: no result"),
    ("no-first-move", NORTH, "F",
     "North did not make a first move in time: aborted, no result"),
    ("called-off", SOUTH, "FfEe",
     "South left the game and did not come back; North called the game off: no result"),
    ("called-off", None, "FfEe",
     "A player left the game and did not come back; the game was called off: no result"),
])
def test_a_game_with_no_result_is_written_with_a_star_and_says_why(
    reason: str, player: Player | None, moves: str, termination: str
) -> None:
    text = stopped(reason, player, game_of(*moves))
    assert tag(text, "Result") == "*" and text.rstrip().endswith("*")
    assert tag(text, "Termination") == termination
    back = notation.loads(text)
    assert back.stop is not None and back.stop.reason.value == reason
    assert back.stop.player is player
    assert back.winner() is None and back.is_finished()
    assert notation.dumps(back) == text


@pytest.mark.parametrize(("old", "reason"), [("aborted", "aborted"),
                                             ("called-off", "called-off"),
                                             ("no-first-move", "no-first-move")])
def test_the_old_servers_words_for_no_result_still_read(old: str, reason: str) -> None:
    record = notation.loads(f'[Result "*"]\n[Termination "{old}"]\n\n1. F *\n')
    assert record.stop is not None and record.stop.reason.value == reason
