"""The `/cv` commands and plain questions, independent of Slack (the terminal chat runs the
same code). Results are typed; Slack and the terminal render them."""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass, field
from pathlib import Path

from bot.answer.cards import Comparison, compare, match, summarize
from bot.answer.engine import AnswerEngine
from bot.answer.models import Answer, Turn
from bot.answer.render import render_answer, render_summary
from bot.answering import answer_question
from bot.settings import Settings
from ingest.job import Indexer
from ingest.metadata import is_local_source
from ingest.models import FileOutcome
from ingest.registry import find_candidate
from vectorstore.errors import UserFacingError

HELP = """*cvbot* answers questions about candidates from their CVs, with quotes and sources.
• `/cv <question>` — e.g. `/cv who has worked on GPU sharing at Alibaba?` (English or 中文)
• `/cv summary <name>` — a candidate card
• `/cv list` — everyone indexed
• `/cv compare <a> and <b> [on <topic>]` — side by side
• `/cv match <job description>` — rank candidates against a job description
• `/cv reindex` — re-index the CV folders (admins)
• `/cv forget <name>` — remove a person (admins)
Mention me in a channel or DM me to ask; reply in my thread to follow up."""


@dataclass
class CommandResult:
    text: str
    answer: Answer | None = None
    question: str | None = None
    extra: dict[str, object] = field(default_factory=dict)


class BotServices:
    """What the bot needs, over one open store (the bot process owns an embedded index)."""

    def __init__(self, settings: Settings, engine: AnswerEngine, indexer: Indexer) -> None:
        self.settings = settings
        self.engine = engine
        self.indexer = indexer
        self.write_lock = threading.Lock()
        self.watch_paths: list[Path] = []

    def ask(self, question: str, history: list[Turn]) -> Answer:
        return answer_question(self.engine, self.settings, question, history)

    def ingest_upload(self, data: bytes, source: str, file_name: str) -> FileOutcome:
        with self.write_lock:
            try:
                return self.indexer.ingest_bytes(data, source, file_name)
            finally:
                self.engine.invalidate()

    def reindex(self) -> str:
        with self.write_lock:
            sources = {
                Path(s) for r in self.indexer.committed() for s in r.sources if is_local_source(s)
            }
            folders = list(self.watch_paths) or sorted({p.parent for p in sources})
            report = self.indexer.ingest([p for p in folders if p.exists()], prune=True)
            self.engine.invalidate()
        s = report.summary()
        return (
            f"Re-indexed: added {s['added']} · updated {s['updated']} · unchanged "
            f"{s['unchanged']} · removed {s['removed']} · failed {s['failed']}"
        )

    def forget(self, name: str) -> str:
        with self.write_lock:
            person = find_candidate(self.indexer.candidates(), name)
            removed = self.indexer.forget(person)
            self.engine.invalidate()
        cvs = len(person.documents)
        return f"Forgot {person.display_name}: {removed} passages and {cvs} CV(s) removed."


_COMPARE = re.compile(r"^(.+?)\s+(?:and|vs\.?|和|与)\s+(.+?)(?:\s+(?:on|关于)\s+(.+))?$", re.I)


def _render_comparison(result: Comparison) -> str:
    lines = []
    for card in result.people:
        lines.append(f"*{card.name}* — {card.latest_role or ''}")
        lines += [f"  • {e}" for e in card.education[:2]]
        lines.append(f"  • skills: {', '.join(card.skills[:8])}")
        if result.topic:
            evidence = result.evidence.get(card.id, [])
            lines += [f"  > {e.quote} ({e.file_name})" for e in evidence] or ["  (no evidence)"]
    return "\n".join(lines)


def run_command(
    services: BotServices, text: str, *, is_admin: bool, history: list[Turn] | None = None
) -> CommandResult:
    """Run `/cv <text>`; anything that is not a subcommand is a question."""
    text = text.strip()
    word, _, rest = text.partition(" ")
    word = word.lower()
    rest = rest.strip()
    try:
        if not text or word == "help":
            return CommandResult(HELP)
        if word == "list":
            people = services.engine.candidates()
            lines = [
                f"• {p.display_name}" + (f" ({', '.join(p.names[1:3])})" if p.names[1:] else "")
                for p in people
            ]
            return CommandResult(f"{len(people)} candidates:\n" + "\n".join(lines))
        if word == "summary" and rest:
            person = find_candidate(services.engine.candidates(), rest)
            return CommandResult(render_summary(summarize(person)))
        if word == "compare" and rest:
            m = _COMPARE.match(rest)
            if not m:
                return CommandResult("Usage: `/cv compare <a> and <b> [on <topic>]`")
            people = services.engine.candidates()
            pair = [find_candidate(people, m.group(1)), find_candidate(people, m.group(2))]
            return CommandResult(_render_comparison(compare(services.engine, pair, m.group(3))))
        if word == "match" and rest:
            ranking = match(services.engine, rest)[:5]
            lines = [f"{n}. {m.name} — score {m.score:.2f}" for n, m in enumerate(ranking, 1)]
            return CommandResult("Best matches:\n" + "\n".join(lines))
        if word in ("reindex", "forget"):
            if not is_admin:
                return CommandResult(f"Sorry, only admins can use `/cv {word}`.")
            if word == "reindex":
                return CommandResult(services.reindex())
            if not rest:
                return CommandResult("Usage: `/cv forget <name>`")
            return CommandResult(services.forget(rest))
        answer = services.ask(text, history or [])
        return CommandResult(render_answer(answer), answer=answer, question=text)
    except UserFacingError as exc:
        return CommandResult(exc.user_message)
