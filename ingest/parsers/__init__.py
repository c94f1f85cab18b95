"""Turn a CV file into a `ParsedCV` (normalised lines), or raise `CVFileError`."""

from __future__ import annotations

import hashlib
from pathlib import Path

from ingest.errors import CVFileError
from ingest.models import ParsedCV, TextLine
from ingest.parsers import docx, image, jsonresume, markdown, pdf, text
from ingest.parsers.base import CVFormat

# The formats, in the order their content is recognised (signatures before suffixes).
FORMATS: tuple[CVFormat, ...] = (
    pdf.FORMAT,
    docx.FORMAT,
    image.FORMAT,
    jsonresume.FORMAT,
    markdown.FORMAT,
    text.FORMAT,
)
_BY_SUFFIX = {suffix: f for f in FORMATS for suffix in f.suffixes}
SUPPORTED_SUFFIXES = set(_BY_SUFFIX)


def content_hash(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:32]


def sniff_format(data: bytes, suffix: str) -> CVFormat:
    """The format by content first (a PDF renamed .docx is still a PDF), then by name."""
    for fmt in FORMATS:
        if fmt.magic is not None and fmt.magic(data):
            return fmt
    named = _BY_SUFFIX[suffix]
    if named.magic is not None:
        raise CVFileError(named.mislabelled)
    return named


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
    parsed = fmt.parse(data, max_bytes)
    lines = [line for line in parsed.lines if line.text.strip()]
    if sum(len(line.text) for line in lines) < 20:
        if parsed.ocr_pages:
            pages = len(parsed.ocr_pages)
            raise CVFileError(
                f"no text found: OCR read none on {'its page' if pages == 1 else f'{pages} pages'}"
                " (a photo or a blank page, not a CV?)"
            )
        raise CVFileError("no text found in the file (a scanned image without a text layer?)")
    return ParsedCV(
        source=source,
        file_name=file_name,
        doc_id=content_hash(data),
        format=fmt.name,
        lines=lines,
        pages=parsed.pages,
        structured=parsed.structured,
        ocr_pages=parsed.ocr_pages,
    )


def parse_file(path: Path, max_bytes: int, source: str | None = None) -> ParsedCV:
    data = read_limited(path, max_bytes)
    return parse_bytes(data, source or str(path), path.name, max_bytes)


__all__ = ["FORMATS", "SUPPORTED_SUFFIXES", "TextLine", "content_hash", "parse_bytes", "parse_file"]
