"""A paper question's topic is said by the paper's own line ("做拓扑优化 发过论文的", "papers on
topology optimization"); "journal papers" / "会议论文" ask for that kind of paper; "an adv
mater paper" is Advanced Materials; "QS top 20" is the first twenty of the ranked list; a fab
is a chip foundry and GF is GlobalFoundries; "like payments or cross-border apps" gives
examples of the kind asked, not a topic, and employers named as its examples ("goldman/ms
etc") are no requirement of their own; "2021/4 起高级X" under an ongoing entry runs to its end;
a postdoc's years are years of work; "Vice President – Senior Credit Officer" is one title; a
Markdown heading is read by the words it ends with ("Research and industry experience before
the PhD"); "mathworks' numerical tool" is MATLAB; "天线与传播汇刊" is IEEE Transactions on
Antennas and Propagation; "the sogou … search engine company" describes Sogou. People and
employers are fictional unless the catalogs know them."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from tests.conftest import answered_names, module_engine

CVS = {
    "ilse_marwood.md": """# Ilse Marwood

ilse.marwood@example.com

## Experience

2021 – Present
Research Engineer, Kessler Thermal Systems, Stuttgart
- Lattice heat sinks for power modules.

## Education

PhD in Mechanical Engineering, ETH Zurich — 2016–2021

## Publications

- I. Marwood, P. Lind. Topology optimization of lattice heat sinks under thermal fatigue
  constraints. Structural and Multidisciplinary Optimization, 64, 1201–1219, 2021.
- I. Marwood. Stress-constrained topology optimization of brackets. Proceedings of the ASME
  Design Engineering Technical Conference, 2020.
""",
    "corran_bly.md": """# Corran Bly

corran.bly@example.com

## Experience

2019 – Present
Battery Engineer, Fenwick Storage, Leeds
- Cell modelling for grid storage.

## Education

MSc in Electrical Engineering, London School of Economics and Political Science — 2017–2018

## Publications

- C. Bly, A. Roe. Equivalent-circuit models for state-of-charge estimation. Proceedings of the
  IEEE Energy Conversion Congress, 2019.
""",
    "wren_okafor.md": """# Wren Okafor

wren.okafor@example.com

## Experience

2020 – Present
Materials Scientist, Halden Coatings, Oslo
- Perovskite films for tandem cells.

## Publications

- W. Okafor, J. Lee. Strain-tuned ion transport in perovskite films. Advanced Materials 33,
  2101234 (2021).
- W. Okafor, P. Ansah. Grain-boundary passivation in tin perovskites. Nature Communications
  13, 4410 (2022).
""",
    "lio_brandt.md": """# Lio Brandt

lio.brandt@example.de

## Publications

- L. Brandt, K. Osei. Platoon dispersion under mixed traffic. Transportation Research Part C:
  Emerging Technologies 150, 104101 (2023).
""",
    "ada_kessler.md": """# Ada Kessler

ada.kessler@example.de

## Publications

- A. Kessler. Bottleneck pricing with heterogeneous users. Transportation Research Part B:
  Methodological 170, 1-19 (2023).
- A. Kessler, T. Holm. Fatigue of welded bridge decks. Engineering Structures 281, 115730 (2023).
""",
    "tarn_holm.md": """# Tarn Holm

tarn.holm@example.com

## Experience

Aug 2017 – Sep 2022
Process Engineer, GlobalFoundries, Dresden
- Etch process integration for the 22 nm line.

Oct 2022 – Present
Senior Process Engineer, Hua Hong Semiconductor, Wuxi
- Yield improvement on the 55 nm line.
""",
    "sela_quint.md": """# Sela Quint

sela.quint@example.com

## Experience

Mar 2023 – Present
UX Researcher, Airwallex, Singapore
- Research on onboarding and spend management.

Jun 2019 – Sep 2019
User Research Intern, Sogou, Beijing
- Usability studies of the input method.
""",
    "orla_vint.md": """# Orla Vint, PhD

orla.vint@example.com

## Current position

**Senior Scientist** — Marlow Institute of Marine Science (MIMS), Reef Ecology Division, Galway, IE
*since 03/2023*

- Reef monitoring; image analysis in MATLAB.

## Previous positions

**Postdoctoral Research Fellow**, Tasman Ocean Institute, Hobart — Jan 2018 – Feb 2023
- Coral recovery surveys.

## Education

- **PhD in Marine Biology**, University of Galway — 2013–2017

## Research and industry experience before the PhD

- **Research Intern**, Roche, Pharma Research and Early Development, Basel — summer 2012
""",
    "bram_oyelaran.md": """# Bram Oyelaran

bram.oyelaran@example.com

## Experience

Corvane Ratings Ltd                                                              London
Vice President – Senior Credit Officer, Corporate Finance Group            04/2021 – today
- Lead analyst for 20 issuers.

Morgan Stanley                                                                   London
Summer Analyst (internship)                                           06/2012 – 08/2012

## Service

- Reviewer, IEEE Antennas and Wireless Propagation Letters, 2020 – present

## Publications

- B. Oyelaran. Slot arrays for satellite links. IEEE Transactions on Antennas and
  Propagation, 70(3), 1200–1210, 2022.
""",
    "dou_qinghe.md": """# 窦清禾

dou.qinghe@example.com

## 工作经历

2019.07 – 至今 顺丰速运有限公司 仓储主管

## 教育背景

2021.03 – 2023.07 北京交通大学（网络教育） 物流管理 专升本 本科
2016.09 – 2019.06 河北交通职业技术学院 物流管理 大专
""",
    "pell_arkwright.md": """# Pell Arkwright

pell.arkwright@example.com

## Experience

2018 – Present
Senior Actuarial Analyst, Cinder Life Assurance, Leeds
- Valuation models in Prophet and AXIS; split tests of renewal letters.

2014 – 2018
Power Electronics Engineer, Halden Drives, Sheffield
- Designed a 20 kW DC/DC stage with SiC MOSFETs.

## Education

- Executive MBA, London Business School, 2025 – expected 2027 (in progress)
- BSc Mathematics, Beijing Jiaotong University, 2010 – 2014
""",
    "fang_yiru.md": """# 方依茹

fang.yiru@example.com

## 工作经历

杭州澄明医药科技有限公司  临床运营部  2014/7-至今
- 2020/4 起高级临床监查员；2014/7-2020/3 临床监查员
- 负责 III 期肿瘤项目的中心监查。

## 荣誉奖项

- 2013 研究生国家奖学金

## 技能证书

- 工具：Excel、SAS、MATLAB
""",
}
PEOPLE = {
    "Ilse Marwood",
    "Corran Bly",
    "Wren Okafor",
    "Lio Brandt",
    "Ada Kessler",
    "Tarn Holm",
    "Sela Quint",
    "方依茹",
    "Orla Vint",
    "Bram Oyelaran",
    "窦清禾",
    "Pell Arkwright",
}

engine = module_engine(CVS, "papers-ranks-foundries", date(2026, 11, 29))


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("who has published on topology optimization", {"Ilse Marwood"}),
        ("做拓扑优化 发过论文的", {"Ilse Marwood"}),
        (
            "anyone with papers at all",
            {
                "Ilse Marwood",
                "Corran Bly",
                "Wren Okafor",
                "Bram Oyelaran",
                "Lio Brandt",
                "Ada Kessler",
            },
        ),
        (
            "anyone with journal papers",
            {"Ilse Marwood", "Wren Okafor", "Bram Oyelaran", "Lio Brandt", "Ada Kessler"},
        ),
        ("有会议论文的吗", {"Ilse Marwood", "Corran Bly"}),
        ("anyone with an adv mater paper", {"Wren Okafor"}),
        ("anyone with a nat commun paper", {"Wren Okafor"}),
        ("anyone with a TR-C paper", {"Lio Brandt"}),
        ("有人在《工程结构》那本SCI期刊发过文章吗", {"Ada Kessler"}),
        ("anyone from a QS top 20 uni", {"Ilse Marwood"}),
        ("QS前50的学校毕业的", {"Ilse Marwood", "Corran Bly"}),
        ("who was at GF back in 2020", {"Tarn Holm"}),
        ("who's in a fab right now", {"Tarn Holm"}),
        ("who's in fintech right now, like payments or cross-border money apps", {"Sela Quint"}),
        ("现在在做跨境支付、数字金融这类公司的有谁", {"Sela Quint"}),
        ("工作10年以上的有谁 实习不算", {"方依茹", "Pell Arkwright"}),
        ("工作8年以上的都有谁", {"方依茹", "Orla Vint", "Tarn Holm", "Pell Arkwright"}),
        (
            "who currently has a senior title",
            {"Bram Oyelaran", "Orla Vint", "方依茹", "Tarn Holm", "Pell Arkwright"},
        ),
        ("在药企实习过的有吗", {"Orla Vint"}),
        ("any ex bulge bracket interns? goldman/ms etc", {"Bram Oyelaran"}),
        ("who's actually used mathworks' numerical tool on the job", {"Orla Vint"}),
        ("有人在天线与传播汇刊上发过文章吗", {"Bram Oyelaran"}),
        ("who was at the sogou input method / search engine company back in 2019", {"Sela Quint"}),
        ("谁给天线与无线传播快报审过稿", {"Bram Oyelaran"}),
        ("谁工作里真用过matlab的", {"Orla Vint"}),
        ("19年在搜狐旗下那家搜索引擎公司（搜狗）待过的有谁 实习也算", {"Sela Quint"}),
        ("有211全日制学历的吗", {"Pell Arkwright"}),
        ("4+ yrs at globalfoundries?", {"Tarn Holm"}),
        ("电力电子做了3年以上的", {"Pell Arkwright"}),
        ("北交大毕业的有哪些", {"Pell Arkwright", "窦清禾"}),
        ("有MBA毕业的吗", set()),
        ("有用过 Prophet 或者 AXIS 做精算模型的吗", {"Pell Arkwright"}),
        ("做电力电子的 懂SiC的有吗", {"Pell Arkwright"}),
        ("有没有工作里真搞过对照实验的 就是ab那种分流对比", {"Pell Arkwright"}),
    ],
)
def test_papers_ranks_foundries_and_kinds_name_the_right_people(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people


def test_paper_kind_tells_proceedings_from_journal_issues() -> None:
    from ingest.language.journals import paper_kind

    assert paper_kind("Proc. of the IEEE Energy Conversion Congress, 2019") == "conference"
    assert paper_kind("Transport Policy, 152, 45–58.（第一作者）") == "journal"
    assert paper_kind("沈立, 方依茹. 监查质量分析[J]. 中国新药杂志, 2023, 32(8)") == "journal"
    assert paper_kind("A talk on cell models, 2019") is None
