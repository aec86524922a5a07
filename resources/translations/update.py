"""Make the translation catalogues from the source code.

    python resources/translations/update.py           # update the .ts files, compile the .qm
    python resources/translations/update.py --check   # list what is left to translate

The default run finds every translatable message in ``wari_desktop/**/*.py`` with
``pyside6-lupdate`` and merges them into ``wari_it.ts``, ``wari_es.ts``, ``wari_fr.ts``,
``wari_pt.ts`` and ``wari_de.ts`` (and ``wari_en.ts``, which holds only the ``%n`` plural
messages: English needs its own catalogue to say "1 seed" and "2 seeds"). Existing
translations are kept; messages no longer in the source are dropped. Then
``pyside6-lrelease`` compiles each ``.ts`` into the ``.qm`` beside it, leaving out
unfinished messages (they show in English until translated).

The ``.ts`` files are the source of truth for translations: edit them with Qt Linguist
(``pyside6-linguist``) or any XML editor, remove ``type="unfinished"`` from each message
translated, and run this script again.

``--apply FILE.json ...`` first merges the source as the default run does, then writes the
translations given in each JSON file into the ``.ts`` files and compiles them. A file is a
list of ``{"context": ..., "source": ..., "it": ..., "es": ..., "fr": ..., "pt": ...,
"de": ...}`` (for a ``%n`` message each language gives a list of its plural forms, and
``"en"`` the English ones): the way several people translate at once without editing the
same ``.ts`` file. A translation whose message is not in the source is listed and left out.

``--check`` changes nothing: it merges the current source into temporary copies of the
``.ts`` files and lists, per language, every message that is unfinished or untranslated, or
whose translation lost a ``{placeholder}``, ``%n``, ``%1``, ``&`` accelerator or rich-text
tag, or changed a shortcut such as ``Ctrl+N``; and every ``.qm`` file missing or not
compiled from its ``.ts``. It exits with status 1 if it lists anything, 0 otherwise.

lupdate reads only literal contexts and ``<object>.tr(...)`` calls. So that the common
Python spellings are not lost, it is given copies of the files (same line numbers) where
``translate(_CONTEXT, "...")`` with a module-level ``_CONTEXT = "Name"`` has the string
written out, and where ``tr("...")`` through a local ``tr = self.tr`` is ``self.tr("...")``.
Messages it still cannot place are listed (and make ``--check`` fail).

The tools are looked up next to the running Python (a virtual environment's
``bin``/``Scripts`` folder), then on ``PATH``, then inside the PySide6 package.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
SOURCES = ROOT / "wari_desktop"
#: Every language with a catalogue; English holds plural forms only.
LANGUAGES = ("en", "it", "es", "fr", "pt", "de")
SOURCE_LANGUAGE = "en"

# A format field such as {player} or {score:+.1f}, Qt's %1 .. %99 and %n (or %L1, %Ln).
_PLACEHOLDER = re.compile(r"\{[^{}]*\}|%L?(?:\d{1,2}|n)")
# An accelerator: "&" followed by anything but "&" or a space ("&&" is a literal "&").
_ACCELERATOR = re.compile(r"&(?!&)(?=\S)")
# Rich-text tags: <b>, </p>, <h3>, <br> ...
_TAG = re.compile(r"</?[A-Za-z][^<>]*>")
# A key sequence such as Ctrl+Shift+N or F1: the same in every language.
_SHORTCUT = re.compile(r"^(?:(?:Ctrl|Shift|Alt|Meta)\+)+\S+$|^F\d{1,2}$")


@dataclass
class Message:
    """One message of a .ts file."""

    context: str
    source: str
    numerus: bool
    status: str  # "finished" or "unfinished"
    forms: list[str] = field(default_factory=list)  # the translation, one per plural form

    @property
    def translated(self) -> bool:
        return self.status == "finished" and all(self.forms)


def ts_path(language: str) -> Path:
    return HERE / f"wari_{language}.ts"


def qm_path(language: str) -> Path:
    return HERE / f"wari_{language}.qm"


def find_tool(name: str) -> list[str]:
    """The command running Qt's ``name`` (lupdate, lrelease) through PySide6."""
    scripts = Path(sys.executable).parent
    exe = ".exe" if os.name == "nt" else ""
    for candidate in (scripts / f"pyside6-{name}{exe}", scripts / f"pyside6-{name}"):
        if candidate.is_file():
            return [str(candidate)]
    on_path = shutil.which(f"pyside6-{name}")
    if on_path:
        return [on_path]
    try:
        import PySide6  # only needed as a last resort

        package = Path(PySide6.__file__).parent
        for candidate in (package / f"{name}{exe}", package / "Qt" / "bin" / f"{name}{exe}"):
            if candidate.is_file():
                return [str(candidate)]
    except ImportError:
        pass
    raise SystemExit(f"update.py: cannot find pyside6-{name}; install PySide6 in this Python")


def source_files() -> list[Path]:
    """Every Python file of the program, in a stable order."""
    return sorted(p for p in SOURCES.rglob("*.py") if "__pycache__" not in p.parts)


# Calls whose first argument is the context: QCoreApplication.translate(context, text, ...)
# and the QT_TRANSLATE_*NOOP markers.
_CONTEXT_CALLS = {"translate", "QT_TRANSLATE_NOOP", "QT_TRANSLATE_NOOP3",
                  "QT_TRANSLATE_N_NOOP", "QT_TRANSLATE_N_NOOP3"}


@dataclass
class Sources:
    """What lupdate reads: the program's files, some of them as rewritten copies."""

    files: list[Path]  # the paths given to lupdate
    mirror: Path  # where the rewritten copies lie (a mirror of ROOT)
    issues: list[str] = field(default_factory=list)  # messages lupdate cannot see


def _string(node: ast.expr | None) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def _called_name(call: ast.Call) -> str:
    func = call.func
    if isinstance(func, ast.Attribute):
        return func.attr
    return func.id if isinstance(func, ast.Name) else ""


def _module_constants(tree: ast.Module) -> dict[str, str]:
    """The module-level string constants: ``_CONTEXT = "MainWindow"``."""
    constants: dict[str, str] = {}
    for statement in tree.body:
        if isinstance(statement, ast.Assign) and len(statement.targets) == 1:
            target, value = statement.targets[0], statement.value
        elif isinstance(statement, ast.AnnAssign) and statement.value is not None:
            target, value = statement.target, statement.value
        else:
            continue
        if isinstance(target, ast.Name) and _string(value):
            constants[target.id] = value.value  # type: ignore[attr-defined]
    return constants


def _tr_aliases(text: str, function: ast.FunctionDef | ast.AsyncFunctionDef) -> dict[str, str]:
    """The local names bound to a ``tr`` method in ``function``: ``tr = self.tr``."""
    aliases: dict[str, str] = {}
    for node in ast.walk(function):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 \
                and isinstance(node.targets[0], ast.Name) \
                and isinstance(node.value, ast.Attribute) and node.value.attr == "tr" \
                and node.value.lineno == node.value.end_lineno:
            segment = ast.get_source_segment(text, node.value)
            if segment:
                aliases[node.targets[0].id] = segment
    return aliases


def _rewrite(path: Path, issues: list[str]) -> str | None:
    """The text of ``path`` rewritten so that lupdate, which reads only literal contexts
    and ``<object>.tr(...)`` calls, finds every message, or None if nothing needs it:

    - a context given by a module-level string constant (``_CONTEXT = "MainWindow"`` ...
      ``translate(_CONTEXT, "South")``) is written out as the string;
    - a call through a local alias of a ``tr`` method (``tr = self.tr`` ... ``tr("Sowing")``)
      is written as a call of the method.

    Lines keep their numbers. Messages lupdate still cannot place go to ``issues``.
    """
    text = path.read_text(encoding="utf-8")
    where = path.relative_to(ROOT).as_posix()
    try:
        tree = ast.parse(text, str(path))
    except SyntaxError as error:
        issues.append(f"{where}:{error.lineno}: cannot be parsed: {error.msg}")
        return None
    constants = _module_constants(tree)
    edits: list[tuple[int, int, int, str]] = []  # line, start column, end column, new text

    def edit(node: ast.expr, replacement: str) -> None:
        edits.append((node.lineno, node.col_offset, node.end_col_offset or 0, replacement))

    aliased: set[int] = set()  # the ids of the calls rewritten as method calls
    for function in ast.walk(tree):
        if isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
            aliases = _tr_aliases(text, function)
            for node in ast.walk(function):
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                        and node.func.id in aliases and id(node) not in aliased:
                    aliased.add(id(node))
                    edit(node.func, aliases[node.func.id])
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        name = _called_name(node)
        if name == "tr" and isinstance(node.func, ast.Name) and id(node) not in aliased \
                and _string(node.args[0]):
            issues.append(f"{where}:{node.lineno}: lupdate files {node.args[0].value!r} "  # type: ignore[attr-defined]
                          "under no context: call it as self.tr(...)")
        if name not in _CONTEXT_CALLS or len(node.args) < 2:
            continue
        context, source = node.args[0], node.args[1]
        if _string(context) or not _string(source):
            continue  # a literal context, or a text marked elsewhere with QT_TRANSLATE_NOOP
        if isinstance(context, ast.Name) and context.id in constants \
                and context.lineno == context.end_lineno:
            literal = constants[context.id].replace("\\", "\\\\").replace('"', '\\"')
            edit(context, f'"{literal}"')
        else:
            issues.append(f"{where}:{node.lineno}: lupdate cannot see "
                          f"{source.value!r}: write its context as a string "  # type: ignore[attr-defined]
                          "(or a module-level string constant)")
    if not edits:
        return None
    lines = text.splitlines(keepends=True)
    for lineno, start, end, replacement in sorted(edits, reverse=True):
        raw = lines[lineno - 1].encode("utf-8")  # ast's columns count UTF-8 bytes
        lines[lineno - 1] = (raw[:start] + replacement.encode("utf-8") + raw[end:]).decode()
    return "".join(lines)


def prepare_sources(workdir: Path) -> Sources:
    """The files lupdate should read, rewriting those that need it into ``workdir``."""
    mirror = workdir / "src"
    sources = Sources([], mirror)
    for path in source_files():
        rewritten = _rewrite(path, sources.issues)
        if rewritten is None:
            sources.files.append(path)
            continue
        copy = mirror / path.relative_to(ROOT)
        copy.parent.mkdir(parents=True, exist_ok=True)
        copy.write_text(rewritten, encoding="utf-8")
        sources.files.append(copy)
    return sources


def run(command: list[str]) -> None:
    result = subprocess.run(command, capture_output=True, text=True, cwd=ROOT)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        raise SystemExit(f"update.py: {Path(command[0]).name} failed ({result.returncode})")


def _relative(target: Path, start: Path) -> str:
    try:
        return Path(os.path.relpath(target, start)).as_posix()
    except ValueError:  # another drive: lupdate names the file by its absolute path
        return target.as_posix()


def lupdate(ts: Path, language: str, sources: Sources, workdir: Path) -> None:
    """Merge the messages of ``sources`` into ``ts`` (created if missing)."""
    listing = workdir / f"sources-{language}.lst"
    listing.write_text("\n".join(str(f) for f in sources.files) + "\n", encoding="utf-8")
    command = [
        *find_tool("lupdate"),
        "-silent",
        "-no-obsolete",
        "-locations", "relative",
        "-source-language", SOURCE_LANGUAGE,
        "-target-language", language,
    ]
    if language == SOURCE_LANGUAGE:
        command.append("-pluralonly")
    run([*command, f"@{listing}", "-ts", str(ts)])
    # Rewritten copies are named in the .ts by where they lie; name the real files.
    text = ts.read_text(encoding="utf-8")
    copies = f'filename="{_relative(sources.mirror, ts.parent)}/'
    if copies in text:
        text = text.replace(copies, f'filename="{_relative(ROOT, ts.parent)}/')
        ts.write_text(text, encoding="utf-8", newline="")


def lrelease(ts: Path, qm: Path) -> None:
    """Compile ``ts`` into ``qm``, leaving unfinished messages out."""
    run([*find_tool("lrelease"), "-silent", "-nounfinished", str(ts), "-qm", str(qm)])


def read_messages(ts: Path) -> list[Message]:
    """The messages of a .ts file (obsolete and vanished ones left out)."""
    messages = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for element in context.iter("message"):
            translation = element.find("translation")
            kind = translation.get("type", "") if translation is not None else "unfinished"
            if kind in ("obsolete", "vanished"):
                continue
            numerus = element.get("numerus") == "yes"
            if translation is None:
                forms = [""]
            elif numerus:
                forms = [form.text or "" for form in translation.iter("numerusform")] or [""]
            else:
                forms = [translation.text or ""]
            messages.append(
                Message(name, element.findtext("source") or "", numerus,
                        "unfinished" if kind == "unfinished" else "finished", forms)
            )
    return messages


def placeholders(text: str) -> Counter[str]:
    return Counter(_PLACEHOLDER.findall(text))


def problems(message: Message) -> list[str]:
    """What is wrong with a message's translation (nothing for a good one)."""
    if not message.context:
        return ["lupdate filed it under no context, so it is never found at run time"]
    if message.status == "unfinished":
        return ["unfinished" if any(message.forms) else "untranslated"]
    if not all(message.forms):
        return ["untranslated"]
    found = []
    wanted = placeholders(message.source)
    accelerated = bool(_ACCELERATOR.search(message.source))
    for number, form in enumerate(message.forms):
        where = f" (plural form {number})" if message.numerus else ""
        if placeholders(form) != wanted:
            found.append(
                f"placeholders differ{where}: {sorted(wanted.elements())} in the source, "
                f"{sorted(placeholders(form).elements())} in the translation"
            )
        if accelerated and len(_ACCELERATOR.findall(form)) != 1:
            found.append(f"needs exactly one & accelerator{where}")
        if Counter(_TAG.findall(form)) != Counter(_TAG.findall(message.source)):
            found.append(f"rich-text tags differ{where}")
        if _SHORTCUT.match(message.source) and form != message.source:
            found.append("a shortcut stays as it is")
    return found


@dataclass
class Report:
    language: str
    messages: int = 0
    translated: int = 0
    issues: list[str] = field(default_factory=list)

    @property
    def unfinished(self) -> int:
        return self.messages - self.translated


def report(language: str, ts: Path) -> Report:
    result = Report(language)
    for message in read_messages(ts):
        result.messages += 1
        result.translated += message.translated
        for problem in problems(message):
            result.issues.append(f"{message.context}: {message.source!r}: {problem}")
    return result


def print_reports(reports: list[Report], details: bool) -> None:
    for r in reports:
        extra = " (plural forms only)" if r.language == SOURCE_LANGUAGE else ""
        print(f"wari_{r.language}.ts: {r.messages} messages, {r.translated} translated, "
              f"{r.unfinished} unfinished{extra}")
        if details:
            for issue in r.issues:
                print(f"    {issue}")


def print_source_issues(sources: Sources) -> None:
    if sources.issues:
        print("Messages lupdate cannot find in the source:")
        for issue in sources.issues:
            print(f"    {issue}")


def update() -> int:
    reports = []
    with tempfile.TemporaryDirectory() as workdir:
        sources = prepare_sources(Path(workdir))
        for language in LANGUAGES:
            lupdate(ts_path(language), language, sources, Path(workdir))
            lrelease(ts_path(language), qm_path(language))
            reports.append(report(language, ts_path(language)))
    print_reports(reports, details=False)
    print_source_issues(sources)
    if any(r.issues for r in reports):
        print("Some messages need translating or fixing: --check lists them. Translate them "
              "in the .ts files, then run this script again.")
    return 0


def check() -> int:
    reports = []
    with tempfile.TemporaryDirectory() as workdir:
        sources = prepare_sources(Path(workdir))
        for language in LANGUAGES:
            copy = Path(workdir) / ts_path(language).name
            if ts_path(language).is_file():
                shutil.copyfile(ts_path(language), copy)
            lupdate(copy, language, sources, Path(workdir))
            result = report(language, copy)
            qm = qm_path(language)
            if not qm.is_file():
                result.issues.append(f"{qm.name} is missing; run update.py")
            elif ts_path(language).is_file():
                compiled = Path(workdir) / qm.name
                lrelease(ts_path(language), compiled)
                if compiled.read_bytes() != qm.read_bytes():
                    result.issues.append(f"{qm.name} is not compiled from "
                                         f"{ts_path(language).name}; run update.py")
            reports.append(result)
    print_reports(reports, details=True)
    print_source_issues(sources)
    return 1 if sources.issues or any(r.issues for r in reports) else 0


def _set_translation(element: ET.Element, value: str | list[str]) -> None:
    """Write ``value`` (a text, or the plural forms) as the finished translation."""
    translation = element.find("translation")
    if translation is None:
        translation = ET.SubElement(element, "translation")
    for child in list(translation):
        translation.remove(child)
    translation.attrib.pop("type", None)
    if element.get("numerus") == "yes":
        translation.text = None
        for form in [value] if isinstance(value, str) else value:
            ET.SubElement(translation, "numerusform").text = form
    else:
        translation.text = value if isinstance(value, str) else value[0]


def apply_translations(files: list[Path]) -> list[str]:
    """Write the translations of ``files`` (JSON, see the module's docstring) into the .ts
    files; the entries whose message is not in a .ts file are returned, named."""
    entries = [entry for path in files
               for entry in json.loads(path.read_text(encoding="utf-8"))]
    unplaced: list[str] = []
    for language in LANGUAGES:
        tree = ET.parse(ts_path(language))
        found: dict[tuple[str, str], ET.Element] = {}
        for context in tree.getroot().iter("context"):
            name = context.findtext("name") or ""
            for element in context.iter("message"):
                found[(name, element.findtext("source") or "")] = element
        for entry in entries:
            if language not in entry:
                continue
            element = found.get((entry["context"], entry["source"]))
            if element is None:
                unplaced.append(f"wari_{language}.ts: {entry['context']}: {entry['source']!r}")
                continue
            _set_translation(element, entry[language])
        tree.write(ts_path(language), encoding="utf-8", xml_declaration=True)
    return unplaced


def apply(files: list[Path]) -> int:
    update()
    unplaced = apply_translations(files)
    for line in unplaced:
        print(f"not in the source, left out: {line}")
    return update()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="change nothing; list what is left to translate and exit 1 "
                             "if anything is")
    parser.add_argument("--apply", nargs="+", type=Path, metavar="FILE.json",
                        help="write the translations of these JSON files, then compile")
    args = parser.parse_args(argv)
    if args.apply:
        return apply(args.apply)
    return check() if args.check else update()


if __name__ == "__main__":
    sys.exit(main())
