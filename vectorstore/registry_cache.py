"""The document registry as of one write of the embedded index, kept on disk for the next
process: a question that needs no vector then neither imports nor opens Chroma (about 0.6 s
of a cold `cvbot ask`).

Every write through `CVStore` first moves the index to a new generation (a token in
`<data dir>/index-generation`, paired with the identity of Chroma's database file), so a copy
stamped with another generation is never read. The data dir's lock keeps every other process
out while one holds the index, so the generation read under it names what Chroma holds. The
copies live under `<data dir>/cache/`, which erasure removes with the other derived data."""

from __future__ import annotations

import logging
import os
import threading
import uuid
from pathlib import Path

import orjson

log = logging.getLogger(__name__)


class IndexGeneration:
    """Which write of the embedded index is the latest (`None`: not known)."""

    def __init__(self, data_dir: Path) -> None:
        self.path = data_dir / "index-generation"
        self.database = data_dir / "chroma" / "chroma.sqlite3"

    def current(self) -> str | None:
        try:
            database = self.database.stat()
        except OSError:  # no index yet
            return None
        try:
            token = self.path.read_text(encoding="ascii").strip()
        except (OSError, UnicodeDecodeError):
            token = ""
        if not token:  # an index written before generations were kept: start one
            token = self.advance()
        # a database file deleted and made again (by hand) is another index
        return f"{token}-{database.st_dev}-{database.st_ino}" if token else None

    def advance(self) -> str:
        """A new generation (before a write: a write that fails half-way still moves it)."""
        token = uuid.uuid4().hex
        tmp = self.path.with_name(f".{self.path.name}.{os.getpid()}.{threading.get_ident()}")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            tmp.write_text(token, encoding="ascii")
            os.replace(tmp, self.path)
        except OSError as exc:  # a read-only data dir: no copies, every question reads Chroma
            log.info("could not record the index generation (%s)", exc)
            self.path.unlink(missing_ok=True)
            return ""
        return token


class RegistryCache:
    """Registry rows (id, document, metadata) of one generation, one file, written aside and
    renamed into place; older generations' files are removed."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory

    def _path(self, generation: str) -> Path:
        return self.directory / f"registry-{generation}.cache"  # no CV format's suffix

    def load(self, generation: str) -> list[tuple[str, str, dict[str, object]]] | None:
        path = self._path(generation)
        try:
            rows = orjson.loads(path.read_bytes())
            return [(str(i), str(d), dict(m)) for i, d, m in rows]
        except FileNotFoundError:
            return None
        except Exception as exc:  # derived data: read Chroma again
            log.warning("ignoring an unreadable registry cache %s (%s)", path.name, exc)
            path.unlink(missing_ok=True)
            return None

    def drop(self, generation: str) -> None:
        self._path(generation).unlink(missing_ok=True)

    def save(self, generation: str, rows: list[tuple[str, str, dict[str, object]]]) -> None:
        final = self._path(generation)
        tmp = self.directory / f".tmp-{generation}-{os.getpid()}-{threading.get_ident()}"
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            tmp.write_bytes(orjson.dumps(rows))
            os.replace(tmp, final)
        except (OSError, TypeError) as exc:  # only costs the next process time
            log.info("could not write the registry cache (%s)", exc)
            tmp.unlink(missing_ok=True)
            return
        for old in self.directory.glob("registry-*.cache"):
            if old != final:
                old.unlink(missing_ok=True)
