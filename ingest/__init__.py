"""Ingestion: parse CVs, chunk them by section, extract per-person metadata, index them."""
