"""The chunk snapshot and its BM25 index are written next to the index, so a new process
answers without scanning Chroma, and any write that changes what is committed is seen."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from ingest.job import Indexer
from tests.conftest import CountingEmbedder, write
from tests.fixtures.cvs import EN_CV, ZH_CV
from vectorstore.retrieval import HybridRetriever
from vectorstore.store import CVStore


def _committed(indexer: Indexer) -> set[str]:
    return {d.doc_id for c in indexer.candidates() for d in c.documents}


def _no_scan(monkeypatch: pytest.MonkeyPatch, store: CVStore) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("the snapshot was rebuilt from Chroma")

    monkeypatch.setattr(store, "get_chunks", refuse)


def test_a_new_process_loads_the_snapshot_instead_of_scanning_chroma(
    indexer: Indexer, embedder: CountingEmbedder, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write(tmp_path / "cvs" / "en.md", EN_CV)
    write(tmp_path / "cvs" / "zh.md", ZH_CV)
    indexer.ingest([tmp_path / "cvs"])
    store = indexer.store
    retriever = HybridRetriever(store, embedder)
    first = retriever.snapshot(_committed(indexer))
    assert first.records
    retriever.flush()  # the copy is written after the answer

    _no_scan(monkeypatch, store)
    again = HybridRetriever(store, embedder).snapshot(_committed(indexer))  # "next process"
    assert [(r.id, r.document, r.metadata) for r in again.records] == [
        (r.id, r.document, r.metadata) for r in first.records
    ]
    assert again.version == first.version
    for query in ("Kubernetes", "北京大学", "nothing like this"):
        assert np.allclose(again.lexical.scores(query), first.lexical.scores(query))
    assert all(again.lexical.tokens_of(i) == first.lexical.tokens_of(i) for i in range(2))
    hits = HybridRetriever(store, embedder).search("Kubernetes", again)
    assert hits and hits[0].record.id in again.by_id


def test_a_write_is_seen_even_when_chunk_ids_come_back(indexer: Indexer, tmp_path: Path) -> None:
    cvs = tmp_path / "cvs"
    write(cvs / "en.md", EN_CV)
    indexer.ingest([cvs])
    store, embedder = indexer.store, indexer.embedder
    assert embedder is not None
    before = HybridRetriever(store, embedder).snapshot(_committed(indexer))
    (person,) = indexer.candidates()
    indexer.forget(person)
    indexer.ingest([cvs], include_forgotten=True)  # same file: the same chunk ids again
    (back,) = indexer.candidates()
    after = HybridRetriever(store, embedder).snapshot(_committed(indexer))
    assert {r.id for r in after.records} == {r.id for r in before.records}
    assert {r.metadata["candidate_id"] for r in after.records} == {back.id}
    assert after.version != before.version

    write(cvs / "zh.md", ZH_CV)
    indexer.ingest([cvs])
    grown = HybridRetriever(store, embedder).snapshot(_committed(indexer))
    assert len({r.metadata["doc_id"] for r in grown.records}) == 2


def test_an_unreadable_copy_is_rebuilt(indexer: Indexer, tmp_path: Path) -> None:
    write(tmp_path / "cvs" / "en.md", EN_CV)
    indexer.ingest([tmp_path / "cvs"])
    store, embedder = indexer.store, indexer.embedder
    assert embedder is not None
    retriever = HybridRetriever(store, embedder)
    first = retriever.snapshot(_committed(indexer))
    retriever.flush()
    (copy,) = (store.data_dir / "cache" / "retrieval").glob("snapshot-*")
    (copy / "records.json").write_text("{not json", encoding="utf-8")
    again = HybridRetriever(store, embedder).snapshot(_committed(indexer))
    assert [r.id for r in again.records] == [r.id for r in first.records]
