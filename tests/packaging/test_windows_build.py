"""The Windows build under Wine (``packaging/windows_build.py``, ``check_windows.py``):
its pure helpers, the 64-bit installer option and the test-only ``icuuc.dll`` stand-in.
The build and the check themselves run in ``packaging/ci.sh`` (minutes, not seconds)."""

from __future__ import annotations

import shutil
import struct
import subprocess
from pathlib import Path

import pytest

from .helpers import PACKAGING, ROOT, load

build = load("build")
windows = load("windows_build")
check_windows = load("check_windows")

#: ``python311._pth`` as the embeddable CPython 3.11.9 ships it.
SHIPPED_PTH = "python311.zip\n.\n\n# Uncomment to run site.main() automatically\n#import site\n"


def test_linux_paths_have_wine_names_on_drive_z() -> None:
    assert windows.windows_path("/tmp/a b/x.png") == "Z:\\tmp\\a b\\x.png"
    assert windows.windows_path(Path("/")) == "Z:\\"


def test_drive_c_paths_lie_in_the_prefix(tmp_path: Path) -> None:
    path = windows.prefix_path(tmp_path, "C:\\Program Files\\Wari\\wari.exe")
    assert path == tmp_path / "drive_c" / "Program Files" / "Wari" / "wari.exe"
    with pytest.raises(ValueError, match="drive C"):
        windows.prefix_path(tmp_path, "D:\\games")


def test_pth_adds_site_packages_and_imports_site() -> None:
    edited = windows.site_pth(SHIPPED_PTH)
    assert edited == "python311.zip\n.\nLib\\site-packages\nimport site\n"
    assert windows.site_pth(edited) == edited


def test_requirements_add_the_windows_only_tools_and_the_wine_pins() -> None:
    assert windows.requirement_lines("# tools\npyinstaller>=6.10,<7  # the bundler\n\n") == [
        "pyinstaller>=6.10,<7"]
    wanted = windows.project_requirements()
    assert any(r.startswith("PySide6-Essentials") for r in wanted)
    assert any(r.startswith("pyinstaller") for r in wanted)
    assert {"pefile", "pywin32-ctypes", "numpy==1.26.4"} <= set(wanted)


def test_pip_downloads_binary_wheels_for_64_bit_windows(tmp_path: Path) -> None:
    command = windows.pip_download_command("python", ["tqdm"], tmp_path)
    assert command[:4] == ["python", "-m", "pip", "download"]
    assert "--only-binary=:all:" in command
    for option, value in (("--platform", "win_amd64"), ("--python-version", "3.11"),
                          ("--implementation", "cp"), ("--dest", str(tmp_path))):
        assert command[command.index(option) + 1] == value
    assert command[-1] == "tqdm"


def test_a_changed_wheel_means_a_new_install(tmp_path: Path) -> None:
    wheel = tmp_path / "tqdm-4.70.1-py3-none-any.whl"
    wheel.write_bytes(b"x" * 10)
    first = windows.wheels_stamp([wheel], "a")
    assert windows.wheels_stamp([wheel], "a") == first
    assert windows.wheels_stamp([wheel], "b") != first
    wheel.write_bytes(b"x" * 11)
    assert windows.wheels_stamp([wheel], "a") != first


def test_pyinstaller_gets_windows_paths(tmp_path: Path) -> None:
    env = windows.pyinstaller_env("0.1.0", tmp_path / "t.bin", tmp_path, ffmpeg=False)
    assert env["WARI_ENDGAME_FILE"].startswith("Z:\\") and env["WARI_ENDGAME_FILE"].endswith(
        "\\t.bin")
    assert env["WARI_FFMPEG"] == ""
    assert windows.pyinstaller_env("0.1.0", None, tmp_path, ffmpeg=True)[
        "WARI_ENDGAME_FILE"] == ""
    assert env["WARI_CORE_LIBRARY"] == ""
    with_core = windows.pyinstaller_env("0.1.0", None, tmp_path, ffmpeg=False,
                                        core=tmp_path / "_csearch_core.dll")
    assert with_core["WARI_CORE_LIBRARY"].endswith("\\_csearch_core.dll")
    assert with_core["WARI_REQUIRE_CCORE"] == "1"  # a build given a core must bundle it
    assert with_core["WARI_ENDGAME_CORE_LIBRARY"] == ""
    both = windows.pyinstaller_env("0.1.0", None, tmp_path, ffmpeg=False,
                                   core=tmp_path / "_csearch_core.dll",
                                   endgame_core=tmp_path / "_endgame_core.dll")
    assert both["WARI_ENDGAME_CORE_LIBRARY"].endswith("\\_endgame_core.dll")
    assert both["WARI_PAIRING_BINARY"] == ""
    engine = windows.pyinstaller_env("0.1.0", None, tmp_path, ffmpeg=False,
                                     pairing=tmp_path / "bbpPairings.exe")
    assert engine["WARI_PAIRING_BINARY"].endswith("\\bbpPairings.exe")


def test_api_set_warnings_are_noise_and_others_are_not() -> None:
    assert windows.noise("WARNING: Library not found: could not resolve "
                         "'api-ms-win-crt-heap-l1-1-0.dll', dependency of 'x.dll'.")
    assert not windows.noise("WARNING: Library not found: could not resolve 'Qt6Core.dll'")


def test_wine_environment_has_no_display_and_no_prompts(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DISPLAY", ":0")
    env = windows.wine_env(tmp_path, {"QT_QPA_PLATFORM": "offscreen"})
    assert env["WINEPREFIX"] == str(tmp_path) and "DISPLAY" not in env
    assert env["WINEDLLOVERRIDES"] == "mscoree,mshtml=;winedbg.exe=d"
    assert env["QT_QPA_PLATFORM"] == "offscreen"


REG_OUTPUT = (
    "\r\nHKEY_LOCAL_MACHINE\\Software\\Classes\\WariDesktop.Game\\shell\\open\\command\r\n"
    '    (Default)    REG_SZ    "C:\\Program Files\\Wari\\wari.exe" "%1"\r\n\r\n')


def test_registry_values_are_read_from_reg_query_output() -> None:
    assert windows.parse_reg_query(REG_OUTPUT, None) == '"C:\\Program Files\\Wari\\wari.exe" "%1"'
    assert windows.parse_reg_query(REG_OUTPUT, "DisplayName") is None
    line = "    DisplayName    REG_SZ    Wari\r\n"
    assert windows.parse_reg_query(line, "DisplayName") == "Wari"


def test_the_open_command_puts_the_document_in_place_of_percent_1() -> None:
    template = '"C:\\Program Files\\Wari\\wari.exe" "%1"'
    assert check_windows.open_command(template, "Z:\\tmp\\club night.ogn") == [
        "C:\\Program Files\\Wari\\wari.exe", "Z:\\tmp\\club night.ogn"]
    with pytest.raises(ValueError, match="%1"):
        check_windows.open_command('"C:\\wari.exe"', "x.ogn")


def test_the_installer_is_64_bit_when_made_on_linux() -> None:
    assert build.nsis_target_options("linux") == ["-XTarget amd64-unicode"]
    assert build.nsis_target_options("win32") == []


def pe_machine(data: bytes) -> int:
    """The machine field of a PE file's COFF header (0x8664: x86-64, 0x14c: i386)."""
    (offset,) = struct.unpack_from("<I", data, 0x3C)
    assert data[offset:offset + 4] == b"PE\0\0"
    return int(struct.unpack_from("<H", data, offset + 4)[0])


@pytest.mark.skipif(shutil.which("makensis") is None,
                    reason="makensis not installed (packaging/ci.sh installs nsis)")
def test_makensis_on_linux_builds_a_64_bit_installer(tmp_path: Path) -> None:
    from .test_nsis import icon, stand_in_payload

    payload = stand_in_payload(tmp_path / "payload")
    out = tmp_path / "setup.exe"
    result = subprocess.run(
        ["makensis", "-V2", *build.nsis_target_options("linux"),
         *build.nsis_defines("0.1.0", payload, icon(tmp_path), out),
         str(PACKAGING / "windows" / "wari.nsi")], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert pe_machine(out.read_bytes()) == 0x8664


ICU_IMPORTS_OF_QT = {  # what Qt6Core.dll 6.11 imports from icuuc.dll (objdump -p)
    "ucnv_open", "ucnv_close", "UCNV_FROM_U_CALLBACK_SUBSTITUTE",
    "UCNV_TO_U_CALLBACK_SUBSTITUTE", "ucnv_reset", "ucnv_getMaxCharSize", "ucnv_getName",
    "ucnv_getToUCallBack", "ucnv_getFromUCallBack", "ucnv_setToUCallBack",
    "ucnv_setFromUCallBack", "ucnv_cbToUWriteUChars", "ucnv_toUnicode",
    "ucnv_cbFromUWriteUChars", "ucnv_toUCountPending", "ucnv_fromUCountPending",
    "ucnv_getStandardName", "ucnv_getAvailableName", "ucnv_countAvailable",
    "ucnv_fromUnicode",
}


@pytest.mark.skipif(shutil.which(windows.MINGW_CC) is None,
                    reason="mingw-w64 not installed (packaging/ci.sh installs it)")
def test_icuuc_stand_in_exports_what_qt_imports(tmp_path: Path) -> None:
    dll = windows.compile_icuuc_stub(tmp_path / "icuuc.dll")
    data = dll.read_bytes()
    assert pe_machine(data) == 0x8664
    dump = subprocess.run(["x86_64-w64-mingw32-objdump", "-p", str(dll)],
                          capture_output=True, text=True, check=True).stdout
    exported = {line.split()[-1] for line in dump.split("[Ordinal/Name Pointer] Table")[1]
                .splitlines() if line.strip().startswith("[")}
    assert exported >= ICU_IMPORTS_OF_QT


def test_the_stand_in_is_for_wine_prefixes_only() -> None:
    """The stub lives beside the Wine helpers, and neither the spec nor the installer
    script names it."""
    assert windows.ICUUC_STUB_SOURCE.is_file()
    for path in (PACKAGING / "wari.spec", PACKAGING / "windows" / "wari.nsi"):
        assert "icuuc" not in path.read_text("utf-8").lower()
    assert ROOT in windows.ICUUC_STUB_SOURCE.parents


def exports_and_imports(dll: Path) -> tuple[set[str], set[str]]:
    """The names a DLL exports and the DLLs it imports (mingw-w64's objdump)."""
    dump = subprocess.run(["x86_64-w64-mingw32-objdump", "-p", str(dll)],
                          capture_output=True, text=True, check=True).stdout
    exported = {line.split()[-1] for line in dump.split("[Ordinal/Name Pointer] Table")[1]
                .splitlines() if line.strip().startswith("[")}
    imported = {line.split(":", 1)[1].strip() for line in dump.splitlines()
                if line.strip().startswith("DLL Name:")}
    return exported, imported


@pytest.mark.skipif(shutil.which(windows.MINGW_CC) is None,
                    reason="mingw-w64 not installed (packaging/ci.sh installs it)")
def test_the_search_core_builds_for_windows_as_a_self_contained_dll(tmp_path: Path) -> None:
    """The same C source as on Linux, built by mingw-w64: a 64-bit DLL exporting the
    interface _csearch.py loads, and needing only what every Windows has."""
    dll = windows.build_core(tmp_path / "_csearch_core.dll")
    assert pe_machine(dll.read_bytes()) == 0x8664
    exported, imported = exports_and_imports(dll)
    wanted = {name for name in (ROOT / "wari_desktop" / "ai" / "_csearch.py").read_text(
        "utf-8").split('"') if name.startswith("wari_") and name.isidentifier()}
    assert len(wanted) >= 10 and exported >= wanted
    assert {name.lower() for name in imported} <= {"kernel32.dll", "msvcrt.dll"}


@pytest.mark.skipif(shutil.which(windows.MINGW_CC) is None,
                    reason="mingw-w64 not installed (packaging/ci.sh installs it)")
def test_the_endgame_builder_builds_for_windows_as_a_self_contained_dll(tmp_path: Path
                                                                       ) -> None:
    """The endgame builder's C source, built by mingw-w64: a 64-bit DLL exporting what
    wari_desktop/ai/endgame/_ccore.py loads, needing only what every Windows has."""
    dll = windows.build_core(tmp_path / "_endgame_core.dll", windows.ENDGAME_CORE_SOURCE)
    assert pe_machine(dll.read_bytes()) == 0x8664
    exported, imported = exports_and_imports(dll)
    loader = ROOT / "wari_desktop" / "ai" / "endgame" / "_ccore.py"
    wanted = {name for name in loader.read_text("utf-8").split('"')
              if name.startswith("wari_eg_") and name.isidentifier()}
    assert len(wanted) >= 8 and exported >= wanted
    assert {name.lower() for name in imported} <= {"kernel32.dll", "msvcrt.dll"}


@pytest.mark.skipif(shutil.which(windows.MINGW_CXX) is None,
                    reason="mingw-w64's g++ not installed (packaging/ci.sh installs it)")
def test_the_pairing_engine_builds_for_windows_as_a_self_contained_program(
        tmp_path: Path) -> None:
    """bbpPairings' unmodified source, built by mingw-w64's g++ with setup.py's version: a
    64-bit program needing only what every Windows has."""
    exe = windows.build_pairing_engine(tmp_path / "bbpPairings.exe")
    assert exe is not None and pe_machine(exe.read_bytes()) == 0x8664
    dump = subprocess.run(["x86_64-w64-mingw32-objdump", "-p", str(exe)],
                          capture_output=True, text=True, check=True).stdout
    imported = {line.split(":", 1)[1].strip().lower() for line in dump.splitlines()
                if line.strip().startswith("DLL Name:")}
    assert imported <= {"kernel32.dll", "msvcrt.dll"}
    setup = (ROOT / "setup.py").read_text("utf-8")
    version = setup.split('PAIRING_VERSION = "')[1].split('"')[0]
    assert f"-DVERSION_INFO={version}" in windows.PAIRING_FLAGS


def test_the_installer_removes_the_engine_it_installs() -> None:
    script = (PACKAGING / "windows" / "wari.nsi").read_text("utf-8")
    assert '!define ENGINE_EXE "wari-engine.exe"' in script
    assert 'Delete "$INSTDIR\\${ENGINE_EXE}"' in script
