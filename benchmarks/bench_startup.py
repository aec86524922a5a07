"""Start to first painted frame: launches the game several times and prints how long each
took from the launch to the board's first paint (target: at most 1.0 s), in three cases:

- **bare**: no endgame table installed and none built (the program's own start alone);
- **first start**: no table installed, so the program (from a source checkout) starts
  building the 15-seed table in a background process, as a player's first start does;
- **later start**: the 15-seed table installed in the data folder, so it is loaded on a
  background thread and the 18-seed table is built in a background process where the
  machine can (an installed bundle's first start too: it ships the 15-seed table).

    python benchmarks/bench_startup.py [--runs 5] [--command wari] [--table endgame-15.bin]

Each run quits at its first frame, ending its background build with it. Qt draws
offscreen unless a display is set (run under ``xvfb-run`` for a real window).
``--command`` times another launcher (an installed bundle, say) instead of
``python -m wari_desktop``; ``--table`` gives a 15-seed table file for the later start
(else the benchmark builds one first, about 30 s, and says how long it took); ``--bare``
times the bare start alone (no table needed). Besides the wall time, each case prints the
processor time (user + system) of a start, its import time included, which a machine busy
with other programs spreads far less than the wall time.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TARGET = 1.0


def first_frame(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Seconds from launching ``command`` to its first painted frame, and the processor
    seconds (user + system) the whole run took."""
    env = dict(env, WARI_FIRST_FRAME=repr(time.time()))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    found = re.search(r"first frame ([0-9.]+) s", done.stdout)
    if done.returncode != 0 or not found:
        raise RuntimeError(f"no first frame reported (status {done.returncode}):\n"
                           f"{done.stdout}\n{done.stderr}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return float(found.group(1)), cpu


def fresh_home(root: Path, name: str, table: Path | None) -> dict[str, str]:
    """The environment of a start with its own empty data and settings folders under
    ``root`` (the 15-seed ``table`` copied into the data folder when given)."""
    home = root / name
    shutil.rmtree(home, ignore_errors=True)
    data = home / "data"
    data.mkdir(parents=True)
    if table is not None:
        shutil.copyfile(table, data / "endgame-15.bin")
    return {"WARI_DATA_DIR": str(data), "XDG_CONFIG_HOME": str(home / "config"),
            "XDG_DATA_HOME": str(home / "share")}


def time_case(command: list[str], env: dict[str, str], root: Path, name: str, runs: int,
              table: Path | None, build: bool) -> tuple[list[float], list[float]]:
    """First-frame times and processor times of ``runs`` starts, each from a fresh data
    folder (after one start to warm the file cache)."""
    env = dict(env, WARI_FIRST_FRAME_BUILD="1" if build else "0")
    times, cpus = [], []
    for run in range(runs + 1):
        took, cpu = first_frame(command, dict(env, **fresh_home(root, f"{name}-{run}", table)))
        if run:
            times.append(took)
            cpus.append(cpu)
    return times, cpus


def table_file(given: str | None, root: Path) -> Path:
    """The 15-seed table to install: ``given``, or one built now."""
    if given:
        return Path(given)
    out = root / "endgame-15.bin"
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "wari_desktop.ai.endgame", "build", "--seeds", "15",
                    "--out", str(out), "--quiet"], check=True)
    print(f"(built the 15-seed table for the later start in "
          f"{time.perf_counter() - start:.1f} s)")
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--command", help="the launcher to time (default: this Python)")
    parser.add_argument("--target", type=float, default=TARGET, help="seconds")
    parser.add_argument("--table", help="a 15-seed table file for the later start")
    parser.add_argument("--bare", action="store_true", help="time the bare start alone")
    args = parser.parse_args()
    command = args.command.split() if args.command else [sys.executable, "-m", "wari_desktop"]
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen" if not env.get("DISPLAY") else "xcb")
    with tempfile.TemporaryDirectory(prefix="wari-start-") as folder:
        root = Path(folder)
        cases: list[tuple[str, Path | None, bool]] = [("bare (no table, no build)", None, False)]
        if not args.bare:
            table = table_file(args.table, root)
            cases += [("first start (15-seed build meanwhile)", None, True),
                      ("later start (15 loaded, 18 building)", table, True)]
        for name, installed, build in cases:
            times, cpus = time_case(command, env, root, name.split()[0], args.runs, installed,
                                    build)
            verdict = "ok" if max(times) <= args.target else "OVER TARGET"
            print(f"start to first frame, {name}, over {args.runs} runs "
                  f"({env['QT_QPA_PLATFORM']}): median {statistics.median(times):.3f} s, "
                  f"max {max(times):.3f} s (target {args.target:.1f} s: {verdict}); "
                  f"processor time median {statistics.median(cpus):.3f} s, "
                  f"min {min(cpus):.3f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
