"""The open-question path: every candidate chunk scored against the question (its words,
IDF-weighted, and dense similarity, shaped by section hints), people selected by their best
chunk, and the verbatim line of each chunk that says it most plainly as evidence. The
structured path (bot/answer/structured.py, topics.py) borrows the quoting helpers."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

import numpy as np

from bot.answer.coverage import coverage_of, stem
from bot.answer.models import CandidateResult, Evidence, Page
from bot.answer.orgs import header_mentions
from bot.answer.question import Question, degree_pattern
from ingest.language import SECTION_HINTS, TOPIC_GENERIC
from ingest.language.cues import STUDY_PROJECT
from ingest.language.script import spaced_at_script_seams
from ingest.metadata import ChunkMetadata, SectionKind
from ingest.models import Candidate
from vectorstore.lexical import tokenize
from vectorstore.retrieval import ChunkSnapshot
from vectorstore.store import StoredRecord

# Calibrated on evalsets/*.yaml (see docs/BENCHMARKS.md)
DENSE_FLOOR = 0.35  # cosine below this says nothing
DENSE_FLOOR_CROSS = 0.2  # USE cosines run lower across languages (大模型训练 ~ LLM training 0.41)
DENSE_SPAN = 0.35  # cosine DENSE_FLOOR + DENSE_SPAN counts as a full dense match
DENSE_WEIGHT = 0.75  # a dense match alone is weaker evidence than the words themselves
MISSING_NAMED_CAP = 0.3  # cap for a passage without a named term (InternLM, RDMA)
WORK_SECTIONS = {"experience", "projects", "activities", "teaching", "header", "profile"}
_HOBBY = re.compile(
    r"(?i:\bhobby\b|\bpersonal project|\bside project|\bfor fun\b|\bvolunteer)|"
    r"业余|个人项目|兴趣项目"
)


@dataclass
class Scored:
    index: int
    record: StoredRecord
    relevance: float
    reasons: list[str] = field(default_factory=list)


@dataclass
class Selection:
    """Which people and how many quotes an answer keeps (the engine's configuration)."""

    min_relevance: float
    relative_cutoff: float
    evidence_per_candidate: int


@dataclass
class Paged:
    """One page of the people who match a question, and all of them (ids, best first)."""

    results: list[CandidateResult]
    total: int
    matched: list[str]


T = TypeVar("T")


def paged(
    ranked: Sequence[T],
    id_of: Callable[[T], str],
    build: Callable[[T], CandidateResult | None],
    page: Page,
) -> Paged:
    """The page of `ranked` (best first) that `page` asks for, each person built with
    evidence only when the page reaches them (quotes for 10,000 people would cost more than
    the search). A person `build` cannot quote is never named nor counted; the ones after
    the page are counted as ranked."""
    end = None if page.limit is None else page.offset + page.limit
    results: list[CandidateResult] = []
    dropped: set[str] = set()
    position = 0
    for item in ranked:
        if end is not None and position >= end:
            break
        result = build(item)
        if result is None:
            dropped.add(id_of(item))
            continue
        if position >= page.offset:
            results.append(result)
        position += 1
    matched = [i for i in map(id_of, ranked) if i not in dropped]
    return Paged(results, len(matched), matched)


def by_person(scored: list[Scored]) -> dict[str, list[Scored]]:
    """Scored chunks grouped by the candidate they belong to."""
    out: dict[str, list[Scored]] = {}
    for s in scored:
        out.setdefault(str(s.record.metadata.get("candidate_id")), []).append(s)
    return out


def score_chunk(
    q: Question,
    terms: list[str],
    orgs: set[str],
    org_hits: set[int],
    snap: ChunkSnapshot,
    vectors: np.ndarray,
    topic_vec: np.ndarray,
    i: int,
    concepts: list[re.Pattern[str]] | None = None,
    whole: bool = True,
) -> Scored | None:
    """Chunk `i` scored against the question (None: it cannot be evidence for it). With
    `concepts`, the names of each concept the topic is made of (`named_whole`), a chunk that
    names one under any of its names ("A/B test" for "a/b tests", 微信支付 for "payments")
    covers it, and its words apart ("load tests") do not; the topic's coverage is the share
    of its concepts covered ("electrical work on wind turbines": 电气 and 风机 both). When
    the concepts are not the `whole` topic, their share covers only a chunk in the other
    language, whose words the question's cannot match ("SiC designs": 1200V SiC MOSFET 方案)."""
    record = snap.records[i]
    meta = record.metadata
    section = str(meta.get("section", ""))
    if section == SectionKind.FLAGGED or (
        q.at_work and section in (SectionKind.SKILLS, SectionKind.HEADER)
    ):  # text addressed to an AI is never evidence, a listed skill (a sidebar's) no use at work
        return None
    if q.at_work and section != SectionKind.EXPERIENCE:
        if _study_only(record.document, terms, concepts):
            return None  # "used UVM at work": a course project's testbench is none
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
        coverage = coverage_of(terms, stems, snap, chars_fallback=True)
        cross = q.language != meta.get("language", q.language)
        if concepts and (whole or cross):
            named = sum(1 for p in concepts if p.search(record.document)) / len(concepts)
            # the topic is made of concepts' names: any of a concept's names covers it, and
            # its words apart ("load tests" for "a/b tests") do not
            coverage = named if whole else max(coverage, named)
        if _named_by_section(section, terms):  # "anyone holding patents": a Patents section's
            coverage = 1.0  # lines ("Co-inventor, CN 115876543 A, …") are patents
        # (a stressed name no CV uses, beside words that only say "work on it", is missing
        # everywhere: "做过UE项目的")
        unheard = only_generic(terms, q.must)
        missing = [
            t
            for t in q.must
            if (t not in raw_tokens if snap.lexical.knows(t) else unheard and t in terms)
        ]
        sim = float(vectors[i].astype(np.float32) @ topic_vec) if vectors.shape[1] > 1 else 0.0
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


def only_generic(terms: list[str], must: list[str]) -> bool:
    """The topic is stressed names and words that only say "work on it" ("UE 项目"), at least
    one of them (a name alone, "NLP", may be spelled out in a CV: "natural language")."""
    generic = [t in TOPIC_GENERIC for t in terms]
    return any(generic) and all(g or t in must for t, g in zip(terms, generic, strict=True))


def _study_only(document: str, terms: list[str], concepts: list[re.Pattern[str]] | None) -> bool:
    """Every line of a chunk that names the topic is of a study or spare-time project
    ("Course project: … with a small UVM testbench"), or the chunk is one."""
    lines = document.splitlines()
    if lines and STUDY_PROJECT.search(lines[0]):
        return True
    said = [
        x
        for x in lines
        if any(t in x.lower() for t in terms) or any(p.search(x) for p in concepts or [])
    ]
    return bool(said) and all(STUDY_PROJECT.search(x) for x in said)


def named_whole(concepts: re.Pattern[str], topic: str, terms: list[str], slack: int = 0) -> bool:
    """Whether the concept names found in the topic hold all of its words but `slack` (a
    Chinese pair of characters across two names, "鲜品" in "生鲜品类", is theirs too)."""
    named = {t for m in concepts.finditer(topic) for t in tokenize(m.group())}
    covered = {i for m in concepts.finditer(topic) for i in range(m.start(), m.end())}
    lowered = topic.lower()

    def held(term: str) -> bool:
        at = [m.start() for m in re.finditer(re.escape(term.lower()), lowered)]
        return term in named or any(all(k in covered for k in range(i, i + len(term))) for i in at)

    return bool(named) and sum(1 for t in terms if not held(t)) <= slack


def select(
    q: Question,
    scored: list[Scored],
    people: list[Candidate],
    about: bool,
    terms: list[str],
    orgs: set[str],
    keep_rule: Selection,
    page: Page,
    concept_names: list[str] | None = None,
) -> Paged:
    """The people whose best chunk is relevant enough (all of them when the question is
    about them), best first, the page's people each with evidence; never a person without
    a quote."""
    chunks_of = by_person(scored)
    best = {cid: max(x.relevance for x in chunks) for cid, chunks in chunks_of.items()}
    if not best:
        return Paged([], 0, [])
    top = max(best.values())
    floor = 0.0 if about else keep_rule.min_relevance
    lookup = {p.id: p for p in people}
    keep = [
        cid
        for cid, score in best.items()
        if score >= floor
        and score > 0
        and score >= keep_rule.relative_cutoff * top
        and cid in lookup
    ]
    keep.sort(key=lambda cid: -best[cid])

    def build(cid: str) -> CandidateResult | None:
        person = lookup[cid]
        name = person.name_in(q.language)
        chunks = sorted(chunks_of[cid], key=lambda s: -s.relevance)
        limit = keep_rule.evidence_per_candidate
        quotes = evidence(chunks, terms, orgs, q, limit, names_pattern(concept_names or []))
        if not quotes:
            return None  # never name a candidate without a quote
        return CandidateResult(
            id=cid,
            name=name,
            aliases=[n for n in person.names if n != name],
            why=why_of(chunks[0].record),
            score=round(best[cid], 3),
            evidence=quotes,
        )

    return paged(keep, str, build, page)


def evidence(
    chunks: list[Scored],
    terms: list[str],
    orgs: set[str],
    q: Question,
    limit: int,
    concepts: re.Pattern[str] | None = None,
) -> list[Evidence]:
    """Quotes of a person's best chunks (best first), one per CV entry, no repeats."""
    out: list[Evidence] = []
    seen: set[str] = set()
    top = chunks[0].relevance if chunks else 0.0
    for s in chunks:
        if s.relevance < 0.5 * top:
            break
        meta = s.record.metadata
        entry = f"{meta.get('doc_id')}|{meta.get('entry_header')}"
        quote = best_quote(s.record, terms, orgs, q, concepts)
        key = squash_quote(quote)
        if not quote or entry in seen or key in seen:
            continue  # the same passage from another format of the same CV adds nothing
        seen.update((entry, key))
        out.append(evidence_of(s.record, quote))
        if len(out) >= limit:
            break
    return out


def quote_line(line: str, terms: list[str]) -> str:
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
        ocr_confidence=meta.ocr_confidence,
    )


def squash_quote(text: str) -> str:
    return re.sub(r"[\W_]+", "", text.lower())[:120]


def why_of(record: StoredRecord) -> str:
    meta = record.metadata
    header = str(meta.get("entry_header") or "")
    title = str(meta.get("section_title") or meta.get("section") or "")
    text = header or title
    return text if len(text) <= 140 else text[:137] + "…"


LEADING_BULLETS = re.compile(r"^(?:[-•◊◇◆♦▪●○■□*·+–➢➤✓►]\s*)+")
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


def best_quote(
    record: StoredRecord,
    terms: list[str],
    orgs: set[str],
    q: Question,
    concepts: re.Pattern[str] | None = None,
) -> str:
    """The most relevant verbatim line (or sentence of a long line) of a chunk; one that
    names a concept asked (in any of its names: "IT Support" for "IT支持") above others."""
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
        if concepts is not None and concepts.search(line):
            value += 0.5
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


def names_pattern(names: list[str]) -> re.Pattern[str] | None:
    """Any of these names, Latin ones as whole words or their plurals (case-insensitive),
    Chinese ones not as the start of a title."""
    if not names:
        return None
    # a Chinese name followed by 师 / 员 names a person's title ("软件工程师" is an engineer,
    # not the field 软件工程)
    parts = [  # (a Latin name in the plural too: "test engineers")
        (r"(?<![A-Za-z0-9])" + re.escape(n) + r"(?:s|es)?(?![A-Za-z0-9])")
        if n.isascii()
        else spaced_at_script_seams(re.escape(n), r"\s?") + r"(?![师员])"
        for n in sorted(names, key=len, reverse=True)
    ]
    return re.compile("|".join(parts), re.IGNORECASE)


# sections whose every line is one of what their heading names (a patent, an award)
_LISTED_SECTIONS = {"patents", "awards"}


def _named_by_section(section: str, terms: list[str]) -> bool:
    """The topic is only the word of the chunk's section ("patents" in a Patents section)."""
    if section not in _LISTED_SECTIONS or not terms:
        return False
    hint = dict(SECTION_HINTS).get(section)
    return hint is not None and all(hint.search(t) for t in terms)
