"""Per-person metadata, including CVs without a name in the header."""

from __future__ import annotations

from pathlib import Path

import pytest

from ingest.parsers import parse_file
from ingest.profile import extract_profile
from ingest.sections import split_sections
from tests.conftest import write
from tests.fixtures.cvs import EN_CV, NO_NAME_CV, ZH_CV


def _profile(path: Path, override: str | None = None):  # type: ignore[no-untyped-def]
    cv = parse_file(path, 20_000_000)
    return extract_profile(cv, split_sections(cv), override)


def test_names_in_every_script(samples: Path) -> None:
    en = _profile(samples / "text" / "001_55dbf26b4cfa7bd2.txt")
    assert en.names[:2] == ["Lingyun Yang", "杨凌云"]
    zh = _profile(samples / "pdf" / "004_c992527a1da3d179.pdf")
    assert zh.names[0] == "刘运卓" and "Yunzhuo Liu" in zh.names
    caps = _profile(samples / "docx" / "002_26d677b8e0a8f1b8.docx")
    assert caps.names[0] == "Zhisheng Ye"


def test_name_inferred_from_publications_when_header_has_none(samples: Path) -> None:
    for fmt, suffix in (("text", "txt"), ("pdf", "pdf"), ("docx", "docx")):
        profile = _profile(samples / fmt / f"003_1a71657321b0efe3.{suffix}")
        assert profile.names[0] == "Diandian Gu", fmt
        assert profile.name_source == "publications"
        assert "谷典典" in profile.names


def test_fictional_no_name_cv_and_override(tmp_path: Path) -> None:
    path = write(tmp_path / "cv_final.md", NO_NAME_CV)
    assert _profile(path).names[0] == "Tomasz Nowak"
    assert _profile(path, "T. Nowak-Lis").names == ["T. Nowak-Lis"]


def test_contacts_education_employment_skills(tmp_path: Path) -> None:
    profile = _profile(write(tmp_path / "m.md", EN_CV))
    assert profile.emails == ["marta.kowalski@example.com"]
    assert profile.phones == ["48600700800"]
    assert profile.employment[0].employer == "Allegro Group"
    assert profile.employment[0].role == "Senior Backend Engineer"
    assert profile.employment[0].years == [2019, 9999]
    assert profile.education[0].school == "Warsaw University of Technology"
    assert profile.education[0].degree == "Master"
    assert {"Kotlin", "Kafka"} <= set(profile.skills)
    zh = _profile(write(tmp_path / "z.md", ZH_CV))
    assert zh.names[0] == "赵磊" and zh.language == "zh"
    assert zh.employment[0].employer == "腾讯科技"
    assert zh.education[0].degree == "Bachelor" and zh.education[0].school == "南京大学"


def test_sample_metadata(samples: Path) -> None:
    profile = _profile(samples / "text" / "000_227b703a430543ab.txt")
    assert {"NSDI '25", "ATC '23"} <= set(profile.venues)
    assert profile.education[0].degree == "PhD" and "HKUST" in profile.education[0].school
    assert profile.employment[0].employer == "阿里巴巴集团"
    assert "Kubernetes" in profile.skills


# -- dates, entries, skills: one fictional fixture per layout class ------------------------

from ingest.dates import find_span  # noqa: E402
from ingest.models import Profile  # noqa: E402


@pytest.mark.parametrize(
    ("text", "start", "end", "ongoing"),
    [
        ("2019.07-至今", "2019-07", None, True),
        ("Jul. 2016 — Jul. 2017", "2016-07", "2017-07", False),
        ("2021–now", "2021", None, True),
        ("2023.9 - xxx", "2023-09", None, True),
        ("Summer 2023: Research Intern", "2023-06", None, False),
        ("Quillon (Intern, 2018 年 7 月至 9 月)", "2018-07", "2018-09", False),
        ("Nimbus Ltd. (2018.11 -)", "2018-11", None, True),
        ("09/2018 - 06/2021", "2018-09", "2021-06", False),
        ("2019年7月 - 2021年6月", "2019-07", "2021-06", False),
        ("2021 - 2025 (expected)", "2021", "2025", True),
        ("Fall 2020 – Present", "2020-09", None, True),
    ],
)
def test_date_ranges_as_cvs_write_them(
    text: str, start: str, end: str | None, ongoing: bool
) -> None:
    span = find_span(text)
    assert span is not None
    assert (str(span.start), span.end and str(span.end), span.ongoing) == (start, end, ongoing)


_LAYOUTS = {
    "role @ company": (
        "# Ines Varga\n\n## Industrial Experience\n\nStaff Engineer @ Brightwell Robotics\n"
        "Mar 2021 – now\n- Built motion planning services in Rust.\n\n"
        "Software Engineer @ Kettlewick Inc.\nJul. 2016 — Jul. 2017\n- Wrote billing jobs.\n",
        [("Brightwell Robotics", "Staff Engineer", [2021, 9999]),
         ("Kettlewick Inc.", "Software Engineer", [2016, 2017])],
    ),
    "bold company, city, dates": (
        "# Ines Varga\n\n## Work History\n\n**Orchard Analytics**, Lisbon — 2019.07-至今\n"
        "Data Engineer\n- Ran the ingestion pipelines.\n",
        [("Orchard Analytics", "Data Engineer", [2019, 9999])],
    ),
    "role, company, inc": (
        "# Ines Varga\n\n## Experience\n\nBackend Developer, Quillon Software, Inc, 2018 - 2020\n"
        "- Payments API in Go.\n",
        [("Quillon Software", "Backend Developer", [2018, 2020])],
    ),
    "company (role; dates)": (
        "# Ines Varga\n\n## Experience\n\nFernhill Systems (Research Intern; Summer 2023)\n"
        "- Studied cache eviction.\n",
        [("Fernhill Systems", "Research Intern", [2023])],
    ),
    "company | dates | city | role": (
        "# Ines Varga\n\n## Experience\n\nLarkspur AI | 2023.9 - xxx | Berlin | ML Engineer\n"
        "- Trained ranking models.\n",
        [("Larkspur AI", "ML Engineer", [2023, 9999])],
    ),
    "one-line chinese entry": (
        "# 林小满\n\n## 实习经历\n\n青橙数据科技有限公司 平台研发部 高级工程师 2019.07-至今\n"
        "- 负责调度系统开发。\n",
        [("青橙数据科技有限公司", "高级工程师", [2019, 9999])],
    ),
    "table": (
        "# Ada Quill\n\n## Work History\n\n| Company | Role | Dates |\n|---|---|---|\n"
        "| Ferrow Labs | Platform Engineer | 2020.03 - 2022.06 |\n",
        [("Ferrow Labs", "Platform Engineer", [2020, 2022])],
    ),
    "dates after the bullets": (
        "# Ada Quill\n\n## Experience\n\nTamsin Research Lab Research Intern\n"
        "- Built a profiler.\n- Wrote a scheduler.\n\nOslo, Norway\n\nSep 2019 – Jun 2021\n",
        [("Tamsin Research Lab", "Research Intern", [2019, 2021])],
    ),
    "role then company, no separator": (
        "# Ada Quill\n\n## Experience\n\n"
        "FPGA Engineer Intern Corvid Dynamics (Austin, TX) · June 2025 - August 2025\n"
        "- Timing closure.\n",
        [("Corvid Dynamics", "FPGA Engineer Intern", [2025])],
    ),
    "company – team (role; dates)": (
        "# Ada Quill\n\n## Experience\n\nQuillfeather – Storage Team (Database Engineer; "
        "Jul, 2022 ~ till now)\n- Raft log compaction.\n",
        [("Quillfeather", "Database Engineer", [2022, 9999])],
    ),
    "labelled cells": (
        "# 林小满\n\n## 工作经历\n\n时间:2017.07-至今\n公司:青橙金融\n职位:软件开发工程师\n"
        "- 负责营销平台。\n",
        [("青橙金融", "软件开发工程师", [2017, 9999])],
    ),
    "company above its roles, tools line between": (
        "# Ada Quill\n\n## Experience\n\nKestrel Works — FinTech · B2B\n"
        "Tech stack: React, AWS, Jira\nDirector of Product · Mar 2021 ‒ Jan 2023\n"
        "- Led the API platform.\nProduct Manager · Oct 2019 ‒ Mar 2021\n- Shipped onboarding.\n",
        [("Kestrel Works", "Director of Product", [2021, 2023]),
         ("Kestrel Works", "Product Manager", [2019, 2021])],
    ),
    "tools after the dates": (
        "# Ada Quill\n\n## Experience\n\nVerification Engineer Intern Corvid Dynamics · "
        "May 2024 - August 2024 Verilog, TCL, Python\n- Built UVM benches.\n",
        [("Corvid Dynamics", "Verification Engineer Intern", [2024])],
    ),
    "unnamed 'Jobs' heading": (
        "# Ada Quill\n\n## Skills\n\nRust, Go\n\n## Jobs\n\n### Pellucid Inc. (2018.11 -)\n"
        "Works on the desktop client.\n### Tallow (Intern, 2018.7 - 2018.9)\nMobile app.\n",
        [("Pellucid Inc.", None, [2018, 9999]), ("Tallow", "Intern", [2018])],
    ),
}  # fmt: skip


@pytest.mark.parametrize("layout", sorted(_LAYOUTS))
def test_employment_entries_from_varied_layouts(tmp_path: Path, layout: str) -> None:
    text, expected = _LAYOUTS[layout]
    profile = _profile(write(tmp_path / "cv.md", text))
    assert [(e.employer, e.role, e.years) for e in profile.employment] == expected


def test_awards_and_dated_projects_are_not_positions(tmp_path: Path) -> None:
    text = (
        "# Ada Quill\n\nINTERN EXPERIENCE\n\nMarrowby Labs — Jul. 2016 -- Sep. 2016\n"
        "Tuned the dispatch model.\n\nACADEMIC COMPETITIONS\n\n"
        "1st Place Awarded in Northern Data Contest — Mar. 2016\n\n"
        "## 项目经历\n\n基于图的推荐系统 2020.01 - 2020.06\n- 负责召回模块。\n"
    )
    profile = _profile(write(tmp_path / "cv.md", text))
    assert [e.employer for e in profile.employment] == ["Marrowby Labs"]


def test_education_degree_school_years_and_in_progress(tmp_path: Path) -> None:
    text = (
        "# Ada Quill\n\n## Education\n\n"
        "Doctor of Philosophy in Physics, Eastvale University, 2020 - present\n"
        "Bachelor of Science in Mathematics, Westmoor College, 2016 - 2020\n\n"
        "## 教育背景\n\n南岭大学 — 2012年9月 - 2016年6月\n学士 计算机科学与技术 计算机学院\n"
    )
    edu = _profile(write(tmp_path / "cv.md", text)).education
    assert [(e.school, e.degree, e.field, e.years, e.ongoing) for e in edu] == [
        ("Eastvale University", "PhD", "Physics", [2020, 9999], True),
        ("Westmoor College", "Bachelor", "Mathematics", [2016, 2020], False),
        ("南岭大学", "Bachelor", "计算机科学与技术", [2012, 2016], False),
    ]


def test_skills_without_markup_labels_or_spoken_languages(tmp_path: Path) -> None:
    text = (
        "# Ada Quill\n\n## Skills\n\n- Programming Languages: Rust, Go > Python\n"
        "- Mainly use Objective-C, Swift and C++. Can use Dart, etc.\n"
        "- Tools: \\text{\\LaTeX}, `Docker` `Kubernetes`\n"
        "- Languages: English (fluent), Mandarin\n- Sports and Arts: Basketball, Photography\n"
    )
    skills = _profile(write(tmp_path / "cv.md", text)).skills
    assert skills == [
        "Rust", "Go", "Python", "Objective-C", "Swift", "C++", "Dart", "LaTeX", "Docker",
        "Kubernetes",
    ]  # fmt: skip


def test_key_skills_come_from_interests_and_mentions(tmp_path: Path) -> None:
    text = (
        "# Ada Quill\n\nMy research interests include stream processing, query optimization "
        "and Rust.\n\n## Experience\n\nFerrow Labs, Engineer, 2020 - 2022\n"
        "- Built a stream processing engine in Rust.\n- Query optimization for joins.\n"
        "## Skills\n\nPython, Rust, Bash\n"
    )
    key = _profile(write(tmp_path / "cv.md", text)).key_skills
    assert key[:3] == ["Rust", "stream processing", "query optimization"]


def test_one_entry_per_real_entry_across_languages(tmp_path: Path) -> None:
    en = _profile(
        write(
            tmp_path / "en.md",
            "# Ada Quill\n\n## Experience\n\nHanxin Technology, Engineer, 2019.07 - present\n"
            "## Education\n\nM.S. in Physics, Eastvale University, 2016 - 2019\n",
        )
    )
    zh = _profile(
        write(
            tmp_path / "zh.md",
            "# 林小满\n\n## 工作经历\n\n瀚信科技 工程师 2019.07-至今\n"
            "## 教育背景\n\nEastvale University 硕士 2016 - 2019\n",
        )
    )
    merged = Profile()
    merged.absorb(en)
    merged.absorb(zh)
    assert [(e.employer, e.years) for e in merged.employment] == [
        ("Hanxin Technology (瀚信科技)", [2019, 9999])
    ]
    assert [(e.school, e.degree) for e in merged.education] == [("Eastvale University", "Master")]


def test_key_skills_include_what_the_text_keeps_naming(tmp_path: Path) -> None:
    text = (
        "# Ada Quill\n\n## Experience\n\nFerrow Labs, Engineer, 2020 - 2022\n"
        "- Built the recommender systems for the shop on Spark and Kafka.\n"
        "- Tuned the recommender system ranking with offline Spark jobs.\n"
        "- Wrote the Kafka consumers and the F1-score dashboards.\n"
    )
    key = _profile(write(tmp_path / "cv.md", text)).key_skills
    assert {"recommender system", "Spark", "Kafka"} <= set(key)
    assert not {"Engineer", "Ferrow", "F1", "Built"} & set(key)


def test_education_tables_and_dates_after_the_details(tmp_path: Path) -> None:
    cells = (
        "# 林小满\n\n## 教育背景\n\n时间\n学校\n专业\n学历\n2014.9-2017.6\n南岭大学\n"
        "管理科学与工程\n研究生\n2009.9-2013.6\n南岭大学\n信息管理\n本科\n"
    )
    edu = _profile(write(tmp_path / "cells.md", cells)).education
    assert [(e.school, e.degree, e.years) for e in edu] == [
        ("南岭大学", "Master", [2014, 2017]),
        ("南岭大学", "Bachelor", [2009, 2013]),
    ]
    trailing = (
        "# Ada Quill\n\nEDUCATION\n\nEastvale University\n\nPursuing Ph.D. in Physics\n\n"
        "Advisor: Prof. Tamsin Vell\n\nOslo, Norway\n\nSep 2019 – Present\n\n"
        "Eastvale University\n\nBachelor of Science in Physics\n\nOslo, Norway\n\n"
        "Sep 2015 – Jun 2019\n"
    )
    edu = _profile(write(tmp_path / "trailing.md", trailing)).education
    assert [(e.degree, e.years, e.ongoing) for e in edu] == [
        ("PhD", [2019, 9999], True),
        ("Bachelor", [2015, 2019], False),
    ]


def test_key_skills_from_chinese_prose_and_every_skills_line(tmp_path: Path) -> None:
    text = (
        "# 林小满\n\n## 个人简介\n\n目前就职于青橙科技，熟练使用Java进行后端开发，"
        "使用ClickHouse做实时分析。\n\n## 工作经历\n\n青橙科技 后端工程师 2020.07-至今\n"
        "- 基于ClickHouse实现千亿级明细数据的准实时查询，使用Java开发服务。\n\n## 专业技能\n\n"
        "- 移动开发: Swift、Objective-C、Kotlin、Dart、Flutter、React Native、Xamarin\n"
        "- 前端: TypeScript\n- 语言: 英语、普通话\n"
    )
    profile = _profile(write(tmp_path / "cv.md", text))
    assert {"Java", "ClickHouse"} <= set(profile.key_skills[:4])
    assert "TypeScript" in profile.key_skills[:8]  # the short line is not crowded out
    assert not {"英语", "普通话"} & set(profile.skills)


@pytest.mark.parametrize(
    ("line", "skills"),
    [
        ("| Area | Tools |", []),  # a table's header row
        ("|---|---|", []),
        ("| ML / GPU | PyTorch, CUDA |", ["PyTorch", "CUDA"]),  # the first cell is a label
        ("Infrastructure\tKafka, Cassandra", ["Kafka", "Cassandra"]),  # a tab label column
        ("Languages\tJava, Kotlin, Scala (basic)", ["Java", "Kotlin", "Scala"]),
        ("- Languages: Java, Go", ["Java", "Go"]),  # programming languages
        ("Languages: English, French", []),  # spoken ones
        ("**Languages**: Python, SQL", ["Python", "SQL"]),
        ("Infrastructure Kafka, Cassandra", ["Kafka", "Cassandra"]),  # the tab became a space
        ("Data Science, Web Development", ["Data Science", "Web Development"]),  # not labels
    ],
)
def test_skill_lines_drop_their_labels_and_table_rules(line: str, skills: list[str]) -> None:
    from ingest.keyskills import skill_items

    assert skill_items(line) == skills


def test_an_abbreviation_in_prose_is_not_a_skill() -> None:
    from ingest.keyskills import frequent_terms

    lines = ["I completed my Ph.D. in the U.S. with PyTorch.", "During the Ph.D. I used PyTorch."]
    assert frequent_terms(lines, set()) == {"PyTorch": 2}
