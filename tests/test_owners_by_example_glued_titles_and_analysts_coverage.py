"""Classes found by stop 47's first blind round, each pinned on fictional lines: an owner
named only through examples of its units, a postgraduate degree with the levels listed after
it, how recruiters say SQL, 互金, "title says senior", a senior engineer (not a senior HRBP),
a move "from academia (postdoc etc) into industry", 中铁系统, chip packaging houses, ad agencies,
line managers, interns kept on full-time; and, for the CVs, a consulting "Principal", an
entry's first sentence kept out of its header, campuses as no field, Italian school names, a
Chinese title glued to its company, a duty held beside a title, a group named in brackets with
what the company is of it, and companies an analyst covers (no employers)."""

from __future__ import annotations

from datetime import date

from bot.answer.engine import AnswerEngine
from ingest.org_finder import org_finder
from tests.conftest import answered_names, lines_profile, module_engine, read_question


def _clauses(question: str) -> list[str]:
    return list(read_question(question).record.clauses)


def test_an_owner_named_by_its_units_and_a_postgrad_with_its_levels_listed() -> None:
    owner = read_question(
        "Which candidates have been employed by the e-commerce group Jack Ma founded? "
        "Any of its units (Tmall, DAMO Academy etc.) counts"
    )
    assert owner.employers == {"alibaba"} and not owner.topic
    assert _clauses("who's got a postgrad degree? masters phd mba, still studying counts") == [
        "degree>=master or pursuing>=master"
    ]


def test_skills_kinds_and_titles_said_the_way_recruiters_say_them() -> None:
    sql = read_question("who actually writes db queries at work")
    assert sql.skills == {"sql"} and sql.skill_at_work and not sql.topic
    assert _clauses("现在在互金或者支付公司上班的有吗") == [
        "current_industry=payments or current_industry=fintech"
    ]
    assert _clauses("anyone whose current job title says senior") == [
        'title~"senior" or title~"高级" or title~"资深"'
    ]
    assert _clauses("现在是高级工程师的有谁") == [
        "seniority=senior",
        'title~"engineer" or title~"工程师" or title~"developer" or title~"开发"',
    ]
    assert _clauses("anyone who moved from academia (postdoc etc) into industry")[0] == (
        "role_moves=academia_to_industry"
    )
    assert read_question("中铁系统出来的有吗 中国中铁下面的局都算").employers == {"crec"}
    assert _clauses("在封测厂干过的有谁 长电通富这种 实习也算") == ["industry=osat"]
    assert _clauses("anyone from an ad agency?") == ["industry=advertising"]
    assert _clauses("who's line managing people right now") == ["line_managing>=lead"]
    assert _clauses("谁在奥美实习过 后来又留下转全职的") == ['converted_at~""']


def test_a_consulting_principal_and_an_entrys_first_sentence_below_its_header() -> None:
    profile = lines_profile(
        ["Imogen Castellane", "Experience", "Mar 2023 – Present",
         "Principal, Harwick Partners, London",
         "Retail & Consumer Goods practice; lead 3–4 concurrent engagements, team sizes 4–10.",
         "Feb 2019 – Feb 2023", "Engagement Manager, Harwick Partners, London",
         "Operations and pricing transformations for retailers.",
         "Education", "2018 MBA, INSEAD, Fontainebleau & Singapore",
         "Università degli Studi di Padova | Padua, Italy",
         "BSc Geological Sciences | 2010 – 2013"]
    )  # fmt: skip
    assert [(e.employer, e.role, e.start) for e in profile.employment] == [
        ("Harwick Partners", "Principal", "2023-03"),
        ("Harwick Partners", "Engagement Manager", "2019-02"),
    ]
    assert [(e.school, e.field) for e in profile.education] == [
        ("INSEAD", None), ("Università degli Studi di Padova", "Geological Sciences")
    ]  # fmt: skip


def test_chinese_titles_glued_to_their_company_or_held_beside_another() -> None:
    glued = lines_profile(
        ["扶某某", "工作经历", "深圳栖岩智能科技有限公司创始人兼CEO 2018.03 至今",
         "•创立智能家居传感器硬件公司,团队23人。",
         "比亚迪电子(国际)有限公司硬件工程师→高级硬件工程师 2012.07-2017.12", "· 负责电源管理。"]
    )  # fmt: skip
    assert [(e.employer, e.role) for e in glued.employment] == [
        ("深圳栖岩智能科技有限公司", "创始人兼CEO"),
        ("比亚迪电子(国际)有限公司", "硬件工程师→高级硬件工程师"),
    ]
    beside = lines_profile(
        ["闪某某", "工作经历", "米哈游(上海米哈游网络科技股份有限公司) 2022.05-至今",
         "资深3D角色美术(2024.03起兼任角色组小组长)", "• 负责角色高模雕刻",
         "腾讯游戏天美工作室群 2019.07-2022.04", "3D 角色美术", "• 负责英雄皮肤"]
    )  # fmt: skip
    assert [(e.role, e.start, e.end) for e in beside.employment] == [
        ("资深3D角色美术(2024.03起兼任角色组小组长)", "2022-05", None),
        ("角色美术", "2019-07", "2022-04"),
    ]


def test_a_group_named_in_brackets_with_what_the_company_is_of_it() -> None:
    find = org_finder()
    assert find("Lingxi Games (Alibaba Group game studio)") == "alibaba"
    assert find("某某互娱（网易旗下游戏工作室）") == "netease"
    assert find("Acme (Google Cloud partner)") is None


CVS: dict[str, str | bytes] = {
    "orla_penhallow.md": """# Orla Penhallow
Hong Kong · orla.penhallow@example.com

## Experience
**Senior Analyst, Brightwater Securities** · *Jul 2019 – Present · Hong Kong*
- Equity research analyst covering China autos and the battery chain (BYD, CATL, Li Auto).
- Initiated coverage of BYD with an Outperform.

## Education
- MSc Finance, London School of Economics, 2014 – 2015
""",
    "贺川_简历.txt": """贺川
深圳 | hechuan@example.com
工作经历
2018.07 - 至今 比亚迪 电池工程师
• 负责电芯热管理测试。
教育背景
2014.09 - 2018.06 中南大学 材料科学与工程 本科
""",
}
PEOPLE = {"Orla Penhallow", "贺川"}

engine = module_engine(CVS, "owners-coverage", date(2026, 11, 27))


def test_a_company_an_analyst_covers_is_no_employer(engine: AnswerEngine) -> None:
    assert answered_names(engine, "anyone ex byd?", PEOPLE) == {"贺川"}
