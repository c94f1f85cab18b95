"""The answer engine: from a question to the candidates who match it, each with verbatim
evidence and a citation. Plain functions over typed models; no Slack, no LangChain here
(the optional LLM writer lives in `bot.answer.llm`)."""

from __future__ import annotations

import logging
import re
import time
from dataclasses import dataclass, field, replace

import numpy as np
from langchain_core.embeddings import Embeddings

from bot.answer.fact_cache import FactCache, load_or_build
from bot.answer.facts import FactIndex
from bot.answer.models import Answer, CandidateResult, Evidence, Turn
from bot.answer.orgs import OrgDirectory, header_mentions, org_needles
from bot.answer.question import (
    Constraints,
    Question,
    analyze,
    constraints_of,
    degree_pattern,
    topic_words,
)
from bot.answer.render import render_extractive
from bot.answer.structured import TOPIC_MIN, PersonMatch, Scope, TopicScorer, match_people
from ingest.language import HAN_CHAR, LEADING_BULLETS, has_cjk, language_of
from ingest.metadata import ChunkMetadata, SectionKind
from ingest.models import Candidate
from ingest.names import latin_key, looks_like_cjk_name, pinyin_key
from ingest.orgs import OrgCatalog
from ingest.pinyin import could_be_pinyin
from ingest.registry import build_candidates, load_records
from ingest.skills import SkillCatalog
from vectorstore.lexical import tokenize
from vectorstore.retrieval import ChunkSnapshot, HybridRetriever
from vectorstore.store import CVStore, StoredRecord

log = logging.getLogger(__name__)

# Calibrated on evalsets/*.yaml (see docs/BENCHMARKS.md)
DENSE_FLOOR = 0.35  # cosine below this says nothing
DENSE_FLOOR_CROSS = 0.2  # USE cosines run lower across languages (大模型训练 ~ LLM training 0.41)
DENSE_SPAN = 0.35  # cosine DENSE_FLOOR + DENSE_SPAN counts as a full dense match
DENSE_WEIGHT = 0.75  # a dense match alone is weaker evidence than the words themselves
LINE_FLOOR = 0.4  # a single line in the question's language: cosine below this says nothing
LINE_FLOOR_CROSS = 0.15  # ... and in the other language (USE cosines run lower across)
LINE_GATE = 0.15  # chunk cosine below which no single line is compared
LINE_SCOPE = 10  # lines of an entry compared one by one
LINE_BUDGET = 48  # new line vectors per question (~0.1 s; the cache keeps them)
REGISTRY_MAX_AGE_S = 300.0  # same-size registry changes by another process show within this
RAREST_MISSING = 0.6  # penalty when the question's most specific word is missing
MISSING_NAMED_CAP = 0.3  # cap for a passage without a named term (InternLM, RDMA)
WORK_SECTIONS = {"experience", "projects", "activities", "teaching", "header", "profile"}
_HOBBY = re.compile(
    r"(?i:\bhobby\b|\bpersonal project|\bside project|\bfor fun\b|\bvolunteer)|"
    r"业余|个人项目|兴趣项目"
)
_STEM = re.compile(r"(?:ing|ings|ed|es|s|ions?|er|ers|ments?)$")


def stem(token: str) -> str:
    if token.isascii() and len(token) > 5:
        token = re.sub(r"is(e|ed|es|ing|ation)$", r"iz\1", token)  # British spelling
        token = re.sub(r"ization(s)?$", "ize", token)  # optimization/optimize
        return _STEM.sub("", token).removesuffix("e")  # manager/management, engine/engines
    return token


@dataclass
class Scored:
    index: int
    record: StoredRecord
    relevance: float
    reasons: list[str] = field(default_factory=list)


@dataclass
class EngineConfig:
    min_relevance: float = 0.45
    relative_cutoff: float = 0.6
    max_candidates: int = 100
    evidence_per_candidate: int = 2
    retrieve_k: int = 80


class AnswerEngine:
    """Answers questions about the indexed candidates (extractive, offline, deterministic)."""

    def __init__(
        self,
        store: CVStore,
        embedder: Embeddings,
        config: EngineConfig | None = None,
        orgs: OrgCatalog | None = None,
        skills: SkillCatalog | None = None,
    ) -> None:
        self.store = store
        self.embedder = embedder
        self.config = config or EngineConfig()
        self.orgs = orgs if orgs is not None else OrgCatalog.load()
        self.skills = skills if skills is not None else SkillCatalog.load()
        self._facts: tuple[tuple[int, int], FactIndex] | None = None
        self._fact_cache = FactCache(store.data_dir / "cache" / "facts")
        self._line_vectors: dict[str, np.ndarray] = {}
        self.retriever = HybridRetriever(store, embedder)
        self._orgs: tuple[tuple[int, int], OrgDirectory] | None = None
        self._people: tuple[int, float, list[Candidate]] | None = None
        self._names_cache: (
            tuple[list[Candidate], list[tuple[Candidate, list[tuple[str, bool, frozenset[str]]]]]]
            | None
        ) = None
        self._header_cache: tuple[tuple[int, int], list[str]] | None = None
        self._vectors: tuple[tuple[int, int], np.ndarray] | None = None

    # -- state ---------------------------------------------------------------------
    def invalidate(self) -> None:
        """Forget cached registry state (after this process wrote to the index)."""
        self._people = None

    def candidates(self) -> list[Candidate]:
        """The registry, re-read when its size changes or after REGISTRY_MAX_AGE_S."""
        count = self.store.count_records()
        cached = self._people
        if cached and cached[0] == count and time.time() - cached[1] < REGISTRY_MAX_AGE_S:
            return cached[2]
        people = build_candidates(load_records(self.store))
        self._people = (count, time.time(), people)
        return people

    def prepare(self) -> None:
        """Load what a first question needs (registry, chunk snapshot, fact index, the
        embedder's model), so that a bot's first answer after a start is not the slow one."""
        _, snap = self._state()
        self._fact_index(snap)
        self.retriever.embed_query("warm-up")

    def _state(self) -> tuple[list[Candidate], ChunkSnapshot]:
        people = self.candidates()
        # each committed CV and its version, from the registry just read: the snapshot's
        # stamp, without reading the registry again
        committed = {
            d.doc_id: f"{d.candidate_id}|{d.ingested_at!r}" for c in people for d in c.documents
        }
        return people, self.retriever.snapshot(committed)

    def _org_directory(self, snap: ChunkSnapshot, people: list[Candidate]) -> OrgDirectory:
        if self._orgs is not None and self._orgs[0] == snap.version:
            return self._orgs[1]
        names: set[str] = set()
        for record in snap.records:
            for key in ("employer", "school"):
                if value := record.metadata.get(key):
                    names.add(str(value))
        for person in people:
            profile = person.merged_profile()
            names.update(e.employer for e in profile.employment)
            names.update(e.school for e in profile.education)
        directory = OrgDirectory(names, self.embedder)
        self._orgs = (snap.version, directory)
        return directory

    def _headers(self, snap: ChunkSnapshot) -> list[str]:
        """Lower-cased entry headers of every chunk (for employer/school matching)."""
        if self._header_cache is not None and self._header_cache[0] == snap.version:
            return self._header_cache[1]
        headers = [" ".join(r.metadata.get("header_lines") or []).lower() for r in snap.records]
        self._header_cache = (snap.version, headers)
        return headers

    def _chunk_vectors(self, snap: ChunkSnapshot) -> np.ndarray:
        """Embeddings of every chunk in the snapshot (float16, for per-chunk scoring)."""
        if self._vectors is not None and self._vectors[0] == snap.version:
            return self._vectors[1]
        ids = [r.id for r in snap.records]
        vectors = np.zeros((len(ids), 1), dtype=np.float16)
        if ids:
            vectors = self.store.chunk_embeddings(ids).astype(np.float16)
        self._vectors = (snap.version, vectors)
        return vectors

    # -- asking --------------------------------------------------------------------
    def ask(self, question: str, history: list[Turn] | None = None) -> Answer:
        started = time.perf_counter()
        q = analyze(question)
        people, snap = self._state()
        results = self._find(q, people, snap, history or [])
        answer = Answer(
            question=question,
            answer=render_extractive(q, results),
            language="zh" if q.language == "zh" else "en",
            candidates=results,
        )
        log.debug("answered in %.0f ms", (time.perf_counter() - started) * 1000)
        return answer

    def _named(self, q: Question, people: list[Candidate]) -> list[Candidate]:
        """The people a question names, in any script (杨凌云 as "Lingyun Yang" too)."""
        text = q.text
        words = set(re.findall(r"[a-z]+", text.lower()))
        # a Chinese name is compared in pinyin only if some word could be pinyin at all
        # (converting every name costs a first question ~0.4 s at 1,000 people)
        romanised = any(could_be_pinyin(w) for w in words)
        named = []
        for person, keys in self._name_keys(people):
            for name, cjk, key in keys:
                if (
                    (cjk and name in text)
                    or (len(key) >= 2 and key <= words)
                    or (romanised and cjk and pinyin_key(name) <= words)
                ):
                    named.append(person)
                    break
        return named

    def _name_keys(
        self, people: list[Candidate]
    ) -> list[tuple[Candidate, list[tuple[str, bool, frozenset[str]]]]]:
        """Each person's names with their keys, computed once per registry read (at 10,000
        people, per question they cost ~0.3 s)."""
        if self._names_cache is not None and self._names_cache[0] is people:
            return self._names_cache[1]
        keyed = [(p, [(n, looks_like_cjk_name(n), latin_key(n)) for n in p.names]) for p in people]
        self._names_cache = (people, keyed)
        return keyed

    def _scope(
        self, q: Question, people: list[Candidate], history: list[Turn]
    ) -> tuple[set[str] | None, bool]:
        """Candidate ids the question is limited to (None: everyone), and whether the
        question is about those people (not a search among them)."""
        named = self._named(q, people)
        if named:
            return {p.id for p in named}, not q.asks_who
        if q.followup and history:
            previous = [c.id for c in history[-1].answer.candidates]
            if q.singular and previous:
                return {previous[0]}, True
            if previous:
                return set(previous), not q.asks_who
        return None, False

    def _fact_index(self, snap: ChunkSnapshot) -> FactIndex:
        if self._facts is not None and self._facts[0] == snap.version:
            return self._facts[1]
        self._line_vectors = {}
        facts = load_or_build(self._fact_cache, snap, self.orgs, self.skills)
        self._facts = (snap.version, facts)
        return facts

    def _find(
        self, q: Question, people: list[Candidate], snap: ChunkSnapshot, history: list[Turn]
    ) -> list[CandidateResult]:
        scope, about = self._scope(q, people, history)
        c = constraints_of(q, self.orgs, self.skills)
        if c.structured and snap.records:
            return self._structured(q, c, people, snap, scope)
        found = self._scored(q, people, snap, scope)
        if found is None:
            return []
        scored, terms, orgs = found
        return self._select(q, scored, people, about, terms, orgs)

    def _scored(
        self,
        q: Question,
        people: list[Candidate],
        snap: ChunkSnapshot,
        scope: set[str] | None,
    ) -> tuple[list[Scored], list[str], set[str]] | None:
        """Every candidate chunk scored against the question; None when the question names
        a place of work or study that no indexed CV mentions."""
        if not snap.records:
            return None
        directory = self._org_directory(snap, people)
        orgs: set[str] = set()
        extra_terms: list[str] = []
        for span in q.org_spans:
            resolved = directory.resolve(span)
            if resolved:
                orgs |= resolved
                continue
            if (q.work or q.study) and span in q.strong_spans:
                # a mention in some CV is not employment: nobody worked or studied there
                return None
            span_tokens = [t for t in tokenize(span) if snap.lexical.knows(t)]
            if span_tokens and len(span_tokens) >= max(1, len(tokenize(span)) // 2):
                extra_terms.extend(topic_words(span))  # a skill or topic, not an employer
            elif scope is None and span in q.strong_spans:
                return None  # names a place no indexed CV mentions
            else:
                extra_terms.extend(topic_words(span))
        terms = list(dict.fromkeys(q.topic_terms + extra_terms))
        topic_text = " ".join([q.topic, *extra_terms]).strip()

        # candidate chunks: hybrid hits, plus every chunk of a named org's entries / scope
        search_text = q.text if not terms else f"{q.text} {topic_text}"
        query_vec = self.retriever.embed_query(search_text)
        hits = self.retriever.search(
            search_text, snap, k=self.config.retrieve_k, query_vector=query_vec
        )
        pool: set[int] = {h.index for h in hits}
        headers = self._headers(snap)
        needles = org_needles(orgs)
        org_hits = {i for i, h in enumerate(headers) if any(n in h for n in needles)}
        pool |= org_hits
        if scope is not None:
            pool |= {
                i for i, r in enumerate(snap.records) if r.metadata.get("candidate_id") in scope
            }
        if scope is not None:
            pool = {i for i in pool if snap.records[i].metadata.get("candidate_id") in scope}

        vectors = self._chunk_vectors(snap)
        topic_vec = (
            np.asarray(self.embedder.embed_query(topic_text), dtype=np.float32)
            if topic_text
            else query_vec
        )
        scored = [
            s
            for i in pool
            if (s := self._score(q, terms, orgs, org_hits, snap, vectors, topic_vec, i)) is not None
        ]
        return scored, terms, orgs

    # -- constraints: places, degrees, skills, venues ----------------------------------
    def _structured(
        self,
        q: Question,
        c: Constraints,
        people: list[Candidate],
        snap: ChunkSnapshot,
        scope: set[str] | None,
    ) -> list[CandidateResult]:
        facts = self._fact_index(snap)
        if c.unknown_work or c.unknown_study:
            # names the catalog does not know: as written in the CVs, across scripts
            directory = self._org_directory(snap, people)
            c.unknown_work = _with_aliases(c.unknown_work, directory)
            c.unknown_study = _with_aliases(c.unknown_study, directory)
        allowed = [p.id for p in people if scope is None or p.id in scope]
        names = {p.id: list(p.names) for p in people}
        has_place = bool(c.employers or c.unknown_work)
        topic = None
        in_entry_skills = c.skills if not c.skill_apart else set()
        if (has_place and (c.topic_terms or in_entry_skills)) or (
            c.degree and not (c.schools or c.unknown_study) and c.topic_terms
        ):
            topic = self._topic_scorer(replace(c, skills=in_entry_skills), snap, facts)
        matches = match_people(
            c,
            facts,
            allowed,
            names,
            topic,
            self.orgs.lineage,
            lambda org: self.orgs.kind(org) == "school",
        )
        if topic is not None and matches:
            # a topic is matched by degree: keep those close to the best match, as for
            # questions without constraints (a partial word match is not the same work)
            top = max(m.score for m in matches)
            matches = [m for m in matches if m.score >= self.config.relative_cutoff * top]
        lookup = {p.id: p for p in people}
        results: list[CandidateResult] = []
        for match in matches[: self.config.max_candidates]:
            person = lookup.get(match.candidate)
            if person is None:
                continue
            evidence = self._hit_evidence(match, snap, facts, c)
            if not evidence:
                continue
            name = person.name_in(q.language)
            first = snap.records[match.hits[0].chunk]
            results.append(
                CandidateResult(
                    id=person.id,
                    name=name,
                    aliases=[n for n in person.names if n != name],
                    why=_why(first),
                    score=round(match.score, 3),
                    evidence=evidence,
                )
            )
        return results

    def _topic_scorer(self, c: Constraints, snap: ChunkSnapshot, facts: FactIndex) -> TopicScorer:
        """Relevance of the question's topic (or skill) inside each scope of lines: lexical
        coverage of any topic alternative, chunk similarity, and for the scopes still short
        of TOPIC_MIN, single lines (and their parts) compared with the topic in one batch."""
        terms = c.topic_terms
        if c.skills:
            skill_lines = {x for s in c.skills for x in facts.skill_lines.get(s, [])}
            rest = self._topic_scorer(replace(c, skills=set()), snap, facts) if terms else None

            def by_skill(scopes: list[Scope]) -> list[tuple[float, tuple[int, int] | None]]:
                found = [next((x for x in lines if x in skill_lines), None) for lines in scopes]
                out: list[tuple[float, tuple[int, int] | None]] = [
                    (1.0, x) if x is not None else (0.0, None) for x in found
                ]
                if rest is not None:  # the skill and the rest of the topic, in one entry
                    having = [k for k, x in enumerate(found) if x is not None]
                    for k, result in zip(having, rest([scopes[k] for k in having]), strict=True):
                        out[k] = result
                return out

            return by_skill
        stems = {stem(t) for alt in c.alternatives or [terms] for t in alt}
        vectors = self._chunk_vectors(snap)
        topic_vec = np.asarray(
            self.embedder.embed_query(c.topic or " ".join(terms)), dtype=np.float32
        )
        must = [t for t in c.must if snap.lexical.knows(t)]
        alternatives = c.alternatives or [terms]
        language = language_of(c.topic)
        concepts = _names_pattern(c.concept_names)

        def lexical(lines: Scope) -> tuple[float, tuple[int, int] | None, bool, float]:
            tokens: set[str] = set()
            best: tuple[int, int] | None = None
            best_overlap = 0
            scope_cjk = False
            for i, j in lines:
                text = facts.views[i].lines[j]
                scope_cjk = scope_cjk or has_cjk(text)
                line_tokens = {stem(t) for t in tokenize(text)}
                tokens |= line_tokens
                overlap = len(stems & line_tokens)
                if overlap > best_overlap:
                    best, best_overlap = (i, j), overlap
            coverage = 0.0
            if scope_cjk != (language == "zh") and concepts is not None:
                # a concept of the question written in the entry's language ("anti-fraud" for
                # 反欺诈): the whole name must be there
                text = " ".join(facts.views[i].lines[j] for i, j in lines)
                if concepts.search(text):
                    coverage = 1.0
            for alt in alternatives:
                if not scope_cjk:  # Chinese words cannot be found in an English entry
                    alt = [t for t in alt if t.isascii()]
                if not alt:
                    continue
                value = _coverage_of(alt, tokens, snap)
                if any(t in alt and stem(t) not in tokens and t not in tokens for t in must):
                    value = min(value, MISSING_NAMED_CAP)
                coverage = max(coverage, value)
            missing_named = any(stem(t) not in tokens and t not in tokens for t in must)
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
                and not named
                and (raw >= LINE_GATE or len(scopes[k]) <= 6)
                and _crosses(facts, scopes[k], language)
            ]  # in the question's own language the words themselves decide; a long entry
            # whose chunks say nothing close to the topic is not read line by line
            weak.sort(key=lambda k: -first[k][3])  # the closest calls get the line budget first
            # chunk vectors blur an entry; one line can say it plainly (across languages)
            lined = self._line_dense(facts, [scopes[k] for k in weak], topic_vec, language)
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
        facts: FactIndex,
        scopes: list[Scope],
        topic_vec: np.ndarray,
        language: str,
    ) -> list[tuple[float, tuple[int, int] | None]]:
        """Per scope, the best normalised cosine between the topic and its single lines or
        their parts. Line vectors are cached per snapshot and computed in one batch, at most
        LINE_BUDGET new ones per question."""
        cache = self._line_vectors
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

    def _hit_evidence(
        self, match: PersonMatch, snap: ChunkSnapshot, facts: FactIndex, c: Constraints
    ) -> list[Evidence]:
        out: list[Evidence] = []
        seen: set[str] = set()
        order = ["employer", "topic", "school", "degree", "skill", "publication", "service"]
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
        limit = max(self.config.evidence_per_candidate, len(kinds))
        taken: set[str] = set()
        for hit in hits:
            if hit.requirement in taken and len(taken) < len(kinds):
                continue
            line = facts.views[hit.chunk].lines[hit.line]
            quote = _quote(line, c.topic_terms)
            key = _squash_quote(quote)
            if not quote or key in seen:
                continue
            seen.add(key)
            taken.add(hit.requirement)
            out.append(evidence_of(snap.records[hit.chunk], quote))
            if len(out) >= limit:
                break
        return out

    # -- per-person evidence (summary, compare, match) -------------------------------
    def evidence_for(
        self, text: str, candidate_ids: set[str] | None = None, per_person: int = 2
    ) -> dict[str, tuple[float, list[Evidence]]]:
        """Best relevance and evidence of each person for `text` (no inclusion threshold)."""
        q = analyze(text)
        people, snap = self._state()
        found = self._scored(q, people, snap, candidate_ids)
        if found is None:
            return {}
        scored, terms, orgs = found
        by_person: dict[str, list[Scored]] = {}
        for s in scored:
            by_person.setdefault(str(s.record.metadata.get("candidate_id")), []).append(s)
        out: dict[str, tuple[float, list[Evidence]]] = {}
        for cid, chunks in by_person.items():
            chunks.sort(key=lambda x: -x.relevance)
            evidence = self._evidence(chunks, terms, orgs, q)[:per_person]
            if evidence:
                out[cid] = (chunks[0].relevance, evidence)
        return out

    def _score(
        self,
        q: Question,
        terms: list[str],
        orgs: set[str],
        org_hits: set[int],
        snap: ChunkSnapshot,
        vectors: np.ndarray,
        topic_vec: np.ndarray,
        i: int,
    ) -> Scored | None:
        record = snap.records[i]
        meta = record.metadata
        section = str(meta.get("section", ""))
        if section == SectionKind.FLAGGED:
            return None  # text addressed to an AI is never evidence
        reasons: list[str] = []
        if orgs:
            if i not in org_hits:
                return None
            if q.work and not q.study and section == "education":
                return None
            if q.study and not q.work and section not in ("education", "teaching"):
                return None
            reasons.append("org")
        if q.degree:
            if section != "education" or not degree_pattern(q.degree).search(record.document):
                if not terms and not orgs:
                    return None
                if orgs or not terms:
                    return None
            else:
                reasons.append("degree")
        if terms:
            raw_tokens = snap.lexical.tokens_of(i)
            stems = {stem(t) for t in raw_tokens}
            coverage = _coverage_of(terms, stems, snap, chars_fallback=True)
            missing = [t for t in q.must if snap.lexical.knows(t) and t not in raw_tokens]
            sim = float(vectors[i].astype(np.float32) @ topic_vec) if vectors.shape[1] > 1 else 0.0
            cross = q.language != meta.get("language", q.language)
            floor = DENSE_FLOOR_CROSS if cross else DENSE_FLOOR
            dense = min(1.0, max(0.0, (sim - floor) / DENSE_SPAN))
            relevance = max(coverage, DENSE_WEIGHT * dense, 0.5 * coverage + 0.5 * dense)
            if missing:
                relevance = min(relevance, MISSING_NAMED_CAP)
        else:  # constraints only ("who worked at X", "what did she publish")
            relevance = 1.0 if reasons or (q.sections and section in q.sections) else 0.0
        if q.sections:
            relevance *= 1.15 if section in q.sections else 0.75
        if q.work and section in ("projects", "activities") and _HOBBY.search(record.document):
            relevance *= 0.3
        if q.work and section not in WORK_SECTIONS and not q.sections:
            relevance *= 0.8
        return Scored(i, record, min(relevance, 1.0), reasons)

    def _select(
        self,
        q: Question,
        scored: list[Scored],
        people: list[Candidate],
        about: bool,
        terms: list[str],
        orgs: set[str],
    ) -> list[CandidateResult]:
        by_person: dict[str, list[Scored]] = {}
        for s in scored:
            by_person.setdefault(str(s.record.metadata.get("candidate_id")), []).append(s)
        best = {cid: max(x.relevance for x in chunks) for cid, chunks in by_person.items()}
        if not best:
            return []
        top = max(best.values())
        floor = 0.0 if about else self.config.min_relevance
        keep = [
            cid
            for cid, score in best.items()
            if score >= floor and score > 0 and score >= self.config.relative_cutoff * top
        ]
        keep.sort(key=lambda cid: -best[cid])
        lookup = {p.id: p for p in people}
        results = []
        for cid in keep[: self.config.max_candidates]:
            person = lookup.get(cid)
            if person is None:
                continue
            name = person.name_in(q.language)
            chunks = sorted(by_person[cid], key=lambda s: -s.relevance)
            evidence = self._evidence(chunks, terms, orgs, q)
            if not evidence:
                continue  # never name a candidate without a quote
            results.append(
                CandidateResult(
                    id=cid,
                    name=name,
                    aliases=[n for n in person.names if n != name],
                    why=_why(chunks[0].record),
                    score=round(best[cid], 3),
                    evidence=evidence,
                )
            )
        return results

    def _evidence(
        self, chunks: list[Scored], terms: list[str], orgs: set[str], q: Question
    ) -> list[Evidence]:
        out: list[Evidence] = []
        seen: set[str] = set()
        top = chunks[0].relevance if chunks else 0.0
        for s in chunks:
            if s.relevance < 0.5 * top:
                break
            meta = s.record.metadata
            entry = f"{meta.get('doc_id')}|{meta.get('entry_header')}"
            quote = best_quote(s.record, terms, orgs, q)
            key = _squash_quote(quote)
            if not quote or entry in seen or key in seen:
                continue  # the same passage from another format of the same CV adds nothing
            seen.update((entry, key))
            out.append(evidence_of(s.record, quote))
            if len(out) >= self.config.evidence_per_candidate:
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


def _names_pattern(names: list[str]) -> re.Pattern[str] | None:
    """Any of these names, Latin ones as whole words (case-insensitive)."""
    if not names:
        return None
    parts = [
        (r"(?<![A-Za-z0-9])" + re.escape(n) + r"(?![A-Za-z0-9])") if n.isascii() else re.escape(n)
        for n in sorted(names, key=len, reverse=True)
    ]
    return re.compile("|".join(parts), re.IGNORECASE)


def _with_aliases(spans: list[str], directory: OrgDirectory) -> list[str]:
    out = list(spans)
    for span in spans:
        out += sorted(directory.resolve(span))
    return list(dict.fromkeys(out))


def _coverage_of(
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


def _quote(line: str, terms: list[str]) -> str:
    """A verbatim piece of a line: the whole line, or the sentence/window with the terms."""
    text = line.strip()
    if len(text) > 320:
        stems = {stem(t) for t in terms}
        sentences = [s.strip() for s in _SENTENCE.split(text) if s and s.strip()]
        if sentences:
            text = max(sentences, key=lambda s: len(stems & {stem(t) for t in tokenize(s)}))
        if len(text) > 320:
            text = _window(text, stems)
    text = LEADING_BULLETS.sub("", text).strip()
    return text if text and text in line else ""


def evidence_of(record: StoredRecord, quote: str) -> Evidence:
    """A verbatim quote of a chunk with its citation (file, section, page, entry header)."""
    meta = ChunkMetadata.from_chroma(record.metadata)
    return Evidence(
        source=meta.source,
        file_name=meta.file_name,
        quote=quote,
        section=meta.section_title or str(meta.section),
        page=meta.page,
        chunk_id=record.id,
        header=meta.entry_header,
    )


def _squash_quote(text: str) -> str:
    return re.sub(r"[\W_]+", "", text.lower())[:120]


def _why(record: StoredRecord) -> str:
    meta = record.metadata
    header = str(meta.get("entry_header") or "")
    title = str(meta.get("section_title") or meta.get("section") or "")
    text = header or title
    return text if len(text) <= 140 else text[:137] + "…"


_SENTENCE = re.compile(r"(?<=[。；;!?！？])|(?<=\.)\s+")


def _window(line: str, stems: set[str], size: int = 300) -> str:
    """A verbatim stretch of a long line around its first matching word."""
    start = 0
    for match in re.finditer(r"[A-Za-z0-9]+|[\u4e00-\u9fff]", line):
        if stem(match.group().lower()) in stems:
            start = max(0, match.start() - 60)
            break
    if start:
        space = line.find(" ", start)
        start = space + 1 if 0 <= space < start + 20 else start
    piece = line[start : start + size]
    cut = piece.rfind(" ")
    return piece[:cut] if cut > size * 0.7 else piece


def best_quote(record: StoredRecord, terms: list[str], orgs: set[str], q: Question) -> str:
    """The most relevant verbatim line (or sentence of a long line) of a chunk."""
    text = record.document
    header_lines = list(record.metadata.get("header_lines") or [])
    lines = [ln for ln in text.split("\n")[1:] if ln.strip()] if header_lines else text.split("\n")
    candidates = [ln for ln in lines if ln.strip()] + header_lines
    stems = {stem(t) for t in terms}
    degree = degree_pattern(q.degree) if q.degree else None

    def score(line: str) -> float:
        tokens = {stem(t) for t in tokenize(line)}
        value = len(stems & tokens) / max(1, len(stems)) if stems else 0.0
        if orgs and header_mentions([line], orgs):
            value += 0.5 if not stems else 0.2
        if degree is not None and degree.search(line):
            value += 0.6
        return value

    if not candidates:
        return ""
    best = max(candidates, key=lambda ln: (score(ln), -candidates.index(ln)))
    if len(best) > 320:
        sentences = [s.strip() for s in _SENTENCE.split(best) if s and s.strip()]
        if sentences:
            best = max(sentences, key=score)
    if len(best) > 320:
        best = _window(best, stems)
    best = LEADING_BULLETS.sub("", best).strip()
    return best if best and (best in text or any(best in h for h in header_lines)) else ""
