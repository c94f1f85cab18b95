"""A name only in a running footer ("Lan Qiuhe | CV | updated …", "· portfolio & CV") over a
handle with a trade word after it ("qh.lan.audit"); "UI/UX" is no name; journals cited by
their abbreviations (ISO 4, "Adv. Mater.") or their field's initials ("AM"); a short name
inside a longer university's name ("西财" in 江西财经大学); the power groups' subsidiaries; a
medical science liaison ("MSL"); and question words: "doing or done", "the studios it
owns", "lead (first) author", "an MSc / LLM type degree", "干活要自己写sql", "谁在道通"."""

from ingest.record import org_catalog
from tests.conftest import answered_names, lines_profile, module_engine, read_question

_MATERIALS = """Ines Caldera
i.caldera@example.org
Experience
Research Scientist, Northgate Battery Lab, 2021 – present
Publications
I. Caldera, P. Moss. Layered oxide cathodes under strain. Adv. Mater. 33 (2021) 2100123.
"""
_SENSORS = """Joris Kemp
joris.kemp@example.org
Experience
Sensor Engineer, Veldmark Instruments, 2019 – present
Publications
J. Kemp, A. Ruiz. Printed strain sensors. Advanced Functional Materials, 2020.
"""
_WIND = """骆清禾
电话：138 0000 1111
工作经历
2016.07-至今 龙源电力集团股份有限公司 风电运维工程师
教育经历
2012.09-2016.06 江西财经大学 信息管理 本科
"""
_FINANCE = """祁望川
工作经历
2014.07-2020.06 招商银行 分析师
教育经历
2010.09-2014.06 西南财经大学 金融学 本科
"""
_LIAISON = """Halla Brenner
halla.brenner@example.com
Experience
Senior Medical Science Liaison, Roche Canada | Jul 2021 – Present
Clinical Pharmacist, Northside General Hospital | 2015 – 2021
"""

engine = module_engine(
    {
        "ines_caldera.txt": _MATERIALS,
        "joris_kemp.txt": _SENSORS,
        "骆清禾_简历.txt": _WIND,
        "祁望川_简历.txt": _FINANCE,
        "halla_brenner.txt": _LIAISON,
    },
    "journals_short_names",
)
PEOPLE = {"Ines Caldera", "Joris Kemp", "骆清禾", "祁望川", "Halla Brenner"}


def test_a_footer_name_over_a_handle_with_a_trade_word_after_it() -> None:
    profile = lines_profile([
        "Audit Senior — Curriculum Vitae",
        "Shanghai | qh.lan.audit@example.com | +86 138 0000 0000",
        "Professional Experience",
        "Mazars Shanghai",
        "Audit Senior, Oct 2021 – Present",
        "Education",
        "BA in Accounting, Shanghai University of Finance and Economics, 2017",
        "Lan Qiuhe | CV | updated October 2026",
    ])  # fmt: skip
    assert profile.names == ["Lan Qiuhe"]


def test_a_footer_with_words_before_cv_names_the_owner_and_ui_ux_is_no_name() -> None:
    profile = lines_profile(
        [
            "# Senior Motion Designer — CV",
            "**Contact:** t.querol.motion@example.com · Lisbon",
            "> Motion/UX designer, 6+ years on broadcast packages and onboarding flows.",
            "## Experience",
            "### Ardmore Studio — Lisbon",
            "**Senior Motion Designer** · since 03/2021",
            "*Tamsin Querol · portfolio & CV, updated September 2026*",
        ],
        "motion_cv.md",
    )
    assert profile.names == ["Tamsin Querol"]
    unnamed = lines_profile(
        ["# Senior UI Artist — CV", "> Game UI/UX artist, 6+ years on HUDs and menus."],
        "ui_cv.md",
    )
    assert unnamed.names == ["Unknown (ui_cv.md)"]


def test_journals_by_their_abbreviations_or_initials(engine) -> None:
    for q in (
        "anyone with an Advanced Materials paper",
        "anyone got an Adv. Mater. paper",
        "有在AM上发过paper的吗",
    ):
        assert answered_names(engine, q, PEOPLE) == {"Ines Caldera"}, q
    q = "who has published in Adv. Funct. Mater.?"
    assert answered_names(engine, q, PEOPLE) == {"Joris Kemp"}


def test_a_short_name_inside_a_longer_universitys_name_is_not_that_school(engine) -> None:
    found = [m.id for m in org_catalog().find("2012.09-2016.06 江西财经大学 信息管理 本科")]
    assert "swufe" not in found
    assert [m.id for m in org_catalog().find("在西财读的本科")] == ["swufe"]
    assert answered_names(engine, "本科是211的", PEOPLE) == {"祁望川"}


def test_a_power_groups_subsidiary_counts_for_the_group(engine) -> None:
    q = "anyone from CHN Energy? subsidiaries count"
    assert answered_names(engine, q, PEOPLE) == {"骆清禾"}
    assert answered_names(engine, "有国家能源集团的人吗", PEOPLE) == {"骆清禾"}


def test_a_medical_science_liaison_asked_as_msl(engine) -> None:
    assert answered_names(engine, "现在在罗氏做MSL的有吗", PEOPLE) == {"Halla Brenner"}
    assert read_question("any MSLs at Roche?").concepts == ["role:medical-science-liaison"]


def test_question_words_for_status_units_authorship_and_work() -> None:
    phd = read_question("who's doing or done a phd")
    assert (phd.degree, phd.degree_status) == ("PhD", "any")
    masters = read_question("who has an MSc / LLM type degree, finished or still doing it")
    assert (masters.degree, masters.degree_name, masters.degree_status) == ("Master", None, "any")
    assert not masters.concepts
    owned = read_question("anyone who's been at the penguin company or one of the studios it owns")
    assert owned.employers == {"tencent"} and owned.topic == ""
    assert read_question("who is listed as lead (first) author on a paper?").first_author
    assert read_question("有谁干活要自己写sql取数的").skill_at_work
    autel = read_question("21年那会儿谁在道通")
    assert autel.employers == {"autel-robotics"} and autel.period == (2021, 2021)
