"""Free text one person sends for another to read (a chat line, a challenge's decline
reason): the one rule that makes it safe to show.

``shown_text(text)`` gives back the text as the other person will see it, or raises
``UnshowableText`` (the request is refused, ``bad-field``):

1. **Refused**: control characters (Unicode category Cc: C0 ``U+0000-001F`` with ESC, BEL,
   CR, LF and TAB, DEL and C1 ``U+007F-009F``) and the line and paragraph separators
   (``U+2028``, ``U+2029``). No one types them into a one-line box; they come from a crafted
   frame, and they act on the reader's terminal or layout (an ESC sequence, a new line
   that starts a forged "ama resigned"). Dropping them would leave the printable tail of
   an escape sequence (``[31m``), so the whole line is refused and its sender told.
2. **Dropped**: invisible format characters (category Cf), among them the bidirectional
   controls (``U+200E/200F`` marks, ``U+202A-202E`` embeddings and overrides,
   ``U+2066-2069`` isolates, ``U+061C``), the zero-width ones (``U+200B-200D``,
   ``U+2060-2064``, ``U+FEFF``), the soft hyphen and the tag characters
   (``U+E0000-E007F``); also the invisible Hangul fillers (``U+115F``, ``U+1160``,
   ``U+3164``, ``U+FFA0``) and unassigned code points (Cn). Text pasted from elsewhere
   often carries them unseen, so refusing would puzzle a person; dropped, the line shows
   in its logical order with nothing hidden in it (an override can no longer turn
   "ngiser ama" around). The price: an emoji sequence joined by U+200D shows as its
   parts, and an emoji newer than this Python's Unicode tables is dropped.
3. **Capped**: at most ``MAX_MARKS`` combining marks (categories Mn, Mc, Me) on one base
   character; the rest are dropped (a hundred marks on one letter spill over the lines
   around it; the scripts people write need fewer than three).
4. **Normalised** to NFC (first, so a letter and its accents count as one where Unicode
   has one character for them, and again at the end, as dropping an invisible character
   may bring a letter and its accent together), and stripped of spaces at both ends.

A text with nothing left to show is refused unless the field may be empty.

Names are not free text: they keep their own pattern (``limits.NAME_PATTERN``, ASCII
letters, digits, ``_`` and ``-``), so none of this applies to them.
"""

from __future__ import annotations

import unicodedata

#: The most combining marks kept on one base character.
MAX_MARKS = 3
#: Invisible letters (Default_Ignorable code points that are not Cf): the Hangul fillers.
_INVISIBLE = frozenset("\u115f\u1160\u3164\uffa0")
#: Categories refused outright, and dropped.
_REFUSED = frozenset({"Cc", "Zl", "Zp"})
_DROPPED = frozenset({"Cf", "Cn"})
_MARKS = frozenset({"Mn", "Mc", "Me"})


class UnshowableText(ValueError):
    """The text may not be shown to another person (a control character, or nothing
    left to show); the message says why, for the sender."""


def shown_text(text: str, allow_empty: bool = False) -> str:
    """``text`` as another person will be shown it (the rule is the module's docstring);
    ``UnshowableText`` when it holds a control character or line break, or, unless
    ``allow_empty``, nothing visible."""
    text = unicodedata.normalize("NFC", text)
    kept: list[str] = []
    marks = 0
    for char in text:
        category = unicodedata.category(char)
        if category in _REFUSED:
            raise UnshowableText("no control characters or line breaks")
        if category in _DROPPED or char in _INVISIBLE:
            continue
        if category in _MARKS:
            marks += 1
            if marks > MAX_MARKS or not kept:
                continue
        else:
            marks = 0
        kept.append(char)
    shown = unicodedata.normalize("NFC", "".join(kept)).strip()
    if not shown and not allow_empty:
        raise UnshowableText("nothing to show")
    return shown
