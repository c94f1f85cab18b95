"""The incremental job against real embedded Chroma: unchanged files are skipped, changed
files replaced without stale chunks or duplicates, crashes leave every CV old or new."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from ingest.job import Indexer
from ingest.registry import load_records
from tests.conftest import EXAMPLES, CountingEmbedder, write
from tests.fixtures.cvs import EN_CV, ZH_CV


def assert_consistent(indexer: Indexer) -> None:
    """Every committed CV has exactly its chunks; no chunk belongs to anything else."""
    records = {r.doc_id: r for r in load_records(indexer.store)}
    chunks = indexer.store.get_chunks()
    per_doc = Counter(c.metadata["doc_id"] for c in chunks)
    committed = {d: r for d, r in records.items() if r.status == "committed"}
    assert set(per_doc) == set(committed), "chunks of uncommitted or missing CVs"
    for doc_id, record in committed.items():
        assert per_doc[doc_id] == record.chunks, record.file_name
    assert len({c.id for c in chunks}) == len(chunks)


def test_examples_index_and_unchanged_files_are_not_re_embedded(
    indexer: Indexer, embedder: CountingEmbedder
) -> None:
    first = indexer.ingest([EXAMPLES])
    assert first.summary()["added"] == 8 and not first.failed
    assert len(indexer.candidates()) == 7
    before = embedder.embedded
    second = indexer.ingest([EXAMPLES])
    assert second.summary()["unchanged"] == 8
    assert embedder.embedded == before
    assert_consistent(indexer)


def test_changed_file_replaces_its_chunks(indexer: Indexer, tmp_path: Path) -> None:
    path = write(tmp_path / "marta.md", EN_CV)
    indexer.ingest([tmp_path])
    old = {c.id for c in indexer.store.get_chunks()}
    write(path, EN_CV.replace("Kotlin", "Rust"))
    report = indexer.ingest([tmp_path])
    assert report.summary()["updated"] == 1
    chunks = indexer.store.get_chunks()
    assert not old & {c.id for c in chunks}
    assert any("Rust" in c.document for c in chunks)
    assert not any("Kotlin" in c.document for c in chunks)
    (person,) = indexer.candidates()
    assert len(person.documents) == 1
    assert_consistent(indexer)


def test_same_content_under_two_names_is_indexed_once(indexer: Indexer, tmp_path: Path) -> None:
    write(tmp_path / "a.md", ZH_CV)
    write(tmp_path / "copy of a.md", ZH_CV)
    report = indexer.ingest([tmp_path])
    assert report.summary() == {**report.summary(), "added": 1, "unchanged": 1}
    (person,) = indexer.candidates()
    assert len(person.documents[0].sources) == 2
    assert_consistent(indexer)


def test_prune_removes_cvs_whose_files_are_gone(indexer: Indexer, tmp_path: Path) -> None:
    a = write(tmp_path / "a.md", EN_CV)
    write(tmp_path / "b.md", ZH_CV)
    indexer.ingest([tmp_path])
    a.unlink()
    assert indexer.ingest([tmp_path]).summary()["removed"] == 0  # only with --prune
    report = indexer.ingest([tmp_path], prune=True)
    assert report.summary()["removed"] == 1
    assert [c.display_name for c in indexer.candidates()] == ["赵磊"]
    assert_consistent(indexer)


def test_one_bad_file_does_not_stop_the_batch(indexer: Indexer, tmp_path: Path) -> None:
    write(tmp_path / "good.md", EN_CV)
    (tmp_path / "empty.txt").write_bytes(b"")
    (tmp_path / "broken.pdf").write_bytes(b"%PDF-1.7\n garbage")
    report = indexer.ingest([tmp_path, tmp_path / "missing.md"])
    failed = {Path(o.path).name: o.message for o in report.failed}
    assert set(failed) == {"empty.txt", "broken.pdf", "missing.md"}
    assert "empty" in failed["empty.txt"] and "no such file" in failed["missing.md"]
    assert report.summary()["added"] == 1


def test_forget_removes_a_person_and_keeps_them_out(indexer: Indexer, tmp_path: Path) -> None:
    write(tmp_path / "a.md", EN_CV)
    write(tmp_path / "b.md", ZH_CV)
    indexer.ingest([tmp_path])
    marta = next(c for c in indexer.candidates() if c.display_name == "Marta Kowalski")
    assert indexer.forget(marta) > 0
    assert not indexer.store.get_chunks({"candidate_id": marta.id})
    assert [c.display_name for c in indexer.candidates()] == ["赵磊"]
    again = indexer.ingest([tmp_path])
    assert again.summary()["skipped"] == 1 and len(indexer.candidates()) == 1
    readded = indexer.ingest([tmp_path], include_forgotten=True)
    assert readded.summary()["added"] == 1 and len(indexer.candidates()) == 2
    assert_consistent(indexer)


class Crash(Exception):
    pass


def test_crash_while_writing_chunks_leaves_the_old_version(
    indexer: Indexer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = write(tmp_path / "marta.md", EN_CV)
    indexer.ingest([tmp_path])
    write(path, EN_CV.replace("Kotlin", "Scala"))
    real_add = indexer.store.add_chunks

    def add_half_then_die(ids, embeddings, documents, metadatas):  # type: ignore[no-untyped-def]
        half = max(1, len(ids) // 2)
        real_add(ids[:half], embeddings[:half], documents[:half], metadatas[:half])
        raise Crash()

    monkeypatch.setattr(indexer.store, "add_chunks", add_half_then_die)
    with pytest.raises(Crash):
        indexer.ingest([tmp_path])
    monkeypatch.undo()
    # what readers trust (committed records) is still fully the old version
    committed = [r for r in load_records(indexer.store) if r.status == "committed"]
    assert len(committed) == 1 and "Kotlin" in committed[0].profile.skills
    report = indexer.ingest([tmp_path])  # repairs, then indexes the new version
    assert report.summary()["updated"] == 1
    assert_consistent(indexer)
    assert any("Scala" in c.document for c in indexer.store.get_chunks())
