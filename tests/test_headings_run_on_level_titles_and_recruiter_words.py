"""Positions and names that were lost, and recruiter words read as what they ask: a Chinese
heading run onto the line above after a bracket ("…(家电、消费电子行业)工作经历"); "-员" titles of a
trade with their own dates under one company; a level after a title ("Clinical Research
Associate II"); a long dash with a space on one side only ("… R&D Center —FPGA Engineer"); a
Chinese name of a rare surname that the file name spells, not a co-author of its papers. And
"谁做过实习", "anyone from fintech", "现在这家公司干满5年的", "用过SAP", "正在读硕", "a travel
booking site", "networking gear vendors", "外包公司", "manage two associate product managers",
Appium apart from Selenium, "mech design". People and companies are fictional."""

from __future__ import annotations

from pathlib import Path

from ingest.author_lists import author_position, name_variants
from ingest.language import LEADS_TEAM
from ingest.parsers import parse_file
from ingest.profile import extract_profile
from ingest.sections import split_sections
from ingest.skills import SkillCatalog
from tests.test_question_reading import read


def _profile(tmp_path: Path, name: str, text: str):  # type: ignore[no-untyped-def]
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    cv = parse_file(path, 10_000_000)
    return extract_profile(cv, split_sections(cv))


def _jobs(profile) -> list[tuple[str, str | None, str | None]]:  # type: ignore[no-untyped-def]
    return [(p.employer, p.role, p.start) for p in profile.employment]


def test_a_heading_run_onto_a_bracket_and_trade_titles_with_their_own_dates(
    tmp_path: Path,
) -> None:
    profile = _profile(
        tmp_path,
        "cv.txt",
        "个人简历\n栾若衡\n求职意向\n"
        "供应链计划经理/S&OP负责人(家电、消费电子行业)工作经历\n"
        "青禾电器集团 厨房事业部 2021.03-至今\n"
        "供应链计划主管\n"
        "·管理3名计划员,负责需求计划与主生产计划。\n"
        "澄川智家股份有限公司(青岛) 2017.07-2021.02\n"
        "高级计划员(2019.04-2021.02);供应链计划专员(2017.07-2019.03)\n"
        "·负责出口订单的排产与物料齐套跟踪,使用SAP APO。\n"
        "教育背景\n华南理工大学 2013.09-2017.06\n物流工程 本科\n",
    )
    assert _jobs(profile) == [
        ("青禾电器集团", "供应链计划主管", "2021-03"),
        ("澄川智家股份有限公司(青岛)", "高级计划员", "2019-04"),
        ("澄川智家股份有限公司(青岛)", "供应链计划专员", "2017-07"),
    ]


def test_a_level_after_a_title_and_a_dash_spaced_on_one_side(tmp_path: Path) -> None:
    trial = _profile(
        tmp_path,
        "cra.txt",
        "Professional Experience\n"
        "Meridale Clinical (Meridale India Pvt. Ltd.), Bengaluru\n"
        "Clinical Research Associate II — April 2023 to present\n"
        "• Monitoring visits for a Phase III study.\n",
    )
    assert _jobs(trial) == [
        (
            "Meridale Clinical (Meridale India Pvt. Ltd.)",
            "Clinical Research Associate II",
            "2023-04",
        )
    ]
    scanned = _profile(
        tmp_path,
        "fpga.txt",
        "Experience\n"
        "Voltera Instruments GmbH, Lyon R&D Center —FPGA Engineer Jul 2019 - Present\n"
        "• Digital down-conversion blocks for signal analyzers.\n",
    )
    assert [(p.employer, p.role) for p in scanned.employment] == [
        ("Voltera Instruments GmbH", "FPGA Engineer")
    ]


def test_a_rare_surnames_name_the_file_name_spells_is_the_owner_not_a_coauthor(
    tmp_path: Path,
) -> None:
    profile = _profile(
        tmp_path,
        "ge_qinghe_zh.txt",
        "葛青禾\n电力电子硬件工程师\n邮箱:geqinghe_pe@163.com\n"
        "论文发表\n"
        "1. 葛青禾, 陈立言. 双有源桥变换器软开关优化 [J]. 电工技术学报, 2018.\n"
        "2. Qinghe Ge, Liyan Chen. A SiC dual-active-bridge converter. IEEE APEC 2018.\n",
    )
    assert profile.names[:2] == ["葛青禾", "Qinghe Ge"]
    assert not any("陈立言" in n or "Liyan" in n for n in profile.names)
    owner = name_variants(profile.names)  # and the owner is the papers' first author
    assert author_position("1. 葛青禾, 陈立言. 双有源桥变换器软开关优化 [J]. 2018.", owner) == 1
    assert author_position("3. Hao Wen, Qinghe Ge. Aux. power supply. IEEE ECCE 2023.", owner) == 2


def test_recruiter_words_for_internships_kinds_of_employer_and_tenure() -> None:
    assert read("谁做过实习").record.clauses == ["intern_years>0"]
    assert read("anyone from fintech").record.clauses == ["industry=fintech"]
    assert read("现在这家公司干满5年的有哪些").record.clauses == ["years_at_current>=5"]
    assert read("who's at a travel booking site right now").record.clauses == [
        "current_industry=travel"
    ]
    assert read("现在还在做旅游网站的是谁").record.clauses == ["current_industry=travel"]
    assert read("any candidates from networking gear vendors?").record.clauses == [
        "industry=networking"
    ]
    assert read("在外包公司干过的").record.clauses == ["industry=it_outsourcing"]


def test_a_tool_used_at_work_and_a_masters_being_read() -> None:
    sap = read("工作里真用过SAP做计划的")
    assert sap.skills == {"sap"} and not sap.employers and sap.skill_at_work
    assert read("在SAP工作过的").employers == {"sap"}
    studying = read("谁有硕士文凭或者正在读硕")
    assert studying.degree == "Master" and not studying.topic
    assert read("anyone done mobile test automation w appium at work").skills == {"appium"}
    assert [m.id for m in SkillCatalog.load().find("Selenium WebDriver, Playwright")] == [
        "selenium",
        "playwright",
    ]
    assert "mechanical-design" in read("anyone w mech design experience").concepts


def test_a_count_of_people_with_a_title_is_a_team_managed() -> None:
    assert LEADS_TEAM.search("Manage two associate product managers and set the roadmap")
    assert not LEADS_TEAM.search("manage two product launches a year")


def test_a_papers_year_in_an_entrys_sentence_is_no_entry(tmp_path: Path) -> None:
    profile = _profile(
        tmp_path,
        "cv.txt",
        "Experience\n"
        "summer 2020 Applied Scientist Intern, Corvane Voice, Cambridge, MA\n"
        "Contextual biasing for rare-word recognition in assistants; result published at "
        "ICASSP 2021.\n"
        "summer 2019 Research Intern, Corvane Voice, Pittsburgh\n"
        "Semi-supervised training of acoustic models.\n",
    )
    assert [(p.employer, p.role) for p in profile.employment] == [
        ("Corvane Voice", "Applied Scientist Intern"),
        ("Corvane Voice", "Research Intern"),
    ]


def test_any_time_in_a_year_a_director_seat_consultancies_and_which_degrees_school() -> None:
    tencent = read("哪些候选人在 2020 年期间的任何时间在腾讯（含旗下工作室、事业群）任职？")
    assert (tencent.employers, tencent.period, tencent.topic) == ({"tencent"}, (2020, 2020), "")
    seat = read("who's sitting in a director seat right now? current title, not past ones")
    assert seat.record.clauses == ["seniority=director"] and not seat.topic
    consultancy = read("anyone who interned at a strategy or management consultancy?")
    assert consultancy.record.clauses == ["intern_industry=consulting"] and not consultancy.topic
    # which degree's school is asked, not that the bachelor's is the highest degree
    undergrads = read("any 985 undergrads? bachelor's only, masters dont count")
    assert undergrads.record.clauses == ["bachelor_tier=985"]
    assert undergrads.degree_status != "highest"
    assert read("who has a bachelor's only").degree_status == "highest"


def test_titles_with_their_dates_and_what_was_done_under_a_dated_employer(
    tmp_path: Path,
) -> None:
    profile = _profile(
        tmp_path,
        "tax.txt",
        "Experience\n"
        "Brightwater Tax Advisers, Utrecht Sep 2012 – Jun 2021\n"
        "Tax Manager (2018 – 2021): managed corporate income tax engagements.\n"
        "Senior Tax Consultant (2015 – 2018) and Tax Consultant (2012 – 2015): CIT returns.\n"
        "Amsterdam\n"
        "Quillfeather Travel Jul 2021 – Present\n"
        "Senior Tax Manager, EMEA Indirect Tax (since Jan 2024): manage a team of three.\n"
        "Tax Manager (Jul 2021 – Dec 2023): ran the VAT registrations;\n"
        "advised product teams on VAT.\n",
    )
    assert [(p.employer, p.role, p.start, p.end) for p in profile.employment] == [
        ("Brightwater Tax Advisers", "Tax Manager", "2018", "2021"),
        ("Brightwater Tax Advisers", "Senior Tax Consultant", "2015", "2018"),
        ("Brightwater Tax Advisers", "Tax Consultant", "2012", "2015"),
        ("Quillfeather Travel", "Senior Tax Manager", "2024-01", None),
        ("Quillfeather Travel", "Tax Manager", "2021-07", "2023-12"),
    ]


def test_a_title_beside_the_name_is_no_alias_and_more_recruiter_words(tmp_path: Path) -> None:
    profile = _profile(
        tmp_path,
        "cv.txt",
        "Maren Holt | Senior Tax\nManager\nAmsterdam, The Netherlands\nExperience\n",
    )
    assert profile.names == ["Maren Holt"]
    assert read("现在还在招行的有吗").record.clauses == ['current_employer="China Merchants Bank"']
    assert read("有面板厂经验的吗").record.clauses == ["industry=display_panel"]
    assert read("有没有从四大跳到甲方的").record.clauses == ["moved_out_of=big_four"]
    assert not read("有没有从四大跳到甲方的").topic
    assert "user-research" in read("anyone who's done user research / usability testing").concepts
