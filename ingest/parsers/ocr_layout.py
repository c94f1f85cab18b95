"""Reading order of the text boxes OCR finds on a page: boxes on one baseline become one
line (left to right), lines go top to bottom, and a page set in two columns is read one
column after the other.

Columns are decided the way plain text exported side by side is (`columns.unweave`, one home
for that decision): the boxes are laid out as text, each at the character column of its left
edge, and `unweave` splits them at the gutter only on strong evidence (enough lines on each
side, which need not share rows, few lines across it, a right column that is more than
dates), so a one-column CV with right-aligned dates is read line by line.

A photographed page is rarely level: the slope of the boxes' top edges (their median) is
taken out before boxes are grouped into lines, so a date at the right margin stays on its own
line and does not join the end of the line above it.

Boxes of one line are joined with a space, except Chinese next to Chinese with no visible gap
(the recogniser reads a Chinese line without spaces; none are added).
"""

from __future__ import annotations

import itertools
import statistics
from dataclasses import dataclass

from ingest.language import HAN_WIDE_CHAR
from ingest.normalize import display_width
from ingest.parsers.columns import unweave

_SAME_LINE = 0.5  # centres closer than this share of the line height are one line
_TIGHT_GAP = 0.5  # a gap under this share of the height is no word space between CJK


@dataclass(frozen=True)
class Box:
    """One recognised text box: its bounding rectangle in pixels, text and confidence."""

    x0: float
    y0: float
    x1: float
    y1: float
    text: str
    score: float
    slope: float = 0.0  # of the box's top edge (dy/dx): the page's tilt where it was found

    @property
    def height(self) -> float:
        return max(1.0, self.y1 - self.y0)

    @property
    def middle(self) -> float:
        return (self.y0 + self.y1) / 2

    @classmethod
    def of(cls, points: list[list[float]], text: str, score: float) -> Box:
        """A box from the recogniser's four corner points."""
        xs = [float(p[0]) for p in points]
        ys = [float(p[1]) for p in points]
        dx = xs[1] - xs[0] if len(points) >= 2 else 0.0
        slope = (ys[1] - ys[0]) / dx if dx > 0 else 0.0
        return cls(min(xs), min(ys), max(xs), max(ys), text.strip(), float(score), slope)


def _tilt(boxes: list[Box]) -> float:
    """The page's tilt: the median slope of the wide boxes (short ones measure it badly)."""
    slopes = [b.slope for b in boxes if b.x1 - b.x0 >= 4 * b.height and abs(b.slope) < 0.1]
    return statistics.median(slopes) if len(slopes) >= 3 else 0.0


def _rows(boxes: list[Box]) -> list[list[Box]]:
    """Boxes grouped into lines, top to bottom (the page's tilt taken out); each line left to
    right."""
    tilt = _tilt(boxes)

    def level(b: Box) -> float:  # the box's middle as if the page lay straight
        return b.middle - tilt * (b.x0 + b.x1) / 2

    rows: list[list[Box]] = []
    for box in sorted(boxes, key=lambda b: (level(b), b.x0)):
        if rows:
            first = rows[-1][0]
            if abs(level(box) - level(first)) < _SAME_LINE * min(box.height, first.height) and (
                not any(_over(box, b) for b in rows[-1])
            ):
                rows[-1].append(box)
                continue
        rows.append([box])
    return [sorted(row, key=lambda b: b.x0) for row in rows]


def _over(a: Box, b: Box) -> bool:
    """Two boxes that share much of their width: one above the other (a bullet under an
    entry's header on a tilted photo), never two words of one line."""
    shared = min(a.x1, b.x1) - max(a.x0, b.x0)
    return shared > 0.5 * min(a.x1 - a.x0, b.x1 - b.x0)


def _tight(left: Box, right: Box) -> bool:
    """Chinese touching Chinese: one run of text, no space between."""
    gap = right.x0 - left.x1
    return (
        gap < _TIGHT_GAP * min(left.height, right.height)
        and bool(HAN_WIDE_CHAR.match(left.text[-1:]))
        and bool(HAN_WIDE_CHAR.match(right.text[:1]))
    )


def _joined(row: list[Box]) -> str:
    out = row[0].text
    for left, right in itertools.pairwise(row):
        out += ("" if _tight(left, right) else " ") + right.text
    return out


def _laid_out(row: list[Box], cell: float) -> str:
    """The line as plain text with each box at the character column of its left edge."""
    out = ""
    for n, box in enumerate(row):
        if n and _tight(row[n - 1], box):
            out += box.text
            continue
        column = round(box.x0 / cell)
        out += " " * max(1 if n else 0, column - display_width(out)) + box.text
    return out


def reading_order(boxes: list[Box]) -> list[str]:
    """The page's lines in reading order."""
    boxes = [b for b in boxes if b.text]
    if not boxes:
        return []
    rows = _rows(boxes)
    widths = [(b.x1 - b.x0) / display_width(b.text) for b in boxes if display_width(b.text) >= 4]
    if widths:
        cell = max(1.0, statistics.median(widths))
        columns = unweave("\n".join(_laid_out(row, cell) for row in rows), rows_shared=False)
        if columns is not None:
            return [" ".join(line.split()) for line in columns.split("\n") if line.strip()]
    return [_joined(row) for row in rows]


def confidence(boxes: list[Box]) -> float:
    """Mean recognition confidence, weighted by each box's length in characters."""
    weights = [max(1, len(b.text)) for b in boxes]
    if not boxes:
        return 0.0
    return sum(b.score * w for b, w in zip(boxes, weights, strict=True)) / sum(weights)
