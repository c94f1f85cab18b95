"""Entries whose parts a layout sets apart, and kinds of employer, move and period asked in
words. A table of titles and dates under the employer named above it ("HiSilicon (Huawei)" /
"Title | Dates | Scope") is that employer's; a table of positions with each employer's bullets
in a block below it lends the block (a team led) to that employer's positions, not to the
table's last row; a title line over its employer's line, and columns set apart by
ideographic spaces, stay fields of their own; a degree line over its school keeps its own
dates; an academic appointment under its university's line is a position there. Questions:
"left academia for industry", "2019年在高校当老师的", "在美团干满3年以上的", "internships count",
a short-video company, a CRO, an EV maker, telecom vendors with examples after them, tools named
with their maker ("SAP IBP", "Siemens TIA Portal"), a school's short name with its city, a
school asked with a degree that only "counts too". People are fictional."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest

from bot.answer.engine import AnswerEngine
from ingest.language import ACADEMIC_ROLE
from ingest.names import looks_like_cjk_name
from ingest.parsers import parse_file
from ingest.parsers.column_gaps import mark_gaps
from ingest.profile import extract_profile
from ingest.sections import split_sections
from tests.conftest import CountingEmbedder, answered_names, docx_bytes, engine_over
from tests.test_question_reading import read

ASKED = date(2026, 11, 26)


CVS: dict[str, str | bytes] = {
    "Orrin_Maddox.docx": docx_bytes(
        [
            "Orrin Maddox",
            "SoC Architect | Shanghai | orrin.maddox@example.com",
            "Experience",
            "Alibaba T-Head — SoC Architect, since 03/2023",
            "Define the coherent interconnect of a RISC-V SoC.",
            "UNISOC — SoC Verification Manager, 07/2019 - 02/2023",
            "Led a team of 6 verification engineers on smartphone SoC sign-off.",
            "HiSilicon (Huawei) — Shanghai",
        ],
        [
            [
                ["Title", "Dates", "Scope"],
                ["Senior Verification Engineer", "01/2016 - 06/2019", "UVM testbenches for DDR"],
                ["Verification Engineer", "07/2013 - 12/2015", "Block-level SystemVerilog"],
            ]
        ],
        ["Education", "M.S., Microelectronics, Xidian University, 2010 - 2013"],
    ),
    "岑雪柔_简历.docx": docx_bytes(
        ["岑雪柔", "邮箱：cenxuerou@example.cn", "工作经历"],
        [
            [
                ["时间", "公司", "职位"],
                ["2022/7-至今", "拼多多（上海寻梦信息技术有限公司）", "高级产品经理"],
                ["2016/7-2016/12", "京东", "产品实习生（京东商城 POP 商家平台）"],
            ]
        ],
        [
            "拼多多 · 商家增长",
            "• 负责新商家成长体系的产品规划，带领 4 名产品经理，新商家留存提升 9%",
            "教育背景",
            "2019.09 - 2021.06 上海交通大学 安泰经济与管理学院 MBA（在职）",
        ],
    ),
    "halvard_ostrem.md": """# Halvard Ostrem

halvard.ostrem@example.com

## Current position

**Alibaba DAMO Academy**, Hangzhou — Senior Researcher, since 09/2021

- Vision-language pre-training for document understanding.

## Academic appointments

**Tsinghua University**, Beijing, Department of Electronic Engineering

- Assistant Professor, Sep 2016 – Aug 2021
- Taught Computer Vision to undergraduates.

## Education

- Ph.D. in Electrical Engineering, The University of Hong Kong, 2011 – 2016
""",
    "裘静和.txt": """裘静和
电话：139 0000 1234    邮箱：qiujinghe@example.cn

工作经历
2024.07 - 至今    快手    高级数据科学家
负责短视频推荐的因果推断实验平台。
2020.09 - 2024.06    美团    数据科学家
负责到店业务的 AB 实验分析。
2019.06 - 2019.09    微软亚洲研究院    研究实习生

教育背景
2016.09 - 2020.06    上海交通大学    统计学    本科
""",
    "lise_varnholt.txt": """Lise Varnholt
lise.varnholt@example.com

Experience
Backend Engineer, Hotel Search        Jul 2017 – Present
Trip.com Group        Shanghai, China
- Rebuilt the price cache; used kdb+/q for the tick history of fares.

Education
M.S. in Computer Science (part-time, online; in progress)        2023 – present
Georgia Institute of Technology (OMSCS)        Remote
B.Eng. in Software Engineering        2013 – 2017
Northeastern University        Shenyang, China
""",
    "edda_prowse.md": """# Edda Prowse

edda.prowse@example.com

## Profile

Automation engineer: years of commissioning PLC and SCADA systems before pre-sales.

## Experience

**Siemens AG**, Munich — Pre-Sales Engineer, Factory Automation · since 10/2019

- Build TIA Portal / SIMATIC S7-1500 demo cells for customer workshops.
""",
    "钟离雅_运营.docx": docx_bytes(
        [
            "钟离雅",
            "邮箱：zhongliya@example.cn",
            "工作经历",
            "2021年3月 - 至今\u3000\u3000抖音电商（北京抖音信息服务有限公司）\u3000\u3000运营经理",
            "• 管理 5 人运营团队，负责美妆品牌运营，2024 年双 11 行业 GMV 增长 40%。",
            "• 主导 SAP IBP 需求计划模块上线。",
            "2017.06 - 2021.02\u3000\u3000天猫（浙江天猫网络有限公司，阿里巴巴集团）"
            "\u3000\u3000母婴行业",
            "高级运营专员（2019.01 - 2021.02）",
            "运营专员（2017.06 - 2018.12）",
        ],
        [],
        [],
    ),
    "wren_castellane.txt": """Wren Castellane
wren.castellane@example.com

Experience
Clinical Data Manager, IQVIA, Reading, UK — Jul 2019 – present
Data Management Intern, IQVIA, Reading, UK — Jun 2018 – Aug 2018
""",
    "quill_ashdown.txt": """Quill Ashdown
quill.ashdown@example.com

Experience
NIO — Senior PCB Layout Engineer (03/2022 - today)
ZTE — FPGA Hardware Engineer (07/2014 - 02/2022)
""",
    "蒿明远_简历.txt": """蒿明远
邮箱：haomingyuan@example.cn

工作经历
2018.03 - 至今    浪潮电子信息产业股份有限公司    硬件测试工程师
""",
    "tamsin_rooke_cv.txt": """TAMSIN ROOKE
tamsin.rooke@example.com

EXPERIENCE

Wolff Olins, London
Senior Brand Designer                                   Oct 2023 - Present
  - Design lead on identity refreshes for two banks;
    mentor two mid-weight designers.

Landor, London
Brand Designer                                          Apr 2016 - Sep 2023
  - Core designer on a packaging system for a grocery chain and a global
    rebrand for a personal-care brand.
""",
    "bram_ostler.md": """# Bram Ostler

bram.ostler@example.com

## Experience

**Speechmatics** — Senior Speech Recognition Engineer, Mar 2023 – Present

- Streaming ASR models for the real-time API.

**Amazon** — Applied Scientist, Sep 2019 – Feb 2023

- On-device ASR for wake-word devices.
- Technical owner for enterprise accounts including Uber and a top-5 insurer.

## Skills

ASR RNN-T, CTC, Kaldi
""",
    "kestrel_vane_2024.txt": """Kestrel Vane
kestrel.vane@example.com

Education
MSc Data Science, The University of Edinburgh        Sep 2023 - Nov 2024 (expected)
""",
    "kestrel_vane_2026.md": """# Kestrel Vane

kestrel.vane@example.com

## Education

- MSc Data Science, The University of Edinburgh, 2023.09 - 2024.11

## Experience

**Monzo** — Data Engineer, since 01/2025
""",
    "岑望舒_简历.txt": """岑望舒
邮箱：cenwangshu@example.cn

工作经历
2020.12 - 至今    腾讯·IEG 天美工作室群
后台开发组长（2023.07 –至今）/ 高级后台开发工程师（2020.12 –2023.06）
• 负责战斗服架构，带领 5 人后台小组。
""",
}

PEOPLE = {
    "Orrin Maddox",
    "岑雪柔",
    "Halvard Ostrem",
    "裘静和",
    "Lise Varnholt",
    "Edda Prowse",
    "钟离雅",
    "Wren Castellane",
    "Quill Ashdown",
    "蒿明远",
    "Tamsin Rooke",
    "Bram Ostler",
    "Kestrel Vane",
    "岑望舒",
}


@pytest.fixture(scope="module")
def engine(
    embedder: CountingEmbedder, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[AnswerEngine]:
    with engine_over(CVS, tmp_path_factory.mktemp("set-apart"), embedder) as built:
        built.today = lambda: ASKED
        yield built


@pytest.mark.parametrize(
    ("question", "people"),
    [
        # layouts: a table of titles under its employer; bullets in a block below a table
        ("who was at hisilicon in 2017", {"Orrin Maddox"}),
        ("有没有从芯片验证转架构的", {"Orrin Maddox"}),
        ("who's managing a team right now", {"岑雪柔", "钟离雅", "岑望舒"}),
        ("anyone who worked full time at JD.com", set()),
        # an academic appointment under its university's line
        ("anyone who left academia for industry", {"Halvard Ostrem"}),
        ("2019年在高校当老师的", {"Halvard Ostrem"}),
        ("any PhDs from a US university", set()),
        # years at one employer, a period with internships counted, kinds of employer
        ("在美团干满3年以上的", {"裘静和"}),
        (
            "who was employed anywhere during 2019? internships count",
            {
                "Orrin Maddox",
                "Halvard Ostrem",
                "裘静和",
                "Lise Varnholt",
                "Edda Prowse",
                "钟离雅",
                "Wren Castellane",
                "Quill Ashdown",
                "蒿明远",
                "Tamsin Rooke",
                "Bram Ostler",
            },
        ),
        ("anyone currently at a short video company", {"裘静和", "钟离雅"}),
        ("有CRO背景的候选人吗", {"Wren Castellane"}),
        ("who's at an EV company right now", {"Quill Ashdown"}),
        (
            "fpga engineers from telecom equipment vendors? zte huawei nokia ericsson etc",
            {"Quill Ashdown"},
        ),
        (
            "anyone who interned somewhere and then got a full time offer at the same place",
            {"Wren Castellane"},
        ),
        # a degree line over its school; a school's short name and its city
        ("who's doing a master's right now, part time counts", {"Lise Varnholt"}),
        ("anyone went to northeastern in boston", set()),
        ("anyone went to northeastern", {"Lise Varnholt"}),
        ("上交出来的有谁 硕士mba也算", {"裘静和", "岑雪柔"}),
        # a rare surname, a bullet's wrapped line, a domain named in the entries, a client
        ("在浪潮干过的", {"蒿明远"}),
        ("who has worked at Landor", {"Tamsin Rooke"}),
        ("need someone w 5+ yrs speech recognition in industry", {"Bram Ostler"}),
        ("anyone ex-uber?", set()),
        # a master's the older CV calls expected and the newer one dates plainly is done (the
        # newer CV decides); titles
        ("已经拿到硕士学位的有谁", {"Orrin Maddox", "岑雪柔", "Kestrel Vane"}),
        ("在腾讯做了5年以上的", {"岑望舒"}),
        # tools named with their maker
        ("anyone used kdb/q on the job", {"Lise Varnholt"}),
        ("PLC people who know siemens TIA portal", {"Edda Prowse"}),
        ("anyone hands on with SAP IBP", {"钟离雅"}),
    ],
)
def test_entries_set_apart_and_kinds_asked_name_the_people_meant(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people


def test_columns_set_apart_by_ideographic_spaces_stay_fields(tmp_path: Path) -> None:
    """ "2021年3月 - 至今　　抖音电商（…）　　运营经理": the employer is 抖音电商 and the title its
    own; a year inside a bullet's sentence is no position; dated titles under 天猫 are 天猫's."""
    path = tmp_path / "钟离雅_运营.docx"
    content = CVS["钟离雅_运营.docx"]
    assert isinstance(content, bytes)
    path.write_bytes(content)
    cv = parse_file(path, 10_000_000)
    jobs = extract_profile(cv, split_sections(cv)).employment
    seen = {(re.split(r"[(（]", j.employer)[0], j.role, j.start) for j in jobs}
    assert seen == {
        ("抖音电商", "运营经理", "2021-03"),
        ("天猫", "高级运营专员", "2019-01"),
        ("天猫", "运营专员", "2017-06"),
    }


def test_a_given_name_ending_in_he_is_a_name() -> None:
    assert looks_like_cjk_name("裘静和")
    assert not looks_like_cjk_name("张和李")  # 和 joining two names is no given name


def test_a_wide_gap_between_two_cells_of_few_words_is_a_column() -> None:
    layout = "Qunar.com                          Beijing, China\nChenxi              Huo\n"
    lines = ["Qunar.com Beijing, China", "Chenxi Huo"]
    assert mark_gaps(lines, layout) == ["Qunar.com | Beijing, China", "Chenxi Huo"]


@pytest.mark.parametrize(
    ("question", "expression"),
    [
        ("在美团干满3年以上的", "(years_at_meituan>=3)"),
        ("2020年在高校当老师的", "(taught_in=2020)"),
        ("who was working in 2019", "(worked_in=2019 or taught_in=2019)"),
        ("anyone who left academia for industry", "(role_moves=academia_to_industry)"),
        ("学术界转工业界的", "(role_moves=academia_to_industry)"),
        ("谁在互联网厂实习过 正式工作的不算", "(intern_industry=internet)"),
        ("any PhDs from a US university", "(phd_studied_in=us)"),
        ("有从四大跳到金融科技公司的吗", "(industry=big_four and industry=fintech)"),
        (
            "anyone who moved from banking to a fintech company",
            "(industry=bank and industry=fintech)",
        ),
        ("who's at an EV company right now", "(current_industry=carmaker)"),
        ("QS前100的海外学校毕业的有哪些", "(tier=global-top100) and (graduated_in=abroad)"),
        (
            "anyone w/ an undergrad from a top school? 985 or qs top 100",
            "(bachelor_tier=985 or bachelor_tier=global-top100)",
        ),
        (
            "who has founded their own startup before",
            '(any_title~"founder" or any_title~"创始人" or any_title~"创业")',
        ),
        ("10+ yrs full time exp, anyone? a decade or more", "(years>=10)"),
    ],
)
def test_kinds_asked_in_words_read_into_the_filter_language(question: str, expression: str) -> None:
    assert read(question).record.expression == expression


def test_a_degree_that_only_counts_too_beside_a_school_asks_no_level() -> None:
    c = read(
        "Which candidates studied at Shanghai Jiao Tong University, at any degree level "
        "(part-time MBA included)?"
    )
    assert c.schools == {"sjtu"} and c.degree is None
    assert not c.record.clauses  # "(part-time MBA included)" asks no part-time study


@pytest.mark.parametrize(
    "question",
    [
        "谁给会议期刊审过稿 进过PC或者当过AC都算",
        "who's done peer review or sat on a PC / AC for a conf or journal",
    ],
)
def test_a_committee_seat_by_its_acronym_is_service_not_a_venue(question: str) -> None:
    c = read(question)
    assert c.service and not c.venues and not c.topic_terms


def test_either_kind_of_position_and_a_two_digit_year_before_who() -> None:
    c = read("Which candidates were at ByteDance at any point during 2025, intern or full-time?")
    assert c.employers == {"bytedance"} and not c.fulltime and not c.intern_only
    assert read("25年有谁在字节待过 实习也算").period == (2025, 2025)
    assert read("读过博的有谁 毕业的在读的都算").degree == "PhD"


@pytest.mark.parametrize(
    ("question", "employers"),
    [
        ("anyone ex-penguin? wechat, tencent cloud, whatever counts", {"tencent"}),
        ("who was at the shenzhen phone giant that makes mate phones back in 2019?", {"huawei"}),
    ],
)
def test_a_maker_named_by_its_products_or_mascot(question: str, employers: set[str]) -> None:
    c = read(question)
    assert c.employers == employers and not c.topic_terms


@pytest.mark.parametrize(
    ("question", "expression"),
    [
        ("anyone at an OTA right now", "(current_industry=travel)"),
        ("在CRO公司干过的有谁", "(industry=cro)"),
        ("any1 with big pharma experience (not CRO)", "(industry=pharma)"),
        ("本科是名校的有谁 985 那档的", "(bachelor_tier=985)"),
        ("who did undergrad at one of china's top-39 (985) schools", "(bachelor_tier=985)"),
    ],
)
def test_kinds_of_employer_and_school_asked_leave_no_topic(question: str, expression: str) -> None:
    c = read(question)
    assert c.record.expression == expression and not c.topic_terms


def test_first_author_asked_as_the_name_listed_first() -> None:
    c = read("who's got a paper with their name listed first")
    assert c.first_author and not c.topic_terms


def test_a_clinical_research_associate_is_no_academic_appointment() -> None:
    assert not ACADEMIC_ROLE.search("Senior Clinical Research Associate")
    assert ACADEMIC_ROLE.search("Research Associate, Department of Physics")


@pytest.mark.parametrize(
    ("question", "expression"),
    [
        (
            "2020年那会儿在瑞士工作的",
            "(country_years_ch=2020)",
        ),
        ("有新能源车企背景的吗 蔚来理想小鹏这种", "(industry=carmaker)"),
        ("who has OTA experience, like booking or trip.com", "(industry=travel)"),
        ("undergrad from a 211 school or better", "(bachelor_tier=211)"),
        (
            "做过博士后的",
            '(any_title~"postdoc" or any_title~"post-doc" or any_title~"博士后" or '
            'any_title~"postdoctoral")',
        ),
    ],
)
def test_examples_sizes_and_times_said_around_a_kind_ask_nothing_else(
    question: str, expression: str
) -> None:
    c = read(question)
    assert c.record.expression == expression
    assert not c.topic_terms and not c.employers


@pytest.mark.parametrize(
    ("question", "expression"),
    [
        (
            "Which candidates currently work at a public cloud provider (AWS, Azure, Google "
            "Cloud, Alibaba Cloud, Tencent Cloud and the like)?",
            "(current_industry=cloud)",
        ),
        ("全职工作经验满 8 年及以上的候选人有哪些？实习和读博期间不计。", "(years>=8)"),
    ],
)
def test_cloud_providers_and_years_with_study_left_out(question: str, expression: str) -> None:
    c = read(question)
    assert c.record.expression == expression and not c.employers and c.degree is None


def test_a_certificate_of_a_kind_of_vendor_is_no_employer_kind() -> None:
    c = read("有考过云厂商证书的吗 aws gcp 阿里云那种")
    assert not c.record.clauses and not c.employers
