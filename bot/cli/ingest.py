"""`cvbot ingest`: index CVs once, or keep watching folders."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from bot.cli.output import err, out, print_json, settings

if TYPE_CHECKING:
    from bot.settings import Settings
    from ingest.models import FileOutcome, IngestReport


def print_report(report: IngestReport, as_json: bool) -> None:
    if as_json:
        summary = report.summary()
        failed = [{"source": o.path, "error": o.message} for o in report.failed]
        print_json(  # the documented shape first; "summary" and "files" carry the details
            {
                **{k: summary[k] for k in ("added", "updated", "unchanged", "removed", "skipped")},
                "failed": failed,
                "summary": summary,
                "files": [o.model_dump() for o in report.outcomes],
            }
        )
        return
    for outcome in report.outcomes:
        _print_outcome(outcome)
    s = report.summary()
    out.print(
        f"added {s['added']} · updated {s['updated']} · unchanged {s['unchanged']} · "
        f"removed {s['removed']} · failed {s['failed']}"
        + (f" · skipped {s['skipped']}" if s["skipped"] else ""),
        highlight=False,
    )


def _print_outcome(o: FileOutcome) -> None:
    name = Path(o.path).name
    if o.status == "failed":
        err.print(f"[red]✗ {o.path}[/red]: {o.message}", highlight=False)
    elif o.status in ("added", "updated"):
        merged = (
            f" (merged with {o.merged_with}: {o.message.removeprefix('merged: ')})"
            if o.merged_with
            else ""
        )
        out.print(f"[green]+[/green] {name} → {o.candidate_name}{merged}", highlight=False)
    elif o.status == "removed":
        out.print(f"[yellow]-[/yellow] {name}: {o.message}", highlight=False)
    elif o.status == "skipped":
        out.print(f"[yellow]·[/yellow] {name}: {o.message}", highlight=False)


def _run_ingest(
    loaded: Settings,
    paths: list[Path],
    prune: bool,
    name: str | None,
    as_json: bool,
    rebuild: bool,
    include_forgotten: bool,
) -> IngestReport:
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
    )

    from bot.services import indexer_session
    from ingest.parsers.ocr import on_page

    with indexer_session(loaded, rebuild=rebuild) as indexer:
        progress = Progress(
            TextColumn("indexing"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            TextColumn("{task.description}"),
            console=err,
            transient=True,
            disable=as_json,
        )
        reading = [""]
        with progress:
            task = progress.add_task("", total=None)

            def on_file(file_name: str, i: int, total: int) -> None:
                reading[0] = file_name
                progress.update(task, total=total, completed=i - 1, description=file_name)

            def on_ocr_page(page: int) -> None:
                progress.update(task, description=f"{reading[0]} · OCR page {page}")

            with on_page(on_ocr_page):
                return indexer.ingest(
                    paths,
                    prune=prune,
                    name=name,
                    include_forgotten=include_forgotten,
                    progress=on_file,
                )


def _watch(
    loaded: Settings,
    paths: list[Path],
    interval: float | None,
    prune: bool,
    name: str | None,
    as_json: bool,
) -> None:
    from bot.services import indexer_session
    from ingest.watch import watch_paths

    with indexer_session(loaded) as indexer:
        err.print(f"watching {', '.join(map(str, paths))} (Ctrl-C to stop)")
        for report in watch_paths(
            indexer, paths, interval or loaded.ingest.watch_interval_s, prune=prune, name=name
        ):
            if any(o.status != "unchanged" for o in report.outcomes):
                print_report(report, as_json)


def ingest(
    paths: Annotated[list[Path], typer.Argument(help="CV files or folders")],
    watch: Annotated[bool, typer.Option("--watch", help="Keep polling and index new CVs")] = False,
    prune: Annotated[bool, typer.Option("--prune", help="Remove CVs whose files are gone")] = False,
    name: Annotated[str | None, typer.Option("--name", help="Override the person's name")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Machine-readable report")] = False,
    rebuild: Annotated[
        bool, typer.Option("--rebuild", help="Drop the index first (e.g. after an embedder change)")
    ] = False,
    include_forgotten: Annotated[
        bool, typer.Option("--include-forgotten", help="Re-add CVs removed by `cvbot forget`")
    ] = False,
    interval: Annotated[
        float | None, typer.Option(help="Seconds between polls with --watch")
    ] = None,
) -> None:
    """Index CVs (PDF, DOCX, Markdown, text, JSON Resume) incrementally."""
    loaded = settings()
    try:
        if watch:
            _watch(loaded, paths, interval, prune, name, as_json)
            return
        report = _run_ingest(loaded, paths, prune, name, as_json, rebuild, include_forgotten)
    except KeyboardInterrupt:
        raise typer.Exit(130) from None
    print_report(report, as_json)
    if report.failed:
        raise typer.Exit(1)


def register(app: typer.Typer) -> None:
    app.command()(ingest)
