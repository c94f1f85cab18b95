"""Turn a CV file into a `ParsedCV` (normalised lines), or raise `CVFileError`."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Literal, cast

from ingest.errors import CVFileError
from ingest.models import ParsedCV, TextLine
from ingest.parsers.columns import unweave
from ingest.parsers.docx import parse_docx
from ingest.parsers.jsonresume import parse_json_resume
from ingest.parsers.markdown import markdown_lines
from ingest.parsers.pdf import parse_pdf
from ingest.parsers.text import decode_text

SUPPORTED_SUFFIXES = {".pdf", ".docx", ".md", ".markdown", ".txt", ".text", ".json"}


def content_hash(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:32]


def sniff_format(data: bytes, suffix: str) -> str:
    """The format by content first (a PDF renamed .docx is still a PDF), then by name."""
    head = data[:1024].lstrip()
    if head.startswith(b"%PDF"):
        return "pdf"
    if data.startswith(b"PK\x03\x04"):
        return "docx"
    if suffix == ".pdf":
        raise CVFileError("not a PDF (no %PDF header): the file is corrupt or mislabelled")
    if suffix == ".docx":
        raise CVFileError("not a DOCX (not a zip archive): the file is corrupt or mislabelled")
    if suffix == ".json":
        return "jsonresume"
    if suffix in {".md", ".markdown"}:
        return "markdown"
    return "text"


def read_limited(path: Path, max_bytes: int) -> bytes:
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise CVFileError(f"cannot read the file: {exc.strerror or exc}") from exc
    if size == 0:
        raise CVFileError("empty file (0 bytes)")
    if size > max_bytes:
        raise CVFileError(
            f"file is {size / 1e6:.1f} MB, over the {max_bytes / 1e6:.0f} MB limit "
            "(CVBOT_INGEST__MAX_FILE_MB)"
        )
    try:
        return path.read_bytes()
    except OSError as exc:
        raise CVFileError(f"cannot read the file: {exc.strerror or exc}") from exc


def parse_bytes(data: bytes, source: str, file_name: str, max_bytes: int) -> ParsedCV:
    suffix = Path(file_name).suffix.lower()
    if suffix not in SUPPORTED_SUFFIXES:
        raise CVFileError(
            f"unsupported file type {suffix or '(none)'}; supported: "
            + ", ".join(sorted(SUPPORTED_SUFFIXES))
        )
    if not data:
        raise CVFileError("empty file (0 bytes)")
    fmt = sniff_format(data, suffix)
    structured: dict[str, object] | None = None
    fmt_final: Literal["pdf", "docx", "markdown", "text", "jsonresume"]
    pages: int | None = None
    if fmt == "pdf":
        lines, pages = parse_pdf(data)
    elif fmt == "docx":
        lines = parse_docx(data, max_bytes)
    elif fmt == "jsonresume":
        lines, structured = parse_json_resume(decode_text(data))
    else:
        text = decode_text(data)
        fmt = "markdown" if suffix in {".md", ".markdown"} else "text"
        if fmt == "text":
            text = unweave(text) or text  # two columns side by side: one after the other
        lines = markdown_lines(text)
    fmt_final = cast(Literal["pdf", "docx", "markdown", "text", "jsonresume"], fmt)
    lines = [line for line in lines if line.text.strip()]
    if sum(len(line.text) for line in lines) < 20:
        raise CVFileError("no text found in the file (a scanned image without a text layer?)")
    return ParsedCV(
        source=source,
        file_name=file_name,
        doc_id=content_hash(data),
        format=fmt_final,
        lines=lines,
        pages=pages,
        structured=structured,
    )


def parse_file(path: Path, max_bytes: int, source: str | None = None) -> ParsedCV:
    data = read_limited(path, max_bytes)
    return parse_bytes(data, source or str(path), path.name, max_bytes)


__all__ = ["SUPPORTED_SUFFIXES", "TextLine", "content_hash", "parse_bytes", "parse_file"]
