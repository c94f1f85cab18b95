"""Which files an ingest reads: CV files under the given paths, and the operator's name
override in a sidecar file next to a CV."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import yaml

from ingest.errors import CVFileError
from ingest.models import FileOutcome
from ingest.parsers import SUPPORTED_SUFFIXES, read_limited

SIDECAR_SUFFIX = ".meta.yaml"
# documents someone may expect to be read: reported as skipped (other files are ignored)
REPORTED_SUFFIXES = {
    ".doc",
    ".xls",
    ".xlsx",
    ".ppt",
    ".pptx",
    ".rtf",
    ".odt",
    ".pages",
    ".html",
    ".htm",
    ".csv",
    ".epub",
    ".zip",
}


def discover(paths: Iterable[Path]) -> tuple[list[Path], list[FileOutcome]]:
    """CV files under `paths` (recursively), and outcomes for paths that do not exist
    and for documents that are not in a CV format."""
    files: list[Path] = []
    outcomes: list[FileOutcome] = []
    for path in paths:
        if path.is_dir():
            for candidate in sorted(path.rglob("*")):
                if (
                    not candidate.is_file()
                    or candidate.name.startswith((".", "~$"))
                    or candidate.name.endswith(SIDECAR_SUFFIX)
                ):
                    continue
                if candidate.suffix.lower() in SUPPORTED_SUFFIXES:
                    files.append(candidate)
                elif candidate.suffix.lower() in REPORTED_SUFFIXES:
                    outcomes.append(
                        FileOutcome(
                            path=str(candidate),
                            status="skipped",
                            message=f"not a CV format ({candidate.suffix or 'no extension'})",
                        )
                    )
        elif path.is_file():
            files.append(path)
        else:
            outcomes.append(
                FileOutcome(path=str(path), status="failed", message="no such file or directory")
            )
    unique = list(dict.fromkeys(p.resolve() for p in files))
    return unique, outcomes


def read_sidecar_name(path: Path) -> str | None:
    """Operator override: `CV.pdf.meta.yaml` or `CV.meta.yaml` next to the file, `name:`."""
    for sidecar in (path.with_name(path.name + SIDECAR_SUFFIX), path.with_suffix(SIDECAR_SUFFIX)):
        if sidecar.is_file():
            try:
                data = yaml.safe_load(sidecar.read_text(encoding="utf-8")) or {}
            except (yaml.YAMLError, OSError, UnicodeDecodeError) as exc:
                raise CVFileError(f"unreadable sidecar {sidecar.name}: {exc}") from exc
            name = data.get("name") if isinstance(data, dict) else None
            return str(name).strip() if name else None
    return None


def read_cv(path: Path, name: str | None, max_bytes: int) -> tuple[bytes, str | None]:
    """A CV file's bytes and the name to use for its owner (given, or from its sidecar)."""
    return read_limited(path, max_bytes), name or read_sidecar_name(path)
