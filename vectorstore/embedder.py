"""What cvbot needs of an embedder: LangChain's `Embeddings` interface, as a protocol.

The bundled embedder and every LangChain `Embeddings` meet it; naming it here (rather than
subclassing LangChain's class) keeps LangChain at the edge: a command whose question needs no
vector never imports it (~70 ms of a cold `cvbot ask`)."""

from __future__ import annotations

from typing import Protocol, runtime_checkable


@runtime_checkable
class Embedder(Protocol):
    def embed_documents(self, texts: list[str]) -> list[list[float]]: ...

    def embed_query(self, text: str) -> list[float]: ...
