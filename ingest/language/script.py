"""Writing systems: which characters are Chinese, and which language a text is in.

Three ranges, each for its own use:

* `HAN` — the CJK unified ideographs (U+4E00–U+9FFF), every common Chinese character; what
  "has Chinese in it" means everywhere unless said otherwise;
* `HAN_WIDE` — plus extension A and the compatibility ideographs, for counting characters
  as tokens (rare characters in names and classical text);
* `CJK_SCRIPTS` — Han plus Japanese kana and Korean hangul, for telling a name in an East
  Asian script from a Latin one.

`vectorstore/lexical.py` keeps its own copy of `HAN_WIDE` for its tokenizer: the bottom
layer imports nothing from ingest."""

from __future__ import annotations

import re

HAN = "\u4e00-\u9fff"
HAN_WIDE = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
CJK_SCRIPTS = "\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af"

HAN_CHAR = re.compile(f"[{HAN}]")
HAN_RUN = re.compile(f"[{HAN}]+")
HAN_WIDE_CHAR = re.compile(f"[{HAN_WIDE}]")
CJK_SCRIPT_CHAR = re.compile(f"[{CJK_SCRIPTS}]")
_LATIN_WORD = re.compile(r"[A-Za-z]+")
# the characters `is_cjk_char` accepts, as one class: a search runs in C (the catalogs ask
# this of ~27,000 names at each start-up)
_CJK_ANY = re.compile(
    "[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\U00020000-\U0002fa1f]"
)


def is_cjk_char(ch: str) -> bool:
    """Is one character Chinese, Japanese or Korean (any Han block, kana, hangul)? For
    matching catalog names character by character."""
    if ch < "\u3040":
        return False
    code = ord(ch)
    return (
        0x4E00 <= code <= 0x9FFF
        or 0x3400 <= code <= 0x4DBF
        or 0x3040 <= code <= 0x30FF  # kana
        or 0xAC00 <= code <= 0xD7AF  # hangul
        or 0xF900 <= code <= 0xFAFF
        or 0x20000 <= code <= 0x2FA1F
    )


def has_cjk_script(text: str) -> bool:
    """Does the text contain a character of an East Asian script (see `is_cjk_char`)?"""
    return _CJK_ANY.search(text) is not None


def has_cjk(text: str) -> bool:
    """Does the text contain a Chinese character?"""
    return bool(HAN_CHAR.search(text))


def language_of(text: str) -> str:
    """'zh' when the text contains any Chinese, 'en' otherwise: for short texts a person
    typed (a question, a name), where one Chinese word means a Chinese reader."""
    return "zh" if has_cjk(text) else "en"


def cjk_ratio(text: str) -> float:
    """The share of Chinese characters among characters and Latin words."""
    cjk = len(HAN_WIDE_CHAR.findall(text))
    latin = len(_LATIN_WORD.findall(text))
    total = cjk + latin
    return cjk / total if total else 0.0


def detect_language(text: str) -> str:
    """'zh' when Chinese dominates, 'en' otherwise (token-weighted: a CJK char = a token):
    for CV text, where English terms inside Chinese prose are common."""
    return "zh" if cjk_ratio(text) >= 0.3 else "en"


def unreadable_share(text: str) -> float:
    """The share of a text's letters that are neither Latin, Greek nor East Asian: near 0 for
    a CV in English or Chinese; high for a PDF text layer whose fonts carry no Unicode map
    (a ctex résumé's Fandol fonts come out as Armenian, Syriac and N'Ko letters)."""
    letters = [ch for ch in text if ch.isalpha()]
    if not letters:
        return 0.0
    odd = sum(
        1 for ch in letters if not (ch < "\u0400" or "\u1e00" <= ch < "\u2000" or is_cjk_char(ch))
    )
    return odd / len(letters)


# where Chinese meets Latin letters or digits in an escaped pattern ("N卡", "模拟IC设计")
_SCRIPT_SEAM = re.compile(
    r"(?<=[A-Za-z0-9])(?=[\u3400-\u9fff])|(?<=[\u3400-\u9fff])(?=[A-Za-z0-9])"
)


def spaced_at_script_seams(pattern: str, gap: str) -> str:
    """An escaped pattern with `gap` (a regex: r"\\s*", r"\\s?") allowed wherever Chinese meets
    Latin, as PDFs and typists put a space there ("N 卡", "模拟 IC 设计")."""
    return _SCRIPT_SEAM.sub(lambda _m: gap, pattern)
