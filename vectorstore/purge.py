"""Erasing what Chroma keeps of deleted records (used by `CVStore.purge`).

Deleting is not erasing in Chroma 1.5: a deleted record stays in the collection's write log
(`embeddings_queue`, until the vector segment next persists), as a marked-deleted vector in
the HNSW files of its segment directory, in the full-text index's older segments, and in
SQLite's free pages. So each collection is copied, record by record (ids, vectors,
documents, metadata), into a fresh one that replaces it: the copy has no log of deleted
records and no deleted vectors. Embedded, the old segment directories are then removed and
chroma.sqlite3's full-text index merged and the file VACUUMed. A crash midway leaves the old
collection or the finished copy, which `finish` completes when the store next opens.
"""

from __future__ import annotations

import shutil
import sqlite3
import struct
import time
import uuid
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import numpy as np

if TYPE_CHECKING:
    from chromadb.api import ClientAPI

_SUFFIX = "__purge"  # the copy a purge builds before it replaces the collection
_PAGE = 1000


def copy_name(name: str) -> str:
    return name + _SUFFIX


def _missing(exc: Exception) -> bool:
    text = str(exc).lower()
    return "not exist" in text or "notfound" in text


def rebuild_collection(client: ClientAPI, name: str, configuration: dict[str, Any]) -> None:
    """Replace collection `name` by a copy of what it holds now."""
    old = client.get_collection(name, embedding_function=None)
    try:
        client.delete_collection(copy_name(name))  # an unfinished copy of an earlier purge
    except Exception as exc:
        if not _missing(exc):
            raise
    copy = client.create_collection(
        copy_name(name),
        embedding_function=None,
        configuration=cast(Any, configuration),
        metadata=old.metadata or None,
    )
    offset = 0
    while True:
        page = old.get(include=["embeddings", "documents", "metadatas"], limit=_PAGE, offset=offset)
        if not page["ids"]:
            break
        metadatas = page["metadatas"]
        copy.add(
            ids=page["ids"],
            embeddings=np.asarray(page["embeddings"], dtype=np.float32),
            documents=cast(Any, page["documents"]),
            metadatas=cast(Any, metadatas if metadatas and any(metadatas) else None),
        )
        offset += len(page["ids"])
    client.delete_collection(name)
    copy.modify(name=name)


def finish(client: ClientAPI, names: list[str]) -> None:
    """Complete a purge a crash interrupted: a finished copy whose original is gone takes
    its name; a copy beside its original was unfinished and is dropped."""
    existing = {c.name for c in client.list_collections()}
    for name in names:
        if copy_name(name) not in existing:
            continue
        if name in existing:
            client.delete_collection(copy_name(name))
        else:
            client.get_collection(copy_name(name), embedding_function=None).modify(name=name)


# hnswlib's header.bin as Chroma 1.5 writes it: an int version, then size_t offsetLevel0,
# max_elements, cur_element_count, size_data_per_element, …
_HEADER = struct.Struct("<iQQQQ")


def zero_unused_capacity(segment: Path) -> bool:
    """Zero what an HNSW segment's files hold past its elements. Chroma writes an index's
    whole capacity (data_level0.bin: max_elements slots; length.bin: 4 bytes a slot) from
    memory it never initialised, so the unused slots can hold whatever the process freed
    before, an erased person's vectors among it. Only a header whose sizes match the files
    is trusted; anything else is left as it is (False)."""
    header, data, lengths = (segment / n for n in ("header.bin", "data_level0.bin", "length.bin"))
    if not (header.is_file() and data.is_file()):
        return False
    raw = header.read_bytes()
    if len(raw) < _HEADER.size:
        return False
    _version, _offset, capacity, used, per_element = _HEADER.unpack_from(raw)
    if not (
        0 <= used <= capacity and per_element > 0 and data.stat().st_size == capacity * per_element
    ):
        return False
    for path, keep in ((data, used * per_element), (lengths, used * 4)):
        if not path.is_file() or path.stat().st_size < keep:
            continue
        with path.open("r+b") as f:
            f.seek(keep)
            f.write(bytes(path.stat().st_size - keep))
    return True


def scrub_files(root: Path) -> None:
    """Embedded: remove segment directories of deleted collections, zero the unused
    capacity of the live ones (`zero_unused_capacity`), merge the full-text index (FTS5
    keeps deleted terms in older segments until a merge) and VACUUM. Call it with no client
    holding the index in memory (`CVStore.purge` reopens its client afterwards), or a later
    write of that memory brings the unused slots back."""
    db = sqlite3.connect(str(root / "chroma.sqlite3"), timeout=30, isolation_level=None)
    try:
        live = {row[0] for row in db.execute("SELECT id FROM segments")}
        tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master")}
        if "embedding_fulltext_search" in tables:
            db.execute(
                "INSERT INTO embedding_fulltext_search(embedding_fulltext_search) "
                "VALUES('optimize')"
            )
        db.execute("VACUUM")
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        db.close()
    for entry in root.iterdir():
        if entry.is_dir() and _is_uuid(entry.name) and entry.name in live:
            zero_unused_capacity(entry)
    # a deleted segment's index may still be written out by Chroma after its collection is
    # gone (seen as an old segment directory with deleted vectors after a purge): sweep
    # until nothing comes back
    for _ in range(10):
        stale = [
            e for e in root.iterdir() if e.is_dir() and _is_uuid(e.name) and e.name not in live
        ]
        if not stale:
            break
        for entry in stale:
            shutil.rmtree(entry, ignore_errors=True)
        time.sleep(0.05)


def _is_uuid(name: str) -> bool:
    try:
        uuid.UUID(name)
    except ValueError:
        return False
    return True
