"""Lexical retrieval primitives: a CJK-aware tokenizer and a BM25 index (bm25s).

Chroma has no local sparse search, so BM25 runs in the app over chunks read from Chroma
(the single store of record); any process can rebuild it, and `save`/`load` keep a copy on
disk so that a new process need not (the copy is derived data: see `retrieval.py`).
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Sequence
from pathlib import Path

import bm25s
import numpy as np

logging.getLogger("bm25s").setLevel(logging.WARNING)

_CJK_RUN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
_WORD = re.compile(r"[a-z0-9][a-z0-9+#]*(?:[.'&-][a-z0-9+#]+)*")  # ("m&a", "r&d": one word)
# a name and its number apart ("IFRS 17", "ISO 26262", "UE-5"): also one word, as "ifrs17"
_NAME_NUMBER = re.compile(
    r"(?<![a-z0-9])(?!(?:in|on|at|of|by|to|for|from|since|until|till|and|or|the|as|is|was|"
    r"were|year|years|yrs|top|no|vs|than|over|about|around|with|per)[ -])"
    r"([a-z]{2,8})[ -](?!(?:19|20)\d\d(?!\d))(\d{1,5})(?![a-z0-9.])"  # (no year: "Jan 2021")
)

# a name, its number and a version's letter ("JESD204C", "RK3588S", "LPDDR5X"): the name and
# number alone are the family asked for
_VERSIONED = re.compile(r"^([a-z]{2,8}\d{2,5})[a-z]{1,2}$")


def tokenize(text: str) -> list[str]:
    """Lower-cased Latin words, and for Chinese runs every character and every bigram."""
    lowered = text.lower()
    tokens = []
    latin = _CJK_RUN.sub(" ", lowered)
    for word in _WORD.findall(latin):
        tokens.append(word)
        if versioned := _VERSIONED.match(word):
            tokens.append(versioned[1])  # "jesd204c" is a "jesd204" too
        if "-" in word or "." in word or "&" in word:
            tokens.extend(p for p in re.split(r"[.'&-]", word) if p)
    tokens.extend(a + b for a, b in _NAME_NUMBER.findall(latin))
    for run in _CJK_RUN.findall(lowered):
        tokens.extend(run)
        tokens.extend(run[i : i + 2] for i in range(len(run) - 1))
    return tokens


class LexicalIndex:
    """BM25 over a fixed list of texts."""

    def __init__(self, texts: Sequence[str]) -> None:
        self.size = len(texts)
        tokens = [tokenize(t) for t in texts]
        self._bm25 = bm25s.BM25()
        if self.size:
            self._bm25.index(tokens, show_progress=False)
        df: dict[str, int] = {}
        for toks in tokens:
            for tok in set(toks):
                df[tok] = df.get(tok, 0) + 1
        self._df = df
        self._tokens: list[list[str]] | None = tokens
        self._encoded: tuple[list[str], np.ndarray, np.ndarray] | None = None
        self._decoded: dict[int, list[str]] = {}

    def scores(self, query: str) -> np.ndarray:
        if not self.size:
            return np.zeros(0, dtype=np.float32)
        query_tokens = [t for t in tokenize(query) if t in self._df]
        if not query_tokens:
            return np.zeros(self.size, dtype=np.float32)
        return np.asarray(self._bm25.get_scores(query_tokens), dtype=np.float32)

    def knows(self, token: str) -> bool:
        return token in self._df

    def idf(self, token: str) -> float:
        df = self._df.get(token, 0)
        return float(np.log(1 + (self.size - df + 0.5) / (df + 0.5)))

    def tokens_of(self, i: int) -> list[str]:
        if self._tokens is not None:
            return self._tokens[i]
        decoded = self._decoded.get(i)
        if decoded is None:
            assert self._encoded is not None
            vocab, ids, offsets = self._encoded
            decoded = [vocab[j] for j in ids[offsets[i] : offsets[i + 1]].tolist()]
            self._decoded[i] = decoded
        return decoded

    # -- on disk ---------------------------------------------------------------------
    def save(self, directory: Path) -> None:
        """Write the index into `directory` (created): BM25 arrays, vocabulary, tokens."""
        directory.mkdir(parents=True, exist_ok=True)
        vocab = sorted(self._df)
        index = {tok: n for n, tok in enumerate(vocab)}
        tokens = self._tokens if self._tokens is not None else [
            self.tokens_of(i) for i in range(self.size)
        ]  # fmt: skip
        lengths = np.fromiter((len(t) for t in tokens), dtype=np.int64, count=self.size)
        offsets = np.zeros(self.size + 1, dtype=np.int64)
        np.cumsum(lengths, out=offsets[1:])
        ids = np.fromiter((index[t] for toks in tokens for t in toks), dtype=np.int32,
                          count=int(offsets[-1]))  # fmt: skip
        df = np.fromiter((self._df[t] for t in vocab), dtype=np.int32, count=len(vocab))
        np.save(directory / "token_ids.npy", ids)
        np.save(directory / "offsets.npy", offsets)
        np.save(directory / "df.npy", df)
        (directory / "vocab.json").write_text(json.dumps(vocab, ensure_ascii=False), "utf-8")
        if self.size:
            self._bm25.save(str(directory / "bm25"), show_progress=False)

    @classmethod
    def load(cls, directory: Path) -> LexicalIndex:
        """An index written by `save` (BM25 arrays memory-mapped: pages are read when used;
        a text's tokens are decoded when first asked for)."""
        vocab: list[str] = json.loads((directory / "vocab.json").read_text("utf-8"))
        ids = np.load(directory / "token_ids.npy")
        offsets = np.load(directory / "offsets.npy")
        df = np.load(directory / "df.npy")
        index = cls.__new__(cls)
        index.size = len(offsets) - 1
        index._df = dict(zip(vocab, df.tolist(), strict=True))
        index._tokens = None
        index._encoded = (vocab, ids, offsets)
        index._decoded = {}
        index._bm25 = (
            bm25s.BM25.load(str(directory / "bm25"), mmap=True) if index.size else bm25s.BM25()
        )
        return index


def reciprocal_rank_fusion(rankings: Sequence[Sequence[int]], k: int = 60) -> dict[int, float]:
    """Fuse several rankings of the same items (RRF)."""
    fused: dict[int, float] = {}
    for ranking in rankings:
        for rank, item in enumerate(ranking):
            fused[item] = fused.get(item, 0.0) + 1.0 / (k + rank + 1)
    return fused
