/* SPDX-License-Identifier: MIT */
/* fuzz_parse — lluri_parse() and the incremental parser.
 *
 * Control byte: bits 0-1 the start rule (LLURI_START_REFERENCE, _URI, _ABSOLUTE,
 * _RELATIVE), bit 2 LLURI_ZONE_ID, bit 3 an unknown flag bit (then the
 * parse must fail with LLURI_EFLAGS), bits 4-7 where the incremental parse
 * splits the input ((ctl >> 4) / 15 of its length). The rest is the URI.
 *
 * Invariants: on success, fz_check_uri() (spans inside and in order, the
 * spans and delimiters give the input back, each component matches its
 * rule, recompose gives the input); the start rules agree with each other
 * (a URI-reference with a scheme is a URI, and an absolute-URI when it has
 * no fragment; without one it is a relative-ref; the same spans each
 * time); lluri_match() of the start rule's ABNF rule (a second machine,
 * src/parse/rules.rl) accepts exactly the same inputs; LLURI_ZONE_ID only adds
 * inputs; on failure a known parse code,
 * an offset within the input, *err equal to the return, *u zeroed but for
 * src, and with LLURI_PARTIAL the same error and either the parse of a
 * non-empty prefix no longer than the error's offset (LLURI_HAS_PARTIAL)
 * or *u zeroed; the incremental parser, fed in two pieces or byte by byte, gives
 * exactly what the one-shot parse does, and fails no later than at the
 * first byte that no valid continuation takes.
 */
#define FUZZ_NAME parse
#include "fuzz.h"
#include "lluri/idn.h"

static void parse_incremental(const char *s, size_t n, unsigned flags, size_t split,
                              int want, const lluri *wu, const lluri_error *we)
{
    lluri_parser ps;
    lluri        u;
    lluri_error  e;
    int          r, r1 = 0;
    size_t       i;

    /* in two pieces */
    lluri_parser_init(&ps, flags);
    r1 = lluri_parser_execute(&ps, s, split, &e);
    if (r1 < 0)
        FZ_CHECK(r1 == want && e.offset == we->offset,
                 "execute(0..%zu) fails %s at %zu; the one-shot parse: %s at %zu", split,
                 lluri_errname(r1), e.offset, lluri_errname(want), we->offset);
    r = lluri_parser_finish(&ps, &u, s, n, &e);
    FZ_CHECK(r == want, "split at %zu: %s, one-shot: %s", split, lluri_errname(r),
             lluri_errname(want));
    if (r == 0)
        FZ_CHECK(fz_same_uri(&u, wu), "split at %zu: other spans", split);
    else
        FZ_CHECK(e.offset == we->offset, "split at %zu: offset %zu, one-shot %zu", split,
                 e.offset, we->offset);

    /* byte by byte, for short inputs */
    if (n > 256)
        return;
    lluri_parser_init(&ps, flags);
    for (i = 0; i <= n; i++) {
        r1 = lluri_parser_execute(&ps, s, i, &e);
        if (r1 < 0) {
            FZ_CHECK(r1 == want && e.offset == we->offset,
                     "byte by byte: execute(0..%zu) fails %s at %zu; one-shot %s at %zu", i,
                     lluri_errname(r1), e.offset, lluri_errname(want), we->offset);
            FZ_CHECK(i > 0 && e.offset < i, "execute(0..%zu) blames byte %zu", i, e.offset);
            break;
        }
    }
    r = lluri_parser_finish(&ps, &u, s, n, &e);
    FZ_CHECK(r == want, "byte by byte: %s, one-shot: %s", lluri_errname(r), lluri_errname(want));
    if (r == 0)
        FZ_CHECK(fz_same_uri(&u, wu), "byte by byte: other spans");
    else
        FZ_CHECK(e.offset == we->offset, "byte by byte: offset %zu, one-shot %zu", e.offset,
                 we->offset);
}

static int parse_code_ok(int r)
{
    switch (r) {
    case LLURI_ESYNTAX: case LLURI_ESCHEME: case LLURI_ENOSCHEME: case LLURI_ESCHEMEREL:
    case LLURI_EUSERINFO: case LLURI_EHOST: case LLURI_EIPLITERAL: case LLURI_EPORT:
    case LLURI_EPATH: case LLURI_EQUERY: case LLURI_EFRAGMENT: case LLURI_ENOFRAGMENT:
    case LLURI_EPCT:
        return 1;
    default:
        return 0;
    }
}

/* Whether s[0 .. n) holds a byte >= 0x80. */
static int has_high(const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if ((unsigned char)s[i] >= 0x80)
            return 1;
    return 0;
}

/* Every present span of u inside [0, len). */
static int spans_inside(const lluri *u, size_t len)
{
    const lluri_span sp[] = { u->scheme, u->userinfo, u->host, u->port, u->path,
                              u->query, u->fragment };
    for (size_t i = 0; i < sizeof sp / sizeof sp[0]; i++)
        if ((size_t)sp[i].off + sp[i].len > len)
            return 0;
    return 1;
}

/* A writer's whole output, from malloc(): it is sized first (cap 0). */
typedef ptrdiff_t conv_fn(const char *, size_t, unsigned, char *, size_t, lluri *,
                          lluri_error *);
static char *convert(conv_fn *f, const char *s, size_t n, unsigned flags, ptrdiff_t *len,
                     lluri *result)
{
    char *out;
    *len = f(s, n, flags, NULL, 0, NULL, NULL);
    if (*len < 0)
        return NULL;
    out = malloc((size_t)*len + 1);
    FZ_CHECK(out != NULL, "out of memory");
    FZ_CHECK(f(s, n, flags, out, (size_t)*len + 1, result, NULL) == *len,
             "a second call gives another length");
    return out;
}

/* RFC 3987 3.1: the URI form of a valid IRI is a valid RFC 3986 URI, all
 * ASCII; 3.2 and 3.1 again give the same URI but for what 3.2 decodes
 * (unreserved ASCII) and case (%xx, "xn--"): equivalent under
 * LLURI_NORM_CASE | LLURI_NORM_PCT. (A host with non-ASCII or "%" is left
 * out of the round trip: "B%C3%BCcher" shows as "Bücher", whose A-label
 * "xn--bcher-kva" is the same name, not the same text.) */
static void check_iri_round_trip(const fz_input *in, unsigned flags, const lluri *iu)
{
    const unsigned conv = flags & (LLURI_START_MASK | LLURI_ZONE_ID);
    ptrdiff_t n, m, k;
    lluri pu, pa;
    char *uri = convert(lluri_iri_to_uri, in->text, in->len, conv, &n, &pu), *iri, *again;

    if (uri == NULL) {
        FZ_CHECK(n == LLURI_EIDN || n == LLURI_EHOST || n == LLURI_EPCT || n == LLURI_ETOOLONG
                     || n == LLURI_ENOTSUP,
                 "IRI to URI of a valid IRI: %s", lluri_errname((int)n));
        return;
    }
    FZ_CHECK(pu.src == uri && lluri_parse(&pa, uri, (size_t)n, conv, NULL) == 0,
             "IRI to URI: not a URI: %.*s", (int)n, uri);
    FZ_CHECK(!has_high(uri, (size_t)n), "IRI to URI: a byte >= 0x80 left");
    if (!(iu->present & LLURI_HAS_AUTHORITY)
        || (!has_high(iu->src + iu->host.off, iu->host.len)
            && memchr(iu->src + iu->host.off, '%', iu->host.len) == NULL)) {
        iri = convert(lluri_uri_to_iri, uri, (size_t)n, conv, &m, NULL);
        FZ_CHECK(iri != NULL, "URI to IRI of an IRI's URI: %s", lluri_errname((int)m));
        again = convert(lluri_iri_to_uri, iri, (size_t)m, conv, &k, &pa);
        FZ_CHECK(again != NULL, "IRI to URI of it again: %s", lluri_errname((int)k));
        FZ_CHECK(lluri_equivalent(&pu, &pa, LLURI_NORM_CASE | LLURI_NORM_PCT, NULL) == 1,
                 "IRI -> URI -> IRI -> URI: %.*s, then %.*s", (int)n, uri, (int)k, again);
        free(iri);
        free(again);
    }
    free(uri);
}

/* LLURI_IRI (RFC 3987) only adds inputs, all of them with non-ASCII; the
 * IRI machine (iri.rl) and the IRI rules accept the same inputs; the one-
 * shot and incremental parses agree. */
static void check_iri(const fz_input *in, unsigned flags, unsigned start, int r,
                      const lluri *u)
{
    static const int start_rule[LLURI_START_MASK + 1] = {
        [LLURI_START_REFERENCE] = LLURI_RULE_IRI_REFERENCE, [LLURI_START_URI] = LLURI_RULE_IRI,
        [LLURI_START_ABSOLUTE] = LLURI_RULE_ABSOLUTE_IRI,
        [LLURI_START_RELATIVE] = LLURI_RULE_IRELATIVE_REF };
    lluri iu;
    lluri_error ie, f;
    int ri = lluri_parse(&iu, in->text, in->len, flags | LLURI_IRI, &ie);

    FZ_CHECK(ie.code == ri && (ri == 0 || ie.offset <= in->len), "IRI: %s at %zu",
             lluri_errname(ri), ie.offset);
    if (r == 0)
        FZ_CHECK(ri == 0 && fz_same_uri(u, &iu), "a valid URI, not the same IRI (%s)",
                 lluri_errname(ri));
    if (ri == 0) {
        FZ_CHECK(spans_inside(&iu, in->len), "IRI span outside the input");
        FZ_CHECK(r == 0 || (iu.present & LLURI_HAS_NON_ASCII),
                 "an ASCII IRI that is no URI (%s)", lluri_errname(r));
    }
    if (!(flags & LLURI_ZONE_ID)) {
        int m = lluri_match(start_rule[start], in->text, in->len, 0, &f);
        FZ_CHECK((m == 0) == (ri == 0), "IRI parse %s, lluri_match(%s) %s", lluri_errname(ri),
                 lluri_rule_name(start_rule[start]), lluri_errname(m));
    }
    parse_incremental(in->text, in->len, flags | LLURI_IRI, in->len / 2, ri, &iu, &ie);
    if (ri == 0)
        check_iri_round_trip(in, flags, &iu);
}

/* LLURI_LENIENT: a valid input gets its strict parse and tolerates
 * nothing; an invalid one is refused, or read with some bit set, its
 * spans inside the input and the strict verdict in *err. */
static void check_lenient(const fz_input *in, unsigned flags, int r, const lluri *u,
                          const lluri_error *e)
{
    lluri lu;
    lluri_error le;
    int rl = lluri_parse(&lu, in->text, in->len, flags | LLURI_LENIENT, &le);

    if (r == 0) {
        FZ_CHECK(rl == 0 && lu.tolerated == 0 && fz_same_uri(u, &lu) && le.code == 0,
                 "lenient parse of a valid input: %s, tolerated %#x", lluri_errname(rl),
                 lu.tolerated);
    } else if (rl == 0) {
        FZ_CHECK(lu.tolerated != 0, "lenient success tolerating nothing, strict %s",
                 lluri_errname(r));
        FZ_CHECK(le.code == r && le.offset == e->offset, "strict verdict %s at %zu, want %s at %zu",
                 lluri_errname(le.code), le.offset, lluri_errname(r), e->offset);
        FZ_CHECK(spans_inside(&lu, in->len), "lenient span outside the input");
        FZ_CHECK(!(lu.present & LLURI_HAS_AUTHORITY) || lu.host.off + lu.host.len <= lu.path.off,
                 "lenient host after the path");
    } else {
        FZ_CHECK(parse_code_ok(rl) && le.code == rl && le.offset <= in->len,
                 "lenient refusal %s at %zu", lluri_errname(rl), le.offset);
    }
}

FUZZ_ENTRY(data, size)
{
    fz_input    in = fz_split_ctl(data, size);
    /* ctl bits 0-1: the start rule; bit 2: LLURI_ZONE_ID; bit 3: bad
     * flags instead; bits 4-7: where the incremental parse splits */
    static const unsigned starts[4] = { LLURI_START_REFERENCE, LLURI_START_URI,
                                        LLURI_START_ABSOLUTE, LLURI_START_RELATIVE };
    unsigned    start = starts[in.ctl & 3];
    unsigned    flags = start | ((in.ctl & 4) ? LLURI_ZONE_ID : 0u);
    size_t      split = in.len * (in.ctl >> 4) / 15;
    lluri       u, v;
    lluri_error e, f;
    int         r, rv;

    if (in.len > FZ_MAX_IN)
        return 0;
    if (in.ctl & 8) {
        /* a bit that is not lluri_parse's (one of another function), or
         * two start rules at once */
        static const unsigned bad[] = { LLURI_NORM_CASE, LLURI_RESOLVE_COMPAT, 1u << 31,
                                        LLURI_START_URI | LLURI_START_RELATIVE };
        r = lluri_parse(&u, in.text, in.len, flags | bad[(in.ctl >> 4) & 3], &e);
        FZ_CHECK(r == LLURI_EFLAGS && e.code == r, "unknown flag bit: %s", lluri_errname(r));
        return 0;
    }
    memset(&e, 0x5a, sizeof e);
    memset(&u, 0x5a, sizeof u);
    r = lluri_parse(&u, in.text, in.len, flags, &e);
    FZ_CHECK(e.code == r, "err.code %d, returned %d", e.code, r);
    if (r != 0) {
        lluri z;
        FZ_CHECK(parse_code_ok(r), "unexpected code %s", lluri_errname(r));
        FZ_CHECK(e.offset <= in.len, "error offset %zu past the input (%zu)", e.offset, in.len);
        memset(&z, 0, sizeof z);
        z.src = in.text;
        FZ_CHECK(memcmp(&z, &u, sizeof z) == 0 || (u.src == in.text && u.len == 0 && u.present == 0 &&
                                                   u.host_kind == 0),
                 "*u not zeroed on error");
        /* LLURI_PARTIAL: the same error; a non-empty prefix no longer than
         * the error's offset, whose own parse *u is, or nothing */
        rv = lluri_parse(&v, in.text, in.len, flags | LLURI_PARTIAL, &f);
        FZ_CHECK(rv == r && f.offset == e.offset, "LLURI_PARTIAL changes the error: %s at %zu",
                 lluri_errname(rv), f.offset);
        if (v.present & LLURI_HAS_PARTIAL) {
            lluri w;
            FZ_CHECK(v.len > 0 && v.len <= e.offset, "partial prefix %u bytes, error at %zu",
                     v.len, e.offset);
            FZ_CHECK(lluri_parse(&w, in.text, v.len, flags, NULL) == 0, "the partial prefix does not parse");
            w.present |= LLURI_HAS_PARTIAL;
            FZ_CHECK(memcmp(&w, &v, sizeof w) == 0, "the partial result is not its prefix's parse");
        } else {
            FZ_CHECK(memcmp(&z, &v, sizeof z) == 0, "no partial result, but *u not zeroed");
        }
    } else {
        FZ_CHECK(e.offset == 0, "success with offset %zu", e.offset);
        fz_check_uri(&u, in.text, in.len, flags);
    }
    parse_incremental(in.text, in.len, flags, split, r, &u, &e);

    /* the start rules agree */
    rv = lluri_parse(&v, in.text, in.len, LLURI_START_REFERENCE | (flags & LLURI_ZONE_ID), &f);
    if (r == 0)
        FZ_CHECK(rv == 0 && fz_same_uri(&u, &v), "valid as start rule %u, not the same as a URI-reference", start);
    if (rv == 0 && start != LLURI_START_REFERENCE) {
        int want_ok = (v.present & LLURI_HAS_SCHEME)
                          ? (start == LLURI_START_URI || !(v.present & LLURI_HAS_FRAGMENT)) &&
                                start != LLURI_START_RELATIVE
                          : start == LLURI_START_RELATIVE;
        FZ_CHECK((r == 0) == want_ok, "URI-reference %s, start rule %u gives %s", "valid", start,
                 lluri_errname(r));
    }
    /* the parser (src/parse/parse.rl) and the rule matcher (src/parse/rules.rl) are two
     * machines from the same grammar: they accept the same inputs */
    if (!(flags & LLURI_ZONE_ID)) {
        static const int start_rule[LLURI_START_MASK + 1] = {
            [LLURI_START_REFERENCE] = LLURI_RULE_URI_REFERENCE, [LLURI_START_URI] = LLURI_RULE_URI,
            [LLURI_START_ABSOLUTE] = LLURI_RULE_ABSOLUTE_URI, [LLURI_START_RELATIVE] = LLURI_RULE_RELATIVE_REF };
        int m = lluri_match(start_rule[start], in.text, in.len, 0, &f);
        FZ_CHECK((m == 0) == (r == 0), "lluri_parse %s, lluri_match(%s) %s", lluri_errname(r),
                 lluri_rule_name(start_rule[start]), lluri_errname(m));
        /* lluri.h: the error names a byte no later than the one where no
         * parse could go on, which is where the matcher stops */
        if (r != 0)
            FZ_CHECK(e.offset <= f.offset, "error at %zu, after the matcher's stop %zu", e.offset, f.offset);
    }
    /* LLURI_ZONE_ID only adds inputs */
    if (r == 0 && !(flags & LLURI_ZONE_ID)) {
        rv = lluri_parse(&v, in.text, in.len, flags | LLURI_ZONE_ID, &f);
        FZ_CHECK(rv == 0 && fz_same_uri(&u, &v), "valid without LLURI_ZONE_ID, not with it (%s)",
                 lluri_errname(rv));
    }
    check_iri(&in, flags, start, r, &u);
    check_lenient(&in, flags, r, &u, &e);
    return 0;
}
