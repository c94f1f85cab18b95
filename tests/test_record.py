"""The candidate record (ingest/record.py): typed facts read once from the CVs, each with
pointers to the verbatim lines it came from, merged across a person's CVs."""

from __future__ import annotations

from ingest.models import Candidate, DocumentRecord, ParsedCV, SourceLine
from ingest.parsers import parse_bytes
from ingest.profile import PROFILE_VERSION, extract_profile
from ingest.record import CandidateRecord, build_record
from ingest.sections import split_sections
from tests.fixtures.records import MARA_EN, ZHOU_ZH


def _parsed(text: str, name: str) -> ParsedCV:
    return parse_bytes(text.encode(), f"/cvs/{name}", name, 10_000_000)


def _document(text: str, name: str) -> DocumentRecord:
    cv = _parsed(text, name)
    profile = extract_profile(cv, split_sections(cv))
    return DocumentRecord(
        doc_id=cv.doc_id, status="committed", candidate_id="cand-1", file_name=name,
        sources=[f"/cvs/{name}"], profile=profile,
    )  # fmt: skip


def _record(*docs: tuple[str, str]) -> CandidateRecord:
    documents = [_document(text, name) for text, name in docs]
    names = [n for d in documents for n in d.profile.names]
    return build_record(Candidate(id="cand-1", names=names, documents=documents))


def _all_sources(record: CandidateRecord) -> list[SourceLine]:
    groups = [
        record.positions, record.education, record.publications, record.service,
        record.awards, record.certifications, record.skills, record.languages, record.contacts,
    ]  # fmt: skip
    return [s for group in groups for item in group for s in item.sources]


def test_every_fact_points_at_its_verbatim_line_in_a_fresh_parse() -> None:
    record = _record((MARA_EN, "mara.md"), (ZHOU_ZH, "zhou.md"))
    lines = {
        name: _parsed(text, name) for text, name in ((MARA_EN, "mara.md"), (ZHOU_ZH, "zhou.md"))
    }
    by_doc = {cv.doc_id: cv for cv in lines.values()}
    sources = _all_sources(record)
    assert len(sources) > 20
    for source in sources:
        cv = by_doc[source.doc_id]
        assert cv.lines[source.line - 1].text == source.text  # quotable and checkable
    for group in (record.positions, record.education, record.skills, record.publications):
        assert all(item.sources for item in group)


def test_positions_are_typed_by_kind_from_title_and_place() -> None:
    record = _record((MARA_EN, "mara.md"))
    kinds = {p.organisation: p.kind for p in record.positions}
    assert kinds == {
        "Quillfeather Systems": "full-time",
        "Brackenridge Analytics": "full-time",
        "Lowmoor Digital": "contract",
        "Tessellate Labs": "internship",
        "University of Edinburgh": "academic appointment",
    }
    current = record.positions[0]
    assert (current.title, current.start, current.end, current.ongoing) == (
        "Senior Software Engineer", "2019-07", None, True,
    )  # fmt: skip
    assert current.sources[0].text == "Senior Software Engineer, Quillfeather Systems, London"


def test_degrees_carry_level_field_and_status() -> None:
    record = _record((MARA_EN, "mara.md"))
    degrees = [(d.level, d.field, d.status, d.org_id) for d in record.education]
    assert degrees == [
        ("PhD", "Computer Science", "in progress", "edinburgh"),
        ("Master", "Informatics", "completed", "edinburgh"),
        ("Bachelor", "Mathematics", "completed", "tsinghua"),
    ]


def test_publications_service_awards_certifications_and_languages_are_read_with_lines() -> None:
    record = _record((MARA_EN, "mara.md"))
    papers = [(p.title, p.venue, p.year, p.author_position) for p in record.publications]
    assert papers == [
        ("Streaming Joins Without Tears", "VLDB", 2021, 1),
        ("Cheap Exactly-Once Sinks", "SIGMOD", 2020, 2),
    ]
    assert [s.text for s in record.service] == ["Program committee member, EuroSys 2023"]
    assert [a.text for a in record.awards] == ["Best Paper Award, VLDB 2021"]
    assert "AWS Certified Solutions Architect" in record.certifications[0].text
    assert [x.name for x in record.languages] == ["English", "French"]


def test_skills_say_where_they_were_used() -> None:
    record = _record((MARA_EN, "mara.md"))
    used = {s.name: s.used_at for s in record.skills}
    assert used["Rust"] == ["Quillfeather Systems", "Tessellate Labs"]
    assert used["Go"] == ["Brackenridge Analytics"]
    assert used["Python"] == []  # listed, never mentioned in an entry


def test_chinese_cv_keeps_catalog_ids_for_short_school_names() -> None:
    record = _record((ZHOU_ZH, "zhou.md"))
    assert [(p.organisation, p.org_id, p.ongoing) for p in record.positions] == [
        ("字节跳动", "bytedance", True),
        ("腾讯", "tencent", False),
    ]
    assert [(d.school, d.org_id, d.status) for d in record.education] == [
        ("北航", "buaa", "in progress"),
        ("清华大学", "tsinghua", "completed"),
    ]


def test_contacts_are_left_out_unless_asked_and_their_lines_lose_their_text() -> None:
    record = _record((MARA_EN, "mara.md"))
    assert {c.kind for c in record.contacts} == {"email", "phone"}
    private = record.without_contacts()
    assert private.contacts == []
    dumped = private.model_dump_json()
    assert "mara.lind@example.org" not in dumped and "7946" not in dumped


def test_record_is_versioned_by_schema_and_extractor() -> None:
    record = _record((MARA_EN, "mara.md"))
    assert record.schema_version == 1
    assert record.extractor_version == PROFILE_VERSION
    assert [d.file_name for d in record.documents] == ["mara.md"]


_HONOURS_AND_STUDY = """# Lia Brandvold

## Experience

图数据库计算引擎研发 — 2022.08 - present
DB, Rust | 实习
- Wrote the planner.

微内核的设计与实现 — 2019.06 - 2020.05
OS, Rust | 毕业设计
- 使用协程实现的微内核。

Software Engineer, Initech, 2021.07 - 2022.06
- Built the payments ledger.

Founder Scholarship, Eastvale University: 2019

Springfield Data Application Contest (1st/900; Team Leader) — 2018.03 - 2018.06

2015.9 - 2019.6 Eastvale University 计算机学院 软件工程专业

## Education

B.S. in Eastvale University, 2015.9 - 2019.6
Ph.D in Springfield University, 2021.9 - 2026.6 (Expected)
"""


def test_awards_contests_study_periods_and_skills_are_no_positions() -> None:
    record = _record((_HONOURS_AND_STUDY, "lia.md"))
    assert [(p.organisation, p.kind) for p in record.positions] == [("Initech", "full-time")]


def test_an_expected_end_on_the_next_degree_line_is_not_this_degrees() -> None:
    record = _record((_HONOURS_AND_STUDY, "lia.md"))
    assert [(d.level, d.status) for d in record.education] == [
        ("PhD", "in progress"),
        ("Bachelor", "completed"),
    ]


def test_doctoral_research_at_an_institute_is_an_academic_appointment_not_full_time() -> None:
    cv = """# Ines Varga

ines.varga@example.com

## Experience

Senior Researcher, Halvorsen Robotics, Oslo — Apr 2025 – present
- Grasp planning.

Doctoral Researcher, Fenwick Institute for Autonomy — Sep 2019 – Mar 2025
- PhD research on tactile sensing.
"""
    kinds = {p.title: p.kind for p in _record((cv, "ines.md")).positions}
    assert kinds == {
        "Senior Researcher": "full-time",
        "Doctoral Researcher": "academic appointment",
    }


def test_an_entry_that_says_its_holder_leads_a_team_now_makes_a_lead() -> None:
    from datetime import date

    from ingest.figures import seniority

    now_lead = """# Tomas Nyberg

tomas.nyberg@example.se

## Experience

Senior Backend Engineer, Quillmark Payments — Mar 2021 – Present
- Lead a team of 7 backend engineers on card payment processing.

Backend Engineer, Lowmoor Digital — Jan 2017 – Feb 2021
- Payment APIs.
"""
    once_led = """# Hanne Vik

hanne.vik@example.no

## Experience

Firmware Engineer, Oberau Sensorik — Jan 2019 – Present
- Led a team of four engineers for the platform port (2020–2021).
"""
    zh_lead = """# 王静

wangjing@example.cn

## 工作经历

2021.03 - 至今　青藤云计算有限公司　高级工程师
- 带领 6 人团队，负责 GPU 集群调度。
"""
    asked = date(2026, 11, 23)
    assert seniority(_record((now_lead, "tomas.md")), asked).value == ["senior", "lead"]
    assert seniority(_record((once_led, "hanne.md")), asked).value == "mid"  # past tense
    assert seniority(_record((zh_lead, "wang.md")), asked).value == ["senior", "lead"]
    adjective = now_lead.replace("a team of 7 backend engineers", "a 7-person payments team")
    assert seniority(_record((adjective, "tomas.md")), asked).value == ["senior", "lead"]


def test_a_title_of_two_roles_joined_by_a_slash_is_kept_whole() -> None:
    cv = """# Ines Marlow

ines.marlow@example.org

## Experience

Jan 2023 – Present  Staff Engineer / Tech Lead, Payments, Quillmark Payments
- Card processing.

2019.07 - 2022.12  技术专家 / 调度组 Tech Lead，青藤云计算有限公司
- 调度器。
"""
    titles = [p.title for p in _record((cv, "ines.md")).positions]
    assert titles == ["Staff Engineer / Tech Lead", "技术专家 / 调度组 Tech Lead"]


def test_a_record_keeps_how_many_people_its_owner_led_with_the_line() -> None:
    cv = """# Hanne Vik

hanne.vik@example.no

## Experience

Firmware Engineer, Oberau Sensorik — Jan 2019 – Present
- Led a team of four engineers for the platform port (2020–2021).
- Managed 5 projects and a $2M budget.
"""
    (team,) = _record((cv, "hanne.md")).teams
    assert (team.size, team.at) == (4, ["Oberau Sensorik"])
    assert [s.text for s in team.sources] == [
        "- Led a team of four engineers for the platform port (2020–2021)."
    ]


def test_an_entry_naming_a_company_and_one_of_its_labs_is_at_the_lab() -> None:
    cv = """# Nadia Fern

nadia.fern@example.org

## Experience

Research Intern, Networking Group — Alibaba, DAMO Academy, Hangzhou, China — Apr 2022 - Aug 2022
- Congestion control for RDMA fabrics.

Software Engineer — Alibaba, Hangzhou — Sep 2022 - present
- Storage services.
"""
    positions = _record((cv, "nadia.md")).positions
    assert [(p.org_id, p.parent_ids, p.unit) for p in positions] == [
        ("alibaba", [], None),
        ("damo", ["alibaba"], "DAMO Academy"),
    ]


def test_a_field_of_study_ends_where_its_sentence_ends() -> None:
    cv = """# Lin Yu

lin.yu@example.org

## Education

Tsinghua University | 2015 – 2020
Ph.D. in Computer Science and Technology. Thesis: Conditional Computation at Scale.
Beihang University | 2011 – 2015
B.Eng. in Computer Science.
"""
    fields = [d.field for d in _record((cv, "lin.md")).education]
    assert fields == ["Computer Science and Technology", "Computer Science"]
