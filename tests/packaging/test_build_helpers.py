"""build.py's pure helpers: version, Debian control file, file layout, launcher, NSIS
options, and the macOS Info.plist."""

from __future__ import annotations

import plistlib
import stat
import subprocess
import sys
from pathlib import Path

import pytest

import wari_desktop

from .helpers import PACKAGING, ROOT, load

build = load("build")


def test_version_agrees_with_the_package() -> None:
    assert build.read_version() == wari_desktop.__version__
    assert build.checked_version() == wari_desktop.__version__


def test_version_mismatch_is_an_error(tmp_path: Path) -> None:
    (tmp_path / "wari_desktop").mkdir()
    (tmp_path / "pyproject.toml").write_text('[project]\nversion = "1.2.0"\n')
    (tmp_path / "wari_desktop" / "__init__.py").write_text('__version__ = "1.1.0"\n')
    with pytest.raises(ValueError, match=r"1\.2\.0"):
        build.checked_version(tmp_path)
    init = tmp_path / "wari_desktop" / "__init__.py"
    init.write_text('"""Doc."""\n\n__version__ = "1.2.0"\n')
    assert build.checked_version(tmp_path) == "1.2.0"


@pytest.mark.parametrize(("pep440", "debian"), [
    ("0.1.0", "0.1.0"), ("1.0rc1", "1.0~rc1"), ("2.0b3", "2.0~b3"), ("1.0.dev2", "1.0~dev2"),
    ("1.0.post1", "1.0+post1"),
])
def test_debian_version(pep440: str, debian: str) -> None:
    assert build.debian_version(pep440) == debian


def test_debian_version_sorts_prereleases_first() -> None:
    versions = ["1.0", "1.0rc1", "1.0.post1", "1.0b2"]
    debian = [build.debian_version(v) for v in versions]
    for lower, higher in [(1, 0), (3, 1), (0, 2)]:
        result = subprocess.run(["dpkg", "--compare-versions", debian[lower], "lt",
                                 debian[higher]], check=False)
        assert result.returncode == 0, (debian[lower], debian[higher])


def test_architecture_and_file_name() -> None:
    assert build.deb_architecture("x86_64") == "amd64"
    assert build.deb_architecture("aarch64") == "arm64"
    with pytest.raises(ValueError):
        build.deb_architecture("sparc")
    assert build.deb_filename("0.1.0") == "wari-desktop_0.1.0_amd64.deb"


def test_control_file() -> None:
    text = build.deb_control("0.1.0", 183_000)
    assert text.endswith("\n") and "\n\n" not in text
    fields: dict[str, str] = {}
    key = ""
    for line in text.splitlines():
        if line.startswith(" "):
            fields[key] += "\n" + line
        else:
            key, _, value = line.partition(": ")
            fields[key] = value
    assert fields["Package"] == "wari-desktop"
    assert fields["Version"] == "0.1.0"
    assert fields["Architecture"] == "amd64"
    assert fields["Installed-Size"] == "183000"
    assert fields["Section"] == "games"
    assert "<" in fields["Maintainer"] and fields["Maintainer"].endswith(">")
    depends = [d.split()[0] for d in fields["Depends"].split(", ")]
    for lib in ("libegl1", "libxkbcommon0", "libfontconfig1", "libdbus-1-3", "libglib2.0-0",
                "libgl1", "libxkbcommon-x11-0", "libxcb-cursor0"):
        assert lib in depends
    assert "libpulse0" in fields["Recommends"]
    summary, *body = fields["Description"].split("\n")
    assert 0 < len(summary) <= 80 and body
    assert all(line.startswith(" ") and len(line) <= 80 for line in body)
    assert "Homepage" not in fields  # no empty fields


def test_control_file_glibc() -> None:
    text = build.deb_control("0.1.0", 1, glibc="2.35")
    assert "Depends: libc6 (>= 2.35), " in text


def test_max_glibc() -> None:
    blobs = [b"\x7fELF...GLIBC_2.2.5\x00GLIBC_2.14\x00", b"GLIBC_2.34\x00GLIBC_PRIVATE\x00",
             b"no versions"]
    assert build.max_glibc(blobs) == "2.34"
    assert build.max_glibc([b"GLIBC_2.9\x00", b"GLIBC_2.10\x00"]) == "2.10"
    assert build.max_glibc([b""]) is None


def test_layout() -> None:
    layout = build.deb_layout()
    assert "usr/bin/wari" in layout
    assert "usr/bin/wari-engine" in layout  # on the PATH for other programs (Aualé)
    assert "usr/share/applications/wari-desktop.desktop" in layout
    assert "usr/share/mime/packages/wari-desktop.xml" in layout
    assert "usr/share/icons/hicolor/scalable/apps/wari-desktop.svg" in layout
    for size in build.ICON_SIZES:
        assert f"usr/share/icons/hicolor/{size}x{size}/apps/wari-desktop.png" in layout
    assert not any(path.startswith("/") for path in layout)
    for source in layout.values():
        if "/" in source and not source.startswith("build/"):
            assert (ROOT / source).is_file(), source


def fake_bundle(path: Path) -> Path:
    (path / "_internal" / "resources").mkdir(parents=True)
    for name in ("wari", "wari-engine"):
        program = path / name
        program.write_text(f'#!/bin/sh\necho {name}; for a in "$@"; do echo "[$a]"; done\n')
        program.chmod(0o700)
    private = path / "_internal" / "resources" / "endgame-15.bin"
    private.write_bytes(b"table")
    private.chmod(0o600)
    library = path / "_internal" / "libQt6Core.so.6"
    library.write_bytes(b"\x7fELF")
    library.chmod(0o755)
    return path


def fake_icons(path: Path) -> dict[int, Path]:
    path.mkdir()
    icons = {}
    for size in build.ICON_SIZES:
        icons[size] = path / f"wari-{size}.png"
        icons[size].write_bytes(b"png")
    return icons


def test_staged_tree_runs_from_another_root(tmp_path: Path) -> None:
    """The tree the .deb packs: the launcher finds the bundle under the same root (so
    ``dpkg-deb -x`` into a temporary folder gives a working program), passes the
    arguments through, and every file is readable by all."""
    bundle = fake_bundle(tmp_path / "bundle")
    root = tmp_path / "root"
    build.stage_linux_tree(root, bundle, fake_icons(tmp_path / "icons"), "0.1.0")
    build.normalise_modes(root)
    for target in build.deb_layout():
        assert (root / target).is_file(), target
    launcher = root / "usr" / "bin" / "wari"
    result = subprocess.run([str(launcher), "my game.ogn", "--x"], capture_output=True,
                            text=True, check=True)
    assert result.stdout == "wari\n[my game.ogn]\n[--x]\n"
    engine = root / "usr" / "bin" / "wari-engine"
    result = subprocess.run([str(engine), "--version"], capture_output=True, text=True,
                            check=True)
    assert result.stdout == "wari-engine\n[--version]\n"
    assert stat.S_IMODE(engine.stat().st_mode) == 0o755
    table = root / "opt" / "wari-desktop" / "_internal" / "resources" / "endgame-15.bin"
    assert stat.S_IMODE(table.stat().st_mode) == 0o644
    assert stat.S_IMODE((root / "opt" / "wari-desktop" / "wari").stat().st_mode) == 0o755
    assert stat.S_IMODE(launcher.stat().st_mode) == 0o755
    library = root / "opt" / "wari-desktop" / "_internal" / "libQt6Core.so.6"
    assert stat.S_IMODE(library.stat().st_mode) == 0o644
    assert build.installed_size_kib(root) >= len(build.deb_layout())


def test_launcher_through_a_symlink(tmp_path: Path) -> None:
    bundle = fake_bundle(tmp_path / "bundle")
    root = tmp_path / "root"
    build.stage_linux_tree(root, bundle, fake_icons(tmp_path / "icons"), "0.1.0")
    link = tmp_path / "wari-link"
    link.symlink_to(root / "usr" / "bin" / "wari")
    result = subprocess.run([str(link), "a"], capture_output=True, text=True, check=True)
    assert result.stdout == "wari\n[a]\n"


def test_python_debug_files_are_only_pythons(tmp_path: Path) -> None:
    internal = tmp_path / "_internal"
    (internal / "python3.11" / "lib-dynload").mkdir(parents=True)
    (internal / "numpy.libs").mkdir()
    wanted = [internal / "libpython3.11.so.1.0",
              internal / "python3.11" / "lib-dynload" / "_ssl.cpython-311-x86_64-linux-gnu.so"]
    for path in [*wanted, internal / "numpy.libs" / "libscipy_openblas64_.so",
                 internal / "libQt6Core.so.6"]:
        path.write_bytes(b"\x7fELF")
    assert build.python_debug_files(tmp_path) == sorted(wanted)


def test_nsis_defines() -> None:
    defines = build.nsis_defines("0.1.0rc2", Path("dist/wari"), Path("wari.ico"),
                                 Path("out.exe"))
    assert "-DVERSION=0.1.0rc2" in defines
    assert "-DVERSION_NUMERIC=0.1.0.2" in defines
    assert any(d.startswith("-DPAYLOAD=") for d in defines)


def test_info_plist_declares_the_ogn_document_type() -> None:
    with (PACKAGING / "macos" / "Info.plist").open("rb") as handle:
        info = plistlib.load(handle)
    (document,) = info["CFBundleDocumentTypes"]
    assert document["CFBundleTypeExtensions"] == ["ogn"]
    assert document["LSHandlerRank"] == "Owner"
    (uti,) = info["UTExportedTypeDeclarations"]
    assert document["LSItemContentTypes"] == [uti["UTTypeIdentifier"]]
    assert uti["UTTypeTagSpecification"]["public.filename-extension"] == ["ogn"]
    assert build.MIME_TYPE in uti["UTTypeTagSpecification"]["public.mime-type"]
    assert info["CFBundleIdentifier"].count(".") >= 2


def test_requirements_pin_pyinstaller() -> None:
    lines = [line.strip() for line in (PACKAGING / "requirements.txt").read_text().splitlines()
             if line.strip() and not line.startswith("#")]
    assert any(line.startswith("pyinstaller>=") and "<" in line for line in lines)


def test_help_runs() -> None:
    result = subprocess.run([sys.executable, str(PACKAGING / "build.py"), "--help"],
                            capture_output=True, text=True, check=True)
    for option in ("--endgame-seeds", "--skip-endgame", "--clean"):
        assert option in result.stdout
