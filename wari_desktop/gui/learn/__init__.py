"""Learning the game: Help, Lessons (``lessons_control`` putting the action in the Help
menu through the window's narrow door and offering the lessons on the first start;
``lessons_window``, with what the player has solved in ``lesson_progress``; the lessons
themselves are ``wari_desktop.lessons``) and the rules of Wari with their worked examples
(``rules_window``) on small boards (``mini_board``, which the lessons use too). It may
import ``game``, ``platform``, ``board``, ``dialogs`` and ``session``, never ``study`` or
``window``.
"""
