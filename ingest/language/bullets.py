"""Bullet marks: the characters and numberings that start a list item."""

from __future__ import annotations

import re

BULLET_MARKS = "-•◊◇◆♦▪●○■□*·+–➢➤✓►"  # for a character class: "-" first, so literal
# one bullet: a mark, "1." / "2)" / "3、" (not "3.5"), or a reference number "[1]", "[J2]"
BULLET = re.compile(rf"^(?:[{BULLET_MARKS}]|\d{{1,2}}[.)、](?!\d)|\[[A-Za-z]{{0,2}}\d+\])\s*")
# a run of bullet marks ("• • ", "- ▪ "), and such a run starting a line
BULLET_RUN = rf"(?:[{BULLET_MARKS}]\s*)+"
LEADING_BULLETS = re.compile(rf"^{BULLET_RUN}")


def is_bullet(line: str) -> bool:
    return bool(BULLET.match(line))


def strip_bullet(line: str) -> str:
    return BULLET.sub("", line, count=1).strip()
