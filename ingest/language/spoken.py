"""Spoken languages as CVs and questions name them: each word (a language's name in English or
Chinese, or a test of it: CET-6, IELTS, JLPT) with the language it means."""

from __future__ import annotations

import re

SPOKEN_WORDS = {
    "english": "English", "mandarin": "Mandarin", "chinese": "Chinese", "cantonese": "Cantonese",
    "japanese": "Japanese", "korean": "Korean", "french": "French", "german": "German",
    "spanish": "Spanish", "russian": "Russian", "italian": "Italian", "portuguese": "Portuguese",
    "arabic": "Arabic", "hindi": "Hindi", "英语": "English", "普通话": "Mandarin",
    "粤语": "Cantonese",
    "汉语": "Chinese", "中文": "Chinese", "日语": "Japanese", "韩语": "Korean", "法语": "French",
    "德语": "German", "西班牙语": "Spanish", "cet-4": "English", "cet-6": "English",
    "ielts": "English", "toefl": "English", "swedish": "Swedish", "dutch": "Dutch",
    "norwegian": "Norwegian", "danish": "Danish", "finnish": "Finnish", "polish": "Polish",
    "turkish": "Turkish", "vietnamese": "Vietnamese", "thai": "Thai", "indonesian": "Indonesian",
    "malay": "Malay", "hebrew": "Hebrew", "greek": "Greek", "czech": "Czech",
    "ukrainian": "Ukrainian", "romanian": "Romanian", "persian": "Persian", "urdu": "Urdu",
    "瑞典语": "Swedish", "荷兰语": "Dutch", "挪威语": "Norwegian", "丹麦语": "Danish",
    "芬兰语": "Finnish", "波兰语": "Polish", "土耳其语": "Turkish", "越南语": "Vietnamese",
    "泰语": "Thai", "印尼语": "Indonesian", "马来语": "Malay", "希伯来语": "Hebrew",
    "希腊语": "Greek", "捷克语": "Czech", "乌克兰语": "Ukrainian", "俄罗斯语": "Russian",
}  # fmt: skip
_LANGUAGE_NAMES = "|".join(w for w in SPOKEN_WORDS if w.isalpha() and w.isascii())
# a line that lists languages outside a section of them
LANGUAGE_LINE = re.compile(
    r"(?i:(?<!programming )\blanguages?\s*[:：]|^\W*spoken\b|(?<!编程)语言能力|外语|英语|"
    r"\bcet-|ielts|toefl)|"
    # a line that begins with a language and its level: "Mandarin (native); Japanese (fluent)",
    # or a table's label run into its row: "… Languages Mandarin (native); …"
    r"(?i:(?:^\W*|\blanguages\s+)(?:"
    + _LANGUAGE_NAMES
    + r")\s*[(（:：]\s*(?:native|fluent|business|professional|conversational|basic|"
    r"intermediate|advanced|working|elementary|limited|mother|bilingual|[abc][12]\b|n[1-5]\b))"
)
# languages a question may name: the CV words and how recruiters say them
_ASKED_WORDS = {
    **SPOKEN_WORDS, "英文": "English", "日文": "Japanese", "韩文": "Korean", "法文": "French",
    "德文": "German", "俄语": "Russian", "意大利语": "Italian", "葡萄牙语": "Portuguese",
    "阿拉伯语": "Arabic", "西语": "Spanish", "日本语": "Japanese", "韩国语": "Korean",
    "nihongo": "Japanese", "deutsch": "German", "español": "Spanish", "espanol": "Spanish",
    "français": "French", "francais": "French", "putonghua": "Mandarin",
}  # fmt: skip
# one language is another's too: a Chinese speaker's CV may say Mandarin
SAME_LANGUAGE = {"Chinese": ["Chinese", "Mandarin"], "Mandarin": ["Mandarin", "Chinese"]}
ASKED_LATIN = "|".join(
    sorted((w for w in _ASKED_WORDS if w.isascii() and "-" not in w), key=len, reverse=True)
)
ASKED_HAN = "|".join(sorted((w for w in _ASKED_WORDS if not w.isascii()), key=len, reverse=True))
# "speaks Japanese", "fluent in German", "native Korean", "Japanese speakers", "会日语的",
# "英语流利", "日语N2": a language asked of a person
ASKED_LANGUAGE = re.compile(
    rf"(?i:\b(?:speaks?|speaking|spoken|fluent(?:ly)?(?:\s+in)?|native(?:\s+in)?|bilingual\s+in|"
    rf"proficient\s+in|knows?|business(?:[- ]level)?|conversational|"
    rf"work(?:ing)?\s+in(?=\s+\w+\s*(?:[?？.,!;]|$)))\s+(?P<en>{ASKED_LATIN})\b|"
    rf"\b(?P<en2>{ASKED_LATIN})[- ](?:speakers?|speaking|fluency|proficiency|skills?)\b)|"
    rf"(?:会说|会|懂|精通|能说|讲)?\s*(?P<zh>{ASKED_HAN})(?:\s*(?:口语|书面)?\s*(?:流利|熟练|很好|好|能力|水平))?"
)


def asked_language(word: str) -> str | None:
    return _ASKED_WORDS.get(word.lower())


# how well a language is spoken, lowest first; a CV's words and tests for each (JLPT, CEFR,
# HSK, TOEIC, IELTS, CET; "日语二级" is the JLPT's old name for N2, "英语六级" CET-6), the
# highest named wins
LANGUAGE_LEVELS = ["basic", "intermediate", "business", "fluent", "native"]
_LEVEL_WORDS: list[tuple[str, re.Pattern[str]]] = [
    ("native", re.compile(r"(?i:\bnative\b|\bmother\s+tongue\b|\bfirst\s+language\b)|母语")),
    ("fluent", re.compile(
        r"(?i:\bfluent\w*|\bproficient\b|\bbilingual\b|\bC[12]\b|(?<![A-Za-z0-9])N1(?![A-Za-z0-9])|"
        r"\bHSK\s*6\b|\bTOPIK\s*[56]\b)|流利|精通|(?<=日语)一级")),
    ("business", re.compile(
        r"(?i:\bbusiness\b|\bprofessional\b|\bworking\s+(?:language|proficiency)\b|\bB2\b|"
        r"(?<![A-Za-z0-9])N2(?![A-Za-z0-9])|\bHSK\s*5\b|\bTOPIK\s*4\b|\bCET-?6\b|\bTOEIC\s*(?:[89]\d\d|7[89]\d)\b|"
        r"\bIELTS\s*[7-9]|\bTOEFL\s*(?:9\d|1[01]\d)\b)|商务|工作语言|熟练|雅思\s*[7-9]|"
        r"(?<=日语)二级|(?<=英语)六级|(?<=英语)专业八级")),
    ("intermediate", re.compile(
        r"(?i:\bintermediate\b|\bconversational\b|\bB1\b|(?<![A-Za-z0-9])N3(?![A-Za-z0-9])|\bHSK\s*[34]\b|"
        r"\bCET-?4\b|\bIELTS\s*[56]\b)|日常|交流|良好|(?<=日语)三级|(?<=英语)四级")),
    ("basic", re.compile(
        r"(?i:\bbasic\b|\bbeginner\b|\belementary\b|\bA[12]\b|(?<![A-Za-z0-9])N[45](?![A-Za-z0-9])|"
        r"\bHSK\s*[12]\b)|入门|基础|一般")),
]  # fmt: skip
_SPOKEN_AT = re.compile(
    "|".join(
        rf"(?<![a-z]){re.escape(w)}(?![a-z])" if w.isascii() else re.escape(w)
        for w in sorted(SPOKEN_WORDS, key=len, reverse=True)
    ),
    re.I,
)


def _separators(text: str) -> list[int]:
    """Where a list of languages is split: commas and the like outside brackets."""
    depth, found = 0, []
    for i, ch in enumerate(text):
        depth += (ch in "(（[" and 1) or (-1 if ch in ")）]" and depth else 0)
        if depth == 0 and ch in ",，、;；|/":
            found.append(i)
    return found


def language_level(text: str, language: str) -> str | None:
    """How well a line says its owner speaks `language` ("Japanese (JLPT N2)", "英语（CET-6，
    可作为工作语言）", "native Korean"), read in that language's part of the line only."""
    named = [
        (m.start(), m.end(), SPOKEN_WORDS[m.group().lower()]) for m in _SPOKEN_AT.finditer(text)
    ]
    cuts = _separators(text)
    same = SAME_LANGUAGE.get(language, [language])  # "Mandarin Chinese (HSK 4)": one language
    others = [(s, e) for s, e, x in named if x not in same]
    best = None
    for start, end, lang in named:
        if lang != language:
            continue
        lo = max([c + 1 for c in cuts if c < start] + [e for s, e in others if e <= start] + [0])
        hi = min([c for c in cuts if c >= end] + [s for s, e in others if s >= end] + [len(text)])
        part = text[lo:hi]
        level = next((lv for lv, pattern in _LEVEL_WORDS if pattern.search(part)), None)
        if level and (best is None or LANGUAGE_LEVELS.index(level) > LANGUAGE_LEVELS.index(best)):
            best = level
    return best
