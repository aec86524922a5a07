"""The clocks against the wall clock: a 100-move timed game in the real window, with the
clocks on the cards ticking, and how far each move's charge strays from the time it
really took, and how smooth the window stays meanwhile.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_clock.py [--moves 100]
        [--control 300+3] [--level casual] [--speed fast] [--seed 1] [--each]
        [--no-autosave]

South is a person played by the script, who thinks a realistic while before each move
(0.3 to 1.5 s, drawn with ``--seed``, once the board has shown the last move, as a person
would); North is the computer at ``--level``. A game that ends before ``--moves`` moves is
followed by another, until that many moves are played. For every move it measures, with
``time.perf_counter`` beside the program's own clock, the time from the moment the
mover's clock started (the clock's ``changed``) to the move (``movePlayed``), and the time
the clock charged the mover for it; prints the largest difference (the drift; target:
never more than 50 ms), the drift of the whole game, and the gaps of a 16 ms timer on the
GUI thread (``gui_gaps.GapMeter``; target: none above 50 ms).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time

os.environ.setdefault("WARI_DATA_DIR", tempfile.mkdtemp(prefix="wari-bench-"))

from gui_gaps import GapMeter, load_text
from PySide6.QtCore import QTimer

from wari_desktop.ai.thinkers import DesktopThinker
from wari_desktop.gui.app import create_application
from wari_desktop.gui.game.game_model import Seat
from wari_desktop.gui.platform.autosave import autosave_path
from wari_desktop.gui.platform.settings import Settings, Speed
from wari_desktop.gui.window.main_window import MainWindow
from wari_desktop.rules import LETTERS, Game, Player
from wari_desktop.rules.clock import TimeControl


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=100, help="moves (plies) to play")
    parser.add_argument("--control", default="300+3", help="time control, seconds+increment")
    parser.add_argument("--level", default="casual", help="the computer's level (North)")
    parser.add_argument("--speed", default="fast", choices=[s.value for s in Speed])
    parser.add_argument("--seed", type=int, default=1, help="the person's thinking times")
    parser.add_argument("--each", action="store_true", help="print every move's drift")
    parser.add_argument("--no-autosave", action="store_true",
                        help="keep no autosave (to compare: the program keeps one)")
    args = parser.parse_args()
    control = TimeControl.parse(args.control)
    rng = random.Random(args.seed)
    load_before = load_text()
    app = create_application(sys.argv[:1])
    engine = DesktopThinker()
    seats = (Seat(), Seat(True, args.level))
    window = MainWindow(None, seats, settings=Settings(speed=Speed(args.speed), sound=False),
                       engine=engine)
    if not args.no_autosave:
        window.document.autosave = autosave_path()  # each move kept, as the program does
    window.resize(1200, 700)
    window.show()
    model, clock = window.model, window.model.clock
    started: dict[Player, tuple[float, float]] = {}  # side: (wall time, time left) at start
    ended: dict[Player, tuple[float, float]] = {}  # the same just before its move
    drifts: list[float] = []  # per move: time off the clock minus wall time, read alike
    lags: list[float] = []  # per move: the charge at the press minus that time off
    played = [0]
    wall_running = [0.0]  # wall time a clock was running
    charged = [0.0]  # what the clocks charged in all
    last_running: list[Player | None] = [None]

    def sample(player: Player) -> tuple[float, float]:
        """The wall clock and ``player``'s time left, read at the same instant."""
        return time.perf_counter(), clock.remaining(player) or 0.0

    def clock_changed() -> None:
        running = clock.running
        if running is not last_running[0]:
            last_running[0] = running
            if running is not None:
                started[running] = sample(running)

    def thinking_finished() -> None:
        if clock.running is Player.NORTH:  # the computer's move comes next
            ended[Player.NORTH] = sample(Player.NORTH)

    def move_played() -> None:
        mover = model.game.plies[-1].before.to_move
        if mover not in started or mover not in ended:
            started.pop(mover, None)
            ended.pop(mover, None)
            return
        (t0, before), (t1, left) = started.pop(mover), ended.pop(mover)
        after = (clock.remaining(mover) or 0.0) - control.increment  # charged at the press
        wall, off = t1 - t0, before - left
        drifts.append(off - wall)
        lags.append(before - after - off)
        wall_running[0] += wall
        charged[0] += before - after
        played[0] += 1

    tick_costs: list[float] = []
    display_tick = window.clocks._tick

    def timed_tick() -> None:
        begun = time.perf_counter()
        display_tick()
        tick_costs.append(time.perf_counter() - begun)

    window.clocks._timer.timeout.disconnect()
    window.clocks._timer.timeout.connect(timed_tick)
    clock.changed.connect(clock_changed)
    model.thinkingFinished.connect(thinking_finished)
    model.movePlayed.connect(move_played)
    meter = GapMeter(lambda: f"after {played[0]} moves")
    waiting = [False]

    def person() -> None:
        if played[0] >= args.moves:
            app.quit()
            return
        if model.is_over():
            window.start_game(Game(), seats, time_control=control)
        elif (model.awaits_person() and clock.running is Player.SOUTH
              and not waiting[0]):
            waiting[0] = True
            QTimer.singleShot(round(rng.uniform(0.3, 1.5) * 1000), move)
        QTimer.singleShot(20, person)

    def move() -> None:
        waiting[0] = False
        legal = model.game.legal_moves()
        if legal and model.awaits_person():
            ended[Player.SOUTH] = sample(Player.SOUTH)
            window.play_house(LETTERS.index(rng.choice(legal)))

    def start() -> None:
        meter.start()
        window.start_game(Game(), seats, time_control=control)
        person()

    QTimer.singleShot(1000, start)
    began = time.perf_counter()
    app.exec()
    meter.stop()
    window.model.shutdown()
    engine.shutdown()
    worst = max(drifts, key=abs, default=0.0)
    if args.each:
        for number, (drift, lag) in enumerate(zip(drifts, lags, strict=True), 1):
            print(f"move {number}: drift {drift * 1000:+.3f} ms, press {lag * 1000:+.3f} ms")
    print(f"{played[0]} moves at {control} (South scripted, 0.3-1.5 s a move; North "
          f"{args.level}), {args.speed} animation, {time.perf_counter() - began:.0f} s; "
          f"{load_before} before, {load_text()} after")
    print(f"clock drift a move (time off the mover's clock minus wall time): largest "
          f"{worst * 1000:+.3f} ms, mean {sum(drifts) / max(1, len(drifts)) * 1000:+.3f} ms "
          f"over {len(drifts)} moves (target: never more than 50 ms)")
    print(f"charged at the press beyond that: largest {max(lags, default=0) * 1000:.3f} ms "
          f"(the move's own handling before the clock stops)")
    print(f"all moves: the clocks charged {charged[0]:.3f} s for {wall_running[0]:.3f} s of "
          f"wall time ({(charged[0] - wall_running[0]) * 1000:+.3f} ms)")
    ticks = sorted(tick_costs)
    if ticks:
        print(f"the cards' clock ticks: {len(ticks)}, each median "
              f"{ticks[len(ticks) // 2] * 1000:.3f} ms, largest {ticks[-1] * 1000:.3f} ms")
    print("GUI thread: " + meter.summary())
    return 0


if __name__ == "__main__":
    sys.exit(main())
