/* SPDX-License-Identifier: MIT */
/* fuzz_request — RFC 9112 request lines and request targets
 * (lluri_request_parser_init/_execute, lluri_parse_request_target).
 *
 * Control byte: bits 0-3 where the text is cut for a first, incremental
 * call (a 16th of its length each), bit 4 LLURI_ZONE_ID, bits 5-7 a target
 * length limit (0: none, else 2^(bits) bytes).
 *
 * Invariants: the line read whole and read in two pieces and byte by byte
 * give the same answer (length, code and offset, every span); an error
 * offset and the length consumed lie inside the text; on success the
 * method, the target and the version lie inside the line, in order, with
 * one SP between them, the version is "HTTP/" DIGIT "." DIGIT and the line
 * ends in LF; the target read on its own with lluri_parse_request_target
 * gives the same form and spans, its spans inside it; the grammar's
 * request-line rule accepts the line without its end; a target longer than
 * the limit is refused; without a limit or zone ids, a second recognizer
 * written from the ABNF (rfc9112_ref.h) takes the same lines, with the
 * same length, spans and form.
 */
#define FUZZ_NAME request
#include "fuzz.h"
#include "rfc9112_ref.h"

/* A second reading, from the ABNF (rfc9112_ref.h): a line without zone
 * ids or a length limit is taken by both or by neither, with the same
 * length, spans and form. */
static void request_ref(const char *s, size_t n, ptrdiff_t ra, const lluri_request_line *a)
{
    size_t span[6];
    int form = REF_NONE;
    size_t want = ref_request_line(s, n, span, &form);
    const int forms[] = { REF_NONE, REF_ORIGIN, REF_ABSOLUTE, REF_AUTHORITY, REF_ASTERISK };

    /* the method limit (LLURI_MAX_METHOD bytes by default), which the ABNF
     * does not have */
    if (ra == LLURI_ETOOLONG && want > 0 && span[1] > LLURI_MAX_METHOD)
        return;
    if (ra > 0 ? (size_t)ra != want : want != 0) {
        fz_show("line", s, n);
        FZ_CHECK(0, "lluri %td, the ABNF %zu", ra, want);
    }
    if (ra > 0)
        FZ_CHECK(a->method.off == span[0] && a->method.len == span[1]
                     && a->target.off == span[2] && a->target.len == span[3]
                     && a->version.off == span[4] && a->version.len == span[5]
                     && (unsigned)a->form < 5 && forms[a->form] == form,
                 "spans or form differ from the ABNF's");
}

static ptrdiff_t read_line(const char *s, size_t n, size_t cut, int bytewise, size_t max,
                           unsigned flags, lluri_request_line *line, lluri_error *e)
{
    lluri_request_parser p;
    ptrdiff_t r;
    FZ_CHECK(lluri_request_parser_init(&p, 0, max, flags) == 0, "init");
    if (bytewise) {
        for (size_t k = 0; k < n; k++)
            if ((r = lluri_request_parser_execute(&p, s, k, line, e)) != 0)
                return r;
    } else if ((r = lluri_request_parser_execute(&p, s, cut, line, e)) != 0) {
        return r;
    }
    return lluri_request_parser_execute(&p, s, n, line, e);
}

FUZZ_ENTRY(data, size)
{
    fz_input in = fz_split_ctl(data, size);
    unsigned flags = (in.ctl & 16u) ? LLURI_ZONE_ID : 0u;
    size_t max = (in.ctl >> 5) ? (size_t)1 << (in.ctl >> 5) : 0;
    size_t cut = in.len * (in.ctl & 15u) / 15;
    lluri_request_line a, b, c;
    lluri_error ea, eb, ec;
    ptrdiff_t ra, rb, rc;

    if (in.len > FZ_MAX_IN)
        return 0;
    ra = read_line(in.text, in.len, in.len, 0, max, flags, &a, &ea);
    rb = read_line(in.text, in.len, cut, 0, max, flags, &b, &eb);
    rc = read_line(in.text, in.len, 0, 1, max, flags, &c, &ec);
    FZ_CHECK(ra == rb && ra == rc, "whole %td, cut at %zu %td, bytewise %td", ra, cut, rb, rc);
    FZ_CHECK(ra <= (ptrdiff_t)in.len, "consumed %td of %zu", ra, in.len);
    if (max == 0 && flags == 0)
        request_ref(in.text, in.len, ra, &a);
    if (ra < 0) {
        FZ_CHECK(ea.code == ra && ea.offset <= in.len, "error %d at %zu", ea.code, ea.offset);
        FZ_CHECK(eb.offset == ea.offset && ec.offset == ea.offset, "offsets %zu %zu %zu",
                 ea.offset, eb.offset, ec.offset);
        return 0;
    }
    if (ra == 0)
        return 0;
    {
        /* finish over the line read whole: the same line */
        lluri_request_parser p;
        lluri_request_line d;
        FZ_CHECK(lluri_request_parser_init(&p, 0, max, flags) == 0
                 && lluri_request_parser_finish(&p, in.text, (size_t)ra, &d, NULL) == ra
                 && memcmp(&d.target, &a.target, sizeof d.target) == 0 && d.form == a.form,
                 "finish differs");
    }
    FZ_CHECK(memcmp(&a.method, &b.method, sizeof a.method) == 0
             && memcmp(&a.target, &c.target, sizeof a.target) == 0 && a.form == b.form
             && a.form == c.form && a._uri.present == c._uri.present, "pieces differ");
    FZ_CHECK(a.method.off == 0 && a.method.len > 0 && in.text[a.method.len] == ' '
             && a.target.off == a.method.len + 1 && a.target.len > 0
             && in.text[a.target.off + a.target.len] == ' '
             && a.version.off == a.target.off + a.target.len + 1 && a.version.len == 8
             && memcmp(in.text + a.version.off, "HTTP/", 5) == 0
             && in.text[ra - 1] == '\n', "layout");
    FZ_CHECK(max == 0 || a.target.len <= max, "target of %u over the limit %zu", a.target.len, max);
    FZ_CHECK(lluri_match(LLURI_RULE_RFC9112_REQUEST_LINE, in.text,
                         a.version.off + a.version.len, flags, NULL) == 0,
             "request-line rule refuses the line");
    {
        lluri t;
        enum lluri_target_form f;
        FZ_CHECK(lluri_parse_request_target(&t, &f, in.text, a.method.len,
                                            in.text + a.target.off, a.target.len, 0, flags,
                                            NULL) == 0 && f == a.form,
                 "the target alone");
        lluri u;
        FZ_CHECK(lluri_request_line_uri(&a, in.text, &u) == 0
                 && u.src == in.text + a.target.off && u.len == a.target.len,
                 "the line's target");
        FZ_CHECK(memcmp(&t.path, &u.path, sizeof t.path) == 0
                 && memcmp(&t.host, &u.host, sizeof t.host) == 0
                 && t.present == u.present, "the target alone: other spans");
        {
            const lluri_span sp[] = { t.scheme, t.userinfo, t.host, t.port, t.path, t.query };
            for (size_t i = 0; i < sizeof sp / sizeof sp[0]; i++)
                FZ_CHECK(sp[i].off <= t.len && sp[i].len <= t.len - sp[i].off,
                         "span %zu outside the target", i);
        }
    }
    return 0;
}
