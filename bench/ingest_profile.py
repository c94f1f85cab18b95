"""Where a pipelined ingest spends its time, in one warm run.

    python bench/ingest_profile.py /tmp/g2_1000 [--batch 128] [--workers 2]

Workers are started and warm first (as in `ingest_throughput.py`), then one ingest into a
fresh embedded Chroma is timed. Prints the wall time, the CPU seconds of the ingesting
process and of the workers, both cores' utilisation, the time the ingesting process spent
in Chroma writes (chunks, registry) and waiting for the workers, and the workers' peak RSS.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

import ingest.job as job
from ingest.config import IngestSettings
from vectorstore.config import StoreSettings
from vectorstore.embeddings import USEM3_ID, USEM3Embeddings, available_cpus
from vectorstore.store import CVStore

SPENT: dict[str, float] = defaultdict(float)


def timed(owner: Any, attribute: str, label: str) -> None:
    """Add the wall time of every call of `owner.attribute` to SPENT[label]."""
    original: Callable[..., Any] = getattr(owner, attribute)

    def wrapper(*args: Any, **kwargs: Any) -> Any:
        start = time.perf_counter()
        try:
            return original(*args, **kwargs)
        finally:
            SPENT[label] += time.perf_counter() - start

    setattr(owner, attribute, wrapper)


def cpu_s(pids: list[int]) -> float:
    """CPU seconds used so far by these live processes (utime + stime from /proc)."""
    total = 0
    for pid in pids:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        total += int(fields[11]) + int(fields[12])
    return total / os.sysconf("SC_CLK_TCK")


def peak_rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return 0.0


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--batch", type=int, default=job._BATCH_CHUNKS)
    parser.add_argument("--workers", type=int, default=available_cpus())
    args = parser.parse_args()
    job._BATCH_CHUNKS = args.batch
    timed(CVStore, "add_chunks", "chroma_chunk_writes_s")
    timed(CVStore, "upsert_records", "chroma_registry_writes_s")
    timed(job._Pipeline, "analysis", "waiting_for_analysis_s")
    timed(job._Pipeline, "_write_oldest", "writing_and_waiting_for_vectors_s")
    timed(job.Indexer, "_write", "writing_s")

    settings = IngestSettings(embed_workers=args.workers)
    embedder = USEM3Embeddings()
    data = Path(tempfile.mkdtemp(prefix="cvbot-profile-"))
    store = CVStore(StoreSettings(), data, USEM3_ID).open()
    try:
        indexer = job.Indexer(store, embedder, settings)
        with indexer.embedding_workers():
            pids = [w.pid for w in multiprocessing.active_children() if w.pid]
            before = cpu_s(pids)  # after the warm-up: model loading is not counted
            start, cpu = time.perf_counter(), time.process_time()
            report = indexer.ingest([args.corpus])
            wall, main_cpu = time.perf_counter() - start, time.process_time() - cpu
            workers_cpu = cpu_s(pids) - before
            rss = [round(peak_rss_mb(pid)) for pid in pids]
    finally:
        store.close()
    writing_wait = SPENT.pop("writing_and_waiting_for_vectors_s") - SPENT["writing_s"]
    results = {
        "files": report.summary()["added"],
        "batch": args.batch,
        "workers": args.workers,
        "wall_s": round(wall, 2),
        "main_cpu_s": round(main_cpu, 2),
        "workers_cpu_s": round(workers_cpu, 2),
        "cores_busy": round((main_cpu + workers_cpu) / (wall * available_cpus()), 2),
        **{k: round(v, 2) for k, v in SPENT.items()},
        "waiting_for_vectors_s": round(writing_wait, 2),
        "workers_peak_rss_mb": rss,
    }
    print(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
