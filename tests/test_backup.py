"""deploy/backup.sh and deploy/restore.sh, as docs/DEPLOY.md tells an operator to run them:
back up an index (embedded Chroma) and the bot state (SQLite, or a real PostgreSQL through
pg_dump / pg_restore), wipe both, restore, and the same question gets the same answer and
the threads and feedback are back. A Chroma server's --path is the same kind of folder
(backup.sh stops the server around the copy through CVBOT_BACKUP_PAUSE/RESUME)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import psycopg
import pytest

from bot.answer.engine import AnswerEngine
from bot.answer.models import Answer
from bot.settings import Settings
from bot.state.settings import StateSettings
from bot.state.store import open_state
from ingest.job import Indexer
from tests.conftest import EXAMPLES, CountingEmbedder
from tests.postgres_server import PostgresServer
from vectorstore.embeddings import embedder_id
from vectorstore.store import CVStore

DEPLOY = Path(__file__).resolve().parents[1] / "deploy"
QUESTION = "Who has worked at Alibaba?"


@pytest.fixture(params=["sqlite", "postgresql"])
def state_url(request: pytest.FixtureRequest) -> str | None:
    if request.param == "sqlite":
        return None
    if shutil.which("pg_dump") is None:
        pytest.skip("pg_dump is not installed: apt-get install -y postgresql (as .ci/run does)")
    server: PostgresServer = request.getfixturevalue("postgres")
    return server.new_database()


def _script(name: str, *args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["bash", str(DEPLOY / name), *args], env=env, capture_output=True,
                          text=True, timeout=120)  # fmt: skip


def _names(settings: Settings, embedder: CountingEmbedder) -> list[str]:
    store = CVStore(settings.store, settings.data_dir, embedder_id(settings.embedding)).open()
    try:
        answer: Answer = AnswerEngine(store, embedder).ask(QUESTION)
    finally:
        store.close()
    return [c.name for c in answer.candidates]


def test_backup_wipe_restore_answers_the_same_question(
    state_url: str | None, tmp_path: Path, embedder: CountingEmbedder
) -> None:
    data = tmp_path / "data"
    settings = Settings(data_dir=data, state=StateSettings(url=state_url))
    store = CVStore(settings.store, data, embedder_id(settings.embedding)).open()
    try:
        Indexer(store, embedder, settings.ingest).ingest([EXAMPLES])
    finally:
        store.close()
    (data / "orgs.yaml").write_text("orgs: []\n", encoding="utf-8")
    before = _names(settings, embedder)
    assert {"Chen Wei", "Na Li"} <= set(before)
    state = open_state(settings.state, data)
    state.add_feedback("U1", "C1", "up", QUESTION, [["Chen Wei"], ["Na Li"]])
    state.close()

    env = {**os.environ, "CVBOT_DATA_DIR": str(data), "PYTHON": sys.executable}
    env.pop("CHROMA_PATH", None)
    if state_url:
        env["CVBOT_STATE__URL"] = state_url
    else:
        env.pop("CVBOT_STATE__URL", None)
    store = CVStore(settings.store, data, embedder_id(settings.embedding)).open()
    try:  # a running bot holds the index: the copy is refused, not made inconsistent
        busy = _script("backup.sh", str(tmp_path / "backups"), env=env)
    finally:
        store.close()
    assert busy.returncode == 2 and "is in use" in busy.stderr
    made = _script("backup.sh", str(tmp_path / "backups"), env=env)
    assert made.returncode == 0, made.stderr
    backup = Path(made.stdout.strip().splitlines()[-1])
    assert (backup / "chroma.tar.gz").is_file() and (backup / "orgs.yaml").is_file()
    assert (backup / ("state.pgdump" if state_url else "state.sqlite3")).is_file()

    shutil.rmtree(data)  # the disk is lost
    if state_url:  # and so is the database
        with psycopg.connect(state_url, autocommit=True) as conn:
            conn.execute("DROP SCHEMA public CASCADE")
            conn.execute("CREATE SCHEMA public")
    restored = _script("restore.sh", str(backup), env=env)
    assert restored.returncode == 0, restored.stderr
    assert _names(settings, embedder) == before
    state = open_state(settings.state, data)
    try:
        (vote,) = state.feedback()
        assert (vote.question, vote.candidates) == (QUESTION, [["Chen Wei"], ["Na Li"]])
    finally:
        state.close()
    assert (data / "orgs.yaml").read_text(encoding="utf-8") == "orgs: []\n"
    again = _script("restore.sh", str(backup), env=env)
    assert again.returncode == 2 and "--force" in again.stderr  # nothing overwritten


def test_a_damaged_backup_is_refused(tmp_path: Path) -> None:
    backup = tmp_path / "cvbot-x"
    backup.mkdir()
    (backup / "chroma.tar.gz").write_bytes(b"not the archive that was written")
    (backup / "MANIFEST.sha256").write_text("0" * 64 + "  chroma.tar.gz\n", encoding="utf-8")
    env = {**os.environ, "CVBOT_DATA_DIR": str(tmp_path / "data")}
    result = _script("restore.sh", str(backup), env=env)
    assert result.returncode == 2 and "damaged" in result.stderr
    assert not (tmp_path / "data").exists()
