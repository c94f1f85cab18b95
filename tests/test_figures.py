"""Figures derived from a candidate record at the date of the question (ingest/figures.py):
years of experience, degrees, current position, seniority, graduation year, school tiers."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from ingest.figures import (
    current_employer,
    degree_in_progress,
    experience_years,
    graduation_year,
    highest_degree,
    joined_current,
    roles,
    seniority,
    tiers,
)
from ingest.models import SourceLine
from ingest.org_figures import skill_years
from ingest.record import CandidateRecord, Degree, Position, Skill, org_catalog
from vectorstore.errors import UserFacingError


def _line(n: int, text: str = "") -> list[SourceLine]:
    return [SourceLine(doc_id="d1", line=n, text=text or f"line {n}")]


def _job(org: str, start: str, end: str | None, kind: str = "full-time", **kw: object) -> Position:
    return Position(
        organisation=org, start=start, end=end, ongoing=end is None, kind=kind,  # type: ignore[arg-type]
        sources=_line(len(org)), **kw,  # type: ignore[arg-type]
    )  # fmt: skip


def _person(**kw: object) -> CandidateRecord:
    return CandidateRecord(id="cand-1", name="Test Person", **kw)  # type: ignore[arg-type]


def test_years_of_work_merge_overlapping_spans_and_keep_internships_apart() -> None:
    record = _person(
        positions=[
            _job("Alibaba", "2019-07", None),
            _job("Tencent", "2017-03", "2019-12"),  # overlaps Alibaba by six months
            _job("Meituan", "2016-06", "2016-09", kind="internship"),
            _job("Peking University", "2015-09", "2016-05", kind="academic appointment"),
            _job("Freelance Studio", "2014-01", "2014-12", kind="freelance"),
        ]
    )
    asked = date(2026, 7, 1)
    years = experience_years(record, asked)
    # 2017-03 .. 2026-06: 112 whole months, the overlap counted once; freelance work in 2014
    # is work too (12 months)
    assert years.value == 10.3
    assert years.text == (
        "10.3 years full-time / freelance: Alibaba 2019.07–present, Tencent 2017.03–2019.12, "
        "Freelance Studio 2014.01–2014.12"
    )
    assert [s.line for s in years.sources] == [7, 16]  # each entry's first line, cited once
    assert experience_years(record, asked, ("full-time",)).value == 9.3
    assert experience_years(record, asked, ("internship",)).value == 0.3
    assert experience_years(record, asked, ("academic appointment",)).value == 0.8


def test_present_counts_up_to_the_date_asked() -> None:
    record = _person(positions=[_job("字节跳动", "2020-07", None)])
    assert experience_years(record, date(2023, 7, 1)).value == 3  # 2020.07–2023.06: 36 months
    assert experience_years(record, date(2023, 6, 30)).value == 2.9  # June not yet whole
    later = experience_years(record, date(2025, 11, 1))
    assert later.value == 5.3  # 64 months
    assert later.text == "5.3 years full-time: 字节跳动 2020.07–至今"
    assert experience_years(record, date(2020, 1, 1)).value == 0  # not started yet


def test_year_only_spans_count_whole_years() -> None:
    record = _person(positions=[_job("Acme", "2017", "2019")])
    assert experience_years(record, date(2030, 1, 1)).value == 2


def test_a_degree_in_progress_is_not_the_highest_completed_degree() -> None:
    record = _person(
        education=[
            Degree(school="Beihang University", level="PhD", status="in progress",
                   start="2022-09", sources=_line(3)),
            Degree(school="Tsinghua University", level="Master", status="completed",
                   start="2019", end="2022", sources=_line(4)),
            Degree(school="Wuhan University", level="Bachelor", status="completed",
                   end="2019", sources=_line(5)),
        ]
    )  # fmt: skip
    asked = date(2024, 1, 1)
    assert highest_degree(record, asked).value == "Master"
    assert degree_in_progress(record, asked).value == "PhD"
    assert graduation_year(record, asked).value == 2022
    assert [s.line for s in highest_degree(record, asked).sources] == [4]


def test_an_expected_end_still_to_come_is_in_progress_at_the_date_asked() -> None:
    record = _person(
        education=[
            Degree(school="Fudan University", level="Master", end="2025-06", sources=_line(2))
        ]
    )
    assert degree_in_progress(record, date(2025, 1, 1)).value == "Master"
    assert highest_degree(record, date(2025, 1, 1)).value is None
    assert highest_degree(record, date(2025, 9, 1)).value == "Master"


def test_an_unfinished_degree_never_counts_as_completed() -> None:
    record = _person(
        education=[
            Degree(school="Nankai University", level="PhD", status="unfinished", sources=_line(2))
        ]
    )
    assert highest_degree(record, date(2024, 1, 1)).value is None


def test_current_employer_and_seniority_come_from_the_position_held_at_the_date() -> None:
    record = _person(
        positions=[
            _job("Quillfeather", "2021-01", None, title="Staff Engineer"),
            _job("Brackenridge", "2016-01", "2020-12", title="Senior Software Engineer"),
        ]
    )
    assert current_employer(record, date(2024, 1, 1)).value == "Quillfeather"
    assert seniority(record, date(2024, 1, 1)).value == "staff"
    assert current_employer(record, date(2019, 1, 1)).value == "Brackenridge"
    assert seniority(record, date(2019, 1, 1)).value == "senior"


def test_seniority_reads_titles_in_either_language() -> None:
    for title, level in [
        ("高级后端工程师", "senior"), ("技术负责人", "lead"), ("Engineering Manager", "manager"),
        ("Senior Product Manager", "senior"), ("Software Engineer", "mid"), ("CTO", "executive"),
        ("研发总监", "director"),
    ]:  # fmt: skip
        record = _person(positions=[_job("Acme", "2020-01", None, title=title)])
        assert seniority(record, date(2024, 1, 1)).value == level, title


def test_a_compound_title_holds_each_of_its_levels() -> None:
    for title, levels in [
        ("Staff Engineer & Tech Lead", ["staff", "lead"]),
        ("技术专家（P8）、GPU 共享调度项目技术负责人", ["staff", "lead"]),
        ("Senior Engineering Manager", "manager"),  # one title, the level it names first
    ]:
        record = _person(positions=[_job("Acme", "2020-01", None, title=title)])
        assert seniority(record, date(2024, 1, 1)).value == levels, title


def test_years_per_skill_come_from_the_positions_that_mention_it() -> None:
    record = _person(
        positions=[
            _job("Quillfeather", "2020-01", None),
            _job("Brackenridge", "2016-01", "2019-12"),
            _job("Tessellate", "2015-06", "2015-09", kind="internship"),
        ],
        skills=[Skill(name="Rust", used_at=["Quillfeather", "Tessellate"])],
    )
    figure = skill_years(record, "rust", date(2022, 1, 1))
    assert figure.value == 2  # 2020.01–2021.12; the internship is not experience
    assert "Quillfeather 2020.01–present" in figure.text


ASKED = date(2026, 11, 23)


def _studied_at(written: str) -> CandidateRecord:
    """A person with one degree from a school as a CV writes it (its catalog id as ingest
    finds it)."""
    catalog = org_catalog()
    assert catalog is not None
    ids = sorted(catalog.resolve(written))
    org_id = ids[0] if len(ids) == 1 else None
    return _person(education=[Degree(school=written, org_id=org_id, sources=_line(1))])


def test_school_tiers_resolve_through_catalog_aliases_in_any_script() -> None:
    for written in ("清华大学", "Tsinghua University", "THU", "清华"):
        assert tiers(_studied_at(written), ASKED).value == [
            "985", "211", "双一流", "C9", "global-top50", "global-top100"
        ]  # fmt: skip
    for written in ("北航", "Beihang University", "北京航空航天大学", "BUAA"):
        assert tiers(_studied_at(written), ASKED).value == ["985", "211", "双一流"], written
    assert tiers(_studied_at("Wuhan University"), ASKED).value == ["985", "211", "双一流"]
    assert tiers(_studied_at("ETH Zurich"), ASKED).value == [
        "global-top10",
        "global-top50",
        "global-top100",
    ]
    assert tiers(_studied_at("Dartmouth"), ASKED).value == ["ivy-league"]


def test_a_school_outside_the_catalog_is_found_by_its_listed_name_and_others_have_no_tier() -> None:
    listed = _person(education=[Degree(school="石河子大学", sources=_line(1))])
    # with its place on one list and not another, per school ("a 211 that's not a 985")
    assert tiers(listed, ASKED).value == ["211", "双一流", "211-not-985", "双一流-not-985"]
    unknown = _person(education=[Degree(school="Eastvale University", sources=_line(1))])
    assert tiers(unknown, ASKED).value == [] and tiers(unknown, ASKED).text == "no listed school"


def test_only_a_degree_completed_by_the_date_asked_counts_for_a_tier() -> None:
    for status in ("admitted", "unfinished", "in progress"):
        record = _person(
            education=[Degree(school="北京大学", org_id="pku", status=status, sources=_line(1))]
        )
        assert tiers(record, ASKED).value == [], status
    due = _person(education=[Degree(school="北京大学", org_id="pku", status="in progress",
                                    end="2026-06", sources=_line(1))])  # fmt: skip
    assert tiers(due, date(2025, 1, 1)).value == []


def test_the_tier_lists_have_their_published_sizes() -> None:
    from ingest.school_tiers import school_tiers

    table = school_tiers().tiers
    assert len(set(table["985"].schools)) == 39
    assert len(set(table["211"].schools)) >= 112
    assert set(table["985"].schools) <= set(table["211"].schools)
    assert len(set(table["global-top100"].schools)) >= 100
    for tier in table.values():
        assert tier.source and tier.date
    assert len(set(table["C9"].schools)) == 9
    assert len(set(table["ivy-league"].schools)) == 8
    assert set(table["C9"].schools) <= set(table["985"].schools)


def test_a_broken_tier_list_says_which_file_and_what_is_wrong(tmp_path: Path) -> None:
    from ingest.school_tiers import school_tiers

    broken = tmp_path / "school_tiers.yaml"
    broken.write_text('tiers:\n  "985": {date: "2011", schools: [清华大学]}\n', encoding="utf-8")
    with pytest.raises(UserFacingError, match=r"school tier list .*school_tiers.yaml.*source"):
        school_tiers(broken)


def test_joining_the_current_employer_is_the_start_of_the_unbroken_stay_there() -> None:
    record = _person(
        positions=[
            _job("Quillfeather", "2023-04", None, title="Staff Engineer"),  # a promotion
            _job("Quillfeather", "2020-02", "2023-03", title="Software Engineer"),
            _job("Quillfeather", "2019-06", "2019-09", kind="internship", title="Intern"),
            _job("Brackenridge", "2016-01", "2020-01", title="Engineer"),
        ]
    )
    joined = joined_current(record, date(2026, 11, 23))
    assert joined.value == 2020  # not 2023 (promoted), not 2019 (an internship before)
    assert {s.line for s in joined.sources} == {len("Quillfeather")}
    left = _person(positions=[_job("Quillfeather", "2018-01", "2019-01")])
    assert joined_current(left, date(2026, 11, 23)).value is None  # no current position


def test_a_boomerang_joins_again_after_a_gap() -> None:
    record = _person(
        positions=[
            _job("Quillfeather", "2024-09", None),
            _job("Brackenridge", "2021-01", "2024-08"),
            _job("Quillfeather", "2017-01", "2020-12"),
        ]
    )
    assert joined_current(record, date(2026, 11, 23)).value == 2024


def test_a_tier_of_one_level_reads_only_that_levels_degrees_and_names_unlisted_schools() -> None:
    record = _person(
        education=[
            Degree(school="清华大学", level="Bachelor", end="2015"),
            Degree(school="Lakemoor Polytechnic", level="Master", end="2017"),
        ]
    )
    asked = date(2026, 11, 23)
    assert "985" in (tiers(record, asked, level="Bachelor").value or [])
    assert tiers(record, asked, level="Master").value == ["unlisted"]
    assert tiers(record, asked, level="PhD").value == []
    assert "unlisted" not in (tiers(record, asked).value or [])


def test_the_role_of_the_current_title_comes_from_one_role_vocabulary() -> None:
    for title, families in [
        ("Senior Backend Engineer", ["backend"]), ("后台开发工程师", ["backend"]),
        ("高级数据分析师", ["data-analyst"]), ("Senior Product Manager", ["product-manager"]),
        ("Embedded Hardware Engineer", ["hardware", "embedded"]), ("Software Engineer", []),
    ]:  # fmt: skip
        record = _person(
            positions=[
                _job("Acme", "2020-01", None, title=title),
                _job("Brackenridge", "2016-01", "2019-12", title="Data Analyst"),
            ]
        )
        assert roles(record, date(2024, 1, 1)).value == families, title


def test_a_title_that_names_no_role_keeps_the_role_it_was_promoted_from() -> None:
    record = _person(
        positions=[
            _job("Acme", "2024-01", None, title="Technical Lead"),
            _job("Acme", "2020-04", "2023-12", title="Senior Firmware Engineer"),
            _job("Brackenridge", "2015-10", "2020-03", title="Data Analyst"),
        ]
    )
    assert roles(record, date(2026, 1, 1)).value == ["embedded"]
    moved = _person(
        positions=[
            _job("Acme", "2024-01", None, title="Technical Lead"),
            _job("Brackenridge", "2015-10", "2023-12", title="Senior Firmware Engineer"),
        ]
    )
    assert roles(moved, date(2026, 1, 1)).value == []  # another employer's title is no guide


def test_a_position_with_a_single_date_is_that_month_or_year_not_until_today() -> None:
    record = _person(
        positions=[
            Position(organisation="Toutiao", start="2016-06", kind="internship", sources=_line(1)),
            Position(organisation="Acme", start="2015", kind="full-time", sources=_line(2)),
        ]
    )
    asked = date(2026, 11, 24)
    assert experience_years(record, asked, ("internship",)).value == 0.1  # summer 2016
    assert experience_years(record, asked).value == 1  # "2015": that year


def test_years_in_one_role_count_only_the_titles_of_that_family() -> None:
    record = _person(
        positions=[
            _job("Grab", "2022-01", None, title="Product Manager"),
            _job("TikTok", "2019-11", "2021-12", title="Data Analyst"),
            _job("Shopee", "2017-08", "2019-10", title="Senior Data Analyst"),
            _job("Toutiao", "2016-06", "2016-08", kind="internship", title="Data Analyst Intern"),
        ]
    )
    asked = date(2026, 11, 24)
    figure = experience_years(record, asked, family="data-analyst")
    assert figure.value == 4.4 and "Grab" not in figure.text
    assert experience_years(record, asked).value == 9.2
