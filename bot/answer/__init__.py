"""The answer engine: hybrid retrieval, candidate-level reasoning, grounded answers."""
