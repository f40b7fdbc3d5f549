/* SPDX-License-Identifier: MIT */
/* uri7.rl — the uri(7) schemes: ldap (RFC 4516), man, info and whatis.
 *
 * The grammar (grammar/uri7.rl) runs over the whole URI, which the caller
 * has already parsed as an RFC 3986 URI; its hooks record where each field
 * starts and ends. Two checks then run on percent-decoded text, the same
 * machine fed one decoded byte at a time so that an error maps back to the
 * "%" it came from: the dn against RFC 4514's distinguishedName, and the
 * filter against RFC 4515's filter, whose nesting goes through Ragel's
 * fcall/fret on a stack of LLURI__FILTER_DEPTH (deeper: an error at the
 * "(" that goes too deep). */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include "ascii.h"
#include "scheme/scheme.h"
#include "parse/parse.h"
#include "parse/classes.h"
#include "parse/machine.h"

/* Field marks: start (first byte) and end (one past the last byte). */
enum {
    F_HOST, F_PORT, F_DN, F_ATTRS, F_SCOPE, F_FILTER, F_EXTS, /* ldap */
    F_NAME = 0, F_SECTION = 1,                                 /* man */
    F_FILE = 0, F_NODE = 1,                                    /* info */
    F_STRING = 0,                                              /* whatis */
    F_MAX = 7
};

/* How deep filters may nest in an ldap URL's filter. */
#define LLURI__FILTER_DEPTH 32

typedef struct u7 {
    const unsigned char *base;
    int      stack[LLURI__FILTER_DEPTH], top; /* RFC 4515 nesting */
    uint32_t start[F_MAX], end[F_MAX];
    uint32_t ended;   /* bit i: field i's end hook fired */
    int      code;    /* the code of the field being read (for errors) */
} u7;

#define POS ((uint32_t)(p - m->base))
#define START(f, c) (m->start[f] = POS + 1, m->code = (c))
#define END(f) (m->end[f] = POS, m->ended |= 1u << (f))

%%{
machine lluri_uri7;
alphtype unsigned char;
variable stack m->stack;
variable top   m->top;

# RFC 3986 hooks the rules used here carry: not needed, no zone ids.
include rfc3986_nomarks "nohooks.rl";
include rfc3986_noruns "nohooks.rl";
action zone_ok         { zone_ok }

# ldapurl: "//" starts the host; the host's field code is the URL's own.
action auth_start    { m->start[F_HOST] = POS + 1; m->code = LLURI_ELDAP; }
action ldap_host_end { END(F_HOST); }
action port_start    { START(F_PORT, LLURI_ELDAP); }
action port_end      { END(F_PORT); }
action dn_start      { START(F_DN, LLURI_ELDAPDN); }
action dn_end        { END(F_DN); }
action attrs_start   { START(F_ATTRS, LLURI_ELDAPATTR); }
action attrs_end     { END(F_ATTRS); }
action scope_start   { START(F_SCOPE, LLURI_ELDAPSCOPE); }
action scope_end     { END(F_SCOPE); }
action filter_start  { START(F_FILTER, LLURI_ELDAPFILTER); }
action filter_end    { END(F_FILTER); }
action exts_start    { START(F_EXTS, LLURI_ELDAPEXT); }
action exts_end      { END(F_EXTS); }
# manurl
action name_start    { START(F_NAME, LLURI_EMANNAME); }
action name_end      { END(F_NAME); }
action section_start { START(F_SECTION, LLURI_EMANSECTION); }
action section_end   { END(F_SECTION); }
# infourl (":" starts both: which one ends says which form it was)
action file_start    { START(F_FILE, LLURI_EINFOFILE); }
action file_end      { END(F_FILE); }
action node_start    { m->start[F_NODE] = POS + 1;
                       if (*p != ':') m->code = LLURI_EINFONODE; }
action node_end      { END(F_NODE); }
# RFC 4515 filter: the recursion
action filter_call   { if (m->top >= LLURI__FILTER_DEPTH) fgoto *lluri_uri7_error;
                       fcall r_filter_body; }
action filter_ret    { fret; }
# whatisurl
action string_start  { START(F_STRING, LLURI_EWHATIS); }
action string_end    { END(F_STRING); }

include rfc3986 "rfc3986.rl";
# (by path: "uri7.rl" alone would find this file first)
include uri7 "uri7.rl";

r_URI7_LDAPURL                      := ldapurl;
r_URI7_DN                           := dn;
r_URI7_ATTRIBUTES                   := attributes;
r_URI7_ATTRDESC                     := attrdesc;
r_URI7_SELECTOR                     := selector;
r_URI7_SCOPE                        := scope;
r_URI7_FILTER_PCT                   := filter_pct;
r_URI7_FILTER                       := filter;
r_filter_body               := filter_body;
r_URI7_ITEM                         := item;
r_URI7_SUBSTRING                    := substring;
r_URI7_EXTENSIBLE                   := extensible;
r_URI7_ASSERTIONVALUE               := assertionvalue;
r_URI7_EXTENSIONS                   := extensions;
r_URI7_EXTENSION                    := extension;
r_URI7_EXTYPE                       := extype;
r_URI7_EXVALUE                      := exvalue;
r_URI7_ATTRIBUTESELECTOR            := attributeSelector;
r_URI7_ATTRIBUTEDESCRIPTION         := attributedescription;
r_URI7_OPTIONS                      := options;
r_URI7_OID                          := oid;
r_URI7_DESCR                        := descr;
r_URI7_NUMERICOID                   := numericoid;
r_URI7_NUMBER                       := number;
r_URI7_KEYSTRING                    := keystring;
r_URI7_UTFMB                        := UTFMB;
r_URI7_DISTINGUISHEDNAME            := distinguishedName;
r_URI7_RELATIVEDISTINGUISHEDNAME    := relativeDistinguishedName;
r_URI7_ATTRIBUTETYPEANDVALUE        := attributeTypeAndValue;
r_URI7_ATTRIBUTETYPE                := attributeType;
r_URI7_ATTRIBUTEVALUE               := attributeValue;
r_URI7_STRING                       := string;
r_URI7_HEXSTRING                    := hexstring;
r_URI7_PAIR                         := pair;
r_URI7_MANURL                       := manurl;
r_URI7_MAN_NAME                     := man_name;
r_URI7_MAN_SECTION                  := man_section;
r_URI7_INFOURL                      := infourl;
r_URI7_INFO_FILE                    := info_file;
r_URI7_INFO_NODE                    := info_node;
r_URI7_WHATISURL                    := whatisurl;
r_URI7_WHATIS_STRING                := whatis_string;
}%%

%% write data;

/* Run the machine from state *cs over [p, pe); at_eof when that is the
 * end of the input. Returns the offset (from m->base) where it stopped:
 * pe, or the byte it could not take (*cs is then the error state). */
static const unsigned char *exec(u7 *m, int *csp, const unsigned char *p,
                                 const unsigned char *pe, int at_eof)
{
    const unsigned char *eof = at_eof ? pe : NULL;
    const int zone_ok = 0;
    int cs = *csp;

    %% write exec;

    *csp = cs;
    return p;
}

/* Public rule number (LLURI_RULES_URI7, from 200) -> entry state. */
#define ROW(name, num, text) [(num) - 200] = lluri_uri7_en_r_##name,
static const int entries[] = {
    LLURI_RULES_URI7(ROW)
};
#undef ROW
#define NENTRIES ((int)(sizeof entries / sizeof entries[0]))

int lluri__uri7_match(int rule, const char *s, size_t len, size_t *fail)
{
    u7 m;
    const unsigned char *buf = (const unsigned char *)(s ? s : "");
    int cs;

    if (rule < 200 || rule - 200 >= NENTRIES)
        return -1;
    memset(&m, 0, sizeof m);
    m.base = buf;
    cs = entries[rule - 200];
    const unsigned char *stop = exec(&m, &cs, buf, buf + len, 1);
    if (cs == lluri_uri7_error) {
        *fail = (size_t)(stop - buf);
        return 0;
    }
    if (cs < lluri_uri7_first_final) {
        *fail = len;
        return 0;
    }
    return 1;
}

/* The bytes of field [a, b) of s, percent-decoded one at a time:
 * *at is the offset in s of the byte (or of its "%"). */
typedef struct {
    const char *s;
    uint32_t    pos, end;
} decoder;

static int next_byte(decoder *d, unsigned char *c, uint32_t *at)
{
    if (d->pos >= d->end)
        return 0;
    *at = d->pos;
    if (d->s[d->pos] == '%' && d->end - d->pos >= 3) {
        int hi = lluri__hex_value((unsigned char)d->s[d->pos + 1]);
        int lo = lluri__hex_value((unsigned char)d->s[d->pos + 2]);
        if (hi >= 0 && lo >= 0) {
            *c = (unsigned char)(hi * 16 + lo);
            d->pos += 3;
            return 1;
        }
    }
    *c = (unsigned char)d->s[d->pos++];
    return 1;
}

/* Match the decoded text of field [a, b) of s against the machine at
 * `entry`; 0, or -1 and *fail = the offset (in s) of the byte it could not
 * take (of its "%" when it was encoded), b when the field ended early. */
static int decoded_check(int entry, const char *s, uint32_t a, uint32_t b,
                         size_t *fail)
{
    u7 m;
    decoder d = { s, a, b };
    unsigned char c = 0;
    uint32_t at;
    int cs = entry;

    memset(&m, 0, sizeof m);
    m.base = &c;
    while (next_byte(&d, &c, &at)) {
        exec(&m, &cs, &c, &c + 1, 0);
        if (cs == lluri_uri7_error) {
            *fail = at;
            return -1;
        }
    }
    exec(&m, &cs, &c, &c, 1);
    if (cs < lluri_uri7_first_final || m.top != 0) {
        *fail = b;
        return -1;
    }
    return 0;
}

static void put(lluri_scheme_parts *p, const u7 *m, int f, int out)
{
    if (!(m->ended & (1u << f)))
        return;
    p->field[out].off = m->start[f];
    p->field[out].len = m->end[f] - m->start[f];
    p->present |= 1u << out;
}

int lluri__scheme_uri7(int kind, const lluri *u, lluri_scheme_parts *p,
                       size_t *offset)
{
    u7 m;
    int cs;

    memset(&m, 0, sizeof m);
    m.base = (const unsigned char *)u->src;
    switch (kind) {
    case LLURI_SCHEME_LDAP:
        cs = lluri_uri7_en_r_URI7_LDAPURL, m.code = LLURI_ELDAP;
        break;
    case LLURI_SCHEME_MAN:
        cs = lluri_uri7_en_r_URI7_MANURL, m.code = LLURI_EMANNAME;
        break;
    case LLURI_SCHEME_INFO:
        cs = lluri_uri7_en_r_URI7_INFOURL, m.code = LLURI_EINFOFILE;
        break;
    case LLURI_SCHEME_WHATIS:
        cs = lluri_uri7_en_r_URI7_WHATISURL, m.code = LLURI_EWHATIS;
        break;
    default:
        *offset = 0;
        return LLURI_EINVAL;
    }

    const unsigned char *buf = m.base;
    const unsigned char *stop = exec(&m, &cs, buf, buf + u->len, 1);
    if (cs == lluri_uri7_error || cs < lluri_uri7_first_final) {
        size_t at = cs == lluri_uri7_error ? (size_t)(stop - buf) : u->len;
        *offset = at;
        /* a "#" the scheme's grammar has no place for */
        if (at < u->len && buf[at] == '#')
            return LLURI_EFRAGMENTSCHEME;
        return m.code;
    }

    p->src = u->src;
    p->len = u->len;
    p->kind = kind;
    p->present = 0;
    memset(p->field, 0, sizeof p->field);
    switch (kind) {
    case LLURI_SCHEME_LDAP:
        if (m.ended & (1u << F_DN)) {
            if (decoded_check(lluri_uri7_en_r_URI7_DISTINGUISHEDNAME, u->src,
                              m.start[F_DN], m.end[F_DN], offset) < 0)
                return LLURI_ELDAPDN;
        }
        /* an empty filter is none (RFC 4516 §2: "[QUESTION [filter]") */
        if ((m.ended & (1u << F_FILTER)) && m.end[F_FILTER] > m.start[F_FILTER]) {
            if (decoded_check(lluri_uri7_en_r_URI7_FILTER, u->src,
                              m.start[F_FILTER], m.end[F_FILTER], offset) < 0)
                return LLURI_ELDAPFILTER;
        }
        /* RFC 4516 §3: "If no <host> is given": an empty host is none */
        if (m.end[F_HOST] > m.start[F_HOST])
            put(p, &m, F_HOST, 0);
        for (int f = F_PORT; f <= F_EXTS; f++)
            put(p, &m, f, f);
        break;
    case LLURI_SCHEME_MAN:
        put(p, &m, F_NAME, 0);
        put(p, &m, F_SECTION, 1);
        break;
    case LLURI_SCHEME_INFO:
        put(p, &m, F_FILE, 0);
        put(p, &m, F_NODE, 1);
        break;
    default:
        put(p, &m, F_STRING, 0);
        break;
    }
    return 0;
}

/* ---- LDAP URL lists ----------------------------------------------------- */

int lluri_ldap_list_begin(lluri_ldap_iter *it, const lluri_scheme_parts *p,
                          enum lluri_ldap_list list)
{
    int field = (int)list;

    if (it == NULL)
        return LLURI_EINVAL;
    it->_src = p ? p->src : NULL;
    it->_pos = it->_end = 0;
    it->_list = field;
    it->_done = 1;
    if (p == NULL || (list != LLURI_LDAP_ATTRIBUTES && list != LLURI_LDAP_EXTENSIONS))
        return LLURI_EINVAL;
    if (p->kind == LLURI_SCHEME_LDAP && (p->present & (1u << field))) {
        it->_pos = p->field[field].off;
        it->_end = it->_pos + p->field[field].len;
        it->_done = it->_pos == it->_end; /* an empty list has no items */
    }
    return 0;
}

int lluri_ldap_list_next(lluri_ldap_iter *it, lluri_ldap_item *item)
{
    uint32_t i, eq = 0;
    int has_eq = 0;

    if (it == NULL || item == NULL)
        return LLURI_EINVAL;
    if (it->_done)
        return 0;
    memset(item, 0, sizeof *item);
    i = it->_pos;
    if (it->_list == LLURI_LDAP_EXTENSIONS && i < it->_end && it->_src[i] == '!') {
        item->critical = 1;
        i++;
    }
    uint32_t start = i;
    while (i < it->_end && it->_src[i] != ',') {
        if (it->_list == LLURI_LDAP_EXTENSIONS && it->_src[i] == '=' && !has_eq)
            has_eq = 1, eq = i;
        i++;
    }
    item->type.off = start;
    item->type.len = (has_eq ? eq : i) - start;
    if (has_eq) {
        item->has_value = 1;
        item->value.off = eq + 1;
        item->value.len = i - (eq + 1);
    }
    if (i < it->_end)
        it->_pos = i + 1;
    else
        it->_done = 1;
    return 1;
}
