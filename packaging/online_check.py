"""``wari --online-check``: the frozen program plays one online game to its end with its
own window code, for the packaging checks (``check_deb.py``, ``check_windows.py``); a
player never sees it.

    wari --online-check ws://127.0.0.1:PORT/ --challenge BOT [--out FILE]
    wari --online-check host [--out FILE]

Both run offscreen (``QT_QPA_PLATFORM=offscreen`` unless set) on a ``MainWindow`` with
the player's own classes:

- **A server** (a URL): the window's ``OnlineConnection`` (``window.online_menu``) opens
  it, signs up a new account, challenges the bot ``BOT`` (casual, no clock, the person
  South) and hands the game frame to ``window.online.play``, as the lobby does.
- **host**: the player's "Host a game on this network" (``HostDialog``) on 127.0.0.1 only
  (``bind``), its announcement limited to the loopback address (``WARI_LAN_INTERFACES``
  is set to ``127.0.0.1`` in this process, whatever it was), then a second client of the
  bundle (``wari_desktop.client.ThreadedClient``) joins with the code over 127.0.0.1
  (``lan.table.take_seat``) and plays the other side with the bundle's search.

The person's moves are clicks on the board (``window.play_house``): the first legal move
each time, when the board waits for the person. The game is played until the server's
``end`` event, and the window saves the server's record in ``games/``. The JSON written
to FILE (or standard output) says what happened: the moves on the board, the end event,
the saved record's path and text, the names, the seconds the game took, the keyring's
backend and what a token kept with ``TokenKeeper`` did, and where websockets, zeroconf
and keyring were imported from, with their versions. Exit status 0 when the game ended
and its record was saved, 1 otherwise (the JSON says why, in ``error``).

Only 127.0.0.1 is ever used: a URL naming another host is refused.
"""

from __future__ import annotations

import argparse
import json
import os
import secrets
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

ONLINE_CHECK = "--online-check"
#: Seconds the whole game may take at most (a bound, not a target).
GAME_SECONDS = 600.0
#: The account the check signs up on a server, and its password.
PERSON = "Checker"
PASSWORD = "a password for the online check"
#: The name the host plays under, and the thinking time of the joiner's search.
HOST_NAME = "Host-check"
JOINER_SECONDS = 0.05
#: Seconds the joiner looks for the announced game on the loopback address.
BROWSE_SECONDS = 15.0


class CheckFailed(Exception):
    """The online game could not be played to its end: why."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=f"wari {ONLINE_CHECK}", description="Play one "
                                     "online game to its end (for the packaging checks).")
    parser.add_argument("where", help="ws://127.0.0.1:PORT/ (a wari-server) or host")
    parser.add_argument("--challenge", metavar="BOT", help="the bot to challenge on the "
                        "server")
    parser.add_argument("--name", default=PERSON, help="the account to sign up")
    parser.add_argument("--out", type=Path, help="the JSON's file (default: stdout)")
    return parser


def loopback_url(url: str) -> str:
    """``url`` when it is a ws:// address on 127.0.0.1; ValueError otherwise."""
    parts = urlsplit(url)
    if parts.scheme != "ws" or parts.hostname != "127.0.0.1" or not parts.port:
        raise ValueError(f"{url!r}: the online check only goes to ws://127.0.0.1:PORT/")
    return url


def module_info(name: str, distribution: str | None = None) -> dict[str, Any]:
    """Where module ``name`` was imported from and its version (None where the
    distribution's metadata is not in the bundle); an error for a missing module."""
    import importlib
    import importlib.metadata

    try:
        module = importlib.import_module(name)
    except ImportError as error:
        return {"imported": False, "error": str(error)}
    version = getattr(module, "__version__", None)
    if version is None:
        try:
            version = importlib.metadata.version(distribution or name)
        except importlib.metadata.PackageNotFoundError:
            version = None
    return {"imported": True, "file": str(getattr(module, "__file__", "") or ""),
            "version": None if version is None else str(version)}


def keyring_info(url: str, name: str, token: str | None) -> dict[str, Any]:
    """The keyring's backend, and what the window's ``TokenKeeper`` does with the sign-in
    token: kept in the keyring (``lasting``) or for the session only, read back, then
    forgotten (so the check leaves nothing behind)."""
    info: dict[str, Any] = module_info("keyring")
    try:
        import keyring

        backend = keyring.get_keyring()
        info["backend"] = f"{type(backend).__module__}.{type(backend).__name__}"
    except Exception as error:  # the check reports whatever the library does
        info["backend"] = f"none: {type(error).__name__}: {error}"
    from wari_desktop.gui.online.credentials import TokenKeeper, keyring_usable

    info["usable"] = keyring_usable()
    if token:
        keeper = TokenKeeper()
        info["lasting"] = keeper.keep(url, name, token)
        info["read_back"] = keeper.token(url, name) == token
        if info["lasting"]:
            info["read_back_from_keyring"] = TokenKeeper().token(url, name) == token
        keeper.forget(url, name)
        info["forgotten"] = TokenKeeper().token(url, name) is None
    return info


class Driver:
    """Runs the Qt event loop by turns until a condition holds (or the time is up)."""

    def __init__(self, app: Any, deadline: float) -> None:
        self.app = app
        self.deadline = deadline

    def until(self, condition: Callable[[], bool], what: str, step: Callable[[], None]
              | None = None) -> None:
        while not condition():
            if time.monotonic() > self.deadline:
                raise CheckFailed(f"timed out waiting for {what}")
            if step is not None:
                step()
            self.app.processEvents()
            time.sleep(0.01)


def click_first_legal(window: Any) -> None:
    """The person clicks the first legal house when the board waits for them."""
    from wari_desktop.rules import LETTERS

    model = window.model
    if window.online.playing() and model.awaits_person() and not window.board.is_animating():
        window.play_house(LETTERS.index(window.game.legal_moves()[0]))


def make_window() -> Any:
    """The program's main window, as the program makes it (no animation)."""
    from wari_desktop.gui.game.seats import PEOPLE
    from wari_desktop.gui.platform.settings import Settings, Speed
    from wari_desktop.gui.window.main_window import MainWindow

    window = MainWindow(None, PEOPLE, settings=Settings(speed=Speed.INSTANT))
    window.online.confirm = lambda _title, _question: True  # nobody to answer offscreen
    return window


def play_on_server(driver: Driver, window: Any, url: str, bot: str,
                   name: str) -> dict[str, Any]:
    """Sign up on the server at ``url``, challenge ``bot`` and hand the game to the
    window's board, as the lobby does; what the JSON says of the connection."""
    connection = window.online_menu.connection
    failures: list[str] = []
    connection.openFailed.connect(failures.append)
    connection.open(loopback_url(url))
    driver.until(lambda: connection.client is not None or bool(failures), "the connection")
    if failures:
        raise CheckFailed(f"cannot connect to {url}: {failures[0]}")
    signed = connection.sign_up(name, PASSWORD)
    driver.until(lambda: signed.done, "the sign-up")
    if signed.answer is None:
        raise CheckFailed(f"sign-up refused: {signed.error}")
    games: list[dict[str, Any]] = []
    connection.gameReceived.connect(games.append)
    challenge = connection.challenge(bot, None, rated=False, side="south")
    driver.until(lambda: bool(games) or challenge.error is not None, "the bot's game")
    if not games:
        raise CheckFailed(f"challenge refused: {challenge.error}")
    window.online.play(connection, games[0])
    return {"mode": "server", "url": url, "token": signed.answer.get("token")}


def play_hosted(driver: Driver, window: Any) -> dict[str, Any]:
    """Host a game on 127.0.0.1 with the player's dialog; a second client joins with the
    code and plays the other side with the bundle's search until the game ends."""
    from wari_desktop.client import ThreadedClient
    from wari_desktop.gui.online.host_dialog import HostDialog
    from wari_desktop.lan.table import take_seat
    from wari_desktop.protocol import GameTerms, Side

    os.environ["WARI_LAN_INTERFACES"] = "127.0.0.1"  # announce on the loopback only
    terms = GameTerms(control=None, rated=False, side=Side.SOUTH)
    dialog = HostDialog(terms, HOST_NAME, window.online, window, bind="127.0.0.1")
    dialog.open()
    dialog.start()
    failed, waiting = dialog.tr("Stop Hosting"), dialog.tr(
        "Waiting for the other player to join…")  # the dialog's words once the game is open
    driver.until(lambda: dialog.status.text() == waiting
                 or dialog.cancel_button.text() != failed, "the hosted game to open")
    if dialog.host is None or dialog.status.text() != waiting:
        raise CheckFailed(f"hosting failed: {dialog.status.text()}")
    host = dialog.host
    driver.until(lambda: dialog.announcement is not None or dialog.announce_note.text() != "",
                 "the announcement")
    found = browse(driver, host.port) if dialog.announcement is not None else None
    url = f"ws://{found.addresses[0]}:{found.port}/" if found is not None else host.local_url
    joiner = ThreadedClient(loopback_url(url))
    joiner.start()
    seat = joiner.run(take_seat(joiner.client, host.code))
    driver.until(seat.done, "the joiner to take the seat")
    frame = seat.result()
    driver.until(lambda: window.online.active(), "the hosted game on the board")
    return {"mode": "host", "url": host.local_url, "joiner": joiner, "joined": url,
            "game_id": frame["game"]["id"], "code": host.code,
            "announced": dialog.announcement is not None or dialog.announce_note.text(),
            "browsed": None if found is None else {
                "name": found.name, "host": found.host, "addresses": list(found.addresses),
                "port": found.port, "state": found.state}}


def browse(driver: Driver, port: int) -> Any:
    """The hosted game as the join dialog's ``GameBrowser`` finds it on the loopback
    address (None when it is not found within ``BROWSE_SECONDS``)."""
    from wari_desktop.lan import GameBrowser

    browser = GameBrowser(interfaces=["127.0.0.1"])
    browser.start()
    try:
        until = time.monotonic() + BROWSE_SECONDS
        driver.until(lambda: time.monotonic() > until or any(
            g.port == port and g.host == HOST_NAME for g in browser.games().values()),
            "the browser")
        return next((g for g in browser.games().values()
                     if g.port == port and g.host == HOST_NAME), None)
    finally:
        browser.stop()


def joiner_moves(window: Any, joiner: Any, game_id: str, sent: set[int]) -> Callable[[], None]:
    """A step that plays the joiner's move when it is not the window's turn on the board:
    the bundle's search, sent over the joiner's own connection."""
    from wari_desktop.ai import think
    from wari_desktop.client import RequestRefused

    def step() -> None:
        game = window.game
        ply = len(game.plies)
        if game.is_over() or game.to_move is window.online.side or ply in sent \
                or window.board.is_animating() or not window.online.playing():
            return
        sent.add(ply)
        move = think(game.copy(), "master", JOINER_SECONDS, threads=1, own_book=False)
        try:
            joiner.request("move", game=game_id, ply=ply, move=move, think_ms=0).result(30)
        except RequestRefused:  # the person's move not yet with the server: again later
            sent.discard(ply)
    return step


def play_to_the_end(driver: Driver, window: Any, extra: Callable[[], None] | None
                    = None) -> None:
    """Click the person's moves until the game is over and its record saved."""
    def step() -> None:
        click_first_legal(window)
        if extra is not None:
            extra()
    driver.until(lambda: window.online.over and window.online.saved is not None,
                 "the end of the game and its saved record", step)


def the_game(window: Any, ends: list[dict[str, Any]]) -> dict[str, Any]:
    """What the window shows and saved once the game is over."""
    from wari_desktop.gui.online.game_frames import seat_name
    from wari_desktop.rules import Player

    online = window.online
    saved = online.saved
    return {
        "moves": list(window.game.moves),
        "game_over_on_board": window.model.is_over(),
        "south": seat_name(online.game, Player.SOUTH),
        "north": seat_name(online.game, Player.NORTH),
        "side": online.side.name.lower() if online.side is not None else None,
        "end": {k: v for k, v in (ends[-1] if ends else {}).items() if k != "ogn"},
        "notice": online.panel.notice.text(),
        "saved": str(saved) if saved else None,
        "ogn": saved.read_text("utf-8") if saved else None,
    }


def check(args: argparse.Namespace) -> dict[str, Any]:
    """Play the game as ``args`` say; the JSON's content."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from wari_desktop.gui.app import create_application

    app = create_application(sys.argv[:1])
    started = time.monotonic()
    driver = Driver(app, started + GAME_SECONDS)
    window = make_window()
    ends: list[dict[str, Any]] = []
    result: dict[str, Any] = {"frozen": bool(getattr(sys, "frozen", False))}
    joiner = None
    try:
        if args.where == "host":
            hosted = play_hosted(driver, window)
            joiner = hosted.pop("joiner")
            result.update(hosted)
            extra: Callable[[], None] | None = joiner_moves(window, joiner, hosted["game_id"],
                                                           set())
        else:
            if not args.challenge:
                raise CheckFailed("--challenge BOT is needed with a server's address")
            result.update(play_on_server(driver, window, args.where, args.challenge,
                                         args.name))
            extra = None
        connection = window.online.connection
        connection.gameEvent.connect(lambda _id, e: ends.append(e) if e.get("e") == "end"
                                     else None)
        result["game_started_s"] = round(time.monotonic() - started, 2)
        play_to_the_end(driver, window, extra)
        result["seconds"] = round(time.monotonic() - started, 2)
        result.update(the_game(window, ends))
        token = result.pop("token", None)
        result["keyring"] = keyring_info(result["url"], args.name,
                                         token or secrets.token_urlsafe(32))
        result["keyring"]["token_from"] = "the server's sign-in" if token else \
            "made by the check (a hosted game's guest keeps none)"
    finally:
        if joiner is not None:
            joiner.close()
        window.online_menu.connection.close()
        window.close()
        app.processEvents()
    return result


def main(argv: list[str]) -> int:
    """``argv``: what follows ``--online-check``. Writes the JSON; the exit status."""
    args = build_parser().parse_args(argv)
    result: dict[str, Any]
    try:
        result = check(args)
        status = 0
    except Exception as error:  # whatever went wrong is said in the JSON, for the check
        result, status = {"error": f"{type(error).__name__}: {error}"}, 1
    result["modules"] = {name: module_info(name) for name in ("websockets", "zeroconf",
                                                              "keyring", "ifaddr")}
    text = json.dumps(result, indent=2)
    if args.out is not None:
        args.out.write_text(text + "\n", encoding="utf-8")
    else:
        print(text)
    return status
