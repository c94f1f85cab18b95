"""Classes left open at stop 50, each pinned on fictional people: years asked in either of two
role families ("数据科学或者数据分析岗做了6年以上"); a title that says senior before a manager's
level ("Senior Marketing Manager") asked as senior; a trade left for another field ("teachers who
moved into edtech"), held before and no longer now."""

from __future__ import annotations

from datetime import date

from tests.conftest import answered_names, module_engine, read_question

ASKED = date(2026, 11, 28)


def test_years_in_either_of_two_role_families_are_one_sum() -> None:
    for question in (
        "数据科学或者数据分析岗做了6年以上的",
        "做过数据科学或数据分析岗位6年以上",
        "who has 6+ years in data science or data analyst roles",
    ):
        clauses = read_question(question).record.clauses
        assert clauses == ["years_as_data-scientist+data-analyst>=6"], question
    assert read_question("数据分析岗做了6年以上的").record.clauses == ["years_as_data-analyst>=6"]


def test_a_senior_level_asked_alone_is_met_by_a_title_that_says_senior() -> None:
    clause = read_question("who has senior-level titles?").record.clauses[0]
    assert clause.startswith("seniority=senior or ") and 'title~"senior"' in clause
    # with a job asked, the level of that job's title
    assert read_question("senior engineers").record.clauses[0] == "seniority=senior"


def test_a_role_left_for_another_field_is_held_before_and_not_now() -> None:
    for question in ("teachers who moved into edtech", "老师转行去教育科技公司的"):
        assert "left_role=teacher" in read_question(question).record.clauses, question
    # a move between two role families stays a change of role
    moved = read_question("teachers who moved into product management").record.clauses
    assert moved == ["role_moves=teacher_to_product-manager"]


def test_cabin_crew_and_journalists_are_trades_a_question_names() -> None:
    assert read_question("空乘转行做数据分析的有吗").record.clauses == [
        "role_moves=cabin-crew_to_data-analyst"
    ]
    assert read_question("ex-flight attendants").record.clauses == ["any_role=cabin-crew"]
    moved = read_question("journalists who moved into content strategy").record.clauses
    assert moved == ["left_role=journalist"]


def test_a_trade_left_for_management_now_is_a_move_not_the_role_now() -> None:
    assert read_question("侍酒师出身 现在转做管理的").record.clauses == [
        "role_moves=sommelier_to_manager"
    ]
    assert read_question("前端出身 现在转做产品的").record.clauses[0] == (
        "role_moves=frontend_to_product-manager"
    )


def test_a_proper_team_asked_with_a_filler_word_leaves_no_topic() -> None:
    read = read_question("现在手下有人的 正经带团队那种")
    assert read.record.clauses == ["seniority>=lead"] and read.topic == ""


def test_a_trading_app_is_a_brokerage() -> None:
    read = read_question("backend devs who worked at a brokerage / trading app")
    assert read.record.clauses == ["industry=securities", "role=backend"] and read.topic == ""


def test_this_rounds_kinds_trades_and_fillers_are_read() -> None:
    assert read_question("有公务员或者政府部门工作经历的吗").record.clauses == [
        "industry=government"
    ]
    assert read_question("anyone currently at a think tank").record.clauses == [
        "current_industry=think_tank"
    ]
    assert read_question("anyone interned at a quant shop / hedgie").topic == ""
    assert read_question("ex airline pilots").record.clauses[-1] == "any_role=pilot"
    assert read_question("who's senior level rn, going by their current title").topic == ""
    assert read_question("哪些候选人目前的职位头衔是高级（Senior）级别？").topic == ""
    assert read_question("anyone ex-penguin? i mean the company behind wechat").topic == ""
    cpp = read_question("工作里真写过C加加的有谁 技能栏挂个名的不算")
    assert cpp.skills == {"cpp"} and cpp.skill_at_work
    # a master's, held or in progress: the kind of the degrees named (not a doctorate)
    masters = read_question("who's got an MSc/MA type postgrad degree? still doing one counts")
    assert masters.topic == "" and (masters.degree, masters.degree_status) == ("Master", "any")


def test_a_paragraph_that_opens_with_its_employer_gives_its_positions(engine: object) -> None:
    assert answered_names(engine, "who is a senior clinical analyst now", PEOPLE) == {"Rosa Quill"}
    assert answered_names(engine, "who worked at Harrowgate Infirmary", PEOPLE) == {"Rosa Quill"}


def test_a_role_asked_of_a_year_is_a_title_held_that_year() -> None:
    assert read_question("who was a data analyst in 2021").record.clauses == [
        "role_years_data-analyst=2021"
    ]
    assert read_question("2021年在做数据分析师的").record.clauses == [
        "role_years_data-analyst=2021"
    ]
    assert read_question("who had an analyst title back in 2021").record.clauses == [
        "title_years_analyst=2021"
    ]
    # a field of work done then is no title ("doing android dev back in 2020")
    assert not read_question("who was doing android dev back in 2020").record.clauses
    # a role now, and a job at some time
    now = read_question("backend engineers now who worked at a startup in 2019").record.clauses
    assert "role=backend" in now


def test_a_title_held_in_a_year_names_its_holder_then(engine: object) -> None:
    assert answered_names(engine, "who was a data analyst in 2017", PEOPLE) == {"Mirela Dunsford"}
    assert answered_names(engine, "who had a teacher title back in 2016", PEOPLE) == {
        "Ines Halloran",
        "Owen Keel",
    }


def test_a_higher_degree_said_not_to_count_asks_that_level_itself() -> None:
    read = read_question(
        "who's got an MSc/MA type postgrad degree? still doing one counts, phd doesnt"
    )
    # a master's held or in progress; a PhD alone is none, one beside a master's no bar
    assert (read.degree, read.degree_status, read.record.clauses) == ("Master", "any", [])
    assert read_question("硕士及以上，在读也算").record.clauses == [
        "degree>=master or pursuing>=master"
    ]


def test_a_government_department_beside_its_city_is_the_employer(engine: object) -> None:
    assert answered_names(engine, "有公务员或者政府部门工作经历的吗", PEOPLE) == {"Priya Lanner"}
    assert answered_names(engine, "anyone currently at a think tank", PEOPLE) == {"Priya Lanner"}


def test_trades_and_levels_that_open_a_question_are_read() -> None:
    assert read_question("做税务10年以上的有吗").record.clauses == ["years_as_tax>=10"]
    assert read_question("做服装买手7年以上的").record.clauses == ["years_as_buyer>=7"]
    assert read_question("已经拿到硕士或以上学位的").record.clauses == ["degree>=master"]
    own = read_question("anyone running their own business rn")
    assert own.topic == "" and "founder" in own.record.clauses[0]
    pms = read_question("senior PMs who've actually run a/b tests")
    assert pms.record.clauses == ["role=product-manager", "seniority=senior"]
    assert pms.concepts == ["ab-testing"]
    assert read_question("anyone ex KONE").employers == {"kone"}


def test_a_title_word_asked_as_a_title_and_kinds_sharing_a_shop() -> None:
    clause = read_question("who has a Sr. title in their current job").record.clauses[0]
    assert 'title~"senior"' in clause and 'title~"Sr."' in clause
    shop = read_question("anyone interned at an advisory / consultancy shop")
    assert shop.record.clauses == ["intern_industry=consulting"] and shop.topic == ""


def test_a_school_subject_in_a_file_name_is_no_name() -> None:
    from ingest.names import looks_like_cjk_name

    assert not looks_like_cjk_name("高中数学")
    assert looks_like_cjk_name("高书瑜")


def test_a_title_step_that_says_it_leads_people_leads_them_now(engine: object) -> None:
    found = answered_names(engine, "现在手下有人的 正经带团队那种", PEOPLE)
    assert "柏清远" in found and "莫嘉岚" not in found


def test_a_graduate_institute_of_studies_and_a_french_licence_are_degrees() -> None:
    from ingest.language import SCHOOL_WORD, degree_level

    assert SCHOOL_WORD.search("Westbury Institute of International Studies")
    assert degree_level("Licence LEA (English/Chinese), Université de Lille") == "Bachelor"
    assert degree_level("driving licence") is None


def test_juniors_mentored_are_no_team_led() -> None:
    from ingest.language.seniority import LEADS_TEAM

    assert LEADS_TEAM.search("负责门锁产品线,带 4 名产品经理")
    assert not LEADS_TEAM.search("带 2 名应届生完成电源管理模块")
    assert not LEADS_TEAM.search("带 2 名初级分析师，负责周报口径统一")


def test_two_names_of_one_concept_asked_as_either_are_no_musts() -> None:
    read = read_question("有 ETCS 或 CBTC 项目经验的吗")
    assert set(read.concepts) == {"railway-signalling"} and read.must == []
    assert read_question("现在头衔是xx经理的有谁").topic == ""


def test_the_police_is_a_kind_of_employer() -> None:
    assert read_question("anyone here who used to be a cop").record.clauses == ["industry=police"]
    assert read_question("2019年那会儿在警察系统工作的").record.clauses[0] == (
        "industry_years_police=2019"
    )


def test_a_social_worker_with_an_agency_told_in_prose_is_a_position(engine: object) -> None:
    assert read_question("以前做社工 后来转行做用户研究的").record.clauses == [
        "role_moves=social-worker_to_researcher"
    ]
    assert answered_names(engine, "以前做社工 后来转行做用户研究的", PEOPLE) == {"Orla Breen"}


def test_a_kind_of_company_said_with_words_between_is_that_kind() -> None:
    for question in ("在咨询那种乙方公司干过的", "在咨询类公司待过的", "在咨询公司干过的"):
        assert read_question(question).record.clauses == ["industry=consulting"], question


def test_train_control_words_are_railway_signalling() -> None:
    assert read_question("懂ETCS或者列控信号的").concepts[:1] == ["railway-signalling"]
    assert read_question("anyone with railway signalling experience").concepts == [
        "railway-signalling"
    ]


CVS = {
    "mirela_dunsford.txt": "\n".join(
        [
            "Mirela Dunsford",
            "mirela.dunsford@example.com",
            "Experience",
            "Corvale Analytics Ltd -- Data Analyst",
            "Jan 2016 - Dec 2019",
            "Quayside Retail Group -- Data Scientist",
            "Jan 2020 - present",
        ]
    ),
    "tobin_marsh.txt": "\n".join(
        [
            "Tobin Marsh",
            "tobin.marsh@example.com",
            "Experience",
            "Quayside Retail Group -- Data Scientist",
            "Jan 2021 - present",
        ]
    ),
    "ines_halloran.txt": "\n".join(
        [
            "Ines Halloran",
            "ines.halloran@example.com",
            "Experience",
            "St Brennock's Secondary School -- Mathematics Teacher",
            "Sep 2012 - Jul 2019",
            "Brightpath Learning Ltd (online tutoring platform) -- Senior Marketing Manager",
            "Aug 2019 - present",
        ]
    ),
    "owen_keel.txt": "\n".join(
        [
            "Owen Keel",
            "owen.keel@example.com",
            "Experience",
            "Larchfield Primary School -- Teacher",
            "Sep 2015 - present",
        ]
    ),
    "莫嘉岚.txt": "\n".join(
        [
            "莫嘉岚",
            "mo.jialan@example.com",
            "工作经历",
            "2014.07 - 2022.03  东岭航空股份有限公司  空中乘务员",
            "2022.04 - 至今  青禾出行科技有限公司  数据分析师",
        ]
    ),
    "ada_penrose.txt": "\n".join(
        [
            "Ada Penrose",
            "ada.penrose@example.com",
            "Experience",
            "Westmere General Hospital -- Staff Nurse",
            "Sep 2012 - Aug 2018",
            "Westmere General Hospital -- Clinical Informatics Nurse Specialist",
            "Sep 2018 - present",
            "Configured nursing documentation for clinical informatics.",
        ]
    ),
    "rosa_quill.txt": "\n".join(
        [
            "Rosa Quill",
            "rosa.quill@example.com",
            "Experience",
            "Kestrel Health Partners, Leeds, UK. I joined the records team in June 2019 as a "
            "Clinical Analyst and was promoted to Senior Clinical Analyst in October 2022, the "
            "role I hold now. I build nursing documentation reports.",
            "Harrowgate Infirmary, York, UK. From August 2012 to May 2019 I worked as a staff "
            "nurse on a surgical ward, and trained new nurses on the ward's systems.",
        ]
    ),
    "priya_lanner.txt": "\n".join(
        [
            "Priya Lanner",
            "priya.lanner@example.com",
            "Experience",
            "Brookings Institution, Washington                 since 03/2023",
            "Fellow, Economic Studies",
            "Department of the Treasury, Canberra              02/2015 – 02/2023",
            "Policy Officer",
        ]
    ),
    "柏清远.txt": "\n".join(
        [
            "柏清远",
            "bai.qingyuan@example.com",
            "工作经历",
            "青岚智能科技有限公司 | 2019.01 - 至今",
            "高级硬件产品经理(2022.07 至今):负责门锁产品线,带 3 名产品经理。",
            "硬件产品经理(2019.01 - 2022.06):定义网关产品并完成量产导入。",
        ]
    ),
    "orla_breen.txt": "\n".join(
        [
            "Orla Breen",
            "orla.breen@example.com",
            "Experience",
            "Since May 2022 I have been a UX Researcher at Fernlea Software in Galway, where I run "
            "usability studies for the billing product.",
            "Before research, I was a social worker with Carrowmore Family Agency from September "
            "2014 to April 2022, supporting families in the west of Ireland.",
        ]
    ),
    "callum_verity.txt": "\n".join(
        [
            "Callum Verity",
            "callum.verity@example.com",
            "Experience",
            "The Larchmont Hotel, Edinburgh -- Head Sommelier",
            "Apr 2013 - Jun 2020",
            "Harbourline Hotels Group -- Food & Beverage Manager",
            "Jul 2020 - present",
        ]
    ),
}
PEOPLE = {
    "Mirela Dunsford", "Tobin Marsh", "Ines Halloran", "Owen Keel", "莫嘉岚", "Callum Verity",
    "Ada Penrose", "Rosa Quill", "Priya Lanner", "柏清远",
    "Orla Breen",
}  # fmt: skip

engine = module_engine(CVS, "either-role-years", ASKED)


def test_years_across_both_families_meet_the_sum(engine: object) -> None:
    asked = "who has 6+ years in data science or data analyst roles"
    assert answered_names(engine, asked, PEOPLE) == {"Mirela Dunsford"}


def test_a_senior_manager_has_a_senior_level_title(engine: object) -> None:
    assert "Ines Halloran" in answered_names(engine, "who has senior-level titles?", PEOPLE)


def test_a_teacher_who_left_teaching_is_found_and_one_still_teaching_is_not(
    engine: object,
) -> None:
    found = answered_names(engine, "teachers who moved into edtech", PEOPLE)
    assert found == {"Ines Halloran"}


def test_a_flight_attendant_turned_analyst_is_found_by_the_move(engine: object) -> None:
    assert answered_names(engine, "空乘转行做数据分析的有吗", PEOPLE) == {"莫嘉岚"}


def test_a_nurse_who_moved_on_is_found_whatever_the_later_title_says(engine: object) -> None:
    assert answered_names(engine, "nurses who moved into clinical informatics", PEOPLE) == {
        "Ada Penrose"
    }


def test_a_sommelier_now_managing_is_found_by_the_move(engine: object) -> None:
    assert answered_names(engine, "侍酒师出身 现在转做管理的", PEOPLE) == {"Callum Verity"}
