# Zobrist hashing toolkit: C core and CLI, WASM module, tests, benchmarks.
#   make              library, header and CLI in build/, the WASM modules in wasm/
#   make demo         serve the comparison page on http://localhost:8000/web/ (PORT=...)
#   make test         everything the CI checks (installs what is missing)
#   make bench        benchmark figures: native, WASM and the JS schemes
#   make bench-native native benchmark figures only
#   make bench-browser the page's benchmark in headless Chromium
#   make perft-deep   deeper perft counts with key verification (~30 s)
#   make census-deep  the native census to ply 6, both ep identities, against OEIS (~40 s)
#   make collisions   distinct positions to PLY (default 6; 7 in ~1 min) and hash collisions, native
#   make collisions-wasm  the same in WASM under Node (to ply 6)
#   make fuzz         libFuzzer on every parser (FEN, moves, UTTT and Go text), FUZZ_SECONDS each (default 60)

CC ?= cc
BUILD := build
WARNINGS := -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes -Wmissing-prototypes
CFLAGS_RELEASE := -std=c11 -O3 -DNDEBUG $(WARNINGS)
CFLAGS_SANITIZE := -std=c11 -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined \
                   -fno-sanitize-recover=all $(WARNINGS)

# The C core in folders by layer (src/README.md): a layer sees its own
# folder and the layers below it, never one above, and the include paths
# enforce it: keys sees only keys; a game sees keys and itself.
LAYERS := keys chess pgn book uttt go tt
INCLUDES_keys := -Isrc/keys
INCLUDES_chess := -Isrc/keys -Isrc/chess
INCLUDES_pgn := -Isrc/keys -Isrc/chess -Isrc/pgn
INCLUDES_book := -Isrc/keys -Isrc/chess -Isrc/pgn -Isrc/book
INCLUDES_uttt := -Isrc/keys -Isrc/uttt
INCLUDES_go := -Isrc/keys -Isrc/go
INCLUDES_tt := -Isrc/keys -Isrc/tt
# cli, wasm, tests, tools and benchmarks see everything, through zobrist.h.
INCLUDES_ALL := -Isrc $(LAYERS:%=-Isrc/%)
layer_of = $(firstword $(subst /, ,$(1)))

LIB_SOURCES := $(foreach l,$(LAYERS),$(wildcard src/$(l)/*.c))
HEADERS := $(wildcard src/*.h src/*/*.h)
PUBLIC_HEADERS := src/zobrist.h $(wildcard src/*/zobrist_*.h)
CLI_SOURCES := $(wildcard src/cli/*.c)
WASM_SOURCES := $(wildcard src/wasm/*.c)
TOOL_SOURCES := $(wildcard tools/*.c)
# One C test binary a folder of tests/c/ (chess, uttt, go, ...).
TEST_GROUPS := $(patsubst tests/c/%/,%,$(wildcard tests/c/*/))

# The package's built files (see the wasm section).
# The entries bundled into one file each (the wasm section says why).
JS_BUNDLE_NAMES := zobrist zobrist.node zobrist-all zobrist-all.node zobrist-inline
JS_BUNDLES := $(foreach b,$(JS_BUNDLE_NAMES),wasm/$(b).js wasm/$(b).js.map)
WASM_FILES := wasm/zobrist.wasm wasm/zobrist-all.wasm wasm/zobrist-base64.js $(JS_BUNDLES)

LIB_OBJECTS := $(LIB_SOURCES:src/%.c=$(BUILD)/obj/%.o)
SAN_OBJECTS := $(LIB_SOURCES:src/%.c=$(BUILD)/sanitize/%.o)

.PHONY: all test test-suites test-native test-sanitize test-cli test-oracles test-js test-types test-browser test-bundlers \
        deps-native deps-node deps-browser wasm check-wasm-committed install uninstall test-install bench bench-native bench-browser collisions collisions-wasm census-deep demo fuzz perft-deep magics clean
.DELETE_ON_ERROR:

all: $(BUILD)/libzobrist.a $(BUILD)/include/zobrist.h $(BUILD)/zobrist $(WASM_FILES)

# ------------------------------------------------------------------ library

$(BUILD)/obj/%.o: src/%.c $(HEADERS)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_RELEASE) $(INCLUDES_$(call layer_of,$*)) -c $< -o $@

$(BUILD)/sanitize/%.o: src/%.c $(HEADERS)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_SANITIZE) $(INCLUDES_$(call layer_of,$*)) -c $< -o $@

# The static library, one member an object (a static link takes only what
# it uses). The internals that files share (move_is_legal, go_apply, ...:
# global symbols without the zb_ prefix) are renamed zbi_* in its copies of
# the objects, so that a program's own functions of those names (common
# ones in chess code) do not clash with them. The unit tests call a few
# internals by name: they link the objects as built (libzobrist-internal.a).
OBJCOPY ?= objcopy
LIB_RENAMED := $(LIB_SOURCES:src/%.c=$(BUILD)/lib/%.o)

$(BUILD)/internal-symbols.txt: $(LIB_OBJECTS)
	nm -g --defined-only $^ | awk 'NF == 3 && $$3 !~ /^zb_/ { print $$3, "zbi_" $$3 }' | sort -u > $@

$(BUILD)/lib/%.o: $(BUILD)/obj/%.o $(BUILD)/internal-symbols.txt
	@mkdir -p $(@D)
	$(OBJCOPY) --redefine-syms=$(BUILD)/internal-symbols.txt $< $@

$(BUILD)/libzobrist.a: $(LIB_RENAMED)
	rm -f $@
	ar rcs $@ $^

$(BUILD)/libzobrist-internal.a: $(LIB_OBJECTS)
	rm -f $@
	ar rcs $@ $^

# The shared library: position-independent objects, and a soname that
# changes with the major version (the ABI promise, see README).
VERSION := $(shell sed -n 's/^  "version": *"\([^"]*\)".*/\1/p' package.json)
SOVERSION := $(firstword $(subst ., ,$(VERSION)))
SONAME := libzobrist.so.$(SOVERSION)
PIC_OBJECTS := $(LIB_SOURCES:src/%.c=$(BUILD)/pic/%.o)

$(BUILD)/pic/%.o: src/%.c $(HEADERS)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_RELEASE) -fPIC $(INCLUDES_$(call layer_of,$*)) -c $< -o $@

# It exports the public API alone: the functions and tables the public
# headers name (a version script made from them), nothing of the internals.
$(BUILD)/libzobrist.map: $(PIC_OBJECTS) $(PUBLIC_HEADERS)
	grep -ho '\bzb_[a-z0-9_]*' $(PUBLIC_HEADERS) | LC_ALL=C sort -u > $@.api
	nm -g --defined-only $(PIC_OBJECTS) | awk 'NF == 3 { print $$3 }' | LC_ALL=C sort -u | LC_ALL=C comm -12 - $@.api \
	  | { echo '{ global:'; sed 's/.*/    &;/'; echo '  local: *;'; echo '};'; } > $@

$(BUILD)/libzobrist.so.$(VERSION): $(PIC_OBJECTS) $(BUILD)/libzobrist.map
	$(CC) -shared -Wl,-soname,$(SONAME) -Wl,--version-script=$(BUILD)/libzobrist.map $(PIC_OBJECTS) -o $@

$(BUILD)/include/zobrist.h: $(PUBLIC_HEADERS)
	@mkdir -p $(@D)
	cp $^ $(@D)/

$(BUILD)/zobrist: $(CLI_SOURCES) $(BUILD)/libzobrist.a
	$(CC) $(CFLAGS_RELEASE) $(INCLUDES_ALL) $(CLI_SOURCES) $(BUILD)/libzobrist.a -o $@

# --------------------------------------------------------------------- wasm

# Emscripten's tools need acorn from Debian's node modules.
export NODE_PATH := /usr/share/nodejs
EMCC ?= emcc
# Two standalone modules (no Emscripten JS runtime; wasm/core/ loads them):
#   wasm/zobrist.wasm      keys + chess: the main entry's, small
#   wasm/zobrist-all.wasm  every layer: zobrist-wasm/all
# and wasm/zobrist-base64.js, the chess module in base64 (zobrist-wasm/inline).
# They are committed, so that a git or tarball install needs no Emscripten;
# make test checks that they equal a fresh build (check-wasm-committed).
#
# Objects are compiled at -O2 but linked at -Os: Binaryen's -Os inlines less
# than its -O2, which here gave a smaller module that V8 runs as fast (perft
# 4: 35 vs 32 M nodes/s), while compiling at -Os made perft 2.7x slower.
# Files with no hot loop are compiled at -Os (not notation.c: SAN is on the
# PGN and book paths, and -Os stops its small helpers from being inlined;
# nor the exports a book lookup runs once a move: 3-11 % fewer instructions
# a lookup of the start position, 20 moves with SAN; nor the transposition
# table's, which a probe and a store each cross: at -Os probe32 and store32
# called the BigInt exports and a join of the halves, not inlined: ~4 ns a
# probe + store in cache, bench/tt-bench.js: 34 -> 30 ns; 0.7 KB of module).
WASM_CFLAGS := -std=c11 -Wall -Wextra $(INCLUDES_ALL)
WASM_HOT_EXPORTS := src/wasm/exports_book.c src/wasm/text_ids.c src/wasm/exports_tt.c
WASM_COLD := src/chess/errors.c $(filter-out $(WASM_HOT_EXPORTS),$(WASM_SOURCES))
# The imports the C side declares (src/wasm/imports.js says why it is needed).
WASM_JS_LIBRARY := src/wasm/imports.js
WASM_LINK_FLAGS := -sSTANDALONE_WASM --no-entry -sALLOW_MEMORY_GROWTH=1 \
                   -sINITIAL_MEMORY=2MB -sTOTAL_STACK=256KB --js-library $(WASM_JS_LIBRARY)
WASM_LINK := -Os $(WASM_LINK_FLAGS)
WASM_OBJ := $(BUILD)/wasm-obj
WASM_ALL_SOURCES := $(LIB_SOURCES) $(WASM_SOURCES)
WASM_ALL_MAX_BYTES := 196608

# fen.c reads a FEN's placement with SSE2 intrinsics, which Emscripten's
# header maps onto WebAssembly SIMD (Chrome 91, Firefox 89, Safari 16.4,
# Node 16.4): keysOfFens 0.75x the time for 0.7 KB (docs/performance.md).
WASM_SIMD = $(if $(filter src/chess/fen.c,$<),-msimd128 -msse2)

# zobrist-all.wasm's objects (-flto: see its link below) also inline the
# helpers called once a move on hot paths into their callers
# (ZB_INLINE_HOT_CALLS, src/keys/hot_inline.h). PGN: the move's legality
# test, the pieces that reach a square, make, and the reader's play and
# record (V8's instructions a ply 0.90x; cycles 0.76-0.86x in eight
# alternated runs). A book lookup's SAN: each move's text and its interned
# id (0.92x the instructions of the export). 13 KB of module in all;
# zobrist.wasm, built for size, would pass 32 KiB with them. Bulk memory, as
# in zobrist.wasm below: memcpy is one instruction instead of musl's loop,
# which had been 2.8 % of reading PGN (every chunk is copied into the
# reader's buffer); readPgn to keys 0.96x the CPU time (three alternated runs).
$(WASM_OBJ)/%.o: src/%.c $(HEADERS)
	@tools/ensure-deps.sh emscripten
	@mkdir -p $(@D)
	$(EMCC) $(WASM_CFLAGS) $(WASM_SIMD) -flto -mbulk-memory -DZB_INLINE_HOT_CALLS $(if $(filter src/$*.c,$(WASM_COLD)),-Os,-O2) -c $< -o $@

# zobrist.wasm is built for size, within issue 9's 32 KiB (docs/performance.md),
# from objects of its own (zobrist-all.wasm's are as above):
# - src/wasm/main_module/ (each file says why): empty Polyglot slots that
#   the glue fills from its JS copy of the table (6.3 KB less), and a small
#   allocator in place of emmalloc (2.3 KB less);
# - bulk memory: memcpy and memset are one instruction each instead of libc's
#   loops (1.2 KB less; Chrome 75, Firefox 79, Safari 15, Node 12.5, and the
#   JS already needs newer);
# - the tables' one-time set-up (bitboard.c, slider_rays.c, chess_keys.c) at
#   -Os as well: 1.4 KB less, no hot loop there; and the FEN writer
#   (fen_write.c): 1.1 KB less.
# (The glue also builds Stockfish's and chess.js's layouts from its JS
# tables, so their generators are not linked: 2.6 KB.)
WASM_MAIN_ONLY := $(wildcard src/wasm/main_module/*.c)
WASM_CHESS_SOURCES := $(filter-out src/chess/polyglot_random64.c,$(wildcard src/keys/*.c src/chess/*.c)) \
                      src/wasm/exports_core.c src/wasm/exports_keys.c src/wasm/exports_chess.c $(WASM_MAIN_ONLY)
WASM_MAIN_COLD := $(WASM_COLD) $(WASM_MAIN_ONLY) src/chess/bitboard.c src/chess/slider_rays.c src/chess/chess_keys.c \
                  src/chess/fen_write.c
WASM_MAIN_OBJ := $(BUILD)/wasm-obj-main
WASM_CHESS_MAX_BYTES := 32768

$(WASM_MAIN_OBJ)/%.o: src/%.c $(HEADERS)
	@tools/ensure-deps.sh emscripten
	@mkdir -p $(@D)
	$(EMCC) $(WASM_CFLAGS) $(WASM_SIMD) -mbulk-memory -DZB_POLYGLOT_FILLED_AT_START $(if $(filter src/$*.c,$(WASM_MAIN_COLD)),-Os,-O2) -c $< -o $@

# $(1): output, $(2): sources (exports are the zbw_ functions among them),
# $(3): their objects, $(4): byte budget
define link_wasm
	$(EMCC) $(WASM_LINK) -sEXPORTED_FUNCTIONS=$$(tools/wasm-exports.sh $(filter src/wasm/%,$(2))) $(3) -o $(1)
	@test $$(stat -c %s $(1)) -le $(4) || { echo "$(1) is over $(4) bytes" >&2; exit 1; }
endef

WASM_CHESS_OBJECTS := $(patsubst src/%.c,$(WASM_MAIN_OBJ)/%.o,$(WASM_CHESS_SOURCES))
$(BUILD)/wasm/zobrist.wasm: WASM_LINK += -mbulk-memory -sMALLOC=none
$(BUILD)/wasm/zobrist.wasm: $(WASM_CHESS_OBJECTS)
	@mkdir -p $(@D)
	$(call link_wasm,$@,$(WASM_CHESS_SOURCES),$(WASM_CHESS_OBJECTS),$(WASM_CHESS_MAX_BYTES))

# V8 runs a WebAssembly call to its end in the tier it began in (no on-stack
# replacement), so a function that runs long on the first call stays in the
# baseline compiler: Binaryen, which inlines every function into its only
# caller, had put the audit's duplicate finding into zb_audit_run, whose one
# call is the whole search (a first audit ran 2x slower). Here a function of
# more than 500 expressions keeps its own body, optimized after a pass or two.
#
# Its objects are LLVM bitcode, optimized together at the link (-flto, then
# -O2: Emscripten's -Os and -O2 together stay -Os): a call costs more in V8's
# code than in gcc's (what lives across it is spilled, and each call checks
# the stack), and across files only link-time optimization can inline one.
# PGN to keys: 0.95x V8's instructions a ply and 0.87-0.99x the cycles
# (median 0.93, five alternated runs); book lookups, FENs, perft, UTTT, Go
# and the audit as fast or faster. Native code gains nothing from it (gcc
# -flto: the same cycles), and zobrist.wasm would pass 32 KiB with it.
$(BUILD)/wasm/zobrist-all.wasm: WASM_LINK := -O2 -flto -mbulk-memory $(WASM_LINK_FLAGS) -sMALLOC=emmalloc -sBINARYEN_EXTRA_PASSES=-ocimfs=500
WASM_ALL_OBJECTS := $(patsubst src/%.c,$(WASM_OBJ)/%.o,$(WASM_ALL_SOURCES))
$(BUILD)/wasm/zobrist-all.wasm: $(WASM_ALL_OBJECTS) $(WASM_JS_LIBRARY)
	@mkdir -p $(@D)
	$(call link_wasm,$@,$(WASM_ALL_SOURCES),$(WASM_ALL_OBJECTS),$(WASM_ALL_MAX_BYTES))

$(BUILD)/wasm/zobrist-base64.js: $(BUILD)/wasm/zobrist.wasm tools/wasm-inline.js
	node tools/wasm-inline.js $< $@

# The entries bundled by esbuild, beside their sources and the .wasm (so
# new URL('./zobrist.wasm', import.meta.url) still points at it): one
# minified file each, with a source map (for node --enable-source-maps and
# browsers' devtools) that names the sources as seen from wasm/, where the
# bundles are copied; the package ships the sources, so the maps do not
# carry them (the tarball 781 -> 565 KB). One file, because each more file
# is one more request, after the first one's parse: a round trip more for a
# page without a bundler, ~0.45 ms of a cold start in Node; index.node.js says
# why the main Node entry also has its module built in. Each entry has
# classes of its own; ZobristError and Layout objects still work across
# them (errors.js, layouts.js). Names are minified too: --keep-names made
# Node's start 0.3 ms slower than no minifying at all (a call a function),
# so the public classes say their own names (static name). Lines end at 120
# columns: Node prints an uncaught error's source line, which was 19 KB.
# The package's exports point at the bundles; the page uses the sources.
JS_SOURCES := $(filter-out $(JS_BUNDLES),$(wildcard wasm/*.js wasm/*/*.js))
JS_ENTRIES := zobrist:index zobrist.node:index.node zobrist-all:all zobrist-all.node:all.node zobrist-inline:inline
ESBUILD := node_modules/.bin/esbuild --bundle --format=esm --platform=neutral --external:'node:*' \
           --log-level=warning --legal-comments=none --minify --line-limit=120 --sourcemap --sources-content=false \
           --banner:js='// Bundled by esbuild from the sources in wasm/ (make); do not edit.'
$(BUILD)/bundles/.done: $(JS_SOURCES) wasm/zobrist-base64.js | deps-node
	@rm -rf $(@D) && mkdir -p $(@D)
	@for e in $(JS_ENTRIES); do \
	  echo "esbuild wasm/$${e#*:}.js -> $(@D)/$${e%%:*}.js"; \
	  $(ESBUILD) --outfile=$(@D)/$${e%%:*}.js wasm/$${e#*:}.js || exit 1; \
	  sed -i 's#"\.\./\.\./wasm/#"#g' $(@D)/$${e%%:*}.js.map; \
	done
	@touch $@

# The committed copies (cp only when they differ).
$(JS_BUNDLES) &: $(BUILD)/bundles/.done
	@for f in $(JS_BUNDLES); do cmp -s $(BUILD)/bundles/$${f#wasm/} $$f || { cp $(BUILD)/bundles/$${f#wasm/} $$f && echo "updated $$f"; }; done

# The committed copies follow the build (cp only when the bytes differ);
# WASM_FILES is defined at the top.
wasm/%: $(BUILD)/wasm/%
	@cmp -s $< $@ || { cp $< $@ && echo "updated $@"; }

wasm: $(WASM_FILES)

# On a clean clone (CI) the modules are built from source, so a committed
# module that differs from its sources shows up as a change here.
check-wasm-committed: $(WASM_FILES)
	@if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then \
	  test -z "$$(git status --porcelain -- $(WASM_FILES))" || { echo "the built files differ from the committed ones; commit the fresh build:" >&2; git status --short -- $(WASM_FILES) >&2; exit 1; }; \
	else echo "(not a git checkout: skipping check-wasm-committed)"; fi

# -------------------------------------------------------------------- tests

TEST_FLAGS := $(INCLUDES_ALL) -Itests/c

$(BUILD)/tests/%: tests/c/test.c tests/c/test.h $(wildcard tests/c/*/*.[ch]) $(BUILD)/libzobrist-internal.a
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_RELEASE) $(TEST_FLAGS) -Itests/c/$* tests/c/test.c $(wildcard tests/c/$*/*.c) $(BUILD)/libzobrist-internal.a -o $@

$(BUILD)/sanitize/tests/%: tests/c/test.c tests/c/test.h $(wildcard tests/c/*/*.[ch]) $(SAN_OBJECTS)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_SANITIZE) $(TEST_FLAGS) -Itests/c/$* tests/c/test.c $(wildcard tests/c/$*/*.c) $(SAN_OBJECTS) -o $@

# The table's tests again in wasm32 under UBSan, for its 32-bit size_t (as
# the WASM module's), where a size such as k << n is undefined at n = 32.
SAN_WASM32_TT := $(BUILD)/sanitize-wasm32/tests/tt.cjs
SAN_WASM32_TT_SOURCES := tests/c/test.c $(wildcard tests/c/tt/*.c) $(wildcard src/tt/*.c) src/keys/large_memory.c
$(SAN_WASM32_TT): $(SAN_WASM32_TT_SOURCES) tests/c/test.h $(wildcard tests/c/tt/*.h) $(HEADERS)
	@tools/ensure-deps.sh emscripten
	@mkdir -p $(@D)
	$(EMCC) -std=c11 -O1 -g -fsanitize=undefined -fno-sanitize-recover=all $(WARNINGS) $(INCLUDES_tt) -Itests/c \
	  -Itests/c/tt $(SAN_WASM32_TT_SOURCES) -sALLOW_MEMORY_GROWTH=1 -sENVIRONMENT=node -sSINGLE_FILE=1 -o $@

$(BUILD)/sanitize/zobrist: $(CLI_SOURCES) $(SAN_OBJECTS)
	$(CC) $(CFLAGS_SANITIZE) $(INCLUDES_ALL) $(CLI_SOURCES) $(SAN_OBJECTS) -o $@

$(BUILD)/random-games: tools/random-games.c $(BUILD)/libzobrist.a
	$(CC) $(CFLAGS_RELEASE) $(INCLUDES_ALL) $< $(BUILD)/libzobrist.a -o $@

deps-native:
	@tools/ensure-deps.sh native

deps-node:
	@tools/ensure-deps.sh node

test-native: $(TEST_GROUPS:%=$(BUILD)/tests/%)
	@for t in $^; do $$t || exit 1; done

test-sanitize: $(TEST_GROUPS:%=$(BUILD)/sanitize/tests/%) $(BUILD)/sanitize/zobrist $(SAN_WASM32_TT)
	@for t in $(TEST_GROUPS:%=$(BUILD)/sanitize/tests/%); do echo "$$t"; $$t || exit 1; done
	@echo "$(SAN_WASM32_TT)"; node $(SAN_WASM32_TT)
	@for t in tests/cli/test-*.sh; do echo "$$t (sanitized)"; ZOBRIST=$(BUILD)/sanitize/zobrist $$t || exit 1; done

test-cli: $(BUILD)/zobrist
	@for t in tests/cli/test-*.sh; do echo "$$t"; ZOBRIST=$(BUILD)/zobrist $$t || exit 1; done

# Every script in tests/oracles/ compares us with an independent program.
test-oracles: deps-native deps-node $(BUILD)/zobrist $(BUILD)/random-games
	@for t in tests/oracles/*.sh; do echo "$$t"; $$t || exit 1; done

# The page's demo opening book, built at set-up from the ECO file that
# Debian's pgn-extract ships (GPL-3+; built here, not distributed).
ECO_PGN := /usr/share/pgn-extract/eco.pgn
DEMO_BOOK := $(BUILD)/demo/eco-book.bin
$(DEMO_BOOK): $(BUILD)/zobrist
	@tools/ensure-deps.sh native
	@mkdir -p $(@D)
	$(BUILD)/zobrist book build --pgn $(ECO_PGN) --out $@ --min-game 1

test-js: deps-node deps-native $(WASM_FILES) $(BUILD)/zobrist $(BUILD)/random-games $(DEMO_BOOK)
	npm test --silent

# The declarations under tsc --strict with each module resolution, with and
# without @types/node, with and without esnext.disposable (tests/types/).
test-types: deps-node
	@for c in tests/types/tsconfig*.json; do echo "tsc -p $$c"; npx tsc -p $$c || exit 1; done

deps-browser:
	@tools/ensure-deps.sh browser

# The page in Debian's Chromium; a screenshot lands in build/screenshots/.
test-browser: deps-browser deps-node $(WASM_FILES) $(DEMO_BOOK)
	npx mocha --config tests/browser/.mocharc.json

# A tiny app built by each bundler (Vite, webpack, Parcel, Rollup, esbuild ESM
# and IIFE, a plain page) from the packed package, loaded in Chromium; and
# Node's import and require() of the packed package (tests/bundlers/).
test-bundlers: deps-browser deps-node $(WASM_FILES)
	node tests/bundlers/run.js

# make test installs what is missing first, in one apt-get (it takes one
# lock, so parallel jobs cannot each install), then builds what the suites
# run JOBS at a time (about 1.5 of a clean clone's 5-9 minutes, serially, on
# this 2-core machine), then runs the suites one after another. JOBS=1 for one.
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
TEST_BUILDS := $(TEST_GROUPS:%=$(BUILD)/tests/%) $(TEST_GROUPS:%=$(BUILD)/sanitize/tests/%) $(BUILD)/sanitize/zobrist $(SAN_WASM32_TT) \
               $(BUILD)/zobrist $(BUILD)/random-games $(BUILD)/libzobrist.a $(BUILD)/libzobrist.so.$(VERSION) \
               $(WASM_FILES) $(DEMO_BOOK)
test:
	@tools/ensure-deps.sh native emscripten node browser
	@$(MAKE) --no-print-directory -j$(JOBS) $(TEST_BUILDS)
	@$(MAKE) --no-print-directory test-suites

test-suites: test-native test-cli test-sanitize test-oracles test-install test-js test-types test-browser test-bundlers check-wasm-committed
	@echo "make test: all passed"

# ------------------------------------------------------ benchmarks and deep runs

$(BUILD)/bench-native: bench/bench-native.c bench/tt-loops.h $(BUILD)/libzobrist.a
	$(CC) $(CFLAGS_RELEASE) $(INCLUDES_ALL) $< $(BUILD)/libzobrist.a -o $@

bench-native: $(BUILD)/bench-native
	$(BUILD)/bench-native "$(CC) $(CFLAGS_RELEASE)"

# The transposition table's benchmark loops in WebAssembly (bench/tt-wasm.c),
# timed by bench/tt-wasm.js beside bench-native's run of the same loops.
BENCH_TT_WASM_SOURCES := bench/tt-wasm.c $(wildcard src/tt/*.c) src/keys/large_memory.c src/keys/keytable.c
$(BUILD)/bench-tt.wasm: $(BENCH_TT_WASM_SOURCES) bench/tt-loops.h $(HEADERS)
	@tools/ensure-deps.sh emscripten
	$(EMCC) -std=c11 -O2 -Ibench -Isrc/keys -Isrc/tt $(BENCH_TT_WASM_SOURCES) -sSTANDALONE_WASM --no-entry \
	  -sMALLOC=emmalloc -sALLOW_MEMORY_GROWTH=1 -sMAXIMUM_MEMORY=2GB \
	  -sEXPORTED_FUNCTIONS=_tt_wasm_setup,_tt_wasm_run,_tt_wasm_free -o $@

# The CLI built by clang too, when there is one: Emscripten compiles with
# clang, so this separates the compiler's share of the WASM/native ratio.
$(BUILD)/zobrist-clang: $(CLI_SOURCES) $(LIB_SOURCES) $(HEADERS)
	clang $(CFLAGS_RELEASE) $(INCLUDES_ALL) $(CLI_SOURCES) $(LIB_SOURCES) -o $@

bench: deps-node deps-native bench-native $(WASM_FILES) $(BUILD)/zobrist $(BUILD)/random-games $(BUILD)/bench-tt.wasm
	@command -v clang >/dev/null && $(MAKE) -s $(BUILD)/zobrist-clang || echo "(no clang: skipping the clang-built CLI)"
	@echo
	node bench/bench.js
	@echo
	node bench/cold-start/cold-start.js
	@echo
	node bench/tt-bench.js
	@echo
	node bench/tt-wasm.js
	@echo
	bench/bench-pgn.sh
	node bench/pgn-page-memory.js
	bench/audit-bench.sh
	node bench/audit-wasm-bench.js

bench-browser: deps-browser deps-node $(WASM_FILES)
	node tools/bench-browser.js

# libFuzzer on the FEN and move parsers (clang); not part of make test.
FUZZ_SECONDS ?= 60
fuzz:
	tests/fuzz/run.sh $(FUZZ_SECONDS)

PORT ?= 8000
demo: deps-node $(WASM_FILES) $(DEMO_BOOK)
	PORT=$(PORT) node tools/serve.js

# The census natively (identity by position; OEIS-checked): PLY=7 takes
# about a minute and 5.4 GB here. collisions-wasm: the same in Node's
# WASM module (to ply 6: the module's memory ends at 2 GiB).
PLY ?= 6
collisions: $(BUILD)/zobrist
	$(BUILD)/zobrist census $(PLY)

collisions-wasm: deps-node $(WASM_FILES)
	node tools/collisions.js $(PLY)

# The native census to ply 6 under both ep identities: the command fails
# unless the counts equal OEIS A083276 and A057745 (about 40 s).
census-deep: $(BUILD)/zobrist
	$(BUILD)/zobrist census 6
	$(BUILD)/zobrist census 6 --ep pseudo

perft-deep: $(BUILD)/zobrist
	tests/perft-deep.sh $(BUILD)/zobrist

# ------------------------------------------------------------ generated code

magics: tools/find-magics.c src/chess/slider_rays.c src/keys/keytable.c
	@mkdir -p $(BUILD)
	$(CC) -std=c11 -O2 $(INCLUDES_ALL) $^ -o $(BUILD)/find-magics
	$(BUILD)/find-magics > src/chess/magics.c

# ------------------------------------------------------------ install (C)

# make install PREFIX=/usr/local (DESTDIR for staging; LIBDIR and INCLUDEDIR
# move those two): the headers, the static and shared libraries, a
# pkg-config file and the CLI.
PREFIX ?= /usr/local
DESTDIR ?=
LIBDIR := $(PREFIX)/lib
INCLUDEDIR := $(PREFIX)/include
install: $(BUILD)/libzobrist.a $(BUILD)/libzobrist.so.$(VERSION) $(BUILD)/zobrist
	install -d $(DESTDIR)$(INCLUDEDIR) $(DESTDIR)$(LIBDIR)/pkgconfig $(DESTDIR)$(PREFIX)/bin
	install -m 644 $(PUBLIC_HEADERS) $(DESTDIR)$(INCLUDEDIR)/
	install -m 644 $(BUILD)/libzobrist.a $(DESTDIR)$(LIBDIR)/
	install -m 755 $(BUILD)/libzobrist.so.$(VERSION) $(DESTDIR)$(LIBDIR)/
	ln -sf libzobrist.so.$(VERSION) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/libzobrist.so
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@LIBDIR@|$(LIBDIR)|' -e 's|@INCLUDEDIR@|$(INCLUDEDIR)|' -e 's|@VERSION@|$(VERSION)|' \
	    tools/zobrist.pc.in > $(DESTDIR)$(LIBDIR)/pkgconfig/zobrist.pc
	install -m 755 $(BUILD)/zobrist $(DESTDIR)$(PREFIX)/bin/

uninstall:
	rm -f $(addprefix $(DESTDIR)$(INCLUDEDIR)/,$(notdir $(PUBLIC_HEADERS)))
	rm -f $(DESTDIR)$(LIBDIR)/libzobrist.a $(DESTDIR)$(LIBDIR)/libzobrist.so $(DESTDIR)$(LIBDIR)/$(SONAME) \
	      $(DESTDIR)$(LIBDIR)/libzobrist.so.$(VERSION) $(DESTDIR)$(LIBDIR)/pkgconfig/zobrist.pc $(DESTDIR)$(PREFIX)/bin/zobrist

# Installs into a temporary prefix and builds a C and a C++ program with
# pkg-config, linked statically and dynamically.
test-install:
	tests/install/test-install.sh

clean:
	rm -rf $(BUILD)
