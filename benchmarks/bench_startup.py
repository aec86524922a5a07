"""Start to first painted frame: launches the game several times and prints how long each
took from the launch to the board's first paint (target: at most 1.0 s).

    python benchmarks/bench_startup.py [--runs 5] [--command wari]

Qt draws offscreen unless a display is set (run under ``xvfb-run`` for a real window).
``--command`` times another launcher (an installed bundle, say) instead of
``python -m wari_desktop``.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

TARGET = 1.0


def first_frame(command: list[str], env: dict[str, str]) -> float:
    """Seconds from launching ``command`` to its first painted frame."""
    env = dict(env, WARI_FIRST_FRAME=repr(time.time()))
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60)
    found = re.search(r"first frame ([0-9.]+) s", done.stdout)
    if done.returncode != 0 or not found:
        raise RuntimeError(f"no first frame reported (status {done.returncode}):\n"
                           f"{done.stdout}\n{done.stderr}")
    return float(found.group(1))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--command", help="the launcher to time (default: this Python)")
    parser.add_argument("--target", type=float, default=TARGET, help="seconds")
    args = parser.parse_args()
    command = args.command.split() if args.command else [sys.executable, "-m", "wari_desktop"]
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen" if not env.get("DISPLAY") else "xcb")
    with tempfile.TemporaryDirectory(prefix="wari-start-") as home:
        env["WARI_DATA_DIR"] = os.path.join(home, "data")  # no autosave, no endgame table
        env["XDG_CONFIG_HOME"] = os.path.join(home, "config")
        first_frame(command, env)  # warm the file cache once
        times = [first_frame(command, env) for _ in range(args.runs)]
    verdict = "ok" if max(times) <= args.target else "OVER TARGET"
    print(f"start to first frame over {args.runs} runs ({env['QT_QPA_PLATFORM']}): "
          f"median {statistics.median(times):.3f} s, max {max(times):.3f} s "
          f"(target {args.target:.1f} s: {verdict})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
