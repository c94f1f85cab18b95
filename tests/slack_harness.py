"""Start the real bot (index, services, Bolt app over HTTP) for a test."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

from langchain_core.embeddings import Embeddings
from slack_bolt import App

from bot.answer.engine import AnswerEngine
from bot.commands import BotServices
from bot.settings import Settings
from bot.slack.app import build_app
from bot.slack.server import make_http_server
from bot.slack.state import BotState
from ingest.job import Indexer
from tests.conftest import EXAMPLES
from vectorstore.embeddings import embedder_id
from vectorstore.store import CVStore


@contextmanager
def bot_app(settings: Settings, embedder: Embeddings) -> Iterator[tuple[App, BotServices]]:
    """The Bolt app over an index of the example CVs (store closed on exit)."""
    store = CVStore(settings.store, settings.data_dir, embedder_id(settings.embedding)).open()
    try:
        indexer = Indexer(store, embedder, settings.ingest)
        indexer.ingest([EXAMPLES])
        services = BotServices(settings, AnswerEngine(store, embedder), indexer)
        yield build_app(settings, services, BotState(settings.data_dir / "bot.sqlite3")), services
    finally:
        store.close()


@contextmanager
def http_bot(settings: Settings, embedder: Embeddings) -> Iterator[tuple[str, BotServices]]:
    """The app served on 127.0.0.1; yields the events URL."""
    with bot_app(settings, embedder) as (app, services):
        server = make_http_server(app, "127.0.0.1", 0)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            yield f"http://127.0.0.1:{server.server_port}/slack/events", services
        finally:
            server.shutdown()


__all__ = ["bot_app", "http_bot"]
