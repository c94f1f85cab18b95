"""Wide gaps inside a PDF line, kept as cell breaks.

Résumé templates set two fields on one line and push the second to the right margin
(`\\hfill`, a tabular, a right tab): "Stripe ⟶ San Francisco, CA", "Software Engineer,
Ledger ⟶ Aug 2025 – Present". pypdf's plain text joins them with one space
("Stripe San Francisco, CA"), so the line reads as one field and the company becomes part of
a place. Its layout text keeps the distance. `mark_gaps` finds, for each plain line, the
same line in the layout text (equal once all whitespace is removed) and puts the table
row's cell separator (`wrapping.TABLE_ROW`, " | ") where the layout shows a gap much wider
than the line's gaps between words. Lines it cannot align stay as they are.

A plain-text CV aligns its columns with runs of spaces or tabs ("2017.07 - 2022.05    Acme
Ltd    Engineer"): `mark_text_gaps` puts the same separator there, so the employer and the
title stay two fields when the parser later squeezes the spaces.
"""

from __future__ import annotations

import re
import statistics

from ingest.normalize import normalize_chars
from ingest.parsers.wrapping import TABLE_ROW

_RUN = re.compile(r"(?<=\S) +(?=\S)")
# inside a plain-text line: three spaces or more, a tab, or two ideographic spaces
_TEXT_GAP = re.compile(r"(?<=\S)(?:[ \u00a0]{3,}|[ \u00a0]*\t[\t \u00a0]*|\u3000{2,})(?=\S)")
_MIN_GAP = 8  # spaces of layout text: at least this wide …
_GAP_FACTOR = 3  # … and this many times the line's typical gap between words


def _gap_offsets(layout_line: str) -> set[int]:
    """Offsets, counted in non-space characters, after which the line has a wide gap."""
    runs = [(m.start(), len(m.group())) for m in _RUN.finditer(layout_line)]
    if not runs:
        return set()
    # the gaps between words: a line of two cells of one word and two ("Qunar.com ⟶ Beijing,
    # China") has as many column gaps as word gaps, so the wide ones are left out; a line of
    # one gap alone ("Chenxi ⟶ Huo", a name set wide) has no column
    narrow = [length for _, length in runs if length < _MIN_GAP]
    typical = statistics.median(narrow or [length for _, length in runs])
    wide = {start for start, length in runs if length >= max(_MIN_GAP, _GAP_FACTOR * typical)}
    out: set[int] = set()
    count = 0
    for i, ch in enumerate(layout_line):
        if i in wide:
            out.add(count)
        if not ch.isspace():
            count += 1
    return out


def _squeezed(text: str) -> str:
    return "".join(text.split())


def mark_gaps(lines: list[str], layout: str) -> list[str]:
    """`lines` (plain text) with a cell separator where `layout` shows a column gap."""
    gaps: dict[str, set[int]] = {}
    for raw in layout.split("\n"):
        raw = normalize_chars(raw)  # as the plain lines are ("（ADAS 规划）": "(ADAS 规划)")
        key = _squeezed(raw)
        if key and (offsets := _gap_offsets(raw.rstrip())):
            gaps.setdefault(key, offsets)
    if not gaps:
        return lines
    out = []
    for line in lines:
        found = gaps.get(_squeezed(line))
        out.append(_split_at(line, found) if found else line)
    return out


def _split_at(line: str, offsets: set[int]) -> str:
    parts: list[str] = []
    count = 0
    current = ""
    for ch in line:
        if not ch.isspace() and count in offsets and current.strip():
            parts.append(current.strip())
            current = ""
        current += ch
        if not ch.isspace():
            count += 1
    parts.append(current.strip())
    return cells_joined([p for p in parts if p])


_NUMBER = re.compile(r"(?:\d{1,2}|[一二三四五六七八九十]{1,2})[.、)）]?")


def cells_joined(cells: list[str]) -> str:
    """A row's cells on one line, apart (`TABLE_ROW`); a number before the first cell is
    its own ("1  工作经历": a numbered heading, one field)."""
    if len(cells) >= 2 and _NUMBER.fullmatch(cells[0]):
        cells = [f"{cells[0]} {cells[1]}", *cells[2:]]
    return TABLE_ROW.join(cells)


def mark_text_gaps(text: str) -> str:
    """A plain-text CV with a cell separator where a line's columns are set apart by a wide
    run of spaces or a tab (not the indentation that opens a line)."""
    return "\n".join(_TEXT_GAP.sub(TABLE_ROW, line) for line in text.split("\n"))
