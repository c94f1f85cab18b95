"""Real processes: the embedded index has one owner, and kill -9 mid-ingest loses nothing."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

from bot.settings import Settings
from ingest.job import Indexer
from tests.conftest import EXAMPLES, CountingEmbedder
from tests.test_job import assert_consistent
from vectorstore.embeddings import embedder_id
from vectorstore.store import CVStore

CVBOT = [sys.executable, "-m", "bot.cli"]


def _env(data_dir: Path, **extra: str) -> dict[str, str]:
    env = {**os.environ, "CVBOT_DATA_DIR": str(data_dir), **extra}
    env.pop("CVBOT_STORE__CHROMA_URL", None)
    return env


def _list_candidates(data_dir: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*CVBOT, "candidates"], env=_env(data_dir), capture_output=True, text=True, timeout=120
    )


def test_second_process_is_told_who_holds_the_index(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path / "data")
    store = CVStore(settings.store, settings.data_dir, embedder_id(settings.embedding)).open()
    try:
        result = _list_candidates(settings.data_dir)
    finally:
        store.close()
    assert result.returncode == 2
    assert f"process {os.getpid()}" in result.stderr
    assert "chroma run" in result.stderr
    after = _list_candidates(settings.data_dir)  # the lock is free again: it opens the index
    assert f"process {os.getpid()}" not in after.stderr
    assert after.returncode == 0 or "No CVs are indexed" in after.stderr, after.stderr


def test_kill_9_mid_ingest_leaves_every_cv_old_or_new(
    tmp_path: Path, embedder: CountingEmbedder
) -> None:
    corpus = tmp_path / "cvs"
    shutil.copytree(EXAMPLES, corpus)
    data = tmp_path / "data"
    # one chunk per Chroma call makes the window for a mid-CV kill wide
    env = _env(data, CVBOT_STORE__WRITE_BATCH="1")
    proc = subprocess.Popen(
        [*CVBOT, "ingest", str(corpus)], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    deadline = time.time() + 120
    while time.time() < deadline and not (data / "chroma").exists():
        time.sleep(0.05)
    time.sleep(2.5)  # let it get into the middle of the batch
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)

    settings = Settings(data_dir=data)
    store = CVStore(settings.store, settings.data_dir, embedder_id(settings.embedding)).open()
    try:
        indexer = Indexer(store, embedder, settings.ingest)
        report = indexer.ingest([corpus])
        assert not report.failed
        assert_consistent(indexer)
        assert len(indexer.candidates()) == 7
    finally:
        store.close()
