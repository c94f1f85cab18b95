"""Titles asked by their abbreviations, a town beside an employer, notes on who owns the
employer, and a degree said not to be held.

Questions: "TPMs at a chip company now", "现在在芯片公司做 TPM 的" (a title's abbreviation
is its role family; a Latin title after Chinese words stands apart from them); "anyone
ex-vellora?" (a company the catalog does not know, typed in lower case after "ex-");
"质量岗转去做注册法规的" (regulatory work by its Chinese short name); "an MSc/MEng/MBA type
postgrad degree" (a master's: the kind of the ones named); "merchandise planners" / "商品企划"
(a title family); a notified body (the testing and certification industry).

CVs: "Physical Design Engineer, Brightlane, San Jose" (a one-word employer beside a town of
two words: the employer is the firm, not the town); "…, Corvane, a Lumentel company,
acquired by Lumentel in Mar 2016; Austin" (notes on the owner: no field, and their date
no entry's); "Direct doctorate; no separate master's degree" (no master's held); "河南理工大学"
(not the short name of another university inside it, nor its tier). People and firms are
fictional, beside a few real companies and schools."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from bot.answer.engine import AnswerEngine
from ingest.record import build_record
from tests.conftest import CountingEmbedder, answered_names, engine_over, read_question

# a header over 110 characters only by the employer's initials in brackets (114)
LONG_HEADER = (
    "Senior GIS Analyst — Acme Academy of Urban Planning & Design (AAUPD), "
    "Spatial Data Research Branch, Leeds, England"
)
CVS: dict[str, str | bytes] = {
    "Oren Valasek.txt": """Oren Valasek
oren.valasek@example.com

Experience

Jan 2020 – Present
Senior Technical Program Manager, Marvell Technology, Santa Clara
• Owns tape-out schedules for two custom ASIC programs.

Aug 2013 – Dec 2019
Physical Design Engineer, Corvane, a Lumentel company, acquired by Lumentel in Mar 2016; Austin
• Place-and-route and timing closure for FPGA fabric blocks.

Education

2009 – 2013 B.S. in Electrical Engineering, University of Texas at Austin
""",
    "Mirela Sandu.txt": """Mirela Sandu
mirela.sandu@example.com

Experience

Mar 2019 – Present
Program Manager, Halden Bank, London
• Runs the payments migration programme.

Education

2012 – 2015 BSc in Economics, University of Bristol
""",
    "Joaquin Ferrand.txt": """Joaquin Ferrand
joaquin.ferrand@example.com

Experience

Jun 2018 – Present
ASIC Design Engineer, Qualcomm, San Diego
• RTL design of power-management blocks.

Jul 2017 – May 2018
Physical Design Engineer, Brightlane, San Jose
• Block-level timing closure.

Education

2011 – 2015 B.S. in Computer Engineering, University of California, San Diego
""",
    "Anouk Verbeet.txt": """Anouk Verbeet
anouk.verbeet@example.com

Experience

Feb 2022 – Present
Postdoctoral Researcher, Helmholtz Institute for Optics, Jena
• Ultrafast spectroscopy of layered materials.

Education

2017 – 2021 Dr. rer. nat. (PhD) in Physics, University of Jena
Direct doctorate after the bachelor's; no separate master's degree.
2014 – 2017 B.Sc. in Physics, University of Groningen
""",
    "Saoirse Keane.txt": """Saoirse Keane
saoirse.keane@example.com

Experience

Jul 2019 – Present
Regulatory Affairs Specialist, Medtronic, Galway
• EU MDR technical files, defended in notified body reviews with BSI.

Sep 2017 – Jun 2019
Quality Engineer, Vellora Medical, Galway
• CAPA and complaint investigations for catheter lines.

Education

2019 – 2021 MSc in Regulatory Affairs (part-time), University of Galway
2011 – 2015 BEng in Biomedical Engineering, University of Limerick
""",
    "司马婧.md": """# 司马婧

邮箱：simajing@example.cn

## 工作经历

2019.07 - 至今 希音（SHEIN） 商品企划
- 负责女装品类的季度商品企划与备货节奏。

2017.07 - 2019.06 南德认证检测（中国）有限公司 检测工程师
- 负责纺织品的检测与认证报告。

## 教育背景

2013.09 - 2017.06 河南理工大学 纺织工程 本科
""",
    "Tobiah Lenz.txt": """Tobiah Lenz
tobiah.lenz@example.com

Experience

Mar 2023 – Present
Embedded Firmware Engineer, Dessmann, Hangzhou
• BLE and Zigbee stacks for smart door locks.

Jul 2022 – Sep 2022
Chassis Engineering Intern, China FAW Group – Hongqi R&D Institute, Changchun
• Suspension tuning data analysis.

Education

2019 – 2023 B.Eng. in Mechanical Engineering, Changchun University of Technology
""",
    "Wren Halloway.txt": f"""Wren Halloway
wren.halloway@example.com

Experience

{LONG_HEADER}
04/2020 - today
• Accessibility models for 36 towns with PostGIS.

Summer Intern, Foods Division — ITC Limited, Kolkata
06/2018 - 08/2018
• Shelf audits for packaged snacks.

Education

Master of Wine programme, Stage 2 — Institute of Masters of Wine, since 2024
2015 – 2019 BSc in Geography, University of Leeds
""",
}
PEOPLE = {
    "Oren Valasek", "Mirela Sandu", "Joaquin Ferrand", "Anouk Verbeet", "Saoirse Keane", "司马婧",
    "Tobiah Lenz", "Wren Halloway",
}  # fmt: skip


@pytest.fixture(scope="module")
def engine(
    embedder: CountingEmbedder, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[AnswerEngine]:
    with engine_over(CVS, tmp_path_factory.mktemp("abbrev"), embedder) as built:
        yield built


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("TPMs at a chip company now", {"Oren Valasek"}),
        ("现在在芯片公司做 TPM 的", {"Oren Valasek"}),
        ("10+ yrs work exp, not counting internships", {"Oren Valasek"}),
        ("who worked at Corvane", {"Oren Valasek"}),
        ("who worked at Brightlane", {"Joaquin Ferrand"}),
        (
            "Which candidates hold a master's degree or are currently studying for one?",
            {"Saoirse Keane"},
        ),
        ("who's got an MSc/MEng/MBA type postgrad degree or is doing one rn", {"Saoirse Keane"}),
        ("anyone ex-vellora?", {"Saoirse Keane"}),
        ("有从质量岗转去做注册法规的人吗", {"Saoirse Keane"}),
        ("merchandise planners with 5+ yrs", {"司马婧"}),
        ("做商品企划的有谁", {"司马婧"}),
        ("anyone worked at a notified body? bsi, tüv sud etc", {"司马婧"}),
        ("本科211的有谁", set()),
        ("any firmware ppl from smart home companies", {"Tobiah Lenz"}),
        ("做GIS的 5年以上", {"Wren Halloway"}),
        ("who interned at an FMCG company", {"Wren Halloway"}),
        ("硕士读完了的有哪些", {"Saoirse Keane"}),
        ("最高学历硕士的 已毕业 在读的不要", {"Saoirse Keane"}),
        ("Which candidates have done an internship at a car manufacturer?", {"Tobiah Lenz"}),
    ],
)
def test_abbreviated_titles_and_owned_employers_are_read_as_meant(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people


def _positions(engine: AnswerEngine, name: str) -> set[tuple[str, str]]:
    person = next(p for p in engine.candidates() if name in p.names)
    return {(p.organisation, p.title) for p in build_record(person).positions}


def test_a_note_on_the_owner_is_no_field_of_the_header(engine: AnswerEngine) -> None:
    assert _positions(engine, "Oren Valasek") == {
        ("Marvell Technology", "Senior Technical Program Manager"),
        ("Corvane", "Physical Design Engineer"),
    }


def test_a_header_long_only_by_its_note_in_brackets_is_an_entry(engine: AnswerEngine) -> None:
    assert _positions(engine, "Wren Halloway") == {
        ("Acme Academy of Urban Planning & Design (AAUPD)", "Senior GIS Analyst"),
        ("ITC Limited", "Summer Intern"),
    }


def test_a_town_beside_a_one_word_employer_is_not_the_employer(engine: AnswerEngine) -> None:
    assert _positions(engine, "Joaquin Ferrand") == {
        ("Qualcomm", "ASIC Design Engineer"),
        ("Brightlane", "Physical Design Engineer"),
    }


def test_a_former_trade_and_a_title_after_its_field_are_no_place_or_topic() -> None:
    assert read_question("any ex-vets in the pool?").unknown_work == []  # a trade, no firm
    saas_pm = read_question("做B2B SaaS产品的PM")  # 产品的 PM: the product manager's own words
    assert saas_pm.topic == "" and saas_pm.record.clauses == [
        "industry=saas",
        "role=product-manager",
    ]
