"""Passwords, tokens and the limits that keep one client from harming others.

- Passwords are hashed with argon2id (``argon2-cffi``), 19 MiB and two passes (the
  OWASP minimum); a hash records its own parameters, so they can be raised later.
- Tokens are 32 random bytes (``secrets``); the store keeps only their SHA-256, so a
  copy of the database signs no one in.
- Sign-in: at most ``NAME_FAILURES`` failed attempts for one name and ``ADDRESS_FAILURES``
  from one address within ``FAILURE_WINDOW`` seconds; then sign-ins are refused until
  the oldest failure leaves the window.
- Frames: each connection has a token bucket (``TokenBucket``).
"""

from __future__ import annotations

import hashlib
import secrets
import time
from collections import defaultdict, deque
from collections.abc import Callable

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError

NAME_FAILURES = 5
ADDRESS_FAILURES = 20
FAILURE_WINDOW = 300.0

_HASHER = PasswordHasher(time_cost=2, memory_cost=19 * 1024, parallelism=1)


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
    """A new random token (43 url-safe characters)."""
    return secrets.token_urlsafe(32)


def token_hash(token: str) -> str:
    """What the store keeps of a token or an invitation code."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


class SignInLimiter:
    """Counts failed sign-ins by name and by address over a sliding window."""

    def __init__(self, now: Callable[[], float] = time.monotonic) -> None:
        self._now = now
        self._failures: dict[str, deque[float]] = defaultdict(deque)

    def _recent(self, key: str) -> deque[float]:
        times = self._failures[key]
        cutoff = self._now() - FAILURE_WINDOW
        while times and times[0] < cutoff:
            times.popleft()
        if not times:
            del self._failures[key]
            return deque()
        return times

    def wait(self, name: str, address: str) -> float:
        """Seconds before ``name`` may try again from ``address`` (0: now)."""
        waits = []
        for key, most in ((f"n:{name.lower()}", NAME_FAILURES),
                          (f"a:{address}", ADDRESS_FAILURES)):
            times = self._recent(key)
            if len(times) >= most:
                waits.append(times[0] + FAILURE_WINDOW - self._now())
        return max(waits, default=0.0)

    def failed(self, name: str, address: str) -> None:
        """Note one failed attempt."""
        now = self._now()
        self._failures[f"n:{name.lower()}"].append(now)
        self._failures[f"a:{address}"].append(now)


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

    def allow(self, address: str) -> bool:
        """Count one new account from ``address``; False (nothing counted) over the limit."""
        if not self.most:
            return True
        times = self._made[address]
        cutoff = self._now() - NEW_ACCOUNT_WINDOW
        while times and times[0] < cutoff:
            times.popleft()
        if len(times) >= self.most:
            return False
        times.append(self._now())
        return True
