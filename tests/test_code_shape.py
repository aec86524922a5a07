"""The code's shape, read from the source with ``ast``: no function or method longer than
``MOST_FUNCTION_LINES`` lines (from its ``def`` to the end of its body), and no module of
the window code (``wari_desktop/gui``) longer than ``MOST_GUI_MODULE_LINES`` lines, and the
main window, the wiring of its room, under ``MOST_MAIN_WINDOW_LINES``."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "wari_desktop"
GUI = PACKAGE / "gui"
MOST_FUNCTION_LINES = 60
MOST_GUI_MODULE_LINES = 500
MOST_MAIN_WINDOW_LINES = 450


def modules() -> list[Path]:
    """Every Python file of the package, in a stable order."""
    return sorted(path for path in PACKAGE.rglob("*.py") if "__pycache__" not in path.parts)


def long_functions(path: Path) -> list[str]:
    """The functions and methods of ``path`` over the limit, as "file:line name (N lines)"."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            assert node.end_lineno is not None
            lines = node.end_lineno - node.lineno + 1  # the def line to the body's end
            if lines > MOST_FUNCTION_LINES:
                where = path.relative_to(PACKAGE.parent).as_posix()
                found.append(f"{where}:{node.lineno} {node.name} ({lines} lines)")
    return found


def test_no_function_is_longer_than_60_lines() -> None:
    long = [entry for path in modules() for entry in long_functions(path)]
    assert not long, "split these into named helpers:\n" + "\n".join(long)


def test_no_gui_module_is_longer_than_500_lines() -> None:
    long = [f"{path.relative_to(PACKAGE.parent).as_posix()} ({lines} lines)"
            for path in modules() if GUI in path.parents
            for lines in [len(path.read_text(encoding="utf-8").splitlines())]
            if lines > MOST_GUI_MODULE_LINES]
    assert not long, "move a coherent part into a module of its own:\n" + "\n".join(long)


def test_the_main_window_is_only_the_wiring_of_its_room() -> None:
    lines = len((GUI / "window" / "main_window.py").read_text(encoding="utf-8").splitlines())
    assert lines < MOST_MAIN_WINDOW_LINES, f"main_window.py has {lines} lines"


def test_the_checks_see_the_package() -> None:
    checked = {path.relative_to(PACKAGE).as_posix() for path in modules()}
    assert {"gui/dialogs/new_game_dialog.py", "rules/game.py",
            "gui/window/main_window.py"} <= checked
