"""The `/cv` commands and plain questions, independent of Slack (the terminal chat runs the
same code). Results are typed — an Answer, a Summary card, a Roster, a Comparison, a
Ranking, a Notice or a Failure — and each surface renders them its own way: the terminal
chat as text (bot/cli/answers.py over bot/answer/render.py), Slack as Block Kit
(bot/slack/listeners/commands.py over bot/slack/blocks.py)."""

from __future__ import annotations

import logging
import re
import threading
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, TypeAlias

from bot.answer.cards import compare, match, summarize
from bot.answer.engine import AnswerEngine
from bot.answer.models import Answer, Comparison, Lang, Page, Ranking, Roster, Summary, Turn
from bot.answering import answer_question
from bot.audit import Actor, AuditLog, names_of
from bot.erasure import erase
from bot.settings import Settings
from ingest.job import Indexer
from ingest.language import has_cjk
from ingest.metadata import is_local_source
from ingest.models import Candidate, FileOutcome
from ingest.record import build_record
from ingest.record_filter import parse_where
from ingest.registry import find_candidate
from vectorstore.errors import UserFacingError

if TYPE_CHECKING:
    from bot.state.store import BotState

log = logging.getLogger(__name__)

HELP = """*cvbot* answers questions about candidates from their CVs, with quotes and sources.
• `/cv <question>` — e.g. `/cv who has worked on GPU sharing at Alibaba?` (English or 中文)
• `/cv summary <name>` — a candidate card
• `/cv list [<filter>]` — everyone, or those a filter keeps: `/cv list years>=5 and degree>=master`
• `/cv compare <a> and <b> [on <topic>]` — side by side
• `/cv match <job description>` — rank candidates against a job description
• `/cv reindex` — re-index the CV folders (admins)
• `/cv forget <name>` — erase a person (admins)
• `/cv audit [name]` — who asked what, and whom they were shown (admins)
• `/cv merge <a> and <b>` — b's CVs become a's, for good (admins)
• `/cv split <name> <file>` — that CV becomes a person of its own (admins)
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
        self.audit: AuditLog | None = None  # set by `bot_session`: the trail is recorded
        self.state: BotState | None = None  # the bot's state, cleared by erasure

    def ask(
        self,
        question: str,
        history: list[Turn],
        page: Page | None = None,
        actor: Actor | None = None,
    ) -> Answer:
        """A page of the answer (default: the first PAGE_SIZE people; the surfaces offer
        the next page); `actor` is recorded in the audit with the people shown."""
        answer = answer_question(
            self.engine, self.settings, question, history, page or Page.number(1)
        )
        self.record(actor, "ask", question, [c.id for c in answer.candidates])
        return answer

    def record(
        self, actor: Actor | None, action: str, query: str, candidate_ids: list[str]
    ) -> None:
        """An audit entry (when the trail is on and the actor is known); a failure to
        write it is logged, not shown to the person asking."""
        if self.audit is None or actor is None:
            return
        try:
            self.audit.record(actor, action, query, candidate_ids)
        except Exception as exc:
            log.warning("audit: could not record a %s (%s)", action, type(exc).__name__)

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

    def audit_trail(self, person: str | None, limit: int = 20) -> Notice:
        """The latest audit entries, about one person when named (`/cv audit [name]`)."""
        from bot.audit import format_entry, person_filter

        if self.audit is None:
            return Notice("The audit trail is not recorded by this process.")
        people = self.engine.candidates()
        entries = self.audit.entries(person=person_filter(people, person), names=names_of(people))
        shown = entries[-limit:]
        head = f"Audit: the last {len(shown)} of {len(entries)} entries"
        return Notice("\n".join([head, *(format_entry(e) for e in shown)]))

    def merge(self, into: str, other: str, actor: Actor | None = None) -> str:
        with self.write_lock:
            people = self.indexer.candidates()
            keep, gone = find_candidate(people, into), find_candidate(people, other)
            moved = self.indexer.merge(keep, gone, actor.user if actor else "")
            self.engine.invalidate()
        self.record(actor, "merge", f"merge {into} and {other}", [keep.id, gone.id])
        return (
            f"Merged {gone.display_name} into {keep.display_name}: {len(moved)} CV(s) moved. "
            "Re-indexing keeps this."
        )

    def split(self, person: str, file: str, actor: Actor | None = None) -> str:
        with self.write_lock:
            who = find_candidate(self.indexer.candidates(), person)
            moved = self.indexer.split(who, file, actor.user if actor else "")
            self.engine.invalidate()
        new_id = moved[0].candidate_id if moved else who.id
        self.record(actor, "split", f"split {person} {file}", [who.id, new_id])
        return f"Split {file} off {who.display_name}: it is now {new_id}. Re-indexing keeps this."

    def forget(self, name: str, actor: Actor | None = None) -> str:
        with self.write_lock:
            person = find_candidate(self.indexer.candidates(), name)
            (erased,) = erase(
                self.indexer,
                [person],
                engine=self.engine,
                audit=self.audit,
                actor=actor,
                state=self.state,
            )
        return (
            f"Forgot {person.display_name}: {erased.chunks} passages and {erased.documents} "
            "CV(s) removed."
        )


def _listed(people: list[Candidate], where: str) -> list[Candidate]:
    """Everyone, or the people whose record meets a `--where` filter at today's date (a bad
    filter is a one-line error)."""
    if not where:
        return people
    node, today = parse_where(where), date.today()
    return [p for p in people if node.holds(build_record(p), today)]


_COMPARE = re.compile(r"^(.+?)\s+(?:and|vs\.?|和|与)\s+(.+?)(?:\s+(?:on|关于)\s+(.+))?$", re.I)
MATCHES_SHOWN = 5
_ADMIN = ("reindex", "forget", "audit", "merge", "split")


_SUBCOMMANDS = (
    "help", "list", "summary", "compare", "match", "reindex", "forget", "audit", "merge", "split"
)  # fmt: skip
_SELF_AUDITED = ("forget", "merge", "split")  # recorded where the people involved are known


def run_command(
    services: BotServices,
    text: str,
    *,
    is_admin: bool,
    history: list[Turn] | None = None,
    actor: Actor | None = None,
) -> CommandResult:
    """Run `/cv <text>`; anything that is not a subcommand is a question. `actor` (who
    asked, where) is recorded in the audit trail with the candidates shown."""
    text = text.strip()
    word, _, rest = text.partition(" ")
    word = word.lower()
    rest = rest.strip()
    language = language_of(rest or text)
    try:
        reply = _reply(services, text, word, rest, language, is_admin, history or [], actor)
    except UserFacingError as exc:
        reply = Failure(exc)
    if not (isinstance(reply, Answer) or word in _SELF_AUDITED):  # `ask` records answers
        action = word if word in _SUBCOMMANDS else "ask"
        services.record(actor, action, text, shown_ids(reply))
    return CommandResult(reply, language)


def shown_ids(reply: Reply) -> list[str]:
    """The candidates a reply shows (for the audit trail)."""
    if isinstance(reply, Answer):
        return [c.id for c in reply.candidates]
    if isinstance(reply, Summary):
        return [reply.id]
    if isinstance(reply, Comparison):
        return [card.id for card in reply.people]
    if isinstance(reply, Ranking):
        return [m.id for m in reply.matches]
    if isinstance(reply, Roster):
        return [p.id for p in reply.people]
    return []


def _reply(
    services: BotServices,
    text: str,
    word: str,
    rest: str,
    language: Lang,
    is_admin: bool,
    history: list[Turn],
    actor: Actor | None,
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
    if word in _ADMIN:
        if not is_admin:
            return Notice(f"Sorry, only admins can use `/cv {word}`.")
        return Notice(_admin(services, word, rest, actor))
    return services.ask(text, history, actor=actor)


def _admin(services: BotServices, word: str, rest: str, actor: Actor | None) -> str:
    """The admins' subcommands (the caller checked who asks)."""
    if word == "reindex":
        return services.reindex()
    if word == "audit":
        return services.audit_trail(rest or None).text
    if word == "merge":
        given = _COMPARE.match(rest)
        if not given or given.group(3):
            return "Usage: `/cv merge <person to keep> and <person to merge in>`"
        return services.merge(given.group(1), given.group(2), actor)
    if word == "split":
        who, _, file = rest.rpartition(" ")
        return services.split(who, file, actor) if who else "Usage: `/cv split <person> <file>`"
    if not rest:
        return "Usage: `/cv forget <name>`"
    return services.forget(rest, actor)
