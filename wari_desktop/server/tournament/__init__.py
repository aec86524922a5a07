"""Tournaments on the server (issue "Clubs"), built piece by piece, with no Qt and no
network: the pairing tables and the standings are plain functions over plain values, so
the server, a bot and a web page read them alike.

- ``berger``: the round-robin schedule of FIDE's Berger tables (single or double).
- ``standings``: scores (win 1, draw 1/2, loss 0) and the tie-breaks.
- ``arena``: the arena's scoring (win 2, draw 1, streaks), its pairing passes and its
  standings.
- ``exports``: the standings as CSV and all games of a tournament as one OGN file.
"""
