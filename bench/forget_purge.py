"""What provable erasure costs: `cvbot forget` of one person, by step, on an index of a
folder of CVs, and whether a byte scan of the data dir still finds them.

    python bench/gen_corpus.py --n 1000 --out /tmp/g_1000 --seed 11
    PYTHONPATH=. python bench/forget_purge.py /tmp/g_1000 --data /tmp/gd_1000 --people 3

Indexes the folder (once; an existing `--data` index is reused), asks one question so that
the caches exist, then erases `--people` people one at a time through `bot.erasure.erase`
and reports per person: the delete (chunks and registry tombstones), the purge (every
Chroma collection rebuilt, old segment directories removed, chroma.sqlite3 VACUUMed), and
the rest (caches, state DB); then the index size before and after, and how many files under
the data dir still contain the person's e-mail address (must be 0).
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from bot.answer.engine import AnswerEngine
from bot.erasure import erase
from bot.settings import Settings
from ingest.job import Indexer
from vectorstore.embeddings import build_embedder, embedder_id
from vectorstore.store import CVStore


def _size(root: Path) -> int:
    return sum(p.stat().st_size for p in root.rglob("*") if p.is_file())


def _holding(root: Path, needle: bytes) -> int:
    return sum(1 for p in root.rglob("*") if p.is_file() and needle in p.read_bytes().lower())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--data", type=Path, default=Path("/tmp/cvbot-forget-bench"))
    parser.add_argument("--people", type=int, default=3)
    args = parser.parse_args()

    settings = Settings(data_dir=args.data)
    embedder = build_embedder(settings.embedding)
    store = CVStore(settings.store, args.data, embedder_id(settings.embedding)).open()
    try:
        indexer = Indexer(store, embedder, settings.ingest)
        if not indexer.candidates():
            started = time.perf_counter()
            indexer.ingest([args.folder])
            print(f"indexed in {time.perf_counter() - started:.1f} s")
        engine = AnswerEngine(store, embedder)
        engine.ask("Who has worked at Google?")
        engine.retriever.flush()
        people = [c for c in indexer.candidates() if c.merged_profile().emails]
        chunks = store.count_chunks()
        print(f"{len(indexer.candidates())} people, {chunks} chunks, "
              f"data dir {_size(args.data) / 1e6:.1f} MB")  # fmt: skip
        timings: dict[str, float] = {}
        purge = store.purge

        def timed_purge() -> None:
            started = time.perf_counter()
            purge()
            timings["purge"] = time.perf_counter() - started

        store.purge = timed_purge  # type: ignore[method-assign]
        for person in people[: args.people]:
            email = person.merged_profile().emails[0].lower().encode()
            before = _size(args.data)
            started = time.perf_counter()
            (done,) = erase(indexer, [person], engine=engine)
            total = time.perf_counter() - started
            print(
                f"forget {done.documents} CV(s), {done.chunks} chunks: total {total:.2f} s, "
                f"purge {timings['purge']:.2f} s, other {total - timings['purge']:.2f} s; "
                f"data dir {before / 1e6:.1f} -> {_size(args.data) / 1e6:.1f} MB; "
                f"files holding the e-mail: {_holding(args.data, email)}"
            )
    finally:
        store.close()


if __name__ == "__main__":
    main()
