"""How much of a question's words a passage holds: a crude English stem, and the IDF-weighted
share of the topic's terms found (a Chinese phrase as one unit, by its bigrams)."""

from __future__ import annotations

import re
from functools import lru_cache

from vectorstore.retrieval import ChunkSnapshot

RAREST_MISSING = 0.6  # penalty when the question's most specific word is missing
_STEM = re.compile(r"(?:ing|ings|ed|es|s|ions?|er|ers|ments?)$")


@lru_cache(maxsize=1 << 16)
def stem(token: str) -> str:
    """A crude English stem (a CV's vocabulary is small: cached, as a topic question stems
    every line of every entry of its employer — 150,000 calls at 10,000 people)."""
    if token.isascii() and len(token) > 5:
        token = re.sub(r"is(e|ed|es|ing|ation)$", r"iz\1", token)  # British spelling
        token = re.sub(r"ization(s)?$", "ize", token)  # optimization/optimize
        return _STEM.sub("", token).removesuffix("e")  # manager/management, engine/engines
    return token


def coverage_of(
    terms: list[str], tokens: set[str], snap: ChunkSnapshot, chars_fallback: bool = False
) -> float:
    """IDF-weighted share of the terms found among `tokens` (stemmed). A Chinese phrase
    counts as one unit, the share of its bigrams found (with `chars_fallback`, of its single
    characters when the corpus knows none of its bigrams); terms the corpus never uses
    cannot discriminate and are ignored."""
    units: list[tuple[float, float]] = []
    for term in (t for t in terms if t.isascii()):
        if snap.lexical.knows(term):
            units.append((snap.lexical.idf(term), 1.0 if stem(term) in tokens else 0.0))
    phrase = [t for t in terms if len(t) == 2 and not t.isascii() and snap.lexical.knows(t)]
    if not phrase and chars_fallback:
        phrase = [t for t in terms if len(t) == 1 and not t.isascii() and snap.lexical.knows(t)]
    if phrase:
        weight = sum(snap.lexical.idf(t) for t in phrase) / len(phrase)
        units.append((weight, sum(1 for t in phrase if t in tokens) / len(phrase)))
    total = sum(w for w, _ in units)
    if total <= 0:
        return 0.0
    coverage = sum(w * f for w, f in units) / total
    _, rarest_found = max(units)
    if len(units) > 1 and rarest_found < 0.5:
        coverage *= RAREST_MISSING  # the most specific word of the question is absent
    return coverage
