"""A deterministic generator of realistic CVs with questions whose answers are known.

    python bench/gen_corpus.py --n 1000 --out /tmp/corpus --seed 7

Writes N people's CVs (Faker en_US and zh_CN names; real section structure: experience with
employer/role/dates and bullets, education with school/degree/field/years, skills,
publications for some), about a fifth of them with both an English and a Chinese CV, as a
mix of Markdown, DOCX and PDF, and `questions.yaml` in the `cvbot eval` format: people with
aliases, and questions whose gold sets come from the generated facts (topic at employer,
degree at school, employer only, and empty-gold ones).
"""

from __future__ import annotations

import argparse
import random
import sys
from dataclasses import dataclass, field
from pathlib import Path

import yaml
from faker import Faker
from pypinyin import lazy_pinyin

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from examples.build_examples import build_docx, build_pdf

EMPLOYERS = [
    ("Alibaba Group", "阿里巴巴集团"), ("Tencent", "腾讯科技"), ("ByteDance", "字节跳动"),
    ("Microsoft", "微软"), ("Google", "谷歌"), ("Amazon Web Services", "亚马逊云科技"),
    ("Huawei Technologies", "华为技术有限公司"), ("Baidu", "百度"), ("Meituan", "美团"),
    ("JD.com", "京东"), ("Xiaomi", "小米科技"), ("NetEase", "网易"), ("Stripe", "Stripe"),
    ("Shopify", "Shopify"), ("Databricks", "Databricks"), ("NVIDIA", "英伟达"),
]  # fmt: skip
UNUSED_EMPLOYERS = [("Tesla", "特斯拉"), ("SpaceX", "SpaceX"), ("Airbnb", "爱彼迎")]
SCHOOLS = [
    ("Peking University", "北京大学"), ("Tsinghua University", "清华大学"),
    ("Zhejiang University", "浙江大学"), ("Fudan University", "复旦大学"),
    ("Shanghai Jiao Tong University", "上海交通大学"), ("Nanjing University", "南京大学"),
    ("Stanford University", "斯坦福大学"), ("University of Toronto", "多伦多大学"),
    ("Carnegie Mellon University", "卡内基梅隆大学"), ("University of Cambridge", "剑桥大学"),
]  # fmt: skip
TOPICS = [
    ("GPU cluster scheduling", "GPU 集群调度"), ("recommendation systems", "推荐系统"),
    ("fraud detection", "反欺诈模型"), ("speech recognition", "语音识别"),
    ("RDMA networking", "RDMA 网络"), ("search ranking", "搜索排序"),
    ("real-time data pipelines", "实时数据管道"), ("computer vision", "计算机视觉"),
    ("compiler optimization", "编译器优化"), ("payment systems", "支付系统"),
    ("large language model training", "大模型训练"), ("database storage engines", "数据库存储引擎"),
]  # fmt: skip
ROLES = [("Software Engineer", "软件工程师"), ("Senior Engineer", "高级工程师"),
         ("Research Scientist", "研究员"), ("Staff Engineer", "资深工程师"),
         ("Engineering Intern", "实习生")]  # fmt: skip
DEGREES = [("PhD", "博士"), ("Master", "硕士"), ("Bachelor", "学士")]
FIELDS = [("Computer Science", "计算机科学与技术"), ("Electrical Engineering", "电子工程"),
          ("Statistics", "统计学"), ("Software Engineering", "软件工程")]  # fmt: skip
SKILLS = ["Python", "Go", "C++", "Java", "Rust", "Kubernetes", "PyTorch", "Spark", "Kafka",
          "PostgreSQL", "TensorFlow", "CUDA", "Redis", "React", "Scala", "SQL"]  # fmt: skip
VERBS_EN = ["Built", "Led", "Designed", "Optimized", "Maintained"]
VERBS_ZH = ["负责", "主导", "设计并实现", "优化", "维护"]
# Bullets that name no topic, employer or school, so the gold sets stay exact; they give the
# CVs the bulk of real ones (the shared samples average ~5,000 characters).
GENERIC_EN = [
    "Mentored {n} junior engineers and ran the team's weekly design reviews.",
    "Wrote runbooks and on-call playbooks that cut incident response time by {n}%.",
    "Partnered with product managers to plan quarterly roadmaps and staffing.",
    "Introduced code review guidelines adopted by {n} engineers across the group.",
    "Migrated the build and release process to continuous delivery, {n} deploys a week.",
    "Interviewed more than {n} candidates and helped redesign the hiring loop.",
    "Presented the team's work at internal tech talks and wrote the quarterly report.",
    "Reduced cloud spend by {n}% through capacity planning and cleanup of idle resources.",
    "Led the postmortem process and tracked follow-up actions to completion.",
    "Coordinated with {n} partner teams on API contracts and launch checklists.",
]
GENERIC_ZH = [
    "指导 {n} 名初级工程师，主持团队每周的设计评审。",
    "编写运维手册和值班预案，将故障响应时间缩短 {n}%。",
    "与产品经理合作制定季度规划和人力安排。",
    "推行代码评审规范，覆盖 {n} 名工程师。",
    "将构建和发布流程迁移到持续交付，每周发布 {n} 次。",
    "参与面试超过 {n} 名候选人，并协助改进招聘流程。",
    "在内部技术分享会上介绍团队工作，撰写季度报告。",
    "通过容量规划和清理闲置资源，将云成本降低 {n}%。",
]
COURSES_EN = "Algorithms, Operating Systems, Probability, Linear Algebra, Technical Writing"
COURSES_ZH = "算法设计、操作系统、概率论、线性代数、科技写作"


@dataclass
class Job:
    employer: int
    role: int
    start: int
    end: int | None
    topic: int
    impact: int
    extra: list[int] = field(default_factory=list)  # indexes of generic bullets


@dataclass
class Degree:
    school: int
    degree: int
    field_: int
    start: int
    end: int


@dataclass
class Person:
    key: str
    en_name: str
    zh_name: str | None
    email: str
    jobs: list[Job] = field(default_factory=list)
    degrees: list[Degree] = field(default_factory=list)
    skills: list[str] = field(default_factory=list)
    papers: list[str] = field(default_factory=list)
    hobby_topic: int | None = None
    languages: list[str] = field(default_factory=list)


def make_person(i: int, rng: random.Random, en: Faker, zh: Faker) -> Person:
    chinese = rng.random() < 0.55
    if chinese:
        zh_name = zh.name()
        surname, given = zh_name[0], zh_name[1:]
        given_py, surname_py = "".join(lazy_pinyin(given)), "".join(lazy_pinyin(surname))
        en_name = f"{given_py.capitalize()} {surname_py.capitalize()}"
    else:
        zh_name, en_name = None, en.name()
    local = en_name.lower().replace(" ", ".").replace("'", "")
    person = Person(f"P{i}", en_name, zh_name, f"{local}.{i}@example.com")
    year = rng.randint(2004, 2016)
    for _ in range(rng.randint(1, 2)):
        end = year + rng.randint(2, 4)
        person.degrees.append(
            Degree(rng.randrange(len(SCHOOLS)), 0, rng.randrange(len(FIELDS)), year, end)
        )
        year = end
    for n, d in enumerate(reversed(person.degrees)):
        d.degree = [2, 1, 0][min(2, len(person.degrees) - 1 - n)] if len(person.degrees) > 1 else 2
    if rng.random() < 0.2:
        person.degrees[-1].degree = 0  # PhD
    employers = rng.sample(range(len(EMPLOYERS)), rng.randint(1, 3))
    for k, employer in enumerate(employers):
        start = year + 1
        end = None if k == len(employers) - 1 else start + rng.randint(1, 4)
        extra = rng.sample(range(len(GENERIC_ZH)), rng.randint(3, 5))
        person.jobs.append(Job(employer, rng.randrange(len(ROLES)), start, end,
                               rng.randrange(len(TOPICS)), rng.randint(10, 60), extra))  # fmt: skip
        year = end or year
    person.jobs.reverse()
    person.skills = rng.sample(SKILLS, rng.randint(4, 8))
    if rng.random() < 0.25:
        person.hobby_topic = rng.randrange(len(TOPICS))
    if rng.random() < 0.3:
        t = TOPICS[person.jobs[0].topic][0]
        person.papers = [f"Scaling {t} in production", f"A study of {t} at large companies"]
    person.languages = ["English", "Mandarin"] if chinese else ["English"]
    return person


def _years(start: int, end: int | None, zh: bool) -> str:
    return f"{start} - {end if end else ('至今' if zh else 'Present')}"


def cv_english(p: Person) -> str:
    years = sum((j.end or 2026) - j.start for j in p.jobs)
    lines = [f"# {p.en_name}" + (f" ({p.zh_name})" if p.zh_name else ""), "",
             f"Email: {p.email}", "", "## Summary", "",
             f"Engineer with {years} years of industry experience at {len(p.jobs)} companies. "
             "Enjoys owning systems end to end, from design documents to on-call.",
             "", "## Experience", ""]  # fmt: skip
    for j in p.jobs:
        topic = TOPICS[j.topic][0]
        lines += [
            f"**{EMPLOYERS[j.employer][0]}**",
            ROLES[j.role][0],
            _years(j.start, j.end, False),
            f"- {VERBS_EN[j.impact % 5]} {topic} used by {j.impact} teams.",
            f"- Improved reliability of {topic} services by {j.impact}%.",
            *(f"- {GENERIC_EN[k].format(n=j.impact + k)}" for k in j.extra),
            "",
        ]
    if p.hobby_topic is not None:
        hobby = TOPICS[p.hobby_topic][0]
        lines += ["## Personal Projects", "", "**Weekend project**",
                  f"- Hobby project: tinkering with {hobby} at home.", ""]  # fmt: skip
    lines += ["## Education", ""]
    for d in reversed(p.degrees):
        degree = f"{DEGREES[d.degree][0]} in {FIELDS[d.field_][0]}"
        lines += [f"**{SCHOOLS[d.school][0]}**", f"{degree} · {d.start} – {d.end}",
                  f"- Coursework: {COURSES_EN}.", ""]  # fmt: skip
    if p.papers:
        lines += ["## Publications", ""]
        lines += [f"{n}. {p.en_name}, Alex Doe. \"{t}.\" In Proceedings of SoCC 2022."
                  for n, t in enumerate(p.papers, 1)]  # fmt: skip
        lines.append("")
    lines += ["## Skills", "", ", ".join(p.skills), f"Languages: {', '.join(p.languages)}"]
    return "\n".join(lines) + "\n"


def cv_chinese(p: Person) -> str:
    assert p.zh_name
    lines = [f"# {p.zh_name}", "", f"邮箱: {p.email}", "", "## 工作经历", ""]
    for j in p.jobs:
        topic = TOPICS[j.topic][1]
        lines += [f"{EMPLOYERS[j.employer][1]}, {ROLES[j.role][1]} {_years(j.start, j.end, True)}",
                  f"- {VERBS_ZH[j.impact % 5]}{topic}, 服务 {j.impact} 个团队。",
                  f"- 将{topic}服务的可靠性提升 {j.impact}%。",
                  *(f"- {GENERIC_ZH[k].format(n=j.impact + k)}" for k in j.extra),
                  ""]  # fmt: skip
    lines += ["## 教育背景", ""]
    for d in reversed(p.degrees):
        lines.append(f"{SCHOOLS[d.school][1]}, {FIELDS[d.field_][1]}, {DEGREES[d.degree][1]} "
                     f"{d.start}.9 - {d.end}.6")  # fmt: skip
        lines.append(f"- 主修课程: {COURSES_ZH}。")
    lines += ["", "## 技能", "", "、".join(p.skills)]
    return "\n".join(lines) + "\n"


def write_cv(out: Path, stem: str, text: str, fmt: str) -> str:
    if fmt == "md":
        path = out / f"{stem}.md"
        path.write_text(text, encoding="utf-8")
    else:
        src = out / f".{stem}.src.md"
        src.write_text(text, encoding="utf-8")
        path = out / f"{stem}.{fmt}"
        (build_pdf if fmt == "pdf" else build_docx)(src, path)
        src.unlink()
    return path.name


def questions(people: list[Person], rng: random.Random, count: int) -> list[dict[str, object]]:
    qs: list[dict[str, object]] = []
    facts = [(p, j) for p in people for j in p.jobs]
    for _, j in rng.sample(facts, min(count // 3, len(facts))):
        topic, employer = j.topic, j.employer
        gold = sorted(
            {q.key for q in people for k in q.jobs if k.topic == topic and k.employer == employer}
        )
        zh = rng.random() < 0.4
        text = (f"谁在{EMPLOYERS[employer][1]}做过{TOPICS[topic][1]}？" if zh else
                f"Who has worked on {TOPICS[topic][0]} at {EMPLOYERS[employer][0]}?")  # fmt: skip
        qs.append({"q": text, "gold": gold})
    degree_facts = [(p, d) for p in people for d in p.degrees]
    for _, d in rng.sample(degree_facts, min(count // 4, len(degree_facts))):
        gold = sorted(
            {
                q.key
                for q in people
                for e in q.degrees
                if e.school == d.school and e.degree == d.degree
            }
        )
        zh = rng.random() < 0.4
        text = (f"谁在{SCHOOLS[d.school][1]}获得过{DEGREES[d.degree][1]}学位？" if zh else
                f"Who has a {DEGREES[d.degree][0]} from {SCHOOLS[d.school][0]}?")  # fmt: skip
        qs.append({"q": text, "gold": gold})
    for name_en, name_zh in UNUSED_EMPLOYERS:
        qs.append({"q": f"Who has worked at {name_en}?", "gold": []})
        qs.append({"q": f"谁在{name_zh}工作过？", "gold": []})
    return qs


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=100)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--questions", type=int, default=60)
    parser.add_argument("--formats", default="md:0.5,docx:0.25,pdf:0.25")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    en, zh = Faker("en_US"), Faker("zh_CN")
    en.seed_instance(args.seed)
    zh.seed_instance(args.seed)
    formats = [(f, float(w)) for f, w in (x.split(":") for x in args.formats.split(","))]
    args.out.mkdir(parents=True, exist_ok=True)
    people = [make_person(i, rng, en, zh) for i in range(args.n)]
    for p in people:
        fmt = rng.choices([f for f, _ in formats], [w for _, w in formats])[0]
        write_cv(args.out, f"{p.key.lower()}_{p.en_name.replace(' ', '_')}", cv_english(p), fmt)
        if p.zh_name and rng.random() < 0.35:
            fmt = rng.choices([f for f, _ in formats], [w for _, w in formats])[0]
            write_cv(args.out, f"{p.key.lower()}_zh", cv_chinese(p), fmt)
    aliases = {p.key: [n.lower() for n in (p.en_name, p.zh_name) if n] for p in people}
    data = {"people": aliases, "questions": questions(people, rng, args.questions)}
    (args.out / "questions.yaml").write_text(
        yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8"
    )
    files = len([f for f in args.out.iterdir() if f.suffix in (".md", ".pdf", ".docx")])
    n_questions = len(data["questions"])
    print(f"wrote {files} CV files for {args.n} people and {n_questions} questions to {args.out}")


if __name__ == "__main__":
    main()
