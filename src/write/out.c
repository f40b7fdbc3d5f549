/* SPDX-License-Identifier: MIT */
/* out.c — the one ending of every writer (write/out.h): the NUL, the
 * result parsed or zeroed, the error. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include "write/out.h"

int lluri__fail_result(lluri *result, const char *out, lluri_error *err, int code,
                       size_t offset)
{
    if (result) {
        memset(result, 0, sizeof *result);
        result->src = out;
    }
    return lluri__fail(err, code, offset);
}

ptrdiff_t lluri__finish(const lluri__sink *k, unsigned parse_flags,
                        lluri *result, lluri_error *err)
{
    size_t n = k->pos, cap = k->hi;

    if (n > UINT32_MAX && parse_flags != LLURI__TEXT)
        return lluri__fail_result(result, k->out, err, LLURI_ETOOLONG, UINT32_MAX);
    if (cap > 0)
        k->out[n < cap ? n : cap - 1] = '\0';   /* snprintf's contract */
    if (result) {
        memset(result, 0, sizeof *result);
        result->src = k->out;
        if (n < cap) {
            lluri_error perr;
            if (lluri_parse(result, k->out, n, parse_flags, &perr) < 0)
                return lluri__fail(err, perr.code, perr.offset); /* a bug */
        }
    }
    lluri__fail(err, LLURI_OK, 0);
    return (ptrdiff_t)n;
}
