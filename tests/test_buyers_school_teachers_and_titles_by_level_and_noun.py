"""A company told by one it bought ("收了基因泰克的那家瑞士药企", "the firm that acquired
Genentech") is the buyer; "(or is doing one part time rn)" says how the other way to qualify
may be studied, not a requirement; teaching in a classroom or a school in a year is a school
teacher's job then, not only a university's appointment; "a senior engineer job title" is a
senior title holding an engineer's noun ("Senior Android Engineer"); a "Recruitment
Consultant" is one of the recruiters' family; "a streaming service" is a kind of employer
(Netflix); 光辉国际 is Korn Ferry; "Selected mandates" heads a recruiter's client work (no jobs
in it); "FernUniversität in Hagen" is a school; "a non-intern job" is a job; an engineering
consultancy is no management consulting. People and employers are fictional unless the
catalogs know them."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from tests.conftest import answered_names, lines_profile, module_engine

CVS = {
    "astrid_lunde.md": """# Astrid Lunde

astrid.lunde@example.com

## Experience

**Senior Scientist**, Genentech, South San Francisco — 2021 – Present
- Process chemistry for small molecules.

## Education

- MSc Chemistry, University of Oslo, 2014 – 2016
""",
    "pei_wenjun.md": """# 裴文骏

pei.wenjun@example.com

## 工作经历

2021.04 – 至今 杭州澄星科技有限公司 高级Android工程师
2018.07 – 2021.03 杭州澄星科技有限公司 Android工程师

## 实习经历

2017.07 – 2017.09 美图公司（厦门） Android开发实习生

## 教育背景

2014.09 – 2018.06 厦门大学 软件工程 本科
""",
    "tang_yuqing.txt": """唐雨晴
tang.yuqing@example.com

工作经历
2020.08–至今　北京知行教育科技有限公司　教学设计师
2013.09–2020.07　北京市第九十中学　初中英语教师

教育背景
2024.09–至今　香港大学　教育硕士 MEd（兼读制，在读）
2009.09–2013.06　北京师范大学　英语 本科
""",
    "hallam_crewe.md": """# Hallam Crewe

hallam.crewe@example.com

## Experience

2023 – Present
Hardware Product Manager, Skyloft Drones, Shenzhen
- Owns the flight-controller board roadmap.

2014 – 2023
Hardware Engineer, Vantor Devices, Shenzhen
- Board bring-up and PCB reviews.

## Education

BEng Electronic Engineering, University of Bristol, 2010 – 2014
""",
    "lu_chengfeng.md": """# 卢承风

lu.chengfeng@example.com

## 工作经历

2021.04 – 至今 中兴通讯股份有限公司 高级FPGA工程师
2016.07 – 2021.03 中兴通讯股份有限公司 FPGA工程师

## 教育背景

2013.09 – 2016.06 电子科技大学 微电子学 硕士
""",
    "ines_baptiste.md": """# Ines Baptiste

ines.baptiste@example.com

## Experience

2021 – Present
Senior UX Writer, Netflix, London

## Education

MA (Hons) English Literature, University of Edinburgh, 2011 – 2015
""",
    "ruben_falk.txt": """Ruben Falk | Executive Search
ruben.falk@example.com

Experience
Egon Zehnder, Munich
Principal, Technology Practice, since 10/2024
Korn Ferry, Munich
Associate Principal, Technology Practice, 01/2020–09/2024
Hays AG, Mannheim
Recruitment Consultant, IT Contracting, 09/2016–12/2019

Selected mandates (clients)
2025: Partner-level searches for Deloitte Germany (technology consulting)

Education
FernUniversität in Hagen
M.Sc. Psychology (part-time, distance learning), 2020–2023
Discontinued in 2023 after the move to Associate Principal.
Universität Mannheim
B.Sc. Business Administration, 2012–2016
""",
    "yan_qiming.md": """# 闫启明

yan.qiming@example.com

## 工作经历

2023.05 – 至今 罗克韦尔自动化（中国）有限公司 销售工程师
2018.07 – 2023.04 杭州博远自动化有限公司 应用工程师
2017.07 – 2017.08 ABB（中国）有限公司 实习生

## 教育背景

2014.09 – 2018.06 同济大学 自动化 本科
""",
    "situ_qing.md": """# 司徒晴

situ.qing@example.com

## 工作经历

2019.03 – 至今 奥雅纳工程顾问（Arup）上海分公司 岩土工程师

## 教育背景

2015.09 – 2019.06 河海大学 土木工程 本科
""",
}
PEOPLE = {
    "Astrid Lunde",
    "裴文骏",
    "唐雨晴",
    "Hallam Crewe",
    "卢承风",
    "Ines Baptiste",
    "Ruben Falk",
    "闫启明",
    "司徒晴",
}

engine = module_engine(CVS, "buyers-teachers-titles", date(2026, 11, 30))


@pytest.mark.parametrize(
    ("question", "people"),
    [
        # the buyer of a company named, its parent in the catalog
        ("有没有在巴塞尔那家收了基因泰克的瑞士药企待过的", {"Astrid Lunde"}),
        ("anyone from the company that acquired Genentech?", {"Astrid Lunde"}),
        # a mode of study said of the other way to qualify: no requirement
        (
            "who has a postgrad degree (or is doing one part time rn)",
            {"Astrid Lunde", "唐雨晴", "卢承风"},
        ),
        # a school's teacher in a year
        ("who was still teaching in a classroom back in 2019", {"唐雨晴"}),
        ("19年那会儿还在学校教书的有谁", {"唐雨晴"}),
        ("2019 年期间有哪些候选人在中小学担任教师？", {"唐雨晴"}),
        # a level and an engineer's noun in the current title
        ("Which candidates currently hold a senior engineer job title?", {"裴文骏", "卢承风"}),
        # an internship at an internet company the catalog knows (美图)
        ("谁在互联网公司实习过", {"裴文骏"}),
        # the kind's sort said before it is no topic
        ("anyone who interned at a consumer app / search type tech company", {"裴文骏"}),
        ("hardware people with 8+ yrs", {"Hallam Crewe", "卢承风"}),
        # recruiting in a year; executive-search firms by their Chinese names
        ("who was a recruiter back in 2018", {"Ruben Falk"}),
        ("有没有从光辉国际跳去亿康先达的", {"Ruben Falk"}),
        # a client searched for is no employer
        ("anyone ex-Deloitte?", set()),
        # an engineering consultancy is no management consulting firm
        ("any ex management consultants in the pool", set()),
        # a non-intern job in a year is a job then
        (
            "who was in a proper non-intern job back in 2019",
            {
                "裴文骏",
                "唐雨晴",
                "Hallam Crewe",
                "卢承风",
                "Ruben Falk",
                "闫启明",
                "司徒晴",
            },
        ),
        # a streaming service
        ("anyone whos worked at a streaming service", {"Ines Baptiste"}),
    ],
)
def test_buyers_teachers_and_titles_name_the_right_people(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people


def test_a_german_compound_school_and_its_discontinued_degree() -> None:
    profile = lines_profile(CVS["ruben_falk.txt"].splitlines(), "ruben_falk.txt")
    schools = {e.school: e for e in profile.education}
    assert "Universität Mannheim" in schools
    master = next(e for e in profile.education if e.degree == "Master")
    assert master.school.startswith("FernUniversität") and master.unfinished
    assert {p.employer.split(",")[0] for p in profile.employment} == {
        "Egon Zehnder",
        "Korn Ferry",
        "Hays AG",
    }


def test_an_ocr_read_surname_the_handle_spells_otherwise_adds_the_spelled_name() -> None:
    from ingest.name_handles import latin_forms

    # OCR of a photo read a rare surname as a common one; the e-mail handle spells the owner's
    assert latin_forms("仇振涛", ["zhangzt_net@example.com"]) == ["Zhentao Zhang", "Zhentao Qiu"]
    assert latin_forms("仇振涛", ["zhangzhentao@example.com"])[0] == "Zhentao Zhang"
    # a handle that agrees, or none (text not read by OCR): the name's own reading only
    assert latin_forms("王小明", ["wangxm@example.com"]) == ["Xiaoming Wang"]
    assert latin_forms("仇振涛", []) == ["Zhentao Qiu"]
