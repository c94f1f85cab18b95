"""What every command shares: the global options, the settings, the consoles and the few
ways a command prints (a line, JSON, a table). Kept light: `cvbot --help` imports this."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.console import Console

from vectorstore.errors import UserFacingError

if TYPE_CHECKING:
    from bot.settings import Settings
    from ingest.models import Candidate

out = Console(soft_wrap=True)
err = Console(stderr=True, soft_wrap=True)


@dataclass
class Options:
    """The global options (`cvbot --data-dir DIR --debug COMMAND`)."""

    data_dir: Path | None = None
    debug: bool = False


OPTIONS = Options()


def settings() -> Settings:
    """The settings from the environment, with `--data-dir` applied. A malformed variable is
    a one-line error naming it."""
    from pydantic import ValidationError

    from bot.settings import Settings

    try:
        loaded = Settings()
    except ValidationError as exc:
        raise UserFacingError(invalid_settings(exc)) from exc
    if OPTIONS.data_dir is not None:
        loaded.data_dir = OPTIONS.data_dir
    return loaded


def invalid_settings(exc: Any) -> str:
    """'CVBOT_INGEST__MAX_FILE_MB: Input should be a valid number' for each bad variable."""
    problems = []
    for error in exc.errors():
        loc = [str(part) for part in error.get("loc", ())]
        name = "CVBOT_" + "__".join(p.upper() for p in loc) if loc else "a setting"
        problems.append(f"{name}: {error.get('msg', 'invalid')}")
    return "Invalid settings: " + "; ".join(problems) + " (check the environment)."


def line(text: str, *, to_err: bool = False) -> None:
    """Print text as is (no rich markup or highlighting)."""
    (err if to_err else out).print(text, highlight=False, markup=False)


def warn(text: str) -> None:
    err.print(f"[yellow]warning:[/yellow] {text}", highlight=False)


def error_line(message: str) -> None:
    err.print(f"[red]error:[/red] {message}", highlight=False)


def print_json(data: Any) -> None:
    out.print_json(json.dumps(data, ensure_ascii=False))


def print_model_json(text: str) -> None:
    out.print_json(text)


def empty_index_error(where: str) -> UserFacingError:
    return UserFacingError(
        f"No CVs are indexed in {where}. Index a folder with `cvbot ingest PATH` (the demo: "
        "`make demo`, then `export CVBOT_DATA_DIR=$PWD/.data/demo`), or point --data-dir / "
        "CVBOT_DATA_DIR at an existing index."
    )


def index_location(loaded: Settings) -> str:
    url = loaded.store.chroma_url
    return f"the Chroma server at {url}" if url else str(loaded.data_dir)


def require_people(people: list[Candidate], loaded: Settings) -> list[Candidate]:
    """The candidates, or a one-line error saying the index is empty and how to fill it."""
    if not people:
        raise empty_index_error(index_location(loaded))
    return people
