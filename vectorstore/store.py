"""Chroma access: the chunk collection (vectors) and the document registry.

Embedded (`PersistentClient` in the data dir, under an exclusive lock) by default, or a
`chroma run` server (`HttpClient`) when `StoreSettings.chroma_url` is set. Chroma's default
embedding function is never used: vectors always come from our embedder.

Deleting is not erasing in Chroma: `CVStore.purge` makes deleted data unrecoverable from
the files (`vectorstore/purge.py`).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Concatenate, ParamSpec, TypeVar, cast
from urllib.parse import urlparse

import numpy as np

from vectorstore import purge
from vectorstore.config import StoreSettings
from vectorstore.errors import EmbedderMismatchError, StoreUnavailableError, translate_errors
from vectorstore.lock import DataDirLock
from vectorstore.registry_cache import IndexGeneration, RegistryCache

if TYPE_CHECKING:  # chromadb is imported when the index is first touched (~0.35 s)
    from chromadb.api import ClientAPI
    from chromadb.api.models.Collection import Collection

P = ParamSpec("P")
R = TypeVar("R")

Metadata = Mapping[str, Any]

_PAGE = 1000  # rows per `get` page when scanning a collection
_KINDS = ("chunks", "documents", "identity")  # the collections, by name after the prefix


@dataclass
class StoredRecord:
    id: str
    document: str
    metadata: dict[str, Any] = field(default_factory=dict)


def _writes(func: Callable[Concatenate[CVStore, P], R]) -> Callable[Concatenate[CVStore, P], R]:
    """A write to the index: the generation moves first (`vectorstore.registry_cache`)."""

    @functools.wraps(func)
    def wrapper(store: CVStore, /, *args: P.args, **kwargs: P.kwargs) -> R:
        if store._generations is not None:
            store._generations.advance()
        return func(store, *args, **kwargs)

    return wrapper


class CVStore:
    """The collections cvbot keeps in Chroma: chunks (with vectors), the document registry,
    and the identity decisions people made by hand (kept by `--rebuild`)."""

    def __init__(self, settings: StoreSettings, data_dir: Path, embedder_name: str) -> None:
        self.settings = settings
        self.data_dir = data_dir
        self.embedder_name = embedder_name
        self.url = settings.chroma_url
        self._lock: DataDirLock | None = None
        self._client: ClientAPI | None = None
        self._chunks: Collection | None = None
        self._documents: Collection | None = None
        self._identity: Collection | None = None
        self._deferred = False
        self._copies = False  # a reader (`defer`) keeps and reads the registry's copy
        self._generations = None if self.url else IndexGeneration(data_dir)
        self._registry_cache = RegistryCache(data_dir / "cache" / "registry")

    # -- lifecycle -----------------------------------------------------------------
    def open(self, *, rebuild: bool = False, defer: bool = False) -> CVStore:
        """Connect (and in embedded mode take the lock). `rebuild` drops the chunks and the
        registry first, e.g. to re-index with another embedder; it keeps the tombstones of
        forgotten CVs and the identity decisions made by hand. `defer` (embedded, for
        readers) takes the lock now and connects at the first call that needs Chroma: one
        whose registry is on disk for the current generation may never need it."""
        if not self.url:
            self._lock = DataDirLock(self.data_dir)
            self._lock.acquire()
            if defer and not rebuild:
                self._deferred = self._copies = True
                return self
        self._connect(rebuild)
        return self

    def _connect(self, rebuild: bool = False) -> None:
        import chromadb

        self._deferred = False
        chroma_settings = chromadb.Settings(anonymized_telemetry=False)
        if self.url:
            parsed = urlparse(self.url if "://" in self.url else f"http://{self.url}")
            try:
                self._client = chromadb.HttpClient(
                    host=parsed.hostname or "127.0.0.1",
                    port=parsed.port or 8000,
                    ssl=parsed.scheme == "https",
                    settings=chroma_settings,
                )
                self._client.heartbeat()
            except Exception as exc:
                raise StoreUnavailableError(
                    f"Cannot reach the Chroma server at {self.url} ({type(exc).__name__}). "
                    "Start it with `chroma run --path DIR --port PORT`, or unset "
                    "CVBOT_STORE__CHROMA_URL to use the embedded index."
                ) from exc
        else:
            try:
                self._client = chromadb.PersistentClient(
                    path=str(self.data_dir / "chroma"), settings=chroma_settings
                )
            except Exception:
                self.close()
                raise
        tombstones: list[StoredRecord] = []
        if rebuild:
            tombstones = self._tombstones()
            self._drop_collections()
        self._open_collections()
        if tombstones:  # a forgotten CV stays forgotten in the rebuilt index
            self.upsert_records(
                [r.id for r in tombstones],
                [r.document for r in tombstones],
                [r.metadata for r in tombstones],
            )

    def generation(self) -> str | None:
        """The embedded index's current generation (`vectorstore.registry_cache`); `None`
        on a Chroma server, whose other clients write without telling this one."""
        return None if self._generations is None else self._generations.current()

    @translate_errors
    def _tombstones(self) -> list[StoredRecord]:
        """The registry's records of forgotten CVs (no personal data), kept by a rebuild."""
        client = self._require_client()
        name = f"{self.settings.collection_prefix}_documents"
        if name not in {c.name for c in client.list_collections()}:
            return []
        collection = client.get_collection(name, embedding_function=None)
        return list(self._scan(collection, {"status": "forgotten"}))

    def close(self) -> None:
        self._chunks = None
        self._documents = None
        self._identity = None
        self._client = None
        self._deferred = False
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def __enter__(self) -> CVStore:
        return self.open()

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def mode(self) -> str:
        return f"server {self.url}" if self.url else f"embedded {self.data_dir / 'chroma'}"

    def _configuration(self, name: str) -> dict[str, Any]:
        if not name.endswith("_chunks"):  # registry-like: no real vectors
            return {"hnsw": {"space": "cosine"}}
        hnsw = {
            "space": "cosine",
            "ef_search": self.settings.ef_search,
            "ef_construction": self.settings.ef_construction,
        }
        return {"hnsw": hnsw}

    @translate_errors
    def _open_collections(self) -> None:
        client = self._require_client()
        prefix = self.settings.collection_prefix
        purge.finish(client, [f"{prefix}_{kind}" for kind in _KINDS])
        self._chunks = client.get_or_create_collection(
            f"{prefix}_chunks",
            embedding_function=None,
            configuration=cast(Any, self._configuration(f"{prefix}_chunks")),
            metadata={"embedder": self.embedder_name},
        )
        recorded = (self._chunks.metadata or {}).get("embedder")
        if recorded and recorded != self.embedder_name:
            raise EmbedderMismatchError(
                f"The index was built with the embedder {recorded!r}, but {self.embedder_name!r}"
                " is configured. Vectors of two embedders cannot be mixed: re-index with "
                "`cvbot ingest --rebuild PATH...`, or configure the original embedder."
            )
        self._documents = client.get_or_create_collection(
            f"{prefix}_documents",
            embedding_function=None,
            configuration=cast(Any, self._configuration(f"{prefix}_documents")),
        )
        self._identity = client.get_or_create_collection(
            f"{prefix}_identity",
            embedding_function=None,
            configuration=cast(Any, self._configuration(f"{prefix}_identity")),
        )

    @translate_errors
    @_writes
    def _drop_collections(self) -> None:
        client = self._require_client()
        prefix = self.settings.collection_prefix
        names = [f"{prefix}_chunks", f"{prefix}_documents"]
        for name in [*names, *(purge.copy_name(n) for n in names)]:
            try:
                client.delete_collection(name)
            except Exception as exc:
                if "not exist" not in str(exc).lower() and "notfound" not in str(exc).lower():
                    raise

    def _connect_if_deferred(self) -> None:
        """A store opened with `defer` connects at the first call that needs Chroma."""
        if self._deferred:
            self._connect()

    def _require_client(self) -> ClientAPI:
        self._connect_if_deferred()
        if self._client is None:
            raise RuntimeError("CVStore.open() was not called")
        return self._client

    # The collections stay private: every Chroma call goes through a method below, so
    # through `translate_errors`.
    @property
    def _chunk_collection(self) -> Collection:
        self._connect_if_deferred()
        if self._chunks is None:
            raise RuntimeError("CVStore.open() was not called")
        return self._chunks

    @property
    def _identity_collection(self) -> Collection:
        self._connect_if_deferred()
        if self._identity is None:
            raise RuntimeError("CVStore.open() was not called")
        return self._identity

    @property
    def _document_collection(self) -> Collection:
        self._connect_if_deferred()
        if self._documents is None:
            raise RuntimeError("CVStore.open() was not called")
        return self._documents

    # -- chunks --------------------------------------------------------------------
    @translate_errors
    @_writes
    def add_chunks(
        self,
        ids: Sequence[str],
        embeddings: Sequence[Sequence[float]] | np.ndarray,
        documents: Sequence[str],
        metadatas: Sequence[Metadata],
    ) -> None:
        step = self.settings.write_batch
        for start in range(0, len(ids), step):
            end = start + step
            self._chunk_collection.upsert(
                ids=list(ids[start:end]),
                embeddings=np.asarray(embeddings[start:end], dtype=np.float32),
                documents=list(documents[start:end]),
                metadatas=[cast(Any, dict(m)) for m in metadatas[start:end]],
            )

    @translate_errors
    @_writes
    def delete_chunks(self, ids: Sequence[str]) -> None:
        """Delete chunks by id (ids that do not exist are ignored)."""
        if ids:
            self._chunk_collection.delete(ids=list(ids))

    @translate_errors
    @_writes
    def delete_chunks_where(self, where: dict[str, Any]) -> None:
        """Delete every chunk whose metadata matches `where` (e.g. {"doc_id": ...})."""
        self._chunk_collection.delete(where=where)

    @translate_errors
    @_writes
    def update_chunk_metadata(self, ids: Sequence[str], metadatas: Sequence[Metadata]) -> None:
        step = self.settings.write_batch
        for start in range(0, len(ids), step):
            self._chunk_collection.update(
                ids=list(ids[start : start + step]),
                metadatas=[cast(Any, dict(m)) for m in metadatas[start : start + step]],
            )

    @translate_errors
    def get_chunks(self, where: dict[str, Any] | None = None) -> list[StoredRecord]:
        return list(self._scan(self._chunk_collection, where))

    @translate_errors
    def count_chunks(self) -> int:
        return self._chunk_collection.count()

    @translate_errors
    def query_chunks(
        self, embedding: Sequence[float], n_results: int, where: dict[str, Any] | None = None
    ) -> list[tuple[StoredRecord, float]]:
        count = self._chunk_collection.count()
        if count == 0:
            return []
        result = self._chunk_collection.query(
            query_embeddings=np.asarray([embedding], dtype=np.float32),
            n_results=min(n_results, count),
            where=where,
            include=["documents", "metadatas", "distances"],
        )
        ids = result["ids"][0]
        docs = (result.get("documents") or [[]])[0]
        metas = (result.get("metadatas") or [[]])[0]
        dists = (result.get("distances") or [[]])[0]
        return [
            (StoredRecord(i, d or "", dict(m or {})), float(dist))
            for i, d, m, dist in zip(ids, docs, metas, dists, strict=True)
        ]

    # -- document registry ---------------------------------------------------------
    @translate_errors
    @_writes
    def upsert_records(
        self, ids: Sequence[str], documents: Sequence[str], metadatas: Sequence[Metadata]
    ) -> None:
        """Write registry records in one call (Chroma applies one call as a unit)."""
        self._document_collection.upsert(
            ids=list(ids),
            embeddings=np.ones((len(ids), 1), dtype=np.float32),
            documents=list(documents),
            metadatas=[cast(Any, dict(m)) for m in metadatas],
        )

    @translate_errors
    def get_records(self, where: dict[str, Any] | None = None) -> list[StoredRecord]:
        """Registry records (all of them, embedded, from the copy on disk of the current
        generation when there is one: then Chroma is not touched)."""
        generation = self.generation() if where is None and self._copies else None
        if generation is None:
            return list(self._scan(self._document_collection, where))
        rows = self._registry_cache.load(generation)
        if rows is None:
            records = list(self._scan(self._document_collection, None))
            self._registry_cache.save(generation, [(r.id, r.document, r.metadata) for r in records])
            if self.generation() != generation:  # a write (an erasure) came meanwhile
                self._registry_cache.drop(generation)
            return records
        return [StoredRecord(i, d, m) for i, d, m in rows]

    @translate_errors
    def count_records(self) -> int:
        return self._document_collection.count()

    @translate_errors
    def chunk_embeddings(self, ids: Sequence[str]) -> np.ndarray:
        """Embeddings of the given chunks, in the order of `ids`."""
        parts: list[np.ndarray] = []
        for start in range(0, len(ids), _PAGE):
            part = list(ids[start : start + _PAGE])
            got = self._chunk_collection.get(ids=part, include=["embeddings"])
            order = {i: n for n, i in enumerate(got["ids"])}
            raw = np.asarray(got["embeddings"], dtype=np.float32)
            parts.append(raw[[order[i] for i in part]])
        return np.vstack(parts) if parts else np.zeros((0, 0), dtype=np.float32)

    @translate_errors
    @_writes
    def delete_records(self, ids: Sequence[str]) -> None:
        if ids:
            self._document_collection.delete(ids=list(ids))

    # -- identity decisions (one JSON document per CV content hash) ----------------------
    @translate_errors
    @_writes
    def upsert_identity(self, ids: Sequence[str], documents: Sequence[str]) -> None:
        if ids:
            self._identity_collection.upsert(
                ids=list(ids),
                embeddings=np.ones((len(ids), 1), dtype=np.float32),
                documents=list(documents),
            )

    @translate_errors
    def get_identity(self) -> list[StoredRecord]:
        return list(self._scan(self._identity_collection, None))

    @translate_errors
    @_writes
    def delete_identity(self, ids: Sequence[str]) -> None:
        if ids:
            self._identity_collection.delete(ids=list(ids))

    @staticmethod
    def _scan(collection: Collection, where: dict[str, Any] | None) -> Iterator[StoredRecord]:
        offset = 0
        while True:
            page = collection.get(
                where=where, include=["documents", "metadatas"], limit=_PAGE, offset=offset
            )
            ids = page["ids"]
            docs = page.get("documents") or [""] * len(ids)
            metas = page.get("metadatas") or [{}] * len(ids)
            for i, d, m in zip(ids, docs, metas, strict=True):
                yield StoredRecord(i, d or "", dict(m or {}))
            if len(ids) < _PAGE:
                return
            offset += _PAGE

    # -- erasure -------------------------------------------------------------------
    @translate_errors
    @_writes
    def purge(self) -> None:
        """Make what was deleted unrecoverable from the index's files (`vectorstore.purge`):
        every collection is rebuilt from what it holds now, and, embedded, the old segment
        directories removed and chroma.sqlite3 VACUUMed. On a Chroma server the collections
        are rebuilt the same way; its files are the server operator's."""
        import chromadb

        client = self._require_client()
        prefix = self.settings.collection_prefix
        for kind in _KINDS:
            name = f"{prefix}_{kind}"
            purge.rebuild_collection(client, name, self._configuration(name))
        if not self.url:
            # no index left in this process's memory while its files are scrubbed, and the
            # next one read from the scrubbed files
            client.clear_system_cache()
            purge.scrub_files(self.data_dir / "chroma")
            self._client = chromadb.PersistentClient(
                path=str(self.data_dir / "chroma"),
                settings=chromadb.Settings(anonymized_telemetry=False),
            )
        self._open_collections()
