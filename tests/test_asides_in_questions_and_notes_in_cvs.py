"""Asides recruiters type and notes CVs carry, read as meant.

Questions: a nickname said again by a known name ("有珞珈山出来的吗 就是武大"); units of an asked
employer by a word and a noun ("tencent ppl? cloud side or wechat team"); "ES" for
Elasticsearch (with "clusters", "搜索引擎") and "from an actual job" as at work; a Chinese short
name of a conference ("欧洲视觉会议"); "the travel industry" (airlines, hotels, booking sites);
"dropouts no" as an exclusion; a committee's examples "(PC, artifact eval etc)" as any
committee; examples after a dash ("- phones, chargers, that kinda stuff"); "a full-timer";
titles given as examples of a level ("e.g. plant manager", "（如经理、厂长）") and "a manager
right now, by title"; a company by its slogan in quotes; a journal's publisher ("Elsevier 那本
《工程结构》") is no employer; "一注结构" is the registered structural engineer.

CVs: a bank's "经理（Associate）" is an associate, no manager; "未完成（因工作调动退出）" leaves
a degree unfinished; "以直博生入学…转为硕士培养，未获得博士学位" is a master's, and "no master's
degree" names none; "…，2016 年起为某公司子公司" after an employer is no date of the entry; a region
("HR Director, Europe, …") is no employer; a passed foundation exam is no licence. People
are fictional."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from ingest.models import ParsedCV, TextLine
from ingest.parsers.side_headings import headings_apart
from ingest.profile import extract_profile
from ingest.record import build_record
from ingest.sections import section_heading, split_sections
from tests.conftest import CountingEmbedder, answered_names, engine_over
from tests.test_question_reading import read

ASKED = date(2026, 12, 1)

CVS = {
    "甘砚秋.md": """# 甘砚秋

邮箱：ganyanqiu@example.cn

## 工作经历

中信建投证券 投资银行部 2023/7 - 至今
经理（Associate）
- 负责 IPO 项目执行与尽职调查。

中信建投证券 投资银行部 2021/7 - 2023/6
分析员（Analyst）
- 参与并购重组项目的估值分析。

## 教育背景

2017.09 - 2021.06 南京大学 金融学 学士
""",
    "戴闻溪.md": """# 戴闻溪

邮箱：daiwenxi@example.cn

## 工作经历

2019.08 - 至今 和睦家医疗集团 临床信息化主管
- 管理 4 名临床信息分析员；负责电子病历规则维护。

## 教育背景

| 时间 | 学校 | 专业 / 学位 | 备注 |
| --- | --- | --- | --- |
| 2016.09 - 2017.12 | 北京大学 | 医学信息学 在职硕士 | 未完成（因工作调动退出） |
| 2010.09 - 2014.06 | 首都医科大学 | 护理学 学士 | 全日制 |
""",
    "Rafe Lindgren.md": """# Rafe Lindgren

rafe.lindgren@example.com

## Experience

Klarna — Senior Search Engineer, Mar 2019 – Present
- Operate 30 Elasticsearch clusters for merchant search; cut reindex time by half.

## Education

2011 – 2015 BSc Computer Science, University of Leeds

## Publications

R. Lindgren, O. Brandt. Query rewriting for fashion search. ECCV 2022 Workshop on Computer
Vision for Fashion, Art and Design.
""",
    "Odile Marchetti.md": """# Odile Marchetti

odile.marchetti@example.com

## Experience

Zalando — Data Analyst, Jan 2021 – Present
- Weekly sales dashboards in Tableau.

## Skills

Also familiar with: Elasticsearch, Kibana, Docker

## Publications

O. Marchetti, P. Aubert. Pose priors for garment fitting. European Conference on Computer
Vision (ECCV), 2022.
""",
    "Teodor Vasile.md": """# Teodor Vasile

teodor.vasile@example.com

## Experience

Qantas — Senior FP&A Analyst, Apr 2022 – Present
- Fleet cost forecasting.

Expedia Group — Product Manager, Search, Jun 2016 – Mar 2022
- Hotel search ranking experiments.

## Education

2009 – 2013 BSc Economics, University of Leeds
""",
    "龚屿川.md": """# 龚屿川

邮箱：gongyuchuan@example.cn

## 工作经历

2022.07 - 至今 携程旅行网 高级后端工程师
- 机票搜索服务的性能优化。

2021.06 - 2021.09 腾讯云 后端开发实习生
- 云数据库运维工具开发。

## 教育背景

2018.09 - 2022.06 武汉大学 计算机科学与技术 学士
""",
    "卓以澄.md": """# 卓以澄

邮箱：zhuoyicheng@example.cn

## 工作经历

2020.07 - 至今 腾讯 微信事业群 后台开发工程师
- 微信支付对账系统开发。

## 教育背景

2017.09 - 2020.06 华中科技大学 软件工程 工学硕士
""",
    "Ines Carvalho.md": """# Ines Carvalho

ines.carvalho@example.com

## Experience

Wise — Risk Analyst, Sep 2023 – Present
- Fraud rules and monitoring.

## Education

2024 – present MSc Data Science (part-time), University of Edinburgh (in progress)
2019 – 2023 BSc Mathematics, University of Porto
""",
    "Piet Vermaat.md": """# Piet Vermaat

piet.vermaat@example.com

## Experience

ING — Data Engineer, Jan 2016 – Present
- Batch pipelines for credit risk.

## Education

2014 – 2015 MSc Computer Science, University of Amsterdam (withdrew after one year, degree
not completed)
2010 – 2014 BSc Computer Science, University of Amsterdam

## Service

Reviewer, Journal of Banking Data, 2022 – present
""",
    "Saanvi Kulkarni.md": """# Saanvi Kulkarni

saanvi.kulkarni@example.com

## Experience

Atlassian — Senior Software Engineer, Aug 2015 – Present
- Build tooling for Jira Cloud.

## Education

2013 – 2015 MSc Computer Science, National University of Singapore
2009 – 2013 BTech Computer Science, IIT Bombay

## Service

Member, Artifact Evaluation Committee, OSDI 2024
""",
    "蒙若溪.md": """# 蒙若溪

邮箱：mengruoxi@example.cn

## 工作经历

2026.07 - 至今 米哈游 客户端开发工程师（校招）
- 角色动作系统开发。

2025.06 - 2025.09 安克创新 嵌入式软件实习生
- 充电器固件的自动化测试。

## 教育背景

2022.09 - 2026.06 华南理工大学 电子信息工程 学士
""",
    "庄念慈.md": """# 庄念慈

邮箱：zhuangniancai@example.cn

## 工作经历

2022.07 - 至今 月之暗面 大模型训练工程师
- 预训练稳定性与断点续训。

## 教育背景

2019.09 - 2022.06 清华大学 计算机科学与技术系
工学硕士。2019 年以直博生入学，2021 年申请转为硕士培养，未获得博士学位。
2015.09 - 2019.06 北京邮电大学 计算机科学与技术 工学学士
""",
    "Corin Ashdale.md": """# Corin Ashdale

corin.ashdale@example.com

## Experience

Arup — Structural Engineer, Sep 2022 – Present
- Long-span bridge analysis.

## Education

Sep 2017 – Jun 2022 Ph.D. in Structural Engineering (direct-entry Ph.D., no master's
degree), Tongji University
Sep 2013 – Jun 2017 BEng Civil Engineering, University of Bristol

## Publications

C. Ashdale, M. Li. Fatigue of welded deck joints. Engineering Structures, 2021.

## Certifications

PRC Class-1 Registered Structural Engineer: foundation examination passed (2021); professional
examination not yet taken
""",
    "严知夏.md": """# 严知夏

邮箱：yanzhixia@example.cn

## 工作经历

2012.07 - 至今 华东建筑设计研究院 结构专业负责人
- 超高层结构设计。

## 资格证书

- 一级注册结构工程师（2018 年取得）
""",
    "Edda Vorhees.md": """# Edda Vorhees

edda.vorhees@example.com

## Experience

Arup — Senior Structural Engineer, Jan 2016 – Present
- Tower design reviews.

## Education

2008 – 2012 BEng Civil Engineering, Tongji University

## Licences

2020 PRC Class 1 Registered Structural Engineer
""",
    "Wren Halloway.md": """# Wren Halloway

wren.halloway@example.com

## Experience

Datadog — Customer Success Manager, APAC, Jun 2022 – Present
- Enterprise onboarding.

Stripe — Support Engineer, Jan 2019 – May 2022
- API support.
""",
    "段北辰.md": """# 段北辰

邮箱：duanbeichen@example.cn

## 工作经历

2019.03 - 至今 伊利集团 液态奶工厂 厂长
- 管理 600 人工厂的生产与质量。

2010.07 - 2019.02 蒙牛乳业 生产主管
- 灌装线的排产与质量。
""",
    "季澜生.txt": """季澜生 · 个人简历
邮箱:jilansheng@example.cn
工作经历
2018年7月 - 至今
联芸科技(杭州)股份有限公司
高级固件工程师
2014年7月 - 2018年6月
闪迪(SanDisk)上海研发中心,2016 年起为西部数据(Western Digital)子公司
固件工程师
教育背景
2011.09–2014.06 | 电子科技大学 | 微电子学与固体电子学 | 工学硕士
""",
    "Moira Castellan.md": """# Moira Castellan

moira.castellan@example.com

## Experience

2020–present HR Director, Europe, JCB, Rocester
Leads a team of 30 HR professionals across the UK and European plants.

2008–2020 HR Manager, GKN Driveline, Birmingham
Ran HR for two driveshaft plants.
""",
}
PEOPLE = {
    "甘砚秋", "戴闻溪", "Rafe Lindgren", "Odile Marchetti", "Teodor Vasile", "龚屿川", "卓以澄",
    "Ines Carvalho", "Piet Vermaat", "Saanvi Kulkarni", "蒙若溪", "庄念慈", "Corin Ashdale",
    "严知夏", "Edda Vorhees", "Wren Halloway", "段北辰", "季澜生", "Moira Castellan",
}  # fmt: skip


@pytest.fixture(scope="module")
def engine(
    embedder: CountingEmbedder, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[AnswerEngine]:
    with engine_over(CVS, tmp_path_factory.mktemp("asides"), embedder) as built:
        built.today = lambda: ASKED
        yield built


@pytest.mark.parametrize(
    ("question", "people"),
    [
        # questions
        ("有珞珈山出来的吗 就是武大", {"龚屿川"}),
        ("any ex tencent ppl? cloud side or wechat team, interns fine", {"龚屿川", "卓以澄"}),
        ("Who has hands-on Elasticsearch experience from an actual job?", {"Rafe Lindgren"}),
        ("anyone actually run ES clusters at work", {"Rafe Lindgren"}),
        ("有在工作里用过 ES 搜索引擎的吗", {"Rafe Lindgren"}),
        ("有人中过欧洲视觉会议吗", {"Odile Marchetti"}),
        (
            "Which candidates currently work in the travel industry, for example at an airline "
            "or an online travel agency?",
            {"Teodor Vasile", "龚屿川"},
        ),
        (
            "目前在旅游出行行业（航空公司、在线旅游平台等）任职的候选人有哪些？",
            {"Teodor Vasile", "龚屿川"},
        ),
        (
            "who's got an MSc / MEng type degree? finished or still doing it both ok, dropouts no",
            {"Ines Carvalho", "Saanvi Kulkarni", "卓以澄", "庄念慈", "季澜生"},
        ),
        (
            "anyone who referees papers or sat on some conference committee (PC, artifact eval "
            "etc)",
            {"Piet Vermaat", "Saanvi Kulkarni"},
        ),
        (
            "who interned at a gadget maker - phones, chargers, that kinda stuff. not full timers",
            {"蒙若溪"},
        ),
        ("有在手机数码这类硬件厂实习过的吗 正式工作的不算", {"蒙若溪"}),
        (
            "who's got 17+ yrs under their belt as a full-timer? interns / phd years dont count",
            {"Moira Castellan"},
        ),
        ("现在title是manager的有谁 厂长也算", {"Wren Halloway", "段北辰", "甘砚秋"}),
        (
            "Which candidates currently hold a job title with 'Manager' in it (e.g. plant "
            "manager)?",
            {"Wren Halloway", "段北辰", "甘砚秋"},
        ),
        (
            "who's a manager right now, by title not just leading ppl",
            {"Wren Halloway", "段北辰", "甘砚秋"},
        ),
        ("目前职位头衔为经理级（如经理、厂长）的候选人有哪些？", {"段北辰", "戴闻溪"}),
        ("有在“大自然的搬运工”那家干过的吗", set()),
        ("谁在 Elsevier 那本《工程结构》期刊发过文章", {"Corin Ashdale"}),
        ("有拿到一注结构证的吗", {"严知夏", "Edda Vorhees"}),
        ("有一级注册结构工程师的吗", {"严知夏", "Edda Vorhees"}),
        ("哪些候选人持有一级注册结构工程师执业资格？", {"严知夏", "Edda Vorhees"}),
        (
            "anyone fully licensed as a class 1 structural engineer in china",
            {"严知夏", "Edda Vorhees"},
        ),
        # CVs
        ("带过团队的 有管理经验的都有谁", {"戴闻溪", "段北辰", "Moira Castellan", "严知夏"}),
        (
            "985 毕业的有谁",
            {
                "龚屿川",
                "卓以澄",
                "庄念慈",
                "甘砚秋",
                "季澜生",
                "Corin Ashdale",
                "蒙若溪",
                "Edda Vorhees",
            },
        ),
        ("有博士吗 在读博的也算", {"Corin Ashdale"}),
        ("有没有在西数待过的 闪迪的也算", {"季澜生"}),
        ("anyone ex-JCB", {"Moira Castellan"}),
    ],
)
def test_asides_and_notes_are_read_as_meant(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people


def test_a_region_after_the_title_is_no_employer(engine: AnswerEngine) -> None:
    person = next(p for p in engine.candidates() if "Moira Castellan" in p.names)
    jobs = {(p.organisation, p.title) for p in build_record(person).positions}
    assert jobs == {("JCB", "HR Director"), ("GKN Driveline", "HR Manager")}


def test_a_note_on_the_employers_owner_is_no_date_of_the_entry(engine: AnswerEngine) -> None:
    person = next(p for p in engine.candidates() if "季澜生" in p.names)
    spans = {(p.title, (p.start or "")[:4]) for p in build_record(person).positions}
    assert ("固件工程师", "2014") in spans


def test_two_headings_joined_at_the_end_of_a_line_are_a_line_of_their_own() -> None:
    lines = ["某某大学 软件工程 工学学士 2012.09–2016.06 论文与学术服务", "熟悉 Python 与 Go"]
    assert headings_apart(lines) == [
        "某某大学 软件工程 工学学士 2012.09–2016.06", "论文与学术服务", "熟悉 Python 与 Go"
    ]  # fmt: skip


def test_a_chinese_heading_for_where_one_studied_opens_education() -> None:
    found = section_heading(TextLine(text="求学经历:", page=1))
    assert found is not None and found[0] == "education"


def test_a_job_title_after_curriculum_vitae_is_no_name_and_a_trade_tag_no_surname() -> None:
    texts = [
        "# Curriculum Vitae — Railway Signalling RAMS / Reliability Engineer",
        "**Contact:** ilse.varga.rams@example.com · Leeds, UK",
        "## Experience",
        "### Alstom — RAMS Engineer, Signalling (Jun 2019 – present)",
    ]
    lines = [TextLine(text=t, page=1, n=i + 1) for i, t in enumerate(texts)]
    cv = ParsedCV(source="cv_rams_engineer.md", file_name="cv_rams_engineer.md",
                  doc_id="r" * 32, format="markdown", lines=lines, pages=1)  # fmt: skip
    assert extract_profile(cv, split_sections(cv), None).names[0] == "Ilse Varga"


@pytest.mark.parametrize(
    ("question", "clause"),
    [
        (
            "Which candidates currently work in the rail or shipping industry?",
            "current_industry=shipping or current_industry=rail",
        ),
        ("anyone at a container-line company", "industry=shipping or industry=logistics"),
        ("现在在轨交行业的有谁", "current_industry=rail"),
    ],
)
def test_rail_and_shipping_are_kinds_of_employer(question: str, clause: str) -> None:
    assert read(question).record.clauses == [clause]
