/* SPDX-License-Identifier: MIT */
/* cmd_parse.c — parse and check: each input's components as a readable
 * dump (each with its offset and length) or one JSON object per line, and
 * with --scheme its scheme's own fields; check prints only the failures,
 * with a caret under the byte at fault. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* ------------------------------------------------------------ components */

struct component {
    const char *name;  /* in the dump */
    const char *key;   /* in JSON, with its separators */
    uint32_t    bit;   /* LLURI_HAS_*, or 0 for the path (always present) */
    lluri_span  span;
};

#define COMPONENT(name, bit, span) \
    (struct component){ name, ",\"" name "\":", bit, span }

enum { NCOMPONENTS = 7 };

/* The components in output order. */
static void get_components(const lluri *u, struct component c[NCOMPONENTS])
{
    c[0] = COMPONENT("scheme", LLURI_HAS_SCHEME, u->scheme);
    c[1] = COMPONENT("userinfo", LLURI_HAS_USERINFO, u->userinfo);
    c[2] = COMPONENT("host", LLURI_HAS_AUTHORITY, u->host);
    c[3] = COMPONENT("port", LLURI_HAS_PORT, u->port);
    c[4] = COMPONENT("path", 0, u->path);
    c[5] = COMPONENT("query", LLURI_HAS_QUERY, u->query);
    c[6] = COMPONENT("fragment", LLURI_HAS_FRAGMENT, u->fragment);
}

static int is_present(const lluri *u, const struct component *c)
{
    return c->bit == 0 || (u->present & c->bit) != 0;
}

/* A span the library returned must lie inside the input; if it does not,
 * printing it would read out of bounds, so stop loudly. */
void check_span(const lluri *u, lluri_span sp, size_t len)
{
    if (u->len != len || sp.off > len || sp.len > len - sp.off) {
        out_warning("internal error: component outside the input");
        exit_now(EXIT_TROUBLE);
    }
}

/* -------------------------------------------------------- parse --scheme */

/* lluri_scheme_parse() of one input, for --scheme (RFC 1738 §5 and the
 * other scheme grammars); generic over kinds through
 * lluri_scheme_field_name(). */
struct scheme_result {
    int rc;                 /* 0, or the code (RFC 3986's or the scheme's) */
    lluri_error e;
    lluri_scheme_parts p;
    int decode;             /* --decode: fields percent-decoded */
};

/* Field f of sr->p as text: raw, or decoded into *heap (free it). */
static void scheme_field_text(const struct scheme_result *sr, int f,
                              const char **text, size_t *n, char **heap)
{
    lluri_span sp = sr->p.field[f];

    *heap = NULL;
    *text = sr->p.src + sp.off;
    *n = sp.len;
    if (sr->decode) {
        char *buf = malloc((size_t)sp.len + 1); /* decoding never lengthens */
        ptrdiff_t m;
        if (buf == NULL)
            out_of_memory();
        m = lluri_scheme_field_decode(&sr->p, f, buf, (size_t)sp.len + 1, NULL);
        if (m < 0) { /* cannot happen: the URI passed RFC 3986 */
            free(buf);
            return;
        }
        *heap = buf;
        *text = buf;
        *n = (size_t)m;
    }
}

/* An absent gopher type has a value all the same: "1" (RFC 1738 §3.4),
 * which the tool prints where it would print null or "(absent)". */
static int is_default_gtype(const struct scheme_result *sr, const char *name)
{
    return sr->p.kind == LLURI_SCHEME_GOPHER && strcmp(name, "gtype") == 0;
}

/* ,"scheme_kind":K,"scheme_valid":B[,"scheme_error":E,"scheme_offset":N],
 * "parts":{FIELD:VALUE|null,...}|null */
static void json_scheme(const struct scheme_result *sr)
{
    const char *kind = lluri_scheme_kind_name(sr->p.kind);
    const char *name;
    int f;

    OUT_LIT(",\"scheme_kind\":");
    if (kind != NULL)
        json_string(kind, strlen(kind));
    else
        OUT_LIT("null");
    if (sr->rc < 0) {
        const char *why = lluri_strerror(sr->rc);
        OUT_LIT(",\"scheme_valid\":false,\"scheme_error\":");
        json_string(why, strlen(why));
        OUT_LIT(",\"scheme_offset\":");
        out_u64((unsigned long long)sr->e.offset);
        OUT_LIT(",\"parts\":null");
        return;
    }
    OUT_LIT(",\"scheme_valid\":true,\"parts\":{");
    for (f = 0; (name = lluri_scheme_field_name(sr->p.kind, f)) != NULL; f++) {
        if (f > 0)
            out_char(',');
        json_string(name, strlen(name));
        out_char(':');
        if (sr->p.present & (1u << f)) {
            const char *text;
            size_t n;
            char *heap;
            scheme_field_text(sr, f, &text, &n, &heap);
            json_string(text, n);
            free(heap);
        } else if (is_default_gtype(sr, name)) {
            char t = (char)lluri_gopher_type(&sr->p); /* RFC 1738 §3.4: "1" */
            json_string(&t, 1);
        } else {
            OUT_LIT("null");
        }
    }
    out_char('}');
}

/* ---------------------------------------------------------- parse --json */

/* The components of u (spans into s[0 .. len)), in order, each member
 * ",\"NAME\":VALUE|null", the host followed by its kind; the fragment only
 * when `fragment` (a request target has none). */
void json_components(const char *s, size_t len, const lluri *u, int fragment)
{
    struct component c[NCOMPONENTS];
    size_t i;

    get_components(u, c);
    for (i = 0; i < NCOMPONENTS; i++) {
        if (!fragment && c[i].bit == LLURI_HAS_FRAGMENT)
            continue;
        out_str(c[i].key);
        if (is_present(u, &c[i])) {
            check_span(u, c[i].span, len);
            json_string(s + c[i].span.off, c[i].span.len);
        } else {
            OUT_LIT("null");
        }
        if (c[i].bit == LLURI_HAS_AUTHORITY) {
            const char *kind = lluri_host_kind_name(u->host_kind);

            OUT_LIT(",\"host_kind\":");
            if (kind != NULL)
                json_string(kind, strlen(kind));
            else
                OUT_LIT("null");
        }
    }
}

/* ",\"error\":REASON,\"offset\":N" */
void json_error(int code, size_t offset)
{
    OUT_LIT(",\"error\":");
    json_cstr(lluri_strerror(code));
    OUT_LIT(",\"offset\":");
    out_u64((unsigned long long)offset);
}

/* The names of u's tolerated bits, in bit order, `sep` between them; as
 * JSON strings when `json`. */
static void put_tolerated(const lluri *u, const char *sep, int json)
{
    int first = 1;

    for (unsigned bit = 1; bit != 0; bit <<= 1) {
        const char *name = (u->tolerated & bit) ? lluri_tolerated_name(bit) : NULL;
        if (name == NULL)
            continue;
        if (!first)
            out_str(sep);
        first = 0;
        if (json)
            json_cstr(name);
        else
            out_str(name);
    }
}

/* --lenient: ,"tolerated":[NAME...], and when the strict parse failed
 * ,"strict_error":REASON,"strict_offset":N. */
static void json_tolerated(const lluri *u, const lluri_error *e)
{
    OUT_LIT(",\"tolerated\":[");
    put_tolerated(u, ",", 1);
    out_char(']');
    if (e->code != LLURI_OK) {
        OUT_LIT(",\"strict_error\":");
        json_cstr(lluri_strerror(e->code));
        OUT_LIT(",\"strict_offset\":");
        out_u64((unsigned long long)e->offset);
    }
}

/* {"uri":...,"valid":...} of one input, no line end. */
static void json_object(const struct run *r, const char *s, size_t len, int rc,
                        const lluri *u, const lluri_error *e,
                        const struct scheme_result *sr)
{
    OUT_LIT("{\"uri\":");
    json_string(s, len);
    if (rc < 0) {
        OUT_LIT(",\"valid\":false");
        json_error(rc, e->offset);
        if (r->flags & LLURI_PARTIAL) {
            /* --partial: what was complete before the error */
            if (u->present & LLURI_HAS_PARTIAL) {
                OUT_LIT(",\"partial\":{\"length\":");
                out_u64(u->len);
                json_components(s, u->len, u, 1);   /* the prefix's */
                out_char('}');
            } else {
                OUT_LIT(",\"partial\":null");
            }
        }
        if (sr != NULL)
            json_scheme(sr);
        out_char('}');
        return;
    }
    OUT_LIT(",\"valid\":true");
    if (r->flags & LLURI_LENIENT)
        json_tolerated(u, e);
    if (r->method != NULL) {
        OUT_LIT(",\"form\":");
        json_cstr(lluri_target_form_name(r->form));
    }
    json_components(s, len, u, 1);
    if (sr != NULL)
        json_scheme(sr);
    if (r->fetch)
        json_fetch(r, u);
    out_char('}');
}

void json_uri(const struct run *r, const char *s, size_t len, int rc, const lluri *u,
              const lluri_error *e)
{
    json_object(r, s, len, rc, u, e, NULL);
}

static void json_result(const struct run *r, const char *s, size_t len, int rc,
                        const lluri *u, const lluri_error *e,
                        const struct scheme_result *sr)
{
    json_object(r, s, len, rc, u, e, sr);
    out_char('\n');
}

/* ------------------------------------------------------------ parse dump */

enum { LABEL_COLS = 10, VALUE_COLS = 16, POS_COLS = 14 };

void dump_label(const char *name)
{
    size_t n = strlen(name);

    out_str(name);
    out_spaces(n < LABEL_COLS ? LABEL_COLS - n : 1);
}

/* After `used` columns, pad to `cols` (at least one space). */
static void pad_after(size_t used, size_t cols)
{
    out_spaces(used < cols ? cols - used : 1);
}

/* The label, s's bytes at sp, "off N len M"; no line end. */
void dump_span(const char *name, const char *s, lluri_span sp)
{
    size_t used;

    dump_label(name);
    if (sp.len == 0) {
        OUT_LIT("\"\""); /* a '"' is never part of a valid component */
        used = 2;
    } else {
        text_string(s + sp.off, sp.len);
        used = text_columns(s + sp.off, sp.len);
    }
    pad_after(used, VALUE_COLS);
    OUT_LIT("off ");
    out_u64(sp.off);
    OUT_LIT(" len ");
    out_u64(sp.len);
}

static void dump_component(const char *s, size_t len, const lluri *u,
                           const struct component *c)
{
    lluri_span sp = c->span;

    if (!is_present(u, c)) {
        dump_label(c->name);
        OUT_LIT("(absent)\n");
        return;
    }
    check_span(u, sp, len);
    dump_span(c->name, s, sp);
    if (c->bit == LLURI_HAS_AUTHORITY && lluri_host_kind_name(u->host_kind) != NULL) {
        pad_after(sizeof "off  len " - 1 + digits(sp.off) + digits(sp.len), POS_COLS);
        out_str(lluri_host_kind_name(u->host_kind));
        if (u->present & LLURI_HAS_ZONE_ID)
            OUT_LIT(" zone-id");
    }
    out_char('\n');
}

/* A label of the --scheme lines, padded to their own wider column. */
enum { SCHEME_LABEL_COLS = 14 };
static void dump_scheme_label(const char *prefix, const char *name)
{
    size_t n = strlen(prefix) + strlen(name);

    out_str(prefix);
    out_str(name);
    out_spaces(n < SCHEME_LABEL_COLS ? SCHEME_LABEL_COLS - n : 1);
}

/* --scheme: "scheme-kind KIND", then a ".FIELD" line for each of the
 * kind's fields like the components' (the text decoded with --decode), or
 * "scheme-error REASON at offset N". */
static void dump_scheme(const struct scheme_result *sr)
{
    const char *kind = lluri_scheme_kind_name(sr->p.kind);
    const char *name;
    int f;

    if (kind != NULL) {
        dump_scheme_label("scheme-kind", "");
        out_str(kind);
        out_char('\n');
    }
    if (sr->rc < 0) {
        dump_scheme_label("scheme-error", "");
        out_str(lluri_strerror(sr->rc));
        OUT_LIT(" at offset ");
        out_u64((unsigned long long)sr->e.offset);
        out_char('\n');
        return;
    }
    for (f = 0; (name = lluri_scheme_field_name(sr->p.kind, f)) != NULL; f++) {
        lluri_span sp = sr->p.field[f];
        const char *text;
        size_t n, used;
        char *heap;

        dump_scheme_label(".", name);
        if (!(sr->p.present & (1u << f))) {
            if (is_default_gtype(sr, name))
                OUT_LIT("(absent: 1)\n");
            else
                OUT_LIT("(absent)\n");
            continue;
        }
        scheme_field_text(sr, f, &text, &n, &heap);
        if (n == 0) {
            OUT_LIT("\"\"");
            used = 2;
        } else {
            text_string(text, n);
            used = text_columns(text, n);
        }
        free(heap);
        pad_after(used, VALUE_COLS);
        OUT_LIT("off ");
        out_u64(sp.off);
        OUT_LIT(" len ");
        out_u64(sp.len);
        out_char('\n');
    }
}

/* The components of u (spans into s[0 .. len)), a line each; the
 * fragment only when `fragment`. */
void dump_components(const char *s, size_t len, const lluri *u, int fragment)
{
    struct component c[NCOMPONENTS];
    size_t i;

    get_components(u, c);
    for (i = 0; i < NCOMPONENTS; i++)
        if (fragment || c[i].bit != LLURI_HAS_FRAGMENT)
            dump_component(s, len, u, &c[i]);
}

/* "error     REASON at offset N" */
void dump_error(int code, size_t offset)
{
    dump_label("error");
    out_str(lluri_strerror(code));
    OUT_LIT(" at offset ");
    out_u64((unsigned long long)offset);
    out_char('\n');
}

static void dump_result(const struct run *r, const char *s, size_t len, int rc,
                        const lluri *u, const lluri_error *e,
                        const struct scheme_result *sr)
{
    if (len > 0) {
        dump_label("uri");
        text_string(s, len);
        out_char('\n');
    } else {
        OUT_LIT("uri\n"); /* no trailing blanks */
    }
    if (rc < 0) {
        dump_error(rc, e->offset);
        if (u->present & LLURI_HAS_PARTIAL) {
            /* --partial: what was complete before the error */
            dump_label("partial");
            out_u64(u->len);
            OUT_LIT(" bytes\n");
            dump_components(s, u->len, u, 1);   /* the prefix's */
        }
        if (sr != NULL)
            dump_scheme(sr);
        return;
    }
    if ((r->flags & LLURI_LENIENT) && e->code != LLURI_OK) {
        /* what the lenient profile took, and the strict verdict */
        dump_label("tolerated");
        put_tolerated(u, ", ", 0);
        out_char('\n');
        dump_label("strict");
        out_str(lluri_strerror(e->code));
        OUT_LIT(" at offset ");
        out_u64((unsigned long long)e->offset);
        out_char('\n');
    }
    if (r->method != NULL) {
        dump_label("form");
        out_str(lluri_target_form_name(r->form));
        out_char('\n');
    }
    dump_components(s, len, u, 1);
    if (sr != NULL)
        dump_scheme(sr);
    if (r->fetch)
        dump_fetch(r, u);
}

/* ----------------------------------------------------------------- check */

const char *iri_hint(const struct run *r, const char *s, size_t len, size_t offset)
{
    lluri u;

    if (offset < len && (unsigned char)s[offset] >= 0x80 && (r->cmd->options & OPT_IRI)
        && !(r->flags & LLURI_IRI) && r->method == NULL  /* (no --request-target) */
        && lluri_parse(&u, s, len, (r->flags & ~(unsigned)LLURI_LENIENT) | LLURI_IRI,
                       NULL) == 0)
        return " (an IRI: --iri reads it, RFC 3987)";
    return "";
}

/* SOURCE:LINE:OFFSET: WHY (and iri_hint()), or for an argument
 * INPUT:OFFSET: WHY; then the input and a caret under the byte at offset. */
void check_report(const struct run *r, const char *s, size_t len,
                  unsigned long long lineno, const char *why, size_t offset)
{
    size_t at = offset < len ? offset : len;

    if (r->source != NULL) {
        text_string(r->source, strlen(r->source));
        out_char(':');
        out_u64(lineno);
    } else {
        text_string(s, len);
    }
    out_char(':');
    out_u64((unsigned long long)offset);
    OUT_LIT(": ");
    out_str(why);
    out_str(iri_hint(r, s, len, offset));
    out_char('\n');
    text_string(s, len);
    out_char('\n');
    out_spaces(text_columns(s, at));
    OUT_LIT("^\n");
}

int parse_input(struct run *r, lluri *u, const char *s, size_t len, lluri_error *e)
{
    if (r->method != NULL)  /* --request-target=METHOD */
        return lluri_parse_request_target(u, &r->form, r->method, strlen(r->method),
                                          s, len, 0, r->flags & LLURI_ZONE_ID, e);
    return lluri_parse(u, s, len, r->flags, e);
}

void handle_parse(struct run *r, const char *s, size_t len,
                  unsigned long long lineno)
{
    lluri u;
    lluri_error e = { LLURI_OK, 0 };
    struct scheme_result sr, *srp = NULL;
    int rc = parse_input(r, &u, s, len, &e);

    if (rc < 0)
        r->any_invalid = 1;
    if (r->scheme) {
        srp = &sr;
        sr.decode = r->decode;
        sr.e = e;
        sr.rc = rc;
        if (rc < 0)
            memset(&sr.p, 0, sizeof sr.p);
        else
            sr.rc = lluri_scheme_parse_uri(&sr.p, &u, r->wflags, &sr.e);
        if (sr.rc < 0)
            r->any_invalid = 1;
    }
    switch (r->mode) {
    case MODE_JSON:
        json_result(r, s, len, rc, &u, &e, srp);
        break;
    case MODE_DUMP:
        if (r->printed)
            out_char('\n');
        r->printed = 1;
        dump_result(r, s, len, rc, &u, &e, srp);
        break;
    case MODE_CHECK:
        if (rc < 0)
            check_report(r, s, len, lineno, lluri_strerror(rc), e.offset);
        else if (r->fetch)
            check_fetch(r, s, len, lineno, &u);
        break;
    }
    if (rc == 0 && r->fetch && r->mode != MODE_CHECK && fetch_verdict(r, &u, NULL, NULL) != 1)
        r->any_invalid = 1;
}
