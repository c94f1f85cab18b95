"""Questions read as a recruiter means them: a founder asked as "running a company they
founded", "CEO of their own shop" or "自己创业当老板" (and "currently" asks the title now);
"any Sony group company" is the place's scope, no topic; a maker named by its products and
a description ("做Galaxy手机的那家韩国大集团", "the walkman / playstation people", a nickname
asked alone); "MBA也算" says what also counts, not what is required, and "读过商学院" is where an
MBA is studied; "2014年就已经在…工作" is a period; "都拉出来", "type thing" and "咨询实习" say
how or what is asked. Companies are real; no CV is read."""

from __future__ import annotations

import pytest

from tests.test_question_reading import read, shape


@pytest.mark.parametrize(
    "question",
    [
        "Which candidates are currently running a company they founded?",
        "any current startup founders, like ceo of their own shop right now",
        "哪些候选人目前是自己所创办公司的创始人？",
        "现在在自己创业当老板的有吗",
    ],
)
def test_a_founder_now_is_read_in_any_words(question: str) -> None:
    c = read(question)
    assert 'title~"founder"' in c.record.expression, c.record.expression
    assert not c.unknown_work and not c.topic_terms and "startup_at" not in c.record.expression


def test_a_founder_at_any_time_reads_every_title() -> None:
    assert 'any_title~"founder"' in read("who started their own company?").record.expression


@pytest.mark.parametrize(
    "question",
    [
        "Which candidates have worked at Sony or any Sony group company?",
        "anyone who's worked for the walkman / playstation people? any of their units counts",
        "有没有在大法干过的 子公司也算",
        "anyone ex-playstation / sony, any part of the group",
    ],
)
def test_a_maker_by_its_scope_products_or_nickname(question: str) -> None:
    c = read(question)
    assert c.employers == {"sony"} and not c.topic_terms and not c.unknown_work


def test_a_product_and_a_description_of_its_maker_name_the_maker_alone() -> None:
    for question in ("有没有在做Galaxy手机的那家韩国大集团待过的 子公司实习也算",
                     "做 galaxy 手机的韩国大厂待过的",
                     "有没有在那家做 galaxy 手机的韩国大厂干过的 子公司也算"):  # fmt: skip
        c = read(question)
        assert c.employers == {"samsung"} and not c.topic_terms and not c.unknown_work, question


def test_what_also_counts_is_no_requirement() -> None:
    c = read("硕士已毕业的有哪些 MBA也算 在读的不算")
    assert (c.degree, c.degree_name, c.degree_status) == ("Master", None, "completed")
    held = read("有MBA的吗")
    assert held.degree_name == "MBA"


def test_a_business_school_is_where_an_mba_is_studied() -> None:
    c = read("有读过或者正在读商学院的吗 mba那种")
    assert c.degree_name == "MBA" and not c.topic_terms


def test_a_year_already_at_work_is_a_period() -> None:
    c = read("2014年就已经在全职工作的有谁 实习不算")
    assert shape(c)["record"].strip("()") == "worked_in=2014 or taught_in=2014"
    assert not c.topic_terms


@pytest.mark.parametrize(
    ("question", "clause"),
    [
        ("本科及以上学历的都拉出来", "degree>=bachelor"),
        ("anyone interned at a consultancy? summer analyst type thing",
         "intern_industry=consulting"),
        ("做过咨询实习的有谁", "intern_industry=consulting"),
        ("带团队的 要有直接下属那种", "line_managing>=lead"),
    ],
)  # fmt: skip
def test_how_a_question_trails_off_is_no_topic(question: str, clause: str) -> None:
    c = read(question)
    assert c.record.expression.strip("()") == clause, c.record.expression
    assert not c.topic_terms, c.topic


def test_a_degree_asked_before_what_also_counts_is_still_asked() -> None:
    c = read("谁读过MBA 在读的也算")
    assert (c.degree, c.degree_name, c.degree_status) == ("Master", "MBA", "any")
    assert read("已经拿到硕士学位的有哪些 MBA MEng也算").degree_name is None


def test_a_maker_behind_its_products_and_a_groups_houses() -> None:
    c = read("anyone ever work for the big swiss food company behind nescafe and nespresso")
    assert c.employers == {"nestle"} and not c.topic_terms
    houses = read("有没有在路威酩轩干过的 旗下牌子也算")
    assert houses.employers == {"lvmh"}
    named = read("Which candidates have worked at Sephora, Le Bon Marché or Moët Hennessy?")
    assert named.employers == {"sephora", "le-bon-marche", "moet-hennessy"}
