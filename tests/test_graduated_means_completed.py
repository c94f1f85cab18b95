"""A study in progress is no graduation: "who graduated from TU Munich?" / "慕尼黑工业大学毕业的"
skip a master's there still under way, and "最高学历是本科" / "who only has a bachelor's?"
counts the degrees held, so a bachelor studying for a master's is still one. People are
fictional (TU Munich and Tsinghua are catalog schools). "研究生" is graduate study: a master's
or a doctorate."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from tests.conftest import answered_names, module_engine

CVS = {
    "jonas_ebner.md": """# Jonas Ebner

jonas.ebner@example.de

## Experience

Backend Engineer, Falkenried Logistics GmbH — Apr 2022 – Present
- Payments services in Go.

## Education

M.Sc. Informatics (part-time), Technical University of Munich — in progress, expected 2027
B.Sc. Computer Science, University of Stuttgart, 2016 – 2019
""",
    "lena_brandt.md": """# Lena Brandt

lena.brandt@example.de

## Experience

Firmware Engineer, Oberau Sensorik GmbH — Oct 2015 – Present
- Motor control firmware.

## Education

M.Sc. Electrical Engineering, Technical University of Munich, 2013 – 2015
B.Eng. Electrical Engineering, Hochschule Kempten, 2009 – 2013
""",
    "petra_holm.md": """# Petra Holm

petra.holm@example.se

## Experience

Doctoral Researcher, Technical University of Munich — Oct 2023 – Present
- Robot learning.

## Education

Ph.D. candidate in Informatics, Technical University of Munich, 2023 – expected 2027
M.Sc. Computer Science, KTH Royal Institute of Technology, 2021 – 2023
""",
    "zhou_min.md": """# 周敏

zhoumin@example.cn

## 工作经历

2019.07 - 至今　星河数据　数据分析师
- 经营分析报表。

## 教育背景

2015.09 - 2019.06　清华大学　本科　统计学
""",
}
ASKED = date(2026, 11, 23)


engine = module_engine(CVS, "graduated", ASKED)
PEOPLE = {"Jonas Ebner", "Lena Brandt", "Petra Holm", "周敏"}


def named(engine: AnswerEngine, question: str) -> set[str]:
    return answered_names(engine, question, PEOPLE)


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("Who graduated from TU Munich?", {"Lena Brandt"}),
        ("谁是慕尼黑工业大学毕业的？", {"Lena Brandt"}),
        ("who studied at TUM?", {"Lena Brandt", "Jonas Ebner", "Petra Holm"}),
        ("谁在慕尼黑工业大学读过研究生？", {"Lena Brandt", "Jonas Ebner", "Petra Holm"}),
        ("any Tsinghua grads?", {"周敏"}),
        ("最高学历是本科的有谁？", {"Jonas Ebner", "周敏"}),
        ("who only has a bachelor's?", {"Jonas Ebner", "周敏"}),
        # graduate study in progress: a master's or a doctorate under way
        ("谁是在读研究生？", {"Jonas Ebner", "Petra Holm"}),
        ("anyone in grad school right now?", {"Jonas Ebner", "Petra Holm"}),
        ("谁读过研？", {"Lena Brandt", "Jonas Ebner", "Petra Holm"}),
    ],
)
def test_graduating_and_a_highest_degree_count_degrees_held(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert named(engine, question) == people
