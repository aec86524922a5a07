"""The record the server keeps of each game says who won and why, for every ending, and
reads back (``notation.loads``) with the same winner and the same ending.

Games a real server can bring to an end at once are played on one (resignation,
agreement, abort, ends by the rules); the endings that wait on the clock (a loss on time,
a claim after the reconnection window, a first move not made) are brought about with the
referee itself on a hand-moved clock, as the server's own timing tests do.
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest

from wari_desktop import notation
from wari_desktop.client import Client
from wari_desktop.protocol import GameTerms
from wari_desktop.rules import EmptySide, Game, Player, Rules
from wari_desktop.rules.clock import TimeControl
from wari_desktop.server import Server
from wari_desktop.server.live_game import LiveGame, Seat
from wari_desktop.server.timing import FIRST_MOVE_SECONDS, reconnect_window

from .helpers import game_between, player, run, serving, until
from .postgres import StoreAt

SIDES = {"south": Player.SOUTH, "north": Player.NORTH, None: None}


def tag(text: str, name: str) -> str:
    found = re.search(rf'^\[{name} "(.*)"\]$', text, re.MULTILINE)
    assert found is not None, text
    return found.group(1)


def winner_by_result(text: str) -> Player | None:
    """The winner a ``Result`` names: the larger number (None: equal, or ``*``)."""
    result = tag(text, "Result")
    if result == "*":
        return None
    south, north = (int(n) for n in result.split("-"))
    return None if south == north else Player.SOUTH if south > north else Player.NORTH


def check_record(end: dict[str, Any], termination: str) -> notation.Record:
    """The ``end`` event's record: its Termination is ``termination``, its Result and
    the record read back name the event's winner. The record read back."""
    text = end["ogn"]
    assert tag(text, "Termination") == termination, text
    winner = SIDES[end["winner"]]
    assert winner_by_result(text) is winner, text
    if not end["counted"]:
        assert tag(text, "Result") == "*", text
    back = notation.loads(text)
    assert back.is_finished() and back.winner() is winner
    assert notation.dumps(back) == text  # read back and written again: the same words
    return back


async def stored_ogn(server: Server, game_id: str) -> str:
    rows = await server.store.run(lambda s: s.finished_games(game_id))
    assert len(rows) == 1 and rows[0].ogn is not None
    return rows[0].ogn


async def ended(client: Client) -> dict[str, Any]:
    frame = await until(client, lambda f: f["t"] == "event" and f["event"]["e"] == "end")
    return dict(frame["event"])


async def close_all(*clients: Client) -> None:
    for client in clients:
        await client.close()


# -- on a real server ---------------------------------------------------------------------

def test_a_resignation_is_written_with_the_winner_ahead(store_at: StoreAt) -> None:
    async def scenario() -> None:
        async with serving(store_at.data, **store_at.options) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            game_id = await game_between(server, ama, kofi, clock="300+3")
            for ply, (mover, move) in enumerate(((ama, "F"), (kofi, "f"), (ama, "E"),
                                                 (kofi, "e"), (ama, "D"), (kofi, "d"),
                                                 (ama, "C"), (kofi, "c"))):
                await mover.request("move", game=game_id, ply=ply, move=move)
            assert server.games[game_id].game.scores[1] > 0  # North ahead, and resigns
            await kofi.request("resign", game=game_id)
            end = await ended(ama)
            back = check_record(end, "North resigned")
            assert back.resigned is Player.NORTH
            assert await stored_ogn(server, game_id) == end["ogn"]
            await close_all(ama, kofi)
    run(scenario)


def test_an_end_by_agreement_says_so_and_who_won(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            game_id = await game_between(server, ama, kofi)
            await ama.request("move", game=game_id, ply=0, move="C")
            await kofi.request("offer-end", game=game_id)
            await ama.request("answer-end", game=game_id, accept=True)
            end = await ended(kofi)
            south, north = end["totals"]
            assert (south, north) == (23, 25) and end["winner"] == "north"
            back = check_record(end, "Ended by agreement: each player took the seeds on "
                                     "their side; North wins 23-25")
            assert back.game.outcome is not None
            assert back.game.outcome.reason.value == "agreement"
            assert await stored_ogn(server, game_id) == end["ogn"]
            await close_all(ama, kofi)
    run(scenario)


def test_an_aborted_game_has_no_result_and_says_why(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            game_id = await game_between(server, ama, kofi, clock="60")
            await ama.request("move", game=game_id, ply=0, move="F")
            await kofi.request("abort", game=game_id)
            end = await ended(ama)
            back = check_record(end, "Aborted before the second move: no result")
            assert back.stop is not None and back.stop.reason.value == "aborted"
            assert back.game.moves == ["F"]
            assert await stored_ogn(server, game_id) == end["ogn"]
            await close_all(ama, kofi)
    run(scenario)


def played_out(rules: Rules, how: str) -> Game:
    """A game played to its end: always the ``leftmost`` or ``rightmost`` legal house, or
    by ``chance`` (seeded, so always the same game)."""
    game = Game(rules=rules)
    chooser = random.Random(0)
    while not game.is_over() and len(game.moves) < 1000:
        legal = game.legal_moves()
        game.play({"leftmost": legal[0], "rightmost": legal[-1]}.get(how)
                  or chooser.choice(legal))
    return game


#: Games played to an end by the rules: the rules, how each move is chosen.
RULE_GAMES = {
    "majority": (Rules(), "leftmost"),
    "empty-side": (Rules(empty_side=EmptySide.GAME_ENDS), "leftmost"),
    "repetition": (Rules(), "rightmost"),
    "famine": (Rules(), "chance"),
}


@pytest.mark.parametrize("reason", list(RULE_GAMES))
def test_an_end_by_the_rules_says_which_rule_and_who_won(tmp_path: Path,
                                                         reason: str) -> None:
    rules, how = RULE_GAMES[reason]
    game = played_out(rules, how)
    outcome = game.outcome
    assert outcome is not None and outcome.reason.value == reason

    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            game_id = await game_between(
                server, ama, kofi, rules={"grand_slam": rules.grand_slam.value,
                                          "repetition": rules.end_on_repetition,
                                          "empty_side": rules.empty_side.value})
            for ply, move in enumerate(game.moves):
                await (ama if ply % 2 == 0 else kofi).request(
                    "move", game=game_id, ply=ply, move=move)
            end = await ended(ama)
            assert end["reason"] == reason
            text = end["ogn"]
            termination = tag(text, "Termination")
            assert termination.startswith("The game ended by the rules: ")
            south, north = outcome.totals
            assert tag(text, "Result") == f"{south}-{north}"
            verdict = ("a draw" if south == north else
                       f"{'South' if south > north else 'North'} wins")
            assert verdict in termination
            back = check_record(end, termination)
            assert back.game.outcome == outcome
            movetext = text.split("\n\n", 1)[1]
            for line in movetext.splitlines():  # no number apart from its move
                assert not re.search(r"(^|\s)\d+\.$", line), line
            assert await stored_ogn(server, game_id) == text
            await close_all(ama, kofi)
    run(scenario)


# -- on the referee, with a hand-moved clock ----------------------------------------------

class Hands:
    """A monotonic clock moved by hand."""

    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def referee(control: str | None = "180+2") -> tuple[LiveGame, Hands]:
    hands = Hands()
    terms = GameTerms(TimeControl.parse(control) if control else None)
    live = LiveGame("g1", (Seat("ama"), Seat("kofi")), terms, now=hands)
    for presence in live.presence:
        presence.online = True
    return live, hands


def play(live: LiveGame, hands: Hands, moves: str) -> None:
    for move in moves:
        hands.t += 1
        name = "ama" if live.game.to_move is Player.SOUTH else "kofi"
        live.move(name, live.ply, move, 1000)


def end_of(live: LiveGame) -> dict[str, Any]:
    assert live.over
    return live.close(None)


def test_a_loss_on_time_names_the_loser_and_the_winner_is_ahead() -> None:
    live, hands = referee()
    play(live, hands, "FfEeDdCc")  # North ahead on seeds; South to move
    assert live.game.scores[1] > live.game.scores[0]
    hands.t += 180 + 10
    live.on_time()
    end = end_of(live)
    assert end["reason"] == "time" and end["winner"] == "north"
    back = check_record(end, "South lost on time")
    assert back.lost_on_time is Player.SOUTH


def test_a_game_abandoned_is_not_a_resignation_and_the_claimer_is_ahead() -> None:
    live, hands = referee()
    play(live, hands, "FfEeDdCc")  # North ahead on seeds, and North leaves
    live.set_online(Player.NORTH, False)
    hands.t += reconnect_window(live.terms.control) + 1
    live.claim("ama", "win")
    end = end_of(live)
    assert end["reason"] == "abandoned" and end["winner"] == "south"
    back = check_record(end, "North left the game and did not come back; "
                             "South claimed the win")
    assert back.resigned is None and back.stop is not None
    assert back.stop.player is Player.NORTH
    assert "resigned" not in end["ogn"]


def test_a_game_called_off_after_a_player_left_has_no_result() -> None:
    live, hands = referee()
    play(live, hands, "FfEe")
    live.set_online(Player.SOUTH, False)
    hands.t += reconnect_window(live.terms.control) + 1
    live.claim("kofi", "abort")
    end = end_of(live)
    assert end["reason"] == "called-off" and end["winner"] is None
    back = check_record(end, "South left the game and did not come back; North called "
                             "the game off: no result")
    assert back.stop is not None and back.stop.reason.value == "called-off"


def test_a_first_move_not_made_in_time_has_no_result_and_says_whose() -> None:
    live, hands = referee()
    play(live, hands, "F")
    hands.t += FIRST_MOVE_SECONDS + 1
    live.on_time()
    end = end_of(live)
    assert end["reason"] == "no-first-move" and end["winner"] is None
    back = check_record(end, "North did not make a first move in time: aborted, no result")
    assert back.stop is not None and back.stop.player is Player.NORTH


def test_a_record_says_where_the_game_was_played_after_a_restart_too(
        store_at: StoreAt) -> None:
    """The server's ``site`` (a hosted game's: its computer on the local network) is the
    record's ``Site``, for a game started before the server restarted as well."""
    site = "kofi-laptop on the local network"

    async def scenario() -> None:
        async with serving(store_at.data, site=site, **store_at.options) as server:
            south, north = await player(server, "kofi"), await player(server, "ama")
            game_id = await game_between(server, south, north)
            await south.request("move", game=game_id, ply=0, move="C")
            for client in (south, north):
                await client.close()
        async with serving(store_at.data, site=site, **store_at.options) as server:
            north = Client(f"ws://127.0.0.1:{server.port}/")
            await north.start()
            await north.request("signin", name="ama", password="correct horse battery")
            answer = await north.request("resign", game=game_id)
            assert tag(answer["event"]["ogn"], "Site") == site
            await north.close()
    run(scenario)
