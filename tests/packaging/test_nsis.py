"""The Windows installer script compiles with NSIS (Debian's ``nsis`` package provides
``makensis`` on Linux) against a stand-in payload: the real bundle is built on Windows."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from .helpers import PACKAGING, load

build = load("build")
NSI = PACKAGING / "windows" / "wari.nsi"
MAKENSIS = shutil.which("makensis")
needs_makensis = pytest.mark.skipif(
    MAKENSIS is None, reason="makensis not installed (Debian: apt-get install nsis; "
    "packaging/ci.sh installs it)")


def stand_in_payload(folder: Path) -> Path:
    """A folder shaped like PyInstaller's Windows bundle: ``wari.exe`` and ``_internal``."""
    (folder / "_internal" / "resources" / "sounds").mkdir(parents=True)
    (folder / "wari.exe").write_bytes(b"MZ stand-in for the PyInstaller executable")
    (folder / "_internal" / "python311.dll").write_bytes(b"MZ stand-in")
    (folder / "_internal" / "resources" / "sounds" / "drop-1.wav").write_bytes(b"RIFF")
    return folder


def icon(folder: Path) -> Path:
    pngs = build.render_pngs(build.ICON_SVG, build.ICO_SIZES)
    path = folder / "wari.ico"
    path.write_bytes(build.ico_bytes(pngs))
    return path


@needs_makensis
def test_installer_compiles(tmp_path: Path) -> None:
    assert MAKENSIS is not None
    payload = stand_in_payload(tmp_path / "payload")
    out = tmp_path / "wari-desktop-0.1.0-setup.exe"
    defines = build.nsis_defines("0.1.0", payload, icon(tmp_path), out)
    result = subprocess.run([MAKENSIS, "-V2", "-WX", *defines, str(NSI)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    data = out.read_bytes()
    assert data[:2] == b"MZ"
    assert len(data) > 50_000


@needs_makensis
def test_installer_needs_a_version(tmp_path: Path) -> None:
    assert MAKENSIS is not None
    result = subprocess.run([MAKENSIS, "-V1", f"-DPAYLOAD={tmp_path}", f"-DICON={tmp_path}",
                             str(NSI)], capture_output=True, text=True)
    assert result.returncode != 0


def test_script_registers_the_association_and_uninstaller() -> None:
    text = NSI.read_text("utf-8")
    assert 'Software\\Classes\\.ogn' in text
    assert '"$INSTDIR\\${EXE}" "%1"' in text, "the saved game is the first argument"
    assert "WriteUninstaller" in text
    assert "$SMPROGRAMS" in text
    assert "Section \"Uninstall\"" in text
    assert "RMDir /r \"$INSTDIR\"" not in text, "never remove the whole folder blindly"
