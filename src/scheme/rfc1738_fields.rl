/* SPDX-License-Identifier: MIT */
/* rfc1738_fields.rl — the RFC 1738 §5 scheme grammars (grammar/rfc1738.rl)
 * at work: lluri__scheme_rfc1738() checks a URL against its scheme's
 * machine and cuts it into fields. Every BNF rule on its own entry point
 * (lluri_match with the numbers of lluri/scheme.h, for the diagnosis below
 * and the per-rule tests) is in rfc1738_rules.rl.
 *
 * How it works. The URL (without a fragment: RFC 1738's appendix puts a
 * "#fragment" after the URL, not in it) runs through its scheme's machine,
 * which only recognizes. Then cut() splits the text into regions at the
 * scheme's delimiters — the fields of the scheme's struct, and the literals
 * between them ("/", ";type=") that are not plain one-byte delimiters —
 * the way RFC 3986 Appendix B splits a URI: first "@" in the login, first
 * ":" after it, first "/" after the login, first ";" in an ftp path, first
 * "?" in an http path, first "%09" after a gopher selector... Each field's
 * rule excludes its delimiter (grammar/rfc1738.rl says why for each), so
 * for a URL in the language this cut is the only parse, and the regions
 * are its fields.
 *
 * On a failure the same cut names the field at fault (as src/parse/diagnose.c does
 * for RFC 3986): the regions that start at or before the byte the machine
 * could not take are matched, in order, each against its own rule; the
 * first that fails gives the code and the offset of its first offending
 * byte ("ftp://a_b/": the "_" at 7 of a host, though the machine, reading
 * "a_b" as a possible user name, stopped only at the "/"). This work is
 * done on the error path only. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include "scheme/scheme.h"
#include "parse/classes.h"
#include "parse/machine.h"

/* The grammar's run hooks (parse/machine.h), with RFC 1738's byte classes. */
#define RUN(self_loop, cls) LLURI_RUN(self_loop, lluri__rfc1738_class, cls)

%%{
machine lluri_rfc1738;

action hseg_run  { RUN(fcurs == ftargs, LLURI__C1738_HSEG); }
action fseg_run  { RUN(fcurs == ftargs, LLURI__C1738_FSEG); }
action uchar_run { RUN(fcurs == ftargs, LLURI__C1738_UCHAR); }
action xchar_run { RUN(fcurs == ftargs, LLURI__C1738_XCHAR); }

include rfc1738 "rfc1738.rl";

# The URL-level rules the cut runs (each rule on its own entry point, for
# lluri_match() and the diagnosis, is in rfc1738_rules.rl).
r_RFC1738_FTPURL               := ftpurl;
r_RFC1738_FILEURL              := fileurl;
r_RFC1738_HTTPURL              := httpurl;
r_RFC1738_HTTPSURL             := httpsurl;
r_RFC1738_GOPHERURL            := gopherurl;
r_RFC1738_MAILTOURL            := mailtourl;
r_RFC1738_NEWSURL              := newsurl;
r_RFC1738_NNTPURL              := nntpurl;
r_RFC1738_TELNETURL            := telneturl;
r_RFC1738_WAISURL              := waisurl;
r_RFC1738_PROSPEROURL          := prosperourl;

}%%

%% write data;

/* The entry state of a URL-level rule (a public number, from 100), or -1
 * for another rule. */
static int url_entry(int rule)
{
    switch (rule) {
#define URL(name) case LLURI_RULE_##name: return lluri_rfc1738_en_r_##name;
    URL(RFC1738_FTPURL) URL(RFC1738_FILEURL) URL(RFC1738_HTTPURL) URL(RFC1738_HTTPSURL)
    URL(RFC1738_GOPHERURL) URL(RFC1738_MAILTOURL) URL(RFC1738_NEWSURL)
    URL(RFC1738_NNTPURL) URL(RFC1738_TELNETURL) URL(RFC1738_WAISURL)
    URL(RFC1738_PROSPEROURL)
#undef URL
    }
    return -1;
}

int lluri__rfc1738_url_match(int rule, const char *s, size_t len, size_t *fail)
{
    const char *buf = s ? s : "";
    const char *p = buf, *pe = buf + len, *eof = pe;
    int cs = url_entry(rule);

    if (cs < 0)
        return -1;
    (void)eof;
    %% write exec;

    if (cs == lluri_rfc1738_error) {
        *fail = (size_t)(p - buf);
        return 0;
    }
    if (cs < lluri_rfc1738_first_final) {
        *fail = len;
        return 0;
    }
    return 1;
}

/* ---- The cut ---------------------------------------------------------------- */

/* The rule of a region that must be empty (the cut's literal tails). */
#define RULE_EMPTY (-1)

/* The index of a field in lluri_scheme_parts.field[]. */
#define F(member)                                                            \
    ((int)((offsetof(lluri_scheme_parts, member)                           \
            - offsetof(lluri_scheme_parts, field)) / sizeof(lluri_span)))

/* A region of the URL: a field (field >= 0) or a literal (lit != NULL),
 * [start, end), checked against `rule` (or `lit`); `code` when it fails. */
typedef struct {
    int field;
    const char *lit;
    int rule;
    int code;
    size_t start, end;
} region;

#define MAX_REGIONS 12

typedef struct {
    const char *s;
    size_t n;
    region r[MAX_REGIONS];
    int count;
} cut_t;

static void add(cut_t *c, int field, int rule, int code, size_t start,
                size_t end)
{
    region *g = &c->r[c->count++];
    g->field = field;
    g->lit = NULL;
    g->rule = rule;
    g->code = code;
    g->start = start;
    g->end = end;
}

/* A literal expected at `at` (it may be cut short by the end of input). */
static void add_lit(cut_t *c, const char *lit, int code, size_t at)
{
    size_t end = at + strlen(lit);
    add(c, -1, RULE_EMPTY, code, at, end < c->n ? end : c->n);
    c->r[c->count - 1].lit = lit;
}

/* First offset in [from, c->n) holding byte ch, or c->n. */
static size_t find(const cut_t *c, size_t from, char ch)
{
    const char *hit = from < c->n ? memchr(c->s + from, ch, c->n - from) : NULL;
    return hit ? (size_t)(hit - c->s) : c->n;
}

/* First offset in [from, to) holding byte ch, or to. */
static size_t find_to(const cut_t *c, size_t from, size_t to, char ch)
{
    const char *hit = from < to ? memchr(c->s + from, ch, to - from) : NULL;
    return hit ? (size_t)(hit - c->s) : to;
}

/* First "%09" (an encoded tab) at or after from, or c->n. */
static size_t find_tab(const cut_t *c, size_t from)
{
    for (size_t i = from; i + 3 <= c->n; i++)
        if (c->s[i] == '%' && c->s[i + 1] == '0' && c->s[i + 2] == '9')
            return i;
    return c->n;
}

/* hostport = host [ ":" port ], over [a, e). */
static void cut_hostport(cut_t *c, size_t a, size_t e, int fhost, int fport)
{
    size_t colon = find_to(c, a, e, ':');
    add(c, fhost, LLURI_RULE_RFC1738_HOST, LLURI_EHOSTNAME, a, colon);
    if (colon < e)
        add(c, fport, LLURI_RULE_RFC1738_PORT, LLURI_EPORTNUM, colon + 1, e);
}

/* login = [ user [ ":" password ] "@" ] hostport, over [a, e). */
static void cut_login(cut_t *c, size_t a, size_t e, int fuser, int fpass,
                      int fhost, int fport)
{
    size_t at = find_to(c, a, e, '@');
    if (at < e) {
        size_t colon = find_to(c, a, at, ':');
        add(c, fuser, LLURI_RULE_RFC1738_USER, LLURI_EUSER, a, colon);
        if (colon < at)
            add(c, fpass, LLURI_RULE_RFC1738_PASSWORD, LLURI_EPASSWORD, colon + 1, at);
        a = at + 1;
    }
    cut_hostport(c, a, e, fhost, fport);
}

/* Split s[0..n) (scheme of length sl) into the regions of `kind`. For the
 * schemes with "//", the caller has checked that it is there. Returns the
 * main machine's entry for the kind. */
static int cut(cut_t *c, int kind, int https, size_t sl)
{
    size_t n = c->n;
    size_t a = sl + 3; /* after "scheme://" */
    size_t e = find(c, a, '/');
    size_t t, t2;

    c->count = 0;
    switch (kind) {
    case LLURI_SCHEME_FTP:
        /* ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]] */
        cut_login(c, a, e, F(ftp.user), F(ftp.password), F(ftp.host),
                  F(ftp.port));
        if (e < n) {
            t = find(c, e + 1, ';');
            add(c, F(ftp.path), LLURI_RULE_RFC1738_FPATH, LLURI_EFPATH, e + 1, t);
            if (t < n) {
                add_lit(c, ";type=", LLURI_EFTPTYPE, t);
                if (t + 6 <= n)
                    add(c, F(ftp.type), LLURI_RULE_RFC1738_FTPTYPE, LLURI_EFTPTYPE, t + 6, n);
            }
        }
        return LLURI_RULE_RFC1738_FTPURL;
    case LLURI_SCHEME_FILE:
        /* fileurl = "file://" [ host | "localhost" ] "/" fpath */
        if (e > a)
            add(c, F(file.host), LLURI_RULE_RFC1738_HOST, LLURI_EHOSTNAME, a, e);
        add_lit(c, "/", LLURI_ESCHEMESYNTAX, e);
        if (e < n)
            add(c, F(file.path), LLURI_RULE_RFC1738_FPATH, LLURI_EFPATH, e + 1, n);
        return LLURI_RULE_RFC1738_FILEURL;
    case LLURI_SCHEME_HTTP:
        /* httpurl = "http://" hostport [ "/" hpath [ "?" search ]] */
        cut_hostport(c, a, e, F(http.host), F(http.port));
        if (e < n) {
            t = find(c, e + 1, '?');
            add(c, F(http.path), LLURI_RULE_RFC1738_HPATH, LLURI_EHPATH, e + 1, t);
            if (t < n)
                add(c, F(http.search), LLURI_RULE_RFC1738_SEARCH, LLURI_ESEARCH, t + 1, n);
        }
        return https ? LLURI_RULE_RFC1738_HTTPSURL : LLURI_RULE_RFC1738_HTTPURL;
    case LLURI_SCHEME_GOPHER:
        /* gopherurl = "gopher://" hostport [ / [ gtype [ selector
         *             [ "%09" search [ "%09" gopher+_string ] ] ] ] ] */
        cut_hostport(c, a, e, F(gopher.host), F(gopher.port));
        if (e + 1 < n) {
            size_t g = e + 1;
            size_t glen = c->s[g] == '%' ? (n - g < 3 ? n - g : 3) : 1;
            add(c, F(gopher.gtype), LLURI_RULE_RFC1738_GTYPE, LLURI_EGTYPE, g, g + glen);
            t = find_tab(c, g + glen);
            add(c, F(gopher.selector), LLURI_RULE_RFC1738_GOPHER_SELECTOR, LLURI_ESELECTOR,
                g + glen, t);
            if (t < n) {
                t2 = find_tab(c, t + 3);
                add(c, F(gopher.search), LLURI_RULE_RFC1738_GOPHER_SEARCH, LLURI_ESEARCH,
                    t + 3, t2);
                if (t2 < n)
                    add(c, F(gopher.gopher_plus), LLURI_RULE_RFC1738_GOPHER_PLUS_STRING,
                        LLURI_EGOPHERPLUS, t2 + 3, n);
            }
        }
        return LLURI_RULE_RFC1738_GOPHERURL;
    case LLURI_SCHEME_MAILTO:
        /* mailtourl = "mailto:" encoded822addr */
        add(c, F(mailto.to), LLURI_RULE_RFC1738_ENCODED822ADDR, LLURI_EMAILTO, sl + 1, n);
        return LLURI_RULE_RFC1738_MAILTOURL;
    case LLURI_SCHEME_NEWS:
        /* newsurl = "news:" grouppart;  grouppart = "*" | group | article
         * (a group holds no "@", an article must) */
        if (n - (sl + 1) == 1 && c->s[sl + 1] == '*')
            add(c, F(news.group), LLURI_RULE_RFC1738_GROUPPART, LLURI_EGROUP, sl + 1, n);
        else if (find(c, sl + 1, '@') < n)
            add(c, F(news.article), LLURI_RULE_RFC1738_ARTICLE, LLURI_EARTICLE, sl + 1, n);
        else
            add(c, F(news.group), LLURI_RULE_RFC1738_GROUP, LLURI_EGROUP, sl + 1, n);
        return LLURI_RULE_RFC1738_NEWSURL;
    case LLURI_SCHEME_NNTP:
        /* nntpurl = "nntp://" hostport "/" group [ "/" digits ] */
        cut_hostport(c, a, e, F(nntp.host), F(nntp.port));
        add_lit(c, "/", LLURI_EGROUP, e);
        if (e < n) {
            t = find(c, e + 1, '/');
            add(c, F(nntp.group), LLURI_RULE_RFC1738_GROUP, LLURI_EGROUP, e + 1, t);
            if (t < n)
                add(c, F(nntp.article), LLURI_RULE_RFC1738_DIGITS, LLURI_EARTICLE, t + 1, n);
        }
        return LLURI_RULE_RFC1738_NNTPURL;
    case LLURI_SCHEME_TELNET:
        /* telneturl = "telnet://" login [ "/" ] */
        cut_login(c, a, e, F(telnet.user), F(telnet.password),
                  F(telnet.host), F(telnet.port));
        if (e < n)
            add(c, -1, RULE_EMPTY, LLURI_ESCHEMESYNTAX, e + 1, n);
        return LLURI_RULE_RFC1738_TELNETURL;
    case LLURI_SCHEME_WAIS:
        /* waisdatabase = "wais://" hostport "/" database
         * waisindex    = "wais://" hostport "/" database "?" search
         * waisdoc      = "wais://" hostport "/" database "/" wtype "/" wpath */
        cut_hostport(c, a, e, F(wais.host), F(wais.port));
        add_lit(c, "/", LLURI_EWAIS, e);
        if (e < n) {
            size_t q = find(c, e + 1, '?');
            t = find(c, e + 1, '/');
            if (q < t) {
                add(c, F(wais.database), LLURI_RULE_RFC1738_DATABASE, LLURI_EWAIS, e + 1, q);
                add(c, F(wais.search), LLURI_RULE_RFC1738_SEARCH, LLURI_ESEARCH, q + 1, n);
            } else {
                add(c, F(wais.database), LLURI_RULE_RFC1738_DATABASE, LLURI_EWAIS, e + 1, t);
                if (t < n) {
                    t2 = find(c, t + 1, '/');
                    add(c, F(wais.wtype), LLURI_RULE_RFC1738_WTYPE, LLURI_EWAIS, t + 1, t2);
                    add_lit(c, "/", LLURI_EWAIS, t2);
                    if (t2 < n)
                        add(c, F(wais.wpath), LLURI_RULE_RFC1738_WPATH, LLURI_EWAIS, t2 + 1, n);
                }
            }
        }
        return LLURI_RULE_RFC1738_WAISURL;
    case LLURI_SCHEME_PROSPERO:
        /* prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ] */
        cut_hostport(c, a, e, F(prospero.host), F(prospero.port));
        add_lit(c, "/", LLURI_EPROSPERO, e);
        if (e < n) {
            t = find(c, e + 1, ';');
            add(c, F(prospero.path), LLURI_RULE_RFC1738_PPATH, LLURI_EPROSPERO, e + 1, t);
            if (t < n)
                add(c, F(prospero.fields), LLURI_RULE_RFC1738_FIELDSPECS, LLURI_EPROSPERO, t, n);
        }
        return LLURI_RULE_RFC1738_PROSPEROURL;
    }
    return -1;
}

/* Whether region g holds what it should; else *fail (relative to g). */
static int region_ok(const cut_t *c, const region *g, size_t *fail)
{
    if (g->lit) {
        size_t i = 0, want = strlen(g->lit);
        while (i < g->end - g->start && c->s[g->start + i] == g->lit[i])
            i++;
        if (i == want)
            return 1;
        *fail = i;
        return 0;
    }
    if (g->rule == RULE_EMPTY) {
        *fail = 0;
        return g->end == g->start;
    }
    return lluri__rfc1738_match(g->rule, c->s + g->start, g->end - g->start, fail);
}

/* Name the failure of a URL the machine stopped in at `stop`. */
static int diagnose(cut_t *c, size_t stop, size_t *offset)
{
    const region *last = NULL;

    for (int i = 0; i < c->count; i++) {
        const region *g = &c->r[i];
        size_t fail;
        if (g->start > stop)
            break;
        last = g;
        if (!region_ok(c, g, &fail) && g->start + fail <= stop) {
            *offset = g->start + fail;
            return g->code;
        }
    }
    *offset = stop;
    return last ? last->code : LLURI_ESCHEMESYNTAX;
}

static int uses_slashes(int kind)
{
    return kind != LLURI_SCHEME_MAILTO && kind != LLURI_SCHEME_NEWS;
}

int lluri__scheme_rfc1738(int kind, const lluri *u, lluri_scheme_parts *p,
                          size_t *offset)
{
    cut_t c;
    size_t sl = u->scheme.len;
    size_t stop;
    int https = kind == LLURI_SCHEME_HTTP && sl == 5;

    c.s = u->src;
    c.n = (u->present & LLURI_HAS_FRAGMENT) ? u->fragment.off - 1 : u->len;

    if (uses_slashes(kind))
        for (size_t i = sl + 1; i < sl + 3; i++)
            if (i >= c.n || c.s[i] != '/') {
                *offset = i;
                return LLURI_ESLASHES;
            }

    int entry = cut(&c, kind, https, sl);
    if (entry < 0) {
        *offset = 0;
        return LLURI_ENOGRAMMAR;
    }
    if (!lluri__rfc1738_url_match(entry, c.s, c.n, &stop))
        return diagnose(&c, stop, offset);

    for (int i = 0; i < c.count; i++) {
        const region *g = &c.r[i];
        if (g->field < 0)
            continue;
        p->field[g->field].off = (uint32_t)g->start;
        p->field[g->field].len = (uint32_t)(g->end - g->start);
        p->present |= 1u << g->field;
    }
    return 0;
}

/* ---- Iterators ------------------------------------------------------------------ */

int lluri_scheme_segments_begin(lluri_segment_iter *it,
                                const lluri_scheme_parts *p)
{
    int f = -1;

    if (it == NULL)
        return LLURI_EINVAL;
    if (p == NULL) {
        it->_src = NULL;
        it->_pos = it->_end = 0;
        it->_done = 1;
        return LLURI_EINVAL;
    }
    switch (p->kind) {
    case LLURI_SCHEME_FTP:      f = F(ftp.path); break;
    case LLURI_SCHEME_FILE:     f = F(file.path); break;
    case LLURI_SCHEME_HTTP:     f = F(http.path); break;
    case LLURI_SCHEME_PROSPERO: f = F(prospero.path); break;
    default:                    break;
    }
    it->_src = p->src;
    if (f < 0 || !(p->present & (1u << f))) {
        it->_pos = it->_end = 0;
        it->_done = 1;
        return 0;
    }
    it->_pos = p->field[f].off;
    it->_end = p->field[f].off + p->field[f].len;
    it->_done = 0;
    return 0;
}

int lluri_scheme_segments_next(lluri_segment_iter *it, lluri_span *segment)
{
    if (it == NULL || segment == NULL)
        return LLURI_EINVAL;
    if (it->_done)
        return 0;
    const char *hit = memchr(it->_src + it->_pos, '/', it->_end - it->_pos);
    uint32_t stop = hit ? (uint32_t)(hit - it->_src) : it->_end;
    segment->off = it->_pos;
    segment->len = stop - it->_pos;
    if (hit)
        it->_pos = stop + 1;
    else
        it->_done = 1;
    return 1;
}

int lluri_prospero_fields_begin(lluri_prospero_iter *it,
                                const lluri_scheme_parts *p)
{
    int f = F(prospero.fields);

    if (it == NULL)
        return LLURI_EINVAL;
    it->_src = p ? p->src : NULL;
    if (p == NULL || p->kind != LLURI_SCHEME_PROSPERO || !(p->present & (1u << f))) {
        it->_pos = it->_end = 0;
        return p == NULL ? LLURI_EINVAL : 0;
    }
    it->_pos = p->field[f].off;
    it->_end = p->field[f].off + p->field[f].len;
    return 0;
}

int lluri_prospero_fields_next(lluri_prospero_iter *it,
                               lluri_prospero_field *field)
{
    /* fieldspec = ";" fieldname "=" fieldvalue: the span starts at a ";" */
    if (it == NULL || field == NULL)
        return LLURI_EINVAL;
    if (it->_pos >= it->_end)
        return 0;
    uint32_t name = it->_pos + 1;
    const char *semi = memchr(it->_src + name, ';', it->_end - name);
    uint32_t stop = semi ? (uint32_t)(semi - it->_src) : it->_end;
    const char *eq = memchr(it->_src + name, '=', stop - name);
    uint32_t mid = eq ? (uint32_t)(eq - it->_src) : stop;
    field->name.off = name;
    field->name.len = mid - name;
    field->value.off = eq ? mid + 1 : stop;
    field->value.len = eq ? stop - (mid + 1) : 0;
    it->_pos = stop;
    return 1;
}
