#!/usr/bin/env bash
# tools/cpu-time.sh CMD [ARG...]: runs the command, then writes its CPU time
# as the last line of stderr, "USER SYSTEM REAL" in seconds to the
# millisecond (REAL: the wall time, for benchmarks that show both):
# the format of /usr/bin/time -f '%U %S', which truncates each to 10 ms. For
# a 0.22 s run that read 0.226 s as 0.22 and 0.008 s of system time as 0.00,
# about 4 % less than the truth and always in the command's favour (the
# benchmarks set a native run of that length beside WebAssembly's CPU time
# from process.cpuUsage(), which is exact). Bash's `time` takes the same
# figures from getrusage() and prints them to the millisecond.
# The figures go on a line of their own: pgn-extract ends its stderr with
# "Games: N\r", no newline. Exits with the command's status.
TIMEFORMAT=$'\n%3U %3S %3R'
time "$@"
