"""Which employers and schools a question names, across scripts.

Built from the organisations found in the indexed CVs themselves: a question's span matches
an organisation by substring, by pinyin (阿里巴巴 ↔ Alibaba), by a shared acronym
("微软亚洲研究院 (MSRA)" ↔ "Microsoft Research Asia (MSRA)"), or by multilingual embedding
similarity of the names (北京大学 ↔ Peking University)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

import numpy as np

from ingest.language import (
    CORPORATE_SUFFIX_EN,
    CORPORATE_SUFFIX_ZH,
    HAN_RUN,
    INSTITUTION_SUFFIX_ZH,
    has_cjk,
)
from ingest.pinyin import to_pinyin

if TYPE_CHECKING:
    from vectorstore.embedder import Embedder

_ACRONYM = re.compile(r"[(（]([A-Z][A-Za-z&]{1,9})[)）]")
_PAREN = re.compile(r"\s*[(（][^)）]*[)）]")
_GENERIC = re.compile(rf"(?i)\b(?:{CORPORATE_SUFFIX_EN}|the)\b\.?|{CORPORATE_SUFFIX_ZH}")
EMBED_THRESHOLD = 0.74  # USE cosine: 北京大学/Peking University 0.88, 谷歌/Google 0.76
EMBED_MARGIN = 0.08  # ... but only near the best match (Tsinghua/Peking University 0.75)


def core(name: str) -> str:
    """'Alibaba Group' → 'alibaba'; '阿里巴巴集团' → '阿里巴巴' (for matching, not display)."""
    text = _PAREN.sub("", name)
    text = _GENERIC.sub(" ", text)
    return re.sub(r"\s+", " ", text).strip(" ,.-").lower()


def _squash(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


_ZH_GENERIC_SUFFIX = re.compile(rf"(?:{INSTITUTION_SUFFIX_ZH}|{CORPORATE_SUFFIX_ZH}|科技|技术)+$")


def _pinyin(text: str) -> str:
    """Pinyin of the Chinese part, without a generic suffix: 复旦大学 → 'fudan'."""
    cjk = "".join(HAN_RUN.findall(text))
    stem = _ZH_GENERIC_SUFFIX.sub("", cjk) or cjk
    return to_pinyin(stem)


class OrgDirectory:
    def __init__(self, names: Iterable[str], embedder: Embedder | None = None) -> None:
        self.names = sorted({n.strip() for n in names if n and len(n.strip()) >= 2})
        self.cores = [core(n) for n in self.names]
        self.acronyms = [set(_ACRONYM.findall(n)) for n in self.names]
        self._embedder = embedder
        self._vectors: np.ndarray | None = None
        groups: dict[str, set[int]] = {}
        for i, acronyms in enumerate(self.acronyms):
            for acronym in acronyms:
                groups.setdefault(acronym.upper(), set()).add(i)
        self._alias_groups = list(groups.values())
        self._whole: set[str] | None = None

    def _embeddings(self) -> np.ndarray | None:
        if self._embedder is None or not self.names:
            return None
        if self._vectors is None:
            vectors = self._embedder.embed_documents(
                [_PAREN.sub("", n).strip() or n for n in self.names]
            )
            self._vectors = np.asarray(vectors, dtype=np.float32)
        return self._vectors

    def _matches(self, span: str) -> set[int]:
        span_core = core(span)
        if not span_core:
            return set()
        found: set[int] = set()
        span_sq = _squash(span_core)
        span_py = _pinyin(span_core)
        for i, org_core in enumerate(self.cores):
            if not org_core:
                continue
            short = 2 if has_cjk(span_core) else 3
            if (
                (len(span_core) >= short and (span_core in org_core or org_core in span_core))
                or span.strip().upper() in {a.upper() for a in self.acronyms[i]}
                or (span_sq and len(span_sq) >= 4 and span_sq in _pinyin(org_core))
                or (span_py and len(span_py) >= 4 and span_py in _squash(org_core))
            ):
                found.add(i)
        vectors = self._embeddings()
        if vectors is not None and self._embedder is not None:
            q = np.asarray(self._embedder.embed_query(span.strip()), dtype=np.float32)
            sims = vectors @ q
            span_cjk = has_cjk(span)
            for i, name in enumerate(self.names):  # embeddings translate; same script: words
                if has_cjk(_PAREN.sub("", name)) == span_cjk:
                    sims[i] = -1.0
            others = [float(sims[i]) for i in range(len(sims)) if i not in found]
            best = max(others, default=0.0)  # best match the words above did not find
            cutoff = max(EMBED_THRESHOLD, best - EMBED_MARGIN)
            found.update(int(i) for i in np.nonzero(sims >= cutoff)[0])
        for group in self._alias_groups:
            if found & group:
                found |= group
        return found

    def writes(self, word: str) -> bool:
        """Whether some CV writes an organisation whose whole name is `word` (any case:
        "netgear" for "NETGEAR Inc.")."""
        if self._whole is None:
            self._whole = {c.lower() for c in self.cores if c}
        return word.lower() in self._whole

    def resolve(self, span: str) -> set[str]:
        """Organisation names (as written in the CVs) that `span` refers to."""
        return {self.names[i] for i in self._matches(span)}


def org_needles(orgs: set[str]) -> list[str]:
    """Lower-cased strings whose presence in an entry header names one of `orgs`."""
    needles = {o.lower() for o in orgs}
    needles |= {c for o in orgs if len(c := core(o)) >= 2}
    return sorted(needles)


def header_mentions(header_lines: list[str], orgs: set[str]) -> bool:
    """Does an entry header name one of `orgs` (compared on their cores)?"""
    if not orgs:
        return False
    lowered = " ".join(header_lines).lower()
    return any(n in lowered for n in org_needles(orgs))


def with_aliases(spans: list[str], directory: OrgDirectory) -> list[str]:
    """The names asked, and the names the CVs write each one as (across scripts)."""
    out = list(spans)
    for span in spans:
        out += sorted(directory.resolve(span))
    return list(dict.fromkeys(out))
