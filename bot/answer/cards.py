"""Candidate summaries, side-by-side comparisons and job-description matching (the data
types are in bot/answer/models.py; rendering is in render.py and the Slack blocks)."""

from __future__ import annotations

import re
from datetime import date

from bot.answer.engine import AnswerEngine
from bot.answer.models import (
    CandidateMatch,
    Comparison,
    Evidence,
    RequirementMatch,
    Summary,
)
from ingest.figures import (
    Figure,
    degree_in_progress,
    degree_status,
    experience_years,
    highest_degree,
    tiers,
)
from ingest.keyskills import clean_markup, skill_finder
from ingest.language import has_cjk, is_bullet, strip_bullet
from ingest.models import Candidate
from ingest.record import CandidateRecord, Degree, build_record
from ingest.record_requirements import RecordRequirement, record_requirement

_DEGREE_RANK = {"PhD": 3, "Master": 2, "Bachelor": 1}
_CARD_SKILLS = 15


def record_span(start: str | None, end: str | None, ongoing: bool) -> str:
    """A record's dates as a card shows them: '2019–2024', '2020–present', '2020–present
    (expected 2025)' for a degree in progress with its expected end, '2023'."""
    if not start:
        return ""
    first = start[:4]
    if ongoing:
        return f"{first}–present" + (f" (expected {end[:4]})" if end else "")
    last = end[:4] if end else first
    return first if last == first else f"{first}–{last}"


def _education_lines(items: list[Degree], asked: date) -> list[str]:
    """Highest degree first (completed or in progress), then the most recent (the record
    lists the most recent first; the sort is stable); a degree whose end is still to come at
    the date asked is shown in progress."""
    ordered = sorted(
        items,
        key=lambda e: (e.status != "unfinished", _DEGREE_RANK.get(e.level or "", 0)),
        reverse=True,
    )
    lines: list[str] = []
    for edu in ordered:
        degree = edu.degree_name or edu.level or ""
        if edu.status == "unfinished":
            degree = f"{degree} (not completed)".strip()
        span = record_span(edu.start, edu.end, degree_status(edu, asked) == "in progress")
        parts = [degree, edu.field or "", edu.school, span]
        line = " · ".join(p for p in parts if p)
        if line not in lines:
            lines.append(line)
    return lines


def _card_skills(key: list[str], listed: list[str]) -> list[str]:
    out: list[str] = []
    seen: set[str] = set()
    for skill in [*key, *listed]:
        skill = clean_markup(skill)
        if skill and skill.lower() not in seen:
            seen.add(skill.lower())
            out.append(skill)
    return out[:_CARD_SKILLS]


def _card_figures(record: CandidateRecord, asked: date) -> list[str]:
    """The figures a card shows, each saying what it rests on."""
    shown = [experience_years(record, asked)]
    if record.positions and any(p.kind == "internship" for p in record.positions):
        shown.append(experience_years(record, asked, ("internship",)))
    shown += [
        highest_degree(record, asked),
        degree_in_progress(record, asked),
        tiers(record, asked),
    ]
    return [f.text for f in shown if f.value not in (None, [], 0, 0.0)]


def summarize(
    person: Candidate, show_contact: bool = False, language: str = "en", asked: date | None = None
) -> Summary:
    """A person's card, read from their candidate record (`ingest.record`)."""
    record, when = build_record(person), asked or date.today()
    timeline: list[str] = []
    for job in record.positions:  # most recent first
        span = record_span(job.start, job.end, job.ongoing)
        line = f"{span} {job.organisation}" + (f", {job.title}" if job.title else "")
        if line.strip() not in timeline:
            timeline.append(line.strip())
    latest = record.positions[0] if record.positions else None
    venues = [
        f"{p.venue} '{str(p.year)[2:]}" if p.year else p.venue
        for p in record.publications
        if p.venue
    ]
    name = person.name_in(language)
    return Summary(
        id=person.id,
        name=name,
        label=person.label(language),
        aliases=[n for n in person.names if n != name],
        latest_role=(
            f"{latest.title + ' at ' if latest.title else ''}{latest.organisation}"
            if latest
            else None
        ),
        education=_education_lines(record.education, when),
        timeline=timeline,
        skills=_card_skills(record.key_skills, [s.name for s in record.skills]),
        languages=[x.name for x in record.languages],
        publications=len(record.publications),
        venues=list(dict.fromkeys(venues))[:10],
        sources=[s for d in record.documents for s in d.sources],
        contact=[c.value for c in record.contacts] if show_contact else None,
        figures=_card_figures(record, when),
    )


def compare(
    engine: AnswerEngine, people: list[Candidate], topic: str | None, language: str = "en"
) -> Comparison:
    evidence: dict[str, list[Evidence]] = {}
    if topic:
        found = engine.evidence_for(topic, {p.id for p in people})
        evidence = {cid: ev for cid, (_, ev) in found.items()}
    return Comparison(
        topic=topic,
        people=[summarize(p, language=language) for p in people],
        evidence=evidence,
    )


# -- matching a job description ---------------------------------------------------------------

_HEADING = re.compile(r"^(?:#+\s*|[A-Z][A-Za-z ]{0,30}:$)|^(?:职位|岗位|要求|职责)[:：]?$")
_GENERIC = {
    "experience", "experienced", "years", "year", "strong", "solid", "good", "great", "deep",
    "knowledge", "familiarity", "familiar", "proficiency", "proficient", "ability", "able",
    "understanding", "plus", "preferred", "required", "must", "have", "has", "skills", "skill",
    "working", "work", "hands-on", "hands", "background", "with", "and", "or", "of", "in",
    "the", "a", "an", "to", "for", "on", "at", "as", "is", "are", "be", "using", "use",
    "least", "more", "other", "such", "like", "etc", "e.g", "including", "similar", "related",
    "relevant", "excellent", "communication", "team", "nice", "bonus", "ideally", "any",
    "one", "two", "three", "some", "our", "we", "you", "your", "will", "can", "who",
    "demonstrated", "proven", "track", "record", "building", "build", "design", "designing",
    "developing", "development", "large", "scale", "large-scale", "production", "systems",
    "system", "tools", "technologies", "languages", "language", "programming", "expertise",
}  # fmt: skip
_CJK_FILLER = re.compile(
    r"熟悉|掌握|精通|了解|熟练|具备|具有|拥有|相关|经验|能力|以上|优先|年|者|的|及|和|或|等|有|对|"
    r"良好|扎实|优秀|较强|一定|至少|以及|使用|开发|工作"
)
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9+#.\-]*[A-Za-z0-9+#]|[A-Za-z]|[\u4e00-\u9fff]+")


def requirements_of(job_description: str, limit: int = 15) -> list[str]:
    """The requirement lines of a job description (bullets first, else sentences)."""
    lines = [ln.strip() for ln in job_description.splitlines() if ln.strip()]
    bullets = [strip_bullet(ln) for ln in lines if is_bullet(ln)]
    if not bullets:
        text = " ".join(ln for ln in lines if not _HEADING.match(ln))
        bullets = [s.strip() for s in re.split(r"(?<=[.;。；])\s*", text) if len(s.strip()) > 8]
    return [b for b in bullets if len(b) > 3][:limit]


def _salient_terms(requirement: str) -> list[list[str]]:
    """The words a passage must contain to be about this requirement (no vocabulary), as
    groups of alternatives: "Go or Rust" is one group, met by either."""
    groups: list[list[str]] = []
    joined = False
    for piece in re.split(r"(\s+or\s+|\s*/\s*|或者?|\s*\|\s*)", requirement):
        if re.fullmatch(r"\s+or\s+|\s*/\s*|或者?|\s*\|\s*", piece):
            joined = bool(groups)
            continue
        terms: list[str] = []
        for word in _WORD.findall(piece):
            if has_cjk(word[:1]):
                terms.extend(p for p in _CJK_FILLER.split(word) if len(p) >= 2)
            elif word.lower() not in _GENERIC and not word.isdigit():
                terms.append(word)
        if joined and terms:
            groups[-1].append(terms[0])  # "Go or Rust": the words either side of "or"
            terms = terms[1:]
        groups.extend([t] for t in terms)
        joined = False
    unique: list[list[str]] = []
    for group in groups:
        if group not in unique:
            unique.append(group)
    return unique


def _mentions(term: str, text: str) -> bool:
    if has_cjk(term[:1]):
        return term in text
    flags = 0 if len(term) <= 2 else re.IGNORECASE  # "Go" is not "go"
    pattern = rf"(?<![A-Za-z0-9_+#]){re.escape(term)}(?![A-Za-z0-9_+#])"  # "熟悉Go语言"
    return re.search(pattern, text, flags) is not None


class _Terms:
    """What a passage must contain to meet one wording of a requirement: its salient words
    in groups of alternatives ("Go or Rust"); with a skill vocabulary installed, a group is
    also met by any alias or translation of the skills its words name (k8s, Golang, 分布式),
    and skills the vocabulary finds only in the whole wording form groups of their own."""

    def __init__(self, text: str) -> None:
        self.groups = _salient_terms(text)
        finder = skill_finder()
        self.skills: list[set[str]] = [
            {s for w in group for s in finder(w)} if finder else set() for group in self.groups
        ]
        if finder:
            named = set().union(*self.skills) if self.skills else set()
            for skill in sorted(set(finder(text)) - named):
                self.groups.append([skill])
                self.skills.append({skill})

    def coverage(self, passage: str, found: set[str]) -> float:
        if not self.groups:
            return 0.0
        met = sum(
            any(_mentions(w, passage) for w in group) or bool(skills & found)
            for group, skills in zip(self.groups, self.skills, strict=True)
        )
        return met / len(self.groups)


_PARENS = re.compile(r"[(（]([^()（）]*)[)）]")


class Requirement:
    """A requirement line; a parenthesis gives another wording of it ("distributed storage
    (分布式存储)", "Kubernetes (k8s)"), and a passage meets it as well as it meets either."""

    def __init__(self, text: str) -> None:
        self.text = text
        inside = " ".join(_PARENS.findall(text)).strip()
        self.wordings = [_Terms(_PARENS.sub(" ", text))] + ([_Terms(inside)] if inside else [])

    def coverage(self, passage: str) -> float:
        """Share of the requirement the passage meets (0 when it names none of it)."""
        finder = skill_finder()
        found = set(finder(passage)) if finder else set()
        return max(w.coverage(passage, found) for w in self.wordings)


def _score_requirement(
    req: Requirement, found: dict[str, tuple[float, list[Evidence]]]
) -> dict[str, RequirementMatch]:
    """Per person: the evidence that contains the requirement, scored by how much of it
    the best such quote covers (relevance breaks ties among equal coverage)."""
    top = max((rel for rel, _ in found.values()), default=0.0) or 1.0
    out: dict[str, RequirementMatch] = {}
    for cid, (relevance, evidence) in found.items():
        scored = [(req.coverage(e.quote), e) for e in evidence]
        kept = [(c, e) for c, e in scored if c > 0]
        if not kept:
            continue
        kept.sort(key=lambda ce: -ce[0])
        best = kept[0][0]
        score = best * (0.85 + 0.15 * min(1.0, max(0.0, relevance) / top))
        out[cid] = RequirementMatch(
            requirement=req.text, score=round(score, 3), evidence=[e for _, e in kept[:2]]
        )
    return out


def _record_evidence(record: CandidateRecord, figure: Figure) -> list[Evidence]:
    """The lines a figure rests on, as evidence quotes of the CVs they are in."""
    files = {d.doc_id: d for d in record.documents}
    out: list[Evidence] = []
    for source in figure.sources[:2]:
        doc = files.get(source.doc_id)
        if doc is None or not source.text:
            continue
        out.append(
            Evidence(
                source=doc.sources[0] if doc.sources else doc.file_name,
                file_name=doc.file_name,
                quote=source.text,
                section=figure.name,
            )
        )
    return out


def _record_match(
    req: RecordRequirement,
    record: CandidateRecord,
    asked: date,
    text: Requirement,
    found: RequirementMatch | None,
) -> RequirementMatch:
    """A years or degree requirement scored from the record. "5+ years of backend
    experience" also needs its other words in a quote: the lower of the two scores counts."""
    score, figure = req.score(record, asked)
    evidence = _record_evidence(record, figure) if score > 0 else []
    if req.years is not None and any(w.groups for w in text.wordings):
        score = min(score, found.score if found else 0.0)
        evidence = (found.evidence if found else []) + evidence
    return RequirementMatch(
        requirement=f"{req.text} ({figure.text})",
        score=round(score, 3),
        evidence=evidence if score > 0 else [],
    )


def match(
    engine: AnswerEngine, job_description: str, language: str = "en", asked: date | None = None
) -> list[CandidateMatch]:
    """Everyone ranked against a job description: years of experience and a minimum degree
    are scored from each person's record (the figures and the lines behind them); every
    other requirement only from quotes that contain it (its terms or their aliases, in
    either language). The person's score is the mean over requirements."""
    people = {p.id: p for p in engine.candidates()}
    lines = requirements_of(job_description)
    from_record = {i: r for i, line in enumerate(lines) if (r := record_requirement(line))}
    reqs = [Requirement(r) for r in lines]
    per_req = [
        {}
        if i in from_record and from_record[i].degree
        else _score_requirement(r, engine.evidence_for(r.text, per_person=6))
        for i, r in enumerate(reqs)
    ]
    when = asked or date.today()
    results = []
    for cid, person in people.items():
        record = build_record(person) if from_record else None
        rows = [
            _record_match(from_record[i], record, when, req, scored.get(cid))
            if record is not None and i in from_record
            else scored.get(cid) or RequirementMatch(requirement=req.text, score=0.0)
            for i, (req, scored) in enumerate(zip(reqs, per_req, strict=True))
        ]
        total = sum(r.score for r in rows) / len(rows) if rows else 0.0
        results.append(
            CandidateMatch(
                id=cid,
                name=person.name_in(language),
                label=person.label(language),
                score=round(total, 3),
                requirements=rows,
            )
        )
    results.sort(key=lambda m: (-m.score, m.name.lower()))
    return results
