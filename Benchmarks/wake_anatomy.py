"""Where one idle frame's time goes, from the kernel's own trace of each wake-up.

schedstat gives a process's CPU time to the nanosecond, but not which part of a
wake-up is the program's: on a virtual machine most of a 10 frames/s ticker's cost is
the kernel waking it. The tracefs events for scheduling and system calls split every
frame into the kernel's part (from the wake-up to the return from `poll`, and from the
next `poll` to the switch away) and the program's (from the return from `poll` to its
`write`, and from the write's return to the next `poll`), for marquee and the C floor
running side by side. Needs root and tracefs; `measure` returns None without them.
"""

from __future__ import annotations

import os
import re
import statistics
import subprocess
import time
from pathlib import Path

TRACEFS = Path("/sys/kernel/tracing")
EVENTS = ["sched:sched_wakeup", "sched:sched_switch", "raw_syscalls:sys_enter", "raw_syscalls:sys_exit"]
EVENT_LINE = re.compile(r"\s*\S+-(\d+)\s+\[\d+\]\s+\S+\s+([\d.]+): (\w+): (.*)")
POLL, WRITE = 7, 1  # x86-64 system call numbers; the trace names them by number


def _tracefs_ready():
    if os.geteuid() != 0:
        return False
    if not (TRACEFS / "trace").exists():
        subprocess.run(["mount", "-t", "tracefs", "nodev", str(TRACEFS)], capture_output=True)
    return (TRACEFS / "trace").exists()


def _write(name, text):
    (TRACEFS / name).write_text(text)


def _middle_mean(values):
    """Mean of the middle half: the trace shows microseconds, a median would round."""
    ordered = sorted(values)
    quarter = len(ordered) // 4
    middle = ordered[quarter:len(ordered) - quarter] or ordered
    return statistics.fmean(middle)


def _segments(lines, pid):
    """Per-frame durations in µs for one process, from its events in order."""
    kernel_in, user, write, user_after, kernel_out = [], [], [], [], []
    woken = stage = None
    stamp = 0.0
    for event_pid, seconds, name, rest in lines:
        at = float(seconds) * 1e6
        if name == "sched_wakeup" and f"pid={pid} " in rest:
            woken = at
            continue
        if event_pid != pid:
            continue
        if name == "sys_exit" and rest.startswith(f"NR {POLL} "):
            if woken is not None:
                kernel_in.append(at - woken)
            woken, stage, stamp = None, "user", at
        elif name == "sys_enter" and rest.startswith(f"NR {WRITE} ") and stage == "user":
            user.append(at - stamp)
            stage, stamp = "write", at
        elif name == "sys_exit" and rest.startswith(f"NR {WRITE} ") and stage == "write":
            write.append(at - stamp)
            stage, stamp = "after", at
        elif name == "sys_enter" and rest.startswith(f"NR {POLL} ") and stage == "after":
            user_after.append(at - stamp)
            stage, stamp = "sleep", at
        elif name == "sched_switch" and f"prev_pid={pid} " in rest and stage == "sleep":
            kernel_out.append(at - stamp)
            stage = None
    if not user:
        return None
    return {"frames": len(user), "wake_to_user_us": _middle_mean(kernel_in) if kernel_in else None,
            "user_us": _middle_mean(user), "write_us": _middle_mean(write),
            "user_after_write_us": _middle_mean(user_after) if user_after else None,
            "poll_to_switch_us": _middle_mean(kernel_out) if kernel_out else None}


def measure(programs, spawn, reap, settle=1.0, seconds=8.0):
    """`programs`: {label: argv}, each a ticker at 10 frames/s writing to /dev/null.

    Returns {label: segments} or None when tracing is not possible here.
    """
    if not _tracefs_ready():
        return None
    processes = {}
    try:
        _write("tracing_on", "0")
        _write("trace", "")
        _write("buffer_size_kb", "8192")
        _write("trace_clock", "mono")
        _write("set_event", "\n".join(EVENTS) + "\n")
        with open(os.devnull, "wb") as null:
            for label, argv in programs.items():
                processes[label] = spawn(argv, stdin=subprocess.DEVNULL, stdout=null)
                # A third of a frame apart, so their wake-ups do not meet.
                time.sleep(0.033)
        time.sleep(settle)
        _write("set_event_pid", " ".join(str(p.pid) for p in processes.values()))
        _write("tracing_on", "1")
        time.sleep(seconds)
        _write("tracing_on", "0")
        text = (TRACEFS / "trace").read_text(errors="replace")
    except OSError:
        return None
    finally:
        for process in processes.values():
            process.kill()
            reap(process, timeout=20)
        for name, value in (("set_event", ""), ("set_event_pid", ""), ("trace", "")):
            try:
                _write(name, value)
            except OSError:
                pass
    lines = [m.groups() for m in map(EVENT_LINE.match, text.splitlines()) if m]
    result = {label: _segments(lines, str(process.pid)) for label, process in processes.items()}
    return result if all(result.values()) else None
