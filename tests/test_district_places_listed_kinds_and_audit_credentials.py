"""Classes found by stop 50's work on classes left open and its blind round, each pinned on
fictional people: a city's district given as a job's place ("Chelsea", "海淀"); kinds of
employer listed as places ("在资管或者PE实习过"); a bank's "securities arms" said to count; a
lead auditor's credential that leads no people."""

from __future__ import annotations

from datetime import date

from ingest.language.seniority import seniority_of
from ingest.models import TextLine
from ingest.org_finder import org_finder
from ingest.record import org_catalog
from ingest.sections import section_heading
from tests.conftest import answered_names, lines_profile, module_engine, read_question

ASKED = date(2026, 11, 28)


def test_kinds_of_employer_listed_after_a_place_word_are_each_asked() -> None:
    for question in ("有在资管或者PE实习过的吗", "有在PE或者资管实习过的吗"):
        clauses = read_question(question).record.clauses
        assert sorted(clauses[0].split(" or ")) == [
            "intern_industry=fund",
            "intern_industry=private_equity",
        ], question
    three = read_question("有在 PE、资管或者券商工作过的吗").record.clauses[0].split(" or ")
    assert sorted(three) == ["industry=fund", "industry=private_equity", "industry=securities"]
    assert read_question("在资管工作过的").record.clauses == ["industry=fund"]


def test_securities_arms_said_to_count_with_banks_are_asked_too() -> None:
    read = read_question("who works at a bank now? banks and their securities arms count")
    assert read.record.clauses == ["current_industry=bank or current_industry=securities"]


def test_a_lead_auditor_is_a_senior_grade_not_a_team_lead() -> None:
    assert seniority_of("Lead Food Safety Auditor") == "senior"
    assert seniority_of("Lead ISO 9001 Assessor") == "senior"
    assert seniority_of("Lead Engineer") == "lead"
    assert seniority_of("Audit Team Lead") == "lead"


CVS = {
    "orla_penhallow.txt": "\n".join(
        [
            "Orla Penhallow",
            "orla.penhallow@example.com",
            "Experience",
            "Harwick & Pole Bistro, Chelsea -- Line Cook",
            "Mar 2014 - Aug 2017",
            "Blackfriar Catering Ltd, Manchester -- Kitchen Manager",
            "Sep 2017 - present",
            "Managing a kitchen team of 9",
        ]
    ),
    "bram_oduya.txt": "\n".join(
        [
            "Bram Oduya",
            "bram.oduya@example.com",
            "Experience",
            "Lantern Foods Ltd, Leeds -- Lead Food Safety Auditor",
            "Jan 2019 - present",
            "Lead auditor for retail supplier audits; no direct reports.",
        ]
    ),
    "祁望川.txt": "\n".join(
        [
            "祁望川",
            "qi.wangchuan@example.com",
            "工作经历",
            "2016.07 - 至今  北京云栈科技有限公司（海淀）  后端工程师",
        ]
    ),
}
PEOPLE = {"Orla Penhallow", "Bram Oduya", "祁望川"}

engine = module_engine(CVS, "district-places", ASKED)


def test_a_district_given_as_a_jobs_place_is_its_city(engine: object) -> None:
    assert answered_names(engine, "2015年在伦敦上班的有谁", PEOPLE) == {"Orla Penhallow"}
    assert answered_names(engine, "who has worked in beijing", PEOPLE) == {"祁望川"}


def test_a_lead_auditor_is_no_people_manager_now(engine: object) -> None:
    assert answered_names(engine, "现在手下有人的 带团队那种", PEOPLE) == {"Orla Penhallow"}


def test_a_header_ending_in_its_team_heads_the_entry_below_its_dates() -> None:
    profile = lines_profile(
        ["Tove Aasland", "Experience",
         "Student Researcher (intern), Halden Robotics, Oslo, Norway, Perception team.",
         "Jun 2025 – Sep 2025", "Trained grasping policies in simulation.",
         "Research Intern, Vesterhavet Labs, Bergen, Norway.", "05/2023 – 08/2023",
         "Built contact-rich training environments."]
    )  # fmt: skip
    assert [(e.employer, e.start) for e in profile.employment] == [
        ("Halden Robotics", "2025-06"),
        ("Vesterhavet Labs", "2023-05"),
    ]


def test_a_promotion_bullet_with_the_title_before_in_brackets_is_two_steps() -> None:
    profile = lines_profile(
        ["谷某", "工作经历", "深圳市某某飞行器有限公司（2019 年 7 月–至今）",
         "• 2022 年 4 月起任高级固件工程师（此前为固件工程师），所在部门：飞控固件组。",
         "• 负责电调固件开发。",
         "杭州某某微电子有限公司", "（2017 年暑期）", "• 芯片验证实习生（暑期实习）",
         "• 编写寄存器自检用例。"]
    )  # fmt: skip
    assert [(e.role, e.start, e.end) for e in profile.employment] == [
        ("高级固件工程师", "2022-04", None),
        ("固件工程师", "2019-07", "2022-03"),
        ("芯片验证实习生（暑期实习）", "2017-06", None),
    ]


def test_kinds_fields_and_moves_of_this_round_are_read() -> None:
    assert read_question("who's at a crypto exchange right now").record.clauses == [
        "current_industry=crypto"
    ]
    assert read_question("anyone with mining company experience").record.clauses == [
        "industry=mining"
    ]
    kindergarten = read_question("2020年在幼儿园上班的有谁").record.clauses
    assert kindergarten[0] == "industry_years_early_childhood=2020"
    for question in ("有从律师转做合规的吗", "any solicitor turned compliance officer"):
        assert read_question(question).record.clauses == ["role_moves=lawyer_to_compliance"]
    aml = read_question("做过反洗钱的")
    assert aml.concepts == ["aml"]
    etch = read_question("有做刻蚀工艺的工程师吗")  # the engineer asked is any engineer
    assert (etch.concepts, etch.topic) == (["etch"], "刻蚀工艺")


def test_kinds_of_employer_and_their_examples_said_around_them() -> None:
    for question in ("有在会所实习过的吗", "anyone interned at a CPA / audit firm"):
        assert read_question(question).record.clauses == ["intern_industry=accounting"]
    assert read_question("有在NGO或者公益组织工作的吗").record.clauses == ["industry=ngo"]
    fintech = read_question("现在在做支付/跨境汇款这类 fintech 公司的有谁")
    assert (fintech.record.clauses, fintech.topic) == (["current_industry=fintech"], "")
    assert read_question("在现在公司有过晋升的").record.clauses == ['promoted_now~""']


def test_a_wish_after_the_question_asks_nothing() -> None:
    read = read_question("any backend engineers? fintech domain would be a plus")
    assert "fintech" not in read.topic and not read.record.clauses
    assert read_question("找做后端的，985优先").record.clauses == []


def test_levels_or_above_in_a_title_are_a_seniority() -> None:
    read = read_question("who has senior / principal or above in their current title")
    assert read.record.clauses == ["seniority=senior or seniority>=staff"]


def test_a_skill_used_in_one_of_their_jobs_is_asked_at_work() -> None:
    read = read_question("Which candidates have used Kubernetes in one of their jobs?")
    assert (read.skills, read.skill_at_work) == ({"kubernetes"}, True)


def test_mentoring_said_to_be_no_line_management_leads_no_team() -> None:
    profile = lines_profile(
        ["鲍某", "工作经历", "2021.03 - 至今  某某出行科技有限公司  数据开发工程师",
         "• 带领 2 名应届生完成宽表重构（技术指导，非直属管理）。",
         "2016.07 - 2021.02  某某软件有限公司  开发组长", "• 带领 6 人团队负责计费系统。"]
    )  # fmt: skip
    assert [e.leads_team for e in profile.employment] == [False, True]


def test_a_heading_run_onto_a_short_chinese_sentence_starts_its_section() -> None:
    profile = lines_profile(
        ["蒋某", "个人概述", "七年税务咨询经验，熟悉转让定价与集团税务合规。工作经历",
         "2019.07–2022.06  某某会计师事务所上海分所  税务咨询顾问"]
    )  # fmt: skip
    assert [e.employer for e in profile.employment] == ["某某会计师事务所上海分所"]


def test_roles_listed_with_a_family_word_are_the_role_in_either_script() -> None:
    read = read_question("any QA / software test engineers")
    assert "测试工程师" in read.concept_names and "software test engineers" in read.concept_names


def test_a_near_namesake_of_a_famous_school_is_not_it() -> None:
    catalog = org_catalog()
    assert catalog is not None
    assert [m.id for m in catalog.find("BA (Hons), Oxford Brookes University, 2012")] == [
        "oxford-brookes"
    ]
    assert [m.id for m in catalog.find("University of Oxford")] == ["oxford"]


def test_examples_founders_and_app_companies_said_of_employers() -> None:
    sony = read_question(
        "who worked at sony or a subsidiary (e.g. Sony AI or a PlayStation studio)?"
    )
    assert (sony.employers, sony.topic) == ({"sony"}, "")
    assert read_question("anyone at jack ma's company right now").employers == {"alibaba"}
    assert read_question("马云的公司待过的").employers == {"alibaba"}
    assert read_question("any app company people").record.clauses == ["industry=internet"]
    kdd = read_question("anyone with a paper at the big ACM data mining conference")
    assert kdd.record.clauses == [] and "KDD" in kdd.venues


def test_a_running_footer_name_is_the_owners_when_the_mail_domain_is_theirs() -> None:
    profile = lines_profile(
        ["Product Designer — freelance", "Porto, Portugal · hello@ferrandal.studio",
         "Experience", "Freelance Product Designer — since 07/2018",
         "Teodósio Ferrandal · Curriculum Vitae · 2026"]
    )  # fmt: skip
    assert profile.names[:1] == ["Teodósio Ferrandal"]
    other = lines_profile(
        ["Product Designer", "Porto · hello@gmail.com", "Experience",
         "Teodósio Ferrandal · Curriculum Vitae · 2026"]
    )  # fmt: skip
    assert other.names[:1] != ["Teodósio Ferrandal"]


def test_a_heading_over_an_email_that_spells_a_name_is_no_name() -> None:
    profile = lines_profile(
        ["Corporate Credit Ratings — Asia-Pacific", "Hong Kong | orla.fenwright@example.com",
         "Experience", "Acme Ratings, Hong Kong", "Director — 03/2022 - today"]
    )  # fmt: skip
    assert profile.names[0] == "Orla Fenwright"
    spaced = lines_profile(["Kat Dela Cruz", "kat.delacruz@example.com", "Experience"])
    assert spaced.names[0] == "Kat Dela Cruz"


def test_this_rounds_catalog_venue_and_clause_readings() -> None:
    assert read_question("谁在欧洲信息检索大会上发过文章").venues == ["ECIR"]
    assert read_question("who studied somewhere in the nordics").record.clauses == [
        "studied_in=se or studied_in=no or studied_in=dk or studied_in=fi"
    ]
    python = read_question("谁工作里真用过 python 只写在技能栏的不算")
    assert (python.skills, python.skill_at_work) == ({"python"}, True)
    assert read_question("有 Java 经验的 Kotlin 不算").skills == {"java"}
    assert read_question("who did a part-time masters while working").record.clauses == [
        'part_time_study~"Master"'
    ]
    assert read_question("anyone doing an MBA or some other degree part time").record.clauses == [
        'part_time_studying~""'
    ]
    assert read_question("who's senior-level right now title wise").topic == ""


def test_a_page_numbered_footer_names_the_owner() -> None:
    profile = lines_profile(
        ["Copywriter — brand and UX writing", "Cardiff · hello@wordsbycf.co.uk",
         "Experience", "Freelance Copywriter — since 2019",
         "Carys Fenwood · Freelance Copywriter · page 1"]
    )  # fmt: skip
    assert profile.names[:1] == ["Carys Fenwood"]


def test_a_three_word_name_sharing_a_word_with_the_mail_handle_is_kept() -> None:
    profile = lines_profile(["Nguyen Thu Lan", "thulan.ng.design@example.com", "Experience"])
    assert profile.names[0] == "Nguyen Thu Lan"


def test_more_kinds_of_employer_and_studies_of_a_level() -> None:
    assert read_question("现在在数据库公司上班的有谁").record.clauses == [
        "current_industry=database"
    ]
    assert read_question("any SOE people").record.clauses == ["industry=soe"]
    assert read_question("有在联合国工作过的吗").employers == {"united-nations"}
    big_four = read_question("有四大审计背景的吗")
    assert big_four.record.clauses == ["industry=big_four"] and big_four.concepts == [
        "external-audit"
    ]
    for question, level in (
        ("anyone doing a part time masters or mba rn", "Master"),
        ("part-time MBA folks", "MBA"),
        ("part-time masters or phd", ""),
    ):
        assert read_question(question).record.clauses[0].endswith(f'~"{level}"'), question


def test_burger_king_is_not_the_games_company() -> None:
    catalog = org_catalog()
    assert catalog is not None
    assert [m.id for m in catalog.find("Shift Manager, Burger King")] == []
    assert [m.id for m in catalog.find("Designer, King (Activision Blizzard)")] == ["king-games"]


def test_readings_of_the_second_round() -> None:
    assert read_question("哪些候选人目前就职于游戏开发公司？").record.clauses == [
        "current_industry=gaming"
    ]
    assert read_question("现在在做衣服的牌子上班的有谁").record.clauses == [
        "current_industry=apparel"
    ]
    back = read_question("实习过后来又全职回到同一家公司的")
    assert (back.record.clauses, back.topic) == (['converted_at~""'], "")
    assert read_question("有浙大出来的没 求是园那个 不是浙工大").schools == {"zju"}
    assert read_question("有浙大出来的没 不是985的也行").schools == {"zju"}
    assert read_question("quant devs w 5+ yrs").topic == "quant devs"


def test_a_research_and_papers_heading_holds_publications() -> None:
    for heading in ("【科研与论文】", "论文与科研"):
        found = section_heading(TextLine(text=heading))
        assert found is not None and found[0] == "publications", heading


def test_an_organisation_is_read_without_its_nested_brackets() -> None:
    find = org_finder()
    assert find("复星健康(上海复星健康科技(集团)有限公司,复星国际旗下)") == "fosun-health"
