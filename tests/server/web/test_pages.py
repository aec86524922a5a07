"""The website's pages over plain HTTP, on a real server with real games played by real
clients (tests/server/web/website.py): each page's status (200, 404 for what does not
exist, 400 for a move number that is not one, 405 for anything but GET), what the game,
player and leaderboard pages show, the OGN to download, the escaping of every text, and
the headers that keep a page to its own assets and script."""

from __future__ import annotations

import argparse
import re
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect

from wari_desktop.notation import loads
from wari_desktop.rules import Game
from wari_desktop.server import Server, ServerConfig
from wari_desktop.server.cli import _parser, config_from
from wari_desktop.server.storage import Store

from .website import Running, moves, resigned_game, started_game

HOSTILE = "<script>window.__pwned=1</script>&amp;\"'"
FINISHED = ["C", "f", "D", "a"]


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Running]:
    with Running(tmp_path_factory.mktemp("web"), site=HOSTILE) as running:
        yield running


@pytest.fixture(scope="module")
def played(site: Running) -> dict[str, str]:
    """Two rated games ama won (ended) and one casual game in progress, 3 moves in."""
    ama, kofi = site.player("ama"), site.player("kofi")
    first = site.call(lambda s: resigned_game(s, ama, kofi, FINISHED, rated=True))
    second = site.call(lambda s: resigned_game(s, ama, kofi, ["A", "a"], rated=True))
    live = site.call(lambda s: started_game(s, ama, kofi, clock="300+3"))
    site.call(lambda s: moves(lambda ply: ama if ply % 2 == 0 else kofi, live,
                              ["F", "f", "E"]))
    return {"first": first, "second": second, "live": live}


def test_every_page_answers_with_its_status(site: Running, played: dict[str, str]) -> None:
    first, live = played["first"], played["live"]
    for path in ("/games", "/leaderboard", "/player/ama", "/player/AMA", f"/game/{first}",
                 f"/game/{live}", f"/game/{first}.ogn", f"/game/{live}.ogn",
                 f"/game/{first}?ply=0", f"/game/{first}?ply=4"):
        assert site.get(path)[0] == 200, path
    for path in ("/player/nobody", "/game/nope", "/game/nope.ogn", "/nothing",
                 "/game/%3Cscript%3E", "/player/a%2Fb", f"/game/{first}.exe",
                 "/player/ama.ogn", "/game/", "/player/" + "x" * 70):
        assert site.get(path)[0] == 404, path
    for path in (f"/game/{first}?ply=5", f"/game/{first}?ply=x", f"/game/{first}?ply=-1",
                 "/live", "/live?game=" + live):
        assert site.get(path)[0] == 400, path
    for method in ("POST", "PUT", "DELETE"):
        status, headers, _ = site.get("/games", method)
        assert status == 405 and headers["allow"] == "GET", method


def test_a_finished_game_steps_through_its_moves(site: Running,
                                                 played: dict[str, str]) -> None:
    first = played["first"]
    game = Game()
    for ply in range(len(FINISHED) + 1):
        status, _, body = site.get(f"/game/{first}?ply={ply}")
        assert status == 200
        houses = game.position.houses
        said = (f"A-F {' '.join(map(str, houses[:6]))}, store {game.position.stores[0]}; "
                f"North kofi a-f {' '.join(map(str, houses[6:]))}")
        assert said in body, (ply, said)
        assert f"After move {ply} of 4" in body or (ply == 0 and "Start" in body)
        if ply < len(FINISHED):
            game.play(FINISHED[ply])
    _, _, body = site.get(f"/game/{first}")
    assert "ama won: kofi resigned" in body
    assert [f"?ply={n}" for n in range(1, 5)] == re.findall(r'href="(\?ply=\d)"(?: class)?',
                                                             body.split("<h2>Moves")[1])


def test_the_ogn_of_a_finished_game_is_the_stores_record(site: Running,
                                                          played: dict[str, str]) -> None:
    first = played["first"]
    status, headers, body = site.get(f"/game/{first}.ogn")
    row = site.call(lambda s: s.store.run(lambda store: store.record(first)))
    assert status == 200 and row is not None and body == row.ogn
    assert headers["content-disposition"] == f'attachment; filename="wari-{first}.ogn"'
    assert loads(body).game.moves == FINISHED


def test_the_ogn_of_a_game_in_progress_is_what_is_played_so_far(
        site: Running, played: dict[str, str]) -> None:
    status, _, body = site.get(f"/game/{played['live']}.ogn")
    record = loads(body)
    assert status == 200 and record.game.moves == ["F", "f", "E"]
    assert not record.is_finished() and record.tags["South"] == "ama"
    _, _, page = site.get(f"/game/{played['live']}")
    assert 'data-live="game=' + played["live"] + '"' in page and "kofi to move" in page
    faces = re.findall(r'<b data-ms="(\d+)"( data-running="yes")?>(\d+:\d\d)</b>', page)
    assert [(running, face[:2]) for _, running, face in faces] == [
        ("", "5:"), (' data-running="yes"', "4:")], "kofi's clock runs since the 3rd move"


def test_a_players_page_has_rating_chart_record_and_games(site: Running,
                                                         played: dict[str, str]) -> None:
    status, _, body = site.get("/player/ama")
    assert status == 200
    assert re.search(r'<polyline points="[\d.]+,[\d.]+ [\d.]+,[\d.]+"', body), "2 points"
    assert re.search(r'score">2</span> won', body)
    for game_id in (played["first"], played["second"]):
        assert f'href="/game/{game_id}"' in body
    assert played["live"] not in body, "only ended games"


def test_the_leaderboard_lists_settled_players_best_first(site: Running,
                                                          played: dict[str, str]) -> None:
    def settle(store: Store) -> None:
        for name, rating in (("ama", 1720.0), ("kofi", 1810.0)):
            account = store.account(name)
            assert account is not None
            store.set_rating(replace(account, rating=rating, deviation=60.0, games=12))

    site.call(lambda s: s.store.run(settle))
    status, _, body = site.get("/leaderboard")
    assert status == 200
    assert body.index('href="/player/kofi"') < body.index('href="/player/ama"')
    assert ">1810 <" in body and ">1720 <" in body


def test_every_text_is_escaped(site: Running, played: dict[str, str]) -> None:
    """The admin's name for the site is hostile here: it shows on every page, as text."""
    for path in ("/games", "/leaderboard", "/player/ama", f"/game/{played['live']}",
                 "/player/nobody", f"/game/{played['first']}?ply=9"):
        body = site.get(path)[2]
        assert "<script>window.__pwned" not in body, path
        assert "&lt;script&gt;window.__pwned=1&lt;/script&gt;&amp;amp;&#34;&#39;" in body, path
    status, _, body = site.get("/player/%3Cscript%3E")
    assert status == 404 and "<script>" not in body.split("</style>")[1].split("<script>")[0]


def test_every_page_keeps_to_its_own_assets_and_script(site: Running,
                                                       played: dict[str, str]) -> None:
    for path in ("/games", "/leaderboard", "/player/ama", f"/game/{played['first']}",
                 "/nothing"):
        _, headers, body = site.get(path)
        policy = headers["content-security-policy"]
        assert "default-src 'none'" in policy and "script-src 'sha256-" in policy
        assert headers["x-content-type-options"] == "nosniff"
        assert headers["content-type"] == "text/html; charset=utf-8"
        assert not re.search(r'(src|href)="(https?:)?//', body), path
        assert body.count("<script>") == 1 and "<link rel=\"stylesheet\"" not in body


def test_the_website_is_off_unless_asked(tmp_path: Path) -> None:
    assert ServerConfig(data=tmp_path).web_port is None
    server = Server(ServerConfig(data=tmp_path))
    assert server.website is None
    server.store.close()
    args = _parser().parse_args(["serve", "--data", str(tmp_path), "--web-port", "8080"])
    assert isinstance(args, argparse.Namespace) and config_from(args).web_port == 8080
    args = _parser().parse_args(["serve", "--data", str(tmp_path)])
    assert config_from(args).web_port is None


def test_a_live_pages_socket_is_told_of_each_stored_move(site: Running,
                                                          played: dict[str, str]) -> None:
    """The hook: a follower of a game hears ``changed`` after each move is stored (the
    page's script then fetches the page again); a follower of nothing is refused."""
    ama, kofi = site.player("akua"), site.player("fiifi")
    game_id = site.call(lambda s: started_game(s, ama, kofi))
    port = site.server.website.port
    with connect(f"ws://127.0.0.1:{port}/live?game={game_id}", open_timeout=10) as socket:
        for ply, (mover, move) in enumerate(((ama, "C"), (kofi, "f"))):
            site.call(lambda s, mover=mover, move=move, ply=ply: mover.request(
                "move", game=game_id, ply=ply, move=move))
            assert socket.recv(timeout=10) == "changed"
            _, _, body = site.get(f"/game/{game_id}")
            assert f"After move {ply + 1} of {ply + 1}" in body
    for target in ("/live?player=ama", "/live?game=a&game=b", "/live", "/games"):
        with pytest.raises(InvalidStatus) as refused:
            connect(f"ws://127.0.0.1:{port}{target}", open_timeout=10)
        assert refused.value.response.status_code in (400, 200), target
