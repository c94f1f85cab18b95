"""Questions: having left a kind of employer for in-house work said with "now" ("ex-Big Four
now working in-house", "从四大出来 现在在甲方"); a kind's startups in Chinese ("芯片创业公司")
asked as the kind, as "a chip startup" is; "senior-something" asks the level alone."""

from tests.conftest import read_question


def test_left_a_kind_for_in_house_said_with_now_is_a_move() -> None:
    assert read_question("anyone ex-Big Four now working in-house").record.clauses == [
        "moved_out_of=big_four"
    ]
    assert read_question("有没有从四大出来 现在在甲方做税务的").record.clauses == [
        "moved_out_of=big_four",
        "role=tax",
    ]


def test_a_kinds_startups_in_chinese_ask_the_kind() -> None:
    assert read_question("现在在芯片创业公司的有谁").record.clauses == [
        "current_industry=semiconductor"
    ]
    assert read_question("who is at a chip startup now").record.clauses == [
        "current_industry=semiconductor"
    ]
    assert read_question("有创业公司经历的吗").record.clauses == ['startup_at~""']


def test_a_level_with_something_after_it_asks_the_level_alone() -> None:
    clauses = read_question("whose current title is senior-something").record.clauses
    assert clauses == ['title~"senior" or title~"高级" or title~"资深"']


def test_full_time_said_not_to_count_asks_internships() -> None:
    assert read_question("有在大厂实习过的吗 正式工作过的不算").intern_only
    assert read_question("interned at google? full-time doesnt count").intern_only
    assert read_question("在腾讯正式工作过的 实习不算").fulltime


def test_the_sell_side_and_a_conference_by_its_chinese_name() -> None:
    assert read_question("who's on the sell side right now").record.clauses == [
        "current_industry=securities"
    ]
    read = read_question("有没有在ACM知识发现与数据挖掘那个会上发过paper的")
    assert ("KDD" in read.venues, read.topic) == (True, "")
