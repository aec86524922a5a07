"""The README's set-up commands work on a fresh machine, as root or as a user, and the
links of the README and of docs/ lead to files and headings inside the repository."""

from __future__ import annotations

import re
import shutil
import subprocess
import tomllib
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


DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def without_code(text: str) -> str:
    """Markdown text without its fenced code blocks and inline code spans (no links there)."""
    text = re.sub(r"^```.*?^```", "", text, flags=re.S | re.M)
    return re.sub(r"`[^`\n]*`", "", text)


def links(text: str) -> list[str]:
    """The targets of the Markdown links and images of ``text``."""
    return re.findall(r"\]\(([^)\s]+)\)", without_code(text))


def anchor(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to dashes."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    """Every heading anchor of a Markdown file (a repeated heading gets -1, -2, ...)."""
    text = re.sub(r"^```.*?^```", "", path.read_text(encoding="utf-8"), flags=re.S | re.M)
    found: set[str] = set()
    for heading in re.findall(r"^#{1,6} +(.+?) *#*$", text, re.M):
        name = base = anchor(heading)
        count = 0
        while name in found:
            count += 1
            name = f"{base}-{count}"
        found.add(name)
    return found


def test_the_anchor_of_a_heading_is_githubs() -> None:
    assert anchor("How strong is it?") == "how-strong-is-it"
    assert anchor("An engine for other programs: `wari-engine`") == (
        "an-engine-for-other-programs-wari-engine")
    assert anchor("Windows, built and tested on Linux under Wine") == (
        "windows-built-and-tested-on-linux-under-wine")


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda path: path.name)
def test_links_stay_inside_the_repository_and_resolve(document: Path) -> None:
    text = document.read_text(encoding="utf-8")
    for target in links(text):
        if "://" in target or target.startswith("mailto:"):
            continue
        path_part, _, fragment = target.partition("#")
        resolved = (document.parent / path_part).resolve() if path_part else document
        assert resolved.is_relative_to(ROOT), target
        assert "shared" not in resolved.relative_to(ROOT).parts[:1], target
        assert resolved.exists(), target
        if fragment:
            assert resolved.suffix == ".md", target
            assert fragment in anchors(resolved), target


def test_the_readme_links_every_document() -> None:
    for document in DOCUMENTS[1:]:
        assert f"(docs/{document.name})" in README, document.name


def test_the_rules_document_is_in_the_repository_and_self_contained() -> None:
    rules = (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")
    for heading in ("## A move", "## The end of the game", "## Options",
                    "## Where the sources differ"):
        assert heading in rules
    assert "](" not in rules and "://" not in rules and "../" not in rules


def test_the_test_command_shares_the_suite_between_workers() -> None:
    """The README's tests run under pytest-xdist, which the ``test`` extra installs, with
    ``-n auto`` and the default ``--dist load``, which the suite's scheduler serves
    (``tests/parallel.py``: a shared fixture's tests in one worker)."""
    words = block_after("<!-- ci: test command -->").split(" && ")[-1].split()
    assert words == [".venv/bin/python", "-m", "pytest", "-n", "auto"]
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert any(re.match(r"pytest-xdist\b", need)
               for need in project["optional-dependencies"]["test"])
