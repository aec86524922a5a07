"""What an offer tells its receiver (issue 37, sections 2 and 6): the side the receiver
would get (``accepter_side``) in every seek and challenge, a rematch named as one (the
game it follows), and the side asked honoured when the game starts. Old clients' frames
(no side, no rematch) still work and get a side chosen at random.

Real server on 127.0.0.1, real WebSockets (tests/server/helpers.py); every frame the server
sends here is checked against the schema too (tests/server/conftest.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from wari_desktop.client import RequestRefused
from wari_desktop.protocol import GameTerms, Side
from wari_desktop.protocol.messages import Offer, Seat
from wari_desktop.protocol.messages.fields import Fields

from .helpers import game_between, player, run, serving, until


def test_a_challenge_says_the_side_the_receiver_gets_and_the_game_keeps_it(
        tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            sent = await ama.request("challenge", to="kofi", clock="300+3", side="south")
            assert sent["challenge"]["side"] == "south"
            assert sent["challenge"]["accepter_side"] == "north"
            came = await until(kofi, lambda f: f["t"] == "challenge")
            assert came["challenge"]["accepter_side"] == "north"
            assert "rematch" not in came["challenge"]
            game = await kofi.request("challenge-accept", challenge=came["challenge"]["id"])
            assert game["game"]["south"]["name"] == "ama"
            assert game["game"]["north"]["name"] == "kofi"
            for client in (ama, kofi):
                await client.close()
    run(scenario)


def test_a_seek_says_the_side_its_accepter_gets(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            await kofi.request("lobby", watch=True)
            opened = await ama.request("seek", clock="600", side="north")
            assert opened["seek"]["accepter_side"] == "south"
            shown = await until(kofi, lambda f: f["t"] == "lobby" and bool(f["seeks"]))
            assert shown["seeks"][0]["accepter_side"] == "south"
            game = await kofi.request("seek-accept", seek=opened["seek"]["id"])
            assert game["game"]["south"]["name"] == "kofi"
            random = await ama.request("seek")  # an old client's seek: no side
            assert random["seek"]["side"] == "random"
            assert random["seek"]["accepter_side"] == "random"
            for client in (ama, kofi):
                await client.close()
    run(scenario)


def test_a_rematch_is_named_as_one_and_only_of_a_game_of_the_two(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            yaw = await player(server, "yaw")
            first = await game_between(server, ama, kofi)
            with pytest.raises(RequestRefused) as early:  # not while the game is played
                await kofi.request("challenge", to="ama", rematch=first)
            assert early.value.code == "busy"
            await ama.request("resign", game=first)
            sent = await kofi.request("challenge", to="ama", side="south", rematch=first)
            assert sent["challenge"]["rematch"] == first
            came = await until(ama, lambda f: f["t"] == "challenge")
            assert came["challenge"]["rematch"] == first
            assert came["challenge"]["accepter_side"] == "north"
            with pytest.raises(RequestRefused) as stranger:
                await yaw.request("challenge", to="ama", rematch=first)
            assert stranger.value.code == "not-found"
            with pytest.raises(RequestRefused) as unknown:
                await kofi.request("challenge", to="yaw", rematch="NoSuchGame")
            assert unknown.value.code == "not-found"
            for client in (ama, kofi, yaw):
                await client.close()
    run(scenario)


def test_an_offer_frame_of_an_older_server_reads_without_the_new_fields() -> None:
    """A client reading a server that sends neither ``accepter_side`` nor ``rematch``."""
    old = {"id": "Ab12", "by": Seat("ama", 1500).to_json(), "to": "kofi",
           **GameTerms(side=Side.SOUTH).to_json()}
    offer = Offer.read(Fields(old, "challenge"))
    assert offer.rematch is None and offer.accepter_side is Side.NORTH
    new = Offer("Cd34", Seat("ama", 1500), GameTerms(side=Side.RANDOM), "kofi", "Gm99")
    assert Offer.read(Fields(new.to_json(), "challenge")) == new
