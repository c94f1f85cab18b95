"""What the candidate record costs: extraction per CV, the registry a question loads, and
building every record and filtering them (`cvbot candidates --where`).

    python bench/record_cost.py --corpus /tmp/gc1000 --data /tmp/d1000 [--runs 3]
    python bench/record_cost.py --corpus ../shared/real-cvs/cvs --corpus ../shared/real-cvs-2/cvs

To compare with a checkout that has no records, run this file with that checkout first on
PYTHONPATH (`PYTHONPATH=/path/to/old python bench/record_cost.py …`): the record parts are
then skipped. CPU seconds of this process (best of --runs), so a busy machine still compares.
"""

from __future__ import annotations

import argparse
import contextlib
import time
from collections.abc import Callable
from datetime import date
from pathlib import Path

_SUFFIXES = {".md", ".pdf", ".docx", ".txt", ".json"}


def best(runs: int, work: Callable[[], object]) -> float:
    times = []
    for _ in range(runs):
        start = time.process_time()
        work()
        times.append(time.process_time() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "--corpus", type=Path, action="append", default=[], help="a folder of CVs (repeatable)"
    )
    parser.add_argument("--data", type=Path, help="an index dir (registry and record cost)")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    if args.corpus:
        from ingest.analysis import analyse

        paths = sorted(p for folder in args.corpus for p in folder.rglob("*"))
        files = [(p, p.read_bytes()) for p in paths if p.suffix in _SUFFIXES]

        def analyse_all() -> None:
            for path, data in files:
                with contextlib.suppress(Exception):  # a bad file costs what it costs
                    analyse(data, str(path), path.name, None, 20_000_000, 400, 1)

        print(f"analyse (parse, profile, chunks) of {len(files)} files: "
              f"{best(args.runs, analyse_all):.2f} CPU-s")  # fmt: skip
    if args.data:
        from bot.settings import Settings
        from ingest.registry import build_candidates, load_records
        from vectorstore.embeddings import embedder_id
        from vectorstore.store import CVStore

        settings = Settings(data_dir=args.data)
        store = CVStore(settings.store, args.data, embedder_id(settings.embedding)).open()
        try:
            raw = store.get_records()
            size = sum(len(r.document) for r in raw)
            print(f"registry: {len(raw)} rows, {size / 1e6:.2f} MB of JSON; load_records "
                  f"{best(args.runs, lambda: load_records(store)):.3f} CPU-s")  # fmt: skip
            people = build_candidates(load_records(store))
        finally:
            store.close()
        try:
            from ingest.record import build_record
            from ingest.record_filter import where
        except ImportError:
            print("(no candidate records in this checkout)")
            return
        records = [build_record(p) for p in people]
        built = best(args.runs, lambda: [build_record(p) for p in people])
        print(f"build_record for {len(people)} people: {built:.2f} CPU-s")
        expression = "years>=5 and degree>=master or tier=985"
        cost = best(args.runs, lambda: where(records, expression, date(2026, 11, 23)))
        kept = len(where(records, expression, date(2026, 11, 23)))
        print(f"where {expression!r} over {len(records)} records: {cost:.2f} CPU-s ({kept} kept)")


if __name__ == "__main__":
    main()
