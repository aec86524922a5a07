"""The look of the host and join dialogs beside the dialogs' own (``platform.theme``):
the join code large and gold, so it can be read across a table, and the list of games
nearby like the lobby's tables."""

from __future__ import annotations

from ..platform.theme import (
    AMBER,
    BOX_EDGE,
    CREAM,
    DISABLED,
    FIELD,
    GOLD,
    GOLD_LIGHT,
    HOVER,
    IVORY,
    PANEL,
)

LAN_STYLE = f"""
QLabel#joinCode {{ color: {GOLD_LIGHT}; font-size: 44px; font-weight: 700;
    letter-spacing: 4px; background: {FIELD}; border: 1px solid {BOX_EDGE};
    border-radius: 8px; padding: 6px 18px; }}
QLabel#joinCode:focus, QLabel#address:focus {{ border: 2px solid {GOLD}; }}
QLabel#address {{ color: {IVORY}; font-size: 20px; font-weight: 600; padding: 2px 4px; }}
QListWidget {{ background: {PANEL}; color: {IVORY}; border: 1px solid {BOX_EDGE};
    border-radius: 6px; padding: 4px; }}
QListWidget:focus {{ border: 2px solid {CREAM}; }}
QListWidget::item {{ padding: 5px 8px; }}
QListWidget::item:selected {{ background: {HOVER}; }}
QLabel#lanMessage {{ color: {AMBER}; }}
QListWidget::item:disabled {{ color: {DISABLED}; }}
"""
