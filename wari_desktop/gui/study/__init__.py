"""Studying games beside the board: ``study`` makes the parts below and wires them into
the main window's menus; the live analysis (``analysis_control`` deciding what is
analysed, ``analysis_dock`` showing it, ``analysis_runner`` running it); the game review
(``review_control``, ``review_runner``, ``review_window`` with its ``review_graph``); the
computer against itself, "Move now" and the computer's thinking (``watch``); the board
editor of Game, Set Up Position (``position_editor``, with its board in ``editor_board``);
and ``thinking_jobs``, the engine threads (one job at a time) that the analysis and the
review share. It may import ``game``, ``platform``, ``board`` and ``dialogs``, and names
the main window (``window``) only for type checking: the window hands itself over.
"""
