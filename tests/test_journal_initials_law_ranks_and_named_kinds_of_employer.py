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
    # a known venue is met by its own name only: KDD's spelled-out name is inside PAKDD's
    pakdd = "Advances in Knowledge Discovery and Data Mining. PAKDD 2025."
    assert not venue_patterns(["KDD"])[0].search(pakdd)
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
    assert read.record.clauses == []  # (what it is, in brackets: no kind of employer besides)
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


def test_a_studio_owned_by_a_group_counts_as_the_group() -> None:
    catalog = org_catalog()
    (ilm,) = catalog.find("Industrial Light & Magic (Lucasfilm), Singapore")[:1]
    assert catalog.lineage(ilm.id) == ["ilm", "lucasfilm", "disney"]
    for q in (
        "anyone ex house of mouse? ILM pixar all count",
        "谁在迪士尼系干过 工业光魔皮克斯这些也算",
    ):
        assert read_question(q).employers == {"disney"}, q
    assert read_question("anyone ex louis vuitton?").employers == {"louis-vuitton"}
    assert read_question("现在在深铁上班的有吗").employers == {"shenzhen-metro"}
    assert read_question("who was at xiaopeng motors sometime in 2019").employers == {"xpeng"}


def test_a_title_heading_is_no_name_and_a_handle_tag_is_no_name_part() -> None:
    profile = lines_profile(
        [
            "# Lead Character Artist — CV",
            "Amsterdam, NL · oskar.vellinga.3d@example.com",
            "## Experience",
            "### Quarry Hill Games, Amsterdam",
            "**Lead Character Artist** · 2020 – present",
        ],
        "vellinga_cv.md",
    )
    assert profile.names[0] == "Oskar Vellinga"


def test_kinds_of_employer_skills_and_authorship_in_other_words() -> None:
    read = read_question("anyone done an internship at a fund house or investment manager")
    assert read.record.clauses == ["intern_industry=fund"] and read.topic == ""
    assert read_question("anyone who actually wrote spreadsheet macros on the job").skills == {
        "vba"
    }
    read = read_question("谁工作里写过excel宏 自动化报表那种")
    assert read.skills == {"vba"} and read.topic == ""
    read = read_question("who has a paper where their name comes first in the author list")
    assert read.first_author is True and read.topic == ""


def test_a_citation_by_its_type_mark_is_a_paper_wherever_it_is_listed() -> None:
    from ingest.language import CITATION_TYPE

    assert CITATION_TYPE.search("练知夏. 会议同传中的术语预判策略 [J]. 中国翻译, 2020(4): 112-118.")
    assert not CITATION_TYPE.search("CATTI 一级口译证书, 2018 年")


def test_hrbps_are_asked_apart_from_the_rest_of_hr() -> None:
    assert read_question("any HRBPs in here").concepts == ["role:hrbp"]
    assert read_question("HR people with 5+ years").record.clauses == ["years>=5", "role=hr"]


def test_a_masters_started_and_not_finished() -> None:
    read = read_question("anyone start a master's and not finish it")
    assert read.degree == "Master" and read.degree_status == "never_completed"
    assert read.topic == ""


def test_supervising_students_is_no_team_led() -> None:
    from ingest.language import LEADS_TEAM

    assert not LEADS_TEAM.search("Co-supervise two student researchers each summer.")
    assert LEADS_TEAM.search("Supervise three data scientists on pricing.")


def test_an_architect_of_buildings_who_moved_into_property_development() -> None:
    read = read_question("有建筑师背景转做地产开发的吗")
    assert read.record.clauses == ["role_moves=building-architect_to_property-development"]
    assert read.topic == ""


def test_a_law_masters_asked_as_llm_where_the_words_say_a_degree() -> None:
    read = read_question("any LLM grads? law masters")
    assert read.degree == "Master" and read.degree_name == "LLM" and read.topic == ""
    read = read_question("anyone who did a masters, LLM or MBA included")
    assert read.degree == "Master" and read.degree_name is None and read.topic == ""
    assert read_question("LLM engineers with 3 years").degree is None


def test_a_brand_then_group_where_brands_are_spoken_of_is_the_owner() -> None:
    read = read_question("anyone ex louis vuitton group? any of their brands counts")
    assert read.employers == {"lvmh"} and read.topic == ""
    assert read_question("worked at sephora").employers == {"sephora"}


def test_a_field_of_work_in_a_past_half_year_is_a_role_then() -> None:
    read = read_question("2019年下半年在做后端的")
    assert read.record.clauses == ["role_years_backend=2019"] and read.topic == ""
    assert read_question("现在在做后端的").record.clauses == ["role=backend"]


def test_an_acronym_spelled_out_beside_it_as_other_words_is_no_skill() -> None:
    from ingest.skills import SkillCatalog

    skills = SkillCatalog.load()
    assert [m.id for m in skills.find("Account Executive (AE), Mid-Market")] == []
    assert [m.id for m in skills.find("AE (Account Executive) at a SaaS firm")] == []
    assert {m.id for m in skills.find("After Effects (AE), Nuke")} == {"after-effects"}
    assert [m.id for m in skills.find("Motion graphics in AE")] == ["after-effects"]


def test_a_journal_named_in_chinese_is_its_english_name(engine) -> None:
    read = read_question("哪些候选人在《自然-结构与分子生物学》上发表过论文？")
    assert read.venues == ["Nature Structural Molecular Biology"] and read.topic == ""
    # (with its short forms: a CV may print "Nat. Commun.")
    assert read_question("有人在《自然·通讯》发过文章吗").venues == [
        "Nature Communications",
        "NatComm",
        "Nat. Commun.",
    ]
    q = "哪些候选人在《自然-结构与分子生物学》上发表过论文？"
    assert answered_names(engine, q, PEOPLE) == {"Ilse Varga"}


def test_a_groups_other_chains_and_a_skill_really_used_at_work() -> None:
    read = read_question("anyone ex zara? or any of the other inditex chains")
    assert read.employers == {"inditex", "zara"} and read.topic == ""
    read = read_question("有没有上班真用蟒蛇语言写过东西的 简历里光写会的不算")
    assert read.skills == {"python"} and read.skill_at_work and read.topic == ""


def test_a_title_that_starts_with_project_is_a_title() -> None:
    profile = lines_profile([
        "Iker Salaberri",
        "iker.salaberri@example.com",
        "Experience",
        "2012–2015 Project Architect, Ardent Quarter Architects, London",
        "Detail design for a cultural centre.",
        "2016–2018 Project Manager, Kestrel Build, Leeds",
    ])  # fmt: skip
    assert [p.role for p in profile.employment] == ["Project Architect", "Project Manager"]


def test_a_customer_success_manager_manages_accounts_not_people() -> None:
    from ingest.language import seniority_levels

    assert seniority_levels("Senior Customer Success Manager") == ["senior"]
    assert seniority_levels("Engineering Manager") == ["manager"]


def test_a_json_resumes_name_drops_the_doctors_title(tmp_path) -> None:
    import json as json_lib
    from pathlib import Path

    from ingest.parsers import parse_file
    from ingest.profile import extract_profile
    from ingest.sections import split_sections

    doc = {"basics": {"name": "Dr Maren Solvik Aune", "email": "maren.aune@example.org"}}
    path = Path(tmp_path) / "maren.resume.json"
    path.write_text(json_lib.dumps(doc), encoding="utf-8")
    cv = parse_file(path, 1_000_000)
    assert extract_profile(cv, split_sections(cv)).names[0] == "Maren Solvik Aune"


def test_an_offer_not_taken_up_is_no_job_there() -> None:
    from ingest.language import NOT_EMPLOYMENT

    assert NOT_EMPLOYMENT.search("2019年曾获字节跳动HRBP岗位offer，因个人原因未入职。")


def test_a_store_manager_now_and_cost_consulting_in_either_language() -> None:
    assert read_question("who's a store manager right now").record.clauses == [
        "seniority=manager",
        "role=store-manager",
    ]
    assert read_question("现在当店长的").record.clauses == ["role=store-manager"]
    for q in ("做建设工程造价咨询的有吗", "any QS / cost consultants?"):
        assert read_question(q).concepts == ["cost-consulting"], q


def test_a_chinese_prose_stay_at_a_long_name_and_at_a_department_of_an_org() -> None:
    profile = lines_profile([
        "霍明远",
        "huomingyuan@example.cn",
        "工作经历",
        "2020年7月至2020年12月，我在华为海思（HiSilicon）上海研究所的模拟与混合信号设计部做实习生。",
        "2021年7月研究生毕业后，我加入澄川微电子（北京）股份有限公司上海设计中心，担任模拟IC设计工程师。",
    ])  # fmt: skip
    found = [(p.org_id, p.start) for p in profile.employment]
    assert found[0] == ("hisilicon", "2020-07")
    assert profile.employment[1].employer.startswith("澄川微电子") and found[1][1] == "2021-07"


def test_medical_devices_a_groups_systems_arm_and_an_offer_not_accepted() -> None:
    from ingest.language import NOT_EMPLOYMENT

    assert read_question("who's got medical device industry experience").record.clauses == [
        "industry=medical_devices"
    ]
    assert read_question("现在在汉莎集团的有谁").employers == {"lufthansa"}
    assert org_catalog().lineage("lufthansa-systems") == ["lufthansa-systems", "lufthansa"]
    assert NOT_EMPLOYMENT.search("2019年曾获波士顿科学区域经理职位录用，未接受。")


def test_process_safety_and_air_traffic_control_are_trades_of_their_own() -> None:
    from ingest.language import role_families

    assert role_families("工艺安全工程师") == ["process-safety"]
    assert role_families("安全工程师") == ["security"]
    assert role_families("Air Traffic Controller, London Terminal Control") == [
        "air-traffic-controller"
    ]
    assert read_question("any current air traffic controllers?").record.clauses == [
        "role=air-traffic-controller"
    ]
