"""``wari-bot``: an engine that speaks Aualé's engine protocol, playing on a
``wari-server`` as a bot account.

    wari-bot --server ws://127.0.0.1:7531/ --token TOKEN --engine "wari-engine --level club"
    wari-bot --server URL --token TOKEN --engine CMD --challenge ama --clock 300+3 --rated
    wari-bot --server URL --token TOKEN --engine CMD --tournament ID [--code CODE]

The token is the last line ``wari-server account add NAME --bot`` prints (or the
``WARI_BOT_TOKEN`` environment variable, which keeps it out of the process list). Log
lines go to standard error. Exit status 0 when the bot stopped as told (``--games``, or
a signal), 1 when it could not go on (a bad address or token, an engine that does not
start, a challenge declined), 2 for a wrong command line.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import os
import signal
import ssl
import sys
from collections.abc import Sequence
from pathlib import Path

from .. import __version__
from ..engine.client import OpponentSpec
from ..protocol import NAME_PATTERN, ProtocolError
from ..protocol.terms import clock_from_json
from .bot import Bot, BotError, BotSettings

log = logging.getLogger("wari.bot")


def build_parser() -> argparse.ArgumentParser:
    """The command line options."""
    parser = argparse.ArgumentParser(
        prog="wari-bot", description="Play an engine on a wari-server as a bot account: it "
        "accepts challenges (or issues one) and plays its engine's moves.")
    parser.add_argument("--version", action="version", version=f"wari-bot {__version__}")
    parser.add_argument("--server", required=True, help="the server's address, "
                        "ws://HOST:PORT/ or wss://HOST/")
    parser.add_argument("--token", default=os.environ.get("WARI_BOT_TOKEN"),
                        help="the bot account's token (default: $WARI_BOT_TOKEN); a token "
                        "made by an older server may start with '-': write --token=TOKEN")
    parser.add_argument("--engine", required=True, help="the engine's command line, e.g. "
                        "\"wari-engine --level club\"")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="an engine option to set (setoption), e.g. Threads=1; repeatable")
    parser.add_argument("--movetime", type=int, default=1000, metavar="MS",
                        help="thinking time a move in games without a clock, and at most "
                        "for each side's first move (default 1000)")
    parser.add_argument("--depth", type=int, help="the deepest the engine searches "
                        "(sent as go depth N)")
    parser.add_argument("--concurrency", type=int, default=1, metavar="N",
                        help="games at once (default 1); challenges beyond are declined")
    parser.add_argument("--games", type=int, metavar="N", help="stop after N finished games "
                        "(default: never; 1 with --challenge)")
    parser.add_argument("--challenge", metavar="NAME", help="challenge NAME (waiting for "
                        "them to come online) instead of only waiting for challenges")
    parser.add_argument("--clock", help="the challenge's time control: 300+3 (seconds and "
                        "increment), 600, or none (default none)")
    parser.add_argument("--rated", action="store_true", help="the challenge is rated")
    parser.add_argument("--side", choices=("south", "north", "random"), default="random",
                        help="the side the bot takes in its challenge (default random)")
    parser.add_argument("--tournament", metavar="ID", help="enter tournament ID, play "
                        "its games as they come, and stop when it is over")
    parser.add_argument("--code", help="the invitation code of a closed tournament")
    parser.add_argument("--cafile", type=Path, help="certificates to trust for wss:// "
                        "(a server with a self-signed certificate)")
    parser.add_argument("--log-level", default="INFO", type=str.upper,
                        choices=("DEBUG", "INFO", "WARNING", "ERROR"),
                        help="how much to log on standard error (default INFO)")
    return parser


def settings_from(args: argparse.Namespace) -> BotSettings:
    """The bot's settings from the command line; ValueError with the reason for a bad one."""
    server = str(args.server)
    if not server.startswith(("ws://", "wss://")) or len(server) < 8:
        raise ValueError(f"--server: {server!r} is not a server address; write "
                         "ws://HOST:PORT/ (or wss://HOST/ with TLS)")
    if not args.token:
        raise ValueError("no token: pass --token or set WARI_BOT_TOKEN (the last line "
                         "'wari-server account add NAME --bot' prints)")
    if args.challenge is not None and not NAME_PATTERN.fullmatch(args.challenge):
        raise ValueError(f"--challenge: {args.challenge!r} is not a player's name")
    clock = None if args.clock in (None, "none") else str(args.clock)
    try:
        clock_from_json(clock)
    except ProtocolError as error:
        raise ValueError(f"--{error.message}") from None
    for name, value, low in (("movetime", args.movetime, 1), ("depth", args.depth, 1),
                             ("concurrency", args.concurrency, 1), ("games", args.games, 1)):
        if value is not None and value < low:
            raise ValueError(f"--{name}: at least {low}")
    options = []
    for option in args.option:
        name, equals, value = option.partition("=")
        if not equals or not name.strip():
            raise ValueError(f"--option: {option!r} is not NAME=VALUE")
        options.append((name.strip(), value.strip()))
    games = args.games if args.games is not None or args.challenge is None else 1
    context = ssl.create_default_context(cafile=args.cafile) if args.cafile else None
    return BotSettings(server, str(args.token), OpponentSpec(args.engine,
                       options=tuple(options)), args.movetime, args.depth,
                       args.concurrency, games, args.challenge, clock, args.rated,
                       args.side, context, args.tournament, args.code)


async def _play(settings: BotSettings) -> None:
    bot = Bot(settings)
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):  # Windows
            loop.add_signal_handler(sig, bot.stop)
    await bot.run()
    log.info("stopping after %d finished game%s", len(bot.finished),
             "" if len(bot.finished) == 1 else "s")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the bot; the exit status (0: stopped as told, 1: could not go on)."""
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=str(args.log_level).upper(), stream=sys.stderr,
                        format="%(asctime)s wari-bot %(levelname)s: %(message)s")
    try:
        settings = settings_from(args)
    except (ValueError, OSError) as error:
        print(f"wari-bot: {error}", file=sys.stderr)
        return 1
    try:
        asyncio.run(_play(settings))
    except BotError as error:
        print(f"wari-bot: {error}", file=sys.stderr)
        return 1
    return 0
