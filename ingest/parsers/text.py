"""Plain-text CVs: decoded (`encoding.py`), two columns exported side by side read one after
the other (`columns.py`), columns set apart by runs of spaces kept as cells
(`column_gaps.py`), then the same lines as Markdown gives."""

from __future__ import annotations

from ingest.parsers.base import CVFormat, FormatParse
from ingest.parsers.column_gaps import mark_text_gaps
from ingest.parsers.columns import unweave
from ingest.parsers.encoding import decode_text
from ingest.parsers.markdown import markdown_lines


def parse_text(data: bytes, max_bytes: int) -> FormatParse:
    text = decode_text(data)
    return FormatParse(lines=markdown_lines(mark_text_gaps(unweave(text) or text)))


FORMAT = CVFormat(name="text", suffixes=(".txt", ".text"), parse=parse_text)
