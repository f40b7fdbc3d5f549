/* SPDX-License-Identifier: MIT */
/* ipv4.rl — RFC 3986's IPv4address on its own, in the style configure
 * chose for the parsers: the host's kind (lluri__host_kind()) asks it of
 * every host that begins with a digit, on the parser's path. (rules.rl
 * has the same rule among all the others, in the table style, for
 * lluri_match().) */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "parse/parse.h"
#include "parse/machine.h"

%%{
machine lluri_ipv4;

include rfc3986_nomarks "nohooks.rl";
include rfc3986_noruns "nohooks.rl";
action zone_ok { 0 }

include rfc3986 "rfc3986.rl";

main := IPv4address;
}%%

%% write data;

int lluri__ipv4address(const char *s, size_t len)
{
    const char *p = s, *pe = s + len;
    int cs;

    %% write init;
    %% write exec;

    return cs >= lluri_ipv4_first_final;
}
