"""Per-person metadata, including CVs without a name in the header."""

from __future__ import annotations

from pathlib import Path

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
