"""Undo is never Cancel: in every language the word of Move, Undo (and of the Undo button)
differs from every dialog's Cancel, and from the watch bar's Resume beside it (French had
"Annuler" for both Undo and Cancel, Italian "Annulla"). Read from the catalogues, with
the translations waiting in ``resources/translations/pending`` over them."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

TRANSLATIONS = Path(__file__).resolve().parents[2] / "resources" / "translations"


def words(language: str) -> dict[tuple[str, str], str]:
    """(context, source) -> translation, the pending ones over the catalogue's."""
    found: dict[tuple[str, str], str] = {}
    root = ET.parse(TRANSLATIONS / f"wari_{language}.ts").getroot()
    for context in root.findall("context"):
        name = context.findtext("name") or ""
        for message in context.findall("message"):
            found[(name, message.findtext("source") or "")] = message.findtext(
                "translation") or ""
    for pending in sorted((TRANSLATIONS / "pending").glob("*.json")):
        for entry in json.loads(pending.read_text(encoding="utf-8")):
            if isinstance(entry.get(language), str):
                found[(entry["context"], entry["source"])] = entry[language]
    return found


def plain(text: str) -> str:
    return text.replace("&", "").strip().casefold()


@pytest.mark.parametrize("language", ["it", "es", "fr", "pt", "de"])
def test_undo_and_cancel_are_different_words(language: str) -> None:
    found = words(language)
    undo = {plain(found[("MainWindow", "&Undo")]), plain(found[("MainWindow", "Undo")])}
    cancels = {plain(text) for (_, source), text in found.items() if source == "Cancel"}
    assert cancels and not undo & cancels, (undo, cancels)
    assert plain(found[("WatchBar", "Resume")]) not in undo
