"""Who was merged with whom, against the truth of a generated corpus.

    python bench/identity_check.py /tmp/g2_1000

`gen_corpus.py` names every file after its person (`p17_…`, `p17_zh.…`), so a candidate
whose files start with two different keys joins two people, and a person whose files are
in two candidates was split. Ingests the corpus into a temporary embedded index first.
"""

from __future__ import annotations

import argparse
import json
import re
import tempfile
from collections import Counter
from pathlib import Path

from ingest.config import IngestSettings
from ingest.job import Indexer, discover
from vectorstore.config import StoreSettings
from vectorstore.embeddings import USEM3_ID, USEM3Embeddings
from vectorstore.store import CVStore

_KEY = re.compile(r"^(p\d+)_")


def person(source: str) -> str:
    match = _KEY.match(Path(source).name)
    return match.group(1) if match else Path(source).name


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("corpus", type=Path)
    args = parser.parse_args()
    files, _ = discover([args.corpus])
    files_per_person = Counter(person(str(f)) for f in files)
    data = Path(tempfile.mkdtemp(prefix="cvbot-identity-"))
    store = CVStore(StoreSettings(), data, USEM3_ID).open()
    try:
        indexer = Indexer(store, USEM3Embeddings(), IngestSettings())
        indexer.ingest([args.corpus])
        candidates = indexer.candidates()
    finally:
        store.close()
    keys_of = [{person(s) for d in c.documents for s in d.sources} for c in candidates]
    candidates_of: Counter[str] = Counter(k for keys in keys_of for k in keys)
    wrong = [c for c, keys in zip(candidates, keys_of, strict=True) if len(keys) > 1]
    print(json.dumps({
        "people": len(files_per_person),
        "people_with_two_cvs": sum(1 for n in files_per_person.values() if n > 1),
        "candidates": len(candidates),
        "candidates_with_two_cvs": sum(1 for c in candidates if len(c.documents) > 1),
        "wrong_merges": len(wrong),
        "split_people": sum(1 for n in candidates_of.values() if n > 1),
        "wrong_merge_reasons": [r for c in wrong[:5] for r in c.merge_reasons],
    }, indent=2, ensure_ascii=False))  # fmt: skip


if __name__ == "__main__":
    main()
