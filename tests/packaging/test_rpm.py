"""The .rpm: its name, requirements and spec, and (when ``rpmbuild`` is installed, as
``packaging/ci.sh`` arranges) a package built from a stand-in bundle with the .deb's files."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from .helpers import load

build = load("build")
check_deb = load("check_deb")

OBJDUMP = """
Dynamic Section:
  NEEDED               libQt6Core.so.6
  NEEDED               libEGL.so.1
  NEEDED               libpulse.so.0
  NEEDED               libc.so.6
  SONAME               libQt6Multimedia.so.6
"""


def test_rpm_names_follow_the_version() -> None:
    assert build.rpm_filename("0.1.0") == "wari-desktop-0.1.0-1.x86_64.rpm"
    assert build.rpm_version("1.0rc1") == "1.0~rc1"


def test_needed_libraries_are_read_from_objdump() -> None:
    assert build.elf_needed(OBJDUMP) == [
        "libQt6Core.so.6", "libEGL.so.1", "libpulse.so.0", "libc.so.6"]


def test_requirements_are_the_sonames_the_bundle_lacks() -> None:
    requires, recommends = build.rpm_requires(build.elf_needed(OBJDUMP),
                                              {"libQt6Core.so.6", "wari"}, "2.34")
    assert requires == ["libEGL.so.1()(64bit)", "libc.so.6()(64bit)",
                        "libc.so.6(GLIBC_2.34)(64bit)"]
    assert recommends == ["libpulse.so.0()(64bit)"]


def test_spec_copies_the_tree_as_it_is(tmp_path: Path) -> None:
    spec = build.rpm_spec("0.1.0", tmp_path, ["libEGL.so.1()(64bit)"],
                          ["libpulse.so.0()(64bit)"])
    lines = spec.splitlines()
    for line in ("AutoReqProv: no", "%global __strip /bin/true", "Version: 0.1.0",
                 "Requires: libEGL.so.1()(64bit)", "Recommends: libpulse.so.0()(64bit)",
                 "/opt/wari-desktop", "/usr/bin/wari",
                 "/usr/share/applications/wari-desktop.desktop",
                 "/usr/share/mime/packages/wari-desktop.xml",
                 "/usr/share/icons/hicolor/256x256/apps/wari-desktop.png"):
        assert line in lines, line
    assert lines[lines.index("Summary: Wari (Oware abapa) board game on a wooden board")]
    assert "update-mime-database /usr/share/mime" in spec


def stand_in_tree(tmp_path: Path) -> tuple[Path, dict[int, Path]]:
    bundle = tmp_path / "bundle"
    (bundle / "_internal").mkdir(parents=True)
    for name in (build.EXECUTABLE, build.ENGINE_EXECUTABLE):
        program = bundle / name
        program.write_text("#!/bin/sh\necho stand-in\n")
        program.chmod(0o755)
    icons = {}
    for size in build.ICON_SIZES:
        icons[size] = tmp_path / f"wari-{size}.png"
        icons[size].write_bytes(b"\x89PNG stand-in")
    return bundle, icons


@pytest.mark.skipif(shutil.which("rpmbuild") is None,
                    reason="rpmbuild not installed (Debian: rpm; packaging/ci.sh installs it)")
def test_rpm_holds_the_debs_files(tmp_path: Path) -> None:
    bundle, icons = stand_in_tree(tmp_path)
    stage = tmp_path / "root"
    build.stage_linux_tree(stage, bundle, icons, "0.1.0")
    build.normalise_modes(stage)
    spec = tmp_path / "wari.spec"
    spec.write_text(build.rpm_spec("0.1.0", stage, ["libc.so.6(GLIBC_2.34)(64bit)"], [],
                                   icons))
    out = tmp_path / "out"
    subprocess.run(build.rpmbuild_command("rpmbuild", spec, tmp_path / "top", out, "x86_64"),
                   check=True, capture_output=True)
    rpm = out / build.rpm_filename("0.1.0")
    listed = subprocess.run(["rpm", "-qpl", str(rpm)], capture_output=True, text=True,
                            check=True).stdout.split()
    for target in build.deb_layout():
        assert f"/{target}" in listed
    assert f"{build.INSTALL_DIR}/{build.EXECUTABLE}" in listed
    assert f"{build.INSTALL_DIR}/{build.ENGINE_EXECUTABLE}" in listed
    root = tmp_path / "unpacked"
    check_deb.unpack(rpm, root)
    report = check_deb.Report()
    check_deb.check_layout(root, report)
    assert not report.failed
    assert (root / "usr" / "bin" / build.EXECUTABLE).stat().st_mode & 0o111
