"""A terminal played on a pseudo-terminal's master side, for the scripts that run marquee
in one and need its questions answered at once: Benchmarks/run (the prompt and probe
sections) and Scripts/generate-link-order (the traced runs that ask)."""

from __future__ import annotations

import os
import select
from pathlib import Path

# What kitty 0.41.1 answers to DECRQM 2027, XTVERSION and DA2, in the order marquee asks.
KITTY_041_ANSWERS = b"\x1b[?2027;0$y\x1bP>|kitty(0.41.1)\x1b\\\x1b[>1;4000;41c"


def kitty_041_samples() -> list[int]:
    """The probe's samples (TerminalProbe.samples, in order) as `kitty-0.41` draws them, from
    Benchmarks/kitty-0.41-probe.txt, a probe cache file that ProbeMeasurementsTests holds
    to the profile."""
    path = Path(__file__).resolve().parent.parent / "Benchmarks" / "kitty-0.41-probe.txt"
    return [int(line.split()[1]) for line in path.read_text(encoding="utf-8").splitlines()[1:]]


def play_terminal(pid, master, answers, sample_widths=()):
    """Plays the terminal on the pseudo-terminal `master` until the process `pid` ends:
    every request in order, each cursor position request at the start of a line answered
    as if the next of `sample_widths` had been drawn there (a probe's samples), each DA1
    with `answers` first where no report came since the last (a round of questions). The
    rounds of questions, and of probe reports, that it answered."""
    pending, reports, questions, probes = b"", 0, 0, 0
    while True:
        ready, _, _ = select.select([master], [], [], 0.05)
        if ready:
            try:
                data = os.read(master, 65536)
            except OSError:
                break
            pending += data
            while True:
                report, fence = pending.find(b"\x1b[6n"), pending.find(b"\x1b[c")
                if report >= 0 and (fence < 0 or report < fence):
                    width = sample_widths[reports - 1] if 0 < reports <= len(sample_widths) else 0
                    os.write(master, b"\x1b[1;%dR" % (1 + width))
                    reports += 1
                    pending = pending[report + 4:]
                elif fence >= 0:
                    os.write(master, (answers if reports == 0 else b"") + b"\x1b[?62;c")
                    questions += reports == 0
                    probes += reports > 0
                    reports = 0
                    pending = pending[fence + 3:]
                else:
                    pending = pending[-8:]
                    break
        elif os.waitpid(pid, os.WNOHANG)[0]:
            break
    os.close(master)
    return questions, probes
