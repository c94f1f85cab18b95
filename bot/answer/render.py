"""Plain-text answers in the question's language (CLI; Slack renders blocks itself)."""

from __future__ import annotations

from bot.answer.models import CandidateResult, Summary
from bot.answer.question import Question


def cite(file_name: str, section: str, page: int | None, language: str) -> str:
    if language == "zh":
        where = f"{file_name}，{section}" + (f"，第 {page} 页" if page else "")
    else:
        where = f"{file_name}, {section}" + (f", p. {page}" if page else "")
    return where


def render_extractive(q: Question, results: list[CandidateResult]) -> str:
    zh = q.language == "zh"
    if not results:
        return "没有找到符合条件的候选人。" if zh else "No candidate found."
    head = (
        f"找到 {len(results)} 位候选人："
        if zh
        else (f"Found {len(results)} candidate{'s' if len(results) != 1 else ''}:")
    )
    lines = [head]
    for n, c in enumerate(results, start=1):
        lines.append(f"{n}. {c.name}" + (f" — {c.why}" if c.why else ""))
        for e in c.evidence:
            lines.append(f"   “{e.quote}” ({cite(e.file_name, e.section, e.page, q.language)})")
    return "\n".join(lines)


def render_summary(card: Summary) -> str:
    lines = [f"{card.label or card.name}  ({card.id})"]
    others = [a for a in card.aliases if a not in (card.label or card.name)]
    if others:
        lines.append(f"also: {', '.join(others)}")
    if card.latest_role:
        lines.append(f"latest: {card.latest_role}")
    if card.education:
        lines.append("education:")
        lines += [f"  {e}" for e in card.education]
    if card.timeline:
        lines.append("experience:")
        lines += [f"  {t}" for t in card.timeline]
    if card.skills:
        lines.append(f"skills: {', '.join(card.skills)}")
    if card.languages:
        lines.append(f"languages: {', '.join(card.languages)}")
    lines.append(
        f"publications: {card.publications}"
        + (f" ({', '.join(card.venues)})" if card.venues else "")
    )
    lines.append("sources:")
    lines += [f"  {s}" for s in card.sources]
    if card.contact is not None:
        lines.append(f"contact: {', '.join(card.contact) or '(none found)'}")
    return "\n".join(lines)
