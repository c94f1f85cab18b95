"""An education section headed with another word ("Education & Training") holds its
degrees; a named degree in progress is read from the record ("anyone doing an MBA atm");
Abaqus is no ANSYS; "hotels" names no company (Hotels.com was one's alias) and "aviation"
is the airlines; 国内互联网科技巨头 are China's big tech; "pony" is Pony.ai; asset managers
(Schroders); 收单 is payments; a geological survey is a public body; a manager's title alone
says no one reports to them. People and their employers are fictional unless the catalogs
know them."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from tests.conftest import answered_names, module_engine

CVS = {
    "nurul_hakim.md": """# Nurul Hakim

nurul.hakim@example.com

## Experience

Malaysia Airlines Berhad, KLIA since 10/2023
Customer Service Manager, Airport Services

Shangri-La Hotel Kuala Lumpur Jan 2019 - Sep 2023
Front Office Manager

## Education & Training

MBA (Aviation Management), part-time online - University of Leicester
2025 – expected 2027

Bachelor of International Hospitality Management (Hons) - Taylor's University
2008-2011
""",
    "ida_brenner.md": """# Ida Brenner

ida.brenner@example.com

## Experience

Senior Mechanical Engineer, Vestas Wind Systems A/S, Aarhus — Jan 2018 – Present
- Blade root fatigue analysis in ANSYS Mechanical.

## Skills

Also familiar with: Abaqus, CATIA V5
""",
    "ji_yunshu.md": """# 季云舒

jiyunshu@example.cn

## 工作经历

2024.05 – 至今　蚂蚁集团　高级合规经理

## 实习经历

2018.06 – 2018.09　海思半导体（HiSilicon）　嵌入式软件实习生

2019.07 – 2019.09　Pony.ai　感知算法实习生
""",
    "rowan_tait.md": """# Rowan Tait

rowan.tait@example.com

## Experience

Hydrogeologist, British Geological Survey, Wallingford — Jan 2019 – Present

Summer Intern, Sustainable Investment, Schroders, London — Jun 2017 – Aug 2017

Site Reliability Engineer, Adyen, Amsterdam — 2012 – 2016
""",
}
PEOPLE = {"Nurul Hakim", "Ida Brenner", "季云舒", "Rowan Tait"}
engine = module_engine(CVS, "joined-training-named-degrees", date(2026, 11, 29))


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("anyone doing an MBA atm", {"Nurul Hakim"}),
        ("who moved from hotels into aviation", {"Nurul Hakim"}),
        ("anyone actually used abaqus in a job", set()),
        ("who has used ANSYS", {"Ida Brenner"}),
        ("哪些候选人有过国内互联网科技巨头的实习经历？", {"季云舒"}),
        ("anyone been full time at pony? internships dont count", set()),
        ("anyone interned at pony", {"季云舒"}),
        ("anyone interned at a fund house / buy-side asset manager", {"Rowan Tait"}),
        ("anyone who's worked for a government agency or public body", {"Rowan Tait"}),
        ("有带人经验的吗 要有直接下属的那种", set()),
    ],
)
def test_sections_degrees_kinds_and_reports_name_the_right_people(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people
