"""Layouts that hid positions or degrees: titles with their own dates whose noun is a "-官"
title; a legal form written "p.l.c." and a company's new name with its year in brackets; a
clinician's "Clinical Experience"; an exchange term at another school under a degree; a
Chinese company then its title and a note in brackets; a bullet's last word wrapped onto a
line of its own ("presentations" is no heading); an entry line that opens with a season's
dates; a team lead's duty taken on beside a title. People are fictional."""

from __future__ import annotations

from ingest.entry_fields import split_fields
from tests.conftest import lines_profile


def _jobs(texts: list[str]) -> list[tuple[str | None, str | None, str | None]]:
    return [(e.employer, e.role, e.start) for e in lines_profile(texts).employment]


def test_dated_titles_of_an_admissions_officer_under_the_office() -> None:
    jobs = _jobs(
        [
            "沈若溪",
            "工作经历",
            "   东临大学招生办公室                                        2020/9 - 至今",
            "高级招生官（2023/3 起）；招生官（2020/9 - 2023/2）",
            "• 负责华南地区本科招生宣讲与面试组织。",
        ]
    )
    assert jobs == [
        ("东临大学招生办公室", "高级招生官", "2023-03"),
        ("东临大学招生办公室", "招生官", "2020-09"),
    ]


def test_a_plc_with_dots_and_a_company_renamed_in_brackets() -> None:
    jobs = _jobs(
        [
            "Marguerite Olsen",
            "Experience",
            "Mar 2023 – Present",
            "Senior Treasury Analyst, BP p.l.c., London",
            "Group Treasury, Liquidity & Funding.",
            "• Own the group cash forecast.",
            "Sep 2018 – Feb 2023",
            "Treasury Analyst (graduate programme), Total S.A. (TotalEnergies from 2021), Paris",
            "Rotations in cash management.",
        ]
    )
    assert [(e, s) for e, _, s in jobs] == [
        ("BP p.l.c.", "2023-03"),
        ("Total S.A. (TotalEnergies from)", "2018-09"),
    ]


def test_a_clinical_experience_section_holds_placements() -> None:
    profile = lines_profile(
        [
            "ROWAN Pike",
            "Education",
            "Northfield University, School of Nursing — BSc Nursing, Sep 2022 – Jun 2026.",
            "Exchange term: University of Toronto, online course in child health, summer 2024.",
            "Clinical Experience",
            "Nursing Intern — Children's Hospital of Northfield, 07/2025 – 03/2026",
            "• Rotated through the NICU and the pediatric emergency department.",
        ]
    )
    assert [(e.employer, e.role) for e in profile.employment] == [
        ("Children's Hospital of Northfield", "Nursing Intern")
    ]
    assert [(e.school, e.degree) for e in profile.education] == [
        ("Northfield University", "Bachelor")
    ]


def test_a_chinese_company_then_its_title_with_a_note() -> None:
    jobs = _jobs(
        [
            "顾语桐",
            "工作经历",
            "2021年3月 - 至今 康宁生物制药有限公司 验证工程师",
            "• 负责洁净车间的设备验证。",
            "2018年7月 - 2021年2月 华远制药集团有限责任公司 QA专员（全职）",
            "• 负责偏差与变更控制台账。",
        ]
    )
    assert [(e, r) for e, r, _ in jobs] == [
        ("康宁生物制药有限公司", "验证工程师"),
        ("华远制药集团有限责任公司", "QA专员"),
    ]


def test_a_wrapped_word_is_no_heading_and_a_season_opens_an_entry() -> None:
    jobs = _jobs(
        [
            "Calum Ferris",
            "Experience",
            "Aug 2024 – Present",
            "Associate, Investment Banking Division, Harbour Sachs, London",
            "• Build and review operating models; draft board and management",
            "presentations",
            "summer 2023 Summer Associate, Investment Banking, Morgan Stanley, London",
            "Sep 2019 – Jul 2022",
            "Senior Analyst, Transaction Services, Deloitte LLP, London",
            "• Led quality-of-earnings workstreams.",
        ]
    )
    assert [e for e, _, _ in jobs] == ["Harbour Sachs", "Morgan Stanley", "Deloitte LLP"]


def test_an_exchange_term_on_the_degree_line_keeps_the_degree() -> None:
    profile = lines_profile(
        [
            "Calum Ferris",
            "Education",
            "2022 – 2024 Master of Business Administration (MBA), London Business School, "
            "London; exchange term at Columbia Business School (Spring 2023).",
        ]
    )
    assert [(e.school, e.degree) for e in profile.education] == [
        ("London Business School", "Master")
    ]


def test_a_team_leads_duty_beside_a_title_keeps_the_title() -> None:
    profile = lines_profile(
        [
            "闵子航",
            "工作经历",
            "星桥支付科技有限公司                                          2021.07–至今",
            "iOS 高级开发工程师（P7）/ 客户端技术组长",
            "• 负责收银台 iOS 端。",
            "• 2023.04 起担任客户端技术组长，带领 4 人 iOS 小组。",
        ]
    )
    assert next(e.role for e in profile.employment).startswith("iOS 高级开发工程师")


def test_a_name_set_in_two_weights_is_one_name() -> None:
    profile = lines_profile(
        ["Marisol | Tan Hui-min", "CUSTOMER EXPERIENCE LEAD", "marisol.tanhm@example.com"]
    )
    assert profile.names == ["Marisol Tan Hui-min"]
    # a full name, then a title cut by the line's end, is no name in two weights
    profile = lines_profile(
        ["Odile Ho Wing-sze | Transfer", "Pricing Manager", "odile.ho@example.com"]
    )
    assert profile.names == ["Odile Ho Wing-sze"]
    profile = lines_profile(["Anders Lund | Quantitative", "Researcher", "anders.lund@example.com"])
    assert profile.names == ["Anders Lund"]


def test_a_running_footer_names_the_owner_over_a_tagged_handle() -> None:
    profile = lines_profile(
        [
            "Senior UX Writer",
            "London · pquillfeather.words@example.com",
            "Experience",
            "Wise — Senior UX Writer (Jun 2022 – present)",
            "Penelope Quillfeather — CV — page 1",
        ]
    )
    assert profile.names == ["Penelope Quillfeather"]


def test_a_heading_joined_to_community_holds_papers() -> None:
    from ingest.models import TextLine
    from ingest.sections import section_heading

    for heading in ("学术与社区", "Publications & Community"):
        assert section_heading(TextLine(text=heading, page=1)) == ("publications", heading, "")
    assert section_heading(TextLine(text="Community", page=1)) is None


def test_soldiers_ranks_and_their_forces() -> None:
    jobs = _jobs(
        [
            "韦立诚",
            "工作经历",
            "2015年9月 - 2017年9月    中国人民解放军某部    义务兵（大学生应征入伍，保留学籍）",
            "  - 服役期间获评“优秀义务兵”一次。",
        ]
    )
    assert [(e, r) for e, r, _ in jobs] == [("中国人民解放军某部", "义务兵")]
    jobs = _jobs(
        [
            "Owain Castell",
            "Experience",
            "British Army, Royal Corps of Signals                        Sep 2006 – Mar 2016",
            "Corporal, later Sergeant (Information Systems)        Blandford Camp",
            "• Ran deployed communications systems.",
        ]
    )
    assert [e for e, _, _ in jobs] == ["British Army"]


def test_a_citys_college_of_a_university_is_a_school_of_its_own() -> None:
    profile = lines_profile(
        [
            "Ren Haoyu",
            "Education",
            "- B.Mgmt. in Logistics Management, Guangzhou College of South China University of "
            "Technology, 2019",
        ]
    )
    assert [e.org_id for e in profile.education] == [None]


def test_a_platforms_name_before_a_chinese_title_is_part_of_it() -> None:
    jobs = _jobs(
        [
            "常屹舟",
            "工作经历",
            "星河外卖科技有限公司  2017.07 - 2019.03",
            "  Android 开发工程师 | 外卖事业部",
            "  - 负责商家详情页的开发。",
        ]
    )
    assert [r for _, r, _ in jobs] == ["Android 开发工程师"]
    assert split_fields("To70 Aviation 高级航空安全顾问") == ["To70 Aviation", "高级航空安全顾问"]


def test_a_hong_kong_name_is_found_in_a_vancouver_author_list() -> None:
    from ingest.author_lists import author_position, name_variants

    mine = name_variants(["Winifred Lam Siu-ting"])
    assert (
        author_position("Lam ST, Ho KW, Chan PY. Readmission after heart failure. 2018.", mine) == 1
    )
    assert author_position("Ho KW, Lam ST. Troponin pathways. Heart Asia. 2016.", mine) == 2
