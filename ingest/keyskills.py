"""Skills a CV lists, cleaned, and the few that characterise its owner.

A skills section mixes skills with labels ("Programming Languages:"), fillers ("Mainly
use", "熟悉"), ranking marks ("C > Go = Python"), markup (`\\text{\\LaTeX}`, **bold**,
`code`) and things that are not skills (spoken languages, hobbies). `skill_items` keeps the
skills. `key_skills` ranks the skills listed plus the topics named in a research-interests
line (and, when a skill vocabulary is installed, the known skills the text mentions) by how
often the whole CV mentions them.
"""

from __future__ import annotations

import logging
import re
from collections import Counter
from collections.abc import Callable
from functools import cache

from ingest.language import BULLET_RUN, HAN_CHAR, has_cjk
from ingest.language.examples import EXAMPLES_EN, EXAMPLES_ZH
from ingest.skills import SkillCatalog
from vectorstore.errors import UserFacingError

SkillFinder = Callable[[str], list[str]]  # text -> canonical names of the skills it mentions

_LATEX_CMD = re.compile(r"\\(?:text(?:bf|it|tt)?|emph|mathrm|textsc)\s*\{([^{}]*)\}")
_LATEX_NAME = re.compile(r"\\(LaTeX|TeX|BibTeX)\b\s*(?:\{\})?")
_MARKUP = re.compile(r"\\[()\[\]]|\$|\*\*|__|`|\\[a-zA-Z]+\s*")
_LABEL = re.compile(r"^([^:：]{1,30})[:：]\s*")
_NOT_SKILL_LABEL = re.compile(
    r"(?i)\b(?:languages?|spoken|sports?|arts?|hobbies|interests?|personal|others?|misc|"
    r"certifications?|awards?|contact|email|phone|github|website|location|address)\b"
    r"|语言|外语|爱好|兴趣|运动|艺术|联系|邮箱|电话|地址|证书"
)
_CATEGORY_LEAD = re.compile(
    r"(?i)^(?:programming\s+)?(?:languages?|frameworks?|librar(?:y|ies)|tools?|infrastructure|"
    r"databases?|cloud|devops|platforms?|testing|front-?end|back-?end|data|web|mobile)\s+(?=\S)"
)
_TABLE_HEADER = re.compile(
    r"(?i)areas?|categor(?:y|ies)|type|tools?|skills?|technolog(?:y|ies)|level|proficiency|"
    r"details?|类别|类型|技能|工具|熟练程度"
)
_LANGUAGES_LABEL = re.compile(r"(?i)^\s*languages?\s*$|^\s*语言\s*$")
_PROGRAMMING = re.compile(r"(?i)programming|coding|编程|开发语言|程序设计")
_SPLIT = re.compile(
    r"\s*(?:[,，、;；|·•/]|\s(?:and|or|&)\s|(?<=\S)\.\s+(?=[A-Z])|。|\s*(?:=>|>|=)\s*|和|以及|及"
    r"|(?<=[\u4e00-\u9fff])(?=熟悉|了解|掌握|精通|熟练))\s*"
)
_FILLER = re.compile(
    r"(?i)^(?:(?:mainly|also|primarily|mostly)\s+)?(?:use[ds]?|using|can\s+use|know(?:\s+about)?|"
    r"familiar\s+with|experienced\s+(?:with|in)|experience\s+(?:with|in)|skilled\s+in|"
    r"proficient\s+(?:in|with)|good\s+at|ability\s+to|understand|had\s+ever\s+used|"
    rf"{EXAMPLES_EN}|like|including|etc\.?)\s+"
    rf"|^(?:主要使用|能够使用|熟练使用|熟练掌握|熟悉|掌握|精通|了解|常用|使用|{EXAMPLES_ZH}|包括|接触但不限于|接触|对)\s*"
)
_TAIL = re.compile(
    r"(?i)\s*(?:etc\.?|等(?:语言|工具|框架)?|等等|\(.*|[)）]|语言|相关软件|工具|软件|框架)$"
)
_SPOKEN = re.compile(
    r"(?i)^(?:english|mandarin|chinese|cantonese|japanese|korean|french|german|spanish|"
    r"native|fluent|proficient|basic|intermediate|advanced|cet-?[46].*|ielts.*|toefl.*|"
    r"英语.*|汉语.*|普通话|母语|流利)$"
)
_SECTION_WORD = re.compile(
    r"(?i)^(?:skills?|languages?|work|experience|education|projects?|publications?|awards?|"
    r"interests?|others?|tools?|frameworks?|技能|语言|工作|教育|项目|其他)(?:\s|$)"
)
# grades and verbs a skills line carries that are no skills: "GPA 3.8", "维护", "负责"
_NO_SKILL = re.compile(r"(?i)^(?:c?gpa|rank(?:ing)?|排名|绩点|维护|负责|参与|其他|其它)\b")
_DATE = re.compile(r"(?<!\d)(?:19|20)\d{2}(?!\d)|至今|(?i:\bpresent\b)")
INTEREST_LINE = re.compile(
    r"(?i)\b(?:research\s+interests?|interests?\s+include|focus(?:es)?\s+on|interested\s+in|"
    r"research\s+(?:areas?|topics?)|experiences?\s+in|research\s*(?=[:：])|focus\s*(?=[:：]))\b"
    r"|研究方向|研究兴趣|兴趣方向|主要方向|研究领域"
)


def clean_markup(text: str) -> str:
    """Text without LaTeX commands, Markdown emphasis or code ticks."""
    text = _LATEX_NAME.sub(lambda m: m.group(1), text)
    for _ in range(3):
        text = _LATEX_CMD.sub(lambda m: m.group(1), text)
    text = _MARKUP.sub(" ", text).replace("{", "").replace("}", "")
    return re.sub(r"\s+", " ", text).strip()


def _part_ok(part: str, phrase: bool = False) -> bool:
    """A skill-sized item: short, no dates, not a spoken language or a section word, and
    (unless a phrase is expected, as in an interests line) not the start of a sentence."""
    if not 1 < len(part) <= 40 or _DATE.search(part):
        return False
    if _SPOKEN.match(part) or _SECTION_WORD.match(part) or _NO_SKILL.match(part):
        return False
    if has_cjk(part):
        return len(part) <= 12 and not re.search(r"[，。！？]|的|有|能够|理解", part)
    words = part.split()
    return len(words) <= 4 and (phrase or not (len(words) > 1 and words[0][:1].islower()))


def _labelled(line: str) -> tuple[str | None, str]:
    """(label, items) of a skills line: "Tools: X, Y", "| Tools | X, Y |" (a label column
    written with a tab, "Tools<TAB>X, Y", is `_CATEGORY_LEAD`'s: text arrives normalised)."""
    stripped = line.strip()
    markdown = stripped.startswith("|") and stripped.endswith("|")
    if markdown or " | " in stripped:  # a table row (Markdown, or cells a PDF/DOCX gave)
        cells = [c.strip() for c in stripped.strip("|").split("|")]
        if all(re.fullmatch(r":?-*:?", c) for c in cells):
            return None, ""  # the row under the table's header
        if len(cells) >= 2 and all(_TABLE_HEADER.fullmatch(c) for c in cells):
            return None, ""  # "Area | Tools": the table's header
        listed = any(re.search(r"[,，、]", c) for c in cells[1:])
        if len(cells) >= 2 and (listed or _SECTION_WORD.match(cells[0])):
            return cells[0], ", ".join(cells[1:])  # "Systems | gRPC, Linux": a label first
        if markdown:
            return None, ", ".join(cells)
    label = _LABEL.match(stripped)
    if label:
        return label.group(1), stripped[label.end() :]
    return None, stripped


def skill_items(line: str) -> list[str]:
    """The skills one line of a skills section names."""
    line = re.sub(r"`\s+`", ", ", line)  # `React` `React Native`
    label, text = _labelled(re.sub(rf"^\s*{BULLET_RUN}", "", line))
    text = clean_markup(text)
    label = clean_markup(label) if label is not None else None
    finder = skill_finder()
    if label is None and (lead := _CATEGORY_LEAD.match(text)):
        # "Infrastructure Kafka, Cassandra": a label column whose tab became a space
        first = _SPLIT.split(text[lead.end() :])[0].strip(" .。()（）[]")
        if finder is not None and finder(first):
            label, text = lead.group().strip(), text[lead.end() :]
    spoken_only = False
    if label is not None and _NOT_SKILL_LABEL.search(label) and not _PROGRAMMING.search(label):
        if not _LANGUAGES_LABEL.search(label):
            return []
        spoken_only = True  # "Languages: Java, Kotlin" or "Languages: English, French"
    out: list[str] = []
    for raw in _SPLIT.split(text):
        part = raw.strip(" .。()（）[]")
        for _ in range(2):
            part = _FILLER.sub("", part).strip()
            part = _TAIL.sub("", part).strip(" .。()（）")
        if _part_ok(part):
            out.append(part)
    if spoken_only:  # keep what the skill vocabulary knows: programming languages
        out = [part for part in out if finder is not None and finder(part)]
    return out


def round_robin(groups: list[list[str]]) -> list[str]:
    """The first of every group, then the second of every group, …: a long list of one
    category does not crowd out the others ("Swift, Objective-C, …" vs "JavaScript, …")."""
    out: list[str] = []
    seen: set[str] = set()
    for depth in range(max((len(g) for g in groups), default=0)):
        for group in groups:
            if depth < len(group) and group[depth].lower() not in seen:
                seen.add(group[depth].lower())
                out.append(group[depth])
    return out


def interest_items(line: str) -> list[str]:
    """Topics a research-interests line names ("Database systems (e.g., vector search)")."""
    text = clean_markup(line)
    match = INTEREST_LINE.search(text)
    if match:
        text = text[match.end() :]
        text = re.sub(r"(?i)^\s*(?:[:：]|include[sd]?|are|is|包括)\s*", "", text)
    text = re.sub(rf"(?i)\b(?:{EXAMPLES_EN}),?|\bi\.e\.?,?|{EXAMPLES_ZH}|包括|如", ",", text)
    parts = re.split(r"\s*(?:[,，、;；:：()（）/]|\s(?:and|or)\s|和|以及|等)\s*", text)
    out = []
    for part in parts:
        part = re.sub(rf"^\s*{BULLET_RUN}|^(?i:and|or)\s+", "", part)
        part = _TAIL.sub("", part.strip(" .。")).strip(" .。")
        if _part_ok(part, phrase=True):
            out.append(part)
    return out


@cache
def skill_finder() -> SkillFinder | None:
    """The skill vocabulary's lookup (ingest/skills.py): canonical names of the skills a
    text mentions under any alias ("k8s" -> Kubernetes); None when its files cannot be
    read (a broken vocabulary file must not stop ingestion)."""
    try:
        catalog = SkillCatalog.load()
    except UserFacingError as exc:
        logging.getLogger(__name__).warning("%s", exc)
        return None

    def find(text: str) -> list[str]:
        return [m.name for m in catalog.find(text)]

    return find


def _mentions(term: str, text: str) -> int:
    if has_cjk(term):
        return text.count(term.lower())
    # ASCII boundaries: "使用Java、Go" mentions Java and Go
    return len(re.findall(rf"(?<![A-Za-z0-9_+#]){re.escape(term.lower())}(?![A-Za-z0-9_+#])", text))


def key_skills(
    listed: list[str],
    interests: list[str],
    lines: list[str],
    exclude: set[str] | None = None,
    limit: int = 15,
) -> list[str]:
    """The skills and topics that characterise the CV, most mentioned first (a listed skill
    or interest counts once more than its mentions; terms the text repeats join them; ties
    keep the CV's order)."""
    text = "\n".join(lines).lower()
    candidates: dict[str, float] = {}
    for bonus, terms in ((1.5, interests), (1.0, listed)):
        for term in terms:
            key = term.lower()
            if key not in {c.lower() for c in candidates}:
                candidates[term] = _mentions(term, text) + bonus
    known = {c.lower() for c in candidates}
    for term, count in frequent_terms(lines, exclude or set()).items():
        if term.lower() not in known and not any(term.lower() in k for k in known):
            candidates[term] = count + (0.5 if " " in term else 0.0)
            known.add(term.lower())
    finder = skill_finder()
    if finder is not None:  # known skills under any alias: count the lines naming them
        found = Counter(term for line in lines for term in dict.fromkeys(finder(line)))
        spelled = {c.lower(): c for c in candidates}
        for term, count in found.items():
            if term.lower() in spelled:
                name = spelled[term.lower()]
                candidates[name] = max(candidates[name], count + 1)
            else:
                candidates[term] = float(count)
    ranked = sorted(candidates, key=lambda t: -candidates[t])
    return ranked[:limit]


# -- skills and topics the text keeps coming back to (no vocabulary needed) -------------------

# (not an abbreviation's first part: "Ph.D.", "U.S.")
_MID_WORD = re.compile(
    r"(?<=[a-z0-9,;:(/] )([A-Z][A-Za-z0-9]*(?:[+#]+|\.js)?)(?![\w+#-]|\.[A-Za-z])"
)
_SHAPED = re.compile(
    r"(?<![\w+#.-])([A-Z]{2,6}[0-9]?|[A-Za-z]*[a-z][A-Z][A-Za-z0-9]*|[A-Za-z]+[+#]+)"
    r"(?![\w+#-]|\.[A-Za-z])"
)
_HEADS = (
    r"systems?|learning|algorithms?|verification|databases?|index(?:es|ing)?|search|computing|"
    r"processing|mining|retrieval|recommendations?|networks?|compilers?|"
    r"scheduling|optimization|storage|inference|training|analytics|security|vision|graphs?|"
    r"languages?|protocols?|consensus|testing|visualization|modeling|modelling|serving|"
    r"memory|privacy|interconnects?|stores?|caches?|caching|kernels?|accelerators?|"
    r"virtualization|orchestration|runtimes?|hardware|architectures?|detection|"
    r"experiments?|experimentation"
)
_TOPIC = re.compile(rf"(?=\b([a-z][a-z-]{{2,}})\s+((?i:{_HEADS}))\b)")  # overlapping
_NOT_TOPIC_WORD = {
    "the", "a", "an", "of", "and", "for", "our", "new", "this", "that", "these", "its", "their",
    "with", "based", "large", "small", "efficient", "fast", "novel", "scalable", "existing",
    "other", "various", "several", "many", "multiple", "different", "high", "low", "real",
    "first", "second", "such", "from", "into", "using", "via", "on", "in", "to", "by", "at",
    "is", "are", "was", "were", "be", "been", "has", "have", "had", "we", "which", "whole",
    "entire", "internal", "production", "online", "offline", "modern", "key", "core", "main",
}  # fmt: skip
_NOT_TERMS = {
    "I", "AI", "IT", "OK", "US", "USA", "UK", "PhD", "MSc", "BSc", "GPA", "CV", "PI", "TA",
    "CEO", "CTO", "HR", "PM", "MS", "BS", "MA", "BA", "CA", "NY", "WA", "MIT", "ACM", "IEEE",
}  # fmt: skip


_LATIN_IN_CJK = re.compile(
    r"(?<![A-Za-z0-9_+#.])([A-Z][A-Za-z0-9]*(?:[+#]+|\.js)?|[a-z]+[A-Z][A-Za-z0-9]*)"
    r"(?![A-Za-z0-9_+#])"
)
_MONTH_OR_ROLE = re.compile(
    r"(?i)^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|"
    r"april|june|july|august|september|october|november|december|spring|summer|fall|autumn|"
    r"winter|intern|engineer|developer|scientist|researcher|manager|director|lead|architect|"
    r"analyst|consultant|assistant|fellow|professor|student|member|head|present)s?$"
)


def frequent_terms(lines: list[str], exclude: set[str]) -> dict[str, int]:
    """Terms named at least twice: technology-shaped tokens (CUDA, PyTorch, C++), proper
    nouns the CV never writes in lower case (Spark, Paxos) and two-word topics with a
    technical head noun (machine learning, recommender systems). `exclude`: words of the
    owner's names, employers, schools and venues."""
    text = "\n".join(lines)
    lowered_words = set(re.findall(r"(?<![A-Za-z])[a-z][a-z]+(?![A-Za-z])", text))
    excluded = {w.lower() for e in exclude for w in re.findall(r"[A-Za-z][\w+#]*", e)}
    counts: Counter[str] = Counter()
    for line in lines:
        cjk = len(HAN_CHAR.findall(line))
        if cjk:  # Latin names inside Chinese prose are technologies or products
            if cjk >= 6 and cjk * 2 > len(re.findall(r"[A-Za-z]", line)):
                for tok in dict.fromkeys(_LATIN_IN_CJK.findall(line)):
                    if not (
                        tok in _NOT_TERMS or tok.lower() in excluded or _MONTH_OR_ROLE.match(tok)
                    ):
                        counts[tok] += 1
            continue
        words = re.findall(r"[A-Za-z][\w+#-]*", line)
        titled = sum(w[0].isupper() and not w.isupper() for w in words)
        seen: set[str] = set()
        if len(words) < 5 or titled * 2 > len(words):
            # a heading, a title-case line or a list of names: not prose, but a paper's or a
            # project's title still names its topic ("… Key-Value Stores on Disaggregated
            # Memory")
            if len(words) >= 4:
                _count_topics(line.lower(), excluded, seen, counts)
            continue
        for tok in [*_SHAPED.findall(line), *_MID_WORD.findall(line)]:
            if tok in _NOT_TERMS or tok.lower() in excluded or tok in seen:
                continue
            if _MONTH_OR_ROLE.match(tok):
                continue
            if tok[0].isupper() and tok[1:].islower() and tok.lower() in lowered_words:
                continue  # an ordinary word capitalised
            seen.add(tok)
            counts[tok] += 1
        _count_topics(line, excluded, seen, counts)
    return {term: n for term, n in counts.items() if n >= 2}


def _count_topics(line: str, excluded: set[str], seen: set[str], counts: Counter[str]) -> None:
    """Count the two-word topics of a line (a technical head noun after a lower-case word),
    once per line."""
    for first, head in _TOPIC.findall(line):
        if first.lower() in _NOT_TOPIC_WORD or first.lower() in excluded:
            continue
        head = head.lower()
        if head.endswith("s") and not head.endswith(("ss", "us", "ics")):
            head = head[:-1]  # "recommender systems" and "recommender system" are one
        phrase = f"{first.lower()} {head}"
        if phrase not in seen:
            seen.add(phrase)
            counts[phrase] += 1
