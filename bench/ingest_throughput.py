"""Ingest throughput against the raw embedder on the same text, in one run.

    python bench/ingest_throughput.py --n 100 [--samples ../shared/sample-cvs]

Builds N distinct CVs (the example and sample CVs, each variant made unique by a line so its
content hash differs), then measures on the same machine and run:
  raw    embedder.embed_documents() over exactly the chunk texts cvbot would index;
  ingest `Indexer.ingest` into a fresh embedded Chroma (parse, chunk, metadata, identity,
         embed, write, commit);
  again  a second ingest with nothing changed (hash check only).
"""

from __future__ import annotations

import argparse
import shutil
import tempfile
import time
from pathlib import Path

from ingest.chunking import chunk_cv
from ingest.config import IngestSettings
from ingest.job import Indexer
from ingest.parsers import parse_file
from ingest.sections import split_sections
from vectorstore.config import StoreSettings
from vectorstore.embeddings import USEM3_ID, USEM3Embeddings
from vectorstore.store import CVStore

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


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=100)
    parser.add_argument("--samples", type=Path, default=REPO.parent / "shared" / "sample-cvs")
    args = parser.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="cvbot-bench-"))
    try:
        corpus = tmp / "cvs"
        corpus.mkdir()
        files = build_corpus(corpus, args.n, args.samples)
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

        store = CVStore(StoreSettings(), tmp / "data", USEM3_ID).open()
        try:
            indexer = Indexer(store, embedder, settings)
            start = time.perf_counter()
            report = indexer.ingest([corpus])
            ingest = time.perf_counter() - start
            start = time.perf_counter()
            again = indexer.ingest([corpus])
            unchanged = time.perf_counter() - start
        finally:
            store.close()
        assert report.summary()["added"] == args.n, report.summary()
        assert again.summary()["unchanged"] == args.n
        print(f"CVs: {args.n}, chunks: {len(texts)}")
        print(f"raw embedder:  {raw:7.2f} s  ({len(texts) / raw:.1f} chunks/s)")
        print(f"cvbot ingest:  {ingest:7.2f} s  ({len(texts) / ingest:.1f} chunks/s)")
        print(f"throughput ratio ingest/raw: {raw / ingest:.2f}x")
        print(f"re-ingest, nothing changed: {unchanged:.2f} s")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
