"""Check the Windows installer under Wine: install it silently into a fresh Wine prefix,
start the installed program, uninstall it.

    python packaging/check_windows.py [SETUP.EXE] [--runs N] [--keep] [--strict]

SETUP.EXE defaults to the newest ``dist/wari-desktop-*-setup.exe`` (made by
``python packaging/build.py --target windows``). The check

1. makes a new 64-bit Wine prefix in a temporary folder (about 800 MB, removed at the
   end unless ``--keep``) and puts the test-only ``icuuc.dll`` stand-in into its
   ``system32`` (Wine 8.0 lacks it; see ``windows_build.py``), never into the installer;
2. runs ``setup.exe /S`` and checks what it installed: ``C:\\Program Files\\Wari\\wari.exe``
   and the bundle, the uninstaller, the Start-menu shortcut, the ``.ogn`` association
   (``HKLM\\Software\\Classes``) and the "Apps & features" entry, and that the installed
   files carry no ``icuuc.dll``;
3. runs the installed ``wari.exe --bundle-info`` (the compiled search core among what it
   finds), drives ``wari-engine.exe`` through the protocol (``--version`` names the
   compiled core, a position and ``go`` give a legal move, and on one thread in 1 s it
   reaches this machine's Linux build's depth within a ply at 80% or more of its nodes a
   second, both printed side by side), has ``wari.exe`` play two online games to the end
   over 127.0.0.1 (``--online-check host``: a game it hosts, joined by a second client
   of the bundle; ``--online-check URL --challenge Check-bot``: against a bot of this
   machine's source ``wari-server`` and ``wari-bot``), judged as ``check_deb.py`` judges
   them, and runs
   ``wari.exe --screenshot FILE`` N times (Qt's ``offscreen`` platform), checking the
   picture as ``check_deb.py`` does;
4. opens a saved game the way Explorer would, with the registered open command
   (``"...\\wari.exe" "%1"``) and ``--screenshot`` added, and checks the picture shows that
   game (it differs from the new game's);
5. installs again over it (an upgrade), then runs the uninstaller (``uninstall.exe /S``)
   and checks that the files, the shortcut and the registry entries are gone, and that
   a player's files planted in ``%APPDATA%\\wari-desktop`` before the install are still
   there, byte for byte, after the install, the upgrade and the uninstall;
6. prints the installer's size (target at most 60 MB), the installed size and the
   start-to-screenshot time, and the online games' times.

Exit status 1 if something does not work; a missed target only fails with ``--strict``.
Needs Wine (Debian: ``wine wine64``) and mingw-w64 (``gcc-mingw-w64-x86-64``) for the stand-in.
"""

from __future__ import annotations

import argparse
import importlib.util
import shlex
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from types import ModuleType
from typing import Any

HERE = Path(__file__).resolve().parent


def _load(name: str) -> ModuleType:
    module_name = f"wari_packaging_{name}"
    if module_name not in sys.modules:
        spec = importlib.util.spec_from_file_location(module_name, HERE / f"{name}.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[module_name] = module
        spec.loader.exec_module(module)
    return sys.modules[module_name]


check_deb = _load("check_deb")
build = check_deb.build
windows = build.load_sibling("windows_build")

INSTALL_DIR = "C:\\Program Files\\Wari"
SHORTCUT = "C:\\ProgramData\\Microsoft\\Windows\\Start Menu\\Programs\\Wari.lnk"
PROG_ID = "WariDesktop.Game"
CLASSES = "HKLM\\Software\\Classes"
UNINSTALL_KEY = "HKLM\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\WariDesktop"
SAVED_GAME = build.ROOT / "tests" / "notation" / "data" / "repetition.ogn"


def newest_setup(dist: Path = build.DIST) -> Path | None:
    found = sorted(dist.glob(f"{build.PACKAGE}-*-setup.exe"), key=lambda p: p.stat().st_mtime)
    return found[-1] if found else None


def open_command(template: str, document: str) -> list[str]:
    """The program and arguments of a registered ``shell\\open\\command`` for a document:
    ``"C:\\...\\wari.exe" "%1"`` -> ``["C:\\...\\wari.exe", document]``."""
    words = shlex.split(template.replace("\\", "\\\\"), posix=True)
    if not words or "%1" not in words:
        raise ValueError(f"no %1 in the open command {template!r}")
    return [document if word == "%1" else word for word in words]


def program_env(scratch: Path) -> dict[str, str]:
    """What the installed program gets: offscreen Qt with the prefix's fonts, data and
    settings folders of its own (in the temporary folder)."""
    env = {key: value for key, value in check_deb.program_env(scratch).items()
           if key in ("QT_QPA_PLATFORM", "WARI_DATA_DIR")}
    env["WARI_DATA_DIR"] = windows.windows_path(scratch / "data")
    return env


def check_installed(prefix: Path, report: check_deb.Report) -> Path:
    """The files and registry entries the installer wrote; returns the install folder."""
    folder = windows.prefix_path(prefix, INSTALL_DIR)
    exe = folder / "wari.exe"
    report.check(exe.is_file(), f"{INSTALL_DIR}\\wari.exe")
    report.check((folder / "_internal" / "python311.dll").is_file(),
                 f"{INSTALL_DIR}\\_internal (the bundle)")
    report.check((folder / "wari-engine.exe").is_file(), f"{INSTALL_DIR}\\wari-engine.exe")
    report.check((folder / "uninstall.exe").is_file(), f"{INSTALL_DIR}\\uninstall.exe")
    report.check(windows.prefix_path(prefix, SHORTCUT).is_file(), f"Start menu: {SHORTCUT}")
    stowaways = [p.name for p in folder.rglob("*") if p.name.lower() == "icuuc.dll"]
    report.check(not stowaways, "the installed files carry no icuuc.dll (the Wine stand-in)")
    ogn = windows.registry_value(prefix, f"{CLASSES}\\.ogn")
    report.check(ogn == PROG_ID, f".ogn -> {ogn}")
    command = windows.registry_value(prefix, f"{CLASSES}\\{PROG_ID}\\shell\\open\\command")
    report.check(command == f'"{INSTALL_DIR}\\wari.exe" "%1"', f"open command: {command}")
    name = windows.registry_value(prefix, UNINSTALL_KEY, "DisplayName")
    uninstall = windows.registry_value(prefix, UNINSTALL_KEY, "UninstallString")
    report.check(name == "Wari" and uninstall == f'"{INSTALL_DIR}\\uninstall.exe"',
                 f"Apps & features: {name}, {uninstall}")
    return folder


#: This machine's own server, bot runner and engine (the source tree's, on this Python):
#: the Windows bundle installs no wari-server or wari-bot.
SOURCE_TOOLS = ([sys.executable, "-m", "wari_desktop.server"],
                [sys.executable, "-m", "wari_desktop.bot"])


def check_online(program: list[str], env: dict[str, str], scratch: Path,
                 report: check_deb.Report) -> list[dict[str, Any]]:
    """The installed ``wari.exe`` plays online to the end over 127.0.0.1 with its own
    window code: a game it hosts itself (the player's "Host a game on this network",
    announced on the loopback only, a second client of the bundle joining with the code),
    then, as a client, against a bot on a server of this machine (the source tree's
    ``wari-server`` and ``wari-bot`` playing its ``wari-engine``, on Linux: the Windows
    bundle installs neither). Returns the JSONs (for the figures)."""
    bundle = INSTALL_DIR + "\\"
    found = [check_deb.play_hosted(program, env, scratch, report, bundle,
                                   windows.windows_path)]
    server, bot = SOURCE_TOOLS
    tools = check_deb.OnlineTools(server, bot, shlex.join(check_deb.SOURCE_ENGINE),
                                  check_deb.program_env(scratch / "tools"))
    found.append(check_deb.play_bot(program, env, tools, scratch, report, bundle,
                                    windows.windows_path))
    return [info for info in found if info is not None]


def check_saved_game(prefix: Path, env: dict[str, str], scratch: Path, new_game: Path,
                     report: check_deb.Report) -> None:
    """Open a saved game with the registered open command, as a double-click would, and
    check the picture shows it."""
    template = windows.registry_value(prefix, f"{CLASSES}\\{PROG_ID}\\shell\\open\\command")
    if template is None:
        report.fail("no open command registered for .ogn files")
        return
    game = scratch / "club night.ogn"  # a space in the name, as in many players' files
    shutil.copyfile(SAVED_GAME, game)
    shot = scratch / "saved-game.png"
    command = [*open_command(template, windows.windows_path(game)), "--screenshot",
               windows.windows_path(shot)]
    result = windows.run(prefix, command, env=env, timeout=300)
    if not report.check(result.returncode == 0 and shot.is_file(),
                        f"the open command opens {game.name} (exit {result.returncode})"):
        print(result.output[-2000:])
        return
    ok, description = check_deb.screenshot_verdict(shot)
    report.check(ok, f"saved game: {description}")
    report.check(shot.read_bytes() != new_game.read_bytes(),
                 "the saved game's picture differs from a new game's")


def plant_player_data(prefix: Path) -> dict[Path, bytes]:
    """A player's files where the program keeps them (``%APPDATA%\\wari-desktop``: an
    autosave and a rating file stand in) before anything is installed; returns them
    with their bytes, to be found unchanged after an upgrade and the uninstall."""
    users = sorted(p for p in (prefix / "drive_c" / "users").iterdir()
                   if p.is_dir() and p.name.lower() != "public")
    folder = users[0] / "AppData" / "Roaming" / "wari-desktop"
    folder.mkdir(parents=True, exist_ok=True)
    planted = {folder / "autosave.ogn": SAVED_GAME.read_bytes(),
               folder / "games" / "club night.ogn": SAVED_GAME.read_bytes(),
               folder / "player.json": b'{"stand-in": "a player\'s own data"}\n'}
    for path, data in planted.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    return planted


def check_player_data(planted: dict[Path, bytes], when: str, report: check_deb.Report) -> None:
    """The player's files are all there, byte for byte."""
    kept = [path for path, data in planted.items()
            if path.is_file() and path.read_bytes() == data]
    report.check(len(kept) == len(planted), f"{when}: the player's data folder is untouched "
                 f"({len(kept)} of {len(planted)} files)")


def uninstall(prefix: Path, folder: Path, report: check_deb.Report) -> None:
    """``uninstall.exe /S``; the files, shortcut and registry entries are gone."""
    result = windows.run(prefix, [f"{INSTALL_DIR}\\uninstall.exe", "/S"], timeout=300)
    report.check(result.returncode == 0, f"uninstall.exe /S exited {result.returncode} "
                 f"({result.seconds:.1f} s)")
    left = [str(p.relative_to(folder)) for p in folder.rglob("*")] if folder.exists() else []
    report.check(not folder.exists(), f"{INSTALL_DIR} removed" + (
        f" (left: {', '.join(left[:5])})" if folder.exists() else ""))
    report.check(not windows.prefix_path(prefix, SHORTCUT).exists(), "Start-menu shortcut removed")
    report.check(windows.registry_value(prefix, f"{CLASSES}\\{PROG_ID}") is None
                 and windows.registry_value(prefix, f"{CLASSES}\\.ogn") is None,
                 ".ogn association removed")
    report.check(windows.registry_value(prefix, UNINSTALL_KEY, "DisplayName") is None,
                 "Apps & features entry removed")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python packaging/check_windows.py",
                                     description="Install the Windows installer under Wine, "
                                     "start the program, uninstall it.")
    parser.add_argument("setup", nargs="?", type=Path, help="default: the newest in dist/")
    parser.add_argument("--runs", type=int, default=3, help="screenshot runs (default 3)")
    parser.add_argument("--strict", action="store_true", help="fail on a missed target")
    parser.add_argument("--keep", action="store_true",
                        help="keep the temporary Wine prefix and pictures")
    args = parser.parse_args(argv)

    setup = args.setup or newest_setup()
    if setup is None or not setup.is_file():
        print("no setup.exe found: run python packaging/build.py --target windows first",
              file=sys.stderr)
        return 1
    report = check_deb.Report()
    size_mb = setup.stat().st_size / 1e6
    print(f"checking {setup} ({size_mb:.1f} MB)", flush=True)
    scratch = Path(tempfile.mkdtemp(prefix="wari-windows-"))
    prefix = scratch / "prefix"
    installed_mb, times, install_s = 0.0, [], 0.0
    online: list[dict[str, Any]] = []
    try:
        seconds = windows.create_prefix(prefix)
        windows.install_icuuc_stub(prefix, windows.cache_dir())
        report.ok(f"new Wine prefix in {seconds:.0f} s, icuuc.dll stand-in in its system32")
        planted = plant_player_data(prefix)
        result = windows.run(prefix, [windows.windows_path(setup), "/S"], timeout=600)
        install_s = result.seconds
        report.check(result.returncode == 0,
                     f"setup.exe /S exited {result.returncode} ({install_s:.1f} s)")
        folder = check_installed(prefix, report)
        installed_mb = build.tree_size(folder) / 1e6 if folder.exists() else 0.0
        program = [windows.wine_program(), f"{INSTALL_DIR}\\wari.exe"]
        env = windows.wine_env(prefix, program_env(scratch))
        check_deb.check_bundle_info(program, env, scratch, report, windows.windows_path)
        check_deb.check_engine([windows.wine_program(), f"{INSTALL_DIR}\\wari-engine.exe"],
                               env, report)
        check_deb.check_pairing_engine(folder / "_internal" / check_deb.bundle_rules.PAIRING_DEST,
                                       scratch, report,
                                       name="bbpPairings.exe", launcher=[windows.wine_program()],
                                       env=env, path=windows.windows_path)
        times = check_deb.time_screenshots(program, env, scratch, max(args.runs, 1), report,
                                           windows.windows_path)
        online = check_online(program, env, scratch, report)
        windows.wait_for_server(prefix)
        new_game = scratch / "screenshot-0.png"
        if new_game.is_file():
            check_saved_game(prefix, program_env(scratch), scratch, new_game, report)
        check_player_data(planted, "install", report)
        again = windows.run(prefix, [windows.windows_path(setup), "/S"], timeout=600)
        report.check(again.returncode == 0 and (folder / "wari-engine.exe").is_file(),
                     f"setup.exe /S over the installed version (an upgrade) exited "
                     f"{again.returncode} ({again.seconds:.1f} s)")
        check_player_data(planted, "upgrade", report)
        uninstall(prefix, folder, report)
        check_player_data(planted, "uninstall", report)
    finally:
        windows.kill_server(prefix)
        if args.keep:
            print(f"kept {scratch}")
        else:
            shutil.rmtree(scratch, ignore_errors=True)

    print("figures:")
    size_ok = size_mb <= build.SETUP_TARGET_MB
    print(f"  setup.exe size       {size_mb:6.1f} MB  (target <= {build.SETUP_TARGET_MB} MB: "
          f"{'met' if size_ok else 'MISSED'})")
    print(f"  installed size       {installed_mb:6.1f} MB")
    print(f"  silent install       {install_s:6.1f} s")
    if times:
        runs = ", ".join(f"{t:.2f}" for t in times)
        print(f"  start to screenshot  {statistics.median(times):6.2f} s   (median of "
              f"{len(times)} runs under Wine: {runs} s)")
    check_deb.print_online_figures(online)
    if report.failed:
        print("check_windows: FAILED")
        return 1
    if args.strict and not size_ok:
        print("check_windows: a target was missed (--strict)")
        return 1
    print("check_windows: passed")
    return 0


if __name__ == "__main__":
    start = time.perf_counter()
    status = main()
    print(f"check_windows: {time.perf_counter() - start:.0f} s")
    sys.exit(status)
