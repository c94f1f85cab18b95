"""Text normalisation shared by every parser.

NFKC folds ligatures (ﬁ), full-width forms and most CJK radicals that PDF extraction
produces (⾬ → 雨); the simplified-form radicals of the CJK Radicals Supplement have no
decomposition, so they are mapped explicitly (⻓ → 长, ⻚ → 页, ⻋ → 车, ⼾ → 户).
"""

from __future__ import annotations

import html
import re
import unicodedata
from html.parser import HTMLParser

from ingest.language.script import HAN_WIDE, HAN_WIDE_CHAR

# CJK Radicals Supplement (simplified forms) and Kangxi radicals whose NFKC target is the
# traditional form, mapped to the unified ideograph a simplified-Chinese text means.
_RADICALS = str.maketrans(
    {
        "⺦": "丬", "⺰": "纟", "⻅": "见", "⻆": "角", "⻈": "讠", "⻉": "贝", "⻋": "车",
        "⻌": "辶", "⻐": "钅", "⻓": "长", "⻔": "门", "⻙": "韦", "⻚": "页", "⻛": "风",
        "⻜": "飞", "⻠": "饣", "⻢": "马", "⻥": "鱼", "⻦": "鸟", "⻧": "卤", "⻨": "麦",
        "⻩": "黄", "⻪": "黾", "⻬": "齐", "⻮": "齿", "⻰": "龙", "⻳": "龟", "⼾": "户",
        "⺠": "民", "⺟": "母", "⺣": "灬", "⺼": "月", "⻊": "足", "⻏": "阝", "⻘": "青",
        "⻄": "西", "⻁": "虎", "⺩": "王", "⺮": "竹", "⻝": "食", "⻤": "鬼", "⻣": "骨",
        "⻑": "長", "⺁": "厂", "⺇": "几", "⺌": "小", "⺗": "心", "⻂": "衤", "⺺": "肀",
    }
)  # fmt: skip

_INVISIBLE = re.compile("[\u00ad\u200b\u200c\u200d\u2060\ufeff\ufffe]")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
# an accent a PDF set apart before its letter ("Ume ̊a" from a LaTeX "\\aa"): the letter with it
_LOOSE_ACCENT = re.compile(r" ([\u0300-\u036f])([A-Za-z])")
# the same with a spacing accent, as a pdfTeX font without T1 encoding writes it ("M¨uller",
# "Jos´e", "Gar¸con"): the accent, the letter it sits on -> the letter with the combining
# accent (only before letters that take it: "Children´s" is an apostrophe)
_SPACING_ACCENT = {"¨": "\u0308", "´": "\u0301", "ˆ": "\u0302", "˜": "\u0303", "¸": "\u0327",
                   "ˇ": "\u030c", "˚": "\u030a"}  # fmt: skip
_ACCENT_BEFORE = re.compile(
    r"(¨ ?[AEIOUYaeiouyı]|´ ?[AEIOUYaeiouyıCNZcnz]|ˆ ?[AEIOUaeiou]|˜ ?[ANOano]|¸ ?[CSTcst]"
    r"|ˇ ?[A-Za-z]|˚ ?[AUau])"
)
_HYPHEN_BREAK = re.compile(r"([\w.+#]*[A-Za-z])-\n([a-z]\w*)")
_SPACES = re.compile(r"[ \t\u00a0\u3000]+")
_HTML_TAG = re.compile(
    r"</?(p|li|ul|ol|br|b|i|div|span|table|tr|td|strong|em|math|h\d|script|style|a|img)\b", re.I
)
_BLOCK_TAGS = {"p", "li", "ul", "ol", "br", "div", "tr", "table", "h1", "h2", "h3", "h4"}


class _HTMLToText(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._skip = 0  # inside <script> or <style>: not CV text

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("script", "style"):
            self._skip += 1
        elif tag == "li":
            self.parts.append("\n• ")
        elif tag in _BLOCK_TAGS:
            self.parts.append("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style"):
            self._skip = max(0, self._skip - 1)
        elif tag in _BLOCK_TAGS:
            self.parts.append("\n")

    def handle_data(self, data: str) -> None:
        if not self._skip:
            self.parts.append(data)


def without_accents(text: str) -> str:
    """'Zoë Ørsted' → 'Zoe Orsted': accents off (and the stroke of Ø, which is no accent), for
    comparing spellings."""
    decomposed = unicodedata.normalize("NFKD", text.replace("Ø", "O").replace("ø", "o"))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def strip_html(text: str) -> str:
    """Turn HTML fragments embedded in a CV into plain lines (only when tags are present)."""
    if not _HTML_TAG.search(text):
        return text
    parser = _HTMLToText()
    parser.feed(text)
    parser.close()
    return "".join(parser.parts)


def normalize_chars(text: str) -> str:
    text = text.translate(_RADICALS)
    text = _LOOSE_ACCENT.sub(lambda m: m.group(2) + m.group(1), text)
    text = _ACCENT_BEFORE.sub(
        lambda m: m.group()[-1].replace("ı", "i") + _SPACING_ACCENT[m.group()[0]], text
    )  # (a dotless ı under the accent is TeX's \\i: "na¨ıve")
    text = unicodedata.normalize("NFKC", text)
    # a hyphen a PDF marks as cut at the line's end: a compound's own ("Kubernetes-based",
    # "real-time") stays, a word's syllables ("orches-tration") are joined
    text = _LINE_END_HYPHEN.sub(_unhyphenated, text)
    text = _INVISIBLE.sub("", text)
    return _CONTROL.sub(" ", text)


_LINE_END_HYPHEN = re.compile(r"([\w.+#]+)\ufffe\s*(\w+)")


def _unhyphenated(m: re.Match[str]) -> str:
    """Two words a layout cut at a hyphen, whole again: with the hyphen when it is a
    compound's own ("Kubernetes-based", "real-time"), without it when it cut one word's
    syllables ("orches-tration")."""
    return m[1] + ("-" if _compound(m[1], m[2]) else "") + m[2]


def _compound(first: str, second: str) -> bool:
    """Two words a layout cut at a hyphen are one hyphenated compound (not one word cut)."""
    return (
        bool(re.search(r"\d", first)) or bool(_COMPOUND_TAIL.match(second)) or second[:1].isupper()
    )


_TAB_RUN = re.compile(r"[ \u00a0]*\t[\t \u00a0]*")


def _tab_cells(line: str) -> str:
    """A row of three or more cells separated by tabs ("2019 – present<TAB>Spotify AB<TAB>
    Engineer") keeps its cells apart as " | " (the convention of table rows everywhere); a
    lone tab is whitespace."""
    inner = line.strip()
    return _TAB_RUN.sub(" | ", inner) if len(_TAB_RUN.findall(inner)) >= 2 else line


def normalize_text(text: str) -> str:
    """Normalise a whole extracted text, keeping its line structure."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    text = html.unescape(strip_html(text))
    text = normalize_chars(text)
    text = _HYPHEN_BREAK.sub(_unhyphenated, text)
    lines = [_SPACES.sub(" ", _tab_cells(line)).strip() for line in text.split("\n")]
    out: list[str] = []
    for line in lines:
        if line or (out and out[-1]):
            out.append(line)
    return "\n".join(out).strip()


_TOKEN = re.compile(rf"[{HAN_WIDE}]|[A-Za-z0-9]+|[^\sA-Za-z0-9]")


def count_tokens(text: str) -> int:
    """Tokens as a multilingual model sees them, roughly: a CJK character or a word."""
    return len(_TOKEN.findall(text))


def display_width(text: str) -> int:
    """Width in half-width cells (a CJK character takes two)."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


# the second word of a hyphenated compound, cut at its hyphen by the layout
_COMPOUND_TAIL = re.compile(
    r"(?:based|driven|powered|native|enabled|aware|related|oriented|focused|facing|level|"
    r"scale|time|end|side|term|grade|ready|first|wide|specific|free|like)\b"
)


def join_wrapped(prev: str, cont: str) -> str:
    """Join a line broken by layout: no space between CJK, one space otherwise."""
    if prev.endswith("-") and cont[:1].islower():
        # a compound's own hyphen stays ("Kubernetes-" / "based"); one word's syllables are
        # joined ("orches-" / "tration"): `_compound` tells them apart
        word = re.search(r"([\w.+#]+)-$", prev)
        return prev + cont if word and _compound(word[1], cont) else prev[:-1] + cont
    if re.search(r"(?<![\w-])[A-Z]{3,}-$", prev) and re.match(r"[A-Z]{3,}\b", cont):
        return prev[:-1] + cont  # one word in capitals cut at the line's end: "INTER-" / "SPEECH"
    if re.search(r"[a-z]-$", prev) and cont[:1].isupper():
        return prev + cont  # "Light-" / "GBM": one word, its hyphen kept ("Light-GBM")
    if HAN_WIDE_CHAR.match(prev[-1:]) or HAN_WIDE_CHAR.match(cont[:1]):
        return prev + cont
    return f"{prev} {cont}"
