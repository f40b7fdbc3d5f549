/* SPDX-License-Identifier: MIT */
/* fuzz_differential — lluri against uriparser (fuzz/uriparser_diff.h).
 *
 * Control byte: bit 2 lluri parses with LLURI_ZONE_ID (the same bit as in
 * fuzz_parse); other bits unused. Text: the URI-reference both parse.
 *
 * Invariant: both accept or both reject, and when both accept every
 * component boundary and the host kind agree; except for the documented
 * cases of fuzz/DIFFERENTIAL.md (diff_known() in uriparser_diff.h), where
 * the RFC text decides. Without uriparser this target cannot run (the
 * replay skips it).
 */
#define FUZZ_NAME differential
#include "fuzz.h"

#ifdef HAVE_URIPARSER
#include "uriparser_diff.h"

FUZZ_ENTRY(data, size)
{
    fz_input     in = fz_split_ctl(data, size);
    diff_outcome o;
    int          known;

    if (in.len > FZ_MAX_IN)
        return 0;
    o = diff_run(in.text, in.len, (in.ctl & 4u) != 0);
    if (o.what == DIFF_AGREE)
        return 0;
    known = diff_known(in.text, in.len, &o);
    if (known < 0)
        fz_show("input", in.text, in.len);
    FZ_CHECK(known >= 0, "lluri and uriparser disagree (%s): lluri %s at %zu, uriparser %d at %zu",
             diff_what_name[o.what], lluri_errname(o.ll_code), o.ll_offset, o.up_code, o.up_offset);
    return 0;
}
#else
FUZZ_ENTRY(data, size)
{
    (void)data;
    (void)size;
    return -1;
}
#endif
