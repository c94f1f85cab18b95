"""Filters recruiters ask in words the reader had no rule for: a company's industry now
("who's at a chip company right now"), an industry beside a topic ("在对冲基金做过量化研究的"),
a title word in the other script ("senior" is also 高级), years in a field said with a verb
("做数分5年以上"), an internship kept on ("实习留用"), the last diploma after a two-digit year
("20年以后才拿到最后一个文凭"), work in a country's own territory ("在德国本土上过班", cities
said after it), a credential in words ("项目管理那个证 … pmi发的", not a training course).
People are fictional; the companies and schools are real ones the catalogs know."""

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
    "greta_lindqvist.md": """# Greta Lindqvist

greta.lindqvist@example.com

## Experience

Senior Quantitative Researcher, Two Sigma, London — Jul 2021 – Present
- Equity signal research in Python.

Data Scientist, Zalando SE, Berlin, Germany — Jan 2016 – Jun 2021
- Demand forecasting for the fashion catalogue.

## Education

Year | Degree | Institution
2012 – 2015
PhD in Statistics
Technical University of Munich
2024 – in progress
MSc in Finance (online, part-time)
University of London
""",
    "zhou_mingyuan.md": """# 周明远

zhoumingyuan@example.cn

## 工作经历

2019.07 - 至今　平头哥半导体有限公司　高级数字IC设计工程师
- 负责 NPU 模块 RTL 设计。

2018.07 - 2018.12　平头哥半导体有限公司　数字IC设计实习生
- 实习期间获得转正 offer。

## 教育经历

2016.09 - 2019.06　电子科技大学　硕士
2012.09 - 2016.06　电子科技大学　本科

## 证书

- PMP 培训课程（未参加认证考试）
""",
    "lin_xiaotong.md": """# 林晓彤

linxiaotong@example.cn

## 工作经历

2023.07 - 至今　京东　产品经理
- 负责供应链产品。

2017.07 - 2023.06　美团　数据分析师
- 负责到店业务经营分析。

2016.07 - 2016.09　寒武纪科技　软件实习生
- 编译器测试。

## 教育经历

2020.09 - 2022.06　中央财经大学　硕士（非全日制）
2013.09 - 2017.06　中央财经大学　本科

## 证书

- PMP（项目管理专业人士）认证，2021年取得
""",
}
PEOPLE = {"Greta Lindqvist", "周明远", "林晓彤"}
engine = module_engine(CVS, "other-words", date(2026, 11, 25))


@pytest.mark.parametrize(
    ("question", "people"),
    [
        # the industry of the position held now; a past internship in it is not
        ("who's at a chip company right now", {"周明远"}),
        ("现在在芯片公司上班的有谁", {"周明远"}),
        # an industry and what was done there; the industry is no place to look up
        ("有没有在对冲基金做过量化研究的", {"Greta Lindqvist"}),
        # "senior" in the title, in either script
        ("who has senior in their current title", {"Greta Lindqvist", "周明远"}),
        # years in a field: "做数分", "data analytics roles"
        ("做数分5年以上的有吗", {"林晓彤"}),
        ("need someone w 5+ yrs in data analytics roles", {"林晓彤"}),
        # an internship that became the job
        ("有谁是实习留用的", {"周明远"}),
        ("anyone who got a return offer from their internship and took it", {"周明远"}),
        # the last degree finished after a year; one in progress is no degree finished
        ("谁是20年以后才拿到最后一个文凭的 在读的不算", {"林晓彤"}),
        ("请列出最近一个学位在2021年及以后完成的候选人", {"林晓彤"}),
        ("who graduated post 2020 - like their latest diploma is from 2021+", {"林晓彤"}),
        # a country, its own territory, its cities said again
        ("有没有在德国本土上过班的", {"Greta Lindqvist"}),
        ("anyone whos had a job in deutschland? berlin munich whatever", {"Greta Lindqvist"}),
        # a credential named in words; a training course without the exam is none
        ("谁考下了项目管理那个证 就是pmi发的那个", {"林晓彤"}),
        ("anyone certified as a project management professional by PMI?", {"林晓彤"}),
        # years said with a word of adding up
        ("全职工作年限累计满8年的候选人有哪些？", {"Greta Lindqvist", "林晓彤"}),
    ],
)
def test_a_filter_in_other_words_names_who_meets_it(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people


def test_an_education_table_read_cell_by_cell_keeps_each_rows_dates(tmp_path: Path) -> None:
    # "Year | Degree | Institution": each row's dates, then its degree, then its school;
    # "2024 – in progress" is a degree not finished
    path = tmp_path / "greta_lindqvist.md"
    path.write_text(CVS["greta_lindqvist.md"], encoding="utf-8")
    cv = parse_file(path, 1_000_000)
    education = extract_profile(cv, split_sections(cv), None).education
    rows = {(e.start, e.end, e.ongoing) for e in education}
    assert rows == {("2012", "2015", False), ("2024", None, True)}
