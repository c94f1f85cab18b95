"""Classes the last round of stop 51 found, each pinned on fictional people: a physiotherapist's
years as one ("3+ yrs working as a physio?"); a verification manager's years in chip work; direct
reports asked, which a "Lead …" title without them does not meet; a group named by what it
makes ("the company behind WPS … or any of its sister studios") and its studios; examples of a
degree's level in brackets ("a masters (msc mba etc)"); space companies; two kinds of employer
written together ("券商投行"); a title step under one employer header in its city; weekend
work part-time; an acronym skill typed in lower case among Chinese ("真用过ps的"); a kind's
word inside a skill's name ("5+ yrs fund accounting / NAV calc"); a prose job's team; a
bullet that dates what was done in it."""

from __future__ import annotations

from datetime import date

from tests.conftest import answered_names, module_engine, read_question

ASKED = date(2026, 11, 28)

_PHYSIO = """Maren Oakhurst
maren.oakhurst@example.org

Experience
Halden Health | Product Manager, Rehabilitation App | Mar 2021 – Present
Owns the roadmap of a home-exercise app for knee and hip patients.
Individual contributor; no direct reports.
Northgate NHS Foundation Trust | Band 6 Physiotherapist | Sep 2016 – Feb 2021
Musculoskeletal outpatients and orthopaedic inpatient rehabilitation.

Education
BSc (Hons) Physiotherapy, University of Leeds, 2012 – 2016
"""

_LEAD_NO_REPORTS = """Tobias Wrenfield
tobias.wrenfield@example.org

Experience
Lead Data Engineer, Harbourline Bank | 05/2021 – present
Technical lead of a squad of 6 data engineers (no direct reports; the chapter lead manages).
Built the streaming ingestion for card payments in Kafka and Spark.
Data Engineer, Harbourline Bank | 07/2016 – 04/2021
Batch pipelines in Spark and Airflow.

Education
BSc Computer Science, University of Bristol, 2012 – 2016
"""

_VERIFICATION = """邝以宁
电话：138-0000-1111  邮箱：kuang.yining@example.cn

工作经历
澜芯微电子有限公司  验证经理  2022.04 – 至今
管理 5 名验证工程师（直接汇报），负责 SoC 子系统验证计划。
澜芯微电子有限公司  高级验证工程师  2019.07 – 2022.03
UVM 验证环境搭建，覆盖率收敛。
晟图半导体  芯片验证工程师  2015.07 – 2019.06
模块级验证，SystemVerilog 断言。

教育背景
2012.09 – 2015.06  东南大学  微电子学  硕士
"""

_SPACE = """Priyanka Solberg
priyanka.solberg@example.org

Experience
Orbitwell Satellites Ltd — RF Engineer — Jan 2022 – Present
Ka-band payload design for a low-earth-orbit constellation.
Cresthaven Mobile — Antenna Engineer — Jul 2017 – Dec 2021
Antenna tuning for handsets.

Education
MSc Electrical Engineering, Delft University of Technology, 2015 – 2017
"""

_WINDOWS = """Fenella Strachan
fenella.strachan@example.org

Experience
Harrowfield & Co., Princes Street, Edinburgh
Visual Merchandising Manager, Apr 2021 – present
• Run a team of 5 visual merchandisers across two floors.
• Mock up window schemes in Adobe Photoshop before sign-off.
Visual Merchandising Coordinator, Sep 2017 – Mar 2021
• Dressed windows for every campaign; 14 window schemes were delivered in 2018–2019.
Studio Marlow, Glasgow
Photography assistant (weekends), 2012 – 2017

Education
BA (Hons) Fashion Marketing, Glasgow Caledonian University, 2010 – 2014
"""

_PROSE = (
    "Siobhan Carrick\nsiobhan.carrick@example.org\n\nExperience\n"
    "Since October 2022 I have been a Senior UX Researcher at Quillon in Dublin, where I lead "
    "research for the shared inbox. I line-manage two UX researchers and plan mixed-method "
    "studies.\n\n"
    "From April 2018 to September 2022 I worked as a UX Researcher at Brennock Insurance in "
    "Cork.\n\n"
    "Education\nMSc Human-Computer Interaction, University College Dublin, 2016 – 2017\n"
)

CVS = {
    "fenella_strachan.txt": _WINDOWS,
    "siobhan_carrick.txt": _PROSE,
    "maren_oakhurst.txt": _PHYSIO,
    "tobias_wrenfield.txt": _LEAD_NO_REPORTS,
    "邝以宁_验证.txt": _VERIFICATION,
    "priyanka_solberg.txt": _SPACE,
}
PEOPLE = {
    "Maren Oakhurst",
    "Tobias Wrenfield",
    "邝以宁",
    "Priyanka Solberg",
    "Fenella Strachan",
    "Siobhan Carrick",
}

engine = module_engine(CVS, "direct-reports-space", ASKED)


def test_a_physiotherapist_has_years_as_a_physio(engine: object) -> None:
    assert read_question("3+ yrs working as a physio?").record.clauses == ["years_as_physio>=3"]
    assert answered_names(engine, "3+ yrs working as a physio?", PEOPLE) == {"Maren Oakhurst"}
    assert answered_names(engine, "6+ yrs working as a physio?", PEOPLE) == set()


def test_a_verification_managers_years_are_chip_years(engine: object) -> None:
    assert answered_names(engine, "做芯片验证超过10年的", PEOPLE) == {"邝以宁"}


def test_direct_reports_asked_are_not_met_by_a_lead_title_without_them(engine: object) -> None:
    read = read_question("有带团队经验的吗 要有直接下属那种")
    assert read.record.clauses == ["line_managed>=lead"]
    found = answered_names(engine, "有带团队经验的吗 要有直接下属那种", PEOPLE)
    assert found == {"邝以宁", "Fenella Strachan", "Siobhan Carrick"}
    # without direct reports asked, a lead's title still tells leading
    assert "Tobias Wrenfield" in answered_names(engine, "带过团队的有谁", PEOPLE)


def test_a_group_named_by_what_it_makes_includes_its_studios() -> None:
    from ingest.record import org_catalog

    catalog = org_catalog()
    assert catalog.resolve("珠海西山居互动娱乐科技有限公司") == {"seasun"}
    assert catalog.get("seasun").parent == "kingsoft"
    read = read_question(
        "anyone ever work at the company behind WPS office or any of its sister studios"
    )
    assert read.employers == {"kingsoft"} and read.topic == ""
    later = read_question("19年那会儿在金山系（西山居那些）待过的")
    assert later.employers == {"kingsoft"} and later.topic == ""


def test_examples_of_a_level_in_brackets_name_no_one_degree() -> None:
    read = read_question("who's got a masters (msc mba etc) — still enrolled is fine")
    assert read.degree == "Master" and read.degree_name is None
    assert read.degree_status == "any"


def test_a_space_company_is_a_kind_of_employer(engine: object) -> None:
    for question in (
        "Which candidates currently work at a satellite or space company?",
        "anyone at a space-tech startup right now, sats or rockets",
        "现在在商业航天公司的有吗",
    ):
        assert read_question(question).record.clauses == ["current_industry=space"], question
        assert answered_names(engine, question, PEOPLE) == {"Priyanka Solberg"}, question


def test_two_kinds_written_together_are_both_asked() -> None:
    read = read_question("哪些候选人有在投资机构、交易公司或券商投行的实习经历？")
    assert "intern_industry=investment_bank" in read.record.clauses[0] and read.topic == ""
    finance = read_question("who interned at a finance firm such as a trading firm or a bank?")
    assert finance.topic == ""


def test_a_step_under_one_employer_header_was_in_the_headers_city(engine: object) -> None:
    asked = "Which candidates were employed by a UK-based employer at any point during 2019?"
    assert read_question(asked).record.clauses == ["country_years_uk=2019"]
    assert read_question("哪些候选人在 2019 年期间曾受雇于英国的用人单位？").record.clauses == [
        "country_years_uk=2019"
    ]
    assert answered_names(engine, asked, PEOPLE) == {"Fenella Strachan"}


def test_weekend_work_is_part_time_and_a_dated_bullet_no_position(engine: object) -> None:
    # 2017.09 – now is 9 years full-time; the weekends at the studio are not
    ten = answered_names(engine, "who has at least 10 years of full-time work?", PEOPLE)
    assert "Fenella Strachan" not in ten and "Maren Oakhurst" in ten
    assert "Fenella Strachan" in answered_names(
        engine, "who has 9+ years of full-time work?", PEOPLE
    )
    assert answered_names(engine, "who worked at Harrowfield in 2018", PEOPLE) == {
        "Fenella Strachan"
    }


def test_an_acronym_skill_in_lower_case_among_chinese_is_the_skill(engine: object) -> None:
    for question in ("工作里真用过ps的有谁 光写在技能里的不算", "who actually uses PS on the job"):
        assert read_question(question).skills == {"photoshop"}, question
        assert answered_names(engine, question, PEOPLE) == {"Fenella Strachan"}, question
    assert read_question("ready to go abroad").skills == set()


def test_a_kinds_word_inside_a_skills_name_asks_no_kind() -> None:
    read = read_question("need someone w 5+ yrs fund accounting / NAV calc")
    assert read.record.clauses == ["years_with_fund-accounting>=5"] and read.topic == ""
    assert read_question("anyone currently at a hedge fund or prop trading shop").topic == ""
    assert read_question("做过集装箱班轮公司的有谁").record.clauses == ["industry=logistics"]
    assert read_question("anyone from an exec search / headhunting firm?").record.clauses == [
        "industry=recruitment"
    ]


def test_a_team_said_in_a_prose_jobs_paragraph_is_led_now(engine: object) -> None:
    assert "Siobhan Carrick" in answered_names(engine, "who manages people right now", PEOPLE)
