"""Any text at all gives a record or a NotationError: never another exception, never a hang."""

import random
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wari_desktop import notation
from wari_desktop.notation import NotationError

DATA = Path(__file__).parent / "data"
SAMPLE = (DATA / "repetition.ogn").read_text(encoding="utf-8")
OGN_ALPHABET = st.sampled_from(list('ABCDEFabcdefgz0123456789.+-*{}()[]"\\ \n\tFEN'))


def read_or_refuse(text: str) -> None:
    try:
        record = notation.loads(text)
    except NotationError as problem:
        assert problem.line >= 1 and problem.column >= 1
        assert problem.message
    else:
        assert sum(record.game.houses) + sum(record.game.scores) == 48


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow])
@given(st.text())
def test_arbitrary_unicode_text(text: str) -> None:
    read_or_refuse(text)


@settings(max_examples=400)
@given(st.lists(OGN_ALPHABET, max_size=300).map("".join))
def test_text_made_of_notation_characters(text: str) -> None:
    read_or_refuse(text)


@settings(max_examples=200)
@given(st.binary(max_size=2000))
def test_binary_junk_decoded_as_latin1(data: bytes) -> None:
    read_or_refuse(data.decode("latin-1"))


@settings(max_examples=300)
@given(st.integers(0, len(SAMPLE)))
def test_a_truncated_file(cut: int) -> None:
    read_or_refuse(SAMPLE[:cut])


@settings(max_examples=300)
@given(st.integers(0, len(SAMPLE) - 1), st.text(min_size=1, max_size=5))
def test_a_file_with_damage_inserted(where: int, junk: str) -> None:
    read_or_refuse(SAMPLE[:where] + junk + SAMPLE[where:])


@settings(max_examples=100)
@given(st.lists(st.integers(-5, 10**6), min_size=0, max_size=16), st.sampled_from("SNX"))
def test_absurd_fen_counts(counts: list[int], side: str) -> None:
    fen = "-".join([*(str(c) for c in counts), side])
    read_or_refuse(f'[FEN "{fen}"]\n\n1. A a')


def test_megabytes_of_nonsense_are_refused_without_reading_them_all() -> None:
    rng = random.Random(0)
    junk = "".join(rng.choice("ABCabc{}()[] 12.+") for _ in range(3_000_000))
    read_or_refuse(junk)


def test_a_megabyte_of_unclosed_variations_is_refused() -> None:
    read_or_refuse("1. A " + "(" * 900_000)


def test_deeply_nested_balanced_variations_are_skipped() -> None:
    record = notation.loads("1. A " + "(b " * 50_000 + ")" * 50_000 + " b")
    assert record.game.moves == ["A", "b"]
