"""The program speaks English, Italian, Spanish, French, Portuguese and German: the
catalogues load, the language is chosen as asked (English for any other), and every
translation is finished and keeps its placeholders, plural markers, accelerators and
shortcuts."""

from __future__ import annotations

import logging
import re
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtWidgets import QApplication, QMenu

from wari_desktop.gui.platform import i18n

TRANSLATIONS = Path(__file__).resolve().parents[2] / "resources" / "translations"
TRANSLATED = ("it", "es", "fr", "pt", "de")
ALL = ("en", *TRANSLATED)

# A format field ({player}, {score:+.1f}), Qt's %1 .. %99 and %n (%L1, %Ln).
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%L?(?:\d{1,2}|n)")
# "&" before a letter marks an accelerator; "&&" is a literal "&".
ACCELERATOR = re.compile(r"&(?!&)(\S)")
TAG = re.compile(r"</?[A-Za-z][^<>]*>")
SHORTCUT = re.compile(r"^(?:(?:Ctrl|Shift|Alt|Meta)\+)+\S+$|^F\d{1,2}$")


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    comment: str
    numerus: bool
    kind: str  # the translation's type attribute: "" when finished
    forms: tuple[str, ...]


def messages(language: str) -> list[Message]:
    """The messages of ``wari_<language>.ts``."""
    found = []
    root = ET.parse(TRANSLATIONS / f"wari_{language}.ts").getroot()
    for context in root.iter("context"):
        for element in context.iter("message"):
            translation = element.find("translation")
            assert translation is not None
            numerus = element.get("numerus") == "yes"
            if numerus:
                forms = tuple(f.text or "" for f in translation.iter("numerusform"))
            else:
                forms = (translation.text or "",)
            found.append(Message(context.findtext("name") or "", element.findtext("source") or "",
                                 element.findtext("comment") or "", numerus,
                                 translation.get("type", ""), forms))
    return found


def finished(language: str) -> list[Message]:
    """The messages of ``wari_<language>.ts`` marked translated (the others fail
    ``test_every_message_is_translated``)."""
    return [m for m in messages(language) if not m.kind]


def some_message(language: str) -> Message:
    """A translated message of ``language`` that differs from the English and from the
    other languages."""
    others = {lang: {(m.context, m.source): m.forms for m in messages(lang)}
              for lang in TRANSLATED if lang != language}
    for message in messages(language):
        if message.numerus or message.forms[0] == message.source:
            continue
        if all(table.get((message.context, message.source)) not in (None, message.forms)
               for table in others.values()):
            return message
    raise AssertionError(f"no message of wari_{language}.ts is distinct")


def tr(message: Message, n: int = -1) -> str:
    return QCoreApplication.translate(message.context, message.source, message.comment or None,
                                      n)


@pytest.fixture(autouse=True)
def back_to_english(qapp: QApplication) -> Iterator[None]:
    """Each test leaves the application as it found it: no translators, the same locale."""
    locale = QLocale()
    yield
    i18n.remove_translators(qapp)
    QLocale.setDefault(locale)


# -- the catalogues ------------------------------------------------------------------
@pytest.mark.parametrize("language", ALL)
def test_each_catalogue_is_shipped_and_loads(language: str) -> None:
    path = TRANSLATIONS / f"wari_{language}.qm"
    assert path.is_file()
    assert (TRANSLATIONS / f"wari_{language}.ts").is_file()
    translator = QTranslator()
    assert translator.load(str(path))
    assert not translator.isEmpty()


def test_every_shipped_language_is_available() -> None:
    assert i18n.available_languages() == ("en", "it", "es", "fr", "pt", "de")
    assert i18n.available_languages() == i18n.SUPPORTED


# -- choosing a language -------------------------------------------------------------
@pytest.mark.parametrize(
    ("language", "south", "north"),
    [("it", "Sud", "Nord"), ("es", "Sur", "Norte"), ("fr", "Sud", "Nord"),
     ("pt", "Sul", "Norte"), ("de", "Süd", "Nord")],
)
def test_installing_a_language_translates_the_program(
    qapp: QApplication, language: str, south: str, north: str
) -> None:
    assert i18n.install_translators(qapp, language) == language
    assert QCoreApplication.translate("MainWindow", "South") == south
    assert QCoreApplication.translate("MainWindow", "North") == north
    message = some_message(language)
    assert tr(message) == message.forms[0]
    assert QLocale().name().startswith(language)


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_compiled_catalogue_holds_every_translation_of_the_source(
    qapp: QApplication, language: str
) -> None:
    """The .qm is compiled from the .ts as it stands (run update.py if this fails)."""
    i18n.install_translators(qapp, language)
    for message in messages(language):
        if message.kind:  # unfinished: test_every_message_is_translated says so
            continue
        if message.numerus:
            for n in (1, 2, 5):
                assert re.search(rf"\b{n}\b", tr(message, n)), message
            assert tr(message, 1) == message.forms[0].replace("%n", "1"), message
        else:
            assert tr(message) == message.forms[0], message


@pytest.mark.parametrize(("language", "cancel"), [
    ("it", "Annulla"), ("es", "Cancelar"), ("fr", "Annuler"), ("de", "Abbrechen"),
    ("pt", "Cancelar"),  # Qt has Portuguese only as qtbase_pt_BR.qm
])
def test_qt_standard_buttons_follow_the_language(
    qapp: QApplication, language: str, cancel: str
) -> None:
    i18n.install_translators(qapp, language)
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == cancel


@pytest.mark.parametrize("language", ["en", "EN", "ja", "nl-NL", "ru_RU", "xx", "klingon"])
def test_english_or_an_unknown_language_gives_english(
    qapp: QApplication, language: str
) -> None:
    i18n.install_translators(qapp, "it")
    assert i18n.install_translators(qapp, language) == "en"
    assert QCoreApplication.translate("MainWindow", "South") == "South"
    assert QLocale().language() == QLocale.Language.English


def test_a_region_or_case_does_not_matter(qapp: QApplication) -> None:
    assert i18n.install_translators(qapp, "it_IT") == "it"
    assert i18n.install_translators(qapp, "FR-ca") == "fr"
    assert i18n.install_translators(qapp, "pt_BR") == "pt"
    assert i18n.install_translators(qapp, "de-AT") == "de"


def test_the_system_language_is_the_first_preferred_one_the_program_speaks() -> None:
    assert i18n.system_language(["ja-JP", "fr-FR", "it-IT"]) == "fr"
    assert i18n.system_language(["es_ES"]) == "es"
    assert i18n.system_language(["nl-NL", "pt-PT", "de-DE"]) == "pt"
    assert i18n.system_language(["de-CH", "pt-BR"]) == "de"
    assert i18n.system_language(["en-GB", "it"]) == "en"
    assert i18n.system_language(["nl", "ja", "zh-Hans-CN"]) == "en"
    assert i18n.system_language([]) == "en"
    assert i18n.system_language(["C"]) == "en"


def test_an_empty_language_follows_the_system(qapp: QApplication) -> None:
    assert i18n.install_translators(qapp, "") == i18n.system_language()


@pytest.mark.parametrize(("system", "used", "south"), [
    ("ja_JP", "en", "South"), ("nl_NL", "en", "South"), ("pt_PT", "pt", "Sul"),
    ("de_DE", "de", "Süd"),
])
def test_the_system_language_is_used_or_else_english(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch, system: str, used: str, south: str
) -> None:
    """A player whose system speaks a language the program lacks gets English."""
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale(system)))
    assert i18n.install_translators(qapp, "") == used
    assert QCoreApplication.translate("MainWindow", "South") == south
    assert QLocale().name().startswith(used)


def test_english_plurals_read_one_seed_and_two_seeds(qapp: QApplication) -> None:
    assert i18n.install_translators(qapp, "en") == "en"
    plurals = [m for m in messages("en") if m.numerus]
    assert plurals
    for message in plurals:
        one, two = tr(message, 1), tr(message, 2)
        assert "(s)" not in one and "(s)" not in two, message
        assert one == message.forms[0].replace("%n", "1")
        assert two == message.forms[1].replace("%n", "2")
    seeds = [m for m in plurals if "seed(s)" in m.source]
    assert seeds
    for message in seeds:
        assert " 1 seed" in tr(message, 1) and " 2 seeds" in tr(message, 2), message


def test_english_plurals_stand_in_for_a_message_not_yet_translated(
    qapp: QApplication,
) -> None:
    english = next(m for m in messages("en") if m.numerus)
    i18n.install_translators(qapp, "it")
    assert "(s)" not in tr(english, 2)


def test_installing_again_replaces_the_translators(qapp: QApplication) -> None:
    i18n.install_translators(qapp, "it")
    installed = len(i18n.installed_translators())
    i18n.install_translators(qapp, "it")
    assert len(i18n.installed_translators()) == installed
    french = some_message("fr")
    i18n.install_translators(qapp, "fr")
    assert tr(french) == french.forms[0]  # the Italian translator is gone
    i18n.install_translators(qapp, "en")
    assert tr(french) == french.source
    i18n.remove_translators(qapp)
    assert i18n.installed_translators() == ()


# -- damaged or missing catalogues ---------------------------------------------------
def test_a_damaged_catalogue_falls_back_to_english(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    (tmp_path / "translations").mkdir()
    (tmp_path / "translations" / "wari_it.qm").write_bytes(b"not a catalogue\x00" * 64)
    monkeypatch.setenv("WARI_RESOURCES", str(tmp_path))
    with caplog.at_level(logging.WARNING, logger="wari_desktop.gui.platform.i18n"):
        assert i18n.install_translators(qapp, "it") == "en"
    assert "wari_it.qm" in caplog.text
    assert QCoreApplication.translate("MainWindow", "South") == "South"
    assert QLocale().language() == QLocale.Language.English
    assert i18n.available_languages()[0] == "en"


def test_a_missing_catalogue_falls_back_to_english(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    monkeypatch.setenv("WARI_RESOURCES", str(tmp_path))
    with caplog.at_level(logging.WARNING, logger="wari_desktop.gui.platform.i18n"):
        assert i18n.install_translators(qapp, "fr") == "en"
    assert "wari_fr.qm" in caplog.text
    assert i18n.available_languages() == ("en",)


# -- the translations themselves -----------------------------------------------------
@pytest.mark.parametrize("language", ALL)
def test_every_message_is_translated(language: str) -> None:
    found = messages(language)
    assert found
    unfinished = [m.source for m in found if m.kind or not all(m.forms)]
    assert not unfinished, f"unfinished in wari_{language}.ts (see update.py --check)"


@pytest.mark.parametrize("language", ALL)
def test_every_message_has_a_context(language: str) -> None:
    """A message lupdate filed under no context is never found at run time."""
    assert all(m.context for m in messages(language))


@pytest.mark.parametrize("language", ALL)
def test_translations_keep_the_placeholders(language: str) -> None:
    for message in finished(language):
        wanted = Counter(PLACEHOLDER.findall(message.source))
        for form in message.forms:
            assert Counter(PLACEHOLDER.findall(form)) == wanted, (message.source, form)


@pytest.mark.parametrize("language", ALL)
def test_translations_keep_the_rich_text_tags(language: str) -> None:
    for message in finished(language):
        wanted = Counter(TAG.findall(message.source))
        for form in message.forms:
            assert Counter(TAG.findall(form)) == wanted, (message.source, form)


@pytest.mark.parametrize("language", ALL)
def test_plural_messages_keep_their_count_in_every_form(language: str) -> None:
    for message in finished(language):
        if message.numerus:
            assert len(message.forms) >= 2, message
            assert all("%n" in form or "%Ln" in form for form in message.forms), message


def test_english_holds_only_the_plural_messages() -> None:
    english = messages("en")
    assert english and all(m.numerus for m in english)
    plural_sources = {(m.context, m.source) for m in messages("it") if m.numerus}
    assert {(m.context, m.source) for m in english} == plural_sources


@pytest.mark.parametrize("language", TRANSLATED)
def test_translations_keep_accelerators_shortcuts_and_ellipses(language: str) -> None:
    for message in finished(language):
        text = message.forms[0]
        if SHORTCUT.match(message.source):
            assert text == message.source, "a shortcut stays as it is"
        if ACCELERATOR.search(message.source):
            assert len(ACCELERATOR.findall(text)) == 1, (message.source, text)
        if message.source.endswith("…"):
            assert text.endswith("…"), (message.source, text)
        assert "..." not in text or "..." in message.source, text


@pytest.mark.parametrize("language", TRANSLATED)
def test_all_languages_have_the_same_messages(language: str) -> None:
    def keys(lang: str) -> set[tuple[str, str]]:
        return {(m.context, m.source) for m in messages(lang)}

    assert keys(language) == keys("it")


# -- the translated window -----------------------------------------------------------
def _menu_problems(menu: QMenu, where: str) -> list[str]:
    problems = []
    letters: dict[str, str] = {}
    for action in menu.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        found = ACCELERATOR.findall(action.text())
        if found:
            letter = found[0].lower()
            if letter in letters:
                problems.append(f"{where}: {action.text()!r} and {letters[letter]!r} share "
                                f"&{letter}")
            letters[letter] = action.text()
        if action.menu() is not None:
            problems += _menu_problems(action.menu(), f"{where} > {action.text()}")
    return problems


@pytest.mark.parametrize("language", ALL)
def test_menu_accelerators_do_not_clash(
    qapp: QApplication, request: pytest.FixtureRequest, language: str
) -> None:
    i18n.install_translators(qapp, language)
    window = request.getfixturevalue("window")  # the main window, built in this language
    bar = window.menuBar()
    problems = []
    titles: dict[str, str] = {}
    for action in bar.actions():
        found = ACCELERATOR.findall(action.text())
        if found:
            letter = found[0].lower()
            if letter in titles:
                problems.append(f"menu bar: {action.text()!r} and {titles[letter]!r} share "
                                f"&{letter}")
            titles[letter] = action.text()
        if action.menu() is not None:
            problems += _menu_problems(action.menu(), action.text())
    assert bar.actions()
    assert not problems


# -- the update script ---------------------------------------------------------------
def _update_script():  # type: ignore[no-untyped-def]
    import importlib.util
    import sys

    name = "wari_translations_update"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, TRANSLATIONS / "update.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module  # dataclasses look their module up
        spec.loader.exec_module(module)
    return sys.modules[name]


def test_the_update_script_writes_out_contexts_that_lupdate_cannot_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    update = _update_script()
    monkeypatch.setattr(update, "ROOT", tmp_path)
    source = tmp_path / "window.py"
    source.write_text(
        "from PySide6.QtCore import QCoreApplication\n"
        '_CONTEXT = "MainWindow"\n'
        "def name():\n"
        '    città = "x"; return QCoreApplication.translate(_CONTEXT, "South")\n'
        "class Rules:\n"
        "    def write(self):\n"
        "        tr = self.tr\n"
        '        return tr("Sowing"), tr("Capturing")\n'
        "def lost(context):\n"
        '    return QCoreApplication.translate(context, "Lost")\n',
        encoding="utf-8",
    )
    issues: list[str] = []
    rewritten = update._rewrite(source, issues)
    lines = rewritten.splitlines()
    assert len(lines) == 10
    assert lines[3] == '    città = "x"; return QCoreApplication.translate("MainWindow", "South")'
    assert lines[7] == '        return self.tr("Sowing"), self.tr("Capturing")'
    assert issues == ["window.py:10: lupdate cannot see 'Lost': write its context as a string "
                      "(or a module-level string constant)"]


def test_the_update_script_finds_nothing_left_to_translate() -> None:
    """``update.py --check``: every message of the source is in the .ts files, translated,
    and compiled. When this fails, run ``python resources/translations/update.py``,
    translate what ``--check`` lists, and run it again."""
    import subprocess
    import sys

    update = _update_script()
    try:
        update.find_tool("lupdate")
    except SystemExit:
        pytest.skip("pyside6-lupdate is not installed")
    result = subprocess.run([sys.executable, str(TRANSLATIONS / "update.py"), "--check"],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr


def test_french_calls_a_house_a_case_throughout() -> None:
    """One word for a house in French: "case", the usual word for Awalé's houses (the
    rule name "Tutti a casa", "everyone home", is the only "maison")."""
    mixed = [m.source for m in messages("fr")
             if re.search(r"\bmaisons?\b", " ".join(m.forms), re.IGNORECASE)
             and "Tutti a casa" not in m.source]
    assert mixed == []
    assert sum(bool(re.search(r"\bcases?\b", " ".join(m.forms)))
               for m in messages("fr")) > 30
