"""The main window and what it is made of: ``main_window`` (the board, the panel and the
wiring; it is the ``Host`` the other rooms' controllers are given), the menus declared
once with their named slots (``menus``) and the window's own commands in them
(``commands``), opening and saving (``files``), Open Recent (``recent_menu``), the Help
pages (``help_pages``), settings changed from the menus (``preferences``), the panel
beside the board (``side_panel``) with its move list (``move_list``), what the panel and
the board's plates say (``display``), the clocks on the cards (``clock_display``), the
watcher holding them while the board cannot be played (``clock_guard``), the
moves clicked or typed (``play_input``), what a screen reader hears as the game goes
(``announcer``) and menu mnemonics (``mnemonics``).
This is the top of ``gui``: it may import every other room, and no room imports it.
"""
