"""PDF text extraction with pypdf (BSD), page by page."""

from __future__ import annotations

import io
import logging
import re

from pypdf import PdfReader
from pypdf.errors import FileNotDecryptedError, PdfReadError, PdfStreamError

from ingest.errors import CVFileError
from ingest.language import ENDS_WITH_DATE, is_bullet
from ingest.models import TextLine
from ingest.normalize import display_width, join_wrapped, normalize_text
from ingest.sections import section_heading

logging.getLogger("pypdf").setLevel(logging.ERROR)


_ENCRYPTED = "encrypted PDF (password protected); export it without a password"
_WRAP_RATIO = 0.8
_SENTENCE_DONE = re.compile(r"[。.!?！？；;]\s*$")


def _unwrap(lines: list[TextLine]) -> list[TextLine]:
    """Re-join lines the PDF layout wrapped and mark running text.

    PDF text has no paragraphs and often no bullet glyphs, so layout decides: a line that
    fills the text width is running text; when it does not end a sentence, the next line
    (unless it starts a bullet or a section) continues it.
    """
    if not lines:
        return lines
    widths = sorted(display_width(x.text) for x in lines)
    full = widths[int(len(widths) * 0.9)] if len(widths) >= 5 else widths[-1]
    out: list[TextLine] = []
    prev_full = False
    for line in lines:
        width = display_width(line.text)
        is_full = full >= 40 and width >= _WRAP_RATIO * full
        if (
            out
            and prev_full
            and not _SENTENCE_DONE.search(out[-1].text)
            and not ENDS_WITH_DATE.search(out[-1].text)
            and not is_bullet(line.text)
            and section_heading(line) is None
            and _TABLE_ROW not in line.text  # rows of a table are not wrapped text
            and _TABLE_ROW not in out[-1].text
        ):
            out[-1] = TextLine(
                text=join_wrapped(out[-1].text, line.text), page=out[-1].page, body_hint=True
            )
        else:
            out.append(line.model_copy(update={"body_hint": is_full}))
        prev_full = is_full
    return out


_TABLE_ROW = " | "
_CELL_GAP = re.compile(r"\s{3,}")
_SHORT = 40


def _may_hold_table(lines: list[str]) -> bool:
    """Runs of three or more short lines, twice or more: what a table's cells look like
    when the text comes out one cell per line (the layout pass costs as much again)."""
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
                out.append(_TABLE_ROW.join(cells))
                i += k
                break
        else:
            out.append(lines[i])
            i += 1
    return out


def parse_pdf(data: bytes) -> tuple[list[TextLine], int]:
    try:
        reader = PdfReader(io.BytesIO(data), strict=False)
        if reader.is_encrypted:
            try:
                opened = bool(reader.decrypt(""))
            except Exception:
                opened = False
            if not opened:
                raise CVFileError(_ENCRYPTED)
        pages = reader.pages
        lines: list[TextLine] = []
        for number, page in enumerate(pages, start=1):
            text = normalize_text(page.extract_text() or "")
            found = [t for t in text.split("\n") if t]
            if _may_hold_table(found):
                found = _table_rows(found, page.extract_text(extraction_mode="layout") or "")
            lines.extend(_unwrap([TextLine(text=t, page=number) for t in found]))
        return lines, len(pages)
    except CVFileError:
        raise
    except FileNotDecryptedError as exc:
        raise CVFileError(_ENCRYPTED) from exc
    except (PdfReadError, PdfStreamError, ValueError, KeyError, TypeError, OSError) as exc:
        raise CVFileError(f"corrupt or truncated PDF ({type(exc).__name__})") from exc
    except Exception as exc:  # pypdf raises assorted errors on damaged files
        raise CVFileError(f"unreadable PDF ({type(exc).__name__})") from exc
