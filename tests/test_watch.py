"""`--watch`: a CV dropped into the folder is indexed on the next poll."""

from __future__ import annotations

import threading
import time
from pathlib import Path

from ingest.job import Indexer
from ingest.watch import watch_paths
from tests.conftest import write
from tests.fixtures.cvs import EN_CV, ZH_CV


def test_new_file_is_indexed_while_watching(indexer: Indexer, tmp_path: Path) -> None:
    folder = tmp_path / "inbox"
    write(folder / "a.md", EN_CV)
    reports = []

    def drop_later() -> None:
        time.sleep(0.5)
        write(folder / "b.md", ZH_CV)

    threading.Thread(target=drop_later).start()
    for report in watch_paths(indexer, [folder], interval=0.2, max_polls=15):
        reports.append(report)
    added = [o for r in reports for o in r.outcomes if o.status == "added"]
    assert sorted(Path(o.path).name for o in added) == ["a.md", "b.md"]
    assert len(indexer.candidates()) == 2
