# Everything a fresh machine needs: `make demo` and `make test` create the virtualenv first.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
DEMO_DATA ?= .data/demo

.PHONY: demo test lint install clean

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

clean:
	rm -rf $(VENV) .data .pytest_cache .mypy_cache .ruff_cache
