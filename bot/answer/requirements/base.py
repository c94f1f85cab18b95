"""What a requirement kind finds in a question (`Asked`), what a whole question asks of
the records (`RecordAsk`), and numbers as recruiters write them."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date

from ingest.figures import Figure
from ingest.record import CandidateRecord


@dataclass
class Asked:
    """What one kind found in a question: filter clauses (all must hold) and where."""

    clauses: list[str]
    spans: list[tuple[int, int]]
    figure: Callable[[CandidateRecord, date], Figure]


@dataclass
class RecordAsk:
    """Everything a question asks of the records."""

    clauses: list[str] = field(default_factory=list)
    spans: list[tuple[int, int]] = field(default_factory=list)
    figures: list[Callable[[CandidateRecord, date], Figure]] = field(default_factory=list)
    current_places: list[str] = field(default_factory=list)  # "works at X now": X's names

    def add(self, asked: Asked) -> None:
        self.clauses += asked.clauses
        self.spans += asked.spans
        self.figures.append(asked.figure)

    @property
    def expression(self) -> str:
        return " and ".join(f"({c})" for c in self.clauses)

    def __bool__(self) -> bool:
        return bool(self.clauses)


# the words that make a level a minimum after "or" / "and": "… or higher", "or above", "and
# up" (`seniority` adds "more senior", `degree` "more")
OR_ABOVE_WORDS = r"higher|above|up"

# numbers as recruiters write them: 8, eight, 八, 两, 十
_EN_NUMBERS = {
    w: n
    for n, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
        "fifteen sixteen seventeen eighteen nineteen twenty".split()
    )
}
_ZH_DIGITS = {"零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7,
              "八": 8, "九": 9}  # fmt: skip
NUMBER = r"(?:\d+(?:\.\d+)?|[a-z]+|[零一二两三四五六七八九十]{1,3})"


def number_of(word: str) -> float | None:
    """8 / eight / 八 / 十二 -> the number (None: not one)."""
    word = word.strip().lower()
    if re.fullmatch(r"\d+(?:\.\d+)?", word):
        return float(word)
    if word in _EN_NUMBERS:
        return float(_EN_NUMBERS[word])
    if word and all(ch in _ZH_DIGITS or ch == "十" for ch in word):
        if "十" not in word:
            return float(_ZH_DIGITS[word]) if len(word) == 1 else None
        tens, _, ones = word.partition("十")
        return float((_ZH_DIGITS.get(tens, 1) if tens else 1) * 10 + _ZH_DIGITS.get(ones, 0))
    return None
