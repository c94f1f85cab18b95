"""Skills a CV lists, cleaned, and the few that characterise its owner.

A skills section mixes skills with labels ("Programming Languages:"), fillers ("Mainly
use", "熟悉"), ranking marks ("C > Go = Python"), markup (`\\text{\\LaTeX}`, **bold**,
`code`) and things that are not skills (spoken languages, hobbies). `skill_items` keeps the
skills. `key_skills` ranks the skills listed plus the topics named in a research-interests
line (and, when a skill vocabulary is installed, the known skills the text mentions) by how
often the whole CV mentions them.
"""

from __future__ import annotations

import importlib
import re
from collections import Counter
from collections.abc import Callable
from functools import cache

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
_PROGRAMMING = re.compile(r"(?i)programming|coding|编程|开发语言|程序设计")
_SPLIT = re.compile(
    r"\s*(?:[,，、;；|·•/]|\s(?:and|or|&)\s|(?<=\S)\.\s+(?=[A-Z])|。|\s*(?:=>|>|=)\s*|和|以及|及"
    r"|(?<=[\u4e00-\u9fff])(?=熟悉|了解|掌握|精通|熟练))\s*"
)
_FILLER = re.compile(
    r"(?i)^(?:(?:mainly|also|primarily|mostly)\s+)?(?:use[ds]?|using|can\s+use|know(?:\s+about)?|"
    r"familiar\s+with|experienced\s+(?:with|in)|experience\s+(?:with|in)|skilled\s+in|"
    r"proficient\s+(?:in|with)|good\s+at|ability\s+to|understand|had\s+ever\s+used|"
    r"such\s+as|like|including|e\.g\.?|etc\.?)\s+"
    r"|^(?:主要使用|能够使用|熟练使用|熟练掌握|熟悉|掌握|精通|了解|常用|使用|例如|包括|接触但不限于|接触|对)\s*"
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
    if _SPOKEN.match(part) or _SECTION_WORD.match(part):
        return False
    if re.search(r"[\u4e00-\u9fff]", part):
        return len(part) <= 12 and not re.search(r"[，。！？]|的|有|能够|理解", part)
    words = part.split()
    return len(words) <= 4 and (phrase or not (len(words) > 1 and words[0][:1].islower()))


def skill_items(line: str) -> list[str]:
    """The skills one line of a skills section names."""
    line = re.sub(r"`\s+`", ", ", line)  # `React` `React Native`
    text = clean_markup(re.sub(r"^\s*(?:[-•◊◇◆♦▪●○■□*·+–➢➤✓►]\s*)+", "", line))
    label = _LABEL.match(text)
    if label:
        if _NOT_SKILL_LABEL.search(label.group(1)) and not _PROGRAMMING.search(label.group(1)):
            return []
        text = text[label.end() :]
    out: list[str] = []
    for raw in _SPLIT.split(text):
        part = raw.strip(" .。()（）[]")
        for _ in range(2):
            part = _FILLER.sub("", part).strip()
            part = _TAIL.sub("", part).strip(" .。()（）")
        if _part_ok(part):
            out.append(part)
    return out


def interest_items(line: str) -> list[str]:
    """Topics a research-interests line names ("Database systems (e.g., vector search)")."""
    text = clean_markup(line)
    match = INTEREST_LINE.search(text)
    if match:
        text = text[match.end() :]
        text = re.sub(r"(?i)^\s*(?:[:：]|include[sd]?|are|is|包括)\s*", "", text)
    text = re.sub(r"(?i)\be\.g\.?,?|\bi\.e\.?,?|例如|包括|如", ",", text)
    parts = re.split(r"\s*(?:[,，、;；:：()（）/]|\s(?:and|or)\s|和|以及|等)\s*", text)
    out = []
    for part in parts:
        part = re.sub(r"^\s*(?:[-•◊◇◆♦▪●○■□*·+–➢➤✓►]\s*)+|^(?i:and|or)\s+", "", part)
        part = _TAIL.sub("", part.strip(" .。")).strip(" .。")
        if _part_ok(part, phrase=True):
            out.append(part)
    return out


@cache
def skill_finder() -> SkillFinder | None:
    """The skill vocabulary's lookup when the vocabulary module is installed."""
    try:
        module = importlib.import_module("ingest.skills")
    except ImportError:
        return None
    catalog = module.SkillCatalog.load()

    def find(text: str) -> list[str]:
        hits = catalog.find(text) or []
        hits = hits if isinstance(hits, list | tuple | set) else [hits]
        return [str(getattr(h, "name", None) or getattr(h, "canonical", None) or h) for h in hits]

    return find


def _mentions(term: str, text: str) -> int:
    if re.search(r"[\u4e00-\u9fff]", term):
        return text.count(term.lower())
    return len(re.findall(rf"(?<![\w+#]){re.escape(term.lower())}(?![\w+#])", text))


def key_skills(
    listed: list[str], interests: list[str], lines: list[str], limit: int = 8
) -> list[str]:
    """The skills and topics that characterise the CV, most mentioned first (a listed skill
    or interest counts once more than its mentions; ties keep the CV's order)."""
    text = "\n".join(lines).lower()
    candidates: dict[str, float] = {}
    for bonus, terms in ((1.5, interests), (1.0, listed)):
        for term in terms:
            key = term.lower()
            if key not in {c.lower() for c in candidates}:
                candidates[term] = _mentions(term, text) + bonus
    finder = skill_finder()
    if finder is not None:  # known skills under any alias: count the lines naming them
        found = Counter(term for line in lines for term in set(finder(line)))
        known = {c.lower(): c for c in candidates}
        for term, count in found.items():
            if term.lower() in known:
                candidates[known[term.lower()]] = max(candidates[known[term.lower()]], count + 1)
            else:
                candidates[term] = float(count)
    ranked = sorted(candidates, key=lambda t: -candidates[t])
    return ranked[:limit]
