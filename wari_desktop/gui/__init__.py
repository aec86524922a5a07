"""The Qt desktop program, in rooms: ``app`` (the application object) at the top, then

* ``window``: the main window, its side panel, move list, menus and announcer;
* ``board``: the board on screen, its painting, scene, view and animation;
* ``study``: the analysis, the game review, the computer against itself, the board editor;
* ``learn``: the lessons and the rules window;
* ``dialogs``: New Game, Settings, Keyboard Shortcuts, Record Details, message boxes;
* ``game``: the game model, the computer's worker threads and the game's words;
* ``platform``: settings, sound, languages, theme, text size, files, autosave, signals.

Each room's ``__init__`` says what lives there and what it may import. Thin Qt code: the
rules live in ``wari_desktop.rules``; widgets show what they are given.
"""
