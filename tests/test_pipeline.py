"""Large ingests run in a pipeline: worker processes analyse CVs and embed batches while the
ingesting process resolves identities and writes. It must index exactly what the in-process
path indexes, keep each CV atomic, survive a dead worker and leave no orphan behind kill -9."""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import numpy as np
import pytest

from bot.settings import Settings
from ingest.job import Indexer
from tests.conftest import EXAMPLES, write
from tests.fixtures.cvs import person_cv
from tests.test_job import assert_consistent
from vectorstore.embeddings import USEM3Embeddings, available_cpus, embedder_id
from vectorstore.store import CVStore

FIRST = ["Anna", "Bruno", "Chiara", "Dmitri", "Elif", "Farid", "Greta", "Hugo", "Ines", "Jonas",
         "Kira", "Luca"]  # fmt: skip
LAST = ["Keller", "Moreau", "Novak", "Okafor"]
PEOPLE = 48  # above the size at which an ingest starts worker processes


@pytest.fixture(scope="module")
def plain_embedder() -> USEM3Embeddings:
    """The bundled embedder itself (subclasses stay in-process, by design)."""
    return USEM3Embeddings()


def build_corpus(root: Path) -> Path:
    """48 people in Markdown, the example CVs (PDF, DOCX, JSON Resume), and two of them again
    under other names, first and last in file order (far apart: different batches)."""
    corpus = root / "cvs"
    for i in range(PEOPLE):
        name = f"{FIRST[i % len(FIRST)]} {LAST[i // len(FIRST)]}"
        write(
            corpus / f"m_{i:02d}.md",
            person_cv(name, f"Company {i % 7}", "University of Basel", f"p{i}@example.org"),
        )
    shutil.copytree(EXAMPLES, corpus / "examples")
    shutil.copy(EXAMPLES / "priya_raman.docx", corpus / "a_first_copy.docx")
    shutil.copy(EXAMPLES / "chen_wei_zh.docx", corpus / "zz_last_copy.docx")
    return corpus


@contextmanager
def open_indexer(data: Path, embedder: USEM3Embeddings, workers: int) -> Iterator[Indexer]:
    settings = Settings(data_dir=data)
    settings.ingest.embed_workers = workers
    store = CVStore(settings.store, data, embedder_id(settings.embedding)).open()
    try:
        yield Indexer(store, embedder, settings.ingest)
    finally:
        store.close()


def snapshot(indexer: Indexer) -> tuple[list[tuple[str, str, dict[str, object]]], np.ndarray]:
    chunks = sorted(indexer.store.get_chunks(), key=lambda c: c.id)
    vectors = indexer.store.chunk_embeddings([c.id for c in chunks])
    return [(c.id, c.document, c.metadata) for c in chunks], vectors


def test_worker_pipeline_indexes_what_the_in_process_path_indexes(
    tmp_path: Path, plain_embedder: USEM3Embeddings, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("ingest.pipeline.BATCH_CHUNKS", 16)  # many batches in flight
    corpus = build_corpus(tmp_path)
    children: list[int] = []
    with open_indexer(tmp_path / "workers", plain_embedder, workers=2) as pipelined:
        report = pipelined.ingest(
            [corpus], progress=lambda *_: children.append(len(multiprocessing.active_children()))
        )
        assert max(children) >= 2, "no worker processes were started"
        assert not report.failed, report.failed
        summary = report.summary()
        assert summary["added"] == PEOPLE + 8 and summary["unchanged"] == 2
        copies = {Path(o.path).name: o.message for o in report.outcomes if o.status == "unchanged"}
        assert copies == {
            "priya_raman.docx": "same content as a_first_copy.docx",
            "zz_last_copy.docx": "same content as chen_wei_zh.docx",
        }
        assert_consistent(pipelined)
        rows, vectors = snapshot(pipelined)
        people = {c.display_name: sorted(Path(d.sources[0]).name for d in c.documents)
                  for c in pipelined.candidates()}  # fmt: skip
    with open_indexer(tmp_path / "inline", plain_embedder, workers=1) as inline:
        inline.ingest([corpus])
        inline_rows, inline_vectors = snapshot(inline)
        inline_people = {c.display_name: sorted(Path(d.sources[0]).name for d in c.documents)
                         for c in inline.candidates()}  # fmt: skip
    assert rows == inline_rows  # same chunks, texts and metadata (candidate ids included)
    assert people == inline_people and len(people) == PEOPLE + 7
    cosine = np.sum(vectors * inline_vectors, axis=1)
    assert cosine.min() > 0.999  # one BLAS thread vs several: rounding only


def test_copies_far_apart_are_indexed_once_with_both_names(
    tmp_path: Path, plain_embedder: USEM3Embeddings, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("ingest.pipeline.BATCH_CHUNKS", 4)
    corpus = build_corpus(tmp_path)
    with open_indexer(tmp_path / "data", plain_embedder, workers=2) as indexer:
        indexer.ingest([corpus])
        (priya,) = [c for c in indexer.candidates() if c.display_name == "Priya Raman"]
        (document,) = priya.documents
        assert {Path(s).name for s in document.sources} == {
            "priya_raman.docx",
            "a_first_copy.docx",
        }
        assert_consistent(indexer)
        again = indexer.ingest([corpus])
        assert again.summary()["unchanged"] == PEOPLE + 10


def test_a_dead_worker_means_slower_not_lost(
    tmp_path: Path, plain_embedder: USEM3Embeddings, caplog: pytest.LogCaptureFixture
) -> None:
    corpus = build_corpus(tmp_path)
    with open_indexer(tmp_path / "data", plain_embedder, workers=2) as indexer:
        with indexer.embedding_workers():
            workers = multiprocessing.active_children()
            assert len(workers) >= 2
            for worker in workers:
                with contextlib.suppress(ProcessLookupError):  # a child that just ended
                    os.kill(worker.pid or 0, signal.SIGKILL)
                worker.join(timeout=10)
            with caplog.at_level(logging.WARNING, logger="ingest.pipeline"):
                report = indexer.ingest([corpus])
        assert "worker processes failed" in caplog.text
        assert not report.failed and report.summary()["added"] == PEOPLE + 8
        assert_consistent(indexer)
        assert len(indexer.candidates()) == PEOPLE + 7


def _children(pid: int) -> set[int]:
    found = set()
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.add(int(stat.parent.name))
    return found


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads the process table from /proc")
def test_kill_9_of_a_pipelined_ingest_leaves_no_orphan_and_no_half_cv(
    tmp_path: Path, plain_embedder: USEM3Embeddings
) -> None:
    corpus = build_corpus(tmp_path)
    data = tmp_path / "data"
    env = {**os.environ, "CVBOT_DATA_DIR": str(data), "CVBOT_STORE__WRITE_BATCH": "1"}
    env.pop("CVBOT_STORE__CHROMA_URL", None)
    cvbot = Path(sys.executable).with_name("cvbot")
    proc = subprocess.Popen([str(cvbot), "ingest", str(corpus)], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
    workers: set[int] = set()
    deadline = time.time() + 120
    while time.time() < deadline and proc.poll() is None and len(workers) < 2:
        workers = _children(proc.pid)
        time.sleep(0.05)
    assert len(workers) >= 2, "the ingest did not start worker processes"
    sqlite = data / "chroma" / "chroma.sqlite3"
    start_size = sqlite.stat().st_size if sqlite.exists() else 0
    while time.time() < deadline and proc.poll() is None:
        if sqlite.exists() and sqlite.stat().st_size > start_size + 256_000:
            break  # batches are being written (one chunk per Chroma call)
        time.sleep(0.02)
    assert proc.poll() is None, "the ingest finished before it could be killed"
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)
    deadline = time.time() + 20
    while time.time() < deadline and any(Path(f"/proc/{w}").exists() for w in workers):
        time.sleep(0.1)
    alive = [w for w in workers if Path(f"/proc/{w}").exists()]
    for w in alive:  # do not leave them to the next test
        os.kill(w, signal.SIGKILL)
    assert not alive, "worker processes outlived the killed ingest"

    with open_indexer(data, plain_embedder, workers=2) as indexer:
        assert indexer.store.count_chunks() > 0, "killed before anything was written"
        assert len(indexer.candidates()) < PEOPLE + 7, "killed after everything was written"
        report = indexer.ingest([corpus])
        assert not report.failed
        assert_consistent(indexer)
        assert len(indexer.candidates()) == PEOPLE + 7


def test_embedder_never_runs_more_blas_threads_than_cpus() -> None:
    # USE's own default (4) made OpenBLAS spin ~10x slower on 2 cores once threadpoolctl
    # was installed; the cap is what keeps `embed_documents` at full speed.
    assert USEM3Embeddings().threads <= available_cpus()
    assert USEM3Embeddings(threads=64).threads <= 4
