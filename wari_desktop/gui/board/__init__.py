"""The board on screen: its geometry (``board_geometry``), where seeds lie in a pit
(``wari_desktop.seed_layout``, shared with the server's website), the painting of wood,
pits and seeds (``board_painter``) and of the
result's banner (``banner_painter``), the ``QGraphicsScene`` and the view that animates
each move (``board_scene``, with where each pit lies in ``pit_layout``, and
``board_view``), the timing of that animation (``choreography``), the house list model
the view reads (``house_model``), the position the screen shows while a move is animated
(``displayed``) and the keys that play on the board from anywhere in the window
(``keyboard``). The board shows what it is given and knows nothing of windows or dialogs:
it may import ``game`` and ``platform``, never ``dialogs``, ``learn``, ``study`` or
``window``.
"""
