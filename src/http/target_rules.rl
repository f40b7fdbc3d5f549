/* SPDX-License-Identifier: MIT */
/* target_rules.rl — every rule of grammar/rfc9112.rl on its own entry
 * point, for lluri_match() (numbers from 300) and the per-rule tests.
 *
 * Apart from target.rl, and in Ragel's table style (-T1) whatever style
 * configure chose for the parsers: matching one rule is not a hot path,
 * and three of these rules (absolute-form, request-target, request-line)
 * each hold a whole absolute-URI. In the goto style they made target.c
 * 650 KB of C, which gcc took a minute and 950 MB to compile; as tables
 * they compile in a second. The request-target machine lluri_parse_request_target()
 * runs stays in target.rl, in the configured style. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "http/target.h"
#include "parse/machine.h"

/* Ragel's table code mixes its int state with unsigned key arithmetic. */
#if defined(__GNUC__)
#pragma GCC diagnostic ignored "-Wsign-conversion"
#pragma GCC diagnostic ignored "-Wconversion"
#endif

%%{
machine lluri_http_rules;

include rfc3986_nomarks "nohooks.rl";
include rfc3986_noruns "nohooks.rl";
action zone_ok       { zone_ok }
action method_end    {}
action target_start  {}
action target_end    {}
action version_start {}

include rfc3986 "rfc3986.rl";
include rfc9112 "rfc9112.rl";

r_RFC9112_TCHAR          := tchar;
r_RFC9112_TOKEN          := token;
r_RFC9112_METHOD         := method;
r_RFC9112_ABSOLUTE_PATH  := absolute_path;
r_RFC9112_URI_HOST       := uri_host;
r_RFC9112_ORIGIN_FORM    := origin_form;
r_RFC9112_ABSOLUTE_FORM  := absolute_form;
r_RFC9112_AUTHORITY_FORM := authority_form;
r_RFC9112_ASTERISK_FORM  := asterisk_form;
r_RFC9112_REQUEST_TARGET := request_target;
r_RFC9112_HTTP_NAME      := HTTP_name;
r_RFC9112_HTTP_VERSION   := HTTP_version;
r_RFC9112_REQUEST_LINE   := request_line;
}%%

%% write data;

#define ROW(name, num, text) [(num) - 300] = lluri_http_rules_en_r_##name,
static const int entries[] = {
    LLURI_RULES_RFC9112(ROW)
};
#undef ROW
#define NENTRIES ((int)(sizeof entries / sizeof entries[0]))

int lluri__rfc9112_match(int rule, const char *s, size_t len, int zone_ok,
                         size_t *fail)
{
    if (rule < 300 || rule - 300 >= NENTRIES)
        return -1;
    const char *buf = s ? s : "";
    const char *p = buf, *pe = buf + len, *eof = pe;
    int cs = entries[rule - 300];

    %% write exec;

    if (cs == lluri_http_rules_error) {
        *fail = (size_t)(p - buf);
        return 0;
    }
    if (cs < lluri_http_rules_first_final) {
        *fail = len;
        return 0;
    }
    return 1;
}
