"""What is not a place of work, on the card and in answers alike: a section of blog posts
or talks with a year on each line, a school's student team or club ("…赛车队", "CTF战队",
"… Linux User Group"), a section of open-source contributions, and a school a person
studied at when the question asks who worked there. Fictional people; the schools and
companies are real catalog names."""

from __future__ import annotations

from bot.answer.engine import AnswerEngine
from ingest.record import CandidateRecord, build_record
from tests.conftest import answered_names, module_engine

BLOG = """Tarik Lindqvist
tarik.lindqvist@example.org

💼 Professional Experience
Spotify · Stockholm · 2019 – Present
• Built the event delivery pipeline for playback analytics.

📚 Blog Posts
• Infrastructure Automation Practice: Terraform for Cloud Environments (2022)
• An Introduction to the Raft Consensus Algorithm: Part 1 (2017)

🎤 Talks
• Streaming at Scale, Data Council (2021)
"""

STUDENT_TEAMS = """周晓岚
邮箱：zhou.xiaolan@example.cn
教育背景
上海交通大学 电子信息工程 本科 2019.9 - 2023.6
工作经历
小红书 后端开发工程师 2023.7 - 至今
- 负责社区推荐服务的存储层
其他经历
电气工程师，上海交通大学赛车队，2020.3 - 2022.8
上海交通大学0ops CTF战队成员
"""

USER_GROUP = """Aron Pettersson
aron.pettersson@example.org

Experience
Site Reliability Engineer, Klarna, 2021 – Present
- On-call for the playback platform.
Shanghai Jiao Tong University Linux User Group
May 2017 — June 2019
- Maintained the campus mirror service.

Open Source Contributions
Apache Arrow Community
May 2020 — Now
Committer, Co-lead of the Rust compute kernels
- Reviewed patches and mentored new contributors.

Education
B.Sc. Computer Science, Shanghai Jiao Tong University, 2015 – 2019
"""

RESEARCHER = """Omar Haddad
omar.haddad@example.org

Experience
Research Scientist, The University of Texas at Austin, 2019 – 2023
- Led a lab on wireless sensing.

Education
Ph.D. in Electrical Engineering, Rice University, 2019
"""

STUDENT = """Lea Moreau
lea.moreau@example.org

Education
Ph.D. in Computer Science, The University of Texas at San Antonio, 2024
M.S. in Computer Science, The University of Texas at San Antonio, 2021

Experience
Software Engineer, Stripe, 2024 – present
- Built payment risk models.
"""

PEOPLE = {"Tarik Lindqvist", "周晓岚", "Aron Pettersson", "Omar Haddad", "Lea Moreau"}

engine = module_engine(
    {
        "tarik.md": BLOG,
        "zhou.txt": STUDENT_TEAMS,
        "aron.txt": USER_GROUP,
        "omar.txt": RESEARCHER,
        "lea.txt": STUDENT,
    },
    "not-a-workplace",
)


def _record(engine: AnswerEngine, name: str) -> CandidateRecord:
    person = next(p for p in engine.candidates() if name in p.names)
    return build_record(person)


def test_blog_posts_and_talks_are_not_places_of_work(engine: AnswerEngine) -> None:
    record = _record(engine, "Tarik Lindqvist")
    assert [p.organisation for p in record.positions] == ["Spotify"]


def test_a_schools_student_team_is_not_a_job_at_the_school(engine: AnswerEngine) -> None:
    assert [p.organisation for p in _record(engine, "周晓岚").positions] == ["小红书"]
    assert [p.organisation for p in _record(engine, "Aron Pettersson").positions] == ["Klarna"]


def test_open_source_contributions_are_not_a_job(engine: AnswerEngine) -> None:
    """A long-running "Committer … May 2020 — Now" under "Open Source Contributions" is
    neither a position nor the person's current job."""
    record = _record(engine, "Aron Pettersson")
    assert all("Arrow" not in p.organisation for p in record.positions)
    assert answered_names(engine, "Who works at Klarna now?", PEOPLE) == {"Aron Pettersson"}
    assert answered_names(engine, "Who has worked at Shanghai Jiao Tong University?", PEOPLE) == (
        set()
    )
    assert answered_names(engine, "谁在上海交通大学读过书？", PEOPLE) == {
        "周晓岚",
        "Aron Pettersson",
    }


def test_a_university_asked_with_a_work_verb_is_met_by_work_there_not_study(
    engine: AnswerEngine,
) -> None:
    assert answered_names(engine, "Who has worked at The University of Texas?", PEOPLE) == {
        "Omar Haddad"
    }
    assert answered_names(engine, "Who studied at The University of Texas?", PEOPLE) == {
        "Lea Moreau"
    }
