"""A company asked by what it makes: "the geforce / cuda company", "N卡那家" is NVIDIA
(`known_for:` in the organisation catalog). A product named in a CV is a skill, never an
employer: a CUDA developer elsewhere is not at NVIDIA. People are fictional."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from tests.conftest import answered_names, module_engine

CVS = {
    "mirela_dostal.md": """# Mirela Dostal

mirela.dostal@example.com

## Experience

Senior GPU Architect, NVIDIA, Santa Clara — Mar 2017 – Present
- Memory subsystem of two GeForce generations.
""",
    "tang_yiran.md": """# 唐一然

tangyiran@example.cn

## 工作经历

2019.07 - 至今　墨岩智算科技有限公司　高性能计算工程师
- 使用 CUDA 优化推理算子，熟悉 N卡 驱动。
""",
}
PEOPLE = {"Mirela Dostal", "唐一然"}
engine = module_engine(CVS, "products", date(2026, 11, 25))


@pytest.mark.parametrize(
    "question",
    ["anyone from the geforce / cuda company?", "N卡那家待过的有谁", "做N卡的那家公司干过的"],
)
def test_a_maker_asked_by_its_products_is_the_maker(engine: AnswerEngine, question: str) -> None:
    assert answered_names(engine, question, PEOPLE) == {"Mirela Dostal"}


def test_a_product_in_a_cv_is_a_skill_not_an_employer(engine: AnswerEngine) -> None:
    assert answered_names(engine, "who knows cuda", PEOPLE) == {"唐一然"}


def test_a_companys_nickname_in_a_question_is_the_company_not_its_product() -> None:
    from tests.conftest import read_question

    assert read_question("anyone ex SFDC").employers == {"salesforce"}
    assert not read_question("who has used SFDC at work").employers
