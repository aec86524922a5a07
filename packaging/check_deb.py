"""Check the built ``.deb``: unpack it into a temporary root, start the installed program
and report against the targets.

    python packaging/check_deb.py [DEB] [--runs N] [--strict] [--keep]

DEB defaults to the newest ``dist/wari-desktop_*.deb``. The check

1. unpacks it with ``dpkg-deb -x`` (no maintainer scripts run; nothing touches ``/``),
2. checks the installed layout (launcher, bundle, desktop entry, MIME type, icons), runs
   ``desktop-file-validate`` and ``update-mime-database`` on the unpacked copies when they
   are installed, and checks that ``*.ogn`` maps to ``application/x-wari-ogn``,
3. runs ``usr/bin/wari --bundle-info`` to see what the frozen program finds (resources,
   sounds, translations, the prebuilt endgame table),
4. runs ``usr/bin/wari --screenshot FILE`` (``QT_QPA_PLATFORM=offscreen``) N times and
   checks the PNG, timing each run from start to exit,
5. prints the ``.deb`` size and the start time against the targets (80 MB, 2 s).

Exit status 1 if something does not work; a missed target only fails with ``--strict``.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import ModuleType

HERE = Path(__file__).resolve().parent


def _load_build() -> ModuleType:
    spec = importlib.util.spec_from_file_location("wari_packaging_build", HERE / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


build = _load_build()


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


def newest_deb(dist: Path = build.DIST) -> Path | None:
    debs = sorted(dist.glob(f"{build.PACKAGE}_*.deb"), key=lambda p: p.stat().st_mtime)
    return debs[-1] if debs else None


def check_layout(root: Path, report: Report) -> None:
    """The installed files are where the menus, file managers and shells look."""
    for target in build.deb_layout():
        path = root / target
        report.check(path.is_file() and path.stat().st_size > 0, f"/{target}")
    launcher = root / "usr" / "bin" / build.EXECUTABLE
    report.check(launcher.is_file() and os.access(launcher, os.X_OK), "launcher is executable")
    program = root / build.INSTALL_DIR.lstrip("/") / build.EXECUTABLE
    report.check(program.is_file() and os.access(program, os.X_OK),
                 f"{build.INSTALL_DIR}/{build.EXECUTABLE} is executable")
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


def check_bundle_info(launcher: Path, env: dict[str, str], scratch: Path,
                      report: Report) -> None:
    """What the frozen program finds in its bundle."""
    out = scratch / "bundle-info.json"
    result = subprocess.run([str(launcher), "--bundle-info", str(out)], env=env,
                            capture_output=True, text=True, timeout=120)
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
    wanted = [f"qtbase_{lang}.qm" for lang in ("it", "es", "fr")]
    report.check(all(name in info["qt_translations"] for name in wanted),
                 f"Qt's own catalogues: {', '.join(info['qt_translations']) or 'none'}")
    if info["endgame_loaded_seeds"] == build.DEFAULT_ENDGAME_SEEDS:
        report.ok(f"endgame table bundled and loaded ({info['endgame_loaded_seeds']} seeds)")
    else:
        report.warn("no usable 15-seed endgame table in the bundle (a --skip-endgame or "
                    "--endgame-seeds build?): the program will build it on first use")


def time_screenshots(launcher: Path, env: dict[str, str], scratch: Path, runs: int,
                     report: Report) -> list[float]:
    """Start-to-exit times of ``wari --screenshot`` (the first frame rendered and
    saved)."""
    times = []
    for index in range(runs):
        shot = scratch / f"screenshot-{index}.png"
        start = time.perf_counter()
        result = subprocess.run([str(launcher), "--screenshot", str(shot)], env=env,
                                capture_output=True, text=True, timeout=120)
        elapsed = time.perf_counter() - start
        if result.returncode != 0 or not shot.is_file():
            report.fail(f"wari --screenshot exited {result.returncode}: "
                        f"{result.stderr.strip()[-2000:]}")
            return times
        data = shot.read_bytes()
        width, height = build.png_size(data)
        if index == 0:
            report.check(len(data) > 20_000 and (width, height) == (1200, 700),
                         f"screenshot {width}x{height}, {len(data) / 1e3:.0f} kB")
        times.append(elapsed)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python packaging/check_deb.py",
                                     description="Install the .deb into a temporary root "
                                     "and start it.")
    parser.add_argument("deb", nargs="?", type=Path, help="default: the newest in dist/")
    parser.add_argument("--runs", type=int, default=3, help="screenshot runs (default 3)")
    parser.add_argument("--strict", action="store_true", help="fail on a missed target")
    parser.add_argument("--keep", action="store_true", help="keep the temporary root")
    args = parser.parse_args(argv)

    deb = args.deb or newest_deb()
    if deb is None or not deb.is_file():
        print("no .deb found: run python packaging/build.py first", file=sys.stderr)
        return 1
    report = Report()
    size_mb = deb.stat().st_size / 1e6
    print(f"checking {deb} ({size_mb:.1f} MB)")
    scratch = Path(tempfile.mkdtemp(prefix="wari-deb-"))
    try:
        root = scratch / "root"
        subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True)
        info = subprocess.run(["dpkg-deb", "-f", str(deb), "Package", "Version",
                               "Architecture"], capture_output=True, text=True, check=True)
        print("  " + " ".join(info.stdout.split()))
        check_layout(root, report)
        launcher = root / "usr" / "bin" / build.EXECUTABLE
        env = program_env(scratch)
        check_bundle_info(launcher, env, scratch, report)
        times = time_screenshots(launcher, env, scratch, max(args.runs, 1), report)
        if args.keep:
            print(f"kept {scratch}")
    finally:
        if not args.keep:
            shutil.rmtree(scratch, ignore_errors=True)

    print("targets:")
    size_ok = size_mb <= build.DEB_TARGET_MB
    print(f"  .deb size            {size_mb:6.1f} MB  (target <= {build.DEB_TARGET_MB} MB: "
          f"{'met' if size_ok else 'MISSED'})")
    time_ok = True
    if times:
        first, median = times[0], statistics.median(times)
        time_ok = median <= build.START_TARGET_S
        runs = ", ".join(f"{t:.2f}" for t in times)
        print(f"  start to exit        {median:6.2f} s   (median of {len(times)} runs: {runs} s;"
              f" first {first:.2f} s; target <= {build.START_TARGET_S:.0f} s: "
              f"{'met' if time_ok else 'MISSED'})")
    if report.failed:
        print("check_deb: FAILED")
        return 1
    if args.strict and not (size_ok and time_ok):
        print("check_deb: a target was missed (--strict)")
        return 1
    print("check_deb: passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
