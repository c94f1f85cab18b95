"""Classes left open by stop 46, pinned on fictional people: "负责人" asked as a level is a
team's lead or a function's head ("Head of Growth"); a kind of employer for TVs and
consumer electronics, and a move into it said "从电商跳去做智能电视"; "the wechat company" is
the company that owns the product; a paper's reference under "Research" ("Tang R., Ivers K.
(2021). …") is no position."""

from __future__ import annotations

from datetime import date

from bot.answer.engine import AnswerEngine
from tests.conftest import answered_names, lines_profile, module_engine, read_question

ASKED = date(2026, 11, 27)

CVS: dict[str, str | bytes] = {
    "odile_farrant.txt": """Odile Farrant
Shenzhen · odile.farrant@example.com

Experience
Head of Growth, Lumaro Apps Ltd, Shenzhen                 2023.04 – Present
- Runs acquisition and retention for the consumer app.
Growth Analyst, Lumaro Apps Ltd, Shenzhen                 2019.07 – 2023.03
- Funnel analysis.

Education
2015 – 2019 BSc Statistics, Shenzhen University
""",
    "裴知远_简历.txt": """裴知远
青岛 | peizhiyuan@example.com
工作经历
2022.03 - 至今 海信 Android 开发工程师
• 负责智能电视桌面应用的启动速度优化。
2018.07 - 2022.02 京东 Android 开发工程师
• 负责商城 App 的商品详情页。
教育背景
2014.09 - 2018.06 青岛科技大学 计算机科学与技术 本科
""",
    "柏清和_简历.txt": """柏清和
青岛 | baiqinghe@example.com
工作经历
2019.07 - 至今 海信 嵌入式软件工程师
• 电视主板驱动开发。
教育背景
2015.09 - 2019.06 青岛大学 电子信息工程 本科
""",
}
PEOPLE = {"Odile Farrant", "裴知远", "柏清和"}

engine = module_engine(CVS, "heads-tv-makers", ASKED)


def test_a_head_of_a_function_is_asked_as_a_leader_level(engine: AnswerEngine) -> None:
    assert read_question("现在title是主管或者负责人级别的").record.clauses == [
        "seniority=manager or seniority=lead or seniority=director"
    ]
    assert read_question("现在是技术负责人的").record.clauses == ["seniority=lead"]
    assert answered_names(engine, "现在title是主管或者负责人级别的", PEOPLE) == {"Odile Farrant"}


def test_a_tv_maker_is_a_kind_of_employer_and_a_move_into_it_is_both_in_turn(
    engine: AnswerEngine,
) -> None:
    assert read_question("anyone at a smart TV maker").record.clauses == [
        "industry=consumer_electronics"
    ]
    assert answered_names(engine, "有从电商跳去做智能电视的吗", PEOPLE) == {"裴知远"}
    assert answered_names(engine, "消费电子公司待过的", PEOPLE) == {"裴知远", "柏清和"}


def test_a_product_said_as_a_company_is_its_owner() -> None:
    assert read_question("anyone from the wechat company?").employers == {"tencent"}
    assert read_question("anyone from wechat?").employers == {"wechat"}


def test_a_papers_reference_under_research_is_no_position() -> None:
    profile = lines_profile(
        ["Marek Olvido", "Experience",
         "Senior Data Scientist, Quillon Analytics Ltd          2021 – present",
         "- Built churn models.", "Research",
         "Olvido M., Ferrante L. (2019). Sparse survival forests for credit risk. Journal of "
         "Risk Model Validation, 13(2).",
         "Ferrante L., Olvido M. (2018). Bayesian scorecards. KDD Workshop on Finance."]
    )  # fmt: skip
    assert [(e.employer, e.role) for e in profile.employment] == [
        ("Quillon Analytics Ltd", "Senior Data Scientist")
    ]
