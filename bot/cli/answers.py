"""Questions about candidates: `ask`, `compare`, `match`, `eval`, `chat`."""

from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from bot.answer.models import PAGE_SIZE
from bot.cli.output import (
    err,
    error_line,
    line,
    out,
    print_json,
    print_model_json,
    require_people,
    settings,
)
from bot.cli.output import settings as _settings
from vectorstore.errors import UserFacingError

if TYPE_CHECKING:
    from collections.abc import Iterator

    from bot.answer.engine import AnswerEngine
    from bot.commands import CommandResult
    from bot.settings import Settings

JsonOpt = Annotated[bool, typer.Option("--json", help="Machine-readable output")]


def _fail(exc: UserFacingError) -> typer.Exit:
    error_line(exc.user_message)
    return typer.Exit(2)


@contextmanager
def answering_engine(loaded: Settings) -> Iterator[AnswerEngine]:
    """An engine over a non-empty index (else a one-line error saying how to fill it). The
    embedder loads when a question first needs a vector, from its cache."""
    from bot.services import engine_session
    from vectorstore.embeddings import LazyEmbeddings

    with engine_session(loaded, LazyEmbeddings(loaded.embedding)) as engine:
        require_people(engine.candidates(), loaded)
        yield engine


def ask(
    question: Annotated[str, typer.Argument(help="A question, in English or Chinese")],
    as_json: Annotated[bool, typer.Option("--json", help="Machine-readable answer")] = False,
    page: Annotated[
        int, typer.Option("--page", min=1, help="Which page of a long answer (1 = the first)")
    ] = 1,
    limit: Annotated[int, typer.Option("--limit", min=1, help="People per page")] = PAGE_SIZE,
    show_all: Annotated[
        bool, typer.Option("--all", help="Everyone who matches, on one page")
    ] = False,
) -> None:
    """Answer a question about the candidates, with quotes and citations. A long answer
    shows its first page and says how many match; --page N shows the next ones."""
    from bot.answer.models import Page
    from bot.answer.render import answer_json, render_answer
    from bot.answering import answer_question

    loaded = settings()
    wanted = Page() if show_all else Page.number(page, limit)
    with answering_engine(loaded) as engine:
        answer = answer_question(engine, loaded, question, [], wanted)
    more = ""
    if answer.next_page is not None:
        more = f"--page {page + 1}" + (f" --limit {limit}" if limit != PAGE_SIZE else "")
    if as_json:
        print_json(answer_json(answer, more))
    else:
        line(render_answer(answer, more))


def compare(
    first: Annotated[str, typer.Argument(help="First candidate")],
    second: Annotated[str, typer.Argument(help="Second candidate")],
    on: Annotated[str | None, typer.Option("--on", help="Topic to compare on")] = None,
    as_json: JsonOpt = False,
) -> None:
    """Two candidates side by side, with evidence on a topic."""
    from rich.table import Table

    from bot.answer.cards import compare as compare_people
    from ingest.registry import find_candidate

    with answering_engine(settings()) as engine:
        people = engine.candidates()
        pair = [find_candidate(people, first), find_candidate(people, second)]
        result = compare_people(engine, pair, on)
    if as_json:
        print_model_json(result.model_dump_json())
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


def match(
    job_description: Annotated[Path, typer.Argument(help="Job description file (text)")],
    as_json: JsonOpt = False,
    top: Annotated[int, typer.Option(help="How many candidates to show")] = 10,
) -> None:
    """Rank every candidate against a job description, with evidence per requirement."""
    from bot.answer.cards import match as match_job

    try:
        text = job_description.read_text(encoding="utf-8")
    except OSError as exc:
        raise UserFacingError(f"Cannot read {job_description}: {exc.strerror}") from exc
    with answering_engine(settings()) as engine:
        ranking = match_job(engine, text)
    if as_json:
        print_json([m.model_dump() for m in ranking[:top]])
        return
    for n, m in enumerate(ranking[:top], start=1):
        line(f"{n}. {m.name}  score {m.score:.2f}")
        for r in m.requirements:
            ev = r.evidence[0] if r.evidence else None
            detail = f"“{ev.quote[:120]}” ({ev.file_name})" if ev and r.score >= 0.45 else "—"
            line(f"   {r.score:.2f}  {r.requirement[:60]}: {detail}")


def eval_command(
    questions: Annotated[Path, typer.Argument(help="YAML file: people + questions with gold")],
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Measure answer quality: candidate P/R/F1 overall, per question kind and language;
    verbatim quotes, empty-gold, latency. Exit 2 if the index cannot answer the set."""
    from bot.answering import answer_question
    from bot.evaluation import (
        format_groups,
        format_intents,
        index_coverage,
        load_eval_set,
        require_indexed,
        run_eval,
    )
    from bot.services import engine_session

    # -- the body below is the eval command's own (moved from bot/cli.py as is) --
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
            if eval_set.as_of is not None:
                as_of = eval_set.as_of
                engine.today = lambda: as_of
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
    if report.by_intent:
        out.print(format_intents(report), highlight=False, markup=False)
    out.print(
        f"precision {report.precision:.3f} · recall {report.recall:.3f} · F1 {report.f1:.3f} · "
        f"exact set {report.exact_set:.3f} · verbatim quotes {report.verbatim_share:.3f} · "
        f"empty-gold accuracy "
        f"{report.empty_gold_accuracy if report.empty_gold_accuracy is not None else '-'} · "
        f"latency p50 {report.latency_p50_ms:.0f} ms p95 {report.latency_p95_ms:.0f} ms",
        highlight=False,
        markup=False,
    )


def chat() -> None:
    """Try the bot in the terminal: the same commands and answers as in Slack."""
    from bot.answer.models import Turn
    from bot.answer.render import render_answer
    from bot.cli.output import empty_index_error, index_location, warn
    from bot.commands import run_command
    from bot.services import bot_session

    loaded = settings()
    history: list[Turn] = []
    with bot_session(loaded) as services:
        if not services.engine.candidates():
            warn(empty_index_error(index_location(loaded)).user_message)
        line(
            "cvbot chat — ask about candidates, or `help`, `list`, `summary NAME`… (Ctrl-D to quit)"
        )
        while True:
            try:
                text = input("cv> ").strip()
            except EOFError:
                break
            if not text:
                continue
            last = history[-1].answer if history else None
            if text.lower() in ("more", "更多") and last is not None and last.next_page:
                # the next page of the last answer, asked as it was (its earlier turns)
                page = services.ask(last.question, history[:-1], last.next_page)
                line(render_answer(page, "more"))
                history[-1] = Turn(question=last.question, answer=page)
                continue
            result = run_command(services, text, is_admin=True, history=history)
            line(reply_text(result))
            if result.answer is not None:
                history.append(Turn(question=text, answer=result.answer))


def reply_text(result: CommandResult) -> str:
    """A command's result as text (the terminal's one renderer of every kind of result)."""
    from bot.answer import render
    from bot.answer.models import Answer, Comparison, Ranking, Roster, Summary
    from bot.commands import Failure

    reply = result.reply
    if isinstance(reply, Answer):
        return render.render_answer(reply, "more")
    if isinstance(reply, Summary):
        return render.render_summary(reply)
    if isinstance(reply, Roster):
        return render.render_roster(reply)
    if isinstance(reply, Comparison):
        return render.render_comparison(reply)
    if isinstance(reply, Ranking):
        return render.render_ranking(reply)
    if isinstance(reply, Failure):
        return reply.error.user_message
    return reply.text


def register(app: typer.Typer) -> None:
    for command in (ask, compare, match):
        app.command()(command)
    app.command("eval")(eval_command)
    app.command()(chat)
