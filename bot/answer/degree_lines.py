"""The degrees a candidate's CV lines state, each with its status: the line evidence that
degree questions fall back on where the record holds no degree of the level asked."""

from __future__ import annotations

import re

from bot.answer.degree_status import RANGE_START, degree_status, last_dates
from bot.answer.facts import FactIndex, single_entry
from bot.answer.line_shapes import sentence_at
from ingest.language import (
    ADMITTED,
    EDUCATION_CUE,
    NOT_COMPLETED,
    NOT_EMPLOYMENT,
    ROLE_WORD,
    YEAR,
)
from ingest.metadata import SectionKind

# a degree of other people: the students, theses or applicants of it ("for 180 MSc students",
# "co-supervise two PhD students"; "PhD student at …", one, is the owner's own)
_OTHERS_AFTER = re.compile(
    r"(?i)(?:'s)?\s*(?:level\s+)?(?:students|candidates|theses|applicants|cohorts|interns)\b|生们"
)
# ... or counted before it: "指导 3 名硕士生", "带过 5 个研究生"
_COUNTED_BEFORE = re.compile(r"(?:\d+|[一二两三四五六七八九十几数多]+)\s*(?:名|个|位)\s*$")


# a list of names in brackets ("（AutoCAD、桥梁博士）": a tool's name, no degree)
_BRACKET_LIST = re.compile(r"[(（][^()（）]*[、,，/][^()（）]*[)）]")


def _in_bracket_list(line: str, at: int) -> bool:
    return any(m.start() < at < m.end() for m in _BRACKET_LIST.finditer(line))


def degree_lines(facts: FactIndex, candidate: str) -> list[tuple[int, int, str, str]]:
    """(chunk, line, level, status) for every degree a candidate's CVs state; status is
    'in_progress', 'student' (only a "student" word says so), 'completed', 'incomplete'
    (left without it) or 'unknown'. An education line that says study was left unfinished
    but names no degree word is a degree of no level ("")."""
    out: list[tuple[int, int, str, str]] = []
    for i in facts.by_candidate.get(candidate, []):
        view = facts.views[i]
        if view.section in (
            SectionKind.PUBLICATIONS,
            SectionKind.SERVICE,
            SectionKind.AWARDS,
            SectionKind.SKILLS,
            SectionKind.PROJECTS,
        ):
            continue
        header = " ".join(view.lines[: view.n_header]) if single_entry(view) else ""
        for j, line in enumerate(view.lines):
            if j in view.addressed:
                continue
            found = facts.degree_words.get((i, j), [])
            if not found:
                if view.section == SectionKind.EDUCATION and NOT_COMPLETED.search(line):
                    out.append((i, j, "", "incomplete"))
                continue
            edu = (
                view.section == SectionKind.EDUCATION
                or bool(facts.line_orgs.get((i, j)))
                or bool(YEAR.search(line))
                or bool(EDUCATION_CUE.search(line))
            )
            if not edu or (view.section == SectionKind.EXPERIENCE and ROLE_WORD.search(line)):
                continue
            contest = NOT_EMPLOYMENT.search(line)
            if (
                contest
                and contest.start() < found[0][2] + 12
                and not EDUCATION_CUE.search(line[:40])
            ):
                continue  # "研究生数模大赛三等奖": a contest for students, not a degree
            if ADMITTED.search(line):
                continue  # an admission or offer is not a degree, not even in progress
            for k, (level, start, end) in enumerate(found):
                if _OTHERS_AFTER.match(line, end) or _COUNTED_BEFORE.search(line[:start]):
                    continue  # "labs for 180 MSc students", "指导 3 名硕士生": others' degrees
                if view.section == SectionKind.EXPERIENCE and _in_bracket_list(line, start):
                    continue  # "…施工图绘制（AutoCAD、桥梁博士）": a tool's name
                stop = found[k + 1][1] if k + 1 < len(found) else len(line)
                segment = line[start:stop]
                before = found[k - 1][2] if k else 0
                if not YEAR.search(segment):
                    segment = last_dates(line[before:stop])
                elif RANGE_START.match(line) and YEAR.search(line[before:start]):
                    # a row that opens with its dates ("2019-2021 X大学 硕士 2021.08-至今
                    # Y公司", two columns run together): the degree's dates come first
                    tail = line[end:stop]  # up to the next column's dates
                    if nxt := RANGE_START.search(tail):
                        tail = tail[: nxt.start()]
                    segment = last_dates(line[before:start]) + line[start:end] + tail
                segment = sentence_at(segment, 0, len(segment)) if len(segment) > 200 else segment
                context = header
                if j and YEAR.search(view.lines[j - 1]):
                    context = last_dates(view.lines[j - 1])  # dates on the line above
                elif (
                    not YEAR.search(segment)
                    and j + 1 < len(view.lines)
                    and YEAR.search(view.lines[j + 1])
                    and not facts.degree_words.get((i, j + 1))
                ):  # ... or below it ("— PhD in Informatics" / "Sep 2022 – present")
                    context = last_dates(view.lines[j + 1])
                out.append((i, j, level, degree_status(segment, context)))
    return out
