"""Who is indexed: `candidates`, `show`, `merge`, `split`, `forget`, `summary`."""

from __future__ import annotations

import sys
from datetime import date, datetime
from typing import TYPE_CHECKING, Annotated, Any

import typer

from bot.cli.output import line, out, print_json, print_model_json, require_people, settings

if TYPE_CHECKING:
    from pydantic import BaseModel

    from ingest.models import Candidate

NameArg = Annotated[str, typer.Argument(help="Name (any script) or candidate id")]
JsonOpt = Annotated[bool, typer.Option("--json", help="Machine-readable output")]
ContactOpt = Annotated[bool, typer.Option("--show-contact", help="Include e-mails, phones, links")]
WhereOpt = Annotated[
    str | None,
    typer.Option(
        "--where",
        help='Only people whose record meets it: "years>=5 and degree>=master" (README lists '
        "the fields)",
    ),
]
AsOfOpt = Annotated[
    str | None,
    typer.Option("--as-of", help="The date figures are computed at (YYYY-MM-DD; default today)"),
]


def as_of(value: str | None) -> date:
    """The date asked: today, or --as-of (a bad date is a one-line error)."""
    from vectorstore.errors import UserFacingError

    if not value:
        return date.today()
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise UserFacingError(f"--as-of wants a date as YYYY-MM-DD, not {value!r}") from None


def candidate_json(
    c: Candidate, show_contact: bool = False, asked: date | None = None
) -> dict[str, Any]:
    """The person as JSON: sources, merge reasons, the profile's facts, and `record` (the
    typed record with pointers to verbatim lines, docs/RECORD.md) with its `figures`."""
    from ingest.figures import figures
    from ingest.record import build_record

    record = build_record(c)
    shown = record if show_contact else record.without_contacts()
    data: dict[str, Any] = {
        "id": c.id,
        "name": c.display_name,
        "aliases": c.names[1:],
        "sources": [s for d in c.documents for s in d.sources],
        "documents": [
            {
                "doc_id": d.doc_id,
                "file_name": d.file_name,
                "sources": d.sources,
                "format": d.format,
                "chunks": d.chunks,
                "language": d.profile.language,
                "name_source": d.profile.name_source,
                "ingested_at": datetime.fromtimestamp(d.ingested_at).isoformat(timespec="seconds"),
            }
            for d in c.documents
        ],
        "merge_reasons": c.merge_reasons,
        # the record's facts (one truth: the card, the answers and the filters read them)
        "education": [_facts(e) for e in record.education],
        "employment": [_facts(p) for p in record.positions],
        "skills": [s.name for s in record.skills],
        "languages": [x.name for x in record.languages],
        "venues": list(dict.fromkeys(p.venue for p in record.publications if p.venue)),
        "record": shown.model_dump(mode="json"),
        "figures": [f.model_dump(mode="json") for f in figures(record, asked or date.today())],
    }
    if show_contact:
        for kind in ("email", "phone", "link"):
            data[f"{kind}s"] = [x.value for x in record.contacts if x.kind == kind]
    return data


def _facts(entry: BaseModel) -> dict[str, Any]:
    """A record entry without its source pointers (those are under `record`)."""
    return entry.model_dump(mode="json", exclude={"sources"})


def load_candidates() -> list[Candidate]:
    """Everyone indexed (the registry only: no embedder is loaded); an empty index is an
    error that says how to fill it."""
    from bot.services import indexer_session

    loaded = settings()
    with indexer_session(loaded, with_embedder=False) as indexer:
        return require_people(indexer.candidates(), loaded)


def find(name_or_id: str, action: str) -> Candidate:
    """One person, by name or id; looking them up with `action` is recorded in the audit."""
    from bot.cli.privacy import audited
    from ingest.registry import find_candidate

    person = find_candidate(load_candidates(), name_or_id)
    audited(settings(), action, f"{action} {name_or_id}", [person.id])
    return person


def candidates(as_json: JsonOpt = False, where: WhereOpt = None, asked_on: AsOfOpt = None) -> None:
    """List the indexed candidates and where each came from (--where: only those whose
    record meets a filter)."""
    from rich.table import Table

    from bot.cli.privacy import audited
    from ingest.record import build_record
    from ingest.record_filter import parse_where

    node = parse_where(where) if where is not None else None  # a bad filter fails first
    people, asked = load_candidates(), as_of(asked_on)
    if node is not None:
        people = [c for c in people if node.holds(build_record(c), asked)]
    audited(settings(), "candidates", where or "", [c.id for c in people])
    if as_json:
        print_json([candidate_json(c, asked=asked) for c in people])
        return
    title = f"{len(people)} candidates" + (f" where {where}" if where is not None else "")
    table = Table(title=title)
    for column in ("name", "also", "latest", "CVs", "id"):
        table.add_column(column)
    for c in people:
        record = build_record(c)  # the card's "latest": the record's most recent position
        latest = (
            record.positions[0].organisation
            if record.positions
            else (record.education[0].school if record.education else "")
        )
        table.add_row(
            c.display_name,
            ", ".join(c.names[1:3]),
            latest,
            ", ".join(d.file_name for d in c.documents),
            c.id,
        )
    out.print(table)


def _span(fact: dict[str, Any]) -> str:
    """A record entry's dates as the card writes them: "2019-07–now", "2016–2017"."""
    start, end = fact.get("start") or "", fact.get("end") or ""
    if fact.get("ongoing") or (fact.get("status") == "in progress" and not end):
        end = "now"
    return f"{start}–{end}" if start and end else start or end


def show(
    name_or_id: NameArg,
    as_json: JsonOpt = False,
    show_contact: ContactOpt = False,
    asked_on: AsOfOpt = None,
) -> None:
    """Show one candidate: names, sources, extracted facts, figures and why CVs were merged
    (--json: with the record and its pointers to verbatim lines)."""
    candidate = find(name_or_id, "show")
    data = candidate_json(candidate, show_contact, as_of(asked_on))
    data["manual_decisions"] = manual_decisions(candidate)
    if as_json:
        print_json(data)
        return
    out.print(f"[bold]{data['name']}[/bold]  ({candidate.id})", highlight=False)
    if data["aliases"]:
        line(f"also: {', '.join(data['aliases'])}")
    line("sources:")
    for d in data["documents"]:
        line(
            f"  {', '.join(d['sources'])}  ({d['format']}, {d['language']}, {d['chunks']} chunks, "
            f"name from {d['name_source']}, {d['ingested_at']})"
        )
    line("merged because:" if data["merge_reasons"] else "merged because: (single CV)")
    for reason in data["merge_reasons"]:
        line(f"  {reason}")
    if data["manual_decisions"]:
        line("decided by hand:")
        for decision in data["manual_decisions"]:
            line(f"  {decision}")
    record = data["record"]  # what the card and the answers read: one truth per fact
    for e in record["education"]:
        degree = " ".join(x for x in (e["level"], e["degree_name"], e["field"]) if x)
        status = "" if e["status"] == "completed" else f" ({e['status']})"
        line(f"  education: {e['school']} {degree} {_span(e)}{status}")
    for p in record["positions"]:
        kind = "" if p["kind"] == "full-time" else f" ({p['kind']})"
        line(f"  work: {p['organisation']} {p['title'] or ''} {_span(p)}{kind}")
    if data["skills"]:
        line(f"  skills: {', '.join(data['skills'][:30])}")
    if data["languages"]:
        line(f"  languages: {', '.join(data['languages'])}")
    if data["venues"]:
        line(f"  venues: {', '.join(data['venues'])}")
    if show_contact:
        line(f"  contact: {', '.join(data['emails'] + data['phones'] + data['links'])}")
    line("figures:")
    for figure in data["figures"]:
        lines = ", ".join(f"{s['doc_id'][:8]}:{s['line']}" for s in figure["sources"])
        line(f"  {figure['text']}" + (f"  [{lines}]" if lines else ""))


def manual_decisions(candidate: Candidate) -> list[str]:
    """The identity decisions made by hand about a person's CVs, one line per CV."""
    from bot.services import indexer_session

    with indexer_session(settings(), with_embedder=False) as indexer:
        indexer.candidates()  # reads the registry and the decisions
        decided = {d.doc_id: d for d in indexer.decisions(candidate)}
    return [
        f"{doc.file_name}: {decided[doc.doc_id].describe()}"
        for doc in candidate.documents
        if doc.doc_id in decided
    ]


def merge(
    into: Annotated[str, typer.Argument(help="The person to keep (name or id)")],
    other: Annotated[str, typer.Argument(help="The person whose CVs become theirs")],
) -> None:
    """Merge two candidates by hand: OTHER's CVs become INTO's, also after re-indexing."""
    from bot.audit import Actor
    from bot.cli.privacy import audited
    from bot.services import indexer_session
    from ingest.registry import find_candidate

    loaded = settings()
    with indexer_session(loaded, with_embedder=False) as indexer:
        people = require_people(indexer.candidates(), loaded)
        keep, gone = find_candidate(people, into), find_candidate(people, other)
        moved = indexer.merge(keep, gone, Actor.local().user)
    audited(loaded, "merge", f"merge {into} and {other}", [keep.id, gone.id])
    line(
        f"merged {gone.display_name} ({gone.id}) into {keep.display_name} ({keep.id}): "
        f"{len(moved)} CV(s) moved"
    )


def split(
    person: NameArg,
    file: Annotated[str, typer.Argument(help="The CV's file name, path or content hash")],
) -> None:
    """Split one CV off a candidate by hand: it becomes a person of its own, for good."""
    from bot.audit import Actor
    from bot.cli.privacy import audited
    from bot.services import indexer_session
    from ingest.registry import build_candidates, find_candidate

    loaded = settings()
    with indexer_session(loaded, with_embedder=False) as indexer:
        who = find_candidate(require_people(indexer.candidates(), loaded), person)
        moved = indexer.split(who, file, Actor.local().user)
        new_id = moved[0].candidate_id if moved else who.id
        after = {c.id: c for c in build_candidates(indexer.committed())}
    audited(loaded, "split", f"split {person} {file}", [who.id, new_id])
    name = after[new_id].display_name if new_id in after else new_id
    line(f"split {file} off {who.display_name} ({who.id}): now {name} ({new_id})")


def forget(
    name_or_id: NameArg,
    yes: Annotated[bool, typer.Option("--yes", "-y", help="Do not ask for confirmation")] = False,
) -> None:
    """Erase one person: chunks, registry entry, caches and bot state, down to the bytes."""
    from bot.audit import Actor
    from bot.cli.privacy import state_and_audit
    from bot.erasure import erase
    from bot.services import indexer_session
    from ingest.registry import find_candidate

    loaded = settings()
    with (
        state_and_audit(loaded) as (state, trail),
        indexer_session(loaded, with_embedder=False) as indexer,
    ):
        people = require_people(indexer.candidates(), loaded)
        candidate = find_candidate(people, name_or_id)
        if not yes and sys.stdin.isatty():
            typer.confirm(f"Forget {candidate.display_name} ({candidate.id})?", abort=True)
        (erased,) = erase(indexer, [candidate], audit=trail, actor=Actor.local(), state=state)
    line(
        f"forgot {candidate.display_name} ({candidate.id}): {erased.chunks} chunks, "
        f"{erased.documents} CV(s)"
    )


def summary(
    name_or_id: NameArg, as_json: JsonOpt = False, show_contact: ContactOpt = False
) -> None:
    """A candidate card: names, latest role, education, timeline, skills, sources."""
    from bot.answer.cards import summarize
    from bot.answer.render import render_summary

    card = summarize(find(name_or_id, "summary"), show_contact)
    if as_json:
        print_model_json(card.model_dump_json())
        return
    line(render_summary(card))


def register(app: typer.Typer) -> None:
    for command in (candidates, show, merge, split, forget, summary):
        app.command()(command)
