"""What a CV runs together is read apart: a title's step up with its own "since" date keeps
the entry's start ("运营专员 → 运营主管（2018 年起）"); OCR's "202209-至今" is a date; an
organisation and its title glued with no space ("小米集团需求计划专员"); an English line that
names a Chinese company in brackets is as long as an English line may be; "Head Office" is a
unit, not a title; an MBA glued to its school ("…学院MBA（兼读制，在读）"), and how it is
studied is no field; in a table, the next row's "(not completed)" is not this row's; a
"项目亮点" heading ends the jobs; a unit that names its company, under the company's heading,
is that company's; a company's line of its own with what it does after a dash is the
employer of the title below it; credentials after a name are no author list; the newest CV
settles a degree an older one had in progress; a nickname in brackets is an alias; a
sidebar's heading at the end of a main-column line is a heading. People are fictional."""

from __future__ import annotations

import json

from ingest.author_lists import author_position, is_author_line, name_variants
from ingest.dates import find_span
from ingest.models import EmploymentItem, ParsedCV, Profile, TextLine
from ingest.names import names_in_scripts
from ingest.newer_cv import settled_degrees
from ingest.parsers import parse_bytes
from ingest.parsers.side_headings import headings_apart
from ingest.profile import extract_profile
from ingest.record_models import Degree, SourceLine
from ingest.sections import split_sections


def _profile(texts: list[str], file_name: str = "cv.md") -> Profile:
    lines = [TextLine(text=t, page=1, n=i + 1) for i, t in enumerate(texts)]
    cv = ParsedCV(source=file_name, file_name=file_name, doc_id="z" * 32, format="markdown",
                  lines=lines, pages=1)  # fmt: skip
    return extract_profile(cv, split_sections(cv), None)


def _jobs(texts: list[str]) -> list[tuple[str, str | None, str | None, str | None, bool]]:
    return [(e.employer, e.role, e.start, e.end, e.ongoing) for e in _profile(texts).employment]


def test_a_title_step_since_a_date_keeps_the_entrys_own_start() -> None:
    jobs = _jobs(
        ["林小雨", "工作经历", "星河科技（杭州星河网络有限公司） 2015年7月-2020年3月",
         "运营专员→运营主管（2018年起）", "• 负责主播招募与排班"]
    )  # fmt: skip
    assert jobs == [
        ("星河科技（杭州星河网络有限公司）", "运营专员→运营主管", "2015-07", "2020-03", False)
    ]


def test_an_arrow_of_titles_with_the_entrys_own_range_is_still_an_entry() -> None:
    jobs = _jobs(
        ["Jane Roe", "Experience",
         "Nordhavn Audit — Audit Associate → Senior Audit Associate (09/2013 – 08/2017)",
         "• Statutory audits of listed clients."]
    )  # fmt: skip
    assert [(j[0], j[2], j[3]) for j in jobs] == [("Nordhavn Audit", "2013-09", "2017-08")]


def test_a_promotion_note_leaves_no_bracket_on_the_title() -> None:
    jobs = _jobs(
        ["林小雨", "工作经历", "星河科技有限公司 2015年7月-2020年3月",
         "运营专员→运营主管（2018年晋升）", "• 负责主播招募"]
    )  # fmt: skip
    # (and the promotion's year dates the two titles: the later one held from then)
    assert [(j[1], j[2], j[3]) for j in jobs] == [
        ("运营主管", "2018", "2020-03"),
        ("运营专员", "2015-07", "2017-12"),
    ]


def test_a_year_and_month_run_together_by_ocr_are_a_date_beside_a_dash_only() -> None:
    span = find_span("安克 高级供应计划经理 202209-至今")
    assert span is not None and str(span.start) == "2022-09" and span.ongoing
    span = find_span("2019.08-202012")
    assert span is not None and (str(span.start), str(span.end)) == ("2019-08", "2020-12")
    assert find_span("订单编号 202209 共 3 件") is None
    assert find_span("电话 135109871260") is None


def test_a_title_glued_to_a_known_company_is_split_after_the_company() -> None:
    jobs = _jobs(
        ["王小明", "工作经历", "小米集团需求计划专员 2019.08-2020.12", "• 手机需求预测",
         "富士康（鸿海精密工业）供应链分析员 2015.07-2019.07", "• 物料需求计划"]
    )  # fmt: skip
    assert [(j[0], j[1]) for j in jobs] == [
        ("小米集团", "需求计划专员"),
        ("富士康（鸿海精密工业）", "供应链分析员"),
    ]


def test_an_english_header_naming_a_chinese_company_in_brackets_is_an_entry() -> None:
    jobs = _jobs(
        ["Jane Roe", "Experience",
         "China Merchants Bank (招商银行) — Head Office, Financial Markets Dept. — Summer Intern"
         " — Shenzhen — 2025-07 – 2025-08", "• Rebuilt the daily DV01 report in Python."]
    )  # fmt: skip
    assert [(j[0], j[1], j[2]) for j in jobs] == [
        ("China Merchants Bank (招商银行)", "Summer Intern", "2025-07")
    ]


def test_an_mba_glued_to_its_school_is_an_mba_and_its_mode_of_study_no_field() -> None:
    school = _profile(
        ["王小明", "教育背景", "中欧国际工商学院MBA（兼读制，在读） 2025.09-2027.06（预计）"]
    ).education[0]
    assert (school.school, school.degree, school.degree_name, school.field) == (
        "中欧国际工商学院", "Master", "MBA", None
    )  # fmt: skip


def test_the_next_rows_not_completed_does_not_mark_the_degree_above_unfinished() -> None:
    degrees = _profile(
        ["Ada Kemi", "Education", "Years | Degree | Institution | Notes", "2016 – 2017",
         "MSc Clinical Research", "University of Manchester", "Merit; dissertation on monitoring",
         "2021 – 2022", "MBA (not completed)", "The Open University Business School",
         "Part-time; withdrew after Stage 1"]
    ).education  # fmt: skip
    assert [(d.degree, d.unfinished) for d in degrees] == [("Master", False), ("Master", True)]


def test_a_project_highlights_heading_ends_the_jobs_above_it() -> None:
    jobs = _jobs(
        ["林小雨", "工作经历", "星河汽车（XH） 高级热管理工程师", "2023.01 – 至今",
         "- 负责电池包液冷板设计", "项目亮点",
         "- 900V 高压平台超充电池包热管理（星河，2023–2025），专利 2 项"]
    )  # fmt: skip
    assert jobs == [("星河汽车（XH）", "高级热管理工程师", "2023-01", None, True)]


def test_a_unit_naming_its_company_under_the_companys_heading_keeps_each_titles_dates() -> None:
    jobs = _jobs(
        ["苗小禾", "工作经历", "北京快手科技有限公司（快手） 2022.03 – 至今",
         "用户增长部・快手极速版 高级产品经理 2024.04 – 至今", "• 负责拉新与留存",
         "用户增长部 产品经理 2022.03 – 2024.03", "• 负责新用户激活"]
    )  # fmt: skip
    assert [(j[1], j[2], j[4]) for j in jobs] == [
        ("高级产品经理", "2024-04", True),
        ("产品经理", "2022-03", False),
    ]
    assert {j[0] for j in jobs} == {"北京快手科技有限公司（快手）"}


def test_a_company_line_with_what_it_does_is_the_employer_of_the_title_below() -> None:
    jobs = _jobs(
        ["Jane Roe", "Experience",
         "Ubiquant (九坤投资) — quantitative / high-frequency trading, Shanghai",
         "Senior FPGA Engineer, Low-Latency Trading Systems — 06/2023 - today",
         "- Design the tick-to-trade path.", "HiSilicon (Huawei) — Shanghai",
         "FPGA Prototyping Engineer — 07/2018 - 05/2023", "- Built prototyping platforms.",
         "Xilinx — Dublin", "FPGA Intern — summer 2017"]
    )  # fmt: skip
    assert [(j[0], j[1]) for j in jobs] == [
        ("Ubiquant (九坤投资)", "Senior FPGA Engineer"),
        ("HiSilicon (Huawei)", "FPGA Prototyping Engineer"),
        ("Xilinx", "FPGA Intern"),
    ]


def test_credentials_after_a_name_are_no_author_list() -> None:
    assert not is_author_line("Priya Raman, ACA, HKICPA")
    assert is_author_line("P. Raman, J. Doe, K. Lee")


def _degree(doc: str, status: str, start: str, end: str | None = None) -> Degree:
    return Degree(
        school="Warwick Business School" if doc == "old" else "University of Warwick",
        level="Master", degree_name="MBA", status=status, start=start, end=end,  # type: ignore[arg-type]
        sources=[SourceLine(doc_id=doc, line=3, text="Executive MBA")],
    )  # fmt: skip


class _Doc:
    def __init__(self, doc_id: str, last: str) -> None:
        self.doc_id = doc_id
        self.profile = Profile(employment=[EmploymentItem(employer="Acme", start=last)])


def test_the_newest_cv_settles_a_degree_an_older_one_had_in_progress() -> None:
    old, new = _degree("old", "in progress", "2022"), _degree("new", "completed", "2022", "2024")
    kept = settled_degrees([old, new], [_Doc("old", "2023-01"), _Doc("new", "2026-03")])
    assert kept == [new]
    other = _degree("old", "in progress", "2025")  # begun another year: another degree
    kept = settled_degrees([other, new], [_Doc("old", "2025-09"), _Doc("new", "2026-03")])
    assert kept == [other, new]


def test_a_nickname_in_brackets_is_an_alias_with_the_surname() -> None:
    assert names_in_scripts("Lam Ka-yan (Vivian)") == ["Lam Ka-yan", "Vivian Lam"]
    assert names_in_scripts("Jane Roe (Janie)") == ["Jane Roe", "Janie Roe"]
    raw = json.dumps({"basics": {"name": "Lam Ka-yan (Vivian)", "email": "v.lam@example.com"}})
    cv = parse_bytes(raw.encode(), "lam.json", "lam.json", 10**6)
    assert extract_profile(cv, split_sections(cv), None).names == ["Lam Ka-yan", "Vivian Lam"]


def test_a_sidebar_heading_at_the_end_of_a_line_is_a_line_of_its_own() -> None:
    lines = ["城市：上海 教育背景", "2011.09–2015.06 专业技能", "熟悉 Python 技能"]
    assert headings_apart(lines) == [
        "城市：上海", "教育背景", "2011.09–2015.06", "专业技能", "熟悉 Python 技能"
    ]  # fmt: skip


def test_a_footer_name_with_credentials_names_the_owner_the_handle_fits() -> None:
    profile = _profile(
        ["MANAGEMENT ACCOUNTANT — RETAIL FINANCE",
         "Duluth, MN · (612) 555-0100 · jsolvik.cma@example.com",
         "Experience", "Northfield Retail — Senior Accountant | 2017 – present",
         "• Monthly close.", "Jonna Solvik, CMA | Résumé | page 1"]
    )  # fmt: skip
    assert profile.names[0] == "Jonna Solvik"


def test_a_school_name_with_an_abbreviation_keeps_its_full_stop() -> None:
    school = _profile(
        ["Jane Roe", "Education", "MBA (part-time evening program)",
         "University of St. Thomas – Opus College of Business, St. Paul", "2015 – 2018"]
    ).education[0]  # fmt: skip
    assert school.school == "University of St. Thomas"


def test_a_venue_and_date_before_the_authors_do_not_make_the_owner_first() -> None:
    owner = name_variants(["Rafa Quintero"])
    line = (
        "Slate RL for Video Recommendation, RecSys 2019, 2019-09 H. Ostrand, R. Quintero, M. Kess"
    )
    assert author_position(line, owner) == 2
    assert author_position("R. Quintero, H. Ostrand. Slate RL. NeurIPS 2018", owner) == 1
