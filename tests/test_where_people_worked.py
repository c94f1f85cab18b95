"""Where someone worked is read from the places their positions' header lines name: "worked
abroad" / "有海外工作经历的" is any country outside mainland China, "在爱尔兰工作过的" one
country. People and companies are fictional."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from tests.conftest import answered_names, module_engine

CVS = {
    "aoife_dunne.md": """# Aoife Dunne

aoife.dunne@example.ie

## Experience

Data Engineer, Quillmark Analytics, Dublin, Ireland — Jan 2019 – Present
- Batch pipelines on Spark.
""",
    "chen_lu.md": """# 陈璐

chenlu@example.cn

## 工作经历

2018.03 - 至今　青藤云计算有限公司　杭州　后端工程师
- 负责订单服务。
""",
}
PEOPLE = {"Aoife Dunne", "陈璐"}
engine = module_engine(CVS, "work-places", date(2026, 11, 25))


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("anyone who worked abroad?", {"Aoife Dunne"}),
        ("有海外工作经历的", {"Aoife Dunne"}),
        ("在爱尔兰工作过的", {"Aoife Dunne"}),
        ("anyone who worked in China?", {"陈璐"}),
        ("worked in the US?", set()),
        # a region is its countries; working there is not studying there ("上班")
        ("在欧洲上班过的", {"Aoife Dunne"}),
        ("anyone who worked in Europe?", {"Aoife Dunne"}),
        ("worked in north america?", set()),
    ],
)
def test_where_someone_worked_is_read_from_their_positions_places(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people
