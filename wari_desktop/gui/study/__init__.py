"""Studying games beside the board: ``study`` makes the parts below and hands each the
window's narrow door (``session.host.Host``); the live analysis (``analysis_control``
deciding what is analysed, ``analysis_dock`` showing it, ``analysis_runner`` running it);
the board editor of Game, Set Up Position (``editor_control`` opening ``position_editor``,
with its board in ``editor_board``); the game review (``review_control``,
``review_runner``, ``review_window`` with its ``review_graph``, docked below the board);
the room the docks take from the board (``dock_room``); the computer against
itself, "Move now" and the computer's thinking (``watch``); and ``thinking_jobs``, the
engine threads (one job at a time) that the analysis and the review share. It may import
``game``, ``platform``, ``board``, ``dialogs`` and ``session``, never ``learn`` or
``window``.
"""
