"""The website's tournament pages, on a real server whose store holds tournaments written
through the store's own methods (``Store.add_tournament``, ``set_entry``, ``add_boards``,
``set_board``), with real games played by real clients on its boards: the front page's
list, a tournament's standings, crosstable and pairings (linking to each game), the
standings as CSV, a player's tournaments, a hostile tournament name shown as text, and in
Debian's Chromium a running tournament's page updated within 2 s of a result, at a
phone's width without sideways scrolling, with screenshots.

These need the store's tournament methods (the lead's ``SqliteStore``): on a store
without them they fail, by design, until that store is merged."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from wari_desktop.server.storage import Store
from wari_desktop.server.tournament.model import (
    Board,
    Entry,
    Format,
    Settings,
    Stage,
    Tournament,
)

from .website import (
    SHOTS,
    Running,
    browser,
    moves,
    no_horizontal_scroll,
    page_at,
    resigned_game,
    started_game,
)

HOSTILE = "Open <script>window.__pwned=1</script> & <b>cup</b>"
PLAYERS = ("ama", "kofi", "efua", "yaw")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Running]:
    with Running(tmp_path_factory.mktemp("web")) as running:
        yield running


@pytest.fixture(scope="module")
def event(site: Running) -> dict[str, Any]:
    """A running round robin of four (round 1: one game ended, one being played), an
    upcoming Swiss and a finished arena."""
    clients = {name: site.player(name) for name in PLAYERS}
    ended = site.call(lambda s: resigned_game(s, clients["ama"], clients["kofi"],
                                              ["C", "f", "D", "a"], rated=True))
    live = site.call(lambda s: started_game(s, clients["efua"], clients["yaw"],
                                            clock="300+3"))
    site.call(lambda s: moves(lambda ply: clients["efua"] if ply % 2 == 0 else
                              clients["yaw"], live, ["F", "f"]))
    running = Tournament("rr1", "ama", Settings(HOSTILE, Format.ROUND_ROBIN, "300+3",
                                                1_800_000_000.0), Stage.RUNNING, round=1)
    boards = [Board(1, 1, "ama", "kofi", ended, "1", "0", south_seeds=20, north_seeds=8),
              Board(1, 2, "efua", "yaw", live)]

    def write(store: Store) -> None:
        store.add_tournament(running)
        for number, name in enumerate(PLAYERS, start=1):
            store.set_entry("rr1", Entry(name, 1.0, number, 1500.0))
        store.add_boards("rr1", boards)
        store.add_tournament(Tournament("sw1", "ama", Settings(
            "Spring Swiss", Format.SWISS, "10+5", 1_900_000_000.0, rounds=5)))
        store.add_tournament(Tournament("ar1", "ama", Settings(
            "Winter arena", Format.ARENA, "3+2", 1_700_000_000.0, minutes=60),
            Stage.FINISHED))

    site.call(lambda s: s.store.run(write))
    return {"ended": ended, "live": live, "boards": boards, "clients": clients}


def test_the_front_page_lists_the_tournaments_by_stage(site: Running,
                                                       event: dict[str, Any]) -> None:
    status, _, body = site.get("/")
    assert status == 200
    running, upcoming, finished = (body.index(f"<h2>{h}</h2>") for h in
                                   ("Running", "Upcoming", "Finished"))
    assert running < body.index('href="/tournament/rr1"') < upcoming
    assert upcoming < body.index('href="/tournament/sw1"') < finished
    assert finished < body.index('href="/tournament/ar1"')
    assert "<script>window.__pwned" not in body and "&lt;script&gt;window.__pwned" in body


def test_a_tournaments_page_has_standings_crosstable_and_pairings(
        site: Running, event: dict[str, Any]) -> None:
    status, _, body = site.get("/tournament/rr1")
    assert status == 200 and 'data-live="tournament=rr1"' in body
    assert "&lt;b&gt;cup&lt;/b&gt;" in body and "<b>cup" not in body
    standings = body.split("<h2>Standings")[1].split("</table>")[0]
    assert standings.index("/player/ama") < standings.index("/player/kofi")
    assert ">SB<" in standings and ">DE<" in standings
    pairings = body.split("<h2>Round 1")[1].split("</table>")[0]
    assert f'href="/game/{event["ended"]}"' in pairings
    assert f'href="/game/{event["live"]}"' in pairings and "1–0" in pairings
    for path in ("/tournament/nope", "/tournament/nope.csv", "/tournament/rr1.exe"):
        assert site.get(path)[0] == 404, path


def test_the_standings_as_csv(site: Running, event: dict[str, Any]) -> None:
    status, headers, body = site.get("/tournament/rr1.csv")
    assert status == 200 and headers["content-type"] == "text/csv; charset=utf-8"
    assert headers["content-disposition"] == 'attachment; filename="standings-rr1.csv"'
    lines = body.splitlines()
    assert lines[0] == "rank,number,name,rating,score,sonneborn-berger,direct-encounter,seeds"
    assert lines[1] == "1,1,ama,1500,1,0,0,20"


def test_a_players_page_lists_their_tournaments(site: Running,
                                                event: dict[str, Any]) -> None:
    status, _, body = site.get("/player/efua")
    assert status == 200 and 'href="/tournament/rr1"' in body
    assert "&lt;script&gt;window.__pwned" in body


def test_a_running_tournament_updates_live_and_fits_a_phone(site: Running,
                                                           event: dict[str, Any]) -> None:
    with browser() as chromium:
        page = page_at(chromium, 1280, 800)
        page.goto(f"{site.base}/tournament/rr1")
        expect = pytest.importorskip("playwright.sync_api").expect
        expect(page.locator("body")).to_have_attribute("data-connected", "yes",
                                                       timeout=10_000)
        assert HOSTILE in page.inner_text("h1")
        assert page.evaluate("window.__pwned") is None
        decided = replace(event["boards"][1], south_points="1/2", north_points="1/2")
        site.call(lambda s: s.store.run(lambda store: store.set_board("rr1", decided)))
        # The assertion: the page shows the result within 2 s, with no reload.
        expect(page.locator("text=½–½")).to_have_count(1, timeout=2_000)
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / "tournament-desktop.png"), full_page=True)
        phone = page_at(chromium, 390, 844)
        for name, path in (("tournament", "/tournament/rr1"), ("index", "/")):
            phone.goto(site.base + path)
            assert no_horizontal_scroll(phone), path
            phone.screenshot(path=str(SHOTS / f"{name}-phone.png"), full_page=True)
        page.goto(site.base + "/")
        page.screenshot(path=str(SHOTS / "index-desktop.png"), full_page=True)
