"""A conference a recruiter names by its Chinese description ("计算语言学年会" for ACL, "北美计算
语言学年会" for NAACL) is the venue, its main track unless workshops are asked."""

from __future__ import annotations

from tests.conftest import read_question


def test_a_conference_named_by_its_chinese_description_is_the_venue() -> None:
    c = read_question("计算语言学年会正会有文章的有谁")
    assert c.venues == ["ACL"] and c.main_track and not c.topic
    assert read_question("在北美计算语言学年会发过文章的").venues == ["NAACL"]
