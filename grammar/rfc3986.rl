%%{
# SPDX-License-Identifier: MIT
# RFC 3986 Appendix A (Collected ABNF for URI), with RFC 6874 zone id
# extension, as Ragel machines.
#
# One definition per ABNF rule, named after the rule ("-" becomes "_"). The
# ABNF is quoted above each definition with the section that defines it.
# Ragel needs a definition before its use, so each rule comes after the
# rules it uses: character classes first, URI-reference last (Appendix A
# read from the bottom up).
#
# RFC 5234 core rules map to Ragel builtins: ALPHA -> alpha, DIGIT -> digit,
# HEXDIG -> xdigit (both cases, as ABNF strings ignore case).
#
# Action hooks appear only on the composition lines (URI, hier-part,
# absolute-URI, relative-ref, relative-part, authority, host); the drivers in src/
# define them. Two kinds: marks (>x, %x) record component boundaries; runs
# ($x_run) let the parser step over a run of plain bytes at once while a
# component loops in one state (src/parse/machine.h explains why that is
# exact). The one guarded extension, the RFC 6874 zone id, carries the
# condition hook `zone_ok` (LLURI_ZONE_ID), off by default.
#
# Each rule is numbered with its place in Appendix A ("A.10" is host, the
# tenth rule there), which is also its lluri_match() number
# (LLURI_RULES_RFC3986 in include/lluri.h).

machine rfc3986;

# A.36 §2.2  sub-delims = "!" / "$" / "&" / "'" / "(" / ")"
#                       / "*" / "+" / "," / ";" / "="
sub_delims    = "!" | "$" | "&" | "'" | "(" | ")"
              | "*" | "+" | "," | ";" | "=";

# A.35 §2.2  gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"
gen_delims    = ":" | "/" | "?" | "#" | "[" | "]" | "@";

# A.34 §2.2  reserved = gen-delims / sub-delims
reserved      = gen_delims | sub_delims;

# A.33 §2.3  unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"
unreserved    = alpha | digit | "-" | "." | "_" | "~";

# A.32 §2.1  pct-encoded = "%" HEXDIG HEXDIG
pct_encoded   = "%" xdigit xdigit;

# A.29 §3.3  pchar = unreserved / pct-encoded / sub-delims / ":" / "@"
pchar         = unreserved | pct_encoded | sub_delims | ":" | "@";

# A.31 §3.5  fragment = *( pchar / "/" / "?" )
fragment      = ( pchar | "/" | "?" )*;

# A.30 §3.4  query = *( pchar / "/" / "?" )
query         = ( pchar | "/" | "?" )*;

# A.28 §3.3  segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )
#                          ; non-zero-length segment without any colon ":"
segment_nz_nc = ( unreserved | pct_encoded | sub_delims | "@" )+;

# A.27 §3.3  segment-nz = 1*pchar
segment_nz    = pchar+;

# A.26 §3.3  segment = *pchar
segment       = pchar*;

# A.25 §3.3  path-empty = 0<pchar>
path_empty    = zlen;

# A.24 §3.3  path-rootless = segment-nz *( "/" segment )
path_rootless = segment_nz ( "/" segment )*;

# A.23 §3.3  path-noscheme = segment-nz-nc *( "/" segment )
path_noscheme = segment_nz_nc ( "/" segment )*;

# A.22 §3.3  path-absolute = "/" [ segment-nz *( "/" segment ) ]
path_absolute = "/" ( segment_nz ( "/" segment )* )?;

# A.21 §3.3  path-abempty = *( "/" segment )
path_abempty  = ( "/" segment )*;

# A.20 §3.3  path = path-abempty    ; begins with "/" or is empty
#                 / path-absolute   ; begins with "/" but not "//"
#                 / path-noscheme   ; begins with a non-colon segment
#                 / path-rootless   ; begins with a segment
#                 / path-empty      ; zero characters
path          = path_abempty | path_absolute | path_noscheme | path_rootless | path_empty;

# A.19 §3.2.2  reg-name = *( unreserved / pct-encoded / sub-delims )
reg_name      = ( unreserved | pct_encoded | sub_delims )*;

# A.18 §3.2.2  dec-octet = DIGIT                 ; 0-9
#                        / %x31-39 DIGIT         ; 10-99
#                        / "1" 2DIGIT            ; 100-199
#                        / "2" %x30-34 DIGIT     ; 200-249
#                        / "25" %x30-35          ; 250-255
dec_octet     = digit
              | "1".."9" digit
              | "1" digit{2}
              | "2" "0".."4" digit
              | "25" "0".."5";

# A.17 §3.2.2  IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet
IPv4address   = dec_octet "." dec_octet "." dec_octet "." dec_octet;

# A.15 §3.2.2  h16 = 1*4HEXDIG
h16           = xdigit{1,4};

# A.16 §3.2.2  ls32 = ( h16 ":" h16 ) / IPv4address
ls32          = ( h16 ":" h16 ) | IPv4address;

# A.14 §3.2.2  IPv6address =                            6( h16 ":" ) ls32
#                          /                       "::" 5( h16 ":" ) ls32
#                          / [               h16 ] "::" 4( h16 ":" ) ls32
#                          / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
#                          / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
#                          / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
#                          / [ *4( h16 ":" ) h16 ] "::"              ls32
#                          / [ *5( h16 ":" ) h16 ] "::"              h16
#                          / [ *6( h16 ":" ) h16 ] "::"
IPv6address   =                                    ( h16 ":" ){6} ls32
              |                               "::" ( h16 ":" ){5} ls32
              | (                      h16 )? "::" ( h16 ":" ){4} ls32
              | ( ( h16 ":" ){0,1} h16 )? "::" ( h16 ":" ){3} ls32
              | ( ( h16 ":" ){0,2} h16 )? "::" ( h16 ":" ){2} ls32
              | ( ( h16 ":" ){0,3} h16 )? "::"   h16 ":"      ls32
              | ( ( h16 ":" ){0,4} h16 )? "::"                ls32
              | ( ( h16 ":" ){0,5} h16 )? "::"                h16
              | ( ( h16 ":" ){0,6} h16 )? "::";

# A.13 §3.2.2  IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
IPvFuture     = "v"i xdigit+ "." ( unreserved | sub_delims | ":" )+;

# A.12 §3.2.2  IP-literal = "[" ( IPv6address / IPvFuture  ) "]"
IP_literal    = "[" ( IPv6address | IPvFuture ) "]";

# RFC 6874 §2  ZoneID = 1*( unreserved / pct-encoded )
ZoneID        = ( unreserved | pct_encoded )+;

# RFC 6874 §2  IPv6addrz = IPv6address "%25" ZoneID
#   Guarded: the "%" is taken only when zone_ok holds (LLURI_ZONE_ID), as
#   RFC 9844 deprecates zone ids in URIs.
IPv6addrz     = IPv6address ( "%" when zone_ok ) "25" ZoneID;

# RFC 6874 §2  IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture  ) "]"
#   (named IP_literal_z here so that RFC 3986's IP-literal keeps its name)
IP_literal_z  = "[" ( IPv6address | IPv6addrz | IPvFuture ) "]";

# A.11 §3.2.3  port = *DIGIT
port          = digit*;

# A.10 §3.2.2  host = IP-literal / IPv4address / reg-name
#   With RFC 6874 the IP-literal alternative is IP_literal_z, which equals
#   IP_literal whenever zone_ok is false. The run hook is on reg-name alone:
#   an IP literal has loops (IPvFuture's 1*HEXDIG) that take fewer bytes.
host          = IP_literal_z | IPv4address | reg_name $host_run;

# A.9 §3.2.1  userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
userinfo      = ( unreserved | pct_encoded | sub_delims | ":" )*;

# A.8 §3.2  authority = [ userinfo "@" ] host [ ":" port ]
authority     = ( userinfo %userinfo_end "@" )? host %host_end ( ":" port )?;

# A.7 §3.1  scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
scheme        = alpha ( alpha | digit | "+" | "-" | "." )*;

# A.2 §3  hier-part = "//" authority path-abempty
#                   / path-absolute
#                   / path-rootless
#                   / path-empty
hier_part     = "//" authority >authority_start %authority_end path_abempty $path_run
              | path_absolute $path_run
              | path_rootless $path_run
              | path_empty;

# A.1 §3  URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
URI           = scheme $scheme_run %scheme_end ":" hier_part
                ( "?" query >query_start $query_run )?
                ( "#" fragment >fragment_start $fragment_run )?;

# A.4 §4.3  absolute-URI = scheme ":" hier-part [ "?" query ]
absolute_URI  = scheme $scheme_run %scheme_end ":" hier_part
                ( "?" query >query_start $query_run )?;

# A.6 §4.2  relative-part = "//" authority path-abempty
#                         / path-absolute
#                         / path-noscheme
#                         / path-empty
relative_part = "//" authority >authority_start %authority_end path_abempty $path_run
              | path_absolute $path_run
              | path_noscheme
              | path_empty;

# A.5 §4.2  relative-ref = relative-part [ "?" query ] [ "#" fragment ]
relative_ref  = relative_part
                ( "?" query >query_start $query_run )?
                ( "#" fragment >fragment_start $fragment_run )?;

# A.3 §4.1  URI-reference = URI / relative-ref
URI_reference = URI | relative_ref;

}%%
