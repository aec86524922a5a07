"""``bench_server.py --compare``: the same load on each way of running the server, one
after another, each in a run of its own (``bench_server.py ... --summary FILE``, a fresh
PostgreSQL cluster each), then one table:

- SQLite, one process (the default server);
- PostgreSQL, one process;
- PostgreSQL, 1, 2 and 3 processes behind HAProxy (``--processes N``).

The figures of a run: moves a second, round trip p50/p99, each process's memory (VmRSS),
PostgreSQL's commits a second, and after the ``kill -9`` the seconds until every game is
going on again (its next move acknowledged: max and p50 over the games). A run that
failed shows its first problem instead.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from server_load import percentiles

#: The runs of ``--compare``: a label and the options that make it.
SETUPS: list[tuple[str, list[str]]] = [
    ("SQLite, 1 process", ["--store", "sqlite"]),
    ("PostgreSQL, 1 process", ["--store", "postgresql"]),
    ("PostgreSQL, 1 behind HAProxy", ["--store", "postgresql", "--processes", "1"]),
    ("PostgreSQL, 2 behind HAProxy", ["--store", "postgresql", "--processes", "2"]),
    ("PostgreSQL, 3 behind HAProxy", ["--store", "postgresql", "--processes", "3"]),
]


def summary_of(figures: dict[str, Any], memories: list[dict[str, int]],
               commits_per_second: float | None = None) -> dict[str, Any]:
    """The figures of a measured load that the table shows."""
    elapsed = figures["elapsed"]
    return {"moves_per_second": figures["round_trips"] / elapsed,
            "rtt_p50": figures["rtt"]["p50"], "rtt_p99": figures["rtt"]["p99"],
            "rss_mib": [m.get("VmRSS", 0) / 1024 for m in memories],
            "commits_per_second": commits_per_second}


def takeover_of(back_after: list[float]) -> dict[str, Any]:
    """The seconds from the kill until the games were going on again."""
    figures = percentiles(back_after)
    return {"back_max": figures["max"], "back_p50": figures["p50"],
            "back_games": len(back_after)}


def write_summary(path: Path, summary: dict[str, Any], passed: bool) -> None:
    path.write_text(json.dumps({**summary, "passed": passed}))


def verdict(passed: bool, problems: list[str], summary: dict[str, Any],
            summary_path: Path | None, logs: str = "server log") -> int:
    """Print the servers' log problems and the verdict, write the summary (``--summary``);
    the exit status."""
    print(f"{logs}: {len(problems)} tracebacks or errors")
    for line in problems[:10]:
        print(f"  {line}")
    passed = passed and not problems
    print(f"verdict: {'PASS' if passed else 'FAIL'}")
    if summary_path is not None:
        write_summary(summary_path, summary, passed)
    return 0 if passed else 1


def _row(label: str, found: dict[str, Any]) -> str:
    if "moves_per_second" not in found:
        problem = found.get("problem", "?").rpartition("wari-server: ")[2]
        return f"{label:<30} failed: {problem.strip()[:120]}"
    commits = found.get("commits_per_second")
    back = (f"{found['back_max']:.1f} / {found['back_p50']:.1f}" if "back_max" in found
            else "-")
    memory = "+".join(f"{m:.0f}" for m in found["rss_mib"])
    return (f"{label:<30} {found['moves_per_second']:>7.1f} {found['rtt_p50']:>7.1f} "
            f"{found['rtt_p99']:>7.1f}  {memory:<16} "
            f"{'-' if commits is None else f'{commits:.0f}':>9}  {back:<12} "
            f"{'PASS' if found.get('passed') else 'FAIL'}")


def _forwarded(args: argparse.Namespace) -> list[str]:
    """The options of this run that every run of the comparison gets."""
    return ["--games", str(args.games), "--rate", str(args.rate), "--seconds",
            str(args.seconds), "--clock", args.clock, "--wave", str(args.wave), "--seed",
            str(args.seed), "--timeout", str(args.timeout),
            "--kill" if args.kill else "--no-kill"]


def _one(label: str, options: list[str], args: argparse.Namespace, folder: Path
         ) -> dict[str, Any]:
    """One run of ``bench_server.py``; its summary (or its problem)."""
    path = folder / f"{len(list(folder.iterdir()))}.json"
    command = [sys.executable, str(Path(__file__).with_name("bench_server.py")),
               *_forwarded(args), *options, "--summary", str(path)]
    print(f"=== {label}: {' '.join(command[1:])}", flush=True)
    try:
        done = subprocess.run(command, capture_output=True, text=True,
                              timeout=args.timeout + 120)
        output = done.stdout + done.stderr
    except subprocess.TimeoutExpired:
        return {"problem": "the run did not end in time"}
    print(output, flush=True)
    if path.exists():
        return dict(json.loads(path.read_text()))
    lines = [line for line in output.splitlines() if line.strip()]
    return {"problem": lines[-2] if len(lines) > 1 else "no output"}


def compare(args: argparse.Namespace) -> int:
    """Every setup in turn, then the table; 0 when the single-process runs passed (the
    others need processes sharing a database)."""
    found: list[tuple[str, dict[str, Any]]] = []
    with tempfile.TemporaryDirectory(prefix="wari-bench-compare-") as folder:
        for label, options in SETUPS:
            found.append((label, _one(label, options, args, Path(folder))))
    print(f"comparison: {args.games} games, {args.rate:g} moves/s asked, "
          f"{args.seconds:g} s measured; kill -9 of one process "
          f"{'under load' if args.kill else 'skipped'}")
    print(f"{'setup':<30} {'moves/s':>7} {'p50 ms':>7} {'p99 ms':>7}  {'RSS MiB each':<16} "
          f"{'commits/s':>9}  {'back max/p50 s':<14} verdict")
    for label, summary in found:
        print(_row(label, summary))
    return 0 if all(s.get("passed") for _, s in found[:2]) else 1
