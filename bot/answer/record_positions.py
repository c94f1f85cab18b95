"""Employers met by the record: the positions of a person's `CandidateRecord` at the place a
question asks for, with its time and role ("Who was at Amazon in 2015?", "interned at
Tencent", "still at Huawei"), each quoted by its own source line.

The line reading (`structured.employer_hits`) finds an employer on a CV's lines; a layout it
cannot read (dates at the end of a bullet, an employer on the line after the role) still
gives the record a position, since the record was read from the whole entry. Such a person
is added to those the lines found (structure boosts, never gates), unless the position's
organisation or header line reads as a partner, a client or a contest ("与腾讯广告团队的联合建模
项目", "… (2018): Collaborative project with Tencent"): the card and the answer name the same
employers. A sub-unit asked for ("MSRA") is met only by a
position there; a parent asked for by its sub-units too (the catalog's parents,
`Position.parent_ids`)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from bot.answer.facts import FactIndex
from bot.answer.hits import TOPIC_MIN, Hit, TopicScorer
from bot.answer.question import Constraints
from bot.answer.requirements.reading import without
from ingest.active_years import position_halves
from ingest.figures import span_months
from ingest.language import NOT_EMPLOYMENT, PARTNERSHIP
from ingest.org_figures import same_org
from ingest.record import CandidateRecord, Position, org_catalog


def _held_at(p: Position, asked: date) -> bool:
    if p.ongoing and p.start is None:
        return True  # "I am a … at NVIDIA": held now, since when the CV does not say
    months = span_months(p.start, p.end, p.ongoing, asked)
    now = asked.year * 12 + asked.month - 1
    return months is not None and (p.ongoing or months[1] > now)


def _overlaps(p: Position, period: tuple[int | None, int | None], asked: date) -> bool:
    months = span_months(p.start, p.end, p.ongoing, asked)
    if months is None:
        return False
    first, last = months
    if p.end and p.end.isdigit() and not p.ongoing:  # "2014 – 2016": at work in 2016 too
        last = max(last, int(p.end) * 12 + 1)
    lo, hi = period
    return (lo is None or last > lo * 12) and (hi is None or first < (hi + 1) * 12)


def _meets(p: Position, c: Constraints, asked: date, named: bool = False) -> bool:
    """Whether a position meets the question's place, kind and time; `named`: it was found
    by the name asked of a place the catalog does not know (`positions_named`)."""
    ids = {p.org_id, *p.parent_ids} - {None}
    if not (named or ids & c.employers) or ids & c.excluded:
        return False
    if c.intern_only and p.kind != "internship":
        return False
    if c.fulltime and p.kind != "full-time":
        return False
    if c.current and not _held_at(p, asked):
        return False
    if c.half is not None and c.half not in position_halves(p, asked):
        return False
    return c.period is None or _overlaps(p, c.period, asked)


def _unnamed(text: str) -> str:
    """The text without the catalog's names in it: "联合" of 联合利华 (Unilever) or 美国联合航空
    is no joint project."""
    catalog = org_catalog()
    return without(text, [(m.start, m.end) for m in catalog.find(text)] if catalog else [])


def position_hits(
    c: Constraints,
    positions_at: dict[str, list[tuple[str, Position]]],
    facts: FactIndex,
    asked: date,
    skip: set[str] | frozenset[str] = frozenset(),
) -> dict[str, list[Hit]]:
    """People whose record holds a position meeting the question's place, time and role,
    each with the position's lines (its header, then its dates when on another line).
    `positions_at`: positions by organisation id (`RecordBook.positions_at`) and by the
    name asked of a place the catalog does not know (`positions_named`); the people in
    `skip` (found already) are not looked at."""
    if not (c.employers or c.unknown_work) or c.every_employer:
        return {}
    out: dict[str, list[Hit]] = {}
    seen: set[int] = set()
    # a place the catalog does not know only with a time asked ("who was at <Firm> in 2016"),
    # where its lines' dates may belong to the entry beside it; its names, as the CVs write
    # them, may be another script's guess
    timed = c.period is not None or c.current
    for org in [*sorted(c.employers), *(c.unknown_work if timed else [])]:
        for pid, p in positions_at.get(org, []):
            if pid in skip or id(p) in seen or not _meets(p, c, asked, org not in c.employers):
                continue
            seen.add(id(p))
            lines = facts.lines_of(p.sources[:2])
            header = p.sources[0].text if p.sources else ""
            # ("Senior HR Business Partner", "Managing Partner": a title, no partnership)
            if p.title:
                header = header.replace(p.title, " ")
            organisation, header = _unnamed(p.organisation), _unnamed(header)
            if lines and not (NOT_EMPLOYMENT.search(organisation) or PARTNERSHIP.search(header)):
                out.setdefault(pid, []).extend(Hit("employer", i, j) for i, j in lines)
    return out


def positions_named(
    records: dict[str, CandidateRecord], names: list[str]
) -> dict[str, list[tuple[str, Position]]]:
    """Positions at places the catalog does not know, by the name asked ("Harbourline
    Logistics"): those whose organisation is written with it, as a whole word or phrase (as
    the lines are read: `FactIndex.literal_mentions`; the record filter's `same_org`), or
    whose header lines are: a short name one CV gives in brackets ("Zhejiang Petrochemical
    (ZPC)") and another CV leaves out is still that position, with the newer CV's end."""
    return {
        name: [
            (pid, p)
            for pid, record in records.items()
            for p in record.positions
            if same_org(p.organisation, name)
            or any(same_org(s.text, name) for s in p.sources if p.organisation[:4] in s.text)
        ]
        for name in names
    }


def history_ok(
    c: Constraints, positions_at: dict[str, list[tuple[str, Position]]], asked: date
) -> Callable[[str], bool]:
    """Whether a person's record holds the kinds of position at the place the question asks
    for ("interned but never full-time there": no full-time one; "full-time, never an intern
    there": no internship; "既实习过又全职过": both; "full-time at X": one full-time where the
    record has any there),
    and, for "joined X in 2022 or later", whether their first position there began in the
    period asked (a later move inside X is no joining); with a time asked, `dated_ok`."""
    held: dict[str, set[str]] = {}
    first: dict[str, int] = {}
    now: set[str] = set()  # who the record has at an unlisted place asked at the date asked
    for org in [*c.employers, *c.unknown_work]:
        for pid, p in positions_at.get(org, []):
            held.setdefault(pid, set()).add(p.kind)
            if _held_at(p, asked):
                now.add(pid)
            if p.start and p.start[:4].isdigit():
                first[pid] = min(first.get(pid, 9999), int(p.start[:4]))

    dated = dated_ok(c, positions_at, asked) if c.timed_place else lambda pid: True

    def ok(pid: str) -> bool:
        kinds = held.get(pid, set())
        if c.current and c.unknown_work and kinds and pid not in now:
            return False  # the record's positions there all ended (a newer CV said so)
        if c.never_full_time and "full-time" in kinds:
            return False
        if c.never_interned and "internship" in kinds:
            return False
        # "worked full time at JD": where the record has positions there, one full-time
        if kinds and (
            (c.fulltime and "full-time" not in kinds)
            or (c.intern_only and "internship" not in kinds)
        ):
            return False
        if c.joined and c.period is not None:
            lo, hi = c.period
            year = first.get(pid)
            if year is None or (lo is not None and year < lo) or (hi is not None and year > hi):
                return False
        return c.kinds_held <= kinds and dated(pid)

    return ok


def dated_ok(
    c: Constraints, positions_at: dict[str, list[tuple[str, Position]]], asked: date
) -> Callable[[str], bool]:
    """Whether a person's record, where it dates their positions at the place asked, holds
    one in the time asked ("23年下半年还在京东的", "at Huawei during 2019", "still at X"): an
    older CV's "since 2020" line is no position held in 2023 when the newer CV ends it in
    2023.03 (the record merged both). A person whose record has no dated position there
    keeps what the lines found."""
    dated: dict[str, bool] = {}
    for org in c.employers:
        for pid, p in positions_at.get(org, []):
            if p.start or p.end:
                dated[pid] = dated.get(pid, False) or _meets(p, c, asked)
    return lambda pid: dated.get(pid, True)


def topic_in_positions(
    held_by: dict[str, list[Hit]],
    facts: FactIndex,
    topic: TopicScorer,
    ours: Callable[[str], bool],
) -> dict[str, list[Hit]]:
    """People whose record holds a position at the place asked that the lines missed (a
    layout the line reading cannot date), met when the topic is inside that position's
    entry: its header line, then its lines up to the next entry's dates or a line naming
    an organisation not `ours` (not the place asked)."""
    people: list[tuple[str, list[Hit]]] = []
    scopes = []
    for cid, held in held_by.items():
        if not held:
            continue
        lines = facts.entry_lines(held[0].chunk, held[0].line, ours)
        held = [h for h in held if (h.chunk, h.line) in lines]  # the entry's own lines
        own = {(h.chunk, h.line) for h in held}
        body = [x for x in lines if x not in own]
        if not body:
            continue  # no line of its own says what was done there
        people.append((cid, held))
        scopes.append(body)
    out: dict[str, list[Hit]] = {}
    for (cid, held), (relevance, best) in zip(people, topic(scopes), strict=True):
        if relevance >= TOPIC_MIN and best is not None:
            out[cid] = [
                *(Hit("employer", h.chunk, h.line, relevance) for h in held),
                Hit("topic", best[0], best[1], relevance),
            ]
    return out
