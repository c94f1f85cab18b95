"""Where a career began ("started their career at Huawei", "毕业就进华为的"), a field of study
("compsci degree, bachelor's or master's whatever": no level asked; "cs majors": the
field in lower case and its word of study, no topic), a field of work held at
any time ("做过硬件的", "held a hardware engineering role"), a return to full-time study
("career break to do a full-time degree"), years at the current employer said as a joining
("现公司司龄不到两年"), "china's ivy league" (the C9), a credential typed in lower case
("cfa持证人": a level taken is none). CV reading: a school the catalog knows on a line with
its dates ("ETH Zurich 2016 – 2018"), a degree line with one year (the year it ended).
People are fictional; companies and schools are real ones the catalogs know."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from bot.answer.engine import AnswerEngine
from ingest.parsers import parse_file
from ingest.profile import extract_profile
from ingest.sections import split_sections
from tests.conftest import answered_names, module_engine

CVS = {
    "oskar_lindgren.md": """# Oskar Lindgren

oskar.lindgren@example.se

## Experience

Staff Engineer, Ericsson, Stockholm — Sep 2018 – Present
- Radio software architecture.

Embedded Software Engineer, Huawei, Stockholm — Jul 2012 – Jun 2016
- Baseband firmware in C.

## Education

ETH Zurich 2016 – 2018
MSc in Robotics (full-time)

KTH Royal Institute of Technology — BSc Computer Science, 2012
""",
    "zheng_yutong.md": """# 郑雨桐

zhengyutong@example.cn

## 工作经历

2025.03 - 至今　字节跳动　产品经理
- 负责推荐产品。

2019.07 - 2025.02　华为技术有限公司　软件工程师
- 负责云服务后台。

## 教育经历

2015.09 - 2019.06　浙江大学　软件工程　本科

## 证书

- CFA Level II candidate
""",
}
PEOPLE = {"Oskar Lindgren", "郑雨桐"}
engine = module_engine(CVS, "career-starts", date(2026, 11, 25))


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("who started their career at Huawei?", {"Oskar Lindgren", "郑雨桐"}),
        ("毕业就进华为的有谁", {"Oskar Lindgren", "郑雨桐"}),
        ("anyone w a compsci degree? bachelor's or master's whatever", {"Oskar Lindgren"}),
        ("cs majors?", {"Oskar Lindgren"}),
        ("做过硬件的有吗 嵌入式 画板子 芯片都算", {"Oskar Lindgren"}),
        ("anyone who took a career break to do a full-time degree", {"Oskar Lindgren"}),
        ("现公司司龄不到两年的有谁", {"郑雨桐"}),
        ("any grads from china's ivy league schools (the C9 ones)", {"郑雨桐"}),
        ("有cfa持证人吗", set()),
    ],
)
def test_a_career_fact_in_other_words_names_who_has_it(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people


def test_a_known_school_with_dates_and_a_degree_with_one_year_are_read(tmp_path: Path) -> None:
    path = tmp_path / "oskar_lindgren.md"
    path.write_text(CVS["oskar_lindgren.md"], encoding="utf-8")
    cv = parse_file(path, 1_000_000)
    education = extract_profile(cv, split_sections(cv), None).education
    assert {(e.school, e.start, e.end) for e in education} == {
        ("ETH Zurich", "2016", "2018"),
        ("KTH Royal Institute of Technology", None, "2012"),
    }


def test_a_table_read_cell_by_cell_keeps_each_rows_company(tmp_path: Path) -> None:
    # a DOCX table "时间 | 公司 | 职位 | 内容" read one cell per line: "内容" is a column's name,
    # not an entry's header, so each row's dates go with the company under them
    text = (
        "# 孔令仪\n\nkonglingyi@example.cn\n\n## 工作经历\n\n时间\n公司\n职位\n内容\n"
        "2025.09–至今\n美团(到店事业群)\n高级产品经理\n负责到店团购搜索排序。\n"
        "2018.07–2025.08\n字节跳动(抖音)\n数据分析师\n搭建直播电商指标体系。\n"
    )
    path = tmp_path / "kong_lingyi.md"
    path.write_text(text, encoding="utf-8")
    cv = parse_file(path, 1_000_000)
    jobs = extract_profile(cv, split_sections(cv), None).employment
    assert {(j.employer, j.role, j.start) for j in jobs} == {
        ("美团(到店事业群)", "高级产品经理", "2025-09"),
        ("字节跳动(抖音)", "数据分析师", "2018-07"),
    }
