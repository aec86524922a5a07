"""The limits on addresses and accounts, the same whichever process a client reached: what
one process counts, it tells the others, which count it too.

Rules:

- **Sign-ins** (attempts and failures, by name and by address), **new accounts** by
  address and **lobby chat lines** by account: each process keeps its own counts
  (``security``, ``lobby_chat``) and, for every one it makes, says so on the bus; the
  others add it to theirs. A limit is then reached on every process at once, give or take
  the bus's delay (a millisecond or so: two attempts in that instant on two processes may
  both pass, never more).
- **Connections of an address** (``per_address``): each process tells the others how many
  connections each address holds on it, as changes gathered over ``ADDRESS_PAUSE``; an
  address's connections on the whole server are its own here plus what the others said.
  A process that joins asks the others for their counts; a process gone (killed, stopped)
  counts no more.
- Behind a reverse proxy the connections come from the proxy and count, once their
  request has come, against the client's address (``X-Forwarded-For``), on every process.
"""

from __future__ import annotations

import asyncio
from collections import Counter, defaultdict
from typing import TYPE_CHECKING, Any

from ...protocol import messages as m

if TYPE_CHECKING:
    from .bus import Bus
    from .door import ServerDoor

#: Seconds over which changes of the addresses' connections are gathered into one message.
ADDRESS_PAUSE = 0.1


class SharedLimits:
    """This process's side of the shared limits (see the module's rules)."""

    def __init__(self, server: ServerDoor, bus: Bus, process: str) -> None:
        self.server = server
        self.bus = bus
        self.process = process
        #: Each other process's connections by address.
        self.addresses: dict[str, Counter[str]] = defaultdict(Counter)
        self._changes: Counter[str] = Counter()
        self._due: asyncio.TimerHandle | None = None

    # -- what this process counts ------------------------------------------------------
    def counted(self, what: str, name: str, address: str) -> None:
        """This process counted one ``what`` (``attempt``, ``failed``, ``new-account``)."""
        self.bus.send(None, {"k": "limit", "p": self.process, "w": what, "n": name,
                             "a": address})

    def chatted(self, line: m.ChatLine) -> None:
        """A lobby chat line was said here (the others keep it and count it)."""
        self.bus.send(None, {"k": "limit", "p": self.process, "w": "chat", "n": line.by,
                             "x": line.text, "at": line.at})

    def address_changed(self, address: str, change: int) -> None:
        """An address holds ``change`` more connections here (gathered, then told)."""
        self._changes[address] += change
        if self._due is None:
            self._due = asyncio.get_running_loop().call_later(ADDRESS_PAUSE, self._tell)

    def _tell(self) -> None:
        self._due = None
        changes = {a: n for a, n in self._changes.items() if n}
        self._changes.clear()
        if changes:
            self.bus.send(None, {"k": "addresses", "p": self.process, "d": changes})

    def tell_all(self, to: str) -> None:
        """Tell the process ``to`` (new) every address's connections here."""
        counts = dict(self.server.admission.by_address)
        self.bus.send(to, {"k": "addresses", "p": self.process, "all": counts})

    # -- what the others count ---------------------------------------------------------
    def heard(self, message: dict[str, Any]) -> None:
        """Count here what another process counted."""
        what, name, server = message.get("w"), str(message.get("n", "")), self.server
        address = str(message.get("a", ""))
        if what == "attempt":
            server.limiter.attempt(name, address, shared=True)
        elif what == "failed":
            server.limiter.failed(name, address, shared=True)
        elif what == "new-account":
            server.new_accounts.allow(address, shared=True)
        elif what == "chat":
            line = m.ChatLine(name, str(message["x"]), int(message["at"]))
            server.lobby.tell_followers(server.lobby_chat.heard(line))

    def heard_addresses(self, message: dict[str, Any]) -> None:
        process = str(message["p"])
        counts = self.addresses[process]
        if "all" in message:
            counts.clear()
            counts.update({str(a): int(n) for a, n in message["all"].items()})
        for address, change in dict(message.get("d", {})).items():
            counts[str(address)] += int(change)
            if counts[str(address)] <= 0:
                del counts[str(address)]

    def forget(self, process: str) -> None:
        """A process is gone: its connections count no more."""
        self.addresses.pop(process, None)

    def elsewhere(self, address: str) -> int:
        """Connections of ``address`` on the other processes."""
        return sum(counts.get(address, 0) for counts in self.addresses.values())
