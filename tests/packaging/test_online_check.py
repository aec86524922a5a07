"""The packaging checks' online game: ``wari --online-check`` (``packaging/online_check.py``,
the frozen entry's second check form) and ``check_deb.check_online`` /
``online_verdicts``, which judge its JSON. The whole check runs here against a stand-in
bundle whose ``wari`` and ``wari-engine`` are the entry scripts on this Python: a real
``wari-server`` on 127.0.0.1, a real ``wari-bot`` playing the engine, the window's own
code playing the person, then a game the program hosts itself."""

from __future__ import annotations

import copy
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from .helpers import PACKAGING, load
from .test_server_programs import ENTRY_ON_THIS_PYTHON, stand_in_root

check_deb = load("check_deb")
online_check = load("online_check")

#: ``wari`` as the frozen entry script on this Python.
WARI_ON_THIS_PYTHON = f'#!/bin/sh\nexec "{sys.executable}" "{PACKAGING}/wari_entry.py" "$@"\n'

#: A record as the server writes it (a game the bot won, played by the check).
OGN = (
    '[Variant "Oware Abapa"]\n[Event "Casual game"]\n[Site "wari-server"]\n'
    '[Date "2026.11.27"]\n[Round "?"]\n[South "Checker"]\n[North "Bot"]\n'
    '[Result "2-34"]\n[GameId "vOgKQcbGoA"]\n\n'
    "1. A f 2. A b 3. B b 4. C b 5. D+2 b 6. E f+2 7. F c 8. A a+7 9. A b 10. B c\n"
    "11. C a 12. D d+2 13. B a 14. C c 15. D e+6 16. D d 17. E a 18. F c 19. A e+4\n"
    "20. A d 21. A e 22. B b+2 23. A a 24. B b 25. C c 26. D f+11 2-34\n")
#: Its moves, South's capital letters, North's small ones.
MOVES = list("AfAbBbCbDbEfFcAaAbBcCaDdBaCcDeDdEaFcAeAdAeBbAaBbCcDf")
BUNDLE = "/opt/wari-desktop"


def good_info() -> dict[str, Any]:
    """The JSON of a game played to its end, as the check form writes it."""
    modules = {name: {"imported": True, "version": "1.0",
                      "file": f"{BUNDLE}/_internal/{name}/__init__.pyc"}
               for name in ("websockets", "zeroconf", "keyring")}
    return {"mode": "server", "url": "ws://127.0.0.1:4000/", "moves": list(MOVES),
            "game_over_on_board": True,
            "south": "Checker", "north": "Bot", "saved": "C:\\data\\games\\x.ogn",
            "ogn": OGN, "end": {"reason": "majority", "totals": [2, 34], "winner": "north"},
            "keyring": {"backend": "keyring.backends.fail.Keyring", "lasting": False,
                        "read_back": True, "forgotten": True},
            "modules": modules}


def failures(info: dict[str, Any], saved: str | None = OGN,
             names: tuple[str, str] | None = ("Checker", "Bot")) -> list[str]:
    return [m for ok, m in check_deb.online_verdicts(info, names, saved, BUNDLE) if not ok]


def test_a_good_game_passes() -> None:
    verdicts = check_deb.online_verdicts(good_info(), ("Checker", "Bot"), OGN, BUNDLE)
    assert all(ok for ok, _ in verdicts)
    assert len(verdicts) == 3 + 4 + 1  # modules, record, keyring (no announcement)


@pytest.mark.parametrize(("change", "word"), [
    (lambda i: i["moves"].pop(), "moves are legal"),
    (lambda i: i.update(game_over_on_board=False), "on the board too"),
    (lambda i: i.update(south="Bot"), "players"),
    (lambda i: i["end"].update(totals=[34, 2]), "result"),
    (lambda i: i["modules"]["zeroconf"].update(file="/usr/lib/python3/zeroconf.py"),
     "zeroconf"),
    (lambda i: i["modules"]["keyring"].update(imported=False, file=""), "keyring"),
    (lambda i: i["keyring"].update(lasting=True), "keyring backend"),
    (lambda i: i["keyring"].update(forgotten=False), "keyring backend"),
])
def test_what_fails(change: Any, word: str) -> None:
    info = copy.deepcopy(good_info())
    change(info)
    assert any(word in message for message in failures(info))


def test_a_record_with_an_illegal_move_or_not_saved_fails() -> None:
    info = good_info()
    info["ogn"] = OGN.replace("26. D f+11", "26. D g")
    assert any("does not read" in m for m in failures(info))
    assert any("saved the server's record" in m for m in failures(good_info(), saved=None))
    assert failures({"error": "CheckFailed: timed out"}) == [
        "online game: CheckFailed: timed out"]


def test_names_are_those_expected() -> None:
    assert any("players" in m for m in failures(good_info(), names=("Checker", "Other")))
    assert not failures(good_info(), names=None)


def test_a_hosted_game_s_announcement() -> None:
    info = good_info() | {"mode": "host", "url": "ws://127.0.0.1:7531/", "announced": True,
                          "browsed": {"name": "H._wari._tcp.local.", "port": 7531,
                                      "addresses": ["127.0.0.1"], "state": "open"}}
    verdicts = check_deb.online_verdicts(info, None, OGN, BUNDLE)
    assert verdicts[-1][0] is True and "loopback only" in verdicts[-1][1]
    info["browsed"]["addresses"] = ["192.168.1.20"]  # announced beyond the loopback
    assert check_deb.online_verdicts(info, None, OGN, BUNDLE)[-1][0] is False
    info["announced"] = "no network interface 'lo'"  # zeroconf could not: a warning
    assert check_deb.online_verdicts(info, None, OGN, BUNDLE)[-1][0] is None


def test_the_saved_record_is_read_by_its_file_name(tmp_path: Path) -> None:
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "x.ogn").write_text(OGN, "utf-8")
    assert check_deb.saved_record(good_info(), tmp_path) == OGN  # a Windows path
    assert check_deb.saved_record(good_info() | {"saved": "/a/b/y.ogn"}, tmp_path) is None
    assert check_deb.saved_record(good_info() | {"saved": None}, tmp_path) is None


@pytest.mark.parametrize("url", ["ws://example.org:7531/", "ws://192.168.1.2:7531/",
                                 "wss://127.0.0.1:7531/", "ws://127.0.0.1/"])
def test_the_check_form_goes_nowhere_but_the_loopback(url: str) -> None:
    with pytest.raises(ValueError, match="only goes to"):
        online_check.loopback_url(url)
    assert online_check.loopback_url("ws://127.0.0.1:7531/") == "ws://127.0.0.1:7531/"


def test_the_check_form_refuses_a_server_without_a_bot(tmp_path: Path) -> None:
    out = tmp_path / "out.json"
    status = online_check.main(["ws://127.0.0.1:9/", "--out", str(out)])
    info = json.loads(out.read_text("utf-8"))
    assert status == 1 and "--challenge" in info["error"]
    assert info["modules"]["websockets"]["imported"]


def test_the_check_form_says_why_when_no_server_answers(tmp_path: Path) -> None:
    """Nothing listens on the port: the JSON says the connection failed (status 1)."""
    import socket

    with socket.socket() as spare:  # a port of this machine nobody listens on
        spare.bind(("127.0.0.1", 0))
        port = spare.getsockname()[1]
    out = tmp_path / "out.json"
    status = online_check.main([f"ws://127.0.0.1:{port}/", "--challenge", "Bot",
                                "--out", str(out)])
    info = json.loads(out.read_text("utf-8"))
    assert status == 1 and "cannot connect" in info["error"]
    assert not check_deb.online_verdicts(info, None, None, None)[0][0]


def test_check_online_plays_both_games_to_the_end(tmp_path: Path) -> None:
    """The whole check through the launchers: the bot's game on the server and the
    hosted game, each to its end, the records saved and judged legal."""
    root = stand_in_root(tmp_path, ENTRY_ON_THIS_PYTHON)
    wari = root / "opt" / "wari-desktop" / "wari"
    wari.write_text(WARI_ON_THIS_PYTHON)
    report = check_deb.Report()
    env = check_deb.program_env(tmp_path)
    found = check_deb.check_online(root / "usr" / "bin", env, tmp_path, report,
                                   in_bundle=False)
    assert not report.failed
    assert [info["mode"] for info in found] == ["server", "host"]
    bot_game, hosted = found
    assert (bot_game["south"], bot_game["north"]) == ("Checker", check_deb.ONLINE_BOT)
    assert bot_game["end"]["reason"] and len(bot_game["moves"]) >= 2
    # the host known at its table by its name, the check's joiner (no name) by the host's
    players = sorted((hosted["south"], hosted["north"]), key=lambda n: n != "Host-check")
    assert players[0] == "Host-check" and players[1].startswith("Guest-")
    games = sorted((tmp_path / "data" / "games").glob("*.ogn"))
    assert len(games) == 2


def test_the_wine_check_s_server_and_bot_are_this_machine_s() -> None:
    """``check_windows`` plays the bot's game against the source tree's programs (the
    Windows bundle installs no wari-server or wari-bot): they run on this Python."""
    import subprocess

    check_windows = load("check_windows")
    for command, name in zip(check_windows.SOURCE_TOOLS, ("wari-server", "wari-bot"),
                             strict=True):
        result = subprocess.run([*command, "--version"], capture_output=True, text=True,
                                timeout=120)
        assert result.returncode == 0 and result.stdout.startswith(f"{name} ")
