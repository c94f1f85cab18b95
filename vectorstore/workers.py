"""Work that runs beside the ingesting process, so an ingest can pipeline its stages.

While the workers analyse the next CVs and embed batch k+1, the ingesting process resolves
identities and writes batch k to Chroma. For the bundled embedder the workers are
processes: USE is numpy behind a pure-Python tokenizer, the parsers are pure Python, and
Chroma's embedded client holds the GIL while it writes, so threads could not overlap them.
Each worker runs BLAS on one thread: N single-threaded workers use N cores better than one
process with N BLAS threads (on 2 cores: 1,361 passages in 3.0–3.3 s with two workers,
4.65 s in one process with two BLAS threads, 6.1 s with one; docs/BENCHMARKS.md). Any
other embedder (a remote API, a LangChain model) embeds on one background thread, which
still overlaps its waiting with the writes; other work then stays with the caller.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor, ThreadPoolExecutor
from multiprocessing.connection import wait as wait_for_handles
from typing import Any, Self, TypeVar

import numpy as np

from vectorstore.embedder import Embedder
from vectorstore.embeddings import USEM3Embeddings

log = logging.getLogger(__name__)
T = TypeVar("T")


class Workers(ABC):
    """Embeds lists of texts asynchronously (float32 arrays back)."""

    parallelism = 1

    @abstractmethod
    def embed(self, texts: list[str]) -> Future[np.ndarray]: ...

    @abstractmethod
    def start(self) -> None:
        """Get ready without waiting (worker processes load the model)."""

    @abstractmethod
    def close(self) -> None: ...

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class ThreadWorkers(Workers):
    """Any LangChain embedder on one background thread."""

    def __init__(self, embedder: Embedder) -> None:
        self._embedder = embedder
        self._pool = ThreadPoolExecutor(1, thread_name_prefix="cvbot-embed")

    def _embed(self, texts: list[str]) -> np.ndarray:
        return np.asarray(self._embedder.embed_documents(texts), dtype=np.float32)

    def embed(self, texts: list[str]) -> Future[np.ndarray]:
        return self._pool.submit(self._embed, texts)

    def start(self) -> None:
        """Nothing to start: the embedder lives in this process."""

    def close(self) -> None:
        self._pool.shutdown(wait=True, cancel_futures=True)


_worker_embedder: USEM3Embeddings | None = None
# Workers yield the CPU to the process that feeds them (identity, Chroma writes) and to a
# bot's request threads: that process is the ingest's critical path, not the workers.
_WORKER_NICENESS = 10


def _exit_with_parent() -> None:
    """A worker whose parent died (kill -9) exits instead of lingering as an orphan."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        wait_for_handles([parent.sentinel])
        os._exit(0)

    threading.Thread(target=watch, name="cvbot-parent-watch", daemon=True).start()


def _start_worker(batch_size: int) -> None:
    global _worker_embedder
    _exit_with_parent()
    with contextlib.suppress(OSError, AttributeError):  # no os.nice on Windows
        os.nice(_WORKER_NICENESS)
    _worker_embedder = USEM3Embeddings(batch_size=batch_size, threads=1)
    _worker_embedder.embed_array(["warm up"])  # load the model before the first task


def _embed_in_worker(texts: list[str]) -> np.ndarray:
    assert _worker_embedder is not None, "worker initializer did not run"
    return _worker_embedder.embed_array(texts)


def _ready() -> int:
    """A task that returns once its worker has started (the initializer runs first)."""
    return os.getpid()


class ProcessWorkers(Workers):
    """The bundled USE embedder in `workers` spawned processes (one BLAS thread each).

    Workers are spawned, never forked: the parent may run threads (Chroma's runtime, the
    Slack app) that a fork would copy mid-lock. Each loads the model (~1.5 s, in parallel)
    when started; `warm_up` waits for that.
    """

    def __init__(self, workers: int, batch_size: int = 64) -> None:
        self.parallelism = workers
        self._pool = ProcessPoolExecutor(
            workers,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=_start_worker,
            initargs=(batch_size,),
        )

    def embed(self, texts: list[str]) -> Future[np.ndarray]:
        return self._pool.submit(_embed_in_worker, texts)

    def call(self, fn: Callable[..., T], *args: Any) -> Future[T]:
        """Run `fn(*args)` in a worker; both must be picklable (a module-level function
        and plain data)."""
        return self._pool.submit(fn, *args)

    def _start(self) -> list[Future[int]]:
        return [self._pool.submit(_ready) for _ in range(self.parallelism)]

    def start(self) -> None:
        self._start()

    def warm_up(self, timeout_s: float = 120.0) -> None:
        """Start every worker and wait until each has loaded the model."""
        ready: set[int] = set()
        deadline = time.monotonic() + timeout_s
        while len(ready) < self.parallelism and time.monotonic() < deadline:
            ready |= {f.result() for f in self._start()}

    def close(self) -> None:
        self._pool.shutdown(wait=True, cancel_futures=True)


def start_workers(embedder: Embedder, workers: int) -> Workers:
    """Worker processes for the bundled embedder when `workers` > 1, else a thread. Only
    the bundled class itself goes to processes (they build their own copy); a subclass may
    change what embedding does, so it stays in this process."""
    if workers > 1 and type(embedder) is USEM3Embeddings:
        return ProcessWorkers(workers, embedder.batch_size)
    return ThreadWorkers(embedder)
