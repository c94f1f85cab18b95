"""A summer placement is an internship at its firm, not a unit's name; title words asked in
quotes with a gloss; a level list with "lead"; the 985 club; a line that only marks the
owner as first author belongs to the citation above; a group asked with "one of its
companies"."""

from tests.conftest import lines_profile, read_question


def test_a_summer_placement_under_a_firm_and_a_title_over_its_unit() -> None:
    profile = lines_profile([
        "Owain Rhys",
        "Experience",
        "Mott MacDonald, Birmingham Jan 2024 - Present",
        "BIM Manager, Rail & Transit",
        "• Lead a team of 6 BIM coordinators.",
        "Balfour Beatty, Bristol Jun 2013 - Sep 2013",
        "Summer placement",
    ])  # fmt: skip
    assert [(p.org_id, p.role) for p in profile.employment] == [
        ("mott-macdonald", "BIM Manager"),
        ("balfour-beatty", "Summer placement"),
    ]


def test_title_words_in_quotes_with_a_gloss_and_levels_in_a_list() -> None:
    read = read_question("哪些候选人目前的职位名称里带“高级”或“资深”（Senior）？")
    assert read.topic == ""
    assert read.record.clauses[0].startswith('title~"高级" or title~"资深" or title~"Senior"')
    assert read_question("current title senior / lead / manager level").record.clauses == [
        "seniority=senior or seniority=lead or seniority=manager"
    ]
    assert read_question("lead generation experience").record.clauses == []


def test_the_985_club_is_the_tier() -> None:
    read = read_question("any undergrads from china's top-tier 985 club")
    assert (read.record.clauses, read.topic) == (["bachelor_tier=985"], "")


def test_a_first_author_mark_on_its_own_line_is_the_citations() -> None:
    from ingest.author_lists import author_position

    line = "• 县域消费的实证研究, 《财经论丛》, 2024-05 第一作者(与导师合作)"
    assert author_position(line, []) == 1


def test_a_group_asked_with_one_of_its_companies() -> None:
    read = read_question(
        "Which candidates have worked at Booking Holdings or one of its companies "
        "(Booking.com, Agoda, KAYAK, Priceline)?"
    )
    assert (read.employers, read.topic) == ({"booking", "agoda", "kayak", "priceline"}, "")
    assert read_question("anyone at auntie beeb back in 2018").employers == {"bbc"}
