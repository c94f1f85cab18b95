# Everything a fresh machine needs: `make demo` and `make test` create the virtualenv first.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
DEMO_DATA ?= .data/demo

.PHONY: demo test lint install clean eval-gate

$(BIN)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $@

install: $(BIN)/.installed

demo: $(BIN)/.installed
	CVBOT_DATA_DIR=$${CVBOT_DATA_DIR:-$(DEMO_DATA)} $(BIN)/cvbot ingest examples/cvs
	CVBOT_DATA_DIR=$${CVBOT_DATA_DIR:-$(DEMO_DATA)} $(BIN)/cvbot candidates

lint: $(BIN)/.installed
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

test: lint
	$(BIN)/pytest -q
	@$(MAKE) --no-print-directory eval-gate

# Answer quality on the shared dev sets vs evalsets/thresholds.yaml (bench/eval_gate.py);
# warns and passes when the shared data folder is absent.
eval-gate: $(BIN)/.installed
	$(BIN)/python -m bench.eval_gate

clean:
	rm -rf $(VENV) .data .pytest_cache .mypy_cache .ruff_cache
