"""A move from one named employer to another ("went from SF Express to Alibaba", "从顺丰去了阿里
的"), an industry of its own (logistics), a field of work (actuarial), people managed at any
time said with direct reports, an internship at a company's lab before a job at the company,
a level left unfinished that only "counts too" ("肄业的也算"), a year said as "2019年内任一时间",
Chinese internet companies as a group ("互联网大厂" is not Huawei), and an owner named only by
an initial and a surname in a handle. People are fictional; companies and schools are real
ones the catalogs know."""

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
    "resume_2026.md": """# Backend Engineer — Payments

Hangzhou · k.mensah@example.com · linkedin.com/in/kmensah

## Experience

### Alibaba Group — Hangzhou
**Senior Backend Engineer**, 03/2019 – today

- Own the settlement service for cross-border payments.

### SF Express — Shenzhen
**Backend Engineer**, 09/2015 – 02/2019

- Built the waybill routing service.

### Nokia — Espoo
**Software Engineer**, 09/2014 – 06/2015

- Base-station tooling.

### Nokia Bell Labs — Espoo
**Research Intern**, 06/2013 – 08/2013

- Channel simulation.
""",
    "lu_wanqing.md": """# 陆婉清

邮箱：luwanqing@example.cn

## 工作经历

2018.07 - 至今　友邦人寿　精算分析师
- 带领 3 人精算小组，负责准备金评估。

2017.07 - 2017.09　美团　数据分析实习生
- 到店业务报表。

2016.07 - 2016.09　华为技术有限公司　财务实习生
- 费用核算。

2015.07 - 2015.08　爱奇艺　运营实习生
- 会员数据整理。

## 教育经历

2016.09 - 2018.03　浙江大学　统计学　硕士（肄业）
2012.09 - 2016.06　武汉大学　数学与应用数学　本科
""",
}
PEOPLE = {"K. Mensah", "陆婉清"}
engine = module_engine(CVS, "moves-fields", date(2026, 11, 25))


@pytest.mark.parametrize(
    ("question", "people"),
    [
        # a move between two named employers, in that order
        ("anyone who went from SF Express to Alibaba", {"K. Mensah"}),
        ("从顺丰去了阿里的有谁", {"K. Mensah"}),
        ("从阿里跳到顺丰的", set()),
        # an industry of its own
        ("anyone with logistics industry experience", {"K. Mensah"}),
        # a field of work and its years
        ("精算干了5年以上的有吗", {"陆婉清"}),
        # people managed at any time, said with direct reports
        ("带过团队的 有直接下属那种", {"陆婉清"}),
        # an internship at a company's lab, then a job at the company
        (
            "anyone who interned somewhere and later came back full time to the same company",
            {"K. Mensah"},
        ),
        # a degree left unfinished that only counts too
        ("有浙大出来的吗 肄业的也算", {"陆婉清"}),
        # a year said as "2019年内任一时间"
        ("2019年内任一时间在阿里工作过的候选人有哪些？", {"K. Mensah"}),
        # Chinese internet companies as a group: Huawei is not one
        ("有在互联网大厂实习过的吗", {"陆婉清"}),
        ("anyone interned at one of the big chinese internet cos, BAT and the like", {"陆婉清"}),
        # a subsidiary counts for "百度系"; a nickname with Latin letters read as a question is
        ("有在百度系公司干过的吗", {"陆婉清"}),
        ("有华子出来的吗", {"陆婉清"}),
        # "5 years straight", "不少于 8 年" (a space before the number)
        ("who's stayed 5+ years straight at one company", {"陆婉清", "K. Mensah"}),
        ("全职工作经验不少于 8 年的候选人有哪些？", {"陆婉清", "K. Mensah"}),
    ],
)
def test_a_move_a_field_or_a_group_asked_names_who_has_it(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people


def test_an_initial_and_a_surname_in_two_handles_name_the_owner(tmp_path: Path) -> None:
    path = tmp_path / "resume_2026.md"
    path.write_text(CVS["resume_2026.md"], encoding="utf-8")
    cv = parse_file(path, 1_000_000)
    assert extract_profile(cv, split_sections(cv), None).names == ["K. Mensah"]


def test_a_later_title_promoted_into_holds_to_the_end_of_its_entry(tmp_path: Path) -> None:
    path = tmp_path / "feng_yu.md"
    path.write_text(
        # a table read cell by cell, as a DOCX's is
        "# 冯宇\n\n## 工作经历\n\n时间 | 公司 | 职位\n2020.07 - 至今\n平头哥半导体有限公司\n"
        "资深芯片设计工程师（2023.04晋升）；高级芯片设计工程师（2020.07-2023.03）\n",
        encoding="utf-8",
    )
    cv = parse_file(path, 1_000_000)
    jobs = extract_profile(cv, split_sections(cv), None).employment
    assert {(j.role, j.start, j.end, j.ongoing) for j in jobs} == {
        ("资深芯片设计工程师", "2023-04", None, True),
        ("高级芯片设计工程师", "2020-07", "2023-03", False),
    }


def test_a_latin_and_chinese_alias_is_found_in_a_question_read_with_a_space() -> None:
    from ingest.orgs import OrgCatalog

    assert [m.id for m in OrgCatalog.load().find("B 站出来的有谁")] == ["bilibili"]
