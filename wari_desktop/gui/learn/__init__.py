"""Learning the game: Help, Lessons (``lessons_window``, with what the player has solved in
``lesson_progress``; the lessons themselves are ``wari_desktop.lessons``) and the rules of
Wari with their worked examples on small boards (``rules_window``). It may import
``game``, ``platform``, ``board`` and ``dialogs``, never ``study`` or ``window`` (the
window's Help menu opens these windows, not the other way round).
"""
