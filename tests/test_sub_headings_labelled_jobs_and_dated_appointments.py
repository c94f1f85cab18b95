"""What a CV's layout says is read as meant: a sub-heading written under every job
("Achievements") belongs to the job, not a section of its own, and a job given as labelled
fields ("Employer: … / Title: … / Dates: …") starts a new entry; a labelled title keeps no
dates; vacation work is an internship; a graduation year alone in an older CV is the same
degree as the newer CV's span; clauses that each open with dates ("2022.03 起任…；2019.07 –
2022.02 任…") are one position each; two units of one company the catalog does not know
are one employer for "years at one company"; a lead of a game team and "管理…共 5 名策划"
lead people. People and companies are fictional."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from ingest.language import LEADS_TEAM, seniority_of
from ingest.models import EducationItem, ParsedCV, Profile, TextLine
from ingest.org_figures import longest_stint
from ingest.profile import extract_profile
from ingest.record_models import CandidateRecord, Position
from ingest.sections import split_sections


def _profile(texts: list[str], file_name: str = "cv.txt") -> Profile:
    cv = _cv(texts, file_name)
    return extract_profile(cv, split_sections(cv), None)


LABELLED_JOBS = [
    "Nomsa Khumalo", "Profile", "Finance professional.", "Experience",
    "Employer: Kestrel Outdoor plc, Leeds", "Title: FP&A Manager", "Dates: Mar 2021 – Present",
    "Scope", "Own the annual budget for 40 stores.",
    "Achievements", "Moved the forecast to a planning tool.",
    "Employer: Harrowgate Foods Ltd, York", "Title: Finance Analyst (Jan 2019 – Feb 2021)",
    "Dates: Jan 2019 – Feb 2021", "Scope", "Monthly close commentary.",
    "Achievements", "Automated variance reporting.",
    "Employer: Brinkley & Moss LLP, York", "Title: Vacation work student, Audit",
    "Dates: Dec 2016 – Jan 2017", "Scope", "Bank reconciliations.",
    "Education", "BCom Accounting, University of Leeds, 2015 – 2018",
]  # fmt: skip


def test_a_sub_heading_under_every_job_keeps_the_jobs_after_it() -> None:
    jobs = _profile(LABELLED_JOBS).employment
    assert [(j.employer, j.role, j.start, j.end) for j in jobs] == [
        ("Kestrel Outdoor plc", "FP&A Manager", "2021-03", None),
        ("Harrowgate Foods Ltd", "Finance Analyst", "2019-01", "2021-02"),
        ("Brinkley & Moss LLP", "Vacation work student, Audit", "2016-12", "2017-01"),
    ]
    assert [s.title for s in split_sections(_cv(LABELLED_JOBS))].count("Achievements") == 0


def _cv(texts: list[str], file_name: str = "cv.txt") -> ParsedCV:
    lines = [TextLine(text=t, page=1, n=i + 1) for i, t in enumerate(texts)]
    return ParsedCV(source=file_name, file_name=file_name, doc_id="y" * 32, format="text",
                    lines=lines, pages=1)  # fmt: skip


def test_vacation_work_is_an_internship() -> None:
    from ingest.record import position_of

    vacation = _profile(LABELLED_JOBS).employment[-1]
    assert position_of(vacation).kind == "internship"


def test_a_graduation_year_alone_is_the_same_degree_as_its_span() -> None:
    old = EducationItem(school="Fenwick Institute of Technology", degree="Master",
                        years=[2013], end="2013")  # fmt: skip
    new = EducationItem(school="Fenwick Institute of Technology", degree="Master",
                        years=[2011, 2013], start="2011", end="2013")  # fmt: skip
    other = EducationItem(school="Fenwick Institute of Technology", degree="Master",
                          years=[2016], end="2016")  # fmt: skip
    assert new.same_entry(old) and old.same_entry(new)
    assert not new.same_entry(other)


def test_clauses_that_open_with_dates_are_one_position_each() -> None:
    jobs = _profile(
        ["韩知远", "工作经历", "青禾银行 信息技术部 2019.07 –至今",
         "• 2022.03 起任高级工程师、实时计算组组长,带领 6 人小组;"
         "2019.07 –2022.02 任大数据开发工程师。",
         "• 负责离线数仓迁移。"],
        "cv.md",
    ).employment  # fmt: skip
    assert [(j.role, j.start, j.end, j.ongoing) for j in jobs] == [
        ("高级工程师、实时计算组组长", "2022-03", None, True),
        ("大数据开发工程师", "2019-07", "2022-02", False),
    ]


def test_a_title_since_a_date_in_an_entry_that_ended_holds_to_its_end() -> None:
    jobs = _profile(
        ["钱雨禾", "工作经历", "青禾超市(中国)有限公司 采购助理 → 品类专员 2012.07 - 2016.03",
         "2012.07 - 2014.06 任采购助理,负责供应商资料维护;2014.07 起任品类专员,负责陈列图。"],
        "cv.md",
    ).employment  # fmt: skip
    assert ("品类专员", "2014-07", "2016-03", False) in [
        (j.role, j.start, j.end, j.ongoing) for j in jobs
    ]


def test_two_units_of_one_company_are_one_employer_for_the_longest_stint() -> None:
    record = CandidateRecord(
        id="cand-x",
        name="竺远舟",
        positions=[
            Position(organisation="江南电网有限公司电力科学研究院", title="高级工程师",
                     start="2021-03", ongoing=True),
            Position(organisation="江南电网有限公司南京供电分公司", title="工程师",
                     start="2017-07", end="2021-02"),
        ],
    )  # fmt: skip
    stint = longest_stint(record, date(2026, 11, 27))
    assert isinstance(stint.value, float) and stint.value > 9


def test_leads_of_a_game_team_and_counted_reports_lead_people() -> None:
    assert seniority_of("主策划") == "lead" and seniority_of("主程序") == "lead"
    assert LEADS_TEAM.search("管理系统、关卡、数值共 5 名策划（直属下属）")
    assert LEADS_TEAM.search("I lead a sub-team of 4 engineers")
    assert LEADS_TEAM.search("Lead a finance team of 12 (FP&A, accounting and tax)")
    assert not LEADS_TEAM.search("worked in a team of 5")
    assert not LEADS_TEAM.search("无直接下属，负责 3 个项目")
    assert not LEADS_TEAM.search("管理 3 个项目")


def test_titles_with_their_units_under_a_companys_dated_line_are_its_positions() -> None:
    jobs = _profile(
        ["Rosa Tern", "Experience", "Lumen Audio", "Senior PMM | 04/2022 - Present",
         "• Launched things.", "Halcyon Electronics Inc., San Diego — 06/2017 - 03/2022",
         "Product Marketing Manager, Headphones (01/2020 - 03/2022)", "• Launched the X4.",
         "Associate Product Marketing Manager, Personal Audio (06/2017 - 12/2019)",
         "• Ran the earbuds portfolio.", "Bolt Retail Co., Inc., Richfield, MN — 07/2012 - 05/2017",
         "Marketing Coordinator. Vendor programs."]
    ).employment  # fmt: skip
    assert [(j.employer, j.start) for j in jobs] == [
        ("Lumen Audio", "2022-04"),
        ("Halcyon Electronics Inc.", "2020-01"),
        ("Halcyon Electronics Inc.", "2017-06"),
        ("Bolt Retail Co.", "2012-07"),
    ]


def test_a_minor_on_its_own_dated_row_leaves_the_degree_above_finished() -> None:
    schools = _profile(
        ["庞晓禾", "教育背景", "2014.09 - 2018.06 江南药科大学 药学 理学学士",
         "2016.09 - 2017.06 东海交通大学 生物医学工程 辅修(未完成,未获证书)"],
        "cv.md",
    ).education  # fmt: skip
    assert schools[0].school == "江南药科大学" and not schools[0].unfinished


def test_a_degree_in_progress_without_dates_is_in_progress() -> None:
    from ingest.record import degree_of

    schools = _profile(
        ["Teo Wen Jie", "Education",
         "M.Sc. in Electronics (part-time, in progress), Harbourfront University, Singapore",
         "B.Eng. Electrical Engineering, Harbourfront University, 2015 – 2019"]
    ).education  # fmt: skip
    assert [degree_of(s).status for s in schools] == ["in progress", "completed"]


def test_research_staff_at_a_company_hold_a_job_and_a_summer_associate_interns() -> None:
    from ingest.record import position_of

    jobs = _profile(
        ["Mara Kessling", "Experience", "Northgate Securities Limited | Hong Kong",
         "Research Associate, Equity Research | Feb 2016 – Jun 2019", "• Drafted reports.",
         "Northgate Securities Limited | Hong Kong",
         "Summer Associate, Equity Research | Jun 2015 – Aug 2015",
         "• MBA summer internship.", "Education", "MPhil, Harbourfront University, 2013 – 2015"]
    ).employment  # fmt: skip
    assert [position_of(j).kind for j in jobs] == ["full-time", "internship"]


def test_a_service_line_the_pdf_broke_inside_a_word_is_one_item(tmp_path: Path) -> None:
    from ingest.models import Candidate, DocumentRecord
    from ingest.parsers import parse_file
    from ingest.record import build_record
    from tests.conftest import write

    path = write(
        tmp_path / "cv.md",
        "# 贾言川\n\n## 工作经历\n\n青禾微电子 架构师 2019.07 - 至今\n\n## 学术服务\n\n"
        "IEEE Transactions on Imaging Circuits(TIC)审\n稿人,2021 – 至今\n",
    )
    cv = parse_file(path, 20_000_000)
    profile = extract_profile(cv, split_sections(cv))
    doc = DocumentRecord(doc_id="d" * 32, status="committed", sources=[str(path)],
                         file_name="cv.md", profile=profile)  # fmt: skip
    record = build_record(Candidate(id="cand-j", names=["贾言川"], documents=[doc]))
    assert [s.text for s in record.service] == [
        "IEEE Transactions on Imaging Circuits(TIC)审稿人,2021 – 至今"
    ]
    first, second = (s.line for s in record.service[0].sources)
    assert second == first + 1


def test_a_date_told_inside_a_bullets_sentence_heads_no_entry() -> None:
    jobs = _profile(
        ["Siti Rahimah", "Professional Experience",
         "Kestrel Apps — Senior HR Business Partner", "04/2022 - today, Singapore",
         "• HRBP for ~600 engineers across Singapore and Jakarta.",
         "• Manage a team of three HRBPs since January 2024.",
         "Harbour Retail — HR Business Partner", "Jul 2019 – Mar 2022, Singapore",
         "• Partnered with the engineering leads."]
    ).employment  # fmt: skip
    assert [(j.employer, j.start, j.leads_team) for j in jobs] == [
        ("Kestrel Apps", "2022-04", True),
        ("Harbour Retail", "2019-07", False),
    ]


def test_a_bulleted_header_with_since_still_heads_its_entry() -> None:
    jobs = _profile(
        ["Yusra Demirel", "Experience",
         "- **Kestrel Labs**, London — *Senior Research Scientist*, since 03/2024",
         "- **Kestrel Labs**, London — *Research Scientist*, 01/2021 – 02/2024"]
    ).employment  # fmt: skip
    assert [(j.role, j.start, j.ongoing) for j in jobs] == [
        ("Senior Research Scientist", "2024-03", True),
        ("Research Scientist", "2021-01", False),
    ]


def test_a_companys_years_before_its_first_title_read_are_kept() -> None:
    jobs = _profile(
        ["# 戈小满", "## 工作经历", "### 青禾服饰（青禾(中国)商贸有限公司）｜ 2015年7月 - 至今",
         "**店长**，南京西路店（2019年4月 - 至今）", "- 管理 35 名员工的门店团队。"],
        "cv.md",
    ).employment  # fmt: skip
    assert [(j.role, j.start, j.end, j.ongoing) for j in jobs] == [
        (None, "2015-07", "2019-03", False),
        ("店长", "2019-04", None, True),
    ]


def test_a_trades_title_under_its_company_is_no_employer() -> None:
    jobs = _profile(
        ["Hamid Idrissa", "EXPERIENCE", "Verdant Seeds - Ankeny, IA",
         "Senior Agronomist | 10/2023 - present",
         "- Lead agronomist for 14 territories; manage two field technicians.",
         "Field Agronomist | Jun 2019 - 09/2023", "- Hybrid placement by soil type."]
    ).employment  # fmt: skip
    assert [(j.employer, j.role, j.leads_team) for j in jobs] == [
        ("Verdant Seeds", "Senior Agronomist", True),
        ("Verdant Seeds", "Field Agronomist", False),
    ]


def test_a_table_of_jobs_under_its_column_labels_keeps_each_title_with_its_row() -> None:
    from ingest.parsers.wrapping import unwrap

    texts = ["苏知衡", "工作经历", "时间 单位 职位及主要工作",
             "2024.07–至今 远川能源有限公司(风机产品线)", "电气系统主任工程师,带 5 人电气小组,负",
             "责平台电气设计评审", "2019.07–2024.06 新疆青风科技股份有限公司",
             "电气工程师,负责变桨系统的电气调试", "2018.07–2018.09 国网江南省电力有限公",
             "司电力科学研究院", "实习生,参与风电场并网检测数据整理"]  # fmt: skip
    lines = unwrap([TextLine(text=t, page=1, n=i + 1) for i, t in enumerate(texts)])
    cv = ParsedCV(source="cv.pdf", file_name="cv.pdf", doc_id="y" * 32, format="pdf",
                  lines=lines, pages=1)  # fmt: skip
    jobs = extract_profile(cv, split_sections(cv), None).employment
    assert [(j.employer, j.role, j.start) for j in jobs] == [
        ("远川能源有限公司(风机产品线)", "电气系统主任工程师", "2024-07"),
        ("新疆青风科技股份有限公司", "电气工程师", "2019-07"),
        ("国网江南省电力有限公司电力科学研究院", "实习生", "2018-07"),
    ]


def test_labelled_fields_date_an_entry_only_from_its_dates_line() -> None:
    jobs = _profile(
        ["聂知远", "工作经历", "公司：青岩服务器科技有限公司", "部门：服务器产品部 · 热设计组",
         "时间：2019年6月 - 至今",
         "职位：高级热设计工程师(2019年6月 - 2022年3月)→ 热设计主管(2022年4月起)",
         "工作内容", "负责整机风道设计。", "公司：北辰网络技术有限公司",
         "部门：2012 实验室 · 热技术研究部", "时间：2015年7月 - 2015年9月", "职位：热设计实习生"],
        "cv.docx",
    ).employment  # fmt: skip
    assert [(j.employer, j.role, j.start, j.end) for j in jobs] == [
        ("青岩服务器科技有限公司", "高级热设计工程师", "2019-06", "2022-03"),
        ("青岩服务器科技有限公司", "热设计主管", "2022-04", None),
        ("北辰网络技术有限公司", "热设计实习生", "2015-07", "2015-09"),
    ]


def test_a_city_after_the_title_line_is_no_employer() -> None:
    jobs = _profile(
        ["Nandi Zulu", "## Experience", "### Kora Telecom Group — Director, Group Strategy",
         "*Johannesburg · since 04/2023*", "- Own the group's five-year plan."],
        "cv.md",
    ).employment  # fmt: skip
    assert [(j.employer, j.start) for j in jobs] == [("Kora Telecom Group", "2023-04")]
