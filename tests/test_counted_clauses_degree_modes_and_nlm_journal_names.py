"""Questions: "子公司和实习均计入" says what counts (no internship asked, no topic); a kind's
"那种牌子"; ways of study listed after "incl" count too ("a masters right now incl part time
/ online / mba" asks no part-time study); "a postgrad taught degree" is a master's; a journal
typed the way PubMed cites it ("Stat Med") meets its name. CVs: a thesis title's years in
quotes are no entry, and a doctoral student's entry is the school's, not its department's.
People are fictional; the schools and journals are real."""

from __future__ import annotations

import pytest

from bot.answer.paper_hits import venue_patterns
from tests.conftest import lines_profile, read_question


@pytest.mark.parametrize(
    ("question", "clauses"),
    [
        ("哪些候选人曾在罗尔斯·罗伊斯（Rolls-Royce）工作过？子公司和实习均计入", []),
        ("现在在做运动服饰那种牌子上班的有吗", ["current_industry=sportswear"]),
        ("who's doing a masters right now incl part time / online / mba", []),
        ("who's got a postgrad taught degree - MSc/MPA etc, doing one rn counts too", []),
    ],
)
def test_what_counts_and_how_a_kind_or_degree_is_said_ask_no_topic(
    question: str, clauses: list[str]
) -> None:
    c = read_question(question)
    assert c.record.clauses == clauses
    assert not c.topic_terms and not c.intern_only


def test_a_masters_asked_with_its_modes_counted_is_a_masters_in_progress() -> None:
    c = read_question("who's doing a masters right now incl part time / online / mba")
    assert (c.degree, c.degree_status) == ("Master", "in_progress")


def test_a_journal_cited_without_dots_meets_its_name() -> None:
    line = "Feraru A, Lansdowne K. Clone-censor-weight estimators. Stat Med. 2024;43(18):3411–29."
    for asked in (
        "anyone got a Stat Med paper",
        "published in the journal Statistics in Medicine?",
    ):
        venues = read_question(asked).venues
        assert any(p.search(line) for p in venue_patterns(venues)), asked
    assert not any(
        p.search("Statistical methods in medicine, a course")
        for p in venue_patterns(["Stat. Med."])
    )


def test_a_thesis_title_with_years_is_no_entry() -> None:
    profile = lines_profile(
        [
            "Kirsi Lindqvist",
            "Appointments",
            "Doctoral student (PhD candidate), Department of Medical Epidemiology, Karolinska "
            "Institutet, Stockholm — Jan 2017 – Sep 2021",
            "• Thesis: “Antimicrobial resistance and bloodstream infections in Sweden, 2008–2019”.",
            "Research Officer, Northbank Institute for Infection, Melbourne — Mar 2015 – Dec 2016",
        ]
    )
    assert [e.employer for e in profile.employment] == [
        "Karolinska Institutet",
        "Northbank Institute for Infection",
    ]
