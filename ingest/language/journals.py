"""Journals named in Chinese: the words of their translated names ("《自然-结构与分子生物学》" is
Nature Structural & Molecular Biology), read word by word into the English name CVs print."""

from __future__ import annotations

import re

# a word of a journal's Chinese name and the English word it translates (longest first)
_WORDS = {
    "土木工程": "Civil Engineering", "工程": "Engineering", "交通": "Transportation",
    "自然": "Nature", "科学": "Science", "细胞": "Cell", "结构": "Structural", "分子": "Molecular",
    "生物学": "Biology", "化学": "Chemistry", "物理": "Physics", "材料": "Materials",
    "通讯": "Communications", "医学": "Medicine", "能源": "Energy", "纳米技术": "Nanotechnology",
    "生物技术": "Biotechnology", "方法": "Methods", "遗传学": "Genetics",
    "神经科学": "Neuroscience",
    "免疫学": "Immunology", "光子学": "Photonics", "电子学": "Electronics", "催化": "Catalysis",
    "进展": "Advances", "评论": "Review", "快报": "Letters", "应用": "Applied", "先进": "Advanced",
    "天文学": "Astronomy", "地球科学": "Geoscience", "气候变化": "Climate Change",
    "计算科学": "Computational Science", "机器智能": "Machine Intelligence", "生态学": "Ecology",
    "微生物学": "Microbiology", "植物": "Plants", "代谢": "Metabolism", "癌症": "Cancer",
    "可持续发展": "Sustainability", "食品": "Food", "电子": "Electronics",
    "美国": "American", "英国": "British", "欧洲": "European", "国际": "International",
    "流行病学": "Epidemiology", "公共卫生": "Public Health", "临床": "Clinical",
    "肿瘤学": "Oncology", "心理学": "Psychology", "统计学": "Statistics", "营养学": "Nutrition",
    "光学": "Optics", "经济学": "Economics", "管理学": "Management", "历史": "History",
    "过去": "Past", "现在": "Present", "社会": "Society", "研究": "Research",
    "社会学": "Sociological", "经济": "Economic", "管理": "Management", "金融": "Finance",
    "天线": "Antennas", "传播": "Propagation", "无线": "Wireless", "微波": "Microwave",
    "信号处理": "Signal Processing", "图像处理": "Image Processing",
    "电力电子": "Power Electronics",
    "工业电子": "Industrial Electronics", "机器人": "Robotics", "通信": "Communications",
    "电路": "Circuits", "系统": "Systems", "控制": "Control", "自动": "Automatic",
    "神经网络": "Neural Networks", "学习系统": "Learning Systems", "模式分析": "Pattern Analysis",
    "理论": "Theory", "信息": "Information",
    "智能交通系统": "Intelligent Transportation Systems", "车辆技术": "Vehicular Technology",
}  # fmt: skip
# an IEEE journal's Chinese name ends in 汇刊 / 会刊: "Transactions on" goes first
_TRANSACTIONS = re.compile(r"^(?:IEEE)?(.+?)(?:汇刊|会刊)$")
# journals whose Chinese name is no word-for-word translation of their English one
_NAMES = {
    "美国化学会志": "J. Am. Chem. Soc.", "美国科学院院刊": "Proc. Natl. Acad. Sci.",
    "美国国家科学院院刊": "Proc. Natl. Acad. Sci.", "新英格兰医学杂志": "N. Engl. J. Med.",
    "柳叶刀": "Lancet", "物理评论快报": "Phys. Rev. Lett.", "德国应用化学": "Angew. Chem.",
    "工程结构": "Engineering Structures",
}  # fmt: skip
# well-known journals by their name and ISO 4 short form, which recruiters shorten further
# ("a nat neuro paper", "nat comms", "sci adv", "ecol lett")
SHORTENED_JOURNALS: tuple[tuple[str, str], ...] = (
    ("Nature Neuroscience", "Nat. Neurosci."), ("Nature Materials", "Nat. Mater."),
    ("Nature Medicine", "Nat. Med."), ("Nature Methods", "Nat. Methods"),
    ("Nature Physics", "Nat. Phys."), ("Nature Chemistry", "Nat. Chem."),
    ("Nature Energy", "Nat. Energy"), ("Nature Genetics", "Nat. Genet."),
    ("Nature Biotechnology", "Nat. Biotechnol."), ("Nature Photonics", "Nat. Photonics"),
    ("Nature Nanotechnology", "Nat. Nanotechnol."), ("Nature Electronics", "Nat. Electron."),
    ("Nature Catalysis", "Nat. Catal."), ("Nature Immunology", "Nat. Immunol."),
    ("Nature Climate Change", "Nat. Clim. Change"), ("Nature Geoscience", "Nat. Geosci."),
    ("Nature Machine Intelligence", "Nat. Mach. Intell."),
    ("Nature Cell Biology", "Nat. Cell Biol."),
    ("Nature Human Behaviour", "Nat. Hum. Behav."), ("Nature Sustainability", "Nat. Sustain."),
    ("Science Advances", "Sci. Adv."), ("Science Robotics", "Sci. Robot."),
    ("Science Translational Medicine", "Sci. Transl. Med."), ("Cell Reports", "Cell Rep."),
    ("Molecular Cell", "Mol. Cell"), ("Cell Metabolism", "Cell Metab."),
    ("Ecology Letters", "Ecol. Lett."), ("Global Change Biology", "Glob. Change Biol."),
    ("Journal of Neuroscience", "J. Neurosci."), ("Genome Research", "Genome Res."),
    ("Nano Letters", "Nano Lett."), ("Chemical Reviews", "Chem. Rev."),
    ("Angewandte Chemie", "Angew. Chem."), ("Applied Physics Letters", "Appl. Phys. Lett."),
    ("Geophysical Research Letters", "Geophys. Res. Lett."), ("Journal of Climate", "J. Clim."),
    ("Remote Sensing of Environment", "Remote Sens. Environ."), ("Water Research", "Water Res."),
    ("Energy & Environmental Science", "Energy Environ. Sci."),
    ("American Economic Review", "Am. Econ. Rev."), ("Journal of Finance", "J. Finance"),
)  # fmt: skip
# journals their field calls by initials, read only beside a paper word (`read` needs one)
JOURNAL_SHORT = {
    "AM": "Advanced Materials", "AFM": "Advanced Functional Materials",
    "AEM": "Advanced Energy Materials", "JACS": "J. Am. Chem. Soc.",
    "PNAS": "Proc. Natl. Acad. Sci.", "NatComm": "Nat. Commun.",
    "TPEL": "IEEE Transactions on Power Electronics",
    "TIE": "IEEE Transactions on Industrial Electronics",
    "JSSC": "IEEE Journal of Solid-State Circuits",
    "TKDE": "IEEE Transactions on Knowledge and Data Engineering",
}  # fmt: skip
# one journal's names: initials, name, ISO 4 short form (a CV prints any one of them)
JOURNAL_NAMES = (
    ("JACS", "Journal of the American Chemical Society", "J. Am. Chem. Soc."),
    ("PNAS", "Proceedings of the National Academy of Sciences", "Proc. Natl. Acad. Sci."),
    ("TPEL", "IEEE Transactions on Power Electronics", "IEEE Trans. Power Electron."),
    ("TIE", "IEEE Transactions on Industrial Electronics", "IEEE Trans. Ind. Electron."),
    ("JSSC", "IEEE Journal of Solid-State Circuits", "IEEE J. Solid-State Circuits"),
    ("TKDE", "IEEE Transactions on Knowledge and Data Engineering", "IEEE Trans. Knowl. Data Eng."),
    ("IECR", "Industrial & Engineering Chemistry Research", "Ind. Eng. Chem. Res."),
    ("SIM", "Statistics in Medicine", "Stat. Med."),
    ("ES&T", "Environmental Science & Technology", "Environ. Sci. Technol."),
    ("NAR", "Nucleic Acids Research", "Nucleic Acids Res."),
    ("ApJ", "The Astrophysical Journal", "Astrophys. J."),
    ("NatComm", "Nature Communications", "Nat. Commun."),
    ("JNeurosci", "Journal of Neuroscience", "J. Neurosci."),
    ("EngStruct", "Engineering Structures", "Eng. Struct."),
    # the parts of Transportation Research, by their letters ("a TR-C paper")
    *((f"TR-{p}", f"Transportation Research Part {p}", f"Transp. Res. Part {p}") for p in "ABCDEF"),
)
# a journal's short form typed in lower case before a paper word: "an adv mater paper",
# "nat commun papers" (each word the start of one of a listed journal's words)
LOWER_ABBREVIATION = re.compile(
    r"(?i)\b(?P<words>[a-z]{2,7}\.?(?:\s+[a-z]{2,7}\.?){1,3})\s+(?:papers?|articles?|pubs?)\b"
)
_SMALL_WORDS = frozenset("of the on and for in a an".split())


def abbreviated_journal(words: str) -> str | None:
    """The one listed journal whose words `words` start, in order ("adv mater": Advanced
    Materials), else None."""
    words_said = [w.rstrip(".").lower() for w in words.split()]
    names = {n for n in JOURNAL_SHORT.values() if "." not in n} | {n for _, n, _ in JOURNAL_NAMES}
    names |= {n for n, _ in SHORTENED_JOURNALS}
    # the last words that make one ("anyone got an adv mater paper": "adv mater")
    for said in (words_said[k:] for k in range(len(words_said) - 1)):
        found = [
            n
            for n in names
            if len(kept := [w.lower() for w in n.split() if w.lower() not in _SMALL_WORDS])
            == len(said)
            and all(_shortens(w, k) for w, k in zip(said, kept, strict=True))
        ]
        if len(found) == 1:
            return found[0]
    return None


def _shortens(said: str, word: str) -> bool:
    """A word as said or shortened: its start ("neuro" for Neuroscience) or its letters in
    order from its first ("comms" for Communications)."""
    if said[0] != word[0]:
        return False
    rest = iter(word)
    return word.startswith(said) or (len(said) >= 4 and all(ch in rest for ch in said))


# journals named by one word, told from the word by its capital and by standing alone on a
# citation ("Cell 186, 2210": not "Molecular Cell", "Cell Reports" or "T cell")
ONE_WORD_JOURNALS = frozenset(
    "Nature Science Cell Neuron Immunity Blood Gut Lancet Circulation Gastroenterology "
    "Hepatology Radiology Econometrica Biometrika Automatica Genetics Chemosphere Pediatrics "
    "Diabetes Brain Neurology Gastroenterology Geology Ecology Evolution Oikos Astrobiology "
    "eLife iScience mBio eNeuro Nanoscale".split()
)


def one_word_journal(name: str) -> str:
    """A one-word journal as a pattern: as written, no capitalised word before or after it."""
    return rf"(?<![A-Za-z] )(?<![A-Za-z]){re.escape(name)}(?![A-Za-z])(?!\s+[A-Z&])"


# what joins the words of a name and names no word ("结构与分子生物学", "《自然·通讯》")
_JOINERS = re.compile(r"[-–—·・\s与和及的]|杂志|期刊")
_WORD = re.compile("|".join(sorted(map(re.escape, _WORDS), key=len, reverse=True)))
_TITLE = re.compile(r"《([^《》]{2,60})》")
# a journal's own Latin name in 《…》, two words or more ("Atmospheric Chemistry and Physics")
_LATIN_NAME = re.compile(r"[A-Z][\w.-]*(?:\s+(?:[A-Z][\w.-]*|of|on|and|for|in|the|&)){1,7}")


# a part of a journal by its letter: "交通研究C辑" (Part C)
_PART = re.compile(r"([\u4e00-\u9fff]{2,12}?)\s*([A-F])\s*辑")
# ... or named bare where a paper is published: "在生态学快报上发过文章"
_BARE = re.compile(
    r"(?:在|于)\s*([\u4e00-\u9fff·・\-–]{4,24})(?=\s*(?:上|期刊|杂志))|"
    # ... or reviewed for: "给天线与无线传播快报审过稿"
    r"(?:给|为)\s*([\u4e00-\u9fff·・\-–]{4,24}?)(?=\s*(?:审过?稿|做过?审稿|当过?审稿))"
)


def journals_named(text: str) -> list[tuple[str, tuple[int, int]]]:
    """The journals a text names in 《…》 (or bare where a paper is published) whose every word
    the glossary translates, as their English names, with where (one word alone, 《自然》, is
    too common a word to look for); a Latin name in 《…》 as it is printed."""
    out = []
    for m in _BARE.finditer(text):
        at = 1 if m.group(1) else 2
        if (english := _translated(m.group(at))) is not None:
            out.append((english, m.span(at)))
    for m in _PART.finditer(text):  # "交通研究C辑": Transportation Research Part C
        said = m.group(1)  # (the name's words end before the letter: "有在交通研究C辑")
        for k in range(len(said) - 1):
            if (english := _translated(said[k:])) is not None:
                out.append((f"{english} Part {m.group(2)}", (m.start(1) + k, m.end())))
                break
    for m in _TITLE.finditer(text):
        if _LATIN_NAME.fullmatch(m.group(1).strip()):  # "《Past & Present》": as it is printed
            out.append((m.group(1).strip(), m.span()))
        elif (english := _translated(m.group(1))) is not None:
            out.append((english, m.span()))
    return out


def _translated(name: str, fewest: int = 2) -> str | None:
    """A journal's Chinese name in English, two glossary words or more and nothing else."""
    name = _JOINERS.sub("", name)
    if name in _NAMES:
        return _NAMES[name]
    if (ieee := _TRANSACTIONS.match(name)) and (field := _translated(ieee.group(1), 1)):
        return f"Transactions on {field}"  # "天线与传播汇刊": … on Antennas and Propagation
    words = _WORD.findall(name)
    return (
        " ".join(_WORDS[w] for w in words)
        if len(words) >= fewest and "".join(words) == name
        else None
    )


# what a citation's line says of where it appeared: a conference's proceedings ("Proc.",
# "Symposium", "[C]", "会议"), else a journal's issue ("Journal of", "Transactions", "163,
# 112–138", "16(8)", "[J]", "学报", "2023年第8期")
_CONFERENCE_LINE = re.compile(
    r"(?i:\b(?:conference|conf\.|proc(?:eedings|\.)|symposium|workshops?|congress|expo|"
    r"annual\s+meeting|summit)\b)|\[C\]|会议|研讨会|年会|论坛"
)
_JOURNAL_LINE = re.compile(
    r"(?i:\b(?:journal|transactions|letters|review|magazine|annals|bulletin|quarterly)\b|"
    r"\bvol(?:ume)?\.?\s*\d|\b\d{1,4}\s*\(\d{1,4}\)|,\s*\d{1,4}\s*[,:]\s*(?:[A-Z]?\d+)\s*[-–]\s*\d+|"
    r"\bdoi\b|(?<![\d.])(?!(?:19|20)\d\d)\d{1,4}\s*,\s*[A-Za-z]?\d{4,8}\b)|\[J\]|期刊|学报|杂志|第\s*\d+\s*[期卷]|\d{4}\s*年\s*第"
)


def paper_kind(citation: str) -> str | None:
    """ "conference" or "journal" for a citation's text, None when it does not say."""
    if _CONFERENCE_LINE.search(citation):
        return "conference"
    return "journal" if _JOURNAL_LINE.search(citation) else None


# conferences a question names by their Chinese description, not their letters (longest first:
# "北美计算语言学年会" is NAACL, "计算语言学年会" ACL)
_CONFERENCES = {
    "北美计算语言学年会": "NAACL", "北美计算语言学协会年会": "NAACL", "计算语言学协会年会": "ACL",
    "国际计算语言学年会": "ACL", "计算语言学年会": "ACL", "自然语言处理实证方法会议": "EMNLP",
    "国际机器学习大会": "ICML", "国际机器学习会议": "ICML", "神经信息处理系统大会": "NeurIPS",
    "神经信息处理系统会议": "NeurIPS", "国际学习表征会议": "ICLR",
    "计算机视觉与模式识别会议": "CVPR",
    "国际计算机视觉大会": "ICCV", "欧洲计算机视觉国际会议": "ECCV", "欧洲计算机视觉会议": "ECCV",
    "欧洲计算机视觉大会": "ECCV", "欧洲视觉会议": "ECCV", "欧洲视觉大会": "ECCV",
    "国际视觉会议": "ICCV",
    "国际计算机视觉会议": "ICCV", "视觉与模式识别会议": "CVPR", "计算机视觉与模式识别大会": "CVPR",
    "国际人工智能联合会议": "IJCAI", "人工智能促进协会年会": "AAAI", "信息检索大会": "SIGIR",
    "知识发现与数据挖掘大会": "KDD", "国际万维网大会": "WWW",
}  # fmt: skip
_CONFERENCE = re.compile("|".join(sorted(map(re.escape, _CONFERENCES), key=len, reverse=True)))


def conferences_named(text: str) -> list[tuple[str, tuple[int, int]]]:
    """The conferences a text names by their Chinese description, by their letters."""
    return [(_CONFERENCES[m.group()], m.span()) for m in _CONFERENCE.finditer(text)]


# a society's own flagship journal, asked by the society ("美国化学会那本旗舰期刊", "the ACS
# flagship journal", "美国神经科学学会自家那本期刊"): one journal each, its name as listed above
_FLAGSHIPS = {
    "美国化学会": "J. Am. Chem. Soc.", "american chemical society": "J. Am. Chem. Soc.",
    "acs": "J. Am. Chem. Soc.", "美国神经科学学会": "Journal of Neuroscience",
    "society for neuroscience": "Journal of Neuroscience", "sfn": "Journal of Neuroscience",
    "美国物理学会": "Phys. Rev. Lett.", "american physical society": "Phys. Rev. Lett.",
    "aps": "Phys. Rev. Lett.", "美国经济学会": "American Economic Review",
    "american economic association": "American Economic Review",
    "aea": "American Economic Review", "美国金融学会": "Journal of Finance",
    "american finance association": "Journal of Finance",
    "美国天文学会": "The Astrophysical Journal",
    "american astronomical society": "The Astrophysical Journal",
    "国际水协会": "Water Research", "international water association": "Water Research",
    "iwa": "Water Research",
}  # fmt: skip
_FLAGSHIP = re.compile(
    r"(?i)(?P<s>" + "|".join(sorted(map(re.escape, _FLAGSHIPS), key=len, reverse=True)) + r")"
    r"(?:'s)?(?:(?:的|自家|自己的?|家|那本|这本|旗下|\s)*(?:旗舰|顶级|王牌|主刊|官方)?(?:期刊|杂志|会刊|刊物|刊)|"
    r"\s+(?:own\s+)?(?:flagship|main|top|premier)\s+journal)"
)


def flagships_named(text: str) -> list[tuple[str, tuple[int, int]]]:
    """The journals a text names as a society's flagship, with where."""
    return [(_FLAGSHIPS[m.group("s").lower()], m.span()) for m in _FLAGSHIP.finditer(text)]
