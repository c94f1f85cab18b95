"""A paper question's topic is said by the paper's own line ("做拓扑优化 发过论文的", "papers on
topology optimization"); "journal papers" / "会议论文" ask for that kind of paper; "an adv
mater paper" is Advanced Materials; "QS top 20" is the first twenty of the ranked list; a fab
is a chip foundry and GF is GlobalFoundries; "like payments or cross-border apps" gives
examples of the kind asked, not a topic; "2021/4 起高级X" under an ongoing entry runs to its
end; a Chinese phrase is not met by its one known bigram (研究 of 研究生). People and
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
""",
    "fang_yiru.md": """# 方依茹

fang.yiru@example.com

## 工作经历

杭州澄明医药科技有限公司  临床运营部  2014/7-至今
- 2020/4 起高级临床监查员；2014/7-2020/3 临床监查员
- 负责 III 期肿瘤项目的中心监查。

## 荣誉奖项

- 2013 研究生国家奖学金
""",
}
PEOPLE = {
    "Ilse Marwood",
    "Corran Bly",
    "Wren Okafor",
    "Tarn Holm",
    "Sela Quint",
    "方依茹",
}

engine = module_engine(CVS, "papers-ranks-foundries", date(2026, 11, 29))


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("who has published on topology optimization", {"Ilse Marwood"}),
        ("做拓扑优化 发过论文的", {"Ilse Marwood"}),
        ("anyone with papers at all", {"Ilse Marwood", "Corran Bly", "Wren Okafor"}),
        ("anyone with journal papers", {"Ilse Marwood", "Wren Okafor"}),
        ("有会议论文的吗", {"Ilse Marwood", "Corran Bly"}),
        ("anyone with an adv mater paper", {"Wren Okafor"}),
        ("anyone from a QS top 20 uni", {"Ilse Marwood"}),
        ("QS前50的学校毕业的", {"Ilse Marwood", "Corran Bly"}),
        ("who was at GF back in 2020", {"Tarn Holm"}),
        ("who's in a fab right now", {"Tarn Holm"}),
        ("who's in fintech right now, like payments or cross-border money apps", {"Sela Quint"}),
        ("现在在做跨境支付、数字金融这类公司的有谁", {"Sela Quint"}),
        ("工作10年以上的有谁 实习不算", {"方依茹"}),
        ("做珊瑚礁或者海洋生态研究的", set()),
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
