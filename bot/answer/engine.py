"""The answer engine: from a question to the candidates who match it, each with verbatim evidence
and a citation. It keeps the per-snapshot state (registry, chunks, facts, vectors:
bot/answer/engine_state.py) and sends each question down one of two paths: the structured one
(places, degrees, skills, venues: bot/answer/structured.py with topics.py) or the open one (hybrid
retrieval scored per chunk: bot/answer/ranked.py). It returns data; the CLI and Slack render it
(no text rendering, no LLM here: the optional LLM writer is `bot.answer.llm`)."""

from __future__ import annotations

import logging
import re
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import date
from typing import TYPE_CHECKING

import numpy as np

from bot.answer import record_degrees
from bot.answer.engine_state import EngineState
from bot.answer.fact_cache import record_key
from bot.answer.hits import PersonMatch
from bot.answer.models import Answer, CandidateResult, Evidence, Page, Turn
from bot.answer.orgs import org_needles, with_aliases
from bot.answer.question import Constraints, Question, analyze, constraints_of, topic_words
from bot.answer.ranked import (
    Paged,
    Scored,
    Selection,
    by_person,
    evidence,
    named_whole,
    names_pattern,
    paged,
    score_chunk,
    select,
    why_of,
)
from bot.answer.record_answers import (
    RecordBook,
    meeting,
    record_finders,
    silent_on_places,
    with_figures,
)
from bot.answer.record_positions import history_ok, positions_named
from bot.answer.requirements import RecordAsk
from bot.answer.requirements.reading import clear_of
from bot.answer.structured import match_people
from bot.answer.topics import TopicScoring, hit_evidence
from ingest.models import Candidate
from ingest.names import latin_key, looks_like_cjk_name, pinyin_key
from ingest.orgs import OrgCatalog
from ingest.pinyin import could_be_pinyin
from ingest.skills import SkillCatalog
from vectorstore.lexical import tokenize
from vectorstore.retrieval import ChunkSnapshot
from vectorstore.store import CVStore

if TYPE_CHECKING:
    from vectorstore.embedder import Embedder

log = logging.getLogger(__name__)


@dataclass
class EngineConfig:
    min_relevance: float = 0.45
    relative_cutoff: float = 0.6
    evidence_per_candidate: int = 2
    retrieve_k: int = 80

    def selection(self) -> Selection:
        return Selection(self.min_relevance, self.relative_cutoff, self.evidence_per_candidate)


class AnswerEngine(EngineState):
    """Answers questions about the indexed candidates (extractive, offline, deterministic)."""

    def __init__(
        self,
        store: CVStore,
        embedder: Embedder,
        config: EngineConfig | None = None,
        orgs: OrgCatalog | None = None,
        skills: SkillCatalog | None = None,
    ) -> None:
        self.config = config or EngineConfig()
        super().__init__(
            store,
            embedder,
            orgs if orgs is not None else OrgCatalog.load(),
            skills if skills is not None else SkillCatalog.load(),
        )
        self._names_cache: (
            tuple[list[Candidate], list[tuple[Candidate, list[tuple[str, bool, frozenset[str]]]]]]
            | None
        ) = None
        self._asking = 0  # users' questions in flight (the warm-up lets them go first)
        self._idle = threading.Condition()
        self._records = RecordBook(self._fact_cache, record_key(self.orgs))
        self.today: Callable[[], date] = date.today  # the date "present" / 至今 is read at
        # how a question is read into requirements: offline by default; an LLM reader
        # (`bot.answer.llm_reader`) when one is configured, which falls back to this
        self.read_question: Callable[[Question], Constraints] = lambda q: constraints_of(
            q, self.orgs, self.skills, self.today()
        )

    def flush(self) -> None:
        """Wait until the copies being written to the cache (a chunk snapshot, a record
        book) are written."""
        self.retriever.flush()
        self._records.flush()

    # -- warm-up -------------------------------------------------------------------
    def prepare(self, max_wait_s: float = 30.0) -> None:
        """Load what first questions need (registry, chunk snapshot, fact index, the
        embedder's model, chunk vectors, the candidate records and their positions by
        organisation, the open path's org directory and dense index), so
        that a bot's first answers after a start are not the slow ones.

        One step at a time, each after the users' questions in flight (for at most
        `max_wait_s`): a question that arrives during the warm-up waits for one step at
        most, and does not share the cores with the rest of it."""
        steps = (
            self._state,
            lambda: self._fact_index(self._state()[1]),
            lambda: self.retriever.embed_query("warm-up"),
            lambda: self._chunk_vectors(self._state()[1]),
            lambda: self._records.positions_at(self._state()[0]),
            lambda: self._find(analyze("warm-up"), *self._state(), [], Page(limit=1)),
        )
        for step in steps:
            with self._idle:
                self._idle.wait_for(lambda: self._asking == 0, timeout=max_wait_s)
            step()

    # -- asking --------------------------------------------------------------------
    def ask(
        self, question: str, history: list[Turn] | None = None, page: Page | None = None
    ) -> Answer:
        """The people `page` asks for (default: all) among those who match `question`, with
        evidence, and how many match (the edges render it in the question's language)."""
        started, page = time.perf_counter(), page or Page()
        with self._idle:
            self._asking += 1
        try:
            people, snap = self._state()
            q = self._places_in_lower_case(analyze(question), snap, people)
            found = self._find(q, people, snap, history or [], page)
        finally:
            with self._idle:
                self._asking -= 1
                self._idle.notify_all()
        answer = Answer(
            question=question,
            language="zh" if q.language == "zh" else "en",
            candidates=found.results,
            total=found.total,
            offset=page.offset,
            matched=found.matched,
        )
        log.debug("answered in %.0f ms", (time.perf_counter() - started) * 1000)
        return answer

    def _named(self, q: Question, people: list[Candidate]) -> list[Candidate]:
        """The people a question names, in any script (杨凌云 as "Lingyun Yang" too)."""
        text = q.text
        words = set(re.findall(r"[a-z]+", text.lower()))
        # a Chinese name is compared in pinyin only if two words could be its syllables, a
        # surname and a given name (converting every name costs a first question ~0.4 s at
        # 1,000 people; "Who has a PhD?" has one such word, "a")
        romanised = sum(1 for w in words if len(w) > 1 and could_be_pinyin(w)) >= 2
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
            last = history[-1].answer  # everyone it matched, not only the page shown
            previous = last.matched or [c.id for c in last.candidates]
            if q.singular and previous:
                return {previous[0]}, True
            if previous:
                return set(previous), not q.asks_who
        return None, False

    def _find(
        self, q: Question, people: list[Candidate], snap: ChunkSnapshot, history: list[Turn],
        page: Page,
    ) -> Paged:  # fmt: skip
        scope, about = self._scope(q, people, history)
        c = self.read_question(q)
        if c.record:
            return self._by_record(q, c, people, snap, scope, about, page)
        if c.structured and snap.records:
            return self._structured(q, c, people, snap, scope, page)
        read = replace(q, topic_terms=c.topic_terms, topic=c.topic, at_work=c.skill_at_work)
        found = self._scored(read, people, snap, scope, c.concept_names, c.concept_groups)
        if found is None:
            return Paged([], 0, [])
        scored, terms, orgs = found
        rule, names = self.config.selection(), c.concept_names
        return select(q, scored, people, about, terms, orgs, rule, page, names)

    def _by_record(
        self, q: Question, c: Constraints, people: list[Candidate], snap: ChunkSnapshot,
        scope: set[str] | None, about: bool, page: Page,
    ) -> Paged:  # fmt: skip
        """Years, tier, seniority, graduation, a current employer: met by each person's
        record; the question's other requirements (a place, a degree, a skill, a topic) as
        usual among them."""
        asked = self.today()
        records = self._records.records(people)
        ids = meeting(records, c.record, asked, scope)
        rest = replace(c, record=RecordAsk())
        found: list[CandidateResult] | None = None
        if ids and rest.structured and snap.records:
            found = self._structured(q, rest, people, snap, ids, Page()).results
        elif ids and rest.topic_terms:
            # the topic as the reading left it, less names the record took (an industry)
            spans = clear_of(q.org_spans, q.text, c.record.spans)  # ("有在芯片公司": taken too)
            read = replace(q, topic_terms=rest.topic_terms, topic=rest.topic, org_spans=spans)
            scored = self._scored(read, people, snap, ids, rest.concept_names, rest.concept_groups)
            found = []
            if scored is not None:
                hits, terms, orgs = scored
                rule, names = self.config.selection(), rest.concept_names
                found = select(q, hits, people, about, terms, orgs, rule, Page(), names).results
        results = with_figures(
            found,
            ids,
            people,
            records,
            c.record,
            asked,
            q.language,
            self.config.evidence_per_candidate,
        )
        silent = silent_on_places(records, c.record, asked, scope) - ids
        if silent and snap.records:
            # records with no position at the place asked about: their CV lines decide, as
            # before there were records (structure boosts, never gates)
            lines = self._structured(q, replace(rest, current=True), people, snap, silent, Page())
            results += lines.results
        return paged(results, lambda r: r.id, lambda r: r, page)

    def _scored(
        self,
        q: Question,
        people: list[Candidate],
        snap: ChunkSnapshot,
        scope: set[str] | None,
        concept_names: list[str] | None = None,
        concept_groups: list[list[str]] | None = None,
    ) -> tuple[list[Scored], list[str], set[str]] | None:
        """Every candidate chunk scored against the question (its concepts under all their
        names found too); None when it names a place no indexed CV mentions."""
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
        names = " ".join(concept_names or []) if terms else ""
        search_text = q.text if not terms else f"{q.text} {topic_text} {names}".strip()
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
        embedded = self.embedder.embed_query(topic_text) if topic_text else query_vec
        topic_vec = np.asarray(embedded, dtype=np.float32)
        every = names_pattern(concept_names or []) if terms else None
        groups = concept_groups or [concept_names or []]
        whole = every is not None and named_whole(every, q.topic, terms)
        near = every is not None and named_whole(every, q.topic, terms, slack=1)  # "SiC designs"
        concepts = [p for g in groups if (p := names_pattern(g))] if near else None
        args = (q, terms, orgs, org_hits, snap, vectors, topic_vec)
        scored = [s for i in pool if (s := score_chunk(*args, i, concepts, whole)) is not None]
        return scored, terms, orgs

    # -- constraints: places, degrees, skills, venues ----------------------------------
    def _structured(
        self,
        q: Question,
        c: Constraints,
        people: list[Candidate],
        snap: ChunkSnapshot,
        scope: set[str] | None,
        page: Page,
    ) -> Paged:
        facts = self._fact_index(snap)
        if c.unknown_work or c.unknown_study:
            # names the catalog does not know: as written in the CVs, across scripts
            directory = self._org_directory(snap, people)
            c.unknown_work = with_aliases(c.unknown_work, directory)
            c.unknown_study = with_aliases(c.unknown_study, directory)
        allowed = [p.id for p in people if scope is None or p.id in scope]
        names = {p.id: list(p.names) for p in people}
        has_place = bool(c.employers or c.unknown_work)
        topic, in_entry_skills = None, (c.skills if not c.skill_apart else set())
        on_papers = c.publications and c.first_author is None and not (c.venues or c.service)
        lines_of = (on_papers or c.degree) and not (c.schools or c.unknown_study)
        if (has_place and (c.topic_terms or in_entry_skills)) or (lines_of and c.topic_terms):
            scoring = TopicScoring(
                snap, facts, self._chunk_vectors(snap), self.embedder, self._line_vectors
            )
            topic = scoring.scorer(replace(c, skills=in_entry_skills))

        positions, papers, schools = record_finders(self._records, c, people, facts, self.today())
        matches = match_people(
            c,
            facts,
            allowed,
            names,
            topic,
            self.orgs.lineage,
            lambda org: self.orgs.kind(org) == "school",
            positions,
            papers,
            schools,
        )
        if c.history_asked:
            at = self._records.positions_at(people)
            named = positions_named(self._records.records(people), c.unknown_work)
            ok = history_ok(c, {**at, **named}, self.today())
            matches = [m for m in matches if ok(m.candidate)]
        if record_degrees.applies(c):  # the record's degrees decide where it has them
            records = self._records.records(people)
            matches = record_degrees.by_record(
                c, matches, records, facts, self.today(), set(allowed)
            )
        if topic is not None and matches:
            # a topic is matched by degree: keep those close to the best match, as for
            # questions without constraints (a partial word match is not the same work)
            top = max(m.score for m in matches)
            matches = [m for m in matches if m.score >= self.config.relative_cutoff * top]
        lookup = {p.id: p for p in people}
        matches = [m for m in matches if m.candidate in lookup]

        def build(match: PersonMatch) -> CandidateResult | None:
            person = lookup[match.candidate]
            quotes = hit_evidence(match, snap, facts, c, self.config.evidence_per_candidate)
            if not quotes:
                return None
            name = person.name_in(q.language)
            first = snap.records[match.hits[0].chunk]
            return CandidateResult(
                id=person.id,
                name=name,
                aliases=[n for n in person.names if n != name],
                why=why_of(first),
                score=round(match.score, 3),
                evidence=quotes,
            )

        return paged(matches, lambda m: m.candidate, build, page)

    # -- per-person evidence (summary, compare, match) -------------------------------
    def evidence_for(
        self, text: str, candidate_ids: set[str] | None = None, per_person: int = 2
    ) -> dict[str, tuple[float, list[Evidence]]]:
        """Best relevance and evidence of each person for `text`: the people who meet its
        constraints (a place, a skill, a degree, a venue: as a question would), else every
        person's best passages (no inclusion threshold)."""
        q = analyze(text)
        people, snap = self._state()
        c = constraints_of(q, self.orgs, self.skills, self.today())
        bare = text.strip()
        if not c.structured and any(
            m.start == 0 and m.end == len(bare) for m in self.orgs.find(bare)
        ):
            # a bare organisation ("compare A and B on Tencent"): their time there
            q = analyze(f"Who has worked or studied at {bare}?")
            c = constraints_of(q, self.orgs, self.skills, self.today())
        if c.structured and snap.records:
            # "compare A and B on Tencent": only lines that say so, never a nearest passage
            results = self._structured(q, c, people, snap, candidate_ids, Page()).results
            return {r.id: (r.score, r.evidence[:per_person]) for r in results}
        found = self._scored(q, people, snap, candidate_ids)
        if found is None:
            return {}
        scored, terms, orgs = found
        out: dict[str, tuple[float, list[Evidence]]] = {}
        limit = self.config.evidence_per_candidate
        for cid, chunks in by_person(scored).items():
            chunks.sort(key=lambda x: -x.relevance)
            quotes = evidence(chunks, terms, orgs, q, limit)[:per_person]
            if quotes:
                out[cid] = (chunks[0].relevance, quotes)
        return out
