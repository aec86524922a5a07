"""Learning the game: Help, Lessons (``lessons_window``, with what the player has solved in
``lesson_progress``; the lessons themselves are ``wari_desktop.lessons``) and the rules of
Wari with their worked examples (``rules_window``) on small boards (``mini_board``, which
the lessons use too). It may import ``game``, ``platform``, ``board`` and ``dialogs``, never
``study`` or ``window`` (the window's Help menu opens these windows, not the other way
round).
"""
