"""The program's place on the machine and the desktop: the player's settings
(``settings``) and name (``player_name``), sound, the languages (``i18n``), the palette,
fonts and style sheets (``theme``), large text (``text_scale``, ``indicator_style``),
windows that fit the screen (``screen_fit``), dialogs that do not outlive their answer
(``modal``), the system's Open and Save dialogs (``file_dialogs``), recent files,
autosave, Qt's console messages (``qt_messages``) and quitting on a signal
(``quit_signals``). Nothing here knows a window of the game: it may import ``game``
(autosave keeps a ``GameModel``'s game) and nothing else of ``gui``; every room may
import it.
"""
