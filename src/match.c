/* SPDX-License-Identifier: MIT */
/* match.c — one grammar rule at a time, for every grammar: lluri_match()
 * and lluri_rule_name() take the public rule numbers (RFC 3986 from 1 in
 * lluri.h; RFC 1738 from 100 and uri(7) from 200 in lluri/scheme.h; RFC
 * 9112 from 300 in lluri/http.h) and
 * hand each to its grammar's rules machine. (Kept apart from rules.rl, so
 * that a program that only parses does not link the scheme machines.) */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "parse/parse.h"
#include "scheme/scheme.h"
#include "http/target.h"

#define NAME_ROW(name, num, text) case num: return text;

const char *lluri_rule_name(int rule)
{
    switch (rule) {
    LLURI_RULES_RFC1738(NAME_ROW)
    LLURI_RULES_URI7(NAME_ROW)
    LLURI_RULES_RFC9112(NAME_ROW)
    LLURI_RULES_LENIENT(NAME_ROW)
    default: break;
    }
    return lluri__rfc3986_rule_name(rule);
}

/* s[0..len) against any rule: 1 on a match, else 0 and *fail. */
static int match_any(int rule, const char *s, size_t len, int zone_ok,
                     size_t *fail)
{
    if (rule >= 100 && rule < 200)
        return lluri__rfc1738_match(rule, s, len, fail);
    if (rule >= 200 && rule < 300)
        return lluri__uri7_match(rule, s, len, fail);
    if (rule >= 300 && rule < 400)
        return lluri__rfc9112_match(rule, s, len, zone_ok, fail);
    if (rule >= LLURI_RULE_LENIENT_USERINFO && rule <= LLURI_RULE_LENIENT_FRAGMENT)
        return lluri__lenient_match(rule, s, len, fail);
    return lluri__rule_match(rule, s, len, zone_ok, fail);
}

int lluri_match(int rule, const char *s, size_t len, unsigned flags,
                lluri_error *err)
{
    size_t off = 0;
    int code = LLURI_OK;

    if (flags & ~LLURI_ZONE_ID)
        code = LLURI_EFLAGS;
    else if (lluri_rule_name(rule) == NULL)
        code = LLURI_ERULE;
    else if (len > UINT32_MAX)
        code = LLURI_ETOOLONG, off = UINT32_MAX;
    else if (s == NULL && len > 0)
        code = LLURI_EINVAL;
    else if (match_any(rule, s, len,
                       (flags & LLURI_ZONE_ID) || rule == LLURI_RULE_IPV6ADDRZ
                       || rule == LLURI_RULE_IP_LITERAL_Z, &off) != 1)
        code = LLURI_ENOMATCH;
    if (err) {
        err->code = code;
        err->offset = code == LLURI_OK ? 0 : off;
    }
    return code;
}
