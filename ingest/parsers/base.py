"""What a format's parser is to the dispatcher: a `CVFormat` entry in the registry
(`ingest/parsers/__init__.py` `FORMATS`), and the `FormatParse` it returns."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from pydantic import BaseModel, Field

from ingest.models import FormatName, TextLine


class FormatParse(BaseModel):
    """The lines one parser read from a file, and what else it knows about them."""

    lines: list[TextLine]
    pages: int | None = None
    structured: dict[str, object] | None = None  # a JSON Resume document
    # pages read by OCR -> their mean confidence (0.0: OCR found no text there)
    ocr_pages: dict[int, float] = Field(default_factory=dict)


@dataclass(frozen=True)
class CVFormat:
    """One file format: the suffixes that name it, how its content is recognised and how
    it is parsed (`parse(data, max_bytes)`; raises `CVFileError` with a reason a user
    understands).

    `magic` recognises the content whatever the file's name (a PDF renamed .docx is still
    a PDF); a format without it is chosen by suffix alone. `mislabelled` is the error for a
    file whose suffix names this format when `magic` does not recognise it."""

    name: FormatName
    suffixes: tuple[str, ...]
    parse: Callable[[bytes, int], FormatParse]
    magic: Callable[[bytes], bool] | None = None
    mislabelled: str = ""
