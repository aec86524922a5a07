"""``wari-server``: run the server, manage accounts and invitations, export games.

    wari-server serve --host 127.0.0.1 --port 7531 --data DIR [--invite-only [--guests]]
                      [--web-port 8080]                   (and the read-only website)
    wari-server account add NAME [--bot] --data DIR     (a bot's token is the last line)
    wari-server account disable NAME --data DIR
    wari-server account mute NAME --data DIR           (unmute: lets them chat again)
    wari-server account role NAME organiser --data DIR (runs tournaments; none: no more)
    wari-server invite --data DIR                       (a one-use sign-up code)
    wari-server export --data DIR [GAME] [--output FILE] (finished games as OGN)
    wari-server export --data DIR --tournament ID [--as ogn|csv|trf] [--output FILE]
    wari-server migrate --from DIR --to postgresql://USER@HOST/DB (a data folder moved up)

Every command takes ``--store postgresql://...`` instead of ``--data DIR`` to keep its data
in PostgreSQL (``storage.postgres_store``; needs ``pip install 'wari-desktop[postgresql]'``).

A data folder that cannot be used (damaged, in use by another server, unreadable) ends the
command with one sentence on standard error and exit status 1. ``account show`` and
``export`` only read: they open the database read-only and work on a folder the user may
not write.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import getpass
import ipaddress
import logging
import os
import signal
import sqlite3
import sys
import time
from pathlib import Path

from .. import __version__
from ..protocol import NAME_PATTERN, PASSWORD_CHARS
from .app import Server
from .config import ServerConfig
from .memory import give_back_large_blocks
from .proxy_config import add_command, print_config
from .security import hash_password, new_token, token_hash
from .storage import Account, AccountKind, NameTaken, Store
from .storage.choice import is_store_url, open_store
from .storage.move import move
from .tournament.downloads import KINDS, download


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="wari-server", description="A Wari (Oware) game "
                                     "server for people and bots.")
    parser.add_argument("--version", action="version", version=f"wari-server {__version__}")
    commands = parser.add_subparsers(dest="command", required=True)
    serve = commands.add_parser("serve", help="run the server")
    _store_flags(serve)
    _where_flags(serve)
    _limit_flags(serve)
    serve.add_argument("--log-level", default="INFO")
    account = commands.add_parser("account", help="add, disable, enable, mute or unmute an "
                                  "account, or grant it a role")
    account.add_argument("action", choices=("add", "disable", "enable", "show", "token",
                                            "mute", "unmute", "role"),
                         help="token: a new token for a bot (its old ones stop working); "
                         "mute: no more lines in the lobby chat (unmute: again); role NAME "
                         "organiser: may create and run tournaments (role NAME none: no "
                         "more)")
    account.add_argument("name")
    account.add_argument("role", nargs="?", choices=ROLES,
                         help="with role: the role to grant (none: take it away)")
    account.add_argument("--bot", action="store_true", help="a bot account (prints its token)")
    _store_flags(account)
    invite = commands.add_parser("invite", help="print a one-use sign-up code")
    _store_flags(invite)
    export = commands.add_parser("export", help="finished games as OGN on standard output")
    export.add_argument("game", nargs="?", help="one game's id (default: every finished game)")
    export.add_argument("--tournament", metavar="ID", help="a tournament's export instead: "
                        "its games (OGN), standings (--as csv) or FIDE report (--as trf)")
    export.add_argument("--as", dest="kind", choices=KINDS, default="ogn",
                        help="with --tournament: ogn (default), csv or trf")
    _store_flags(export)
    export.add_argument("--output", "-o", type=Path,
                        help="write to FILE (made readable by its owner only) instead")
    migrate = commands.add_parser("migrate", help="copy a data folder (SQLite) into an "
                                  "empty PostgreSQL database, and check the counts")
    migrate.add_argument("--from", dest="source", type=Path, required=True, metavar="DIR",
                         help="the data folder (read only: nothing in it changes)")
    migrate.add_argument("--to", dest="target", required=True, metavar="URL", type=_store_url,
                         help="postgresql://USER@HOST:PORT/DBNAME (an empty database)")
    add_command(commands)  # proxy-config
    return parser


def _store_flags(command: argparse.ArgumentParser) -> None:
    """Where a command's data is: a data folder (SQLite) or a PostgreSQL database."""
    where = command.add_mutually_exclusive_group(required=True)
    where.add_argument("--data", type=Path, help="the data folder (SQLite)")
    where.add_argument("--store", metavar="URL", type=_store_url,
                       help="a PostgreSQL database instead: postgresql://USER@HOST:PORT/DB "
                       "(any number of serve processes may share one: one server)")


def _store_url(text: str) -> str:
    """A ``--store`` URL: PostgreSQL's, or an error."""
    if not is_store_url(text):
        raise argparse.ArgumentTypeError("a store is a URL postgresql://USER@HOST:PORT/DB")
    return text


def _where_flags(serve: argparse.ArgumentParser) -> None:
    """``serve``'s flags for where it listens, keeps its data and whom it trusts."""
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on "
                       "(default 127.0.0.1; 0.0.0.0 for every interface)")
    serve.add_argument("--port", type=int, default=7531)
    serve.add_argument("--tls-cert", type=Path, help="certificate chain (PEM) for wss://")
    serve.add_argument("--tls-key", type=Path, help="its private key (PEM)")
    serve.add_argument("--invite-only", action="store_true",
                       help="sign-up needs a code from 'wari-server invite' (and no guests, "
                       "unless --guests)")
    serve.add_argument("--guests", action=argparse.BooleanOptionalAction, default=None,
                       help="whether anyone may play as a guest (default: yes on an open "
                       "server, no with --invite-only)")
    serve.add_argument("--metrics-from", action="append", default=[], metavar="ADDRESS/CIDR",
                       help="who may read /metrics besides the loopback (repeat for more)")
    serve.add_argument("--trust-proxy", action="store_true",
                       help="behind a reverse proxy on this machine: the client's address is "
                       "the last X-Forwarded-For entry of connections from 127.0.0.1 or ::1")
    serve.add_argument("--web-port", type=int, default=None, metavar="N",
                       help="also serve the read-only website (tournaments, games, players, "
                       "the leaderboard) on port N of the same address (default: none)")


def _limit_flags(serve: argparse.ArgumentParser) -> None:
    """``serve``'s flags for the limits that keep one client from harming others."""
    serve.add_argument("--per-address", type=int, default=20,
                       help="connections at once from one address (0: no limit)")
    serve.add_argument("--max-connections", type=int, default=5000,
                       help="TCP connections at once (lowered at start to what the "
                       "open-files limit allows)")
    serve.add_argument("--handshake-seconds", type=float, default=5.0,
                       help="seconds a connection has to finish its WebSocket upgrade")
    serve.add_argument("--handshakes-per-address", type=int, default=10,
                       help="upgrades in progress at once from one address (0: no limit)")
    serve.add_argument("--max-handshakes", type=int, default=500,
                       help="upgrades in progress at once in all")
    serve.add_argument("--max-games", type=int, default=10000)
    serve.add_argument("--leaderboard-games", type=int, default=10,
                       help="rated games a player needs to be on the leaderboard (besides a "
                       "rating that is no longer provisional)")
    serve.add_argument("--forfeit-seconds", type=float, default=None,
                       help="seconds a player of a tournament game has for a first move "
                       "before losing by forfeit (default: the game's claim window, 30 to "
                       "120 s by its clock)")
    serve.add_argument("--frame-rate", type=float, default=20.0,
                       help="frames a second a connection may send on average")
    serve.add_argument("--accounts-per-address", type=int, default=30,
                       help="accounts (sign-ups, guests) made from one address in an hour "
                       "(0: no limit)")
    serve.add_argument("--sign-ins-per-address", type=int, default=30,
                       help="sign-in attempts, right or wrong, from one address in 5 minutes "
                       "(0: no limit)")
    serve.add_argument("--sign-ins-per-name", type=int, default=10,
                       help="sign-in attempts, right or wrong, for one account in 5 minutes "
                       "(0: no limit)")


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        if args.command == "serve":
            return _serve(args)
        if args.command == "account":
            return _account(args)
        if args.command == "invite":
            return _invite(args)
        if args.command == "migrate":
            return _migrate(args)
        if args.command == "proxy-config":
            return print_config(args)
        return _export(args)
    except (OSError, ValueError, RuntimeError, sqlite3.Error) as error:
        print(f"wari-server: {error}", file=sys.stderr)
        return 1


def _serve(args: argparse.Namespace) -> int:
    if (args.tls_cert is None) != (args.tls_key is None):
        print("wari-server: give both --tls-cert and --tls-key, or neither", file=sys.stderr)
        return 2
    config = config_from(args)
    logging.basicConfig(level=args.log_level.upper(),
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    give_back_large_blocks()
    asyncio.run(_run(config))
    return 0


def config_from(args: argparse.Namespace) -> ServerConfig:
    """The ``ServerConfig`` of ``serve``'s arguments (ValueError for a bad network)."""
    for network in args.metrics_from:
        ipaddress.ip_network(network, strict=False)
    guests = (not args.invite_only) if args.guests is None else args.guests
    return ServerConfig(data=args.data or Path(), store_url=args.store,
                        host=args.host, port=args.port,
                        tls_cert=args.tls_cert, tls_key=args.tls_key,
                        invite_only=args.invite_only, allow_guests=guests,
                        per_address=args.per_address,
                        max_connections=args.max_connections, max_games=args.max_games,
                        frame_rate=args.frame_rate, frame_burst=args.frame_rate * 2,
                        accounts_per_address=args.accounts_per_address,
                        sign_ins_per_address=args.sign_ins_per_address,
                        sign_ins_per_name=args.sign_ins_per_name,
                        metrics_from=tuple(args.metrics_from), trust_proxy=args.trust_proxy,
                        handshake_seconds=args.handshake_seconds,
                        handshakes_per_address=args.handshakes_per_address,
                        max_handshakes=args.max_handshakes,
                        leaderboard_games=args.leaderboard_games,
                        forfeit_seconds=args.forfeit_seconds, web_port=args.web_port)


async def _run(config: ServerConfig) -> None:
    server = Server(config)
    await server.start()
    print(f"wari-server {__version__} on {'wss' if config.tls_cert else 'ws'}://"
          f"{config.host}:{server.port}/ ({_where(config)})", flush=True)
    if server.website is not None:
        print(f"website on http://{config.host}:{server.website.port}/", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):  # Windows
            loop.add_signal_handler(sig, stop.set)
    await stop.wait()
    await server.stop()


#: The roles the admin grants (``none`` takes a role away).
ROLES = ("organiser", "none")


def _account(args: argparse.Namespace) -> int:
    store = _open(args, read_only=args.action == "show")
    try:
        if args.action == "add":
            return _add_account(store, args.name, args.bot)
        if args.action == "token":
            return _new_bot_token(store, args.name)
        if args.action == "show":
            account = store.account(args.name)
            if account is None:
                print(f"wari-server: no account {args.name}", file=sys.stderr)
                return 1
            marks = " disabled" * account.disabled + " muted" * account.muted + (
                f" {account.role}" if account.role else "")
            print(f"{account.name} ({account.kind.value}){marks}"
                  f": rating {account.rating:.0f} +/- {account.deviation:.0f}, "
                  f"{account.games} rated games")
            return 0
        if args.action == "role":
            return _set_role(store, args.name, args.role)
        if args.action in ("mute", "unmute"):
            changed = store.set_muted(args.name, args.action == "mute")
        else:
            changed = store.set_disabled(args.name, args.action == "disable")
        if not changed:
            print(f"wari-server: no account {args.name}", file=sys.stderr)
            return 1
        store.commit()
        print(f"{args.name}: {args.action}d")
        return 0
    finally:
        store.close()


def _set_role(store: Store, name: str, role: str | None) -> int:
    """Grant ``name`` a role (``none``: take it away)."""
    if role is None:
        print("wari-server: say which role: account role NAME organiser (or none)",
              file=sys.stderr)
        return 2
    if not store.set_role(name, None if role == "none" else role):
        print(f"wari-server: no account {name}", file=sys.stderr)
        return 1
    store.commit()
    print(f"{name}: no role" if role == "none" else f"{name}: {role}")
    return 0


def _add_account(store: Store, name: str, bot: bool) -> int:
    if not NAME_PATTERN.fullmatch(name):
        print("wari-server: a name is 3 to 20 letters, digits, _ or -, starting with a letter",
              file=sys.stderr)
        return 2
    password_hash = None
    if not bot:
        password = _read_password()
        if not PASSWORD_CHARS[0] <= len(password) <= PASSWORD_CHARS[1]:
            print("wari-server: a password has 8 to 128 characters", file=sys.stderr)
            return 2
        password_hash = hash_password(password)
    kind = AccountKind.BOT if bot else AccountKind.PLAYER
    try:
        store.add_account(Account(name, kind, password_hash, created=time.time()))
    except NameTaken as error:
        print(f"wari-server: {error}", file=sys.stderr)
        return 1
    token = new_token() if bot else None
    if token is not None:
        store.add_token(token_hash(token), name, time.time())
    store.commit()
    print(f"added {kind.value} {name}")
    if token is not None:
        print(token)
    return 0


def _new_bot_token(store: Store, name: str) -> int:
    """A new token for the bot ``name`` (printed as the last line); its old tokens go."""
    account = store.account(name)
    if account is None or account.kind is not AccountKind.BOT:
        print(f"wari-server: no bot account {name}", file=sys.stderr)
        return 1
    store.drop_tokens(account.name)
    token = new_token()
    store.add_token(token_hash(token), account.name, time.time())
    store.commit()
    note = " (the account is disabled: enable it to use the token)" if account.disabled else ""
    print(f"new token for {account.name}{note}")
    print(token)
    return 0


def _read_password() -> str:
    """The new account's password: asked twice at a terminal, else the first line of
    standard input."""
    if sys.stdin.isatty():
        first = getpass.getpass("Password: ")
        if getpass.getpass("Again: ") != first:
            raise ValueError("the two passwords differ")
        return first
    return sys.stdin.readline().rstrip("\n")


def _invite(args: argparse.Namespace) -> int:
    store = _open(args)
    try:
        code = new_token()[:16]
        store.add_invite(token_hash(code), time.time())
        store.commit()
    finally:
        store.close()
    print(code)
    return 0


def _export(args: argparse.Namespace) -> int:
    if args.tournament is not None:
        return _export_tournament(args)
    store = _open(args, read_only=True)
    try:
        games = store.finished_games(args.game)
    finally:
        store.close()
    if args.game and not games:
        print(f"wari-server: no finished game {args.game}", file=sys.stderr)
        return 1
    text = "\n".join(game.ogn or "" for game in games)
    if args.output is None:
        sys.stdout.write(text)
    else:
        _write_private(args.output, text)
    return 0


def _export_tournament(args: argparse.Namespace) -> int:
    """A tournament's export (``tournament.downloads``) on standard output or a file."""
    store = _open(args, read_only=True)
    try:
        found = download(store, args.tournament, args.kind)
    finally:
        store.close()
    if found is None:
        print(f"wari-server: no {args.kind} export of a tournament {args.tournament}",
              file=sys.stderr)
        return 1
    if args.output is None:
        sys.stdout.write(found[0])
    else:
        _write_private(args.output, found[0])
    return 0


def _write_private(path: Path, text: str) -> None:
    """Write ``text`` to ``path``, a file only its owner may read (mode 0600, narrowed if
    it existed wider): the games name the players."""
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8") as file:
        if hasattr(os, "fchmod"):  # not on Windows
            os.fchmod(descriptor, 0o600)
        file.write(text)


def _open(args: argparse.Namespace, read_only: bool = False) -> Store:
    """The store a command names (``--data`` or ``--store``)."""
    return open_store(args.data, args.store, read_only=read_only)


def _where(config: ServerConfig) -> str:
    """Where the server keeps its data, for its first line (never a password)."""
    if config.store_url is None:
        return f"data: {config.data}"
    from .storage.postgres_store import describe

    return f"store: {describe(config.store_url)}"


def _migrate(args: argparse.Namespace) -> int:
    """Copy a data folder into an empty PostgreSQL database; print the rows copied."""
    copied = move(args.source, args.target)
    for table, count in copied.items():
        print(f"{table}: {count}")
    print(f"copied {args.source} into the PostgreSQL database: the counts agree")
    return 0
