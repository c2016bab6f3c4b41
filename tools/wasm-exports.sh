#!/bin/sh
# Prints the WebAssembly module's exports for emcc's -sEXPORTED_FUNCTIONS:
# every function defined at the start of a line in the given files whose
# name starts with zbw_, as "_name", comma-separated.
# (each name once: a file may declare another's export before using it)
awk '/^[a-z]/ { if (match($0, /zbw_[a-z_0-9]+[(]/)) { name = "_" substr($0, RSTART, RLENGTH - 1); if (!seen[name]++) print name } }' "$@" | paste -sd, -
