"""The engine for other programs: ``wari-engine`` speaks, on standard input and output,
the text protocol Aualé uses for its engines (UCI keywords, Oware moves and positions).

- ``commands``: reading ``position``/``go``/``setoption`` and writing ``info`` (no I/O);
- ``options``: Hash, Threads, OwnBook and Level;
- ``session``: one conversation, the search on a thread;
- ``client``: the other side, a program speaking the protocol as a match opponent.

The search is ``wari_desktop.ai``'s public one (``analyse``, ``think``), whichever core
it runs on.
"""
