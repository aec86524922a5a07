"""Menu mnemonics: every menu entry gets an underlined letter (Alt+G opens Game, then a
letter picks an entry), whatever its text or language.

Texts written with an ``&`` keep their letter; an entry without one is given the first
letter not yet used in its menu, preferring the start of a word. Menus are checked each
time they open, so entries added later (recent files, translated texts) get theirs too.
"""

from __future__ import annotations

import re

from PySide6.QtWidgets import QMenu, QMenuBar

# An accelerator: "&" followed by anything but "&" or a space ("&&" is a literal "&").
_ACCELERATOR = re.compile(r"&([^&\s])")


def mnemonic(text: str) -> str:
    """The underlined letter of ``text`` (lower case), or "" if it has none."""
    found = _ACCELERATOR.search(text.replace("&&", ""))
    return found.group(1).lower() if found else ""


def with_mnemonic(text: str, taken: set[str]) -> str:
    """``text`` with an ``&`` before the first letter not in ``taken`` (word starts
    first); unchanged if it has one already or no letter is free."""
    if mnemonic(text):
        return text
    starts = [i for i, ch in enumerate(text)
              if ch.isalnum() and (i == 0 or not text[i - 1].isalnum())]
    others = [i for i, ch in enumerate(text) if ch.isalnum() and i not in starts]
    for i in starts + others:
        if text[i].lower() not in taken and text[i] != "&":
            return f"{text[:i]}&{text[i:]}"
    return text


def ensure_mnemonics(menu: QMenu | QMenuBar) -> None:
    """Give each entry of ``menu`` without a letter a free one, and have its submenus
    checked when they open."""
    actions = [a for a in menu.actions() if not a.isSeparator() and a.text()]
    taken = {mnemonic(a.text()) for a in actions} - {""}
    for action in actions:
        text = with_mnemonic(action.text(), taken)
        if text != action.text():
            action.setText(text)
            taken.add(mnemonic(text))
        submenu = action.menu()
        if isinstance(submenu, QMenu):
            watch(submenu)


def watch(menu: QMenu) -> None:
    """Check ``menu``'s mnemonics now and every time it opens."""
    if not menu.property("wariMnemonics"):
        menu.setProperty("wariMnemonics", True)
        menu.aboutToShow.connect(lambda: ensure_mnemonics(menu))
    ensure_mnemonics(menu)

