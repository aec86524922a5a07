"""The limits on addresses and accounts are the same whichever process of the server a
client reached (``cluster.shared_limits``): sign-ins, new accounts, connections of an
address, and the lobby chat (its lines and their rate)."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import InvalidStatus

from wari_desktop.client import Client, RequestRefused
from wari_desktop.server import Server

from ..helpers import PASSWORD, run, until, url
from .servers import processes, signed_up


async def refused(call: Callable[[], Awaitable[Any]]) -> str:
    with pytest.raises(RequestRefused) as error:
        await call()
    return str(error.value.code)


async def soon(check: Callable[[], Awaitable[bool]], seconds: float = 5.0) -> None:
    """Wait until ``check`` holds (the bus carries a count in about a millisecond)."""
    async with asyncio.timeout(seconds):
        while not await check():
            await asyncio.sleep(0.02)


async def fresh(server: Server) -> Client:
    client = Client(url(server))
    await client.start()
    return client


def test_failed_sign_ins_on_one_process_stop_sign_ins_on_another(
        tmp_path: Path, postgres_url: str) -> None:
    async def scenario() -> None:
        async with processes(tmp_path, postgres_url, 2) as (one, two):
            await (await signed_up(one, "Ama")).close()
            guesser = await fresh(one)
            for _ in range(5):  # NAME_FAILURES wrong passwords, all on process one
                assert await refused(lambda: guesser.request(
                    "signin", name="Ama", password="wrong guess")) == "bad-credentials"
            ama = await fresh(two)

            async def two_counted_them() -> bool:  # the bus carries each count
                return two.limiter.wait("Ama", "127.0.0.1") > 0
            await soon(two_counted_them)
            assert await refused(lambda: ama.request(
                "signin", name="Ama", password=PASSWORD)) == "too-many-attempts"
            for client in (guesser, ama):
                await client.close()
    run(scenario)


def test_new_accounts_from_an_address_are_counted_on_every_process(
        tmp_path: Path, postgres_url: str) -> None:
    async def scenario() -> None:
        async with processes(tmp_path, postgres_url, 2, accounts_per_address=2) as (one, two):
            await (await signed_up(one, "Ama")).close()
            await (await signed_up(two, "Kofi")).close()
            third = await fresh(one)
            assert await refused(lambda: third.request(
                "signup", name="Esi", password=PASSWORD)) == "busy"
            fourth = await fresh(two)
            assert await refused(lambda: fourth.request("guest")) == "busy"
            for client in (third, fourth):
                await client.close()
    run(scenario)


def test_the_connections_of_an_address_are_capped_over_every_process(
        tmp_path: Path, postgres_url: str) -> None:
    async def scenario() -> None:
        async with processes(tmp_path, postgres_url, 2, per_address=3) as (one, two):
            held = [await connect(url(one)), await connect(url(one))]

            async def two_counts_them() -> bool:
                assert two.node is not None
                return two.node.limits.elsewhere("127.0.0.1") == 2
            await soon(two_counts_them)
            held.append(await connect(url(two)))  # the third: allowed
            with pytest.raises(InvalidStatus) as error:
                await connect(url(two))  # the fourth, on another process: refused
            assert error.value.response.status_code == 429
            await held.pop().close()

            async def one_left() -> bool:
                assert one.node is not None
                return one.node.limits.elsewhere("127.0.0.1") == 0
            await soon(one_left)
            held.append(await connect(url(one)))
            for ws in held:
                await ws.close()
    run(scenario)


def test_the_lobby_chat_is_one_room_with_one_rate_over_every_process(
        tmp_path: Path, postgres_url: str) -> None:
    async def scenario() -> None:
        async with processes(tmp_path, postgres_url, 2, lobby_chat_lines=2) as (one, two):
            ama, kofi = await signed_up(one, "Ama"), await signed_up(two, "Kofi")
            await kofi.request("lobby", watch=True)
            await ama.request("lobby-chat", text="hello from one")
            line = await until(kofi, lambda f: f["t"] == "lobby-chat")
            assert [(x["by"], x["text"]) for x in line["lines"]] == [("Ama", "hello from one")]
            await ama.request("lobby-chat", text="and again")
            await until(kofi, lambda f: f["t"] == "lobby-chat")
            # Ama's third line within the window, from a connection to process two: refused.
            again = await fresh(two)
            await again.request("signin", name="Ama", password=PASSWORD)
            assert await refused(lambda: again.request(
                "lobby-chat", text="a third")) == "rate-limited"
            # A newcomer on process two reads the lines said on process one.
            esi = await signed_up(two, "Esi")
            await esi.request("lobby", watch=True)
            history = await until(esi, lambda f: f["t"] == "lobby-chat")
            assert [x["text"] for x in history["lines"]] == ["hello from one", "and again"]
            for client in (ama, kofi, again, esi):
                await client.close()
    run(scenario)
