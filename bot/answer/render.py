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


def count_line(answer: Answer) -> str:
    """Where a page of a long answer stands: "21–40 of 312"; '' for a whole answer."""
    if not answer.rest and not answer.offset:
        return ""
    first, last = answer.offset + 1, answer.offset + len(answer.candidates)
    if answer.language == "zh":
        return f"第 {first}–{last} 位，共 {answer.total} 位"
    return f"{first}–{last} of {answer.total}"


def render_answer(answer: Answer, more: str = "") -> str:
    """The answer in its question's language: who, why, and each quote with its source.
    A page of a longer answer says which people of how many it shows and, when more
    follow, how to see them (`more`: the surface's way, e.g. "--page 2")."""
    zh = answer.language == "zh"
    results = answer.candidates
    if not results:
        if answer.offset and answer.total:
            return (
                f"共 {answer.total} 位候选人，没有更多了。"
                if zh
                else (f"All {answer.total} candidates have been shown.")
            )
        return "没有找到符合条件的候选人。" if zh else "No candidate found."
    total = answer.total
    head = (
        f"找到 {total} 位候选人："
        if zh
        else (f"Found {total} candidate{'s' if total != 1 else ''}:")
    )
    if count := count_line(answer):
        head = f"{head[:-1]}（{count}）：" if zh else f"{head[:-1]} ({count}):"
    lines = [head]
    for n, c in enumerate(results, start=answer.offset + 1):
        lines.append(f"{n}. {c.name}" + (f" — {c.why}" if c.why else ""))
        for e in c.evidence:
            lines.append(
                f"   “{e.quote}” "
                f"({cite(e.file_name, e.section, e.page, answer.language, e.from_ocr)})"
            )
    if answer.rest:
        shown = answer.offset + len(results)
        if zh:
            lines.append(f"已显示 {shown} 位，共 {total} 位" + (f" — 更多：{more}" if more else ""))
        else:
            lines.append(f"{shown} of {total} shown" + (f" — more: {more}" if more else ""))
    return "\n".join(lines)


def answer_json(answer: Answer, more: str = "") -> dict[str, Any]:
    """The documented JSON shape of `cvbot ask --json` (with the rendered answer text):
    the people of this page, `total` who match and the page's `offset` among them."""
    return {
        "question": answer.question,
        "answer": render_answer(answer, more),
        "language": answer.language,
        "total": answer.total,
        "offset": answer.offset,
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
    if card.figures:
        lines.append("figures:")
        lines += [f"  {f}" for f in card.figures]
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
