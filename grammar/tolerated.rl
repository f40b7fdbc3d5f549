%%{
# SPDX-License-Identifier: MIT
# The lenient profile (LLURI_LENIENT): the bytes real logs hold inside a
# component that RFC 3986 does not allow there, each class a token of one
# Ragel scanner (longest match) that sets its bit of lluri.tolerated
# (LLURI_TOL_*).
#
# No standard defines "lenient"; the classes are those RFC 1738 §2.2 named
# unsafe when URLs were first written down:
#
#   RFC 1738 §2.2  The characters "<" and ">" are unsafe because they are
#   used as the delimiters around URLs in free text; the quote mark (""")
#   is used to delimit URLs in some systems. [...] Other characters are
#   unsafe because gateways and other transport agents are known to
#   sometimes modify such characters. These characters are "{", "}", "|",
#   "\", "^", "~", "[", "]", and "`".   (the space, "#" and "%" too)
#
# "~" is unreserved since RFC 3986 (§2.3); "#" and "%" have their own
# classes (a "#" in a fragment, a "%" that begins no pct-encoded). Raw
# bytes >= 0x80 are split by RFC 3629 §4 (grammar/rfc3987.rl): a UTF-8
# character, or a byte that begins none (one byte at a time).
#
# One scanner reads any component; `comp` (the driver's, LENIENT_C_*) says
# which, for the delimiters whose meaning depends on it. A byte no token
# takes (a control byte) stops the scanner there, as does a delimiter the
# component cannot hold (`stop` = its offset): the lenient parse refuses
# the input at that byte. With LLURI_IRI (`iri`), what RFC 3987 allows
# (ucschar but bidi_format; iprivate in a query) is no deviation. The driver
# (src/parse/lenient.rl) declares tol, comp, iri and stop. Included after
# rfc3986.rl and rfc3987.rl.

machine tolerated;

# RFC 1738 §2.2's unsafe characters, a class each
unsafe_space     = " ";
unsafe_quote     = '"';
unsafe_angle     = [<>];
unsafe_backslash = "\\";
unsafe_caret     = "^";
unsafe_backtick  = "`";
unsafe_brace     = [{}];
unsafe_pipe      = "|";
unsafe_bracket   = [\[\]];

# RFC 3629 §4: a multi-byte UTF-8 character
utf8_multi       = UTF8_2 | UTF8_3 | UTF8_4;

lenient := |*
    # what every component's RFC 3986 rule takes (§3.2.1 - §3.5)
    ( unreserved | sub_delims )+;
    pct_encoded;
    # the delimiters, by component
    ":"  => { if (comp == LENIENT_C_HOST) { stop = ts; fbreak; } };
    "@"  => { if (comp == LENIENT_C_USERINFO) tol |= LLURI_TOL_AT;
              else if (comp == LENIENT_C_HOST) { stop = ts; fbreak; } };
    "/"  => { if (comp < LENIENT_C_PATH) { stop = ts; fbreak; } };
    "?"  => { if (comp < LENIENT_C_QUERY) { stop = ts; fbreak; } };
    "#"  => { if (comp == LENIENT_C_FRAGMENT) tol |= LLURI_TOL_HASH;
              else { stop = ts; fbreak; } };
    # the tolerated classes
    "%"  => { tol |= LLURI_TOL_PERCENT; };
    unsafe_space     => { tol |= LLURI_TOL_SPACE; };
    unsafe_quote     => { tol |= LLURI_TOL_QUOTE; };
    unsafe_angle     => { tol |= LLURI_TOL_ANGLE; };
    unsafe_backslash => { tol |= LLURI_TOL_BACKSLASH; };
    unsafe_caret     => { tol |= LLURI_TOL_CARET; };
    unsafe_backtick  => { tol |= LLURI_TOL_BACKTICK; };
    unsafe_brace     => { tol |= LLURI_TOL_BRACE; };
    unsafe_pipe      => { tol |= LLURI_TOL_PIPE; };
    unsafe_bracket   => { tol |= LLURI_TOL_BRACKET; };
    # raw non-ASCII: of equal lengths, the first token listed wins; a
    # bidirectional formatting character, which RFC 3987 §4.1 keeps out of
    # IRIs (grammar/rfc3987.rl bidi_format), has a class of its own
    bidi_format      => { tol |= LLURI_TOL_BIDI; if (!iri) tol |= LLURI_TOL_UTF8; };
    ucschar          => { if (!iri) tol |= LLURI_TOL_UTF8; };
    iprivate         => { if (!iri || comp != LENIENT_C_QUERY) tol |= LLURI_TOL_UTF8; };
    utf8_multi       => { tol |= LLURI_TOL_UTF8; };
    0x80..0xFF       => { tol |= LLURI_TOL_NON_UTF8; };
*|;

}%%
