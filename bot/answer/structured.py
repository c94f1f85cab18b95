"""Answering questions with constraints (a place of work or study, a degree, a skill, a
venue, time and role): each requirement is met by a line of the candidate's own CVs, and a
candidate is named only when every requirement is. Plain functions over the fact index: one
hit finder per requirement kind (employer, school, degree, skill, publication, service) and
`match_people` that ANDs them; author lists are read by `ingest.author_lists`."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import replace

from bot.answer.certifications import certification_hits
from bot.answer.chunk_views import ChunkView, Mention
from bot.answer.degree_lines import degree_lines
from bot.answer.degree_status import degree_status, highest
from bot.answer.facts import FactIndex
from bot.answer.hits import TOPIC_MIN, Hit, PersonMatch, TopicScorer, by_candidate
from bot.answer.paper_hits import publication_hits, service_hits
from bot.answer.question import ANY_DEGREE, Constraints
from bot.answer.record_positions import topic_in_positions
from bot.answer.requirements.constraints import POSTGRAD
from ingest.language import (
    NAMED_DEGREES,
    SCHOOL_WORD,
    YEAR,
    degree_levels,
)
from ingest.language.cues import STUDY_PROJECT
from ingest.language.degrees import held_degree_levels
from ingest.metadata import SectionKind

_NOT_HELD = ("incomplete", "in_progress", "student")  # a degree's statuses that hold none


def _mentions(facts: FactIndex, ids: set[str], literal: list[str]) -> list[Mention]:
    found: list[Mention] = []
    for org in ids:
        found += facts.org_mentions.get(org, [])
    for n, name in enumerate(literal):
        found += facts.literal_mentions(name, f"literal:{n}")
    return found


def _excluded(
    m: Mention, excluded: set[str], lineage: Callable[[str], list[str]], facts: FactIndex
) -> bool:
    """An excluded organisation, or its parent named in brackets right after it
    ("HiSilicon (Huawei)", "海思半导体（华为子公司）", "HK Express (a … Group airline)": still
    the subsidiary)."""
    if not excluded:
        return False
    if set(lineage(m.org)) & excluded:
        return True
    line = facts.views[m.chunk].lines[m.line]
    for other in facts.line_orgs.get((m.chunk, m.line), []):
        gap = line[other.end : m.start]
        if (
            other.end <= m.start
            # ("HK Express (a Cathay Pacific Group airline)", "(part of …)")
            and re.fullmatch(r"\s*[(（]\s*(?:(?:an?|the|part\s+of(?:\s+the)?)\s+)?", gap)
            and set(lineage(other.org)) & excluded
            and m.org in lineage(other.org)
        ):
            return True
    return False


def employer_hits(
    c: Constraints,
    facts: FactIndex,
    topic: TopicScorer | None,
    lineage: Callable[[str], list[str]],
    is_school: Callable[[str], bool],
) -> dict[str, list[Hit]]:
    kept: list[Mention] = []
    seen: set[tuple[int, int]] = set()
    for m in _mentions(facts, c.employers, c.unknown_work):
        if (m.chunk, m.line) in seen or _excluded(m, c.excluded, lineage, facts):
            continue
        if not facts.employment(m, school=is_school(m.org)):
            continue
        if c.intern_only and not facts.scope_has_intern(m):
            continue
        if c.fulltime and not facts.scope_is_permanent(m):
            continue
        if c.current and not facts.scope_is_current(m):
            continue
        if c.period is not None and not facts.scope_overlaps(m, c.period):
            continue
        seen.add((m.chunk, m.line))
        kept.append(m)
    if topic is None:
        return by_candidate((Hit("employer", m.chunk, m.line) for m in kept), facts)
    hits: list[Hit] = []
    scored = topic([facts.scope_lines(m) for m in kept])
    for m, (relevance, best) in zip(kept, scored, strict=True):
        if relevance < TOPIC_MIN or best is None:
            continue
        hits.append(Hit("employer", m.chunk, m.line, relevance))
        hits.append(Hit("topic", best[0], best[1], relevance))
    return by_candidate(hits, facts)


def school_hits(c: Constraints, facts: FactIndex) -> dict[str, list[Hit]]:
    hits: list[Hit] = []
    for m in _mentions(facts, c.schools, c.unknown_study):
        if not facts.study(m):
            continue
        if c.degree:
            scope = [(m.chunk, m.line), *facts.scope_lines(m)]
            view = facts.views[m.chunk]
            scope += [(m.chunk, j) for j in range(view.n_header)]
            found = None
            for i, j in dict.fromkeys(scope):
                line = facts.views[i].lines[j]
                if _names_degree(c, line):
                    found = (i, j)
                    break
            if found is None:
                continue
            line_text = facts.views[found[0]].lines[found[1]]
            status = degree_status(line_text, facts.header_text(m.chunk))
            if c.degree_status in (
                "in_progress",
                "completed",
                "held",
                "never_completed",
            ) and not _status_ok(status, c.degree_status, False):
                continue
            hits.append(Hit("school", m.chunk, m.line))
            if found != (m.chunk, m.line):
                hits.append(Hit("degree", found[0], found[1]))
            continue
        if c.graduated and _studying(facts, m):
            continue  # "graduated from TUM": a master's there in progress is no graduation
        hits.append(Hit("school", m.chunk, m.line))
    return by_candidate(hits, facts)


def _levels(c: Constraints) -> set[str]:
    """The degree levels a question's degree stands for (graduate study: two)."""
    if c.degree == POSTGRAD:
        return {"Master", "PhD"}
    return {c.degree} if c.degree else set()


def _studying(facts: FactIndex, m: Mention) -> bool:
    """The study at a school's mention is in progress or was left (its line, and the line
    after it in the entry, with the entry's header for dates)."""
    view = facts.views[m.chunk]
    near = view.lines[m.line : m.line + 2]
    if len(near) == 2 and SCHOOL_WORD.search(near[1]):
        # the next line is the next school's ("…工学学士" / "北京大学 博士（肄业）")
        near = near[:1]
    return degree_status(" ".join(near), facts.header_text(m.chunk)) in _NOT_HELD


def degree_hits(
    c: Constraints, facts: FactIndex, candidates: Iterable[str], topic: TopicScorer | None = None
) -> dict[str, list[Hit]]:
    """Degrees of the wanted level and status; with a topic ("a bachelor's degree in
    information security") the degree's own lines must be about it."""
    chosen_hits: dict[str, list[Hit]] = {}
    for cid in candidates:
        lines = degree_lines(facts, cid)
        if not lines:
            continue
        if c.degree_status.startswith("highest"):
            # of the degrees held; one being studied for too when the question says so
            left = ("incomplete",) if c.degree_status == "highest_studying" else _NOT_HELD
            held = [x for x in lines if x[3] not in left]
            top = highest(level for _, _, level, _ in held)
            if top not in _levels(c):
                continue
            chosen = [x for x in held if x[2] == top]
        else:
            same = [
                x
                for x in lines
                if c.degree == ANY_DEGREE
                or (
                    x[2] in _levels(c)
                    and (
                        c.degree_name is None
                        or _entry_names_degree(facts.views[x[0]], x[1], x[2], c)
                    )
                )
            ]
            completed = any(x[3] == "completed" for x in same)
            if c.degree_status == "never_completed" and c.no_degree_held and completed:
                continue  # left one degree unfinished, but completed another
            chosen = [x for x in same if _status_ok(x[3], c.degree_status, completed)]
        if chosen:
            chosen_hits[cid] = [Hit("degree", i, j) for i, j, _, _ in chosen]
    if topic is None:
        return {cid: hits[:4] for cid, hits in chosen_hits.items()}
    flat = [(cid, hit) for cid, hits in chosen_hits.items() for hit in hits]
    scopes = []
    for _, hit in flat:
        view = facts.views[hit.chunk]
        near = [(hit.chunk, hit.line)]
        near += [(hit.chunk, j) for j in (hit.line - 1, hit.line + 1) if 0 <= j < len(view.lines)]
        scopes.append(near)
    out: dict[str, list[Hit]] = {}
    for (cid, hit), (relevance, best) in zip(flat, topic(scopes), strict=True):
        if relevance >= TOPIC_MIN and best is not None:
            out.setdefault(cid, []).extend([hit, Hit("topic", best[0], best[1], relevance)])
    return {cid: hits[:4] for cid, hits in out.items()}


def _names_degree(c: Constraints, line: str) -> bool:
    """The line names the wanted degree (any level for ANY_DEGREE; "MBA" for an MBA)."""
    levels = held_degree_levels(line)
    if not (levels if c.degree == ANY_DEGREE else set(levels) & _levels(c)):
        return False
    return c.degree_name is None or _has_degree_name(line, c)


def _has_degree_name(line: str, c: Constraints) -> bool:
    return bool(c.degree_name and NAMED_DEGREES[c.degree_name].search(line))


def _entry_names_degree(view: ChunkView, j: int, level: str, c: Constraints) -> bool:
    """The degree's line, or a cell of its row next to it, names the degree asked ("工商管理
    （在职 MBA）" beside "硕士在读"), unless that line is a degree of its own."""
    if _has_degree_name(view.lines[j], c):
        return True
    near = [view.lines[k] for k in (j - 1, j + 1) if 0 <= k < len(view.lines)]
    return any(
        _has_degree_name(x, c)
        and set(degree_levels(x)) <= {level}
        and not YEAR.search(x)
        and len(x) <= 30  # a cell beside it, not a degree's line of its own with its school
        for x in near
    )  # a line with its own dates is a degree of its own


def _status_ok(status: str, wanted: str, completed_elsewhere: bool) -> bool:
    """A dated, completed entry outweighs a bare "student" elsewhere (a stale headline)."""
    if wanted == "in_progress":
        return status == "in_progress" or (status == "student" and not completed_elsewhere)
    if wanted == "completed":
        return status == "completed"
    if wanted == "held":  # "who holds a PhD": any not in progress or left (dates may be silent)
        return status in ("completed", "unknown")
    if wanted == "never_completed":
        return status == "incomplete"
    return status != "incomplete"  # a degree left unfinished is not held


_AT_WORK_SECTIONS = (SectionKind.EXPERIENCE, SectionKind.PROJECTS)


def skill_hits(c: Constraints, facts: FactIndex) -> dict[str, list[Hit]]:
    """Lines that name a skill, outside publication lists (a paper about Go programs is a
    research topic, not a skill the author lists); for a skill used at work ("in a job",
    "工作中"), lines of positions and their projects only, not a list of skills."""
    hits = [
        Hit("skill", i, j)
        for s in c.skills
        for i, j in facts.skill_lines.get(s, [])
        if facts.views[i].section not in (SectionKind.PUBLICATIONS, SectionKind.SERVICE)
        and (not c.skill_at_work or _at_work(facts.views[i], j))
    ]
    return by_candidate(hits, facts)


def _at_work(view: ChunkView, j: int) -> bool:
    """A line of a position's entry or a project of one, not a course or personal project
    ("云原生仿真回归平台（课程项目）")."""
    if view.section not in _AT_WORK_SECTIONS:
        return False
    said = [view.section_title, view.entry, *view.lines[: view.n_header], view.lines[j]]
    return not any(STUDY_PROJECT.search(x) for x in said if x)


def papers_on(found: dict[str, list[Hit]], topic: TopicScorer) -> dict[str, list[Hit]]:
    """Of each person's paper lines, those about the topic (the topic's hit first)."""
    out: dict[str, list[Hit]] = {}
    for cid, hits in found.items():
        scored = topic([[(h.chunk, h.line)] for h in hits])
        about = [(h, r) for h, (r, _) in zip(hits, scored, strict=True) if r >= TOPIC_MIN]
        if about:
            best = max(r for _, r in about)
            first = next(h for h, r in about if r == best)
            out[cid] = [Hit("topic", first.chunk, first.line, best), *(h for h, _ in about)]
    return out


def match_people(
    c: Constraints,
    facts: FactIndex,
    candidates: list[str],
    names: dict[str, list[str]],
    topic: TopicScorer | None,
    lineage: Callable[[str], list[str]],
    is_school: Callable[[str], bool],
    positions: Callable[[set[str]], dict[str, list[Hit]]] | None = None,
    papers: Callable[[set[str]], dict[str, list[Hit]]] | None = None,
    schools: Callable[[set[str]], dict[str, list[Hit]]] | None = None,
) -> list[PersonMatch]:
    """Candidates who meet every requirement, each with the lines that meet them.
    `positions(found)`: the people besides `found` whose record meets the place asked
    (`record_positions`), added to those its lines meet (with a topic, when the topic is
    inside that position's entry); `papers(found)` and `schools(found)`, likewise, whose
    record holds the paper, or the degree at the school, asked."""
    requirements: list[dict[str, list[Hit]]] = []
    has_place = bool(c.employers or c.unknown_work)
    if has_place and c.every_employer:  # "both Baidu and ByteDance": each one its own
        for org in sorted(c.employers):
            one = replace(c, employers={org}, unknown_work=[])
            requirements.append(employer_hits(one, facts, topic, lineage, is_school))
    elif has_place:
        at_place = employer_hits(c, facts, topic, lineage, is_school)
        if positions is not None:
            held_by = positions(set(at_place))
            if topic is None:
                for cid, held in held_by.items():
                    at_place.setdefault(cid, held)
            else:  # the topic inside the record position's own entry
                wanted = c.employers

                def ours(org: str) -> bool:
                    return bool(wanted & {org, *lineage(org)})

                at_place.update(topic_in_positions(held_by, facts, topic, ours))
        requirements.append(at_place)
    if c.schools or c.unknown_study:
        studied = school_hits(c, facts)
        if schools is not None:  # a degree there the record knows and the lines missed
            studied |= {k: v for k, v in schools(set(studied)).items() if k in set(candidates)}
        requirements.append(studied)
    elif c.degree:
        requirements.append(degree_hits(c, facts, candidates, None if has_place else topic))
    if c.certification:  # a credential line naming the skill or topic asked (or any)
        requirements.append(certification_hits(c, facts))
    elif c.skills and (not has_place or c.skill_apart):
        if c.all_skills:  # every skill named, each its own requirement
            for skill in sorted(c.skills):
                requirements.append(skill_hits(replace(c, skills={skill}), facts))
        else:
            requirements.append(skill_hits(c, facts))
    if c.service:
        requirements.append(service_hits(c, facts, candidates))
    elif c.venues or c.publications or c.first_author is not None:
        papers_found = publication_hits(c, facts, candidates, names)
        if papers is not None:  # a first-author paper the record knows and the lines missed
            more = papers(set(papers_found))
            papers_found |= {k: v for k, v in more.items() if k in set(candidates)}
        if topic is not None and not has_place:  # "papers on topology optimization" (a
            # topic no paper is about is a word of praise: "good research papers")
            papers_found = papers_on(papers_found, topic) or papers_found
        requirements.append(papers_found)
    if not requirements:
        return []
    allowed = set(candidates)
    out: list[PersonMatch] = []
    for cid in allowed:
        hits: list[Hit] = []
        ok = True
        for requirement in requirements:
            found = requirement.get(cid)
            if not found:
                ok = False
                break
            hits += found
        if ok:
            score = max((h.score for h in hits if h.requirement == "topic"), default=1.0)
            out.append(PersonMatch(cid, hits, score))
    out.sort(key=lambda p: (-p.score, p.candidate))
    return out
