"""CVs on their way to the store, pipelined (`vectorstore.workers`).

Worker processes parse and chunk the next CVs (`ingest.analysis`) and embed batches of
chunks, while the ingesting process resolves identities in file order and writes each batch
as soon as its vectors arrive, in order. With one worker (or an embedder that is not the
bundled one) the same code analyses here and embeds on one background thread.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable, Iterator
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ingest.analysis import Analysis, analyse
from ingest.commit import Prepared
from ingest.discovery import read_cv
from ingest.models import FileOutcome
from vectorstore.embedder import Embedder
from vectorstore.workers import ProcessWorkers, ThreadWorkers, Workers, start_workers

log = logging.getLogger(__name__)

BATCH_CHUNKS = 128  # chunks per embedding batch (64: more Chroma calls; 256: slower fill)

WriteBatch = Callable[[list[Prepared], np.ndarray], list[FileOutcome]]


@dataclass(frozen=True)
class AnalysisLimits:
    """What `ingest.analysis.analyse` needs besides the file: plain values, so a worker
    process can be sent them."""

    max_bytes: int
    chunk_tokens: int
    overlap_lines: int

    def args(self) -> tuple[int, int, int]:
        return self.max_bytes, self.chunk_tokens, self.overlap_lines

    def analyse(self, data: bytes, source: str, file_name: str, override: str | None) -> Analysis:
        return analyse(data, source, file_name, override, *self.args())


@dataclass
class ReadFile:
    """A file read for its turn: its bytes and name override, or why it could not be read,
    and its analysis when a worker is making it."""

    path: Path
    data: bytes = b""
    override: str | None = None
    error: Exception | None = None
    analysis: Future[Analysis] | None = None


class Pipeline:
    """Files are read ahead and analysed by the workers; prepared CVs are gathered into
    batches, embedded by the workers and handed to `write`, in order, once their vectors
    are back. Up to one batch more than the workers run at once waits in line, so they
    never idle while this process resolves identities and writes.

    `shared`: workers kept open by the caller (used, never closed, here); otherwise the
    pipeline starts `workers` of its own on first use and `close` stops them."""

    def __init__(
        self,
        embedder: Callable[[], Embedder],
        workers: int,
        limits: AnalysisLimits,
        write: WriteBatch,
        shared: Workers | None = None,
    ) -> None:
        self._embedder = embedder
        self._n_workers = workers
        self._limits = limits
        self._write = write
        self._workers = shared
        self._owned: Workers | None = None
        self._batch: list[Prepared] = []
        self._inflight: deque[tuple[list[Prepared], list[str], Future[np.ndarray]]] = deque()

    def _open(self) -> Workers:
        if self._workers is None:
            self._workers = self._owned = start_workers(self._embedder(), self._n_workers)
        return self._workers

    # -- reading and analysis (parse, chunk) -------------------------------------------
    def read(self, paths: list[Path], name: str | None) -> Iterator[ReadFile]:
        """The files, read in order a few ahead, each sent to a worker for analysis as it
        is read (a file whose content turns out to need none, the same content earlier in
        this run, only wastes its worker's time). Each file is read once: what is analysed
        is what gets indexed."""
        if not paths:
            return
        try:
            self._open().start()  # worker processes load the model while files are read
        except BrokenProcessPool:
            self._fall_back()
        ahead: deque[ReadFile] = deque()
        files = iter(paths)
        window = 4 * self._open().parallelism
        while True:
            while len(ahead) < window and (path := next(files, None)) is not None:
                ahead.append(self._read(path, name))
            if not ahead:
                return
            yield ahead.popleft()

    def _read(self, path: Path, name: str | None) -> ReadFile:
        try:
            data, override = read_cv(path, name, self._limits.max_bytes)
        except Exception as exc:  # reported in its turn
            return ReadFile(path, error=exc)
        read = ReadFile(path, data, override)
        workers = self._open()
        if isinstance(workers, ProcessWorkers):
            args = (data, str(path), path.name, override, *self._limits.args())
            try:
                read.analysis = workers.call(analyse, *args)
            except BrokenProcessPool:
                self._fall_back()
        return read

    def analysis(self, read: ReadFile) -> Analysis:
        """The worker's analysis of this file, or one made here (no worker, or it died)."""
        if read.analysis is not None:
            try:
                return read.analysis.result()
            except BrokenProcessPool:
                self._fall_back()
        return self._limits.analyse(read.data, str(read.path), read.path.name, read.override)

    # -- embedding and writing -----------------------------------------------------------
    def add(self, prepared: Prepared) -> list[FileOutcome]:
        """Add a CV to the batch being gathered; a full batch goes to the workers. Returns
        the outcomes of batches written meanwhile."""
        self._batch.append(prepared)
        if sum(len(p.chunks) for p in self._batch) < BATCH_CHUNKS:
            return []
        batch, self._batch = self._batch, []
        return self._put(batch)

    def finish(self) -> list[FileOutcome]:
        """Send the last batch and write everything still on its way."""
        batch, self._batch = self._batch, []
        outcomes = self._put(batch)
        while self._inflight:
            outcomes.extend(self._write_oldest())
        return outcomes

    def _put(self, batch: list[Prepared]) -> list[FileOutcome]:
        """Queue a batch for embedding; returns the outcomes of batches written meanwhile."""
        if not batch:
            return []
        texts = [c.text for p in batch for c in p.chunks]
        try:
            future = self._open().embed(texts)
        except BrokenProcessPool:
            future = self._fall_back().embed(texts)
        self._inflight.append((batch, texts, future))
        outcomes: list[FileOutcome] = []
        while len(self._inflight) > self._open().parallelism + 1:
            outcomes.extend(self._write_oldest())
        return outcomes

    def _write_oldest(self) -> list[FileOutcome]:
        batch, texts, future = self._inflight.popleft()
        try:
            vectors = future.result()
        except BrokenProcessPool:
            vectors = self._fall_back().embed(texts).result()
        return self._write(batch, vectors)

    def _fall_back(self) -> Workers:
        """A worker process died or could not start: work in this process from now on."""
        if not isinstance(self._workers, ThreadWorkers):
            log.warning("worker processes failed; analysing and embedding in this process")
            if self._owned is not None:
                self._owned.close()
            self._workers = self._owned = ThreadWorkers(self._embedder())
        return self._workers

    def close(self) -> None:
        """Stop the workers this pipeline started; batches not yet written are dropped
        (nothing of them is in the store)."""
        self._batch = []
        self._inflight.clear()
        if self._owned is not None:
            self._owned.close()
