""" "Even just a summer / an internship" lets internships count and asks no topic; "技术VP" and
"技术副总裁" are executives, with no 技术 topic on top; "主管工程师" is an engineer's grade, no
manager."""

from __future__ import annotations

from ingest.language import seniority_of
from tests.conftest import read_question


def test_even_just_an_internship_counts_internships_and_asks_no_topic() -> None:
    c = read_question("who was at google in 2019, even just an internship")
    assert c.employers == {"google"} and not c.intern_only and not c.topic
    assert not read_question("who was at huawei back in 2019, even just a summer").topic


def test_a_technical_vp_in_chinese_is_an_executive() -> None:
    for question in ("现在是技术VP的有吗", "现在是技术副总裁的"):
        c = read_question(question)
        assert c.record.clauses == ["seniority=executive"] and not c.topic


def test_a_supervising_engineers_grade_is_no_manager() -> None:
    assert seniority_of("封装工艺主管工程师") is None
    assert seniority_of("门店运营主管") == "manager"
