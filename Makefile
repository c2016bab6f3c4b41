# Zobrist hashing toolkit: C core and CLI, tests, benchmarks.
#   make              library, header and CLI in build/
#   make test         everything the CI checks (installs what is missing)
#   make bench-native native benchmark figures
#   make perft-deep   deeper perft counts with key verification (minutes)

CC ?= cc
BUILD := build
WARNINGS := -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes -Wmissing-prototypes
CFLAGS_RELEASE := -std=c11 -O3 -DNDEBUG $(WARNINGS)
CFLAGS_SANITIZE := -std=c11 -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined \
                   -fno-sanitize-recover=all $(WARNINGS)

LIB_SOURCES := keytable polyglot_random64 chess_keys errors slider_rays magics bitboard \
               position fen movegen notation movetext perft
HEADERS := $(wildcard src/*.h)
TEST_SOURCES := $(wildcard tests/c/*.c)
TOOL_SOURCES := $(wildcard tools/*.c)

LIB_OBJECTS := $(LIB_SOURCES:%=$(BUILD)/obj/%.o)
SAN_OBJECTS := $(LIB_SOURCES:%=$(BUILD)/sanitize/%.o)

.PHONY: all test test-native test-sanitize test-cli test-oracles deps-native \
        bench-native perft-deep magics clean
.DELETE_ON_ERROR:

all: $(BUILD)/libzobrist.a $(BUILD)/include/zobrist.h $(BUILD)/zobrist

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

test: deps-native test-native test-cli test-sanitize test-oracles
	@echo "make test: all passed"

# ------------------------------------------------------ benchmarks and deep runs

$(BUILD)/bench-native: bench/bench-native.c $(BUILD)/libzobrist.a
	$(CC) $(CFLAGS_RELEASE) -Isrc $< $(BUILD)/libzobrist.a -o $@

bench-native: $(BUILD)/bench-native
	$(BUILD)/bench-native "$(CC) $(CFLAGS_RELEASE)"

perft-deep: $(BUILD)/zobrist
	tests/perft-deep.sh $(BUILD)/zobrist

# ------------------------------------------------------------ generated code

magics: tools/find-magics.c src/slider_rays.c src/keytable.c
	@mkdir -p $(BUILD)
	$(CC) -std=c11 -O2 -Isrc $^ -o $(BUILD)/find-magics
	$(BUILD)/find-magics > src/magics.c

clean:
	rm -rf $(BUILD)
