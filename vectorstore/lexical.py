"""Lexical retrieval primitives: a CJK-aware tokenizer and a BM25 index (bm25s).

Chroma has no local sparse search, so BM25 runs in the app over chunks read from Chroma
(the single store of record); any process can rebuild it.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence

import bm25s
import numpy as np

logging.getLogger("bm25s").setLevel(logging.WARNING)

_CJK_RUN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
_WORD = re.compile(r"[a-z0-9][a-z0-9+#]*(?:[.'-][a-z0-9+#]+)*")


def tokenize(text: str) -> list[str]:
    """Lower-cased Latin words, and for Chinese runs every character and every bigram."""
    lowered = text.lower()
    tokens = []
    for word in _WORD.findall(_CJK_RUN.sub(" ", lowered)):
        tokens.append(word)
        if "-" in word or "." in word:
            tokens.extend(p for p in re.split(r"[.'-]", word) if p)
    for run in _CJK_RUN.findall(lowered):
        tokens.extend(run)
        tokens.extend(run[i : i + 2] for i in range(len(run) - 1))
    return tokens


class LexicalIndex:
    """BM25 over a fixed list of texts."""

    def __init__(self, texts: Sequence[str]) -> None:
        self.size = len(texts)
        self._tokens = [tokenize(t) for t in texts]
        self._bm25 = bm25s.BM25()
        if self.size:
            self._bm25.index(self._tokens, show_progress=False)
        df: dict[str, int] = {}
        for toks in self._tokens:
            for tok in set(toks):
                df[tok] = df.get(tok, 0) + 1
        self._df = df

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
        return self._tokens[i]


def reciprocal_rank_fusion(rankings: Sequence[Sequence[int]], k: int = 60) -> dict[int, float]:
    """Fuse several rankings of the same items (RRF)."""
    fused: dict[int, float] = {}
    for ranking in rankings:
        for rank, item in enumerate(ranking):
            fused[item] = fused.get(item, 0.0) + 1.0 / (k + rank + 1)
    return fused
