"""Text one person sends for another to read (chat, a decline's reason) reaches the other
person only as ``protocol.text.shown_text`` makes it: no controls, no bidirectional or
invisible characters, a few combining marks on a letter at most, NFC."""

from __future__ import annotations

import unicodedata
from pathlib import Path
from typing import Any

import pytest

from wari_desktop.client import RequestRefused
from wari_desktop.protocol.text import MAX_MARKS, UnshowableText, shown_text

from .helpers import game_between, player, run, serving, until

#: Each trick: the text sent, and whether the server refuses it (else it cleans it).
TRICKS: dict[str, tuple[str, bool]] = {
    "escape sequence": ("\x1b[31mred\x1b[0m and \x1b[2J", True),
    "bell": ("ding\x07", True),
    "new line forging a resignation": ("gg\nama resigned", True),
    "carriage return": ("hello\rama resigned", True),
    "C1 control": ("x\x9b31m", True),
    "line separator": ("a\u2028ama resigned", True),
    "right-to-left override": ("\u202edengiser ama", False),
    "bidi isolates and embeddings": ("\u2067x\u2069 \u202bq\u202c \u2066y\u2069", False),
    "bidi marks": ("\u200eleft\u200f \u061cright", False),
    "zero-width characters": ("a\u200bd\u200cm\u200di\u2060n\ufeff", False),
    "invisible operators": ("1\u20622\u20633\u20644", False),
    "tag characters": ("flag\U000e0067\U000e0062\U000e007f", False),
    "combining marks pile": ("Z" + "\u0336\u0334\u0335" * 46 + "!", False),
    "Hangul filler": ("\u3164\u3164ok", False),
}
#: What must never reach another person.
_BIDI = set("\u200e\u200f\u061c") | {chr(c) for c in range(0x202A, 0x202F)} | \
    {chr(c) for c in range(0x2066, 0x206A)}


def _unsafe(text: str) -> list[str]:
    """Why ``text`` would not be safe to show (empty: it is)."""
    problems = []
    for char in text:
        category = unicodedata.category(char)
        if category in ("Cc", "Cf", "Zl", "Zp", "Cn") or char in _BIDI or char == "\u3164":
            problems.append(f"U+{ord(char):04X}")
    marks = 0
    for char in text:
        marks = marks + 1 if unicodedata.category(char).startswith("M") else 0
        if marks > MAX_MARKS:
            problems.append("marks")
            break
    if text != unicodedata.normalize("NFC", text):
        problems.append("not NFC")
    return problems


@pytest.mark.parametrize("name", sorted(TRICKS))
def test_shown_text_refuses_or_cleans_each_trick(name: str) -> None:
    text, refused = TRICKS[name]
    if refused:
        with pytest.raises(UnshowableText):
            shown_text(text)
        return
    shown = shown_text(text)
    assert shown and not _unsafe(shown)


def test_shown_text_keeps_what_people_write() -> None:
    for text in ("good luck!", "Bonne chance, à toi", "שלום עולם", "مرحبا بك", "नमस्ते",
                 "Tiếng Việt", "👍🏾 gg", "❤️", "日本語で"):
        assert shown_text(text) == unicodedata.normalize("NFC", text)
    assert shown_text("e\u0301") == "\u00e9"  # NFC
    assert shown_text("a" + "\u0301" * 139) == "\u00e1" + "\u0301" * MAX_MARKS  # á: NFC
    assert shown_text("e\u200b\u0301") == "\u00e9"
    assert shown_text("  \u200b ", allow_empty=True) == ""
    with pytest.raises(UnshowableText):
        shown_text("\u200b\u200b")


async def _refused(client: Any, kind: str, **fields: Any) -> str:
    with pytest.raises(RequestRefused) as refused:
        await client.request(kind, **fields)
    return refused.value.code


def test_chat_reaches_the_opponent_only_cleaned(tmp_path: Path) -> None:
    """Each trick sent as a chat line: refused (bad-field) or shown cleaned; none reaches
    the opponent as sent."""
    async def scenario() -> None:
        async with serving(tmp_path, chat_rate=1000.0, chat_burst=1000.0) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            game_id = await game_between(server, ama, kofi)
            for name, (text, refused) in TRICKS.items():
                if refused:
                    assert await _refused(ama, "chat", game=game_id, text=text) \
                        == "bad-field", name
                    continue
                await ama.request("chat", game=game_id, text=text)
                frame = await until(kofi, lambda f: f["t"] == "event"
                                    and f["event"]["e"] == "chat")
                seen = frame["event"]["text"]
                assert seen != text and not _unsafe(seen), (name, seen)
                assert seen == shown_text(text)
            await ama.request("chat", game=game_id, text="good luck!")
            frame = await until(kofi, lambda f: f["t"] == "event" and f["event"]["e"] == "chat")
            assert frame["event"]["text"] == "good luck!"
            for client in (ama, kofi):
                await client.close()
    run(scenario)


def test_a_decline_reason_reaches_the_challenger_only_cleaned(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path, challenges_per_player=100) as server:
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            for name, (text, refused) in TRICKS.items():
                sent = await ama.request("challenge", to="kofi")
                challenge = sent["challenge"]["id"]
                if refused:
                    assert await _refused(kofi, "challenge-decline", challenge=challenge,
                                          reason=text[:80]) == "bad-field", name
                    await ama.request("challenge-cancel", challenge=challenge)
                    continue
                await kofi.request("challenge-decline", challenge=challenge, reason=text[:80])
                frame = await until(ama, lambda f: f["t"] == "challenge-gone"
                                    and f["challenge"] == challenge)  # noqa: B023
                assert frame["reason"].startswith("kofi declined: "), name
                assert not _unsafe(frame["reason"]), (name, frame["reason"])
                assert frame["reason"] != f"kofi declined: {text[:80]}"
            for client in (ama, kofi):
                await client.close()
    run(scenario)
