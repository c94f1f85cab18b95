"""Scale-out path: a real `chroma run` server, several clients, no data-dir lock, and a
clear message when the server is down."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.settings import Settings
from ingest.job import Indexer
from tests.chroma_server import ChromaServer, free_port
from tests.conftest import EXAMPLES, CountingEmbedder
from tests.test_job import assert_consistent
from vectorstore.config import StoreSettings
from vectorstore.embeddings import embedder_id
from vectorstore.errors import StoreUnavailableError
from vectorstore.store import CVStore


@pytest.fixture()
def server(tmp_path: Path) -> Iterator[ChromaServer]:
    srv = ChromaServer(tmp_path / "chroma-server").start()
    try:
        yield srv
    finally:
        srv.stop()


def _store(url: str, data_dir: Path) -> CVStore:
    settings = Settings(data_dir=data_dir, store=StoreSettings(chroma_url=url))
    return CVStore(settings.store, settings.data_dir, embedder_id(settings.embedding))


def test_ingest_through_server_and_read_from_another_client(
    server: ChromaServer, tmp_path: Path, embedder: CountingEmbedder
) -> None:
    writer = _store(server.url, tmp_path / "a").open()
    reader = _store(server.url, tmp_path / "b").open()  # no lock in server mode
    try:
        indexer = Indexer(writer, embedder, Settings().ingest)
        report = indexer.ingest([EXAMPLES])
        assert report.summary()["added"] == 8
        assert reader.count_chunks() == writer.count_chunks() > 0
        assert_consistent(indexer)
        assert not (tmp_path / "a" / "index.lock").exists()
    finally:
        writer.close()
        reader.close()
    env = {**os.environ, "CVBOT_STORE__CHROMA_URL": server.url, "CVBOT_DATA_DIR": str(tmp_path)}
    listed = subprocess.run(
        [sys.executable, "-m", "bot.cli", "candidates", "--json"],
        env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert listed.returncode == 0, listed.stderr
    assert "Sofia Rossi" in listed.stdout


def test_server_down_is_a_clear_error(tmp_path: Path) -> None:
    url = f"http://127.0.0.1:{free_port()}"
    with pytest.raises(StoreUnavailableError) as info:
        _store(url, tmp_path).open()
    assert url in info.value.user_message and "chroma run" in info.value.user_message
    env = {**os.environ, "CVBOT_STORE__CHROMA_URL": url, "CVBOT_DATA_DIR": str(tmp_path)}
    result = subprocess.run(
        [sys.executable, "-m", "bot.cli", "ingest", str(EXAMPLES)],
        env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert result.returncode == 2
    assert "not reachable" in result.stderr or "Cannot reach" in result.stderr
    assert "Traceback" not in result.stderr


def test_server_killed_mid_ingest_then_restarted(
    tmp_path: Path, embedder: CountingEmbedder
) -> None:
    server = ChromaServer(tmp_path / "srv").start()
    store = _store(server.url, tmp_path).open()
    try:
        indexer = Indexer(store, embedder, Settings().ingest)
        real_add = store.add_chunks

        def add_then_kill(ids, embeddings, documents, metadatas):  # type: ignore[no-untyped-def]
            half = len(ids) // 2
            real_add(ids[:half], embeddings[:half], documents[:half], metadatas[:half])
            server.stop()  # SIGKILL the server in the middle of the batch
            return real_add(ids[half:], embeddings[half:], documents[half:], metadatas[half:])

        store.add_chunks = add_then_kill  # type: ignore[method-assign]
        with pytest.raises(StoreUnavailableError):
            indexer.ingest([EXAMPLES])
        store.add_chunks = real_add  # type: ignore[method-assign]
        server.start()
        store.close()
        store = _store(server.url, tmp_path).open()
        indexer = Indexer(store, embedder, Settings().ingest)
        report = indexer.ingest([EXAMPLES])
        assert not report.failed
        assert_consistent(indexer)
        assert len(indexer.candidates()) == 7
    finally:
        store.close()
        server.stop()
