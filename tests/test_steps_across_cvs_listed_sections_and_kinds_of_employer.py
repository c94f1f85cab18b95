"""An older CV's "Data Engineer, 2019 – present" is the newer CV's first step, not every
step since (a promotion's titles stay apart: the current one is "Data Engineering Manager");
a Patents section's lines are patents though they never say the word; a bullet wrapped onto a
line of its own is no header of the title below it; "本科硕士都算" names no level of a tier;
subsidiaries and nicknames of employers (Isomorphic Labs is Alphabet's, "big blue" and Red
Hat are IBM); an internship at an e-commerce company is one at a tech company; a buyer does
procurement; "no line reports" is no people manager; "the QS World University Rankings top
100". People are fictional; companies and schools are real ones the catalogs know."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from tests.conftest import answered_names, lines_profile, module_engine

CVS = {
    "nurul_ain_2022.txt": """Nurul Ain Rahim
nurul.ain.rahim@example.com

EXPERIENCE
Data Engineer — Grab, Singapore (Jul 2019 – Present)
Batch pipelines for trip data.

EDUCATION
BSc Computer Science, Universiti Malaya, 2015 – 2019
""",
    "nurul_ain_2026.md": """# Nurul Ain Rahim

nurul.ain.rahim@example.com

## Experience

**Grab Financial Group (GrabPay)** — Data Engineering Manager
*since 04/2025* · Singapore
- Manage a team of seven data engineers.

**Grab** — Senior Data Engineer
*03/2022 – 03/2025*
- Real-time pricing pipelines.

**Grab** — Data Engineer
*07/2019 – 02/2022*
- Batch pipelines for trip data.

## Education

- BSc Computer Science, Universiti Malaya, 2015 – 2019
""",
    "ingrid_solvang.md": """# Ingrid Solvang

ingrid.solvang@example.no

## Experience

Senior Optical Engineer, Hesai Technology, Shanghai — Jul 2021 – Present
- Receiver optics for long-range lidar.

## Patents

- Co-inventor, CN 115876543 A, Receiving optical system for a lidar, 2023.

## Education

M.Sc. Photonics, Friedrich-Schiller-Universität Jena, 2013 – 2015
""",
    "mikkel_brandt.md": """# Mikkel Brandt

mikkel.brandt@example.dk

## Experience

Senior Computational Chemist — Isomorphic Labs — London — 2023-05 – Present
- Free-energy methods for lead optimisation.

Software Engineering Intern — Allegro — Poznań — 2016-07 – 2016-09
- Search ranking experiments.

## Education

PhD Chemistry, University of Copenhagen, 2016 – 2020
""",
    "radek_novotny.md": """# Radek Novotný

radek.novotny@example.cz

## Experience

Site Reliability Engineer, Red Hat, Brno — Sep 2017 – Mar 2021
- OpenShift Dedicated operations.

Senior Android Engineer, Revolut, London — Apr 2021 – Present
- Tech lead for a squad of 4 Android engineers (no line reports).

## Education

BSc Informatics, Brno University of Technology, 2013 – 2016
""",
    "tamsin_hale.md": """# Tamsin Hale

tamsin.hale@example.co.uk

## Experience

Category Buyer, Tesco PLC, Welwyn Garden City — Mar 2022 – Present
- Line-manage two Assistant Buyers.

## Education

BSc Business Management, University of Leeds, 2015 – 2018
""",
    "yu_zhining.md": """# 余知宁

yuzhining@example.cn

## 教育经历

2016.09 – 2020.06　上海财经大学　市场营销　本科

## 工作经历

2020.07 – 至今　北京快手科技有限公司　用户增长运营
""",
}
PEOPLE = {
    "Nurul Ain Rahim",
    "Ingrid Solvang",
    "Mikkel Brandt",
    "Radek Novotný",
    "Tamsin Hale",
    "余知宁",
}
engine = module_engine(CVS, "steps-sections", date(2026, 11, 29))


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("who's got manager in their title right now", {"Nurul Ain Rahim"}),
        ("现在头衔里挂着经理俩字的有谁", {"Nurul Ain Rahim"}),
        ("anyone holding patents", {"Ingrid Solvang"}),
        ("211院校的 本科硕士都算", {"余知宁"}),
        ("anyone who's worked for google / alphabet? subsidiaries fine", {"Mikkel Brandt"}),
        ("anyone ex big blue? red hat counts too", {"Radek Novotný"}),
        ("who interned at a tech co", {"Mikkel Brandt"}),
        ("who has direct reports atm, actual people managers", {"Nurul Ain Rahim", "Tamsin Hale"}),
        ("现在做采购的有谁", {"Tamsin Hale"}),
        (
            "Which candidates earned their bachelor's degree at a university in the QS World "
            "University Rankings top 100?",
            {"Nurul Ain Rahim", "Tamsin Hale"},
        ),
    ],
)
def test_a_fact_in_recruiters_words_names_who_has_it(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people


def test_a_bullet_wrapped_onto_its_own_line_heads_no_title_below() -> None:
    jobs = lines_profile([
        "余小宁", "工作经历", "行吟信息科技(上海)有限公司(小红书) 上海",
        "高级用户增长运营 2024.04 – 至今",
        "• 负责新用户激活与 7 日留存,搭建新人任务体系,次日留存提升 4.2 个百分", "点。",
        "• 设计并分析 A/B 实验 40 余个。", "用户增长运营 2022.04 – 2024.03", "• 负责站外投放拉新。",
    ]).employment  # fmt: skip
    assert [(j.employer, j.role, j.start) for j in jobs] == [
        ("行吟信息科技(上海)有限公司(小红书)", "高级用户增长运营", "2024-04"),
        ("行吟信息科技(上海)有限公司(小红书)", "用户增长运营", "2022-04"),
    ]
