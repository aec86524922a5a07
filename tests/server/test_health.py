"""``/health`` and ``/metrics``: plain HTTP on the server's port, for whoever runs it."""

from __future__ import annotations

import asyncio
import json
import urllib.request
from pathlib import Path

from .helpers import game_between, player, run, serving


def _get(port: int, path: str) -> dict[str, object]:
    with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=10) as response:
        assert response.status == 200
        return dict(json.loads(response.read()))


def test_health_and_counters(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path) as server:
            health = await asyncio.to_thread(_get, server.port, "/health")
            assert health["status"] == "ok" and health["games_in_progress"] == 0
            ama, kofi = await player(server, "ama"), await player(server, "kofi")
            game_id = await game_between(server, ama, kofi)
            await ama.request("move", game=game_id, ply=0, move="F")
            metrics = await asyncio.to_thread(_get, server.port, "/metrics")
            assert metrics["connections"] == 2 and metrics["signed_in"] == 2
            assert metrics["games_in_progress"] == 1 and metrics["moves"] == 1
            assert metrics["internal_errors"] == 0
            for client in (ama, kofi):
                await client.close()
    run(scenario)
