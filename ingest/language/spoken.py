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
    "ielts": "English", "toefl": "English",
}  # fmt: skip
# a line that lists languages outside a section of them
LANGUAGE_LINE = re.compile(
    r"(?i:(?<!programming )\blanguages?\s*[:：]|(?<!编程)语言能力|外语|英语|\bcet-|ielts|toefl)"
)
# languages a question may name: the CV words and how recruiters say them
_ASKED_WORDS = {
    **SPOKEN_WORDS, "英文": "English", "日文": "Japanese", "韩文": "Korean", "法文": "French",
    "德文": "German", "俄语": "Russian", "意大利语": "Italian", "葡萄牙语": "Portuguese",
    "阿拉伯语": "Arabic", "西语": "Spanish",
}  # fmt: skip
# one language is another's too: a Chinese speaker's CV may say Mandarin
SAME_LANGUAGE = {"Chinese": ["Chinese", "Mandarin"], "Mandarin": ["Mandarin", "Chinese"]}
_LATIN = "|".join(
    sorted((w for w in _ASKED_WORDS if w.isascii() and "-" not in w), key=len, reverse=True)
)
_HAN = "|".join(sorted((w for w in _ASKED_WORDS if not w.isascii()), key=len, reverse=True))
# "speaks Japanese", "fluent in German", "native Korean", "Japanese speakers", "会日语的",
# "英语流利", "日语N2": a language asked of a person
ASKED_LANGUAGE = re.compile(
    rf"(?i:\b(?:speaks?|speaking|spoken|fluent(?:ly)?(?:\s+in)?|native(?:\s+in)?|bilingual\s+in|"
    rf"proficient\s+in|knows?|business[- ]level|conversational)\s+(?P<en>{_LATIN})\b|"
    rf"\b(?P<en2>{_LATIN})[- ](?:speakers?|speaking|fluency|proficiency|skills?)\b)|"
    rf"(?:会说|会|懂|精通|能说|讲)?\s*(?P<zh>{_HAN})(?:\s*(?:口语|书面)?\s*(?:流利|熟练|很好|好|能力|水平))?"
)


def asked_language(word: str) -> str | None:
    return _ASKED_WORDS.get(word.lower())
