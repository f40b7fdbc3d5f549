/* SPDX-License-Identifier: MIT */
/* quick.h — LLURI_TEST_QUICK. `make check-valgrind` sets it (to anything
 * but "" or "0") to shrink the suites' generated and dataset loops, so
 * that a run under valgrind takes minutes, not an hour. Plain `make check`
 * and the AddressSanitizer run leave it unset and run the full loops. */
#ifndef LLURI_TESTS_QUICK_H
#define LLURI_TESTS_QUICK_H

#include <stdlib.h>
#include <string.h>

static inline int test_quick(void)
{
    const char *q = getenv("LLURI_TEST_QUICK");
    return q != NULL && *q != '\0' && strcmp(q, "0") != 0;
}

/* `full`, or `quick` under LLURI_TEST_QUICK. */
#define QUICK(full, quick) (test_quick() ? (quick) : (full))

#endif
