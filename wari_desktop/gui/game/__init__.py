"""The game as the window holds it: ``game_model`` (the ``GameModel`` QObject that owns the
``Game`` and the two seats, a person or the computer at a level, and runs the computer's
search off the GUI thread), ``early_end`` (how it ended off the board: a resignation, a
loss on time, a stop), ``seats`` (who plays each side, why a move is refused),
``game_clock`` (the clocks of a timed game, which the model
runs), ``workers`` (the kept worker threads it runs on), ``texts``
(the game's translated words: sides, levels, endings, results, refusals) and
``move_numbers`` (how a move is named: its row of the move list and its side). It is the floor
of ``gui``: it may import ``wari_desktop.rules``, ``ai`` and ``notation``, and nothing else
of ``gui``; every other room may import it.
"""
