"""A restarted bot: loading its large structures pauses the garbage collector without
leaking them, and the warm-up lets a user's question go first."""

from __future__ import annotations

import gc
import threading
import weakref
from pathlib import Path
from typing import Any

import pytest

from bot.settings import Settings
from ingest.job import Indexer
from tests.conftest import CountingEmbedder, engine_over, write
from vectorstore.bulk_load import collector_paused
from vectorstore.embeddings import embedder_id
from vectorstore.store import CVStore

CVS = {
    "jana.md": "# Jana Novak\n## Experience\nSenior Engineer, Alibaba Cloud, 2019 – 2023\n"
    "- Built GPU sharing for inference clusters.\n",
    "tomas.md": "# Tomas Berg\n## Experience\nEngineer, Ericsson, 2018 – present\n"
    "- Radio scheduling in Rust.\n",
}


def test_a_load_pauses_the_collector_and_restores_it_after_nesting() -> None:
    assert gc.isenabled()
    with collector_paused():
        assert not gc.isenabled()
        with collector_paused():  # a fact index loaded inside a snapshot load
            assert not gc.isenabled()
        assert not gc.isenabled()
    assert gc.isenabled()


def test_the_start_up_pause_ends_when_a_session_is_built_and_answers_still_come(
    tmp_path: Path, embedder: CountingEmbedder
) -> None:
    """The console script runs its imports without the collector; the session it builds
    turns it back on, so a long-lived command (serve, watch, ingest) collects as usual."""
    from bot.services import engine_session
    from vectorstore.bulk_load import pause_for_start_up

    settings = Settings(data_dir=tmp_path / "data")
    write(tmp_path / "cvs" / "jana.md", CVS["jana.md"])
    Indexer(
        CVStore(settings.store, settings.data_dir, embedder_id(settings.embedding)).open(),
        embedder,
        settings.ingest,
    ).ingest([tmp_path / "cvs"])
    try:
        pause_for_start_up()
        assert not gc.isenabled()
        with engine_session(settings, embedder) as engine:
            assert gc.isenabled()
            assert gc.get_freeze_count() > 0
            answer = engine.ask("Who has worked at Alibaba Cloud?")
        assert [c.name for c in answer.candidates] == ["Jana Novak"]
    finally:
        gc.unfreeze()
        gc.enable()


def test_an_old_snapshot_is_freed_when_new_cvs_replace_it(
    tmp_path: Path, embedder: CountingEmbedder
) -> None:
    """The collector is frozen after each load, so what a load builds must be freed by
    reference counting alone: a bot that re-reads its index after every upload would
    otherwise keep every old copy of it."""
    with engine_over(CVS, tmp_path, embedder) as engine:
        _, snap = engine._state()
        facts = engine._fact_index(snap)
        old_record, old_view = weakref.ref(snap.records[0]), weakref.ref(facts.views[0])
        del snap, facts
        write(
            tmp_path / "more" / "lena.md",
            "# Lena Park\n## Experience\nEngineer, Tencent, 2020 – 2022\n",
        )
        Indexer(engine.store, embedder, Settings(data_dir=tmp_path / "data").ingest).ingest(
            [tmp_path / "more"]
        )
        engine.invalidate()
        answer = engine.ask("Who has worked at Tencent?")
        assert [c.name for c in answer.candidates] == ["Lena Park"]
        assert old_record() is None and old_view() is None  # no collection was needed


def test_the_warm_up_waits_for_a_question_in_flight(
    tmp_path: Path, embedder: CountingEmbedder, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A question that arrives while the bot warms up does not share the cores with the
    rest of the warm-up: the warm-up's next step starts when the answer is done."""
    with engine_over(CVS, tmp_path, embedder) as engine:
        release = threading.Event()
        asked = threading.Event()
        real_find = engine._find

        def slow_find(*args: Any) -> Any:
            if "alibaba" in args[0].text.lower():
                asked.set()
                assert release.wait(10)
            return real_find(*args)

        monkeypatch.setattr(engine, "_find", slow_find)
        answers: list[Any] = []
        question = threading.Thread(
            target=lambda: answers.append(engine.ask("Who has worked at Alibaba?"))
        )
        question.start()
        assert asked.wait(10)
        warm = threading.Thread(target=engine.prepare)
        warm.start()
        warm.join(0.5)
        assert warm.is_alive() and engine._facts is None  # waiting, nothing loaded beside
        release.set()
        question.join(10)
        warm.join(30)
        assert not warm.is_alive() and engine._facts is not None  # then it loads
        assert [c.name for c in answers[0].candidates] == ["Jana Novak"]


def test_a_periodic_registry_read_runs_beside_the_question_not_in_its_way(
    tmp_path: Path, embedder: CountingEmbedder, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every REGISTRY_MAX_AGE_S a replica re-reads the registry for changes that keep its
    size (half a minute at 100,000 people): the question that finds it due is answered from
    the registry read before, and the next one sees the new read."""
    import bot.answer.engine_state as engine_state

    with engine_over(CVS, tmp_path, embedder) as engine:
        # a replica reads a Chroma server, whose other clients write unseen (embedded, the
        # index's generation says exactly when to read again)
        monkeypatch.setattr(engine.store, "generation", lambda: None)
        first = engine.candidates()
        slow_read = threading.Event()
        real_load = engine_state.load_records

        def slow_load(store: Any) -> Any:
            slow_read.wait(5)  # until the test lets it finish
            return real_load(store)

        monkeypatch.setattr(engine_state, "load_records", slow_load)
        monkeypatch.setattr(engine_state, "REGISTRY_MAX_AGE_S", 0.0)
        answer = engine.ask("Who has worked at Alibaba Cloud?")  # the read is due: not waited on
        assert [c.name for c in answer.candidates] == ["Jana Novak"]
        assert engine.candidates() is first
        slow_read.set()
        refreshing = engine._refreshing
        assert refreshing is not None
        refreshing.join(10)
        monkeypatch.setattr(engine_state, "REGISTRY_MAX_AGE_S", 300.0)
        assert engine.candidates() is not first  # the background read has landed
