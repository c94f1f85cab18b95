"""Kinds of employer a question names and the times it asks of a named one: an internship
(not a full-time job) at a kind of company ("interned at a quant shop", "在量化实习过",
"全职的不算"), two kinds sharing one noun ("量化投资或量化交易公司", "a payments or fintech
company", "做支付那类公司"), a corporate AI lab, a retailer; half a year at a named employer
("23年下半年还在京东的") met by the record, which merged an older CV's "至今" with the newer
CV's end; a people manager now by what the entry says ("Manage four product managers"), not
by a technical rank ("主任工程师"); a degree line whose bracketed acronym is the degree's own
("Online Master of Science in Analytics (OMSA, 在读)"). People are fictional."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from bot.answer.requirements import read_record_ask
from tests.conftest import CountingEmbedder, answered_names, engine_over
from tests.test_question_reading import read

ASKED = date(2026, 11, 25)

CVS = {
    "mira_castell.md": """# Mira Castell

mira.castell@example.com

## Experience

Software Engineer, Nordwind Bank — Jul 2024 – Present
- Payment processing services in Java.

Quantitative Research Intern, Jane Street — Jun 2023 – Aug 2023
- Backtesting tools for options strategies.
""",
    "tao_renfeld.md": """# Tao Renfeld

tao.renfeld@example.com

## Experience

Quantitative Developer, Two Sigma — Jul 2019 – Present
- Low-latency market data handlers in C++.

## Education

B.Sc. in Mathematics, University of Eastmoor, 2015 – 2019
""",
    "lena_marsh.md": """# Lena Marsh

lena.marsh@example.com

## Experience

Group Product Manager, Stripe — Apr 2023 – Present
- Manage four product managers across disputes, refunds and payouts; hire and coach them.

Product Manager, Quarry Analytics — Jan 2018 – Mar 2023
- Owned the reporting product.
""",
    "ola_brant.md": """# Ola Brant

ola.brant@example.com

## Experience

Research Scientist Intern, Google DeepMind — Jun 2024 – Sep 2024
- Worked on planning for embodied agents.

## Education

2024.09 - 至今
佐治亚理工学院 Georgia Institute of Technology
Online Master of Science in Analytics（OMSA，在线硕士，在读）
""",
    # an old CV (still at JD) and a new one (left JD in 2023.03) of one person
    "孙一然_2022.md": """# 孙一然

邮箱：sunyiran.da@example.cn

## 工作经历

京东  数据分析师  2019.07 - 至今
- 负责供应链看板。
""",
    "孙一然_2026.md": """# 孙一然

邮箱：sunyiran.da@example.cn

## 工作经历

拼多多  高级数据分析师  2023.04 - 至今
- 负责供应链预测。

京东  数据分析师  2019.07 - 2023.03
- 负责供应链看板。
""",
    # a graduate trainee programme is a full-time start; a line manager leads people
    "pia_lund.md": """# Pia Lund

pia.lund@example.com

## Experience

Product Manager, Norrland Motors — 09/2016 – Present
- Line manager for 3 product managers; hired two of them in 2024.

Graduate Trainee, Norrland Motors — 01/2014 – 08/2016
- Rotations in purchasing, quality and the connected-car team.
""",
    "韩知远.md": """# 韩知远

邮箱：hanzhiyuan.ic@example.cn

## 工作经历

思瑞浦微电子  主任工程师  2023.07 - 至今
- 作为项目技术负责人，指导两名应届生完成子模块电路设计。

## 教育经历

东南大学成贤学院  电子信息工程  本科  2014.09 - 2018.06
""",
}
PEOPLE = {"Mira Castell", "Tao Renfeld", "Lena Marsh", "Ola Brant", "孙一然", "韩知远", "Pia Lund"}


@pytest.fixture(scope="module")
def engine(
    embedder: CountingEmbedder, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[AnswerEngine]:
    with engine_over(CVS, tmp_path_factory.mktemp("kinds"), embedder) as built:
        built.today = lambda: ASKED
        yield built


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("anyone interned at a quant shop", {"Mira Castell"}),
        ("有在量化实习过的吗", {"Mira Castell"}),
        ("有在 quant 实习过的吗 全职的不算", {"Mira Castell"}),
        ("哪些候选人在量化投资或量化交易公司做过实习？", {"Mira Castell"}),
        ("who worked full-time at a quant firm", {"Tao Renfeld"}),
        ("Which candidates currently work at a payments or fintech company?", {"Lena Marsh"}),
        ("现在在做支付那类公司上班的有谁", {"Lena Marsh"}),
        ("anyone interned at a big tech AI research lab", {"Ola Brant"}),
        ("23年下半年还在京东的有没有", set()),
        ("2022年在京东的", {"孙一然"}),
        ("who manages a team right now", {"Lena Marsh", "Pia Lund"}),
        ("10年以上工作经验的有哪些", {"Pia Lund"}),
        # an independent college is not the university it is named after
        ("985毕业的有吗", set()),
        ("who studied at Southeast University", set()),
        # years with a tool: the positions whose entries name it
        ("5+ years of C++", {"Tao Renfeld"}),
        ("Java 经验 2 年以上", {"Mira Castell"}),
        ("Java 经验 3 年以上", set()),
        # ... or a domain the entries name ("Payment processing services"), or a company of
        # that kind (Stripe: payments)
        ("2+ years in payment systems", {"Mira Castell", "Lena Marsh"}),
        ("有在读研究生的吗", {"Ola Brant"}),
    ],
)
def test_kinds_of_employer_and_times_name_the_people_whose_records_hold_them(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people


@pytest.mark.parametrize(
    ("question", "expression"),
    [
        ("anyone interned at a quant shop", "(intern_industry=quant)"),
        ("bi analysts w retail experience", "(industry=retail) and (role=data-analyst)"),
        ("need someone who's managed people 10+ yrs", "(years_managing>=10)"),
        ("5+ years of kubernetes experience", "(years_with_kubernetes>=5)"),
        ("kubernetes 5年以上", "(years_with_kubernetes>=5)"),
        ("5+ years experience and knows python", "(years>=5)"),
        ("有网约车公司背景的吗", "(industry=ride_hailing)"),
        (
            "anyone interned at a bank, securities firm or other financial institution?",
            "(intern_industry=bank or intern_industry=securities or intern_industry=finance)",
        ),
        (
            "现在 title 是 senior / 高级 的有哪些",
            '(title~"senior" or title~"高级" or title~"资深")',
        ),
        ("people managers with 3+ yrs of managing", None),
        ("anyone at a silicon shop right now", "(current_industry=semiconductor)"),
        ("who's got a decade+ of proper full-time work behind them", "(years>=10)"),
        ("who did undergrad at one of china's top-39 elite unis", "(bachelor_tier=985)"),
        ("本科是“985工程”名校出身的有几个", "(bachelor_tier=985)"),
        # a capitalised name holding an industry's words is a name
        ("Who has worked at Xingyun Zhili AI Research Institute?", ""),
    ],
)
def test_kinds_asked_read_into_the_filter_language(question: str, expression: str | None) -> None:
    got = read_record_ask(question).expression
    assert got == expression if expression is not None else "years_managing>=3" in got


@pytest.mark.parametrize(
    ("question", "employers", "period", "half"),
    [
        (
            "Which candidates were employed by Huawei (any Huawei entity) during 2019?",
            {"huawei"},
            (2019, 2019),
            None,
        ),
        ("哪些候选人在 2019 年期间曾在华为任职？", {"huawei"}, (2019, 2019), None),
        ("19年那会儿谁在菊厂", {"huawei"}, (2019, 2019), None),
        ("23年下半年还在京东的有没有", {"jd"}, (2023, 2023), "2023H2"),
        ("anyone at amzn back in 2016", {"amazon"}, (2016, 2016), None),
        ("any msft alumni? msra is fine", {"microsoft"}, None, None),
    ],
)
def test_a_time_at_a_named_employer_leaves_no_topic(
    question: str, employers: set[str], period: tuple[int, int] | None, half: str | None
) -> None:
    c = read(question)
    assert (c.employers, c.period, c.half, c.topic) == (employers, period, half, "")


@pytest.mark.parametrize(
    ("question", "wanted"),
    [
        ("有五道口职业技术学院出来的吗", {"schools": {"tsinghua"}}),
        ("anyone from xiaohongshu aka RED", {"employers": {"xiaohongshu"}}),
        ("请列出曾在阿里巴巴集团（含旗下子公司）工作过的候选人", {"employers": {"alibaba"}}),
        (
            "who's got a doctorate or is in the middle of one",
            {"degree": "PhD", "degree_status": "any"},
        ),
        ("有读博的或者已经是Dr.的吗", {"degree": "PhD", "degree_status": "any"}),
        ("anyone been on the SIGKDD PC or reviewed for it", {"service": True}),
        ("有没有给 ACM 知识发现与数据挖掘大会审过稿的", {"service": True}),
    ],
)
def test_nicknames_titles_and_full_names_are_read_as_what_they_name(
    question: str, wanted: dict[str, object]
) -> None:
    c = read(question)
    assert {k: getattr(c, k) for k in wanted} == wanted and c.topic == ""


def test_a_bullet_under_a_header_on_a_tilted_photo_is_a_line_of_its_own() -> None:
    from ingest.parsers.ocr_layout import Box, reading_order

    # a bullet that spans the header's width and sits only half a line lower (blur and tilt):
    # two lines, not one header with the bullet run on
    boxes = [
        Box(40, 100, 900, 130, "Acme Voice Lab, Speech team — Research Scientist", 0.98),
        Box(60, 112, 980, 140, "• Built streaming recognisers for short videos.", 0.97),
        Box(40, 160, 300, 190, "2021.03 - 2023.12", 0.99),
    ]
    lines = reading_order(boxes)
    assert "Acme Voice Lab, Speech team — Research Scientist" in lines
    assert "• Built streaming recognisers for short videos." in lines


@pytest.mark.parametrize(
    ("question", "wanted"),
    [
        ("any phds in the pool? current phd students count too", {"degree_status": "any"}),
        ("有博士学位的吗 在读博士也算", {"degree_status": "any"}),
        ("哪些候选人在大型科技公司有过实习经历（不含全职）？", {"intern_only": True}),
        ("谁在大厂实过习", {"intern_only": True}),
        ("有在苹果正式上过班的吗 实习的不算", {"fulltime": True}),
        (
            "Which candidates studied at the Swiss Federal Institute of Technology in Zurich?",
            {"schools": {"eth"}},
        ),
    ],
)
def test_status_and_kind_said_in_other_words(question: str, wanted: dict[str, object]) -> None:
    c = read(question)
    assert {k: getattr(c, k) for k in wanted} == wanted and c.topic == ""
