"""The owner's name as a recruiter expects to read it: without post-nominal letters, and
never with the tag people put after their name in an e-mail handle. Fictional names."""

from __future__ import annotations

from pathlib import Path

from ingest.models import Profile
from ingest.name_handles import name_in_handle
from ingest.parsers import parse_file
from ingest.profile import extract_profile
from ingest.sections import split_sections


def test_a_handle_tag_after_the_name_is_not_part_of_the_name() -> None:
    assert name_in_handle("ilse.vandermeer.sre") == "Ilse Vandermeer"
    assert name_in_handle("tomas.brandt.embedded") == "Tomas Brandt"
    assert name_in_handle("ilse.vandermeer") == "Ilse Vandermeer"
    assert name_in_handle("brandt.dev") is None  # one word left: no full name


def _profile(tmp_path: Path, text: str, file_name: str = "cv.md") -> Profile:
    path = tmp_path / file_name
    path.write_text(text, encoding="utf-8")
    cv = parse_file(path, 1_000_000)
    return extract_profile(cv, split_sections(cv), None)


def test_postnominal_letters_are_not_shown_as_part_of_the_name(tmp_path: Path) -> None:
    text = (
        "Anselm Okoro, PhD\nLagos • anselm.okoro@example.org\n\n"
        "## Experience\nResearch Scientist, Kestrel Labs, 2019 – present\n"
    )
    profile = _profile(tmp_path, text)
    assert profile.display_name == "Anselm Okoro"


def test_a_title_before_the_name_is_no_second_name(tmp_path: Path) -> None:
    text = (
        "Dr. Anselm Okoro\nLagos • anselm.okoro@example.org\n\n"
        "## Publications\n"
        "Anselm Okoro, Mira Chen. Fast Joins on Persistent Memory. VLDB 2021.\n"
        "Anselm Okoro, Tomas Berg. Learned Indexes for Spatial Data. SIGMOD 2022.\n"
    )
    assert _profile(tmp_path, text).names == ["Anselm Okoro"]


def test_a_nameless_cv_is_named_from_its_handle_without_the_tag(tmp_path: Path) -> None:
    text = (
        "SITE RELIABILITY ENGINEER\nUtrecht | ilse.vandermeer.sre@example.org\n\n"
        "## Experience\nSRE, Tulpenveld, 2018 – present\n"
    )
    profile = _profile(tmp_path, text)
    assert profile.display_name == "Ilse Vandermeer"


def test_a_count_of_years_opening_a_profile_line_is_no_name(tmp_path: Path) -> None:
    # "6 年数字 IC 验证经验" counts years; "年数字" is no owner, the e-mail handle names them
    text = (
        "个人简历\n\n联系方式：139-0000-1234 | zhou.minghao@example.com | 杭州\n\n"
        "【个人优势】\n- 6 年数字 IC 验证经验，熟悉 UVM\n\n"
        "【工作经历】\n2019.07 - 至今    紫光展锐    高级验证工程师\n"
    )
    assert _profile(tmp_path, text).names[0] == "Zhou Minghao"


def test_a_name_set_on_two_lines_at_the_top_is_one_name(tmp_path: Path) -> None:
    text = "Astrid\nLindqvist\nSenior Data Analyst\n\n## Contact\nal.data@example.org\n"
    assert _profile(tmp_path, text).names[0] == "Astrid Lindqvist"


def test_a_nameless_cv_is_named_from_a_pinyin_handle_of_one_word(tmp_path: Path) -> None:
    # "lujingwen_soc": a surname and a two-syllable given name, the work tag dropped;
    # a one-syllable given name ("zhangwei") is too easily another word to be read alone
    text = (
        "个人简历\n\n联系方式：lujingwen_soc@example.com ｜ 139-0000-5678 ｜ 杭州\n\n"
        "【工作经历】\n2019.04 - 至今    平头哥半导体有限公司    数字 IC 设计工程师\n"
    )
    assert _profile(tmp_path, text).names[0] == "Lu Jingwen"
    assert name_in_handle("lujingwen_soc") is None  # not "Lujingwen Soc"


def test_a_nameless_cv_takes_the_file_name_its_handle_glues_to_an_initial(tmp_path: Path) -> None:
    # "tvarga.geo": an initial glued to the surname, then a trade tag; the file spells it out
    text = (
        "# Curriculum Vitae — Engineering Geologist\n\nPécs · tvarga.geo@example.org\n\n"
        "## Experience\n**Mecsek Talaj Kft.** — Senior Geologist · 03/2019 - today\n"
    )
    assert _profile(tmp_path, text, "timea_varga_cv.md").names[0] == "Timea Varga"
    assert _profile(tmp_path, text, "cv_2026.md").names[0] != "Timea Varga"


def test_a_nickname_in_brackets_keeps_the_header_name_over_a_handle(tmp_path: Path) -> None:
    text = (
        "Ruolan (Iris) Meng\nQA Manager · Tianjin · mengrl_val@example.com\n\n"
        "## Experience\nQA Manager, Beihe Pharma, Sep 2022 – Present\n"
    )
    assert _profile(tmp_path, text).names[:2] == ["Ruolan (Iris) Meng", "Ruolan Meng"]
