"""A degree question reads the record where it holds the degree: a person with two CVs, one
saying the master's is expected and one not, is one person whose master's is in progress —
the card's reading — so "who has completed a master's?" does not name her while "who is
pursuing a master's?" does, quoting a line of that degree. People are fictional."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from tests.conftest import answered_names, module_engine

CVS = {
    "lin_yue_zh.md": """# 林悦

linyue@example.cn · 138 0000 1111

## 教育背景

硕士　中山大学　计算机技术　2022.09 - 2025.06(预期)
本科　中山大学　软件工程　2018.09 - 2022.06
""",
    "lin_yue_en.md": """# Yue Lin

linyue@example.cn · +86 138 0000 1111

## Education

Master of Computer Technology, Sun Yat-sen University 2022.09 - 2025.06
Bachelor of Software Engineering, Sun Yat-sen University 2018.09 - 2022.06
""",
    "karl_berg.md": """# Karl Berg

karl.berg@example.se

## Education

M.Sc. Computer Science, KTH Royal Institute of Technology, 2016 – 2018
B.Sc. Computer Science, Uppsala University, 2013 – 2016
""",
}
PEOPLE = {"林悦", "Karl Berg"}
engine = module_engine(CVS, "record-degrees", date(2026, 11, 24))


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("Who has completed a Master degree?", {"Karl Berg"}),
        ("Who is currently pursuing a Master degree?", {"林悦"}),
        ("谁在读硕士？", {"林悦"}),
        ("Who has completed a Bachelor degree?", {"Karl Berg", "林悦"}),
        ("CS master's?", {"Karl Berg"}),  # the field by its abbreviation
        ("软件工程本科的", {"林悦"}),
    ],
)
def test_a_degree_question_follows_the_records_status(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people
