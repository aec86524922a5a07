"""What the window offers the other rooms: ``document`` (the ``GameDocument``, the record
being played and edited: its file, its unsaved moves, its tags and comments, the autosave)
and ``host`` (the ``Host`` protocol, the narrow door through which the study and learning
controllers reach the window: the model, the settings, the document, starting a game,
showing a ply, asking to leave the game, named menu slots, panel places and docks). It may
import ``game``, ``board`` and ``platform``; the rooms with controllers (``study``,
``learn``) import it, and the window implements it.
"""
