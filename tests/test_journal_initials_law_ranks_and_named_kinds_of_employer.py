"""A journal asked by its initials ("NSMB"), a committee named by what it checks, a law firm's
ranks as a lawyer's years, a department before a title, a kind of employer said of a name the
catalog does not know ("the advertising agency Mother London", "mother (the ad shop)"), a
university's press, and chat words that ask nothing ("a westin type place", "grinding through
a phd", "since late 2018", "自己当过founder")."""

from bot.answer.paper_hits import venue_patterns
from ingest.record import org_catalog
from tests.conftest import answered_names, lines_profile, module_engine, read_question

_SCIENTIST = """Ilse Varga
ilse.varga@example.org
EXPERIENCE
Halden Institute, Basel — Postdoctoral Fellow, 03/2020 – present
PUBLICATIONS
[1] Varga I, Moss T. Gating of a proton channel. Nature Structural & Molecular Biology, 2023.
SERVICE
- Member, Availability & Reproducibility Committee, SIGMOD 2025
"""
_LAWYER = """Corin Ashdown
corin.ashdown@example.com
EXPERIENCE
Linklaters, London — Senior Associate, Banking | 09/2017 – 06/2021
Linklaters, London — Trainee | 09/2015 – 08/2017
Quillmark Ltd — Co-founder | 07/2021 – present
"""
_WRITER = """Tamsin Reel
tamsin.reel@example.com
EXPERIENCE
Copywriter — Brambling Lane — January 2019 to March 2022
Freelance copywriter — April 2022 to present
• Selected clients: Tsinghua University Press (blurbs), two banks.
EDUCATION
University of Leeds — BA English, 2015 – 2018
"""

engine = module_engine(
    {"ilse_varga.txt": _SCIENTIST, "corin_ashdown.txt": _LAWYER, "tamsin_reel.txt": _WRITER},
    "journals_ranks",
)
PEOPLE = {"Ilse Varga", "Corin Ashdown", "Tamsin Reel"}


def test_a_journal_asked_by_its_initials_finds_its_spelled_out_name(engine) -> None:
    (nsmb,) = venue_patterns(["NSMB"])
    assert nsmb.search("Nature Structural & Molecular Biology, 2023")
    assert not nsmb.search("Nature Structural Biology")
    assert venue_patterns(["JACS"])[0].search("Journal of the American Chemical Society")
    assert answered_names(engine, "anyone got an NSMB paper", PEOPLE) == {"Ilse Varga"}


def test_a_committee_named_by_what_it_checks_is_service(engine) -> None:
    q = "anyone who's refereed papers or sat on a conf committee"
    assert answered_names(engine, q, PEOPLE) == {"Ilse Varga"}


def test_a_law_firms_ranks_count_as_years_of_practising_law(engine) -> None:
    assert read_question("who has 5+ yrs practising as a lawyer").record.clauses == [
        "years_as_lawyer>=5"
    ]
    assert answered_names(engine, "who has 5+ yrs practising as a lawyer", PEOPLE) == {
        "Corin Ashdown"
    }
    assert answered_names(engine, "有创业经历的吗 自己当过founder的", PEOPLE) == {"Corin Ashdown"}


def test_a_kind_of_employer_said_of_a_name_asks_for_that_employer(engine) -> None:
    read = read_question("Who was employed at the advertising agency Brambling Lane in 2021?")
    assert read.unknown_work == ["Brambling Lane"] and read.record.clauses == []
    assert read.topic == ""
    read = read_question("anyone at brambling (the indie ad shop in leeds) back in 2021")
    assert read.unknown_work == ["brambling"] and read.topic == "" and read.period == (2021, 2021)
    read = read_question("21年在Brambling那家广告创意公司待过的有谁")
    assert read.unknown_work == ["Brambling"] and read.topic == ""
    q = "Who was employed at the advertising agency Brambling Lane at any point during 2021?"
    assert answered_names(engine, q, PEOPLE) == {"Tamsin Reel"}


def test_a_universitys_press_is_no_study_there(engine) -> None:
    assert [m.id for m in org_catalog().find("Tsinghua University Press (blurbs)")] == []
    assert [m.id for m in org_catalog().find("清华大学出版社")] == []
    assert [m.id for m in org_catalog().find("Tsinghua University, Beijing")] == ["tsinghua"]
    assert (
        answered_names(engine, "Which candidates studied at Tsinghua University?", PEOPLE) == set()
    )


def test_a_department_before_a_title_is_no_title() -> None:
    profile = lines_profile([
        "钟岳",
        "zhongyue@example.cn",
        "工作经历",
        "星河通讯技术有限公司 2021.04 - 至今",
        "手机部硬件研发・高级 PCB Layout 工程师",
    ])  # fmt: skip
    assert [p.role for p in profile.employment] == ["高级 PCB Layout 工程师"]


def test_chat_words_ask_for_nothing() -> None:
    read = read_question(
        "anyone done a stint at a ritz-carlton / westin type place, the bonvoy family"
    )
    assert read.employers == {"marriott"} and read.topic == ""
    read = read_question("who's already a Dr or still grinding through a phd rn")
    assert read.degree == "PhD" and read.topic == ""
    read = read_question("who's been working full time since at least late 2018?")
    assert read.topic == ""
    assert read_question("有创业经历的吗 自己当过founder的").topic == ""
