"""The Linux desktop integration files: the menu entry, the ``.ogn`` MIME type and the
maintainer scripts."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from .helpers import PACKAGING, load

build = load("build")
LINUX = PACKAGING / "linux"
DESKTOP = LINUX / "wari-desktop.desktop"
MIME_XML = LINUX / "wari-desktop.xml"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_keys() -> None:
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Wari"
    assert entry["Exec"] == f"{build.EXECUTABLE} %f", "the saved game is the first argument"
    assert entry["Icon"] == build.PACKAGE
    assert entry["Terminal"] == "false"
    assert {"Game", "BoardGame"} <= set(entry["Categories"].strip(";").split(";"))
    assert build.MIME_TYPE in entry["MimeType"].strip(";").split(";")
    for key in ("Categories", "MimeType", "Keywords"):
        assert entry[key].endswith(";"), key
    for lang in ("it", "es", "fr", "pt", "de"):
        assert entry[f"Comment[{lang}]"]


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-validate (Debian: desktop-file-utils) not installed")
def test_desktop_entry_validates() -> None:
    result = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True,
                            text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip() == "", result.stdout


def test_mime_type_maps_ogn() -> None:
    root = ET.parse(MIME_XML).getroot()
    assert root.tag == f"{MIME_NS}mime-info"
    types = root.findall(f"{MIME_NS}mime-type")
    assert [t.get("type") for t in types] == [build.MIME_TYPE]
    globs = [g.get("pattern") for g in types[0].findall(f"{MIME_NS}glob")]
    assert globs == ["*.ogn"]
    assert types[0].find(f"{MIME_NS}comment") is not None


@pytest.mark.skipif(shutil.which("update-mime-database") is None,
                    reason="update-mime-database (Debian: shared-mime-info) not installed")
def test_mime_database_compiles(tmp_path: Path) -> None:
    packages = tmp_path / "packages"
    packages.mkdir()
    shutil.copyfile(MIME_XML, packages / MIME_XML.name)
    subprocess.run(["update-mime-database", str(tmp_path)], check=True, capture_output=True)
    assert f"{build.MIME_TYPE}:*.ogn" in (tmp_path / "globs2").read_text("utf-8")


@pytest.mark.parametrize("name", ["postinst", "postrm"])
def test_maintainer_scripts(name: str) -> None:
    script = LINUX / name
    text = script.read_text("utf-8")
    assert text.startswith("#!/bin/sh\n")
    assert "exit 0" in text
    subprocess.run(["sh", "-n", str(script)], check=True)
    for tool in ("update-desktop-database", "update-mime-database", "gtk-update-icon-cache"):
        assert f"command -v {tool}" in text, f"{tool} is optional"


def test_postinst_runs_without_the_tools(tmp_path: Path) -> None:
    """With none of the cache tools on the PATH the script still succeeds."""
    result = subprocess.run(["/bin/sh", str(LINUX / "postinst"), "configure"],
                            env={"PATH": str(tmp_path)}, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
