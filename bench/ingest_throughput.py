"""Ingest throughput against the raw embedder on the same text, in one run.

    python bench/ingest_throughput.py --n 100 [--samples ../shared/sample-cvs]
    python bench/ingest_throughput.py --corpus /tmp/gc1000      # a generated corpus

Builds N distinct CVs (the example and sample CVs, each variant made unique by a line so its
content hash differs), or takes a corpus directory, then measures on the same machine and run:
  raw      `embed_documents()` over exactly the chunk texts cvbot would index, in one call
           (the embedder as any caller gets it: one process, BLAS on every core);
  workers  the same texts through ingest's embedding stage alone (worker processes, batches
           of the ingest's size, no parsing or writing): what the pipeline could reach;
  ingest   `Indexer.ingest` into a fresh embedded Chroma (parse, chunk, metadata, identity,
           embed, write, commit), model already loaded as for `raw`;
  again    a second ingest with nothing changed (hash check only);
  cold     what a user waits for, each in a fresh process: `cvbot ingest DIR` into a new
           data dir against a script that loads the embedder and embeds the same texts
           (both include interpreter start, imports and model loads).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from ingest.chunking import chunk_cv
from ingest.config import IngestSettings
from ingest.job import _BATCH_CHUNKS, Indexer, discover
from ingest.parsers import parse_file
from ingest.sections import split_sections
from vectorstore.config import StoreSettings
from vectorstore.embeddings import USEM3_ID, USEM3Embeddings
from vectorstore.store import CVStore
from vectorstore.workers import ProcessWorkers

REPO = Path(__file__).resolve().parents[1]


def build_corpus(out: Path, n: int, samples: Path) -> list[Path]:
    sources = sorted((REPO / "examples" / "src").glob("*.md"))
    sources += sorted((REPO / "examples" / "cvs").glob("*.md"))
    if (samples / "text").is_dir():
        sources += sorted((samples / "text").glob("*.txt"))
    files = []
    for i in range(n):
        src = sources[i % len(sources)]
        dest = out / f"cv_{i:05d}{src.suffix}"
        dest.write_text(src.read_text(encoding="utf-8") + f"\n\nReference: variant {i}\n")
        files.append(dest)
    return files


def timed_ingest(indexer: Indexer, corpus: Path) -> tuple[float, dict[str, int]]:
    start = time.perf_counter()
    report = indexer.ingest([corpus])
    return time.perf_counter() - start, report.summary()


_RAW_COLD = """
import json, sys
from vectorstore.embeddings import USEM3Embeddings
USEM3Embeddings().embed_documents(json.load(open(sys.argv[1], encoding="utf-8")))
"""


def timed_process(command: list[str], env: dict[str, str] | None = None) -> float:
    start = time.perf_counter()
    subprocess.run(command, check=True, capture_output=True, env=env, cwd=REPO)
    return time.perf_counter() - start


def cold_runs(corpus: Path, texts: list[str], tmp: Path) -> tuple[float, float]:
    """(raw, ingest) seconds, each in a fresh process."""
    (tmp / "texts.json").write_text(json.dumps(texts), encoding="utf-8")
    raw = timed_process([sys.executable, "-c", _RAW_COLD, str(tmp / "texts.json")])
    cvbot = Path(sys.executable).with_name("cvbot")
    env = {**os.environ, "CVBOT_DATA_DIR": str(tmp / "cold")}
    env.pop("CVBOT_STORE__CHROMA_URL", None)
    return raw, timed_process([str(cvbot), "ingest", str(corpus)], env)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=100)
    parser.add_argument("--corpus", type=Path, help="index this directory instead")
    parser.add_argument("--samples", type=Path, default=REPO.parent / "shared" / "sample-cvs")
    args = parser.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="cvbot-bench-"))
    try:
        corpus = args.corpus
        if corpus is None:
            corpus = tmp / "cvs"
            corpus.mkdir()
            build_corpus(corpus, args.n, args.samples)
        files, _ = discover([corpus])
        settings = IngestSettings()
        texts = []
        for f in files:
            cv = parse_file(f, 20_000_000)
            texts += [c.text for c in chunk_cv(cv, split_sections(cv), "x", settings.chunk_tokens)]
        embedder = USEM3Embeddings()
        embedder.embed_documents(texts[:8])  # warm up

        start = time.perf_counter()
        embedder.embed_documents(texts)
        raw = time.perf_counter() - start

        results: dict[str, object] = {"files": len(files), "chunks": len(texts)}
        store = CVStore(StoreSettings(), tmp / "data", USEM3_ID).open()
        try:
            indexer = Indexer(store, embedder, settings)
            workers = indexer.workers()
            with ProcessWorkers(workers, embedder.batch_size) as stage:
                stage.warm_up()
                start = time.perf_counter()
                batches = range(0, len(texts), _BATCH_CHUNKS)
                for future in [stage.embed(texts[i : i + _BATCH_CHUNKS]) for i in batches]:
                    future.result()
                alone = time.perf_counter() - start
            with indexer.embedding_workers():
                ingest, summary = timed_ingest(indexer, corpus)
            again, again_summary = timed_ingest(indexer, corpus)
        finally:
            store.close()
        raw_cold, cold = cold_runs(corpus, texts, tmp)
        assert summary["added"] == len(files) - summary["unchanged"]
        assert again_summary["unchanged"] == len(files)
        results.update(
            embed_workers=workers,
            raw_embed_s=round(raw, 2),
            workers_alone_s=round(alone, 2),
            ingest_s=round(ingest, 2),
            reingest_unchanged_s=round(again, 2),
            raw_cold_process_s=round(raw_cold, 2),
            cvbot_ingest_cold_process_s=round(cold, 2),
            ratio_ingest_vs_raw=round(raw / ingest, 2),
            ratio_cold_processes=round(raw_cold / cold, 2),
            ratio_ingest_vs_workers_alone=round(alone / ingest, 2),
            chunks_per_s_raw=round(len(texts) / raw, 1),
            chunks_per_s_ingest=round(len(texts) / ingest, 1),
        )
        print(json.dumps(results, indent=2))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
