"""Requirements of round four: a company left ("worked at Google but no longer there", "在google
待过 现在已经走了的"), a new graduate of either of two years ("class of 2025 or 2026"), a master's
"not yet completed", work in a country by its nickname ("有狮城工作经验的"), a title word held at
any time ("had architect in their title at some point", "职位名称中曾包含架构师", quoting the
title), two title words either of them ("title里带senior/高级"), a credential by name met only
by that name and not by an exam booked ("有CKA证书的吗"), certificates in a JSON Resume, an
internship converted at the same company ("实习完在同一家公司转正的"), a pinyin handle confirmed
by the file name's initials (maizhiyao.data@… in mzy_resume.txt). People and companies are
fictional (the catalog's members are real)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from tests.conftest import CountingEmbedder, answered_names, engine_over

CVS = {
    # left Google; a solutions architect once; a CKA exam only booked
    "henrike_ostrava.md": """# Henrike Ostrava

henrike.ostrava@example.com

## Experience

Group Product Manager, Quillstone Commerce, Singapore — Apr 2021 – Present
Solutions Architect, Google, Singapore — Jul 2015 – Mar 2021

## Certifications

Certified Kubernetes Administrator (CKA) – exam booked for Jan 2027
""",
    # a new graduate: an intern converted at the same company; a master's under way
    "mzy_resume_2026.txt": """数据分析师 简历
联系方式：maizhiyao.data@example.cn

实习经历
2025.07 - 2025.09　Google　数据分析实习生

工作经历
2025.10 - 至今　杭州澄明科技有限公司　数据分析师
- 实习后转正。

实习经历
2025.03 - 2025.06　杭州澄明科技有限公司　数据分析实习生

教育背景
2025.09 - 至今　浙江大学　统计学　硕士在读
2021.09 - 2025.06　浙江大学　统计学　本科
""",
    # a JSON Resume with its certificates; a senior title now
    "lin_qiaoshan.resume.json": json.dumps(
        {
            "basics": {"name": "林乔杉", "email": "linqiaoshan@example.cn"},
            "work": [
                {
                    "name": "阿里云",
                    "position": "高级运维工程师",
                    "startDate": "2018-07",
                    "summary": "负责 Kubernetes 集群。",
                }
            ],
            "education": [
                {
                    "institution": "华中科技大学",
                    "studyType": "本科",
                    "startDate": "2014-09",
                    "endDate": "2018-06",
                }
            ],
            "certificates": [
                {"name": "CKA（Certified Kubernetes Administrator）", "date": "2020-06"}
            ],
        },
        ensure_ascii=False,
    ),
}
PEOPLE = {"Henrike Ostrava", "Mai Zhiyao", "林乔杉"}
ASKED = date(2026, 11, 25)


@pytest.fixture(scope="module")
def engine(
    embedder: CountingEmbedder, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[AnswerEngine]:
    with engine_over(CVS, tmp_path_factory.mktemp("round-four"), embedder) as built:
        built.today = lambda: ASKED
        yield built


@pytest.mark.parametrize(
    ("question", "people"),
    [
        (
            "Which candidates previously worked at Google but are no longer there?",
            {"Henrike Ostrava", "Mai Zhiyao"},
        ),
        ("在google待过 现在已经走了的有吗", {"Henrike Ostrava", "Mai Zhiyao"}),
        ("Which candidates are recent graduates (class of 2025 or 2026)?", {"Mai Zhiyao"}),
        (
            "Which candidates are currently enrolled in a master's programme they have "
            "not yet completed?",
            {"Mai Zhiyao"},
        ),
        ("有狮城工作经验的吗", {"Henrike Ostrava"}),
        ("anyone who's had architect in their title at some point", {"Henrike Ostrava"}),
        ("哪些候选人的职位名称中曾包含“架构师”？", {"Henrike Ostrava"}),
        ("现在title里带senior/高级的有哪些", {"林乔杉"}),
        ("有CKA证书的吗", {"林乔杉"}),
        ("实习完在同一家公司转正的", {"Mai Zhiyao"}),
    ],
)
def test_round_four_requirements_name_the_people_whose_record_meets_them(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people
