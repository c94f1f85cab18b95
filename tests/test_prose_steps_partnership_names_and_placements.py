"""Classes stop 52's first blind set found, each pinned on fictional people: a prose job whose
later title is said after its date ("I joined … as a Clinical Data Manager, and since April 2024
I have been a Senior Clinical Data Manager there"); an education section told in sentences; a
trainee placement told in a sentence; a partnership's name beside a business function
("Associate Director, Cost Management, Harrow & Vance, Leeds"); a summer placement as a title;
a status after a school's name ("University of Eastmoor In progress"); years in a field said
last ("5+ yrs embedded firmware"); interpreters a role family."""

from __future__ import annotations

from datetime import date

from tests.conftest import answered_names, module_engine, read_question

ASKED = date(2026, 11, 28)

_PROSE = (
    "Nalini Verghese\nnalini.verghese@example.org\n\nExperience\n"
    "I joined Corvanta Clinical in Pune in January 2021 as a Clinical Data Manager, and since "
    "April 2024 I have been a Senior Clinical Data Manager there. I lead a team of four data "
    "associates and run database lock for each study.\n"
    "Before that I spent three years at Meridale Research in Chennai, from June 2017 to "
    "December 2020, as a Clinical Data Associate, handling query management.\n"
    "My first industry role was a five-month project trainee placement at Ostrander Biologics "
    "in Pune, January to May 2017, where I supported data entry for bioequivalence studies.\n\n"
    "Education\n"
    "I hold a Bachelor of Pharmacy (B.Pharm) from Kaveri College of Pharmacy, Mysuru, "
    "2012–2016. After graduating I completed a short course in clinical research.\n"
    "In 2023 I enrolled in the online MSc Health Data Science at the University of Eastmoor but "
    "withdrew in 2024 after the first year, when I took on my current team lead role.\n"
)

_SURVEYOR = """Callum Brathwaite
Chartered Quantity Surveyor

Experience
Apr 2023 – Present
Associate Director, Cost Management, Harrow & Vance, Leeds
Line manager for a team of six quantity surveyors.
Feb 2018 – Mar 2023
Senior Cost Manager, Harrow & Vance, Leeds
Post-contract cost management on design and build contracts.
Jul 2012 – Jan 2018
Graduate Quantity Surveyor, Pellbrook, York
Site measurement and interim valuations.
summer 2010 Summer Placement (student), Pellbrook, York
Ten-week placement assisting with take-offs.

Education
2024 – present
MSc Construction Project Management (part-time), University of Eastmoor In progress; expected 2027.
2008 – 2012 BSc (Hons) Quantity Surveying, Northfield University, Leeds
"""

_FIRMWARE = """汤予川
邮箱：tang.yuchuan@example.cn

工作经历
翔翼智能科技有限公司  飞控系统部  高级固件工程师  2022.04 – 至今
电机驱动固件开发，CAN 通信。
翔翼智能科技有限公司  飞控系统部  固件工程师  2019.07 – 2022.03
飞控固件开发。

教育背景
2015.09 – 2019.06  电子科技大学  通信工程  本科
"""

_INTERPRETER = """林可澄
邮箱：lin.kecheng@example.cn

工作经历
2022 年 9 月 - 至今  星槎互娱  本地化部  本地化经理
管理 5 人英日本地化团队。
2016 年 2 月 - 2022 年 6 月  某市中级人民法院  法庭传译主任
庭审粤英口译。
"""

_APPRAISER = """Odile Fenwick
odile.fenwick@example.org

Experience
Senior Appraiser, Castellan Valuation · 09/2017 – present
Appraiser Trainee, Castellan Valuation · 06/2014 – 08/2017

Education
BSc Real Estate, Northfield University, 2010 – 2014
"""

_STORAGE = """Renske Albarda
renske.albarda@example.org

Summary
Backend engineer with ten years of server-side experience in storage and messaging systems.

Experience
Brightwater Cloud, Storage Unit | Dec 2018 – Present
Senior Software Engineer (P7)
• Built control-plane services for distributed block storage in Go and C++.
Harlow Foods, Delivery Technology | Jul 2016 – Nov 2018
Backend Engineer
• Java services for order fulfilment.
"""

CVS = {
    "renske_albarda.txt": _STORAGE,
    "odile_fenwick.txt": _APPRAISER,
    "nalini_verghese.txt": _PROSE,
    "callum_brathwaite.txt": _SURVEYOR,
    "汤予川_固件.txt": _FIRMWARE,
    "林可澄_本地化.txt": _INTERPRETER,
}
PEOPLE = {
    "Nalini Verghese",
    "Callum Brathwaite",
    "汤予川",
    "林可澄",
    "Odile Fenwick",
    "Renske Albarda",
}

engine = module_engine(CVS, "prose-steps-partnerships", ASKED)


def test_a_later_title_said_after_its_date_is_the_title_now(engine: object) -> None:
    found = answered_names(engine, "现在title是senior/高级的有谁", PEOPLE)
    assert "Nalini Verghese" in found and "Callum Brathwaite" not in found
    # the job started in 2021 and ran on: more than five years at one employer
    assert "Nalini Verghese" in answered_names(
        engine, "anyone who stayed 5+ years at one employer", PEOPLE
    )
    assert answered_names(engine, "who joined their current company in 2022 or later", PEOPLE) == {
        "林可澄"
    }


def test_an_education_section_told_in_sentences_gives_its_degrees(engine: object) -> None:
    assert "Nalini Verghese" in answered_names(engine, "who has a bachelor's degree?", PEOPLE)
    masters = answered_names(engine, "who holds a master's degree?", PEOPLE)
    assert "Nalini Verghese" not in masters  # enrolled, then withdrew


def test_a_trainee_placement_told_in_a_sentence_is_an_internship(engine: object) -> None:
    assert "Nalini Verghese" in answered_names(
        engine, "who interned at Ostrander Biologics", PEOPLE
    )


def test_a_partnerships_name_beats_a_business_function_beside_it(engine: object) -> None:
    assert answered_names(engine, "anyone who worked at Harrow & Vance", PEOPLE) == {
        "Callum Brathwaite"
    }
    came_back = "anyone who interned somewhere and later came back full time to the same company"
    assert answered_names(engine, came_back, PEOPLE) == {"Callum Brathwaite"}


def test_a_status_after_a_schools_name_is_not_part_of_it(engine: object) -> None:
    found = answered_names(engine, "who is studying at the University of Eastmoor", PEOPLE)
    assert "Callum Brathwaite" in found


def test_years_in_a_field_said_last_are_that_familys(engine: object) -> None:
    assert read_question("5+ yrs embedded firmware").record.clauses == ["years_as_embedded>=5"]
    assert answered_names(engine, "5+ yrs embedded firmware", PEOPLE) == {"汤予川"}


def test_an_interpreter_now_is_read_from_the_title_held_now(engine: object) -> None:
    assert read_question("any current court interpreters").record.clauses == ["role=interpreter"]
    assert answered_names(engine, "any current court interpreters", PEOPLE) == set()
    assert answered_names(engine, "ex court interpreters", PEOPLE) == {"林可澄"}


def test_coordinators_managed_are_a_team_and_a_groups_unit_counts_for_it() -> None:
    from ingest.language import LEADS_TEAM
    from ingest.record import org_catalog

    assert LEADS_TEAM.search("Manage two HR coordinators.")
    assert org_catalog().get("syngene").parent == "biocon"


def test_an_audit_or_cpa_firm_is_a_kind_of_employer_not_a_credential() -> None:
    read = read_question("anyone interned at an audit / CPA firm")
    assert read.record.clauses == ["intern_industry=accounting"] and not read.certification
    assert read_question("有在事务所实习过的吗").record.clauses == ["intern_industry=accounting"]
    assert read_question("who has a CPA").certification


def test_a_venue_spelled_out_with_intl_is_that_venue() -> None:
    for question in (
        "anyone got a paper at the intl symposium on computer architecture",
        "谁在国际计算机体系结构研讨会发过论文",
    ):
        read = read_question(question)
        assert read.venues == ["ISCA"] and read.topic == "", question


def test_chinese_game_studios_are_game_companies() -> None:
    from ingest.industries import IndustryCatalog
    from ingest.record import org_catalog

    catalog = org_catalog()
    (studio,) = catalog.resolve("上海鹰角网络科技有限公司")
    assert studio in IndustryCatalog.load().items["gaming"].members


def test_a_traineeship_held_over_a_year_is_a_job_not_an_internship(engine: object) -> None:
    assert "Odile Fenwick" not in answered_names(engine, "有实习经历的有谁", PEOPLE)
    assert "Odile Fenwick" in answered_names(engine, "工作10年以上的有哪些 实习不算", PEOPLE)


def test_a_profiles_one_family_is_that_of_titles_that_name_none(engine: object) -> None:
    # 2016.07 – now: ten years, backend by the profile for the storage years
    assert "Renske Albarda" in answered_names(engine, "后台开发干了8年以上的有谁 实习不算", PEOPLE)


def test_a_part_time_degree_told_beside_another_is_only_its_own() -> None:
    from ingest.models import SourceLine
    from ingest.record_models import Degree
    from ingest.study_modes import is_part_time

    line = (
        "I am currently enrolled in the Kestrel Global Executive MBA (class of 2026). I hold an "
        "MSc in Management from Aubrac Business School, awarded in 2009."
    )
    told = Degree(school="Aubrac Business School", level="Master", field="Management")
    told.sources = [SourceLine(doc_id="d", line=3, text=line)]
    assert not is_part_time(told)


def test_a_kinds_noun_is_no_engineer_and_vc_in_chinese_is_a_kind() -> None:
    read = read_question("Which candidates currently work at a video game developer?")
    assert read.record.clauses == ["current_industry=gaming"]
    vc = read_question("哪些候选人有过风险投资或私募股权投资机构的实习经历？")
    assert vc.record.clauses == ["intern_industry=private_equity"] and vc.topic == ""


def test_workshops_said_not_to_count_ask_the_main_track() -> None:
    assert read_question("anyone got an ACL paper? findings is fine, workshops no").main_track
    assert read_question("ACL发过文章的 workshop不算").main_track
    assert not read_question("ACL papers, workshops included").main_track


def test_a_degree_enrolled_in_named_after_its_school_is_under_way() -> None:
    from ingest.education_prose import prose_education
    from ingest.models import TextLine

    line = (
        "I am currently enrolled in the INSEAD Global Executive MBA (class of 2026, expected "
        "graduation December 2026). I hold an MSc in Management from Aubrac Business School, "
        "awarded in 2012, and a licence from a lycée."
    )
    found = prose_education(
        [("education", [TextLine(n=4, text=line)])],
        lambda name: "insead" if name == "INSEAD" else None,
        also=frozenset({"education"}),
    )
    assert sorted((x.school, x.ongoing, x.end) for x in found) == [
        ("Aubrac Business School", False, "2012"),
        ("INSEAD", True, "2026"),
    ]
    asked = read_question("有非全日制硕士的吗 要已经毕业的")
    assert asked.record.clauses == ['part_time_done~"Master"']


def test_a_part_time_degree_finished_or_not_is_either() -> None:
    read = read_question("anyone doing or who did a part time / online masters? finished or not")
    assert read.record.clauses == ['part_time_study~"Master"']
