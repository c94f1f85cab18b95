# Everything a fresh machine needs: `make demo` and `make test` create the virtualenv first.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
DEMO_DATA ?= .data/demo

.PHONY: demo ask test lint install clean eval-gate settings-doc

$(BIN)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev,ocr]'
	touch $@

install: $(BIN)/.installed

# The demo index is always $(DEMO_DATA) (not $$CVBOT_DATA_DIR), the one `make ask` and the
# README's next lines read.
demo: $(BIN)/.installed
	CVBOT_DATA_DIR=$(DEMO_DATA) $(BIN)/cvbot ingest examples/cvs
	CVBOT_DATA_DIR=$(DEMO_DATA) $(BIN)/cvbot candidates
	@echo 'Ask it:  make ask Q="Who has worked on GPU sharing at Alibaba?"'
	@echo 'or:      source $(BIN)/activate && export CVBOT_DATA_DIR=$$PWD/$(DEMO_DATA)'

# A question to the demo index: make ask Q="..."
ask: $(BIN)/.installed
	@test -n "$(Q)" || { echo 'usage: make ask Q="Who has worked at Alibaba?"' >&2; exit 2; }
	@CVBOT_DATA_DIR=$(DEMO_DATA) $(BIN)/cvbot ask "$(Q)"

lint: $(BIN)/.installed
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/python -m bench.settings_table --check
	$(BIN)/python .ci/module_size.py

# Rewrites README.md's settings table from bot.settings.Settings (bench/settings_table.py).
settings-doc: $(BIN)/.installed
	$(BIN)/python -m bench.settings_table

# pytest runs last: CI reads its closing line ("N passed") as the count of tests run.
test: lint
	@$(MAKE) --no-print-directory eval-gate
	$(BIN)/pytest -q

# Answer quality on the shared dev sets vs evalsets/thresholds.yaml (bench/eval_gate.py);
# warns and passes when the shared data folder is absent.
eval-gate: $(BIN)/.installed
	$(BIN)/python -m bench.eval_gate

clean:
	rm -rf $(VENV) .data .pytest_cache .mypy_cache .ruff_cache
