"""A bot replica at scale: what it holds in memory, stage by stage, and how fast it answers
each kind of question once warm. Run it as a replica would run (same settings: data dir,
`CVBOT_STORE__CHROMA_URL`, embedder), against an index nobody is writing to:

    CVBOT_DATA_DIR=/tmp/d CVBOT_STORE__CHROMA_URL=http://127.0.0.1:8000 \\
        python -m bench.scale_serve --questions /tmp/corpus/questions.yaml --runs 3

One fresh process: it opens what `cvbot serve` opens (`bot_session`), then loads what the
warm-up loads one stage at a time, printing each stage's seconds and the process's resident
memory after it (registry → chunk snapshot with its BM25 index → fact index → embedder →
chunk vectors → candidate records with their positions by organisation → organisation
directory and dense index), with the exact sizes of the
arrays (chunk vectors, BM25 matrix). Then it asks every question `--runs` times the way the
bot does (the first page of 20) and prints p50/p95 per kind (wall, and CPU seconds of the
process, which a machine shared with other work inflates less): `employer` (a structured
answer naming thousands of people at 100,000), `next page` (its second page), `topic at
employer` and `degree at school` (the generated corpus's questions), `open topic` (hybrid
retrieval, no constraint) and `empty` (an employer nobody has).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import time
from pathlib import Path
from typing import Any

import yaml

EMPLOYER = ["Who has worked at Tencent?", "谁在谷歌工作过？", "Who has worked at NVIDIA?"]
OPEN = ["Who has worked on fraud detection?", "谁做过推荐系统？", "Who knows RDMA networking?"]


def rss_mb() -> float:
    """The process's resident memory now (not the peak)."""
    with open("/proc/self/statm") as f:
        pages = int(f.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def kinds(questions: Path | None) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {"employer": EMPLOYER, "open topic": OPEN}
    if questions is not None:
        items = yaml.safe_load(questions.read_text(encoding="utf-8"))["questions"]
        for item in items:
            q, gold = item["q"], item["gold"]
            kind = (
                "empty"
                if not gold
                else "degree at school"
                if ("degree" in q.lower() or "学位" in q or " from " in q)
                else "topic at employer"
            )
            out.setdefault(kind, []).append(q)
    return out


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--questions", type=Path, help="questions.yaml of bench/gen_corpus.py")
    parser.add_argument("--runs", type=int, default=3, help="times each question is asked")
    parser.add_argument("--per-kind", type=int, default=6, help="questions of each kind")
    args = parser.parse_args()

    started = time.perf_counter()
    from bot.answer.models import Page
    from bot.answer.question import analyze
    from bot.services import bot_session
    from bot.settings import Settings

    result: dict[str, Any] = {"load_average": os.getloadavg()[0], "cpus": os.cpu_count()}
    stages: list[dict[str, Any]] = []
    with bot_session(Settings()) as services:
        engine = services.engine
        stages.append({"stage": "session open", "s": time.perf_counter() - started,
                       "rss_mb": rss_mb()})  # fmt: skip

        def stage(name: str, step: Any) -> Any:
            t = time.perf_counter()
            value = step()
            stages.append({"stage": name, "s": time.perf_counter() - t, "rss_mb": rss_mb()})
            return value

        people = stage("registry", engine.candidates)
        _, snap = stage("chunk snapshot + BM25", engine._state)
        facts = stage("fact index", lambda: engine._fact_index(snap))
        stage("embedder", lambda: engine.retriever.embed_query("warm-up"))
        vectors = stage("chunk vectors", lambda: engine._chunk_vectors(snap))
        stage("candidate records", lambda: engine._records.positions_at(people))
        warm = analyze("warm-up")
        stage("org directory + dense index",
              lambda: engine._find(warm, *engine._state(), [], Page(limit=1)))  # fmt: skip
        bm25 = snap.lexical._bm25.scores
        result["index"] = {
            "people": len(people),
            "documents": sum(len(p.documents) for p in people),
            "chunks": len(snap.records),
            "vocabulary": len(snap.lexical._df),
            "fact_lines": sum(len(v.lines) for v in facts.views),
            "chunk_vectors_mb": round(vectors.nbytes / 2**20, 1),
            "bm25_arrays_mb": round(
                sum(a.nbytes for a in bm25.values() if hasattr(a, "nbytes")) / 2**20, 1
            ),
        }
        result["stages"] = [
            {k: round(v, 2) if isinstance(v, float) else v for k, v in s.items()} for s in stages
        ]
        result["warm_s"] = round(time.perf_counter() - started, 1)

        latency: dict[str, Any] = {}
        asked = kinds(args.questions)
        asked["next page"] = EMPLOYER
        for kind, questions in asked.items():
            times: list[float] = []
            cpu: list[float] = []
            counts: list[int] = []
            for question in questions[: args.per_kind]:
                page = Page.number(2) if kind == "next page" else Page.number(1)
                for _ in range(args.runs):
                    t, c = time.perf_counter(), time.process_time()
                    answer = services.ask(question, [], page)
                    times.append(time.perf_counter() - t)
                    cpu.append(time.process_time() - c)
                counts.append(answer.total)
            latency[kind] = {
                "questions": len(counts),
                "p50_ms": round(1000 * statistics.median(times)),
                "p95_ms": round(1000 * percentile(times, 0.95)),
                "max_ms": round(1000 * max(times)),
                "cpu_p50_ms": round(1000 * statistics.median(cpu)),
                "cpu_p95_ms": round(1000 * percentile(cpu, 0.95)),
                "median_total": statistics.median(counts),
                "max_total": max(counts),
            }
        result["latency"] = latency
        result["rss_after_questions_mb"] = round(rss_mb())
    usage = resource.getrusage(resource.RUSAGE_SELF)
    result["peak_rss_mb"] = round(usage.ru_maxrss / 1024)
    result["cpu_s"] = round(usage.ru_utime + usage.ru_stime, 1)
    print(json.dumps(result, indent=2, ensure_ascii=False))


if __name__ == "__main__":
    main()
