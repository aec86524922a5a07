"""The bot's engines: programs speaking Aualé's engine protocol (``ProtocolEngine``), one
for each game in progress, kept for the next game when one ends (``ucinewgame`` resets it).

An engine thinks on a thread of its own (``asyncio.to_thread``), so the bot's connection
keeps answering the server's pings and the other games go on meanwhile.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, replace

from ..engine.client import GRACE_SECONDS, EngineFailure, OpponentSpec, ProtocolEngine
from ..rules import Game

__all__ = ["EngineFailure", "EnginePool", "TurnSpec", "think"]


@dataclass(frozen=True, slots=True)
class TurnSpec(OpponentSpec):
    """An ``OpponentSpec`` for one move: ``go`` is the exact ``go`` line to send (with the
    clocks, a move time, a depth), ``timeout`` the longest to wait for ``bestmove``."""

    go: str = "go movetime 1000"

    def go_command(self) -> str:
        return self.go


@dataclass(frozen=True, slots=True)
class Thought:
    """An engine's answer: its ``move`` and the milliseconds it took (``think_ms``)."""

    move: str
    think_ms: int


def _choose(engine: ProtocolEngine, game: Game, go: str, timeout: float) -> Thought:
    """On the engine's thread: the move for ``game`` after ``go``, timed."""
    engine.spec = TurnSpec(engine.spec.command, None, None, engine.spec.options,
                           timeout, go)
    began = time.monotonic()
    move = engine.choose(game)
    return Thought(move, round((time.monotonic() - began) * 1000))


async def think(engine: ProtocolEngine, game: Game, go: str, budget_s: float) -> Thought:
    """The engine's move for ``game`` (a copy is sent to the thread), waiting at most
    ``budget_s`` seconds plus a grace; EngineFailure when it fails or falls silent."""
    return await asyncio.to_thread(_choose, engine, game.copy(), go,
                                   budget_s + GRACE_SECONDS)


class EnginePool:
    """Engines started from one ``spec``: ``take`` gives an idle one (reset for a new
    game) or starts another; ``give_back`` keeps it for the next game; ``close`` ends
    them all. An engine that failed is ended, never given out again."""

    def __init__(self, spec: OpponentSpec) -> None:
        self.spec = replace(spec, movetime_ms=None, depth=None)
        self._idle: list[ProtocolEngine] = []
        self._busy: set[ProtocolEngine] = set()

    async def take(self) -> ProtocolEngine:
        """An engine ready for a new game; EngineFailure when none can be started."""
        while self._idle:
            engine = self._idle.pop()
            try:
                await asyncio.to_thread(engine.new_game)
            except EngineFailure:
                await asyncio.to_thread(engine.close)
                continue
            self._busy.add(engine)
            return engine
        engine = await asyncio.to_thread(ProtocolEngine, self.spec)
        self._busy.add(engine)
        return engine

    async def give_back(self, engine: ProtocolEngine, failed: bool = False) -> None:
        """The game of ``engine`` is over: keep it idle, or end it when it ``failed``."""
        self._busy.discard(engine)
        if failed:
            await asyncio.to_thread(engine.close)
        else:
            self._idle.append(engine)

    async def check(self) -> str:
        """Start one engine (kept idle for the first game) to learn early that the command
        works: its name as it gives it; EngineFailure otherwise."""
        engine = await self.take()
        await self.give_back(engine)
        return engine.engine_name or self.spec.command

    async def close(self) -> None:
        """End every engine, idle or busy."""
        engines = [*self._idle, *self._busy]
        self._idle.clear()
        self._busy.clear()
        for engine in engines:
            await asyncio.to_thread(engine.close)
