"""The window's colours around the board: a dark table green with warm ivory text."""

WINDOW_STYLE = """
QMainWindow { background: #13211c; }
QMenuBar { background: #13211c; color: #e6dcc6; padding: 2px 4px; }
QMenuBar::item { background: transparent; padding: 4px 10px; border-radius: 4px; }
QMenuBar::item:selected { background: #2f4a3f; }
QStatusBar { background: #13211c; color: #e6dcc6; border-top: 1px solid #2a3f36; }
QStatusBar QLabel { color: #e6dcc6; font-size: 14px; padding: 3px 8px; }
QStatusBar::item { border: none; }
"""
