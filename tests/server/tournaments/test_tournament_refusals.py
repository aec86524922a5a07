"""Bad requests about tournaments get a clear refusal and change nothing: a clock, rules
or format the server cannot run, an event that is full, closed or over, a result
corrected while its game is played, a tournament that does not exist."""

from __future__ import annotations

from pathlib import Path

import pytest

from wari_desktop.client import Client, RequestRefused

from ..helpers import player, run, serving
from .test_round_robin import grant, later


async def refused(client: Client, kind: str, **fields: object) -> tuple[str, str]:
    with pytest.raises(RequestRefused) as error:
        await client.request(kind, **fields)
    return str(error.value.code), str(error.value)


def test_what_cannot_be_run_is_refused_in_words(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path, forfeit_seconds=30) as server:
            ama, kofi, yaw = [await player(server, n) for n in ("ama", "kofi", "yaw")]
            grant(tmp_path, "ama")
            base = {"name": "Cup", "format": "round-robin", "starts_at": later(3600)}
            assert (await refused(ama, "tournament-create", **base, clock="5+3"))[0] == \
                "bad-field"
            assert (await refused(ama, "tournament-create", **base, clock=None))[0] == \
                "bad-field"
            code, text = await refused(ama, "tournament-create", **{**base, "format": "swiss"},
                                       clock="300+3")
            assert code == "bad-field" and "rounds" in text
            code, text = await refused(ama, "tournament-create", **{**base, "format": "arena"},
                                       clock="300+3")
            assert code == "bad-field" and "minutes" in text
            assert (await refused(ama, "tournament-create", **base, clock="300+3",
                                  rules={"grand_slam": "sometimes"}))[0] == "bad-field"
            code, text = await refused(ama, "tournament-create", **{**base,
                                       "starts_at": later(-60)}, clock="300+3")
            assert code == "bad-field" and "a time to come" in text
            listed = await ama.request("tournaments")
            assert listed["tournaments"] == []  # nothing made by the refusals
            made = await ama.request("tournament-create", **base, clock="300+3",
                                     max_players=2)
            tid = made["tournament"]["id"]
            await ama.request("tournament-enter", tournament=tid)
            await kofi.request("tournament-enter", tournament=tid)
            code, text = await refused(yaw, "tournament-enter", tournament=tid)
            assert (code, text) == ("entry-closed", "this tournament is full")
            await ama.request("tournament-start", tournament=tid)
            frame = await ama.request("tournament", tournament=tid)
            board = frame["boards"][0]
            code, _ = await refused(ama, "tournament-result", tournament=tid, round=1,
                                    board=board["board"], result="1-0", reason="early")
            assert code == "too-late"  # its game is being played
            code, _ = await refused(ama, "tournament-result", tournament=tid, round=1,
                                    board=9, result="1-0", reason="no such board")
            assert code == "not-found"
            code, text = await refused(yaw, "tournament-enter", tournament=tid)
            assert code == "entry-closed" and "started" in text
            code, _ = await refused(kofi, "abort", game=board["game"])
            assert code == "too-late"  # a tournament game is never called off
            assert (await refused(yaw, "tournament", tournament="nothere"))[0] == "not-found"
            assert (await refused(yaw, "tournament-withdraw", tournament=tid))[0] == \
                "not-found"
            after = await ama.request("tournament", tournament=tid)
            assert after["boards"] == frame["boards"] and after["log"] == frame["log"]
            for client in (ama, kofi, yaw):
                await client.close()
    run(scenario)
