"""Start and stop a real `chroma run` server on 127.0.0.1 for server-mode tests."""

from __future__ import annotations

import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class ChromaServer:
    def __init__(self, path: Path, port: int | None = None) -> None:
        self.path = path
        self.port = port or free_port()
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 60) -> ChromaServer:
        chroma = shutil.which("chroma") or str(Path(sys.executable).parent / "chroma")
        self.proc = subprocess.Popen(
            [chroma, "run", "--path", str(self.path), "--host", "127.0.0.1",
             "--port", str(self.port)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )  # fmt: skip
        deadline = time.time() + timeout
        while time.time() < deadline:
            try:
                with urllib.request.urlopen(f"{self.url}/api/v2/heartbeat", timeout=1):
                    return self
            except OSError:
                time.sleep(0.2)
        self.stop()
        raise RuntimeError("chroma run did not start")

    def stop(self) -> None:
        if self.proc is not None:
            self.proc.kill()
            self.proc.wait(timeout=30)
            self.proc = None
