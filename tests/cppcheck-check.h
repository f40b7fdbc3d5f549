/* SPDX-License-Identifier: MIT */
/* cppcheck-check.h — given to cppcheck (--include) in place of <check.h>,
 * which it does not read: Check's START_TEST opens a function taking the
 * loop index `_i`. Without this cppcheck cannot see into the test bodies
 * (and reports the tables they read as unused). Not used by the build. */
#define START_TEST(name) static void name(int _i)
#define END_TEST
