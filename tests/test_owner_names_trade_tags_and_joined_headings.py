"""The owner's name read past what people add to it (a trade in the e-mail handle, letters
after the name, a title glued to a photographed name); a heading that joins personal details
to education holds the schools; a company named after a university is not the university."""

from pathlib import Path

from ingest.parsers import parse_file
from ingest.profile import extract_profile
from ingest.sections import split_sections
from tests.conftest import lines_profile


def test_a_footer_name_beats_the_trade_in_the_e_mail_handle() -> None:
    profile = lines_profile([
        "ARCHITECT — CURRICULUM VITAE",
        "Shanghai, China · liang.weiqi.arch@163.com · +86 139 0000 0000",
        "EXPERIENCE",
        "Orchard Design Institute — Senior Architect",
        "Mar 2018 – May 2021",
        "Liang Weiqi · CV · updated October 2026",
    ])  # fmt: skip
    assert profile.names[0] == "Liang Weiqi"


def test_letters_after_a_name_are_no_part_of_it() -> None:
    profile = lines_profile([
        "Efua Mensah-Cole RGN",
        "Leeds, UK | efua.mc@outlook.com",
        "Employment",
        "Staff Nurse, Harrowgate NHS Foundation Trust, 09/2012 – 08/2016",
    ])  # fmt: skip
    assert profile.names[0] == "Efua Mensah-Cole"


def test_a_chinese_name_glued_to_a_title_is_read_when_the_e_mail_spells_it() -> None:
    profile = lines_profile([
        "邝砚秋自由译者(英中/中英)",
        "邮箱:kuangyanqiu.trans@gmail.com 电话:138 0000 0000",
        "工作经历",
        "2020.03-至今 自由译者(个体执业)",
    ])  # fmt: skip
    assert profile.names[0] == "邝砚秋"


def test_a_heading_of_details_and_education_holds_the_schools(tmp_path: Path) -> None:
    path = tmp_path / "闻晏清_简历.txt"
    path.write_text(
        "闻晏清 | 个人简历\n求职意向\n高级品牌经理\n基本信息与教育\n时间 | 学校 | 专业 | 学历\n"
        "2012年9月 - 2016年7月 | 华东师范大学 | 市场营销 | 管理学学士\n工作经历\n"
        "2016年7月 - 2020年3月 | 某某日化有限公司 | 品牌助理\n",
        encoding="utf-8",
    )
    cv = parse_file(path, 10_000_000)
    sections = split_sections(cv)
    assert "education" in [s.kind for s in sections]
    profile = extract_profile(cv, sections)
    assert [(e.school, e.org_id) for e in profile.education] == [("华东师范大学", "ecnu")]


def test_a_company_named_after_a_university_is_not_the_university() -> None:
    from ingest.org_finder import org_finder

    find = org_finder()
    assert find("Tongji Architectural Design (Group) Co., Ltd.") == "tjad"
    assert find("Tsinghua Tongfang Co., Ltd.") is None
    assert find("Tongji University") == "tongji"
    assert find("华东院") == "ecadi"


def test_a_surname_spelled_like_letters_stays() -> None:
    from ingest.names import plain_name

    assert plain_name("Haolin Peng") == "Haolin Peng"
    assert plain_name("Efua Mensah-Cole RGN") == "Efua Mensah-Cole"


def test_a_forum_one_is_a_member_of_is_no_employer(tmp_path: Path) -> None:
    path = tmp_path / "liesl_warrick.txt"
    path.write_text(
        "Liesl Warrick\nProfessional Experience\n"
        "Regional Procurement Manager — IHG Hotels & Resorts, Shanghai\n04/2022 – present\n"
        "Memberships\n"
        "Shanghai Hotel Purchasing Forum — round table with purchasing heads from Hilton\n",
        encoding="utf-8",
    )
    sections = split_sections(parse_file(path, 10_000_000))
    assert [(s.kind, s.title) for s in sections][-1] == ("other", "Memberships")
