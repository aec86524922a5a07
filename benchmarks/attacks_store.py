"""Attack classes for the hostile benchmark: text tricks in what one person sends for
another to read. Each class of character that can fool or disturb a reader (escape
sequences, BEL, CR/LF, C1 controls, line separators, bidi overrides, embeddings, isolates
and marks, zero-width characters, invisible operators, tag characters, a pile of
combining marks, Hangul fillers) is sent as a chat line to an opponent and as the reason
of a declined challenge; the other player must see each either refused (``bad-field``,
told to the sender) or cleaned, never as sent.

    ATTACKS["text tricks in chat"](url, seconds) -> one line

Each attack signs up its own guests, opens at most ``len(TRICKS)`` frames of tricks plus a
few to set up, stops after ``seconds``, and closes every connection it opened.
"""

from __future__ import annotations

import asyncio
import contextlib
import unicodedata
from collections.abc import Awaitable, Callable
from typing import Any

from wari_desktop.client import Client, RequestRefused

#: Each class of trick, as one text (the reasons field holds 80 characters).
TRICKS: dict[str, str] = {
    "escape sequence": "\x1b[31mred\x1b[0m\x1b[2J",
    "bell": "ding\x07",
    "new line": "gg\nama resigned",
    "carriage return": "hello\rama resigned",
    "C1 control": "x\x9b31m",
    "line separator": "a\u2028ama resigned",
    "right-to-left override": "\u202edengiser ama",
    "bidi isolates and embeddings": "\u2067x\u2069 \u202bq\u202c",
    "bidi marks": "\u200eleft\u200f \u061cright",
    "zero-width characters": "a\u200bd\u200cm\u200di\u2060n\ufeff",
    "invisible operators": "1\u20622\u20633",
    "tag characters": "flag\U000e0067\U000e0062\U000e007f",
    "combining marks pile": "Z" + "\u0336" * 70,
    "Hangul filler": "\u3164\u3164ok",
}
#: Chat lines one player may send at once (the server's default burst).
CHAT_BURST = 3


def unsafe(text: str) -> bool:
    """True when ``text`` holds what must not reach a reader: a control or format
    character, a line break, more than 3 combining marks on a letter, or not NFC."""
    marks = 0
    for char in text:
        category = unicodedata.category(char)
        if category in ("Cc", "Cf", "Zl", "Zp", "Cn") or char == "\u3164":
            return True
        marks = marks + 1 if category.startswith("M") else 0
        if marks > 3:
            return True
    return text != unicodedata.normalize("NFC", text)


class _Tally:
    def __init__(self) -> None:
        self.refused = 0
        self.cleaned = 0
        self.unchanged = 0
        self.unsafe = 0
        self.lost = 0

    def seen(self, sent: str, shown: str, prefix: str = "") -> None:
        if shown == prefix + sent:
            self.unchanged += 1
        elif unsafe(shown):
            self.unsafe += 1
        else:
            self.cleaned += 1

    def line(self, what: str) -> str:
        verdict = "none" if self.unchanged + self.unsafe == 0 else \
            f"{self.unchanged + self.unsafe} (FAIL)"
        lost = f", {self.lost} unanswered" if self.lost else ""
        return (f"{self.refused + self.cleaned + self.unchanged + self.unsafe + self.lost} "
                f"text tricks of {len(TRICKS)} classes in {what}: {self.refused} refused "
                f"(bad-field), {self.cleaned} cleaned{lost}; {verdict} reached the other "
                "player unchanged or unsafe")


async def _guest(url: str, opened: list[Client]) -> tuple[Client, str]:
    """A new guest's client, and its name."""
    client = Client(url, reconnect=False)
    opened.append(client)
    await client.start()
    answer = await client.request("guest")
    return client, str(answer["name"])


async def _until(client: Client, wanted: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
    while True:
        frame = await client.next_frame()
        if wanted(frame):
            return frame


async def _game(url: str, opened: list[Client]) -> tuple[Client, Client, str]:
    (south, _), (north, _) = await _guest(url, opened), await _guest(url, opened)
    seek = await south.request("seek", side="south")
    answer = await north.request("seek-accept", seek=seek["seek"]["id"])
    return south, north, str(answer["game"]["id"])


async def chat_tricks(url: str, seconds: float) -> str:
    """Every trick as a chat line, from pairs of guests in games (at most ``CHAT_BURST``
    lines a player, within the chat limit)."""
    tally = _Tally()
    opened: list[Client] = []
    try:
        async with asyncio.timeout(seconds):
            items = list(TRICKS.values())
            while items:
                south, north, game_id = await _game(url, opened)
                for sender, reader in ((south, north), (north, south)):
                    for text in items[:CHAT_BURST]:
                        try:
                            await sender.request("chat", game=game_id, text=text)
                        except RequestRefused as refusal:
                            if refusal.code == "bad-field":
                                tally.refused += 1
                            else:
                                tally.lost += 1
                            continue
                        frame = await _until(reader, lambda f: f["t"] == "event"
                                             and f["event"]["e"] == "chat")
                        tally.seen(text, frame["event"]["text"])
                    items = items[CHAT_BURST:]
    except TimeoutError:
        pass
    finally:
        await _close(opened)
    return tally.line("chat")


async def decline_tricks(url: str, seconds: float) -> str:
    """Every trick as the reason of a declined challenge."""
    tally = _Tally()
    opened: list[Client] = []
    try:
        async with asyncio.timeout(seconds):
            (challenger, _), (declining, name) = (await _guest(url, opened),
                                                  await _guest(url, opened))
            for text in TRICKS.values():
                sent = await challenger.request("challenge", to=name)
                challenge = sent["challenge"]["id"]
                try:
                    await declining.request("challenge-decline", challenge=challenge,
                                            reason=text)
                except RequestRefused as refusal:
                    tally.refused += refusal.code == "bad-field"
                    tally.lost += refusal.code != "bad-field"
                    await challenger.request("challenge-cancel", challenge=challenge)
                    continue
                frame = await _until(challenger, lambda f: f["t"] == "challenge-gone"
                                     and f["challenge"] == challenge)  # noqa: B023
                tally.seen(text, frame["reason"], f"{name} declined: ")
    except TimeoutError:
        pass
    finally:
        await _close(opened)
    return tally.line("decline reasons")


async def _close(clients: list[Client]) -> None:
    for client in clients:
        with contextlib.suppress(Exception):
            await client.close()


ATTACKS: dict[str, Callable[[str, float], Awaitable[str]]] = {
    "text tricks in chat": chat_tricks,
    "text tricks in decline reasons": decline_tricks,
}
