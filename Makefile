# Zobrist hashing toolkit: C core and CLI, WASM module, tests, benchmarks.
#   make              library, header and CLI in build/, wasm/zobrist.wasm
#   make demo         serve the comparison page on http://localhost:8000/web/ (PORT=...)
#   make test         everything the CI checks (installs what is missing)
#   make bench        benchmark figures: native, WASM and the JS schemes
#   make bench-native native benchmark figures only
#   make bench-browser the page's benchmark in headless Chromium
#   make perft-deep   deeper perft counts with key verification (~30 s)
#   make collisions   distinct positions to PLY (default 6) and hash collisions
#   make fuzz         libFuzzer on the parsers, FUZZ_SECONDS each (default 60)

CC ?= cc
BUILD := build
WARNINGS := -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes -Wmissing-prototypes
CFLAGS_RELEASE := -std=c11 -O3 -DNDEBUG $(WARNINGS)
CFLAGS_SANITIZE := -std=c11 -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined \
                   -fno-sanitize-recover=all $(WARNINGS)

LIB_SOURCES := keytable polyglot_random64 chess_keys errors slider_rays magics bitboard \
               position fen movegen notation movetext perft census
HEADERS := $(wildcard src/*.h)
TEST_SOURCES := $(wildcard tests/c/*.c)
TOOL_SOURCES := $(wildcard tools/*.c)

LIB_OBJECTS := $(LIB_SOURCES:%=$(BUILD)/obj/%.o)
SAN_OBJECTS := $(LIB_SOURCES:%=$(BUILD)/sanitize/%.o)

.PHONY: all test test-native test-sanitize test-cli test-oracles test-js test-types test-browser \
        deps-native deps-node deps-browser bench bench-native bench-browser collisions demo fuzz perft-deep magics clean
.DELETE_ON_ERROR:

all: $(BUILD)/libzobrist.a $(BUILD)/include/zobrist.h $(BUILD)/zobrist wasm/zobrist.wasm

# ------------------------------------------------------------------ library

$(BUILD)/obj/%.o: src/%.c $(HEADERS)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_RELEASE) -c $< -o $@

$(BUILD)/sanitize/%.o: src/%.c $(HEADERS)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_SANITIZE) -c $< -o $@

$(BUILD)/libzobrist.a: $(LIB_OBJECTS)
	rm -f $@
	ar rcs $@ $^

$(BUILD)/include/zobrist.h: src/zobrist.h
	@mkdir -p $(@D)
	cp $< $@

$(BUILD)/zobrist: src/cli.c $(BUILD)/libzobrist.a
	$(CC) $(CFLAGS_RELEASE) -Isrc $< $(BUILD)/libzobrist.a -o $@

# --------------------------------------------------------------------- wasm

# Emscripten's tools need acorn from Debian's node modules.
export NODE_PATH := /usr/share/nodejs
EMCC ?= emcc
# Standalone: no Emscripten JS runtime; wasm/ has its own small loader.
# -O2 measured faster than -O3 here (perft 6: ~74 vs ~65 M nodes/s).
WASM_EXPORTS := $(shell awk '/^[a-z]/ { if (match($$0, /zbw_[a-z_0-9]+/)) print "_" substr($$0, RSTART, RLENGTH) }' src/wasm_exports.c | paste -sd, -)
WASM_FLAGS := -std=c11 -O2 -Wall -Wextra -sSTANDALONE_WASM --no-entry -sMALLOC=emmalloc \
              -sALLOW_MEMORY_GROWTH=1 -sINITIAL_MEMORY=2MB -sTOTAL_STACK=256KB \
              -sEXPORTED_FUNCTIONS=$(WASM_EXPORTS)

wasm/zobrist.wasm: $(LIB_SOURCES:%=src/%.c) src/wasm_exports.c $(HEADERS)
	@tools/ensure-deps.sh emscripten
	$(EMCC) $(WASM_FLAGS) -Isrc $(filter %.c,$^) -o $@
	@test $$(stat -c %s $@) -lt 65536 || { echo "wasm/zobrist.wasm is over 64 KiB" >&2; exit 1; }

# -------------------------------------------------------------------- tests

$(BUILD)/c-tests: $(TEST_SOURCES) tests/c/test.h $(BUILD)/libzobrist.a
	$(CC) $(CFLAGS_RELEASE) -Isrc -Itests/c $(TEST_SOURCES) $(BUILD)/libzobrist.a -o $@

$(BUILD)/sanitize/c-tests: $(TEST_SOURCES) tests/c/test.h $(SAN_OBJECTS)
	$(CC) $(CFLAGS_SANITIZE) -Isrc -Itests/c $(TEST_SOURCES) $(SAN_OBJECTS) -o $@

$(BUILD)/sanitize/zobrist: src/cli.c $(SAN_OBJECTS)
	$(CC) $(CFLAGS_SANITIZE) -Isrc $< $(SAN_OBJECTS) -o $@

$(BUILD)/random-games: tools/random-games.c $(BUILD)/libzobrist.a
	$(CC) $(CFLAGS_RELEASE) -Isrc $< $(BUILD)/libzobrist.a -o $@

deps-native:
	@tools/ensure-deps.sh native

deps-node:
	@tools/ensure-deps.sh node

test-native: $(BUILD)/c-tests
	$(BUILD)/c-tests

test-sanitize: $(BUILD)/sanitize/c-tests $(BUILD)/sanitize/zobrist
	$(BUILD)/sanitize/c-tests
	ZOBRIST=$(BUILD)/sanitize/zobrist tests/cli/test-cli.sh

test-cli: $(BUILD)/zobrist
	ZOBRIST=$(BUILD)/zobrist tests/cli/test-cli.sh

test-oracles: deps-native $(BUILD)/zobrist $(BUILD)/random-games
	tests/oracles/polyglot-keys.sh
	tests/oracles/stockfish-perft.sh

test-js: deps-node wasm/zobrist.wasm $(BUILD)/zobrist
	npm test --silent

test-types: deps-node
	npx tsc -p tests/types

deps-browser:
	@tools/ensure-deps.sh browser

# The page in Debian's Chromium; a screenshot lands in build/screenshots/.
test-browser: deps-browser deps-node wasm/zobrist.wasm
	npx mocha --config tests/browser/.mocharc.json

test: deps-native test-native test-cli test-sanitize test-oracles test-js test-types test-browser
	@echo "make test: all passed"

# ------------------------------------------------------ benchmarks and deep runs

$(BUILD)/bench-native: bench/bench-native.c $(BUILD)/libzobrist.a
	$(CC) $(CFLAGS_RELEASE) -Isrc $< $(BUILD)/libzobrist.a -o $@

bench-native: $(BUILD)/bench-native
	$(BUILD)/bench-native "$(CC) $(CFLAGS_RELEASE)"

# The CLI built by clang too, when there is one: Emscripten compiles with
# clang, so this separates the compiler's share of the WASM/native ratio.
$(BUILD)/zobrist-clang: src/cli.c $(LIB_SOURCES:%=src/%.c) $(HEADERS)
	clang $(CFLAGS_RELEASE) -Isrc src/cli.c $(LIB_SOURCES:%=src/%.c) -o $@

bench: deps-node bench-native wasm/zobrist.wasm $(BUILD)/zobrist
	@command -v clang >/dev/null && $(MAKE) -s $(BUILD)/zobrist-clang || echo "(no clang: skipping the clang-built CLI)"
	@echo
	node bench/bench.js

bench-browser: deps-browser deps-node wasm/zobrist.wasm
	node tools/bench-browser.js

# libFuzzer on the FEN and move parsers (clang); not part of make test.
FUZZ_SECONDS ?= 60
fuzz:
	tests/fuzz/run.sh $(FUZZ_SECONDS)

PORT ?= 8000
demo: deps-node wasm/zobrist.wasm
	PORT=$(PORT) node tools/serve.js

PLY ?= 6
collisions: deps-node wasm/zobrist.wasm
	node tools/collisions.js $(PLY)

perft-deep: $(BUILD)/zobrist
	tests/perft-deep.sh $(BUILD)/zobrist

# ------------------------------------------------------------ generated code

magics: tools/find-magics.c src/slider_rays.c src/keytable.c
	@mkdir -p $(BUILD)
	$(CC) -std=c11 -O2 -Isrc $^ -o $(BUILD)/find-magics
	$(BUILD)/find-magics > src/magics.c

clean:
	rm -rf $(BUILD)
