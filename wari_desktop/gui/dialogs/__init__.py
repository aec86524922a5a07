"""The game's dialogs and message boxes, in the dark dialog style: New Game
(``new_game_dialog``, with its choice of a clock, ``clock_choice``), Settings, Keyboard
Shortcuts, Record Details, Your Rating (``rating_dialog``, with its chart,
``rating_chart``) and the message boxes (``message_box``), and the pieces the dialogs are
built from (``dialog_parts``: the combo box with its chevron, the form and column layouts
and the rule options). A dialog
gathers a choice and hands it back; it plays no move itself. Their look is
``platform.theme``'s ``DIALOG_STYLE``. They may import ``game`` and ``platform`` (and the
Qt-free ``wari_desktop.rating``), never ``board``, ``learn``, ``study`` or ``window``.
"""
