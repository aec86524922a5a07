"""``wari-server`` and ``wari-bot`` in the Linux packages: the bundle's ``wari-engine``
under those names (``packaging/wari_engine_entry.py`` dispatches on the name it is started
as), linked in the bundle and launched from ``/usr/bin``; and ``check_deb.check_server``,
run here against a stand-in bundle whose ``wari-engine`` is the entry script on this
Python, so the check starts a real server on 127.0.0.1."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from .helpers import PACKAGING, load

build = load("build")
check_deb = load("check_deb")
entry = load("wari_engine_entry")


def test_the_server_programs_are_on_the_path() -> None:
    layout = build.deb_layout()
    for name in ("wari-server", "wari-bot"):
        assert f"usr/bin/{name}" in layout
        assert name in build.LINUX_COMMANDS
    assert build.LINUX_COMMANDS[:2] == (build.EXECUTABLE, build.ENGINE_EXECUTABLE)


@pytest.mark.parametrize(("argv0", "name"), [
    ("/opt/wari-desktop/wari-server", "wari-server"),
    ("wari-bot", "wari-bot"),
    ("C:\\Program Files\\Wari\\wari-engine.exe", "wari-engine"),
    ("./WARI-BOT.EXE", "WARI-BOT"),
])
def test_program_name(argv0: str, name: str) -> None:
    assert entry.program_name(argv0) == name


@pytest.mark.parametrize(("argv0", "args", "expected"), [
    ("/opt/wari-desktop/wari-server", ["--version"], "wari-server "),
    ("/usr/bin/wari-bot", ["--help"], "usage: wari-bot"),
    ("/opt/wari-desktop/wari-engine", ["--version"], "wari-engine "),
])
def test_the_entry_runs_the_program_it_is_named(argv0: str, args: list[str], expected: str,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    try:
        status = entry.run(argv0, args)
    except SystemExit as stop:  # argparse's --version and --help
        status = stop.code
    assert status in (0, None)
    assert capsys.readouterr().out.startswith(expected)


def stand_in_root(tmp_path: Path, engine_script: str) -> Path:
    """The packages' tree staged from a bundle whose ``wari`` is a stand-in and whose
    ``wari-engine`` is ``engine_script``; the root."""
    bundle = tmp_path / "bundle"
    (bundle / "_internal").mkdir(parents=True)
    for name, text in ((build.EXECUTABLE, "#!/bin/sh\necho stand-in\n"),
                       (build.ENGINE_EXECUTABLE, engine_script)):
        (bundle / name).write_text(text)
        (bundle / name).chmod(0o755)
    icons = {}
    for size in build.ICON_SIZES:
        icons[size] = tmp_path / f"wari-{size}.png"
        icons[size].write_bytes(b"\x89PNG stand-in")
    root = tmp_path / "root"
    build.stage_linux_tree(root, bundle, icons, "0.1.0")
    build.normalise_modes(root)
    return root


#: ``wari-engine`` as the entry script on this Python, with the name it was started as.
ENTRY_ON_THIS_PYTHON = (
    "#!/bin/sh\n"
    f'exec "{sys.executable}" -c "import sys; sys.path.insert(0, sys.argv[1]); '
    'import wari_engine_entry as e; sys.exit(e.run(sys.argv[2], sys.argv[3:]))" '
    f'"{PACKAGING}" "$0" "$@"\n'
)


def test_the_programs_are_links_to_the_engine(tmp_path: Path) -> None:
    root = stand_in_root(tmp_path, "#!/bin/sh\necho stand-in\n")
    opt = root / build.INSTALL_DIR.lstrip("/")
    for name in build.LINKED_PROGRAMS:
        assert (opt / name).is_symlink()
        assert os.readlink(opt / name) == build.ENGINE_EXECUTABLE
        launcher = root / "usr" / "bin" / name
        assert launcher.read_text() == build.launcher_script(name)
        assert os.access(launcher, os.X_OK)
    report = check_deb.Report()
    check_deb.check_layout(root, report)
    assert not report.failed


def test_check_server_runs_the_installed_server(tmp_path: Path) -> None:
    """Through the launchers and the links: versions, accounts, a server on 127.0.0.1
    answering /health and a sign-in, stopped by SIGTERM."""
    root = stand_in_root(tmp_path, ENTRY_ON_THIS_PYTHON)
    report = check_deb.Report()
    check_deb.check_server(root / "usr" / "bin", check_deb.program_env(tmp_path), tmp_path,
                           report)
    assert not report.failed
    assert (tmp_path / "server-data" / "wari-server.sqlite3").is_file()


def test_check_server_fails_a_server_that_does_not_run(tmp_path: Path) -> None:
    root = stand_in_root(tmp_path, "#!/bin/sh\necho 'no such program' >&2\nexit 1\n")
    report = check_deb.Report()
    check_deb.check_server(root / "usr" / "bin", check_deb.program_env(tmp_path), tmp_path,
                           report)
    assert report.failed
