"""What followed an internship: a full-time job at another company ("interned somewhere and
then went full time at a different company", "实习完去了别的公司全职的":
`joined_after_intern`) is not a return offer ("interned and came back full time to the same
company": `converted_at`). People are fictional."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from bot.answer.requirements import read_record_ask
from ingest.record import build_record
from ingest.record_filter import where
from tests.conftest import answered_names, module_engine

ASKED = date(2026, 11, 26)

CVS: dict[str, str | bytes] = {
    "odile_varga.txt": """Odile Varga
Lyon · odile.varga@example.com

Experience
Backend Engineer, Doctolib, Paris                          2019.09 – Present
- Appointment search service.
Software Engineering Intern, Criteo, Paris                 2019.02 – 2019.07
- Bidding logs pipeline.

Education
2015 – 2019 MSc Computer Science, INSA Lyon
""",
    "kemal_ostrander.txt": """Kemal Ostrander
Berlin · kemal.ostrander@example.com

Experience
Data Engineer, Zalando, Berlin                             2020.08 – Present
- Warehouse events in Kafka.
Data Engineering Intern, Zalando, Berlin                   2019.06 – 2019.12
- Ingestion jobs.

Education
2016 – 2020 BSc Informatics, TU Berlin
""",
    "岑予乔_简历.txt": """岑予乔
深圳 | cenyuqiao@example.com
工作经历
2021.07 - 至今 腾讯 后台开发工程师
• 支付清结算服务。
教育背景
2017.09 - 2021.06 深圳大学 计算机科学与技术 本科
""",
}
PEOPLE = {"Odile Varga", "Kemal Ostrander", "岑予乔"}


engine = module_engine(CVS, "after-internship", ASKED)


@pytest.mark.parametrize(
    ("question", "clause"),
    [
        (
            "people who interned somewhere and then went full time at a different company",
            'joined_after_intern~""',
        ),
        ("anyone who went full time somewhere else after an internship", 'joined_after_intern~""'),
        ("实习完去了别的公司全职的有谁", 'joined_after_intern~""'),
        ("interned at one company then joined another one full-time", 'joined_after_intern~""'),
        (
            "who interned somewhere and then went back to the same company full time",
            'converted_at~""',
        ),
        ("实习转正的", 'converted_at~""'),
    ],
)
def test_a_full_time_job_elsewhere_after_an_internship_is_not_a_return_offer(
    question: str, clause: str
) -> None:
    assert read_record_ask(question).clauses == [clause]


def test_the_first_full_time_job_after_an_internship_names_its_employer(
    engine: AnswerEngine,
) -> None:
    records = [build_record(p) for p in engine.candidates()]
    by_name = {r.name: r for r in where(records, 'joined_after_intern~""', ASKED)}
    assert set(by_name) == {"Odile Varga"}
    assert {r.name for r in where(records, 'converted_at~""', ASKED)} == {"Kemal Ostrander"}


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("who interned and then went full time at a different company", {"Odile Varga"}),
        ("实习完去了别的公司全职的有谁", {"Odile Varga"}),
        ("who interned and came back full time to the same company", {"Kemal Ostrander"}),
    ],
)
def test_an_answer_names_who_moved_after_the_internship(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people
