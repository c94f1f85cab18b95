"""Classes found by stop 48's blind round, each pinned on fictional lines: a hospital named
after its university is an employer, a title taken up in a dated bullet ("• 2022.07 起任 …"),
an accounting firm's "Tax Senior", clinicians' grades (主管药师 is no manager), date lines that
open with "since", a degree row's own dates before an "Expected …" line above it, degree
abbreviations (M.Ed., MArch, B.Mgmt.), an author list in brackets after the title, and
questions that name a trade's person ("nurse"), a move ("left X for Y"), a tier's exception
("a 211 that isn't 985"), a kind of employer said with its modifier ("EV carmaker", "AI 芯片公司",
"设计院") and scope words ("or its chip design arm", "X下面公司", "(retail or IB both fine)")."""

from __future__ import annotations

from datetime import date

from bot.answer.engine import AnswerEngine
from ingest.author_lists import author_position, name_variants
from ingest.language import degree_level, seniority_of
from ingest.record import build_record
from tests.conftest import answered_names, lines_profile, module_engine, read_question


def test_a_hospital_named_after_its_university_is_an_employer() -> None:
    profile = lines_profile(
        ["龚某", "工作经历",
         "2021.04 - 至今    某某制药（中国）有限公司    医学联络官（MSL），呼吸领域",
         "  - 负责华东区 KOL 科学沟通。",
         "2015.07 - 2021.03    南湖大学医学院附属明德医院    药剂科",
         "  主管药师（2019.01 - 2021.03）", "  - 临床查房与会诊。",
         "  药师（2015.07 - 2018.12）", "  - 门诊调剂。",
         "教育背景", "2011.09 - 2015.06    南湖大学    药学（本科）"]
    )  # fmt: skip
    assert [(e.employer, e.role) for e in profile.employment] == [
        ("某某制药（中国）有限公司", "医学联络官（MSL）"),
        ("南湖大学医学院附属明德医院", "主管药师"),
        ("南湖大学医学院附属明德医院", "药师"),
    ]
    # a clinician's grade is no management: 主管药师 is a senior pharmacist
    assert seniority_of("主管药师 / 临床药师") == "senior"
    assert seniority_of("副主任医师") == "staff"
    assert seniority_of("运营主管") == "manager"


def test_a_title_taken_up_in_a_dated_bullet_is_a_step_of_the_job() -> None:
    profile = lines_profile(
        ["欧某", "工作经历",
         "2019.04 – 至今 某某汽车科技有限公司 BMS 系统专家 / 技术主管",
         "• 2022.07 起任 BMS 系统专家 / 技术主管，带领 6 人软件团队。",
         "• 2019.04–2022.06 任 BMS 高级工程师，负责 SOC 估算算法。"]
    )  # fmt: skip
    assert [(e.role, e.start, e.end, e.ongoing) for e in profile.employment] == [
        ("BMS 系统专家 / 技术主管", "2022-07", None, True),
        ("BMS 高级工程师", "2019-04", "2022-06", False),
    ]


def test_an_accounting_firms_grade_after_its_service_line_is_a_title() -> None:
    profile = lines_profile(
        ["Nur A", "Experience", "10/2022 – today",
         "Tax Senior, Business Tax – Larchmont Tax Services Sdn Bhd, Kuala Lumpur",
         "Corporate income tax compliance for 25 clients."]
    )  # fmt: skip
    assert [e.role for e in profile.employment] == ["Tax Senior"]


def test_a_degree_rows_own_dates_and_a_date_line_that_opens_with_since() -> None:
    table = lines_profile(
        ["Nur A", "Education", "since 02/2024",
         "Master of Taxation (online, part-time) – Kestrel University, Australia",
         "In progress; 5 of 8 units completed.", "2017 – 2020",
         "Bachelor of Commerce – Harwell University", "Dean's Honours List 2019."]
    )  # fmt: skip
    assert [(e.degree, e.start, e.end, e.ongoing) for e in table.education] == [
        ("Master", "2024-02", None, True),
        ("Bachelor", "2017", "2020", False),
    ]
    expected_above = lines_profile(
        ["Ida Q", "Education", "2022 – present",
         "MBA (part-time), Lakeshore Business School, Shanghai", "Expected 2027.",
         "2009 – 2013 B.A. in Journalism, Harwell University, Shanghai"]
    )  # fmt: skip
    assert [(e.degree, e.start, e.end) for e in expected_above.education][-1] == (
        "Bachelor",
        "2009",
        "2013",
    )


def test_degree_abbreviations_of_education_architecture_and_management() -> None:
    assert degree_level("M.Ed., Learning Design and Technology (online)") == "Master"
    assert degree_level("MArch Architecture (RIBA Part 2)") == "Master"
    assert degree_level("B.Mgmt. in E-commerce") == "Bachelor"
    assert degree_level("B.Ed. Primary Education") == "Bachelor"
    assert degree_level("went to med school") is None


def test_the_owners_place_in_an_author_list_after_the_title_or_a_label() -> None:
    tang = name_variants(["唐某宁", "Mouning Tang"])
    bracketed = "Table parsing for statements (L. Chen, M. Tang, M. Xu), VISX 2024 Workshop"
    assert author_position(bracketed, tang) == 2
    assert author_position("论文: Chen L., Tang M., Xu M. Table parsing. VISX 2024", tang) == 2
    yao = name_variants(["姚某汀"])
    journal = "《某策略研究》，《某学报》2023 年第 4 期，第一作者（合作者：王某）"
    assert author_position(journal, yao) == 1


def test_a_trade_person_a_move_and_a_tiers_exception_are_read() -> None:
    assert read_question("who's currently working as a nurse").record.clauses == ["role=nursing"]
    assert read_question("现在还在做护士的").record.clauses == ["role=nursing"]
    assert read_question("现在还在当老师的").record.clauses == ["role=teacher"]
    for q in ("who moved from hospital pharmacy into pharma industry", "从医院跳到药企的"):
        assert read_question(q).record.clauses == ["industry=hospitals and industry=pharma"]
    assert read_question("在药企干满5年").record.clauses[0] == "years_in_pharma>=5"
    left = read_question("anyone who left banking for a tech company")
    assert left.record.clauses == ["industry=bank and industry=tech"] and not left.topic
    for q in ("anyone from a 211 school that isn't 985", "211 schools which aren't 985"):
        assert read_question(q).record.clauses == ["tier=211-not-985"]
    abroad = read_question("海外QS前100学校毕业的有吗")
    assert abroad.record.clauses == ["tier=global-top100", "graduated_in=abroad"]
    assert not abroad.topic


def test_kinds_of_employer_said_with_their_modifiers_and_scope_words() -> None:
    ev = read_question("anyone from an EV carmaker? battery suppliers dont count")
    assert ev.record.clauses == ["industry=carmaker"] and not ev.topic
    chips = read_question("有在AI芯片公司做编译器的吗")
    assert chips.record.clauses == ["industry=semiconductor"] and chips.topic == "编译器"
    institute = read_question("谁在设计院上班")
    assert institute.record.clauses == ["industry=architecture"] and not institute.topic
    oem = read_question("anyone interned at an automaker / OEM?")
    assert oem.record.clauses == ["intern_industry=carmaker"] and not oem.topic
    phone = read_question("who's at a phone OEM right now")
    assert phone.record.clauses == ["current_industry=smartphones"]
    arm = read_question("who was at huawei or its chip design arm sometime in 2019")
    assert arm.employers == {"huawei"} and not arm.topic
    units = read_question("有没有在GE下面公司干过的")
    assert units.employers == {"ge"} and not units.unknown_work
    payroll = read_question("who's on a bank's payroll right now (retail or IB both fine)")
    assert payroll.record.clauses == ["current_industry=bank"] and not payroll.topic
    ant = read_question("anyone ex-alipay? any ant co counts incl mybank, interns ok")
    assert ant.employers == {"ant-group"} and not ant.topic


def test_a_skill_asked_at_work_in_chatty_chinese_and_a_narrower_family() -> None:
    sql = read_question("谁上班要自己写sql取数的")
    assert sql.skills == {"sql"} and sql.skill_at_work and not sql.topic
    kafka = read_question("工作里真用过卡夫卡那个分布式消息流平台的有吗")
    assert kafka.skills == {"kafka"} and kafka.skill_at_work and not kafka.topic
    product = read_question("现在是senior product designer的有吗")
    assert "role=product-designer" in product.record.clauses
    assert read_question("any designers with 5+ years").record.clauses[-1] == "role=designer"


ASKED = date(2026, 11, 27)
CVS: dict[str, str | bytes] = {
    "lin_meiqi_cv_2022.txt": """Lin Meiqi
lin.meiqi@example.com | +65 8000 1122
Experience
Tidewell Marketplace - HR Business Partner          03/2019 - present
- Partnered with engineering leaders on hiring plans.
Education
Calder University (online, part-time)
MSc Human Resource Management                          2021 - in progress (expected 2023)
Harbour Technological University - BSc Psychology      2011 - 2015
""",
    "lin_meiqi_cv_2026.md": """# Lin Meiqi

lin.meiqi@example.com · Singapore

## Experience

**HRBP Lead**, Brightfall Video — 01/2024 – present

**HR Business Partner**, Tidewell Marketplace — 03/2019 – 12/2023

## Education

MSc Human Resource Management, Calder University — 2021 – 2023

BSc Psychology, Harbour Technological University — 2011 – 2015
""",
    "kale_noa.md": """# Kale Noa

kale.noa@example.com · Honolulu

## Experience

**Senior Site Reliability Engineer**, Nimbus Cloud — 04/2021 – present
- Own SLOs for the EKS control-plane fleet across 30 regions.

**DevOps Engineer**, Rackhold Hosting — 01/2019 – 03/2021
- Built Terraform modules and Kubernetes platforms for customers.

## Skills

Kubernetes, Terraform, Prometheus
""",
    "宁蔓汀_简历_2026.txt": """英汉笔译 · 本地化审校
邮箱 ningmanting.translate@example.com
【工作经历】
2018.07 - 2020.12    某某翻译科技有限公司    笔译
    - 负责金融类稿件翻译。
【教育背景】
2012.09 - 2016.06    某某外国语大学    英语    本科
""",
}
PEOPLE = {"Lin Meiqi", "Kale Noa", "宁蔓汀"}

engine = module_engine(CVS, "clinical-grades", ASKED)


def test_a_newer_cv_completing_a_degree_ends_the_older_cvs_in_progress(
    engine: AnswerEngine,
) -> None:
    assert answered_names(engine, "who has a finished master's degree", PEOPLE) == {"Lin Meiqi"}
    assert answered_names(engine, "现在还在读学位的有谁", PEOPLE) == set()


def test_a_listed_skill_is_used_where_an_entry_names_it_another_way(
    engine: AnswerEngine,
) -> None:
    kale = next(p for p in engine.candidates() if "Kale Noa" in p.names)
    skills = {s.name: s.used_at for s in build_record(kale).skills}
    assert skills["Kubernetes"] == ["Nimbus Cloud", "Rackhold Hosting"]
    assert answered_names(engine, "5+ yrs hands-on kubernetes", PEOPLE) == {"Kale Noa"}


def test_a_chinese_name_in_the_file_name_that_the_email_spells_is_the_owners(
    engine: AnswerEngine,
) -> None:
    assert answered_names(engine, "谁做过笔译", PEOPLE) == {"宁蔓汀"}
