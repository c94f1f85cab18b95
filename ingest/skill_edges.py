"""Where a skill's name stands in a text: the edges a match needs (a single letter in a list,
"Go" not "Go to market", not glued to another word by "." or "-"), and a text's words that a
line break hyphenated put back together. Used by `ingest.skills`."""

from __future__ import annotations

import re
from functools import partial

from ingest.aliasmatch import Accept, Alias
from ingest.language import is_cjk_char

_LIST_CHARS = set(",，、/;；|()（）:：[]【】•·*\n")
_LIST_WORDS = re.compile(r"(?i)(?:\band|\bor|&|和|及|以及|或)$")
_LIST_WORDS_AFTER = re.compile(r"(?i)^(?:and\b|or\b|和|及|以及|或|语言)")
# a language or tool the work was done in, last in its sentence: "analysed the results in R."
# (not "a grade of C", "Vitamin C.")
_DONE_IN = re.compile(r"(?i)\bin$")
_PROSE_AFTER = re.compile(r"^(?:-[A-Za-z]|\s+(?:to|ahead|back|through|for|on|out|up|live)\b)")


def _prev_nonspace(text: str, start: int) -> tuple[str, int]:
    i = start - 1
    while i >= 0 and text[i] in " \t":
        i -= 1
    return (text[i], i) if i >= 0 else ("", -1)


def _next_nonspace(text: str, end: int) -> tuple[str, int]:
    i = end
    while i < len(text) and text[i] in " \t":
        i += 1
    return (text[i], i) if i < len(text) else ("", len(text))


def among_cjk(text: str, start: int, end: int, form: str) -> bool:
    """An acronym typed in lower case with Chinese on both sides ("真用过ps的"): the
    acronym, where no English prose is around it to make it a word."""
    before, after = _prev_nonspace(text, start)[0], _next_nonspace(text, end)[0]
    return (
        form.isupper()
        and len(form) > 1
        and all(not ch or is_cjk_char(ch) for ch in (before, after))
    )


def _letter_ok(text: str, start: int, end: int, relaxed: bool) -> bool:
    after = text[end : end + 1]
    before = text[start - 1 : start] if start else ""
    if after in ("&", "-", "'", "’") or before in ("&", "-", "'", "’", "."):
        return False  # R&D, C-Eval, C's, A.C
    if after == ".":
        rest = text[end + 1 :].split("\n", 1)[0]
        if rest.strip():
            return False  # an initial: "C. Zhang", "Li, C., Wang"
    if relaxed:
        return True
    prev, i = _prev_nonspace(text, start)
    nxt, j = _next_nonspace(text, end)
    if prev == "" or prev in _LIST_CHARS or is_cjk_char(prev):
        return True
    if (nxt in _LIST_CHARS and nxt not in "\n") or is_cjk_char(nxt):  # "C, Go"; "C和Go"
        return True
    line_before = text[max(0, i - 6) : i + 1]
    if _DONE_IN.search(text[max(0, i - 2) : i + 1]) and nxt in ("", "."):
        return True  # (a bracket or a semicolon after it is a list mark, above)
    return bool(_LIST_WORDS.search(line_before) or _LIST_WORDS_AFTER.match(text[j : j + 3]))


# what may follow a name only a question uses, in Chinese ("做品牌的", "品牌相关", "品牌岗")
_NAME_GOES_ON = re.compile(r"(?![的吗呢嘛相方类岗工经背或和与、])[\u4e00-\u9fff]")


def accept(relaxed: bool) -> Accept:
    # a partial, not a closure: a built catalog is kept on disk (ingest/catalog_cache.py)
    return partial(_accept_skill, relaxed)


def _accept_skill(relaxed: bool, text: str, start: int, end: int, alias: Alias) -> bool:
    surface = text[start:end]
    mode = alias.mode
    if mode == "acronym" and surface != alias.text:
        return False
    if mode == "exact" and surface not in (alias.text, alias.text.upper()):
        return False
    if mode == "letter":
        return surface == alias.text and _letter_ok(text, start, end, relaxed)
    if mode == "acronym" and alias.cjk_end and _NAME_GOES_ON.match(text, end):
        return False  # a question's own Chinese name ends its words: "做品牌的", not "品牌车企"
    if not alias.cjk_start and start >= 2:
        before = text[start - 1]
        if before in ".-" and text[start - 2].isalnum() and not is_cjk_char(text[start - 2]):
            return False  # glued to the word before: Node.JS, Objective-C, Type-C
    if not alias.cjk_end and end + 1 < len(text):
        if text[end] == "." and text[end + 1].isalnum() and not is_cjk_char(text[end + 1]):
            return False  # glued to the word after: Vue.foo
    if mode == "exact" and len(alias.text) <= 4 and alias.text.isalpha():
        if _PROSE_AFTER.match(text[end : end + 10]):
            return False  # Go-to, "Go to market"
    return True


_BROKEN_WORD = re.compile(r"(?<=[A-Za-z])-\n([ \t]*)([A-Za-z][A-Za-z0-9+#]*)")


def rejoined(text: str) -> str:
    """The text with each word a line break hyphenated put back together ("Light-\\nGBM"
    is "LightGBM"), of the same length: the line break moves after the word, so offsets
    before and after it still index the original text."""
    if "-" not in text:
        return text
    text = _CAMEL_BROKEN.sub(lambda m: m[1] + " ", text)  # "Light-GBM" (a wrap joined)
    return _BROKEN_WORD.sub(lambda m: m[2] + " " * (1 + len(m[1])) + "\n", text)


_CAMEL_BROKEN = re.compile(r"(?<=[a-z])-([A-Z]{2,}[A-Za-z0-9]*)\b")
