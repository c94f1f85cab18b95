"""What cvbot keeps and who looked: `audit` (the audit trail) and `retention` (who is past
the retention period, `--apply` to erase them); `audited` records a terminal command."""

from __future__ import annotations

import logging
import time
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Annotated

import typer

from bot.cli.output import line, print_json, settings
from vectorstore.errors import UserFacingError

if TYPE_CHECKING:
    from collections.abc import Iterator

    from bot.audit import AuditLog
    from bot.settings import Settings
    from bot.state.store import BotState

log = logging.getLogger(__name__)
JsonOpt = Annotated[bool, typer.Option("--json", help="Machine-readable output")]


@contextmanager
def state_and_audit(loaded: Settings) -> Iterator[tuple[BotState, AuditLog]]:
    """The bot state (migrated) and the audit trail in it, closed on exit."""
    from bot.audit import AuditLog
    from bot.state.store import open_state

    state = open_state(loaded.state, loaded.data_dir)
    try:
        yield state, AuditLog(state.engine)
    finally:
        state.close()


def audited(loaded: Settings, action: str, query: str, candidate_ids: list[str]) -> None:
    """Record a command run at the terminal (the local user) in the audit trail; a trail
    that cannot be written is a warning, not a failed command."""
    from bot.audit import Actor

    try:
        with state_and_audit(loaded) as (_, trail):
            trail.record(Actor.local(), action, query, candidate_ids)
    except Exception as exc:
        log.warning("audit: could not record %s (%s)", action, type(exc).__name__)


def _since(text: str | None) -> float | None:
    if not text:
        return None
    try:
        moment = datetime.fromisoformat(text)
    except ValueError as exc:
        raise UserFacingError(f"--since wants a date like 2026-01-31, not {text!r}") from exc
    return (moment if moment.tzinfo else moment.replace(tzinfo=UTC)).timestamp()


def audit(
    person: Annotated[
        str | None, typer.Option("--person", help="Name, id or pseudonym (person-…)")
    ] = None,
    user: Annotated[str | None, typer.Option("--user", help="Slack user id or local:NAME")] = None,
    since: Annotated[
        str | None, typer.Option("--since", help="From this date (ISO, UTC), e.g. 2026-01-31")
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """Who asked what, when and where, and which candidates they were shown."""
    from bot.audit import format_entry, names_of, person_filter
    from bot.services import indexer_session

    loaded = settings()
    start = _since(since)
    with indexer_session(loaded, with_embedder=False) as indexer:
        people = indexer.candidates()
    with state_and_audit(loaded) as (_, trail):
        entries = trail.entries(
            person=person_filter(people, person), user=user, since=start, names=names_of(people)
        )
    audited(loaded, "audit", " ".join(f"{k}={v}" for k, v in _filters(person, user, since)), [])
    if as_json:
        print_json([e.model_dump() for e in entries])
        return
    for entry in entries:
        line(format_entry(entry))
    if not entries:
        line("no audit entries")


def _filters(*values: str | None) -> list[tuple[str, str]]:
    return [(k, v) for k, v in zip(("person", "user", "since"), values, strict=True) if v]


def retention(
    apply: Annotated[bool, typer.Option("--apply", help="Erase them (else only list)")] = False,
    days: Annotated[
        int | None,
        typer.Option("--days", help="Instead of CVBOT_PRIVACY__RETENTION_DAYS", min=0),
    ] = None,
    yes: Annotated[bool, typer.Option("--yes", "-y", help="Do not ask for confirmation")] = False,
    as_json: JsonOpt = False,
) -> None:
    """People whose newest CV was not updated within the retention period; --apply erases
    them (as `forget` does) and prunes the audit trail past its own retention."""
    import sys

    from bot.audit import Actor
    from bot.retention import sweep
    from bot.services import indexer_session

    loaded = settings()
    if days is None and loaded.privacy.retention_days is None:
        line("retention is off: set CVBOT_PRIVACY__RETENTION_DAYS (or pass --days N)")
        return
    now = time.time()
    with (
        state_and_audit(loaded) as (state, trail),
        indexer_session(loaded, with_embedder=False) as indexer,
    ):
        due = sweep(indexer, loaded.privacy, now, apply=False, days=days).expired
        if apply and due and not yes and sys.stdin.isatty():
            typer.confirm(f"Erase {len(due)} people?", abort=True)
        done = (
            sweep(
                indexer,
                loaded.privacy,
                now,
                apply=True,
                days=days,
                audit=trail,
                actor=Actor.local(),
                state=state,
            )
            if apply
            else None
        )
        if done is not None:
            trail.record(Actor.local(), "retention", f"{len(done.erased)} erased", [])
    rows = [
        {
            "id": e.candidate.id,
            "name": e.candidate.display_name,
            "updated": datetime.fromtimestamp(e.updated_at, UTC).isoformat(timespec="seconds"),
            "age_days": round(e.age_days, 1),
        }
        for e in (done.expired if done else due)
    ]
    if as_json:
        print_json(
            {"applied": apply, "people": rows, "audit_pruned": done.audit_pruned if done else 0}
        )
        return
    verb = "erased" if apply else "would erase"
    for row in rows:
        line(
            f"{verb} {row['name']} ({row['id']}): newest CV {row['updated']}, "
            f"{row['age_days']} days old"
        )
    line(
        f"{len(rows)} people {verb}"
        + (f"; {done.audit_pruned} audit entries pruned" if done else "")
    )


def register(app: typer.Typer) -> None:
    app.command()(audit)
    app.command()(retention)
