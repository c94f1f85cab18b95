"""The newer of a person's CVs decides what is current: a job an older CV calls ongoing
("2019.07 – 至今") that the newer CV names otherwise (in the other script, by a name the
catalog does not know) or leaves out, while the newer CV has its owner in a job begun after
it, is no current job. People and the hotel group are fictional."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from ingest.record import build_record
from tests.conftest import answered_names, module_engine

ASKED = date(2026, 11, 26)

CVS: dict[str, str | bytes] = {
    "郁清禾_简历_2022.txt": """郁清禾
上海 | yuqinghe.rm@example.com | 139-0000-4417
工作经历
2019.07 - 至今 云栖澜庭酒店管理有限公司 收益经理
• 负责 4 家酒店的定价与渠道分配。
2016.07 - 2019.06 锦江国际 前台主管
教育背景
2012.09 - 2016.06 上海师范大学 酒店管理 本科
""",
    "qinghe_yu_cv_2026.md": """# Qinghe Yu

yuqinghe.rm@example.com · Shanghai

## Experience

**Pricing Analyst**, Trip.com — 03/2023 – Present
- Dynamic pricing models for hotel bundles.

**Revenue Manager**, Lanting Hotels — 07/2019 – 02/2023

## Education

Shanghai Normal University — BA Hotel Management, 2012 – 2016
""",
    "sefton_adair.md": """# Sefton Adair

sefton.adair@example.com · Shanghai

## Experience

**Revenue Manager**, Lanting Hotels — 05/2021 – Present
""",
}
PEOPLE = {"郁清禾", "Qinghe Yu", "Sefton Adair"}


engine = module_engine(CVS, "newer-cv", ASKED)


def test_an_older_cvs_ongoing_job_ends_when_the_newer_cv_has_a_later_one(
    engine: AnswerEngine,
) -> None:
    person = next(p for p in engine.candidates() if "Qinghe Yu" in p.names)
    record = build_record(person)
    ongoing = {p.organisation for p in record.positions if p.ongoing}
    assert ongoing == {"Trip.com"}
    old = next(p for p in record.positions if "云栖" in p.organisation)
    assert old.end == "2023-03"


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("现在在云栖澜庭酒店的有谁", set()),
        ("who's at Lanting Hotels right now", {"Sefton Adair"}),
        ("who's at trip.com now", {"Qinghe Yu"}),
    ],
)
def test_current_jobs_are_the_newer_cvs(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people
