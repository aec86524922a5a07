"""The arena: engine against engine, with our rules as the referee (``match``), and the
opponents from outside the program (``openspiel_bot``: OpenSpiel's MCTS; any program
speaking Aualé's engine protocol through ``engine.client``).

    python -m wari_desktop.arena --a club --b expert --games 40 --openings 4 --jobs 2

A tool for measuring strength, not part of the game: it may import ``rules``, ``ai`` and
``engine``; nothing in the program imports it.
"""
