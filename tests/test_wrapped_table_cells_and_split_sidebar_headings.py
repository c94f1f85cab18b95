"""A PDF résumé set as a table whose narrow cells wrapped ("澄川储能科技有" / "限公司") is read
back a row to a line with each cell whole (what a notes column says on a line under it), so
each job keeps its employer, title and dates, also from pdfium's characters where pypdf's
layout is unreadable; and a
sidebar's heading that the text layer broke over two lines ("…@example.com 教育" / "背景") or
left at the end of a date ("2015.06 技能") is a heading of its own. The CVs are fictional;
the PDF is drawn with reportlab."""

from __future__ import annotations

import io
from pathlib import Path

from ingest.parsers import parse_file
from ingest.parsers.pdfium_layout import pdfium_layout
from ingest.parsers.side_headings import headings_apart
from ingest.parsers.wrapped_table import wrapped_table_rows
from ingest.profile import extract_profile
from ingest.sections import split_sections


def _table_pdf() -> bytes:
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.cidfonts import UnicodeCIDFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))
    out = io.BytesIO()
    c = canvas.Canvas(out, pagesize=A4)
    y = 800.0

    def put(x: float, text: str, size: float = 10) -> None:
        c.setFont("STSong-Light", size)
        c.drawString(x, y, text)

    for text, size, gap in [("岑曜东", 16, 20), ("硬件工程师 | cen.yaodong@example.com", 10, 25),
                            ("工作经历", 12, 20)]:  # fmt: skip
        put(60, text, size)
        y -= gap
    columns = [60, 160, 260, 360]
    for x, text in zip(columns, ["时间", "单位", "职位", "主要工作"], strict=True):
        put(x, text)
    y -= 20
    rows = [
        [["2021.03–至今"], ["澄川储能科技有", "限公司"], ["高级硬件工程师", "（电源组组长）"],
         ["负责储能变流器主", "功率板设计"]],
        [["2017.07–2021.02"], ["北辰电子（苏州）", "有限公司"], ["硬件工程师"],
         ["参与电源模块开发"]],
    ]  # fmt: skip
    for row in rows:
        for k in range(max(len(cell) for cell in row)):
            for x, cell in zip(columns, row, strict=True):
                if k < len(cell):
                    put(x, cell[k])
            y -= 14
        y -= 8
    for text, size in [("教育背景", 12), ("2013.09–2017.06  东南大学  电气工程  工学学士", 10)]:
        y -= 10
        put(60, text, size)
        y -= 10
    c.save()
    return out.getvalue()


def test_a_table_whose_cells_wrapped_keeps_each_jobs_employer_title_and_dates(
    tmp_path: Path,
) -> None:
    path = tmp_path / "岑曜东_简历.pdf"
    path.write_bytes(_table_pdf())
    cv = parse_file(path, 20_000_000)
    lines = [line.text for line in cv.lines]
    assert (
        "2021.03–至今 | 澄川储能科技有限公司 | 高级硬件工程师(电源组组长)" in lines
    )  # ( normalised
    assert "负责储能变流器主功率板设计" in lines  # the notes column, whole, under its row
    jobs = extract_profile(cv, split_sections(cv)).employment
    assert [(j.employer, j.role, j.start, j.end) for j in jobs] == [
        ("澄川储能科技有限公司", "高级硬件工程师", "2021-03", None),
        ("北辰电子(苏州)有限公司", "硬件工程师", "2017-07", "2021-02"),
    ]


def test_pdfium_characters_lay_a_table_out_in_columns_as_pypdf_does() -> None:
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(_table_pdf())
    layout = pdfium_layout(document[0].get_textpage())
    document.close()
    text = ["时间", "单位", "职位", "主要工作", "2021.03–至今", "澄川储能科技有", "高级硬件工程师",
            "负责储能变流器主", "限公司", "（电源组组长）", "功率板设计", "2017.07–2021.02",
            "北辰电子（苏州）", "硬件工程师", "参与电源模块开发", "有限公司",
            "教育背景"]  # fmt: skip
    assert wrapped_table_rows(text, layout)[4:8] == [
        "2021.03–至今 | 澄川储能科技有限公司 | 高级硬件工程师(电源组组长)",  # as laid out
        "负责储能变流器主功率板设计",
        "2017.07–2021.02 | 北辰电子(苏州)有限公司 | 硬件工程师",
        "参与电源模块开发",
    ]


def test_a_sidebar_heading_broken_over_two_lines_or_after_a_date_is_a_heading() -> None:
    lines = ["邮箱：cen.yaodong@example.com 教育", "背景", "东南大学",
             "2013.09 – 2017.06 技能", "github.com/cenyd 荣誉", "时间 学校 专业 学历",
             "熟悉 Python 技能"]  # fmt: skip
    assert headings_apart(lines) == [
        "邮箱：cen.yaodong@example.com", "教育背景", "东南大学", "2013.09 – 2017.06", "技能",
        "github.com/cenyd", "荣誉", "时间 学校 专业 学历", "熟悉 Python 技能",
    ]  # fmt: skip
