"""The owner's name from any header style, and never a section title, company, job title,
place or site title. Fixtures (tests/fixtures/names/) are fictional people, one per class."""

from __future__ import annotations

from pathlib import Path

import pytest

from examples.build_examples import build_docx, build_pdf
from ingest.models import Profile
from ingest.names import looks_like_cjk_name, looks_like_latin_name, same_person_name
from ingest.parsers import parse_file
from ingest.profile import extract_profile
from ingest.sections import split_sections

NAMES = Path(__file__).parent / "fixtures" / "names"


def _profile(path: Path) -> Profile:
    cv = parse_file(path, 20_000_000)
    return extract_profile(cv, split_sections(cv))


@pytest.mark.parametrize(
    ("fixture", "name", "aliases"),
    [
        ("dash_resume.md", "Odile Farrant", []),  # Name — Resume
        ("dash_jianli.md", "蒋雨桐", ["Yutong Jiang"]),  # Name — 简历
        ("latin_slash_cjk.txt", "Yan Peng", ["彭岩"]),  # Latin NAME / 中 文
        ("cjk_then_latin.txt", "冯晓岚", ["Xiaolan Feng"]),  # 中文名 Latin Name
        ("title_name_label.md", "欧阳明远", ["Mingyuan Ouyang"]),  # 个人简历 + 姓名: line
        ("basic_info_name_label.md", "Tobias Lindqvist", []),  # Resume / Basic Info / Name:
        ("id_label.md", "韩若溪", []),  # "X's Resume" handle, the name in an ID: line
        ("contact_line.md", "Renato Baptiste", []),  # 个人介绍 + "Name · mail · role"
        ("hi_im.md", "Priya Ramanathan", []),  # "👋 Hi, I'm Name"
        ("im_single_word.md", "Zephyrin", []),  # "I'm Name, a …" and nothing else
        ("name_bullet.txt", "廖一帆", []),  # the name as a bullet under 履历
        ("heading_word_surname.md", "Wanda Skills", []),  # a surname that is a heading
        ("heading_word_surname2.md", "Ambrose Summary", []),
        ("icon_junk.txt", "Ines Carvalho", []),  # icon-font letters before the name
        ("possessive_zh.txt", "邱晨曦", ["Chenxi Qiu"]),  # 某某的简历 / Name's CV
        ("name_then_role.md", "程嘉怡", []),  # 名字 - 职位
        ("paren_nickname.md", "Leo (Haoran) Xu", ["Leo Xu", "Haoran Xu", "许浩然"]),
        ("honorific.md", "Imogen Whitlock", []),  # "Dr. …, PhD": plain, and no second name
        ("table_label.txt", "温子墨", []),  # 姓名 温子墨 性别 男 (a table row)
        ("table_cells.txt", "施雨涵", []),  # 姓名 / 施雨涵 as table cells, one per line
        ("title_first.md", "Benedikt Aaltonen", []),  # Curriculum Vitae — Name
        ("bio_sentence.md", "Halvard Mikkelsen", []),  # 'Name is a PhD student at …'
        ("two_columns.txt", "Sunniva Dahl", []),  # name and contacts in columns
    ],
)
def test_name_from_any_header_style(fixture: str, name: str, aliases: list[str]) -> None:
    profile = _profile(NAMES / fixture)
    assert profile.names[0] == name, profile.names
    assert set(aliases) <= set(profile.names), profile.names
    assert not any(n.startswith("Dr.") or n.endswith("PhD") for n in profile.names)
    assert profile.name_source == "header"


@pytest.mark.parametrize(
    "fixture",
    [
        "none_01_site_title.md",  # a site title and a tagline
        "none_02_section_first.md",  # a section title, a company, a job title, topics
        "none_03_company_first.md",  # a company, a job title, a place
        "none_04_advisor_line.md",  # an advisor's name inside an education entry
        "none_05_list_and_table.txt",  # a company in a bullet, table headers (时间)
        "none_06_interests.md",  # research topics in title case
    ],
)
def test_headers_without_a_name_give_no_name(fixture: str) -> None:
    profile = _profile(NAMES / fixture)
    assert (profile.names, profile.name_source) == ([f"Unknown ({fixture})"], "file name")


def test_weaker_sources_when_the_header_has_no_name() -> None:
    by_email = _profile(NAMES / "email_only.md")
    assert (by_email.names[0], by_email.name_source) == ("Harriet Osei", "email")
    by_authors = _profile(NAMES / "authors_only.md")
    assert (by_authors.names[0], by_authors.name_source) == ("Ilse Brandt", "publications")


def test_initials_in_the_papers_are_spelt_out_by_the_email_handle() -> None:
    profile = _profile(NAMES / "authors_initials_and_email.md")
    assert profile.names[:2] == ["Tomas Ferreira", "T. Ferreira"]


@pytest.mark.parametrize("fixture", ["dash_resume.md", "heading_word_surname.md"])
def test_same_names_from_pdf_and_docx(tmp_path: Path, fixture: str) -> None:
    expected = _profile(NAMES / fixture).names[0]
    for suffix, build in ((".pdf", build_pdf), (".docx", build_docx)):
        dest = tmp_path / f"cv{suffix}"
        build(NAMES / fixture, dest)
        assert _profile(dest).names[0] == expected, suffix


@pytest.mark.parametrize(
    "text",
    [
        "Technical Skills", "Work Experience", "Basic Info", "Personal Profile", "About Me",
        "Senior Software Engineer", "Product Manager", "Acme Corporation", "Tencent Holdings",
        "Machine Learning", "Distributed Systems", "Hong Kong", "New York", "Mountain View",
        "Make Things Happen", "Curriculum Vitae", "NgO Jane",
    ],
)  # fmt: skip
def test_titles_companies_roles_and_places_are_not_names(text: str) -> None:
    assert not looks_like_latin_name(text)
    assert not looks_like_latin_name(text, heads_cv=True)


def test_a_heading_word_is_a_surname_only_beside_a_real_name() -> None:
    assert looks_like_latin_name("Wanda Skills", heads_cv=True)
    assert not looks_like_latin_name("Wanda Skills")  # inside the CV: a heading
    assert not looks_like_latin_name("Summary Skills", heads_cv=True)
    assert looks_like_latin_name("Ludwig van der Berg") and looks_like_latin_name("Zoë Ørsted")


def test_chinese_titles_are_not_names() -> None:
    for text in ("简历", "个人简历", "关于我", "欢迎勾搭", "高级开发"):
        assert not looks_like_cjk_name(text), text
    for text in ("关哈哈", "傅明", "萧然", "于我行", "欧阳明远"):
        assert looks_like_cjk_name(text) == (text != "于我行"), text


def test_names_agree_across_scripts_and_orders() -> None:
    for other in ("San Zhang", "Zhang San", "ZHANG San", "San ZHANG"):
        assert same_person_name("张三", other), other
    assert not same_person_name("张三", "Shan Zhang")


def test_names_in_other_alphabets_head_the_cv() -> None:
    from ingest.models import TextLine
    from ingest.owner_names import owner_names

    for name in ("Тамара Волкова", "ნინო ბერიძე", "Ελένη Παππά"):
        assert owner_names([TextLine(text=name), TextLine(text="Skills")])[0] == [name]
    assert owner_names([TextLine(text="简历 欢迎 NgO")]) == ([], False)


def test_a_romanised_chinese_handle_in_one_word_names_the_owner(tmp_path: Path) -> None:
    cv = tmp_path / "mobile_cv.md"
    cv.write_text(
        "# 个人简历 · 后端开发工程师\n\n"
        "- 📧 zhaoyuning.dev@example.cn　｜　GitHub：github.com/zyn-dev\n\n"
        "## 工作经历\n\n2020.07 - 至今  北辰数据科技有限公司  后端开发工程师\n",
        encoding="utf-8",
    )
    assert _profile(cv).names[0] == "Zhao Yuning"
    # an English word that could be read as pinyin, with no handle of its initials: no name
    other = tmp_path / "cv.md"
    other.write_text("# CV\n\nmobile.dev@example.com · github.com/apps\n", encoding="utf-8")
    assert _profile(other).names[0].startswith("Unknown")


def test_a_footer_name_fits_a_handle_with_a_long_tag(tmp_path: Path) -> None:
    cv = tmp_path / "portfolio_cv.txt"
    cv.write_text(
        "PRODUCT / UX DESIGNER\nOslo, Norway  |  tvik.design@example.com  |  +47 912 34 567\n\n"
        "EXPERIENCE\nNorthwind Pay, Oslo\nSenior Product Designer  |  Mar 2021 - Present\n"
        "- Led research for the checkout redesign.\n\nTuva Vik · CV · updated March 2026\n",
        encoding="utf-8",
    )
    assert _profile(cv).names[0] == "Tuva Vik"


def test_a_town_region_and_country_heading_the_contacts_is_no_name(tmp_path: Path) -> None:
    cv = tmp_path / "cv_2026.txt"
    cv.write_text(
        "SENIOR PROCESS ENGINEER\nPuerto Vallarta, Jalisco, Mexico | +52 322 555 0142 | "
        "ines.marquez.ortiz@example.com\n\nWORK EXPERIENCE\n\nHalcyon Foundry Tools - Fremont\n"
        "Process Engineer                                06/2020 - today\n",
        encoding="utf-8",
    )
    assert _profile(cv).names[0] == "Ines Marquez Ortiz"
