"""``wari-bot`` as people run it, a child process speaking real WebSockets to a real
server on 127.0.0.1: a game between two ``wari-engine`` bots, and a bot answering a
person's challenge."""

from __future__ import annotations

from pathlib import Path

from wari_desktop.notation import loads
from wari_desktop.rules import Game

from ..server.helpers import player, run, serving, until, url
from .helpers import ENGINE_ARGS, bot_account, finish, online, start_bot


def test_two_engine_bots_play_a_whole_game(tmp_path: Path) -> None:
    one, two = bot_account(tmp_path, "BotOne"), bot_account(tmp_path, "BotTwo")

    async def scenario() -> None:
        async with serving(tmp_path) as server:
            common = ("--server", url(server), *ENGINE_ARGS, "--depth", "2", "--games", "1")
            accepter = await start_bot(*common, "--token", one)
            await online(server, "BotOne")
            challenger = await start_bot(*common, "--token", two, "--challenge", "BotOne",
                                         "--clock", "60+1", "--rated")
            (code_two, log_two), (code_one, log_one) = (await finish(challenger),
                                                        await finish(accepter))
            assert (code_one, code_two) == (0, 0), log_one + log_two
            games = await server.store.run(lambda store: store.finished_games())
        assert len(games) == 1, log_one + log_two
        record = loads(games[0].ogn)
        assert {record.tags["South"], record.tags["North"]} == {"BotOne", "BotTwo"}
        assert record.tags["TimeControl"] == "60+1" and record.tags["Event"] == "Rated game"
        replay = Game()
        for move in record.game.moves:  # every move legal where it was played
            replay.play(move)
        assert games[0].reason != "time" and len(record.game.moves) >= 10, \
            (games[0].reason, record.game.moves, log_one + log_two)
        assert "accepting BotTwo's challenge (60+1, rated)" in log_one
        assert "ended" in log_one and "ended" in log_two
    run(scenario)


def test_a_bot_answers_a_person_who_challenges_it(tmp_path: Path) -> None:
    token = bot_account(tmp_path, "Engine")

    async def scenario() -> None:
        async with serving(tmp_path) as server:
            bot = await start_bot("--server", url(server), "--token", token, *ENGINE_ARGS,
                                  "--movetime", "30", "--games", "1")
            await online(server, "Engine")
            ama = await player(server, "ama")
            await ama.request("challenge", to="Engine", side="north")
            start = await until(ama, lambda f: f["t"] == "game")
            game_id, game = start["game"]["id"], Game()
            assert start["game"]["south"]["bot"] is True
            while not game.is_over():
                frame = await until(ama, lambda f: f["t"] == "event", timeout=20)
                event = frame["event"]
                if event["e"] == "end":
                    break
                assert event["e"] == "move" and event["ply"] == len(game.plies)
                game.play(event["move"])
                if not game.is_over() and event["by"] == "south":
                    await ama.request("move", game=game_id, ply=len(game.plies),
                                      move=game.legal_moves()[0], think_ms=5)
            else:
                frame = await until(ama, lambda f: f["t"] == "event"
                                    and f["event"]["e"] == "end")
            assert frame["event"]["e"] == "end"
            assert loads(frame["event"]["ogn"]).game.moves == game.moves
            code, log = await finish(bot)
            assert code == 0, log
            assert any(f"Engine {result}, " in log for result in ("won", "lost", "drew")), log
            await ama.close()
    run(scenario)
