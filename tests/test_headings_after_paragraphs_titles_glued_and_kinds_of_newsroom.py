"""CVs as layouts and photos leave them, and questions as recruiters put them: a section's
heading left at the end of the paragraph above it ("… and Kent. Experience"); a Latin title
written on to its company's name or after spaces in a Chinese header ("字节跳动抖音电商HRBP",
"美团 到店事业群 高级HRBP"); a law master's named by its field ("LLM International Taxation");
a lecturer made senior lecturer is promoted; kinds of employer (news media, 保司, a robotics
startup a job's own lines describe); "ex-<Name>"; "the 985 tier"; "24年以来"; a company by
its brand's colour; a school's initials beside its name; a journal's initials or full name.
People and their employers are fictional unless the catalogs know them."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from ingest.entry_fields import split_fields
from ingest.models import TextLine
from ingest.parsers.wrapping import unwrap
from tests.conftest import answered_names, module_engine, read_question

CVS = {
    "mira_castell.md": """# Mira Castell

mira.castell@example.com

Clinical Specialist

## Profile

Former theatre nurse who now trains hospital teams on cardiac devices for a device maker.
Experience
Medtronic UK - Cardiac Rhythm Management since 09/2022

Clinical Specialist

St Aldhelm Hospital, Bristol 2014 - 08/2022

Staff Nurse, Cardiac Theatres

## Education

LLM International Taxation (part-time, online), University of London, 2024 – present

BSc Adult Nursing, University of Bristol, 2011 – 2014
""",
    "fang_yiran.md": """# 方一然

fangyiran@example.cn

## 工作经历

美团 到店事业群 高级HRBP 2024年9月-至今

字节跳动抖音电商HRBP 2021年7月-2024年8月

## 教育经历

2014.09 – 2018.06　复旦大学　人力资源管理　本科
""",
    "tomas_ferreira.md": """# Tomas Ferreira

tomas.ferreira@example.com

## Experience

**Corvid Motion Robotics**, Head of Sales Engineering, 2022-01 – present
- A robotics startup building arms for parcel sorting.

**Rockwell Automation**, Sales Engineer, 2014-07 – 2021-12

## Education

BSc Mechanical Engineering, University of Porto, 2010 – 2014
""",
    "ada_quint.md": """# Ada Quint

ada.quint@example.com

## Appointments

**University of Exeter**, Penryn, UK
- *Senior Lecturer in Ecology*, Aug 2024 – present
- *Lecturer in Ecology*, Sep 2021 – Jul 2024

## Publications

- Quint, A. Grazing under drought. J. Am. Chem. Soc. 2024, 146, 101–109.
- Quint, A. Inverter heat in savanna field stations. IEEE Transactions on Power Electronics, 2021.

## Awards

- Purina Institute travel grant to attend the ESVCN Congress, 2018

## Education

PhD Ecology, Imperial College London, 2014 – 2018
""",
    "wen_yuxi.md": """# 温雨溪

wenyuxi@example.cn

## 实习经历

2025.07 – 2025.09　澎湃新闻　时事新闻中心　实习记者

2024.07 – 2024.09　中国平安人寿保险股份有限公司　精算部实习生

## 教育经历

2022.09 – 2026.06　浙江大学　新闻学　本科
""",
    "lu_mingzhe.md": """# 陆明哲

lumingzhe@example.cn

## 工作经历

2019.07 – 2021.06　北京三快在线科技有限公司（美团）　数据分析师

## 教育经历

2015.09 – 2019.06　南京大学　统计学　本科
""",
}
PEOPLE = {"Mira Castell", "方一然", "Tomas Ferreira", "Ada Quint", "温雨溪", "陆明哲"}
engine = module_engine(CVS, "headings-titles-newsrooms", date(2026, 11, 29))


@pytest.mark.parametrize(
    ("question", "people"),
    [
        # the heading after the profile's last sentence: the job below it is read
        ("who's at Medtronic right now", {"Mira Castell"}),
        ("who's doing a master's right now", {"Mira Castell"}),
        # a Latin title after the company, spaced or written on
        ("现在title是高级的都有谁", {"方一然", "Ada Quint"}),
        ("who worked at ByteDance", {"方一然"}),
        # a job's own line says what the company is; a move from any employer before it
        ("anyone jump from a big company to a robotics startup", {"Tomas Ferreira"}),
        # academic titles step up too; a promotion since a year in two digits
        ("24年以来升过职的", {"Ada Quint"}),
        ("who was promoted since 2024", {"Ada Quint"}),
        # a grant named after a company is no job there
        ("any ex-Purina people?", set()),
        # a journal by its initials, its full name or its short form
        ("anyone w a JACS paper", {"Ada Quint"}),
        ("Who has published in the Journal of the American Chemical Society?", {"Ada Quint"}),
        ("anyone got a TPEL paper", {"Ada Quint"}),
        # a school's initials beside its name, described by its city
        ("有IC出来的吗 就伦敦那个帝国理工", {"Ada Quint"}),
        # kinds of employer
        ("anyone interned at a newspaper or a news site", {"温雨溪"}),
        ("在保司实习过的有吗", {"温雨溪"}),
        ("who was at the big yellow food-delivery app (meituan) back in 2020", {"陆明哲"}),
    ],
)
def test_what_a_layout_lost_or_a_recruiter_said_in_other_words_still_names_them(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people


def test_a_heading_at_the_end_of_a_paragraph_opens_its_section() -> None:
    lines = [
        TextLine(text="Former nurse, now in industry supporting implants across Kent. Experience"),
        TextLine(text="Medtronic UK - Cardiac Rhythm Management since 09/2022"),
        TextLine(text="M.Ed. Education"),
    ]
    texts = [x.text for x in unwrap(lines)]
    assert texts[:2] == [
        "Former nurse, now in industry supporting implants across Kent.",
        "Experience",
    ]
    assert "M.Ed. Education" in texts  # a degree in education, no heading


def test_a_latin_title_last_on_a_chinese_header_is_a_field_of_its_own() -> None:
    assert split_fields("美团 到店事业群 高级HRBP") == ["美团", "到店事业群", "高级HRBP"]
    assert split_fields("字节跳动抖音电商HRBP") == ["字节跳动抖音电商", "HRBP"]
    assert split_fields("为Linux kernel提供补丁") == ["为Linux kernel提供补丁"]


@pytest.mark.parametrize(
    ("question", "clause"),
    [
        ("who did undergrad at one of the elite mainland unis (the 985 tier)", "bachelor_tier=985"),
        ("anyone from a 211-tier school", "tier=211"),
    ],
)
def test_a_tier_called_a_tier_is_that_tier_and_no_topic(question: str, clause: str) -> None:
    read = read_question(question)
    assert read.record.clauses == [clause]
    assert not read.topic_terms


def test_postgrad_degrees_listed_as_examples_are_no_topic() -> None:
    read = read_question(
        "who's got a postgrad taught degree (msc / mba / llm etc), or doing one rn"
    )
    # a taught postgraduate degree is a master's (a doctorate is research), held or in progress
    assert (read.degree, read.degree_status) == ("Master", "any")
    assert not read.topic_terms
