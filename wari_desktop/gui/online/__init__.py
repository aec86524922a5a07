"""Playing people on a ``wari-server`` from the window: ``connection`` (the
``OnlineConnection``, a ``client.ThreadedClient`` whose frames, answers and connection
states arrive as Qt signals on the GUI thread: the window never waits on the network),
``credentials`` (the server's address kept in the settings, the sign-in token in the
system's keyring where there is one, never a password on disk), ``sign_in_flow`` (from
the form's request to signed in, keeping what may be kept), ``refusals`` (a refused
request in words), ``lobby_models`` (the lobby's open seeks, players online and games in
progress as table models), and the lobby window: ``sign_in_form``, ``seek_form`` and
``lobby_window`` (opened by ``lobby_window.open_lobby``). A person on another computer
chosen in New Game: ``remote_start`` opens the host's waiting dialog (``host_dialog``),
the join dialog (``join_dialog``; both in ``lan_dialogs``, sharing ``lan_common``, their
sentences in ``lan_texts``, a game nearby's line in ``lan_list``, their look in
``lan_style``) or a server's lobby, and hands each game to the window's ``OnlineGames``.

It may import ``game``, ``platform``, ``board``, ``dialogs`` and ``session`` of ``gui``
(and the Qt-free ``client``, ``protocol`` and ``server`` parts), never ``learn``,
``study`` or ``window``; the window may import it.
"""
