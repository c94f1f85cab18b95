"""Two-column plain text, as a two-column CV exported to text (`pdftotext -layout`, a copy
from a word processor) runs its columns side by side on each line:

    SKILLS                 EXPERIENCE
    Python · SQL           Senior Data Scientist, Nubank   2021 – present
    LANGUAGES              - Built credit risk models ...

Read line by line, an entry and its bullets are interleaved with the other column, so a
job's bullets no longer follow the job. `unweave` finds the gutter (the display column
where the right column starts on many lines, CJK characters counting two) and returns each
column's lines in turn, block by block (a line that runs across the gutter, a full-width
heading or a rule, ends a block).

It declines (returns None) unless the evidence is strong: enough lines with text on both
sides of one gutter, few lines crossing it, and a right column that is more than dates (a
one-column CV with its dates right-aligned must stay as it is)."""

from __future__ import annotations

import re
import unicodedata
from collections import Counter

_GAP = re.compile(r"\S( {3,})(?=\S)")
_DATEISH = re.compile(r"^[\d\s./–—\-~至今presentPresentnowNow()年月]+$")
_TOLERANCE = 3  # columns of play in where the right column starts
_MIN_BOTH = 6  # lines with text on both sides of the gutter


def _width(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _split(line: str, gutter: int) -> tuple[str, str] | None:
    """(left, right) of a line at the gutter; None when its text runs across it."""
    stripped = line.rstrip()
    if not stripped:
        return "", ""
    lead = len(stripped) - len(stripped.lstrip(" "))
    if _width(stripped[:lead]) >= gutter - _TOLERANCE:
        return "", stripped.strip()  # right column only
    if _width(stripped) <= gutter - 2:
        return stripped.strip(), ""  # left column only
    for m in _GAP.finditer(stripped):
        start = m.end()
        if abs(_width(stripped[:start]) - gutter) <= _TOLERANCE or (
            _width(stripped[: m.start(1)]) < gutter <= _width(stripped[:start])
        ):
            return stripped[: m.start(1) + 1].strip(), stripped[start:].strip()
    return None


def _gutter(lines: list[str]) -> int | None:
    starts: Counter[int] = Counter()
    for line in lines:
        for m in _GAP.finditer(line.rstrip()):
            starts[_width(line[: m.end()])] += 1
    if not starts:
        return None
    # the most common start, with its neighbours within the tolerance
    best = max(
        starts,
        key=lambda c: sum(n for s, n in starts.items() if abs(s - c) <= _TOLERANCE),
    )
    return best if best >= 16 else None


def unweave(text: str, rows_shared: bool = True) -> str | None:
    """The text with its two columns one after the other, or None if it is not two-column.

    `rows_shared=False`: the columns' lines need not share rows (OCR lays out each text box
    on its own baseline, so two columns with different line spacing alternate rows); then
    enough lines on each side of the gutter count, not only lines with text on both."""
    lines = text.split("\n")
    content = [ln for ln in lines if ln.strip()]
    if len(content) < 10:
        return None
    gutter = _gutter(content)
    if gutter is None:
        return None
    parts = [_split(ln, gutter) for ln in lines]
    both = [p for p in parts if p and p[0] and p[1]]
    crossing = sum(1 for p in parts if p is None)
    rights = [p[1] for p in parts if p and p[1]]
    lefts = sum(1 for p in parts if p and p[0])
    enough = len(both) >= max(_MIN_BOTH, len(content) // 5)
    if not rows_shared:
        enough = enough or min(lefts, len(rights)) >= _MIN_BOTH
    if not enough or crossing > len(content) // 6:
        return None
    if sum(1 for r in rights if _DATEISH.match(r)) > len(rights) // 2:
        return None  # right-aligned dates, not a second column
    if sum(1 for r in rights if len(r.split()) >= 3 or _width(r) >= 16) < len(rights) // 3:
        return None
    out: list[str] = []
    left: list[str] = []
    right: list[str] = []

    def flush() -> None:
        out.extend(left)
        out.extend(right)
        left.clear()
        right.clear()

    for line, part in zip(lines, parts, strict=True):
        if part is None:
            flush()
            out.append(line.strip())
            continue
        if part[0]:
            left.append(part[0])
        if part[1]:
            right.append(part[1])
    flush()
    return "\n".join(out)
