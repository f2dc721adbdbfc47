"""The Python side of Benchmarks/library-peers (issue 40): wcwidth 0.9.4's `width()`
(defaults: escape sequences parsed and taking no columns, no terminal named) over each
line of standard input. The same protocol as LibraryCost's PeerHarness.swift:

    python harness.py widths < TEXT                 each line's columns, one a line
    python harness.py time ROUNDS SECONDS < TEXT    "NANOSECONDS TOTAL": the best time of one pass

wcwidth 0.9.4's wheel carries a C extension that `width()` is when it loads; with
WCWIDTH_PYTHON=1 in the environment the package's pure-Python code runs instead.
"""

import sys
import time

from wcwidth import width


def columns_pass(lines):
    return sum(map(width, lines))


def main():
    text = sys.stdin.buffer.read().decode("utf-8")
    lines = text.removesuffix("\n").split("\n")
    args = sys.argv[1:]
    if args == ["widths"]:
        sys.stdout.write("".join(f"{width(line)}\n" for line in lines))
    elif len(args) == 3 and args[0] == "time":
        rounds, seconds = int(args[1]), float(args[2])
        start = time.perf_counter_ns()
        total = columns_pass(lines)
        first = time.perf_counter_ns() - start
        passes = int(seconds * 1e9 / first) + 1
        fastest = float("inf")
        for _ in range(rounds):
            start = time.perf_counter_ns()
            for _ in range(passes):
                columns_pass(lines)
            fastest = min(fastest, (time.perf_counter_ns() - start) / passes)
        print(f"{int(fastest)} {total}")
    else:
        sys.exit("usage: harness.py widths | time ROUNDS SECONDS, the text on standard input")


if __name__ == "__main__":
    main()
