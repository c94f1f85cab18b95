"""Entries and names that were lost: titles each with dates set apart by a comma ("Revenue
Analyst (Jul 2015 - Jun 2017), Pricing Analyst (Jul 2017 - Mar 2019)") or followed by the
unit ("…；高级电源工程师(2020.07 – 2023.02) 上海设计中心"); a law firm ("…律师事务所 上海分所
律师") as the employer; a Chinese name of a surname the list lacks beside a page label
("侍宁舟 · 个人简历") when the file name says it too; "studied outside china". People are
fictional."""

from __future__ import annotations

from pathlib import Path

from ingest.owner_names import name_from_file
from ingest.parsers import parse_file
from ingest.profile import extract_profile
from ingest.sections import split_sections
from tests.test_question_reading import read


def _jobs(
    tmp_path: Path, name: str, text: str
) -> list[tuple[str, str | None, str | None, str | None]]:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    cv = parse_file(path, 10_000_000)
    jobs = extract_profile(cv, split_sections(cv)).employment
    return sorted((p.employer, p.role, p.start, p.end) for p in jobs)


def test_titles_with_dates_set_apart_by_a_comma_are_two_positions(tmp_path: Path) -> None:
    jobs = _jobs(
        tmp_path,
        "orla_quennan.txt",
        "ORLA QUENNAN\nEXPERIENCE\nFlybe Regional, Exeter              Jul 2015 - Mar 2019\n"
        "Revenue Analyst (Jul 2015 - Jun 2017), Pricing Analyst (Jul 2017 - Mar 2019)\n"
        " * Dynamic pricing rules for ancillary bundles.\n",
    )
    assert [(r, a, b) for _, r, a, b in jobs] == [
        ("Pricing Analyst", "2017-07", "2019-03"),
        ("Revenue Analyst", "2015-07", "2017-06"),
    ]


def test_the_unit_after_the_last_dated_title_is_no_part_of_it(tmp_path: Path) -> None:
    jobs = _jobs(
        tmp_path,
        "闻岚_简历.txt",
        "闻岚\n工作经历\n某某电源科技有限公司 2020.07 – 至今\n"
        "主任工程师(2023.03 起);高级电源工程师(2020.07 – 2023.02) 上海设计中心\n"
        "• 负责服务器电源 PFC 方案。\n",
    )
    assert [(r, a) for _, r, a, _ in jobs] == [
        ("主任工程师", "2023-03"),
        ("高级电源工程师", "2020-07"),
    ]


def test_a_law_firm_is_the_employer_of_its_lawyers(tmp_path: Path) -> None:
    jobs = _jobs(
        tmp_path,
        "甘若棠_简历.txt",
        "甘若棠\n工作经历\n北京市君合律师事务所 上海分所 律师 2013.10–2017.05\n• 参与并购项目。\n",
    )
    assert [(e, r) for e, r, _, _ in jobs] == [("北京市君合律师事务所", "律师")]


def test_a_name_beside_a_page_label_is_read_when_the_file_name_says_it() -> None:
    assert name_from_file("侍宁舟-采购经理.docx", "侍宁舟 · 个人简历") == "侍宁舟"
    assert name_from_file("采购经理.docx", "侍宁舟 · 个人简历").startswith("Unknown (")


def test_studied_outside_china_is_studying_abroad() -> None:
    assert read("who studied outside china").record.clauses == ["studied_in=abroad"]


def test_a_title_with_a_later_step_keeps_the_entrys_own_dates(tmp_path: Path) -> None:
    """ "Senior Engineer, later Tech Lead of the Data Lake team (2019–2021) | Jan 2016 – Apr
    2021": the bracket dates the later step, to the entry's end; the first title runs from
    2016 until it."""
    jobs = _jobs(
        tmp_path,
        "cedric_vauclin.txt",
        "Cedric Vauclin\nExperience\nNorthgate Data, Lyon\n"
        "Senior Engineer, later Tech Lead of the Data Lake team (2019–2021) | Jan 2016 – Apr 2021\n"
        "○ Built the company-wide streaming platform.\n",
    )
    assert sorted((a, b) for _, _, a, b in jobs) == [("2016-01", "2018-12"), ("2019", "2021-04")]


def test_german_doctorates_and_words_said_another_way() -> None:
    from ingest.language.degrees import degree_level

    assert degree_level("Dr. rer. nat., Technische Universität München") == "PhD"
    assert degree_level("Dr.-Ing. Maschinenbau, RWTH Aachen") == "PhD"
    assert degree_level("Dr. Phil Jones, reference") is None
    assert read("有没有荷兰代尔夫特那所理工大学出来的").schools == {"tudelft"}
    assert read("北京那所大学的").schools == set()  # "that university in Beijing": no name
    assert read("现在在医疗科技公司上班的有谁").record.clauses == ["current_industry=healthcare"]
    assert read("有没有工作里真用 PBI 做过报表看板的").skills == {"powerbi"}


def test_a_public_body_is_an_employer(tmp_path: Path) -> None:
    jobs = _jobs(
        tmp_path,
        "niamh_corrigan.txt",
        "Niamh Corrigan\nProfessional experience\nOffice of the Revenue Commissioners, Dublin\n"
        "09/2015 - 08/2019\nTax Officer, Large Corporates Division (graduate programme)\n"
        "• Carried out risk reviews.\n",
    )
    assert [(e, a, b) for e, _, a, b in jobs] == [
        ("Office of the Revenue Commissioners", "2015-09", "2019-08")
    ]


def test_the_big_four_a_chinese_nickname_and_a_word_of_the_past() -> None:
    assert read("anyone from the big 4").record.clauses == ["industry=big_four"]
    assert read("consulting firm folks").record.clauses == ["industry=consulting"]
    assert read("多邻国出来的有吗").employers == {"duolingo"}
    past = read("以前在字节干过的")
    assert (past.employers, past.topic) == ({"bytedance"}, "")


def test_a_parent_said_by_its_child_a_student_stint_and_a_venue_spelled_out() -> None:
    parent = read("who was at alipay's parent company back in 2020")
    assert (parent.employers, parent.topic, parent.period) == ({"ant-group"}, "", (2020, 2020))
    stint = read("anyone w/ a summer or student stint at a bank")
    assert (stint.record.clauses, stint.topic) == (["intern_industry=bank"], "")
    venue = read("anyone got a paper at intelligent systems for molecular biology")
    assert (venue.venues, venue.topic) == (["ISMB"], "")
    assert read("who actually writes database queries at work?").skills == {"sql"}
    assert read(
        "Which candidates have worked at one of the Big Four accounting firms?"
    ).record.clauses == ["industry=big_four"]


def test_paper_reviewing_and_tpc_duty_are_service_not_papers() -> None:
    either = read("anyone done paper reviewing or TPC duty")
    assert (either.service, either.publications, either.topic) == (True, False, "")
    tpc = read("anyone done TPC duty")
    assert (tpc.service, tpc.program_committee) == (True, True)


def test_papers_and_talks_under_one_heading_are_publications(tmp_path: Path) -> None:
    path = tmp_path / "岑书远_简历.txt"
    path.write_text(
        "岑书远\n工作经历\n某芯科技 验证工程师 2019.07 – 至今\n• 负责 DDR 控制器验证。\n"
        "论文与交流\n第一作者:《基于寄存器模型的控制器自动化验证方法》,DVCon China 2023。\n",
        encoding="utf-8",
    )
    cv = parse_file(path, 10_000_000)
    assert [s.kind for s in split_sections(cv)] == ["header", "experience", "publications"]


def test_a_foundry_and_merchandising_are_read_in_either_language() -> None:
    fab = read("晶圆厂工艺工程师 5年以上")
    assert fab.record.clauses == [
        "years_as_process-engineer>=5",
        # (a wafer fab is a chip company's, a foundry's among them)
        "(industry=semiconductor or industry=foundry) and (role_in_semiconductor=process-engineer"
        " or role_in_foundry=process-engineer)",
    ]
    assert read("merchandising at a sportswear brand 5 yrs+").concepts == ["merchandising"]


def test_a_query_optimisation_topic_is_no_sql_skill_and_vldb_spelled_out() -> None:
    topic = read("Who worked on database query optimization at Huawei?")
    assert (topic.skills, topic.topic) == (set(), "database query optimization")
    assert "VLDB" in read("anyone with a paper in the Very Large Data Bases proceedings").venues


def test_a_table_header_with_two_notes_in_one_cell_is_a_header() -> None:
    """ "时间 | 公司 | 职位 | 主要职责与业绩": a DOCX table's header row, not an entry whose
    employer is "主要职责与业绩"; "工作" alone is no label."""
    from ingest.language.fields import is_column_header, is_column_label

    assert is_column_header("时间 | 公司 | 职位 | 主要职责与业绩")
    assert is_column_label("工作内容及成果")
    assert not is_column_label("工作")


def test_a_journal_by_its_initials_or_its_name() -> None:
    for q in ("anyone with a PRL paper", "哪些候选人在《物理评论快报》上发表过论文？"):
        asked = read(q)
        assert ("Physical Review Letters" in asked.venues, asked.topic) == (True, "")


def test_a_file_name_of_a_name_then_a_trade_gives_the_name() -> None:
    assert name_from_file("tomas_ferreira_android.md") == "Tomas Ferreira"
    assert name_from_file("data_engineer_cv.pdf").startswith("Unknown (")


def test_a_telecom_operator_and_a_freight_carrier_are_different_kinds() -> None:
    asked = "Which candidates have completed an internship at a telecommunications operator?"
    assert read(asked).record.clauses == ["intern_industry=telecom"]
    assert read("worked at a freight carrier").record.clauses == ["industry=logistics"]


def test_a_scottish_ma_is_a_first_degree_and_scania_is_in_the_vw_group() -> None:
    from ingest.language.degrees import degree_level

    assert degree_level("MA (Hons) Economics, University of Edinburgh") == "Bachelor"
    assert degree_level("MA History, King's College London") == "Master"
    assert read("who's been at a VW group company (scania counts)").employers == {"volkswagen"}
    from ingest.orgs import OrgCatalog

    assert "volkswagen" in OrgCatalog.load().lineage("scania")
