"""Playing a person on this network: the host's waiting dialog (``host_dialog``) and the
joiner's dialog (``join_dialog``), sharing ``lan_common``.

``HostDialog`` starts a ``lan.LanHost`` (the server's referee in this program) and
announces the game (``lan.Announcement``), both on threads of their own since they block
for seconds; it shows the address and the join code, the host's own ``OnlineConnection``
comes in with the code and opens the game on the host's terms, and when the other player
takes the seat the ``game`` frame goes to ``games.play``. Cancel stops hosting and the
announcement.

``JoinDialog`` lists the games announced nearby (a ``lan.GameBrowser`` that runs only
while the dialog is open; its callbacks come on zeroconf's thread and reach the list by
queued signals), and takes an address and a code typed by hand (``lan.parse_join``). Join
comes in with the code and takes the seat (``lan.take_seat`` on the connection's own
thread); the ``game`` frame goes to ``games.play``.

The rule: nothing here waits on the network on the GUI thread, and nothing from the
network is trusted: a host that answers what is not a game, a server of another version,
a wrong code each get a sentence (``lan_texts``) and change nothing.
"""

from .host_dialog import HostDialog, HostedTable
from .join_dialog import JoinDialog
from .lan_common import OnlineGames

__all__ = ["HostDialog", "HostedTable", "JoinDialog", "OnlineGames"]
