"""CVs read as a recruiter reads them: a page footer with its page number names the
owner even where no e-mail handle spells the name ("冯明澈 | 个人简历 | 第 1 页"); a level
word a space before a Latin title is the title's ("高级 HRBP"); "统计师" and other "-师"
trades are titles, so a dated title under its employer stays a step there; a note
in brackets on whose company the employer is, with a year ("(a Snap Inc. company
from 2021)"), neither dates a line nor names the employer; a citation's label of
its kind and number ("J1", "C2") is no author; "(a Tencent company)" is no part of
the employer's name; "Lead the economy design chapter (3 designers)" leads people;
the years before a title dated by its year alone ("高级建筑师（2018 年起）") stay a
position; a place offered ("推荐免试研究生资格") or a degree "未另行授予" is none held; a
labelled name ends at the next label though the fields run together; a company
line after a blank line heads the dates below it; "A/S" and other Nordic legal
forms name a company. Companies and people are fictional, except the catalog's."""

from __future__ import annotations

from ingest.author_lists import author_position, name_variants
from ingest.closing_names import names_further_down
from ingest.entry_fields import split_fields
from ingest.language import ADMITTED
from ingest.language.degrees import held_degree_levels
from ingest.language.seniority import LEADS_TEAM
from ingest.models import TextLine
from ingest.name_forms import labelled_names
from tests.conftest import lines_profile


def test_a_page_footer_with_its_number_names_the_owner_without_a_handle() -> None:
    lines = [
        TextLine(text="个人简历"),
        TextLine(text="邮箱 model.risk.qa@example.com"),
        TextLine(text="工作经历", heading=True),
        TextLine(text="2021年3月 - 至今 某某银行 模型验证岗"),
        TextLine(text="冯明澈 | 个人简历 | 第 1 页"),
    ]
    assert names_further_down(lines) == ["冯明澈"]


def test_a_level_word_before_a_latin_title_stays_with_it() -> None:
    assert split_fields("高级 HRBP") == ["高级 HRBP"]
    assert split_fields("星河 到店事业群 高级 HRBP") == ["星河", "到店事业群", "高级 HRBP"]
    profile = lines_profile(
        [
            "梁沐岚",
            "工作经历",
            "### 华东晶圆科技有限公司 ｜ 2018年4月 - 至今",
            "**高级 HRBP（2021年7月 - 至今）**",
            "- 对接研发中心，参与组织架构调整；",
            "**HRBP（2018年4月 - 2021年6月）**",
            "- 支持运营部门的招聘。",
        ]
    )
    assert [(e.employer, e.role) for e in profile.employment] == [
        ("华东晶圆科技有限公司", "高级 HRBP"),
        ("华东晶圆科技有限公司", "HRBP"),
    ]


def test_a_trade_title_dated_under_its_employer_is_a_step_there() -> None:
    profile = lines_profile(
        [
            "韩晓岑  个人简历",
            "二、工作经历",
            "2018/7-至今     华东数据研究院 城市计算中心（计算中心）",
            "                2018/7-2022/6  统计师（助理研究员）",
            "                2022/7-至今    副研究员，数据分析组",
            "                - 负责城市交通数据的统计分析；",
        ]
    )
    assert [(e.employer, e.role, e.start) for e in profile.employment] == [
        ("华东数据研究院", "统计师", "2018-07"),
        ("华东数据研究院", "副研究员", "2022-07"),
    ]


def test_a_note_on_whose_company_the_employer_is_dates_no_line() -> None:
    profile = lines_profile(
        [
            "Lorenzo Baldacci",
            "Experience",
            "Apr 2023 – Present",
            "Senior Optical Engineer, Lumora Optics Inc., Sunnyvale, CA",
            "– Designs waveguide combiners.",
            "Sep 2020 – Mar 2023",
            "Optical Engineer, Quellwave Ltd (a Snap Inc. company from 2021), Abingdon, UK",
            "– Built MATLAB tools for gratings.",
        ]
    )
    assert [(e.employer, e.start, e.end) for e in profile.employment] == [
        ("Lumora Optics Inc.", "2023-04", None),
        ("Quellwave Ltd", "2020-09", "2023-03"),
    ]


def test_a_citations_kind_and_number_is_no_author() -> None:
    owner = name_variants(["Torvald Ekrem"])
    assert (
        author_position("J1 T. Ekrem, I. Lunde. “Slow-drift motions.” Ocean Eng., 2024.", owner)
        == 1
    )
    assert author_position("C2 L. Aasen, T. Ekrem. “Free-decay tests.” OMAE, 2023.", owner) == 2


def test_a_note_of_the_owner_without_a_year_is_no_part_of_the_name() -> None:
    profile = lines_profile(
        [
            "Ilkka Rautio",
            "Experience",
            "### Kestrel Games (a Tencent company) — Helsinki",
            "**Lead Economy Designer**, 04/2024 - today",
            "- Tuned event rewards.",
        ]
    )
    assert [e.employer for e in profile.employment] == ["Kestrel Games"]


def test_a_unit_led_with_its_people_counted_in_brackets_is_a_team_led() -> None:
    assert LEADS_TEAM.search("- Lead the economy design chapter (3 designers) across two titles.")
    assert LEADS_TEAM.search("- Run the pricing desk (4 analysts).")
    assert not LEADS_TEAM.search("- Led the design review (3 designers).")


def test_the_years_before_a_title_dated_by_its_year_alone_stay_a_position() -> None:
    profile = lines_profile(
        [
            "廖听澜 | 建筑师",
            "【工作经历】",
            "2013年7月 - 至今   青峦建筑设计事务所（上海）",
            "  高级建筑师（2018 年起）/ 建筑师",
            "  - 负责方案深化至施工图配合",
        ]
    )
    assert sorted((e.start, e.end) for e in profile.employment) == [
        ("2013-07", "2017-12"),
        ("2018", None),
    ]


def test_a_place_offered_or_a_degree_not_awarded_is_no_degree_held() -> None:
    assert ADMITTED.search("2025 年 9 月获本校推荐免试研究生资格（已放弃，选择直接就业）")
    assert ADMITTED.search("获某研究所硕博连读推荐资格（已放弃，选择就业）")
    # ... but a degree held with a note of a place not applied for is that degree
    assert not ADMITTED.search("2017 - 2020 某大学 计算机 硕士（曾获本校硕博连读资格，未申请）")
    line = "某大学 化学学院，博士研究生（直博，未另行授予硕士学位），2018.09 – 2024.06"
    assert held_degree_levels(line) == ["PhD"]


def test_a_labelled_name_in_fields_run_together_ends_at_the_next_label() -> None:
    assert labelled_names("姓名:宫明川手机:137-0000-0000邮箱:gmc_mro@example.com上海") == ["宫明川"]


def test_a_company_line_after_a_blank_line_heads_the_dates_below_it() -> None:
    profile = lines_profile(
        [
            "MAREN TOLLAND",
            "EMPLOYMENT",
            "",
            "Harbour Rise Academy, London (Crestline Schools trust)",
            "  Teacher of English (KS3-KS5)                     Sep 2014 - present",
            "    - Teach GCSE English.",
            "",
            "Brightpath Fellows, London",
            "  Participant, Leadership Development Programme     2014 - 2016",
            "    (training route into teaching; placement school: Harbour Rise Academy)",
            "",
            "Pagecraft Books, Leeds Briggate",
            "  Bookseller (Saturday job)                         2010 - 2013",
        ]
    )
    assert ("Pagecraft Books", "Bookseller (Saturday job)") in [
        (e.employer, e.role) for e in profile.employment
    ]


def test_a_nordic_legal_form_names_the_company_not_its_unit() -> None:
    profile = lines_profile(
        [
            "Jens Hvidberg",
            "Experience",
            "Mar 2020 – Present",
            "Hydrogeologist, Kvistgaard Rådgivning A/S (Kvistgaard Group), Water & Soil, Aarhus",
            "• Built groundwater models.",
        ]
    )
    assert [e.employer for e in profile.employment] == [
        "Kvistgaard Rådgivning A/S (Kvistgaard Group)"
    ]


def test_people_named_then_counted_after_leading_them_are_a_team() -> None:
    assert LEADS_TEAM.search("带领项目部管理人员46人，统筹协作队伍约600人")
    assert not LEADS_TEAM.search("带领实习生3名完成测绘")
