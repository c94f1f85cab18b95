"""The Slack bot: `serve` (and `feedback-export`, which reads what the bot stored)."""

from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from bot.cli.output import err, line, settings

if TYPE_CHECKING:
    from bot.commands import BotServices

log = logging.getLogger("cvbot.serve")


def watch_in_background(
    services: BotServices, paths: list[Path], interval: float, stop: threading.Event
) -> threading.Thread:
    """Index `paths` whenever a file under them appears, changes or disappears (the change
    detection of `cvbot ingest --watch`); a failed run is retried at the next poll."""
    from ingest.watch import FolderWatch

    folders = FolderWatch(paths)

    def loop() -> None:
        while not stop.is_set():
            changed = folders.changed()
            if changed is not None:
                try:
                    with services.write_lock:
                        services.indexer.ingest(paths)
                        services.engine.invalidate()
                    folders.seen(changed)
                except Exception as exc:  # keep serving; the next poll retries
                    log.warning("watch: indexing failed (%s): %s", type(exc).__name__, exc)
            stop.wait(interval)

    thread = threading.Thread(target=loop, name="cvbot-watch", daemon=True)
    thread.start()
    return thread


def warm_up_in_background(services: BotServices) -> threading.Thread:
    """Load what the first question needs (registry, chunks, BM25, fact index, embedder,
    and an open question's caches) while the bot connects, so the first Slack user does
    not wait for it (a question that arrives meanwhile goes first: `AnswerEngine.prepare`)."""

    def warm() -> None:
        try:
            services.engine.prepare()
        except Exception as exc:  # the first real question reports any problem
            log.debug("warm-up failed: %s", exc)

    thread = threading.Thread(target=warm, name="cvbot-warm-up", daemon=True)
    thread.start()
    return thread


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
    from bot.slack.client import check_settings

    loaded = settings()
    # the checks that need no network come before the index and the embedder are loaded
    check_settings(loaded.slack, http=http or loaded.slack.app_token is None)

    from bot.services import bot_session
    from bot.slack.server import run

    logging.getLogger().setLevel(logging.INFO)
    logging.getLogger("cvbot.slack.bolt").setLevel(logging.WARNING)
    # until the bot is up, a failed start-up check is one line: slack_sdk's own log lines
    # about each retried request would only repeat it
    slack_sdk_log = logging.getLogger("slack_sdk")
    slack_sdk_log.setLevel(logging.CRITICAL)

    def announce(text: str) -> None:
        slack_sdk_log.setLevel(logging.NOTSET)
        err.print(text, highlight=False, markup=False)

    stop = threading.Event()
    try:
        with bot_session(loaded) as services:
            services.watch_paths = list(watch or [])
            if services.watch_paths:
                watch_in_background(
                    services, services.watch_paths, loaded.ingest.watch_interval_s, stop
                )
            warm = warm_up_in_background(services)
            try:
                run(
                    loaded,
                    services,
                    http=http,
                    host=host,
                    port=port,
                    announce=announce,
                    warm_up=warm,
                )
            finally:
                stop.set()
                warm.join()  # never close the store under a warm-up still in native code
    except KeyboardInterrupt:
        raise typer.Exit(0) from None
    finally:
        stop.set()


def feedback_export(
    output: Annotated[Path, typer.Argument(help="Where to write the eval YAML")],
) -> None:
    """Write 👍 answers from Slack as an eval set (`cvbot eval` can run it)."""
    import yaml

    from bot.state.store import feedback_eval_set, open_state

    loaded = settings()
    state = open_state(loaded.state, loaded.data_dir)
    try:
        data = feedback_eval_set(state)
    finally:
        state.close()
    output.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    line(f"wrote {len(data['questions'])} questions to {output}")  # type: ignore[arg-type]


def register(app: typer.Typer) -> None:
    app.command()(serve)
    app.command("feedback-export")(feedback_export)
