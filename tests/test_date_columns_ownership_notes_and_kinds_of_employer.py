"""A nickname in quotes ('Mina "Bee" Ortolan'); a company's history in brackets with a date
("GitHub (a Microsoft subsidiary since 2018)") is no entry's date; a date column's start
glued to the header above it ("…, Dubai 07/2011 –" / "12/2016"); a dated degree row under a
dates-first entry is its own degree; and question words: "本科研究生都行", "VIP.com (the flash
sale site)", a CFP board, "full- or part-time", "实习完后来…转正", retail banking, an online
grocer, a category manager, Mars Petcare's brands, self-driving companies, universities as
employers."""

from ingest.models import TextLine
from ingest.parsers.wrapping import unwrap
from ingest.record import org_catalog
from tests.conftest import lines_profile, read_question


def test_a_nickname_in_quotes_is_part_of_the_name() -> None:
    profile = lines_profile(
        ['# Mina "Bee" Ortolan', "Data Analyst · Turin · bee.ortolan@example.com"]
    )
    assert "Mina Ortolan" in profile.names and "Bee Ortolan" in profile.names


def test_a_date_in_a_note_about_the_company_is_no_entrys_date() -> None:
    profile = lines_profile([
        "Pavel Korhonen",
        "Experience",
        "Nov 2018 – Present",
        "Site Reliability Engineer, Northwind Bank, Helsinki",
        "On-call lead for the payments platform; wrote runbooks and SLO dashboards in Grafana.",
        "03/2015 – 08/2018",
        "Support Engineer, GitHub (a Microsoft subsidiary since 2018), Berlin,",
        "Germany",
        "Answered enterprise tickets on Git LFS and Actions runners for EMEA customers.",
    ])  # fmt: skip
    jobs = [(p.employer, p.start, p.end) for p in profile.employment]
    assert ("Northwind Bank", "2018-11", None) in jobs
    assert any(e.startswith("GitHub") and (s, t) == ("2015-03", "2018-08") for e, s, t in jobs)


def test_a_date_columns_start_glued_to_the_header_above_is_the_next_entrys() -> None:
    lines = [
        "Revenue Manager, Acme Hotels, Dubai 07/2011 –",
        "12/2016",
        "Revenue Analyst, Harbour Hotel, London",
    ]
    assert [x.text for x in unwrap([TextLine(text=t, page=1) for t in lines])] == [
        "Revenue Manager, Acme Hotels, Dubai",
        "07/2011 – 12/2016",
        "Revenue Analyst, Harbour Hotel, London",
    ]
    split = [x.text for x in unwrap([TextLine(text=t, page=1) for t in ("Apr 2022 –", "Present")])]
    assert split == ["Apr 2022 – Present"]  # a range cut at its dash stays one


def test_a_dated_degree_row_under_a_dates_first_entry_is_its_own_degree() -> None:
    profile = lines_profile([
        "Lia Brandt",
        "Education",
        "since 09/2024",
        "Doctor of Business Administration (DBA), candidate, Lingnan University, School of "
        "Business, part-time",
        "2008 – 2012 BSc in Hospitality Management, Les Roches Hospitality Business School, "
        "Crans-Montana",
    ])  # fmt: skip
    assert [(e.school, e.degree) for e in profile.education] == [
        ("Lingnan University", "PhD"),
        ("Les Roches Hospitality Business School", "Bachelor"),
    ]


def test_question_words_for_levels_glosses_service_and_study_modes() -> None:
    either = read_question("有西交的吗 本科研究生都行")
    assert either.schools == {"xjtu"} and either.degree is None
    vip = read_question("who was at VIP.com (the flash sale site) sometime in 2020")
    assert vip.employers == {"vipshop"} and vip.period == (2020, 2020) and vip.topic == ""
    board = read_question("anyone done peer review or sat on a program committee / CFP board")
    assert board.service and board.venues == [] and board.topic == ""
    zju = read_question("who studied at Zhejiang University (any degree, full- or part-time)?")
    assert zju.schools == {"zju"} and zju.record.clauses == []
    assert read_question("有没有实习完后来在同一家公司转正的").record.clauses == ['converted_at~""']


def test_kinds_of_employer_asked_in_other_words() -> None:
    assert read_question("anyone with retail banking experience").record.clauses == [
        "industry=bank"
    ]
    grocer = read_question("who's run a category at an online grocer - category mgr or buyer")
    assert grocer.record.clauses == [
        "industry=online_grocery",
        "role=category-manager or role=buyer",
    ]
    mars = read_question("anyone worked for Mars Petcare? royal canin etc counts")
    assert mars.employers == {"mars-petcare"}
    assert org_catalog().lineage("royal-canin") == ["royal-canin", "mars-petcare", "mars"]
    driving = read_question("现在在无人车公司上班的有吗").record.clauses
    assert driving == ["current_industry=autonomous_driving"]
    campus = read_question("有在高校做IT支持的吗").record.clauses
    assert campus == ["industry=higher_education"]
    assert read_question("985高校毕业的").record.clauses == ["tier=985"]


def test_it_in_capitals_is_a_term_of_the_topic() -> None:
    asked = read_question("有在高校做IT支持的吗")
    assert asked.topic == "IT 支持" and asked.concepts == ["it-support"]
    assert read_question("is it true that anyone has a phd").topic == "true"
