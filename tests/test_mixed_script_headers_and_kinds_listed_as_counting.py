"""An English header that names a Chinese company in brackets is as long as English headers
may be; a contest at a university is no study there; a clause listing kinds that count adds
each; a paper at a venue's main track said as "有文章"; "就读或目前在读" lets both count."""

from pathlib import Path

from ingest.parsers import parse_file
from ingest.sections import split_sections
from tests.conftest import lines_profile, read_question


def test_an_english_header_with_a_chinese_name_in_brackets_heads_its_entry() -> None:
    profile = lines_profile([
        "Hollis Brandt, FSA",
        "Shenzhen, China | hollis.brandt@example.com",
        "Professional experience",
        "Tianyu Life Insurance Co. (天宇人寿保险), Shenzhen — Associate Director, Product Pricing",
        "April 2023 – present",
        "• Own pricing and profit testing.",
        "Ping An Life Insurance Company of China — Actuarial Manager",
        "July 2018 – March 2023",
        "• Managed a team of three actuarial analysts.",
    ])  # fmt: skip
    assert [(p.role, p.start) for p in profile.employment] == [
        ("Associate Director", "2023-04"),
        ("Actuarial Manager", "2018-07"),
    ]


def test_a_hackathon_at_a_university_is_no_study_there() -> None:
    profile = lines_profile([
        "Hollis Brandt",
        "Education",
        "South China University of Technology — B.Eng. Software Engineering, 2014 – 2018",
        "Extras",
        "- Finalist, 2017 Fudan University FinTech Hackathon (Shanghai), team of three.",
    ])  # fmt: skip
    assert [e.org_id for e in profile.education] == ["scut"]


def test_kinds_listed_as_counting_are_each_asked() -> None:
    clauses = read_question("who's in finance right now? fintech / insurance / brokers all ok")
    assert set(clauses.record.clauses[0].split(" or ")) == {
        "current_industry=finance",
        "current_industry=securities",
        "current_industry=fintech",
        "current_industry=insurance",
    }
    assert read_question("在早期投资机构实习过的有吗").record.clauses == [
        "intern_industry=private_equity"
    ]


def test_a_paper_at_a_main_track_said_as_having_an_article() -> None:
    read = read_question("计算语言学协会年会主会有文章的有谁")
    assert (read.venues, read.main_track, read.topic) == (["ACL"], True, "")


def test_studied_or_studying_now_lets_both_count() -> None:
    assert read_question("哪些候选人曾在复旦大学就读或目前在读？").degree_status == "any"
    read = read_question("who has a postgrad taught/research masters, finished or still doing it")
    assert (read.topic, read.degree, read.degree_status) == ("", "Master", "any")


def test_a_glued_engine_name_and_a_bare_publications_heading_are_read(tmp_path: Path) -> None:
    from ingest.skills import SkillCatalog

    found = SkillCatalog.load().find("在UnrealEngine4中搭建场景白模")
    assert [m.id for m in found] == ["unreal"]
    path = tmp_path / "钟砚秋_简历.txt"
    path.write_text(
        "钟砚秋 自由译者\n教育背景\n2012.09-2016.06 广东外语外贸大学 英语 文学学士\n发表\n"
        "·钟砚秋.译后编辑中的术语一致性问题.《中国翻译》,2022(4).\n",
        encoding="utf-8",
    )
    kinds = [s.kind for s in split_sections(parse_file(path, 10_000_000))]
    assert kinds[-2:] == ["education", "publications"]


def test_a_company_bought_by_another_is_asked_by_name() -> None:
    assert read_question("anyone ex-doordash or from wolt?").employers == {"doordash", "wolt"}


def test_a_name_only_an_english_question_uses_is_the_tool_it_means() -> None:
    from ingest.skills import SkillCatalog

    assert read_question("anyone actually used UE at work, not just listed it").skills == {"unreal"}
    assert read_question("做过UE设计的").skills == set()  # 用户体验
    assert SkillCatalog.load().find("负责 UI/UE 设计与交互") == []


def test_a_word_in_capitals_cut_at_a_line_end_is_one_word() -> None:
    from ingest.normalize import join_wrapped

    assert join_wrapped("fusion. Proc. INTER-", "SPEECH 2022.") == "fusion. Proc. INTERSPEECH 2022."
    assert join_wrapped("Kubernetes-", "based services") == "Kubernetes-based services"
    assert read_question("worked at Mojang?").employers == {"mojang"}
