"""Hostile clients against one ``wari-server`` while real games go on: every malformed,
oversized, replayed or out-of-turn frame must be told (an answer) or its connection
closed with a code and a reason; the server must raise nothing and the real games must
not change.

    python benchmarks/bench_hostile.py [--messages 100000] [--seconds 300]
        [--games 20] [--rate 10] [--workers 40] [--seed 1] [--timeout SECONDS]

Short run (CI, about a minute):

    python benchmarks/bench_hostile.py --messages 10000 --seconds 40

The server runs in a subprocess on 127.0.0.1 (a free port, a temporary data folder,
``--per-address 50 --handshakes-per-address 50``: the real games' 40 players come from
one address at once; the default frame rate of 20 a second). ``--games`` real games go
on between well-behaved guests (from 127.0.0.2) moving ``--rate`` times a second in all.
``--workers`` hostile workers (from 127.0.1.x, at most 20 connections an address) each
open connection after connection, each sending a burst of one class of bad frames
(``hostile_frames.ATTACKS``: non-JSON, binary, JSON that is not an object, unknown types,
bad fields, oversized frames, frames before hello, huge ids, deep nesting, Unicode junk,
lone surrogates, invalid UTF-8, floods over the rate, moves out of turn, moves in other
players' games, replayed moves, wrong plies, illegal moves, unknown ids, sign-in first,
bad hellos, password guessing, challenges spammed at the real players) until
``--messages`` frames have gone or ``--seconds`` have passed. Besides: connection floods
from one address over the caps (closed at the accept, or HTTP 429) and connections that never
say hello (closed after 10 s).

For each frame sent: *told* (a frame answered it), *closed* (not answered because the
server closed the connection with a code and a reason), *ignored* (neither, on a
connection left open) or *dropped* (the connection was lost without a close frame); the
*accepted* column counts the answers that accept rather than refuse (a resent move's
``ok``, a pong, an open seek or challenge): a limit the server may lack. At the end:
the server is alive, its ``/metrics`` count no internal error, its log holds no
traceback, each real client's view of its game equals the server's (by ``sync``: the
same moves, nothing but moves), and the hostile players' own games still hold only their
first two moves. Exit status 0 on PASS; 1 on FAIL or INCOMPLETE (fewer frames
than asked); 3 when the watchdog stopped the run.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import dataclasses
import json
import os
import random
import sys
import tempfile
import time
from collections import Counter, deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_server import Load, Pair
from hostile_frames import ATTACKS, Attack, Target
from server_load import (
    Line,
    ServerProcess,
    cpu_and_wait,
    free_port,
    mib,
    percentiles,
    raise_file_limit,
    watchdog,
)
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus

from wari_desktop.rules import Game

REAL_SOURCE = "127.0.0.2"
HOSTILE_SOURCE = "127.0.1.{}"
FLOOD_SOURCE = "127.0.2.1"
SILENT_SOURCE = "127.0.2.2"
#: Connections a worker address holds at most (the server's cap is 50).
PER_SOURCE = 20
#: Seconds without a frame after which the answers to a burst are no longer awaited.
IDLE = 3.0
#: Frames that answer nothing (pushed by the server, or the hello's own answer).
NOT_ANSWERS = frozenset({"welcome", "presence", "lobby", "challenge"})
#: Answers that accept a request (the rest refuse it).
ACCEPTED = frozenset({"seek-open", "challenge-sent", "signed-in", "ok", "pong", "game",
                      "events", "accepted"})


@dataclass
class Tally:
    """What one class of hostile frames met."""

    connections: int = 0
    frames: int = 0
    told: int = 0
    closed: int = 0          #: frames unanswered because the server closed with a code
    ignored: int = 0
    dropped: int = 0         #: connections lost without a close frame
    lost: int = 0            #: frames unanswered on those
    answers: Counter[str] = field(default_factory=Counter)
    closes: Counter[str] = field(default_factory=Counter)
    refused: Counter[str] = field(default_factory=Counter)


class Hostile:
    """The hostile side: its own games, the workers and what they met."""

    def __init__(self, args: argparse.Namespace, server: ServerProcess) -> None:
        self.args, self.server = args, server
        self.random = random.Random(args.seed)
        self.target = Target()
        self.tallies: dict[str, Tally] = {a.name: Tally() for a in ATTACKS}
        self.tallies["connection-flood"] = Tally()
        self.tallies["no-hello"] = Tally()
        self.sent = 0
        self.deadline = 0.0
        self.keep: list[Line] = []
        self.untried = list(ATTACKS)

    def busy(self) -> bool:
        return self.sent < self.args.messages and time.perf_counter() < self.deadline

    # -- the hostile players' own games ------------------------------------------------
    async def own_games(self, count: int) -> None:
        """``count`` games between hostile guests, two moves each (South to move), and
        one more for lone surrogates."""
        url = self.server.url()
        for index in range(count + 1):
            south = await Line.open(url, _ignore, "127.0.0.3")
            north = await Line.open(url, _ignore, "127.0.0.3")
            for line in (south, north):
                await line.sign_in()
            opened = await south.request("seek", side="south")
            started = await north.request("seek-accept", seek=opened["seek"]["id"])
            game_id = str(started["game"]["id"])
            game, moves = Game(), []
            for ply, line in enumerate((south, north)):
                move = self.random.choice(game.legal_moves())
                answer = await line.request("move", game=game_id, ply=ply, move=move)
                if answer.get("t") != "event":
                    raise RuntimeError(f"a hostile game's move was refused: {answer}")
                game.play(move)
                moves.append(move)
            own = {"game": game_id, "south": south.token, "north": north.token,
                   "moves": moves}
            if index == count:
                self.target.poison = own
            else:
                self.target.own.append(own)
            self.keep += [south, north]

    # -- one connection ----------------------------------------------------------------
    async def prelude(self, ws: ClientConnection, attack: Attack, own: dict[str, Any]) -> None:
        """What the class needs before its frames: nothing, a hello, or a hello signed in
        with a hostile player's token."""
        if attack.prelude == "none":
            return
        hello: dict[str, Any] = {"t": "hello", "protocol": 1, "id": 0}
        wanted = "welcome"
        if attack.prelude in ("south", "north", "poison"):
            seat = "north" if attack.prelude == "north" else "south"
            hello["token"] = (self.target.poison if attack.prelude == "poison" else own)[seat]
            wanted = "signed-in"
        await ws.send(json.dumps(hello))
        async with asyncio.timeout(30):
            while True:
                frame = json.loads(await ws.recv())
                if frame.get("t") == wanted:
                    return
                if frame.get("t") == "error":
                    raise RuntimeError(f"the prelude was refused: {frame}")

    async def connection(self, attack: Attack, source: str) -> None:
        """One connection of ``attack``: the prelude, a burst of its frames, the answers."""
        tally = self.tallies[attack.name]
        own = self.random.choice(self.target.own)
        frames = attack.make(self.random, dataclasses.replace(self.target, own=[own]),
                             attack.per_connection)
        try:
            ws = await connect(self.server.url(), proxy=None, compression=None,
                               max_size=None, open_timeout=20, ping_interval=None,
                               close_timeout=3, local_addr=(source, 0))
        except InvalidStatus as error:
            tally.refused[f"HTTP {error.response.status_code}"] += 1
            return
        except (OSError, TimeoutError, InvalidHandshake) as error:
            tally.refused[type(error).__name__] += 1
            return
        tally.connections += 1
        sent = told = 0
        try:
            await self.prelude(ws, attack, own)
            text = True if attack.name == "invalid-utf8" else None
            for frame in frames:
                await ws.send(frame, text=text)
                sent += 1
                if attack.lockstep:
                    told += await self.answers(ws, 1, tally)
            if not attack.lockstep:
                told = await self.answers(ws, sent, tally)
        except ConnectionClosed:
            pass
        finally:
            tally.frames += sent
            self.sent += sent
            self.settle(ws, tally, sent, told)
            await ws.close()

    async def answers(self, ws: ClientConnection, sent: int, tally: Tally) -> int:
        """Read answers until every frame sent has one, the connection closes, or nothing
        comes for ``IDLE`` seconds; the number of answers."""
        told = 0
        try:
            while told < sent:
                frame = json.loads(await asyncio.wait_for(ws.recv(), IDLE))
                kind = frame.get("t")
                if kind in NOT_ANSWERS or (kind == "event" and "id" not in frame):
                    continue
                told += 1
                tally.answers[str(frame.get("code") or kind)] += 1
        except (TimeoutError, ConnectionClosed):
            pass
        tally.told += told
        return told

    @staticmethod
    def settle(ws: ClientConnection, tally: Tally, sent: int, told: int) -> None:
        """Count the frames left unanswered: closed by the server, dropped, or ignored."""
        unanswered = max(0, sent - told)
        received = ws.protocol.close_rcvd
        if received is not None:
            tally.closes[f"{received.code} {received.reason[:60]}"] += 1
            tally.closed += unanswered
        elif ws.protocol.close_sent is None and ws.protocol.state.name == "CLOSED":
            tally.dropped += 1
            tally.lost += unanswered
        else:
            tally.ignored += unanswered

    # -- workers -----------------------------------------------------------------------
    async def worker(self, index: int) -> None:
        source = HOSTILE_SOURCE.format(index // PER_SOURCE + 1)
        attacks = list(ATTACKS)
        while self.busy():
            if self.untried:  # every class at least once, however short the run
                attack = self.untried.pop()
            else:
                open_ = [a for a in attacks
                         if a.cap is None or self.tallies[a.name].frames < a.cap]
                attack = self.random.choices(open_, [a.weight for a in open_])[0]
            try:
                await self.connection(attack, source)
            except (RuntimeError, TimeoutError, OSError) as error:
                self.tallies[attack.name].refused[repr(error)[:60]] += 1

    async def connection_flood(self, rounds: int, size: int) -> None:
        """``rounds`` times, ``size`` connections at once from one address (over the
        server's cap of 50): the ones over the cap must be refused."""
        tally = self.tallies["connection-flood"]
        for _ in range(rounds):
            if not self.busy():
                return
            results = await asyncio.gather(*(
                connect(self.server.url(), proxy=None, open_timeout=20,
                        local_addr=(FLOOD_SOURCE, 0)) for _ in range(size)),
                return_exceptions=True)
            tally.frames += size
            for result in results:
                if isinstance(result, InvalidStatus):
                    tally.refused[f"HTTP {result.response.status_code}"] += 1
                    tally.told += 1
                elif isinstance(result, BaseException):
                    tally.refused[type(result).__name__] += 1
                else:
                    tally.connections += 1
                    tally.answers["accepted"] += 1
                    tally.told += 1
                    await result.close()
            await asyncio.sleep(3)

    async def silent(self, count: int) -> None:
        """``count`` connections that never say hello: each must be closed by the server."""
        tally = self.tallies["no-hello"]

        async def one() -> None:
            ws = await connect(self.server.url(), proxy=None, open_timeout=20,
                               local_addr=(SILENT_SOURCE, 0))
            tally.connections += 1
            with contextlib.suppress(TimeoutError, ConnectionClosed):
                await asyncio.wait_for(ws.recv(), 20)
            self.settle(ws, tally, 0, 0)
            if ws.protocol.close_rcvd is None:
                tally.ignored += 1
            await ws.close()

        await asyncio.gather(*(one() for _ in range(count)), return_exceptions=True)


def _ignore(line: Line, frame: dict[str, Any]) -> None:
    """Frames the hostile players' own connections are pushed (presence): not read."""


# -- the real games and the checks -----------------------------------------------------
async def real_games(args: argparse.Namespace, server: ServerProcess) -> Load:
    """``--games`` games between well-behaved guests, ready to move."""
    real_args = argparse.Namespace(games=args.games, rate=args.rate, wave=200,
                                   clock="600+5", seed=args.seed)
    load = Load(real_args, server, REAL_SOURCE)
    load.record = deque(maxlen=200)
    await load.connect_all()
    await load.start_games()
    return load


async def check_real(load: Load) -> list[str]:
    """Each real game as the server has it (``sync``) against both players' views: the
    same moves, and no event but moves (or an end by the rules). The differences."""
    problems: list[str] = []

    async def one(pair: Pair) -> None:
        answer = await pair.lines[0].request("sync", game=pair.game_id)
        game = answer.get("game", {})
        moves = list(game.get("moves", []))
        for side, view in enumerate(pair.views):
            seen = [view.get(ply) for ply in range(len(view))]
            if seen != moves or sorted(view) != list(range(len(view))):
                problems.append(f"{pair.game_id}: the server has {moves}, "
                                f"{'south' if side == 0 else 'north'} saw {seen}")
        sent = [pair.sent.get(ply) for ply in range(len(moves))]
        if sent != moves:
            problems.append(f"{pair.game_id}: moves no real player sent: {moves} vs {sent}")
        for event in game.get("events", []):
            if event["e"] != "move" and not (event["e"] == "end" and event["reason"] in
                                              ("captured-majority", "no-moves", "repetition",
                                               "grand-slam", "empty-side")):
                problems.append(f"{pair.game_id}: an event no real player caused: {event}")
        if game.get("version") != len(game.get("events", [])):
            problems.append(f"{pair.game_id}: version {game.get('version')} for "
                            f"{len(game.get('events', []))} events")

    await asyncio.gather(*(one(pair) for pair in load.pairs.values()))
    return problems


async def check_own(hostile: Hostile) -> list[str]:
    """The hostile players' own games (seen by a visitor) hold their two moves only."""
    problems = []
    line = await Line.open(hostile.server.url(), _ignore, "127.0.0.4")
    welcome = await line.request("hello", protocol=1)
    assert welcome.get("t") == "welcome", welcome
    for own in hostile.target.own:
        answer = await line.request("sync", game=own["game"])
        game = answer.get("game", {})
        if game.get("moves") != own["moves"] or game.get("version") != 2:
            problems.append(f"hostile game {own['game']} changed: {game.get('moves')} "
                            f"version {game.get('version')}")
    await line.close()
    return problems


async def attack(args: argparse.Namespace, server: ServerProcess, load: Load,
                 hostile: Hostile) -> float:
    """The real games move while the hostile workers run; the seconds it took."""
    stop = asyncio.Event()
    pacer = asyncio.get_running_loop().create_task(load.pace(stop))
    load.measuring = True
    cpu = (cpu_and_wait(server.pid), cpu_and_wait(os.getpid()))
    began = time.perf_counter()
    hostile.deadline = began + args.seconds
    await asyncio.sleep(1)  # a few real moves first, to replay
    hostile.target.real_moves = [json.loads(frame) for frame in load.record or ()]
    await asyncio.gather(hostile.silent(10), hostile.connection_flood(3, 70),
                         *(hostile.worker(i) for i in range(args.workers)))
    elapsed = time.perf_counter() - began
    theirs, own = cpu_and_wait(server.pid), cpu_and_wait(os.getpid())
    print(f"CPU while attacked: server ran {(theirs[0] - cpu[0][0]) / elapsed:.0%} of a core"
          f"; its threads spent {theirs[1] - cpu[0][1]:.1f} s ready but waiting for a CPU; this "
          f"process ran {(own[0] - cpu[1][0]) / elapsed:.0%}, waited {own[1] - cpu[1][1]:.1f} s")
    load.measuring = False
    stop.set()
    await pacer
    async with asyncio.timeout(30):  # the last real moves arrive
        while any(p.pending is not None or len(p.acked) < len(p.sent)
                  for p in load.pairs.values() if not p.stuck):
            await asyncio.sleep(0.05)
    return elapsed


# -- the report ------------------------------------------------------------------------
def print_table(hostile: Hostile) -> bool:
    """The table of classes; True when every frame was told or closed on."""
    print(f"{'class':<17}{'conns':>6}{'frames':>8}{'told':>8}{'closed':>8}{'ignored':>8}"
          f"{'dropped':>8}{'accepted':>9}  answers; closes; refusals")
    clean = True
    for name, tally in hostile.tallies.items():
        answers = ", ".join(f"{k} {v}" for k, v in tally.answers.most_common(4))
        closes = ", ".join(f"{k} x{v}" for k, v in tally.closes.most_common(3))
        refused = ", ".join(f"{k} x{v}" for k, v in tally.refused.most_common(3))
        accepted = sum(n for kind, n in tally.answers.items() if kind in ACCEPTED)
        print(f"{name:<17}{tally.connections:>6}{tally.frames:>8}{tally.told:>8}"
              f"{tally.closed:>8}{tally.ignored:>8}{tally.dropped:>8}{accepted:>9}  {answers}"
              f"{'; ' + closes if closes else ''}{'; refused: ' + refused if refused else ''}")
        clean = clean and not tally.ignored and not tally.dropped
    return clean


async def run(args: argparse.Namespace, server: ServerProcess, sent: list[int]) -> bool:
    """The whole run in this event loop (``sent`` gets the number of bad frames); True
    when it passed."""
    print(f"server: {server.first_line}")
    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}")
    load = await real_games(args, server)
    hostile = Hostile(args, server)
    await hostile.own_games(4)
    print(f"setup: {len(load.pairs)} real games ({2 * len(load.pairs)} clients from "
          f"{REAL_SOURCE}), {len(hostile.target.own) + 1} hostile players' own games")
    hostile.target.real_games = list(load.pairs)
    hostile.target.real_names = [line.name for line in load.lines]
    elapsed = await attack(args, server, load, hostile)
    frames = sum(t.frames for name, t in hostile.tallies.items() if name != "connection-flood")
    connections = sum(t.connections for t in hostile.tallies.values())
    print(f"hostile: {frames} bad frames ({frames / elapsed:.0f}/s) on {connections} "
          f"connections in {elapsed:.1f} s, {args.workers} workers")
    clean = print_table(hostile)
    rtt = percentiles(load.rtts)
    print(f"real games: {len(load.rtts)} moves meanwhile, round trip p50 {rtt['p50']:.1f} "
          f"p99 {rtt['p99']:.1f} max {rtt['max']:.1f} ms; errors to real clients: "
          f"{dict(load.errors) or 0}; other frames they were sent: {dict(load.unexpected)}")
    problems = await check_real(load) + await check_own(hostile)
    alive = server.alive()
    metrics = await asyncio.to_thread(server.metrics) if alive else {}
    memory = server.memory()
    print(f"server: {'alive' if alive else 'DEAD'}; internal_errors "
          f"{metrics.get('internal_errors')}; errors_sent {metrics.get('errors_sent')}; "
          f"closed_for_abuse {metrics.get('closed_for_abuse')}; refused_connections "
          f"{metrics.get('refused_connections')}; VmRSS {mib(memory.get('VmRSS'))}, "
          f"VmHWM {mib(memory.get('VmHWM'))}")
    changed = {game for game in load.pairs if any(p.startswith(game) for p in problems)}
    print(f"real games intact: {len(load.pairs) - len(changed)} of {len(load.pairs)}; "
          f"hostile games unchanged: {not any(p.startswith('hostile') for p in problems)}")
    for problem in problems[:10]:
        print(f"  CHANGED: {problem}")
    sent.append(frames)
    return (clean and alive and metrics.get("internal_errors") == 0 and not problems
            and not load.errors)


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--messages", type=int, default=100_000, help="bad frames to send")
    parser.add_argument("--seconds", type=float, default=300.0,
                        help="stop sending after this long even if frames are left")
    parser.add_argument("--games", type=int, default=20, help="real games going on")
    parser.add_argument("--rate", type=float, default=10.0, help="real moves a second")
    parser.add_argument("--workers", type=int, default=40, help="hostile connections at once")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, help="seconds before the run is stopped "
                        "(default: --seconds + 120)")
    args = parser.parse_args()
    if min(args.messages, args.games, args.workers) < 1 or args.seconds <= 0 or args.rate <= 0:
        parser.error("--messages, --seconds, --games, --rate and --workers must be positive")
    if 2 * args.games > 48:
        parser.error("--games: at most 24 (the real clients share one address, capped at 50)")
    if args.timeout is None:
        args.timeout = args.seconds + 120
    return args


def main() -> int:
    args = parse_args()
    raise_file_limit(4096)
    with tempfile.TemporaryDirectory(prefix="wari-bench-hostile-") as folder:
        logs = Path(folder)
        server = ServerProcess(logs / "data", free_port(), ["--per-address", "50",
                                                            "--handshakes-per-address", "50",
                                                            "--accounts-per-address", "200"],
                               logs)
        watchdog(args.timeout + 30, lambda: server)
        passed = complete = False
        try:
            server.start()
            outcome = asyncio.run(asyncio.wait_for(run_and_tell(args, server), args.timeout))
            passed, complete = outcome
        except TimeoutError:
            print(f"bench_hostile: stopped after the overall timeout of {args.timeout:.0f} s")
        except (RuntimeError, OSError) as error:
            print(f"bench_hostile: {error!r}")
        finally:
            server.kill()
            problems = server.tracebacks()
            print(f"server log: {len(problems)} tracebacks or errors")
            for line in Counter(problems).most_common(10):
                print(f"  {line[1]} x {line[0]}")
    passed = passed and not problems
    verdict = "FAIL" if not passed else "PASS" if complete else "INCOMPLETE"
    print(f"verdict: {verdict}" + ("" if complete else f" (fewer than {args.messages} frames "
                                   f"in {args.seconds:g} s)"))
    return 0 if verdict == "PASS" else 1


async def run_and_tell(args: argparse.Namespace, server: ServerProcess) -> tuple[bool, bool]:
    """``run``, and whether the frames asked for were all sent."""
    frames: list[int] = []
    passed = await run(args, server, frames)
    return passed, bool(frames) and frames[0] >= args.messages


if __name__ == "__main__":
    sys.exit(main())
