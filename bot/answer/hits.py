"""What the structured answer passes around: a line that meets one requirement (`Hit`), a
person with the lines that meet each requirement (`PersonMatch`), and how a topic is scored
inside scopes of lines (`TopicScorer`). Its own module so that the requirement matchers
(`structured`, `certifications`, `record_positions`, `record_degrees`) share them without
importing one another."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from bot.answer.facts import FactIndex

# relevance of a topic inside each of several scopes (lines), and the best line of each;
# scored together so that line vectors are computed in one batch
Scope = list[tuple[int, int]]
TopicScorer = Callable[[list[Scope]], list[tuple[float, tuple[int, int] | None]]]
TOPIC_MIN = 0.45  # a topic inside an employer's entry must be this relevant


@dataclass
class Hit:
    """A line that meets one requirement of the question."""

    requirement: str
    chunk: int
    line: int
    score: float = 1.0


@dataclass
class PersonMatch:
    candidate: str
    hits: list[Hit] = field(default_factory=list)
    score: float = 1.0


def by_candidate(hits: Iterable[Hit], facts: FactIndex) -> dict[str, list[Hit]]:
    out: dict[str, list[Hit]] = {}
    for hit in hits:
        out.setdefault(facts.views[hit.chunk].candidate, []).append(hit)
    for found in out.values():
        found.sort(key=lambda h: -h.score)
    return out
