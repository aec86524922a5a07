"""What the PyInstaller bundle keeps and drops (``packaging/bundle_rules.py``)."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from .helpers import ROOT, load

rules = load("bundle_rules")

QT = "PySide6/Qt"


@pytest.mark.parametrize(("dest", "kept"), [
    (f"{QT}/translations/qtbase_it.qm", True),
    (f"{QT}/translations/qtbase_fr.qm", True),
    (f"{QT}/translations/qtbase_en.qm", True),
    (f"{QT}/translations/qtbase_de.qm", True),
    (f"{QT}/translations/qtbase_pt_BR.qm", True),
    (f"{QT}/translations/qtbase_ja.qm", False),
    (f"{QT}/translations/qtbase_nl.qm", False),
    (f"{QT}/translations/qtmultimedia_it.qm", False),
    (f"{QT}/translations/qtwebengine_locales/it.pak", False),
    (f"{QT}/qml/QtQuick/Controls/libqtquickcontrols2plugin.so", False),
    (f"{QT}/plugins/platforms/libqxcb.so", True),
    (f"{QT}/plugins/platforms/libqwayland.so", True),
    (f"{QT}/plugins/platforms/libqoffscreen.so", True),
    (f"{QT}/plugins/platforms/libqeglfs.so", False),
    (f"{QT}/plugins/platforms/libqvnc.so", False),
    (f"{QT}/plugins/platformthemes/libqxdgdesktopportal.so", True),
    (f"{QT}/plugins/platformthemes/libqgtk3.so", False),
    (f"{QT}/plugins/platforminputcontexts/libcomposeplatforminputcontextplugin.so", True),
    (f"{QT}/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so", False),
    (f"{QT}/plugins/imageformats/libqsvg.so", True),
    (f"{QT}/plugins/imageformats/libqpdf.so", False),
    (f"{QT}/plugins/imageformats/libqtiff.so", False),
    (f"{QT}/plugins/iconengines/libqsvgicon.so", True),
    (f"{QT}/plugins/multimedia/libffmpegmediaplugin.so", False),
    (f"{QT}/plugins/sqldrivers/libqsqlite.so", False),
    (f"{QT}/plugins/position/libqtposition_geoclue2.so", False),
    (f"{QT}/lib/libQt6WebEngineCore.so.6", False),
    (f"{QT}/lib/libQt6Pdf.so.6", False),
    (f"{QT}/lib/libQt63DCore.so.6", False),
    (f"{QT}/lib/libQt6Core.so.6", True),
    (f"{QT}/lib/libQt6Multimedia.so.6", True),
    (f"{QT}/lib/libQt6Quick.so.6", True),  # pruned only if nothing links to it
    ("PySide6\\plugins\\platforms\\qwindows.dll", True),  # Windows layout
    ("PySide6\\plugins\\sqldrivers\\qsqlite.dll", False),
    ("PySide6\\translations\\qtbase_es.qm", True),
    ("resources/endgame/endgame-15.bin", True),
    ("resources/sounds/capture.wav", True),
    ("numpy/_core/_multiarray_umath.cpython-311-x86_64-linux-gnu.so", True),
])
def test_keep_file(dest: str, kept: bool) -> None:
    assert rules.keep_file(dest) is kept


def test_ffmpeg_backend_on_request() -> None:
    dest = f"{QT}/plugins/multimedia/libffmpegmediaplugin.so"
    assert not rules.keep_file(dest)
    assert rules.keep_file(dest, ffmpeg=True)


def test_modules_the_program_imports_are_not_excluded() -> None:
    """Every PySide6 module imported anywhere in ``wari_desktop`` stays in the bundle."""
    imported = set()
    for path in (ROOT / "wari_desktop").rglob("*.py"):
        text = path.read_text("utf-8")
        imported |= set(re.findall(r"\b(PySide6\.Qt\w+)", text))
    assert imported, "the program imports Qt"
    assert not imported & set(rules.EXCLUDED_MODULES)
    assert "wari_desktop" not in rules.EXCLUDED_MODULES
    assert "numpy" not in rules.EXCLUDED_MODULES


@pytest.mark.parametrize(("path", "key"), [
    ("PySide6/Qt/lib/libQt6Quick.so.6", "Qt6Quick"),
    ("libQt6Quick.so.6", "Qt6Quick"),
    ("PySide6\\Qt6Quick.dll", "Qt6Quick"),
    ("PySide6/Qt/lib/libavcodec.so.61", "avcodec"),
    ("PySide6\\avcodec-61.dll", "avcodec"),
    ("libcairo.so.2", "libcairo.so.2"),
    ("libpython3.11.so.1.0", None),
    ("numpy.libs/libscipy_openblas64_-32a4b2a6.so", None),
    ("PySide6/Qt/plugins/platforms/libqxcb.so", None),
    ("PySide6/QtCore.abi3.so", None),
    ("PySide6/Qt/lib/QtCore.framework/Versions/A/QtCore", None),
])
def test_library_key(path: str, key: str | None) -> None:
    assert rules.library_key(path) == key


def test_prune_keeps_what_is_linked() -> None:
    binaries = [
        ("PySide6/QtWidgets.abi3.so", "/src/QtWidgets.abi3.so", "EXTENSION"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/src/libqxcb.so", "BINARY"),
        ("PySide6/Qt/lib/libQt6Widgets.so.6", "/src/libQt6Widgets.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", "/src/libQt6Gui.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6Core.so.6", "/src/libQt6Core.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6XcbQpa.so.6", "/src/libQt6XcbQpa.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6Quick.so.6", "/src/libQt6Quick.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6Qml.so.6", "/src/libQt6Qml.so.6", "BINARY"),
        ("PySide6/Qt/lib/libavcodec.so.61", "/src/libavcodec.so.61", "BINARY"),
        ("libxcb-cursor.so.0", "/usr/lib/libxcb-cursor.so.0", "BINARY"),
        ("libcairo.so.2", "/usr/lib/libcairo.so.2", "BINARY"),
        ("libpython3.11.so.1.0", "/py/libpython3.11.so.1.0", "BINARY"),
        ("libQt6Quick.so.6", "PySide6/Qt/lib/libQt6Quick.so.6", "SYMLINK"),
    ]
    links = {
        "/src/QtWidgets.abi3.so": ["libQt6Widgets.so.6"],
        "/src/libQt6Widgets.so.6": ["libQt6Gui.so.6", "libQt6Core.so.6"],
        "/src/libQt6Gui.so.6": ["libQt6Core.so.6"],
        "/src/libqxcb.so": ["libQt6XcbQpa.so.6", "/lib/x86_64-linux-gnu/libc.so.6"],
        "/src/libQt6XcbQpa.so.6": ["libQt6Gui.so.6", "libxcb-cursor.so.0"],
        "/src/libQt6Quick.so.6": ["libQt6Qml.so.6"],  # only a dropped plugin needed it
    }
    kept = rules.prune_libraries(binaries, lambda source: links.get(source, []))
    names = {dest for dest, _, _ in kept}
    assert names == {
        "PySide6/QtWidgets.abi3.so", "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/lib/libQt6Widgets.so.6", "PySide6/Qt/lib/libQt6Gui.so.6",
        "PySide6/Qt/lib/libQt6Core.so.6", "PySide6/Qt/lib/libQt6XcbQpa.so.6",
        "libxcb-cursor.so.0", "libpython3.11.so.1.0", "libQt6Quick.so.6",
    }


def test_dangling_symlinks_are_dropped() -> None:
    binaries = [("PySide6/Qt/lib/libQt6Core.so.6", "/src/libQt6Core.so.6", "BINARY")]
    datas = [
        ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
        ("libQt6Quick.so.6", "PySide6/Qt/lib/libQt6Quick.so.6", "SYMLINK"),
        ("libQt6Core.so", "libQt6Core.so.6", "SYMLINK"),  # a link to a link
        ("resources/sounds/drop-1.wav", "/src/drop-1.wav", "DATA"),
    ]
    kept_binaries, kept_datas = rules.drop_dangling_symlinks(binaries, datas)
    assert kept_binaries == binaries
    assert [d for d, _, _ in kept_datas] == [
        "libQt6Core.so.6", "libQt6Core.so", "resources/sounds/drop-1.wav"]


def test_resource_patterns_cover_the_program_data() -> None:
    targets = dict(rules.RESOURCE_PATTERNS)
    assert targets["sounds/*.wav"] == "resources/sounds"
    assert targets["translations/*.qm"] == "resources/translations"
    assert any(t == "resources/icons" for t in targets.values())
    # the opening book, where wari_desktop.ai.book looks for it in the bundle
    assert targets["book/openings.txt"] == "resources/book"
    assert (ROOT / "resources" / "book" / "openings.txt").is_file()
    # the puzzles, where wari_desktop.puzzles.collection looks for them
    assert targets["puzzles/puzzles.json"] == "resources/puzzles"
    assert (ROOT / "resources" / "puzzles" / "puzzles.json").is_file()


def test_the_core_library_is_the_one_built_for_this_python(tmp_path: Path) -> None:
    (tmp_path / "_csearch_core.cpython-311-x86_64-linux-gnu.so").write_bytes(b"elf")
    linux = (".cpython-311-x86_64-linux-gnu.so", ".abi3.so", ".so")
    windows = (".cp311-win_amd64.pyd", ".pyd")
    found = rules.core_library(tmp_path, linux)
    assert found == tmp_path / "_csearch_core.cpython-311-x86_64-linux-gnu.so"
    assert rules.core_library(tmp_path, windows) is None  # a Linux build is no Windows core
    dll = tmp_path / "built-apart.dll"
    assert rules.core_library(tmp_path, windows, str(dll)) is None  # named but missing
    dll.write_bytes(b"MZ")
    assert rules.core_library(tmp_path, windows, str(dll)) == dll


def test_the_endgame_library_is_found_by_its_own_name(tmp_path: Path) -> None:
    linux = (".cpython-311-x86_64-linux-gnu.so", ".so")
    assert rules.core_library(tmp_path, linux, library=rules.ENDGAME_LIBRARY) is None
    (tmp_path / "_endgame_core.cpython-311-x86_64-linux-gnu.so").write_bytes(b"elf")
    assert rules.core_library(tmp_path, linux) is None  # not the search core
    assert rules.core_library(tmp_path, linux, library=rules.ENDGAME_LIBRARY) == (
        tmp_path / "_endgame_core.cpython-311-x86_64-linux-gnu.so")
    assert rules.ENDGAME_DEST == "wari_desktop/ai/endgame"


def test_the_pairing_engine_is_the_one_built_for_this_system(tmp_path: Path) -> None:
    assert rules.pairing_engine(tmp_path, windows=False) is None
    (tmp_path / "bbpPairings").write_bytes(b"elf")
    assert rules.pairing_engine(tmp_path, windows=False) == tmp_path / "bbpPairings"
    assert rules.pairing_engine(tmp_path, windows=True) is None  # no Windows build here
    exe = tmp_path / "apart" / "bbpPairings.exe"
    assert rules.pairing_engine(tmp_path, windows=True, override=str(exe)) is None
    exe.parent.mkdir()
    exe.write_bytes(b"MZ")
    assert rules.pairing_engine(tmp_path, windows=True, override=str(exe)) == exe
    # where pairing_engine.py looks for it, and its licence shipped beside it
    from wari_desktop.server.tournament import pairing_engine
    assert pairing_engine.BUILT.parent.relative_to(ROOT).as_posix() == rules.PAIRING_DEST
    assert all((ROOT / licence).is_file() for licence in rules.PAIRING_LICENCES)


def test_every_data_file_of_the_package_is_in_the_bundle() -> None:
    """Data files inside ``wari_desktop`` (read with importlib.resources) go to their
    package's folder in the bundle; none is left out (pyproject's package-data lists
    them for pip, ``PACKAGE_DATA`` for PyInstaller)."""
    found = {str(path.relative_to(ROOT)) for path in (ROOT / "wari_desktop").rglob("*.json")}
    bundled = dict(rules.PACKAGE_DATA)
    assert set(bundled) == found
    for source, target in bundled.items():
        assert (ROOT / source).is_file() and Path(source).parent.as_posix() == target


def test_the_package_check_pairs_with_the_bundled_engine(tmp_path: Path) -> None:
    """check_deb's check of the pairing engine, on a root laid out as the .deb is, with
    the engine pip built (skipped where it is not built)."""
    from wari_desktop.server.tournament.pairing_engine import BUILT
    if not BUILT.is_file():
        pytest.skip("bbpPairings is not built here (pip install -e . with a C++ compiler)")
    check_deb = load("check_deb")
    folder = (tmp_path / "root" / check_deb.build.INSTALL_DIR.lstrip("/") / "_internal"
              / rules.PAIRING_DEST)
    folder.mkdir(parents=True)
    shutil.copy2(BUILT, folder / "bbpPairings")
    for licence in rules.PAIRING_LICENCES:
        shutil.copy2(ROOT / licence, folder)
    report = check_deb.Report()
    check_deb.check_pairing_engine(folder, tmp_path, report)
    assert not report.failed
    (folder / "LICENSE.txt").unlink()
    check_deb.check_pairing_engine(folder, tmp_path, report)
    assert report.failed
