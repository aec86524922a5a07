"""Reading what a player types to join by hand: the address (with or without a port) and
the code; every mistake gets a sentence saying what is wrong. Join codes themselves."""

from __future__ import annotations

import pytest

from wari_desktop.lan import (
    LAN_PORT,
    JoinInputError,
    JoinProblem,
    new_code,
    normalize_code,
    parse_join,
)
from wari_desktop.lan.code import CODE_ALPHABET, CODE_LENGTH
from wari_desktop.lan.join import parse_address


@pytest.mark.parametrize(("typed", "host", "port"), [
    ("192.168.1.20", "192.168.1.20", LAN_PORT),
    (" 192.168.1.20:7600 ", "192.168.1.20", 7600),
    ("ama-laptop.local", "ama-laptop.local", LAN_PORT),
    ("ama-laptop.local.:9000", "ama-laptop.local.", 9000),
    ("localhost:1", "localhost", 1),
    ("[fe80::1]:7531", "fe80::1", 7531),
    ("[::1]", "::1", LAN_PORT),
    ("fe80::1", "fe80::1", LAN_PORT),
])
def test_addresses_as_people_type_them(typed: str, host: str, port: int) -> None:
    assert parse_address(typed) == (host, port)


@pytest.mark.parametrize(("typed", "said", "problem", "values"), [
    ("", "type the address", JoinProblem.ADDRESS_MISSING, {}),
    ("ws://192.168.1.20:7531/", "only the address and port", JoinProblem.NOT_AN_ADDRESS_ONLY,
     {}),
    ("192.168.1.20:", "a port follows the colon", JoinProblem.PORT_MISSING, {}),
    ("192.168.1.20:http", "a number from 1 to 65535, not http", JoinProblem.BAD_PORT,
     {"port": "http"}),
    ("192.168.1.20:0", "from 1 to 65535", JoinProblem.BAD_PORT, {"port": "0"}),
    ("192.168.1.20:70000", "from 1 to 65535", JoinProblem.BAD_PORT, {"port": "70000"}),
    (":7531", "address is missing", JoinProblem.HOST_MISSING, {}),
    ("192.168.1.256", "not an IPv4 address", JoinProblem.NOT_IPV4, {"host": "192.168.1.256"}),
    ("1.2.3", "not an IPv4 address", JoinProblem.NOT_IPV4, {"host": "1.2.3"}),
    ("ama laptop", "not an address", JoinProblem.BAD_HOST, {"host": "ama laptop"}),
    ("-ama.local", "not an address", JoinProblem.BAD_HOST, {"host": "-ama.local"}),
    ("[fe80::1", "closing ]", JoinProblem.BRACKET_UNCLOSED, {}),
    ("[fe80::1]x", "after ] comes :port", JoinProblem.AFTER_BRACKET, {}),
    ("[192.168.1.20]:7531", "not an IPv6 address", JoinProblem.NOT_IPV6,
     {"host": "192.168.1.20"}),
    ("fe80::zz", "not an IPv6 address", JoinProblem.NOT_IPV6, {"host": "fe80::zz"}),
])
def test_a_wrong_address_says_what_is_wrong(typed: str, said: str, problem: JoinProblem,
                                            values: dict[str, str]) -> None:
    with pytest.raises(JoinInputError, match=said) as caught:
        parse_address(typed)
    assert (caught.value.problem, caught.value.values) == (problem, values)


def test_an_address_and_a_code_make_a_target() -> None:
    target = parse_join("192.168.1.20", " k7m-pqx ")
    assert (target.host, target.port, target.code) == ("192.168.1.20", LAN_PORT, "K7MPQX")
    assert target.url == f"ws://192.168.1.20:{LAN_PORT}/"
    assert parse_join("[fe80::1]:7600", "K7MPQX").url == "ws://[fe80::1]:7600/"


@pytest.mark.parametrize(("typed", "said", "problem", "values"), [
    ("", "type the join code", JoinProblem.CODE_MISSING, {}),
    (" - ", "type the join code", JoinProblem.CODE_MISSING, {}),
    ("K7MPQ", "6 characters, not 5", JoinProblem.CODE_LENGTH, {"wanted": 6, "typed": 5}),
    ("K7MPQXA", "6 characters, not 7", JoinProblem.CODE_LENGTH, {"wanted": 6, "typed": 7}),
    ("K0MPQX", "no 0", JoinProblem.CODE_LETTERS, {"letters": "0"}),
    ("K7MPOI", "no I, O", JoinProblem.CODE_LETTERS, {"letters": "I, O"}),
])
def test_a_wrong_code_says_what_is_wrong(typed: str, said: str, problem: JoinProblem,
                                         values: dict[str, object]) -> None:
    with pytest.raises(JoinInputError, match=said) as caught:
        parse_join("192.168.1.20", typed)
    assert (caught.value.problem, caught.value.values) == (problem, values)


def test_codes_are_short_random_and_read_back() -> None:
    codes = {new_code() for _ in range(200)}
    assert len(codes) > 190
    for code in codes:
        assert len(code) == CODE_LENGTH and set(code) <= set(CODE_ALPHABET)
        assert normalize_code(f" {code[:3].lower()} - {code[3:]} ") == code
    assert not set(CODE_ALPHABET) & set("0O1IL2Z5S8B")
