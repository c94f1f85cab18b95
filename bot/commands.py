"""The `/cv` commands and plain questions, independent of Slack (the terminal chat runs the
same code). Results are typed — an Answer, a Summary card, a Roster, a Comparison, a
Ranking, a Notice or a Failure — and each surface renders them its own way: the terminal
chat as text (bot/cli/answers.py over bot/answer/render.py), Slack as Block Kit
(bot/slack/listeners/commands.py over bot/slack/blocks.py)."""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import TypeAlias

from bot.answer.cards import compare, match, summarize
from bot.answer.engine import AnswerEngine
from bot.answer.models import Answer, Comparison, Lang, Page, Ranking, Roster, Summary, Turn
from bot.answering import answer_question
from bot.settings import Settings
from ingest.job import Indexer
from ingest.language import has_cjk
from ingest.metadata import is_local_source
from ingest.models import Candidate, FileOutcome
from ingest.record import build_record
from ingest.record_filter import parse_where
from ingest.registry import find_candidate
from vectorstore.errors import UserFacingError

HELP = """*cvbot* answers questions about candidates from their CVs, with quotes and sources.
• `/cv <question>` — e.g. `/cv who has worked on GPU sharing at Alibaba?` (English or 中文)
• `/cv summary <name>` — a candidate card
• `/cv list [<filter>]` — everyone, or those a filter keeps: `/cv list years>=5 and degree>=master`
• `/cv compare <a> and <b> [on <topic>]` — side by side
• `/cv match <job description>` — rank candidates against a job description
• `/cv reindex` — re-index the CV folders (admins)
• `/cv forget <name>` — remove a person (admins)
Mention me in a channel or DM me to ask; reply in my thread to follow up."""


def language_of(text: str) -> Lang:
    """The language a request is written in (`/cv summary 陈伟` gets a Chinese card)."""
    return "zh" if has_cjk(text) else "en"


@dataclass
class Notice:
    """Help, usage and confirmations: short text cvbot wrote itself."""

    text: str


@dataclass
class Failure:
    """An error meant for the person asking; each surface words it (Slack leaves out what
    only the server's operator can act on, such as a Chroma server's address)."""

    error: UserFacingError


Reply: TypeAlias = Answer | Summary | Roster | Comparison | Ranking | Notice | Failure


@dataclass
class CommandResult:
    reply: Reply
    language: Lang = "en"  # the language the request was written in

    @property
    def answer(self) -> Answer | None:
        """The answer when the request was a question (a thread keeps it for follow-ups)."""
        return self.reply if isinstance(self.reply, Answer) else None


class BotServices:
    """What the bot needs, over one open store (the bot process owns an embedded index)."""

    def __init__(self, settings: Settings, engine: AnswerEngine, indexer: Indexer) -> None:
        self.settings = settings
        self.engine = engine
        self.indexer = indexer
        self.write_lock = threading.Lock()
        self.watch_paths: list[Path] = []

    def ask(self, question: str, history: list[Turn], page: Page | None = None) -> Answer:
        """A page of the answer (default: the first PAGE_SIZE people; the surfaces offer
        the next page)."""
        return answer_question(
            self.engine, self.settings, question, history, page or Page.number(1)
        )

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


def _listed(people: list[Candidate], where: str) -> list[Candidate]:
    """Everyone, or the people whose record meets a `--where` filter at today's date (a bad
    filter is a one-line error)."""
    if not where:
        return people
    node, today = parse_where(where), date.today()
    return [p for p in people if node.holds(build_record(p), today)]


_COMPARE = re.compile(r"^(.+?)\s+(?:and|vs\.?|和|与)\s+(.+?)(?:\s+(?:on|关于)\s+(.+))?$", re.I)
MATCHES_SHOWN = 5


def run_command(
    services: BotServices, text: str, *, is_admin: bool, history: list[Turn] | None = None
) -> CommandResult:
    """Run `/cv <text>`; anything that is not a subcommand is a question."""
    text = text.strip()
    word, _, rest = text.partition(" ")
    word = word.lower()
    rest = rest.strip()
    language = language_of(rest or text)
    try:
        reply = _reply(services, text, word, rest, language, is_admin, history or [])
    except UserFacingError as exc:
        reply = Failure(exc)
    return CommandResult(reply, language)


def _reply(
    services: BotServices,
    text: str,
    word: str,
    rest: str,
    language: Lang,
    is_admin: bool,
    history: list[Turn],
) -> Reply:
    if not text or word == "help":
        return Notice(HELP)
    if word == "list":
        return Roster(people=_listed(services.engine.candidates(), rest))
    if word == "summary" and rest:
        person = find_candidate(services.engine.candidates(), rest)
        return summarize(person, language=language)
    if word == "compare" and rest:
        m = _COMPARE.match(rest)
        if not m:
            return Notice("Usage: `/cv compare <a> and <b> [on <topic>]`")
        people = services.engine.candidates()
        pair = [find_candidate(people, m.group(1)), find_candidate(people, m.group(2))]
        return compare(services.engine, pair, m.group(3))
    if word == "match" and rest:
        return Ranking(matches=match(services.engine, rest)[:MATCHES_SHOWN])
    if word in ("reindex", "forget"):
        if not is_admin:
            return Notice(f"Sorry, only admins can use `/cv {word}`.")
        if word == "reindex":
            return Notice(services.reindex())
        if not rest:
            return Notice("Usage: `/cv forget <name>`")
        return Notice(services.forget(rest))
    return services.ask(text, history)
