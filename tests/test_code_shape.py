"""The code's shape, read from the source with ``ast``: no function or method longer than
``MOST_FUNCTION_LINES`` lines (from its ``def`` to the end of its body); the main window,
the wiring of its room, under ``MOST_MAIN_WINDOW_LINES``; and a window module whose
docstring promises "no Qt" imports none (those are the parts tests can read without a
display, and the promise is what keeps them apart).

The layers and the absence of import circles are guarded in ``test_layers.py``. There is no
line count for modules: a module is split by what it holds, not to fit a number."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "wari_desktop"
GUI = PACKAGE / "gui"
MOST_FUNCTION_LINES = 60
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


def promises_no_qt(path: Path) -> bool:
    """Whether the module's own docstring says it works with no Qt."""
    doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
    return "no Qt" in " ".join(doc.split())


def imports_qt(path: Path) -> bool:
    """Whether the module imports PySide6 (or shiboken6) anywhere, typing imports included."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names = ([alias.name for alias in node.names] if isinstance(node, ast.Import)
                 else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
        if any(name.split(".")[0] in {"PySide6", "shiboken6"} for name in names):
            return True
    return False


def test_window_modules_that_promise_no_qt_import_none() -> None:
    promised = [path for path in modules() if GUI in path.parents and promises_no_qt(path)]
    wrong = [path.relative_to(PACKAGE.parent).as_posix() for path in promised
             if imports_qt(path)]
    assert len(promised) >= 2, "the check should see the Qt-free window modules"
    assert not wrong, "these say 'no Qt' in their docstring but import it:\n" + "\n".join(wrong)


def test_the_main_window_is_only_the_wiring_of_its_room() -> None:
    lines = len((GUI / "window" / "main_window.py").read_text(encoding="utf-8").splitlines())
    assert lines < MOST_MAIN_WINDOW_LINES, f"main_window.py has {lines} lines"


def test_the_checks_see_the_package() -> None:
    checked = {path.relative_to(PACKAGE).as_posix() for path in modules()}
    assert {"gui/dialogs/new_game_dialog.py", "rules/game.py",
            "gui/window/main_window.py"} <= checked
