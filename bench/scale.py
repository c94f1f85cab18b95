"""Scale run on a generated corpus: ingest throughput against the raw embedder, re-index
of unchanged CVs, warm `ask` latency, quality against the naive baseline, peak memory.

    python bench/gen_corpus.py --n 1000 --out /tmp/gc1000 --seed 11
    python bench/scale.py /tmp/gc1000 [--baseline] [--raw]

All figures come from one process and one run; ratios compare like with like.
"""

from __future__ import annotations

import argparse
import json
import resource
import shutil
import tempfile
import time
from pathlib import Path

from langchain_core.embeddings import DeterministicFakeEmbedding, Embedder

from bot.answer.engine import AnswerEngine
from bot.evaluation import load_eval_set, run_eval
from ingest.chunking import chunk_cv
from ingest.config import IngestSettings
from ingest.job import Indexer, discover
from ingest.parsers import parse_file
from ingest.sections import split_sections
from vectorstore.config import StoreSettings
from vectorstore.embeddings import USEM3_ID, USEM3Embeddings
from vectorstore.store import CVStore


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--raw", action="store_true", help="also time the raw embedder")
    parser.add_argument("--baseline", action="store_true", help="also run the naive RAG")
    parser.add_argument("--data", type=Path, default=None, help="keep the index here")
    parser.add_argument(
        "--fast-embedder",
        action="store_true",
        help="a hashing embedder (not semantic) to measure latency and memory at sizes the "
        "default embedder is too slow to index here; quality figures are then meaningless",
    )
    args = parser.parse_args()
    data = args.data or Path(tempfile.mkdtemp(prefix="cvbot-scale-"))
    results: dict[str, object] = {"corpus": str(args.corpus)}
    embedder: Embedder = USEM3Embeddings()
    name = USEM3_ID
    if args.fast_embedder:
        embedder = DeterministicFakeEmbedding(size=512)
        name = "fake:deterministic-512"
    embedder.embed_documents(["warm up"])
    results["embedder"] = name
    settings = IngestSettings()
    files, _ = discover([args.corpus])
    results["files"] = len(files)
    if args.raw:
        texts: list[str] = []
        for f in files:
            cv = parse_file(f, 20_000_000)
            texts += [c.text for c in chunk_cv(cv, split_sections(cv), "x", settings.chunk_tokens)]
        start = time.perf_counter()
        embedder.embed_documents(texts)
        results["raw_embed_s"] = round(time.perf_counter() - start, 2)
        results["chunks"] = len(texts)
    store = CVStore(StoreSettings(), data, name).open()
    try:
        indexer = Indexer(store, embedder, settings)
        start = time.perf_counter()
        report = indexer.ingest([args.corpus])
        results["ingest_s"] = round(time.perf_counter() - start, 2)
        results["ingest_summary"] = report.summary()
        if args.raw:
            results["ingest_vs_raw"] = round(
                float(results["raw_embed_s"]) / float(results["ingest_s"]),
                2,  # type: ignore[arg-type]
            )
        start = time.perf_counter()
        again = indexer.ingest([args.corpus])
        results["reingest_unchanged_s"] = round(time.perf_counter() - start, 2)
        assert (
            again.summary()["unchanged"]
            == report.summary()["added"] + report.summary()["unchanged"]
        )
        engine = AnswerEngine(store, embedder)
        start = time.perf_counter()
        engine.ask("warm-up question")
        results["first_query_s"] = round(time.perf_counter() - start, 2)
        eval_set = load_eval_set(args.corpus / "questions.yaml")
        quality = run_eval(eval_set, engine.ask)
        results["cvbot"] = {k: v for k, v in quality.model_dump().items() if k != "questions"}
        results["peak_rss_mb"] = round(peak_rss_mb())
    finally:
        store.close()
    if args.baseline:
        from bench.baseline_naive import build, naive_answer

        base_store, owners = build([args.corpus])
        base = run_eval(eval_set, lambda q: naive_answer(base_store, owners, q))
        results["naive"] = {k: v for k, v in base.model_dump().items() if k != "questions"}
    print(json.dumps(results, indent=2, ensure_ascii=False))
    if args.data is None:
        shutil.rmtree(data, ignore_errors=True)


if __name__ == "__main__":
    main()
