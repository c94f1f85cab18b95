"""A CV's layout and letters read as meant: dates in moderncv's left column stand above
their entry's header, so a group heading above the first dates ("In-house", "Private
practice") is no employer; of two names before a city ("Associate, Corporate M&A, <Firm>,
Dublin") the firm is the one beside the city; an accent set before its letter by a pdfTeX
font ("K¨alin", "Z¨urich") is that letter; a bullet that opens with dates and a title before
a colon ("2025.01–至今高级工程师:负责…") is a title, not a sentence of fields; a line that
opens with what was done ("执行…") is the entry's body; a JSON Resume's "MA" is a master's;
post-nominal letters ("ACA") and a function ("Equity Research") are no part of a name; a
national company's branch named by its short name and a province is that company; an
offer got ("获…校招 offer(已拒绝)") is no job. People and companies are fictional, except
the catalog's."""

from __future__ import annotations

import json

from ingest.entry_blocks import header_part
from ingest.language import LEADS_TEAM
from ingest.models import ParsedCV, Profile, TextLine
from ingest.name_forms import one_name
from ingest.normalize import normalize_chars
from ingest.parsers import parse_bytes
from ingest.parsers.wrapping import unwrap
from ingest.profile import extract_profile
from ingest.record import org_catalog
from ingest.sections import split_sections


def _cv(texts: list[str], file_name: str = "cv.txt") -> ParsedCV:
    lines = [TextLine(text=t, page=1, n=i + 1) for i, t in enumerate(texts)]
    return ParsedCV(source=file_name, file_name=file_name, doc_id="z" * 32, format="text",
                    lines=lines, pages=1)  # fmt: skip


def _profile(texts: list[str]) -> Profile:
    cv = _cv(texts)
    return extract_profile(cv, split_sections(cv), None)


DATES_ABOVE = [
    "Orla Fennick", "Lead Counsel", "Experience", "In-house",
    "Jun 2023 – Present", "Lead Counsel, Commercial, EMEA, Quillfeather Payments, Dublin",
    "Promoted from Senior Legal Counsel. Line-manage a team of three lawyers.",
    "• Lead legal workstream for two acquisitions.",
    "Feb 2021 – May 2023", "Senior Legal Counsel, Commercial, Quillfeather Payments, Dublin",
    "Negotiated partnership agreements with banks and marketplaces.",
    "Private practice",
    "Sep 2014 – Jan 2021", "Associate, Corporate M&A, Harcourt Lyle, Dublin",
    "Acted on the restructuring of holding entities; due diligence lead.",
    "Sep 2012 – Aug 2014", "Trainee Solicitor, Harcourt Lyle, Dublin",
    "Seats in Corporate, Banking and Litigation.",
    "Education", "2008 – 2012 LLB (Law), Trinity College Dublin, Dublin",
]  # fmt: skip


def test_dates_above_their_headers_make_a_group_heading_no_employer() -> None:
    jobs = [(j.employer, j.role, j.start, j.end) for j in _profile(DATES_ABOVE).employment]
    assert jobs == [
        ("Quillfeather Payments", "Lead Counsel", "2023-06", None),
        ("Quillfeather Payments", "Senior Legal Counsel", "2021-02", "2023-05"),
        ("Harcourt Lyle", "Associate", "2014-09", "2021-01"),
        ("Harcourt Lyle", "Trainee Solicitor", "2012-09", "2014-08"),
    ]


def test_an_accent_set_before_its_letter_is_that_letter() -> None:
    assert normalize_chars("Severin K¨alin, Z¨urich; Jos´e Gar¸con; na¨ıve") == (
        "Severin Kälin, Zürich; José Garçon; naïve"
    )
    assert normalize_chars("Children's") == "Children's"


DATED_BULLETS = [
    "韦明澈", "工作经历",
    "澄川储能科技有限公司 2023.03–至今", "储能电芯开发部",
    "• 2025.01–至今高级电芯工程师:负责 314Ah 储能电芯的设计定型,带 3 人电芯设计小组,负责绩效评估",
    "• 2023.03–2024.12 电芯工程师:负责 280Ah 电芯涂布 DOE 优化,首次效率提升1.2%",
    "宁川新能源股份有限公司 2020.07–2023.02", "电芯工程师(正式员工)",
    "• 参与电解液配方开发。",
]  # fmt: skip
BODY_LINES = [
    "缪清禾", "工作经历",
    "临江临床研究有限公司,大连数据中心",
    "高级临床数据管理员 2021年9月 - 2023年2月",
    "编写数据核查规则逾 600 条,组织 SAE 一致性核对。",
    "临床数据管理员 2019年7月 - 2021年8月",
    "执行数据清理、质疑管理与 SAS 列表核查,参与 5 个项目的数据库锁定。",
]  # fmt: skip


def test_a_bullet_of_dates_and_a_title_before_a_colon_is_a_title() -> None:
    jobs = [(j.employer, j.role, j.start) for j in _profile(DATED_BULLETS).employment]
    assert ("澄川储能科技有限公司", "高级电芯工程师", "2025-01") in jobs
    assert ("澄川储能科技有限公司", "电芯工程师", "2023-03") in jobs
    assert all(e and "带" not in e and "首次" not in e for e, _, _ in jobs), jobs


def test_a_line_that_opens_with_what_was_done_is_the_entry_body() -> None:
    jobs = [(j.employer, j.role, j.start) for j in _profile(BODY_LINES).employment]
    assert ("临江临床研究有限公司", "临床数据管理员", "2019-07") in jobs, jobs
    assert not any(e == "参与" for e, _, _ in jobs)


def test_a_json_resume_ma_is_a_masters_in_its_area() -> None:
    doc = {
        "basics": {"name": "Hana Oyelaran"},
        "education": [
            {"institution": "University of Westmarch", "area": "Translation Studies",
             "studyType": "MA", "startDate": "2024-09", "endDate": "2027-06"},
        ],
    }  # fmt: skip
    cv = parse_bytes(json.dumps(doc).encode(), "cv.json", "cv.json", 1_000_000)
    (degree,) = extract_profile(cv, split_sections(cv), None).education
    assert (degree.degree, degree.field) == ("Master", "Translation Studies")


def test_post_nominal_letters_and_a_function_are_no_name() -> None:
    assert one_name("ELIZA ASHBY ACA", True)[0] == "Eliza Ashby"
    assert one_name("Equity Research", True) == []


def test_a_national_companys_branch_by_short_name_and_province() -> None:
    found = [m.id for m in org_catalog().find("国网湖北省电力有限公司电力科学研究院 实习生")]
    assert found == ["state-grid"]
    assert not org_catalog().find("全国网络安全大赛")


def test_an_offer_got_is_no_job() -> None:
    jobs = _profile(
        [
            "房明烛",
            "其他",
            "2021 年获网易游戏 2022 届校招",
            "offer(已拒绝)",
            "工作经历",
            "米哈游(miHoYo) 2022.07–至今",
            "客户端开发工程师",
        ]
    ).employment
    assert [j.employer for j in jobs] == ["米哈游(miHoYo)"]


def test_counted_reports_by_their_titles_letters_lead_people() -> None:
    assert LEADS_TEAM.search("• Manage 2 HRBPs who report to me; run calibration")
    assert LEADS_TEAM.search("Analysts who report directly to me: two")
    assert not LEADS_TEAM.search("Manage 2 APIs for the payroll system.")
    assert not LEADS_TEAM.search("Mentor two junior engineers (no direct reports).")


def test_dates_a_title_and_a_colon_head_what_was_done() -> None:
    assert header_part("2023.01-至今 Array工艺主管:管理5名工艺工程师,负责良率和产能;") == (
        "2023.01-至今 Array工艺主管"
    )
    assert header_part("2021.06-2022.12 高级工程师:主导刻蚀工艺导入,良率提升") == (
        "2021.06-2022.12 高级工程师"
    )


def test_a_second_degree_row_under_a_school_line_with_its_own_degree() -> None:
    edu = _profile(
        [
            "Mara Quill",
            "Education",
            "Westbrook State University – B.S. Business Administration (Marketing), 2013",
            "Part-time MBA coursework, 2019 – 2021 (left the program; degree not completed)",
        ]
    ).education
    got = {(e.degree, e.end, e.unfinished) for e in edu}
    assert ("Bachelor", "2013", False) in got and ("Master", "2021", True) in got, got


def test_a_bullet_of_work_under_a_title_names_no_employer() -> None:
    jobs = _profile(
        [
            "司若雨",
            "工作经历",
            "逸仙美妆(完美日记) 2020 年 7 月–至今",
            "KOL 营销经理 2022 年 3 月–至今",
            "• 负责完美日记彩妆线小红书、抖音达人投放,年度预算约 8000 万元",
            "KOL 营销主管 2020 年 7 月–2022 年 2 月",
            "• 搭建达人数据库",
        ]
    ).employment
    assert [(j.role, j.start) for j in jobs if j.role] == [
        ("KOL 营销经理", "2022-03"),
        ("KOL 营销主管", "2020-07"),
    ]


def test_oil_majors_and_their_university_apart() -> None:
    found = {t: [m.id for m in org_catalog().find(t)] for t in (
        "中国石油大连石化分公司", "中国石油化工股份有限公司镇海炼化分公司", "中国石油大学（华东）",
        "Shanghai Junzheng Network Technology Co.")}  # fmt: skip
    assert found == {
        "中国石油大连石化分公司": ["petrochina"],
        "中国石油化工股份有限公司镇海炼化分公司": ["sinopec"],
        "中国石油大学（华东）": ["cup"],
        "Shanghai Junzheng Network Technology Co.": ["hellobike"],
    }


def test_a_title_left_open_goes_on_to_the_next_line() -> None:
    lines = [
        TextLine(text=t, page=1, n=i + 1)
        for i, t in enumerate(
            [
                "鄢景和",
                "学术与审稿",
                "第一作者:《大跨度厂房分层送风的数值模拟研",
                "究》,《暖通空调》,2012",
                "工作经历",
                "某某设计院 2019.07 – 至今",
            ]
        )
    ]
    texts = [x.text for x in unwrap(lines)]
    assert "第一作者:《大跨度厂房分层送风的数值模拟研究》,《暖通空调》,2012" in texts
    assert "publications" in [s.kind for s in split_sections(_cv(texts))]
