"""Questions: a move out of medicine ("doctors" there are physicians, not PhDs), "algo
engineers", a journal named after "published in", a venue's Chinese name with 国际, a company's
joint ventures and the hotels of a group (what it owns counts), a concept right after a kind
of employer, 内部 before a concept, years in people analytics; and answers over CVs where a
newer CV ends a job an older one calls current, named by the short name only the older gave."""

import json

from tests.conftest import answered_names, lines_profile, module_engine, read_question


def test_doctors_who_moved_into_product_are_physicians() -> None:
    for q in ("doctors who moved into product", "有医生背景转做产品的候选人吗"):
        read = read_question(q)
        assert read.record.clauses == ["role_moves=physician_to_product-manager"], q
        assert read.degree is None, q
    assert read_question("any doctors in the pool").degree == "PhD"


def test_algo_engineers_are_the_ml_family() -> None:
    read = read_question("algo engineers currently at senior level")
    assert "role=ml" in read.record.clauses
    assert read.topic == ""


def test_a_journal_named_after_published_in_is_a_venue() -> None:
    for q in (
        "Which candidates have published in Chemistry of Materials?",
        "请找出在 Chemistry of Materials 期刊上发表过论文的候选人。",
    ):
        assert read_question(q).venues == ["Chemistry of Materials"], q
    assert read_question("谁在IEEE声学语音与信号处理国际会议上发过文章").venues == ["ICASSP"]


def test_what_a_company_owns_counts_with_it() -> None:
    read = read_question("anyone worked at one of VW's china JVs")
    assert read.employers == {"volkswagen"} and read.topic == ""
    read = read_question("在希尔顿集团旗下酒店工作过的")
    assert read.employers == {"hilton"} and read.topic == ""


def test_a_concept_after_a_kind_of_employer_and_after_neibu() -> None:
    read = read_question("做过美妆品牌市场的")
    assert read.concepts == ["marketing"]
    read = read_question("有在芯片公司做过内部专利的吗")
    assert read.record.clauses == ["industry=semiconductor"]
    assert read.concepts == ["patents"] and "内部" not in read.topic
    assert "选" not in read_question("酒店收益管理背景的人选").topic


def test_years_specifically_in_people_analytics_are_hr_years() -> None:
    read = read_question("HR folks with 5+ yrs specifically in people analytics")
    assert read.record.clauses[0] == "years_as_hr>=5"


_OLD = """许望川
电话 139-0000-1111 | xuwangchuan@example.cn
工作经历
2019年6月 - 至今 | 东海石油化工有限公司(东石化,炼化一体化项目)
职位:高级工艺工程师
2013年7月 - 2019年5月 | 南江化工有限公司
职位:工艺工程师
"""
_NEW = """许望川
xuwangchuan@example.cn
工作经历
北港炼化有限公司 2023年9月-至今
技术部副经理
东海石油化工有限公司(舟山) 2019年6月-2023年8月
高级工艺工程师
南江化工有限公司 2013年7月-2019年5月
工艺工程师
"""
_PATENTS = """Rowan Pike
rowan.pike@example.com
EXPERIENCE
Arm Ltd, Cambridge — Patent Counsel, 03/2023 – present
• In-house patent counsel for the CPU and system IP groups.
Hallam & Reed LLP — Patent Attorney, 09/2015 – 02/2023
• Drafting and prosecution before the EPO.
"""
_DOCTOR = json.dumps({
    "basics": {"name": "Amara Obi", "email": "amara.obi@example.org"},
    "work": [
        {"name": "Careline", "position": "Group Product Manager, Clinic Software (Spain)",
         "startDate": "2021-09"},
        {"name": "NHS Tayside", "position": "Salaried General Practitioner",
         "startDate": "2012-08", "endDate": "2021-08"},
    ],
})  # fmt: skip
_MARKETING = """Odile Marchand
odile.marchand@example.fr
EXPERIENCE
L'Oréal China — Lancôme, Shanghai | Brand Marketing Manager | Jan 2021 – Present
• Lead a team of 4 brand managers on the skincare relaunch.
MEMBERSHIPS
Shanghai Retail Forum — round table with marketing heads from Hilton, Accor and Hyatt hotels in
Shanghai (member since 2019).
"""

engine = module_engine(
    {
        "许望川_2022.txt": _OLD,
        "许望川_2026.txt": _NEW,
        "rowan_pike.txt": _PATENTS,
        "amara_obi.json": _DOCTOR,
        "odile_marchand.txt": _MARKETING,
    },
    "medicine_refining",
)
PEOPLE = {"许望川", "Rowan Pike", "Amara Obi", "Odile Marchand"}


def test_a_job_the_newer_cv_ends_is_not_current_under_the_short_name(engine) -> None:
    assert answered_names(engine, "现在还在东石化的有吗", PEOPLE) == set()
    assert answered_names(engine, "who is currently working at a refinery", PEOPLE) == {"许望川"}


def test_patents_at_a_chip_company_doctors_into_product_and_beauty_marketing(engine) -> None:
    assert answered_names(engine, "有在芯片公司做过内部专利的吗", PEOPLE) == {"Rowan Pike"}
    assert answered_names(engine, "有医生背景转做产品的候选人吗", PEOPLE) == {"Amara Obi"}
    assert answered_names(engine, "做过美妆品牌市场的", PEOPLE) == {"Odile Marchand"}


def test_a_short_name_that_is_the_whole_question_and_tiers_in_words() -> None:
    assert read_question("有上交的吗").schools == {"sjtu"}
    assert read_question("本科是九八五的有谁").record.clauses == ["bachelor_tier=985"]


def test_an_acronym_of_reviewing_is_no_tool_and_a_latin_word_alone_no_short_name() -> None:
    read = read_question("anyone done peer review or sat on a PC / AE committee for a conf")
    assert read.service and read.skills == set()
    assert read_question("工作里真用 AE 做动效的有谁").skills == {"after-effects"}
    assert read_question("有没有 unity 项目经验的").schools == set()


def test_years_in_marketing_count_titles_that_name_it(engine) -> None:
    assert answered_names(engine, "4+ yrs in marketing?", PEOPLE) == {"Odile Marchand"}


def test_a_round_table_with_a_companys_people_is_no_job_there(engine) -> None:
    assert answered_names(engine, "有希尔顿系酒店出来的人吗", PEOPLE) == set()


def test_directly_leading_a_team_now_is_the_level_asked_no_topic() -> None:
    read = read_question("谁现在手下有人 直接带团队的")
    assert read.record.clauses == ["seniority>=lead"] and read.topic == ""


def test_vets_moving_into_product_and_vet_letters_after_a_name() -> None:
    assert read_question("ex vets who moved into product").record.clauses == [
        "role_moves=veterinarian_to_product-manager"
    ]
    profile = lines_profile([
        "Wren Aldous BVetMed MRCVS",
        "Harpenden, Hertfordshire · wren.aldous@example.com",
        "Experience",
        "Hollyfield Vets, Luton — Veterinary Surgeon",
        "07/2014 – 12/2018",
    ])  # fmt: skip
    assert profile.names[0] == "Wren Aldous"
    assert [p.role for p in profile.employment] == ["Veterinary Surgeon"]


def test_what_does_not_count_and_a_tools_experience() -> None:
    read = read_question("8+ yrs work experience, not counting internships or phd")
    assert read.degree is None and read.record.clauses == ["years>=8"]
    read = read_question("有 SAP 经验的吗 要工作中用过的")
    assert read.skills == {"sap"} and read.employers == set() and read.skill_at_work
    assert read_question("有阿里经验的吗").employers == {"alibaba"}
    assert read_question("payroll folks with 10+ yrs").record.clauses == ["years_with_payroll>=10"]


def test_a_makers_tool_in_a_question_is_no_short_name_of_the_maker() -> None:
    read = read_question("有做过PLC的吗 西门子博途那套")
    assert read.employers == set() and "tia-portal" in read.skills
