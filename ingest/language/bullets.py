"""Bullet marks: the characters and numberings that start a list item."""

from __future__ import annotations

import re

BULLET_MARKS = "-•◊◇◆♦▪●○■□*·+–➢➤✓►▸▹‣◦"  # for a character class: "-" first, so literal
# one bullet: a mark, "1." / "2)" / "3、" (not "3.5"), or a reference number "[1]", "[J2]"
BULLET = re.compile(rf"^(?:[{BULLET_MARKS}]|\d{{1,2}}[.)、](?!\d)|\[[A-Za-z]{{0,2}}\d+\])\s*")
# a run of bullet marks ("• • ", "- ▪ "), and such a run starting a line
BULLET_RUN = rf"(?:[{BULLET_MARKS}]\s*)+"
LEADING_BULLETS = re.compile(rf"^{BULLET_RUN}")


# a heading's numbering: "一、", "（二）", "第三部分", "4.", "5、", "IV." (a numbered heading
# is a section heading only when nothing but the section name follows it)
HEADING_NUMBER = re.compile(
    r"^(?:[一二三四五六七八九十]{1,3}\s*[、.．]|[（(]\s*[一二三四五六七八九十\d]{1,3}\s*[)）]"
    r"|第[一二三四五六七八九十\d]{1,3}(?:部分|章|节)?\s*[、.．:：]?"
    r"|\d{1,2}\s*[.)、．](?!\d)|[IVX]{1,4}[.)、])\s*"
)


def is_bullet(line: str) -> bool:
    return bool(BULLET.match(line))


def strip_bullet(line: str) -> str:
    return BULLET.sub("", line, count=1).strip()


# A list item whose mark was lost (OCR drops a small "▪"; some templates draw their marks):
# it still opens with a capitalised verb of what was done ("Redesigned the onboarding …"),
# which a wrapped sentence's next line does not (it goes on in lower case). (Not "Lead",
# "Design", "Manage": the first words of titles.)
ITEM_VERB = re.compile(
    r"^\s*(?:Led|Built|Designed|Redesigned|Developed|Launched|Worked|Ran|Set\s+up|Own|Owned|"
    r"Owning|Managed|Implemented|"
    r"Created|Improved|Reduced|Increased|Delivered|Drove|Introduced|Automated|Migrated|Wrote|"
    r"Analy[sz]ed|Coordinated|Established|Negotiated|Conducted|Performed|Supported|Prepared|"
    r"Maintained|Optimi[sz]ed|Partnered|Collaborated|Mentored|Trained|Oversaw|Spearheaded|"
    r"Shipped|Grew|Scaled|Streamlined|Defined|Drafted|Advised|Handled|Organi[sz]ed|Presented|"
    r"Researched|Tested|Validated|Deployed|Integrated|Authored|Co-authored|Evaluated|Monitored|"
    r"Reviewed|Assisted|Helped|Contributed|Achieved|Cut|Saved|Rebuilt|Refactored|Modelled|"
    r"Modeled|Planned|Executed|Produced|Hired|Recruited|Coached)\b(?!\s*[:：])"
)
