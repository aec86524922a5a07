"""The package's layers: which part may import which (read from the source with ``ast``,
``TYPE_CHECKING`` imports included), and no import circles among the package's modules.

    rules  <-  notation  <-  ai  <-  engine  <-  arena
                  ^          ^
               lessons      puzzles  <-  gui (the window), __main__
                                         v
                                       rating (the player's rating: Qt-free, imports only helpers)

``atomic``, ``lockfile``, ``paths`` and ``resources`` are small helpers at the top of the
package that import none of its parts; ``wari_desktop/__init__.py`` holds the version.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "wari_desktop"
HELPERS = {"atomic", "lockfile", "paths", "resources", "seed_layout"}

#: Each part and the parts it may import (besides itself).
ALLOWED: dict[str, set[str]] = {
    "rules": set(),
    "notation": {"rules", "atomic"},
    "lessons": {"rules", "notation"},
    "ai": {"rules", "notation", *HELPERS},
    "puzzles": {"ai", "rules", "notation", *HELPERS},
    "engine": {"ai", "rules", "notation", "__init__", *HELPERS},
    "arena": {"ai", "engine", "rules", "notation", *HELPERS},
    "rating": {*HELPERS},
    "protocol": {"rules", "notation"},
    "server": {"protocol", "rules", "notation", "rating", "__init__", *HELPERS},
    "client": {"protocol", "rules", "notation", "__init__", *HELPERS},
    "bot": {"client", "protocol", "engine", "rules", "notation", "__init__", *HELPERS},
    "lan": {"server", "client", "protocol", "rules", "notation", "__init__", *HELPERS},
    "gui": {"ai", "rules", "notation", "lessons", "puzzles", "rating", "lan", "client",
            "server", "protocol", "__init__", *HELPERS},
    "__main__": {"ai", "rules", "notation", "gui", "rating", "__init__", *HELPERS},
    **{helper: set() for helper in HELPERS},
}
#: Parts whose modules must form no import circle: all of them.
ACYCLIC = ("rules", "notation", "lessons", "ai", "engine", "arena", "puzzles", "rating", "gui",
           "__main__", "protocol", "server", "client", "bot", "lan", *HELPERS)


def module_name(path: Path) -> str:
    parts = ["wari_desktop", *path.relative_to(PACKAGE).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path) -> set[str]:
    """The package's modules (or packages) that the file imports, anywhere in it."""
    here = module_name(path).split(".")
    package = here if path.name == "__init__.py" else here[:-1]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith("wari_desktop"))
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            name = ".".join([*base, *([node.module] if node.module else [])])
            if not name.startswith("wari_desktop"):
                continue
            found.add(name)
            found.update(f"{name}.{alias.name}" for alias in node.names)
    return found


def graph() -> dict[str, set[str]]:
    """Module -> the package's modules it imports (names that are modules only)."""
    files = {module_name(p): p for p in PACKAGE.rglob("*.py")}
    return {name: {target for target in imports_of(path) if target in files and target != name}
            for name, path in files.items()}


def part_of(module: str) -> str:
    parts = module.split(".")
    return "__init__" if len(parts) == 1 else parts[1]


def test_no_part_imports_a_part_above_it() -> None:
    wrong = sorted(f"{module} imports {target}" for module, targets in graph().items()
                   for target in targets
                   if part_of(target) != part_of(module)
                   and part_of(target) not in ALLOWED.get(part_of(module), set()))
    assert not wrong, "\n".join(wrong)


def test_every_part_has_its_place() -> None:
    parts = {part_of(module) for module in graph()}
    assert parts <= {*ALLOWED, "__init__"}, parts - {*ALLOWED, "__init__"}


#: Each room of ``gui`` and the rooms it may import (besides itself); every room's
#: ``__init__`` says the same in words.
ROOMS: dict[str, set[str]] = {
    "game": set(),
    "platform": {"game"},
    "board": {"game", "platform"},
    "dialogs": {"game", "platform"},
    "session": {"game", "platform", "board"},
    "learn": {"game", "platform", "board", "dialogs", "session"},
    "study": {"game", "platform", "board", "dialogs", "session"},
    "online": {"game", "platform", "board", "dialogs", "session"},
    "window": {"game", "platform", "board", "dialogs", "session", "learn", "study", "online"},
    "app": {"platform"},
}


def room_of(module: str) -> str | None:
    parts = module.split(".")
    return parts[2] if len(parts) > 2 and parts[1] == "gui" else None


def test_no_room_of_the_window_imports_a_room_above_it() -> None:
    wrong = sorted(f"{module} imports {target}" for module, targets in graph().items()
                   if room_of(module) is not None
                   for target in targets
                   if room_of(target) not in (None, room_of(module))
                   and room_of(target) not in ROOMS[room_of(module) or ""])
    assert not wrong, "\n".join(wrong)


def test_every_room_has_its_place() -> None:
    rooms = {room_of(module) for module in graph()} - {None}
    assert rooms <= set(ROOMS), rooms - set(ROOMS)


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in edges.get(node, ()):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def test_the_circle_finder_finds_circles() -> None:
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_no_import_circles() -> None:
    """A package's ``__init__`` re-exporting its modules is not a circle: edges into a
    package from its own modules are left out."""
    edges = {module: {t for t in targets if not module.startswith(t + ".")}
             for module, targets in graph().items() if part_of(module) in ACYCLIC}
    assert circles(edges) == []


def test_the_network_parts_use_no_qt() -> None:
    """The server, the protocol, the client library, the bot and the local network's
    part run without Qt."""
    network = ("protocol", "server", "client", "bot", "lan")
    wrong = sorted(str(path.relative_to(PACKAGE)) for path in PACKAGE.rglob("*.py")
                   if part_of(module_name(path)) in network
                   for node in ast.walk(ast.parse(path.read_text("utf-8")))
                   if isinstance(node, ast.Import | ast.ImportFrom)
                   and any((name or "").startswith(("PySide6", "shiboken6"))
                           for name in ([a.name for a in node.names]
                                        if isinstance(node, ast.Import) else [node.module])))
    assert not wrong, wrong
    assert {part_of(module_name(p)) for p in PACKAGE.rglob("*.py")} >= {"server", "protocol",
                                                                        "client", "lan"}
