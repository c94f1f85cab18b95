"""A naive LangChain RAG on the same CVs and questions, so cvbot's gain is a measured
difference. RecursiveCharacterTextSplitter(1000, 200) over each CV's text, the same
embedder (USE multilingual), top-k = 6, candidates = the owners of the retrieved chunks.

    python bench/baseline_naive.py evalsets/samples.yaml ../shared/sample-cvs/text \
        ../shared/sample-cvs/pdf ../shared/sample-cvs/docx
    python bench/baseline_naive.py evalsets/examples.yaml examples/cvs

Prints the naive baseline's eval report; run `cvbot eval` on the same set for cvbot's.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from langchain_core.documents import Document
from langchain_core.vectorstores import InMemoryVectorStore
from langchain_text_splitters import RecursiveCharacterTextSplitter

from bot.answer.models import Answer, CandidateResult, Evidence
from bot.evaluation import load_eval_set, run_eval
from ingest.job import discover
from ingest.parsers import parse_file
from ingest.profile import extract_profile
from ingest.sections import split_sections
from vectorstore.embeddings import USEM3Embeddings


def build(paths: list[Path]) -> tuple[InMemoryVectorStore, dict[str, list[str]]]:
    splitter = RecursiveCharacterTextSplitter(chunk_size=1000, chunk_overlap=200)
    store = InMemoryVectorStore(USEM3Embeddings())
    owners: dict[str, list[str]] = {}
    files, _ = discover(paths)
    docs: list[Document] = []
    for path in files:
        cv = parse_file(path, 20_000_000)
        owners[str(path)] = extract_profile(cv, split_sections(cv)).names
        docs += [
            Document(page_content=piece, metadata={"source": str(path)})
            for piece in splitter.split_text(cv.text)
        ]
    store.add_documents(docs)
    return store, owners


def naive_answer(store: InMemoryVectorStore, owners: dict[str, list[str]], q: str) -> Answer:
    results: dict[str, CandidateResult] = {}
    for doc in store.similarity_search(q, k=6):
        source = doc.metadata["source"]
        names = owners[source]
        key = names[0]
        result = results.setdefault(key, CandidateResult(id=key, name=key, aliases=names[1:]))
        result.evidence.append(
            Evidence(source=source, file_name=Path(source).name, quote=doc.page_content,
                     section="")
        )  # fmt: skip
    return Answer(question=q, answer="", language="en", candidates=list(results.values()))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("questions", type=Path)
    parser.add_argument("paths", type=Path, nargs="+")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    store, owners = build(args.paths)
    report = run_eval(load_eval_set(args.questions), lambda q: naive_answer(store, owners, q))
    if args.json:
        print(report.model_dump_json(indent=2))
        return
    for r in report.questions:
        print(f"F1 {r.f1:.2f}  {r.q}  gold {r.gold} got {r.predicted + r.unmatched}")
    print(json.dumps({k: v for k, v in report.model_dump().items() if k != "questions"}))


if __name__ == "__main__":
    main()
