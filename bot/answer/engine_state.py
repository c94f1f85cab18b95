"""What an answer engine keeps between questions, each loaded once per registry read or
chunk snapshot under one lock: the people (the registry), the chunk snapshot, the fact
index, the organisation directory of the open path, the chunks' entry headers and vectors.
`bot.answer.engine.AnswerEngine` builds on it and asks; nothing here reads a question."""

from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING

import numpy as np

from bot.answer.fact_cache import FactCache, chunk_vectors, load_or_build
from bot.answer.facts import FactIndex
from bot.answer.orgs import OrgDirectory
from bot.answer.question import LOWER_AT_PLACE, Question, with_places_capitalised
from ingest.language import EN_STOP
from ingest.models import Candidate
from ingest.orgs import OrgCatalog
from ingest.registry import build_candidates, load_records
from ingest.skills import SkillCatalog
from vectorstore.retrieval import ChunkSnapshot, HybridRetriever
from vectorstore.store import CVStore

if TYPE_CHECKING:
    from vectorstore.embedder import Embedder

REGISTRY_MAX_AGE_S = 300.0  # same-size registry changes by another process show within this


class EngineState:
    """The per-snapshot state of an answer engine (the engine is one)."""

    def __init__(
        self, store: CVStore, embedder: Embedder, orgs: OrgCatalog, skills: SkillCatalog
    ) -> None:
        self.store = store
        self.embedder = embedder
        self.orgs = orgs
        self.skills = skills
        self._facts: tuple[tuple[int, int], FactIndex] | None = None
        self._fact_cache = FactCache(store.data_dir / "cache" / "facts")
        self._line_vectors: dict[str, np.ndarray] = {}
        self.retriever = HybridRetriever(store, embedder)
        self._orgs: tuple[tuple[int, int], OrgDirectory] | None = None
        self._people: tuple[int | str, float, list[Candidate]] | None = None
        self._committed: tuple[list[Candidate], dict[str, str]] | None = None
        self._header_cache: tuple[tuple[int, int], list[str]] | None = None
        self._vectors: tuple[tuple[int, int], np.ndarray] | None = None
        # one load at a time: a question that arrives while the warm-up (or another
        # question) loads the registry, chunks or facts waits for that load, instead of
        # doing the same work beside it on the same cores
        self._loading = threading.RLock()
        self._refresh_lock = threading.Lock()
        self._refreshing: threading.Thread | None = None

    # -- state ---------------------------------------------------------------------
    def invalidate(self) -> None:
        """Forget cached registry state (after this process wrote to the index)."""
        self._people = None

    def candidates(self) -> list[Candidate]:
        """The registry. Embedded, re-read when the index's generation moves (any write;
        from the copy on disk a new process finds for it, without opening Chroma). On a
        Chroma server, re-read when its size changes (a CV committed or erased: at once),
        and every REGISTRY_MAX_AGE_S for changes that keep its size (a name corrected, a
        profile re-read) — that one in the background, the question answered meanwhile from
        the registry read before (at 100,000 people a read is half a minute)."""
        generation = self.store.generation()
        if generation is not None:  # embedded: exact, and no Chroma call
            cached = self._people
            if cached and cached[0] == generation:
                return cached[2]
            return self._read_registry(generation)
        count = self.store.count_records()
        cached = self._people
        if cached and cached[0] == count:
            if time.time() - cached[1] >= REGISTRY_MAX_AGE_S:
                self._refresh_in_background(count)
            return cached[2]
        return self._read_registry(count)

    def _read_registry(self, count: int | str) -> list[Candidate]:
        people = build_candidates(load_records(self.store))
        self._people = (count, time.time(), people)
        return people

    def _refresh_in_background(self, count: int) -> None:
        with self._refresh_lock:
            if self._refreshing is not None and self._refreshing.is_alive():
                return
            cached = self._people
            if cached is not None:  # one refresh per period, however many questions come
                self._people = (cached[0], time.time(), cached[2])
            self._refreshing = threading.Thread(
                target=self._read_registry, args=(count,), name="cvbot-registry", daemon=True
            )
            self._refreshing.start()

    def _state(self) -> tuple[list[Candidate], ChunkSnapshot]:
        with self._loading:
            return self._load_state()

    def _load_state(self) -> tuple[list[Candidate], ChunkSnapshot]:
        people = self.candidates()
        # each committed CV and its version, from the registry just read: the snapshot's
        # stamp, without reading the registry again; one mapping per registry read, so the
        # retriever recognises it and a question does not hash every CV's version again
        if self._committed is None or self._committed[0] is not people:
            versions = {
                d.doc_id: f"{d.candidate_id}|{d.ingested_at!r}" for c in people for d in c.documents
            }
            self._committed = (people, versions)
        return people, self.retriever.snapshot(self._committed[1])

    def _places_in_lower_case(
        self, q: Question, snap: ChunkSnapshot, people: list[Candidate]
    ) -> Question:
        """ "who's at netgear right now": a lower-case word after "at" that is an
        organisation's whole name in some CV (and no catalog name or skill) is that place."""
        if not LOWER_AT_PLACE.search(q.text):
            return q
        directory = self._org_directory(snap, people)
        return with_places_capitalised(
            q,
            lambda w: (
                directory.writes(w)
                and not self.orgs.resolve(w)
                and not self.skills.resolve(w)
                and w.lower() not in EN_STOP
            ),
        )

    def _org_directory(self, snap: ChunkSnapshot, people: list[Candidate]) -> OrgDirectory:
        with self._loading:
            return self._load_org_directory(snap, people)

    def _load_org_directory(self, snap: ChunkSnapshot, people: list[Candidate]) -> OrgDirectory:
        if self._orgs is not None and self._orgs[0] == snap.version:
            return self._orgs[1]
        names: set[str] = set()
        for record in snap.records:
            for key in ("employer", "school"):
                if value := record.metadata.get(key):
                    names.add(str(value))
        for person in people:
            for document in person.documents:  # each CV's own names (no merge: ~2 s at 10k)
                names.update(e.employer for e in document.profile.employment)
                names.update(e.school for e in document.profile.education)
        directory = OrgDirectory(names, self.embedder)
        self._orgs = (snap.version, directory)
        return directory

    def _headers(self, snap: ChunkSnapshot) -> list[str]:
        """Lower-cased entry headers of every chunk (for employer/school matching)."""
        if self._header_cache is not None and self._header_cache[0] == snap.version:
            return self._header_cache[1]
        headers = [" ".join(r.metadata.get("header_lines") or []).lower() for r in snap.records]
        self._header_cache = (snap.version, headers)
        return headers

    def _chunk_vectors(self, snap: ChunkSnapshot) -> np.ndarray:
        """Embeddings of every chunk in the snapshot (float16, for per-chunk scoring)."""
        with self._loading:
            if self._vectors is not None and self._vectors[0] == snap.version:
                return self._vectors[1]
            vectors = chunk_vectors(self._fact_cache, snap, self.store.chunk_embeddings)
            self._vectors = (snap.version, vectors)
            return vectors

    def _fact_index(self, snap: ChunkSnapshot) -> FactIndex:
        with self._loading:
            if self._facts is not None and self._facts[0] == snap.version:
                return self._facts[1]
            self._line_vectors = {}
            facts = load_or_build(self._fact_cache, snap, self.orgs, self.skills)
            self._facts = (snap.version, facts)
            return facts
