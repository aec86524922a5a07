"""Playing a person on the local network, without Qt: host a game with the referee of
``wari-server`` in process (``host.LanHost``, a join code from ``code``), open it and take
a seat over the ordinary protocol (``table``), announce it and find the games announced
nearby with DNS-SD ``_wari._tcp`` (``announce``, ``browse``, ``summary``; limited to the
interfaces of ``WARI_LAN_INTERFACES``: ``interfaces``), and read an address and a code
typed by hand (``join``; what is wrong with it: ``problems``, for the window to say in
the player's language).

Nothing here touches the network at import: discovery starts only at
``Announcement.start`` or ``GameBrowser.start`` and stops at their ``stop``. It may import
``server``, ``client``, ``protocol``, ``rules``, ``notation`` and the helpers; never Qt.
"""

from .announce import Announcement
from .browse import GameBrowser
from .code import new_code, normalize_code
from .host import LAN_PORT, LanHost
from .interfaces import ENV_VAR, InterfaceSettingError, chosen_interfaces
from .join import JoinTarget, parse_address, parse_join
from .problems import JoinInputError, JoinProblem
from .summary import SERVICE_TYPE, AnnouncedGame
from .table import HostMisbehaved, NoOpenGame, open_table, table_name, take_seat

__all__ = [
    "ENV_VAR",
    "LAN_PORT",
    "SERVICE_TYPE",
    "AnnouncedGame",
    "Announcement",
    "GameBrowser",
    "HostMisbehaved",
    "InterfaceSettingError",
    "JoinInputError",
    "JoinProblem",
    "JoinTarget",
    "LanHost",
    "NoOpenGame",
    "chosen_interfaces",
    "new_code",
    "normalize_code",
    "open_table",
    "parse_address",
    "parse_join",
    "table_name",
    "take_seat",
]
