"""Bottom layer: Chroma access, embeddings and retrieval primitives. Imports nothing from
`ingest` or `bot`."""
