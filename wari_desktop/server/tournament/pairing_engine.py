"""The Swiss pairing engine: bbpPairings (FIDE-endorsed for the Dutch system, Apache-2.0),
an executable beside this module that ``pip install`` builds from
``third_party/bbpPairings/`` (see setup.py).

Rules held here:
- Where the engine is looked for, in order: the file named by the environment variable
  ``WARI_PAIRING_ENGINE``; the one built into the package
  (``wari_desktop/server/tournament/bin/bbpPairings``, ``.exe`` on Windows); then
  ``bbpPairings.exe`` and ``bbpPairings`` on the PATH. None found: ``PairingEngineMissing``
  with a sentence for the club's admin.
- The engine runs as a child process with an argument list (never a shell), with a
  timeout; its exit code says what went wrong (bbpPairings' README): 1 no valid pairing
  exists for the round (``NoValidPairing``), 2 an unexpected error, 3 an invalid request
  (a TRF it cannot read), 4 too large for its build, 5 a file it cannot open; any of
  these but 1 is a ``PairingEngineError``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

ENVIRONMENT = "WARI_PAIRING_ENGINE"
EXECUTABLE = "bbpPairings.exe" if sys.platform == "win32" else "bbpPairings"
BUILT = Path(__file__).resolve().parent / "bin" / EXECUTABLE
PATH_NAMES = ("bbpPairings.exe", "bbpPairings")
TIMEOUT = 60.0
EXIT_MEANINGS = {
    1: "no valid pairing exists for this round",
    2: "the engine met an unexpected error",
    3: "the engine found the request invalid",
    4: "the tournament is too large for the engine's build",
    5: "the engine could not read or write a file",
}


class PairingEngineError(RuntimeError):
    """The pairing engine failed (a fault of ours or of the engine, not of the players)."""


class PairingEngineMissing(PairingEngineError):
    """No pairing engine on this machine."""

    def __init__(self) -> None:
        super().__init__(
            "Swiss pairings need the bbpPairings engine, which is built when Wari is "
            "installed: install a C++ compiler (g++ or clang++) and reinstall Wari "
            "(pip install .), or set WARI_PAIRING_ENGINE to a bbpPairings executable.")


class NoValidPairing(PairingEngineError):
    """The engine found no pairing of the round within FIDE's absolute criteria (every
    possible pairing would repeat a game or give a second bye)."""


def find_engine() -> Path:
    """The engine's executable, found as the module's rules say; PairingEngineMissing."""
    named = os.environ.get(ENVIRONMENT, "")
    if named:
        path = Path(named)
        if path.is_file() and os.access(path, os.X_OK):
            return path
        raise PairingEngineError(f"{ENVIRONMENT}={named} is not an executable file")
    if BUILT.is_file() and os.access(BUILT, os.X_OK):
        return BUILT
    for name in PATH_NAMES:
        found = shutil.which(name)
        if found:
            return Path(found)
    raise PairingEngineMissing()


def run_engine(arguments: Sequence[str], timeout: float = TIMEOUT) -> str:
    """Run the engine with ``arguments`` (after the executable); its standard output.
    NoValidPairing for exit code 1, PairingEngineError for any other failure or when it
    runs longer than ``timeout`` seconds."""
    command = [str(find_engine()), *arguments]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout,
                              check=False, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired as error:
        raise PairingEngineError(f"the pairing engine ran over {timeout:g} s") from error
    except OSError as error:
        raise PairingEngineError(f"the pairing engine could not start: {error}") from error
    if done.returncode == 0:
        return done.stdout
    meaning = EXIT_MEANINGS.get(done.returncode, f"exit code {done.returncode}")
    detail = done.stderr.strip()
    message = f"{meaning}: {detail}" if detail else meaning
    if done.returncode == 1:
        raise NoValidPairing(message)
    raise PairingEngineError(message)
