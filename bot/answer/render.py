"""The plain-text surface: answers, cards, comparisons, lists and rankings as text in the
language they were asked in (the CLI and the terminal chat; Slack renders Block Kit in
bot/slack/blocks.py). The engine and the commands return data and never import this."""

from __future__ import annotations

from typing import Any

from bot.answer.models import Answer, Comparison, Evidence, Ranking, Roster, Summary


def cite(file_name: str, section: str, page: int | None, language: str, ocr: bool = False) -> str:
    """Where a quote is from: file, section, page, and "OCR" when it was read from a scan."""
    if language == "zh":
        where = f"{file_name}，{section}" + (f"，第 {page} 页" if page else "")
        return where + ("，OCR 识别" if ocr else "")
    where = f"{file_name}, {section}" + (f", p. {page}" if page else "")
    return where + (", OCR" if ocr else "")


def _evidence_json(e: Evidence) -> dict[str, Any]:
    """One evidence item of `ask --json`; `ocr_confidence` only on quotes read by OCR."""
    out: dict[str, Any] = {
        "source": e.source,
        "quote": e.quote,
        "section": e.section,
        "page": e.page,
    }
    if e.from_ocr:
        out["ocr_confidence"] = e.ocr_confidence
    return out


def render_answer(answer: Answer) -> str:
    """The answer in its question's language: who, why, and each quote with its source."""
    zh = answer.language == "zh"
    results = answer.candidates
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
            lines.append(
                f"   “{e.quote}” "
                f"({cite(e.file_name, e.section, e.page, answer.language, e.from_ocr)})"
            )
    return "\n".join(lines)


def answer_json(answer: Answer) -> dict[str, Any]:
    """The documented JSON shape of `cvbot ask --json` (with the rendered answer text)."""
    return {
        "question": answer.question,
        "answer": render_answer(answer),
        "language": answer.language,
        "candidates": [
            {
                "id": c.id,
                "name": c.name,
                "aliases": c.aliases,
                "evidence": [_evidence_json(e) for e in c.evidence],
            }
            for c in answer.candidates
        ],
    }


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


def render_comparison(result: Comparison) -> str:
    lines = []
    for card in result.people:
        lines.append(f"*{card.name}* — {card.latest_role or ''}")
        lines += [f"  • {e}" for e in card.education[:2]]
        lines.append(f"  • skills: {', '.join(card.skills[:8])}")
        if result.topic:
            evidence = result.evidence.get(card.id, [])
            lines += [f"  > {e.quote} ({e.file_name})" for e in evidence] or ["  (no evidence)"]
    return "\n".join(lines)


def render_roster(roster: Roster) -> str:
    lines = [
        f"• {p.display_name}" + (f" ({', '.join(p.names[1:3])})" if p.names[1:] else "")
        for p in roster.people
    ]
    return f"{len(roster.people)} candidates:\n" + "\n".join(lines)


def render_ranking(ranking: Ranking) -> str:
    lines = [f"{n}. {m.name} — score {m.score:.2f}" for n, m in enumerate(ranking.matches, 1)]
    return "Best matches:\n" + "\n".join(lines)
