/* The least an idle ticker can cost: the system calls marquee makes for each frame (one
 * poll until the frame is due, on a pipe as marquee polls its signal self-pipe, and one
 * write of the frame) and nothing else, from a static binary. Benchmarks/run measures
 * it beside marquee, at marquee's default interval, as the floor for the idle ratio.
 *
 *     cc -O2 -static -o idle-floor Benchmarks/idle_floor.c
 *     ./idle-floor [INTERVAL_MS [FRAMES]] > /dev/null      (default 125 ms, 80 frames) */
#include <poll.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv) {
    static const char frame[] = "light rain in the north, sunny spells la\n";
    long long interval = (argc > 1 ? atoll(argv[1]) : 125) * 1000000LL;
    long frames = argc > 2 ? atol(argv[2]) : 80;
    int self_pipe[2];
    if (pipe(self_pipe) != 0) return 1;
    struct pollfd wake = {.fd = self_pipe[0], .events = POLLIN};
    struct timespec start, now;
    clock_gettime(CLOCK_MONOTONIC, &start);
    for (long k = 1; k <= frames; k++) {
        long long due = (long long)start.tv_sec * 1000000000LL + start.tv_nsec + k * interval;
        for (;;) {
            clock_gettime(CLOCK_MONOTONIC, &now);
            long long left = due - ((long long)now.tv_sec * 1000000000LL + now.tv_nsec);
            if (left <= 0) break;
            poll(&wake, 1, (int)((left + 999999) / 1000000));
        }
        if (write(1, frame, sizeof frame - 1) < 0) return 1;
    }
    return 0;
}
