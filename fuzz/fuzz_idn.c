/* SPDX-License-Identifier: MIT */
/* fuzz_idn — internationalized host names (lluri/idn.h): the lookup and
 * the registration profiles' A-labels, and U-labels.
 *
 * Control byte: bits 0-5 the capacity of a short buffer for the writers'
 * contract. The rest is the host.
 *
 * Invariants: each call is a known code with its offset inside the host,
 * or a reg-name (A-labels: RFC 3986 §3.2.2) / an ireg-name (U-labels:
 * RFC 3987); converting A-labels again gives them back (idempotent: no
 * "%25" turned into "%", no name changed twice); the registration profile
 * takes nothing the lookup profile refuses, and gives the same A-labels;
 * the U-labels give the same A-labels back; sizing and a short buffer keep
 * the snprintf contract. Without IDN every call is LLURI_ENOTSUP.
 */
#define FUZZ_NAME idn
#include "fuzz.h"
#include "lluri/idn.h"

typedef ptrdiff_t idn_fn(const char *, size_t, char *, size_t, lluri_error *);

static ptrdiff_t idn_call(idn_fn *f, const char *s, size_t n, char *out, size_t cap,
                          size_t shortcap, int rule)
{
    lluri_error e = { 1, 99 };
    ptrdiff_t r = f(s, n, out, cap, &e);
    char small[80];

    if (r < 0) {
        FZ_CHECK(r == e.code && e.offset <= n + 1, "%s at %zu of %zu", lluri_errname((int)r),
                 e.offset, n);
        return r;
    }
    FZ_CHECK(e.code == LLURI_OK && (size_t)r < cap, "%td bytes, code %d", r, e.code);
    FZ_CHECK(lluri_match(rule, out, (size_t)r, 0, NULL) == 0 || r == 0,
             "the result is no %s", lluri_rule_name(rule));
    FZ_CHECK(f(s, n, NULL, 0, NULL) == r, "sizing");
    memset(small, 0x7e, sizeof small);
    FZ_CHECK(f(s, n, shortcap ? small : NULL, shortcap, NULL) == r, "short buffer");
    if (shortcap) {
        size_t m = (size_t)r < shortcap ? (size_t)r : shortcap - 1;
        FZ_CHECK(memcmp(small, out, m) == 0 && small[m] == '\0', "short buffer: no prefix");
        for (size_t i = m + 1; i < sizeof small; i++)
            FZ_CHECK(small[i] == 0x7e, "short buffer: byte %zu written", i);
    }
    return r;
}

FUZZ_ENTRY(data, size)
{
    fz_input in = fz_split_ctl(data, size);
    size_t shortcap = in.ctl & 63, cap;
    char *look, *reg, *uni, *again;
    ptrdiff_t nl, nr, nu, na;

    if (in.len > 4096)
        return 0;
    if (!lluri_idn_supported()) {
        FZ_CHECK(lluri_host_to_ascii(in.text, in.len, NULL, 0, NULL) == LLURI_ENOTSUP,
                 "no IDN, not ENOTSUP");
        return 0;
    }
    cap = 4 * in.len + 8192;
    look = malloc(cap), reg = malloc(cap), uni = malloc(cap), again = malloc(cap);
    FZ_CHECK(look && reg && uni && again, "out of memory");
    nl = idn_call(lluri_host_to_ascii, in.text, in.len, look, cap, shortcap,
                  LLURI_RULE_REG_NAME);
    nr = idn_call(lluri_host_to_ascii_registration, in.text, in.len, reg, cap, shortcap,
                  LLURI_RULE_REG_NAME);
    nu = idn_call(lluri_host_to_unicode, in.text, in.len, uni, cap, shortcap,
                  LLURI_RULE_IREG_NAME);
    if (nr >= 0) {
        if (nl != nr || memcmp(look, reg, (size_t)nr) != 0) {
            fz_show("host", in.text, in.len);
            FZ_CHECK(0, "registration gives \"%.*s\", lookup %td \"%.*s\"", (int)nr, reg, nl,
                     nl > 0 ? (int)nl : 0, look);
        }
    }
    if (nl > 0) {
        na = lluri_host_to_ascii(look, (size_t)nl, again, cap, NULL);
        if (na != nl || memcmp(again, look, (size_t)nl) != 0) {
            fz_show("host", in.text, in.len);
            fz_show("A-labels", look, (size_t)nl);
            FZ_CHECK(0, "not idempotent: %td", na);
        }
    }
    if (nu > 0) {
        na = lluri_host_to_ascii(uni, (size_t)nu, again, cap, NULL);
        FZ_CHECK(na == nl && (nl < 0 || memcmp(again, look, (size_t)nl) == 0),
                 "the U-labels give other A-labels (%td, %td)", na, nl);
    }
    free(look);
    free(reg);
    free(uni);
    free(again);
    return 0;
}
