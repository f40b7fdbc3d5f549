/* SPDX-License-Identifier: MIT */
/* ck.h — Check (<check.h>) for the suites, with assertions that cost
 * nothing when they pass. Every suite includes this instead of <check.h>.
 *
 * Check's ck_assert_msg(), which every ck_assert_* macro expands to,
 * records its place each time it passes (_mark_point(): one write(2) to
 * the test runner). The suites' generated loops pass millions of
 * assertions: test_http's request-line blocks alone made 1.8 million
 * writes, 1.6 s of system time of its 2.4 s, and timed out (Check's 4 s)
 * in a `make check` on a loaded machine. Here a passed assertion does
 * nothing; a failed one is reported exactly as Check reports it (file,
 * line, the expression, the message). What is lost: a test that crashes
 * is reported at its start, or its last mark_point(), instead of its last
 * passed assertion (the sanitizers' and valgrind's reports give the
 * place). */
#ifndef LLURI_TESTS_CK_H
#define LLURI_TESTS_CK_H

#include <check.h>

#undef ck_assert_msg
#define ck_assert_msg(expr, ...)                                             \
    ((expr) ? (void)0                                                        \
            : _ck_assert_failed(__FILE__, __LINE__, "Assertion '" #expr "' failed", \
                                ##__VA_ARGS__))

#endif
