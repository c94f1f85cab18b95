"""Skills: "who knows Rust?", "Kubernetes experience", "Go and Rust", "会 Go 语言的",
"熟悉 k8s". Found by the skill catalog (`SkillCatalog.find_in_question`: tokens with aliases,
Go ≠ Google, C ≠ C++, k8s = Kubernetes) outside the places and venues already read, outside
excluded clauses ("(not C++)") and "… counts" clauses; a role the record is asked for
(`role`) is no skill. Adds a tool to `skills`; a concept of the vocabulary ("deep learning",
"反欺诈") is a topic instead: its names in either language go to `concept_names` (topic
alternatives) and its id to `concepts`. "In a job", "at work", "工作中" (`skill_at_work`):
only lines of a position's entry name it, not a list of skills."""

from __future__ import annotations

import re

from bot.answer.requirements.reading import (
    GLOSS,
    Kind,
    Reading,
    capitalised_after,
    inside,
    without,
)
from bot.answer.requirements.venue import GENERIC_ACRONYMS
from ingest.language import ROLE_FAMILIES, TO_CONSUMERS, ZH_FILLER

# the skill used in a job, not only listed: "used Kubernetes in a job", "run k8s at work",
# "in an actual job", "professionally", "shipped work in", "工作中用过", "工作里真用过的",
# "实战经验"
_AT_WORK = re.compile(
    r"(?i:\b(?:at|in|on)\s+(?:(?:a|an|the|their|his|her)\s+)?(?:(?:actual|real|day)\s+)?"
    r"(?:professional\s+)?(?:work|jobs?|production|prod)\b|\bprofessionally\b|\bon\s+the\s+job\b|"
    r"\bfrom\s+(?:an?\s+|their\s+)?(?:(?:actual|real|paid|day)\s+)?(?:jobs?|work)\b|"
    # "used Kubernetes in one of their jobs", "in any of his roles"
    r"\bin\s+(?:one|any|some|each)\s+of\s+(?:their|his|her|the(?:ir)?)\s+(?:jobs|roles|positions)\b|"
    # "hands-on Coupa in a procurement job": in a job of some kind
    r"\bin\s+(?:an?\s+)?(?:[\w-]+\s+){1,2}(?:jobs?|roles?|positions?)\b|"
    r"\bas\s+(?:a\s+)?part\s+of\s+(?:their|his|her|the|a)\s+(?:jobs?|work|roles?)\b|"
    # "shipped work in unreal", "actually used it", "shipped a game with unity"
    r"\bship(?:ped|s)?(?=\s+(?:\w+\s+){0,2}(?:in|with|on|using)\b)|\bactually\s+(?:used|built)\b|"
    r"\bin\s+(?:an?\s+)?professional\s+(?:roles?|settings?|capacity|context|jobs?)\b|"
    r"\bnot\s+(?:just|only)\s+(?:in\s+)?(?:an?\s+|the\s+)?skills?\s+(?:list|section)s?\b|"
    r"\bnot\s+(?:just|only|merely)\s+listed\b(?:\s+(?:it|them))?(?:\s+as\s+an?\s+skills?)?)|"
    r"(?:实际)?(?:工作|实习)(?:中|里|上)|(?:上班|干活)(?:时|中|的时候)?(?=\s*(?:要|得|需要)?\s*(?:自己|真|实际)?\s*(?:会|用|写|在用|跑|做|搞))|"
    r"(?:简历|技能)(?:里|上)?光写(?:会)?的?不算|"
    r"(?:光|只)(?:写|列)在技能(?:栏|列表|清单)|(?:真刀真枪)?上过生产|真刀真枪|实际工作(?:经验|经历)?|实际(?:项目)?经验|实战|生产环境|线上环境|实际项目|项目中实际|"
    r"(?:在)?项目(?:里|中|上)|做(?:过)?项目(?=的)|真正(?:用|写|搞)过|真的?(?:用|写|搞)过|实际(?:用|写|搞)过|实际使用|"
    r"在公司(?:里|中)|"
    # "k8s 真上手干过的", "亲手搭过": put to work with one's own hands
    r"真(?:正)?上手|上手(?:干|做|用|搞)过|亲手(?:干|做|用|写|搭|搞)过|"
    # "写过 Rust 生产代码的", "做过生产项目的": code that shipped
    r"生产(?:环境)?代码|生产(?:级)?项目|线上项目|商业项目|(?i:\bproduction\s+code\b)|"
    # "written production Rust", "production go experience": a tool named as shipped code
    r"\bproduction(?=\s+[A-Z])|(?i:\bproduction(?=\s+[\w+#.-]+\s+(?:code|experience|services?|systems?)\b))|"
    # "有 unreal 项目经验的吗": used, not listed
    r"项目经验|项目经历"
)
# a lower-case word after a verb of using (not the short ones, which are words: "go")
_LOWER_TOOL = re.compile(
    r"(?i:\b(?:use[ds]?|using|know[s]?|knowing|written(?:\s+in)?|coded(?:\s+in)?|shipped|ships|deployed|"
    r"wrote|writes|writing|ran|runs|running|built\s+with|worked\s+with|production)\s+|"
    r"(?:用过|用|会用|会|懂|熟悉|写过|使用过?|精通|掌握|有)\s*)[a-z](?=[a-z]{3})"  # "有 swift 经验"
)
# ... unless the question lets a project outside work count too ("at work or in a side project")
_ALSO_OUTSIDE_WORK = re.compile(
    r"(?i:\bor\s+(?:in\s+|on\s+|at\s+)?(?:an?\s+|their\s+)?(?:side|personal|hobby|pet|"
    r"open[- ]source|school|university|course)\b|\boutside\s+(?:of\s+)?work\b)|"
    r"或(?:者)?(?:在)?(?:个人|业余|开源|学校|课程)"
)
# verbs of putting a skill to use, beside one asked at work
_USED_HOW = re.compile(
    r"(?i:\b(?:designed|designing|ran|run|running|conducted|conducting|analy[sz]ed|analy[sz]ing|"
    r"set\s+up|owned|led)\b)|真?跑过|做过|搞过|负责过"
)
# "用 R 做过分析的": the skill put to a task, not listed (where no employer is asked: "在阿里用
# Go 写过代码" asks for it in that entry, whatever its section says)
_PUT_TO_A_TASK = re.compile(
    r"(?<![不没])用\s*[A-Za-z][\w+#.-]{0,15}\s*(?:做过|写过|搞过|开发过|实现过)"
)
# what a tool is run as, said after its name: "ES clusters", "Kafka brokers", "k8s 集群"
_RUN_AS = re.compile(
    r"\s*(?:(?i:clusters?|nodes?|instances?|brokers?|deployments?|fleets?)\b|集群|节点|实例)"
)
TOPIC_CATEGORIES = {"concept"}  # skill-vocabulary entries read as topics, not tools


def read(r: Reading) -> None:
    c, skills = r.c, r.skills
    c.skill_at_work = bool(
        _AT_WORK.search(r.text) or (not r.has_place and _PUT_TO_A_TASK.search(r.text))
    ) and not _ALSO_OUTSIDE_WORK.search(r.text)
    found = skills.find_in_question(capitalised_after(r.text, _LOWER_TOOL))
    # ... and a concept after the words of a kind of employer: "美妆品牌市场" is the beauty
    # industry, then 市场 (marketing), not 品牌市场 across the two
    seen = {(f.id, f.start) for f in found}
    found += [
        s
        for s in skills.find_in_question(without(r.text, r.c.record.spans))
        if (s.id, s.start) not in seen
        and (e := skills.get(s.id)) is not None
        and e.category in TOPIC_CATEGORIES
    ]
    # "SPC（统计过程控制）": a concept's other name in brackets, no second concept, no topic
    glosses = [
        (s.id, gloss.span())
        for s in found
        if (gloss := GLOSS.match(r.text, s.end))
        and any(o.id == s.id and gloss.start() < o.start < gloss.end() for o in found)
    ]
    r.skill_spans += [span for _, span in glosses]
    for s in found:
        if any(s.id == i and lo < s.start < hi for i, (lo, hi) in glosses):
            continue
        if (c.service or c.publications) and s.surface.upper() in GENERIC_ACRONYMS:
            continue  # "a PC / AE committee": an artifact-evaluation one, no After Effects
        if inside(s.start, r.places + r.excluded + r.counts + r.degree_spans):
            continue  # part of a place, "(not C++)", "Alibaba Cloud counts" (a place's scope),
            # or a degree ("an MSc / LLM type degree": no large language models)
        if s.end - s.start == 1 and (
            inside(s.start, r.c.record.spans) or _to_consumers(r.text, s.start)
        ):
            continue  # "C 级高管", "做 to C app 的": a level or a market, not the C language
        entry = skills.get(s.id)
        if (
            entry is not None
            and (entry.category in ("role", *TOPIC_CATEGORIES) or s.id in ROLE_FAMILIES)
            and inside(s.start, r.c.record.spans)
        ):  # "held a hardware or embedded role": the record's role family, not a tool
            continue  # "ML engineers with 8+ years": the record's role (`role`), not a line's

        if entry is not None and entry.category in TOPIC_CATEGORIES:
            # "deep learning", "大模型训练": a topic, not a tool to list; its names in either
            # language become topic alternatives ("反欺诈" is matched as "anti-fraud")
            names = [entry.name, entry.zh or "", *skills.aliases(s.id)]
            names += [s.surface] if s.surface in entry.asked else []  # "做品牌的": 品牌
            for member in entry.members:  # "message queues": Kafka, RabbitMQ, …
                if (tool := skills.get(member)) is not None:
                    names += [tool.name, tool.zh or "", *skills.aliases(member)]
            # ... and as the question says it, less a filler the topic drops ("材料方向": 材料)
            if (bare := ZH_FILLER.sub("", s.surface).strip()) != s.surface and len(bare) >= 2:
                names.append(bare)
            c.add_concept(s.id, [n for n in dict.fromkeys(names) if len(n) >= 2])
            continue
        c.skills.add(s.id)
        # "run ES clusters", "k8s 集群": what the tool is run as, no topic of its own
        end = m.end() if (m := _RUN_AS.match(r.text, s.end)) else s.end
        r.skill_spans.append((s.start, end))
    if c.skill_at_work and (c.skills or c.concepts):
        r.skill_spans += [m.span() for m in _AT_WORK.finditer(r.text)]  # no topic
        # "designed or run A/B tests at work", "真跑过": how it was used, no topic of its own
        r.skill_spans += [m.span() for m in _USED_HOW.finditer(r.text)]


KIND = Kind("skill", read)


def _to_consumers(text: str, at: int) -> bool:
    """The letter at `at` is the C of "to C" / "2C" / "B2C" (a market, not a language)."""
    return any(m.start() <= at < m.end() for m in TO_CONSUMERS.finditer(text))
