"""The classes of hostile frames ``bench_hostile.py`` sends, each with what it needs
before (nothing, a hello, or a hello signed in with a hostile player's token) and how
many frames one connection sends. A class never sends a frame the server should accept
as a change to any game: the hostile players' own games stay at their first two moves.

Each maker returns ``count`` frames (text, or bytes for binary frames) for one connection.
"""

from __future__ import annotations

import json
import random
import string
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

#: The most bytes a client frame may have (the server closes with 1009 above it).
LIMIT = 4096


@dataclass
class Target:
    """What the hostile clients know: the real games (ids, the moves they saw, the real
    players' names), and the hostile players' own games."""

    real_games: list[str] = field(default_factory=list)
    real_moves: list[dict[str, Any]] = field(default_factory=list)  #: real move frames seen
    real_names: list[str] = field(default_factory=list)
    #: Each hostile game: id, South's and North's tokens, its two moves (South to move).
    own: list[dict[str, Any]] = field(default_factory=list)
    #: A hostile game kept for lone surrogates in chat (its players are dropped by them).
    poison: dict[str, Any] = field(default_factory=dict)


Maker = Callable[[random.Random, Target, int], Sequence[str | bytes]]


@dataclass(frozen=True)
class Attack:
    """A class of hostile frames: ``prelude`` is "none", "hello", "south" or "north" (a
    hello with the token of a hostile game's player, which ``own`` picks), "poison" (the
    poisoned game's South); ``per_connection`` frames a connection; ``cap`` frames in all
    (None: no cap); ``weight`` how often a worker picks it; ``lockstep``: each frame's
    answer is awaited before the next is sent (where a frame is to close the connection,
    so the ones before it are answered first)."""

    name: str
    prelude: str
    per_connection: int
    make: Maker
    weight: float = 1.0
    cap: int | None = None
    lockstep: bool = False


def dump(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"))


def _junk(rng: random.Random, size: int) -> str:
    return "".join(rng.choice(string.printable) for _ in range(size))


def not_json(rng: random.Random, target: Target, count: int) -> Sequence[str | bytes]:
    fixed = ["{", "}", '{"t":', "{'t': 'ping'}", "ping", "", " ", "\x00", '{"t":"ping"',
             '{"t":"ping",}', "\ufeff{\"t\":\"ping\"}", "tru", "{\"t\" \"ping\"}", "//"]
    return [rng.choice(fixed) if rng.random() < 0.5 else "{" + _junk(rng, rng.randint(1, 300))
            for _ in range(count)]


def binary(rng: random.Random, target: Target, count: int) -> Sequence[str | bytes]:
    return [b'{"t":"ping"}' if rng.random() < 0.3 else rng.randbytes(rng.randint(1, 300))
            for _ in range(count)]


def non_object(rng: random.Random, target: Target, count: int) -> Sequence[str | bytes]:
    fixed = ["[]", "42", "null", '"ping"', "true", '[{"t":"ping"}]', "1e400", "-0", "NaN",
             "Infinity", '"\\u0000"', "[[[]]]"]
    return [rng.choice(fixed) for _ in range(count)]


def unknown_type(rng: random.Random, target: Target, count: int) -> Sequence[str | bytes]:
    fixed: list[Any] = [{"t": "fly"}, {"t": "MOVE"}, {"t": "move "}, {"t": ""},
                        {"t": "admin"}, {"t": "__proto__"}, {"t": "shutdown"}, {"t": 5},
                        {"t": None}, {"t": ["move"]}, {"id": 3}, {"T": "ping"}, {},
                        {"t": {"t": "ping"}}, {"t": "ping" * 50}]
    return [dump(rng.choice(fixed)) for _ in range(count)]


def _own(rng: random.Random, target: Target) -> str:
    return str(rng.choice(target.own)["game"])


def bad_fields(rng: random.Random, target: Target, count: int) -> Sequence[str | bytes]:
    """Missing, mistyped, out-of-range and extra fields; wrong terms (as a hostile South)."""
    def frames(game: str) -> list[dict[str, Any]]:
        move = {"t": "move", "game": game, "ply": 2, "move": "A"}
        return [
            {"t": "move"}, {**move, "ply": "2"}, {**move, "ply": -1}, {**move, "ply": 2001},
            {**move, "ply": 1.5}, {**move, "ply": True}, {**move, "move": "Z"},
            {**move, "move": "AB"}, {**move, "move": ""}, {**move, "move": 1},
            {**move, "game": ""}, {**move, "game": "../etc"}, {**move, "game": "a" * 25},
            {**move, "think_ms": -1}, {**move, "think_ms": 10**12}, {**move, "promote": "Q"},
            {"t": "lobby", "watch": "yes"}, {"t": "lobby"}, {"t": "seek", "clock": "abc"},
            {"t": "seek", "clock": "5+0"}, {"t": "seek", "clock": 123},
            {"t": "seek", "rules": {"x": 1}}, {"t": "seek", "rules": []},
            {"t": "seek", "rules": {"grand_slam": "nope"}}, {"t": "seek", "side": "up"},
            {"t": "seek", "rated": "yes"}, {"t": "seek", "rated": True},
            {"t": "challenge", "to": "x"}, {"t": "answer-end", "game": game, "accept": 1},
            {"t": "claim", "game": game, "outcome": "lose"},
            {"t": "chat", "game": game, "text": ""}, {"t": "chat", "game": game,
                                                      "text": "x" * 141},
            {"t": "chat", "game": game, "text": "a\x07b"}, {"t": "signup", "name": "ab",
                                                           "password": "x"},
            {"t": "signin", "name": "a b c", "password": "12345678"},
            {"t": "sync", "game": game, "since": -1}, {"t": "sync", "game": game,
                                                       "since": "0"},
            {"t": "hello", "protocol": "1"}, {"t": "ping", "id": 1, "id2": 2},
        ]
    game = _own(rng, target)
    return [dump(rng.choice(frames(game))) for _ in range(count)]


def oversized(rng: random.Random, target: Target, count: int) -> Sequence[str | bytes]:
    """A frame at the limit (refused as a bad field), then one over it (closed, 1009)."""
    at_limit = '{"t":"ping","id":1,"pad":"' + "x" * (LIMIT - 29) + '"}'
    over: list[str | bytes] = [dump({"t": "ping", "pad": "x" * rng.randint(LIMIT, 60000)}),
            "é" * (LIMIT // 2 + 10), rng.randbytes(LIMIT + rng.randint(1, 5000)),
            "[" * 3000 + "]" * 3000]
    return [at_limit, rng.choice(over)][:count]


def before_hello(rng: random.Random, target: Target, count: int) -> Sequence[str | bytes]:
    fixed = [{"t": "ping"}, {"t": "guest"}, {"t": "lobby", "watch": True},
             {"t": "sync", "game": "abc"}, {"t": "move", "game": "abc", "ply": 0, "move": "A"},
             {"t": "signin", "name": "someone", "password": "12345678"}]
    return [dump(rng.choice(fixed)) for _ in range(count)]


def huge_ids(rng: random.Random, target: Target, count: int) -> Sequence[str | bytes]:
    fixed = ['{"t":"ping","id":9007199254740992}', '{"t":"ping","id":18446744073709551616}',
             '{"t":"ping","id":1000000000000000000000000000000}', '{"t":"ping","id":-1}',
             '{"t":"ping","id":1.5}', '{"t":"ping","id":"7"}', '{"t":"ping","id":true}',
             '{"t":"ping","id":null}', '{"t":"ping","id":[1]}', '{"t":"ping","id":{"a":1}}',
             '{"t":"ping","id":1e400}', '{"t":"ping","id":' + "9" * 4000 + "}",
             '{"t":"ping","id":-' + "9" * 4000 + "}"]
    return [rng.choice(fixed) for _ in range(count)]


def deep_nesting(rng: random.Random, target: Target, count: int) -> Sequence[str | bytes]:
    fixed = ["[" * 2000 + "]" * 2000, '{"a":' * 600 + "1" + "}" * 600,
             '{"t":"ping","x":' + "[" * 1900 + "]" * 1900 + "}",
             '{"t":"seek","rules":' + '{"x":' * 500 + "1" + "}" * 500 + "}"]
    return [rng.choice(fixed) for _ in range(count)]


def unicode_junk(rng: random.Random, target: Target, count: int) -> Sequence[str | bytes]:
    """Look-alike letters, direction overrides, joiners, emoji, control characters."""
    game = _own(rng, target)
    fixed: list[Any] = [
        {"t": "signup", "name": "Ａｄｍｉｎ", "password": "12345678"},
        {"t": "signup", "name": "adm\u200din", "password": "12345678"},
        {"t": "signin", "name": "\u202eadmin", "password": "12345678"},
        {"t": "pïng"}, {"t": "ping", "ключ": 1}, {"t": "🙂"},
        {"t": "move", "game": game, "ply": 2, "move": "Ａ"},
        {"t": "move", "game": "ｇａｍｅ", "ply": 2, "move": "A"},
        {"t": "chat", "game": game, "text": "\x00"},
        {"t": "chat", "game": game, "text": "\x1b[31m red"},
        {"t": "chat", "game": game, "text": "\x85 next line"},
        {"t": "challenge", "to": "💣💣💣"},
        {"t": "seek", "clock": "٣٠٠+٣"}, {"t": "seek", "side": "SOUTH"},
    ]
    return [dump(rng.choice(fixed)) for _ in range(count)]


def lone_surrogates(rng: random.Random, target: Target, count: int) -> Sequence[str | bytes]:
    """Text with a lone UTF-16 surrogate (valid JSON, not Unicode): in a chat line of the
    poisoned game, a password, a hello's client name, a type."""
    chat = dump({"t": "chat", "game": str(target.poison["game"]), "text": "hi "})
    chat = chat[:-2] + '\\ud800"}'
    passwords = ['{"t":"signin","name":"Nobody99","password":"\\udfff2345678"}',
                 '{"t":"signup","name":"Nobody98","password":"' + "\\ud800" * 8 + '"}']
    others = ['{"t":"hello","protocol":1,"client":"\\ud800"}', '{"t":"\\ud800"}',
              '{"t":"ping","\\udc00":1}',
              '{"t":"challenge-decline","challenge":"abc","reason":"\\ud800"}']
    # A password first; the chat line last: it drops the connection (the server cannot
    # send the event).
    return [rng.choice(passwords) if i == 0 else chat if i == count - 1
            else rng.choice(others) for i in range(count)]


def invalid_utf8(rng: random.Random, target: Target, count: int) -> Sequence[str | bytes]:
    """Bytes that are not UTF-8, sent as a text frame (the worker marks them so)."""
    return [rng.choice([b"\xff\xfe{", b'{"t":"ping\xc3"}', b"\xed\xa0\x80"])][:count]


def flood(rng: random.Random, target: Target, count: int) -> Sequence[str | bytes]:
    """Frames far over the rate (each valid on its own)."""
    return [dump({"t": "ping", "id": i}) for i in range(count)]


def out_of_turn(rng: random.Random, target: Target, count: int) -> Sequence[str | bytes]:
    """North moves in its own game while South is to move (prelude: North's token)."""
    game = _own(rng, target)
    return [dump({"t": "move", "game": game, "ply": 2, "move": rng.choice("abcdef"),
                  "think_ms": 5}) for _ in range(count)]


def others_games(rng: random.Random, target: Target, count: int) -> Sequence[str | bytes]:
    """Moves, resignations, offers, claims and chat in the real games; real move frames
    replayed as they were sent."""
    frames: list[str | bytes] = []
    for _ in range(count):
        game = rng.choice(target.real_games)
        if target.real_moves and rng.random() < 0.3:
            frames.append(dump(rng.choice(target.real_moves)))
            continue
        frames.append(dump(rng.choice([
            {"t": "move", "game": game, "ply": rng.randint(0, 40),
             "move": rng.choice("ABCDEFabcdef")},
            {"t": "resign", "game": game}, {"t": "abort", "game": game},
            {"t": "offer-end", "game": game}, {"t": "answer-end", "game": game, "accept": True},
            {"t": "claim", "game": game, "outcome": "win"},
            {"t": "chat", "game": game, "text": "you lose"}])))
    return frames


def replayed(rng: random.Random, target: Target, count: int) -> Sequence[str | bytes]:
    """South resends its own first move (ply 0), as a client that missed the answer."""
    own = rng.choice(target.own)
    return [dump({"t": "move", "game": own["game"], "ply": 0, "move": own["moves"][0]})
            for _ in range(count)]


def wrong_ply(rng: random.Random, target: Target, count: int) -> Sequence[str | bytes]:
    """South, to move at ply 2, sends ply 1 or 3 to 2000."""
    game = _own(rng, target)
    return [dump({"t": "move", "game": game, "ply": rng.choice([1, rng.randint(3, 2000)]),
                  "move": rng.choice("ABCDEF")}) for _ in range(count)]


def illegal(rng: random.Random, target: Target, count: int) -> Sequence[str | bytes]:
    """South, to move at ply 2, plays a house of North's."""
    game = _own(rng, target)
    return [dump({"t": "move", "game": game, "ply": 2, "move": rng.choice("abcdef")})
            for _ in range(count)]


def not_found(rng: random.Random, target: Target, count: int) -> Sequence[str | bytes]:
    def some_id() -> str:
        return "".join(rng.choice(string.ascii_letters) for _ in range(10))
    return [dump(rng.choice([
        {"t": "sync", "game": some_id()}, {"t": "watch", "game": some_id()},
        {"t": "seek-accept", "seek": some_id()}, {"t": "challenge-accept", "challenge":
                                                   some_id()},
        {"t": "seek-cancel", "seek": some_id()},
        {"t": "move", "game": some_id(), "ply": 0, "move": "A"},
        {"t": "challenge", "to": "Nobody" + str(rng.randint(100, 999))}]))
        for _ in range(count)]


def sign_in_first(rng: random.Random, target: Target, count: int) -> Sequence[str | bytes]:
    game = rng.choice(target.real_games)
    return [dump(rng.choice([{"t": "move", "game": game, "ply": 0, "move": "A"},
                             {"t": "seek"}, {"t": "resign", "game": game},
                             {"t": "chat", "game": game, "text": "hi"}]))
            for _ in range(count)]


def bad_hello(rng: random.Random, target: Target, count: int) -> Sequence[str | bytes]:
    """A hello of another protocol (closed, 4001), or with a token no one was given, then
    a second hello."""
    if rng.random() < 0.5:
        return [dump({"t": "hello", "protocol": rng.choice([0, 2, 99, 1_000_000])})][:count]
    token = "".join(rng.choice(string.ascii_letters) for _ in range(43))
    return [dump({"t": "hello", "protocol": 1, "token": token}),
            dump({"t": "hello", "protocol": 1})][:count]


def guess_password(rng: random.Random, target: Target, count: int) -> Sequence[str | bytes]:
    """Sign-in attempts with guessed passwords for the real players' names."""
    return [dump({"t": "signin", "name": rng.choice(target.real_names),
                  "password": f"guess-{rng.randint(0, 10**9)}"}) for _ in range(count)]


def challenge_spam(rng: random.Random, target: Target, count: int) -> Sequence[str | bytes]:
    """Challenges, again and again, to the real players (who are online)."""
    return [dump({"t": "challenge", "to": rng.choice(target.real_names)})
            for _ in range(count)]


ATTACKS: tuple[Attack, ...] = (
    Attack("not-json", "hello", 60, not_json, 2),
    Attack("binary", "hello", 60, binary, 1),
    Attack("json-non-object", "hello", 60, non_object, 1),
    Attack("unknown-type", "hello", 60, unknown_type, 1),
    Attack("bad-fields", "south", 30, bad_fields, 2),
    Attack("oversized", "hello", 2, oversized, 0.3, lockstep=True),
    Attack("before-hello", "none", 60, before_hello, 1),
    Attack("huge-ids", "hello", 60, huge_ids, 1),
    Attack("deep-nesting", "hello", 60, deep_nesting, 1),
    Attack("unicode-junk", "south", 30, unicode_junk, 1),
    Attack("lone-surrogates", "poison", 3, lone_surrogates, 0.1, cap=300, lockstep=True),
    Attack("invalid-utf8", "hello", 1, invalid_utf8, 0.1, cap=300),
    Attack("flood", "hello", 200, flood, 1),
    Attack("out-of-turn", "north", 30, out_of_turn, 2),
    Attack("others-games", "south", 30, others_games, 2),
    Attack("replayed", "south", 30, replayed, 2),
    Attack("wrong-ply", "south", 30, wrong_ply, 2),
    Attack("illegal-move", "south", 30, illegal, 1),
    Attack("not-found", "south", 30, not_found, 1),
    Attack("sign-in-first", "hello", 30, sign_in_first, 1),
    Attack("bad-hello", "none", 2, bad_hello, 0.3, lockstep=True),
    Attack("guess-password", "hello", 10, guess_password, 0.1, cap=100),
    Attack("challenge-spam", "south", 30, challenge_spam, 0.3),
)
