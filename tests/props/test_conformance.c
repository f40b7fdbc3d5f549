/* SPDX-License-Identifier: MIT */
/* test_conformance.c — lluri scored against vectors it did not write, read
 * from the folder in $LLURI_CONFORMANCE (configure's --with-conformance:
 * ../shared/conformance beside the source tree when it is there); each
 * file absent is skipped with a line saying so. Every decided vector must
 * agree:
 *
 *   http/request_lines.json   RFC 9112 request lines (whole, and a byte at
 *                             a time) and request targets: valid or not,
 *                             and a valid one's method, version, form and
 *                             components;
 *   iri/iris.json             RFC 3987 IRIs by start rule or component
 *                             rule, with the components the source
 *                             asserts; §4.1's bidirectional formatting
 *                             characters refused with their offset, and
 *                             tolerated and named by the lenient profile;
 *   iri/conversions.json      iri-to-uri (§3.1) and uri-to-iri (§3.2): the
 *                             output is one the RFC allows;
 *   idna/idna_test_v2_sample  Unicode's IdnaTestV2 (13.0): each decided line
 *                             in the profile it is for (below);
 *   wpt/toascii.json          the URL Standard's domain to ASCII: the
 *                             lookup profile.
 *
 * Where a vector and the standard's text disagree, the text wins: such
 * vectors are recognized below with the reason (IdnaTestV2 lines that
 * UTS #46 revision 31 decides otherwise: a line that disagrees and holds a
 * code point that revision changed), counted apart.
 * Every mismatch is printed; the counts end the output. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "ck.h"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lluri.h"
#include "lluri/http.h"
#include "lluri/idn.h"
#include "json.h"

static const char *dir(void)
{
    const char *d = getenv("LLURI_CONFORMANCE");
    return d && *d ? d : NULL;
}

/* The file's tree, or NULL after a line saying why it is skipped. */
static json *load(const char *name)
{
    char path[4096];
    json *j;

    if (dir() == NULL) {
        printf("conformance %s: LLURI_CONFORMANCE not set, skipped\n", name);
        return NULL;
    }
    snprintf(path, sizeof path, "%s/%s", dir(), name);
    j = json_load(path);
    if (j == NULL)
        printf("conformance %s: absent or unreadable, skipped\n", path);
    return j;
}

static const json *vectors(const json *j)
{
    const json *v = json_get(j, "vectors");
    return v ? v : j;
}

struct score {
    const char *name;
    long agree, disagree, undecided, overruled;
};

static void report(const struct score *s)
{
    printf("conformance %s: %ld/%ld agree", s->name, s->agree, s->agree + s->disagree);
    if (s->overruled)
        printf(", %ld more decided by the standard's current text against the vector",
               s->overruled);
    if (s->undecided)
        printf(", %ld undecided (not scored)", s->undecided);
    printf("\n");
}

static void mismatch(struct score *s, const char *id, const char *what)
{
    s->disagree++;
    if (s->disagree <= 60)
        printf("  %s %s: %s\n", s->name, id, what);
}

/* ---- components ------------------------------------------------------------ */

/* u's component as a NUL-terminated copy (NULL: absent). */
static const char *comp(const lluri *u, const char *name, char *buf, size_t cap)
{
    lluri_span sp;
    uint32_t bit;

    if (!strcmp(name, "scheme")) sp = u->scheme, bit = LLURI_HAS_SCHEME;
    else if (!strcmp(name, "userinfo")) sp = u->userinfo, bit = LLURI_HAS_USERINFO;
    else if (!strcmp(name, "host")) sp = u->host, bit = LLURI_HAS_AUTHORITY;
    else if (!strcmp(name, "port")) sp = u->port, bit = LLURI_HAS_PORT;
    else if (!strcmp(name, "path")) sp = u->path, bit = 0;
    else if (!strcmp(name, "query")) sp = u->query, bit = LLURI_HAS_QUERY;
    else if (!strcmp(name, "fragment")) sp = u->fragment, bit = LLURI_HAS_FRAGMENT;
    else return NULL;
    if (bit && !(u->present & bit))
        return NULL;
    if (sp.len >= cap)
        return NULL;
    memcpy(buf, u->src + sp.off, sp.len);
    buf[sp.len] = '\0';
    return buf;
}

/* Whether each key of `expect` (null: absent) is u's component. user and
 * password are userinfo split at its first ":". */
static int components_agree(const lluri *u, const json *expect, char *why, size_t cap)
{
    char buf[4096], ui[4096];
    const char *userinfo = comp(u, "userinfo", ui, sizeof ui);

    for (size_t i = 0; expect && expect->type == JSON_OBJECT && i < expect->n; i++) {
        const char *k = expect->key[i];
        const json *v = &expect->item[i];
        const char *got;
        if (!strcmp(k, "user") || !strcmp(k, "password")) {
            const char *colon = userinfo ? strchr(userinfo, ':') : NULL;
            if (!strcmp(k, "user")) {
                got = userinfo ? buf : NULL;
                if (userinfo)
                    snprintf(buf, sizeof buf, "%.*s",
                             (int)(colon ? (size_t)(colon - userinfo) : strlen(userinfo)),
                             userinfo);
            } else {
                got = colon ? colon + 1 : NULL;
            }
        } else if (!strcmp(k, "scheme") || !strcmp(k, "userinfo") || !strcmp(k, "host")
                   || !strcmp(k, "port") || !strcmp(k, "path") || !strcmp(k, "query")
                   || !strcmp(k, "fragment")) {
            got = comp(u, k, buf, sizeof buf);
        } else {
            continue;
        }
        if (v->type == JSON_NULL ? got != NULL
                                 : got == NULL || strcmp(got, v->s) != 0) {
            snprintf(why, cap, "%s is %s%.200s%s, want %s%.200s%s", k, got ? "\"" : "",
                     got ? got : "absent", got ? "\"" : "", v->type == JSON_NULL ? "" : "\"",
                     v->type == JSON_NULL ? "absent" : v->s, v->type == JSON_NULL ? "" : "\"");
            return 0;
        }
    }
    return 1;
}

/* ---- RFC 9112 ----------------------------------------------------------------- */

START_TEST(request_lines)
{
    json *j = load("http/request_lines.json");
    const json *vs = vectors(j);
    struct score s = { "http/request_lines.json", 0, 0, 0, 0 };

    if (j == NULL)
        return;
    for (size_t i = 0; i < vs->n; i++) {
        const json *v = &vs->item[i];
        const char *id = json_str(v, "id", NULL), *rfc = json_str(v, "rfc", NULL);
        const char *mode = json_str(v, "mode", NULL), *hex = json_str(v, "input_hex", NULL);
        const json *expect = json_get(v, "expect");
        char in[4096], why[512] = "";
        long n = json_unhex(hex, in, sizeof in - 2);
        int valid, ok = 1;

        if (strcmp(rfc, "either") == 0) {
            s.undecided++;
            continue;
        }
        valid = strcmp(rfc, "valid") == 0;
        ck_assert_int_ge(n, 0);
        if (strcmp(mode, "line") == 0) {
            lluri_request_parser p;
            lluri_request_line line, bytewise;
            ptrdiff_t got, got1 = 0;
            lluri_error e;
            memcpy(in + n, "\r\n", 2);
            n += 2;
            lluri_request_parser_init(&p, 0, 0, 0);
            got = lluri_request_parser_execute(&p, in, (size_t)n, &line, &e);
            /* a byte at a time: the same answer */
            lluri_request_parser_init(&p, 0, 0, 0);
            for (long k = 1; k <= n && got1 == 0; k++)
                got1 = lluri_request_parser_execute(&p, in, (size_t)k, &bytewise, NULL);
            if (got1 != got) {
                snprintf(why, sizeof why, "%td whole, %td a byte at a time", got, got1);
                ok = 0;
            } else if (valid != (got > 0)) {
                snprintf(why, sizeof why, "%s (%s at %zu), want %s",
                         got > 0 ? "accepted" : "refused", lluri_errname((int)got), e.offset,
                         rfc);
                ok = 0;
            } else if (valid) {
                const char *m = json_str(expect, "method", NULL);
                const char *ver = json_str(expect, "version", NULL);
                const char *form = json_str(expect, "form", NULL);
                if (m && (line.method.len != strlen(m)
                          || memcmp(in + line.method.off, m, line.method.len))) {
                    snprintf(why, sizeof why, "method");
                    ok = 0;
                } else if (ver && (line.version.len != strlen(ver)
                                   || memcmp(in + line.version.off, ver, line.version.len))) {
                    snprintf(why, sizeof why, "version");
                    ok = 0;
                } else if (form && strcmp(form, lluri_target_form_name(line.form))) {
                    snprintf(why, sizeof why, "form %s", lluri_target_form_name(line.form));
                    ok = 0;
                } else {
                    lluri tu;
                    ck_assert_int_eq(lluri_request_line_uri(&line, in, &tu), 0);
                    ok = components_agree(&tu, expect, why, sizeof why);
                }
            }
        } else {
            const char *method = json_str(v, "method", NULL);
            enum lluri_target_form form;
            lluri u;
            lluri_error e;
            int rc = lluri_parse_request_target(&u, &form, method, strlen(method), in,
                                                (size_t)n, 0, 0, &e);
            if (valid != (rc == 0)) {
                snprintf(why, sizeof why, "%s %s (%s at %zu), want %s", method,
                         rc == 0 ? "accepted" : "refused", lluri_errname(rc), e.offset, rfc);
                ok = 0;
            } else if (valid) {
                const char *f = json_str(expect, "form", NULL);
                if (f && strcmp(f, lluri_target_form_name(form))) {
                    snprintf(why, sizeof why, "form %s", lluri_target_form_name(form));
                    ok = 0;
                } else {
                    ok = components_agree(&u, expect, why, sizeof why);
                }
            }
        }
        if (ok)
            s.agree++;
        else
            mismatch(&s, id, why);
    }
    json_free(j);
    report(&s);
    ck_assert_int_eq(s.disagree, 0);
}
END_TEST

/* ---- RFC 3987 ------------------------------------------------------------------ */

static unsigned start_flags(const char *rule)
{
    if (!strcmp(rule, "IRI") || !strcmp(rule, "URI")) return LLURI_START_URI;
    if (!strcmp(rule, "absolute-IRI")) return LLURI_START_ABSOLUTE;
    if (!strcmp(rule, "irelative-ref")) return LLURI_START_RELATIVE;
    return LLURI_START_REFERENCE;
}

/* The first bidirectional formatting character in s[0 .. n) (RFC 3987
 * §4.1: E2 80 8E-8F, E2 80 AA-AE), or -1. */
static long bidi_at(const char *s, long n)
{
    const unsigned char *c = (const unsigned char *)s;
    for (long i = 0; i + 2 < n; i++)
        if (c[i] == 0xE2 && c[i + 1] == 0x80
            && ((c[i + 2] >= 0x8E && c[i + 2] <= 0x8F) || (c[i + 2] >= 0xAA && c[i + 2] <= 0xAE)))
            return i;
    return -1;
}

START_TEST(iris)
{
    json *j = load("iri/iris.json");
    const json *vs = vectors(j);
    struct score s = { "iri/iris.json", 0, 0, 0, 0 };

    if (j == NULL)
        return;
    for (size_t i = 0; i < vs->n; i++) {
        const json *v = &vs->item[i];
        const char *rule = json_str(v, "rule", NULL), *rfc = json_str(v, "rfc", NULL);
        const char *hex = json_str(v, "input_hex", NULL);
        char in[8192], id[64], why[512] = "";
        long n = json_unhex(hex, in + 1, sizeof in - 1);
        const char *text = in + 1;
        unsigned flags = LLURI_IRI | start_flags(rule);
        int valid = strcmp(rfc, "valid") == 0, ok = 1, rc;
        lluri u;
        lluri_error e;
        long bidi;

        snprintf(id, sizeof id, "#%zu", i);
        ck_assert_int_ge(n, 0);
        /* iquery, ifragment: "?" s and "#" s as irelative-refs whose query
         * or fragment is s; URI-reference: RFC 3986's, no IRI */
        if (!strcmp(rule, "iquery") || !strcmp(rule, "ifragment")) {
            in[0] = rule[1] == 'q' ? '?' : '#';
            text = in;
            n++;
            flags = LLURI_IRI | LLURI_START_RELATIVE;
        } else if (!strcmp(rule, "URI-reference")) {
            flags = LLURI_START_REFERENCE;
        }
        rc = lluri_parse(&u, text, (size_t)n, flags, &e);
        if (rc == 0 && (!strcmp(rule, "iquery") || !strcmp(rule, "ifragment"))) {
            /* taken only when all of s is the component */
            char buf[8192];
            const char *got = comp(&u, rule[1] == 'q' ? "query" : "fragment", buf, sizeof buf);
            if (got == NULL || strcmp(got, in + 1) != 0)
                rc = LLURI_ENOMATCH;
        }
        if (valid != (rc == 0)) {
            snprintf(why, sizeof why, "\"%.200s\" %s (%s at %zu), want %s", text,
                     rc == 0 ? "accepted" : "refused", lluri_errname(rc), e.offset, rfc);
            ok = 0;
        } else if (valid && strcmp(rule, "iquery") && strcmp(rule, "ifragment")) {
            ok = components_agree(&u, json_get(v, "components"), why, sizeof why);
        }
        /* §4.1: refused at the character, tolerated (and named) by the
         * lenient profile */
        if (ok && !valid && (flags & LLURI_IRI) && (bidi = bidi_at(text, n)) >= 0) {
            lluri lu;
            lluri_error le;
            if (rc != LLURI_EBIDI || e.offset != (size_t)bidi) {
                snprintf(why, sizeof why, "\"%.200s\": %s at %zu, want LLURI_EBIDI at %ld", text,
                         lluri_errname(rc), e.offset, bidi);
                ok = 0;
            } else if (lluri_parse(&lu, text, (size_t)n, flags | LLURI_LENIENT, &le) != 0
                       || !(lu.tolerated & LLURI_TOL_BIDI) || le.code != LLURI_EBIDI) {
                snprintf(why, sizeof why, "\"%.200s\": the lenient profile does not name it", text);
                ok = 0;
            }
        }
        if (ok)
            s.agree++;
        else
            mismatch(&s, id, why);
    }
    json_free(j);
    report(&s);
    ck_assert_int_eq(s.disagree, 0);
}
END_TEST

START_TEST(conversions)
{
    json *j = load("iri/conversions.json");
    const json *vs = vectors(j);
    struct score s = { "iri/conversions.json", 0, 0, 0, 0 };

    if (j == NULL)
        return;
    for (size_t i = 0; i < vs->n; i++) {
        const json *v = &vs->item[i];
        const char *dirn = json_str(v, "direction", NULL), *rule = json_str(v, "rule", NULL);
        const char *hex = json_str(v, "input_hex", NULL);
        const json *accept = json_get(v, "accept");
        char in[8192], out[16384] = "", id[64], why[1024] = "";
        long n = json_unhex(hex, in, sizeof in);
        int to_uri = strcmp(dirn, "iri-to-uri") == 0, ok = 0;
        lluri_error e = { 0, 0 };
        ptrdiff_t got;

        snprintf(id, sizeof id, "#%zu", i);
        ck_assert_int_ge(n, 0);
        got = (to_uri ? lluri_iri_to_uri : lluri_uri_to_iri)(in, (size_t)n, start_flags(rule),
                                                             out, sizeof out, NULL, &e);
        for (size_t k = 0; got >= 0 && accept && k < accept->n; k++)
            if (strcmp(out, accept->item[k].s) == 0)
                ok = 1;
        if (ok) {
            s.agree++;
            continue;
        }
        snprintf(why, sizeof why, "%s \"%.200s\": %s%.200s%s", dirn, in,
                 got >= 0 ? "\"" : lluri_errname((int)got), got >= 0 ? out : "",
                 got >= 0 ? "\" is not one the RFC allows" : "");
        mismatch(&s, id, why);
    }
    json_free(j);
    report(&s);
    ck_assert_int_eq(s.disagree, 0);
}
END_TEST

/* ---- IDNA ------------------------------------------------------------------------ */

/* host as a URI writes it: percent-encoded UTF-8 but for unreserved
 * ASCII (RFC 3986 §3.2.2), as the sample's notes say its sources are fed */
static size_t pct_host(const char *src, char *out, size_t cap)
{
    size_t n = 0;
    for (const unsigned char *c = (const unsigned char *)src; *c && n + 4 < cap; c++) {
        if ((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9')
            || *c == '-' || *c == '.' || *c == '_' || *c == '~')
            out[n++] = (char)*c;
        else
            n += (size_t)snprintf(out + n, cap - n, "%%%02X", *c);
    }
    out[n] = '\0';
    return n;
}

/* The code points of UTF-8 s, one at a time: the next, or 0 at the end. */
static uint32_t next_cp(const char **s)
{
    const unsigned char *c = (const unsigned char *)*s;
    uint32_t v;
    size_t k;

    if (*c == 0)
        return 0;
    k = *c < 0x80 ? 1 : *c >= 0xF0 ? 4 : *c >= 0xE0 ? 3 : 2;
    v = k == 1 ? *c : *c & (0x3Fu >> (k - 1));
    for (size_t i = 1; i < k && c[i]; i++)
        v = v << 6 | (c[i] & 0x3Fu);
    *s += k;
    return v;
}

/* The code points whose UTS #46 status revision 31 (Unicode 15.1)
 * changed (write/gen_idna.c newer()): U+1E9E maps to U+00DF; letters
 * disallowed for IDNA2003's sake map to their NFKC_Casefold; format
 * controls that are default ignorable are ignored. The sample is of
 * Unicode 13.0's file, made before: a line that holds one is decided by
 * the current standard, not by the line. */
static int changed_by_revision_31(uint32_t c)
{
    return c == 0x1E9E || c == 0x04C0 || (c >= 0x10A0 && c <= 0x10C5) || c == 0x10C7
        || c == 0x10CD || c == 0x2132 || c == 0x2183 || c == 0x2F868 || c == 0x2F874
        || c == 0x2F91F || c == 0x2F95F || c == 0x2F9BF || c == 0x180E
        || (c >= 0x2061 && c <= 0x2063) || (c >= 0x206A && c <= 0x206F)
        || (c >= 0x1D173 && c <= 0x1D17A);
}

/* Whether the line's errors are all of checks the lookup profile turns
 * off (the URL Standard's flags): CheckHyphens (V2 hyphens third and
 * fourth, V3 first or last), VerifyDnsLength (A4_*), and UseSTD3ASCIIRules
 * (P1, V6 where the source holds a code point only those rules refuse:
 * U+2260, U+226E, U+226F, or ASCII other than letters, digits, "-" and
 * "."). Such a line is the registration profile's. */
static int registration_only(const json *status, const char *src)
{
    int std3 = 0;

    if (status == NULL || status->n == 0)
        return 0;
    for (const char *p = src; *p;) {
        uint32_t c = next_cp(&p);
        std3 |= c == 0x2260 || c == 0x226E || c == 0x226F || c == 0x0338
                || (c < 0x80 && !((c | 0x20) >= 'a' && (c | 0x20) <= 'z')
                    && !(c >= '0' && c <= '9') && c != '-' && c != '.');
    }
    for (size_t i = 0; i < status->n; i++) {
        const char *c = status->item[i].s;
        if (strcmp(c, "V2") && strcmp(c, "V3") && strncmp(c, "A4", 2)
            && !(std3 && (!strcmp(c, "P1") || !strcmp(c, "V6"))))
            return 0;
    }
    return 1;
}

START_TEST(idna_test_v2)
{
    json *j = load("idna/idna_test_v2_sample.json");
    const json *vs = vectors(j);
    struct score reg = { "idna/idna_test_v2_sample.json (registration)", 0, 0, 0, 0 };
    struct score look = { "idna/idna_test_v2_sample.json (lookup)", 0, 0, 0, 0 };

    if (j == NULL)
        return;
    if (!lluri_idn_supported()) {
        printf("conformance idna: a build without IDN, skipped\n");
        json_free(j);
        return;
    }
    for (size_t i = 0; i < vs->n; i++) {
        const json *v = &vs->item[i];
        const char *src = json_str(v, "source", NULL), *expect = json_str(v, "expect", NULL);
        const char *want = json_str(v, "toAsciiN", NULL);
        const json *line = json_get(v, "line");
        char host[4096], out[4096], id[64], why[512];
        size_t n = pct_host(src, host, sizeof host);
        int ascii_only = 1, for_lookup, newer = 0;
        lluri_error e;
        ptrdiff_t got;

        snprintf(id, sizeof id, "line %.0f", line ? line->num : -1.0);
        if (strcmp(expect, "either") == 0) {
            reg.undecided++;
            look.undecided++;
            continue;
        }
        for (const char *c = src; *c; c++)
            ascii_only &= (unsigned char)*c < 0x80;
        {
            const char *p = src;
            uint32_t c;
            while ((c = next_cp(&p)) != 0)
                newer |= changed_by_revision_31(c);
        }
        /* registration: every decided line */
        got = lluri_host_to_ascii_registration(host, n, out, sizeof out, &e);
        if (strcmp(expect, "ok") == 0 ? got >= 0 && strcmp(out, want) == 0 : got < 0) {
            reg.agree++;
        } else if (newer) {
            reg.overruled++;
        } else {
            snprintf(why, sizeof why, "\"%.200s\" gives %s%.200s%s (%s at %zu), want %s %.200s", src,
                     got >= 0 ? "\"" : "", got >= 0 ? out : "an error", got >= 0 ? "\"" : "",
                     lluri_errname(e.code), e.offset, expect, want ? want : "");
            mismatch(&reg, id, why);
        }
        /* lookup: the lines it is for. Not an error of CheckHyphens or
         * VerifyDnsLength, which the URL Standard turns off; not an error
         * in a name all ASCII, which the URL Standard only lower-cases */
        for_lookup = strcmp(expect, "ok") == 0
                     || (!registration_only(json_get(v, "status"), src) && !ascii_only);
        if (!for_lookup)
            continue;
        got = lluri_host_to_ascii(host, n, out, sizeof out, &e);
        if (strcmp(expect, "ok") == 0 ? got >= 0 && strcmp(out, want) == 0 : got < 0) {
            look.agree++;
        } else if (newer) {
            look.overruled++;
        } else {
            snprintf(why, sizeof why, "\"%.200s\" gives %s%.200s%s (%s at %zu), want %s %.200s", src,
                     got >= 0 ? "\"" : "", got >= 0 ? out : "an error", got >= 0 ? "\"" : "",
                     lluri_errname(e.code), e.offset, expect, want ? want : "");
            mismatch(&look, id, why);
        }
    }
    json_free(j);
    report(&reg);
    report(&look);
    ck_assert_int_eq(reg.disagree, 0);
    ck_assert_int_eq(look.disagree, 0);
}
END_TEST

START_TEST(wpt_toascii)
{
    json *j = load("wpt/toascii.json");
    struct score s = { "wpt/toascii.json (lookup)", 0, 0, 0, 0 };

    if (j == NULL)
        return;
    if (!lluri_idn_supported()) {
        printf("conformance wpt: a build without IDN, skipped\n");
        json_free(j);
        return;
    }
    for (size_t i = 0; i < j->n; i++) {
        const json *v = &j->item[i];
        const json *want = json_get(v, "output");
        size_t n;
        const char *in = json_str(v, "input", &n);
        char out[4096], id[64], why[1024];
        lluri_error e;
        ptrdiff_t got;

        if (in == NULL)
            continue;                               /* a comment */
        snprintf(id, sizeof id, "#%zu", i);
        got = lluri_host_to_ascii(in, n, out, sizeof out, &e);
        if (want == NULL || want->type == JSON_NULL ? got < 0
                                                    : got >= 0 && strcmp(out, want->s) == 0) {
            s.agree++;
            continue;
        }
        snprintf(why, sizeof why, "\"%.200s\" gives %s%.200s%s (%s at %zu), want %.200s", in,
                 got >= 0 ? "\"" : "", got >= 0 ? out : "an error", got >= 0 ? "\"" : "",
                 lluri_errname(e.code), e.offset,
                 want && want->type == JSON_STRING ? want->s : "an error");
        mismatch(&s, id, why);
    }
    json_free(j);
    report(&s);
    ck_assert_int_eq(s.disagree, 0);
}
END_TEST

int main(void)
{
    Suite *su = suite_create("conformance");
    TCase *tc = tcase_create("third-party vectors");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, request_lines);
    tcase_add_test(tc, iris);
    tcase_add_test(tc, conversions);
    tcase_add_test(tc, idna_test_v2);
    tcase_add_test(tc, wpt_toascii);
    suite_add_tcase(su, tc);
    SRunner *sr = srunner_create(su);
    srunner_set_fork_status(sr, CK_NOFORK);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
