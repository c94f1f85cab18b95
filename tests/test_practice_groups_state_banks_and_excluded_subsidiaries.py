"""Classes found by stop 48's second blind round, each pinned on fictional people: a firm's
practice group under its heading ("Partner, Chemistry group"), a trainee patent attorney's
full-time job, a JSON Resume degree its score says was not completed, a diploma above its school
in a degree-first list, an independent college named after a province, a Chinese name on the
first line that the file name repeats, a current employer's excluded subsidiary ("国泰航空本身
港快不算"), an exam prepared for, and questions naming kinds of employer (social apps, EV
chargers, 国有大行, robot vacuums), scope words and statuses in chatty phrasings."""

from __future__ import annotations

import json
from datetime import date

from bot.answer.engine import AnswerEngine
from ingest.language import INTERN
from ingest.parsers import parse_bytes
from ingest.profile import extract_profile
from ingest.sections import split_sections
from ingest.study_places import countries
from tests.conftest import answered_names, lines_profile, module_engine, read_question


def test_a_firms_practice_group_is_no_employer_and_partner_is_a_title() -> None:
    profile = lines_profile(
        ["Ciaran M", "Experience", "Marks & Clerk LLP, London",
         "Partner, Chemistry group since 04/2025", "• Run a portfolio of 300 cases.",
         "Senior Associate, Chemistry group 04/2022-03/2025", "• Led oppositions."]
    )  # fmt: skip
    assert [(e.employer, e.role) for e in profile.employment] == [
        ("Marks & Clerk LLP", "Partner"),
        ("Marks & Clerk LLP", "Senior Associate"),
    ]
    assert not INTERN.search("Trainee Patent Attorney, Chemistry")
    assert INTERN.search("Summer Research Intern, catalysis")


def test_a_json_resume_degree_whose_score_says_not_completed_is_unfinished() -> None:
    doc = {
        "basics": {"name": "Wit Zalewski"},
        "education": [
            {"institution": "Lakeshore Institute of Technology", "studyType": "Master of Science",
             "area": "Computer Science (online, part-time)", "startDate": "2020-08",
             "endDate": "2022-05", "score": "Not completed (withdrew after 5 of 10 courses)"}
        ],
    }  # fmt: skip
    cv = parse_bytes(json.dumps(doc).encode(), "wit.resume.json", "wit.resume.json", 10**6)
    profile = extract_profile(cv, split_sections(cv))
    assert [(e.degree, e.unfinished) for e in profile.education] == [("Master", True)]


def test_a_diploma_above_its_school_keeps_the_degree_above_its_own() -> None:
    profile = lines_profile(
        ["Kat D", "Education", "MBA (part-time)   2024 – present",
         "Harbourview Metropolitan University",
         "Professional Diploma in Customer Experience   2023",
         "Harbourview School of Continuing Studies",
         "BS Tourism Management   2008 – 2012", "University of Kestrel Bay, Manila"]
    )  # fmt: skip
    mba = profile.education[0]
    assert (mba.degree, mba.start, mba.ongoing) == ("Master", "2024", True)


def test_an_independent_college_named_after_a_province_is_not_its_university() -> None:
    profile = lines_profile(
        ["简某", "教育背景", "2011.09 - 2015.06    上海财经大学浙江学院    会计学    管理学学士"]
    )
    assert [(e.school, e.org_id) for e in profile.education] == [("上海财经大学浙江学院", None)]
    assert read_question("有上海财经大学毕业的吗").schools == {"sufe"}


def test_a_chinese_name_on_the_first_line_that_the_file_name_repeats_is_the_owners() -> None:
    profile = lines_profile(
        ["越某川", "手机:186 0000 3357 | 邮箱:yueqc_ts@example.com | 上海", "工作经历",
         "公司：某某科技有限公司", "职位：信任与安全高级分析师", "时间：2022/9-至今"],
        file_name="越某川_简历.docx",
    )  # fmt: skip
    assert profile.names[0] == "越某川"


def test_kinds_of_employer_and_scope_words_in_chatty_questions() -> None:
    clauses = {
        "现在在社交app公司上班的有谁": ["current_industry=social_media"],
        "anyone at an ev charger company right now": ["current_industry=ev_charging"],
        "现在在做新能源车充电设备的公司上班的有吗": ["current_industry=ev_charging"],
        "在四大行干过的": ["industry=state_banks"],
        "谁在四大干过": ["industry=big_four"],
        "anyone from a robot vacuum maker": ["industry=smart_home"],
        "who was at the big shenzhen drone maker back in 2019": ["industry_years_drone=2019"],
        "who's doing their own thing rn, independent contractor type": ["current_kind=freelance"],
        "现在单干接项目的有吗": ["current_kind=freelance"],
        "who's senior level today - senior / staff / lead type titles": [
            "seniority=senior or seniority=staff or seniority=lead"
        ],
        "内容安全 / trust & safety 做了5年以上的": ["years_with_trust-safety>=5"],
    }
    for question, expected in clauses.items():
        read = read_question(question)
        assert (read.record.clauses, read.topic or None) == (expected, None), question
    arms = read_question("anyone been at huawei or one of its arms (hisilicon, huawei cloud etc)")
    assert arms.employers == {"huawei"} and not arms.topic
    assert read_question("any uni of edinburgh alumni here").schools == {"edinburgh"}
    masters = read_question("who's got an msc or mba, still studying is fine")
    assert (masters.degree, masters.degree_name, masters.topic or None) == ("Master", None, None)
    either = read_question("anyone doing or who did a part time / online masters? finished or not")
    assert either.degree_status == "any"
    rust = read_question("写过 Rust 生产代码的有吗")
    assert rust.skills == {"rust"} and rust.skill_at_work and not rust.topic
    cathay = read_question("现在还在国泰航空本身上班的有吗 港快不算")
    assert cathay.record.clauses[-1] == 'not current_employer="HK Express"'
    assert countries().named_in("MSc Clinical Research, University of Liverpool") == ["uk"]


ASKED = date(2026, 11, 27)
CVS: dict[str, str | bytes] = {
    "kat_dela_cruz.md": """# Kat Dela Cruz

kat.delacruz@example.com · Hong Kong

## Experience

**Customer Experience Manager**, HK Express (a Cathay Pacific Group airline) — 09/2022 – Present

**Inflight Service Manager**, Cathay Pacific Airways — 04/2019 – 08/2022
""",
    "oren_pask.md": """# Oren Pask

oren.pask@example.com · Hong Kong

## Experience

**Network Planner**, Cathay Pacific Airways — 03/2021 – Present

## Certifications

- AWS Certified Solutions Architect – Professional (2024)
""",
    "季某棠_简历.txt": """季某棠
邮箱 jimoutang@example.com
工作经历
2021.07 - 至今    某某数据科技有限公司    数据工程师
技能与证书
阿里云 ACA 大数据认证（备考中）
""",
}
PEOPLE = {"Kat Dela Cruz", "Oren Pask", "季某棠"}

engine = module_engine(CVS, "practice-groups", ASKED)


def test_a_current_job_at_an_excluded_subsidiary_is_not_at_its_parent(
    engine: AnswerEngine,
) -> None:
    assert answered_names(engine, "现在还在国泰航空本身上班的有吗 港快不算", PEOPLE) == {
        "Oren Pask"
    }
    assert answered_names(engine, "anyone currently at cathay pacific", PEOPLE) == {
        "Kat Dela Cruz",
        "Oren Pask",
    }


def test_an_exam_prepared_for_is_no_certification(engine: AnswerEngine) -> None:
    assert answered_names(engine, "anyone cloud certified", PEOPLE) == {"Oren Pask"}
