/* SPDX-License-Identifier: MIT */
/* cmd_write.c — the commands that write text with the library's writers:
 * resolve, normalize, relativize (one URI in, one URI out), encode,
 * decode, iri-to-uri and uri-to-iri (one string in, one out), and query
 * (a URI's pairs). Each writer
 * runs into a stack buffer first, and again into one from malloc() only
 * when its result does not fit. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

void out_failure_at(const struct run *r, const char *key, const char *what, size_t wn,
                    const char *why, size_t offset)
{
    if (r->json) {
        OUT_LIT(",\"valid\":false");
        if (key != NULL) {
            OUT_LIT(",\"");
            out_str(key);
            OUT_LIT("\":");
            json_string(what, wn);
        }
        OUT_LIT(",\"error\":");
        json_cstr(why);
        OUT_LIT(",\"offset\":");
        out_u64((unsigned long long)offset);
        OUT_LIT("}\n");
    } else {
        OUT_LIT("error: ");
        if (key != NULL) {
            text_string(what, wn);
            OUT_LIT(": ");
        }
        out_str(why);
        OUT_LIT(" at offset ");
        out_u64((unsigned long long)offset);
        out_char('\n');
    }
}

void out_failure(const struct run *r, int code, size_t offset)
{
    out_failure_at(r, NULL, NULL, 0, lluri_strerror(code), offset);
}

void out_result(const struct run *r, const char *key, const char *res, size_t n)
{
    if (r->json) {
        json_member(0, key, res, n);
        OUT_LIT("}\n");
    } else {
        out(res, n);
        out_char('\n');
    }
}

/* One call of a library writer: what it reads, and how to call it. */
struct job {
    ptrdiff_t (*write)(const struct job *j, char *out, size_t cap);
    const lluri *a, *b;
    const char  *s;
    size_t       len;
    unsigned     flags;
    int          component;
    lluri_error *err;
};

static ptrdiff_t write_resolve(const struct job *j, char *out, size_t cap)
{
    return lluri_resolve(j->a, j->b, j->flags, out, cap, NULL, j->err);
}

static ptrdiff_t write_normalize(const struct job *j, char *out, size_t cap)
{
    return lluri_normalize(j->a, j->flags, out, cap, NULL, j->err);
}

static ptrdiff_t write_relativize(const struct job *j, char *out, size_t cap)
{
    return lluri_relativize(j->a, j->b, 0, out, cap, NULL, j->err);
}

static ptrdiff_t write_encode(const struct job *j, char *out, size_t cap)
{
    return lluri_pct_encode(j->s, j->len, (enum lluri_component)j->component,
                            out, cap, j->err);
}

static ptrdiff_t write_decode(const struct job *j, char *out, size_t cap)
{
    return lluri_pct_decode(j->s, j->len, j->flags, out, cap, j->err);
}

static ptrdiff_t write_iri_to_uri(const struct job *j, char *out, size_t cap)
{
    return lluri_iri_to_uri(j->s, j->len, j->flags, out, cap, NULL, j->err);
}

static ptrdiff_t write_uri_to_iri(const struct job *j, char *out, size_t cap)
{
    return lluri_uri_to_iri(j->s, j->len, j->flags, out, cap, NULL, j->err);
}

/* Run the writer into `stack` and, when the result does not fit, again
 * into a buffer from malloc(). *res is the result (free it when it is not
 * `stack`); returns its length or a negative code. */
static ptrdiff_t write_sized(const struct job *j, char *stack, size_t cap,
                             char **res)
{
    ptrdiff_t n = j->write(j, stack, cap);
    char *heap;

    *res = stack;
    if (n < 0 || (size_t)n < cap)
        return n;
    heap = malloc((size_t)n + 1);
    if (heap == NULL)
        out_of_memory();
    *res = heap;
    return j->write(j, heap, (size_t)n + 1);
}

static void release(char *res, const char *stack)
{
    if (res != stack)
        free(res);
}

enum { STACK_OUT = 4096 };

/* resolve --pairs, relativize --pairs: a line BASE<TAB>REF (TARGET). A
 * failure names its side: "error: base: REASON at offset N" (offsets into
 * that side), or in JSON ,"valid":false,"side":"base"|"ref",... ; a line
 * without a TAB is "no TAB between the two URIs" at its end. */
static void handle_pair(struct run *r, const char *s, size_t len)
{
    int resolve = strcmp(r->cmd->name, "resolve") == 0;
    const char *k_in = resolve ? "ref" : "target", *k_out = resolve ? "target" : "relative";
    const char *tab = memchr(s, '\t', len), *side = NULL;
    char stack[STACK_OUT], *res = stack;
    lluri b, u;
    lluri_error e = { LLURI_OK, 0 };
    struct job j = { resolve ? write_resolve : write_relativize, &b, &u, NULL, 0,
                     r->wflags, 0, &e };
    size_t bl, rl;
    ptrdiff_t n;

    if (tab == NULL) {
        r->any_invalid = 1;
        if (r->json)
            json_member(1, "line", s, len);
        out_failure_at(r, NULL, NULL, 0, "no TAB between the two URIs", len);
        return;
    }
    bl = (size_t)(tab - s);
    rl = len - bl - 1;
    n = lluri_parse(&b, s, bl, r->flags, &e);
    if (n < 0) {
        side = "base";
    } else if ((n = lluri_parse(&u, tab + 1, rl, r->flags, &e)) < 0) {
        side = resolve ? "ref" : "target";
    } else if ((n = write_sized(&j, stack, sizeof stack, &res)) < 0) {
        side = e.code == LLURI_EBASE ? "base" : resolve ? "ref" : "target";
    }
    if (r->json) {
        json_member(1, "base", s, bl);
        json_member(0, k_in, tab + 1, rl);
    }
    if (n < 0) {
        r->any_invalid = 1;
        out_failure_at(r, "side", side, strlen(side), lluri_strerror((int)n), e.offset);
    } else {
        out_result(r, k_out, res, (size_t)n);
    }
    release(res, stack);
}

/* The names of tolerated bits, sep between them, through put. */
static void tolerated_names(uint32_t bits, void (*put)(const void *, size_t), const char *sep,
                            int json)
{
    int first = 1;
    for (uint32_t bit = 1; bit != 0; bit <<= 1) {
        const char *name = (bits & bit) ? lluri_tolerated_name(bit) : NULL;
        if (name == NULL)
            continue;
        if (!first)
            put(sep, strlen(sep));
        first = 0;
        if (json)
            put("\"", 1);
        put(name, strlen(name));
        if (json)
            put("\"", 1);
    }
}

int repair_input(struct run *r, const char **s, size_t *len, unsigned long long lineno)
{
    lluri u;
    lluri_error e;
    ptrdiff_t n;

    r->repaired = 0;
    if (lluri_parse(&u, *s, *len, r->flags, &e) < 0 || u.tolerated == 0)
        return 0;                       /* the command reports a failure */
    for (;;) {
        n = lluri_repair(&u, 0, r->repair_buf, r->repair_cap, NULL, &e);
        if (n < 0)
            return 0;                   /* the command's writer says why */
        if ((size_t)n < r->repair_cap)
            break;
        grow(&r->repair_buf, &r->repair_cap, (size_t)n + 1);
    }
    r->repaired = u.tolerated;
    if (!r->json) {                     /* what it changed, on stderr */
        report_where(r, *s, *len, lineno);
        err_write("repaired (", 10);
        tolerated_names(u.tolerated, err_write, ", ", 0);
        err_write(")\n", 2);
    }
    *s = r->repair_buf;
    *len = (size_t)n;
    return 1;
}

void json_repaired(const struct run *r)
{
    if (!(r->flags & LLURI_LENIENT))
        return;
    OUT_LIT(",\"repaired\":[");
    tolerated_names(r->repaired, out, ",", 1);
    out_char(']');
}

/* resolve, normalize, relativize: one URI in, one URI out. The JSON keys
 * by command: {"base","ref","target"}, {"uri","normalized"},
 * {"base","target","relative"}. */
void handle_uri_writer(struct run *r, const char *s, size_t len,
                       unsigned long long lineno)
{
    const char *name = r->cmd->name;
    char stack[STACK_OUT], *res = stack;
    lluri u;
    lluri_error e = { LLURI_OK, 0 };
    struct job j = { NULL, NULL, NULL, NULL, 0, r->wflags, 0, &e };
    const char *k_base = "base", *k_in, *k_out;
    ptrdiff_t n;

    (void)lineno;
    if (r->pairs) {
        handle_pair(r, s, len);
        return;
    }
    if (strcmp(name, "resolve") == 0) {
        j.write = write_resolve, k_in = "ref", k_out = "target";
    } else if (strcmp(name, "normalize") == 0) {
        j.write = write_normalize, k_base = NULL, k_in = "uri", k_out = "normalized";
        j.flags = (r->norm_steps ? r->norm_steps : LLURI_NORM_ALL) | r->norm_drop;
    } else {
        j.write = write_relativize, k_in = "target", k_out = "relative";
    }
    n = lluri_parse(&u, s, len, r->flags, &e);
    if (n >= 0) {
        if (k_base == NULL) {
            j.a = &u;
        } else {
            j.a = &r->base;
            j.b = &u;
        }
        n = write_sized(&j, stack, sizeof stack, &res);
    }
    if (r->json) {
        if (k_base != NULL)
            json_member(1, k_base, r->base_text, r->base_len);
        json_member(k_base == NULL, k_in, r->input, r->input_len);   /* before the edits */
        json_repaired(r);
    }
    if (n < 0) {
        r->any_invalid = 1;
        out_failure(r, (int)n, e.offset);
    } else {
        out_result(r, k_out, res, (size_t)n);
    }
    release(res, stack);
}

/* encode, decode, iri-to-uri, uri-to-iri: one string in, one out. The
 * JSON keys by command: {"input","encoded"}, {"input","decoded"},
 * {"iri","uri"}, {"uri","iri"}. */
void handle_text_writer(struct run *r, const char *s, size_t len,
                        unsigned long long lineno)
{
    static const struct {
        const char *name, *k_in, *k_out;
        ptrdiff_t (*write)(const struct job *j, char *out, size_t cap);
    } by_name[] = {
        { "encode",     "input", "encoded", write_encode },
        { "decode",     "input", "decoded", write_decode },
        { "iri-to-uri", "iri",   "uri",     write_iri_to_uri },
        { "uri-to-iri", "uri",   "iri",     write_uri_to_iri },
    };
    size_t w = 0;
    char stack[STACK_OUT], *res = stack;
    lluri_error e = { LLURI_OK, 0 };
    struct job j = { NULL, NULL, NULL, s, len, r->wflags, r->component, &e };
    ptrdiff_t n;

    (void)lineno;
    while (w + 1 < sizeof by_name / sizeof by_name[0]
           && strcmp(r->cmd->name, by_name[w].name) != 0)
        w++;
    j.write = by_name[w].write;
    if (j.write == write_iri_to_uri || j.write == write_uri_to_iri)
        j.flags = r->flags;     /* the start rule, --zone-id */
    n = write_sized(&j, stack, sizeof stack, &res);
    if (r->json)
        json_member(1, by_name[w].k_in, s, len);
    if (n < 0) {
        r->any_invalid = 1;
        out_failure(r, (int)n, e.offset);
    } else if (j.write == write_decode && !r->json) {
        out_pct_controls(res, (size_t)n);   /* one input, one line */
        out_char('\n');
    } else {
        out_result(r, by_name[w].k_out, res, (size_t)n);
    }
    release(res, stack);
}

/* Write src[sp] form-decoded: as a JSON string, or as text with its
 * control bytes %XX (a TAB or LF would split KEY<TAB>VALUE or the line). */
static void out_decoded(const struct run *r, const char *src, lluri_span sp)
{
    char stack[STACK_OUT], *res = stack;
    lluri_error e = { LLURI_OK, 0 };
    struct job j = { write_decode, NULL, NULL, src + sp.off, sp.len,
                     LLURI_PCT_FORM, 0, &e };
    ptrdiff_t n = write_sized(&j, stack, sizeof stack, &res);

    if (n < 0) { /* a valid query holds only valid %XX: keep the raw text */
        if (r->json)
            json_string(src + sp.off, sp.len);
        else
            out(src + sp.off, sp.len);
        return;
    }
    if (r->json)
        json_string(res, (size_t)n);
    else
        out_pct_controls(res, (size_t)n);
    release(res, stack);
}

/* query: each pair decoded as a form, KEY<TAB>VALUE (KEY alone without
 * "=") a line each; with --json one object per input,
 * {"uri":...,"valid":true,"pairs":[{"key":...,"value":...|null},...]}. */
void handle_query(struct run *r, const char *s, size_t len,
                  unsigned long long lineno)
{
    lluri u;
    lluri_error e = { LLURI_OK, 0 };
    lluri_query_iter it;
    lluri_query_pair p;
    int rc = lluri_parse(&u, s, len, r->flags, &e), first = 1;

    (void)lineno;
    if (r->json)
        json_member(1, "uri", s, len);
    if (rc < 0) {
        r->any_invalid = 1;
        out_failure(r, rc, e.offset);
        return;
    }
    if (r->json)
        OUT_LIT(",\"valid\":true,\"pairs\":[");
    lluri_query_begin(&it, &u, r->wflags);
    while (lluri_query_next(&it, &p) == 1) {
        check_span(&u, p.key, len);
        check_span(&u, p.value, len);
        if (r->json) {
            if (!first)
                out_char(',');
            OUT_LIT("{\"key\":");
            out_decoded(r, s, p.key);
            OUT_LIT(",\"value\":");
            if (p.has_value)
                out_decoded(r, s, p.value);
            else
                OUT_LIT("null");
            out_char('}');
        } else {
            out_decoded(r, s, p.key);
            if (p.has_value) {
                out_char('\t');
                out_decoded(r, s, p.value);
            }
            out_char('\n');
        }
        first = 0;
    }
    if (r->json)
        OUT_LIT("]}\n");
}
