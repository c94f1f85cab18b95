"""Journals by the shorthands recruiters use, owners told by what they own, and asides on
the degree asked.

Questions: "a nat neuro paper" / "nat comms" (a journal's words shortened, its letters kept
in order); "referees for J Climate, the AMS climate journal", "reviewed for the Journal of
…", "给 J. Climate 审过稿" (a journal reviewed for, its "J" the "Journal of", the society's
initials before "climate journal" no venue); "… shipping group? the one that owns <unit>"
(the owner, its description no topic); "msc/ma" typed in lower case; "研究生学历 … 博士不算"
(a master's, a doctorate left out).

CVs: a JSON Resume's "MA (Hons)" study type with its area is the Scottish first degree, a
bachelor's. People are fictional."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from bot.answer.engine import AnswerEngine
from ingest.closing_names import names_further_down
from ingest.models import TextLine
from ingest.record import build_record
from tests.conftest import CountingEmbedder, answered_names, engine_over

CVS: dict[str, str | bytes] = {
    "Liesl Marwood.md": """# Liesl Marwood

liesl.marwood@example.com

## Experience

2022 – present Postdoctoral Fellow, Bellhaven Institute for Brain Research, Oslo
- Grid-cell recordings in freely moving mice.

## Education

2016 – 2022 PhD in Neuroscience, University of Oslo

## Publications

- Marwood L, Aune P. Head-direction drift in darkness. Nature Neuroscience 25, 2022.
- Aune P, Marwood L. Speed cells across layers. Neuron 110(3), 2021.
""",
    "Tomas Reyne.md": """# Tomas Reyne

tomas.reyne@example.com

## Experience

2021 – present Research Scientist, Corvale Labs, Cambridge
- Protein language models for enzyme design.

## Education

2019 – 2020 MSc in Computational Biology, University of Cambridge
2015 – 2019 BSc in Biochemistry, University of Leeds

## Publications

- Reyne T, Oduya K. Sequence priors for enzyme stability. Nature Communications 14, 2023.
- Oduya K, Reyne T. Enzyme turnover across island soils. Ecology Letters 26, 2023.

## Service

- Reviewer, Interspeech (2023, 2024) and ICASSP 2025.
""",
    "Ailsa Drummond.md": """# Ailsa Drummond

ailsa.drummond@example.com

## Experience

2023 – present Research Associate, Met Dynamics Group, University of Reading
- Blocking diagnostics in CMIP6 output.

## Education

2025 – present MA in Climate Policy (part-time), University of Reading
2018 – 2022 PhD in Meteorology, University of Reading

## Publications

- Drummond A, Shaw L. Summer blocking biases in CMIP6. Journal of Climate 36(14), 2023.

## Service

Reviewing: Journal of Climate (since 2023); Weather and Forecasting (2024)
""",
    "Harriet Lomond.json": json.dumps(
        {
            "basics": {"name": "Harriet Lomond", "label": "Accounting graduate (2026)"},
            "work": [
                {
                    "name": "COSCO SHIPPING Lines (Europe) GmbH",
                    "position": "Finance Intern",
                    "location": "Hamburg",
                    "startDate": "2024-06",
                    "endDate": "2024-08",
                }
            ],
            "education": [
                {
                    "institution": "University of St Andrews",
                    "area": "Economics",
                    "studyType": "MA (Hons) — undergraduate degree",
                    "startDate": "2022-09",
                    "endDate": "2026-06",
                }
            ],
        }
    ),
    "Brandt Okafor.md": """# Brandt Okafor

brandt.okafor@example.com

## Experience

2019 – present Trade Finance Manager, OOCL, Hong Kong
- Letters of credit for trans-Pacific liner customers.

## Education

2013 – 2017 BBA in Finance, Hong Kong Baptist University
""",
    "Dana Koval.txt": """Dana Koval
Supplier Quality Lead
dana.koval@example.cz
Experience
Supplier Quality Lead, Kestrel Automotive Czech Republic s.r.o., Jihlava.
10/2021 – today
Lead a team of 4 supplier quality engineers covering 60+ component suppliers for sensor lines.
Quality Engineer, Robert Bosch, spol. s r.o., Jihlava
plant.
07/2014 – 09/2021
Process FMEA and control plans for new injector variants; internal process audits.
Education
Ing. (MSc) in Manufacturing Technology, Brno University of Technology.
2012–2014
""",
    "晏书禾.md": """# 晏书禾

邮箱：yanshuhe@example.cn

## 工作经历

2021.07 - 至今 富途证券 iOS 高级工程师
- 负责交易页面的性能优化。

2020.06 - 2020.09 搜狗 iOS 开发实习生
- 参与输入法 iOS 版本的功能开发。

## 教育背景

2017.09 - 2021.06 浙江大学 软件工程 本科
""",
    "Callum Rennie.md": """# Callum Rennie

callum.rennie@example.co.uk

## Experience

Jun 2025 – Aug 2025 Summer Placement, SP Energy Networks, Glasgow
- Protection settings studies for 33 kV substations.

## Education

2022 – 2026 BEng in Electrical Engineering, University of Strathclyde
""",
    "Ines Valcarcel.md": """# Ines Valcarcel

ines.valcarcel@example.com

## Experience

2022 – present Senior Product Manager, Payments, Tiendanube, Buenos Aires
2019 – 2022 Product Manager, Mercado Pago, Buenos Aires

## Education

2012 – 2017 Licenciatura en Economía, Universidad de Buenos Aires
""",
}
PEOPLE = {
    "Liesl Marwood", "Tomas Reyne", "Ailsa Drummond", "Harriet Lomond", "Brandt Okafor",
    "Dana Koval", "晏书禾", "Callum Rennie", "Ines Valcarcel",
}  # fmt: skip


@pytest.fixture(scope="module")
def engine(
    embedder: CountingEmbedder, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[AnswerEngine]:
    with engine_over(CVS, tmp_path_factory.mktemp("journals"), embedder) as built:
        yield built


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("anyone with a nat neuro paper", {"Liesl Marwood"}),
        ("any nat comms papers in the pool?", {"Tomas Reyne"}),
        ("anyone who referees for J Climate, the AMS climate journal", {"Ailsa Drummond"}),
        ("Who has reviewed for the Journal of Climate?", {"Ailsa Drummond"}),
        ("谁给J. Climate审过稿", {"Ailsa Drummond"}),
        ("who has a J Climate paper", {"Ailsa Drummond"}),
        (
            "anyone been at china's big state container shipping group? the one that owns OOCL",
            {"Harriet Lomond", "Brandt Okafor"},
        ),
        (
            "who's got a postgrad taught degree (msc/ma etc), in progress is fine",
            {"Tomas Reyne", "Ailsa Drummond", "Dana Koval"},
        ),
        ("研究生学历的有谁 在读也算 博士不算哈", {"Tomas Reyne", "Ailsa Drummond", "Dana Koval"}),
        (
            "who's got a master's-level degree (msc, meng, ma, whatever) or is doing one now",
            {"Tomas Reyne", "Ailsa Drummond", "Dana Koval"},
        ),
        ("any ecol lett papers in the pool", {"Tomas Reyne"}),
        ("any 985 undergrads? top-tier chinese school for the bachelor's", {"晏书禾"}),
        ("anyone ex meli", {"Ines Valcarcel"}),
        ("who's at an online retail / marketplace type company right now", {"Ines Valcarcel"}),
        ("谁在做搜索的公司实习过", {"晏书禾"}),
        ("anyone done a placement at a power company or grid operator", {"Callum Rennie"}),
        ("anyone currently working at a fintech company", {"晏书禾"}),
        ("anyone with 10+ yrs experience", {"Dana Koval"}),
        ("现在挂着经理title的有谁", {"Brandt Okafor"}),
        (
            "Who holds a master's degree or is studying for one?",
            {"Tomas Reyne", "Ailsa Drummond", "Dana Koval"},
        ),
    ],
)
def test_shorthands_owners_and_degree_asides_are_read_as_meant(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people


def test_a_json_resume_ma_hons_is_a_first_degree(engine: AnswerEngine) -> None:
    person = next(p for p in engine.candidates() if "Harriet Lomond" in p.names)
    assert [(e.school, e.level) for e in build_record(person).education] == [
        ("University of St Andrews", "Bachelor")
    ]


def test_a_header_with_a_dotted_legal_form_is_an_entry(engine: AnswerEngine) -> None:
    person = next(p for p in engine.candidates() if "Dana Koval" in p.names)
    assert {(p.organisation, p.title) for p in build_record(person).positions} == {
        ("Kestrel Automotive Czech Republic s.r.o.", "Supplier Quality Lead"),
        ("Robert Bosch", "Quality Engineer"),
    }


@pytest.mark.parametrize(
    ("footer", "handle", "name"),
    [
        ("冯佩云 | 个人简历 | 第 1 页", "peiyun.f@example.cn", "冯佩云"),
        (
            "Ottavia Bressan Lemos · Product Design CV · 2026",
            "otta.blemos@example.com",
            "Ottavia Bressan Lemos",
        ),
    ],
)
def test_a_footer_names_the_owner_the_handle_shortens(footer: str, handle: str, name: str) -> None:
    lines = [
        TextLine(text="Senior Designer"),
        TextLine(text=f"{handle} · +61 400 000 000"),
        TextLine(text="Experience", heading=True),
        TextLine(text="Acme — Designer · 2021 – Present"),
        TextLine(text=footer),
    ]
    assert names_further_down(lines) == [name]
