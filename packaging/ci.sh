#!/usr/bin/env bash
# Packaging check for CI, run by .ci/run after the tests (Debian/Ubuntu, amd64):
#   1. installs the tools: binutils (PyInstaller needs objdump; build.py uses strip), nsis
#      (makensis), desktop-file-utils, shared-mime-info, and PyInstaller into .venv;
#   2. builds the .deb (python packaging/build.py; the endgame table, ~80 s and ~1 GB, is
#      cached in build/endgame/ between runs on the same machine);
#   3. unpacks the .deb into a temporary root and starts the installed program
#      (python packaging/check_deb.py), printing the size and start-time targets;
#   4. runs tests/packaging again, now that makensis, the bundle and the .deb exist (the
#      NSIS script is compiled against a stand-in payload).
set -euo pipefail
cd "$(dirname "$0")/.."

export DEBIAN_FRONTEND=noninteractive
export QT_QPA_PLATFORM=offscreen
SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
PYTHON=${PYTHON:-.venv/bin/python}

echo "+ packaging: system tools"
TOOLS="binutils nsis desktop-file-utils shared-mime-info"
# shellcheck disable=SC2086
$SUDO apt-get install -y -qq --no-install-recommends $TOOLS >/dev/null \
    || { $SUDO apt-get update -qq && $SUDO apt-get install -y -qq --no-install-recommends $TOOLS >/dev/null; }

echo "+ packaging: python tools"
"$PYTHON" -m pip install -q -r packaging/requirements.txt

echo "+ packaging: build"
"$PYTHON" packaging/build.py

echo "+ packaging: install the .deb into a temporary root and start it"
"$PYTHON" packaging/check_deb.py

echo "+ packaging: tests"
"$PYTHON" -m pytest -q tests/packaging
