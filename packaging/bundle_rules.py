"""What goes into the PyInstaller bundle and what is left out, as plain data and pure
functions: ``wari.spec`` applies them and ``tests/packaging`` checks them.

The program imports QtCore, QtGui, QtWidgets, QtMultimedia (``QSoundEffect``) and maybe
QtSvg. PyInstaller's PySide6 hooks collect only the modules that are imported, but the
binary dependency scan and the plugin folders still drag in some heavy parts; these rules
cut what the program never loads.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Callable, Iterable
from pathlib import Path, PurePosixPath

#: The program's own resources: (glob under ``resources/``, folder in the bundle). Globbed
#: at build time, so whatever sounds and catalogues exist then are shipped.
#: Data files inside the package (source relative to the repository, folder in the
#: bundle): read with ``importlib.resources``, which finds them there when frozen.
PACKAGE_DATA = (
    ("wari_desktop/protocol/schema.json", "wari_desktop/protocol"),  # GET /protocol.json
)

RESOURCE_PATTERNS = (
    ("sounds/*.wav", "resources/sounds"),
    ("translations/*.qm", "resources/translations"),
    ("icons/wari.svg", "resources/icons"),
    ("icons/wari-*.png", "resources/icons"),
    ("book/openings.txt", "resources/book"),
    ("puzzles/puzzles.json", "resources/puzzles"),
)

#: Languages the program speaks; Qt's own ``qtbase_<lang>.qm`` is kept for these only.
LANGUAGES = ("en", "it", "es", "fr", "pt", "de")

#: Python modules never imported by the frozen program (PyInstaller ``excludes``).
EXCLUDED_MODULES = (
    # Qt modules the program does not use.
    "PySide6.Qt3DAnimation", "PySide6.Qt3DCore", "PySide6.Qt3DExtras", "PySide6.Qt3DInput",
    "PySide6.Qt3DLogic", "PySide6.Qt3DRender", "PySide6.QtAxContainer", "PySide6.QtBluetooth",
    "PySide6.QtCharts", "PySide6.QtConcurrent", "PySide6.QtDataVisualization",
    "PySide6.QtDesigner", "PySide6.QtGraphs", "PySide6.QtGraphsWidgets", "PySide6.QtHelp",
    "PySide6.QtHttpServer", "PySide6.QtLocation", "PySide6.QtMultimediaWidgets",
    "PySide6.QtNetworkAuth", "PySide6.QtNfc", "PySide6.QtOpenGL", "PySide6.QtOpenGLWidgets",
    "PySide6.QtPdf", "PySide6.QtPdfWidgets", "PySide6.QtPositioning", "PySide6.QtPrintSupport",
    "PySide6.QtQml", "PySide6.QtQuick", "PySide6.QtQuick3D", "PySide6.QtQuickControls2",
    "PySide6.QtQuickTest", "PySide6.QtQuickWidgets", "PySide6.QtRemoteObjects",
    "PySide6.QtScxml", "PySide6.QtSensors", "PySide6.QtSerialBus", "PySide6.QtSerialPort",
    "PySide6.QtSpatialAudio", "PySide6.QtSql", "PySide6.QtStateMachine",
    "PySide6.QtSvgWidgets", "PySide6.QtTest", "PySide6.QtTextToSpeech", "PySide6.QtUiTools",
    "PySide6.QtWebChannel", "PySide6.QtWebEngineCore", "PySide6.QtWebEngineQuick",
    "PySide6.QtWebEngineWidgets", "PySide6.QtWebSockets", "PySide6.QtWebView",
    "PySide6.QtXml",
    # Optional or development-only Python packages found in a developer's environment.
    "open_spiel", "pyspiel", "absl", "ml_collections", "scipy", "tkinter", "_tkinter",
    "pytest", "_pytest", "pytestqt", "hypothesis", "mypy", "IPython", "matplotlib",
    "pygments", "yaml", "pip", "setuptools", "pkg_resources", "distutils",
)

#: Qt plugin folders the program needs; any other plugin folder is dropped.
KEPT_PLUGIN_DIRS = frozenset({
    "platforms",  # xcb, wayland, offscreen, minimal
    "platformthemes",  # native file dialogs and colours
    "platforminputcontexts",  # compose keys, input methods
    "xcbglintegrations",
    "wayland-decoration-client",
    "wayland-graphics-integration-client",
    "wayland-shell-integration",
    "iconengines",  # the SVG icon engine
    "imageformats",
    "tls",  # QtNetwork (a QtMultimedia dependency) looks for it
})

#: Plugins dropped from the kept folders (matched against the file name without ``lib``
#: and the extension): framebuffer, VNC and embedded platforms, the QML virtual keyboard,
#: and the GTK 3 theme, which would load the system's GTK against the bundle's older GLib
#: (the XDG desktop portal theme stays for native file dialogs).
EXCLUDED_PLUGINS = frozenset({
    "qeglfs", "qlinuxfb", "qminimalegl", "qvkkhrdisplay", "qvnc", "qtvirtualkeyboardplugin",
    "qdirect2d", "qdirectfb", "qgtk3",
})

#: The FFmpeg media backend (``plugins/multimedia``) is left out unless asked for: the
#: program only plays short WAV files with ``QSoundEffect``, which QtMultimedia handles by
#: itself ("No QtMultimedia backends found. Only QMediaDevices, QAudioDevice, QSoundEffect,
#: QAudioSink, and QAudioSource are available."), while the backend pulls in FFmpeg and
#: Qt Quick/QML (about 40 MB unpacked) and loads them at the first sound.
FFMPEG_PLUGIN_DIR = "multimedia"

#: Image format plugins kept (PNG is built into QtGui).
KEPT_IMAGE_FORMATS = ("svg", "ico", "icns", "jpeg", "gif")

#: Shared libraries dropped whatever pulled them in (matched against the file name).
EXCLUDED_LIBRARIES = re.compile(
    r"libQt6("
    r"WebEngine|Pdf|Quick3D|3D|Charts|DataVisualization|Graphs|Designer|Help|Bluetooth|Nfc"
    r"|Positioning|Location|Sensors|SerialPort|SerialBus|RemoteObjects|Scxml|SpatialAudio"
    r"|TextToSpeech|WebChannel|WebSockets|HttpServer|VirtualKeyboard|Sql|Test|UiTools"
    r"|ShaderTools|QuickControls2|QuickTemplates2|QuickDialogs2|QuickLayouts|QuickParticles"
    r"|QuickShapes|QuickTimeline|QuickEffects|QuickVectorImage|LabsWavefrontMesh"
    r")[^/]*\.so(\.[0-9]+)*$"
)


def _parts(dest: str) -> tuple[str, ...]:
    return PurePosixPath(dest.replace("\\", "/")).parts


def keep_file(dest: str, *, ffmpeg: bool = False) -> bool:
    """Whether a bundle file at ``dest`` (its path inside the bundle, as in PyInstaller's
    TOC entries) is kept; ``ffmpeg`` keeps the FFmpeg media backend."""
    parts = _parts(dest)
    name = parts[-1] if parts else ""
    if EXCLUDED_LIBRARIES.match(name):
        return False
    if "qml" in parts and "PySide6" in parts:
        return False  # QML modules: the program has no QML
    if "translations" in parts and "PySide6" in parts:
        return keep_qt_translation(name)
    if "plugins" in parts and "PySide6" in parts:
        index = parts.index("plugins")
        if len(parts) <= index + 2:
            return True
        folder = parts[index + 1]
        kept = KEPT_PLUGIN_DIRS | ({FFMPEG_PLUGIN_DIR} if ffmpeg else set())
        if folder not in kept or _stem(name) in EXCLUDED_PLUGINS:
            return False
        if folder == "imageformats":
            return any(f"q{fmt}." in name for fmt in KEPT_IMAGE_FORMATS)
    return True


def keep_qt_translation(name: str) -> bool:
    """Qt's own catalogues: only ``qtbase_<lang>.qm`` for the program's languages."""
    match = re.fullmatch(r"qtbase_([a-z]{2})(_[A-Z]{2})?\.qm", name)
    return bool(match) and match.group(1) in LANGUAGES


def _stem(name: str) -> str:
    """A plugin's name without ``lib`` and the extension: ``libqxcb.so`` -> ``qxcb``."""
    stem = name.split(".", 1)[0]
    return stem[3:] if stem.startswith("lib") else stem


#: Libraries that only plugins pull in, so that dropping a plugin can leave them unused: Qt's
#: own (``libQt6Quick.so.6``, ``Qt6Quick.dll``) and the FFmpeg that Qt ships
#: (``libavcodec.so.61``, ``avcodec-61.dll``), wherever they lie.
PRUNABLE_LIBRARY = re.compile(
    r"(?:lib)?(?P<key>Qt6\w+?|avcodec|avformat|avutil|avdevice|avfilter|swresample|swscale)"
    r"(?:-[0-9]+)?(?:\.so(?:\.[0-9]+)*|\.dll)"
)
#: System libraries PyInstaller copies to the top of the bundle on Linux
#: (``libcairo.so.2``); the Python library is loaded by the bootloader and always stays.
TOP_LEVEL_LIBRARY = re.compile(r"lib(?!python)[^/]+\.so(?:\.[0-9]+)*")


def library_key(path: str) -> str | None:
    """``Qt6Quick`` for ``PySide6/Qt/lib/libQt6Quick.so.6`` or ``Qt6Quick.dll``,
    ``avcodec`` for ``libavcodec.so.61``, the file name for a Linux library at the top of
    the bundle (``libcairo.so.2``); None for any other file, which is never pruned (macOS
    frameworks included)."""
    parts = _parts(path)
    if not parts:
        return None
    match = PRUNABLE_LIBRARY.fullmatch(parts[-1])
    if match:
        return match.group("key")
    if len(parts) == 1 and TOP_LEVEL_LIBRARY.fullmatch(parts[0]):
        return parts[0]
    return None


def prune_libraries(
    binaries: list[tuple[str, str, str]],
    imports_of: Callable[[str], Iterable[str]],
) -> list[tuple[str, str, str]]:
    """Drop the prunable libraries (``library_key``) that no kept binary links to,
    directly or through another such library. ``binaries`` are PyInstaller TOC entries
    ``(dest, source, typecode)``; ``imports_of(source)`` names the libraries a binary links
    to (``ldd`` lists them all, transitively). Every other binary (extension modules,
    plugins, numpy's libraries, the Python library) is a root and is kept: the point is
    the libraries pulled in only by plugins that ``keep_file`` dropped. ``SYMLINK``
    entries are left alone (see ``drop_dangling_symlinks``)."""
    files = [entry for entry in binaries if entry[2] != "SYMLINK"]
    libraries = {key: entry for entry in files if (key := library_key(entry[0]))}
    stack = [entry for entry in files if library_key(entry[0]) is None]
    needed: set[str] = set()
    while stack:
        entry = stack.pop()
        for name in imports_of(entry[1]):
            key = library_key(PurePosixPath(name.replace("\\", "/")).name)
            if key in libraries and key not in needed:
                needed.add(key)
                stack.append(libraries[key])
    return [entry for entry in binaries
            if entry[2] == "SYMLINK" or (key := library_key(entry[0])) is None or key in needed]


def drop_dangling_symlinks(
    binaries: list[tuple[str, str, str]], datas: list[tuple[str, str, str]]
) -> tuple[list[tuple[str, str, str]], list[tuple[str, str, str]]]:
    """Drop the ``SYMLINK`` entries (``(dest, relative target, "SYMLINK")``) whose target
    is no longer in the bundle, from both TOCs."""
    entries = [*binaries, *datas]
    present = {posixpath.normpath(_slash(e[0])) for e in entries if e[2] != "SYMLINK"}
    links = {posixpath.normpath(_slash(e[0])): _target(e) for e in entries if e[2] == "SYMLINK"}
    alive: set[str] = set()
    changed = True
    while changed:  # a link may point at another link
        changed = False
        for dest, target in links.items():
            if dest not in alive and (target in present or target in alive):
                alive.add(dest)
                changed = True

    def keep(entry: tuple[str, str, str]) -> bool:
        return entry[2] != "SYMLINK" or posixpath.normpath(_slash(entry[0])) in alive

    return [e for e in binaries if keep(e)], [e for e in datas if keep(e)]


def _slash(path: str) -> str:
    return path.replace("\\", "/")


def _target(entry: tuple[str, str, str]) -> str:
    dest, source = _slash(entry[0]), _slash(entry[1])
    return posixpath.normpath(posixpath.join(posixpath.dirname(dest), source))


CORE_LIBRARY = "_csearch_core"  # the compiled search core (wari_desktop/ai/_csearch_core.c)
CORE_DEST = "wari_desktop/ai"  # beside the module that loads it (wari_desktop/ai/_csearch.py)
#: The compiled endgame builder (wari_desktop/ai/endgame/_endgame_core.c), bundled beside
#: the module that loads it (wari_desktop/ai/endgame/_ccore.py).
ENDGAME_LIBRARY = "_endgame_core"
ENDGAME_DEST = "wari_desktop/ai/endgame"


def core_library(package_dir: Path, suffixes: Iterable[str], override: str = "",
                 library: str = CORE_LIBRARY) -> Path | None:
    """The compiled library ``library`` to bundle (the search core by default, or
    ``ENDGAME_LIBRARY``): ``override`` (a file built apart, as the Windows build's
    mingw-w64 DLL) when given, else the library that ``pip install`` built in
    ``package_dir`` (``wari_desktop/ai``, ``wari_desktop/ai/endgame``) with one of the
    building Python's extension ``suffixes``. None when there is none (the bundle then
    plays with the pure-Python search, or builds endgame tables with numpy;
    ``WARI_REQUIRE_CCORE=1`` makes the spec refuse that)."""
    if override:
        path = Path(override)
        return path if path.is_file() else None
    for suffix in suffixes:
        candidate = package_dir / (library + suffix)
        if candidate.is_file():
            return candidate
    return None


#: The Swiss pairing engine, bbpPairings (``third_party/bbpPairings``, Apache-2.0), which
#: ``pip install`` builds as an executable into ``wari_desktop/server/tournament/bin``: it
#: goes to the same folder of the bundle, where ``pairing_engine.py`` looks for it, with
#: its licence beside it.
PAIRING_DEST = "wari_desktop/server/tournament/bin"
PAIRING_LICENCES = ("third_party/bbpPairings/LICENSE.txt",
                    "third_party/bbpPairings/Apache-2.0.txt")


def pairing_engine(built_dir: Path, windows: bool, override: str = "") -> Path | None:
    """The pairing engine to bundle: ``override`` (one built apart, as a mingw-w64
    ``bbpPairings.exe``) when given, else the one ``pip install`` built in ``built_dir``
    for this system (``bbpPairings.exe`` for ``windows``, ``bbpPairings`` otherwise).
    None when there is none (the bundle's server then cannot pair Swiss tournaments)."""
    path = Path(override) if override else built_dir / (
        "bbpPairings.exe" if windows else "bbpPairings")
    return path if path.is_file() else None
