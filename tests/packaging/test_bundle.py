"""The built bundle (``dist/wari``) and ``.deb`` start and find their data.

Skipped until ``python packaging/build.py`` has built them; ``packaging/ci.sh`` builds
them first, so in CI these run. The entry script's own logic is tested unfrozen too."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .helpers import PACKAGING, ROOT, load

build = load("build")
entry = load("wari_entry")
BUNDLE = ROOT / "dist" / "wari"
PROGRAM = BUNDLE / ("wari.exe" if sys.platform == "win32" else "wari")
needs_bundle = pytest.mark.skipif(not PROGRAM.is_file(),
                                  reason="no bundle in dist/: run python packaging/build.py")


def program_env(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", WARI_DATA_DIR=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"))
    env.pop("WARI_RESOURCES", None)
    return env


def test_entry_bundle_info_unfrozen(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("WARI_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("WARI_RESOURCES", raising=False)
    assert entry.run(["--bundle-info", str(tmp_path / "info.json")]) == 0
    info = json.loads((tmp_path / "info.json").read_text("utf-8"))
    assert info["frozen"] is False
    assert Path(info["resource_dir"]) == ROOT / "resources"
    assert "wari.svg" in info["icons"]
    assert info["endgame_file"].endswith(os.path.join("endgame", "endgame-15.bin"))


def test_entry_runs_the_endgame_command_line(tmp_path: Path) -> None:
    """``wari -m wari_desktop.ai.endgame ...`` is how the frozen program builds its table
    in the background (``sys.executable`` is the program itself there)."""
    out = tmp_path / "endgame-3.bin"
    code = entry.run(["-m", "wari_desktop.ai.endgame", "build", "--seeds", "3", "--out",
                      str(out), "--quiet"])
    assert code == 0
    assert out.stat().st_size > 0


@needs_bundle
def test_bundle_finds_its_resources(tmp_path: Path) -> None:
    out = tmp_path / "info.json"
    result = subprocess.run([str(PROGRAM), "--bundle-info", str(out)],
                            env=program_env(tmp_path), capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    info = json.loads(out.read_text("utf-8"))
    assert info["frozen"] is True
    resources = Path(info["resource_dir"])
    assert resources.is_relative_to(BUNDLE)
    shipped = sorted(p.name for p in (resources / "sounds").glob("*.wav"))
    assert info["sounds"] == shipped
    assert info["translations"] == sorted(p.name for p in
                                          (resources / "translations").glob("*.qm"))
    assert "wari.svg" in info["icons"]
    assert {"qtbase_it.qm", "qtbase_es.qm", "qtbase_fr.qm", "qtbase_de.qm",
            "qtbase_pt_BR.qm"} <= set(info["qt_translations"])
    if info["endgame_bundled"]:
        assert info["endgame_loaded_seeds"] == 15


@needs_bundle
def test_bundle_takes_a_screenshot(tmp_path: Path) -> None:
    shot = tmp_path / "shot.png"
    result = subprocess.run([str(PROGRAM), "--screenshot", str(shot)],
                            env=program_env(tmp_path), capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    assert build.png_size(shot.read_bytes()) == (1200, 700)


@needs_bundle
def test_bundle_leaves_out_unused_qt() -> None:
    names = {p.name for p in BUNDLE.rglob("*")}
    for unwanted in ("libQt6WebEngineCore.so.6", "libQt6Pdf.so.6", "libQt63DCore.so.6",
                     "libqpdf.so", "qtbase_ja.qm", "qtwebengine_it.qm"):
        assert unwanted not in names
    assert not [p for p in BUNDLE.rglob("*") if p.is_symlink() and not p.exists()]


@pytest.mark.skipif(shutil.which("dpkg-deb") is None or
                    not list((ROOT / "dist").glob("wari-desktop_*.deb")),
                    reason="no .deb in dist/: run python packaging/build.py")
def test_deb_installs_and_starts() -> None:
    result = subprocess.run([sys.executable, str(PACKAGING / "check_deb.py"), "--runs", "1"],
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "check_deb: .deb passed" in result.stdout


APPRUN = ROOT / "build" / "appimage" / "Wari.AppDir" / "AppRun"


@pytest.mark.skipif(not APPRUN.is_file(), reason="no AppDir: run python packaging/build.py")
def test_appdir_starts(tmp_path: Path) -> None:
    """The AppDir that appimagetool would pack starts the program through AppRun."""
    shot = tmp_path / "shot.png"
    result = subprocess.run([str(APPRUN), "--screenshot", str(shot)],
                            env=program_env(tmp_path), capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    assert build.png_size(shot.read_bytes()) == (1200, 700)
