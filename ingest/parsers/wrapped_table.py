"""A PDF table whose narrow cells wrapped, read back one cell to a line.

A résumé set as a table ("时间 | 单位 | 职位 | 主要工作") wraps long cells inside their column:
the text layer gives "高级电力电子工程" / "师（功率模块组组" / "长）" as lines of their own, mixed
with the next column's pieces ("电力电子工程师 参与 20kW/30kW 直流充电模"). The page's layout
text keeps each piece at its column's position, so under a header row of field labels every
row's cells can be put back together: a row to a line, each cell whole, the cells apart
(`TABLE_ROW`, as the rows of a table whose cells did not wrap are read), and what a notes
column says on a line of its own under its row. The text's lines are replaced only when the
table holds exactly their characters, so nothing is lost or invented."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ingest.language import column_fields, is_column_header, names_notes
from ingest.models import TextLine
from ingest.normalize import join_wrapped, normalize_text
from ingest.parsers.wrapping import TABLE_ROW
from ingest.sections import section_heading

_GAP = re.compile(r"\S+(?:\s\S+)*")  # a header's cells: text between 2+ spaces
_TOKEN = re.compile(r"\S+")
_DASH = re.compile(r"[-–—~至]")
_CLAUSE_END = re.compile(r"[，,。；;:：]\s*")
_SCRIPT_CHANGE = re.compile(r"(?<=\d)(?=[\u4e00-\u9fff])(?![年月日号])")
_ALIGN = 3  # characters a piece may start off its column (full-width brackets shift it)
_YEAR_START = re.compile(r"(?:19|20)\d{2}")
# a first cell cut inside a range: after its dash, or between a month's number and 月
_WRAPPED_RANGE = re.compile(r"[-–—~至]\s*$|年\s*\d{1,2}\s*$")


@dataclass
class _Row:
    cells: list[list[str]] = field(default_factory=list)

    def add(self, column: int, text: str) -> None:
        self.cells[column].append(text)

    def lines(self, notes: set[int], mixed: set[int]) -> list[str]:
        """The row on one line, its cells apart (`TABLE_ROW`), each cell whole; a cell of a
        notes column ("主要工作", "Highlights") on a line of its own under it, and so is what
        follows the first clause of a column of a field and notes ("职位 / 工作内容": "资深工程
        师，负责…")."""
        head, said = [], []
        for c, pieces in enumerate(self.cells):
            text = _joined(pieces) if pieces else ""
            if not text:
                continue
            if c in notes:
                said.append(text)
            elif c in mixed and (cut := _CLAUSE_END.search(text)):
                head.append(text[: cut.start()].strip())
                said.append(text[cut.end() :].strip())
            else:
                head.append(text)
        return ([TABLE_ROW.join(head)] if head else []) + [x for x in said if x]


def _joined(pieces: list[str]) -> str:
    """A cell's wrapped pieces as one text: Chinese runs on without a space, and a word
    broken at a hyphen ("Se-" / "nior") is whole again."""
    out = pieces[0]
    for piece in pieces[1:]:
        out = join_wrapped(out, piece) if out else piece
    return out


def _pieces(line: str) -> list[tuple[int, str]]:
    return [(m.start(), m.group()) for m in _GAP.finditer(line.replace("\t", "  "))]


def _cells(starts: list[int], line: str) -> dict[int, str] | None:
    """A layout line's text by column: each word in the column it starts in (a little before
    a column's start counts as in it); a word glued across a column's start at a change of
    script ("2017.07–2021.02北辰电子") is two words. None when a word runs far across the next
    column or two columns' words are one space apart (a paragraph under the table)."""
    out: dict[int, list[str]] = {}
    words = [(m.start(), m.group()) for m in _TOKEN.finditer(line.replace("\t", " "))]
    last = (0, -1, "")  # where the word before ends, its column, and the word
    while words:
        at, word = words.pop(0)
        # one space after the word before: a column's own word unless it starts right at
        # the next column ("2021 年 4 月 – 2022 年 8" is one cell)
        near = _ALIGN if last[1] < 0 or at - last[0] >= 2 else 1
        column = max(c for c, x in enumerate(starts) if x <= at + near or c == 0)
        if last[1] >= 0 and _DASH.fullmatch(word):
            column = last[1]  # "2020.07   –": a range's dash goes with its start
        if (
            last[1] >= 0
            and column != last[1]
            and at - last[0] < 2
            and not _DASH.fullmatch(last[2])
            and not _SCRIPT_CHANGE.search(last[2][-1:] + word[:1])
        ):
            return None  # words one space apart in two columns: running text
        if column + 1 < len(starts) and at + len(word) > starts[column + 1] + _ALIGN:
            cut = [m.start() for m in _SCRIPT_CHANGE.finditer(word)]
            if not cut:
                return None
            word, rest = word[: cut[-1]], word[cut[-1] :]
            words.insert(0, (max(at + len(word), starts[column + 1]), rest))
        out.setdefault(column, []).append(word)
        last = (at + len(word), column, word)
    return {c: " ".join(words) for c, words in out.items()}


def _table(layout: list[str], head: int) -> tuple[list[str], int] | None:
    """The rows under the header row `layout[head]`, one line a cell, and the index of the
    first layout line after the table; None when no row wrapped (nothing to mend)."""
    header = _pieces(layout[head])
    starts = [at for at, _ in header]
    labels = [t for _, t in header]
    notes = {c for c, f in enumerate(column_fields(labels)) if f == {"notes"}}
    fields = column_fields(labels)
    # ("职位 / 工作内容": a title, then what was done; not "专业 / 备注", whose notes come first)
    mixed = {c for c, t in enumerate(labels) if "role" in fields[c] and names_notes(t)}
    rows: list[_Row] = []
    wrapped = False
    blank = True
    i = head + 1
    while i < len(layout):
        if not layout[i].strip():
            blank, i = True, i + 1
            continue
        cells = _cells(starts, layout[i])
        if cells is None or _ends_table(layout[i]):
            break  # a line across the columns, a heading or another header: the table is over
        if blank and 0 not in cells:
            break  # after a gap, a line that opens no row
        if list(cells) == [0] and not _YEAR_START.match(cells[0]):
            if not rows or not _ended_open(rows[-1]):
                break  # a heading or a paragraph at the left edge: the table is over
        first = cells.get(0)
        # a line with a first cell opens a row, unless that cell ends a range cut at its dash
        opens_row = first is not None and (not rows or not _ended_open(rows[-1]))
        if opens_row or not rows:
            rows.append(_Row(cells=[[] for _ in starts]))
        else:
            wrapped = True
        for c, text in cells.items():
            rows[-1].add(c, text)
        blank, i = False, i + 1
    if not rows or not wrapped:
        return None
    return [line for row in rows for line in row.lines(notes, mixed)], i


def _ends_table(line: str) -> bool:
    """A section's heading ("工作经历") or the next table's header row."""
    text = " ".join(line.split())
    return is_column_header(line) or section_heading(TextLine(text=text, page=1)) is not None


def _ended_open(row: _Row) -> bool:
    """A row whose first cell ends in a range's dash: the next piece is that range's end."""
    return bool(row.cells[0]) and bool(_WRAPPED_RANGE.search(row.cells[0][-1]))


def _chars(lines: list[str]) -> list[str]:
    """The characters of `lines`, but for spaces, hyphens, the cells' separators and the
    punctuation a cell of a title and notes is cut at."""
    text = "".join(normalize_text(x).replace(TABLE_ROW, "") for x in lines)
    return sorted(re.sub(r"[\s\-\u00ad\ufffe，,。；;:：]", "", text))


def _header_at(lines: list[str], header: str, cells: int) -> int | None:
    """The index of the first line after the header row in `lines`, where the text gives
    the header on one line or a cell to a line."""
    for k in range(len(lines)):
        for n in range(1, cells + 1):
            if " ".join(" ".join(lines[k : k + n]).split()) == header:
                return k + n
    return None


def wrapped_table_rows(lines: list[str], layout: str) -> list[str]:
    """`lines` (a page's text, a line each) with each table whose cells wrapped read back one
    cell to a line; unchanged when the layout's table does not hold exactly those lines."""
    grid = layout.split("\n")
    out = list(lines)
    for head, raw in enumerate(grid):
        pieces = _pieces(raw)
        if len(pieces) < 3 or not is_column_header(raw):
            continue
        found = _table(grid, head)
        header = " ".join(t for _, t in pieces)
        at = _header_at(out, header, len(pieces))
        if found is None or at is None:
            continue
        cells, after = found
        following = next((x.split()[0] for x in grid[after:] if x.strip()), None)
        end = next(
            (k for k in range(at, len(out)) if following and out[k].startswith(following)),
            len(out) if following is None else None,
        )
        if end is not None and _chars(out[at:end]) == _chars(cells):
            out[at:end] = cells
    return out
