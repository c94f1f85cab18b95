"""What was done at work, asked in the other language or in a tool's own word: "风控建模" is
credit-risk modelling, "person re-id" is 行人重识别, "私行做了10年" counts private banking's
years, "TA" is a technical artist, "流调" contact tracing in "2020年疫情那会儿" (2020),
"analysed the results in R" uses R, Minitab is a tool, "画cad图" is work in any CAD tool; a
talk given ("Speaker, … Conference") is no paper. People are fictional; companies are real
ones the catalogs know."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from tests.conftest import answered_names, module_engine

CVS = {
    "alena_dvorakova.md": """# Alena Dvořáková

alena.dvorakova@example.cz

## Experience

Home Credit International a.s., Prague
Senior Credit Risk Modeller — Sep 2020 – Present
- Rebuilt the point-of-sale application scorecard in Python; approval rate +3 pp.

Kestrel Motors s.r.o., Brno
Quality Engineer — Jul 2016 – Aug 2020
- SPC in Minitab for machined housings; gauge R&R studies.
""",
    "zhou_qiming.md": """# 周启明

zhou.qiming@example.cn

## 工作经历

2019.07 – 至今  杭州海康威视数字技术股份有限公司  算法工程师
- 负责园区场景的行人重识别（ReID）算法研发。

## 论文

[1] 周启明, 李华. 基于注意力机制的行人重识别方法. 计算机学报, 2021.
""",
    "tobias_fenwright.md": """# Tobias Fenwright

tobias.fenwright@example.co.uk

## Experience

2018 – Present
Tax Manager, Harrowgate & Lyle LLP, Leeds

## Talks

2025 Speaker, "Transfer pricing for small groups", Northern Tax Forum Autumn Conference, York
""",
    "keoni_makoa.md": """# Keoni Makoa

keoni.makoa@example.org

## Experience

2020 – Present
Marine Biologist, Coral Reef Trust, Hilo
- Designed an eDNA survey of reef fish (96 samples) and analysed the results in R.
""",
    "liesel_vanterpool.md": """# Liesel Vanterpool

liesel.vanterpool@example.se

## Experience

2019 – Present
Interior Designer, Nordhem Living, Malmö
- Drew showroom layouts and elevations in AutoCAD and SketchUp.
""",
    "ke_ruolan.md": """# 柯若岚

ke.ruolan@example.cn

## 工作经历

2019.03 - 至今  招商银行股份有限公司深圳分行·私人银行部  私人银行家

2012.07 - 2019.02  平安银行股份有限公司深圳分行·零售银行部  理财经理
""",
    "mira_halloran.md": """# Mira Halloran

mira.halloran@example.ie

## Experience

2021 – Present
Technical Artist, Larchmont Games, Dublin
- Built Houdini-based terrain tools and GPU-driven foliage for an open-world title.
""",
    "orla_penhallow.md": """# Orla Penhallow

orla.penhallow@example.co.uk

## Experience

Oct 2021 – Present
Field Epidemiologist, UK Health Security Agency, Bristol

Sep 2016 – Sep 2021
Epidemiologist, Public Health England, London
- 2020: seconded to the COVID-19 incident cell, running contact-tracing analyses.
""",
    "nell_garvey.md": """# Nell Garvey

nell.garvey@example.co.uk

## Experience

2022 – Present
Policy Analyst, HM Treasury, London

2015 – 2021
Analyst, Brightwater Consulting, Leeds
""",
    "ines_barreto.md": """# Inês Barreto

ines.barreto@example.pt

## Publications

- I. Barreto, K. Lund. Robust speaker verification with adaptive margins. Interspeech 2023,
  Dublin, pp. 1123-1127.
""",
    "hakon_lindqvist.md": """# Håkon Lindqvist

hakon.lindqvist@example.se

## Publications

- Speaker-aware acoustic models for meeting transcription. Interspeech 2021 (second author).
""",
}
PEOPLE = {
    "Håkon Lindqvist",
    "Inês Barreto",
    "Nell Garvey",
    "Orla Penhallow",
    "Mira Halloran",
    "柯若岚",
    "Alena Dvořáková",
    "周启明",
    "Tobias Fenwright",
    "Keoni Makoa",
    "Liesel Vanterpool",
}

engine = module_engine(CVS, "work-words", date(2026, 11, 30))


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("有在消费金融公司做过风控建模的吗", {"Alena Dvořáková"}),
        ("person re-id experience?", {"周启明"}),
        ("发过论文的有吗", {"周启明", "Inês Barreto", "Håkon Lindqvist"}),
        # (a paper on speaker verification is a paper; "Speaker, … Conference" a talk)
        ("anyone with an interspeech paper", {"Inês Barreto", "Håkon Lindqvist"}),
        ("who actually uses R at work", {"Keoni Makoa"}),
        ("who used SAS or Minitab on the job", {"Alena Dvořáková"}),
        ("工作里会画cad图的有谁", {"Liesel Vanterpool"}),
        # (years in a line of work: only the positions in it, not the whole career)
        ("私行做了10年以上的有吗", set()),
        ("10+ yrs in private banking / wealth mgmt?", {"柯若岚"}),
        # (a public-health agency is government; "2020年疫情那会儿" is 2020; 流调 contact tracing)
        ("anyone currently working for a government public health agency", {"Orla Penhallow"}),
        ("2020年疫情那会儿在公共卫生机构做流调的", {"Orla Penhallow"}),
        ("2020年疫情那会儿在政府部门上班的有谁", {"Orla Penhallow"}),
        ("现在在政府部门上班的有谁", {"Orla Penhallow", "Nell Garvey"}),
        # ("TA": a game's technical artist, as recruiters say it)
        ("TA who knows houdini", {"Mira Halloran"}),
        ("有没有技美 会houdini的", {"Mira Halloran"}),
        ("私行做了5年以上的有吗", {"柯若岚"}),
    ],
)
def test_work_asked_in_other_words_names_the_right_people(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people
