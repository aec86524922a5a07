"""The main window and what it is made of: ``main_window`` (the board, the panel and the
menus, wired to the game model), the panel beside the board (``side_panel``) with its
move list (``move_list``), what a screen reader hears as the game goes (``announcer``),
menu mnemonics (``mnemonics``) and the Help, Lessons and other convenience actions of the
menus (``learning``; the lessons themselves are in ``learn``). This is the top of ``gui``:
it may import every other room, and no room imports it at run time.
"""
