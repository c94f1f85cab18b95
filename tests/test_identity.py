"""Merging CVs of one person, and never merging two people only on a similar name."""

from __future__ import annotations

from pathlib import Path

from ingest.job import Indexer
from tests.conftest import write
from tests.fixtures.cvs import person_cv


def test_sample_cvs_are_four_people(indexer: Indexer, samples: Path) -> None:
    report = indexer.ingest([samples / "text", samples / "pdf", samples / "docx"])
    assert report.summary()["added"] == 15 and not report.failed
    people = indexer.candidates()
    assert sorted(len(c.documents) for c in people) == [3, 3, 3, 6]
    lingyun = next(c for c in people if "杨凌云" in c.names)
    assert "Lingyun Yang" in lingyun.names
    assert any("across scripts" in r or "same email" in r for r in lingyun.merge_reasons)
    assert {c.display_name for c in people} >= {"Diandian Gu", "Zhisheng Ye"}


def test_similar_names_alone_never_merge(indexer: Indexer, tmp_path: Path) -> None:
    write(tmp_path / "a.md", person_cv("Wei Zhang", "Example Bank Ltd", "Fudan University"))
    write(tmp_path / "b.md", person_cv("Zhang Wei", "Sample Retail Inc", "Wuhan University"))
    write(tmp_path / "c.md", person_cv("张伟", "某某科技公司", "四川大学"))
    indexer.ingest([tmp_path])
    assert len(indexer.candidates()) == 3


def test_same_name_with_a_second_signal_merges(indexer: Indexer, tmp_path: Path) -> None:
    write(tmp_path / "a.md", person_cv("Wei Zhang", "Example Bank Ltd", "Fudan University"))
    write(tmp_path / "b.md", person_cv("Zhang Wei", "Other Corp", "Fudan University"))
    indexer.ingest([tmp_path])
    (person,) = indexer.candidates()
    assert "fudan university" in person.merge_reasons[0]


def test_same_email_merges_different_spellings(indexer: Indexer, tmp_path: Path) -> None:
    write(tmp_path / "a.md", person_cv("Anna Berg", "Acme Corp", "Lund University", "ab@x.org"))
    write(
        tmp_path / "b.md", person_cv("Anna Lindqvist", "Acme Corp", "Lund University", "ab@x.org")
    )
    indexer.ingest([tmp_path])
    (person,) = indexer.candidates()
    assert "same email" in person.merge_reasons[0]


def test_same_name_and_employer_but_different_emails_stay_two_people(
    indexer: Indexer, tmp_path: Path
) -> None:
    # Two engineers called Lei Wang at one large employer: a common name and one shared
    # organisation are not enough when each CV gives its own, different email address.
    write(
        tmp_path / "a.md", person_cv("Lei Wang", "Alibaba Group", "Fudan University", "lw1@x.org")
    )
    write(tmp_path / "b.md", person_cv("王磊", "Alibaba Group", "Wuhan University", "lw2@y.org"))
    indexer.ingest([tmp_path])
    assert len(indexer.candidates()) == 2


def test_different_emails_merge_with_two_shared_facts(indexer: Indexer, tmp_path: Path) -> None:
    # The same person with a new address: the same employer and the same school.
    write(
        tmp_path / "a.md", person_cv("Lei Wang", "Alibaba Group", "Fudan University", "lw@uni.cn")
    )
    write(tmp_path / "b.md", person_cv("王磊", "Alibaba Group", "Fudan University", "lw@work.cn"))
    indexer.ingest([tmp_path])
    (person,) = indexer.candidates()
    assert "their emails differ" in person.merge_reasons[0]


def _cv(header: str, employer: str, school: str, years: tuple[str, str], extra: str = "") -> str:
    work, study = years
    return f"""{header}

{extra}

## Experience

**{employer}**
Software Engineer
{work}
- Worked on internal tools.

## Education

**{school}**
B.Sc. in Computer Science · {study}
"""


def test_names_across_scripts_and_header_styles_merge_on_shared_places(
    indexer: Indexer, tmp_path: Path
) -> None:
    # 'PENG Yan / 彭岩' style headers: one CV in each script, no e-mail in the Chinese one,
    # the same employer and school written in each language, with the same years.
    write(
        tmp_path / "en.md",
        _cv(
            "# Yan PENG — Resume",
            "Qinghe Technology",
            "Lanxi University",
            ("2019 – Present", "2014 – 2018"),
            "yan.peng@example.net",
        ),
    )
    write(
        tmp_path / "zh.md",
        _cv("彭岩的简历", "青禾科技", "兰溪大学", ("2019 – Present", "2014 – 2018")),
    )
    indexer.ingest([tmp_path])
    (person,) = indexer.candidates()
    assert {"Yan Peng", "彭岩"} <= set(person.names)
    assert "across scripts" in person.merge_reasons[0]


def test_one_mailbox_however_it_is_written(indexer: Indexer, tmp_path: Path) -> None:
    write(
        tmp_path / "a.md", person_cv("Mei Lin", "Acme Corp", "Lund University", "mei.lin@gmail.com")
    )
    write(
        tmp_path / "b.md",
        person_cv("林美", "Other Corp", "Wuhan University", "MeiLin+jobs@gmail.com"),
    )
    indexer.ingest([tmp_path])
    (person,) = indexer.candidates()
    assert "same email" in person.merge_reasons[0]


def test_different_emails_need_the_same_years_not_just_the_same_places(
    indexer: Indexer, tmp_path: Path
) -> None:
    # Two people called Jun Li, both at Huawei and both from Fudan, in different years.
    write(
        tmp_path / "a.md",
        _cv(
            "# Jun Li",
            "Huawei Technologies",
            "Fudan University",
            ("2015 – 2019", "2008 – 2012"),
            "junli1@example.org",
        ),
    )
    write(
        tmp_path / "b.md",
        _cv(
            "# Jun Li",
            "Huawei Technologies",
            "Fudan University",
            ("2020 – Present", "2013 – 2017"),
            "junli2@example.org",
        ),
    )
    indexer.ingest([tmp_path])
    assert len(indexer.candidates()) == 2
