"""The program's languages: English, Italian, Spanish, French, Portuguese and German.

Every visible string goes through Qt's translation system (``self.tr`` or
``QCoreApplication.translate``). ``install_translators`` loads the compiled catalogues
(``resources/translations/wari_<lang>.qm``, made by ``resources/translations/update.py``)
and Qt's own ``qtbase_<lang>.qm`` for the standard dialog buttons.

English is the source language; ``wari_en.qm`` only holds the English plural forms, so
that ``tr("%n seed(s)", "", n)`` reads "1 seed" and "2 seeds". It is installed under every
language, so a message not yet translated still gets a proper English plural.

A missing or damaged catalogue never stops the program: it logs a warning and the program
speaks English.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ...resources import resource

logger = logging.getLogger(__name__)

#: The languages the program speaks, English (the source language) first.
SUPPORTED = ("en", "it", "es", "fr", "pt", "de")

#: The translators installed by ``install_translators``, kept referenced so Python does not
#: collect them while Qt uses them.
_installed: list[QTranslator] = []


def catalogue_path(language: str) -> Path:
    """Where the program's compiled translation for ``language`` lies."""
    return resource("translations", f"wari_{language}.qm")


def available_languages() -> tuple[str, ...]:
    """The languages that can be shown: English, and each other supported language whose
    catalogue is present."""
    return tuple(lang for lang in SUPPORTED if lang == "en" or catalogue_path(lang).is_file())


def system_language(ui_languages: list[str] | None = None) -> str:
    """The first of the system's preferred UI languages (``QLocale.system()``) that the
    program speaks; English if none is."""
    if ui_languages is None:
        ui_languages = QLocale.system().uiLanguages()
    for name in ui_languages:
        code = _primary(name)
        if code in SUPPORTED:
            return code
    return "en"


def install_translators(app: QCoreApplication, language: str = "") -> str:
    """Show the program in ``language`` ("" follows the system; "en", "it", "es", "fr",
    "pt", "de").

    Removes the translators a previous call installed, installs the program's and Qt's
    for the chosen language, and makes it the default ``QLocale`` (the system's own when it
    is of that language, for its region's number and date formats). Returns the language
    actually used: "en" for English, an unknown language or a catalogue that cannot be
    loaded (logged as a warning).
    """
    remove_translators(app)
    wanted = _primary(language) if language else system_language()
    if wanted not in SUPPORTED:
        logger.warning("no translation for language %r; using English", language)
        wanted = "en"

    # English plural forms underneath everything (installed first, so searched last).
    english = _load(catalogue_path("en"))
    if english is None:
        logger.warning("cannot load %s; English plurals read \"(s)\"", catalogue_path("en"))
    else:
        _install(app, english)

    used = "en"
    if wanted != "en":
        translator = _load(catalogue_path(wanted))
        if translator is None or translator.isEmpty():
            logger.warning("cannot load %s; using English", catalogue_path(wanted))
        else:
            qt_translator = _qt_translator(wanted)
            if qt_translator is not None:
                _install(app, qt_translator)
            _install(app, translator)
            used = wanted
    system = QLocale.system()  # kept when it speaks the language: its region's formats
    QLocale.setDefault(system if _primary(system.name()) == used else QLocale(used))
    return used


def remove_translators(app: QCoreApplication) -> None:
    """Remove the translators ``install_translators`` installed (the program then shows
    its source texts, English with "(s)" plurals)."""
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()


def installed_translators() -> tuple[QTranslator, ...]:
    """The translators installed by the last ``install_translators`` call."""
    return tuple(_installed)


def _primary(name: str) -> str:
    """The primary language subtag of a locale name: "it-IT", "it_IT" and "IT" → "it"."""
    return name.replace("_", "-").split("-", 1)[0].strip().lower()


def _load(path: Path) -> QTranslator | None:
    """A translator holding the catalogue at ``path``; None if there is no file or it is
    not a catalogue."""
    try:
        if not path.is_file():
            return None
    except OSError:  # pragma: no cover - an unreadable folder
        return None
    translator = QTranslator()
    return translator if translator.load(str(path)) else None


def _qt_translator(language: str) -> QTranslator | None:
    """Qt's own translation (standard buttons and dialogs), from Qt's translations folder
    or, in a bundle without one, from the program's: ``qtbase_<language>.qm``, or else a
    regional one such as ``qtbase_pt_BR.qm`` (Qt has Portuguese only as Brazil's)."""
    folders = [
        Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
        resource("translations"),
    ]
    for folder in folders:
        try:
            regional = sorted(folder.glob(f"qtbase_{language}_*.qm"))
        except OSError:  # pragma: no cover - an unreadable folder
            regional = []
        for path in (folder / f"qtbase_{language}.qm", *regional):
            translator = _load(path)
            if translator is not None:
                return translator
    logger.info("no qtbase_%s.qm found; standard buttons stay in English", language)
    return None


def _install(app: QCoreApplication, translator: QTranslator) -> None:
    if app.installTranslator(translator):
        _installed.append(translator)
