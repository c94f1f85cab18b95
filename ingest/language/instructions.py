"""Text addressed to an AI or a reader inside a CV (prompt injection), in English and Chinese."""

from __future__ import annotations

import re

from ingest.language.bullets import BULLET
from ingest.language.datewords import YEAR
from ingest.language.script import is_cjk_char

# Text addressed to an AI (or to whoever reads the CV) rather than describing its owner: kept,
# but never used as evidence. Matched on windows of consecutive lines, so that an instruction
# wrapped over several lines is caught whole (see `addressed_lines`).
INSTRUCTION = re.compile(
    r"(?i:\b(?:ignore|disregard|forget|override)\s+(?:all\s+|any\s+)?(?:the\s+|your\s+)?"
    r"(?:previous|prior|above|earlier|other|preceding)\s+(?:instructions?|prompts?|rules|context)|"
    r"\bsystem\s+(?:prompt|note|message|instruction)s?\b|"
    r"\b(?:note|message|instructions?|memo)\s+(?:to|for)\s+(?:the\s+|any\s+)?(?:ai|assistant|"
    r"model|llm|chatbot|bot|reader|reviewer|recruiter|screener|hiring\s+manager|language\s+model)\b|"
    r"\b(?:dear|attention|hey|hello)\s*,?\s+(?:ai|assistant|chatbot|bot|model|llm|gpt|"
    r"recruiter|reviewer|screener|hiring\s+manager)\b|"
    r"\bif\s+you\s+are\s+(?:an?\s+)?(?:ai|assistant|language\s+model|llm|chatbot|bot|gpt)\b|"
    r"\byou\s+are\s+(?:an?\s+)?(?:ai|assistant|language\s+model|chatbot)\b|"
    r"\b(?:ai|assistant|language\s+model|llm|chatbot|gpt)s?\s*(?:[:,]|must|should|shall|will)\s+"
    r"(?:\w+\s+){0,3}(?:answer|say|respond|reply|state|rank|rate|recommend|cite|list|name)\b|"
    r"\b(?:answer|respond|reply|conclude)\s+that\s+\S+(?:\s+\S+){0,3}\s+(?:is|was|has|are)\b|"
    r"\bcite\s+this\s+(?:line|text|passage|section|cv|resume)\b|"
    r"\b(?:the\s+)?only\s+(?:matching|suitable|qualified|relevant|valid)\s+candidate\b|"
    r"\brecommend\s+(?:me|this\s+candidate|[A-Z]\w+\s+[A-Z]\w+)\s+(?:for|as|above)\b|"
    r"\b(?:rank|rate|score)\s+(?:me|this\s+(?:cv|candidate|resume))\s+(?:first|highest|top|as)\b)|"
    r"忽略.{0,8}(?:之前|以上|前面|先前|所有|其他).{0,6}(?:指令|指示|提示|说明|规则)|"
    r"你是一?个?(?:AI|人工智能|助手|语言模型)|"
    r"(?:致|给|对)(?:AI|人工智能|助手|模型|机器人|HR|招聘者|审阅者|读者)(?:的)?(?:说明|提示|留言|指令)|"
    r"(?:AI|人工智能|助手|模型|机器人)[:：，,]?\s*(?:请|务必|必须|一定要)|"
    r"(?:回答|答复|声称|说明).{0,6}(?:是|为)(?:唯一|最佳)|唯一(?:符合|合适|匹配|满足)(?:条件|要求)?的候选人|"
    r"引用(?:这|此)(?:一)?(?:行|段|句)"
)

_WINDOW = 3
_SENTENCE_END = re.compile(r"[。.!?！？」”\"]$")


def addressed_lines(lines: list[str]) -> set[int]:
    """Indexes of lines that belong to text addressed to an AI or a reader (any wording the
    patterns know, in English or Chinese, on one line or wrapped over up to three)."""
    flagged: set[int] = set()
    if not INSTRUCTION.search(" ".join(lines)):
        return flagged  # one pass over the whole text settles most passages
    for start in range(len(lines)):
        window = lines[start : start + _WINDOW]
        joined = " ".join(window)
        bounds = []
        pos = 0
        for line in window:
            bounds.append((pos, pos + len(line)))
            pos += len(line) + 1
        for match in INSTRUCTION.finditer(joined):
            for k, (lo, hi) in enumerate(bounds):
                if match.start() < hi and match.end() > lo:
                    flagged.add(start + k)
    # a wrapped continuation (not a new bullet, not a heading) of a flagged line is part of
    # it: a line in lower case, or a Chinese line after one that ends mid-sentence ("，")
    for i in sorted(flagged):
        j = i + 1
        while j < len(lines) and j not in flagged and lines[j].strip():
            nxt = lines[j].strip()
            open_end = not _SENTENCE_END.search(lines[j - 1].strip())
            if BULLET.match(nxt) or YEAR.search(nxt[:12]):
                break
            if not (nxt[0].islower() or (open_end and is_cjk_char(nxt[0]))):
                break
            flagged.add(j)
            j += 1
    return flagged
