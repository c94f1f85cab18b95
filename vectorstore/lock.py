"""Exclusive ownership of an embedded index directory.

Chroma's embedded mode is not safe for several processes: two writers on one
PersistentClient path corrupt it, and a second reader does not see new data. So one
process at a time owns a data dir; the others get a message saying who holds it.
"""

from __future__ import annotations

import json
import os
import socket
import sys
import time
from pathlib import Path
from types import TracebackType

from filelock import FileLock, Timeout

from vectorstore.errors import IndexLockedError


class DataDirLock:
    """Non-blocking exclusive lock on `data_dir` (released on exit or process death)."""

    def __init__(self, data_dir: Path) -> None:
        self._data_dir = data_dir
        self._lock_path = data_dir / "index.lock"
        self._owner_path = data_dir / "index.lock.owner"
        self._lock = FileLock(str(self._lock_path), timeout=0)

    def acquire(self) -> None:
        self._data_dir.mkdir(parents=True, exist_ok=True)
        try:
            self._lock.acquire()
        except Timeout:
            raise IndexLockedError(self._locked_message()) from None
        owner = {
            "pid": os.getpid(),
            "host": socket.gethostname(),
            "command": " ".join(Path(sys.argv[0]).name.split() + sys.argv[1:2]),
            "since": time.strftime("%Y-%m-%d %H:%M:%S"),
        }
        self._owner_path.write_text(json.dumps(owner), encoding="utf-8")

    def release(self) -> None:
        if self._lock.is_locked:
            self._owner_path.unlink(missing_ok=True)
            self._lock.release()

    def _locked_message(self) -> str:
        who = "another process"
        try:
            owner = json.loads(self._owner_path.read_text(encoding="utf-8"))
            who = (
                f"process {owner['pid']} on {owner['host']} ({owner['command']}, "
                f"since {owner['since']})"
            )
        except (OSError, ValueError, KeyError):
            pass
        return (
            f"The index in {self._data_dir} is in use by {who}. An embedded index has one "
            "owner at a time: stop that process, or run Chroma as a server (`chroma run`) and "
            "set CVBOT_STORE__CHROMA_URL so that the bot and ingest jobs can share it."
        )

    def __enter__(self) -> DataDirLock:
        self.acquire()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.release()
