"""The HAProxy configuration in front of one or more ``wari-server serve`` processes: the
one ``docs/server.md`` shows, ``wari-server proxy-config`` prints, and the tests and
``benchmarks/bench_server.py --processes N`` run (``tests/haproxy.py``), so that what a
club copies is what was tested.

    print(haproxy_config("0.0.0.0", 443, [("127.0.0.1", 7531), ("127.0.0.1", 7532)],
                         certificate="/etc/haproxy/wari.pem"))

The rules, one per part of the text (each function below states its own):

- ``global``/``defaults`` (``_global``, ``_defaults``): HTTP mode, so the proxy can add
  the client's address; the time limits of a WebSocket game (a tunnel may stay quiet for
  an hour; the server pings every 20 s anyway).
- ``frontend`` (``_frontend``): where the players connect (``wss://`` when a certificate
  is given), ``X-Forwarded-For`` set from the address the proxy saw, ``/metrics`` kept
  for the loopback.
- ``backend`` (``_backend``): the processes, the fewest connections first, each checked
  on ``/health`` every second and out of the rotation after two failures (about two
  seconds), a connection refused by one retried on another.

Every process must run with ``--trust-proxy`` (the client's address is then the last
``X-Forwarded-For`` entry, so the caps by address apply to players, not to the proxy) and
listen on the loopback (``--host 127.0.0.1``) when the proxy is on the same machine.
No Qt here.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

#: Seconds a quiet WebSocket (the ``tunnel`` once upgraded) is kept: an hour (whole hours).
TUNNEL_SECONDS = 3600
#: Seconds a process has to answer a health check once connected: a dead process is
#: refused at once, while a busy one (a crowd reconnecting) is not taken out, and its
#: players cut off, for a pause shorter than this.
CHECK_SECONDS = 5
#: Seconds a connection to a process and an HTTP request may take.
CONNECT_SECONDS = 5
REQUEST_SECONDS = 10
#: Seconds a client or a process may stay silent before the upgrade is done.
IDLE_SECONDS = 30
#: Connections the proxy holds at once (each a player's socket), unless told.
MAX_CONNECTIONS = 10000


def haproxy_config(listen_host: str, listen_port: int, backends: Sequence[tuple[str, int]],
                   *, certificate: str | None = None, max_connections: int = MAX_CONNECTIONS,
                   stats_socket: str | None = None, log_target: str | None = None,
                   user: str | None = None) -> str:
    """The whole configuration: players connect to ``listen_host:listen_port`` (TLS with
    ``certificate``, a PEM holding the chain and its key); the proxy spreads them over
    ``backends`` (each a ``serve`` process's host and port). ``stats_socket``: a unix
    socket for HAProxy's own commands (``show stat``: which process is up); ``log_target``:
    where HAProxy logs (``/dev/log``, ``stdout``; None: nowhere); ``user``: the user and
    group HAProxy runs as once it has opened its port (Debian's ``haproxy``; None: the
    one that started it)."""
    if not backends:
        raise ValueError("at least one backend (a serve process's HOST:PORT)")
    parts = [_global(max_connections, stats_socket, log_target, user), _defaults(log_target),
             _frontend(listen_host, listen_port, certificate), _backend(backends)]
    return "\n".join(parts)


def _global(max_connections: int, stats_socket: str | None, log_target: str | None,
            user: str | None) -> str:
    """``maxconn``: each player holds one connection to the proxy and the proxy one to a
    process, so the open-files limit must allow twice that (HAProxy raises it itself when
    started as root); ``user``/``group``: started as root (port 443), it then gives up
    root for that user; the stats socket, only to its owner."""
    lines = ["global", f"    maxconn {max_connections}"]
    if user is not None:
        lines += [f"    user {user}", f"    group {user}"]
    if stats_socket is not None:
        lines.append(f"    stats socket {stats_socket} mode 600 level admin")
    if log_target is not None:
        raw = " format raw" if log_target in ("stdout", "stderr") else ""
        lines.append(f"    log {log_target}{raw} local0")
    return "\n".join(lines) + "\n"


def _defaults(log_target: str | None) -> str:
    """HTTP mode (the proxy reads the upgrade request, so it can add ``X-Forwarded-For``
    and check ``/health``); ``timeout tunnel``: once upgraded, a game's WebSocket may stay
    quiet an hour (the server's pings keep it alive far more often); ``timeout client`` and
    ``server`` bound everything before the upgrade; ``http-reuse never``: the server reads
    the client's address once per TCP connection, so a connection to a process never
    carries another client's request."""
    lines = ["defaults", "    mode http", "    option forwardfor",
             f"    timeout connect {CONNECT_SECONDS}s",
             f"    timeout client {IDLE_SECONDS}s", f"    timeout server {IDLE_SECONDS}s",
             f"    timeout http-request {REQUEST_SECONDS}s",
             f"    timeout tunnel {TUNNEL_SECONDS // 3600}h",
             f"    timeout check {CHECK_SECONDS}s",
             "    http-reuse never"]
    if log_target is not None:
        lines += ["    log global", "    option httplog"]
    return "\n".join(lines) + "\n"


def _frontend(host: str, port: int, certificate: str | None) -> str:
    """Where players connect: ``ws://`` (or ``wss://`` with ``certificate``). The proxy
    removes any ``X-Forwarded-For`` the client sent and adds its own (``option
    forwardfor``): the server reads one such header, and a client may not choose its
    address. ``/metrics`` is refused (403) at the proxy to all but the loopback, as the
    server itself answers it only there."""
    tls = f" ssl crt {certificate}" if certificate else ""
    shown = f"[{host}]" if ":" in host else host
    return "\n".join([
        "frontend players",
        f"    bind {shown}:{port}{tls}",
        "    http-request deny if { path /metrics } !{ src 127.0.0.0/8 ::1 }",
        "    http-request del-header X-Forwarded-For",
        "    default_backend wari",
    ]) + "\n"


def _backend(backends: Sequence[tuple[str, int]]) -> str:
    """The processes: ``balance leastconn`` (games last long: the process with the fewest
    connections takes the next); ``option httpchk`` asks ``/health`` (HTTP/1.1, as the
    server's HTTP wants) every second, two failures take a process out (a dead one,
    whose port refuses, about two seconds after it died; a hung one after two checks
    unanswered for ``CHECK_SECONDS``), one success puts it back; ``on-marked-down
    shutdown-sessions`` closes the players' connections to a process taken out, so their
    programs reconnect (to another) at once; ``option redispatch`` with ``retries``: a
    connection a process refuses is tried again on another."""
    lines = ["backend wari", "    balance leastconn",
             "    option httpchk",
             "    http-check send meth GET uri /health ver HTTP/1.1 hdr Host wari-server",
             "    http-check expect status 200",
             "    option redispatch", "    retries 3",
             "    default-server check inter 1s fall 2 rise 1 on-marked-down shutdown-sessions"]
    for index, (host, port) in enumerate(backends, 1):
        shown = f"[{host}]" if ":" in host else host
        lines.append(f"    server wari-{index} {shown}:{port}")
    return "\n".join(lines) + "\n"


def host_port(text: str) -> tuple[str, int]:
    """``HOST:PORT`` (``[::1]:PORT`` for IPv6) as a pair; ArgumentTypeError otherwise."""
    host, colon, port = text.rpartition(":")
    host = host.removeprefix("[").removesuffix("]")
    if not colon or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise argparse.ArgumentTypeError(f"{text!r} is not HOST:PORT")
    return host, int(port)


def add_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """``wari-server proxy-config``: print the HAProxy configuration."""
    command = commands.add_parser("proxy-config", help="print an HAProxy configuration for "
                                  "several serve processes (see docs/server.md)")
    command.add_argument("--listen", type=host_port, required=True, metavar="HOST:PORT",
                         help="where players connect (e.g. 0.0.0.0:443)")
    command.add_argument("--backend", type=host_port, action="append", required=True,
                         metavar="HOST:PORT", help="a serve process (repeat for each)")
    command.add_argument("--certificate", metavar="PEM",
                         help="for wss://: a PEM file with the certificate chain and its key")
    command.add_argument("--max-connections", type=int, default=MAX_CONNECTIONS, metavar="N",
                         help=f"players' connections at once (default {MAX_CONNECTIONS}; "
                         "HAProxy needs two open files each)")
    command.add_argument("--user", default="haproxy", help="the user (and group) HAProxy "
                         "runs as after opening its port (default: haproxy, Debian's)")


def print_config(args: argparse.Namespace) -> int:
    """``proxy-config``'s work: the configuration on standard output."""
    host, port = args.listen
    print(haproxy_config(host, port, args.backend, certificate=args.certificate,
                         log_target="/dev/log", user=args.user,
                         max_connections=args.max_connections), end="")
    return 0
