"""Entries laid out as a grid of two columns, read one column after the other: a PDF whose
text layer holds the left column (each row's dates, employer, group and city) before the
right one (each row's title and bullets), as a LaTeX résumé set in two columns is drawn:

    2025.01–至今 / 平头哥半导体有限公司 / 杭州 / 2022.04–2024.12 / 平头哥半导体有限公司 / 杭州
    物理设计专家 / • 负责… / 高级物理设计工程师 / • 负责…

`rejoin_grid` puts each row's right group after its left one when the two runs hold as many
rows as groups; otherwise the lines stay as they are."""

from __future__ import annotations

from ingest.language import STARTS_WITH_RANGE, degree_level, is_bullet, is_date_only
from ingest.models import TextLine
from ingest.sections import section_heading

_SIDE = 3  # lines of a row's left group after its dates: employer, group, city
_SHORT = 30  # display characters of such a line


def _date_first(text: str) -> bool:
    return bool(is_date_only(text) or STARTS_WITH_RANGE.match(text)) and len(text) <= _SHORT


def _plain(line: TextLine) -> bool:
    """Neither a bullet nor a section's heading alone ("论文：基于…" is a line of an entry)."""
    text = line.text.strip()
    heading = section_heading(line)
    return bool(text) and not is_bullet(text) and (heading is None or bool(heading[2].strip()))


def _left_rows(lines: list[TextLine], i: int) -> list[tuple[int, int]]:
    rows = []
    while i < len(lines) and _date_first(lines[i].text.strip()):
        k = i + 1
        while (
            k < len(lines)
            and k - i <= _SIDE
            and _plain(lines[k])
            and len(lines[k].text.strip()) <= _SHORT
            and not _date_first(lines[k].text.strip())
        ):
            k += 1
        rows.append((i, k))
        i = k
    return rows


def _right_groups(lines: list[TextLine], i: int, wanted: int) -> list[tuple[int, int]]:
    """Each row's right group: a title and its bullets, or a degree and the lines under it
    ("硕士 微电子学与固体电子学" / "论文：…")."""
    groups: list[tuple[int, int]] = []
    while len(groups) < wanted and i < len(lines) and _plain(lines[i]):
        end = i + 1
        if degree_level(lines[i].text):
            while end < len(lines) and _plain(lines[end]) and not degree_level(lines[end].text):
                end += 1
        elif end < len(lines) and is_bullet(lines[end].text.strip()):
            while end < len(lines) and is_bullet(lines[end].text.strip()):
                end += 1
        else:
            break
        groups.append((i, end))
        i = end
    return groups


def _bracketed_joined(left: list[TextLine]) -> list[TextLine]:
    """A left line wholly in brackets ("（阿里巴巴集团）") is part of the employer above it."""
    out: list[TextLine] = []
    for line in left:
        text = line.text.strip()
        if out and len(out) > 1 and text[:1] in "(（" and text[-1:] in ")）":
            out[-1] = out[-1].model_copy(update={"text": f"{out[-1].text.strip()}{text}"})
        else:
            out.append(line)
    return out


def rejoin_grid(lines: list[TextLine]) -> list[TextLine]:
    out: list[TextLine] = []
    i = 0
    while i < len(lines):
        rows = _left_rows(lines, i)
        if len(rows) >= 2:
            # the last row's left group may have taken the first title ("上海" / "物理设计专家")
            first, last = rows[-1]
            groups: list[tuple[int, int]] = []
            for cut in range(last, first + 1, -1):
                groups = _right_groups(lines, cut, len(rows))
                if len(groups) == len(rows):
                    rows[-1] = (first, cut)
                    break
            if len(groups) == len(rows) and all(b > a + 1 for a, b in rows):
                for (a, b), (c, d) in zip(rows, groups, strict=True):
                    out += _bracketed_joined(lines[a:b]) + lines[c:d]
                i = groups[-1][1]
                continue
        out.append(lines[i])
        i += 1
    return out
