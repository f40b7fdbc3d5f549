/* SPDX-License-Identifier: MIT */
/* test_rules.c — each ABNF rule of RFC 3986 Appendix A (and RFC 6874) on
 * its own entry point, lluri_match(LLURI_RULE_x, ...): accept and reject
 * lists, grouped by the section that defines the rule, then every
 * character class byte by byte over all 256 byte values against the RFC's
 * own lists of allowed characters.
 *
 * A reject gives LLURI_ENOMATCH with the offset of the first byte the rule
 * cannot take, or the input's length when it ended too early. */
#include "ck.h"
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lluri.h"
#include "lluri/extract.h"
#include "lluri/scheme.h"
#include "vectors.h"

struct rule_case {
    const char *in;
    size_t len;  /* 0: strlen(in) */
    bool match;  /* lluri_match gives 0 */
    size_t off;  /* else LLURI_ENOMATCH at this offset */
};

/* ---- RFC 3986 §2.1 Percent-Encoding ------------------------------------- */

/* pct-encoded = "%" HEXDIG HEXDIG */
static const struct rule_case pct_encoded_cases[] = {
    { .in = "%41", .match = true },
    { .in = "%aF", .match = true },
    { .in = "%Fa", .match = true },
    { .in = "%00", .match = true },
    { .in = "%ff", .match = true },
    { .in = "%4", .off = 2 },
    { .in = "%G1", .off = 1 },
    { .in = "%%41", .off = 1 },
    { .in = "%", .off = 1 },
    { .in = "%4g", .off = 2 },
    { .in = "%411", .off = 3 },
    { .in = "41", .off = 0 },
    { .in = "", .off = 0 },
};

/* ---- RFC 3986 §2.2 Reserved Characters ------------------------------------ */

/* gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@" */
static const struct rule_case gen_delims_cases[] = {
    { .in = ":", .match = true },
    { .in = "@", .match = true },
    { .in = "]", .match = true },
    { .in = "!", .off = 0 },
    { .in = "::", .off = 1 },
    { .in = "", .off = 0 },
};

/* sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "=" */
static const struct rule_case sub_delims_cases[] = {
    { .in = "!", .match = true },
    { .in = "=", .match = true },
    { .in = "'", .match = true },
    { .in = ":", .off = 0 },
    { .in = "!!", .off = 1 },
    { .in = "", .off = 0 },
};

/* reserved = gen-delims / sub-delims */
static const struct rule_case reserved_cases[] = {
    { .in = ":", .match = true },
    { .in = "!", .match = true },
    { .in = "a", .off = 0 },
    { .in = "%", .off = 0 },
    { .in = ":/", .off = 1 },
    { .in = "", .off = 0 },
};

/* ---- RFC 3986 §2.3 Unreserved Characters ------------------------------------ */

/* unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" */
static const struct rule_case unreserved_cases[] = {
    { .in = "a", .match = true },
    { .in = "Z", .match = true },
    { .in = "0", .match = true },
    { .in = "~", .match = true },
    { .in = "!", .off = 0 },
    { .in = "ab", .off = 1 },
    { .in = "%41", .off = 0 },
    { .in = "", .off = 0 },
};

/* ---- RFC 3986 §3 Syntax Components ------------------------------------------ */

/* URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ] */
static const struct rule_case uri_cases[] = {
    { .in = "http://a", .match = true },
    { .in = "a:", .match = true },
    { .in = "foo://example.com:8042/over/there?name=ferret#nose", .match = true },
    { .in = "urn:example:animal:ferret:nose", .match = true },
    { .in = "//a", .off = 0 },
    { .in = "a", .off = 1 },
    { .in = "", .off = 0 },
    { .in = "1a:", .off = 0 },
    { .in = "http://[fe80::1%25eth0]/", .off = 15 }, /* no zone id here */
};

/* hier-part = "//" authority path-abempty / path-absolute / path-rootless
 *           / path-empty */
static const struct rule_case hier_part_cases[] = {
    { .in = "//a/b", .match = true },
    { .in = "//", .match = true },
    { .in = "/a", .match = true },
    { .in = "a:b", .match = true },
    { .in = "", .match = true },
    { .in = "?", .off = 0 },
    { .in = "//a?", .off = 3 },
};

/* ---- RFC 3986 §3.1 Scheme ----------------------------------------------------- */

/* scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) */
static const struct rule_case scheme_cases[] = {
    { .in = "a", .match = true },
    { .in = "a+b-c.d", .match = true },
    { .in = "A1", .match = true },
    { .in = "HTTP", .match = true },
    { .in = "z.", .match = true },
    { .in = "1a", .off = 0 },
    { .in = "+a", .off = 0 },
    { .in = "", .off = 0 },
    { .in = "a b", .off = 1 },
    { .in = "a:", .off = 1 },
    { .in = "a_b", .off = 1 },
    { .in = "-", .off = 0 },
};

/* ---- RFC 3986 §3.2 Authority ------------------------------------------------- */

/* authority = [ userinfo "@" ] host [ ":" port ] */
static const struct rule_case authority_cases[] = {
    { .in = "a", .match = true },
    { .in = "", .match = true },
    { .in = "u@h:80", .match = true },
    { .in = "@h", .match = true },
    { .in = "h:", .match = true },
    { .in = ":", .match = true },
    { .in = "[::1]:8080", .match = true },
    { .in = "u:p@[v1.x]:1", .match = true },
    { .in = "a@b@c", .off = 3 },
    { .in = "h:80a", .off = 5 },  /* still a userinfo, until the end */
    { .in = "h:8:9", .off = 5 },  /* the same */
    { .in = "[::1]x", .off = 5 },
    { .in = "a b", .off = 1 },
    { .in = "a/", .off = 1 },
};

/* ---- RFC 3986 §3.2.1 User Information -------------------------------------- */

/* userinfo = *( unreserved / pct-encoded / sub-delims / ":" ) */
static const struct rule_case userinfo_cases[] = {
    { .in = "", .match = true },
    { .in = "user", .match = true },
    { .in = "user:pass", .match = true },
    { .in = ":::", .match = true },
    { .in = "%41:%42", .match = true },
    { .in = "!$&'()*+,;=", .match = true },
    { .in = "u@", .off = 1 },
    { .in = "u/p", .off = 1 },
    { .in = "u p", .off = 1 },
    { .in = "[", .off = 0 },
    { .in = "u%", .off = 2 },
    { .in = "u%x1", .off = 2 },
};

/* ---- RFC 3986 §3.2.2 Host ------------------------------------------------------ */

/* host = IP-literal / IPv4address / reg-name. Which alternative matched
 * (first-match-wins) is host_kind, tested in test_parse.c. */
static const struct rule_case host_cases[] = {
    { .in = "example.com", .match = true },
    { .in = "1.2.3.4", .match = true },
    { .in = "1.2.3.256", .match = true },     /* a reg-name */
    { .in = "[::1]", .match = true },
    { .in = "[v1.x]", .match = true },
    { .in = "", .match = true },               /* an empty reg-name */
    { .in = "[::1", .off = 4 },
    { .in = "a:1", .off = 1 },
    { .in = "[fe80::1%25eth0]", .off = 8 },   /* RFC 6874 is not on here */
    { .in = "a]", .off = 1 },
    { .in = "[::1]x", .off = 5 },
    { .in = "a[", .off = 1 },
};

/* IP-literal = "[" ( IPv6address / IPvFuture ) "]" */
static const struct rule_case ip_literal_cases[] = {
    { .in = "[::1]", .match = true },
    { .in = "[v1.x]", .match = true },
    { .in = "[1:2:3:4:5:6:7:8]", .match = true },
    { .in = "[::ffff:1.2.3.4]", .match = true },
    { .in = "::1", .off = 0 },
    { .in = "[::1", .off = 4 },
    { .in = "[1.2.3.4]", .off = 2 },
    { .in = "[]", .off = 1 },
    { .in = "[::1]x", .off = 5 },
    { .in = "[::g]", .off = 3 },
    { .in = "[fe80::1%25eth0]", .off = 8 },   /* zone ids are RFC 6874's */
    { .in = "", .off = 0 },
};

/* IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ) */
static const struct rule_case ipvfuture_cases[] = {
    { .in = "v1.x", .match = true },
    { .in = "V1.x", .match = true },           /* ABNF strings ignore case */
    { .in = "vF.a:b", .match = true },
    { .in = "v12ab.!$", .match = true },
    { .in = "vAbC.-._~!$&'()*+,;=:", .match = true },
    { .in = "v.x", .off = 1 },
    { .in = "v1.", .off = 3 },
    { .in = "v1", .off = 2 },
    { .in = "vg.x", .off = 1 },
    { .in = "1.x", .off = 0 },
    { .in = "v1.x/", .off = 4 },
    { .in = "v1.%41", .off = 3 },
    { .in = "", .off = 0 },
};

/* IPv6address =                            6( h16 ":" ) ls32
 *             /                       "::" 5( h16 ":" ) ls32
 *             / [               h16 ] "::" 4( h16 ":" ) ls32
 *             / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
 *             / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
 *             / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
 *             / [ *4( h16 ":" ) h16 ] "::"              ls32
 *             / [ *5( h16 ":" ) h16 ] "::"              h16
 *             / [ *6( h16 ":" ) h16 ] "::"
 * Each form at its boundaries: fewest and most groups before "::", both
 * ls32 forms (h16 ":" h16, IPv4address) where ls32 ends it. */
static const struct rule_case ipv6address_cases[] = {
    /* 6( h16 ":" ) ls32 */
    { .in = "1:2:3:4:5:6:7:8", .match = true },
    { .in = "1:2:3:4:5:6:1.2.3.4", .match = true },
    { .in = "0:0:0:0:0:0:0:0", .match = true },
    { .in = "ABCD:ef01:2345:6789:abcd:EF01:2345:6789", .match = true },
    { .in = "ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255", .match = true },
    /* "::" 5( h16 ":" ) ls32 */
    { .in = "::2:3:4:5:6:7:8", .match = true },
    { .in = "::2:3:4:5:6:1.2.3.4", .match = true },
    { .in = "::1:2:3:4:5:6:7", .match = true },
    /* [ h16 ] "::" 4( h16 ":" ) ls32 */
    { .in = "1::3:4:5:6:7:8", .match = true },
    { .in = "1::3:4:5:6:1.2.3.4", .match = true },
    { .in = "::3:4:5:6:7:8", .match = true },
    { .in = "::3:4:5:6:1.2.3.4", .match = true },
    /* [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32 */
    { .in = "1:2::4:5:6:7:8", .match = true },
    { .in = "1:2::4:5:6:1.2.3.4", .match = true },
    { .in = "1::4:5:6:7:8", .match = true },
    { .in = "::4:5:6:7:8", .match = true },
    /* [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32 */
    { .in = "1:2:3::5:6:7:8", .match = true },
    { .in = "1:2:3::5:6:1.2.3.4", .match = true },
    { .in = "::5:6:7:8", .match = true },
    /* [ *3( h16 ":" ) h16 ] "::" h16 ":" ls32 */
    { .in = "1:2:3:4::6:7:8", .match = true },
    { .in = "1:2:3:4::6:1.2.3.4", .match = true },
    { .in = "::6:7:8", .match = true },
    { .in = "::ffff:1.2.3.4", .match = true },
    /* [ *4( h16 ":" ) h16 ] "::" ls32 */
    { .in = "1:2:3:4:5::7:8", .match = true },
    { .in = "1:2:3:4:5::1.2.3.4", .match = true },
    { .in = "::7:8", .match = true },
    { .in = "::1.2.3.4", .match = true },
    { .in = "::255.255.255.255", .match = true },
    /* [ *5( h16 ":" ) h16 ] "::" h16 */
    { .in = "1:2:3:4:5:6::8", .match = true },
    { .in = "1::8", .match = true },
    { .in = "::8", .match = true },
    { .in = "::1", .match = true },
    /* [ *6( h16 ":" ) h16 ] "::" */
    { .in = "1:2:3:4:5:6:7::", .match = true },
    { .in = "1:2::", .match = true },
    { .in = "1::", .match = true },
    { .in = "::", .match = true },
    /* seven groups around "::" wherever it stands */
    { .in = "1::2:3:4:5:6:7", .match = true },
    { .in = "1:2::3:4:5:6:7", .match = true },
    { .in = "1:2:3:4:5::6:7", .match = true },
    { .in = "fe80::1", .match = true },
    { .in = "2001:db8::7", .match = true },

    /* too many groups */
    { .in = "1:2:3:4:5:6:7:8:9", .off = 15 },
    { .in = "1:2:3:4:5:6:7:8::", .off = 15 },
    { .in = "::1:2:3:4:5:6:7:8", .off = 15 },
    { .in = "1::2:3:4:5:6:7:8", .off = 14 },
    { .in = "1:2:3:4::5:6:7:8", .off = 14 },
    { .in = "1:2:3:4:5:6:7:1.2.3.4", .off = 15 },
    { .in = "1:2:3:4:5:6::1.2.3.4", .off = 14 },
    /* too few, without "::" */
    { .in = "1:2:3:4:5:6:7", .off = 13 },
    { .in = "1:2:3:4:5:1.2.3.4", .off = 11 },  /* IPv4 after only 5 groups */
    /* "::" twice, ":::" */
    { .in = "1::2::3", .off = 5 },
    { .in = "::1::", .off = 4 },
    { .in = ":::", .off = 2 },
    /* a single ":" at either end */
    { .in = ":1:2:3:4:5:6:7", .off = 1 },
    { .in = "1:2:3:4:5:6:7:", .off = 14 },
    { .in = "1:", .off = 2 },
    { .in = ":", .off = 1 },
    /* h16 = 1*4HEXDIG */
    { .in = "12345::", .off = 4 },
    { .in = "1:23456::", .off = 6 },
    { .in = "::g", .off = 2 },
    /* IPv4address only at the end, and valid */
    { .in = "1.2.3.4::", .off = 1 },
    { .in = "::1.2.3.4:5", .off = 9 },
    { .in = "::ffff:1.2.3.4.5", .off = 14 },
    { .in = "::1.2.3.256", .off = 10 },
    { .in = "::1.2.3", .off = 7 },
    { .in = "::01.2.3.4", .off = 4 },
    /* nothing, brackets, zone */
    { .in = "", .off = 0 },
    { .in = "[::1]", .off = 0 },
    { .in = "::1%25eth0", .off = 3 },
    { .in = "1:2:3:4:5:6:7:8 ", .off = 15 },
};

/* h16 = 1*4HEXDIG */
static const struct rule_case h16_cases[] = {
    { .in = "0", .match = true },
    { .in = "a", .match = true },
    { .in = "F", .match = true },
    { .in = "ab", .match = true },
    { .in = "abc", .match = true },
    { .in = "ABCD", .match = true },
    { .in = "aBcD", .match = true },
    { .in = "ffff", .match = true },
    { .in = "0000", .match = true },
    { .in = "12345", .off = 4 },
    { .in = "", .off = 0 },
    { .in = "g", .off = 0 },
    { .in = "1g", .off = 1 },
    { .in = ":", .off = 0 },
};

/* ls32 = ( h16 ":" h16 ) / IPv4address */
static const struct rule_case ls32_cases[] = {
    { .in = "1:2", .match = true },
    { .in = "ffff:FFFF", .match = true },
    { .in = "1.2.3.4", .match = true },
    { .in = "255.255.255.255", .match = true },
    { .in = "1", .off = 1 },
    { .in = "1:", .off = 2 },
    { .in = "1:2:3", .off = 3 },
    { .in = "1.2.3", .off = 5 },
    { .in = "1:1.2.3.4", .off = 3 },
    { .in = "12345:1", .off = 4 },
    { .in = "::", .off = 0 },
    { .in = "", .off = 0 },
};

/* IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet */
static const struct rule_case ipv4address_cases[] = {
    { .in = "1.2.3.4", .match = true },
    { .in = "0.0.0.0", .match = true },
    { .in = "255.255.255.255", .match = true },
    { .in = "192.0.2.16", .match = true },
    { .in = "10.99.100.249", .match = true },
    { .in = "1.2.3", .off = 5 },
    { .in = "1.2.3.4.5", .off = 7 },
    { .in = "256.1.1.1", .off = 2 },
    { .in = "01.2.3.4", .off = 1 },
    { .in = "1..2.3", .off = 2 },
    { .in = "1.2.3.4.", .off = 7 },
    { .in = "1.2.3.04", .off = 7 },
    { .in = "1.2.3.-4", .off = 6 },
    { .in = "a.b.c.d", .off = 0 },
    { .in = "", .off = 0 },
};

/* dec-octet = DIGIT                 ; 0-9
 *           / %x31-39 DIGIT         ; 10-99
 *           / "1" 2DIGIT            ; 100-199
 *           / "2" %x30-34 DIGIT     ; 200-249
 *           / "25" %x30-35          ; 250-255 */
static const struct rule_case dec_octet_cases[] = {
    { .in = "0", .match = true },
    { .in = "9", .match = true },
    { .in = "10", .match = true },
    { .in = "99", .match = true },
    { .in = "100", .match = true },
    { .in = "199", .match = true },
    { .in = "200", .match = true },
    { .in = "249", .match = true },
    { .in = "250", .match = true },
    { .in = "255", .match = true },
    { .in = "256", .off = 2 },
    { .in = "00", .off = 1 },
    { .in = "01", .off = 1 },
    { .in = "010", .off = 1 },
    { .in = "099", .off = 1 },
    { .in = "260", .off = 2 },
    { .in = "300", .off = 2 },
    { .in = "1000", .off = 3 },
    { .in = "", .off = 0 },
    { .in = "-1", .off = 0 },
    { .in = " 1", .off = 0 },
    { .in = "2a", .off = 1 },
};

/* reg-name = *( unreserved / pct-encoded / sub-delims ) */
static const struct rule_case reg_name_cases[] = {
    { .in = "", .match = true },
    { .in = "example.com", .match = true },
    { .in = "a-b_c~d", .match = true },
    { .in = "%41bc", .match = true },
    { .in = "!$&'()*+,;=", .match = true },
    { .in = "1.2.3.256", .match = true },
    { .in = "a:b", .off = 1 },
    { .in = "a@b", .off = 1 },
    { .in = "a b", .off = 1 },
    { .in = "[::1]", .off = 0 },
    { .in = "a%4", .off = 3 },
    { .in = "a%zz", .off = 2 },
    { .in = "a/b", .off = 1 },
};

/* ---- RFC 3986 §3.2.3 Port --------------------------------------------------- */

/* port = *DIGIT: any number of digits, 0 to 99999 and beyond, is syntax */
static const struct rule_case port_cases[] = {
    { .in = "", .match = true },
    { .in = "0", .match = true },
    { .in = "80", .match = true },
    { .in = "65535", .match = true },
    { .in = "99999", .match = true },
    { .in = "00080", .match = true },
    { .in = "123456789012345678901234567890", .match = true },
    { .in = "8a", .off = 1 },
    { .in = "-1", .off = 0 },
    { .in = " 80", .off = 0 },
    { .in = ":80", .off = 0 },
};

/* ---- RFC 3986 §3.3 Path ------------------------------------------------------ */

/* path = path-abempty / path-absolute / path-noscheme / path-rootless
 *      / path-empty */
static const struct rule_case path_cases[] = {
    { .in = "", .match = true },
    { .in = "/", .match = true },
    { .in = "a", .match = true },
    { .in = "a:b", .match = true },      /* path-rootless */
    { .in = "//a", .match = true },      /* path-abempty */
    { .in = "/a/b", .match = true },
    { .in = ":", .match = true },
    { .in = "a b", .off = 1 },
    { .in = "?", .off = 0 },
    { .in = "a#", .off = 1 },
    { .in = "/%4", .off = 3 },
};

/* path-abempty = *( "/" segment ) */
static const struct rule_case path_abempty_cases[] = {
    { .in = "", .match = true },
    { .in = "/", .match = true },
    { .in = "/a/b", .match = true },
    { .in = "//", .match = true },
    { .in = "/a:b@c", .match = true },
    { .in = "a", .off = 0 },
    { .in = "/a?", .off = 2 },
    { .in = "/%zz", .off = 2 },
};

/* path-absolute = "/" [ segment-nz *( "/" segment ) ] */
static const struct rule_case path_absolute_cases[] = {
    { .in = "/", .match = true },
    { .in = "/a", .match = true },
    { .in = "/a/b/", .match = true },
    { .in = "/a//b", .match = true },
    { .in = "/:", .match = true },
    { .in = "//a", .off = 1 },
    { .in = "//", .off = 1 },
    { .in = "", .off = 0 },
    { .in = "a", .off = 0 },
};

/* path-noscheme = segment-nz-nc *( "/" segment ) */
static const struct rule_case path_noscheme_cases[] = {
    { .in = "a", .match = true },
    { .in = "a/b:c", .match = true },
    { .in = "a@b", .match = true },
    { .in = "a/", .match = true },
    { .in = "./g", .match = true },
    { .in = "..", .match = true },
    { .in = "g;x=1/../y", .match = true },
    { .in = ":a", .off = 0 },
    { .in = "a:b", .off = 1 },
    { .in = "/a", .off = 0 },
    { .in = "", .off = 0 },
};

/* path-rootless = segment-nz *( "/" segment ) */
static const struct rule_case path_rootless_cases[] = {
    { .in = "a", .match = true },
    { .in = "a:b", .match = true },
    { .in = ":", .match = true },
    { .in = "a/b", .match = true },
    { .in = "g:h", .match = true },
    { .in = "a//", .match = true },
    { .in = "/a", .off = 0 },
    { .in = "", .off = 0 },
    { .in = "a?", .off = 1 },
};

/* path-empty = 0<pchar> */
static const struct rule_case path_empty_cases[] = {
    { .in = "", .match = true },
    { .in = "a", .off = 0 },
    { .in = "/", .off = 0 },
    { BYTES("\0"), .off = 0 },
};

/* segment = *pchar */
static const struct rule_case segment_cases[] = {
    { .in = "", .match = true },
    { .in = "a", .match = true },
    { .in = ":", .match = true },
    { .in = "@", .match = true },
    { .in = "a:b@c", .match = true },
    { .in = "%41", .match = true },
    { .in = "/", .off = 0 },
    { .in = "a/b", .off = 1 },
    { .in = "%4", .off = 2 },
};

/* segment-nz = 1*pchar */
static const struct rule_case segment_nz_cases[] = {
    { .in = "a", .match = true },
    { .in = ":", .match = true },
    { .in = "a:b", .match = true },
    { .in = "", .off = 0 },
    { .in = "a/", .off = 1 },
};

/* segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )
 *               ; non-zero-length segment without any colon ":" */
static const struct rule_case segment_nz_nc_cases[] = {
    { .in = "a", .match = true },
    { .in = "@", .match = true },
    { .in = "a@b", .match = true },
    { .in = "%3A", .match = true },      /* an encoded colon is no colon */
    { .in = ":", .off = 0 },
    { .in = "a:b", .off = 1 },
    { .in = "", .off = 0 },
    { .in = "a/", .off = 1 },
};

/* pchar = unreserved / pct-encoded / sub-delims / ":" / "@" */
static const struct rule_case pchar_cases[] = {
    { .in = "a", .match = true },
    { .in = "%41", .match = true },
    { .in = ":", .match = true },
    { .in = "@", .match = true },
    { .in = "!", .match = true },
    { .in = "/", .off = 0 },
    { .in = "ab", .off = 1 },
    { .in = "", .off = 0 },
    { .in = "%4", .off = 2 },
};

/* ---- RFC 3986 §3.4 Query, §3.5 Fragment ------------------------------------ */

/* query = *( pchar / "/" / "?" ) */
static const struct rule_case query_cases[] = {
    { .in = "", .match = true },
    { .in = "/", .match = true },
    { .in = "?", .match = true },
    { .in = "a=b&c=d", .match = true },
    { .in = "/?:@", .match = true },
    { .in = "%20", .match = true },
    { .in = "objectClass?one", .match = true },
    { .in = "#", .off = 0 },
    { .in = "a b", .off = 1 },
    { .in = "[", .off = 0 },
    { .in = "%2", .off = 2 },
};

/* fragment = *( pchar / "/" / "?" ) */
static const struct rule_case fragment_cases[] = {
    { .in = "", .match = true },
    { .in = "/", .match = true },
    { .in = "?", .match = true },
    { .in = "s/../x", .match = true },
    { .in = "/?:@", .match = true },
    { .in = "a#b", .off = 1 },
    { .in = "#", .off = 0 },
    { .in = "]", .off = 0 },
    { .in = "%", .off = 1 },
};

/* ---- RFC 3986 §4 Usage ------------------------------------------------------- */

/* URI-reference = URI / relative-ref */
static const struct rule_case uri_reference_cases[] = {
    { .in = "", .match = true },
    { .in = "g", .match = true },
    { .in = "http://a#f", .match = true },
    { .in = "g;x=1/../y", .match = true },
    { .in = "a b", .off = 1 },
    { .in = "1a:b", .off = 2 },
};

/* relative-ref = relative-part [ "?" query ] [ "#" fragment ] */
static const struct rule_case relative_ref_cases[] = {
    { .in = "a", .match = true },
    { .in = "//a", .match = true },
    { .in = "?q", .match = true },
    { .in = "#f", .match = true },
    { .in = "", .match = true },
    { .in = "a:b", .off = 1 },
    { .in = "http://a", .off = 4 },
};

/* relative-part = "//" authority path-abempty / path-absolute
 *               / path-noscheme / path-empty */
static const struct rule_case relative_part_cases[] = {
    { .in = "", .match = true },
    { .in = "a", .match = true },
    { .in = "/a", .match = true },
    { .in = "//h", .match = true },
    { .in = "?q", .off = 0 },
    { .in = "a:b", .off = 1 },
};

/* absolute-URI = scheme ":" hier-part [ "?" query ] */
static const struct rule_case absolute_uri_cases[] = {
    { .in = "a:b?c", .match = true },
    { .in = "http://a/b?c", .match = true },
    { .in = "a:b#c", .off = 3 },
    { .in = "b", .off = 1 },
};

/* ---- RFC 6874 §2 (zone identifiers), on by the rule itself ------------------ */

/* IPv6addrz = IPv6address "%25" ZoneID */
static const struct rule_case ipv6addrz_cases[] = {
    { .in = "fe80::1%25eth0", .match = true },
    { .in = "::1%25a%2Fb", .match = true },
    { .in = "1:2:3:4:5:6:7:8%25z", .match = true },
    { .in = "::%25x", .match = true },
    { .in = "fe80::1%eth0", .off = 8 },
    { .in = "fe80::1%25", .off = 10 },
    { .in = "fe80::1%25%", .off = 11 },
    { .in = "fe80::1", .off = 7 },
    { .in = "fe80::1%25e!", .off = 11 },
    { .in = "%25eth0", .off = 0 },
};

/* ZoneID = 1*( unreserved / pct-encoded ) */
static const struct rule_case zoneid_cases[] = {
    { .in = "eth0", .match = true },
    { .in = "a%2Fb", .match = true },
    { .in = "%41", .match = true },
    { .in = "-._~", .match = true },
    { .in = "", .off = 0 },
    { .in = "a b", .off = 1 },
    { .in = "!", .off = 0 },
    { .in = "%", .off = 1 },
    { .in = "%4", .off = 2 },
    { .in = "a:b", .off = 1 },
};

/* IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture ) "]" */
static const struct rule_case ip_literal_z_cases[] = {
    { .in = "[fe80::1%25eth0]", .match = true },
    { .in = "[::1%25a%2Fb]", .match = true },
    { .in = "[::1]", .match = true },
    { .in = "[v1.x]", .match = true },
    { .in = "[fe80::1%eth0]", .off = 9 },
    { .in = "[fe80::1%25]", .off = 11 },
    { .in = "[fe80::1%25%]", .off = 12 },
    { .in = "[v1.x%25a]", .off = 5 },
    { .in = "[fe80::1%25eth0", .off = 15 },
};

/* ---- the tables, in RFC order ---------------------------------------------- */

static const struct rule_table {
    const char *section;
    int rule;
    const struct rule_case *cases;
    size_t n;
} rule_tables[] = {
#define TABLE(sec, r, c) { .section = sec, .rule = LLURI_RULE_##r, .cases = c, .n = NELEM(c) }
    TABLE("RFC 3986 2.1", PCT_ENCODED, pct_encoded_cases),
    TABLE("RFC 3986 2.2", GEN_DELIMS, gen_delims_cases),
    TABLE("RFC 3986 2.2", SUB_DELIMS, sub_delims_cases),
    TABLE("RFC 3986 2.2", RESERVED, reserved_cases),
    TABLE("RFC 3986 2.3", UNRESERVED, unreserved_cases),
    TABLE("RFC 3986 3", URI, uri_cases),
    TABLE("RFC 3986 3", HIER_PART, hier_part_cases),
    TABLE("RFC 3986 3.1", SCHEME, scheme_cases),
    TABLE("RFC 3986 3.2", AUTHORITY, authority_cases),
    TABLE("RFC 3986 3.2.1", USERINFO, userinfo_cases),
    TABLE("RFC 3986 3.2.2", HOST, host_cases),
    TABLE("RFC 3986 3.2.2", IP_LITERAL, ip_literal_cases),
    TABLE("RFC 3986 3.2.2", IPVFUTURE, ipvfuture_cases),
    TABLE("RFC 3986 3.2.2", IPV6ADDRESS, ipv6address_cases),
    TABLE("RFC 3986 3.2.2", H16, h16_cases),
    TABLE("RFC 3986 3.2.2", LS32, ls32_cases),
    TABLE("RFC 3986 3.2.2", IPV4ADDRESS, ipv4address_cases),
    TABLE("RFC 3986 3.2.2", DEC_OCTET, dec_octet_cases),
    TABLE("RFC 3986 3.2.2", REG_NAME, reg_name_cases),
    TABLE("RFC 3986 3.2.3", PORT, port_cases),
    TABLE("RFC 3986 3.3", PATH, path_cases),
    TABLE("RFC 3986 3.3", PATH_ABEMPTY, path_abempty_cases),
    TABLE("RFC 3986 3.3", PATH_ABSOLUTE, path_absolute_cases),
    TABLE("RFC 3986 3.3", PATH_NOSCHEME, path_noscheme_cases),
    TABLE("RFC 3986 3.3", PATH_ROOTLESS, path_rootless_cases),
    TABLE("RFC 3986 3.3", PATH_EMPTY, path_empty_cases),
    TABLE("RFC 3986 3.3", SEGMENT, segment_cases),
    TABLE("RFC 3986 3.3", SEGMENT_NZ, segment_nz_cases),
    TABLE("RFC 3986 3.3", SEGMENT_NZ_NC, segment_nz_nc_cases),
    TABLE("RFC 3986 3.3", PCHAR, pchar_cases),
    TABLE("RFC 3986 3.4", QUERY, query_cases),
    TABLE("RFC 3986 3.5", FRAGMENT, fragment_cases),
    TABLE("RFC 3986 4.1", URI_REFERENCE, uri_reference_cases),
    TABLE("RFC 3986 4.2", RELATIVE_REF, relative_ref_cases),
    TABLE("RFC 3986 4.2", RELATIVE_PART, relative_part_cases),
    TABLE("RFC 3986 4.3", ABSOLUTE_URI, absolute_uri_cases),
    TABLE("RFC 6874 2", IPV6ADDRZ, ipv6addrz_cases),
    TABLE("RFC 6874 2", ZONEID, zoneid_cases),
    TABLE("RFC 6874 2", IP_LITERAL_Z, ip_literal_z_cases),
#undef TABLE
};

/* A printable copy of an input for failure messages. */
static const char *show(const char *s, size_t n)
{
    static char buf[512];
    size_t o = 0;
    for (size_t i = 0; i < n && o < sizeof buf - 8; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c >= 0x20 && c < 0x7f && c != '\\')
            buf[o++] = (char)c;
        else
            o += (size_t)snprintf(buf + o, 5, "\\x%02x", c);
    }
    buf[o] = '\0';
    return buf;
}

/* The loop index runs over the rows of all tables, one after another. */
START_TEST(test_rule_case)
{
    size_t i = (size_t)_i, t = 0;
    while (i >= rule_tables[t].n)
        i -= rule_tables[t++].n;
    const struct rule_table *tab = &rule_tables[t];
    const struct rule_case *c = &tab->cases[i];
    size_t n = vector_len(c->in, c->len);
    const char *name = lluri_rule_name(tab->rule);
    /* an exact-size copy, so that a read past the end is caught by ASan */
    char *copy = malloc(n ? n : 1);
    lluri_error err = { 12345, 777 };

    ck_assert(copy != NULL);
    memcpy(copy, c->in, n);
    int rc = lluri_match(tab->rule, copy, n, 0, &err);
    if (c->match) {
        ck_assert_msg(rc == 0, "%s \"%s\": %s at %zu, want a match", name,
                      show(c->in, n), lluri_errname(rc), err.offset);
        ck_assert_msg(err.code == LLURI_OK && err.offset == 0,
                      "%s \"%s\": err not reset on a match", name, show(c->in, n));
    } else {
        ck_assert_msg(c->off <= n, "row offset past the input");
        ck_assert_msg(rc == LLURI_ENOMATCH && err.code == LLURI_ENOMATCH
                          && err.offset == c->off,
                      "%s \"%s\": %s at %zu, want LLURI_ENOMATCH at %zu", name,
                      show(c->in, n), lluri_errname(rc), err.offset, c->off);
    }
    ck_assert_int_eq(lluri_match(tab->rule, copy, n, 0, NULL), rc);
    free(copy);
}
END_TEST

/* ---- character classes, byte by byte ----------------------------------------- */

/* The RFC's own lists (§2.2, §2.3, §3.1, §3.2.3; RFC 5234 B.1 for ALPHA,
 * DIGIT, HEXDIG). */
#define ALPHA "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
#define DIGIT "0123456789"
#define HEXDIG DIGIT "ABCDEFabcdef"
#define UNRESERVED ALPHA DIGIT "-._~"
#define GEN_DELIMS ":/?#[]@"
#define SUB_DELIMS "!$&'()*+,;="
#define PCHAR UNRESERVED SUB_DELIMS ":@" /* and pct-encoded */

static const struct byte_class {
    const char *what;
    int rule;
    const char *prefix;   /* bytes before the one under test; NULL: none */
    const char *allowed;  /* the bytes the rule takes there */
    const char *opening;  /* bytes that only begin something longer there
                           * ("%" of pct-encoded, "[" of IP-literal): the
                           * input ends too early, offset = its length.
                           * NULL: none */
} byte_classes[] = {
    /* §2.3 */
    { .what = "unreserved", .rule = LLURI_RULE_UNRESERVED, .allowed = UNRESERVED },
    /* §2.2 */
    { .what = "gen-delims", .rule = LLURI_RULE_GEN_DELIMS, .allowed = GEN_DELIMS },
    { .what = "sub-delims", .rule = LLURI_RULE_SUB_DELIMS, .allowed = SUB_DELIMS },
    { .what = "reserved", .rule = LLURI_RULE_RESERVED,
      .allowed = GEN_DELIMS SUB_DELIMS },
    /* §2.1 */
    { .what = "pct-encoded, second HEXDIG", .rule = LLURI_RULE_PCT_ENCODED,
      .prefix = "%4", .allowed = HEXDIG },
    /* §3.1 */
    { .what = "scheme, first byte", .rule = LLURI_RULE_SCHEME, .allowed = ALPHA },
    { .what = "scheme, after \"a\"", .rule = LLURI_RULE_SCHEME, .prefix = "a",
      .allowed = ALPHA DIGIT "+-." },
    /* §3.2.1 */
    { .what = "userinfo", .rule = LLURI_RULE_USERINFO,
      .allowed = UNRESERVED SUB_DELIMS ":", .opening = "%" },
    /* §3.2.2 */
    { .what = "reg-name", .rule = LLURI_RULE_REG_NAME,
      .allowed = UNRESERVED SUB_DELIMS, .opening = "%" },
    { .what = "host", .rule = LLURI_RULE_HOST,
      .allowed = UNRESERVED SUB_DELIMS, .opening = "%[" },
    { .what = "dec-octet", .rule = LLURI_RULE_DEC_OCTET, .allowed = DIGIT },
    { .what = "h16", .rule = LLURI_RULE_H16, .allowed = HEXDIG },
    { .what = "IPvFuture, after \"v1.\"", .rule = LLURI_RULE_IPVFUTURE,
      .prefix = "v1.", .allowed = UNRESERVED SUB_DELIMS ":" },
    /* §3.2.3 */
    { .what = "port", .rule = LLURI_RULE_PORT, .allowed = DIGIT },
    /* §3.3 */
    { .what = "pchar", .rule = LLURI_RULE_PCHAR, .allowed = PCHAR, .opening = "%" },
    { .what = "segment", .rule = LLURI_RULE_SEGMENT, .allowed = PCHAR,
      .opening = "%" },
    { .what = "segment-nz", .rule = LLURI_RULE_SEGMENT_NZ, .allowed = PCHAR,
      .opening = "%" },
    { .what = "segment-nz-nc", .rule = LLURI_RULE_SEGMENT_NZ_NC,
      .allowed = UNRESERVED SUB_DELIMS "@", .opening = "%" },
    { .what = "path-abempty, after \"/\"", .rule = LLURI_RULE_PATH_ABEMPTY,
      .prefix = "/", .allowed = PCHAR "/", .opening = "%" },
    /* §3.4, §3.5 */
    { .what = "query", .rule = LLURI_RULE_QUERY, .allowed = PCHAR "/?",
      .opening = "%" },
    { .what = "fragment", .rule = LLURI_RULE_FRAGMENT, .allowed = PCHAR "/?",
      .opening = "%" },
    /* RFC 6874 §2 */
    { .what = "ZoneID", .rule = LLURI_RULE_ZONEID, .allowed = UNRESERVED,
      .opening = "%" },
};

START_TEST(test_byte_class)
{
    const struct byte_class *bc = &byte_classes[_i];
    const char *prefix = bc->prefix ? bc->prefix : "";
    const char *opening = bc->opening ? bc->opening : "";
    size_t plen = strlen(prefix), nallowed = strlen(bc->allowed);
    char in[8];
    char wrong[256 * 24];
    size_t nwrong = 0, w = 0;

    ck_assert(plen + 1 <= sizeof in);
    memcpy(in, prefix, plen);
    wrong[0] = '\0';
    for (unsigned b = 0; b < 256; b++) {
        lluri_error err;
        in[plen] = (char)b;
        int rc = lluri_match(bc->rule, in, plen + 1, 0, &err);
        /* memchr, not strchr: NUL is no allowed byte */
        bool allowed = memchr(bc->allowed, (int)b, nallowed) != NULL;
        bool opens = memchr(opening, (int)b, strlen(opening)) != NULL;
        bool ok;
        if (allowed)
            ok = rc == 0;
        else if (opens)
            ok = rc == LLURI_ENOMATCH && err.offset == plen + 1;
        else
            ok = rc == LLURI_ENOMATCH && err.offset == plen;
        if (!ok) {
            nwrong++;
            if (w < sizeof wrong - 24)
                w += (size_t)snprintf(wrong + w, sizeof wrong - w, " 0x%02x(%s@%zu)",
                                      b, rc == 0 ? "match" : lluri_errname(rc),
                                      rc == 0 ? (size_t)0 : err.offset);
        }
    }
    ck_assert_msg(nwrong == 0, "%s: %zu bytes judged wrong:%s", bc->what, nwrong,
                  wrong);
}
END_TEST

/* ---- rule numbers and names ----------------------------------------------- */

static const struct rule_name_row {
    int rule;
    const char *name;
} rule_names[] = {
    { LLURI_RULE_URI, "URI" },
    { LLURI_RULE_HIER_PART, "hier-part" },
    { LLURI_RULE_URI_REFERENCE, "URI-reference" },
    { LLURI_RULE_ABSOLUTE_URI, "absolute-URI" },
    { LLURI_RULE_RELATIVE_REF, "relative-ref" },
    { LLURI_RULE_RELATIVE_PART, "relative-part" },
    { LLURI_RULE_SCHEME, "scheme" },
    { LLURI_RULE_AUTHORITY, "authority" },
    { LLURI_RULE_USERINFO, "userinfo" },
    { LLURI_RULE_HOST, "host" },
    { LLURI_RULE_PORT, "port" },
    { LLURI_RULE_IP_LITERAL, "IP-literal" },
    { LLURI_RULE_IPVFUTURE, "IPvFuture" },
    { LLURI_RULE_IPV6ADDRESS, "IPv6address" },
    { LLURI_RULE_H16, "h16" },
    { LLURI_RULE_LS32, "ls32" },
    { LLURI_RULE_IPV4ADDRESS, "IPv4address" },
    { LLURI_RULE_DEC_OCTET, "dec-octet" },
    { LLURI_RULE_REG_NAME, "reg-name" },
    { LLURI_RULE_PATH, "path" },
    { LLURI_RULE_PATH_ABEMPTY, "path-abempty" },
    { LLURI_RULE_PATH_ABSOLUTE, "path-absolute" },
    { LLURI_RULE_PATH_NOSCHEME, "path-noscheme" },
    { LLURI_RULE_PATH_ROOTLESS, "path-rootless" },
    { LLURI_RULE_PATH_EMPTY, "path-empty" },
    { LLURI_RULE_SEGMENT, "segment" },
    { LLURI_RULE_SEGMENT_NZ, "segment-nz" },
    { LLURI_RULE_SEGMENT_NZ_NC, "segment-nz-nc" },
    { LLURI_RULE_PCHAR, "pchar" },
    { LLURI_RULE_QUERY, "query" },
    { LLURI_RULE_FRAGMENT, "fragment" },
    { LLURI_RULE_PCT_ENCODED, "pct-encoded" },
    { LLURI_RULE_UNRESERVED, "unreserved" },
    { LLURI_RULE_RESERVED, "reserved" },
    { LLURI_RULE_GEN_DELIMS, "gen-delims" },
    { LLURI_RULE_SUB_DELIMS, "sub-delims" },
    { LLURI_RULE_IPV6ADDRZ, "IPv6addrz" },
    { LLURI_RULE_ZONEID, "ZoneID" },
    { LLURI_RULE_IP_LITERAL_Z, "IP-literal (RFC 6874)" },
};

START_TEST(test_rule_name)
{
    const struct rule_name_row *r = &rule_names[_i];
    const char *name = lluri_rule_name(r->rule);

    ck_assert_msg(name != NULL, "rule %d has no name", r->rule);
    ck_assert_str_eq(name, r->name);
}
END_TEST

START_TEST(test_rule_numbers)
{
    /* every rule has a row above and a table of cases */
    size_t n = 0;
    int max = 0;
#define COUNT_RULE(name, num, text) n++, max = (num) > max ? (num) : max;
    LLURI_RULES_RFC3986(COUNT_RULE)
#undef COUNT_RULE
    ck_assert_uint_eq(n, NELEM(rule_names));
    ck_assert_uint_eq(n, NELEM(rule_tables));
    ck_assert_int_eq(max, (int)n);   /* numbered 1 .. n */
    for (size_t i = 0; i < NELEM(rule_tables); i++)
        for (size_t j = 0; j < i; j++)
            ck_assert_msg(rule_tables[i].rule != rule_tables[j].rule,
                          "rule %d has two tables", rule_tables[i].rule);
}
END_TEST

START_TEST(test_unknown_rule)
{
    static const int unknown[] = { 0, -1, LLURI_RULE_IP_LITERAL_Z + 1, 99, 999, -999 };
    for (size_t i = 0; i < NELEM(unknown); i++) {
        lluri_error err = { 0, 777 };
        ck_assert_int_eq(lluri_match(unknown[i], "a", 1, 0, &err), LLURI_ERULE);
        ck_assert_int_eq(err.code, LLURI_ERULE);
        ck_assert_uint_eq(err.offset, 0);
        ck_assert_int_eq(lluri_match(unknown[i], "a", 1, 0, NULL), LLURI_ERULE);
        ck_assert_ptr_null(lluri_rule_name(unknown[i]));
    }
}
END_TEST

START_TEST(test_match_arguments)
{
    lluri_error err;

    /* NULL only with length 0, which is the empty input */
    ck_assert_int_eq(lluri_match(LLURI_RULE_PATH_EMPTY, NULL, 0, 0, &err), 0);
    ck_assert_int_eq(lluri_match(LLURI_RULE_PORT, NULL, 0, 0, &err), 0);
    ck_assert_int_eq(lluri_match(LLURI_RULE_SCHEME, NULL, 0, 0, &err), LLURI_ENOMATCH);
    ck_assert_uint_eq(err.offset, 0);
    ck_assert_int_eq(lluri_match(LLURI_RULE_PORT, NULL, 1, 0, &err), LLURI_EINVAL);
    ck_assert_int_eq(err.code, LLURI_EINVAL);

    /* the length is refused before any byte is read */
    if (sizeof(size_t) > 4) {
        static const char small[2] = "8";
        size_t big = (size_t)UINT32_MAX + 1u;
        ck_assert_int_eq(lluri_match(LLURI_RULE_PORT, small, big, 0, &err),
                         LLURI_ETOOLONG);
        ck_assert_int_eq(err.code, LLURI_ETOOLONG);
        ck_assert_uint_eq(err.offset, UINT32_MAX);
    }
}
END_TEST

/* RFC 6874: the zone id belongs to IP-literal (6874) and IPv6addrz only;
 * RFC 3986's IP-literal and host do not take it. */
START_TEST(test_zone_rules)
{
    static const char z[] = "[fe80::1%25eth0]";
    lluri_error err;

    ck_assert_int_eq(lluri_match(LLURI_RULE_IP_LITERAL_Z, z, sizeof z - 1, 0, &err), 0);
    ck_assert_int_eq(lluri_match(LLURI_RULE_IP_LITERAL, z, sizeof z - 1, 0, &err),
                     LLURI_ENOMATCH);
    ck_assert_uint_eq(err.offset, 8);
    ck_assert_int_eq(lluri_match(LLURI_RULE_HOST, z, sizeof z - 1, 0, &err),
                     LLURI_ENOMATCH);
    ck_assert_uint_eq(err.offset, 8);
    ck_assert_int_eq(lluri_match(LLURI_RULE_IPV6ADDRZ, z + 1, sizeof z - 3, 0, &err), 0);
    ck_assert_int_eq(lluri_match(LLURI_RULE_IPV6ADDRESS, z + 1, sizeof z - 3, 0, &err),
                     LLURI_ENOMATCH);
    ck_assert_uint_eq(err.offset, 7);
}
END_TEST

static Suite *rules_suite(void)
{
    Suite *s = suite_create("rules");
    TCase *tc;
    int start = 0;

    for (size_t t = 0; t < NELEM(rule_tables); t++) {
        static char names[NELEM(rule_tables)][64];
        snprintf(names[t], sizeof names[t], "%s %s", rule_tables[t].section,
                 lluri_rule_name(rule_tables[t].rule));
        tc = tcase_create(names[t]);
        tcase_add_loop_test(tc, test_rule_case, start, start + (int)rule_tables[t].n);
        suite_add_tcase(s, tc);
        start += (int)rule_tables[t].n;
    }

    tc = tcase_create("character classes, all 256 bytes");
    tcase_add_loop_test(tc, test_byte_class, 0, (int)NELEM(byte_classes));
    suite_add_tcase(s, tc);

    tc = tcase_create("rule numbers and names");
    tcase_add_loop_test(tc, test_rule_name, 0, (int)NELEM(rule_names));
    tcase_add_test(tc, test_rule_numbers);
    tcase_add_test(tc, test_unknown_rule);
    tcase_add_test(tc, test_match_arguments);
    tcase_add_test(tc, test_zone_rules);
    suite_add_tcase(s, tc);

    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(rules_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed != 0;
}
