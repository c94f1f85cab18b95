""" "在读研究生或者在读MBA": in progress on both sides of "or" asks degrees in progress only, not
"completed or in progress" (as "硕士毕业或者在读的" does)."""

from __future__ import annotations

from tests.conftest import read_question


def test_in_progress_on_both_sides_asks_in_progress_only() -> None:
    c = read_question("在读研究生或者在读MBA的有吗")
    assert (c.degree, c.degree_status) == ("Master", "in_progress")
    assert read_question("硕士毕业或者在读的").degree_status == "any"
