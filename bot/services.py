"""Wiring: build the store, embedder and indexer from `Settings`.

Each session imports what it uses: a question (`engine_session`) never loads the parsers
and the ingest pipeline, which cost a CLI process ~0.25 s to import."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from bot.answer.engine import AnswerEngine
from bot.settings import Settings
from vectorstore.bulk_load import start_up_done
from vectorstore.embeddings import build_embedder, embedder_id
from vectorstore.store import CVStore

if TYPE_CHECKING:
    from bot.commands import BotServices
    from ingest.job import Indexer
    from vectorstore.embedder import Embedder


def build_engine(settings: Settings, store: CVStore, embedder: Embedder) -> AnswerEngine:
    """The answer engine, with the built-in alias catalogs extended by the user's own
    `<data dir>/orgs.yaml` and `<data dir>/skills.yaml` when they exist, and the LLM
    question reader when a model is configured."""
    from ingest import orgs, skills

    engine = AnswerEngine(
        store,
        embedder,
        orgs=orgs.OrgCatalog.load(orgs.default_user_paths(settings.data_dir)),
        skills=skills.SkillCatalog.load(skills.default_user_paths(settings.data_dir)),
    )
    if settings.llm.model and settings.llm.read_questions:
        from bot.answer.llm_reader import LLMQuestionReader

        engine.read_question = LLMQuestionReader.from_settings(
            settings.llm, engine.orgs, engine.skills
        )
    return engine


def open_store(settings: Settings, *, rebuild: bool = False, defer: bool = False) -> CVStore:
    store = CVStore(settings.store, settings.data_dir, embedder_id(settings.embedding))
    return store.open(rebuild=rebuild, defer=defer)


@contextmanager
def indexer_session(
    settings: Settings,
    embedder: Embedder | None = None,
    *,
    with_embedder: bool = True,
    rebuild: bool = False,
) -> Iterator[Indexer]:
    """An indexer over an open store; the embedder is only loaded when it will be used."""
    from ingest.job import Indexer

    store = open_store(settings, rebuild=rebuild)
    try:
        if embedder is None and with_embedder:
            embedder = build_embedder(settings.embedding)
        indexer = Indexer(store, embedder, settings.ingest)
        start_up_done()
        yield indexer
    finally:
        store.close()


@contextmanager
def engine_session(settings: Settings, embedder: Embedder | None = None) -> Iterator[AnswerEngine]:
    """An answer engine over an open store (closed on exit; embedded, Chroma is opened by
    the first question that needs it)."""
    store = open_store(settings, defer=True)
    try:
        engine = build_engine(settings, store, embedder or build_embedder(settings.embedding))
        start_up_done()
        yield engine
    finally:
        store.close()


@contextmanager
def bot_session(settings: Settings) -> Iterator[BotServices]:
    """Engine and indexer over one open store: in embedded mode the bot owns the index."""
    from bot.audit import AuditLog
    from bot.commands import BotServices
    from bot.state.store import open_state
    from ingest.job import Indexer

    store = open_store(settings)
    state = open_state(settings.state, settings.data_dir)
    try:
        embedder = build_embedder(settings.embedding)
        services = BotServices(
            settings,
            build_engine(settings, store, embedder),
            Indexer(store, embedder, settings.ingest),
        )
        services.audit = AuditLog(state.engine)
        services.state = state
        start_up_done()
        yield services
    finally:
        state.close()
        store.close()
