#!/usr/bin/env python3
"""Checks `zobrist audit` output independently of the C code: every listed
dependency XORs to zero at the stated width, its features are named as
Polyglot's index formula says, and (with --all) the list of sizes 1-3 is
complete, by a hash join of pairs against single keys.

  audit-check.py KEYS_SOURCE BITS low|high [--all] < audit-output
KEYS_SOURCE: polyglot (the data file, or the C table if it is absent) or
seed:S (SplitMix64, computed here)."""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
MASK = (1 << 64) - 1


def polyglot():
    data = os.path.join(HERE, "..", "..", "..", "shared", "data", "polyglot-random64.txt")
    if os.path.exists(data):
        keys = [int(line, 16) for line in open(data) if line.strip()]
    else:
        text = open(os.path.join(HERE, "..", "..", "src", "chess", "polyglot_random64.c")).read()
        keys = [int(k, 16) for k in re.findall(r"0x([0-9A-Fa-f]{16})ULL", text)]
    assert len(keys) == 781, len(keys)
    return keys


def splitmix(seed, count):
    keys, state = [], seed
    for _ in range(count):
        state = (state + 0x9E3779B97F4A7C15) & MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        keys.append(z ^ (z >> 31))
    return keys


def name(i):
    if i < 768:
        piece, square = divmod(i, 64)
        types = ["pawn", "knight", "bishop", "rook", "queen", "king"]
        colour = "white" if piece % 2 else "black"
        return f"{colour} {types[piece // 2]} {'abcdefgh'[square % 8]}{square // 8 + 1}"
    if i < 772:
        return "castling " + "KQkq"[i - 768]
    if i < 780:
        return "ep file " + "abcdefgh"[i - 772]
    return "turn (white to move)"


def main():
    source, bits, half = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    keys = polyglot() if source == "polyglot" else splitmix(int(source[5:]), 781)
    cut = [(k >> (64 - bits)) if half == "high" else k & ((1 << bits) - 1) for k in keys]
    problems, listed = [], set()
    for line in sys.stdin:
        m = re.match(r"^(\d): ([\d ]+) \| (.*) \| (may occur|cannot occur: .*)$", line.rstrip("\n"))
        if not m:
            continue
        indices = [int(x) for x in m.group(2).split()]
        if len(indices) != int(m.group(1)) or indices != sorted(set(indices)):
            problems.append("bad indices: " + line)
        x = 0
        for i in indices:
            x ^= cut[i]
        if x:
            problems.append("does not XOR to zero: " + line)
        if m.group(3) != ", ".join(name(i) for i in indices):
            problems.append("misnamed: " + line)
        listed.add(tuple(indices))
    if "--all" in sys.argv:
        where = {}
        for i, v in enumerate(cut):
            where.setdefault(v, []).append(i)
        truth = {(i,) for i, v in enumerate(cut) if v == 0}
        truth |= {(i, j) for i in range(781) for j in where[cut[i]] if j > i}
        for i in range(781):
            for j in range(i + 1, 781):
                for k in where.get(cut[i] ^ cut[j], ()):
                    if k > j:
                        truth.add((i, j, k))
        if truth != listed:
            problems.append(f"lists differ: {len(truth)} dependencies of 1-3 keys, {len(listed)} listed")
    for p in problems[:10]:
        print(p, end="" if p.endswith("\n") else "\n", file=sys.stderr)
    print(f"{len(listed)} dependencies checked")
    sys.exit(1 if problems else 0)


main()
