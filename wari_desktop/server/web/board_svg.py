"""The board as an inline SVG picture, with the program's look: warm grained wood on a
dark green table, carved bowls, glossy seeds, ivory count badges, engraved letters and
the players' names on the table above and below.

The proportions are the program's (``gui/board/board_geometry``), in a scene of
``SCENE_W`` by ``SCENE_H`` units where the pitch (from one house to the next) is 100:
seen from South, North's houses ``f e d c b a`` on the top row, South's ``A`` to ``F`` on
the bottom row, North's store at the left end and South's at the right. Names are escaped
(``markupsafe``); everything else written here is numbers and fixed text.

    svg = board_svg(BoardScene(houses, stores, ("Ama", "Kofi"), to_move=0, last=2))
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from markupsafe import Markup, escape

from ...seed_layout import seed_scale, seed_spots

LETTERS = "ABCDEFabcdef"
P = 100.0  # the pitch
EDGE, STORE_W, STORE_GAP = 0.3 * P, 1.0 * P, 0.2 * P
BOARD_W, BOARD_H = 2 * (EDGE + STORE_W + STORE_GAP) + 6 * P, 3.1 * P
LABEL_BAND, TOP_PAD, ROW_GAP, HOUSE_R = 0.36 * P, 0.14 * P, 0.1 * P, 0.44 * P
PLATE_H, PLATE_GAP, MARGIN = 0.42 * P, 0.14 * P, 0.3 * P
SCENE_W = BOARD_W + 2 * MARGIN
SCENE_H = BOARD_H + 2 * (PLATE_H + PLATE_GAP) + 2 * MARGIN
LEFT, TOP = MARGIN, MARGIN + PLATE_H + PLATE_GAP
HOUSE_SEEDS_DRAWN, STORE_SEEDS_DRAWN = 32, 48
SEED_RX, SEED_RY = 0.1 * P, 0.076 * P

WOOD = ("#94511f", "#b9733a", "#c88a4c", "#9f5b27")
SEED_TINTS = ("#d9cdb4", "#bfae8e", "#a8a493", "#c9b79a")
PLATE_TEXT, PLATE_ACTIVE = "#d9cbb0", "#ffd36b"
SERIF = "Georgia, 'Palatino Linotype', 'Book Antiqua', 'DejaVu Serif', serif"
SANS = "'Segoe UI', 'Helvetica Neue', Cantarell, 'DejaVu Sans', sans-serif"


@dataclass(frozen=True, slots=True)
class BoardScene:
    """What the picture shows: 12 counts (A-F, a-f), the stores (South's, North's), the
    names (South's, North's), the side to move (0 South, 1 North, None: nobody) and the
    house the last move was played from (None: none)."""

    houses: tuple[int, ...]
    stores: tuple[int, int]
    names: tuple[str, str]
    to_move: int | None = None
    last: int | None = None
    to_move_text: str = "to move"


def house_center(house: int) -> tuple[float, float]:
    """The centre of house ``house`` (0-11, A-F then a-f) in the scene."""
    first = EDGE + STORE_W + STORE_GAP
    north_y = TOP_PAD + LABEL_BAND + 0.5 * P
    if house < 6:
        return LEFT + first + (house + 0.5) * P, TOP + north_y + P + ROW_GAP
    return LEFT + first + (11 - house + 0.5) * P, TOP + north_y


def store_box(player: int) -> tuple[float, float, float, float]:
    """The store of ``player`` (0 South, at the right; 1 North, at the left): x, y, w, h."""
    north_y = TOP_PAD + LABEL_BAND + 0.5 * P
    top, height = north_y - 0.46 * P, P + ROW_GAP + 0.92 * P
    x = BOARD_W - EDGE - STORE_W if player == 0 else EDGE
    return LEFT + x, TOP + top, STORE_W, height


def board_svg(scene: BoardScene) -> Markup:
    """The whole picture as one ``<svg>`` element, scaled to the width it is given."""
    parts = [f'<svg class="board" viewBox="0 0 {SCENE_W:.0f} {SCENE_H:.0f}" role="img" '
             f'aria-label="{escape(_described(scene))}" xmlns="http://www.w3.org/2000/svg">',
             DEFS, _wood()]
    for player in (0, 1):
        x, y, w, h = store_box(player)
        parts.append(_pit(x + w / 2, y + h / 2, w / 2, h / 2, "store"))
        parts.append(_seeds(12 + player, scene.stores[player], (x, y, w, h),
                            STORE_SEEDS_DRAWN))
    for house in range(12):
        cx, cy = house_center(house)
        if house == scene.last:
            parts.append(_last_mark(cx, cy))
        parts.append(_pit(cx, cy, HOUSE_R, HOUSE_R, "pit"))
        box = (cx - HOUSE_R, cy - HOUSE_R, 2 * HOUSE_R, 2 * HOUSE_R)
        parts.append(_seeds(house, scene.houses[house], box, HOUSE_SEEDS_DRAWN))
        parts.append(_letter(house))
        offset = HOUSE_R * 0.74
        parts.append(_count(cx + offset, cy + (offset if house < 6 else -offset),
                            scene.houses[house], 1.0))
    parts.extend(_store_counts(scene.stores))
    parts.extend(_plates(scene))
    parts.append("</svg>")
    return Markup("".join(parts))


def _described(scene: BoardScene) -> str:
    """The picture in words, for screen readers."""
    south = " ".join(str(n) for n in scene.houses[:6])
    north = " ".join(str(n) for n in scene.houses[6:])
    return (f"Board: South {scene.names[0]} A-F {south}, store {scene.stores[0]}; "
            f"North {scene.names[1]} a-f {north}, store {scene.stores[1]}")


def _shade(color: str, factor: float) -> str:
    """``color`` lighter (``factor`` > 1: towards white once a channel is full) or
    darker (< 1), as Qt's ``lighter`` and ``darker`` roughly do."""
    rgb = [int(color[i:i + 2], 16) for i in (1, 3, 5)]
    scaled = [channel * factor for channel in rgb]
    spill = max(0.0, max(scaled) - 255) / 255
    mixed = [min(255.0, value + (255 - value) * spill) for value in scaled]
    return "#" + "".join(f"{round(value):02x}" for value in mixed)


DEFS = (
    "<defs>"
    '<linearGradient id="wood" x1="0" y1="0" x2="1" y2="1">'
    + "".join(f'<stop offset="{o}" stop-color="{c}"/>'
              for o, c in zip((0, 0.35, 0.62, 1), WOOD, strict=True))
    + "</linearGradient>"
    '<linearGradient id="sheen" x1="0" y1="0" x2="0" y2="1">'
    '<stop offset="0" stop-color="#ffebc8" stop-opacity=".18"/>'
    '<stop offset=".45" stop-color="#ffebc8" stop-opacity="0"/>'
    '<stop offset="1" stop-color="#280f00" stop-opacity=".24"/></linearGradient>'
    '<linearGradient id="bevel" x1="0" y1="0" x2="0" y2="1">'
    '<stop offset="0" stop-color="#ffdcaa" stop-opacity=".59"/>'
    '<stop offset=".5" stop-color="#783c14" stop-opacity=".24"/>'
    '<stop offset="1" stop-color="#280f00" stop-opacity=".67"/></linearGradient>'
    '<radialGradient id="floor" cx=".5" cy=".64" r=".62">'
    '<stop offset="0" stop-color="#7b4620"/><stop offset=".75" stop-color="#4f2a10"/>'
    '<stop offset="1" stop-color="#3d200c"/></radialGradient>'
    + "".join(
        f'<linearGradient id="shade-{kind}" x1="0" y1="0" x2="0" y2="1">'
        f'<stop offset="0" stop-color="#120600" stop-opacity=".75"/>'
        f'<stop offset="{0.5 * reach:.2f}" stop-color="#120600" stop-opacity="0"/>'
        f'<stop offset="{1 - 0.15 * reach:.2f}" stop-color="#ffc88c" stop-opacity="0"/>'
        f'<stop offset="1" stop-color="#ffc88c" stop-opacity=".22"/></linearGradient>'
        for kind, reach in (("pit", 1.0), ("store", 0.5)))
    + '<linearGradient id="rim" x1="0" y1="0" x2="0" y2="1">'
    '<stop offset="0" stop-color="#281204" stop-opacity=".78"/>'
    '<stop offset=".55" stop-color="#3c1e0a" stop-opacity=".35"/>'
    '<stop offset="1" stop-color="#ffd6a0" stop-opacity=".59"/></linearGradient>'
    '<linearGradient id="badge" x1="0" y1="0" x2="0" y2="1">'
    '<stop offset="0" stop-color="#fff3d9"/><stop offset="1" stop-color="#dbd1ba"/>'
    "</linearGradient>"
    '<radialGradient id="glow"><stop offset="0" stop-color="#ffe18c"/>'
    '<stop offset=".35" stop-color="#ffc85a" stop-opacity=".8"/>'
    '<stop offset="1" stop-color="#ffc85a" stop-opacity="0"/></radialGradient>'
    + "".join(
        f'<radialGradient id="seed{i}" cx=".32" cy=".3" r=".75">'
        f'<stop offset="0" stop-color="{_shade(tint, 1.65)}"/>'
        f'<stop offset=".35" stop-color="{tint}"/>'
        f'<stop offset="1" stop-color="{_shade(tint, 1 / 1.75)}"/></radialGradient>'
        for i, tint in enumerate(SEED_TINTS))
    + "</defs>"
)


@lru_cache(maxsize=1)
def _wood() -> str:
    """The board: a soft shadow on the table, grained wood, a sheen and a bevel (the same
    for every page: made once)."""
    corner = 0.38 * P
    parts = [f'<rect x="{LEFT - g:.1f}" y="{TOP - g * 0.5:.1f}" width="{BOARD_W + 2 * g:.1f}" '
             f'height="{BOARD_H + g * 1.9:.1f}" rx="{corner + g:.1f}" fill="#000" '
             f'fill-opacity=".055"/>' for g in (step * 0.025 * P for step in range(8, 0, -1))]
    parts.append('<clipPath id="board-shape">'
                 f'<rect x="{LEFT}" y="{TOP}" width="{BOARD_W}" height="{BOARD_H}" '
                 f'rx="{corner}"/></clipPath>')
    parts.append(f'<rect x="{LEFT}" y="{TOP}" width="{BOARD_W}" height="{BOARD_H}" '
                 f'rx="{corner}" fill="url(#wood)"/>')
    parts.append(f'<g clip-path="url(#board-shape)" fill="none">{_grain()}</g>')
    parts.append(f'<rect x="{LEFT}" y="{TOP}" width="{BOARD_W}" height="{BOARD_H}" '
                 f'rx="{corner}" fill="url(#sheen)"/>')
    parts.append(f'<rect x="{LEFT + 1.25}" y="{TOP + 1.25}" width="{BOARD_W - 2.5}" '
                 f'height="{BOARD_H - 2.5}" rx="{corner}" fill="none" stroke="url(#bevel)" '
                 f'stroke-width="2.5"/>')
    return "".join(parts)


def _grain() -> str:
    """Wood grain: broad soft streaks, then fine wavy lines in loose bundles; the same on
    every page."""
    rng = random.Random(20240611)
    lines = []
    for _ in range(14):
        y = TOP + rng.uniform(0.0, 1.0) * BOARD_H
        color = "#ffe1b4" if rng.random() < 0.4 else "#46200a"
        lines.append(_grain_line(rng, y, color, rng.randint(8, 20) / 255,
                                 rng.uniform(0.08, 0.3) * P))
    y = TOP
    while y < TOP + BOARD_H:
        y += rng.choice((0.012, 0.02, 0.03, 0.05, 0.09)) * P * 1.6
        lines.append(_grain_line(rng, y, "#46200a", rng.randint(10, 42) / 255,
                                 rng.uniform(0.004, 0.022) * P))
    return "".join(lines)


def _grain_line(rng: random.Random, y: float, color: str, alpha: float, width: float) -> str:
    """One grain line across the board, drifting gently up and down."""
    segments = rng.randint(3, 6)
    step = BOARD_W / segments
    x = LEFT - 0.2 * P
    path = [f"M{x:.1f} {y:.1f}"]
    for _ in range(segments + 1):
        drift = rng.uniform(-0.06, 0.06) * P
        bend = rng.uniform(-0.08, 0.08) * P
        path.append(f"C{x + step / 3:.1f} {y + bend:.1f} {x + 2 * step / 3:.1f} "
                    f"{y + drift - bend:.1f} {x + step:.1f} {y + drift:.1f}")
        x += step
        y += drift
    return (f'<path d="{"".join(path)}" stroke="{color}" stroke-opacity="{alpha:.3f}" '
            f'stroke-width="{width:.2f}"/>')


def _pit(cx: float, cy: float, rx: float, ry: float, kind: str) -> str:
    """A carved bowl lit from above: floor, shadowed upper wall, lit lower rim."""
    shape = f'cx="{cx:.1f}" cy="{cy:.1f}" rx="{rx:.1f}" ry="{ry:.1f}"'
    return (f'<ellipse {shape} fill="url(#floor)"/><ellipse {shape} fill="url(#shade-{kind})"/>'
            f'<ellipse {shape} fill="none" stroke="url(#rim)" stroke-width="3"/>')


def _seeds(pit: int, count: int, box: tuple[float, float, float, float], limit: int) -> str:
    """The seeds of one pit (at most ``limit`` drawn: the count tells the rest)."""
    x, y, w, h = box
    drawn = min(count, limit)
    room = w * h / (2 * HOUSE_R) ** 2
    scale = seed_scale(round(drawn / room))
    room_x = w / 2 - SEED_RX * scale
    room_y = min(h / 2 - SEED_RX * scale, room_x * (1 + count / 14))
    cx, cy = x + w / 2, y + h / 2
    parts = []
    for spot in seed_spots(pit, drawn, drawn):
        rx, ry = SEED_RX * spot.size * scale, SEED_RY * spot.size * scale
        at = f"translate({cx + spot.x * room_x:.1f} {cy + spot.y * room_y:.1f})"
        parts.append(
            f'<g transform="{at}">'
            f'<ellipse cx="{0.12 * rx:.1f}" cy="{0.3 * ry:.1f}" rx="{rx * 1.05:.1f}" '
            f'ry="{ry * 1.05:.1f}" transform="rotate({spot.angle:.0f})" fill="#0f0500" '
            f'fill-opacity=".35"/><g transform="rotate({spot.angle:.0f})">'
            f'<ellipse rx="{rx:.1f}" ry="{ry:.1f}" fill="url(#seed{spot.tint})"/>'
            f'<ellipse cx="{-0.38 * rx:.1f}" cy="{-0.38 * ry:.1f}" rx="{rx * 0.26:.1f}" '
            f'ry="{ry * 0.2:.1f}" fill="#fff" fill-opacity=".59"/></g></g>')
    return "".join(parts)


def _count(cx: float, cy: float, count: int, scale: float) -> str:
    """A seed count on a small ivory disc (a pill for two digits)."""
    text = str(count)
    height = 0.27 * P * scale
    width = max(height, height * (0.5 + 0.33 * len(text)))
    x, y = cx - width / 2, cy - height / 2
    box = f'x="{x:.1f}" width="{width:.1f}" height="{height:.1f}" rx="{height / 2:.1f}"'
    return (f'<rect {box} y="{y + 2:.1f}" fill="#140800" fill-opacity=".35"/>'
            f'<rect {box} y="{y:.1f}" fill="url(#badge)"/>'
            f'<text x="{cx:.1f}" y="{cy + height * 0.24:.1f}" text-anchor="middle" '
            f'font-family="{SANS}" font-weight="700" font-size="{height * 0.68:.1f}" '
            f'fill="#4a2610"{"" if count else " fill-opacity=.47"}>{text}</text>')


def _letter(house: int) -> str:
    """A house letter engraved in the wood, on its side of the board."""
    cx, cy = house_center(house)
    y = cy + (0.5 * P + LABEL_BAND / 2 + 0.04 * P if house < 6 else
              -(0.5 * P + LABEL_BAND / 2))
    size = 0.28 * P * 0.82
    base = y + size * 0.35
    font = f'text-anchor="middle" font-family="{SERIF}" font-weight="700" font-size="{size:.1f}"'
    return (f'<text x="{cx:.1f}" y="{base + 1.2:.1f}" {font} fill="#ffdeaa" '
            f'fill-opacity=".35">{LETTERS[house]}</text>'
            f'<text x="{cx:.1f}" y="{base:.1f}" {font} fill="#46220a" fill-opacity=".78">'
            f"{LETTERS[house]}</text>")


def _store_counts(stores: tuple[int, int]) -> list[str]:
    """Each store's count, on the band of its owner's letters."""
    south_x, _, w, _ = store_box(0)
    north_x, _, _, _ = store_box(1)
    south_y = house_center(0)[1] + 0.5 * P + LABEL_BAND / 2 + 0.04 * P
    north_y = house_center(6)[1] - (0.5 * P + LABEL_BAND / 2)
    return [_count(south_x + w / 2, south_y, stores[0], 1.25),
            _count(north_x + w / 2, north_y, stores[1], 1.25)]


def _last_mark(cx: float, cy: float) -> str:
    """A dashed ring, dark under light, round the house the last move was played from."""
    ring = HOUSE_R + 0.04 * P
    return (f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{ring:.1f}" fill="none" stroke="#1e0c00" '
            f'stroke-opacity=".6" stroke-width="5"/>'
            f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{ring:.1f}" fill="none" stroke="#fff4de" '
            f'stroke-opacity=".92" stroke-width="3" stroke-dasharray="6 4.8"/>')


def _plates(scene: BoardScene) -> list[str]:
    """Each player's name on the table (South's below, North's above), lit with glowing
    markers while it is their turn; a long name is set smaller."""
    found = []
    for player, y in ((0, TOP + BOARD_H + PLATE_GAP + PLATE_H / 2),
                      (1, TOP - PLATE_GAP - PLATE_H / 2)):
        active = scene.to_move == player
        text = f"{scene.names[player]}  ·  {scene.to_move_text}" if active else \
            scene.names[player]
        size = max(12.0, min(0.2 * P * 1.25, 640 / max(1, len(text)) / 0.62))
        half = len(text) * size * 0.3
        found.append(f'<text x="{SCENE_W / 2:.1f}" y="{y + size * 0.35:.1f}" '
                     f'text-anchor="middle" font-family="{SERIF}" font-weight="600" '
                     f'letter-spacing="1" font-size="{size:.1f}" '
                     f'fill="{PLATE_ACTIVE if active else PLATE_TEXT}">{escape(text)}</text>')
        if active:
            found += [f'<circle cx="{SCENE_W / 2 + side * (half + 22):.1f}" cy="{y:.1f}" '
                      f'r="11" fill="url(#glow)"/>' for side in (-1, 1)]
    return found
