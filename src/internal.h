/* SPDX-License-Identifier: MIT */
/* internal.h — what every stage of lluri's own translation units shares:
 * the mark of an internal name, and the recording of an error. Each stage
 * has its own header beside its files (parse/parse.h, parse/classes.h,
 * parse/layout.h, write/out.h, write/dots.h, write/query.h, scheme/scheme.h,
 * http/target.h); nothing here is exported: internal names are lluri__*. */
#ifndef LLURI_INTERNAL_H
#define LLURI_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "lluri.h"

/* Internal names are hidden from the shared library, and so reached
 * directly (not through the GOT) from position-independent code. */
#if defined(__GNUC__)
#define LLURI_INTERNAL __attribute__((visibility("hidden")))
#else
#define LLURI_INTERNAL
#endif

/* Store code and offset in *err (when not NULL); return code. How every
 * function of every stage reports what it returns. */
static inline int lluri__fail(lluri_error *err, int code, size_t offset)
{
    if (err) {
        err->code = code;
        err->offset = offset;
    }
    return code;
}

#endif
