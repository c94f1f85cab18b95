"""Candidate summaries, side-by-side comparisons and job-description matching (the data
types are in bot/answer/models.py; rendering is in render.py and the Slack blocks)."""

from __future__ import annotations

import re

from bot.answer.engine import AnswerEngine, display_name
from bot.answer.models import (
    CandidateMatch,
    Comparison,
    Evidence,
    RequirementMatch,
    Summary,
)
from ingest.models import Candidate
from ingest.patterns import is_bullet, strip_bullet


def _years(years: list[int]) -> str:
    if not years:
        return ""
    first, last = years[0], years[-1]
    end = "present" if last == 9999 else str(last)
    return str(first) if first == last else f"{first}–{end}"


def summarize(person: Candidate, show_contact: bool = False, language: str = "en") -> Summary:
    profile = person.merged_profile()
    jobs = sorted(profile.employment, key=lambda e: -(e.years[-1] if e.years else 0))
    seen: set[str] = set()
    timeline = []
    for job in jobs:
        line = f"{_years(job.years)} {job.employer}" + (f", {job.role}" if job.role else "")
        if line.lower() not in seen:
            seen.add(line.lower())
            timeline.append(line.strip())
    latest = jobs[0] if jobs else None
    education = []
    for edu in sorted(profile.education, key=lambda e: -(e.years[-1] if e.years else 0)):
        parts = [edu.degree or "", edu.field or "", edu.school, _years(edu.years)]
        line = " · ".join(p for p in parts if p)
        if line not in education:
            education.append(line)
    titles = {t.lower() for d in person.documents for t in d.profile.publication_titles}
    name = display_name(person, language)
    return Summary(
        id=person.id,
        name=name,
        aliases=[n for n in person.names if n != name],
        latest_role=(
            f"{latest.role + ' at ' if latest.role else ''}{latest.employer}" if latest else None
        ),
        education=education,
        timeline=timeline,
        skills=profile.skills[:15],
        languages=profile.languages,
        publications=max(len(titles), len(profile.venues)),
        venues=profile.venues[:10],
        sources=[s for d in person.documents for s in d.sources],
        contact=(profile.emails + profile.phones + profile.links) if show_contact else None,
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


_HEADING = re.compile(r"^(?:#+\s*|[A-Z][A-Za-z ]{0,30}:$)|^(?:职位|岗位|要求|职责)[:：]?$")


def requirements_of(job_description: str, limit: int = 15) -> list[str]:
    """The requirement lines of a job description (bullets first, else sentences)."""
    lines = [ln.strip() for ln in job_description.splitlines() if ln.strip()]
    bullets = [strip_bullet(ln) for ln in lines if is_bullet(ln)]
    if not bullets:
        text = " ".join(ln for ln in lines if not _HEADING.match(ln))
        bullets = [s.strip() for s in re.split(r"(?<=[.;。；])\s*", text) if len(s.strip()) > 8]
    return [b for b in bullets if len(b) > 3][:limit]


def match(engine: AnswerEngine, job_description: str, language: str = "en") -> list[CandidateMatch]:
    people = {p.id: p for p in engine.candidates()}
    reqs = requirements_of(job_description)
    per_req = [engine.evidence_for(r, per_person=1) for r in reqs]
    results = []
    for cid, person in people.items():
        rows = []
        for req, found in zip(reqs, per_req, strict=True):
            score, evidence = found.get(cid, (0.0, []))
            rows.append(RequirementMatch(requirement=req, score=round(score, 3), evidence=evidence))
        total = sum(r.score for r in rows) / len(rows) if rows else 0.0
        results.append(
            CandidateMatch(
                id=cid,
                name=display_name(person, language),
                score=round(total, 3),
                requirements=rows,
            )
        )
    results.sort(key=lambda m: -m.score)
    return results
