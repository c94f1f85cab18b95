"""A question in a new process reads the registry from its copy on disk when the embedded
index has not been written since the copy was made, and never opens Chroma for a question
that needs no vector; any write (a CV ingested, a person forgotten) is seen at once."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from bot.answer.engine import AnswerEngine
from bot.erasure import erase
from bot.settings import Settings
from ingest.job import Indexer
from tests.conftest import CountingEmbedder, write
from tests.fixtures.cvs import EN_CV, ZH_CV
from vectorstore.embeddings import embedder_id
from vectorstore.store import CVStore


def _store(settings: Settings, *, defer: bool = False) -> CVStore:
    return CVStore(settings.store, settings.data_dir, embedder_id(settings.embedding)).open(
        defer=defer
    )


@contextmanager
def _question_process(settings: Settings, embedder: CountingEmbedder) -> Iterator[AnswerEngine]:
    """What `cvbot ask` opens: the index deferred, an engine over it."""
    store = _store(settings, defer=True)
    try:
        yield AnswerEngine(store, embedder)
    finally:
        store.close()


def _ingest(settings: Settings, embedder: CountingEmbedder, folder: Path) -> None:
    store = _store(settings)
    try:
        assert not Indexer(store, embedder, settings.ingest).ingest([folder]).failed
    finally:
        store.close()


def _named(engine: AnswerEngine, question: str) -> set[str]:
    return {c.name for c in engine.ask(question).candidates}


def _refuse_chroma(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(self: CVStore, rebuild: bool = False) -> None:
        raise AssertionError("the question opened Chroma")

    monkeypatch.setattr(CVStore, "_connect", refuse)


def test_a_second_process_answers_an_employer_question_without_opening_chroma(
    settings: Settings, embedder: CountingEmbedder, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write(tmp_path / "cvs" / "en.md", EN_CV)
    _ingest(settings, embedder, tmp_path / "cvs")
    with _question_process(settings, embedder) as engine:  # reads Chroma, keeps the copy
        assert _named(engine, "Who has worked at Allegro?") == {"Marta Kowalski"}
        engine.flush()
    _refuse_chroma(monkeypatch)
    with _question_process(settings, embedder) as engine:
        assert _named(engine, "Who has worked at Allegro?") == {"Marta Kowalski"}
        assert _named(engine, "Who studied at Warsaw University of Technology?") == {
            "Marta Kowalski"
        }


def test_a_cv_ingested_by_another_process_is_seen_by_the_next_question(
    settings: Settings, embedder: CountingEmbedder, tmp_path: Path
) -> None:
    write(tmp_path / "cvs" / "en.md", EN_CV)
    _ingest(settings, embedder, tmp_path / "cvs")
    with _question_process(settings, embedder) as engine:
        assert _named(engine, "谁在腾讯工作过？") == set()
        engine.flush()
    write(tmp_path / "cvs" / "zh.md", ZH_CV)
    _ingest(settings, embedder, tmp_path / "cvs")
    with _question_process(settings, embedder) as engine:
        assert _named(engine, "谁在腾讯工作过？") == {"赵磊"}


def test_a_forgotten_person_is_neither_answered_nor_left_in_a_copy(
    settings: Settings, embedder: CountingEmbedder, tmp_path: Path
) -> None:
    write(tmp_path / "cvs" / "en.md", EN_CV)
    write(tmp_path / "cvs" / "zh.md", ZH_CV)
    _ingest(settings, embedder, tmp_path / "cvs")
    with _question_process(settings, embedder) as engine:
        assert _named(engine, "Who has worked at Allegro?") == {"Marta Kowalski"}
        engine.flush()
    store = _store(settings)
    try:
        indexer = Indexer(store, embedder, settings.ingest)
        (marta,) = [p for p in indexer.candidates() if "Marta Kowalski" in p.names]
        erase(indexer, [marta])
    finally:
        store.close()
    copies = list((settings.data_dir / "cache").rglob("registry-*.cache"))
    assert not any(b"Kowalski" in path.read_bytes() for path in copies)
    with _question_process(settings, embedder) as engine:
        assert _named(engine, "Who has worked at Allegro?") == set()
        assert _named(engine, "谁在腾讯工作过？") == {"赵磊"}
