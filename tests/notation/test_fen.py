"""The FEN tag's position format."""

from hypothesis import given
from hypothesis import strategies as st

from wari_desktop.notation import parse_fen, to_fen
from wari_desktop.rules import Player, Position


def test_the_start_position_reads_and_writes() -> None:
    start = "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S"
    assert parse_fen(start) == Position.start()
    assert to_fen(Position.start()) == start


def test_north_to_move_is_n() -> None:
    position = parse_fen("0-0-0-0-0-1-0-0-0-0-0-1-20-26-N")
    assert position.to_move is Player.NORTH
    assert position.stores == (20, 26)


@given(st.lists(st.integers(0, 48), min_size=14, max_size=14), st.sampled_from(Player))
def test_any_legal_position_round_trips(counts: list[int], side: Player) -> None:
    total = sum(counts)
    if total != 48:
        counts[-1] = 0
        counts[-1] = max(0, 48 - sum(counts))
    if sum(counts) != 48:
        return
    position = Position(tuple(counts[:12]), (counts[12], counts[13]), side)
    assert parse_fen(to_fen(position)) == position
