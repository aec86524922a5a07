"""Build the Wari desktop installer for this system into ``dist/``.

    python packaging/build.py [--endgame-seeds N | --skip-endgame] [--clean] [--ffmpeg]
                              [--target host|windows]

Steps:

1. Render ``resources/icons/wari.svg`` to PNG (16 to 512 px), ICO and ICNS with Qt's SVG
   renderer (``build/icons/``).
2. Build the endgame table (``build/endgame/endgame-15.bin``: about 15 s and 0.4 GB of
   memory with the compiled builder, 80 s and 1 GB with numpy; reused when present).
3. Run PyInstaller with ``packaging/wari.spec``: a one-folder bundle in ``dist/wari/``
   (work files in ``build/pyinstaller/``).
4. Pack it for the host system:
   - Linux: ``dist/wari-desktop_<version>_amd64.deb`` with ``dpkg-deb``,
     ``dist/wari-desktop-<version>-1.x86_64.rpm`` with ``rpmbuild`` (when installed), and
     an AppImage when ``appimagetool`` is on the PATH (or named by ``$APPIMAGETOOL``);
   - Windows: ``dist/wari-desktop-<version>-setup.exe`` with NSIS's ``makensis``;
   - macOS: ``dist/Wari.app`` inside ``dist/Wari-<version>.dmg`` with ``hdiutil``.

``--target windows`` on Linux makes the Windows installer instead: Windows CPython, the
Windows wheels and PyInstaller run under Wine (``packaging/windows_build.py``), then Debian's
``makensis`` builds a 64-bit installer.

Run it with the project's Python (the one that has PySide6, numpy and the packages in
``packaging/requirements.txt``). The pure helpers below (version, control file, file
layout, icon containers) are unit-tested in ``tests/packaging``.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import platform
import re
import shutil
import struct
import subprocess
import sys
import time
import tomllib
from collections.abc import Iterable, Mapping
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
BUILD = ROOT / "build"
DIST = ROOT / "dist"
ICON_SVG = ROOT / "resources" / "icons" / "wari.svg"

PACKAGE = "wari-desktop"  # Debian package, desktop file, icon and MIME file names
EXECUTABLE = "wari"  # the program's name on the PATH and in the bundle
ENGINE_EXECUTABLE = "wari-engine"  # the console engine for other programs, beside it
#: Programs that are ``wari-engine`` under another name (packaging/wari_engine_entry.py
#: dispatches on the name it is started as): symbolic links to it in the Linux bundle.
LINKED_PROGRAMS = ("wari-server", "wari-bot")
#: Every program the Linux packages put on the PATH (``/usr/bin``).
LINUX_COMMANDS = (EXECUTABLE, ENGINE_EXECUTABLE, *LINKED_PROGRAMS)
APP_NAME = "Wari"
INSTALL_DIR = f"/opt/{PACKAGE}"
MIME_TYPE = "application/x-wari-ogn"
MAINTAINER = "The Wari desktop team <wari-desktop@example.org>"
HOMEPAGE = ""  # none published yet; the control file omits the field while empty
DEFAULT_ENDGAME_SEEDS = 15

#: Targets the build reports against.
DEB_TARGET_MB = 80
SETUP_TARGET_MB = 60
START_TARGET_S = 2.0

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)  # an ICO entry is at most 256 px
#: ICNS entries holding PNG data: type -> pixel size (``@2x`` types hold twice the points).
ICNS_TYPES = {
    "icp4": 16, "icp5": 32, "icp6": 64, "ic07": 128, "ic08": 256, "ic09": 512,
    "ic10": 1024, "ic11": 32, "ic12": 64, "ic13": 256, "ic14": 512,
}

#: Debian packages the bundled Qt needs from the system (the rest is in the bundle).
DEB_DEPENDS = (
    "libegl1", "libgl1", "libfontconfig1", "libfreetype6",
    "libdbus-1-3", "libglib2.0-0", "libx11-6", "libx11-xcb1", "libxkbcommon0",
    "libxkbcommon-x11-0", "libxcb1", "libxcb-cursor0", "libxcb-icccm4", "libxcb-image0",
    "libxcb-keysyms1", "libxcb-randr0", "libxcb-render-util0", "libxcb-shape0",
    "libxcb-xfixes0", "libxcb-xkb1", "libwayland-client0", "libwayland-cursor0",
    "libwayland-egl1",
)
DEB_RECOMMENDS = ("libpulse0",)  # sound; the program plays silently without it
DEB_DESCRIPTION = """\
Wari (Oware abapa) board game on a wooden board
 Play Wari, the West African sowing game also known as Oware or Awale, on a
 wooden board against the computer (five levels and an endgame database)
 or against a friend at the same screen. Games are saved in the
 OGN notation; double-clicking a .ogn file opens it. Also installs
 wari-engine (the engine for other programs), wari-server (a game server
 for people and bots that a club can run) and wari-bot (an engine's bot
 account on such a server)."""


# --- pure helpers (unit-tested) ---------------------------------------------------------


def read_version(pyproject: Path = ROOT / "pyproject.toml") -> str:
    """The project version from ``pyproject.toml``."""
    with pyproject.open("rb") as handle:
        return str(tomllib.load(handle)["project"]["version"])


def read_package_version(init: Path = ROOT / "wari_desktop" / "__init__.py") -> str:
    """``__version__`` from the package's ``__init__.py``, read without importing it."""
    match = re.search(r"^__version__\s*=\s*[\"']([^\"']+)[\"']", init.read_text("utf-8"),
                      re.MULTILINE)
    if match is None:
        raise ValueError(f"no __version__ in {init}")
    return match.group(1)


def checked_version(root: Path = ROOT) -> str:
    """The version, after checking that ``pyproject.toml`` and ``__init__.py`` agree."""
    version = read_version(root / "pyproject.toml")
    package = read_package_version(root / "wari_desktop" / "__init__.py")
    if version != package:
        raise ValueError(f"pyproject.toml says {version} but __version__ is {package}")
    return version


def debian_version(version: str) -> str:
    """A PEP 440 version as a Debian version: pre-releases sort before the release
    (``1.0rc1`` -> ``1.0~rc1``), ``.dev``/``.post`` become ``~dev``/``+post``."""
    text = re.sub(r"[-_.]?(a|b|rc|alpha|beta)(\d*)$", r"~\1\2", version)
    text = re.sub(r"[-_.]?dev(\d*)", r"~dev\1", text)
    text = re.sub(r"[-_.]?post(\d*)", r"+post\1", text)
    if not re.fullmatch(r"[0-9][A-Za-z0-9.+~]*", text):
        raise ValueError(f"cannot turn {version!r} into a Debian version")
    return text


def deb_architecture(machine: str | None = None) -> str:
    """The Debian architecture of this machine (``x86_64`` -> ``amd64``)."""
    machine = (machine or platform.machine()).lower()
    names = {"x86_64": "amd64", "amd64": "amd64", "aarch64": "arm64", "arm64": "arm64"}
    if machine not in names:
        raise ValueError(f"no Debian architecture known for {machine!r}")
    return names[machine]


def deb_filename(version: str, arch: str = "amd64") -> str:
    """``wari-desktop_<version>_<arch>.deb``."""
    return f"{PACKAGE}_{debian_version(version)}_{arch}.deb"


def deb_control(version: str, installed_size_kib: int, arch: str = "amd64",
                glibc: str = "2.31") -> str:
    """The text of ``DEBIAN/control``; ``glibc`` is the oldest C library the bundle runs
    with (``bundle_glibc``)."""
    fields = {
        "Package": PACKAGE,
        "Version": debian_version(version),
        "Architecture": arch,
        "Maintainer": MAINTAINER,
        "Installed-Size": str(installed_size_kib),
        "Depends": ", ".join((f"libc6 (>= {glibc})", *DEB_DEPENDS)),
        "Recommends": ", ".join(DEB_RECOMMENDS),
        "Section": "games",
        "Priority": "optional",
        "Homepage": HOMEPAGE,
        "Description": DEB_DESCRIPTION,
    }
    return "".join(f"{key}: {value}\n" for key, value in fields.items() if value)


def launcher_script(executable: str = EXECUTABLE) -> str:
    """``/usr/bin/wari`` (or ``/usr/bin/wari-engine``, ``wari-server``, ``wari-bot``): runs
    the bundle's program under ``/opt``, found relative to the script's real location so
    that the package also runs unpacked into another root."""
    return (
        "#!/bin/sh\n"
        f"# Wari desktop: runs {executable} installed in {INSTALL_DIR}.\n"
        'here=$(dirname "$(readlink -f "$0")")\n'
        f'exec "$here/../..{INSTALL_DIR}/{executable}" "$@"\n'
    )


def deb_layout(icon_sizes: Iterable[int] = ICON_SIZES) -> dict[str, str]:
    """The package's files outside the bundle: install path (relative to ``/``) -> what
    it holds. The bundle itself goes to ``opt/wari-desktop/``."""
    layout = {
        f"usr/bin/{EXECUTABLE}": "launcher",
        f"usr/bin/{ENGINE_EXECUTABLE}": "engine launcher",
        **{f"usr/bin/{name}": f"{name} launcher" for name in LINKED_PROGRAMS},
        f"usr/share/applications/{PACKAGE}.desktop": "packaging/linux/wari-desktop.desktop",
        f"usr/share/mime/packages/{PACKAGE}.xml": "packaging/linux/wari-desktop.xml",
        f"usr/share/icons/hicolor/scalable/apps/{PACKAGE}.svg": "resources/icons/wari.svg",
        f"usr/share/doc/{PACKAGE}/copyright": "copyright",
    }
    for size in icon_sizes:
        layout[f"usr/share/icons/hicolor/{size}x{size}/apps/{PACKAGE}.png"] = (
            f"build/icons/wari-{size}.png"
        )
    return layout


RPM_ARCH = {"amd64": "x86_64", "arm64": "aarch64"}
#: Libraries the program runs without (sound): weak dependencies of the .rpm, as the .deb
#: recommends libpulse0.
RPM_WEAK = ("libpulse.so.0",)


def rpm_version(version: str) -> str:
    """A PEP 440 version as an RPM version (RPM 4.10 and later sort ``~`` before the
    release, as Debian does)."""
    return debian_version(version)


def rpm_filename(version: str, arch: str = "x86_64") -> str:
    """``wari-desktop-<version>-1.<arch>.rpm``."""
    return f"{PACKAGE}-{rpm_version(version)}-1.{arch}.rpm"


def elf_needed(objdump_output: str) -> list[str]:
    """The ``NEEDED`` sonames in ``objdump -p`` output."""
    return [line.split()[1] for line in objdump_output.splitlines()
            if line.strip().startswith("NEEDED") and len(line.split()) == 2]


def rpm_requires(needed: Iterable[str], bundled: Iterable[str], glibc: str,
                 weak: Iterable[str] = RPM_WEAK) -> tuple[list[str], list[str]]:
    """The .rpm's ``Requires`` and ``Recommends``: the 64-bit sonames the bundle's files
    need and do not carry themselves (``libEGL.so.1()(64bit)``, as RPM's own dependency
    generator writes them; Fedora and openSUSE package names differ, sonames do not),
    and the C library version (``libc.so.6(GLIBC_2.34)(64bit)``)."""
    missing = sorted(set(needed) - set(bundled))
    weak = set(weak)
    requires = [f"{name}()(64bit)" for name in missing if name not in weak]
    requires.append(f"libc.so.6(GLIBC_{glibc})(64bit)")
    recommends = [f"{name}()(64bit)" for name in missing if name in weak]
    return requires, recommends


RPM_REFRESH = """\
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q /usr/share/applications || :
fi
if command -v update-mime-database >/dev/null 2>&1; then
    update-mime-database /usr/share/mime || :
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1 \\
        && [ -f /usr/share/icons/hicolor/index.theme ]; then
    gtk-update-icon-cache -q -t -f /usr/share/icons/hicolor || :
fi
"""


def rpm_summary_and_description() -> tuple[str, str]:
    """The .deb's description, split as RPM wants it (summary line, then the text)."""
    summary, *body = DEB_DESCRIPTION.splitlines()
    return summary, "\n".join(line.strip() for line in body)


def rpm_spec(version: str, stage: Path, requires: Iterable[str],
             recommends: Iterable[str], icon_sizes: Iterable[int] = ICON_SIZES) -> str:
    """The ``.spec`` for ``rpmbuild -bb``: it copies the staged tree (``stage_linux_tree``,
    the .deb's files) as it is: no stripping (it corrupts numpy's OpenBLAS), no debug
    package, no generated dependencies (the bundle's own libraries are not the system's)."""
    summary, description = rpm_summary_and_description()
    files = [f"{INSTALL_DIR}"]
    files += [f"/{target}" for target in deb_layout(icon_sizes)
              if not target.startswith(f"usr/share/doc/{PACKAGE}/")]
    lines = [
        "%global debug_package %{nil}",
        "%global __os_install_post %{nil}",
        "%global __strip /bin/true",
        "%global _build_id_links none",
        "%define _binary_payload w6T.xzdio",
        f"Name: {PACKAGE}",
        f"Version: {rpm_version(version)}",
        "Release: 1",
        f"Summary: {summary}",
        "License: MIT AND LGPL-3.0-only",
        "Group: Amusements/Games/Board/Other",
        *([f"URL: {HOMEPAGE}"] if HOMEPAGE else []),
        "AutoReqProv: no",
        *(f"Requires: {name}" for name in requires),
        *(f"Recommends: {name}" for name in recommends),
        "",
        "%description",
        description,
        "",
        "%install",
        f"cp -a '{stage}/.' %{{buildroot}}/",
        "",
        "%post",
        RPM_REFRESH,
        "%postun",
        RPM_REFRESH,
        "%files",
        "%defattr(-,root,root,-)",
        f"%doc /usr/share/doc/{PACKAGE}/copyright",
        *files,
        "",
    ]
    return "\n".join(lines)


GLIBC_VERSION = re.compile(rb"GLIBC_([0-9]+)\.([0-9]+)(?:\.([0-9]+))?\x00")


def max_glibc(blobs: Iterable[bytes]) -> str | None:
    """The newest ``GLIBC_x.y`` symbol version named in any of the ELF files' bytes (their
    dynamic string tables list the versions they need), as ``"2.34"``; None if none."""
    best: tuple[int, ...] | None = None
    for blob in blobs:
        for match in GLIBC_VERSION.finditer(blob):
            version = tuple(int(part) for part in match.groups() if part is not None)
            best = version if best is None or version > best else best
    return ".".join(map(str, best)) if best else None


def bundle_glibc(bundle: Path) -> str:
    """The oldest glibc that every ELF file of the bundle accepts."""
    def elves() -> Iterable[bytes]:
        for path in bundle.rglob("*"):
            if path.is_file() and not path.is_symlink():
                with path.open("rb") as handle:
                    if handle.read(4) == b"\x7fELF":
                        yield path.read_bytes()

    return max_glibc(elves()) or "2.17"


def copyright_text(version: str) -> str:
    """``/usr/share/doc/wari-desktop/copyright``."""
    return (
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        f"Upstream-Name: {PACKAGE}\n\n"
        "Files: *\n"
        "Copyright: The Wari desktop team\n"
        "License: MIT\n\n"
        "Files: opt/wari-desktop/_internal/PySide6/* opt/wari-desktop/_internal/shiboken6/*\n"
        "Copyright: The Qt Company Ltd. and other contributors\n"
        "License: LGPL-3.0-only\n"
        " Qt for Python (PySide6) and the Qt libraries it ships, used unmodified.\n\n"
        f"Comment: version {version}; built with PyInstaller (GPL-2.0 with a bootloader\n"
        " exception allowing any license for the bundled program).\n"
    )


def installed_size_kib(root: Path) -> int:
    """Debian's ``Installed-Size``: the files' sizes in KiB, rounded up per file."""
    total = 0
    for path in root.rglob("*"):
        if path.is_symlink() or not path.is_file():
            total += 1
        else:
            total += -(-path.stat().st_size // 1024)
    return total


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk."""
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise ValueError("not a PNG")
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def ico_bytes(pngs: Mapping[int, bytes]) -> bytes:
    """A Windows ``.ico`` holding the given PNGs (size -> PNG data), each as a PNG entry
    (read by Windows Vista and later, NSIS and Qt)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, images = [], []
    for size in sizes:
        if not 1 <= size <= 256:
            raise ValueError(f"an ICO image is 1 to 256 px, not {size}")
        data = pngs[size]
        byte = size % 256  # 256 is written as 0
        entries.append(struct.pack("<BBBBHHII", byte, byte, 0, 0, 1, 32, len(data), offset))
        images.append(data)
        offset += len(data)
    return header + b"".join(entries) + b"".join(images)


def parse_ico(data: bytes) -> list[tuple[int, int, bytes]]:
    """``(width, height, image data)`` for each entry of an ``.ico`` (0 in the header
    means 256)."""
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    if reserved != 0 or kind != 1:
        raise ValueError("not an ICO file")
    images = []
    for index in range(count):
        width, height, _, _, _, _, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * index)
        images.append((width or 256, height or 256, data[offset:offset + length]))
    return images


def icns_bytes(pngs: Mapping[int, bytes]) -> bytes:
    """A macOS ``.icns`` with a PNG entry for each type of ``ICNS_TYPES`` whose pixel size
    is in ``pngs``."""
    chunks = [
        kind.encode("ascii") + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
        for kind, size in ICNS_TYPES.items() if size in pngs
    ]
    body = b"".join(chunks)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def parse_icns(data: bytes) -> list[tuple[str, bytes]]:
    """``(type, data)`` for each entry of an ``.icns``."""
    if data[:4] != b"icns" or struct.unpack(">I", data[4:8])[0] != len(data):
        raise ValueError("not an ICNS file")
    entries, offset = [], 8
    while offset < len(data):
        kind = data[offset:offset + 4].decode("ascii")
        (length,) = struct.unpack(">I", data[offset + 4:offset + 8])
        if length < 8 or offset + length > len(data):
            raise ValueError(f"bad ICNS entry {kind!r}")
        entries.append((kind, data[offset + 8:offset + length]))
        offset += length
    return entries


SHARED_LIBRARY = re.compile(r".+\.so(\.[0-9]+)*")


def normalise_modes(root: Path) -> None:
    """Give every file in a package tree the modes a package wants: folders and
    programs 0755, other files, shared libraries included, 0644 (PyInstaller and atomic
    writes leave some at 0600, wheels some libraries at 0755)."""
    for path in [root, *root.rglob("*")]:
        if path.is_symlink():
            continue
        if path.is_dir():
            path.chmod(0o755)
        else:
            executable = path.stat().st_mode & 0o111 and not SHARED_LIBRARY.fullmatch(path.name)
            path.chmod(0o755 if executable else 0o644)


# --- build steps ----------------------------------------------------------------------


def log(message: str) -> None:
    print(f"[build] {message}", flush=True)


def run(command: list[str], **kwargs: object) -> None:
    log("$ " + " ".join(str(part) for part in command))
    subprocess.run(command, check=True, **kwargs)  # type: ignore[call-overload]


_qt_app: object = None


def render_pngs(svg: Path, sizes: Iterable[int]) -> dict[int, bytes]:
    """The SVG rendered to square PNGs of the given sizes with Qt's SVG renderer."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    global _qt_app
    if QGuiApplication.instance() is None:
        _qt_app = QGuiApplication([sys.argv[0]])  # kept: Qt needs it while rendering
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"cannot read the SVG {svg}")
    pngs = {}
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        array = QByteArray()
        buffer = QBuffer(array)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if not image.save(buffer, "PNG"):
            raise OSError(f"cannot encode the {size} px icon")
        buffer.close()
        pngs[size] = bytes(array.data())
    return pngs


def build_icons(out_dir: Path, svg: Path = ICON_SVG) -> dict[int, Path]:
    """``wari-<n>.png`` for each of ``ICON_SIZES``, ``wari.ico``, ``wari.icns`` and a copy
    of the SVG in ``out_dir``; returns the PNG paths by size."""
    out_dir.mkdir(parents=True, exist_ok=True)
    pngs = render_pngs(svg, sorted({*ICON_SIZES, *ICO_SIZES, *ICNS_TYPES.values()}))
    paths = {}
    for size in ICON_SIZES:
        paths[size] = out_dir / f"wari-{size}.png"
        paths[size].write_bytes(pngs[size])
    (out_dir / "wari.ico").write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    (out_dir / "wari.icns").write_bytes(icns_bytes(pngs))
    shutil.copyfile(svg, out_dir / "wari.svg")
    log(f"icons: {len(paths)} PNG sizes, wari.ico, wari.icns in {out_dir}")
    return paths


def build_endgame(seeds: int, cache_dir: Path = BUILD / "endgame") -> Path:
    """The endgame table of ``seeds`` seeds, built once and cached in ``build/endgame``.
    The program uses only the 15-seed table; a smaller one makes a quick test build."""
    path = cache_dir / f"endgame-{seeds}.bin"
    if path.is_file() and path.stat().st_size > 0:
        log(f"endgame table: reusing {path.relative_to(ROOT)}")
        return path
    cache_dir.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    run([sys.executable, "-m", "wari_desktop.ai.endgame", "build", "--seeds", str(seeds),
         "--out", str(path), "--quiet"], cwd=ROOT)
    log(f"endgame table: {seeds} seeds built in {time.perf_counter() - start:.0f} s "
        f"({path.stat().st_size / 1e6:.1f} MB)")
    return path


def run_pyinstaller(version: str, endgame: Path | None, icon_dir: Path, *,
                    clean: bool, ffmpeg: bool) -> Path:
    """The one-folder bundle ``dist/wari`` (and ``dist/Wari.app`` on macOS)."""
    env = dict(os.environ, WARI_VERSION=version, WARI_ICON_DIR=str(icon_dir),
               WARI_ENDGAME_FILE=str(endgame) if endgame else "",
               WARI_FFMPEG="1" if ffmpeg else "")
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
               "--workpath", str(BUILD / "pyinstaller"), "--distpath", str(DIST),
               str(PACKAGING / "wari.spec")]
    if clean:
        command.insert(3, "--clean")
    start = time.perf_counter()
    run(command, cwd=ROOT, env=env)
    bundle = DIST / EXECUTABLE
    if sys.platform.startswith("linux"):
        strip_python_debug_info(bundle)
    log(f"bundle: {bundle.relative_to(ROOT)} ({tree_size(bundle) / 1e6:.0f} MB) "
        f"in {time.perf_counter() - start:.0f} s")
    return bundle


def python_debug_files(bundle: Path) -> list[Path]:
    """The bundle's copies of the Python library and its extension modules (a pyenv or
    self-built Python carries debug info there: 23 MB for libpython alone)."""
    internal = bundle / "_internal"
    files = [*internal.glob("libpython3*.so*"), *internal.glob("python3*/lib-dynload/*.so")]
    return sorted(p for p in files if p.is_file() and not p.is_symlink())


def strip_python_debug_info(bundle: Path) -> None:
    """``strip --strip-debug`` the Python library and its modules, nothing else (stripping
    every library, as PyInstaller's ``strip`` option does, corrupts numpy's OpenBLAS)."""
    tool = shutil.which("strip")
    files = python_debug_files(bundle)
    if tool is None or not files:
        return
    before = sum(p.stat().st_size for p in files)
    subprocess.run([tool, "--strip-debug", *map(str, files)], check=True)
    after = sum(p.stat().st_size for p in files)
    log(f"stripped debug info from {len(files)} Python files: {before / 1e6:.0f} -> "
        f"{after / 1e6:.0f} MB")


def tree_size(root: Path) -> int:
    """The bytes of the regular files under ``root`` (symlinks not followed)."""
    return sum(p.stat().st_size for p in root.rglob("*") if p.is_file() and not p.is_symlink())


def stage_linux_tree(root: Path, bundle: Path, icons: Mapping[int, Path], version: str,
                     *, opt_dir: str = INSTALL_DIR.lstrip("/")) -> None:
    """Lay out the installed files (``deb_layout``) and the bundle under ``root``, with
    ``LINKED_PROGRAMS`` as links to ``wari-engine`` in the bundle."""
    if root.exists():
        shutil.rmtree(root)
    shutil.copytree(bundle, root / opt_dir, symlinks=True)
    for name in LINKED_PROGRAMS:  # wari-engine under these names is these programs
        (root / opt_dir / name).symlink_to(ENGINE_EXECUTABLE)
    sources = {
        "launcher": launcher_script(),
        "engine launcher": launcher_script(ENGINE_EXECUTABLE),
        **{f"{name} launcher": launcher_script(name) for name in LINKED_PROGRAMS},
        "copyright": copyright_text(version),
    }
    for target, source in deb_layout(icons).items():
        path = root / target
        path.parent.mkdir(parents=True, exist_ok=True)
        if source in sources:
            path.write_text(sources[source], encoding="utf-8")
        elif source.startswith("build/icons/"):
            size = int(source.rsplit("-", 1)[1].split(".")[0])
            shutil.copyfile(icons[size], path)
        else:
            shutil.copyfile(ROOT / source, path)
    for name in LINUX_COMMANDS:
        (root / "usr" / "bin" / name).chmod(0o755)


def build_deb(bundle: Path, icons: Mapping[int, Path], version: str) -> Path:
    """``dist/wari-desktop_<version>_<arch>.deb``."""
    arch = deb_architecture()
    root = BUILD / "deb" / "root"
    stage_linux_tree(root, bundle, icons, version)
    normalise_modes(root)
    debian = root / "DEBIAN"
    debian.mkdir()
    size = installed_size_kib(root)
    glibc = bundle_glibc(bundle)
    (debian / "control").write_text(deb_control(version, size, arch, glibc), encoding="utf-8")
    log(f"deb: needs glibc >= {glibc} (the build system's C library sets this floor)")
    for script in ("postinst", "postrm"):
        shutil.copyfile(PACKAGING / "linux" / script, debian / script)
        (debian / script).chmod(0o755)
    debian.chmod(0o755)
    (debian / "control").chmod(0o644)
    out = DIST / deb_filename(version, arch)
    out.unlink(missing_ok=True)
    start = time.perf_counter()
    run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root), str(out)])
    mb = out.stat().st_size / 1e6
    verdict = "within" if mb <= DEB_TARGET_MB else "OVER"
    log(f"deb: {out.relative_to(ROOT)}: {mb:.1f} MB ({verdict} the {DEB_TARGET_MB} MB target; "
        f"installed {size / 1024:.0f} MB; packed in {time.perf_counter() - start:.0f} s)")
    return out


def bundle_needed(bundle: Path) -> tuple[set[str], set[str]]:
    """The sonames the bundle's ELF files need (``objdump -p``), and the file names it
    carries."""
    needed: set[str] = set()
    names: set[str] = set()
    objdump = shutil.which("objdump") or "objdump"
    for path in bundle.rglob("*"):
        names.add(path.name)
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) != b"\x7fELF":
                    continue
            result = subprocess.run([objdump, "-p", str(path)], capture_output=True,
                                    text=True, check=True)
            needed.update(elf_needed(result.stdout))
    return needed, names


def rpmbuild_command(rpmbuild: str, spec: Path, top: Path, out_dir: Path,
                     arch: str) -> list[str]:
    """``rpmbuild -bb`` writing ``<name>-<version>-<release>.<arch>.rpm`` into ``out_dir``,
    its work files under ``top``."""
    return [rpmbuild, "-bb", "--quiet", "--target", arch,
            "--define", f"_topdir {top}", "--define", f"_rpmdir {out_dir}",
            "--define", "_build_name_fmt %%{NAME}-%%{VERSION}-%%{RELEASE}.%%{ARCH}.rpm",
            "--define", "_buildhost wari-desktop-build", str(spec)]


def build_rpm(bundle: Path, icons: Mapping[int, Path], version: str) -> Path | None:
    """``dist/wari-desktop-<version>-1.<arch>.rpm`` from the same files as the .deb, when
    ``rpmbuild`` is installed (Debian: the ``rpm`` package)."""
    rpmbuild = shutil.which("rpmbuild")
    if rpmbuild is None:
        log("rpm: not built (rpmbuild not found; Debian: apt-get install rpm)")
        return None
    arch = RPM_ARCH[deb_architecture()]
    top = BUILD / "rpm"
    if top.exists():
        shutil.rmtree(top)
    stage = top / "root"
    stage_linux_tree(stage, bundle, icons, version)
    normalise_modes(stage)
    needed, names = bundle_needed(bundle)
    requires, recommends = rpm_requires(needed, names, bundle_glibc(bundle))
    spec = top / f"{PACKAGE}.spec"
    spec.write_text(rpm_spec(version, stage, requires, recommends, icons), encoding="utf-8")
    out = DIST / rpm_filename(version, arch)
    out.unlink(missing_ok=True)
    start = time.perf_counter()
    run(rpmbuild_command(rpmbuild, spec, top, DIST, arch))
    log(f"rpm: {out.relative_to(ROOT)}: {out.stat().st_size / 1e6:.1f} MB "
        f"({len(requires)} requirements; packed in {time.perf_counter() - start:.0f} s)")
    return out


def appimage_tool() -> str | None:
    """``$APPIMAGETOOL`` or ``appimagetool`` on the PATH, if any."""
    return os.environ.get("APPIMAGETOOL") or shutil.which("appimagetool")


def build_appimage(bundle: Path, icons: Mapping[int, Path], version: str) -> Path | None:
    """``dist/Wari-<version>-x86_64.AppImage`` from an AppDir, when appimagetool can be
    found. It is not packaged by Debian, PyPI or npm, so it is usually not found here; the
    AppDir (``build/appimage/Wari.AppDir``) is laid out anyway."""
    appdir = BUILD / "appimage" / f"{APP_NAME}.AppDir"
    stage_linux_tree(appdir, bundle, icons, version, opt_dir=f"usr/lib/{PACKAGE}")
    for name in LINUX_COMMANDS:  # AppRun starts the program
        (appdir / "usr" / "bin" / name).unlink()
    apprun = appdir / "AppRun"
    apprun.write_text(
        "#!/bin/sh\n"
        'here=$(dirname "$(readlink -f "$0")")\n'
        f'exec "$here/usr/lib/{PACKAGE}/{EXECUTABLE}" "$@"\n', encoding="utf-8")
    shutil.copyfile(PACKAGING / "linux" / f"{PACKAGE}.desktop", appdir / f"{PACKAGE}.desktop")
    shutil.copyfile(icons[256], appdir / f"{PACKAGE}.png")
    shutil.copyfile(icons[256], appdir / ".DirIcon")
    normalise_modes(appdir)
    apprun.chmod(0o755)
    tool = appimage_tool()
    if tool is None:
        log("AppImage: not built (appimagetool is not on the PATH; Debian, PyPI and npm do "
            f"not package it); AppDir ready in {appdir.relative_to(ROOT)}")
        return None
    arch = {"amd64": "x86_64", "arm64": "aarch64"}[deb_architecture()]
    out = DIST / f"{APP_NAME}-{version}-{arch}.AppImage"
    run([tool, str(appdir), str(out)], env=dict(os.environ, ARCH=arch))
    log(f"AppImage: {out.relative_to(ROOT)}: {out.stat().st_size / 1e6:.1f} MB")
    return out


def nsis_defines(version: str, payload: Path, icon: Path, out: Path) -> list[str]:
    """``makensis`` options that feed ``packaging/windows/wari.nsi``."""
    numeric = ".".join((re.findall(r"\d+", version) + ["0"] * 4)[:4])
    return [f"-DVERSION={version}", f"-DVERSION_NUMERIC={numeric}", f"-DPAYLOAD={payload}",
            f"-DICON={icon}", f"-DOUTFILE={out}"]


def nsis_target_options(host: str = sys.platform) -> list[str]:
    """A 64-bit installer where makensis can make one: Debian's ``makensis`` builds 32-bit
    installers unless told, and they fail silently on a 64-bit-only Wine. NSIS's Windows
    release only carries 32-bit stubs; that installer runs on 64-bit Windows."""
    return ["-XTarget amd64-unicode"] if host.startswith("linux") else []


def build_nsis(bundle: Path, icon_dir: Path, version: str) -> Path:
    """``dist/wari-desktop-<version>-setup.exe`` with NSIS (on Windows, or on Linux with
    Debian's ``nsis`` for ``--target windows``)."""
    makensis = shutil.which("makensis")
    if makensis is None:
        raise SystemExit("makensis not found: install NSIS (Windows: choco install nsis; "
                         "Debian: apt-get install nsis)")
    out = DIST / f"{PACKAGE}-{version}-setup.exe"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.unlink(missing_ok=True)
    start = time.perf_counter()
    defines = nsis_defines(version, bundle.resolve(), (icon_dir / "wari.ico").resolve(),
                           out.resolve())
    run([makensis, "-V2", *nsis_target_options(), *defines,
         str(PACKAGING / "windows" / "wari.nsi")])
    mb = out.stat().st_size / 1e6
    verdict = "within" if mb <= SETUP_TARGET_MB else "OVER"
    log(f"installer: {out.relative_to(ROOT)}: {mb:.1f} MB ({verdict} the {SETUP_TARGET_MB} MB "
        f"target; compressed in {time.perf_counter() - start:.0f} s)")
    return out


def load_sibling(name: str) -> ModuleType:
    """``packaging/<name>.py`` as the module ``wari_packaging_<name>`` (the folder is not a
    package: its name would shadow the ``packaging`` library)."""
    module_name = f"wari_packaging_{name}"
    if module_name in sys.modules:
        return sys.modules[module_name]
    spec = importlib.util.spec_from_file_location(module_name, PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    spec.loader.exec_module(module)
    return module


def build_dmg(version: str) -> Path:
    """``dist/Wari-<version>.dmg`` holding ``Wari.app`` and a link to /Applications."""
    app = DIST / f"{APP_NAME}.app"
    staging = BUILD / "dmg"
    if staging.exists():
        shutil.rmtree(staging)
    staging.mkdir(parents=True)
    run(["ditto", str(app), str(staging / app.name)])
    (staging / "Applications").symlink_to("/Applications")
    out = DIST / f"{APP_NAME}-{version}.dmg"
    out.unlink(missing_ok=True)
    run(["hdiutil", "create", "-volname", f"{APP_NAME} {version}", "-srcfolder", str(staging),
         "-fs", "HFS+", "-format", "UDZO", "-ov", str(out)])
    log(f"disk image: {out.relative_to(ROOT)}: {out.stat().st_size / 1e6:.1f} MB")
    return out


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python packaging/build.py",
                                     description="Build the installer for this system.")
    endgame = parser.add_mutually_exclusive_group()
    endgame.add_argument("--endgame-seeds", type=int, default=DEFAULT_ENDGAME_SEEDS,
                         metavar="N", help="ship the table of boards with at most N seeds "
                         "(default 15, the only size the program uses; smaller: quick tests)")
    endgame.add_argument("--skip-endgame", action="store_true",
                         help="ship no endgame table (the program builds it on first use)")
    parser.add_argument("--clean", action="store_true",
                        help="remove earlier PyInstaller work files and dist/ first (the "
                        "cached endgame table in build/endgame is kept)")
    parser.add_argument("--ffmpeg", action="store_true",
                        help="keep Qt's FFmpeg media backend (QSoundEffect does not need it)")
    parser.add_argument("--target", choices=("host", "windows"), default="host",
                        help="host: the installers of this system (default); windows (on "
                        "Linux): the Windows installer, built under Wine")
    parser.add_argument("--icons-only", action="store_true",
                        help="only render the icons, into build/icons and resources/icons")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    version = checked_version()
    log(f"Wari desktop {version} for {sys.platform} ({platform.machine()})")
    icon_dir = BUILD / "icons"
    icons = build_icons(icon_dir)
    if args.icons_only:
        for size, path in icons.items():
            shutil.copyfile(path, ICON_SVG.parent / f"wari-{size}.png")
        log(f"copied the PNGs to {ICON_SVG.parent.relative_to(ROOT)}")
        return 0
    if args.clean:
        for folder in (BUILD / "pyinstaller", BUILD / "deb", BUILD / "rpm", BUILD / "appimage",
                       DIST):
            if folder.exists():
                shutil.rmtree(folder)
    endgame = None if args.skip_endgame else build_endgame(args.endgame_seeds)
    if endgame is not None and args.endgame_seeds != DEFAULT_ENDGAME_SEEDS:
        log(f"note: the program only loads endgame-{DEFAULT_ENDGAME_SEEDS}.bin; this "
            f"{args.endgame_seeds}-seed table is shipped but not used")
    if args.target == "windows" and sys.platform != "win32":
        windows = load_sibling("windows_build")
        bundle = windows.build_bundle(version, endgame, icon_dir, clean=args.clean,
                                      ffmpeg=args.ffmpeg)
        build_nsis(bundle, icon_dir, version)
        return 0
    bundle = run_pyinstaller(version, endgame, icon_dir, clean=args.clean, ffmpeg=args.ffmpeg)
    if sys.platform.startswith("linux"):
        build_deb(bundle, icons, version)
        build_rpm(bundle, icons, version)
        build_appimage(bundle, icons, version)
    elif sys.platform == "win32":
        build_nsis(bundle, icon_dir, version)
    elif sys.platform == "darwin":
        build_dmg(version)
    else:
        log(f"no installer format for {sys.platform}; the bundle is in {bundle}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
