"""Moves within one employer, read from the record's positions: an internship that became a
full-time job there ("实习转正", "a return offer", "interned and came back full-time"), and a
promotion (a later full-time title there, another than the one before)."""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from datetime import date

from ingest.figures import Figure, current_position, source_lines, span_months
from ingest.language import ENGINEER_TITLE, TITLE_ARROW
from ingest.org_keys import org_key
from ingest.record import CandidateRecord, Position, org_catalog


def _org_key(p: Position) -> str:
    """The organisation a position is at, for grouping: its catalog id, else its name up to
    the company's own ending ("国网江苏省电力有限公司电力科学研究院" and "…有限公司南京供电分公司"
    are one company's two units)."""
    if p.org_id:
        return p.org_id
    name = p.organisation.strip().lower()
    company = _COMPANY_THEN_UNIT.match(name)
    # ("Axis Communications AB (a Canon company)" and "Axis Communications AB": one company)
    return company[1] if company else (org_key(name) or name)


_COMPANY_THEN_UNIT = re.compile(r"^(\S{2,}?(?:股份有限公司|有限责任公司|有限公司|集团))\S{2,}")


def dated_jobs(record: CandidateRecord) -> list[Position]:
    """The full-time positions with a start, earliest first."""
    return sorted(
        (p for p in record.positions if p.kind == "full-time" and p.start),
        key=lambda p: p.start or "",
    )


def _by_org(
    record: CandidateRecord, key: Callable[[Position], str] | None = None
) -> list[list[Position]]:
    by_org: dict[str, list[Position]] = {}
    for p in record.positions:
        by_org.setdefault((key or _org_key)(p), []).append(p)
    return list(by_org.values())


def converted(record: CandidateRecord, asked: date) -> Figure:
    """The employers where a full-time position began after an internship there began."""
    # an internship at a lab of the company counts ("Nokia Bell Labs" intern, later Nokia)
    return _converted(record, asked, employer_group)


def converted_in_unit(record: CandidateRecord, asked: date) -> Figure:
    """`converted`, where another studio, unit or subsidiary of the group is another place
    ("diff studios of one group dont count"): an intern at Ubisoft Reflections who later
    worked at Massive Entertainment did not come back."""
    return _converted(record, asked, _org_key)


def _converted(record: CandidateRecord, asked: date, key: Callable[[Position], str]) -> Figure:
    del asked  # what the CV states; no date decides it
    found: list[str] = []
    cited: list[Position] = []
    for held in _by_org(record, key):
        interns = [p for p in held if p.kind == "internship" and p.start]
        jobs = [p for p in held if p.kind == "full-time" and p.start]
        pairs = [(i, j) for i in interns for j in jobs if (j.start or "") >= (i.start or "")]
        if pairs:
            found.append(held[0].organisation)
            cited += [pairs[0][0], pairs[0][1]]
    return _moves("converted", found, cited, "no internship that became a full-time job")


def joined_after_intern(record: CandidateRecord, asked: date) -> Figure:
    """The employers where someone's first full-time job after an internship began, when
    that is another employer than the internship's ("interned at one place, then went full
    time at a different company"); a subsidiary counts as its parent."""
    del asked  # what the CV states; no date decides it
    jobs = dated_jobs(record)
    found: list[str] = []
    cited: list[Position] = []
    interns = (p for p in record.positions if p.kind == "internship" and p.start)
    for intern in sorted(interns, key=lambda p: p.start or ""):
        job = next((j for j in jobs if (j.start or "") >= (intern.start or "")), None)
        if job and employer_group(job) != employer_group(intern) and job.organisation not in found:
            found.append(job.organisation)
            cited += [intern, job]
    return _moves(
        "joined_after_intern", found, cited, "no full-time job after an internship elsewhere"
    )


_TITLE_MOVE = re.compile(rf"\S\s*{TITLE_ARROW}\s*\S")


def _title_key(title: str | None) -> str:
    return " ".join((title or "").lower().split())


_STEPPED = ("full-time", "academic appointment")


def _title_steps(
    held: list[Position],
) -> tuple[list[Position], list[tuple[Position, Position]]]:
    """The full-time positions at one employer with a title, earliest first, and each pair
    where a later one began with another title (a promotion or a move up); academic
    appointments step among themselves ("Lecturer → Senior Lecturer")."""
    jobs = sorted(
        (p for p in held if p.kind in _STEPPED and p.start and p.title),
        key=lambda p: p.start or "",
    )
    steps = [
        (a, b)
        for a, b in itertools.pairwise(jobs)
        if (b.start or "") > (a.start or "")
        and a.kind == b.kind
        and _title_key(a.title) != _title_key(b.title)
    ]
    return jobs, steps


def promoted(record: CandidateRecord, asked: date, *, now: bool = False) -> Figure:
    """The employers where a full-time title began after another full-time title there
    began (a promotion, or a move up within the company: "工程师 → 高级工程师"); with `now`,
    only the current employer (the date asked decides which that is)."""
    found: list[str] = []
    cited: list[Position] = []
    current = current_position(record, asked) if now else None
    for held in _by_org(record):
        if now and (current is None or current not in held):
            continue
        jobs, steps = _title_steps(held)
        # one position whose title tells the move ("Junior Unity Developer -> Unity
        # Developer"), or whose lines do ("Promoted to Director in March 2023")
        moved = [p for p in jobs if p.title and _TITLE_MOVE.search(p.title)]
        moved += [p for p in held if p.kind == "full-time" and p.promotions]
        if steps:
            found.append(held[0].organisation)
            cited += [steps[0][0], steps[0][1]]
        elif moved:
            found.append(held[0].organisation)
            cited.append(moved[0])
    return _moves("promoted", found, cited, "no second title at one employer")


def promotion_years(record: CandidateRecord, asked: date) -> Figure:
    """The years a later full-time title began at an employer after another one there (a
    promotion: "promoted in the past 2 years" is `promoted_in>=2024`), quoting both."""
    del asked  # what the CV states
    years: list[str] = []
    cited: list[Position] = []
    for held in _by_org(record):
        for a, b in _title_steps(held)[1]:
            if (b.start or "")[:4].isdigit():
                years.append((b.start or "")[:4])
                cited += [a, b]
        for p in held:  # told in the entry's lines: "2024年3月由数据分析师晋升为高级数据分析师"
            if p.kind == "full-time" and (told := [y for y in p.promotions if y]):
                years += told
                cited.append(p)
    return _years_figure("promoted_in", years, cited, "no promotion")


def promoted_now(record: CandidateRecord, asked: date) -> Figure:
    """A promotion at the employer of the position held at the date asked."""
    return promoted(record, asked, now=True)


def job_changes(record: CandidateRecord, asked: date) -> Figure:
    """The years a full-time job began at another employer than the full-time job that
    began before it (a second title at one employer is no change)."""
    del asked  # what the CV states; no date decides it
    jobs = dated_jobs(record)
    years: list[str] = []
    cited: list[Position] = []
    for before, after in itertools.pairwise(jobs):
        if _org_key(before) != _org_key(after) and (after.start or "")[:4].isdigit():
            years.append((after.start or "")[:4])
            cited += [before, after]
    return _years_figure("moved_in", years, cited, "no change of employer")


def _years_figure(name: str, years: list[str], cited: list[Position], none: str) -> Figure:
    """The years a move happened, quoting the positions on each side of it."""
    return Figure(
        name=name,
        value=years,
        text=", ".join(f"{p.organisation}: {p.title or p.kind} {p.start}" for p in cited) or none,
        sources=source_lines(cited),
    )


def employer_group(p: Position) -> str:
    """The organisation a position counts for when one asks who went back: its top parent
    (Taobao and Alibaba Cloud are both Alibaba)."""
    catalog = org_catalog()
    if p.org_id and catalog is not None:
        return catalog.group(p.org_id)
    return _org_key(p)


def returned_to(record: CandidateRecord, asked: date) -> Figure:
    """The employers someone left for another and later joined again, full-time both times
    ("boomerangs", "回流老东家"), quoting the first stint, the one between and the return."""
    del asked  # what the CV states; no date decides it
    jobs = dated_jobs(record)
    found: list[str] = []
    cited: list[Position] = []
    for n, first in enumerate(jobs):
        key = employer_group(first)
        later = jobs[n + 1 :]
        between = next((p for p in later if employer_group(p) != key), None)
        back = between and next(
            (
                p
                for p in later
                if (p.start or "") > (between.start or "") and employer_group(p) == key
            ),
            None,
        )
        if between and back and first.organisation not in found:
            found.append(first.organisation)
            cited += [first, between, back]
    return _moves("returned_to", found, cited, "no return to a former employer")


def _moves(name: str, found: list[str], cited: list[Position], none: str) -> Figure:
    """The employers where a move was found, quoting the two positions of each."""
    return Figure(
        name=name,
        value=found,
        text=", ".join(f"{p.organisation}: {p.title or p.kind} {p.start}" for p in cited) or none,
        sources=source_lines(cited),
    )


# the families of engineering work: "moved from engineering to product" is any of them
TECH_FAMILIES = frozenset(
    {"backend", "frontend", "fullstack", "mobile", "data-engineer", "ml", "sre", "embedded",
     "hardware", "qa", "security"}
)  # fmt: skip


def _manages(p: Position) -> bool:
    return bool({"manager", "director", "executive"} & set(p.levels()))


def _engineering(p: Position, families: set[str]) -> bool:
    """An engineer's title: of an engineering family, or one that names none ("Software
    Engineer", "研发工程师") and manages nobody."""
    title = p.title or ""
    return bool(families & TECH_FAMILIES) or (
        not families and bool(ENGINEER_TITLE.search(title)) and not _manages(p)
    )


def _families(p: Position) -> set[str]:
    """A title's role families; a manager of a product or project is no engineer of what it
    is ("硬件产品经理": a product manager, of hardware)."""
    found = set(p.role_families())
    return found - TECH_FAMILIES if found & {"product-manager", "project-manager"} else found


def role_moves(record: CandidateRecord, asked: date) -> Figure:
    """Changes of role family from one full-time title to a later one ("前端转产品":
    `frontend_to_product-manager`; from any engineering family also `engineering_to_…`), quoting
    the two positions."""
    del asked  # what the CV states
    jobs = dated_jobs(record)
    found: list[str] = []
    cited: list[Position] = []
    for n, before in enumerate(jobs):
        was = _families(before)  # the record's own reading of the title
        for after in jobs[n + 1 :]:
            now = _families(after)
            moves = [f"{a}_to_{b}" for a in was - now for b in now - was]
            moves += [f"{a}_to_industry" for a in was - now]  # "vets who moved into industry"
            engineer = _engineering(before, was)
            moves += [f"engineering_to_{b}" for b in now - was if engineer]
            if _manages(after) and not _manages(before):  # "from IC engineer to managing"
                moves += ["ic_to_manager", *(f"{a}_to_manager" for a in was)]
                moves += ["engineering_to_manager"] if engineer else []
            new = [m for m in dict.fromkeys(moves) if m not in found]
            if new:
                found += new
                cited += [before, after]
    # "left academia for industry": a full-time job after an academic appointment
    held = sorted(
        (
            p
            for p in record.positions
            if p.start and p.kind in ("full-time", "academic appointment")
        ),
        key=lambda p: p.start or "",
    )
    for n, left in enumerate(held):
        joined = next((p for p in held[n + 1 :] if p.kind == "full-time"), None)
        if left.kind == "academic appointment" and joined is not None:
            fields = ["industry", *joined.role_families()]
            found += [m for f in fields if (m := f"academia_to_{f}") not in found]
            cited += [left, joined]
            break
    return _moves("role_moves", found, cited, "no change of role family")


def roles_left(record: CandidateRecord, asked: date) -> Figure:
    """The role families of full-time titles a later full-time job followed ("teachers who
    moved into edtech": `left_role=teacher`, whatever the later title says), quoting the
    position left and the one after it."""
    del asked  # what the CV states
    jobs = dated_jobs(record)
    found: list[str] = []
    cited: list[Position] = []
    for n, before in enumerate(jobs):
        after = next((p for p in jobs[n + 1 :] if (p.start or "") > (before.start or "")), None)
        new = [f for f in _families(before) if f not in found] if after is not None else []
        if after is not None and new:
            found += new
            cited += [before, after]
    return _moves("left_role", found, cited, "no role left for a later job")


def short_stints(record: CandidateRecord, asked: date) -> Figure:
    """Full-time stints at one employer that ended, each with its length in months (the
    positions there in a row are one stint: a promotion is no leaving); the value is the
    shortest's length ("left a job within a year": `shortest_stint<12`)."""
    runs: list[list[Position]] = []
    for p in dated_jobs(record):
        if runs and employer_group(runs[-1][-1]) == employer_group(p):
            runs[-1].append(p)
        else:
            runs.append([p])
    lengths: list[tuple[int, list[Position]]] = []
    for run in runs:
        if any(p.ongoing or not p.end for p in run):
            continue  # still there, or the CV gives no end
        first = span_months(run[0].start, run[0].end, False, asked)
        last = span_months(run[-1].start, run[-1].end, False, asked)
        if first is not None and last is not None:
            lengths.append((last[1] - first[0], run))
    lengths.sort(key=lambda x: x[0])
    shortest = lengths[0][0] if lengths else None
    cited = [p for n, run in lengths if n < 12 or n == shortest for p in run[:1]]
    return Figure(
        name="shortest full-time stint (months)",
        value=float(shortest) if shortest is not None else None,
        text=", ".join(f"{run[0].organisation}: {n} months" for n, run in lengths[:3])
        or "no full-time job that ended",
        sources=source_lines(cited),
    )


def employer_moves(record: CandidateRecord, asked: date) -> Figure:
    """Each move between employers, earlier then later, full-time both ("went from SF Express
    to Alibaba": `employer_moves=sf-express_to_alibaba`), by the organisations' top parents;
    the value is "from_to_to" of catalog ids (or names), quoting the two positions."""
    del asked  # what the CV states
    jobs = dated_jobs(record)
    found: list[str] = []
    cited: list[Position] = []
    for a, b in itertools.combinations(jobs, 2):
        x, y = employer_group(a), employer_group(b)
        if x != y and f"{x}_to_{y}" not in found:
            found.append(f"{x}_to_{y}")
            cited += [a, b]
    return _moves("employer moves", found, cited, "no move between employers")
