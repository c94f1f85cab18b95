"""The structured path's topic: how well a scope of CV lines (an entry, a degree) is about
the question's topic or skill — lexical coverage of any wording of it, chunk similarity,
and for close calls across languages single lines compared with the topic — and the
quotes that show each met requirement."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

import numpy as np

from bot.answer.facts import FactIndex
from bot.answer.hits import TOPIC_MIN, PersonMatch, Scope, TopicScorer
from bot.answer.models import Evidence
from bot.answer.question import Constraints
from bot.answer.ranked import (
    DENSE_FLOOR,
    DENSE_FLOOR_CROSS,
    DENSE_SPAN,
    DENSE_WEIGHT,
    LEADING_BULLETS,
    MISSING_NAMED_CAP,
    coverage_of,
    evidence_of,
    named_whole,
    names_pattern,
    only_generic,
    quote_line,
    squash_quote,
    stem,
)
from ingest.language import HAN_CHAR, language_of
from vectorstore.lexical import tokenize
from vectorstore.retrieval import ChunkSnapshot

if TYPE_CHECKING:
    from vectorstore.embedder import Embedder

# Calibrated on evalsets/*.yaml (see docs/BENCHMARKS.md)
LINE_FLOOR = 0.4  # a single line in the question's language: cosine below this says nothing
LINE_FLOOR_CROSS = 0.15  # ... and in the other language (USE cosines run lower across)
LINE_GATE = 0.15  # chunk cosine below which no single line is compared
LINE_SCOPE = 10  # lines of an entry compared one by one
LINE_BUDGET = 48  # new line vectors per question (~0.1 s; the cache keeps them)


class TopicScoring:
    """Topic scorers over one snapshot: its facts, chunk vectors, and the per-snapshot
    cache of single-line vectors (owned by the engine, emptied with a new snapshot)."""

    def __init__(
        self,
        snap: ChunkSnapshot,
        facts: FactIndex,
        vectors: np.ndarray,
        embedder: Embedder,
        line_vectors: dict[str, np.ndarray],
    ) -> None:
        self.snap = snap
        self.facts = facts
        self.vectors = vectors
        self.embedder = embedder
        self.line_vectors = line_vectors

    def scorer(self, c: Constraints) -> TopicScorer:
        """Relevance of the question's topic (or skill) inside each scope of lines: lexical
        coverage of any topic alternative, chunk similarity, and for the scopes still short
        of TOPIC_MIN, single lines (and their parts) compared with the topic in one batch."""
        snap, facts = self.snap, self.facts
        terms = c.topic_terms
        if c.skills:
            skill_lines = {x for s in c.skills for x in facts.skill_lines.get(s, [])}
            rest = self.scorer(replace(c, skills=set())) if terms else None

            def by_skill(scopes: list[Scope]) -> list[tuple[float, tuple[int, int] | None]]:
                found = [next((x for x in lines if x in skill_lines), None) for lines in scopes]
                out: list[tuple[float, tuple[int, int] | None]] = [
                    (1.0, x) if x is not None else (0.0, None) for x in found
                ]
                if rest is not None:  # the skill and the rest of the topic, in one entry
                    having = [k for k, x in enumerate(found) if x is not None]
                    for k, result in zip(having, rest([scopes[k] for k in having]), strict=True):
                        out[k] = (result[0], found[k])  # quote the skill's line: it is named
                return out

            return by_skill
        stems = {stem(t) for alt in c.alternatives or [terms] for t in alt}
        vectors = self.vectors
        topic_vec = np.asarray(
            self.embedder.embed_query(c.topic or " ".join(terms)), dtype=np.float32
        )
        must = [t for t in c.must if snap.lexical.knows(t)]
        # a name the question stresses that no CV uses ("做过UE项目的"): nobody has it, and the
        # rest of the topic ("项目") does not stand in for it
        words = [t for alt in c.alternatives or [terms] for t in alt]
        unheard = len(must) < len(c.must) and only_generic(words, c.must)
        alternatives = c.alternatives or [terms]
        language = language_of(c.topic)
        concepts = names_pattern(c.concept_names)
        # the topic is one concept's name ("CS", "软件工程", "payments"): its names, in
        # either language, decide; a similar entry without them is not it
        whole = concepts is not None and named_whole(concepts, c.topic, terms)

        def lexical(lines: Scope) -> tuple[float, tuple[int, int] | None, bool, float]:
            tokens: set[str] = set()
            best: tuple[int, int] | None = None
            best_overlap = 0.0
            scope_cjk = False
            for i, j in lines:
                text = facts.views[i].lines[j]
                scope_cjk = scope_cjk or bool(HAN_CHAR.search(text))
                line_tokens = {stem(t) for t in tokenize(text)}
                tokens |= line_tokens
                # the line to quote: most topic words, a named term ("RDMA") first on a tie
                overlap = len(stems & line_tokens) + 0.5 * sum(
                    1 for t in must if t in line_tokens or stem(t) in line_tokens
                )
                if overlap > best_overlap:
                    best, best_overlap = (i, j), overlap
            coverage = 0.0
            if concepts is not None and (
                scope_cjk != (language == "zh") or len(set(c.concepts)) == 1
            ):
                # a concept of the question in the entry's language ("anti-fraud" for 反欺诈),
                # or the one concept it asks about under another of its names (推荐算法 for
                # 推荐系统): the whole name must be there
                text = " ".join(facts.views[i].lines[j] for i, j in lines)
                if concepts.search(text):
                    coverage = 1.0
            for alt in alternatives:
                if not scope_cjk:  # Chinese words cannot be found in an English entry
                    alt = [t for t in alt if t.isascii()]
                if not alt:
                    continue
                value = coverage_of(alt, tokens, snap)
                if any(t in alt and stem(t) not in tokens and t not in tokens for t in must):
                    value = min(value, MISSING_NAMED_CAP)
                coverage = max(coverage, value)
            missing_named = unheard or any(stem(t) not in tokens and t not in tokens for t in must)
            if unheard:
                coverage = min(coverage, MISSING_NAMED_CAP)
            if whole:
                return coverage, best, missing_named, 0.0
            dense = raw = 0.0
            if vectors.shape[1] > 1:
                chunks = {i for i, _ in lines}
                sims = [float(vectors[i].astype(np.float32) @ topic_vec) for i in chunks]
                raw = max(sims)
                cross = any(snap.records[i].metadata.get("language") != language for i in chunks)
                floor = DENSE_FLOOR_CROSS if cross else DENSE_FLOOR
                dense = min(1.0, max(0.0, (max(sims) - floor) / DENSE_SPAN))
                if missing_named:
                    dense = min(dense, MISSING_NAMED_CAP)
            relevance = max(coverage, DENSE_WEIGHT * dense, 0.5 * coverage + 0.5 * dense)
            return relevance, best, missing_named, raw

        def score(scopes: list[Scope]) -> list[tuple[float, tuple[int, int] | None]]:
            first = [lexical(lines) if lines else (0.0, None, True, 0.0) for lines in scopes]
            weak = [
                k
                for k, (rel, _, named, raw) in enumerate(first)
                if rel < TOPIC_MIN
                and not whole
                and not named
                and (raw >= LINE_GATE or len(scopes[k]) <= 6)
                and _crosses(facts, scopes[k], language)
            ]  # in the question's own language the words themselves decide; a long entry
            # whose chunks say nothing close to the topic is not read line by line
            weak.sort(key=lambda k: -first[k][3])  # the closest calls get the line budget first
            # chunk vectors blur an entry; one line can say it plainly (across languages)
            lined = self._line_dense([scopes[k] for k in weak], topic_vec, language)
            out: list[tuple[float, tuple[int, int] | None]] = []
            for lines, (rel, best, _, _) in zip(scopes, first, strict=True):
                out.append((rel, best if best is not None else (lines[0] if lines else None)))
            for k, (value, where) in zip(weak, lined, strict=True):
                if where is not None and value * DENSE_WEIGHT > out[k][0]:
                    out[k] = (value * DENSE_WEIGHT, where)
            return out

        return score

    def _line_dense(
        self,
        scopes: list[Scope],
        topic_vec: np.ndarray,
        language: str,
    ) -> list[tuple[float, tuple[int, int] | None]]:
        """Per scope, the best normalised cosine between the topic and its single lines or
        their parts. Line vectors are cached per snapshot and computed in one batch, at most
        LINE_BUDGET new ones per question."""
        facts = self.facts
        cache = self.line_vectors
        wanted = [
            [(i, j) for i, j in lines[:LINE_SCOPE] if len(facts.views[i].lines[j]) >= 4]
            for lines in scopes
        ]
        pieces = {x: _pieces(facts.views[x[0]].lines[x[1]]) for lines in wanted for x in lines}
        missing: list[str] = []
        for lines in wanted:  # scope by scope, so that a cut budget leaves whole scopes
            parts = [p for x in lines for p in pieces[x] if p not in cache and p not in missing]
            if len(missing) + len(parts) > LINE_BUDGET:
                break
            missing += parts
        if missing:
            vectors = self.embedder.embed_documents(missing)
            for text, values in zip(missing, vectors, strict=True):
                cache[text] = np.asarray(values, dtype=np.float32)
        out: list[tuple[float, tuple[int, int] | None]] = []
        for lines in wanted:
            best, where = 0.0, None
            for x in lines:
                for piece in pieces[x]:
                    piece_vec = cache.get(piece)
                    if piece_vec is None:
                        continue
                    floor = LINE_FLOOR_CROSS if language_of(piece) != language else LINE_FLOOR
                    value = (float(piece_vec @ topic_vec) - floor) / DENSE_SPAN
                    if value > best:
                        best, where = min(1.0, value), x
            out.append((best, where))
        return out


def hit_evidence(
    match: PersonMatch, snap: ChunkSnapshot, facts: FactIndex, c: Constraints, per_candidate: int
) -> list[Evidence]:
    """Quotes of the lines that met a person's requirements (each requirement first once)."""
    out: list[Evidence] = []
    seen: set[str] = set()
    order = [
        "employer", "topic", "school", "degree", "skill", "certification", "publication",
        "service",
    ]  # fmt: skip
    hits = sorted(match.hits, key=lambda h: order.index(h.requirement))
    topic_headers = {
        str(snap.records[h.chunk].metadata.get("entry_header") or "")
        for h in hits
        if h.requirement == "topic"
    }
    hits = [
        h
        for h in hits
        if not (
            h.requirement == "employer"
            and facts.views[h.chunk].is_header(h.line)
            and any(facts.views[h.chunk].lines[h.line] in t for t in topic_headers)
        )  # the topic's own quote cites the entry header that names the employer
    ]
    kinds = {h.requirement for h in hits}
    limit = max(per_candidate, len(kinds))
    taken: set[str] = set()
    for hit in hits:
        if hit.requirement in taken and len(taken) < len(kinds):
            continue
        line = facts.views[hit.chunk].lines[hit.line]
        quote = quote_line(line, c.topic_terms)
        key = squash_quote(quote)
        if not quote or key in seen:
            continue
        seen.add(key)
        taken.add(hit.requirement)
        out.append(evidence_of(snap.records[hit.chunk], quote))
        if len(out) >= limit:
            break
    return out


_SEGMENT = re.compile(r"\s*(?:[,，|｜·;；]|\s[-–—]\s)\s*")


def _pieces(line: str) -> list[str]:
    """A line and, for a structured one ("School, Field, Degree 2015 - 2019"), its parts."""
    line = LEADING_BULLETS.sub("", line.strip()) or line
    parts = [p.strip() for p in _SEGMENT.split(line) if len(p.strip()) >= 2]
    return [line, *parts] if 2 <= len(parts) <= 6 and len(line) <= 120 else [line]


def _crosses(facts: FactIndex, lines: Scope, language: str) -> bool:
    """Is a scope written (at least partly) in the other language than the question?"""
    cjk = any(HAN_CHAR.search(facts.views[i].lines[j]) for i, j in lines)
    latin = any(
        re.search(r"[A-Za-z]{3,}", HAN_CHAR.sub("", facts.views[i].lines[j])) for i, j in lines
    )
    return (language == "zh" and latin) or (language != "zh" and cjk)
