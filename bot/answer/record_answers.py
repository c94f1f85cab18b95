"""Answers from the records: the people whose `CandidateRecord` meets what a question asks of
it (years, school tier, seniority, graduation year: `bot.answer.requirements`), each with the
figure ("9.4 years full-time: …") and the verbatim lines behind it.

The same filter (`ingest.record_filter`) serves `cvbot candidates --where`, so a question and
a filter never disagree about a person."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable
from datetime import date

from bot.answer.fact_cache import FactCache
from bot.answer.facts import FactIndex
from bot.answer.hits import Hit
from bot.answer.models import CandidateResult, Evidence
from bot.answer.paper_hits import record_paper_hits
from bot.answer.question import Constraints
from bot.answer.record_degrees import record_school_hits
from bot.answer.record_positions import position_hits, positions_named
from bot.answer.requirements import RecordAsk
from ingest.figures import Figure
from ingest.models import Candidate
from ingest.record import CandidateRecord, Position, build_record
from ingest.record_filter import parse_where, same_org
from vectorstore.bulk_load import collector_paused

Version = tuple[tuple[str, ...], tuple[tuple[str, float, int, str], ...]]


REWRITE_SHARE = 0.05  # the book on disk is rewritten when more of it than this is new


def _version(person: Candidate) -> Version:
    """What a person's record is built from: their names, and each CV's id, write time,
    profile version and name given by hand."""
    return tuple(person.names), tuple(
        (d.doc_id, d.ingested_at, d.profile.version, d.name_override or "")
        for d in person.documents
    )


class RecordBook:
    """Each person's record (the engine keeps one book). A registry read gives new
    `Candidate` objects; a person whose CVs are unchanged keeps the record built before, so
    only new and changed people are built again (at 100,000 people, building them all is
    two minutes of CPU)."""

    def __init__(self, cache: FactCache | None = None, key: str | None = None) -> None:
        """`cache` and `key` (`fact_cache.record_key`): where the records built by an
        earlier process are, read at the first build and written after a build that made
        more than REWRITE_SHARE of them anew."""
        self._cache = cache if key else None
        self._key = key or ""
        self._saving: threading.Thread | None = None
        self._people: list[Candidate] | None = None
        self._records: dict[str, CandidateRecord] = {}
        self._built: dict[str, tuple[Version, CandidateRecord]] = {}
        self._by_org: dict[str, list[tuple[str, Position]]] | None = None

    def records(self, people: list[Candidate]) -> dict[str, CandidateRecord]:
        if self._people is not people:
            if self._people is None and self._cache is not None:
                self._built = self._cache.load_records(self._key) or {}
            new = 0
            built: dict[str, tuple[Version, CandidateRecord]] = {}
            with collector_paused():  # millions of small objects: 2.4x faster without it
                for p in people:
                    version = _version(p)
                    kept = self._built.get(p.id)
                    if kept and kept[0] == version:
                        built[p.id] = kept
                    else:
                        built[p.id] = (version, build_record(p))
                        new += 1
            changed = built.keys() != self._built.keys() or any(
                built[k][1] is not self._built[k][1] for k in built
            )
            if self._cache is not None and new > REWRITE_SHARE * len(built):
                self._save(built)
            self._built = built
            self._records = {pid: record for pid, (_, record) in built.items()}
            self._people = people
            if changed:
                self._by_org = None
        return self._records

    def _save(self, built: dict[str, tuple[Version, CandidateRecord]]) -> None:
        """Written beside the answer (a non-daemon thread: a CLI process finishes it)."""
        if (self._saving is not None and self._saving.is_alive()) or self._cache is None:
            return
        self._saving = threading.Thread(
            target=self._cache.save_records, args=(self._key, dict(built)), name="cvbot-records"
        )
        self._saving.start()

    def flush(self) -> None:
        """Wait until the book being written to disk is written."""
        if self._saving is not None:
            self._saving.join()

    def positions_at(self, people: list[Candidate]) -> dict[str, list[tuple[str, Position]]]:
        """Positions by organisation id (an organisation's and each parent's), with the
        person holding each: an employer question reads only those of the place asked."""
        records = self.records(people)
        if self._by_org is None:
            by_org: dict[str, list[tuple[str, Position]]] = {}
            for pid, record in records.items():
                for p in record.positions:
                    for org in dict.fromkeys(x for x in (p.org_id, *p.parent_ids) if x):
                        by_org.setdefault(org, []).append((pid, p))
            self._by_org = by_org
        return self._by_org


Finder = Callable[[set[str]], dict[str, list[Hit]]]


def record_finders(
    book: RecordBook, c: Constraints, people: list[Candidate], facts: FactIndex, asked: date
) -> tuple[Finder, Finder, Finder]:
    """How the records add people besides those the lines found (`found`): by a position
    meeting the place asked (`record_positions`), by a paper meeting the authorship asked, by
    a degree at the school asked of the status asked."""
    return (
        lambda found: position_hits(
            c,
            {**book.positions_at(people), **positions_named(book.records(people), c.unknown_work)},
            facts,
            asked,
            skip=found,
        ),
        lambda found: record_paper_hits(c, book.records(people), facts, skip=found),
        lambda found: record_school_hits(c, book.records(people), facts, asked, skip=found),
    )


def meeting(
    records: dict[str, CandidateRecord], ask: RecordAsk, asked: date, scope: set[str] | None
) -> set[str]:
    """Ids of the people whose records meet every requirement of `ask` at the date asked."""
    node = parse_where(ask.expression)
    return {
        pid
        for pid, record in records.items()
        if (scope is None or pid in scope) and node.holds(record, asked)
    }


def silent_on_places(
    records: dict[str, CandidateRecord], ask: RecordAsk, asked: date, scope: set[str] | None
) -> set[str]:
    """Ids of the people whose record has no position at any place the question asks a
    current job at: the record cannot say, so their CV lines decide."""
    if not ask.current_places:
        return set()
    return {
        pid
        for pid, record in records.items()
        if (scope is None or pid in scope)
        and not any(
            same_org(p.organisation, n) for p in record.positions for n in ask.current_places
        )
    }


def figure_evidence(
    person: Candidate,
    record: CandidateRecord,
    figures: Iterable[Callable[[CandidateRecord, date], Figure]],
    asked: date,
    limit: int,
) -> tuple[list[str], list[Evidence]]:
    """The figures a question asked about for one person, and their lines as quotes."""
    files = {d.doc_id: d for d in person.documents}
    texts: list[str] = []
    quotes: list[Evidence] = []
    for read in figures:
        figure = read(record, asked)
        texts.append(figure.text)
        # a figure of nothing ("0 years full-time") shows what the CV has instead: its
        # latest position or degree
        held = [s for p in record.positions for s in p.cited()]
        lines = figure.sources or (held or [s for d in record.education for s in d.sources[:1]])[:1]
        for line in lines:
            doc = files.get(line.doc_id)
            if doc is None or not doc.sources or not line.text.strip():
                continue
            if any(q.quote == line.text.strip() and q.file_name == doc.file_name for q in quotes):
                continue  # two steps of one entry share its header: quoted once
            quotes.append(
                Evidence(
                    source=doc.sources[0],
                    file_name=doc.file_name,
                    quote=line.text.strip(),
                    section=figure.name,
                    header=figure.text,
                )
            )
    return texts, quotes[:limit]


def with_figures(
    results: list[CandidateResult] | None,
    ids: set[str],
    people: list[Candidate],
    records: dict[str, CandidateRecord],
    ask: RecordAsk,
    asked: date,
    language: str,
    limit: int,
) -> list[CandidateResult]:
    """The answer: `results` of the question's other requirements kept to the people the
    records admit, each with the figure's lines added; without other requirements
    (`results` None), everyone admitted, the figure's lines as their evidence."""
    lookup = {p.id: p for p in people}
    out: list[CandidateResult] = []
    if results is None:
        for pid in sorted(ids, key=lambda i: lookup[i].display_name.lower()):
            person = lookup[pid]
            texts, quotes = figure_evidence(person, records[pid], ask.figures, asked, limit)
            if not quotes:
                continue  # a figure with no line to show is no answer
            name = person.name_in(language)
            out.append(
                CandidateResult(
                    id=pid,
                    name=name,
                    aliases=[n for n in person.names if n != name],
                    why="; ".join(texts),
                    score=1.0,
                    evidence=quotes,
                )
            )
        return out
    for result in results:
        if result.id not in ids:
            continue
        texts, quotes = figure_evidence(
            lookup[result.id], records[result.id], ask.figures, asked, limit
        )
        seen = {(e.source, e.quote) for e in result.evidence}
        extra = [e for e in quotes if (e.source, e.quote) not in seen]
        out.append(
            result.model_copy(
                update={
                    "why": "; ".join([result.why, *texts]).strip("; "),
                    "evidence": [*result.evidence, *extra][: limit + len(ask.figures)],
                }
            )
        )
    return out
