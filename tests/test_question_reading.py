"""One intent asked in other words reads into the same requirements: a degree's status,
a company asked about without a verb, an intern-only clause, a period, the current job; and
the words that only carry the asking ("who's", "right now", "哪几位", "PhD holders") are no
topic. Phrasings are our own (the paraphrase eval set measures the same on unseen ones)."""

from __future__ import annotations

from functools import cache

import pytest

from bot.answer.question import Constraints, analyze, constraints_of
from ingest.language import ROLE_FAMILIES, ROLE_NAMES, role_families
from ingest.orgs import OrgCatalog
from ingest.skills import SkillCatalog


@cache
def _catalogs() -> tuple[OrgCatalog, SkillCatalog]:
    return OrgCatalog.load(), SkillCatalog.load()


def read(question: str) -> Constraints:
    orgs, skills = _catalogs()
    return constraints_of(analyze(question), orgs, skills)


def shape(c: Constraints) -> dict[str, object]:
    """The requirements a user would notice, without the topic."""
    return {
        "employers": sorted(c.employers),
        "degree": c.degree,
        "status": c.degree_status,
        "current": c.current or bool(c.record.current_places),
        "intern_only": c.intern_only,
        "period": c.period,
        "joined": c.joined,
        "at_work": c.skill_at_work,
        "record": c.record.expression,
    }


INTENTS = {
    "a doctorate, held or pursued": [
        "Which candidates are pursuing or have completed a PhD?",
        "Who holds or is pursuing a PhD?",
        "Who has a PhD or is working towards one?",
        "anyone got a doctorate or doing one right now?",
        "PhD holders or PhD students — who?",
        "谁有博士学位或正在读博？",
        "博士在读或已毕业的有哪些人？",
        "谁是博士，或者正在读博？",
    ],
    "a doctorate held (not in progress, not left)": [
        "Which candidates hold a doctoral degree?",
        "PhD holders — who?",
        "Who has a PhD?",
        "谁有博士学位？",
    ],
    "a doctorate completed (the CV must show it)": [
        "anyone with a finished PhD?",
        "Who has completed a PhD?",
        "哪几位已经博士毕业了？",
    ],
    "a doctorate in progress": [
        "Who is currently pursuing a PhD?",
        "PhD students?",
        "谁在读博？",
        "有没有博士在读的？",
    ],
    "worked at a company, asked without a verb": [
        "Who has worked at Tencent?",
        "anyone ex-Tencent?",
        "Tencent experience — who has it?",
        "anyone with Tencent experience?",
        "有腾讯背景的吗？",
        "有没有腾讯出来的？",
        "anyone here done time at Tencent?",
        "Who had a stint at Tencent?",
    ],
    "interned but never full-time": [
        "who interned at Tencent but never worked there full time?",
        "Tencent internship, but no full-time job there — anyone?",
        "谁在腾讯实习过，但没有在腾讯全职工作过？",
    ],
    "there now": [
        "Who currently works at Tencent?",
        "who's at Tencent right now?",
        "现在在腾讯上班的有谁？",
    ],
    "there before a year": [
        "Who worked at Tencent before 2020?",
        "anyone at Tencent pre-2020?",
        "谁在2020年之前在腾讯工作过？",
    ],
    "there from a year on": [
        "Who was at Tencent in 2021 or later?",
        "Who has worked at Tencent since 2021?",
        "谁2021年起在腾讯工作？",
        "2021年及以后在腾讯工作过的有谁？",
    ],
    "a master's or higher, held": [
        "Which candidates hold a master's degree or higher?",
        "who's got a postgrad degree (master's or above)?",
        "Who has at least a master's degree?",
        "硕士及以上学历的有哪些人？",
    ],
    "leading or managing people now": [
        "Which of them is in a team lead or management role right now?",
        "Currently managing people — who?",
        "目前担任团队负责人或管理岗位的有谁？",
        "现在在带团队的有哪些人？",
    ],
    "years of experience": [
        "anyone with 8+ years of full-time experience?",
        "Which candidates have at least eight years of full-time work experience?",
        "Eight or more years of full-time work — who?",
        "谁有 8 年以上全职工作经验？",
        "全职工作满八年的有哪些人？",
    ],
    "ten years or more": [
        "10+ years of experience?",
        "anyone with a decade-plus in the industry?",
        "十年以上经验的有谁",
        "十多年经验的",
    ],
    "an employer, any of its units": [
        "Who has worked at Alibaba Group (any business unit)?",
        "anyone from Alibaba, any BU",
        "在阿里任何事业部工作过的",
        "谁在阿里系待过",
        "worked under the Alibaba umbrella?",
    ],
    "interned there, never converted": [
        "Who interned at ByteDance but never worked there full-time?",
        "谁在字节实习过但没转正",
        "who interned at ByteDance but didn't get converted",
    ],
    "graduate study under way": [
        "谁是在读研究生",
        "anyone in grad school right now?",
        "Who is currently a graduate student?",
    ],
    "serverless at an employer, in either language": [
        "Who has worked on serverless cloud functions at Tencent?",
        "谁在腾讯做过云函数？",
        "anyone done FaaS at Tencent?",
    ],
    "years in one role": [
        "Who has spent 4+ years as a backend engineer?",
        "4 or more years as a backend developer?",
        "做过4年以上后端开发的",
        "有4年以上后端工程师经验的人",
    ],
    "years, in recruiter shorthand": [
        "5+ yoe",
        "at least 5 years of experience",
        "5年以上经验的",
    ],
    "joined a company from a year on": [
        "Who joined Baidu in 2020 or later?",
        "anyone who moved to baidu since 2020",
        "2020年及以后加入百度的",
    ],
    "an employer, with what counts said in passing": [
        "Who has worked at Alibaba?",
        "alibaba people? cainiao fine, ant doesnt",
        "anyone w alibaba experience, alibaba cloud counts",
        "Who has worked at Alibaba, including its subsidiaries and business groups?",
    ],
    "a skill used in a job, not only listed": [
        "Who has used Terraform in a job?",
        "anyone run terraform at work",
        "工作中用过 Terraform 的",
        "有 Terraform 实战经验的",
    ],
    "studied in a country": [
        "Who studied in Norway?",
        "anyone Norwegian-educated",
        "在挪威读过书的有谁",
        "挪威留学回来的",
    ],
    "people led or managed": [
        "who has managed 10+ people?",
        "anyone who led a team of at least 10",
        "带过10人以上团队的",
        "管理过10人以上的有谁",
    ],
    "a language spoken": [
        "who speaks Japanese?",
        "any Japanese speakers",
        "会日语的有谁",
    ],
    "a language spoken fluently": [
        "日语流利的",
        "anyone fluent in Japanese?",
        "who speaks fluent Japanese",
    ],
    "worked abroad": [
        "anyone who worked abroad?",
        "overseas work experience — who?",
        "有海外工作经历的",
        "在海外工作过的",
    ],
    "years at one company": [
        "在字节待过两年以上的",
        "2+ years at ByteDance",
        "worked at ByteDance for 2+ years",
        "在字节跳动干了两年以上的",
    ],
    "managed people at any time": [
        "有管理经验的",
        "做过管理的",
        "who has managed people before?",
        "anyone with people management experience",
    ],
    "an internship in a year, anywhere": [
        "who interned in 2018?",
        "2018年在实习的有谁",
    ],
    # (a summer is that year's middle months, not the whole year)
    "an internship in a summer, anywhere": [
        "anyone interned somewhere in summer 2018",
        "2018年暑期实习过的",
    ],
    "studied abroad": [
        "anyone who studied abroad?",
        "有海归吗",
        "有留学背景的吗",
    ],
    "an expert title now": [
        "现在是技术专家的有谁",
        "谁是高级技术专家",
        "who is a senior expert engineer now",
    ],
}


@pytest.mark.parametrize("intent", INTENTS)
def test_an_intent_asked_in_other_words_reads_the_same(intent: str) -> None:
    phrasings = INTENTS[intent]
    shapes = {p: shape(read(p)) for p in phrasings}
    first = shapes[phrasings[0]]
    assert all(s == first for s in shapes.values()), shapes


@pytest.mark.parametrize(
    "question",
    [p for phrasings in INTENTS.values() for p in phrasings],
)
def test_the_words_of_asking_are_no_topic(question: str) -> None:
    assert read(question).topic_terms == [], question


def test_a_clause_after_a_chinese_question_mark_is_its_own_exclusion() -> None:
    c = read("谁在谷歌做过全职工作？实习不算。")
    assert (c.employers, c.excluded, c.fulltime) == ({"google"}, set(), True)


def test_a_degree_level_asked_as_a_maximum_is_the_highest_held_at_most_that() -> None:
    assert read("本科及以下学历").record.clauses == ["degree<=bachelor"]
    assert read("no higher than a bachelor's").record.clauses == ["degree<=bachelor"]
    assert read("at most a master's").record.clauses == ["degree<=master"]
    assert read("master's or above").record.clauses == ["degree>=master"]


def test_a_period_with_both_ends_and_leaving_a_place_are_read() -> None:
    assert read("who was at Tencent between 2018 and 2020").period == (2018, 2020)
    assert read("在腾讯2018到2020年之间的").period == (2018, 2020)
    left = read("anyone who left Huawei before 2019")
    assert (left.period, left.record.clauses, left.topic_terms) == (
        (None, 2018),
        ['not current_employer="Huawei"', "left_huawei<=2018"],  # gone by then
        [],
    )
    assert read("2019年离开阿里的").period == (2019, 2019)


def test_how_a_degree_was_studied_is_no_topic() -> None:
    for question in ("统招本科", "全日制硕士"):
        assert read(question).topic_terms == [], question


def test_a_student_asked_in_other_words_is_a_degree_in_progress() -> None:
    for question in ("anyone still in school", "current students?", "currently enrolled students"):
        c = read(question)
        assert (c.degree, c.degree_status, c.topic_terms) == ("any", "in_progress", []), question
    assert read("folks who've done a PhD").topic_terms == []


def test_a_company_by_its_nickname_is_that_company() -> None:
    assert read("鹅厂出来的有吗").employers == {"tencent"}
    assert read("在菊厂干过的").employers == {"huawei"}
    assert read("在亚麻干过的").employers == {"amazon"}  # only where a place is said


def test_a_group_of_employers_named_at_once_asks_for_any_of_them() -> None:
    assert read("BAT出来的").employers == {"baidu", "alibaba", "tencent"}
    assert read("ex-FAANG folks").employers == {"meta", "amazon", "apple", "netflix", "google"}
    assert {"bytedance", "google", "huawei"} <= read("anyone from big tech").employers
    assert {"alibaba", "tencent"} <= read("有大厂背景的吗").employers


def test_a_short_name_said_where_a_place_is_is_that_company() -> None:
    assert read("2020年之前就在蚂蚁的").employers == {"ant-group"}
    assert read("2020年之前就在蚂蚁的").period == (None, 2019)
    assert read("在菜鸟干过的").employers == {"cainiao"}  # not the place "菜鸟干过"


def test_a_school_in_a_city_asked_by_its_name_asks_no_country() -> None:
    assert read("UK-educated folks?").record.clauses == ["studied_in=uk"]
    assert read("who studied in Oxford?").record.clauses == ["studied_in=uk"]
    assert read("cambridge grads?").record.clauses == []  # the school, not all of the UK
    assert read("Oxford grads?").schools == {"oxford"}


def test_a_product_after_experience_with_is_not_a_place() -> None:
    assert not read("Who has experience with Alibaba Cloud?").employers
    assert read("anyone with Alibaba experience?").employers == {"alibaba"}


def test_ex_or_now_is_not_only_now() -> None:
    either = read("anyone ex-Alibaba, or at Alibaba now?")
    assert not either.current and not either.record.current_places
    now = read("who's at Alibaba now?")  # the record's current position decides
    assert now.record.expression == '(current_employer="Alibaba")'
    assert now.record.current_places == ["Alibaba"]


def test_a_minimum_is_read_as_that_level_or_above() -> None:
    assert read("Who holds a master's degree or higher?").record.expression == "(degree>=master)"
    assert read("工程经理及以上的有谁？").record.expression == "(seniority>=manager)"
    assert read("Who joined Tencent in 2021 or later?").period == (2021, None)


def test_ex_a_subsidiary_asks_for_its_people_not_its_product() -> None:
    assert read("anyone ex-AWS?").employers == {"aws"}
    assert not read("any AWS experience?").employers


def test_now_and_a_verb_after_zai_are_no_place() -> None:
    assert not read("谁现在是技术负责人？").unknown_work
    assert not read("现在在带团队的有哪些人？").unknown_work


def test_an_unlisted_company_with_a_skill_in_its_name_is_still_a_place() -> None:
    assert read("Who has worked at Nordlicht AI Labs?").unknown_work == ["Nordlicht AI Labs"]
    assert read("who worked at Kubernetes").skills == {"kubernetes"}  # the whole name a skill


def test_an_unlisted_university_asked_with_a_work_verb_is_an_employer() -> None:
    c = read("Who has worked at Eastmoor State University?")
    assert c.unknown_work == ["Eastmoor State University"] and not c.unknown_study
    assert read("Who studied at Eastmoor State University?").unknown_study == [
        "Eastmoor State University"
    ]
    assert read("Anyone from Eastmoor State University?").unknown_study == [
        "Eastmoor State University"
    ]


def test_a_product_named_in_the_topic_is_asked_by_all_its_names() -> None:
    # "Feishu" is a ByteDance product here, not a place: its Chinese name meets 飞书 lines
    c = read("Anyone who built Feishu/Lark products at ByteDance?")
    assert c.employers == {"bytedance"} and "飞书" in c.concept_names
    assert read("Who has worked at Alibaba?").concept_names == []


def test_a_name_typed_in_lower_case_where_a_place_or_a_tool_goes_is_still_the_name() -> None:
    # "Meta", "Chisel": names the catalogs match only as written, since they are words too
    assert read("anyone from meta").employers == {"meta"}
    assert read("anyone used chisel in an actual job").skills == {"chisel"}
    assert not read("who can go to beijing").skills


def test_a_companys_people_by_their_nickname_are_its_employees() -> None:
    assert "amazon" in read("any amazonians? AWS counts").employers
    assert read("ex-googlers with SRE experience").employers == {"google"}


def test_a_role_asked_at_a_place_is_met_by_its_titles_in_either_language() -> None:
    c = read("PMs at Northwind")  # a company the catalog does not know
    assert c.unknown_work == ["Northwind"]
    assert "Product Manager" in c.concept_names and "产品经理" in c.concept_names
    assert not c.must  # "PMs" is no identifier a line must contain


def test_interned_and_not_kept_on_is_no_topic() -> None:
    c = read("在美团实习过但没转正留下来的")
    assert c.never_full_time and c.topic_terms == []


def test_words_describing_a_tier_list_are_no_topic() -> None:
    c = read("anyone from one of the 39 elite chinese unis (the 985 list)?")
    assert c.record.expression == "(tier=985)" and c.topic_terms == []


def test_a_degree_held_or_being_studied_for_in_chatty_words_is_either_status() -> None:
    assert read("anyone with a doctorate or doing one rn").degree_status == "any"
    assert read("有在读博或者已经博士毕业的吗").degree_status == "any"


def test_a_venue_paper_is_a_main_conference_paper_unless_workshops_are_asked_about() -> None:
    assert read("anyone lead-authored a CVPR paper?").main_track
    assert read("有 CVPR 一作的吗").main_track
    either = read("CVPR papers, workshops included?")
    assert not either.main_track and either.topic_terms == []


def test_or_higher_in_chinese_is_a_minimum_not_the_level_senior() -> None:
    assert read("现在是总监或者更高级别的").record.expression == "(seniority>=director)"


def test_a_clause_set_apart_by_spaces_excludes_only_itself() -> None:
    c = read("有没有 terraform 实战经验的 只写在技能里的不算")
    assert c.skills == {"terraform"} and c.skill_at_work and not c.unknown_work


def test_scope_and_time_words_beside_a_place_are_no_topic() -> None:
    assert read("currently at amazon incl aws").topic_terms == []
    assert read("who was at google back in 2019").topic_terms == []
    assert read("anyone from a QS top 100 uni").topic_terms == []


def test_years_in_a_role_named_before_the_years_or_as_roles() -> None:
    assert read("SRE或者运维做了5年以上的").record.expression == "(years_as_sre>=5)"
    assert read("5+ years in ML / algorithm roles").record.expression == "(years_as_ml>=5)"


def test_a_highest_degree_with_in_progress_ones_left_out_is_the_held_one() -> None:
    assert read("bachelor's as highest degree (in-progress ones dont count)").degree_status == (
        "highest"
    )


def test_an_analytics_lead_is_a_data_analyst_by_role() -> None:
    assert role_families("Data Analytics Lead") == ["data-analyst"]


def test_recommendation_at_a_company_is_the_recommender_systems_concept() -> None:
    c = read("who did recommendation at meituan")
    assert "recsys" in c.concepts and "推荐" in c.concept_names


def test_every_written_form_of_a_role_family_is_read_as_that_family() -> None:
    # ROLE_NAMES (how titles are written, for topics) and ROLE_FAMILIES (how titles are read,
    # for the record) are one vocabulary: each name must read back as its own family
    assert set(ROLE_NAMES) == set(ROLE_FAMILIES)
    for family, names in ROLE_NAMES.items():
        for name in names:
            assert family in role_families(name), (family, name)
