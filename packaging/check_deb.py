"""Check the built ``.deb`` (or ``.rpm``): unpack it into a temporary root, start the
installed program and report against the targets.

    python packaging/check_deb.py [PACKAGE] [--rpm] [--runs N] [--strict] [--keep]

PACKAGE defaults to the newest ``dist/wari-desktop_*.deb`` (with ``--rpm``, the newest
``dist/wari-desktop-*.rpm``); a path ending in ``.rpm`` is checked as an .rpm. The check

1. unpacks it with ``dpkg-deb -x`` (an .rpm: ``rpm2cpio | cpio -idm``; no maintainer
   scripts run; nothing touches ``/``), and for an .rpm lists its requirements,
2. checks the installed layout (launcher, bundle, desktop entry, MIME type, icons), runs
   ``desktop-file-validate`` and ``update-mime-database`` on the unpacked copies when they
   are installed, and checks that ``*.ogn`` maps to ``application/x-wari-ogn``,
3. runs ``usr/bin/wari --bundle-info`` to see what the frozen program finds (resources,
   sounds, translations, the prebuilt endgame table), drives the installed ``wari-engine``
   through the protocol, and runs the installed ``wari-server`` and ``wari-bot``
   (``check_server``: versions, an account made, the server started on 127.0.0.1 with a
   free port and a temporary data folder, ``/health`` and a sign-in over WebSocket),
4. has the installed program play online to the end over 127.0.0.1 (``check_online``):
   ``wari --online-check URL --challenge Check-bot`` against the installed ``wari-bot``
   playing the installed ``wari-engine`` on the installed ``wari-server``, then ``wari
   --online-check host`` (a game it hosts, announced and found on the loopback only,
   joined by a second client); each game's JSON and saved record are judged
   (``online_verdicts``: legal moves, players, result, websockets/zeroconf/keyring from
   the bundle, the keyring's answer) and its time printed,
5. runs ``usr/bin/wari --screenshot FILE`` (``QT_QPA_PLATFORM=offscreen``) N times and
   checks the picture (``screenshot_verdict``: the window's size, many colours, the
   wooden board in the middle), timing each run from start to exit,
6. prints the package's size and the start time against the targets (80 MB, 2 s), and
   the online games' times.

``check_windows.py`` reuses these checks for the program installed under Wine.

Exit status 1 if something does not work; a missed target only fails with ``--strict``.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import importlib.util
import json
import os
import select
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

HERE = Path(__file__).resolve().parent


def _load_build() -> ModuleType:
    spec = importlib.util.spec_from_file_location("wari_packaging_build", HERE / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


build = _load_build()
sys.path.insert(0, str(HERE))
import bundle_rules  # noqa: E402  (packaging/bundle_rules.py)
import engine_check  # noqa: E402  (packaging/engine_check.py)

#: The build machine's own engine, from the source tree with its compiled core: the
#: reference an installed engine's depth is compared with.
SOURCE_ENGINE = (sys.executable, "-m", "wari_desktop.engine")
ENGINE_SECONDS = 1.0
ENGINE_RUNS = 5  # in turn, so that a busy moment weighs on both; medians compared
#: One search thread each: the depth compared is the core's own speed, not how a loaded
#: two-core machine (or Wine) schedules Lazy SMP helpers.
ENGINE_OPTIONS = {"Threads": "1"}
#: The installed engine's nodes a second against the source build's, at least. Side by
#: side on this busy 2-core machine the ratio measured 0.76 to 1.31 from run to run (the
#: same C core, -O3 both; medians of 5), so 0.8 failed sound builds now and then; a bundle
#: whose engine fell back to the pure-Python search is far below 0.6.
MIN_SPEED = 0.6


class Report:
    """Collects the results; ``failed`` if any check failed."""

    def __init__(self) -> None:
        self.failed = False

    def ok(self, message: str) -> None:
        print(f"  ok    {message}", flush=True)

    def warn(self, message: str) -> None:
        print(f"  warn  {message}", flush=True)

    def fail(self, message: str) -> None:
        print(f"  FAIL  {message}", flush=True)
        self.failed = True

    def check(self, condition: bool, message: str) -> bool:
        (self.ok if condition else self.fail)(message)
        return condition


def newest_package(kind: str = "deb", dist: Path = build.DIST) -> Path | None:
    """The newest ``.deb`` (``kind`` "deb") or ``.rpm`` (``kind`` "rpm") in ``dist``."""
    pattern = f"{build.PACKAGE}_*.deb" if kind == "deb" else f"{build.PACKAGE}-*.rpm"
    found = sorted(dist.glob(pattern), key=lambda p: p.stat().st_mtime)
    return found[-1] if found else None


def unpack(package: Path, root: Path) -> str:
    """Unpack a .deb or .rpm into ``root`` (no scripts run); returns its name, version
    and architecture."""
    root.mkdir(parents=True, exist_ok=True)
    if package.suffix == ".rpm":
        with subprocess.Popen(["rpm2cpio", str(package)], stdout=subprocess.PIPE) as rpm2cpio:
            subprocess.run(["cpio", "-idm", "--quiet", "--no-absolute-filenames"],
                           stdin=rpm2cpio.stdout, cwd=root, check=True)
        if rpm2cpio.returncode != 0:
            raise subprocess.CalledProcessError(rpm2cpio.returncode, "rpm2cpio")
        fields = ["rpm", "-qp", "--queryformat", "%{NAME} %{VERSION}-%{RELEASE} %{ARCH}"]
    else:
        subprocess.run(["dpkg-deb", "-x", str(package), str(root)], check=True)
        fields = ["dpkg-deb", "-f", str(package), "Package", "Version", "Architecture"]
    info = subprocess.run([*fields, *([str(package)] if package.suffix == ".rpm" else [])],
                          capture_output=True, text=True, check=True)
    return " ".join(info.stdout.split())


def check_rpm_requirements(package: Path, report: Report) -> None:
    """The .rpm asks the system for libraries by soname and for a C library version."""
    result = subprocess.run(["rpm", "-qp", "--requires", str(package)], capture_output=True,
                            text=True, check=True)
    requires = result.stdout.split("\n")
    glibc = [r for r in requires if r.startswith("libc.so.6(GLIBC_")]
    sonames = [r for r in requires if r.endswith("()(64bit)")]
    report.check(bool(glibc) and len(sonames) >= 5,
                 f"rpm requires {len(sonames)} system libraries by soname and "
                 f"{glibc[0] if glibc else 'no C library version'}")
    bundled = [r for r in sonames if r.startswith(("libQt6", "libpyside6", "libshiboken6"))]
    report.check(not bundled, "rpm requires none of the libraries it carries"
                 + (f" (not: {bundled[0]})" if bundled else ""))


def screenshot_verdict(path: Path) -> tuple[bool, str]:
    """Whether a ``--screenshot`` picture shows the game: the window's size, many colours
    (not a blank or one-colour window), and wood in the middle third, where the board
    lies (a brown whose red exceeds green exceeds blue)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QColor, QImage

    image = QImage(str(path))
    if image.isNull():
        return False, "the screenshot is not a readable picture"
    width, height = image.width(), image.height()
    colours, wood, samples = set(), 0, 0
    for x in range(0, width, 5):
        for y in range(0, height, 5):
            rgb = image.pixel(x, y)
            colours.add(rgb)
            if width // 6 < x < width // 2 and height // 3 < y < 2 * height // 3:
                colour = QColor(rgb)
                samples += 1
                red, green, blue = colour.red(), colour.green(), colour.blue()
                wood += red > 120 and red > green + 20 and green > blue + 10
    share = wood / max(samples, 1)
    ok = (width, height) == (1200, 700) and len(colours) > 200 and share > 0.3
    return ok, (f"screenshot {width}x{height}, {path.stat().st_size / 1e3:.0f} kB, "
                f"{len(colours)} colours, wood in {share:.0%} of the board's area")


def check_layout(root: Path, report: Report) -> None:
    """The installed files are where the menus, file managers and shells look."""
    for target in build.deb_layout():
        path = root / target
        report.check(path.is_file() and path.stat().st_size > 0, f"/{target}")
    for name in build.LINUX_COMMANDS:
        launcher = root / "usr" / "bin" / name
        report.check(launcher.is_file() and os.access(launcher, os.X_OK),
                     f"/usr/bin/{name} launcher is executable")
        program = root / build.INSTALL_DIR.lstrip("/") / name
        report.check(program.is_file() and os.access(program, os.X_OK),
                     f"{build.INSTALL_DIR}/{name} is executable")
    private = [p for p in root.rglob("*")
               if not p.is_symlink() and p.is_file() and not p.stat().st_mode & 0o004]
    report.check(not private, "every file is readable by all users"
                 + (f" (not: {private[0].relative_to(root)}...)" if private else ""))

    desktop = root / "usr" / "share" / "applications" / f"{build.PACKAGE}.desktop"
    validator = shutil.which("desktop-file-validate")
    if validator is None:
        report.warn("desktop-file-validate not installed: desktop entry not validated")
    elif desktop.is_file():
        result = subprocess.run([validator, str(desktop)], capture_output=True, text=True)
        report.check(result.returncode == 0 and not result.stdout.strip(),
                     "desktop entry validates" + (f": {result.stdout.strip()}"
                                                  if result.stdout.strip() else ""))

    mime_root = root / "usr" / "share" / "mime"
    updater = shutil.which("update-mime-database")
    if updater is None:
        report.warn("update-mime-database not installed: MIME type not compiled")
    elif mime_root.is_dir():
        subprocess.run([updater, str(mime_root)], check=False, capture_output=True)
        globs = mime_root / "globs2"
        text = globs.read_text("utf-8") if globs.is_file() else ""
        report.check(f"{build.MIME_TYPE}:*.ogn" in text,
                     f"*.ogn maps to {build.MIME_TYPE} (update-mime-database)")


#: Round 1 of four players (``152 W``: the first has White) and the pairing FIDE's Dutch
#: system gives it: the top half against the bottom half, colours alternating.
PAIRING_TRF = "".join(
    f"001 {n:4d}      Player {n:<26} {2000 - n:4d}{'':28} 0.0 {n:4d}\n" for n in range(1, 5)
) + "142 3\n152 W\n"
PAIRING_EXPECTED = "2\n1 3\n4 2\n"


def check_pairing_engine(folder: Path, scratch: Path, report: Report, *,
                         name: str = "bbpPairings", launcher: Sequence[str] = (),
                         env: dict[str, str] | None = None,
                         path: Callable[[Path], str] = str) -> None:
    """The bundled Swiss pairing engine ``folder / name`` (bbpPairings, in the bundle's
    folder where ``pairing_engine.py`` looks for it) pairs round 1 of a 4-player Swiss as
    FIDE's Dutch system does, and its licence is beside it. ``launcher`` (Wine) runs it
    with ``env``; ``path`` names files for it."""
    engine = folder / name
    if not report.check(engine.is_file() and (bool(launcher) or os.access(engine, os.X_OK)),
                        f"the pairing engine {bundle_rules.PAIRING_DEST}/{name}"):
        return
    source, target = scratch / "round1.trf", scratch / "pairing.txt"
    source.write_text(PAIRING_TRF, encoding="utf-8")
    done = subprocess.run([*launcher, path(engine), "--dutch", path(source), "-p", path(target)],
                          capture_output=True, text=True, timeout=120, check=False, env=env)
    paired = target.read_text().replace("\r", "") if target.is_file() else done.stderr
    report.check(done.returncode == 0 and paired == PAIRING_EXPECTED,
                 f"the pairing engine pairs round 1 (1-3, 4-2): {paired.split()}")
    report.check((folder / "LICENSE.txt").is_file() and (folder / "Apache-2.0.txt").is_file(),
                 "the pairing engine's licence (Apache-2.0) is beside it")


def program_env(scratch: Path) -> dict[str, str]:
    """Offscreen Qt, and data/settings folders of its own, so that neither the user's
    endgame table nor their settings take part."""
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        WARI_DATA_DIR=str(scratch / "data"),
        XDG_CONFIG_HOME=str(scratch / "config"),
        XDG_DATA_HOME=str(scratch / "share"),
        XDG_CACHE_HOME=str(scratch / "cache"),
    )
    env.pop("WARI_RESOURCES", None)
    return env


def check_bundle_info(command: Sequence[str], env: dict[str, str], scratch: Path,
                      report: Report, path_arg: Callable[[Path], str] = str) -> None:
    """What the frozen program (``command``, e.g. the launcher) finds in its bundle;
    ``path_arg`` names a file for the program (Wine: ``Z:\\...``)."""
    out = scratch / "bundle-info.json"
    result = subprocess.run([*command, "--bundle-info", path_arg(out)], env=env,
                            stdin=subprocess.DEVNULL, capture_output=True, text=True,
                            timeout=300)
    if not report.check(result.returncode == 0 and out.is_file(), "wari --bundle-info runs"):
        print(result.stderr[-2000:])
        return
    info = json.loads(out.read_text("utf-8"))
    report.check(info["frozen"], f"frozen program; resources in {info['resource_dir']}")
    repo = build.ROOT / "resources"
    for key, folder, pattern in (("sounds", "sounds", "*.wav"),
                                 ("translations", "translations", "*.qm")):
        expected = sorted(p.name for p in (repo / folder).glob(pattern))
        report.check(info[key] == expected,
                     f"{key}: {len(info[key])} found in the bundle ({len(expected)} in the "
                     "source tree when checked)")
    report.check("wari.svg" in info["icons"], "icon found")
    wanted = [f"qtbase_{lang}.qm" for lang in ("it", "es", "fr", "de", "pt_BR")]
    report.check(all(name in info["qt_translations"] for name in wanted),
                 f"Qt's own catalogues: {', '.join(info['qt_translations']) or 'none'}")
    report.check(info.get("search_core") == "compiled C",
                 f"search core: {info.get('search_core')} (the compiled core is bundled)")
    if info["endgame_loaded_seeds"] == build.DEFAULT_ENDGAME_SEEDS:
        report.ok(f"endgame table bundled and loaded ({info['endgame_loaded_seeds']} seeds)")
    else:
        report.warn("no usable 15-seed endgame table in the bundle (a --skip-endgame or "
                    "--endgame-seeds build?): the program will build it on first use")


def check_engine(command: Sequence[str], env: dict[str, str], report: Report,
                 runs: int = ENGINE_RUNS) -> None:
    """The installed ``wari-engine``: ``--version`` names the compiled core, the protocol's
    handshake, a position and ``go movetime`` give a legal move, and its search on one
    thread reaches the depth this machine's own build reaches in the same time (within
    the ply a timed search may gain or lose from run to run) at 60% or more of its nodes
    a second (the medians of ``runs`` searches each, taken in turn, side by side)."""
    installed, source = [], []
    for _ in range(runs):
        try:
            installed.append(engine_check.run_engine(command, env, ENGINE_SECONDS,
                                                     options=ENGINE_OPTIONS))
            source.append(engine_check.run_engine(SOURCE_ENGINE, None, ENGINE_SECONDS,
                                                  options=ENGINE_OPTIONS))
        except (RuntimeError, OSError, subprocess.TimeoutExpired) as error:
            report.fail(f"wari-engine does not answer the protocol: {error}")
            return
    first = installed[0]
    report.check("compiled C" in first.version, f"wari-engine --version: {first.version}")
    report.check(all(run.legal for run in installed),
                 f"wari-engine plays legal moves ({', '.join(r.move for r in installed)} after "
                 f"{engine_check.MOVES}, book off, {ENGINE_SECONDS:g} s)")
    ours = statistics.median(run.depth for run in installed)
    theirs = statistics.median(run.depth for run in source)
    speed = statistics.median(run.nps for run in installed) / max(
        1, statistics.median(run.nps for run in source))
    # A timed search completes whole plies: near the moment a ply completes, the same
    # program reaches one ply more or less from run to run. The speed is continuous.
    report.check(ours >= theirs - 1 and speed >= MIN_SPEED,
                 f"search in {ENGINE_SECONDS:g} s on one thread: installed depth {ours:g} "
                 f"({', '.join(str(r.depth) for r in installed)}), this machine's source "
                 f"build {theirs:g} ({', '.join(str(r.depth) for r in source)}); speed "
                 f"{speed:.2f} of the source build's nodes a second (at least {MIN_SPEED})")


#: A person's account the server check makes, and the password it is given on stdin.
PROBE_NAME = "Probe"
PROBE_PASSWORD = "a password for the package check"
#: Seconds the installed server has to start listening and to stop.
SERVER_SECONDS = 60.0


def _run_program(command: Sequence[str], env: dict[str, str], *args: str,
                 stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*command, *args], env=env, input=stdin, capture_output=True,
                          text=True, timeout=120, stdin=None if stdin is not None
                          else subprocess.DEVNULL)


def _listening_line(process: subprocess.Popen[str], seconds: float) -> str:
    """The first line the server prints ("wari-server X on ws://HOST:PORT/ ..."), or ""
    if none comes within ``seconds`` (or the server exits first)."""
    assert process.stdout is not None
    ready, _, _ = select.select([process.stdout], [], [], seconds)
    return process.stdout.readline() if ready else ""


def _sign_in(url: str, name: str, password: str) -> dict[str, object]:
    """Say hello and sign in over WebSocket; the server's answer to the sign-in."""
    from websockets.sync.client import connect

    with connect(url, open_timeout=20, close_timeout=5) as ws:
        ws.send(json.dumps({"t": "hello", "id": 0, "protocol": 1, "client": "check_deb"}))
        welcome = json.loads(ws.recv(timeout=20))
        if welcome.get("t") != "welcome":
            return welcome
        ws.send(json.dumps({"t": "signin", "id": 1, "name": name, "password": password}))
        return dict(json.loads(ws.recv(timeout=20)))


def check_server(bin_dir: Path, env: dict[str, str], scratch: Path, report: Report) -> None:
    """The installed ``wari-server`` and ``wari-bot`` (``bin_dir``: the unpacked
    ``usr/bin``): their versions and help; ``wari-server account add`` for a bot (its token
    the last line) and for a person (the password on stdin, hashed with argon2); then
    ``wari-server serve`` on 127.0.0.1 with a free port and a data folder in ``scratch``:
    ``/health`` answers, the person signs in over WebSocket, and SIGTERM stops it."""
    server, bot = [str(bin_dir / "wari-server")], [str(bin_dir / "wari-bot")]
    result = _run_program(server, env, "--version")
    said = (result.stdout + result.stderr).strip()[-300:]
    if not report.check(result.returncode == 0 and said.startswith("wari-server "),
                        f"wari-server --version: {said}"):
        return
    result = _run_program(bot, env, "--help")
    report.check(result.returncode == 0 and "usage: wari-bot" in result.stdout,
                 "wari-bot --help" + ("" if result.returncode == 0
                                      else f": {result.stderr.strip()[-300:]}"))
    data = scratch / "server-data"
    result = _run_program(server, env, "account", "add", "Probe-bot", "--bot", "--data",
                          str(data))
    token = result.stdout.strip().splitlines()[-1] if result.stdout.strip() else ""
    report.check(result.returncode == 0 and len(token) >= 40,
                 "wari-server account add Probe-bot --bot prints a token" +
                 ("" if result.returncode == 0 else f": {result.stderr.strip()[-300:]}"))
    result = _run_program(server, env, "account", "add", PROBE_NAME, "--data", str(data),
                          stdin=PROBE_PASSWORD + "\n")
    report.check(result.returncode == 0, f"wari-server account add {PROBE_NAME} (password "
                 "on stdin)" + ("" if result.returncode == 0
                                else f": {result.stderr.strip()[-300:]}"))
    serve_and_sign_in(server, env, data, report)


def serve_and_sign_in(server: Sequence[str], env: dict[str, str], data: Path,
                      report: Report) -> None:
    """``wari-server serve`` on 127.0.0.1 port 0 (a free one, which it prints): GET
    ``/health``, sign ``PROBE_NAME`` in over WebSocket, stop it with SIGTERM."""
    process = subprocess.Popen([*server, "serve", "--host", "127.0.0.1", "--port", "0",
                                "--data", str(data), "--log-level", "WARNING"], env=env,
                               stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    try:
        start = time.perf_counter()
        line = _listening_line(process, SERVER_SECONDS)
        started = time.perf_counter() - start
        if not report.check(" on ws://127.0.0.1:" in line,
                            f"wari-server serve listens: {line.strip() or 'nothing printed'}"):
            return
        url = line.split(" on ", 1)[1].split()[0]
        port = int(url.rstrip("/").rsplit(":", 1)[1])
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=20) as answer:
            health = json.loads(answer.read())
        report.check(health.get("status") == "ok" and health.get("protocol") == 1,
                     f"GET /health: {json.dumps(health)} (started in {started:.1f} s)")
        signed = _sign_in(url, PROBE_NAME, PROBE_PASSWORD)
        report.check(signed.get("t") == "signed-in" and signed.get("name") == PROBE_NAME,
                     f"{PROBE_NAME} signs in over WebSocket: {signed.get('t')} "
                     f"{signed.get('kind') or signed.get('message') or ''}".rstrip())
    except (OSError, ValueError, TimeoutError) as error:
        report.fail(f"wari-server serve: {error}")
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            _, errors = process.communicate(timeout=SERVER_SECONDS)
            said = f": {errors.strip()[-300:]}" if errors.strip() else ""
            report.check(process.returncode == 0, "wari-server stops on SIGTERM (exit "
                         f"{process.returncode}{said})")
        except subprocess.TimeoutExpired:
            process.kill()
            process.communicate()
            report.fail("wari-server did not stop within a minute of SIGTERM")


#: The bot account the online check makes, and what its engine is told (one thread, a
#: tenth of a second a move: the game is over in seconds, the bot still far stronger than
#: the check's person, who clicks the first legal house).
ONLINE_BOT = "Check-bot"
BOT_OPTIONS = ("--option", "Threads=1", "--movetime", "100", "--games", "1")
#: Seconds a whole online check (start, game, record) may take at most.
ONLINE_SECONDS = 600.0
ONLINE_MODULES = ("websockets", "zeroconf", "keyring")


def online_verdicts(info: dict[str, Any], names: tuple[str, str] | None,
                    saved_text: str | None, bundle: str | None
                    ) -> list[tuple[bool | None, str]]:
    """What ``wari --online-check``'s JSON (``info``) proves, as (True: ok, False: fail,
    None: warn, message) pairs: the game played to its end, its record (``saved_text``:
    the file found in the data folder) the window's and legal by the rules, move for move
    the board's, between ``names`` (South, North; None: any two players), the result the
    server's end; websockets, zeroconf and keyring imported from ``bundle`` (a folder's
    path; None: from anywhere); the keyring's answer; a hosted game's announcement."""
    from wari_desktop.notation import NotationError
    from wari_desktop.notation.ogn import loads

    if "error" in info:
        return [(False, f"online game: {info['error']}")]
    out: list[tuple[bool | None, str]] = []
    for name in ONLINE_MODULES:
        module = info.get("modules", {}).get(name, {})
        where = str(module.get("file", ""))
        inside = bool(module.get("imported")) and (bundle is None or where.startswith(bundle))
        out.append((inside, f"{name} {module.get('version') or '(no version)'} imported "
                    f"from {where or module.get('error', 'nowhere')}"))
    ogn = info.get("ogn")
    if not isinstance(ogn, str):
        return [*out, (False, "online game: no record saved")]
    try:
        record = loads(ogn)
    except NotationError as error:
        return [*out, (False, f"online game's record does not read: {error}")]
    end, tags = info.get("end") or {}, record.tags
    totals = end.get("totals") or ["?", "?"]
    players = (tags.get("South", ""), tags.get("North", ""))
    out += [
        (record.game.moves == info.get("moves") and record.game.is_over()
         and info.get("game_over_on_board") is True,
         f"the record's {len(record.game.moves)} moves are legal, the board's, and end "
         f"the game by the rules ({end.get('reason')}), on the board too"),
        (players == (info.get("south"), info.get("north")) and all(players)
         and players[0] != players[1] and (names is None or players == names),
         f"the record's players: South {players[0]}, North {players[1]}"),
        (tags.get("Result") == f"{totals[0]}-{totals[1]}",
         f"result {tags.get('Result')}, the server's end {totals[0]}-{totals[1]}, "
         f"winner {end.get('winner')}"),
        (saved_text == ogn, f"the window saved the server's record in games/ "
         f"({str(info.get('saved')).replace(chr(92), '/').rsplit('/', 1)[-1]})"),
    ]
    return out + _keyring_verdicts(info) + _announcement_verdicts(info)


def _keyring_verdicts(info: dict[str, Any]) -> list[tuple[bool | None, str]]:
    keys = info.get("keyring") or {}
    kept = ("in the keyring, read back by a new keeper" if keys.get("read_back_from_keyring")
            else "for the session only (no keyring backend)") if not keys.get("lasting") \
        or keys.get("read_back_from_keyring") else "in the keyring, NOT read back"
    ok = bool(keys.get("read_back")) and bool(keys.get("forgotten")) and (
        not keys.get("lasting") or bool(keys.get("read_back_from_keyring")))
    return [(ok, f"keyring backend {keys.get('backend')}: a token kept {kept}, then "
             "forgotten")]


def _announcement_verdicts(info: dict[str, Any]) -> list[tuple[bool | None, str]]:
    if info.get("mode") != "host":
        return []
    found, url = info.get("browsed"), str(info.get("url", ""))
    if info.get("announced") is not True:
        return [(None, f"hosted game not announced on 127.0.0.1: {info.get('announced')}")]
    if not found:
        return [(None, "hosted game announced on 127.0.0.1, not found there by a browser")]
    here = found.get("addresses") == ["127.0.0.1"] and url.endswith(f":{found.get('port')}/")
    return [(here, f"hosted game announced and found on the loopback only: "
             f"{found.get('name')} at {', '.join(found.get('addresses') or [])}:"
             f"{found.get('port')} ({found.get('state')})")]


def saved_record(info: dict[str, Any], data: Path) -> str | None:
    """The text of the record the JSON says was saved, read from the data folder
    ``data`` as this machine sees it (a Windows path under Wine: its file name)."""
    saved = info.get("saved")
    if not isinstance(saved, str):
        return None
    path = data / "games" / saved.replace("\\", "/").rsplit("/", 1)[-1]
    return path.read_text("utf-8") if path.is_file() else None


def report_online(info: dict[str, Any], names: tuple[str, str] | None, data: Path,
                  bundle: str | None, report: Report) -> None:
    for verdict, message in online_verdicts(info, names, saved_record(info, data), bundle):
        if verdict is None:
            report.warn(message)
        else:
            report.check(verdict, message)


def run_online_check(command: Sequence[str], env: dict[str, str], out: Path,
                     args: Sequence[str], report: Report,
                     path_arg: Callable[[Path], str] = str) -> dict[str, Any] | None:
    """``wari --online-check ARGS --out OUT``: its JSON with the wall time of the whole
    run (``wall_s``), or None (said) when it wrote none."""
    start = time.perf_counter()
    result = subprocess.run([*command, "--online-check", *args, "--out", path_arg(out)],
                            env=env, stdin=subprocess.DEVNULL, capture_output=True, text=True,
                            timeout=ONLINE_SECONDS)
    wall = time.perf_counter() - start
    if not out.is_file():
        report.fail(f"wari --online-check {' '.join(args)} wrote nothing (exit "
                    f"{result.returncode}): {(result.stderr + result.stdout)[-2000:]}")
        return None
    info: dict[str, Any] = json.loads(out.read_text("utf-8"))
    info["wall_s"] = round(wall, 2)
    report.check(result.returncode == 0, f"wari --online-check {args[0]}: exit "
                 f"{result.returncode}, {len(info.get('moves') or [])} moves, the game "
                 f"{info.get('seconds', '?')} s from the program's start, {wall:.1f} s in all")
    return info


def check_online(bin_dir: Path, env: dict[str, str], scratch: Path, report: Report,
                 in_bundle: bool = True) -> list[dict[str, Any]]:
    """The installed ``wari`` plays online to the end over 127.0.0.1: against the
    installed ``wari-bot`` (playing the installed ``wari-engine``) on the installed
    ``wari-server``, then a game it hosts itself, joined by a second client
    (``in_bundle``: websockets, zeroconf and keyring must come from the bundle). Returns
    the JSONs (for the figures)."""
    env = {**env, "DBUS_SESSION_BUS_ADDRESS": "disabled:"}  # never the user's keyring
    bundle = str(bin_dir.parent.parent / build.INSTALL_DIR.lstrip("/")) if in_bundle else None
    wari = [str(bin_dir / build.EXECUTABLE)]
    tools = OnlineTools([str(bin_dir / "wari-server")], [str(bin_dir / "wari-bot")],
                        str(bin_dir / build.ENGINE_EXECUTABLE), env)
    found = [play_bot(wari, env, tools, scratch, report, bundle)]
    found.append(play_hosted(wari, env, scratch, report, bundle))
    return [info for info in found if info is not None]


@dataclasses.dataclass(frozen=True)
class OnlineTools:
    """The server, the bot runner and the engine command line the bot plays, and their
    environment."""

    server: list[str]
    bot: list[str]
    engine: str
    env: dict[str, str]


def play_bot(wari: Sequence[str], env: dict[str, str], tools: OnlineTools, scratch: Path,
             report: Report, bundle: str | None,
             path_arg: Callable[[Path], str] = str) -> dict[str, Any] | None:
    """``wari`` (with ``env``) challenges a bot on a server, both ``tools``', and plays
    it to the end: the JSON, judged, or None."""
    data = scratch / "online-server"
    made = _run_program(tools.server, tools.env, "account", "add", ONLINE_BOT, "--bot",
                        "--data", str(data))
    token = made.stdout.strip().splitlines()[-1] if made.stdout.strip() else ""
    if not report.check(made.returncode == 0 and bool(token),
                        f"online check: bot account {ONLINE_BOT} made"):
        return None
    with served(tools.server, tools.env, data) as url:
        if not report.check(url is not None, f"online check: wari-server serves on {url}"):
            return None
        assert url is not None
        info = None
        bot = subprocess.Popen([*tools.bot, "--server", url, "--engine", tools.engine,
                                *BOT_OPTIONS], env={**tools.env, "WARI_BOT_TOKEN": token},
                               text=True, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE)
        try:
            info = run_online_check(wari, env, scratch / "online-server.json",
                                    [url, "--challenge", ONLINE_BOT], report, path_arg)
            if info is not None:
                report_online(info, (online_check_person(), ONLINE_BOT),
                              scratch / "data", bundle, report)
        finally:
            _stop(bot, "wari-bot", report, quiet=True)
    return info


def play_hosted(wari: Sequence[str], env: dict[str, str], scratch: Path, report: Report,
                bundle: str | None,
                path_arg: Callable[[Path], str] = str) -> dict[str, Any] | None:
    """``wari --online-check host``: a game the program hosts on 127.0.0.1, judged."""
    info = run_online_check(wari, env, scratch / "online-host.json", ["host"], report,
                            path_arg)
    if info is not None:
        report_online(info, None, scratch / "data", bundle, report)
    return info


def online_check_person() -> str:
    """The account ``--online-check`` signs up (``packaging/online_check.py``)."""
    spec = importlib.util.spec_from_file_location("wari_online_check", HERE /
                                                  "online_check.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return str(module.PERSON)


@contextlib.contextmanager
def served(server: Sequence[str], env: dict[str, str], data: Path) -> Iterator[str | None]:
    """``wari-server serve`` on 127.0.0.1 with a free port while inside: its URL (None
    when it did not start); stopped with SIGTERM after."""
    process = subprocess.Popen([*server, "serve", "--host", "127.0.0.1", "--port", "0",
                                "--data", str(data), "--log-level", "WARNING"], env=env,
                               stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    try:
        line = _listening_line(process, SERVER_SECONDS)
        yield line.split(" on ", 1)[1].split()[0] if " on ws://127.0.0.1:" in line else None
    finally:
        _stop(process, "wari-server", None)


def _stop(process: subprocess.Popen[str], name: str, report: Report | None,
          quiet: bool = False) -> None:
    """End ``process`` (SIGTERM, then SIGKILL after a minute); a bot that finished its
    game has exited already (status 0), which ``report`` hears."""
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
    try:
        _, errors = process.communicate(timeout=SERVER_SECONDS)
    except subprocess.TimeoutExpired:
        process.kill()
        _, errors = process.communicate()
    if report is not None:
        report.check(process.returncode == 0, f"{name} exited {process.returncode}" + (
            "" if quiet and process.returncode == 0 else f": {errors.strip()[-500:]}"))


def time_screenshots(command: Sequence[str], env: dict[str, str], scratch: Path, runs: int,
                     report: Report, path_arg: Callable[[Path], str] = str) -> list[float]:
    """Start-to-exit times of ``wari --screenshot`` (the first frame rendered and
    saved); the first picture is checked and kept as ``screenshot-0.png``."""
    times = []
    for index in range(runs):
        shot = scratch / f"screenshot-{index}.png"
        start = time.perf_counter()
        result = subprocess.run([*command, "--screenshot", path_arg(shot)], env=env,
                                stdin=subprocess.DEVNULL, capture_output=True, text=True,
                                timeout=300)
        elapsed = time.perf_counter() - start
        if result.returncode != 0 or not shot.is_file():
            report.fail(f"wari --screenshot exited {result.returncode}: "
                        f"{(result.stderr + result.stdout).strip()[-2000:]}")
            return times
        if index == 0:
            report.check(*screenshot_verdict(shot))
        times.append(elapsed)
    return times


def print_online_figures(online: Sequence[dict[str, Any]]) -> None:
    """The online games' figures: moves, the game's time and the whole run's."""
    for info in online:
        against = ("against a bot (wari-bot + wari-engine) on wari-server" if
                   info.get("mode") == "server" else "hosted, against a second client")
        started, ended = info.get("game_started_s") or 0.0, info.get("seconds") or 0.0
        print(f"  online game          {ended - started:6.2f} s   (played to the end "
              f"{against}: {len(info.get('moves') or [])} moves; the game started "
              f"{started:.2f} s after the program, the whole run {info.get('wall_s')} s)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python packaging/check_deb.py",
                                     description="Install the .deb (or .rpm) into a "
                                     "temporary root and start it.")
    parser.add_argument("package", nargs="?", type=Path, help="default: the newest .deb "
                        "(with --rpm: .rpm) in dist/")
    parser.add_argument("--rpm", action="store_true", help="check the newest .rpm")
    parser.add_argument("--runs", type=int, default=3, help="screenshot runs (default 3)")
    parser.add_argument("--strict", action="store_true", help="fail on a missed target")
    parser.add_argument("--keep", action="store_true", help="keep the temporary root")
    args = parser.parse_args(argv)

    package = args.package or newest_package("rpm" if args.rpm else "deb")
    if package is None or not package.is_file():
        print(f"no .{'rpm' if args.rpm else 'deb'} found: run python packaging/build.py first",
              file=sys.stderr)
        return 1
    kind = package.suffix.lstrip(".")
    report = Report()
    online: list[dict[str, Any]] = []
    size_mb = package.stat().st_size / 1e6
    print(f"checking {package} ({size_mb:.1f} MB)")
    scratch = Path(tempfile.mkdtemp(prefix=f"wari-{kind}-"))
    try:
        root = scratch / "root"
        print("  " + unpack(package, root))
        if kind == "rpm":
            check_rpm_requirements(package, report)
        check_layout(root, report)
        check_pairing_engine(root / build.INSTALL_DIR.lstrip("/") / "_internal"
                             / bundle_rules.PAIRING_DEST, scratch, report)
        launcher = [str(root / "usr" / "bin" / build.EXECUTABLE)]
        env = program_env(scratch)
        check_bundle_info(launcher, env, scratch, report)
        check_engine([str(root / "usr" / "bin" / build.ENGINE_EXECUTABLE)], env, report)
        check_server(root / "usr" / "bin", env, scratch, report)
        online = check_online(root / "usr" / "bin", env, scratch, report)
        times = time_screenshots(launcher, env, scratch, max(args.runs, 1), report)
        if args.keep:
            print(f"kept {scratch}")
    finally:
        if not args.keep:
            shutil.rmtree(scratch, ignore_errors=True)

    print("targets:")
    size_ok = size_mb <= build.DEB_TARGET_MB
    print(f"  .{kind} size            {size_mb:6.1f} MB  (target <= {build.DEB_TARGET_MB} MB: "
          f"{'met' if size_ok else 'MISSED'})")
    time_ok = True
    if times:
        first, median = times[0], statistics.median(times)
        time_ok = median <= build.START_TARGET_S
        runs = ", ".join(f"{t:.2f}" for t in times)
        print(f"  start to exit        {median:6.2f} s   (median of {len(times)} runs: {runs} s;"
              f" first {first:.2f} s; target <= {build.START_TARGET_S:.0f} s: "
              f"{'met' if time_ok else 'MISSED'})")
    print_online_figures(online)
    if report.failed:
        print(f"check_deb: .{kind} FAILED")
        return 1
    if args.strict and not (size_ok and time_ok):
        print(f"check_deb: .{kind}: a target was missed (--strict)")
        return 1
    print(f"check_deb: .{kind} passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
