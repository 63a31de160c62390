#include "CMainLoop.h"

#ifdef __linux__
#include <sys/epoll.h>
#include <sys/timerfd.h>
#include <time.h>

extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

int c_main_loop_create(void) { return epoll_create1(EPOLL_CLOEXEC); }

int c_main_loop_watch(int poller, int descriptor) {
    struct epoll_event event = {.events = EPOLLIN, .data.fd = descriptor};
    return epoll_ctl(poller, EPOLL_CTL_ADD, descriptor, &event);
}

int c_main_loop_unwatch(int poller, int descriptor) {
    return epoll_ctl(poller, EPOLL_CTL_DEL, descriptor, NULL);
}

int c_main_loop_wait(int poller, int *descriptors, int capacity) {
    struct epoll_event events[16];
    int count = epoll_wait(poller, events, capacity < 16 ? capacity : 16, -1);
    for (int index = 0; index < count; index++) descriptors[index] = events[index].data.fd;
    return count;
}

int c_main_loop_timer_create(void) { return timerfd_create(CLOCK_BOOTTIME, TFD_NONBLOCK | TFD_CLOEXEC); }

// At least 1 ns: a zero it_value would disarm the timer, and a negative one is refused.
static struct timespec c_main_loop_timespec(int64_t nanoseconds) {
    if (nanoseconds < 1) nanoseconds = 1;
    struct timespec value = {.tv_sec = nanoseconds / 1000000000, .tv_nsec = nanoseconds % 1000000000};
    return value;
}

int c_main_loop_timer_start(int timer, int64_t first, int64_t interval) {
    struct itimerspec setting = {
        .it_interval = c_main_loop_timespec(interval),
        .it_value = c_main_loop_timespec(first),
    };
    return timerfd_settime(timer, TFD_TIMER_ABSTIME, &setting, NULL);
}

int c_main_loop_timer_stop(int timer) {
    struct itimerspec setting = {0};
    return timerfd_settime(timer, 0, &setting, NULL);
}

int64_t c_main_loop_boottime_now(void) {
    struct timespec now;
    clock_gettime(CLOCK_BOOTTIME, &now);
    return (int64_t)now.tv_sec * 1000000000 + now.tv_nsec;
}

int c_main_loop_main_queue_handle(void) { return _dispatch_get_main_queue_handle_4CF(); }

void c_main_loop_main_queue_drain(void) { _dispatch_main_queue_callback_4CF(0); }

#else
int c_main_loop_create(void) { return -1; }
int c_main_loop_watch(int poller, int descriptor) { return -1; }
int c_main_loop_unwatch(int poller, int descriptor) { return -1; }
int c_main_loop_wait(int poller, int *descriptors, int capacity) { return -1; }
int c_main_loop_timer_create(void) { return -1; }
int c_main_loop_timer_start(int timer, int64_t first, int64_t interval) { return -1; }
int c_main_loop_timer_stop(int timer) { return -1; }
int64_t c_main_loop_boottime_now(void) { return 0; }
int c_main_loop_main_queue_handle(void) { return -1; }
void c_main_loop_main_queue_drain(void) {}
#endif
