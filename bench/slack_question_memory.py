"""Memory and time per Slack question, as the mention listener reads it.

    PYTHONPATH=. python bench/slack_question_memory.py [--raw]

Indexes examples/cvs into a temp dir, loads everything a question needs with one warm-up
question, then for each kind of question (a normal one, 4,000 characters of words, a
40,000- and a 200,000-character single word, 40,000 characters of words) runs what
bot/slack/listeners/mentions.py runs: `read_question` (normalise, cut long runs, length
budget) and, unless it is over the budget, the engine's answer. Reports, per question, the
peak of memory allocated while answering (tracemalloc, which numpy reports to), the growth
of the process's peak RSS and the time. `--raw` skips `read_question` (the behaviour before
the cap) for comparison, without the 200,000-character word (~1.8 GB and minutes before the
cap); run each mode in a fresh process (peak RSS only grows).
"""

from __future__ import annotations

import argparse
import resource
import tempfile
import time
import tracemalloc
from pathlib import Path

from bot.answer.engine import AnswerEngine
from bot.commands import BotServices
from bot.settings import Settings
from bot.slack.question import read_question
from ingest.job import Indexer
from vectorstore.embeddings import USEM3Embeddings, embedder_id
from vectorstore.store import CVStore

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "cvs"
QUESTIONS = {
    "normal question": "Who has worked on GPU sharing at Alibaba?",
    "4,000 chars of words": ("who has worked on distributed GPU scheduling " * 90)[:4000],
    "40,000-char word": "a" * 40_000,
    "200,000-char word": "a" * 200_000,
    "40,000 chars of words": ("who has worked on distributed GPU scheduling " * 900)[:40_000],
}


def _peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--raw", action="store_true", help="no read_question (before the cap)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(data_dir=Path(tmp))
        embedder = USEM3Embeddings()
        store = CVStore(settings.store, settings.data_dir, embedder_id(settings.embedding)).open()
        try:
            indexer = Indexer(store, embedder, settings.ingest)
            indexer.ingest([EXAMPLES])
            services = BotServices(settings, AnswerEngine(store, embedder), indexer)
            services.ask("Who knows Go?", [])  # warm-up: snapshot, facts, model
            budget = settings.slack.max_question_chars
            print(f"mode: {'raw (no cap)' if args.raw else 'read_question'}; budget {budget}")
            print(f"{'question':<24} {'chars':>8} {'peak MB':>8} {'+RSS MB':>8} {'s':>6}  reply")
            for label, text in QUESTIONS.items():
                if args.raw and len(text) > 40_000:
                    continue
                rss = _peak_rss_mb()
                tracemalloc.start()
                started = time.perf_counter()
                read = None if args.raw else read_question(text, budget)
                if read is not None and read.too_long:
                    reply = "too long (message)"
                else:
                    answer = services.ask(read.text if read else text, [])
                    reply = f"{len(answer.candidates)} named"
                took = time.perf_counter() - started
                _, peak = tracemalloc.get_traced_memory()
                tracemalloc.stop()
                grown = _peak_rss_mb() - rss
                print(f"{label:<24} {len(text):>8} {peak / 1e6:>8.1f} {grown:>8.0f} "
                      f"{took:>6.2f}  {reply}")  # fmt: skip
        finally:
            store.close()


if __name__ == "__main__":
    main()
