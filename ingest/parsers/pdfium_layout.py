"""A page's layout text from pdfium's characters, for a page whose pypdf layout is unreadable.

pypdf's layout mode keeps columns apart by spaces (read for table rows and wide gaps), but
on a page set in fonts without a Unicode map (a ctex page in Fandol) it gives unreadable
text, while pdfium reads the same glyphs. This lays pdfium's characters out the same way:
a line for each run of characters on one baseline, each character at the column its left
edge is at (in units of the page's typical Latin character width), so that cells which
start at one x on the page start at one column in the text."""

from __future__ import annotations

import statistics
from dataclasses import dataclass

from ingest.normalize import normalize_chars


@dataclass
class _Char:
    text: str
    left: float
    right: float
    bottom: float
    top: float

    @property
    def middle(self) -> float:
        return (self.bottom + self.top) / 2


def _chars(textpage: object) -> list[_Char]:
    out = []
    for i in range(textpage.count_chars()):  # type: ignore[attr-defined]
        text = textpage.get_text_range(i, 1).replace("\ufffe", "-")  # type: ignore[attr-defined]
        if not text.strip():
            continue
        left, bottom, right, top = textpage.get_charbox(i, loose=True)  # type: ignore[attr-defined]
        if top > bottom:
            out.append(_Char(text, left, right, bottom, top))
    return out


def _lines(chars: list[_Char]) -> list[list[_Char]]:
    """The characters by line, top to bottom, each line left to right: a character whose
    middle is within the height of a line's first character (boxes as the font sets them,
    so a comma's is a line's height) is on it."""
    lines: list[tuple[float, float, list[_Char]]] = []
    for c in sorted(chars, key=lambda c: (-c.top, c.left)):
        for bottom, top, line in lines:
            if bottom <= c.middle <= top:
                line.append(c)
                break
        else:
            lines.append((c.bottom, c.top, [c]))
    ordered = sorted(lines, key=lambda x: -(x[0] + x[1]))
    return [sorted(line, key=lambda c: c.left) for _, _, line in ordered]


def _laid_out(line: list[_Char], unit: float) -> str:
    """A line's text: words one space apart, and after a gap wider than a character and a
    half (a column's) each at the column its left edge is at (or two spaces after the word
    before, when that runs past it)."""
    out = ""
    prev: _Char | None = None
    for c in line:
        gap = c.left - prev.right if prev is not None else 0.0
        if prev is not None and gap > (c.top - c.bottom) * 0.8:
            out = out.ljust(max(round(c.left / unit), len(out) + 2))  # a column's gap
        elif prev is not None and gap > (c.top - c.bottom) * 0.2:
            out += " "  # a gap between words
        elif prev is None:
            out = " " * round(c.left / unit)
        out += c.text
        prev = c
    return out.rstrip()


def pdfium_layout(textpage: object) -> str:
    """The layout text of a pdfium text page (`PdfPage.get_textpage()`)."""
    chars = _chars(textpage)
    latin = [c.right - c.left for c in chars if c.text.isascii() and c.text.isalnum()]
    if not chars:
        return ""
    unit = statistics.median(latin) if latin else 5.0
    return normalize_chars("\n".join(_laid_out(line, max(unit, 1.0)) for line in _lines(chars)))
