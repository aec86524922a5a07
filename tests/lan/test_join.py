"""Reading what a player types to join by hand: the address (with or without a port) and
the code; every mistake gets a sentence saying what is wrong. Join codes themselves."""

from __future__ import annotations

import pytest

from wari_desktop.lan import LAN_PORT, JoinInputError, new_code, normalize_code, parse_join
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


@pytest.mark.parametrize(("typed", "said"), [
    ("", "type the address"),
    ("ws://192.168.1.20:7531/", "only the address and port"),
    ("192.168.1.20:", "a port follows the colon"),
    ("192.168.1.20:http", "a number from 1 to 65535, not http"),
    ("192.168.1.20:0", "from 1 to 65535"),
    ("192.168.1.20:70000", "from 1 to 65535"),
    (":7531", "address is missing"),
    ("192.168.1.256", "not an IPv4 address"),
    ("1.2.3", "not an IPv4 address"),
    ("ama laptop", "not an address"),
    ("-ama.local", "not an address"),
    ("[fe80::1", "closing ]"),
    ("[fe80::1]x", "after ] comes :port"),
    ("[192.168.1.20]:7531", "not an IPv6 address"),
    ("fe80::zz", "not an IPv6 address"),
])
def test_a_wrong_address_says_what_is_wrong(typed: str, said: str) -> None:
    with pytest.raises(JoinInputError, match=said):
        parse_address(typed)


def test_an_address_and_a_code_make_a_target() -> None:
    target = parse_join("192.168.1.20", " k7m-pqx ")
    assert (target.host, target.port, target.code) == ("192.168.1.20", LAN_PORT, "K7MPQX")
    assert target.url == f"ws://192.168.1.20:{LAN_PORT}/"
    assert parse_join("[fe80::1]:7600", "K7MPQX").url == "ws://[fe80::1]:7600/"


@pytest.mark.parametrize(("typed", "said"), [
    ("", "type the join code"),
    ("K7MPQ", "6 characters, not 5"),
    ("K7MPQXA", "6 characters, not 7"),
    ("K0MPQX", "no 0"),
    ("K7MPOI", "no I, O"),
])
def test_a_wrong_code_says_what_is_wrong(typed: str, said: str) -> None:
    with pytest.raises(JoinInputError, match=said):
        parse_join("192.168.1.20", typed)


def test_codes_are_short_random_and_read_back() -> None:
    codes = {new_code() for _ in range(200)}
    assert len(codes) > 190
    for code in codes:
        assert len(code) == CODE_LENGTH and set(code) <= set(CODE_ALPHABET)
        assert normalize_code(f" {code[:3].lower()} - {code[3:]} ") == code
    assert not set(CODE_ALPHABET) & set("0O1IL2Z5S8B")
