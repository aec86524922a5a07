"""Reading and writing OGN (Oware Game Notation), the format of the Aualé program.

A file is a block of tag pairs, a blank line, then movetext such as
``1. F f 2. E e 3. D d 4. C c+5 5. B+3 b+7 {a comment} ... 25-23``. Plain move lists as
the seeds print them (``1 A b 2 C e``) read the same way.
"""

from __future__ import annotations

from ..rules import Game, IllegalMoveError, Player, Position, index
from . import endings
from .errors import NotationError
from .fen import parse_fen, to_fen
from .lexer import Token, error, tokens
from .record import Record
from .tags import (
    RULE_TAGS,
    TERMINATION_TAG,
    VARIANT,
    format_tag,
    ordered,
    rule_tags,
    rules_from_tags,
)

MAX_CHARS = 1_000_000
"""Longest text read: a long game is a few kilobytes, so anything larger is refused."""
MAX_PLIES = 20_000
"""Most moves a record may hold."""
LINE_WIDTH = 79
"""Movetext lines are wrapped before 80 columns."""


def loads(text: str) -> Record:
    """The record in ``text``: tags read, every move checked for legality and every capture
    mark against the board. NotationError (with line and column) for anything wrong."""
    if len(text) > MAX_CHARS:
        raise NotationError(
            f"the text is too large for a game record ({len(text):,} characters; "
            f"at most {MAX_CHARS:,})")
    text = text.removeprefix("\ufeff")
    tags: dict[str, str] = {}
    tag_offsets: dict[str, int] = {}
    game: Game | None = None
    comments: dict[int, str] = {}
    result: Token | None = None
    for token in tokens(text):
        if token.kind == "tag":
            tags[token.text] = token.value
            tag_offsets[token.text] = token.offset
            continue
        if token.kind == "move":
            if game is None:
                game = _set_up(text, tags, tag_offsets, token)
            _replay(text, game, token)
        elif token.kind == "comment":
            ply = len(game.plies) if game else 0
            note = " ".join(token.text.split())
            comments[ply] = f"{comments[ply]} {note}" if ply in comments else note
        elif token.kind == "result":
            result = token
    if game is None:
        game = _set_up(text, tags, tag_offsets)
    resigned, on_time, stop = endings.read(tags, game)
    if result is not None and resigned is None and on_time is None and stop is None:
        _check_result(text, game, result)
    return Record(game, tags, comments, resigned, on_time, stop)


def _set_up(
    text: str, tags: dict[str, str], offsets: dict[str, int], first: Token | None = None
) -> Game:
    """The game a record's tags describe: its rules and, with ``FEN``, its start.

    Without ``FEN`` the game starts from the opening position, with South to move unless
    the first move is a North house: Aualé writes no FEN when North opens.
    """
    rules, bad = rules_from_tags(tags)
    if bad is not None:
        raise error(text, offsets[bad], f"tag {bad} has a value this program does not know: "
                                        f"{tags[bad][:40]!r}")
    position = None
    if "FEN" in tags:
        try:
            position = parse_fen(tags["FEN"])
        except ValueError as problem:
            raise error(text, offsets["FEN"], str(problem)) from None
    elif first is not None and first.kind == "move":
        opener = rules.owners[index(first.text[0])]
        position = Position.start(opener)
    return Game(position, rules)


def move_number(ply: int) -> int:
    """The number written before ply ``ply`` (0-based): moves are numbered in pairs."""
    return ply // 2 + 1


def _replay(text: str, game: Game, token: Token) -> None:
    """Play one move token, checking its legality and its capture mark."""
    ply = len(game.plies)
    if ply >= MAX_PLIES:
        raise error(text, token.offset, f"more than {MAX_PLIES} moves: not a game record")
    letter, _, mark = token.text.partition("+")
    where = f"move {move_number(ply)} ({token.text})"
    try:
        game.play(letter)
    except IllegalMoveError as problem:
        raise error(text, token.offset, f"{where} is illegal: {problem}") from None
    if mark:
        done = game.plies[-1]
        mover = done.before.to_move
        gain = done.after.stores[mover] - done.before.stores[mover]
        outcome = game.outcome
        final_gain = outcome.totals[mover] - done.before.stores[mover] if outcome else gain
        if int(mark) not in (gain, final_gain):
            said = f"captures {gain}" if gain else "captures nothing"
            raise error(text, token.offset, f"{where}: the mark +{mark} disagrees with the "
                                            f"board, where this move {said}")


def _check_result(text: str, game: Game, token: Token) -> None:
    """A result token must agree with a finished game; on an unfinished one that the
    players ended by agreement (the token equals each side's collection), end it so."""
    if token.text == "*":
        return
    south, north = (int(n) for n in token.text.split("-"))
    if game.is_over():
        outcome = game.outcome
        assert outcome is not None
        if (south, north) not in (outcome.totals, game.scores):
            raise error(text, token.offset, f"the result {token.text} disagrees with the "
                                            f"game, which ended {_score(outcome.totals)}")
    elif (south, north) == game.position.collected(game.rules):
        game.agree_to_end()


def _score(totals: tuple[int, int]) -> str:
    return f"{totals[0]}-{totals[1]}"


def result_token(game: Game) -> str:
    """``south-north`` final totals once the game is over, ``*`` while it goes on."""
    result = game.result()
    return _score(result) if result else "*"


def dumps(record: Record) -> str:
    """The OGN text of ``record``: tags in roster order, a blank line, wrapped movetext.

    The ``FEN``, rule, ``Result`` and ``Termination`` tags are written from the game and
    its ending (``endings`` says how for each ending; a ``Termination`` of another
    program's is kept while the game has no ending of ours). A capture mark ``+n``
    follows every move that captured n seeds. ``}`` cannot appear inside a comment and is
    written as ``)``.
    """
    game = record.game
    tags = {k: v for k, v in record.tags.items() if k not in (*RULE_TAGS, "FEN")}
    tags.setdefault("Variant", VARIANT)
    if endings.written_here(tags.get(TERMINATION_TAG)):
        del tags[TERMINATION_TAG]  # written again below, or an ending taken back
    tags["Result"] = endings.result(record)
    termination = endings.termination(record)
    if termination is not None:
        tags[TERMINATION_TAG] = termination
    tags.update(rule_tags(game.rules))
    if game.start != Position.start():
        tags["FEN"] = to_fen(game.start)
    header = "\n".join(format_tag(name, value) for name, value in ordered(tags))
    return f"{header}\n\n{_wrap(_movetext(record))}\n"


def _movetext(record: Record) -> list[str]:
    """The movetext as words: moves with marks (each with its number before it, in the
    same word, so that no line ends with a number whose move is on the next), comment
    words, the result."""
    words: list[str] = _comment_words(record.comments.get(0))
    for ply, done in enumerate(record.game.plies):
        mover: Player = done.before.to_move
        gain = done.after.stores[mover] - done.before.stores[mover]
        move = f"{done.move}+{gain}" if gain else done.move
        words.append(f"{move_number(ply)}. {move}" if ply % 2 == 0 else move)
        words.extend(_comment_words(record.comments.get(ply + 1)))
    words.append(endings.result(record))
    return words


def _comment_words(comment: str | None) -> list[str]:
    """A comment as words, braces attached, so it can wrap like the moves."""
    if comment is None:
        return []
    words = comment.replace("}", ")").split()
    if not words:
        return ["{}"]
    words[0] = "{" + words[0]
    words[-1] = words[-1] + "}"
    return words


def _wrap(words: list[str]) -> str:
    """Words joined by spaces into lines of at most ``LINE_WIDTH`` characters."""
    lines: list[str] = []
    line = ""
    for word in words:
        if line and len(line) + 1 + len(word) > LINE_WIDTH:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    lines.append(line)
    return "\n".join(lines)
