"""A topic asked with no place, degree or skill is met by the lines that name one of its
concepts under any of its names, in either language: "who's run a/b tests" by "A/B test
readouts", "anyone worked on payments" by "负责微信支付消息队列…". People and companies are
fictional."""

from __future__ import annotations

import pytest

from bot.answer.engine import AnswerEngine
from tests.conftest import answered_names, module_engine

CVS = {
    "zhou_jing.md": """# 周婧

zhoujing@example.cn

## 工作经历

2019.07 - 至今  青藤云计算有限公司  后台开发工程师
- 负责微信支付消息队列的 C++ 后台服务。
- 维护订单对账任务。
""",
    "mara_quist.md": """# Mara Quist

mara.quist@example.org

## Experience

Growth Analyst, Harbourline Logistics — Aug 2021 – Present
- Own funnel metrics, coupon ROI and A/B test readouts in SQL and Python.
""",
    "tobias_renn.md": """# Tobias Renn

tobias.renn@example.org

## Experience

Backend Engineer, Lowmoor Digital — Jan 2018 – Present
- Built the search indexing service in Go; load tests for the API gateway.
""",
    "lin_qiao.md": """# 林乔

linqiao@example.cn

## 工作经历

2020.03 - 至今  北辰云计算有限公司  高级开发工程师
- 负责容器服务的调度器开发，实现了 GPU 共享调度。
""",
    "ilse_varga.md": """# Ilse Varga

ilse.varga@example.org

## Experience

Quantitative Researcher, Northgate Capital — Sep 2019 – Present
- Intraday signals for index futures.
""",
}
PEOPLE = {"周婧", "Mara Quist", "Tobias Renn", "林乔", "Ilse Varga"}


engine = module_engine(CVS, "concepts")


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("who's run a/b tests", {"Mara Quist"}),
        ("anyone worked on payments", {"周婧"}),
        # a concept's other names, across languages
        ("who worked on container scheduling?", {"林乔"}),
        ("有做量化的吗", {"Ilse Varga"}),
    ],
)
def test_a_topic_is_met_by_any_name_of_its_concept(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people
