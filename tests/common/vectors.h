/* SPDX-License-Identifier: MIT */
/* vectors.h — test vectors shared by the suites: URI references that must
 * parse, with every component they must give, and inputs that must not,
 * with the error code and offset they must give.
 *
 * Conventions, for both tables:
 *   - `len` 0 means strlen(in); inputs holding a NUL give their length with
 *     BYTES("...") (sizeof - 1), so the NUL is part of the input;
 *   - a component given as NULL is absent (its LLURI_HAS_* bit clear), ""
 *     is present and empty. The path is always present: "" when empty.
 */
#ifndef LLURI_TESTS_VECTORS_H
#define LLURI_TESTS_VECTORS_H

#include <stddef.h>
#include <string.h>

#include "lluri.h"
#include "lluri/extract.h"
#include "lluri/scheme.h"

#define NELEM(a) (sizeof(a) / sizeof((a)[0]))

/* An input with an explicit length, for one holding a NUL byte. */
#define BYTES(s) .in = (s), .len = sizeof(s) - 1

static inline size_t vector_len(const char *in, size_t len)
{
    return len ? len : strlen(in);
}

/* The four start rules, in the order the tests walk them:
 *   FOR_EACH_START(start) { ... lluri_parse(..., start | more, ...) ... }
 * and arrays indexed by a start rule have START_SLOTS slots. */
static const unsigned test_starts[4] = {
    LLURI_START_REFERENCE, LLURI_START_URI, LLURI_START_ABSOLUTE, LLURI_START_RELATIVE,
};
#define START_SLOTS (LLURI_START_MASK + 1)
#define FOR_EACH_START(start)                                              \
    for (unsigned start##_i = 0, start = 0;                                 \
         start##_i < 4 && ((start = test_starts[start##_i]), 1); start##_i++)

/* The start rules (RFC 3986 §4.1-§4.3) a valid vector parses under, one bit
 * per value of flags & LLURI_START_MASK. */
#define V_REF (1u << LLURI_START_REFERENCE) /* URI-reference */
#define V_URI (1u << LLURI_START_URI)       /* URI */
#define V_ABS (1u << LLURI_START_ABSOLUTE)  /* absolute-URI */
#define V_REL (1u << LLURI_START_RELATIVE)  /* relative-ref */
/* §4.3: a URI without a fragment is also an absolute-URI. */
#define V_ABSOLUTE_URI (V_REF | V_URI | V_ABS)
/* §3: a URI with a fragment is not. */
#define V_URI_FRAGMENT (V_REF | V_URI)
/* §4.2: no scheme. */
#define V_RELATIVE_REF (V_REF | V_REL)

struct valid_vector {
    const char *in;
    size_t len;       /* 0: strlen(in) */
    unsigned flags;   /* flags needed besides the start rule: LLURI_ZONE_ID */
    unsigned starts;  /* V_* */
    const char *scheme, *userinfo, *host, *port, *path, *query, *fragment;
    int host_kind;    /* enum lluri_host_kind */
};

static const struct valid_vector valid_vectors[] = {
    /* RFC 3986 §1.1.2 Examples, verbatim */
    { .in = "ftp://ftp.is.co.za/rfc/rfc1808.txt", .starts = V_ABSOLUTE_URI,
      .scheme = "ftp", .host = "ftp.is.co.za", .host_kind = LLURI_HOST_REG_NAME,
      .path = "/rfc/rfc1808.txt" },
    { .in = "http://www.ietf.org/rfc/rfc2396.txt", .starts = V_ABSOLUTE_URI,
      .scheme = "http", .host = "www.ietf.org", .host_kind = LLURI_HOST_REG_NAME,
      .path = "/rfc/rfc2396.txt" },
    { .in = "ldap://[2001:db8::7]/c=GB?objectClass?one", .starts = V_ABSOLUTE_URI,
      .scheme = "ldap", .host = "[2001:db8::7]", .host_kind = LLURI_HOST_IPV6,
      .path = "/c=GB", .query = "objectClass?one" },
    { .in = "mailto:John.Doe@example.com", .starts = V_ABSOLUTE_URI,
      .scheme = "mailto", .path = "John.Doe@example.com" },
    { .in = "news:comp.infosystems.www.servers.unix", .starts = V_ABSOLUTE_URI,
      .scheme = "news", .path = "comp.infosystems.www.servers.unix" },
    { .in = "tel:+1-816-555-1212", .starts = V_ABSOLUTE_URI,
      .scheme = "tel", .path = "+1-816-555-1212" },
    { .in = "telnet://192.0.2.16:80/", .starts = V_ABSOLUTE_URI,
      .scheme = "telnet", .host = "192.0.2.16", .host_kind = LLURI_HOST_IPV4,
      .port = "80", .path = "/" },
    { .in = "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
      .starts = V_ABSOLUTE_URI,
      .scheme = "urn", .path = "oasis:names:specification:docbook:dtd:xml:4.1.2" },

    /* RFC 3986 §3 Syntax Components, the two examples */
    { .in = "foo://example.com:8042/over/there?name=ferret#nose",
      .starts = V_URI_FRAGMENT,
      .scheme = "foo", .host = "example.com", .host_kind = LLURI_HOST_REG_NAME,
      .port = "8042", .path = "/over/there", .query = "name=ferret",
      .fragment = "nose" },
    { .in = "urn:example:animal:ferret:nose", .starts = V_ABSOLUTE_URI,
      .scheme = "urn", .path = "example:animal:ferret:nose" },

    /* RFC 3986 §5.4.1 Normal Examples (the references; resolving them
     * against "http://a/b/c/d;p?q" is another suite's work) */
    { .in = "g:h", .starts = V_ABSOLUTE_URI, .scheme = "g", .path = "h" },
    { .in = "g", .starts = V_RELATIVE_REF, .path = "g" },
    { .in = "./g", .starts = V_RELATIVE_REF, .path = "./g" },
    { .in = "g/", .starts = V_RELATIVE_REF, .path = "g/" },
    { .in = "/g", .starts = V_RELATIVE_REF, .path = "/g" },
    { .in = "//g", .starts = V_RELATIVE_REF,
      .host = "g", .host_kind = LLURI_HOST_REG_NAME, .path = "" },
    { .in = "?y", .starts = V_RELATIVE_REF, .path = "", .query = "y" },
    { .in = "g?y", .starts = V_RELATIVE_REF, .path = "g", .query = "y" },
    { .in = "#s", .starts = V_RELATIVE_REF, .path = "", .fragment = "s" },
    { .in = "g#s", .starts = V_RELATIVE_REF, .path = "g", .fragment = "s" },
    { .in = "g?y#s", .starts = V_RELATIVE_REF,
      .path = "g", .query = "y", .fragment = "s" },
    { .in = ";x", .starts = V_RELATIVE_REF, .path = ";x" },
    { .in = "g;x", .starts = V_RELATIVE_REF, .path = "g;x" },
    { .in = "g;x?y#s", .starts = V_RELATIVE_REF,
      .path = "g;x", .query = "y", .fragment = "s" },
    { .in = "", .starts = V_RELATIVE_REF, .path = "" },
    { .in = ".", .starts = V_RELATIVE_REF, .path = "." },
    { .in = "./", .starts = V_RELATIVE_REF, .path = "./" },
    { .in = "..", .starts = V_RELATIVE_REF, .path = ".." },
    { .in = "../", .starts = V_RELATIVE_REF, .path = "../" },
    { .in = "../g", .starts = V_RELATIVE_REF, .path = "../g" },
    { .in = "../..", .starts = V_RELATIVE_REF, .path = "../.." },
    { .in = "../../", .starts = V_RELATIVE_REF, .path = "../../" },
    { .in = "../../g", .starts = V_RELATIVE_REF, .path = "../../g" },

    /* RFC 3986 §5.4.2 Abnormal Examples */
    { .in = "../../../g", .starts = V_RELATIVE_REF, .path = "../../../g" },
    { .in = "../../../../g", .starts = V_RELATIVE_REF, .path = "../../../../g" },
    { .in = "/./g", .starts = V_RELATIVE_REF, .path = "/./g" },
    { .in = "/../g", .starts = V_RELATIVE_REF, .path = "/../g" },
    { .in = "g.", .starts = V_RELATIVE_REF, .path = "g." },
    { .in = ".g", .starts = V_RELATIVE_REF, .path = ".g" },
    { .in = "g..", .starts = V_RELATIVE_REF, .path = "g.." },
    { .in = "..g", .starts = V_RELATIVE_REF, .path = "..g" },
    { .in = "./../g", .starts = V_RELATIVE_REF, .path = "./../g" },
    { .in = "./g/.", .starts = V_RELATIVE_REF, .path = "./g/." },
    { .in = "g/./h", .starts = V_RELATIVE_REF, .path = "g/./h" },
    { .in = "g/../h", .starts = V_RELATIVE_REF, .path = "g/../h" },
    { .in = "g;x=1/./y", .starts = V_RELATIVE_REF, .path = "g;x=1/./y" },
    { .in = "g;x=1/../y", .starts = V_RELATIVE_REF, .path = "g;x=1/../y" },
    { .in = "g?y/./x", .starts = V_RELATIVE_REF, .path = "g", .query = "y/./x" },
    { .in = "g?y/../x", .starts = V_RELATIVE_REF, .path = "g", .query = "y/../x" },
    { .in = "g#s/./x", .starts = V_RELATIVE_REF, .path = "g", .fragment = "s/./x" },
    { .in = "g#s/../x", .starts = V_RELATIVE_REF, .path = "g", .fragment = "s/../x" },
    { .in = "http:g", .starts = V_ABSOLUTE_URI, .scheme = "http", .path = "g" },

    /* Absent is not empty (lluri.h): each delimiter present with nothing
     * after it gives a present, empty component */
    { .in = "http://a", .starts = V_ABSOLUTE_URI,
      .scheme = "http", .host = "a", .host_kind = LLURI_HOST_REG_NAME, .path = "" },
    { .in = "http://a?", .starts = V_ABSOLUTE_URI,
      .scheme = "http", .host = "a", .host_kind = LLURI_HOST_REG_NAME, .path = "",
      .query = "" },
    { .in = "http://a#", .starts = V_URI_FRAGMENT,
      .scheme = "http", .host = "a", .host_kind = LLURI_HOST_REG_NAME, .path = "",
      .fragment = "" },
    { .in = "http://a/?#", .starts = V_URI_FRAGMENT,
      .scheme = "http", .host = "a", .host_kind = LLURI_HOST_REG_NAME, .path = "/",
      .query = "", .fragment = "" },
    { .in = "//", .starts = V_RELATIVE_REF,
      .host = "", .host_kind = LLURI_HOST_REG_NAME, .path = "" },
    { .in = "http://h:", .starts = V_ABSOLUTE_URI,
      .scheme = "http", .host = "h", .host_kind = LLURI_HOST_REG_NAME, .port = "",
      .path = "" },
    { .in = "http://h:/", .starts = V_ABSOLUTE_URI,
      .scheme = "http", .host = "h", .host_kind = LLURI_HOST_REG_NAME, .port = "",
      .path = "/" },
    { .in = "http://@h", .starts = V_ABSOLUTE_URI,
      .scheme = "http", .userinfo = "", .host = "h", .host_kind = LLURI_HOST_REG_NAME,
      .path = "" },
    { .in = "//@:", .starts = V_RELATIVE_REF,
      .userinfo = "", .host = "", .host_kind = LLURI_HOST_REG_NAME, .port = "",
      .path = "" },
    { .in = "http://:80/", .starts = V_ABSOLUTE_URI,
      .scheme = "http", .host = "", .host_kind = LLURI_HOST_REG_NAME, .port = "80",
      .path = "/" },
    { .in = "?", .starts = V_RELATIVE_REF, .path = "", .query = "" },
    { .in = "#", .starts = V_RELATIVE_REF, .path = "", .fragment = "" },
    { .in = "a:", .starts = V_ABSOLUTE_URI, .scheme = "a", .path = "" },
    { .in = "mailto:", .starts = V_ABSOLUTE_URI, .scheme = "mailto", .path = "" },
    { .in = "a:?q", .starts = V_ABSOLUTE_URI, .scheme = "a", .path = "", .query = "q" },
    { .in = "a:#f", .starts = V_URI_FRAGMENT, .scheme = "a", .path = "",
      .fragment = "f" },
    { .in = "a://", .starts = V_ABSOLUTE_URI,
      .scheme = "a", .host = "", .host_kind = LLURI_HOST_REG_NAME, .path = "" },
    { .in = "a:///b", .starts = V_ABSOLUTE_URI,
      .scheme = "a", .host = "", .host_kind = LLURI_HOST_REG_NAME, .path = "/b" },
    { .in = "file:///etc/passwd", .starts = V_ABSOLUTE_URI,
      .scheme = "file", .host = "", .host_kind = LLURI_HOST_REG_NAME,
      .path = "/etc/passwd" },

    /* §3.2.2 host: first-match-wins makes IPv4address win over reg-name;
     * a dotted name that is not an IPv4address is a reg-name */
    { .in = "http://1.2.3.4/", .starts = V_ABSOLUTE_URI,
      .scheme = "http", .host = "1.2.3.4", .host_kind = LLURI_HOST_IPV4, .path = "/" },
    { .in = "http://255.255.255.255:80/", .starts = V_ABSOLUTE_URI,
      .scheme = "http", .host = "255.255.255.255", .host_kind = LLURI_HOST_IPV4,
      .port = "80", .path = "/" },
    { .in = "//0.0.0.0", .starts = V_RELATIVE_REF,
      .host = "0.0.0.0", .host_kind = LLURI_HOST_IPV4, .path = "" },
    { .in = "//1.2.3.4:", .starts = V_RELATIVE_REF,
      .host = "1.2.3.4", .host_kind = LLURI_HOST_IPV4, .port = "", .path = "" },
    { .in = "http://1.2.3.256/", .starts = V_ABSOLUTE_URI,
      .scheme = "http", .host = "1.2.3.256", .host_kind = LLURI_HOST_REG_NAME,
      .path = "/" },
    { .in = "http://1.2.3/", .starts = V_ABSOLUTE_URI,
      .scheme = "http", .host = "1.2.3", .host_kind = LLURI_HOST_REG_NAME, .path = "/" },
    { .in = "http://1.2.3.4.5/", .starts = V_ABSOLUTE_URI,
      .scheme = "http", .host = "1.2.3.4.5", .host_kind = LLURI_HOST_REG_NAME,
      .path = "/" },
    { .in = "http://01.2.3.4/", .starts = V_ABSOLUTE_URI,
      .scheme = "http", .host = "01.2.3.4", .host_kind = LLURI_HOST_REG_NAME,
      .path = "/" },
    { .in = "http://1.2.3.4a/", .starts = V_ABSOLUTE_URI,
      .scheme = "http", .host = "1.2.3.4a", .host_kind = LLURI_HOST_REG_NAME,
      .path = "/" },
    { .in = "http://[::1]/", .starts = V_ABSOLUTE_URI,
      .scheme = "http", .host = "[::1]", .host_kind = LLURI_HOST_IPV6, .path = "/" },
    { .in = "http://[::1]:80/", .starts = V_ABSOLUTE_URI,
      .scheme = "http", .host = "[::1]", .host_kind = LLURI_HOST_IPV6, .port = "80",
      .path = "/" },
    { .in = "//[::]", .starts = V_RELATIVE_REF,
      .host = "[::]", .host_kind = LLURI_HOST_IPV6, .path = "" },
    { .in = "http://[1:2:3:4:5:6:1.2.3.4]:8080/p", .starts = V_ABSOLUTE_URI,
      .scheme = "http", .host = "[1:2:3:4:5:6:1.2.3.4]", .host_kind = LLURI_HOST_IPV6,
      .port = "8080", .path = "/p" },
    { .in = "http://[FE80::A:B]/", .starts = V_ABSOLUTE_URI,
      .scheme = "http", .host = "[FE80::A:B]", .host_kind = LLURI_HOST_IPV6,
      .path = "/" },
    { .in = "//[1:2:3:4:5:6:7::]", .starts = V_RELATIVE_REF,
      .host = "[1:2:3:4:5:6:7::]", .host_kind = LLURI_HOST_IPV6, .path = "" },
    { .in = "//[::2:3:4:5:6:7:8]", .starts = V_RELATIVE_REF,
      .host = "[::2:3:4:5:6:7:8]", .host_kind = LLURI_HOST_IPV6, .path = "" },
    { .in = "//[1:2:3:4:5::255.255.255.255]", .starts = V_RELATIVE_REF,
      .host = "[1:2:3:4:5::255.255.255.255]", .host_kind = LLURI_HOST_IPV6,
      .path = "" },
    { .in = "http://[v1.x]/", .starts = V_ABSOLUTE_URI,
      .scheme = "http", .host = "[v1.x]", .host_kind = LLURI_HOST_IPVFUTURE,
      .path = "/" },
    { .in = "http://[v1f.x]/", .starts = V_ABSOLUTE_URI,
      .scheme = "http", .host = "[v1f.x]", .host_kind = LLURI_HOST_IPVFUTURE,
      .path = "/" },
    { .in = "//[vAbC.-._~!$&'()*+,;=:]", .starts = V_RELATIVE_REF,
      .host = "[vAbC.-._~!$&'()*+,;=:]", .host_kind = LLURI_HOST_IPVFUTURE,
      .path = "" },
    { .in = "//[V7.a:b]:1", .starts = V_RELATIVE_REF,
      .host = "[V7.a:b]", .host_kind = LLURI_HOST_IPVFUTURE, .port = "1", .path = "" },
    { .in = "http://u:p@[v1.x]:1", .starts = V_ABSOLUTE_URI,
      .scheme = "http", .userinfo = "u:p", .host = "[v1.x]",
      .host_kind = LLURI_HOST_IPVFUTURE, .port = "1", .path = "" },

    /* RFC 6874 zone ids, only under LLURI_ZONE_ID */
    { .in = "http://[fe80::1%25eth0]/", .flags = LLURI_ZONE_ID,
      .starts = V_ABSOLUTE_URI,
      .scheme = "http", .host = "[fe80::1%25eth0]", .host_kind = LLURI_HOST_IPV6,
      .path = "/" },
    { .in = "http://[::1%25a%2Fb]:8080/x?q#f", .flags = LLURI_ZONE_ID,
      .starts = V_URI_FRAGMENT,
      .scheme = "http", .host = "[::1%25a%2Fb]", .host_kind = LLURI_HOST_IPV6,
      .port = "8080", .path = "/x", .query = "q", .fragment = "f" },
    { .in = "//[fe80::a%25en1]", .flags = LLURI_ZONE_ID, .starts = V_RELATIVE_REF,
      .host = "[fe80::a%25en1]", .host_kind = LLURI_HOST_IPV6, .path = "" },

    /* Every component at once, and components holding their neighbours'
     * delimiters where the grammar allows them */
    { .in = "http://u:p@h:8080/a/b?c=d#e", .starts = V_URI_FRAGMENT,
      .scheme = "http", .userinfo = "u:p", .host = "h",
      .host_kind = LLURI_HOST_REG_NAME, .port = "8080", .path = "/a/b",
      .query = "c=d", .fragment = "e" },
    { .in = "//u@h:8/p?q#f", .starts = V_RELATIVE_REF,
      .userinfo = "u", .host = "h", .host_kind = LLURI_HOST_REG_NAME, .port = "8",
      .path = "/p", .query = "q", .fragment = "f" },
    { .in = "http://a:80@b:90/", .starts = V_ABSOLUTE_URI,
      .scheme = "http", .userinfo = "a:80", .host = "b",
      .host_kind = LLURI_HOST_REG_NAME, .port = "90", .path = "/" },
    { .in = "http://u:p:q@h", .starts = V_ABSOLUTE_URI,
      .scheme = "http", .userinfo = "u:p:q", .host = "h",
      .host_kind = LLURI_HOST_REG_NAME, .path = "" },
    { .in = "http://a/b?c/d?e#f/g?h", .starts = V_URI_FRAGMENT,
      .scheme = "http", .host = "a", .host_kind = LLURI_HOST_REG_NAME, .path = "/b",
      .query = "c/d?e", .fragment = "f/g?h" },
    { .in = "http://a/b:c@d", .starts = V_ABSOLUTE_URI,
      .scheme = "http", .host = "a", .host_kind = LLURI_HOST_REG_NAME,
      .path = "/b:c@d" },
    { .in = "http://!$&'()*+,;=/", .starts = V_ABSOLUTE_URI,
      .scheme = "http", .host = "!$&'()*+,;=", .host_kind = LLURI_HOST_REG_NAME,
      .path = "/" },
    { .in = "http://a-b_c~d.e/%41%aF?%7e#%20", .starts = V_URI_FRAGMENT,
      .scheme = "http", .host = "a-b_c~d.e", .host_kind = LLURI_HOST_REG_NAME,
      .path = "/%41%aF", .query = "%7e", .fragment = "%20" },
    { .in = "HTTP://EXAMPLE.COM/", .starts = V_ABSOLUTE_URI,
      .scheme = "HTTP", .host = "EXAMPLE.COM", .host_kind = LLURI_HOST_REG_NAME,
      .path = "/" },
    { .in = "a+b-c.d:e", .starts = V_ABSOLUTE_URI, .scheme = "a+b-c.d", .path = "e" },
    { .in = "A1:", .starts = V_ABSOLUTE_URI, .scheme = "A1", .path = "" },
    { .in = "x:%41", .starts = V_ABSOLUTE_URI, .scheme = "x", .path = "%41" },
    { .in = "foo:a:b:c", .starts = V_ABSOLUTE_URI, .scheme = "foo", .path = "a:b:c" },
    { .in = "s://h//p", .starts = V_ABSOLUTE_URI,
      .scheme = "s", .host = "h", .host_kind = LLURI_HOST_REG_NAME, .path = "//p" },
    { .in = "s:/p//q", .starts = V_ABSOLUTE_URI, .scheme = "s", .path = "/p//q" },
    /* §3.2.3 port = *DIGIT: any number of digits is valid syntax */
    { .in = "http://h:99999/", .starts = V_ABSOLUTE_URI,
      .scheme = "http", .host = "h", .host_kind = LLURI_HOST_REG_NAME,
      .port = "99999", .path = "/" },
    { .in = "http://h:00080", .starts = V_ABSOLUTE_URI,
      .scheme = "http", .host = "h", .host_kind = LLURI_HOST_REG_NAME,
      .port = "00080", .path = "" },
    { .in = "http://h?q", .starts = V_ABSOLUTE_URI,
      .scheme = "http", .host = "h", .host_kind = LLURI_HOST_REG_NAME, .path = "",
      .query = "q" },
    { .in = "http://h#f", .starts = V_URI_FRAGMENT,
      .scheme = "http", .host = "h", .host_kind = LLURI_HOST_REG_NAME, .path = "",
      .fragment = "f" },
    /* §4.2: a colon after the first segment of a relative path */
    { .in = "a/b:c", .starts = V_RELATIVE_REF, .path = "a/b:c" },
    { .in = "./a:b", .starts = V_RELATIVE_REF, .path = "./a:b" },
    { .in = "/a:b", .starts = V_RELATIVE_REF, .path = "/a:b" },
    { .in = "?q#f", .starts = V_RELATIVE_REF, .path = "", .query = "q",
      .fragment = "f" },
    { .in = "a@b", .starts = V_RELATIVE_REF, .path = "a@b" },
};

struct invalid_vector {
    const char *in;
    size_t len;     /* 0: strlen(in) */
    unsigned flags; /* start rule and LLURI_ZONE_ID */
    int code;       /* LLURI_E* */
    size_t offset;  /* lluri_error.offset: the offending byte, len if the
                     * input ended too early */
    size_t stop;    /* 0: same as offset. Otherwise the first byte that no
                     * valid continuation can take, where the parser stops,
                     * when the diagnosis names an earlier byte (a scheme
                     * or a port candidate that turned out invalid) */
};

static const struct invalid_vector invalid_vectors[] = {
    /* §3.1 scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ): once the
     * ":" is seen the bytes before it are a scheme */
    { .in = "1abc:/x", .code = LLURI_ESCHEME, .offset = 0, .stop = 4 },
    { .in = ":x", .code = LLURI_ESCHEME, .offset = 0 },
    { .in = ":", .code = LLURI_ESCHEME, .offset = 0 },
    { .in = "-a:b", .code = LLURI_ESCHEME, .offset = 0, .stop = 2 },
    { .in = "a_b:c", .code = LLURI_ESCHEME, .offset = 1, .stop = 3 },
    { .in = "a!:b", .code = LLURI_ESCHEME, .offset = 1, .stop = 2 },
    { .in = "a%41:b", .code = LLURI_ESCHEME, .offset = 1, .stop = 4 },
    /* before the ":" they may still be a relative path (§4.2) ... */
    { .in = "ht tp://h/", .code = LLURI_EPATH, .offset = 2 },
    /* ... unless a scheme is required: a byte that cannot go on a scheme is
     * a bad scheme character, "/" "?" "#" or the end mean there is none */
    { .in = "ht tp://h/", .flags = LLURI_START_URI, .code = LLURI_ESCHEME, .offset = 2 },
    { .in = "ht tp://h/", .flags = LLURI_START_ABSOLUTE, .code = LLURI_ESCHEME, .offset = 2 },
    { .in = "a%3:b", .code = LLURI_EPCT, .offset = 3 },

    /* §3.2.1 userinfo. Before an "@", "u:p" may be a userinfo or a host
     * and port; the reading that got further names the error (lluri.h):
     * after "u:p" only a userinfo can go on */
    { .in = "http://u:p s@h", .code = LLURI_EUSERINFO, .offset = 10 },
    { .in = "http://u:p[@h", .code = LLURI_EUSERINFO, .offset = 10 },
    { .in = "http://a:1x y/", .code = LLURI_EUSERINFO, .offset = 11 },
    /* "[" cannot start a userinfo: the "@" after an IP literal is a bad
     * byte after the host */
    { .in = "http://[::1]@h/", .code = LLURI_EHOST, .offset = 12 },
    { .in = "//[::1]@x", .code = LLURI_EHOST, .offset = 7 },
    { .in = "//[v1.x]@h", .code = LLURI_EHOST, .offset = 8 },

    /* §3.2.2 host = IP-literal / IPv4address / reg-name */
    { .in = "http://a b/", .code = LLURI_EHOST, .offset = 8 },
    { .in = "http://a{b/", .code = LLURI_EHOST, .offset = 8 },
    { .in = "http://a]/", .code = LLURI_EHOST, .offset = 8 },
    { .in = "http://[::1]x/", .code = LLURI_EHOST, .offset = 12 },
    { .in = "http://[::1]]/", .code = LLURI_EHOST, .offset = 12 },
    { .in = "http://a@b@c/", .code = LLURI_EHOST, .offset = 10 },
    { .in = "//h^", .code = LLURI_EHOST, .offset = 3 },
    { BYTES("http://a\0b/"), .code = LLURI_EHOST, .offset = 8 },

    /* §3.2.2 IP-literal = "[" ( IPv6address / IPvFuture ) "]" */
    { .in = "http://[::1", .code = LLURI_EIPLITERAL, .offset = 11 },
    { .in = "http://[", .code = LLURI_EIPLITERAL, .offset = 8 },
    { .in = "http://[::g]/", .code = LLURI_EIPLITERAL, .offset = 10 },
    { .in = "http://[1.2.3.4]/", .code = LLURI_EIPLITERAL, .offset = 9 },
    { .in = "http://[v1]/", .code = LLURI_EIPLITERAL, .offset = 10 },
    { .in = "http://[]/", .code = LLURI_EIPLITERAL, .offset = 8 },
    { .in = "http://[1:2:3:4:5:6:7:8:9]/", .code = LLURI_EIPLITERAL, .offset = 23 },
    { .in = "http://[::1.2.3.256]/", .code = LLURI_EIPLITERAL, .offset = 18 },
    /* RFC 6874: a zone id only under LLURI_ZONE_ID, and only as "%25" */
    { .in = "http://[fe80::1%25eth0]/", .code = LLURI_EIPLITERAL, .offset = 15 },
    { .in = "http://[fe80::1%25eth0]/", .flags = LLURI_START_URI,
      .code = LLURI_EIPLITERAL, .offset = 15 },
    /* a failure right after a "%" is a bad percent-encoding (lluri.h) */
    { .in = "http://[fe80::1%eth0]/", .flags = LLURI_ZONE_ID,
      .code = LLURI_EPCT, .offset = 16 },
    { .in = "http://[fe80::1%25]/", .flags = LLURI_ZONE_ID,
      .code = LLURI_EIPLITERAL, .offset = 18 },
    { .in = "http://[fe80::1%25%]/", .flags = LLURI_ZONE_ID,
      .code = LLURI_EPCT, .offset = 19 },
    { .in = "http://[v1.x%25a]/", .flags = LLURI_ZONE_ID,
      .code = LLURI_EIPLITERAL, .offset = 12 },

    /* §3.2.3 port = *DIGIT; before an "@" the text after ":" is a port
     * (it could still become a userinfo, which is why the parser goes on) */
    { .in = "http://a:1x/", .code = LLURI_EPORT, .offset = 10, .stop = 11 },
    { .in = "http://a:-1/", .code = LLURI_EPORT, .offset = 9, .stop = 11 },
    { .in = "http://a:8080x", .code = LLURI_EPORT, .offset = 13, .stop = 14 },
    { .in = "http://a:80:90/", .code = LLURI_EPORT, .offset = 11, .stop = 14 },
    { .in = "http://h:%41/", .code = LLURI_EPORT, .offset = 9, .stop = 12 },
    { .in = "http://h:8 0/", .code = LLURI_EPORT, .offset = 10 },
    { .in = "http://[::1]:x/", .code = LLURI_EPORT, .offset = 13 },

    /* §3.3 path */
    { .in = "http://a/b c", .code = LLURI_EPATH, .offset = 10 },
    { .in = "a:b c", .code = LLURI_EPATH, .offset = 3 },
    { .in = "/a b", .code = LLURI_EPATH, .offset = 2 },
    { .in = "a b", .code = LLURI_EPATH, .offset = 1 },
    { .in = "http://a/[", .code = LLURI_EPATH, .offset = 9 },
    { .in = "a:/b]", .code = LLURI_EPATH, .offset = 4 },
    { .in = "./a\\b", .code = LLURI_EPATH, .offset = 3 },
    { .in = "http://a/\x80", .code = LLURI_EPATH, .offset = 9 },
    { BYTES("\0"), .code = LLURI_EPATH, .offset = 0 },

    /* §3.4 query = *( pchar / "/" / "?" ) */
    { .in = "http://a/?a b", .code = LLURI_EQUERY, .offset = 11 },
    { .in = "?[", .code = LLURI_EQUERY, .offset = 1 },
    { .in = "?a]", .code = LLURI_EQUERY, .offset = 2 },
    { .in = "http://a?x{y", .code = LLURI_EQUERY, .offset = 10 },
    { .in = "http://a/?\xff", .code = LLURI_EQUERY, .offset = 10 },

    /* §3.5 fragment = *( pchar / "/" / "?" ) */
    { .in = "http://a#b#c", .code = LLURI_EFRAGMENT, .offset = 10 },
    { .in = "#a b", .code = LLURI_EFRAGMENT, .offset = 2 },
    { .in = "#[", .code = LLURI_EFRAGMENT, .offset = 1 },
    { .in = "?q#f]", .code = LLURI_EFRAGMENT, .offset = 4 },
    { .in = "#\x7f", .code = LLURI_EFRAGMENT, .offset = 1 },

    /* §2.1 pct-encoded = "%" HEXDIG HEXDIG */
    { .in = "http://a/%g1", .code = LLURI_EPCT, .offset = 10 },
    { .in = "http://a/%4g", .code = LLURI_EPCT, .offset = 11 },
    { .in = "http://a/%4", .code = LLURI_EPCT, .offset = 11 },
    { .in = "http://a/%", .code = LLURI_EPCT, .offset = 10 },
    { .in = "?%zz", .code = LLURI_EPCT, .offset = 2 },
    { .in = "#%4", .code = LLURI_EPCT, .offset = 3 },
    { .in = "http://%zz/", .code = LLURI_EPCT, .offset = 8 },
    { .in = "http://%41%zz@h", .code = LLURI_EPCT, .offset = 11 },
    { .in = "%", .code = LLURI_EPCT, .offset = 1 },
    { .in = "a:%x", .code = LLURI_EPCT, .offset = 3 },

    /* §3 URI: a scheme is required. Running into "/" "?" "#" or the end
     * before a ":" means there is none; any other byte that cannot go on
     * a scheme is a bad one */
    { .in = "", .flags = LLURI_START_URI, .code = LLURI_ENOSCHEME, .offset = 0 },
    { .in = "g", .flags = LLURI_START_URI, .code = LLURI_ENOSCHEME, .offset = 1 },
    { .in = "//g", .flags = LLURI_START_URI, .code = LLURI_ENOSCHEME, .offset = 0 },
    { .in = "a/b", .flags = LLURI_START_URI, .code = LLURI_ENOSCHEME, .offset = 1 },
    { .in = "./g", .flags = LLURI_START_URI, .code = LLURI_ESCHEME, .offset = 0 },
    { .in = "g;x", .flags = LLURI_START_URI, .code = LLURI_ESCHEME, .offset = 1 },
    { .in = "?y", .flags = LLURI_START_URI, .code = LLURI_ENOSCHEME, .offset = 0 },
    { .in = "#s", .flags = LLURI_START_URI, .code = LLURI_ENOSCHEME, .offset = 0 },
    { .in = "g", .flags = LLURI_START_ABSOLUTE, .code = LLURI_ENOSCHEME, .offset = 1 },
    { .in = "#frag", .flags = LLURI_START_ABSOLUTE, .code = LLURI_ENOSCHEME, .offset = 0 },

    /* §4.3 absolute-URI = scheme ":" hier-part [ "?" query ]: no fragment */
    { .in = "http://a/b#frag", .flags = LLURI_START_ABSOLUTE,
      .code = LLURI_ENOFRAGMENT, .offset = 10 },
    { .in = "a:#", .flags = LLURI_START_ABSOLUTE, .code = LLURI_ENOFRAGMENT, .offset = 2 },
    { .in = "http://a?q#f", .flags = LLURI_START_ABSOLUTE,
      .code = LLURI_ENOFRAGMENT, .offset = 10 },
    { .in = "foo://example.com:8042/over/there?name=ferret#nose",
      .flags = LLURI_START_ABSOLUTE, .code = LLURI_ENOFRAGMENT, .offset = 45 },

    /* §4.2 relative-ref: no scheme; the ":" is where it shows */
    { .in = "http://a", .flags = LLURI_START_RELATIVE, .code = LLURI_ESCHEMEREL, .offset = 4 },
    { .in = "g:h", .flags = LLURI_START_RELATIVE, .code = LLURI_ESCHEMEREL, .offset = 1 },
    { .in = "http:g", .flags = LLURI_START_RELATIVE, .code = LLURI_ESCHEMEREL, .offset = 4 },
    { .in = "1a:b", .flags = LLURI_START_RELATIVE, .code = LLURI_ESCHEMEREL, .offset = 2 },
    { .in = "a b:c", .flags = LLURI_START_RELATIVE, .code = LLURI_EPATH, .offset = 1 },
    { .in = "a%zz:b", .flags = LLURI_START_RELATIVE, .code = LLURI_EPCT, .offset = 2 },
    { .in = ":", .flags = LLURI_START_RELATIVE, .code = LLURI_EPATH, .offset = 0 },
};

#endif
