"""The Qt desktop program: the application, the main window and the board widget.

Thin Qt code: the rules live in ``wari_desktop.rules``; widgets show what they are given.
"""
