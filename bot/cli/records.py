"""`cvbot reindex --records`: re-derive the candidate records from the CV files."""

from __future__ import annotations

from typing import Annotated

import typer

from bot.cli.output import line, print_json, settings


def reindex(
    records: Annotated[
        bool,
        typer.Option(
            "--records",
            help="Re-read every CV's facts (the candidate records) from its file, without "
            "re-embedding",
        ),
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Machine-readable output")] = False,
) -> None:
    """Re-derive what is stored about each CV. `--records`: the facts the candidate records
    are built from (run it after upgrading cvbot; an ingest does it for older ones too)."""
    from bot.services import indexer_session
    from vectorstore.errors import UserFacingError

    if not records:
        raise UserFacingError(
            "say what to re-derive: `cvbot reindex --records` (to re-index files, use "
            "`cvbot ingest PATH`)"
        )
    with indexer_session(settings(), with_embedder=False) as indexer:
        report = indexer.refresh_records(stale_only=False)
    if as_json:
        print_json(report.model_dump())
        return
    line(
        f"records re-derived: {report.updated} · file gone or changed: {len(report.missing)}"
        f" · failed: {len(report.failed)}"
    )
    for name in report.missing:
        line(f"  kept (file gone or changed since indexed): {name}")
    for failure in report.failed:
        line(f"  failed: {failure}")


def register(app: typer.Typer) -> None:
    app.command()(reindex)
