"""A naive LangChain RAG on the same CVs and questions, so cvbot's gain is a measured
difference. RecursiveCharacterTextSplitter(1000, 200) over each CV's text, the same
embedder (USE multilingual), top-k = 6, candidates = the owners of the retrieved chunks.

    python -m bench.baseline_naive --questions ../shared/real-cvs/questions.yaml \
        --cvs ../shared/real-cvs/cvs
    python -m bench.baseline_naive --questions evalsets/samples.yaml \
        --cvs ../shared/sample-cvs/text ../shared/sample-cvs/pdf ../shared/sample-cvs/docx
    python -m bench.baseline_naive evalsets/examples.yaml examples/cvs   # positional form

`--owners ../shared/real-cvs/owners.yaml` attributes each file to its gold person instead of
the name cvbot's profile extraction finds (retrieval alone, identity for free).

Prints the naive baseline's eval report with the same per-kind/per-language table as
`cvbot eval` (--json: the full report); run `cvbot eval` on the same set for cvbot's.
Files that fail to parse are skipped (listed on stderr), as ingest would report them.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import yaml
from langchain_core.documents import Document
from langchain_core.vectorstores import InMemoryVectorStore
from langchain_text_splitters import RecursiveCharacterTextSplitter

from bot.answer.models import Answer, CandidateResult, Evidence
from bot.evaluation import format_groups, load_eval_set, run_eval
from ingest.job import discover
from ingest.parsers import parse_file
from ingest.profile import extract_profile
from ingest.sections import split_sections
from vectorstore.embeddings import USEM3Embeddings


def build(
    paths: list[Path], gold_owners: dict[str, list[str]] | None = None
) -> tuple[InMemoryVectorStore, dict[str, list[str]]]:
    """The store and each file's owner names: from cvbot's profile extraction, or, given
    `gold_owners` (file name -> the person's aliases), from the gold (identity for free)."""
    splitter = RecursiveCharacterTextSplitter(chunk_size=1000, chunk_overlap=200)
    store = InMemoryVectorStore(USEM3Embeddings())
    owners: dict[str, list[str]] = {}
    files, _ = discover(paths)
    docs: list[Document] = []
    for path in files:
        try:
            cv = parse_file(path, 20_000_000)
        except Exception as exc:  # one bad file must not stop the baseline
            print(f"skipped {path}: {exc}", file=sys.stderr)
            continue
        if gold_owners is not None and path.name in gold_owners:
            owners[str(path)] = gold_owners[path.name]
        else:
            owners[str(path)] = extract_profile(cv, split_sections(cv)).names or [path.name]
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
    return Answer(question=q, language="en", candidates=list(results.values()))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("args", type=Path, nargs="*", help="QUESTIONS.yaml CV_PATH... (old form)")
    parser.add_argument("--questions", type=Path, help="eval YAML (people + questions + gold)")
    parser.add_argument("--cvs", type=Path, nargs="+", default=[], help="CV files or folders")
    parser.add_argument(
        "--owners",
        type=Path,
        help="YAML `files: {file name: person key}` (real-cvs/owners.yaml): attribute each "
        "file to its gold person instead of the extracted name, to measure retrieval alone",
    )
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    positional = list(args.args)
    questions = args.questions or (positional.pop(0) if positional else None)
    paths = [*args.cvs, *positional]
    if questions is None or not paths:
        parser.error("give --questions FILE and --cvs PATH... (or QUESTIONS PATH...)")
    eval_set = load_eval_set(questions)
    gold_owners = None
    if args.owners:
        files = yaml.safe_load(args.owners.read_text(encoding="utf-8"))["files"]
        gold_owners = {name: eval_set.people.get(key, [key]) for name, key in files.items()}
    store, owners = build(paths, gold_owners)
    report = run_eval(eval_set, lambda q: naive_answer(store, owners, q))
    if args.json:
        print(report.model_dump_json(indent=2))
        return
    for r in report.questions:
        print(f"F1 {r.f1:.2f}  {r.q}  gold {r.gold} got {r.predicted + r.unmatched}")
    print(format_groups(report))
    summary = report.model_dump(exclude={"questions", "by_kind", "by_language"})
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
