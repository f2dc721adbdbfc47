#!/usr/bin/env python3
"""A straightforward ticker on top of the wcwidth package: the baseline for Benchmarks/run.

This is what a user would write instead of installing marquee: split the text into
grapheme clusters with wcwidth.iter_graphemes, measure each with wcwidth.width, and
slide a window of W columns along the ring "TEXT + three spaces". It is deliberately
plain (no tables of prefix sums, no output batching) so that it stands for the usual
hand-written scroller, not for a tuned one.

Interface (a subset of marquee's):
    baseline_ticker.py --frames N --width W [TEXT]   N frames, one per line, flushed
    baseline_ticker.py --frame K  --width W [TEXT]   frame K alone
    baseline_ticker.py --once     --width W [TEXT]   the frame for now (8 frames/s)
Without TEXT the text is read from standard input. -w is accepted for --width.

Known differences from marquee, on purpose: escape sequences are not understood (their
bytes are clusters like any other and count as columns), and the text always moves
even when it fits.
"""

import argparse
import itertools
import sys
import time

import wcwidth

SEPARATOR = "   "  # marquee's default separator, so both show the same ring
ONCE_FRAMES_PER_SECOND = 8  # marquee's default interval is 0.125 s


def clusters_with_widths(ring):
    """Yields (cluster, columns) for each grapheme cluster of the ring."""
    for cluster in wcwidth.iter_graphemes(ring):
        yield cluster, wcwidth.width(cluster)


def window(clusters, widths, index, skip, columns):
    """The frame of `columns` columns that starts `skip` columns into cluster `index`.

    A wide cluster cut by either edge becomes spaces, so every frame is exactly
    `columns` wide.
    """
    parts = []
    used = 0
    count = len(clusters)
    if skip:
        # The left edge cuts a wide cluster: show its visible remainder as spaces.
        blank = min(widths[index] - skip, columns)
        parts.append(" " * blank)
        used = blank
        index = (index + 1) % count
    while used < columns:
        w = widths[index]
        if used + w > columns:
            parts.append(" " * (columns - used))  # cut by the right edge
            break
        parts.append(clusters[index])
        used += w
        index = (index + 1) % count
    return "".join(parts)


def run_frames(ring, frames, columns):
    """Prints `frames` frames, moving one column per frame, each line flushed."""
    pairs = list(clusters_with_widths(ring))
    clusters = [c for c, _ in pairs]
    widths = [w for _, w in pairs]
    del pairs
    if sum(widths) == 0:
        return
    index, skip = 0, 0
    while widths[index] == 0:
        index += 1
    out = sys.stdout
    for _ in range(frames):
        out.write(window(clusters, widths, index, skip, columns) + "\n")
        out.flush()  # status bars read line by line: a held frame never shows
        skip += 1
        if skip >= widths[index]:
            skip = 0
            index = (index + 1) % len(clusters)
            while widths[index] == 0:  # zero-width clusters take no step
                index = (index + 1) % len(clusters)


def single_frame(ring, k, columns):
    """Frame k alone, in two passes over the ring and without keeping a cluster list."""
    total = sum(w for _, w in clusters_with_widths(ring))
    if total == 0:
        return ""
    offset = k % total
    # Walk to the offset, then collect just enough clusters to fill the viewport;
    # going round twice covers a window that wraps past the ring's end.
    clusters, widths = [], []
    index = skip = None
    column = filled = 0
    twice = itertools.chain(clusters_with_widths(ring), clusters_with_widths(ring))
    for cluster, w in twice:
        if index is None:
            if not w or column + w <= offset:
                column += w
                continue
            index, skip = 0, offset - column
        clusters.append(cluster)
        widths.append(w)
        filled += w
        if filled - skip >= columns:
            break
    return window(clusters, widths, index, skip, columns)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("-w", "--width", type=int, default=40)
    parser.add_argument("--frames", type=int)
    parser.add_argument("--frame", type=int)
    parser.add_argument("--once", action="store_true")
    parser.add_argument("text", nargs="*")
    args = parser.parse_args()

    text = " ".join(args.text) if args.text else sys.stdin.read()
    text = text.rstrip("\n").replace("\n", SEPARATOR)
    ring = text + SEPARATOR

    if args.once:
        k = int(time.time() * ONCE_FRAMES_PER_SECOND)
        sys.stdout.write(single_frame(ring, k, args.width))
    elif args.frame is not None:
        sys.stdout.write(single_frame(ring, args.frame, args.width) + "\n")
    else:
        run_frames(ring, args.frames or 0, args.width)


if __name__ == "__main__":
    try:
        main()
    except BrokenPipeError:
        sys.exit(0)
