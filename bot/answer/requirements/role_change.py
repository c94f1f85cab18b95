"""A change of role: "前端转产品的", "engineers who moved into product", "技术出身的产品经理",
"anyone who switched from backend to data science", "engineer turned PM". Two role families
named with a word of moving between them, the first the one left (any engineering family for
"engineering" / "技术" / "研发"). Met by the record's full-time titles
(`ingest.career_moves.role_moves`: `role_moves=frontend_to_product-manager`), quoting the two
positions."""

from __future__ import annotations

import re

from bot.answer.requirements.base import Asked
from bot.answer.requirements.reading import record_kind
from ingest.career_moves import role_moves
from ingest.language import MOVING, ROLE_FAMILIES

# words a question names a field of work by, besides the titles' vocabulary
_QUESTION_WORDS: dict[str, re.Pattern[str]] = {
    "product-manager": re.compile(r"(?i:\bproduct\b(?!\s+(?:design|engineer)))|产品(?!设计)"),
    "data-scientist": re.compile(r"(?i:\bdata\s+science\b)"),
    # "now doing ux or cx": experience design, the designers' field
    "designer": re.compile(r"(?i:\b(?:cx|customer\s+experience)(?:\s+design)?\b)|体验设计"),
    # "后端转去做 NLP", "moved from backend into ML": a field of machine learning, no title word
    "ml": re.compile(
        r"(?i:\b(?:nlp|machine\s+learning|ml|ai|deep\s+learning|computer\s+vision)\b)|"
        r"自然语言处理|计算机视觉|机器学习|深度学习|人工智能"
    ),
    "data-analyst": re.compile(r"(?i:\b(?:data|business)\s+analy(?:tics|sis)\b)|数据分析|数分"),
    "manager": re.compile(
        r"(?i:\b(?:lead|leading|run|running|manage|managing)\s+(?:a\s+|their\s+own\s+)?team\b|"
        r"\bpeople\s+manag\w*|\bmanag(?:er|ers|ing|ement)\b)|"
        r"管理(?:岗)?|带团队|管人|带人"
    ),
    # "chefs who moved into ops / management": a field of running things, beside management
    "operations": re.compile(r"(?i:\boperations\b|\bops\b(?=\s*(?:/|or|and)\s*management))"),
    # "质量岗转去做注册法规的": medical products' regulatory work by its Chinese short names
    # (besides the titles' "药品注册", "法规事务")
    "regulatory-affairs": re.compile(r"注册法规|法规注册|器械注册|注册与?法规"),
    # "律师转做合规", "lawyers who moved into compliance"
    "compliance": re.compile(r"(?i:\bcompliance\b)|合规|反洗钱"),
    # "从芯片验证转架构的", "moved from verification into architecture"
    "architect": re.compile(r"(?i:\barchitecture\b)|(?<!基础)架构(?!师)"),
    "hardware": re.compile(r"(?i:\b(?:design\s+)?verification\b)|(?<!软件)验证"),
    # "left academia for industry", "从高校出来去企业的", "学术界转工业界"
    "academia": re.compile(
        r"(?i:\bacademi(?:a|c|cs)\b|\bfaculty\b|\bprofessors?(?:hip)?\b)|高校|学术界|学界|教职|大学老师"
    ),
    "industry": re.compile(
        r"(?i:\bindustry\b|\bcorporate\b|\bprivate\s+sector\b)|工业界|业界|产业界|企业|公司"
    ),
    "ic": re.compile(r"(?i:\bICs?\b|\bindividual\s+contributors?\b)|一线(?:开发|工程师)?"),
    "engineering": re.compile(
        r"(?i:\b(?:software\s+)?(?:engineer(?:ing|s)?|eng|dev(?:eloper)?s?)\b(?:\s+(?:roles?|jobs?))?|"
        r"\bswes?\b|\bcoding\b)|(?:软件)?(?:研发|开发|技术)|工程师|程序员|码农"
    ),
}
# a word of moving from the field before it to the one after it
_MOVE = re.compile(
    r"(?i:^\W*(?:to|into|turned|->|→)\W*$|"
    r"\b(?:to|into)(?:\s+(?:become|be|being|do|doing))?\s+(?:a\s+|an\s+)?$|"
    r"\b(?:moved|moving|switched|switching|transitioned|transitioning|pivoted|pivoting|went|"
    r"shifted|left)\b.{0,40}\b(?:to|into)(?:\s+(?:become|be|doing|do))?\s+(?:an?\s+)?$|"
    # "ex cabin crew now doing ux", "a former teacher, now a PM"
    r"^\W*now\s+(?:doing|in|working\s+(?:as|in)|an?)\s+(?:an?\s+)?$)|"
    r"^\s*(?:岗位|岗)?\s*(?:出身的?|背景的?)?\s*(?:后来|之后|然后|再|现在|目前|如今)?\s*(?:内部)?(?:转行|转岗|转型|转)(?:去|到|做|成|为|当){0,2}\s*$|"
    r"^\s*出身的?\s*$"
)
# "left academia for industry": the field left, then the one gone to
_LEFT = re.compile(r"(?i)\b(?:left|quit|leaving)\s+(?:the\s+)?$|从\s*$")
_FROM_LEAD = re.compile(r"从\s*([\u4e00-\u9fff]{1,4})$")
_FOR = re.compile(r"(?i)\s*for\s+(?:an?\s+|the\s+)?$|\s*(?:出来)?\s*(?:去|到)\s*$")
# "product or people management", "转产品或者带团队": the fields after a move, any of them
_OR = re.compile(r"(?i:^\s*(?:,|/|or|and/or|或者|或|还是|、)\s*(?:an?\s+|to\s+|into\s+)?$)")


def _fields(text: str) -> list[tuple[int, int, str]]:
    """(start, end, family) of each field of work the text names, in order."""
    found = [
        (m.start(), m.end(), family)
        for patterns in (ROLE_FAMILIES, _QUESTION_WORDS)
        for family, pattern in patterns.items()
        for m in pattern.finditer(text)
    ]
    found.sort(key=lambda x: (x[0], -x[1]))  # the longest name at a place first
    merged: list[tuple[int, int, str]] = []
    for start, end, family in found:  # "芯片验证": one field named in two words
        if merged and merged[-1][2] == family and merged[-1][1] <= start <= merged[-1][1] + 1:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]), family)
        else:
            merged.append((start, end, family))
    # "frontend engineering", "后端开发", "eng management": the generic word beside a field
    # names that field, no field of its own (the field's span takes it)
    kept: list[tuple[int, int, str]] = []
    pending: int | None = None  # where a generic word before the next field began
    for k, (start, end, family) in enumerate(merged):
        after = merged[k + 1] if k + 1 < len(merged) else None
        if (
            family == "engineering"
            and kept
            and kept[-1][2] != "engineering"
            and _next_to(text, kept[-1][1], start)
        ):
            kept[-1] = (kept[-1][0], end, kept[-1][2])
            continue
        if (
            family == "engineering"
            and after
            and after[2] != "engineering"
            and _next_to(text, end, after[0])
        ):
            pending = start if pending is None else pending
            continue
        kept.append((start if pending is None else pending, end, family))
        pending = None
    return kept


def _next_to(text: str, end: int, start: int) -> bool:
    """Two words side by side: nothing but a space or a hyphen between them."""
    return 0 <= start - end <= 1 and not text[end:start].strip(" -")


def find(text: str) -> Asked | None:
    if not MOVING.search(text):
        return None
    # "from academia (postdoc etc) into industry": a field in brackets after another is an
    # example of it, no field of its own
    brackets = [m.span() for m in re.finditer(r"[(（][^()（）]*[)）]", text)]
    fields = [
        f
        for k, f in enumerate(_fields(text))
        if not (k and any(lo < f[0] < hi for lo, hi in brackets))
    ]
    for i, (a_start, a_end, a) in enumerate(fields):
        if a == "manager":
            continue
        for j in range(i + 1, len(fields)):
            b_start, b_end, b = fields[j]
            if b_start < a_end or a == b or b in ("engineering", "ic"):
                continue
            between = any(a_end <= lo < b_start for lo, _, _ in fields)
            left_for = _LEFT.search(text[:a_start]) and _FOR.match(text[a_end:b_start])
            if between or not (_MOVE.search(text[a_end:b_start]) or left_for):
                continue
            targets, end = [b], b_end
            for c_start, c_end, c in fields[j + 1 :]:
                if c_start < end:
                    continue
                if not _OR.search(text[end:c_start]):
                    break
                targets, end = [*targets, c], c_end
            clauses = [  # an IC who became a PM: from engineering (the record's moves)
                f"role_moves={'engineering' if a == 'ic' and t != 'manager' else a}_to_{t}"
                for t in dict.fromkeys(targets)
                if t != a
            ]
            # ("从临床兽医转去…": the words before the field, after 从, are its own)
            if lead := _FROM_LEAD.search(text[:a_start]):
                a_start = lead.start(1)
            spans = [(a_start, end), *(m.span() for m in MOVING.finditer(text))]
            spans += [b for b in brackets if a_start < b[0] < end]
            return Asked(
                clauses=[" or ".join(clauses)],
                spans=spans,
                figure=role_moves,
                families=(a, *targets),
            )
    return None


KIND = record_kind("change of role", find)
