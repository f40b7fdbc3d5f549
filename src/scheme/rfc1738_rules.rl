/* SPDX-License-Identifier: MIT */
/* rfc1738_rules.rl — every BNF rule of grammar/rfc1738.rl on its own entry
 * point: lluri_match() with the numbers of lluri/scheme.h (from 100), the
 * diagnosis of a URL its scheme's machine refused (rfc1738_fields.rl), and
 * the per-rule tests.
 *
 * Apart from rfc1738_fields.rl, which runs the URL-level rules in the
 * parsers' style, and in Ragel's flat-table style (-F1) whatever that is:
 * with every rule beside the URL-level ones, the goto code took gcc 475 MB.
 * Matching one rule is not a hot path, but the diagnosis of a refused URL
 * reads its fields through these rules: on the URL lists, the compact
 * tables (-T1) cost the scheme workload 7-9 % more instructions, the flat
 * ones 2-3 %. The machine is the grammar's plain transcription, without
 * runs, which tests/props/test_rfc1738_runs.c holds the other machine's
 * runs against. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "scheme/scheme.h"
#include "parse/machine.h"

/* Ragel's table code mixes its int state with unsigned key arithmetic. */
#if defined(__GNUC__)
#pragma GCC diagnostic ignored "-Wsign-conversion"
#pragma GCC diagnostic ignored "-Wconversion"
#endif

%%{
machine lluri_rfc1738_rules;

action hseg_run  {}
action fseg_run  {}
action uchar_run {}
action xchar_run {}

include rfc1738 "rfc1738.rl";

r_RFC1738_LOWALPHA             := lowalpha;
r_RFC1738_HIALPHA              := hialpha;
r_RFC1738_ALPHA                := alpha;
r_RFC1738_DIGIT                := digit;
r_RFC1738_SAFE                 := safe;
r_RFC1738_EXTRA                := extra;
r_RFC1738_NATIONAL             := national;
r_RFC1738_PUNCTUATION          := punctuation;
r_RFC1738_RESERVED             := reserved;
r_RFC1738_HEX                  := hex;
r_RFC1738_ESCAPE               := escape;
r_RFC1738_UNRESERVED           := unreserved;
r_RFC1738_UCHAR                := uchar;
r_RFC1738_XCHAR                := xchar;
r_RFC1738_DIGITS               := digits;
r_RFC1738_FIELDVALUE           := fieldvalue;
r_RFC1738_FIELDNAME            := fieldname;
r_RFC1738_FIELDSPEC            := fieldspec;
r_RFC1738_FIELDSPECS           := fieldspec*;
r_RFC1738_PSEGMENT             := psegment;
r_RFC1738_PPATH                := ppath;
r_RFC1738_WPATH                := wpath;
r_RFC1738_WTYPE                := wtype;
r_RFC1738_DATABASE             := database;
r_RFC1738_GROUP                := group;
r_RFC1738_ENCODED822ADDR       := encoded822addr;
r_RFC1738_GOPHER_PLUS_STRING   := gopher_plus_string;
r_RFC1738_SELECTOR             := selector;
r_RFC1738_GOPHER_SELECTOR      := gopher_selector;
r_RFC1738_GOPHER_SEARCH        := gopher_search;
r_RFC1738_GTYPE                := gtype;
r_RFC1738_SEARCH               := search;
r_RFC1738_HSEGMENT             := hsegment;
r_RFC1738_HPATH                := hpath;
r_RFC1738_FTPTYPE              := ftptype;
r_RFC1738_FSEGMENT             := fsegment;
r_RFC1738_FPATH                := fpath;
r_RFC1738_URLPATH              := urlpath;
r_RFC1738_PASSWORD             := password;
r_RFC1738_USER                 := user;
r_RFC1738_PORT                 := port;
r_RFC1738_HOSTNUMBER           := hostnumber;
r_RFC1738_ALPHADIGIT           := alphadigit;
r_RFC1738_TOPLABEL             := toplabel;
r_RFC1738_DOMAINLABEL          := domainlabel;
r_RFC1738_HOSTNAME             := hostname;
r_RFC1738_HOST                 := host;
r_RFC1738_HOSTPORT             := hostport;
r_RFC1738_LOGIN                := login;
r_RFC1738_IP_SCHEMEPART        := ip_schemepart;
r_RFC1738_SCHEMEPART           := schemepart;
r_RFC1738_SCHEME               := scheme;
r_RFC1738_FTPURL               := ftpurl;
r_RFC1738_FILEURL              := fileurl;
r_RFC1738_HTTPURL              := httpurl;
r_RFC1738_HTTPSURL             := httpsurl;
r_RFC1738_GOPHERURL            := gopherurl;
r_RFC1738_MAILTOURL            := mailtourl;
r_RFC1738_ARTICLE              := article;
r_RFC1738_GROUPPART            := grouppart;
r_RFC1738_NEWSURL              := newsurl;
r_RFC1738_NNTPURL              := nntpurl;
r_RFC1738_TELNETURL            := telneturl;
r_RFC1738_WAISDATABASE         := waisdatabase;
r_RFC1738_WAISINDEX            := waisindex;
r_RFC1738_WAISDOC              := waisdoc;
r_RFC1738_WAISURL              := waisurl;
r_RFC1738_PROSPEROURL          := prosperourl;
r_RFC1738_GENERICURL           := genericurl;
r_RFC1738_OTHERURL             := otherurl;
r_RFC1738_URL                  := url;
}%%

%% write data;

/* Public rule number (LLURI_RULES_RFC1738, from 100) -> entry state. */
#define ROW(name, num, text) [(num) - 100] = lluri_rfc1738_rules_en_r_##name,
static const int entries[] = {
    LLURI_RULES_RFC1738(ROW)
};
#undef ROW
#define NENTRIES ((int)(sizeof entries / sizeof entries[0]))

int lluri__rfc1738_match(int rule, const char *s, size_t len, size_t *fail)
{
    if (rule < 100 || rule - 100 >= NENTRIES)
        return -1;
    const char *buf = s ? s : "";
    const char *p = buf, *pe = buf + len;
    int cs = entries[rule - 100];

    %% write exec;

    if (cs == lluri_rfc1738_rules_error) {
        *fail = (size_t)(p - buf);
        return 0;
    }
    if (cs < lluri_rfc1738_rules_first_final) {
        *fail = len;
        return 0;
    }
    return 1;
}
