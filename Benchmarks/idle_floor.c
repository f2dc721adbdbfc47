/* The least a 10-frames-a-second ticker can cost: the system calls marquee makes for
 * each frame (one poll until the frame is due, on a pipe as marquee polls its signal
 * self-pipe, and one write of the frame) and nothing else, from a static binary.
 * Benchmarks/run measures it beside marquee, so the idle figure can be read against
 * what this machine charges for the wake-ups themselves. */
#include <poll.h>
#include <time.h>
#include <unistd.h>

int main(void) {
    static const char frame[] = "light rain in the north, sunny spells la\n";
    int self_pipe[2];
    if (pipe(self_pipe) != 0) return 1;
    struct pollfd wake = {.fd = self_pipe[0], .events = POLLIN};
    struct timespec start, now;
    clock_gettime(CLOCK_MONOTONIC, &start);
    for (long k = 1; k <= 100; k++) {
        long long due = (long long)start.tv_sec * 1000000000LL + start.tv_nsec + k * 100000000LL;
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
