"""Classes found by stop 49's blind round (and a few left open by stop 48), each pinned on
fictional people: a tool asked as shipped code ("written production Rust"); supervising juniors
as managing people; a university's medical centre as an employer; credit risk as its own domain;
a year, then a month and year, as one range ("2017 - 03/2023"); an employer's line ending
"since 04/2023" above "Title, imaging division"; two dated titles on one line; a brand ending in
"!"; a date in brackets cut after its year; a programme's letters beside its mode of study
("OMSCS, part-time"); "学术" and "校园与志愿" headings; a company a line calls a games publisher;
moves out of a kind of employer ("from a law firm to in-house"); and the questions of the round
read as requirements."""

from __future__ import annotations

import json
from datetime import date

from ingest.career_moves import role_moves
from ingest.dates import find_spans
from ingest.industries import IndustryCatalog, moves_out_of
from ingest.language import HOSPITAL, LEADS_TEAM, role_families
from ingest.parsers import parse_bytes
from ingest.parsers.wrapping import unwrap
from ingest.profile import extract_profile
from ingest.record import org_catalog, position_of
from ingest.record_models import CandidateRecord
from ingest.sections import split_sections
from tests.conftest import lines_profile, read_question

ASKED = date(2026, 11, 27)


def test_production_before_a_tool_asks_for_it_used_at_work() -> None:
    for question in ("who has written production Rust", "anyone with production rust experience"):
        read = read_question(question)
        assert (read.skills, read.skill_at_work, read.topic_terms) == ({"rust"}, True, []), question
    film = read_question("film production experience")
    assert (film.skills, film.skill_at_work) == (set(), False)


def test_supervising_named_juniors_is_leading_people() -> None:
    assert LEADS_TEAM.search("Supervise three trainee patent attorneys and review their drafts")
    assert LEADS_TEAM.search("supervises 4 junior auditors on bank engagements")
    assert not LEADS_TEAM.search("Supervisor: Prof. Idris Okonkwo")
    assert not LEADS_TEAM.search("Supervised by two senior partners")


def test_a_university_medical_centre_is_an_employer_not_a_study_period() -> None:
    assert HOSPITAL.search("Eastmoor University Medical Centre") and HOSPITAL.search(
        "滨江大学附属医院"
    )
    profile = lines_profile(
        ["Rhea Castellan", "Experience",
         "2019.07 - 至今  滨江大学医学院附属第二医院  药剂科 主管药师",
         "• 负责临床用药咨询", "Education", "2014.09 - 2019.06  滨江大学  药学 学士"]
    )  # fmt: skip
    assert [e.employer for e in profile.employment] == ["滨江大学医学院附属第二医院"]


def test_credit_risk_is_its_own_domain_not_lending() -> None:
    read = read_question("5+ years credit risk modeling")
    assert read.record.clauses == ["years_with_credit-risk>=5"]
    assert read_question("做过信贷风控建模3年以上的").record.clauses == [
        "years_with_credit-risk>=3"
    ]
    assert "credit risk" not in read_question("fintech people").concept_names


def test_a_year_then_a_month_and_year_is_one_range() -> None:
    spans = find_spans("Halcyon Devices, Utrecht 2017 - 03/2023")
    assert [(s.start.year, s.start.month, s.end and (s.end.year, s.end.month)) for s in spans] == [
        (2017, None, (2023, 3))
    ]
    two = find_spans("2017.03/2019.05")  # two points, each a year and a month
    assert [(s.start.year, s.start.month) for s in two] == [(2017, 3), (2019, 5)]


def _positions(texts: list[str]) -> list[tuple[str, str | None, str | None, str | None, bool]]:
    catalog = org_catalog()
    return [
        (p.organisation, p.title, p.start, p.end, p.ongoing)
        for p in (position_of(e, catalog) for e in lines_profile(texts).employment)
    ]


def test_an_employer_since_a_date_over_a_title_and_its_unit_and_two_titles_on_one_line() -> None:
    assert _positions(
        ["Marit Vos", "Senior Payroll Lead", "Experience",
         "Kestrel Optics, Delft since 04/2023", "Senior Payroll Lead, imaging division",
         "• Lead a team of 3 payroll advisors.",
         "Halcyon Devices, Utrecht 2017 - 03/2023",
         "Payroll Specialist (2020 - 03/2023), Payroll Assistant (2017 - 2019)",
         "• Ran monthly payroll for 900 staff.",
         "Brightwater Staffing, Utrecht 09/2014-2017", "Recruitment Consultant",
         "Education", "MSc Economics, Tilburg University, 2014"]
    ) == [
        ("Kestrel Optics", "Senior Payroll Lead", "2023-04", None, True),
        ("Halcyon Devices", "Payroll Specialist", "2020", "2023-03", False),
        ("Halcyon Devices", "Payroll Assistant", "2017", "2019", False),
        ("Brightwater Staffing", "Recruitment Consultant", "2014-09", "2017", False),
    ]  # fmt: skip


def test_a_brand_whose_name_ends_with_an_exclamation_mark_is_an_employer() -> None:
    text = (
        "# Orla Fenn\n\norla@example.com\n\n## Experience\n\n"
        "**Quizzly! — Numberbox studio, Oslo**\n"
        "*Learning Content Lead* · 2023 – present\n- Manage a team of 5 content designers.\n\n"
        "**St. Kevin's National School, Dublin**\n*Primary Teacher* · Sep 2012 – Jun 2018\n"
        "- Class teacher.\n"
    )
    cv = parse_bytes(text.encode(), "orla.md", "orla.md", 10**6)
    profile = extract_profile(cv, split_sections(cv))
    assert [e.employer for e in profile.employment] == ["Quizzly!", "St. Kevin's National School"]


def test_a_date_in_brackets_cut_after_its_year_is_joined_again() -> None:
    from ingest.models import TextLine

    lines = [TextLine(text=t, page=1) for t in (
        "某某汽车科技有限公司 2021 年 4 月 – 至今",
        "BMS 算法专家（2023 年 7 月晋升）；此前为 高级 BMS 算法工程师（2021",
        "年 4 月 – 2023 年 6 月）",
        "• 负责 SOC 估计算法。",
    )]  # fmt: skip
    assert [x.text for x in unwrap(lines)][1].endswith("工程师（2021年 4 月 – 2023 年 6 月）")


def test_a_programmes_letters_beside_its_mode_of_study_are_no_school() -> None:
    profile = lines_profile(
        ["Ana Ruiz", "Experience", "Tallbridge Bank London, UK",
         "Senior Backend Engineer, Payments 03/2022 – present", "Education",
         "Lakeshore Institute of Technology online",
         "M.S. in Computer Science (OMSCS, part-time) – in progress since 2024",
         "Tongji University Shanghai, China", "B.Eng. in Software Engineering 2010 – 2014"]
    )  # fmt: skip
    assert [(e.degree, e.school) for e in profile.education] == [
        ("Master", "Lakeshore Institute of Technology"),
        ("Bachelor", "Tongji University Shanghai"),
    ]


def test_academic_and_volunteering_headings_hold_no_jobs() -> None:
    profile = lines_profile(
        ["庄某", "学术", "庄某，李某. 基于卡尔曼滤波的电池 SOC 估计. IEEE VPPC 2017（第一作者）",
         "实习经历", "某某会计师事务所（武汉分所） 审计实习生 2025.07-2025.10", "· 参与年报预审。",
         "校园与志愿", "· 2023.03 - 2024.01 某某大学附属医院门诊导诊志愿者",
         "· 2023-2025 管理学院学生会财务部部长"]
    )  # fmt: skip
    assert [e.employer for e in profile.employment] == ["某某会计师事务所（武汉分所）"]
    assert profile.venues == ["VPPC '17"]


def test_a_company_its_entry_calls_a_games_publisher_is_in_gaming() -> None:
    doc = {
        "basics": {"name": "Tarsila Moura"},
        "work": [{"name": "Lumenfox Studios", "position": "User Acquisition Analyst",
                  "startDate": "2018-02", "endDate": "2019-08",
                  "summary": "Mobile games publisher (two puzzle titles)."}],
    }  # fmt: skip
    cv = parse_bytes(json.dumps(doc).encode(), "t.resume.json", "t.resume.json", 10**6)
    profile = extract_profile(cv, split_sections(cv))
    position = position_of(profile.employment[0], org_catalog())
    assert "gaming" in IndustryCatalog.load().of(position)


def test_a_move_out_of_a_kind_of_employer_is_read_and_met() -> None:
    read = read_question("any lawyers who moved from a law firm to in-house")
    assert read.record.clauses == ["moved_out_of=law_firms", "role=lawyer"]
    assert read_question("从律所跳槽去甲方的").record.clauses[-1] == "moved_out_of=law_firms"
    profile = lines_profile(
        ["詹某", "工作经历", "2019.07 - 至今  上海某某网络科技有限公司  法务总监",
         "2014.07 - 2019.06  某某律师事务所  律师"]
    )  # fmt: skip
    positions = [position_of(e, org_catalog()) for e in profile.employment]
    record = CandidateRecord(id="zhan", name="詹某", positions=positions)
    assert moves_out_of(record, ASKED).value == ["law_firms"]


def test_role_families_and_moves_between_them() -> None:
    assert role_families("Senior Regulatory Affairs Specialist") == ["regulatory-affairs"]
    profile = lines_profile(
        ["柏某", "工作经历", "2016.04 - 至今  某某科技有限公司  硬件产品经理",
         "2012.07 - 2016.03  某某技术有限公司  硬件工程师"]
    )  # fmt: skip
    positions = [position_of(e, org_catalog()) for e in profile.employment]
    record = CandidateRecord(id="bai", name="柏某", positions=positions)
    assert "hardware_to_product-manager" in role_moves(record, ASKED).value  # a PM of hardware
    assert role_families("主管药师") == ["pharmacist"]
    moves = {
        "有没有药剂师转做药品注册的": "role_moves=pharmacist_to_regulatory-affairs",
        "有从普通后端开发转去做 NLP 的吗": "role_moves=backend_to_ml",
        "anyone who moved from backend to NLP": "role_moves=backend_to_ml",
    }
    for question, clause in moves.items():
        read = read_question(question)
        assert (read.record.clauses, read.topic_terms) == ([clause], []), question


def test_questions_of_the_round_read_as_requirements() -> None:
    clauses = {
        "哪些人有过实习经历": ["intern_years>0"],
        "game devs with 10+ yrs in the industry": ["years_in_gaming>=10", "industry=gaming"],
        "10+ years in the gaming industry": ["years_in_gaming>=10", "industry=gaming"],
        "有投行实习过的吗 券商投行部也算": [
            "intern_industry=investment_bank or intern_industry=securities"
        ],
        "any IBD summer interns in the pile": ["intern_industry=investment_bank"],
        "Which candidates currently hold a hardware engineering position?": ["role=hardware"],
        "any former teachers who moved into edtech": ["industry=education", "any_role=teacher"],
        "哪些候选人目前就职于整车制造企业？": ["current_industry=carmaker"],
        "anyone interned at one of the big 4 audit shops": ["intern_industry=big_four"],
        "现在在做硬件的有谁 画板子那种": ["role=hardware"],
        "紫光展锐现在还在职的有吗": ['current_employer="UNISOC"'],
    }
    for question, expected in clauses.items():
        read = read_question(question)
        assert (read.record.clauses, read.topic_terms) == (expected, []), question
    gpu = read_question("现在在 GPU 公司做固件的")
    assert gpu.record.clauses[0] == "current_industry=semiconductor"
    studio = read_question("anyone who worked at hoyoverse (the genshin impact studio)?")
    assert (studio.employers, studio.topic_terms) == ({"mihoyo"}, [])
    described = read_question(
        "anyone ex ping an? the big shenzhen insurance conglomerate, any unit"
    )
    assert (described.employers, described.topic_terms) == ({"ping-an"}, [])
    mba = read_question("anyone w/ a business school masters - mba or exec mba, still doing it ok")
    assert (mba.degree_name, mba.topic_terms) == ("MBA", [])
    decathlon = read_question(
        "who was at that big french sporting goods retailer (decathlon) in 2020"
    )
    assert (decathlon.employers, decathlon.record.clauses, decathlon.topic_terms) == (
        {"decathlon"}, [], []
    )  # fmt: skip
    examples = read_question("worked at a bank (e.g. HSBC, Citi)")
    assert examples.record.clauses == ["industry=bank"]
    assert read_question("anyone who started a masters but didnt finish").degree_status == (
        "never_completed"
    )
    trucks = read_question("做过自动驾驶卡车感知的有吗")
    assert set(trucks.concepts) == {"autonomous-driving", "perception"}
    assert read_question("any licensed aircraft maintenance engineers").concepts == [
        "aircraft-maintenance"
    ]


def test_round_two_headers_handles_and_degree_notes() -> None:
    from ingest.name_handles import name_in_handle

    assert name_in_handle("lumingxuan.fi") == "Lu Mingxuan"  # a run-together name, a short tag
    assert name_in_handle("jane.li") == "Jane Li"
    assert _positions(
        ["秦某", "工作经历", "2023.03-至今Kestrel Aviation(亚太区,香港办公室) 高级航空安全顾问",
         "·为机场提供安全评估。", "2021.09-2023.02 民航某某管理局安全管理部安全管理主管",
         "·负责不安全事件调查。"]
    ) == [
        ("Kestrel Aviation", "高级航空安全顾问", "2023-03", None, True),
        ("民航某某管理局", "安全管理主管", "2021-09", "2023-02", False),
    ]  # fmt: skip
    left = lines_profile(
        [
            "庞某",
            "教育背景",
            "某某大学  金融学硕士（MFin）  2014.09 - 2015.06  （因入职提前离校，未完成学位）",
        ]
    )
    assert [(e.degree, e.unfinished) for e in left.education] == [("Master", True)]
    doc = {
        "basics": {"name": "Wen Qiaoling"},
        "education": [{"institution": "Harbourside University", "area": "Translation Studies",
                       "studyType": "MA (online, part-time, in progress)", "startDate": "2025-09"}],
    }  # fmt: skip
    cv = parse_bytes(json.dumps(doc).encode(), "w.resume.json", "w.resume.json", 10**6)
    profile = extract_profile(cv, split_sections(cv))
    assert [(e.degree, e.ongoing) for e in profile.education] == [("Master", True)]


def test_round_two_questions() -> None:
    street = read_question("20年那会儿在伦敦牛津街那家塞尔福里奇百货上班的有吗")
    assert (street.employers, street.schools) == ({"selfridges"}, set())
    assert read_question("有没有在公司里真搞过容器编排（k8s那套）的").skill_at_work
    both = read_question("目前在读研或者在读MBA的有哪些")
    assert (both.degree, both.degree_status) == ("Master", "in_progress")
    assert read_question("仓储物流机器人方向的候选人").concepts == ["warehouse-automation"]
    assert read_question("anyone currently working as a chef").record.clauses == ["role=chef"]
    assert read_question("who's used CODE V on the job").skills == {"code-v"}
    assert read_question("有在资管实习过的吗").record.clauses == ["intern_industry=fund"]
