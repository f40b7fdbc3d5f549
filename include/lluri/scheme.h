/* SPDX-License-Identifier: MIT */
/*
 * lluri/scheme.h — URIs read by their scheme's own grammar: RFC 1738 §5
 * (ftp, http and https, gopher, mailto, news, nntp, telnet, wais, file,
 * prospero), the schemes of the uri(7) manual page (ldap per RFC 4516, man,
 * info, whatis) and SQLAlchemy's database URLs.
 *
 * lluri_scheme_parse() first parses the URI as RFC 3986 (an error there is
 * that parse's code and offset); then the grammar of its scheme (any case)
 * runs over the same bytes, and a URI valid under RFC 3986 but not under
 * its scheme's grammar gets one of the codes below, with the offset of the
 * first byte that grammar could not take. Fields are spans into the same
 * text; absent is not empty.
 */
#ifndef LLURI_SCHEME_H
#define LLURI_SCHEME_H

#include <lluri.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The scheme grammars' error codes, -22 .. -54 (lluri_strerror() knows
 * them). RFC 1738 §5: -22 .. -39; uri(7) and database URLs: -40 .. -54. */
#define LLURI_SCHEME_ERRORS(X)                                               \
    X(ESLASHES,   -22,  "missing \"//\" after the scheme")                  \
    X(EUSER,      -23,  "invalid character in user name")                   \
    X(EPASSWORD,  -24,  "invalid character in password")                    \
    X(EHOSTNAME,  -25,  "invalid host name or number")                      \
    X(EPORTNUM,   -26,  "invalid port number")                              \
    X(EFPATH,     -27,  "invalid character in ftp or file path")            \
    X(EFTPTYPE,   -28,  "invalid ftp type code")                            \
    X(EHPATH,     -29,  "invalid character in http path")                   \
    X(ESEARCH,    -30,  "invalid character in search")                      \
    X(EGTYPE,     -31,  "invalid gopher type")                              \
    X(ESELECTOR,  -32,  "invalid gopher selector")                          \
    X(EGOPHERPLUS,-33,  "invalid gopher+ string")                           \
    X(EMAILTO,    -34,  "invalid mailto address")                           \
    X(EGROUP,     -35,  "invalid news group name")                          \
    X(EARTICLE,   -36,  "invalid news article")                             \
    X(EWAIS,      -37,  "invalid wais database, type or path")              \
    X(EPROSPERO,  -38,  "invalid prospero path or field")                   \
    X(ESCHEMESYNTAX,-39, "does not match the scheme's grammar")             \
    X(ELDAP,      -40,  "invalid ldap URL")                                 \
    X(ELDAPDN,    -41,  "invalid ldap dn")                                  \
    X(ELDAPATTR,  -42,  "invalid ldap attribute selector")                  \
    X(ELDAPSCOPE, -43,  "invalid ldap scope")                               \
    X(ELDAPFILTER,-44,  "invalid ldap filter")                              \
    X(ELDAPEXT,   -45,  "invalid ldap extension")                           \
    X(EMANNAME,   -46,  "invalid man page name")                            \
    X(EMANSECTION,-47,  "invalid man section")                              \
    X(EINFOFILE,  -48,  "invalid info file name")                           \
    X(EINFONODE,  -49,  "invalid info node")                                \
    X(EWHATIS,    -50,  "invalid whatis string")                            \
    X(EFRAGMENTSCHEME, -51, "fragment not allowed in this scheme")          \
    X(EDIALECT,   -52,  "invalid database dialect")                         \
    X(EDRIVER,    -53,  "invalid database driver")                          \
    X(EDATABASE,  -54,  "invalid database URL")

enum lluri_scheme_errcode {
#define LLURI__SCHEME_ERR_ENUM(name, num, text) LLURI_##name = num,
    LLURI_SCHEME_ERRORS(LLURI__SCHEME_ERR_ENUM)
#undef LLURI__SCHEME_ERR_ENUM
    LLURI__SCHEME_ERR_END = 0
};

/* Which grammar serves a scheme (names in any case):
 *   ftp, http (and https), gopher, mailto, news, nntp, telnet, wais, file,
 *   prospero            RFC 1738 §5 (grammar/rfc1738.rl)
 *   ldap                RFC 4516, as uri(7) describes it (grammar/uri7.rl)
 *   man, info, whatis   uri(7)
 *   database            SQLAlchemy's dialect[+driver]://... (below) */
enum lluri_scheme_kind {
    LLURI_SCHEME_UNKNOWN  = 0,  /* no grammar for this scheme */
    LLURI_SCHEME_FTP      = 1,
    LLURI_SCHEME_HTTP     = 2,
    LLURI_SCHEME_GOPHER   = 3,
    LLURI_SCHEME_MAILTO   = 4,
    LLURI_SCHEME_NEWS     = 5,
    LLURI_SCHEME_NNTP     = 6,
    LLURI_SCHEME_TELNET   = 7,
    LLURI_SCHEME_WAIS     = 8,
    LLURI_SCHEME_FILE     = 9,
    LLURI_SCHEME_PROSPERO = 10,
    LLURI_SCHEME_LDAP     = 11,
    LLURI_SCHEME_MAN      = 12,
    LLURI_SCHEME_INFO     = 13,
    LLURI_SCHEME_WHATIS   = 14,
    LLURI_SCHEME_DATABASE = 15
};

/* The fields of each scheme, in order: a field's index in field[] is its
 * place in its scheme's struct, and its bit (1u << index) in `present` is
 * set when the field was written (possibly empty), clear when absent (its
 * span is then {0, 0}). */
#define LLURI_SCHEME_FIELDS_MAX 8
typedef struct lluri_scheme_parts {
    const char *src;               /* the parsed text (not owned), as in lluri */
    uint32_t    len;
    enum lluri_scheme_kind kind;
    uint32_t    present;           /* bit i: field[i] was written */
    union {
        lluri_span field[LLURI_SCHEME_FIELDS_MAX];
        struct { lluri_span user, password, host, port, path, type; } ftp;
        struct { lluri_span host, port, path, search; } http;
        /* gtype absent means "1" (RFC 1738 §3.4): lluri_gopher_type() */
        struct { lluri_span host, port, gtype, selector, search, gopher_plus; } gopher;
        struct { lluri_span to; } mailto;          /* the encoded address list */
        /* one of group, article; group "*" is all groups */
        struct { lluri_span group, article; } news;
        struct { lluri_span host, port, group, article; } nntp;
        struct { lluri_span user, password, host, port; } telnet;
        struct { lluri_span host, port, database, search, wtype, wpath; } wais;
        struct { lluri_span host, path; } file;
        struct { lluri_span host, port, path, fields; } prospero;
        struct { lluri_span host, port, dn, attributes, scope, filter, extensions; } ldap;
        struct { lluri_span name, section; } man;
        struct { lluri_span file, node; } info;
        struct { lluri_span string; } whatis;
        struct { lluri_span dialect, driver, username, password, host, port,
                            database, query; } database;
    };
} lluri_scheme_parts;

/* lluri_scheme_parse(): read any scheme as a database URL
 * (dialect[+driver]://...), not only the dialects lluri knows by name. */
#define LLURI_SCHEME_AS_DATABASE (1u << 20)
#define LLURI_SCHEME_FLAGS       LLURI_SCHEME_AS_DATABASE

/* Parse s[0 .. len) as an RFC 3986 URI, then by its scheme's grammar.
 * Returns 0 and fills *p; or a negative code (and *err): the RFC 3986 code,
 * LLURI_ENOGRAMMAR (offset 0) for a scheme without a grammar here, or a
 * scheme code. On error *p is zeroed but for src, len and kind (the kind is
 * known once the scheme is). */
LLURI_API int lluri_scheme_parse(lluri_scheme_parts *p, const char *s,
                                 size_t len, lluri_flags flags, lluri_error *err);
/* The same, for a URI as lluri_parse() left it: the fields it returns are
 * spans of u's text, so a struct whose spans are not laid out as a parse
 * lays them out (an edited one: parse its recomposition) is LLURI_ESPAN,
 * as a span outside the text is. */
LLURI_API int lluri_scheme_parse_uri(lluri_scheme_parts *p, const lluri *u,
                                     lluri_flags flags, lluri_error *err);

/* "ftp", "http", ..., "database"; NULL for unknown kinds. */
LLURI_API const char *lluri_scheme_kind_name(enum lluri_scheme_kind kind);
/* The name of field `field` of `kind` ("user", "gopher_plus", "dn"), as
 * the CLI's "parts" object uses it; NULL past the kind's last field. */
LLURI_API const char *lluri_scheme_field_name(enum lluri_scheme_kind kind,
                                              int field);

/* Percent-decode field `field` of *p into out (a writer: lluri.h
 * "Writers"); LLURI_EINVAL for an absent or unknown field. */
LLURI_API ptrdiff_t lluri_scheme_field_decode(const lluri_scheme_parts *p,
                                              int field, char *out, size_t cap,
                                              lluri_error *err);

/* The gopher type of a gopher URL: its gtype byte, or '1' when absent
 * (RFC 1738 §3.4); LLURI_EINVAL for another kind. */
LLURI_API int lluri_gopher_type(const lluri_scheme_parts *p);

/* ---- RFC 1738 fields ---------------------------------------------------------
 *   - a "#fragment" is not part of an RFC 1738 URL (its appendix puts it
 *     after the URL): the scheme grammar reads the URI up to the "#";
 *   - paths are §3.1's url-path, without the "/" before them ("ftp://h/a"
 *     has path "a", "ftp://h/" path "", "ftp://h" none); ftp `type` is the
 *     code after ";type="; prospero `fields` is all of "*[ fieldspec ]"
 *     from its first ";"; gopher `search` and `gopher_plus` follow their
 *     "%09"; news has either `group` ("*" for all groups) or `article`;
 *   - "https" URLs are read with httpurl's grammar (kind LLURI_SCHEME_HTTP). */

/* The "/"-separated segments of the path of an ftp or file URL (fpath:
 * §3.2.2's <cwd1>/.../<cwdN>/<name>), an http URL (hpath) or a prospero URL
 * (ppath), as raw spans; decode one with lluri_pct_decode(). Empty segments
 * count ("ftp://h//etc/motd" has "", "etc", "motd"); a present empty path
 * is one empty segment; an absent path, or another kind, has none. */
typedef struct lluri_segment_iter {
    /* private: use the functions */
    const char *_src;
    uint32_t    _pos, _end;
    int         _done;
} lluri_segment_iter;
/* Returns 0, or LLURI_EINVAL for a NULL argument. */
LLURI_API int lluri_scheme_segments_begin(lluri_segment_iter *it,
                                          const lluri_scheme_parts *p);
/* 1 and the next segment, or 0 at the end. */
LLURI_API int lluri_scheme_segments_next(lluri_segment_iter *it,
                                         lluri_span *segment);

/* The ";name=value" fieldspecs of a prospero URL (§3.11), in order; spans
 * are raw. A URL without fields, or another kind, has none. */
typedef struct lluri_prospero_field {
    lluri_span name, value;
} lluri_prospero_field;
typedef struct lluri_prospero_iter {
    /* private: use the functions */
    const char *_src;
    uint32_t    _pos, _end;
} lluri_prospero_iter;
LLURI_API int lluri_prospero_fields_begin(lluri_prospero_iter *it,
                                          const lluri_scheme_parts *p);
LLURI_API int lluri_prospero_fields_next(lluri_prospero_iter *it,
                                         lluri_prospero_field *field);

/* ---- uri(7): ldap lists --------------------------------------------------------
 * The comma-separated items of an ldap URL's attributes or extensions
 * (RFC 4516 §2). For extensions, `critical` is 1 when the item starts with
 * "!" (not part of `type`), `type` is the extype and `value` the exvalue
 * after the first "=" (has_value tells "e" from "e="); for attributes,
 * `type` is the whole selector. Spans are raw; an absent or empty list has
 * no items. */
enum lluri_ldap_list {
    LLURI_LDAP_ATTRIBUTES = 3,   /* the index of ldap.attributes in field[] */
    LLURI_LDAP_EXTENSIONS = 6    /* the index of ldap.extensions */
};
typedef struct lluri_ldap_item {
    lluri_span type, value;
    int        has_value;
    int        critical;
} lluri_ldap_item;
typedef struct lluri_ldap_iter {
    /* private: use the functions */
    const char *_src;
    uint32_t    _pos, _end;
    int         _list, _done;
} lluri_ldap_iter;
/* Returns 0, or LLURI_EINVAL for a NULL argument or a list out of the enum. */
LLURI_API int lluri_ldap_list_begin(lluri_ldap_iter *it,
                                    const lluri_scheme_parts *p,
                                    enum lluri_ldap_list list);
LLURI_API int lluri_ldap_list_next(lluri_ldap_iter *it, lluri_ldap_item *item);

/* ---- Database URLs, as SQLAlchemy writes them --------------------------------
 *   dialect[+driver]://[username[:password]@][host][:port][/database][?query]
 * Fields: dialect, driver, username, password, host, port, database, query.
 * host is written without the brackets of an IP literal ("::1"), as
 * SQLAlchemy has it; an empty host is absent. database is the path after
 * its first "/" ("sqlite:////abs.db": "/abs.db"); "sqlite://" has none.
 * username and password are raw: decode them with
 * lluri_scheme_field_decode() or lluri_pct_decode(). */

/* Quote a username or password for a database URL: "%XX" (upper case) for
 * ":", "@", "/" (what SQLAlchemy's _rfc_1738_quote quotes), for "%" itself
 * (so that decoding gives back the original), and for every byte RFC 3986
 * does not allow unencoded in a userinfo (so that the URL parses). Other
 * bytes are copied. A writer (lluri.h "Writers"). */
LLURI_API ptrdiff_t lluri_database_quote(const char *s, size_t len, char *out,
                                         size_t cap, lluri_error *err);

/* A database URL from its parts (NULL ptr: absent). username and password
 * are quoted with lluri_database_quote(); dialect, driver, host, port,
 * database and query are written as given (a host with a ":" gets
 * brackets). A password needs a username; a driver needs a dialect. A
 * writer; *result is the URL parsed as an RFC 3986 URI. Each part is
 * checked before anything is written; errors, with the offset into that
 * part: LLURI_EDIALECT (missing, or not ALPHA *(ALPHA / DIGIT)),
 * LLURI_EDRIVER (not 1*(ALPHA / DIGIT)), LLURI_EHOST or LLURI_EIPLITERAL
 * (host), LLURI_EPORT, LLURI_EPATH (database: pchar and "/" only),
 * LLURI_EQUERY; LLURI_EPARTS (offset 0) for a password without a
 * username. */
typedef struct lluri_database_parts {
    lluri_text dialect, driver, username, password, host, port, database,
               query;
} lluri_database_parts;
LLURI_API ptrdiff_t lluri_database_build(const lluri_database_parts *d,
                                         char *out, size_t cap, lluri *result,
                                         lluri_error *err);

/* ---- The rules of the scheme grammars, one at a time -------------------------
 * Numbers for lluri_match() and lluri_rule_name(): RFC 1738 §5 from 100
 * (grammar/rfc1738.rl), the uri(7) schemes from 200 (grammar/uri7.rl). */
#define LLURI_RULES_RFC1738(X)                                               \
    X(RFC1738_LOWALPHA, 100, "lowalpha")                                     \
    X(RFC1738_HIALPHA, 101, "hialpha")                                       \
    X(RFC1738_ALPHA, 102, "alpha")                                           \
    X(RFC1738_DIGIT, 103, "digit")                                           \
    X(RFC1738_SAFE, 104, "safe")                                             \
    X(RFC1738_EXTRA, 105, "extra")                                           \
    X(RFC1738_NATIONAL, 106, "national")                                     \
    X(RFC1738_PUNCTUATION, 107, "punctuation")                               \
    X(RFC1738_RESERVED, 108, "reserved")                                     \
    X(RFC1738_HEX, 109, "hex")                                               \
    X(RFC1738_ESCAPE, 110, "escape")                                         \
    X(RFC1738_UNRESERVED, 111, "unreserved")                                 \
    X(RFC1738_UCHAR, 112, "uchar")                                           \
    X(RFC1738_XCHAR, 113, "xchar")                                           \
    X(RFC1738_DIGITS, 114, "digits")                                         \
    X(RFC1738_FIELDVALUE, 115, "fieldvalue")                                 \
    X(RFC1738_FIELDNAME, 116, "fieldname")                                   \
    X(RFC1738_FIELDSPEC, 117, "fieldspec")                                   \
    X(RFC1738_FIELDSPECS, 118, "*[ fieldspec ]")                             \
    X(RFC1738_PSEGMENT, 119, "psegment")                                     \
    X(RFC1738_PPATH, 120, "ppath")                                           \
    X(RFC1738_WPATH, 121, "wpath")                                           \
    X(RFC1738_WTYPE, 122, "wtype")                                           \
    X(RFC1738_DATABASE, 123, "database")                                     \
    X(RFC1738_GROUP, 124, "group")                                           \
    X(RFC1738_ENCODED822ADDR, 125, "encoded822addr")                         \
    X(RFC1738_GOPHER_PLUS_STRING, 126, "gopher+_string")                     \
    X(RFC1738_SELECTOR, 127, "selector")                                     \
    X(RFC1738_GOPHER_SELECTOR, 128, "selector (gopher URL)")                 \
    X(RFC1738_GOPHER_SEARCH, 129, "search (gopher URL)")                     \
    X(RFC1738_GTYPE, 130, "gtype")                                           \
    X(RFC1738_SEARCH, 131, "search")                                         \
    X(RFC1738_HSEGMENT, 132, "hsegment")                                     \
    X(RFC1738_HPATH, 133, "hpath")                                           \
    X(RFC1738_FTPTYPE, 134, "ftptype")                                       \
    X(RFC1738_FSEGMENT, 135, "fsegment")                                     \
    X(RFC1738_FPATH, 136, "fpath")                                           \
    X(RFC1738_URLPATH, 137, "urlpath")                                       \
    X(RFC1738_PASSWORD, 138, "password")                                     \
    X(RFC1738_USER, 139, "user")                                             \
    X(RFC1738_PORT, 140, "port")                                             \
    X(RFC1738_HOSTNUMBER, 141, "hostnumber")                                 \
    X(RFC1738_ALPHADIGIT, 142, "alphadigit")                                 \
    X(RFC1738_TOPLABEL, 143, "toplabel")                                     \
    X(RFC1738_DOMAINLABEL, 144, "domainlabel")                               \
    X(RFC1738_HOSTNAME, 145, "hostname")                                     \
    X(RFC1738_HOST, 146, "host")                                             \
    X(RFC1738_HOSTPORT, 147, "hostport")                                     \
    X(RFC1738_LOGIN, 148, "login")                                           \
    X(RFC1738_IP_SCHEMEPART, 149, "ip-schemepart")                           \
    X(RFC1738_SCHEMEPART, 150, "schemepart")                                 \
    X(RFC1738_SCHEME, 151, "scheme")                                         \
    X(RFC1738_FTPURL, 152, "ftpurl")                                         \
    X(RFC1738_FILEURL, 153, "fileurl")                                       \
    X(RFC1738_HTTPURL, 154, "httpurl")                                       \
    X(RFC1738_HTTPSURL, 155, "httpsurl")                                     \
    X(RFC1738_GOPHERURL, 156, "gopherurl")                                   \
    X(RFC1738_MAILTOURL, 157, "mailtourl")                                   \
    X(RFC1738_ARTICLE, 158, "article")                                       \
    X(RFC1738_GROUPPART, 159, "grouppart")                                   \
    X(RFC1738_NEWSURL, 160, "newsurl")                                       \
    X(RFC1738_NNTPURL, 161, "nntpurl")                                       \
    X(RFC1738_TELNETURL, 162, "telneturl")                                   \
    X(RFC1738_WAISDATABASE, 163, "waisdatabase")                             \
    X(RFC1738_WAISINDEX, 164, "waisindex")                                   \
    X(RFC1738_WAISDOC, 165, "waisdoc")                                       \
    X(RFC1738_WAISURL, 166, "waisurl")                                       \
    X(RFC1738_PROSPEROURL, 167, "prosperourl")                               \
    X(RFC1738_GENERICURL, 168, "genericurl")                                 \
    X(RFC1738_OTHERURL, 169, "otherurl")                                     \
    X(RFC1738_URL, 170, "url")

#define LLURI_RULES_URI7(X)                                                  \
    X(URI7_LDAPURL, 200, "ldapurl")                                          \
    X(URI7_DN, 201, "dn")                                                    \
    X(URI7_ATTRIBUTES, 202, "attributes")                                    \
    X(URI7_ATTRDESC, 203, "attrdesc")                                        \
    X(URI7_SELECTOR, 204, "selector")                                        \
    X(URI7_SCOPE, 205, "scope")                                              \
    X(URI7_FILTER_PCT, 206, "filter (percent-encoded)")                      \
    X(URI7_EXTENSIONS, 207, "extensions")                                    \
    X(URI7_EXTENSION, 208, "extension")                                      \
    X(URI7_EXTYPE, 209, "extype")                                            \
    X(URI7_EXVALUE, 210, "exvalue")                                          \
    X(URI7_ATTRIBUTESELECTOR, 211, "attributeSelector")                      \
    X(URI7_ATTRIBUTEDESCRIPTION, 212, "attributedescription")                \
    X(URI7_OPTIONS, 213, "options")                                          \
    X(URI7_OID, 214, "oid")                                                  \
    X(URI7_DESCR, 215, "descr")                                              \
    X(URI7_NUMERICOID, 216, "numericoid")                                    \
    X(URI7_NUMBER, 217, "number")                                            \
    X(URI7_KEYSTRING, 218, "keystring")                                      \
    X(URI7_UTFMB, 219, "UTFMB")                                              \
    X(URI7_DISTINGUISHEDNAME, 220, "distinguishedName")                      \
    X(URI7_RELATIVEDISTINGUISHEDNAME, 221, "relativeDistinguishedName")      \
    X(URI7_ATTRIBUTETYPEANDVALUE, 222, "attributeTypeAndValue")              \
    X(URI7_ATTRIBUTETYPE, 223, "attributeType")                              \
    X(URI7_ATTRIBUTEVALUE, 224, "attributeValue")                            \
    X(URI7_STRING, 225, "string")                                            \
    X(URI7_HEXSTRING, 226, "hexstring")                                      \
    X(URI7_PAIR, 227, "pair")                                                \
    X(URI7_MANURL, 228, "manurl")                                            \
    X(URI7_MAN_NAME, 229, "man name")                                        \
    X(URI7_MAN_SECTION, 230, "man section")                                  \
    X(URI7_INFOURL, 231, "infourl")                                          \
    X(URI7_INFO_FILE, 232, "info file")                                      \
    X(URI7_INFO_NODE, 233, "info node")                                      \
    X(URI7_WHATISURL, 234, "whatisurl")                                      \
    X(URI7_WHATIS_STRING, 235, "whatis string")                              \
    X(URI7_FILTER, 236, "filter")                                            \
    X(URI7_ITEM, 237, "item")                                                \
    X(URI7_SUBSTRING, 238, "substring")                                      \
    X(URI7_EXTENSIBLE, 239, "extensible")                                    \
    X(URI7_ASSERTIONVALUE, 240, "assertionvalue")

enum lluri_scheme_rule {
#define LLURI__SCHEME_RULE_ENUM(name, num, text) LLURI_RULE_##name = num,
    LLURI_RULES_RFC1738(LLURI__SCHEME_RULE_ENUM)
    LLURI_RULES_URI7(LLURI__SCHEME_RULE_ENUM)
#undef LLURI__SCHEME_RULE_ENUM
    LLURI__SCHEME_RULE_END = 0
};

#ifdef __cplusplus
}
#endif
#endif /* LLURI_SCHEME_H */
