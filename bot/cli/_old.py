"""`cvbot` command line (typer + rich). Errors become one readable line and an exit code:
0 all good, 1 some files failed, 2 the command could not run."""

from __future__ import annotations

import json
import logging
import os
import sys
import threading
import time
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from bot.answer.cards import compare as compare_people
from bot.answer.cards import match as match_job
from bot.answer.cards import summarize
from bot.answer.models import Answer, Turn
from bot.answer.render import render_summary
from bot.answering import answer_question
from bot.commands import BotServices, run_command
from bot.evaluation import format_groups, index_coverage, load_eval_set, require_indexed, run_eval
from bot.services import bot_session, engine_session, indexer_session
from bot.settings import Settings
from ingest.models import Candidate, FileOutcome, IngestReport
from ingest.registry import find_candidate
from ingest.watch import watch_paths
from vectorstore.errors import UserFacingError

app = typer.Typer(
    name="cvbot",
    help="Index CVs and answer questions about candidates.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
out = Console(soft_wrap=True)
err = Console(stderr=True, soft_wrap=True)


class _State:
    data_dir: Path | None = None


def _settings() -> Settings:
    settings = Settings()
    if _State.data_dir is not None:
        settings.data_dir = _State.data_dir
    return settings


@app.callback()
def _main(
    data_dir: Annotated[
        Path | None,
        typer.Option("--data-dir", help="Index directory (default: $CVBOT_DATA_DIR or per-user)"),
    ] = None,
    verbose: Annotated[bool, typer.Option("--verbose", "-v", help="Debug logging")] = False,
) -> None:
    _State.data_dir = data_dir
    logging.basicConfig(
        level=logging.DEBUG if verbose else logging.WARNING,
        format="%(levelname)s %(name)s: %(message)s",
    )


def _fail(exc: UserFacingError) -> typer.Exit:
    err.print(f"[red]error:[/red] {exc.user_message}", highlight=False)
    return typer.Exit(2)


# -- ingest ------------------------------------------------------------------------------
def _print_report(report: IngestReport, as_json: bool) -> None:
    if as_json:
        summary = report.summary()
        failed = [{"source": o.path, "error": o.message} for o in report.failed]
        payload = {  # the documented shape first; "summary" and "files" carry the details
            **{k: summary[k] for k in ("added", "updated", "unchanged", "removed", "skipped")},
            "failed": failed,
            "summary": summary,
            "files": [o.model_dump() for o in report.outcomes],
        }
        out.print_json(json.dumps(payload, ensure_ascii=False))
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
    settings: Settings,
    paths: list[Path],
    prune: bool,
    name: str | None,
    as_json: bool,
    rebuild: bool,
    include_forgotten: bool,
) -> IngestReport:
    with indexer_session(settings, rebuild=rebuild) as indexer:
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
        with progress:
            task = progress.add_task("", total=None)

            def on_file(file_name: str, i: int, total: int) -> None:
                progress.update(task, total=total, completed=i - 1, description=file_name)

            report = indexer.ingest(
                paths,
                prune=prune,
                name=name,
                include_forgotten=include_forgotten,
                progress=on_file,
            )
    return report


@app.command()
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
    settings = _settings()
    try:
        if watch:
            with indexer_session(settings) as indexer:
                err.print(f"watching {', '.join(map(str, paths))} (Ctrl-C to stop)")
                for report in watch_paths(
                    indexer,
                    paths,
                    interval or settings.ingest.watch_interval_s,
                    prune=prune,
                    name=name,
                ):
                    if any(o.status != "unchanged" for o in report.outcomes):
                        _print_report(report, as_json)
            return
        report = _run_ingest(settings, paths, prune, name, as_json, rebuild, include_forgotten)
    except UserFacingError as exc:
        raise _fail(exc) from exc
    except KeyboardInterrupt:
        raise typer.Exit(130) from None
    _print_report(report, as_json)
    if report.failed:
        raise typer.Exit(1)


# -- candidates ----------------------------------------------------------------------------
def _candidate_json(c: Candidate, show_contact: bool = False) -> dict[str, Any]:
    profile = c.merged_profile()
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
        "education": [e.model_dump() for e in profile.education],
        "employment": [e.model_dump() for e in profile.employment],
        "skills": profile.skills,
        "languages": profile.languages,
        "venues": profile.venues,
    }
    if show_contact:
        data.update(emails=profile.emails, phones=profile.phones, links=profile.links)
    return data


def _load_candidates() -> list[Candidate]:
    with indexer_session(_settings(), with_embedder=False) as indexer:
        return indexer.candidates()


@app.command()
def candidates(
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """List the indexed candidates and where each came from."""
    try:
        people = _load_candidates()
    except UserFacingError as exc:
        raise _fail(exc) from exc
    if as_json:
        out.print_json(json.dumps([_candidate_json(c) for c in people], ensure_ascii=False))
        return
    if not people:
        out.print("No candidates indexed yet. Run `cvbot ingest PATH`.")
        return
    table = Table(title=f"{len(people)} candidates")
    for column in ("name", "also", "latest", "CVs", "id"):
        table.add_column(column)
    for c in people:
        profile = c.merged_profile()
        latest = (
            profile.employment[0].employer
            if profile.employment
            else (profile.education[0].school if profile.education else "")
        )
        table.add_row(
            c.display_name,
            ", ".join(c.names[1:3]),
            latest,
            ", ".join(d.file_name for d in c.documents),
            c.id,
        )
    out.print(table)


@app.command()
def show(
    name_or_id: Annotated[str, typer.Argument(help="Name (any script) or candidate id")],
    as_json: Annotated[bool, typer.Option("--json")] = False,
    show_contact: Annotated[bool, typer.Option("--show-contact")] = False,
) -> None:
    """Show one candidate: names, sources, extracted facts and why CVs were merged."""
    try:
        candidate = find_candidate(_load_candidates(), name_or_id)
    except UserFacingError as exc:
        raise _fail(exc) from exc
    data = _candidate_json(candidate, show_contact)
    if as_json:
        out.print_json(json.dumps(data, ensure_ascii=False))
        return
    out.print(f"[bold]{data['name']}[/bold]  ({candidate.id})", highlight=False)
    if data["aliases"]:
        out.print(f"also: {', '.join(data['aliases'])}", highlight=False)
    out.print("sources:")
    for d in data["documents"]:
        out.print(
            f"  {', '.join(d['sources'])}  ({d['format']}, {d['language']}, {d['chunks']} chunks, "
            f"name from {d['name_source']}, {d['ingested_at']})",
            highlight=False,
            markup=False,
        )
    out.print("merged because:" if data["merge_reasons"] else "merged because: (single CV)")
    for reason in data["merge_reasons"]:
        out.print(f"  {reason}", highlight=False)
    for e in data["education"]:
        years = "–".join(str(y) for y in e["years"][:1] + e["years"][-1:]) if e["years"] else ""
        out.print(
            f"  education: {e['school']} {e['degree'] or ''} {e['field'] or ''} {years}",
            highlight=False,
        )
    for e in data["employment"]:
        years = "–".join(str(y) if y != 9999 else "now" for y in e["years"][:1] + e["years"][-1:])
        out.print(f"  work: {e['employer']} {e['role'] or ''} {years}", highlight=False)
    if data["skills"]:
        out.print(f"  skills: {', '.join(data['skills'][:30])}", highlight=False)
    if data["languages"]:
        out.print(f"  languages: {', '.join(data['languages'])}", highlight=False)
    if data["venues"]:
        out.print(f"  venues: {', '.join(data['venues'])}", highlight=False)
    if show_contact:
        out.print(
            f"  contact: {', '.join(data['emails'] + data['phones'] + data['links'])}",
            highlight=False,
        )


@app.command()
def forget(
    name_or_id: Annotated[str, typer.Argument(help="Name (any script) or candidate id")],
    yes: Annotated[bool, typer.Option("--yes", "-y", help="Do not ask for confirmation")] = False,
) -> None:
    """Remove every chunk and registry entry of one person."""
    settings = _settings()
    try:
        with indexer_session(settings, with_embedder=False) as indexer:
            candidate = find_candidate(indexer.candidates(), name_or_id)
            if not yes and sys.stdin.isatty():
                typer.confirm(f"Forget {candidate.display_name} ({candidate.id})?", abort=True)
            removed = indexer.forget(candidate)
    except UserFacingError as exc:
        raise _fail(exc) from exc
    out.print(
        f"forgot {candidate.display_name} ({candidate.id}): {removed} chunks, "
        f"{len(candidate.documents)} CV(s)",
        highlight=False,
    )


# -- answers -------------------------------------------------------------------------------
def _print_answer(answer: Answer, as_json: bool) -> None:
    if as_json:
        out.print_json(json.dumps(answer.to_public(), ensure_ascii=False))
    else:
        out.print(answer.answer, highlight=False, markup=False)


@app.command()
def ask(
    question: Annotated[str, typer.Argument(help="A question, in English or Chinese")],
    as_json: Annotated[bool, typer.Option("--json", help="Machine-readable answer")] = False,
) -> None:
    """Answer a question about the candidates, with quotes and citations."""
    try:
        with engine_session(_settings()) as engine:
            answer = answer_question(engine, _settings(), question, [])
    except UserFacingError as exc:
        raise _fail(exc) from exc
    _print_answer(answer, as_json)


@app.command()
def summary(
    name_or_id: Annotated[str, typer.Argument(help="Name (any script) or candidate id")],
    as_json: Annotated[bool, typer.Option("--json")] = False,
    show_contact: Annotated[bool, typer.Option("--show-contact")] = False,
) -> None:
    """A candidate card: names, latest role, education, timeline, skills, sources."""
    try:
        person = find_candidate(_load_candidates(), name_or_id)
    except UserFacingError as exc:
        raise _fail(exc) from exc
    card = summarize(person, show_contact)
    if as_json:
        out.print_json(card.model_dump_json())
        return
    out.print(render_summary(card), highlight=False, markup=False)


@app.command()
def compare(
    first: Annotated[str, typer.Argument(help="First candidate")],
    second: Annotated[str, typer.Argument(help="Second candidate")],
    on: Annotated[str | None, typer.Option("--on", help="Topic to compare on")] = None,
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Two candidates side by side, with evidence on a topic."""
    try:
        with engine_session(_settings()) as engine:
            people = engine.candidates()
            pair = [find_candidate(people, first), find_candidate(people, second)]
            result = compare_people(engine, pair, on)
    except UserFacingError as exc:
        raise _fail(exc) from exc
    if as_json:
        out.print_json(result.model_dump_json())
        return
    table = Table(show_lines=True)
    table.add_column("")
    for card in result.people:
        table.add_column(card.name)
    rows = [
        ("latest", lambda c: c.latest_role or ""),
        ("education", lambda c: "\n".join(c.education)),
        ("timeline", lambda c: "\n".join(c.timeline)),
        ("skills", lambda c: ", ".join(c.skills)),
        ("publications", lambda c: str(c.publications)),
    ]
    for label, get in rows:
        table.add_row(label, *[get(card) for card in result.people])
    if on:
        table.add_row(
            on,
            *[
                "\n".join(f"“{e.quote}” ({e.file_name})" for e in result.evidence.get(c.id, []))
                or "(no evidence)"
                for c in result.people
            ],
        )
    out.print(table)


@app.command()
def match(
    job_description: Annotated[Path, typer.Argument(help="Job description file (text)")],
    as_json: Annotated[bool, typer.Option("--json")] = False,
    top: Annotated[int, typer.Option(help="How many candidates to show")] = 10,
) -> None:
    """Rank every candidate against a job description, with evidence per requirement."""
    try:
        text = job_description.read_text(encoding="utf-8")
    except OSError as exc:
        raise _fail(UserFacingError(f"Cannot read {job_description}: {exc.strerror}")) from exc
    try:
        with engine_session(_settings()) as engine:
            ranking = match_job(engine, text)
    except UserFacingError as exc:
        raise _fail(exc) from exc
    if as_json:
        out.print_json(json.dumps([m.model_dump() for m in ranking[:top]], ensure_ascii=False))
        return
    for n, m in enumerate(ranking[:top], start=1):
        out.print(f"{n}. {m.name}  score {m.score:.2f}", highlight=False, markup=False)
        for r in m.requirements:
            ev = r.evidence[0] if r.evidence else None
            detail = f"“{ev.quote[:120]}” ({ev.file_name})" if ev and r.score >= 0.45 else "—"
            out.print(
                f"   {r.score:.2f}  {r.requirement[:60]}: {detail}", highlight=False, markup=False
            )


@app.command("eval")
def eval_command(
    questions: Annotated[Path, typer.Argument(help="YAML file: people + questions with gold")],
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Measure answer quality: candidate P/R/F1 overall, per question kind and language;
    verbatim quotes, empty-gold, latency. Exit 2 if the index cannot answer the set."""
    try:
        eval_set = load_eval_set(questions)
        settings = _settings()
        with engine_session(settings) as engine:
            coverage = index_coverage(eval_set, [c.names for c in engine.candidates()])
            require_indexed(coverage, questions)
            if coverage.missing:
                err.print(
                    f"[yellow]warning:[/yellow] {len(coverage.missing)} of "
                    f"{len(eval_set.people)} people of the eval set have no indexed candidate "
                    f"of that name: {', '.join(coverage.missing)}",
                    highlight=False,
                )
            engine.ask("warm-up")
            report = run_eval(eval_set, lambda q: answer_question(engine, settings, q, []))
    except UserFacingError as exc:
        raise _fail(exc) from exc
    if as_json:
        out.print_json(report.model_dump_json())
        return
    for r in report.questions:
        mark = "✓" if r.f1 == 1.0 else "✗"
        got = ", ".join(r.predicted + [f"?{u}" for u in r.unmatched]) or "-"
        gold = ", ".join(r.gold)
        out.print(
            f"{mark} F1 {r.f1:.2f}  {r.latency_ms:6.0f} ms  {r.q}  gold [{gold}] got [{got}]",
            highlight=False,
            markup=False,
        )
    out.print(format_groups(report), highlight=False, markup=False)
    out.print(
        f"precision {report.precision:.3f} · recall {report.recall:.3f} · F1 {report.f1:.3f} · "
        f"exact set {report.exact_set:.3f} · verbatim quotes {report.verbatim_share:.3f} · "
        f"empty-gold accuracy "
        f"{report.empty_gold_accuracy if report.empty_gold_accuracy is not None else '-'} · "
        f"latency p50 {report.latency_p50_ms:.0f} ms p95 {report.latency_p95_ms:.0f} ms",
        highlight=False,
        markup=False,
    )


# -- bot -------------------------------------------------------------------------------------
def _watch_in_background(services: BotServices, paths: list[Path], interval: float) -> None:
    def loop() -> None:
        while True:
            try:
                with services.write_lock:
                    services.indexer.ingest(paths)
                    services.engine.invalidate()
            except Exception as exc:  # keep serving; the next poll retries
                logging.getLogger("cvbot.watch").warning("watch failed: %s", type(exc).__name__)
            time.sleep(interval)

    threading.Thread(target=loop, name="cvbot-watch", daemon=True).start()


@app.command()
def serve(
    http: Annotated[
        bool, typer.Option("--http", help="HTTP mode even if SLACK_APP_TOKEN is set")
    ] = False,
    host: Annotated[str, typer.Option(help="HTTP bind address")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="HTTP port")] = 3000,
    watch: Annotated[
        list[Path] | None, typer.Option("--watch", help="Also index this folder")
    ] = None,
) -> None:
    """Run the Slack bot (Socket Mode when SLACK_APP_TOKEN is set, else HTTP)."""
    from bot.slack.app import build_app
    from bot.slack.server import make_http_server, run_socket_mode
    from bot.slack.state import BotState

    settings = _settings()
    logging.getLogger().setLevel(logging.INFO)
    logging.getLogger("cvbot.slack.bolt").setLevel(logging.WARNING)
    try:
        with bot_session(settings) as services:
            services.watch_paths = list(watch or [])
            if services.watch_paths:
                _watch_in_background(
                    services, services.watch_paths, settings.ingest.watch_interval_s
                )
            state = BotState(settings.data_dir / "bot.sqlite3")
            bolt = build_app(settings, services, state)
            if settings.slack.app_token and not http:
                err.print("cvbot: Socket Mode")
                run_socket_mode(bolt, settings.slack.app_token.get_secret_value())
            else:
                server = make_http_server(bolt, host, port)
                err.print(f"cvbot: listening on http://{host}:{port}/slack/events")
                server.serve_forever()
    except UserFacingError as exc:
        raise _fail(exc) from exc
    except KeyboardInterrupt:
        raise typer.Exit(0) from None


@app.command()
def chat() -> None:
    """Try the bot in the terminal: the same commands and answers as in Slack."""
    settings = _settings()
    history: list[Turn] = []
    try:
        with bot_session(settings) as services:
            out.print("cvbot chat — ask about candidates, or `help`, `list`, `summary NAME`… "
                      "(Ctrl-D to quit)", highlight=False, markup=False)  # fmt: skip
            while True:
                try:
                    line = input("cv> ").strip()
                except EOFError:
                    break
                if not line:
                    continue
                result = run_command(services, line, is_admin=True, history=history)
                out.print(result.text, highlight=False, markup=False)
                if result.answer is not None:
                    history.append(Turn(question=line, answer=result.answer))
    except UserFacingError as exc:
        raise _fail(exc) from exc


@app.command("feedback-export")
def feedback_export(
    output: Annotated[Path, typer.Argument(help="Where to write the eval YAML")],
) -> None:
    """Write 👍 answers from Slack as an eval set (`cvbot eval` can run it)."""
    import yaml

    from bot.slack.state import BotState, feedback_eval_set

    data = feedback_eval_set(BotState(_settings().data_dir / "bot.sqlite3"))
    output.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    out.print(f"wrote {len(data['questions'])} questions to {output}")  # type: ignore[arg-type]


def main() -> None:
    os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")
    app()


if __name__ == "__main__":
    main()
