"""Chatty phrasings of round five: employers listed in lower case between slashes ("ex google /
apple / meta"), "美国那几家FAANG", a PhD finished with its exclusions said as "在读或肄业不算",
"people leader … has reports", "world top 100 school (qs)", "QS 世界大学排名前100", a skill at
work with "(仅写在技能栏的不算)" after it, a licensed consumer-finance company, "interned
somewhere and then went full time at the same company". People and companies are fictional
(the catalog's members are real)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from tests.conftest import CountingEmbedder, answered_names, engine_over

CVS = {
    # a Meta alumna with a finished PhD from a top-100 school; manages a team now
    "orla_brightwater.md": """# Orla Brightwater

orla.brightwater@example.com

## Experience

Engineering Manager, Quillstone Commerce — Mar 2022 – Present
- Manage a team of 6 engineers; hiring and reviews.

Software Engineer, Meta — Jul 2016 – Feb 2022
- Kubernetes operators for the batch platform.

## Education

PhD in Computer Science, ETH Zürich, 2011 – 2016
""",
    # a PhD left unfinished; an intern converted at a consumer-finance company
    "简历_阮知夏.txt": """阮知夏
邮箱：ruanzhixia@example.cn

工作经历
2021.07 - 至今　马上消费金融股份有限公司　风控建模工程师
- 实习后转正，负责信用评分卡。

实习经历
2021.01 - 2021.06　马上消费金融股份有限公司　风控建模实习生

教育经历
2016.09 - 2020.06　重庆大学　统计学　博士（肄业）

技能
Kubernetes、Python
""",
}
PEOPLE = {"Orla Brightwater", "阮知夏"}
ASKED = date(2026, 11, 25)


@pytest.fixture(scope="module")
def engine(
    embedder: CountingEmbedder, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[AnswerEngine]:
    with engine_over(CVS, tmp_path_factory.mktemp("round-five"), embedder) as built:
        built.today = lambda: ASKED
        yield built


@pytest.mark.parametrize(
    ("question", "people"),
    [
        (
            "anyone ex google / apple / amazon / meta / netflix? interns fine too",
            {"Orla Brightwater"},
        ),
        ("有没有在美国那几家FAANG干过的 实习也算", {"Orla Brightwater"}),
        ("哪些候选人已取得博士学位（在读或肄业不算）？", {"Orla Brightwater"}),
        (
            "any actual doctors in the pile? finished the doctorate, not still doing it",
            {"Orla Brightwater"},
        ),
        ("who's a people leader right now, like actually has reports", {"Orla Brightwater"}),
        ("anyone graduated from a world top 100 school (qs)", {"Orla Brightwater"}),
        ("请找出毕业于 QS 世界大学排名前100高校的候选人", {"Orla Brightwater"}),
        ("哪些候选人在实际工作中使用过 Kubernetes（仅写在技能栏的不算）？", {"Orla Brightwater"}),
        ("anyone who's been at a licensed consumer finance co", {"阮知夏"}),
        ("anyone who interned somewhere and then went full time at the same company", {"阮知夏"}),
    ],
)
def test_chatty_phrasings_of_round_five_name_the_people_whose_record_meets_them(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people
