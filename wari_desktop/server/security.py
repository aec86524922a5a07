"""Passwords, tokens and the limits that keep one client from harming others.

- Passwords are hashed with argon2id (``argon2-cffi``), 19 MiB and two passes (the
  OWASP minimum); a hash records its own parameters, so they can be raised later.
- Tokens are 32 random bytes (``secrets``); the store keeps only their SHA-256, so a
  copy of the database signs no one in.
- Sign-in: at most ``NAME_FAILURES`` failed attempts for one name and ``ADDRESS_FAILURES``
  from one address within ``FAILURE_WINDOW`` seconds; then sign-ins are refused until
  the oldest failure leaves the window. Besides, every attempt, right or wrong, counts
  against ``ServerConfig.sign_ins_per_name`` and ``sign_ins_per_address`` within
  ``ATTEMPT_WINDOW``: over either, the attempt is refused before its password is checked
  (argon2 is what costs), so not even the right password can make a flood of tokens or
  keep the cores busy.
- Tokens: at most ``TOKENS_PER_ACCOUNT`` live for one account (a new one revokes the
  least lately used); one unused for ``TOKEN_IDLE_DAYS`` days expires. A token's last use
  is written at most once in ``TOKEN_TOUCH_SECONDS``, so signing in with it rarely writes.
- Frames: each connection has a token bucket (``TokenBucket``).
"""

from __future__ import annotations

import asyncio
import hashlib
import secrets
import time
from collections import defaultdict, deque
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError

NAME_FAILURES = 5
ADDRESS_FAILURES = 20
FAILURE_WINDOW = 300.0
#: The window over which sign-in attempts (whatever their outcome) are counted.
ATTEMPT_WINDOW = 300.0
#: Live tokens an account may have; days a token may stay unused; seconds between two
#: writes of a token's last use.
TOKENS_PER_ACCOUNT = 20
TOKEN_IDLE_DAYS = 90
TOKEN_TOUCH_SECONDS = 86400.0
#: Keys a limiter holds before it sweeps out those whose times have all left the window.
SWEEP_AT = 10_000

_HASHER = PasswordHasher(time_cost=2, memory_cost=19 * 1024, parallelism=1)
#: Password hashes computed at once: each takes 19 MiB and a core for tens of
#: milliseconds, so a flood of sign-ins queues here instead of taking every core and
#: hundreds of megabytes (the server's other threads take no part).
PASSWORD_WORKERS = 2
_PASSWORD_POOL = ThreadPoolExecutor(max_workers=PASSWORD_WORKERS,
                                    thread_name_prefix="wari-passwords")


async def hashed(password: str) -> str:
    """``hash_password`` on the password threads (at most ``PASSWORD_WORKERS`` at once)."""
    return await asyncio.get_running_loop().run_in_executor(_PASSWORD_POOL, hash_password,
                                                            password)


async def verified(password_hash: str, password: str) -> bool:
    """``verify_password`` on the password threads (at most ``PASSWORD_WORKERS`` at once)."""
    return await asyncio.get_running_loop().run_in_executor(_PASSWORD_POOL, verify_password,
                                                            password_hash, password)


def hash_password(password: str) -> str:
    """The argon2id hash of ``password`` (with its salt and parameters)."""
    return _HASHER.hash(password)


def verify_password(password_hash: str, password: str) -> bool:
    """True when ``password`` matches ``password_hash``."""
    try:
        return _HASHER.verify(password_hash, password)
    except (VerifyMismatchError, VerificationError, InvalidHashError):
        return False


def new_token() -> str:
    """A new random token (43 url-safe characters), never starting with ``-``: a bot's
    token is given on a command line (``wari-bot --token TOKEN``), where a leading dash
    would be taken for an option (it did, once in 64 tokens)."""
    while True:
        token = secrets.token_urlsafe(32)
        if not token.startswith("-"):
            return token


def token_hash(token: str) -> str:
    """What the store keeps of a token or an invitation code."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


class SignInLimiter:
    """Counts failed sign-ins, and sign-in attempts of any outcome, by name and by
    address over sliding windows."""

    def __init__(self, attempts_per_name: int = 0, attempts_per_address: int = 0,
                 now: Callable[[], float] = time.monotonic) -> None:
        self._now = now
        self.attempts_per_name = attempts_per_name
        self.attempts_per_address = attempts_per_address
        self._failures: dict[str, deque[float]] = defaultdict(deque)
        self._attempts: dict[str, deque[float]] = defaultdict(deque)
        #: The size of each table at which it is swept next (doubling while it stays big,
        #: so a sweep costs a constant per key added).
        self._sweep_at = {id(self._failures): SWEEP_AT, id(self._attempts): SWEEP_AT}
        #: Told of each count made here (the server's other processes count it too:
        #: ``cluster.shared_limits``): what, the name, the address.
        self.share: Callable[[str, str, str], None] | None = None

    def _recent(self, table: dict[str, deque[float]], key: str,
                window: float = FAILURE_WINDOW) -> deque[float]:
        times = table.get(key)
        if times is None:
            return deque()
        cutoff = self._now() - window
        while times and times[0] < cutoff:
            times.popleft()
        if not times:
            del table[key]
            return deque()
        return times

    def wait(self, name: str, address: str) -> float:
        """Seconds before ``name`` may try again from ``address`` after failures (0: now)."""
        waits = []
        for key, most in ((f"n:{name.lower()}", NAME_FAILURES),
                          (f"a:{address}", ADDRESS_FAILURES)):
            times = self._recent(self._failures, key)
            if len(times) >= most:
                waits.append(times[0] + FAILURE_WINDOW - self._now())
        return max(waits, default=0.0)

    def failed(self, name: str, address: str, shared: bool = False) -> None:
        """Note one failed attempt (``shared``: one another process noted)."""
        if self.share is not None and not shared:
            self.share("failed", name, address)
        now = self._now()
        self._sweep(self._failures, FAILURE_WINDOW)
        self._failures[f"n:{name.lower()}"].append(now)
        self._failures[f"a:{address}"].append(now)

    def attempt(self, name: str, address: str, shared: bool = False) -> float:
        """Count one sign-in attempt for ``name`` from ``address``, whatever comes of it:
        0.0 when it may go on, else the seconds before one may (nothing counted).
        ``shared``: one another process counted."""
        waits = []
        keys = ((f"n:{name.lower()}", self.attempts_per_name),
                (f"a:{address}", self.attempts_per_address))
        for key, most in keys:
            times = self._recent(self._attempts, key, ATTEMPT_WINDOW)
            if most and len(times) >= most:
                waits.append(times[0] + ATTEMPT_WINDOW - self._now())
        if waits:
            return max(max(waits), 1.0)
        now = self._now()
        self._sweep(self._attempts, ATTEMPT_WINDOW)
        for key, most in keys:
            if most:
                self._attempts[key].append(now)
        if self.share is not None and not shared:
            self.share("attempt", name, address)
        return 0.0

    def _sweep(self, table: dict[str, deque[float]], window: float) -> None:
        """Forget the keys whose times have all left the window, once there are many
        (so names tried once each do not pile up)."""
        if len(table) < self._sweep_at[id(table)]:
            return
        cutoff = self._now() - window
        for key in [key for key, times in table.items() if not times or times[-1] < cutoff]:
            del table[key]
        self._sweep_at[id(table)] = max(SWEEP_AT, 2 * len(table))


class TokenBucket:
    """``rate`` frames a second on average, ``burst`` at once."""

    __slots__ = ("_level", "_now", "_stamp", "burst", "rate")

    def __init__(self, rate: float, burst: float,
                 now: Callable[[], float] = time.monotonic) -> None:
        self.rate, self.burst, self._now = rate, burst, now
        self._level = burst
        self._stamp = now()

    def take(self) -> bool:
        """Spend one token; False (nothing spent) when the bucket is empty."""
        now = self._now()
        self._level = min(self.burst, self._level + (now - self._stamp) * self.rate)
        self._stamp = now
        if self._level < 1:
            return False
        self._level -= 1
        return True


#: The window over which new accounts from one address are counted (seconds).
NEW_ACCOUNT_WINDOW = 3600.0


class NewAccountLimiter:
    """At most ``most`` accounts (sign-ups and guests) made from one address in
    ``NEW_ACCOUNT_WINDOW`` (0: no limit), so one client cannot fill the store."""

    def __init__(self, most: int, now: Callable[[], float] = time.monotonic) -> None:
        self.most = most
        self._now = now
        self._made: dict[str, deque[float]] = defaultdict(deque)
        self._sweep_at = SWEEP_AT
        #: Told of each account counted here (``SignInLimiter.share``).
        self.share: Callable[[str, str, str], None] | None = None

    def __len__(self) -> int:
        """Addresses remembered now."""
        return len(self._made)

    def allow(self, address: str, shared: bool = False) -> bool:
        """Count one new account from ``address``; False (nothing counted) over the limit.
        Addresses whose accounts all left the window are forgotten once there are many.
        ``shared``: one another process counted (counted here whatever the limit)."""
        if not self.most:
            return True
        if len(self._made) >= self._sweep_at:
            cutoff = self._now() - NEW_ACCOUNT_WINDOW
            for key in [k for k, t in self._made.items() if not t or t[-1] < cutoff]:
                del self._made[key]
            self._sweep_at = max(SWEEP_AT, 2 * len(self._made))
        times = self._made[address]
        cutoff = self._now() - NEW_ACCOUNT_WINDOW
        while times and times[0] < cutoff:
            times.popleft()
        if len(times) >= self.most and not shared:
            return False
        times.append(self._now())
        if self.share is not None and not shared:
            self.share("new-account", "", address)
        return True
