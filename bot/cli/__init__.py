"""`cvbot` command line (typer + rich), one module per family of commands:
`ingest` (ingest), `people` (candidates, show, merge, split, forget, summary), `records`
(reindex --records), `answers` (ask, compare, match, eval, chat), `privacy` (audit,
retention), `serve` (serve, feedback-export), over the helpers in `output`.

Each command imports what it needs when it runs, so `cvbot --help` loads neither Chroma nor
LangChain nor the embedder. Errors meant for the user (`UserFacingError`) are printed as one
line here, at the boundary, with exit code 2; `--debug` shows the traceback instead.
Exit codes: 0 all good, 1 some files failed, 2 the command could not run."""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path
from typing import Annotated

import typer

from bot.cli import answers, ingest, people, privacy, records, serve
from bot.cli.output import OPTIONS, error_line
from vectorstore.errors import UserFacingError

app = typer.Typer(
    name="cvbot",
    help="Index CVs and answer questions about candidates.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


@app.callback()
def _main(
    data_dir: Annotated[
        Path | None,
        typer.Option("--data-dir", help="Index directory (default: $CVBOT_DATA_DIR or per-user)"),
    ] = None,
    verbose: Annotated[bool, typer.Option("--verbose", "-v", help="Debug logging")] = False,
    debug: Annotated[
        bool, typer.Option("--debug", help="Show the traceback of an error instead of one line")
    ] = False,
) -> None:
    OPTIONS.data_dir = data_dir
    OPTIONS.debug = debug or OPTIONS.debug
    logging.basicConfig(
        level=logging.DEBUG if verbose else logging.WARNING,
        format="%(levelname)s %(name)s: %(message)s",
    )


for module in (ingest, people, records, answers, privacy, serve):
    module.register(app)


def main(argv: list[str] | None = None) -> None:
    """The console script: run a command; a user-facing error is one line and exit 2."""
    os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")
    OPTIONS.debug = os.environ.get("CVBOT_DEBUG", "") not in ("", "0", "false")
    try:
        app(args=argv)
    except UserFacingError as exc:
        if OPTIONS.debug:
            raise
        error_line(exc.user_message)
        sys.exit(2)
