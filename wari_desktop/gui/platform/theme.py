"""The window's colours around the board: a dark table green with warm ivory text. Every
message box over the window (a question, the About box) takes the same colours."""

WINDOW_STYLE = """
QMainWindow { background: #13211c; }
QMenuBar { background: #13211c; color: #e6dcc6; padding: 2px 4px; }
QMenuBar::item { background: transparent; padding: 4px 10px; border-radius: 4px; }
QMenuBar::item:selected { background: #2f4a3f; }
QStatusBar { background: #13211c; color: #e6dcc6; border-top: 1px solid #2a3f36; }
QStatusBar QLabel { color: #e6dcc6; font-size: 14px; padding: 3px 8px; }
QStatusBar::item { border: none; }
QMessageBox { background: #13211c; }
QMessageBox QLabel { color: #e6dcc6; font-size: 14px; }
QMessageBox QLabel#qt_msgbox_label { color: #f3e7cc; }
QMessageBox QPushButton {
    background: #2a4338; color: #e6dcc6; border: 1px solid #3d5c4f; border-radius: 6px;
    padding: 6px 16px; min-width: 64px;
}
QMessageBox QPushButton:hover { background: #35584a; border-color: #c8a45c; }
QMessageBox QPushButton:pressed { background: #1d342b; }
QMessageBox QPushButton:default { border-color: #c8a45c; background: #3c5a3f; }
QMessageBox QDialogButtonBox { dialogbuttonbox-buttons-have-icons: 0; }
"""
