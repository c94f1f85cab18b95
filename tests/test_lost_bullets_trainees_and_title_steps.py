"""Lines and words read as meant: a list item whose bullet OCR lost still opens with a
capitalised verb ("Redesigned …") and is no wrapped sentence, and the entry after it is no
part of it; a note in brackets with a year ("part of Acme since 2022") does not date its
entry; a dates column that wrapped "expected" keeps its end; a header of many short fields
is a header; a school table's row keeps its dates with its degree; a graduate engineer
trainee or a trainee solicitor is a full-time hire; "入职，任X；…晋升Y" gives two titles, the
header's title taking the step's dates; a note after a company's name ("(a Canon company)")
does not make it another employer; a city in brackets after a company's name is where the
job was; "Soh, M.Y." is the first author Soh Ming Yee; "SwiftUl" from OCR is SwiftUI.
Questions: a short name only said as a whole ("有成电的人吗"), "completed master's only", two
concepts in Chinese ("生鲜品类管理"), "MBB or that tier", a description beside a named
employer, SIGMOD by its full name, years in a domain before 做了, quality roles, life insurers,
which master's count ("mba / mpacc type postgrad degrees fine"), a phone OEM.
People and companies are fictional, except the catalog's."""

from __future__ import annotations

from datetime import date

from bot.answer.ranked import named_whole, names_pattern
from ingest.author_lists import author_position, name_variants
from ingest.career_moves import promoted
from ingest.dates import find_span
from ingest.language import is_date_only
from ingest.models import EmploymentItem, Profile, TextLine
from ingest.parsers import parse_bytes
from ingest.parsers.ocr import mend
from ingest.parsers.wrapping import unwrap
from ingest.profile import extract_profile
from ingest.record import CandidateRecord, org_catalog, position_of
from ingest.sections import split_sections
from ingest.work_places import position_cities
from tests.conftest import docx_bytes, lines_profile, read_question


def _profile(texts: list[str]) -> Profile:
    profile: Profile = lines_profile(texts)
    return profile


def _jobs(texts: list[str]) -> list[tuple[str, str | None, str | None, str | None]]:
    return [(j.employer, j.role, j.start, j.end) for j in _profile(texts).employment]


def _asked(question: str) -> dict[str, object]:
    c = read_question(question)
    return {
        "employers": c.employers,
        "schools": c.schools,
        "degree": c.degree,
        "degree_status": c.degree_status,
        "topic": c.topic,
        "concepts": c.concepts,
        "venues": c.venues,
        "clauses": c.record.clauses,
    }


# a photographed page's lines: the bullet marks were too small for OCR, and the lines that
# fill the width would otherwise run into the next item and the next entry's header
PHOTO_LINES = [
    "Quillby, Berlin 04/2022 - today",
    "Senior Product Manager, Growth",
    "Own the free-to-paid funnel for web and app; manage two product managers and a designer",
    "Redesigned the onboarding placement test; trial starts +14% in A/B tests (Optimizely)",
    "Worked with data science on churn prediction; analysed cohorts in Amplitude and SQL",
    "Brightwave, Amsterdam 09/2017 - 03/2019",
    "Data Analyst, Accommodation Search",
    "Ran and read out experiments on search ranking; SQL, Python, Tableau and some more",
    "Lingotrek, Pittsburgh summer 2016",
    "Product Management Intern",
]


def test_items_whose_bullets_ocr_lost_stay_apart_from_each_other_and_the_next_entry() -> None:
    lines = unwrap([TextLine(text=t, page=1) for t in PHOTO_LINES])
    texts = [x.text for x in lines]
    assert PHOTO_LINES[3] in texts
    assert "Brightwave, Amsterdam 09/2017 - 03/2019" in texts
    assert "Lingotrek, Pittsburgh summer 2016" in texts


def test_a_note_in_brackets_with_a_year_does_not_date_the_entry() -> None:
    span = find_span("Wordlark (a Quillby company since 2022), London 2019 - 2022")
    assert span is not None and (str(span.start), str(span.end)) == ("2019", "2022")
    jobs = _jobs([
        "Nadia Frost", "Experience",
        "Wordlark (a Quillby company since 2022), London 2019 - 2022", "Product Manager, Retention",
        "Launched streaks and weekly review lessons",
    ])  # fmt: skip
    assert [(e, r, s, t) for e, r, s, t in jobs] == [
        ("Wordlark", "Product Manager", "2019", "2022")
    ]


def test_a_wrapped_expected_end_and_a_long_header_of_fields_are_read() -> None:
    profile = _profile([
        "Nadia Frost", "Experience",
        "Sep 2016 – Jul 2018", "HR Coordinator, Harbourside Hotels, The Quay Tower, Hong Kong",
        "Coordinated recruitment for food & beverage and rooms divisions.",
        "Sep 2015 – Aug 2016",
        "Management Trainee, Human Resources, Harbourside Hotels, Voyage Global Leadership "
        "Development Program, Grand Harbourside Hotel Hong Kong",
        "Twelve-month rotation through talent acquisition and employee relations.",
    ])  # fmt: skip
    jobs = [(j.role, j.start, j.end) for j in profile.employment]
    assert jobs == [
        ("HR Coordinator", "2016-09", "2018-07"),
        ("Management Trainee", "2015-09", "2016-08"),
    ]
    assert "hr" in profile.employment[0].families
    column = unwrap([TextLine(text=t, page=1) for t in ("2023 –", "expected", "2027", "MSc HRM")])
    assert [x.text for x in column] == ["2023 – expected 2027", "MSc HRM"]
    assert is_date_only("2024 – exp. 2027") and not is_date_only("export 2027")


def _school_table_docx() -> bytes:
    rows = [
        ["Degree", "School", "Years"],
        ["MSc Machine Learning, Systems and Control", "Lund University, Sweden", "2018 – 2020"],
        ["B.E. Electronics and Communication", "Deccan Institute of Technology", "2013 – 2017"],
    ]
    return docx_bytes(["Ravi Anand", "Education"], [rows])


def test_a_school_tables_row_keeps_its_dates_with_its_degree() -> None:
    cv = parse_bytes(_school_table_docx(), "ravi.docx", "ravi.docx", 5_000_000)
    degrees = [
        (e.degree, e.start, e.end) for e in extract_profile(cv, split_sections(cv), None).education
    ]
    assert degrees == [("Master", "2018", "2020"), ("Bachelor", "2013", "2017")]


def test_graduate_engineer_trainees_and_trainee_solicitors_are_full_time_hires() -> None:
    for title in ("Graduate Engineer Trainee, Vehicle Assembly", "Trainee Solicitor"):
        item = EmploymentItem(employer="Harrowgate Motors", role=title, years=[2015, 2017],
                              start="2015-07", end="2017-12")  # fmt: skip
        assert position_of(item, org_catalog()).kind == "full-time"
    intern = EmploymentItem(employer="Harrowgate Motors", role="Trainee", years=[2015],
                            start="2015-06", end="2015-08")  # fmt: skip
    assert position_of(intern, org_catalog()).kind == "internship"


def test_a_title_joined_then_a_promotion_give_two_titles_with_their_own_dates() -> None:
    jobs = _jobs([
        "韦清川", "工作经历",
        "澄江信号有限公司 ｜ 主任工程师 ｜ 2019年7月 - 至今",
        "- 2019.07 入职，任信号系统工程师；2022年1月晋升主任工程师",
        "- 地铁 CBTC 系统现场调试",
    ])  # fmt: skip
    assert sorted(jobs) == [
        ("澄江信号有限公司", "主任工程师", "2022-01", None),
        ("澄江信号有限公司", "信号系统工程师", "2019-07", "2021-12"),
    ]


def test_a_note_after_a_companys_name_keeps_it_one_employer_for_promotions() -> None:
    record = CandidateRecord(
        id="p1",
        name="Ravi Anand",
        positions=[
            position_of(EmploymentItem(employer="Norrvik Vision AB (a Quillby company)",
                                       role="Senior Vision Engineer", years=[2024, 9999],
                                       start="2024-01", ongoing=True)),
            position_of(EmploymentItem(employer="Norrvik Vision AB", role="Vision Engineer",
                                       years=[2020, 2023], start="2020-09", end="2023-12")),
        ]
    )  # fmt: skip
    assert promoted(record, date(2026, 11, 27)).value


def test_a_city_in_brackets_after_a_companys_name_is_where_the_job_was() -> None:
    item = EmploymentItem(employer="澄江信号有限公司(上海)", role="信号系统工程师",
                          years=[2019, 2021], start="2019-07", end="2021-12")  # fmt: skip
    assert position_cities(position_of(item)) == ["shanghai"]


def test_surname_and_several_initials_name_the_first_author() -> None:
    names = name_variants(["Soh Ming Yee"])
    assert author_position("Soh, M.Y., Tan, L., & Guo, R. (2013). Taurine in cats.", names) == 1
    assert author_position("Tan, L., Soh, M. Y., & Guo, R. (2013). Taurine in cats.", names) == 2


def test_ocr_reads_ui_not_ul() -> None:
    assert mend("Rebuilt the bill screens in SwiftUl and Combine; Ul design") == (
        "Rebuilt the bill screens in SwiftUI and Combine; UI design"
    )
    assert mend("Ulm, Germany") == "Ulm, Germany"


def test_a_short_name_said_as_a_whole_before_的人_is_a_place() -> None:
    assert _asked("有成电的人吗")["schools"] == {"uestc"}
    asked = _asked("有没有上交的同学")
    assert (asked["schools"], asked["topic"]) == ({"sjtu"}, "")
    assert _asked("有集成电路的人吗")["schools"] == set()


def test_completed_before_a_degree_and_only_asks_for_completed_ones() -> None:
    assert _asked("completed master's only pls, who has one")["degree_status"] == "completed"
    assert _asked("master's only")["degree_status"] == "highest"


def test_a_kind_and_a_concept_run_together_in_chinese_are_both_asked() -> None:
    # "生鲜电商" is a kind of employer (online grocers), "品类管理" the work done there
    asked = _asked("做过生鲜电商品类管理的")
    assert asked["concepts"] == ["category-management"]
    assert asked["clauses"] == ["industry=online_grocery"]
    # the pairs of characters across two names ("鲜品" in "生鲜品类") are the names' too
    pattern = names_pattern(["生鲜", "品类管理"])
    assert pattern is not None
    assert named_whole(pattern, "生鲜品类管理", ["生鲜", "鲜品", "品类", "类管", "管理"])
    assert not named_whole(pattern, "生鲜品类管理岗", ["生鲜", "品类", "管理", "理岗"])


def test_words_said_of_a_named_employer_or_its_peers_are_no_topic() -> None:
    mbb = _asked("anyone interned at a strategy consultancy? MBB or that tier")
    assert (mbb["employers"], mbb["topic"]) == (set(), "")
    assert mbb["clauses"] == ["intern_industry=consulting"]
    said = _asked("who was at the big german automation company, siemens, back in 2019")
    assert (said["employers"], said["topic"], said["concepts"]) == ({"siemens"}, "", [])


def test_a_venue_by_its_full_name_in_chinese_or_english() -> None:
    for question in (
        "哪些候选人在 ACM 国际数据管理大会上发表过论文？",
        "who published at the International Conference on Management of Data",
    ):
        assert _asked(question)["venues"] == ["SIGMOD"]


def test_years_in_a_domain_or_a_role_family_said_before_做了() -> None:
    assert _asked("量化开发做了5年以上的有吗")["clauses"] == ["years_with_quant-finance>=5"]
    assert _asked("报关清关做了5年以上的")["clauses"] == ["years_with_customs>=5"]
    assert _asked("质量岗干了5年以上的")["clauses"] == ["years_as_quality>=5"]


def test_kinds_of_employer_said_other_ways() -> None:
    assert _asked("谁在寿险公司做过精算")["clauses"] == [
        "industry=insurance and (role_in_insurance=actuary)"
    ]
    assert _asked("PMs from language learning apps")["clauses"][0] == "industry=education"
    assert _asked("SAP GTS hands on experience?")["employers"] == set()


def test_which_masters_count_is_no_minimum_level() -> None:
    asked = _asked("who's got a masters or is doing one rn? mba / mpacc type postgrad degrees fine")
    assert (asked["degree"], asked["degree_status"], asked["clauses"]) == ("Master", "any", [])
    assert _asked("postgrad degree holders")["clauses"] == ["degree>=master"]


def test_a_phone_oem_is_a_smartphone_maker() -> None:
    assert _asked("who's at a phone OEM right now")["clauses"] == ["current_industry=smartphones"]


def test_a_french_licence_is_a_bachelors_degree_not_a_licence() -> None:
    degrees = _profile([
        "Camille Roux", "Education", "Dates | School | Degree",
        "2013 - 2015 | HEC Paris | MSc in Management",
        "2010 - 2013 | Université Lumière Lyon 2 | Licence (Bachelor) in Economics",
        "2012 - 2016 | University of Victoria, Canada | BA (Hons) Psychology",
    ]).education  # fmt: skip
    assert [(d.degree, d.field) for d in degrees] == [
        ("Master", "Management"),
        ("Bachelor", "Economics"),
        ("Bachelor", "Psychology"),
    ]
