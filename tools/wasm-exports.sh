#!/bin/sh
# Prints the WebAssembly module's exports for emcc's -sEXPORTED_FUNCTIONS:
# every function defined at the start of a line in the given files whose
# name starts with zbw_, as "_name", comma-separated.
awk '/^[a-z]/ { if (match($0, /zbw_[a-z_0-9]+[(]/)) print "_" substr($0, RSTART, RLENGTH - 1) }' "$@" | paste -sd, -
