/* SPDX-License-Identifier: MIT */
/* contract.h — the writers' contract of lluri.h ("Writers"), checked once
 * for every test and fuzz target that calls a writer at every capacity:
 * with capacity cap, a writer whose whole result is want[0 .. n) leaves
 * in buf the first min(n, cap - 1) bytes of it and a NUL after them (when
 * cap > 0), and not one byte written past that NUL. Fill buf's `size`
 * bytes with CONTRACT_CANARY before the call. */
#ifndef LLURI_TESTS_CONTRACT_H
#define LLURI_TESTS_CONTRACT_H

#include <stddef.h>
#include <string.h>

#define CONTRACT_CANARY '#'

/* How many bytes of the result a call with capacity cap keeps. */
static inline size_t contract_kept(size_t n, size_t cap)
{
    return cap == 0 ? 0 : n < cap ? n : cap - 1;
}

/* NULL when buf is as the contract says, else what is wrong. */
static inline const char *contract_broken(const char *buf, size_t size, size_t cap,
                                          const char *want, size_t n)
{
    size_t kept = contract_kept(n, cap);
    if (memcmp(buf, want, kept) != 0)
        return "not the result's prefix";
    if (cap > 0 && buf[kept] != '\0')
        return "no NUL after the bytes kept";
    for (size_t i = cap > 0 ? kept + 1 : 0; i < size; i++)
        if (buf[i] != CONTRACT_CANARY)
            return "a byte written past the NUL";
    return NULL;
}

#endif
