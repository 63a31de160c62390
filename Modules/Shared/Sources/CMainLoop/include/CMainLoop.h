// The few Linux calls MainThreadLoop needs that Swift's Glibc module does not offer (epoll, timerfd), and the two
// entry points of libdispatch through which a run loop drains the main queue on the main thread (as CoreFoundation).
#ifndef C_MAIN_LOOP_H
#define C_MAIN_LOOP_H

#include <stdint.h>

/// A new epoll descriptor (close-on-exec), or -1.
int c_main_loop_create(void);
/// Watches `descriptor` for reading, its number as the event's data; 0 or -1.
int c_main_loop_watch(int poller, int descriptor);
/// Stops watching `descriptor`; 0 or -1.
int c_main_loop_unwatch(int poller, int descriptor);
/// Waits for readable descriptors, without a timeout; their numbers in `descriptors`; the count, or -1 (errno).
int c_main_loop_wait(int poller, int *descriptors, int capacity);

/// A new non-blocking timerfd on CLOCK_BOOTTIME (the clock of Swift's ContinuousClock), or -1.
int c_main_loop_timer_create(void);
/// Fires at `first` (nanoseconds of CLOCK_BOOTTIME), then every `interval` nanoseconds; 0 or -1.
int c_main_loop_timer_start(int timer, int64_t first, int64_t interval);
/// Disarms the timer; 0 or -1.
int c_main_loop_timer_stop(int timer);
/// CLOCK_BOOTTIME now, in nanoseconds.
int64_t c_main_loop_boottime_now(void);

/// The main queue's wake-up descriptor (an eventfd): readable while jobs wait on the main queue.
int c_main_loop_main_queue_handle(void);
/// Runs the jobs on the main queue: on the main thread only, and only if dispatch_main() was never called.
void c_main_loop_main_queue_drain(void);

#endif
