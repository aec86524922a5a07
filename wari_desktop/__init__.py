"""Wari desktop: Wari (Oware abapa) on a wooden board.

Packages: ``rules`` (the game, no Qt), ``notation`` (OGN records, no Qt) and ``gui``
(the Qt desktop program).
"""

__version__ = "0.1.0"
