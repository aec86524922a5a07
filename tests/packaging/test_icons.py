"""The application icon: the SVG renders at every size, and the ICO and ICNS containers
that build.py writes read back with the sizes their headers announce."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from .helpers import ROOT, load

build = load("build")


@pytest.fixture(scope="module")
def icon_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("icons")
    build.build_icons(out)
    return out


def test_svg_is_valid_for_qt() -> None:
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(build.ICON_SVG))
    assert renderer.isValid()
    assert renderer.defaultSize().width() == renderer.defaultSize().height()


def test_pngs_at_every_size(icon_dir: Path) -> None:
    for size in build.ICON_SIZES:
        data = (icon_dir / f"wari-{size}.png").read_bytes()
        assert build.png_size(data) == (size, size)
        image = QImage.fromData(data)
        assert image.width() == size
        centre = QColor(image.pixel(size // 2, size // 2))
        assert image.pixelColor(size // 2, size // 2).alpha() == 255
        assert centre.value() < 200, "the middle of the icon is the dark carved pit"
        if size >= 32:
            assert image.pixelColor(0, 0).alpha() == 0, "rounded corners are transparent"


def test_small_icon_is_not_a_blur(icon_dir: Path) -> None:
    """At 16 px the pit, the seeds and the wood still differ."""
    image = QImage(str(icon_dir / "wari-16.png"))
    values = {QColor(image.pixel(x, y)).value() // 32
              for x in range(2, 14) for y in range(2, 14)}
    assert len(values) >= 4


def test_ico_reads_back(icon_dir: Path) -> None:
    entries = build.parse_ico((icon_dir / "wari.ico").read_bytes())
    assert [(w, h) for w, h, _ in entries] == [(s, s) for s in build.ICO_SIZES]
    for width, height, data in entries:
        assert build.png_size(data) == (width, height)


def test_qt_reads_the_ico(icon_dir: Path) -> None:
    image = QImage(str(icon_dir / "wari.ico"))
    assert not image.isNull()
    assert image.width() in build.ICO_SIZES


def test_icns_reads_back(icon_dir: Path) -> None:
    entries = build.parse_icns((icon_dir / "wari.icns").read_bytes())
    assert [kind for kind, _ in entries] == list(build.ICNS_TYPES)
    for kind, data in entries:
        size = build.ICNS_TYPES[kind]
        assert build.png_size(data) == (size, size), kind


def test_containers_from_made_up_pngs() -> None:
    def fake_png(size: int) -> bytes:
        return (b"\x89PNG\r\n\x1a\n" + struct.pack(">I", 13) + b"IHDR"
                + struct.pack(">II", size, size) + b"\x08\x06\x00\x00\x00")

    pngs = {size: fake_png(size) for size in (16, 256)}
    ico = build.ico_bytes(pngs)
    assert ico[6] == 16 and ico[6 + 16] == 0  # 256 px is written as 0
    assert [(w, d) for w, _, d in build.parse_ico(ico)] == [(16, pngs[16]), (256, pngs[256])]
    with pytest.raises(ValueError):
        build.ico_bytes({512: fake_png(512)})
    icns = build.icns_bytes(pngs)
    assert struct.unpack(">I", icns[4:8])[0] == len(icns)
    assert build.parse_icns(icns) == [("icp4", pngs[16]), ("ic08", pngs[256]),
                                      ("ic13", pngs[256])]  # 128 pt at 2x
    with pytest.raises(ValueError):
        build.parse_icns(icns[:-1])
    with pytest.raises(ValueError):
        build.png_size(b"GIF89a" + bytes(20))


def test_committed_pngs_match_the_sizes() -> None:
    """``resources/icons/wari-<n>.png`` (what the window and the bundle use) exist at
    every size; ``python packaging/build.py --icons-only`` re-renders them."""
    for size in build.ICON_SIZES:
        path = ROOT / "resources" / "icons" / f"wari-{size}.png"
        assert build.png_size(path.read_bytes()) == (size, size)
