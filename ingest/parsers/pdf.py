"""PDF text extraction with pypdf (BSD), page by page; a page without a text layer (a scan)
is rendered with pdfium (pypdfium2) and read by OCR (`ocr.py`)."""

from __future__ import annotations

import io
import logging
import re
from collections.abc import Callable
from typing import Any

from pypdf import PageObject, PdfReader
from pypdf.errors import FileNotDecryptedError, PdfReadError, PdfStreamError

from ingest.errors import CVFileError
from ingest.language.script import unreadable_share
from ingest.models import TextLine
from ingest.normalize import normalize_chars, normalize_text
from ingest.parsers import ocr
from ingest.parsers.base import CVFormat, FormatParse
from ingest.parsers.column_gaps import cells_joined, mark_gaps
from ingest.parsers.entry_grid import rejoin_grid
from ingest.parsers.pdfium_layout import pdfium_layout
from ingest.parsers.respace import respaced, runs_together
from ingest.parsers.side_headings import headings_apart
from ingest.parsers.wrapped_table import wrapped_table_rows
from ingest.parsers.wrapping import unwrap

logging.getLogger("pypdf").setLevel(logging.ERROR)


_ENCRYPTED = "encrypted PDF (password protected); export it without a password"
_MIN_TEXT_LAYER = 40  # fewer characters over a picture: the page is a scan
_UNREADABLE = 0.3  # a page with more of its letters in no CV script is unreadable as text
_SUSPECT = 0.05  # ... with more than this, pdfium's reading is tried (the better one is kept)
OCR_DPI = 150  # pages without a text layer are rendered at this resolution for OCR
_MAX_SIDE_PX = 2500
_CELL_GAP = re.compile(r"\s{3,}")
_SHORT = 40


def _may_hold_table(lines: list[str]) -> bool:
    """Runs of three or more short lines, twice or more: what a table's cells look like
    when the text comes out one cell per line."""
    runs = 0
    run = 0
    for line in lines:
        run = run + 1 if len(line.strip()) <= _SHORT else 0
        if run == 3:
            runs += 1
    return runs >= 2


def _table_rows(lines: list[str], layout: str) -> list[str]:
    """Table rows put back together: a row of the page's layout text whose cells came out
    as consecutive lines ("2017 – 2021" / "Amazon" / "Engineer") becomes one line with its
    cells separated by " | ". Cells that the text gives far apart (a sidebar beside the
    main column) are left as they are."""
    rows = []
    for raw in layout.split("\n"):
        cells = [normalize_text(c) for c in _CELL_GAP.split(raw.strip()) if c.strip()]
        if len(cells) >= 2:
            rows.append(cells)
    if not rows:
        return lines
    out: list[str] = []
    i = 0
    while i < len(lines):
        for cells in rows:
            k = len(cells)
            if [x.strip() for x in lines[i : i + k]] == cells:
                out.append(cells_joined(cells))
                i += k
                break
        else:
            out.append(lines[i])
            i += 1
    return out


def layout_text(page: PageObject) -> str:
    """The page's text as laid out (columns kept apart by spaces): read for table rows and
    for the wide gaps inside a line (`column_gaps`)."""
    return normalize_chars(page.extract_text(extraction_mode="layout") or "")


def _needs_ocr(text: str, page: PageObject) -> bool:
    """A page without a text layer (none, or a few characters over a picture: a scan)."""
    chars = len("".join(text.split()))
    if chars == 0:
        return True
    if chars >= _MIN_TEXT_LAYER:
        return False
    try:
        return len(page.images) > 0
    except Exception:  # an image that pypdf cannot list: keep the text layer
        return False


def _garbled(text: str) -> bool:
    """A text layer that is there but unreadable (fonts without a Unicode map)."""
    return len(text) >= _MIN_TEXT_LAYER and unreadable_share(text) > _UNREADABLE


class _Pdfium:
    """pdfium's reading of a PDF's pages (text and layout), the document opened once, when
    first asked: it maps glyphs to text through the embedded fonts' own tables where a PDF
    gives no Unicode map (pypdf cannot). "" for a page it cannot read."""

    def __init__(self, data: bytes) -> None:
        self._data = data
        self._document: Any = None
        self._opened = False

    def _page(self, number: int) -> Any:
        if not self._opened:
            self._opened = True
            try:
                import pypdfium2 as pdfium
            except ImportError:
                return None
            self._document = pdfium.PdfDocument(self._data)  # (its error: `_read`'s)
        return None if self._document is None else self._document[number - 1]

    def _read(self, number: int, read: Callable[[Any], str]) -> str:
        try:
            page = self._page(number)
            return "" if page is None else read(page.get_textpage())
        except Exception:  # pdfium raises its own error on a damaged page
            return ""

    def text(self, number: int) -> str:
        """The text of page `number` (1-based)."""
        return self._read(number, lambda t: normalize_text(t.get_text_range()))

    def layout(self, number: int) -> str:
        """The layout text of page `number` (1-based) from its characters."""
        return self._read(number, pdfium_layout)

    def close(self) -> None:
        if self._document is not None:
            self._document.close()


def _ocr_pages(data: bytes, numbers: list[int]) -> dict[int, ocr.OcrPage]:
    """The pages `numbers` (1-based) rendered with pdfium and read by OCR."""
    import pypdfium2 as pdfium

    out: dict[int, ocr.OcrPage] = {}
    try:
        document = pdfium.PdfDocument(data)
    except pdfium.PdfiumError as exc:
        raise CVFileError(f"scanned PDF that cannot be rendered for OCR ({exc})") from exc
    try:
        for number in numbers:
            try:
                page = document[number - 1]
                width, height = page.get_size()
                scale = min(OCR_DPI / 72, _MAX_SIDE_PX / max(width, height, 1.0))
                image = page.render(scale=scale).to_pil()
            except pdfium.PdfiumError as exc:
                raise CVFileError(f"page {number} cannot be rendered for OCR ({exc})") from exc
            out[number] = ocr.read_image(image, number)
    finally:
        document.close()
    return out


# a bullet drawn with an icon font that has no Unicode map comes out as a lone letter ("f
# Technical lead for …", awesome-cv's FontAwesome bullets)
_LONE_LETTER = re.compile(r"^\s*([b-hj-z])\s+(?=[A-Z][a-z])")


# ... or as a brace (moderncv's itemize bullet in a font with no glyph map: "{ 负责…")
_BRACE = re.compile(r"^\s*\{\s+(?=\S)")


def icon_bullets(lines: list[str]) -> list[str]:
    """A page's lines with a lone letter that starts three or more of them before a capital
    (or a brace before anything) read as the bullet it is drawn as; where it follows a
    header on the same line, the bullet's text starts a line of its own."""
    starts = [m.group(1) for t in lines if (m := _LONE_LETTER.match(t))]
    glyph = next((c for c in set(starts) if starts.count(c) >= 3), None)
    if glyph is not None:
        first = re.compile(rf"^\s*{glyph}\s+(?=[A-Z][a-z])")
        inside = re.compile(rf"\s+{glyph}\s+(?=[A-Z][a-z])")
    elif sum(1 for t in lines if _BRACE.match(t)) >= 3:
        first, inside = _BRACE, re.compile(r"(?<=\S)\s*\{\s+(?=[^\s}])")
    else:
        return lines
    out: list[str] = []
    for text in lines:
        text = first.sub("• ", text)
        head, *rest = inside.split(text, maxsplit=1)
        out += [head, *(f"• {r}" for r in rest)]
    return out


def parse_pdf(data: bytes, max_bytes: int) -> FormatParse:
    """The text layer of each page; pages without one are read by OCR when it is installed
    (a PDF with no text layer at all and no OCR is refused saying what to install)."""
    pages: dict[int, list[TextLine]] = {}
    scanned: list[int] = []
    garbled: list[int] = []  # pages whose pypdf text was unreadable
    pdfium = _Pdfium(data)
    try:
        reader = PdfReader(io.BytesIO(data), strict=False)
        if reader.is_encrypted:
            try:
                opened = bool(reader.decrypt(""))
            except Exception:
                opened = False
            if not opened:
                raise CVFileError(_ENCRYPTED)
        for number, page in enumerate(reader.pages, start=1):
            text = normalize_text(page.extract_text() or "")
            other: str | None = None  # pdfium's reading of the page, read once when needed
            if (odd := unreadable_share(text)) > _SUSPECT:
                # some of it in no CV script: pdfium reads fonts without a Unicode map, and a
                # page that pypdf half garbles (a ctex page of Latin and Fandol) is its text
                other = pdfium.text(number)
                if _garbled(text) and unreadable_share(other) >= _UNREADABLE:
                    garbled.append(number)
                    scanned.append(number)  # no readable text layer: as a scan
                    text = ""
                elif other and unreadable_share(other) < odd / 2:
                    garbled.append(number)
                    text = other
            if runs_together(text):  # words whose spaces were lost: pdfium keeps them
                if other is None:
                    other = pdfium.text(number)
                text = "\n".join(respaced(text.split("\n"), other))
            if _needs_ocr(text, page) and number not in scanned:
                scanned.append(number)
            found = headings_apart(icon_bullets([t for t in text.split("\n") if t]))
            layout = layout_text(page)
            if unreadable_share(layout) > _SUSPECT:  # pypdf's layout garbled: pdfium's
                layout = pdfium.layout(number) or layout
            if _may_hold_table(found):
                found = _table_rows(found, layout)
            else:
                found = mark_gaps(found, layout)
            found = wrapped_table_rows(found, layout)  # (after: its rows stay a cell a line)
            pages[number] = rejoin_grid(unwrap([TextLine(text=t, page=number) for t in found]))
    except CVFileError:
        raise
    except FileNotDecryptedError as exc:
        raise CVFileError(_ENCRYPTED) from exc
    except (PdfReadError, PdfStreamError, ValueError, KeyError, TypeError, OSError) as exc:
        raise CVFileError(f"corrupt or truncated PDF ({type(exc).__name__})") from exc
    except Exception as exc:  # pypdf raises assorted errors on damaged files
        raise CVFileError(f"unreadable PDF ({type(exc).__name__})") from exc
    finally:
        pdfium.close()
    read: dict[int, ocr.OcrPage] = {}
    if scanned and ocr.available():
        read = _ocr_pages(data, scanned)
    elif scanned and len(scanned) == len(pages):
        if garbled:
            raise CVFileError(
                "the PDF's text cannot be read (its fonts carry no Unicode map): it needs "
                f"OCR; {ocr.INSTALL_HINT}"
            )
        raise CVFileError(f"no text layer (a scanned PDF?): it needs OCR; {ocr.INSTALL_HINT}")
    for number, page_read in read.items():
        pages[number] = page_read.lines
    return FormatParse(
        lines=[line for number in sorted(pages) for line in pages[number]],
        pages=len(pages),
        ocr_pages={n: p.confidence for n, p in read.items()},
    )


FORMAT = CVFormat(
    name="pdf",
    suffixes=(".pdf",),
    parse=parse_pdf,
    magic=lambda data: data[:1024].lstrip().startswith(b"%PDF"),
    mislabelled="not a PDF (no %PDF header): the file is corrupt or mislabelled",
)
