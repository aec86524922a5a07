"""The game's dialogs and message boxes, in the dark dialog style: New Game
(``new_game_dialog``, with its choice of a clock, ``clock_choice``), Settings, Keyboard
Shortcuts, Record Details and the message boxes (``message_box``), and the pieces the
dialogs are built from (``dialog_parts``: the combo box with its chevron, the form and
column layouts and the rule options). A dialog
gathers a choice and hands it back; it plays no move itself. Their look is
``platform.theme``'s ``DIALOG_STYLE``. They may import ``game`` and ``platform``, never
``board``, ``learn``, ``study`` or ``window``.
"""
