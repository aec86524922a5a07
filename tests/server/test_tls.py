"""``wss://``: the server with its own certificate (``--tls-cert``/``--tls-key``), a
client that trusts it, and one that does not."""

from __future__ import annotations

import shutil
import ssl
import subprocess
from pathlib import Path

import pytest

from wari_desktop.client import Client, ConnectionLost

from .helpers import PASSWORD, run, serving

pytestmark = pytest.mark.skipif(shutil.which("openssl") is None,
                                reason="openssl (Debian: openssl) makes the test certificate")


def _certificate(folder: Path) -> tuple[Path, Path]:
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2",
                    "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
                    "-keyout", str(key), "-out", str(cert)], check=True, capture_output=True,
                   timeout=60)
    return cert, key


def test_wss_with_the_servers_own_certificate(tmp_path: Path) -> None:
    cert, key = _certificate(tmp_path)

    async def scenario() -> None:
        async with serving(tmp_path / "data", tls_cert=cert, tls_key=key) as server:
            address = f"wss://127.0.0.1:{server.port}/"
            trusting = ssl.create_default_context(cafile=str(cert))
            client = Client(address, ssl_context=trusting)
            welcome = await client.start()
            assert welcome["protocol"] == 1
            signed = await client.request("signup", name="ama", password=PASSWORD)
            assert signed["name"] == "ama"
            await client.close()
            stranger = Client(address, reconnect=False)  # the system's CAs: not this one
            with pytest.raises(ConnectionLost):
                await stranger.start()
            plain = Client(f"ws://127.0.0.1:{server.port}/", reconnect=False)
            with pytest.raises(ConnectionLost):
                await plain.start()
    run(scenario)
