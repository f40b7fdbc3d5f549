%%{
# SPDX-License-Identifier: MIT
# RFC 3987 §2.2 (ABNF for IRI References and IRIs), as Ragel machines,
# with the UTF-8 byte sequences of RFC 3629 §4 that its code point ranges
# stand for.
#
# An IRI is a URI whose unreserved characters may also be the non-ASCII
# characters of `ucschar` (and, in a query, of `iprivate`). RFC 3987 writes
# its grammar over characters; lluri reads bytes, so each code point range
# is written here as the UTF-8 sequences that encode it, and only those:
# an overlong form (C0 80 for "\0", E0 80 AF for "/"), a surrogate
# (ED A0 80 .. ED BF BF), a code point past U+10FFFF (F4 90 .. , F5 ..) or
# a byte that starts no sequence is no character, and matches no rule.
#
# The rules RFC 3987 takes from RFC 3986 unchanged (scheme, port,
# IP-literal, IPv4address, pct-encoded, sub-delims) are those of
# grammar/rfc3986.rl, which a driver includes before this file. One
# definition per rule, named after it ("-" becomes "_"), the ABNF quoted
# above it, each rule after the rules it uses; each has its lluri_match()
# number (LLURI_RULES_RFC3987 in include/lluri.h, from 400).
#
# Hooks: the component marks of grammar/rfc3986.rl (>x, %x) sit on the
# same composition lines, so an IRI fills the same spans as a URI; there
# are no run hooks (an IRI is read one byte at a time).

machine rfc3987;

# RFC 3629 §4  UTF8-tail = %x80-BF
UTF8_tail     = 0x80..0xBF;

# RFC 3629 §4  UTF8-2 = %xC2-DF UTF8-tail
UTF8_2        = 0xC2..0xDF UTF8_tail;

# RFC 3629 §4  UTF8-3 = %xE0 %xA0-BF UTF8-tail / %xE1-EC 2( UTF8-tail ) /
#                       %xED %x80-9F UTF8-tail / %xEE-EF 2( UTF8-tail )
UTF8_3        = 0xE0 0xA0..0xBF UTF8_tail | 0xE1..0xEC UTF8_tail{2}
              | 0xED 0x80..0x9F UTF8_tail | 0xEE..0xEF UTF8_tail{2};

# RFC 3629 §4  UTF8-4 = %xF0 %x90-BF 2( UTF8-tail ) / %xF1-F3 3( UTF8-tail ) /
#                       %xF4 %x80-8F 2( UTF8-tail )
UTF8_4        = 0xF0 0x90..0xBF UTF8_tail{2} | 0xF1..0xF3 UTF8_tail{3}
              | 0xF4 0x80..0x8F UTF8_tail{2};

# RFC 3629 §4  UTF8-char = UTF8-1 / UTF8-2 / UTF8-3 / UTF8-4
#              (UTF8-1 = %x00-7F)
UTF8_char     = 0x00..0x7F | UTF8_2 | UTF8_3 | UTF8_4;

# The last two code points of every plane, U+nFFFE and U+nFFFF, as four
# bytes (planes 1 to 16): RFC 3987 ends each plane's range at nFFFD.
plane_end     = 0xF0..0xF4 ( 0x8F | 0x9F | 0xAF | 0xBF ) 0xBF 0xBE..0xBF;

# §2.2  ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
#               / %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD
#               / %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD
#               / %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD
#               / %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD
#               / %xD0000-DFFFD / %xE1000-EFFFD
#   U+00A0-07FF: C2 A0-BF, C3-DF xx; U+0800-D7FF: E0 A0-BF xx, E1-EC xx xx,
#   ED 80-9F xx; U+F900-FDCF: EF A4-B6 xx, EF B7 80-8F; U+FDF0-FFEF:
#   EF B7 B0-BF, EF B8-BE xx, EF BF 80-AF; U+10000-DFFFF: F0 90-BF xx xx,
#   F1-F2 xx xx xx, F3 80-9F xx xx; U+E1000-EFFFF: F3 A1-AF xx xx; each
#   plane without its last two code points.
ucschar       = 0xC2 0xA0..0xBF | 0xC3..0xDF UTF8_tail
              | 0xE0 0xA0..0xBF UTF8_tail | 0xE1..0xEC UTF8_tail{2}
              | 0xED 0x80..0x9F UTF8_tail
              | 0xEF 0xA4..0xB6 UTF8_tail | 0xEF 0xB7 0x80..0x8F
              | 0xEF 0xB7 0xB0..0xBF | 0xEF 0xB8..0xBE UTF8_tail
              | 0xEF 0xBF 0x80..0xAF
              | ( 0xF0 0x90..0xBF UTF8_tail{2} | 0xF1..0xF2 UTF8_tail{3}
                | 0xF3 0x80..0x9F UTF8_tail{2} | 0xF3 0xA1..0xAF UTF8_tail{2}
                ) - plane_end;

# §2.2  iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD
#   U+E000-F8FF: EE xx xx, EF 80-A3 xx; U+F0000-FFFFD: F3 B0-BF xx xx;
#   U+100000-10FFFD: F4 80-8F xx xx; each plane without its last two.
iprivate      = 0xEE UTF8_tail{2} | 0xEF 0x80..0xA3 UTF8_tail
              | ( 0xF3 0xB0..0xBF UTF8_tail{2} | 0xF4 0x80..0x8F UTF8_tail{2}
                ) - plane_end;

# §4.1  "IRIs MUST NOT contain bidirectional formatting characters (LRM,
#        RLM, LRE, RLE, LRO, RLO, and PDF)."
#   U+200E LRM, U+200F RLM: E2 80 8E-8F; U+202A LRE, U+202B RLE, U+202C PDF,
#   U+202D LRO, U+202E RLO: E2 80 AA-AE. The ABNF of §2.2 admits them (they
#   are ucschar, which keeps its ABNF meaning); the rules that make up an
#   IRI take them out where they take ucschar, in iunreserved: so an IRI,
#   and each of its components on its own, refuses them at their last byte
#   (the driver reports the character's first).
bidi_format   = 0xE2 0x80 ( 0x8E..0x8F | 0xAA..0xAE );

# §2.2  iunreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" / ucschar
#   less bidi_format (§4.1, above)
iunreserved   = alpha | digit | "-" | "." | "_" | "~" | ( ucschar - bidi_format );

# §2.2  ipchar = iunreserved / pct-encoded / sub-delims / ":" / "@"
ipchar        = iunreserved | pct_encoded | sub_delims | ":" | "@";

# §2.2  ifragment = *( ipchar / "/" / "?" )
ifragment     = ( ipchar | "/" | "?" )*;

# §2.2  iquery = *( ipchar / iprivate / "/" / "?" )
iquery        = ( ipchar | iprivate | "/" | "?" )*;

# §2.2  isegment-nz-nc = 1*( iunreserved / pct-encoded / sub-delims / "@" )
#                      ; non-zero-length segment without any colon ":"
isegment_nz_nc = ( iunreserved | pct_encoded | sub_delims | "@" )+;

# §2.2  isegment-nz = 1*ipchar
isegment_nz   = ipchar+;

# §2.2  isegment = *ipchar
isegment      = ipchar*;

# §2.2  ipath-empty = 0<ipchar>
ipath_empty   = zlen;

# §2.2  ipath-rootless = isegment-nz *( "/" isegment )
ipath_rootless = isegment_nz ( "/" isegment )*;

# §2.2  ipath-noscheme = isegment-nz-nc *( "/" isegment )
ipath_noscheme = isegment_nz_nc ( "/" isegment )*;

# §2.2  ipath-absolute = "/" [ isegment-nz *( "/" isegment ) ]
ipath_absolute = "/" ( isegment_nz ( "/" isegment )* )?;

# §2.2  ipath-abempty = *( "/" isegment )
ipath_abempty = ( "/" isegment )*;

# §2.2  ipath = ipath-abempty   ; begins with "/" or is empty
#             / ipath-absolute  ; begins with "/" but not "//"
#             / ipath-noscheme  ; begins with a non-colon segment
#             / ipath-rootless  ; begins with a segment
#             / ipath-empty     ; zero characters
ipath         = ipath_abempty | ipath_absolute | ipath_noscheme
              | ipath_rootless | ipath_empty;

# §2.2  ireg-name = *( iunreserved / pct-encoded / sub-delims )
ireg_name     = ( iunreserved | pct_encoded | sub_delims )*;

# §2.2  ihost = IP-literal / IPv4address / ireg-name
#   IP_literal_z: RFC 6874's zone id, taken only when zone_ok holds
#   (LLURI_ZONE_ID), as in grammar/rfc3986.rl's host.
ihost         = IP_literal_z | IPv4address | ireg_name;

# §2.2  iuserinfo = *( iunreserved / pct-encoded / sub-delims / ":" )
iuserinfo     = ( iunreserved | pct_encoded | sub_delims | ":" )*;

# §2.2  iauthority = [ iuserinfo "@" ] ihost [ ":" port ]
iauthority    = ( iuserinfo %userinfo_end "@" )? ihost %host_end ( ":" port )?;

# §2.2  ihier-part = "//" iauthority ipath-abempty
#                  / ipath-absolute
#                  / ipath-rootless
#                  / ipath-empty
ihier_part    = "//" iauthority >authority_start %authority_end ipath_abempty
              | ipath_absolute
              | ipath_rootless
              | ipath_empty;

# §2.2  IRI = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ]
IRI           = scheme %scheme_end ":" ihier_part
                ( "?" iquery >query_start )?
                ( "#" ifragment >fragment_start )?;

# §2.2  absolute-IRI = scheme ":" ihier-part [ "?" iquery ]
absolute_IRI  = scheme %scheme_end ":" ihier_part
                ( "?" iquery >query_start )?;

# §2.2  irelative-part = "//" iauthority ipath-abempty
#                      / ipath-absolute
#                      / ipath-noscheme
#                      / ipath-empty
irelative_part = "//" iauthority >authority_start %authority_end ipath_abempty
               | ipath_absolute
               | ipath_noscheme
               | ipath_empty;

# §2.2  irelative-ref = irelative-part [ "?" iquery ] [ "#" ifragment ]
irelative_ref = irelative_part
                ( "?" iquery >query_start )?
                ( "#" ifragment >fragment_start )?;

# §2.2  IRI-reference = IRI / irelative-ref
IRI_reference = IRI | irelative_ref;

}%%
