"""The README's set-up commands work on a fresh machine, as root or as a user, and its
links stay inside the repository."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def block_after(marker: str) -> str:
    """The code block following an HTML comment ``marker`` in the README."""
    match = re.search(re.escape(marker) + r"\s*```sh\n(.*?)```", README, re.S)
    assert match, marker
    return match.group(1).strip()


def test_the_system_library_command_needs_no_bare_sudo() -> None:
    command = block_after("<!-- ci: system libraries -->")
    assert "apt-get install" in command
    assert "sudo" in command
    assert re.sub(r"\$\(command -v sudo\)", "", command).count("sudo") == 0


@pytest.mark.skipif(shutil.which("bash") is None or not Path("/bin/sh").exists(),
                    reason="a POSIX shell runs the command")
def test_the_sudo_prefix_is_nothing_for_root_and_sudo_for_a_user(tmp_path: Path) -> None:
    bash = shutil.which("bash")
    assert bash is not None
    command = "$(command -v sudo) echo ran"  # echo is built into bash and sh
    empty = tmp_path / "empty"
    empty.mkdir()
    as_root = subprocess.run([bash, "-c", command], capture_output=True, text=True,
                             env={"PATH": str(empty)})  # a fresh root machine: no sudo
    assert as_root.stdout.strip() == "ran"
    (tmp_path / "sudo").write_text('#!/bin/sh\necho sudo "$@"\n')
    (tmp_path / "sudo").chmod(0o755)
    as_user = subprocess.run([bash, "-c", command], capture_output=True, text=True,
                             env={"PATH": str(tmp_path)})
    assert as_user.stdout.strip() == "sudo echo ran"


def test_the_ci_script_lists_the_same_libraries() -> None:
    readme = set(block_after("<!-- ci: system libraries -->").split("install -y")[1].split())
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    listed = re.search(r"--no-install-recommends \\\n(.*?)>/dev/null", ci, re.S)
    assert listed
    assert set(listed.group(1).replace("\\", " ").split()) == readme


def test_the_ci_script_reads_the_test_command_from_the_readme() -> None:
    assert "pytest" in block_after("<!-- ci: test command -->")
    assert "ci: test command" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def test_links_stay_inside_the_repository() -> None:
    for target in re.findall(r"\]\(([^)#]+)\)", README):
        if "://" in target:
            continue
        assert not target.startswith(".."), target
        assert (ROOT / target).exists(), target
    assert "docs/RULES.md" in README


def test_the_rules_document_is_in_the_repository_and_self_contained() -> None:
    rules = (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")
    for heading in ("## A move", "## The end of the game", "## Options",
                    "## Where the sources differ"):
        assert heading in rules
    assert "](" not in rules and "://" not in rules and "../" not in rules
