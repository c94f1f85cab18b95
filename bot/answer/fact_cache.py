"""The fact index, the chunk vectors and the candidate records on disk, so that a new
process (a CLI question, a restarted bot) loads what an earlier one built instead of reading
every chunk again (the records: instead of building every person's again, 101 s at 100,000
people).

A copy is named by everything the index is derived from: the chunk snapshot's registry
stamp (which changes with any committed write), the digests of the organisation and skill
catalog files, and the source code that reads CV lines (`ingest/`, and `facts.py` with the
modules it reads lines through), so an edited catalog or a new release never reuses an old
copy. Copies are written aside and renamed into place (a reader never sees half of one);
older ones are removed. The files are pickles in the data directory: they are trusted
exactly as much as the Chroma files beside them (Chroma keeps its own index metadata as
pickles there too). An unreadable copy is rebuilt."""

from __future__ import annotations

import hashlib
import logging
import os
import pickle
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import numpy as np

from bot.answer import chunk_views, degree_status, line_shapes
from bot.answer import facts as facts_module
from bot.answer.facts import FactIndex
from ingest.orgs import OrgCatalog
from ingest.skills import SkillCatalog
from ingest.source_digest import ingest_source_digest
from vectorstore.bulk_load import collector_paused
from vectorstore.retrieval import ChunkSnapshot

log = logging.getLogger(__name__)
Loaded = TypeVar("Loaded")

FORMAT = "1"
_CODE: str | None = None


def code_digest() -> str:
    """A digest of the code that decides what a line says (ingest's rules, facts.py and the
    modules it reads lines through)."""
    global _CODE
    if _CODE is None:
        digest = hashlib.sha256(f"{FORMAT}|{ingest_source_digest()}".encode())
        readers = [facts_module, chunk_views, line_shapes, degree_status]
        for path in [Path(m.__file__) for m in readers if m.__file__]:
            digest.update(path.read_bytes())
        _CODE = digest.hexdigest()[:16]
    return _CODE


def record_key(orgs: OrgCatalog) -> str | None:
    """The name of the record book for this code and catalog (any registry: each record
    carries the version of the CVs it was built from)."""
    if not orgs.digest:
        return None
    return hashlib.sha256(f"records|{orgs.digest}|{code_digest()}".encode()).hexdigest()[:32]


def fact_key(snap: ChunkSnapshot, orgs: OrgCatalog, skills: SkillCatalog) -> str | None:
    """The name of the copy for this snapshot and these catalogs; None when one of them has
    no stable identity (catalogs built in memory, a snapshot without a stamp)."""
    if not (snap.stamp and orgs.digest and skills.digest):
        return None
    parts = (snap.stamp, orgs.digest, skills.digest, code_digest())
    return hashlib.sha256("|".join(parts).encode()).hexdigest()[:32]


class FactCache:
    """Fact indexes and chunk vectors on disk, one file per key, each read and written by
    the same protocol (`_read`, `_write`)."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory

    def load(self, key: str, size: int) -> FactIndex | None:
        def unpickle(path: Path) -> FactIndex:
            with path.open("rb") as handle:
                facts = pickle.load(handle)
            if not isinstance(facts, FactIndex) or len(facts.views) != size:
                raise ValueError("not a fact index of this snapshot")
            return facts

        return self._read(self.directory / f"facts-{key}.pickle", "fact index cache", unpickle)

    def save(self, key: str, facts: FactIndex) -> None:
        def dump(path: Path) -> None:
            with path.open("wb") as handle:
                pickle.dump(facts, handle, protocol=pickle.HIGHEST_PROTOCOL)

        self._write(self.directory / f"facts-{key}.pickle", "facts-*.pickle", "fact index", dump)

    def load_records(self, key: str) -> dict[str, Any] | None:
        """The candidate records a process built with this code and catalog (`RecordBook`:
        each person's record with the version of the CVs it was built from)."""

        def unpickle(path: Path) -> dict[str, Any]:
            with collector_paused(), path.open("rb") as handle:
                built = pickle.load(handle)
            if not isinstance(built, dict):
                raise ValueError("not a record book")
            return built

        return self._read(self.directory / f"records-{key}.pickle", "record cache", unpickle)

    def save_records(self, key: str, built: dict[str, Any]) -> None:
        def dump(path: Path) -> None:
            with path.open("wb") as handle:
                pickle.dump(built, handle, protocol=pickle.HIGHEST_PROTOCOL)

        final = self.directory / f"records-{key}.pickle"
        final.unlink(missing_ok=True)  # a newer book of the same code replaces the old one
        self._write(final, "records-*.pickle", "record", dump)

    def load_array(self, name: str, rows: int) -> np.ndarray | None:
        def read(path: Path) -> np.ndarray:
            array = np.load(path, allow_pickle=False)
            if array.ndim != 2 or array.shape[0] != rows:
                raise ValueError(f"{array.shape} for {rows} rows")
            return array

        return self._read(self.directory / f"{name}.npy", "vector cache", read)

    def save_array(self, name: str, array: np.ndarray) -> None:
        def dump(path: Path) -> None:
            np.save(path, array, allow_pickle=False)

        self._write(self.directory / f"{name}.npy", "vectors-*.npy", "vector", dump)

    def _read(self, path: Path, what: str, read: Callable[[Path], Loaded]) -> Loaded | None:
        if not path.is_file():
            return None
        try:
            return read(path)
        except Exception as exc:  # derived data: build it again
            log.warning("rebuilding the %s %s (%s)", what, path.name, exc)
            path.unlink(missing_ok=True)
            return None

    def _write(self, final: Path, family: str, what: str, dump: Callable[[Path], None]) -> None:
        """Written aside and renamed into place; the older files of its family removed."""
        if final.exists():
            return
        tmp = self.directory / f".tmp-{os.getpid()}-{threading.get_ident()}-{final.name}"
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            dump(tmp)
            os.replace(tmp, final)
        except OSError as exc:  # a read-only or full disk only costs the next process time
            log.info("could not write the %s cache (%s)", what, exc)
            tmp.unlink(missing_ok=True)
            return
        for old in self.directory.glob(family):
            if old != final:
                old.unlink(missing_ok=True)


def chunk_vectors(
    cache: FactCache | None, snap: ChunkSnapshot, read: Callable[[list[str]], np.ndarray]
) -> np.ndarray:
    """The snapshot's chunk embeddings (float16, one row per record): from the cache when
    written for this stamp (which names the embedder), else read from the store with `read`
    and written (at 10,000 people reading them from Chroma costs ~5 s, loading ~0.1 s)."""
    ids = [r.id for r in snap.records]
    if not ids:
        return np.zeros((0, 1), dtype=np.float16)
    if cache is not None and snap.stamp:
        cached = cache.load_array(f"vectors-{snap.stamp}", len(ids))
        if cached is not None:
            return cached
    vectors = read(ids).astype(np.float16)
    if cache is not None and snap.stamp:
        cache.save_array(f"vectors-{snap.stamp}", vectors)
    return vectors


def load_or_build(
    cache: FactCache | None, snap: ChunkSnapshot, orgs: OrgCatalog, skills: SkillCatalog
) -> FactIndex:
    """The fact index of `snap`: from the cache when a copy for it exists, else built (and
    written for the next process)."""
    key = fact_key(snap, orgs, skills) if cache is not None else None
    with collector_paused():  # millions of small objects at 10,000 people
        if cache is not None and key is not None:
            cached = cache.load(key, len(snap.records))
            if cached is not None:
                return cached
        facts = FactIndex.build(snap.records, orgs, skills)
    if cache is not None and key is not None:
        cache.save(key, facts)
    return facts
