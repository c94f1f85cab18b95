"""Small durable bot state in SQLite next to the index: delivered event ids (Slack retries
are answered once), conversation threads (follow-ups), shareable replies and feedback."""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from pathlib import Path

from bot.answer.models import Answer, Turn
from ingest.metadata import is_slack_source

_SCHEMA = """
CREATE TABLE IF NOT EXISTS events (event_id TEXT PRIMARY KEY, seen_at REAL);
CREATE TABLE IF NOT EXISTS turns (
  channel TEXT, thread_ts TEXT, n INTEGER, question TEXT, answer TEXT, at REAL,
  PRIMARY KEY (channel, thread_ts, n));
CREATE TABLE IF NOT EXISTS shares (id TEXT PRIMARY KEY, payload TEXT, at REAL);
CREATE TABLE IF NOT EXISTS files (source TEXT PRIMARY KEY, permalink TEXT);
CREATE TABLE IF NOT EXISTS feedback (
  id INTEGER PRIMARY KEY AUTOINCREMENT, at REAL, user TEXT, channel TEXT, vote TEXT,
  question TEXT, candidates TEXT);
"""


class BotState:
    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(str(path), check_same_thread=False, isolation_level=None)
        self._db.execute("PRAGMA journal_mode=WAL")
        # no fsync per commit (WAL survives a crash of the process, not of the machine): an
        # fsync per delivered event id made 50 concurrent acks queue for ~250 ms
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.executescript(_SCHEMA)
        self._lock = threading.Lock()

    def claim_event(self, event_id: str) -> bool:
        """True the first time an event id is seen (a Slack retry returns False)."""
        with self._lock:
            cur = self._db.execute(
                "INSERT OR IGNORE INTO events VALUES (?, ?)", (event_id, time.time())
            )
            return cur.rowcount == 1

    def add_turn(self, channel: str, thread_ts: str, question: str, answer: Answer) -> None:
        with self._lock:
            (n,) = self._db.execute(
                "SELECT COUNT(*) FROM turns WHERE channel=? AND thread_ts=?", (channel, thread_ts)
            ).fetchone()
            self._db.execute(
                "INSERT INTO turns VALUES (?, ?, ?, ?, ?, ?)",
                (channel, thread_ts, n, question, answer.model_dump_json(), time.time()),
            )

    def history(self, channel: str, thread_ts: str, limit: int = 5) -> list[Turn]:
        with self._lock:
            rows = self._db.execute(
                "SELECT question, answer FROM turns WHERE channel=? AND thread_ts=? "
                "ORDER BY n DESC LIMIT ?",
                (channel, thread_ts, limit),
            ).fetchall()
        return [Turn(question=q, answer=Answer.model_validate_json(a)) for q, a in reversed(rows)]

    def is_bot_thread(self, channel: str, thread_ts: str) -> bool:
        with self._lock:
            row = self._db.execute(
                "SELECT 1 FROM turns WHERE channel=? AND thread_ts=? LIMIT 1", (channel, thread_ts)
            ).fetchone()
        return row is not None

    def put_share(self, share_id: str, payload: dict[str, object]) -> None:
        with self._lock:
            self._db.execute(
                "INSERT OR REPLACE INTO shares VALUES (?, ?, ?)",
                (share_id, json.dumps(payload, ensure_ascii=False), time.time()),
            )

    def get_share(self, share_id: str) -> dict[str, object] | None:
        with self._lock:
            row = self._db.execute("SELECT payload FROM shares WHERE id=?", (share_id,)).fetchone()
        return json.loads(row[0]) if row else None

    def put_file(self, source: str, permalink: str) -> None:
        with self._lock:
            self._db.execute("INSERT OR REPLACE INTO files VALUES (?, ?)", (source, permalink))

    def file_links(self, sources: list[str]) -> dict[str, str]:
        """Slack permalinks of CVs that came from Slack uploads."""
        wanted = [s for s in sources if is_slack_source(s)]
        if not wanted:
            return {}
        with self._lock:
            marks = ",".join("?" * len(wanted))
            query = f"SELECT source, permalink FROM files WHERE source IN ({marks})"
            rows = self._db.execute(query, wanted).fetchall()
        return dict(rows)

    def add_feedback(
        self, user: str, channel: str, vote: str, question: str, candidates: list[list[str]]
    ) -> None:
        with self._lock:
            self._db.execute(
                "INSERT INTO feedback (at, user, channel, vote, question, candidates) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (
                    time.time(),
                    user,
                    channel,
                    vote,
                    question,
                    json.dumps(candidates, ensure_ascii=False),
                ),
            )

    def erase(self, terms: list[str]) -> int:
        """Remove every row that mentions one of `terms` (a person's id, names, e-mail
        addresses, files; compared case-insensitively in the decoded text): whole threads
        (a thread's memory is its turns), shares, feedback and upload links. Then VACUUM, so
        that no free page keeps them. Returns the rows removed."""
        wanted = [t.casefold() for t in terms if len(t.strip()) >= 2]

        def mentions(*values: object) -> bool:
            text = " ".join(_decoded(v) for v in values).casefold()
            return any(t in text for t in wanted)

        removed = 0
        with self._lock:
            turns = self._db.execute("SELECT channel, thread_ts, question, answer FROM turns")
            threads = {(c, t) for c, t, q, a in turns.fetchall() if mentions(q, a)}
            for channel, thread_ts in threads:
                cur = self._db.execute(
                    "DELETE FROM turns WHERE channel=? AND thread_ts=?", (channel, thread_ts)
                )
                removed += cur.rowcount
            for table, key, columns in (
                ("shares", "id", "payload"),
                ("feedback", "id", "question, candidates"),
                ("files", "source", "source, permalink"),
            ):
                rows = self._db.execute(f"SELECT {key}, {columns} FROM {table}").fetchall()
                for row in rows:
                    if mentions(*row[1:]):
                        self._db.execute(f"DELETE FROM {table} WHERE {key}=?", (row[0],))
                        removed += 1
            self._db.execute("VACUUM")
            self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        return removed

    def feedback(self) -> list[tuple[str, str, list[list[str]]]]:
        """(vote, question, [[name, alias, ...] per named candidate])"""
        with self._lock:
            rows = self._db.execute("SELECT vote, question, candidates FROM feedback").fetchall()
        return [(v, q, json.loads(c)) for v, q, c in rows]


def _decoded(value: object) -> str:
    """A stored value as text, JSON unescaped (so '\\u9648' reads as '陈')."""
    text = "" if value is None else str(value)
    if text[:1] in ("{", "["):
        try:
            return json.dumps(json.loads(text), ensure_ascii=False)
        except ValueError:
            return text
    return text


def feedback_eval_set(state: BotState) -> dict[str, object]:
    """👍 answers as an eval set (gold = the people named), for `cvbot eval`."""
    people: dict[str, list[str]] = {}
    questions = []
    for vote, question, candidates in state.feedback():
        if vote != "up":
            continue
        gold = []
        for names in candidates:
            key = next((k for k, v in people.items() if set(v) & set(names)), None)
            if key is None:
                key = f"P{len(people) + 1}"
                people[key] = [n.lower() for n in names]
            gold.append(key)
        questions.append({"q": question, "gold": gold})
    return {"people": people, "questions": questions}
