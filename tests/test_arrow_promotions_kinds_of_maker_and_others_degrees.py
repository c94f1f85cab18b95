"""Titles joined by an arrow whose later one is dated by its promotion ("结构工程师 → 高级结构工程
师（2024.01 晋升）": the later one is current); a long header with a note in brackets ("(formerly
…)") is still a header; kinds of employer asked by what they make or do (a PV-inverter maker, an
EMS / contract manufacturer, consumer finance said alone); "它家的 agoda" (its Agoda); a
university's teaching staff ("teaching at a uni, lecturer or above"); a tool listed after
another after "用过" is a tool ("用过 Kinaxis 或 SAP"); a concept asked with a word
the topic drops ("材料方向"); "博后" (a postdoc); "actual reports" (people managed); "a decade+
of real FT experience"; "not still studying"; other people's degrees ("labs for 180 MSc
students") are not the owner's; a name guessed from an e-mail handle leaves a trade word out
("wanjinghe.policy@": the older CV's 万景和). People are fictional; companies and schools
are real ones the catalogs know."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from tests.conftest import answered_names, lines_profile, module_engine

HEADER = (
    "Postdoctoral Researcher, Max-Planck-Institut für Sustainable Materials (formerly "
    "Max-Planck-Institut für Eisenforschung), Department of Microstructure Physics and Alloy "
    "Design, Düsseldorf — since 09/2023"
)
CVS = {
    "cen_xiaoyue.md": """# 岑小岳

cenxiaoyue@example.cn

## 工作经历

深圳市大疆创新科技有限公司（DJI） 2021.07 – 至今
消费级无人机事业部・结构工程师 → 高级结构工程师（2024.01 晋升）
- 负责云台结构设计。

阳光电源股份有限公司（光伏逆变器事业部） 2018.07 – 2021.06
硬件工程师
- 负责组串式逆变器功率回路设计。

## 教育经历

2014.09 - 2018.06　南方科技大学　机械工程　本科
""",
    "halvard_nyquist.md": f"""# Halvard Nyquist

halvard.nyquist@example.no

## Appointments

{HEADER}
Combining atom probe tomography and DFT on hydrogen trapping in steels.

## Education

PhD in Materials Science and Engineering, NTNU, 2023.
""",
    "ottilie_brandvik.md": """# Ottilie Brandvik

ottilie.brandvik@example.com

## Research Experience

University of Edinburgh | Sep 2023 – Dec 2024
Teaching Assistant, Machine Learning Practical
- Marked coursework and ran weekly labs for 180 MSc students.

## Education

University of Edinburgh — PhD in Informatics, 2023 – expected 2027
Zhejiang University — B.Eng. in Computer Science, 2019 – 2023
""",
    "gan_siyan.md": """# 甘思妍

gansiyan@example.cn

## 工作经历

2022.08 - 至今　招联消费金融股份有限公司　风险策略经理
- 负责现金贷贷前策略与额度策略，管理 4 名策略分析师。

## 教育经历

2013.09 - 2017.06　重庆大学　统计学　本科
""",
    "marisol_etxeberria.md": """# Marisol Etxeberria

marisol.etxeberria@example.mx

## Experience

Jabil — Senior Supply Chain Planner — Guadalajara, Mexico — 2021-04 – Present
- Moved constrained supply planning from spreadsheets to Kinaxis RapidResponse.
- Ran MRP in SAP ECC for an automotive infotainment program.

Celestica — Materials Planner — Monterrey, Mexico — 2012-01 – 2021-03
- Weekly material requirements for server programs.

## Education

BSc Industrial Engineering, Tecnológico de Monterrey, 2007 – 2011
""",
    "wen_zihang.md": """# 闻梓航

wenzihang@example.cn

## 工作经历

2018.07 - 2020.12　国泰君安证券股份有限公司　研究所　行业分析师
- 覆盖物流与快递行业。

2015.07 - 2018.06　顺丰速运有限公司　战略规划部　分析师
- 负责网点产能测算。

## 教育经历

2011.09 - 2015.06　上海财经大学　金融学　本科
""",
    "lidwina_arnesen.md": """# Lidwina Arnesen

lidwina.arnesen@example.ch

## Experience

Market Manager, Agoda (a Booking Holdings company), Bangkok — 2019 – 2022
- Grew hotel supply for Thailand.

## Education

BSc International Hospitality Management, EHL, 2014 – 2018
""",
    "cv_policy_2025.md": """# Public Policy & Government Affairs

wanjinghe.policy@example.com · Amsterdam

## Experience

**Adyen** — Public Policy Team
*Senior Public Policy Manager* · since 03/2024 · Amsterdam
- Lead the policy analysis on payment regulation.

## Education

MA Public Administration, Leiden University, 2014 – 2016
""",
    "idris_fenwick.txt": """Idris Fenwick
idris.fenwick@example.ac.uk

EXPERIENCE
Sep 2022 - Present Lecturer in Mechanical Engineering, University of Leeds
Research Associate, The University of Sheffield, Oct 2018 - Aug 2022

EDUCATION
PhD Mechanical Engineering, The University of Sheffield, 2018
""",
    "万景和_简历_2021.txt": """万景和
邮箱：wanjinghe.policy@example.com

工作经历
2019年7月 - 至今　深圳市工业和信息化局　数字经济处　科员

教育经历
2014年9月 - 2016年6月　莱顿大学　公共管理　硕士
""",
}
PEOPLE = {
    "岑小岳",
    "Halvard Nyquist",
    "Ottilie Brandvik",
    "甘思妍",
    "Marisol Etxeberria",
    "闻梓航",
    "Lidwina Arnesen",
    "万景和",
    "Idris Fenwick",
}
engine = module_engine(CVS, "arrows-makers", date(2026, 11, 29))


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("senior engineers atm?", {"岑小岳"}),
        ("有没有在光伏逆变器厂干过的", {"岑小岳"}),
        ("马普所做博后的", {"Halvard Nyquist"}),
        ("材料方向的博后", {"Halvard Nyquist"}),
        ("need someone from an EMS / contract manufacturer, think foxconn flex jabil",
         {"Marisol Etxeberria"}),
        ("用过 Kinaxis 或 SAP 做物料计划的", {"Marisol Etxeberria"}),
        ("anyone from consumer lending / consumer finance", {"甘思妍"}),
        ("有谁在缤客或者它家的agoda干过吗", {"Lidwina Arnesen"}),
        ("19年在国君的有谁", {"闻梓航"}),
        ("who was at shunfeng back in 2017, any SF company counts", {"闻梓航"}),
        ("who's currently teaching at a uni, lecturer or above", {"Idris Fenwick"}),
        ("anyone with a decade+ of real FT experience, internships dont count",
         {"Marisol Etxeberria"}),
    ],
)  # fmt: skip
def test_a_fact_asked_in_other_words_names_who_has_it(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people


def test_managing_people_with_actual_reports_names_the_managers_now(engine: AnswerEngine) -> None:
    named = answered_names(
        engine, "who's managing people right now, actual reports not just tech lead", PEOPLE
    )
    assert "甘思妍" in named
    assert "Ottilie Brandvik" not in named


def test_a_finished_degree_asked_leaves_out_one_in_progress(engine: AnswerEngine) -> None:
    named = answered_names(
        engine, "who has a master's or higher (finished, not still studying)", PEOPLE
    )
    assert "Halvard Nyquist" in named and "万景和" in named
    assert "Ottilie Brandvik" not in named  # her PhD is in progress


def test_other_peoples_degrees_are_not_the_owners(engine: AnswerEngine) -> None:
    named = answered_names(engine, "有硕士的吗 在读的也算 MBA这种也行", PEOPLE)
    assert "Ottilie Brandvik" not in named


def test_a_cv_without_a_name_takes_the_name_its_older_cv_states(engine: AnswerEngine) -> None:
    # (the newer CV's handle "wanjinghe.policy" is no name: "policy" is its trade)
    (found,) = engine.ask("who works at Adyen?").candidates
    assert "万景和" in [found.name, *found.aliases] and "Policy" not in found.name


def test_a_career_start_in_the_basic_information_is_no_jobs_start() -> None:
    jobs = lines_profile([
        "夏思棠", "基本信息", "性别", "女", "现任", "中信证券 研究部 首席分析师", "工作年限",
        "2017年7月起", "工作经历", "时间 | 单位 / 部门 | 职位", "2023.01–至今",
        "中信证券股份有限公司 研究部", "首席分析师（社会服务行业）", "2017.07–2022.12",
        "国泰君安证券股份有限公司 研究所", "行业分析师（旅游酒店）",
    ]).employment  # fmt: skip
    assert [(j.employer, j.start) for j in jobs] == [
        ("中信证券股份有限公司", "2023-01"),
        ("国泰君安证券股份有限公司", "2017-07"),
    ]


def test_a_postgrad_masters_is_a_masters_not_any_postgraduate_degree(engine: AnswerEngine) -> None:
    named = answered_names(
        engine, "who's got a postgrad masters, finished or still doing it (mba/mpa fine)", PEOPLE
    )
    assert "万景和" in named
    assert "Ottilie Brandvik" not in named  # a PhD in progress, no master's
