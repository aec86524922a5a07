"""``wari-bot``: any engine that speaks Aualé's engine protocol (``wari-engine``, Aalina)
playing on a ``wari-server`` as a bot account, as lichess-bot does for chess. It uses the
client library (``wari_desktop.client``), runs the engine through ``engine.client``, and
follows each game with our own rules package. No Qt.

    bot = Bot(BotSettings("ws://127.0.0.1:7531/", token, OpponentSpec("wari-engine")))
    await bot.run()        # accepts challenges and plays until stopped
"""

from .bot import Bot, BotError, BotSettings
from .table import BotGame

__all__ = ["Bot", "BotError", "BotGame", "BotSettings"]
