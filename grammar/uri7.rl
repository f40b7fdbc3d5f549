%%{
# SPDX-License-Identifier: MIT
# The schemes of the uri(7) manual page that RFC 1738 does not cover:
# ldap (RFC 4516, which uri(7) points to through RFC 2255), man, info and
# whatis, as Ragel machines.
#
# One definition per rule, named after the rule ("-" becomes "_"), with the
# rule quoted above it and where it comes from. Ragel needs a definition
# before its use, so rules come after those they use.
#
# Two layers, because an LDAP URL carries LDAP strings percent-encoded
# (RFC 4516 §2.1):
#   - the URL layer runs over the URL's own bytes: ldapurl, manurl,
#     infourl, whatisurl and their parts;
#   - the string layer runs over percent-decoded bytes: distinguishedName
#     (RFC 4514 §3), filter (RFC 4515 §3) and the RFC 4512 §1.4 rules they
#     use. The driver (src/scheme/uri7_fields.rl) feeds it a field's bytes with each
#     "%XX" decoded.
# Attribute selectors, scope and extension types are ASCII and matched in
# the URL layer as written (a percent-encoded letter there is rejected).
# RFC 4515's filter is recursive (and, or and not hold filters); the
# recursion goes through two hooks, filter_call and filter_ret, that the
# driver binds to Ragel's fcall and fret (see filter below).
#
# Action hooks appear only on the composition lines (ldapurl, manurl,
# infourl, whatisurl), and mark where fields start (@x_start, on the
# delimiter before the field) and end (%x_end); the driver defines them.
#
# RFC 3986's host, port, pchar, pct-encoded, sub-delims and unreserved
# come from grammar/rfc3986.rl, as RFC 4516 §2 says ("<host> and <port>
# are defined in Sections 3.2.2 and 3.2.3 of [RFC3986]"): a driver
# includes that grammar before this one.

machine uri7;

# ---- RFC 4512 §1.4 (common ABNF productions), byte values ------------------

# §1.4  DQUOTE = %x22 ; quote (""")
DQUOTE = 0x22;
# §1.4  SHARP = %x23 ; octothorpe (or sharp sign) ("#")
SHARP = 0x23;
# §1.4  PLUS = %x2B ; plus sign ("+")
PLUS = 0x2B;
# §1.4  COMMA = %x2C ; comma (",")
COMMA = 0x2C;
# §1.4  HYPHEN = %x2D ; hyphen ("-")
HYPHEN = 0x2D;
# §1.4  DOT = %x2E ; period (".")
DOT = 0x2E;
# §1.4  SEMI = %x3B ; semicolon (";")
SEMI = 0x3B;
# §1.4  LANGLE = %x3C ; left angle bracket ("<")
LANGLE = 0x3C;
# §1.4  EQUALS = %x3D ; equals sign ("=")
EQUALS = 0x3D;
# §1.4  RANGLE = %x3E ; right angle bracket (">")
RANGLE = 0x3E;
# §1.4  ESC = %x5C ; backslash ("\")
ESC = 0x5C;
# §1.4  SPACE = %x20 ; space (" ")
SPACE = 0x20;
# §1.4  LPAREN = %x28 ; left paren ("(")
LPAREN = 0x28;
# §1.4  RPAREN = %x29 ; right paren (")")
RPAREN = 0x29;

# §1.4  LDIGIT = %x31-39 ; "1"-"9"
LDIGIT = "1".."9";
# §1.4  HEX = DIGIT / %x41-46 / %x61-66 ; "0"-"9" / "A"-"F" / "a"-"f"
HEX = xdigit;

# §1.4  UTF0 = %x80-BF
UTF0 = 0x80..0xBF;
# §1.4  UTF2 = %xC2-DF UTF0
UTF2 = 0xC2..0xDF UTF0;
# §1.4  UTF3 = %xE0 %xA0-BF UTF0 / %xE1-EC 2(UTF0) /
#              %xED %x80-9F UTF0 / %xEE-EF 2(UTF0)
UTF3 = 0xE0 0xA0..0xBF UTF0 | 0xE1..0xEC UTF0{2}
     | 0xED 0x80..0x9F UTF0 | 0xEE..0xEF UTF0{2};
# §1.4  UTF4 = %xF0 %x90-BF 2(UTF0) / %xF1-F3 3(UTF0) /
#              %xF4 %x80-8F 2(UTF0)
UTF4 = 0xF0 0x90..0xBF UTF0{2} | 0xF1..0xF3 UTF0{3}
     | 0xF4 0x80..0x8F UTF0{2};
# §1.4  UTFMB = UTF2 / UTF3 / UTF4
UTFMB = UTF2 | UTF3 | UTF4;

# §1.4  keychar = ALPHA / DIGIT / HYPHEN
keychar = alpha | digit | HYPHEN;
# §1.4  leadkeychar = ALPHA
leadkeychar = alpha;
# §1.4  keystring = leadkeychar *keychar
keystring = leadkeychar keychar*;
# §1.4  number = DIGIT / ( LDIGIT 1*DIGIT )
number = digit | LDIGIT digit+;
# §1.4  numericoid = number 1*( DOT number )
numericoid = number ( DOT number )+;
# §1.4  descr = keystring
descr = keystring;
# §1.4  oid = descr / numericoid
oid = descr | numericoid;

# ---- RFC 4514 §3: the string form of a distinguished name (decoded) --------

# §3  hexpair = HEX HEX
hexpair = HEX HEX;
# §3  hexstring = SHARP 1*hexpair
hexstring = SHARP hexpair+;
# §3  escaped = DQUOTE / PLUS / COMMA / SEMI / LANGLE / RANGLE
escaped = DQUOTE | PLUS | COMMA | SEMI | LANGLE | RANGLE;
# §3  special = escaped / SPACE / SHARP / EQUALS
special = escaped | SPACE | SHARP | EQUALS;
# §3  pair = ESC ( ESC / special / hexpair )
pair = ESC ( ESC | special | hexpair );
# §3  SUTF1 = %x01-21 / %x23-2A / %x2D-3A / %x3D / %x3F-5B / %x5D-7F
SUTF1 = 0x01..0x21 | 0x23..0x2A | 0x2D..0x3A | 0x3D | 0x3F..0x5B | 0x5D..0x7F;
# §3  stringchar = SUTF1 / UTFMB
stringchar = SUTF1 | UTFMB;
# §3  TUTF1 = %x01-1F / %x21 / %x23-2A / %x2D-3A / %x3D / %x3F-5B / %x5D-7F
TUTF1 = 0x01..0x1F | 0x21 | 0x23..0x2A | 0x2D..0x3A | 0x3D | 0x3F..0x5B
      | 0x5D..0x7F;
# §3  trailchar = TUTF1 / UTFMB
trailchar = TUTF1 | UTFMB;
# §3  LUTF1 = %x01-1F / %x21 / %x24-2A / %x2D-3A / %x3D / %x3F-5B / %x5D-7F
LUTF1 = 0x01..0x1F | 0x21 | 0x24..0x2A | 0x2D..0x3A | 0x3D | 0x3F..0x5B
      | 0x5D..0x7F;
# §3  leadchar = LUTF1 / UTFMB
leadchar = LUTF1 | UTFMB;
# §3  string = [ ( leadchar / pair ) [ *( stringchar / pair )
#                ( trailchar / pair ) ] ]
string = ( ( leadchar | pair ) ( ( stringchar | pair )* ( trailchar | pair ) )? )?;
# §3  attributeValue = string / hexstring
attributeValue = string | hexstring;
# §3  attributeType = descr / numericoid
attributeType = descr | numericoid;
# §3  attributeTypeAndValue = attributeType EQUALS attributeValue
attributeTypeAndValue = attributeType EQUALS attributeValue;
# §3  relativeDistinguishedName = attributeTypeAndValue
#         *( PLUS attributeTypeAndValue )
relativeDistinguishedName = attributeTypeAndValue ( PLUS attributeTypeAndValue )*;
# §3  distinguishedName = [ relativeDistinguishedName
#         *( COMMA relativeDistinguishedName ) ]
distinguishedName = ( relativeDistinguishedName ( COMMA relativeDistinguishedName )* )?;

# RFC 4512 §2.5  option = 1*keychar
option = keychar+;
# RFC 4512 §2.5  options = *( SEMI option )
options = ( SEMI option )*;
# RFC 4512 §2.5  attributetype = oid
attributetype = oid;
# RFC 4512 §2.5  attributedescription = attributetype options
attributedescription = attributetype options;
# RFC 4511 §4.5.1  alluserattrs = %x2A ; asterisk ("*")
alluserattrs = "*";
# RFC 4511 §4.5.1  noattrs = %x31.2E.31 ; "1.1"
noattrs = "1.1";
# RFC 4511 §4.5.1  selectorspecial = noattrs / alluserattrs
selectorspecial = noattrs | alluserattrs;
# RFC 4511 §4.5.1  attributeSelector = attributedescription / selectorspecial
attributeSelector = attributedescription | selectorspecial;

# ---- RFC 4515 §3: the string form of a search filter (decoded) -----------
# ("any", "and", "or", "not" get a trailing "_": "any" is Ragel's own.)

# §3  EXCLAMATION = %x21 ; exclamation mark ("!")   (also RFC 4516 §2)
EXCLAMATION = "!";
# §3  AMPERSAND = %x26 ; ampersand (or AND symbol) ("&")
AMPERSAND = "&";
# §3  ASTERISK = %x2A ; asterisk ("*")
ASTERISK = "*";
# §3  COLON = %x3A ; colon (":")   (also RFC 4516 §2)
COLON = ":";
# §3  VERTBAR = %x7C ; vertical bar (or pipe) ("|")
VERTBAR = "|";
# §3  TILDE = %x7E ; tilde ("~")
TILDE = "~";
# §3  UTF1SUBSET = %x01-27 / %x2B-5B / %x5D-7F
UTF1SUBSET = 0x01..0x27 | 0x2B..0x5B | 0x5D..0x7F;
# §3  escaped = ESC HEX HEX
#     (named filter_escaped: RFC 4514 §3 has an "escaped" of its own)
filter_escaped = ESC HEX HEX;
# §3  normal = UTF1SUBSET / UTFMB
normal = UTF1SUBSET | UTFMB;
# §3  valueencoding = 0*(normal / escaped)
valueencoding = ( normal | filter_escaped )*;
# §3  assertionvalue = valueencoding
assertionvalue = valueencoding;
# §3  matchingrule = COLON oid
matchingrule = COLON oid;
# §3  dnattrs = COLON "dn"
dnattrs = COLON "dn"i;
# §3  attr = attributedescription
attr = attributedescription;
# §3  final = assertionvalue
final = assertionvalue;
# §3  any = ASTERISK *(assertionvalue ASTERISK)
any_ = ASTERISK ( assertionvalue ASTERISK )*;
# §3  initial = assertionvalue
initial = assertionvalue;
# §3  substring = attr EQUALS [initial] any [final]
substring = attr EQUALS initial? any_ final?;
# §3  present = attr EQUALS ASTERISK
present = attr EQUALS ASTERISK;
# §3  extensible = ( attr [dnattrs] [matchingrule] COLON EQUALS assertionvalue )
#                  / ( [dnattrs] matchingrule COLON EQUALS assertionvalue )
extensible = attr dnattrs? matchingrule? COLON EQUALS assertionvalue
           | dnattrs? matchingrule COLON EQUALS assertionvalue;
# §3  lessorequal = LANGLE EQUALS
lessorequal = LANGLE EQUALS;
# §3  greaterorequal = RANGLE EQUALS
greaterorequal = RANGLE EQUALS;
# §3  approx = TILDE EQUALS
approx = TILDE EQUALS;
# §3  equal = EQUALS
equal = EQUALS;
# §3  filtertype = equal / approx / greaterorequal / lessorequal
filtertype = equal | approx | greaterorequal | lessorequal;
# §3  simple = attr filtertype assertionvalue
simple = attr filtertype assertionvalue;
# §3  item = simple / present / substring / extensible
item = simple | present | substring | extensible;
# §3  filter = LPAREN filtercomp RPAREN
#   The rules from filter to filterlist are recursive, which a finite
#   machine is not: a filter's LPAREN calls filter_body (filtercomp RPAREN)
#   through the hook filter_call, and filter_body's RPAREN returns through
#   filter_ret, so that filter_body may hold filters of its own.
filter = LPAREN @filter_call;
# §3  filterlist = 1*filter
filterlist = filter+;
# §3  not = EXCLAMATION filter
not_ = EXCLAMATION filter;
# §3  or = VERTBAR filterlist
or_ = VERTBAR filterlist;
# §3  and = AMPERSAND filterlist
and_ = AMPERSAND filterlist;
# §3  filtercomp = and / or / not / item
filtercomp = and_ | or_ | not_ | item;
# the rest of a filter after its LPAREN (see filter)
filter_body = filtercomp RPAREN @filter_ret;

# ---- RFC 4516 §2: the LDAP URL (URL layer) ---------------------------------

# §2  EXCLAMATION = %x21 ; exclamation mark ("!"): defined with RFC 4515's
# §2  SLASH = %x2F ; forward slash ("/")
SLASH = "/";
# §2  COLON = %x3A ; colon (":"): defined with RFC 4515's
# §2  QUESTION = %x3F ; question mark ("?")
QUESTION = "?";

# §2  exvalue = LDAPString ; From section 4.1.2 of [RFC4511], subject to
#     the provisions of the "Percent-Encoding" section below.
# In the URL: any byte, percent-encoded as RFC 3986 requires, and a ","
# inside it (§2.1) and a "?" (§2.1) percent-encoded too.
exvalue = ( ( pchar | "/" ) - "," )*;
# §2  extype = oid ; From section 1.4 of [RFC4512].
extype = oid;
# §2  extension = [EXCLAMATION] extype [EQUALS exvalue]
extension = EXCLAMATION? extype ( EQUALS exvalue )?;
# §2  extensions = extension *(COMMA extension)
extensions = extension ( COMMA extension )*;
# §2  scope = "base" / "one" / "sub"   (ABNF strings ignore case)
scope = "base"i | "one"i | "sub"i;
# §2  selector = attributeSelector ; From Section 4.5.1 of [RFC4511]
selector = attributeSelector;
# §2  attrdesc = selector *(COMMA selector)
attrdesc = selector ( COMMA selector )*;
# §2  attributes = attrdesc *(COMMA attrdesc)
attributes = attrdesc ( COMMA attrdesc )*;
# §2  filter: from Section 3 of [RFC4515], subject to "Percent-Encoding".
# In the URL: the bytes a query allows but "?" (§2.1); the driver matches
# the decoded text against RFC 4515's filter above.
filter_pct = ( pchar | "/" )*;
# §2  dn = distinguishedName ; From Section 3 of [RFC4514], subject to
#     the provisions of the "Percent-Encoding" section below.
# In the URL: the bytes a path allows but "?" (§2.1); the driver matches
# the decoded text against distinguishedName above.
dn = ( pchar | "/" )*;
# §2  scheme = "ldap"
ldap_scheme = "ldap"i;
# §2  ldapurl = scheme COLON SLASH SLASH [host [COLON port]]
#                  [SLASH dn [QUESTION [attributes]
#                  [QUESTION [scope] [QUESTION [filter]
#                  [QUESTION extensions]]]]]
ldapurl = ldap_scheme COLON SLASH SLASH @auth_start
          ( host %ldap_host_end ( COLON @port_start port %port_end )? )?
          ( SLASH @dn_start dn %dn_end
            ( QUESTION @attrs_start attributes? %attrs_end
              ( QUESTION @scope_start scope? %scope_end
                ( QUESTION @filter_start filter_pct %filter_end
                  ( QUESTION @exts_start extensions %exts_end )?
                )?
              )?
            )?
          )?;

# ---- uri(7) "man - manual page documentation" ------------------------------
#   man:command-name
#   man:command-name(section)
# uri(7) gives no grammar beyond these two lines; the rules below are
# lluri's reading of them (README, "uri(7) schemes").

# a name: one or more of the bytes an RFC 3986 path segment allows, but
# "(" and ")" that delimit the section
man_name = ( pchar - ( "(" | ")" ) )+;
# a section: "1", "3p", "3pm", "n", "1ssl" (man(1) section names)
man_section = ( alpha | digit )+;
# man:command-name [ "(" section ")" ]
manurl = "man"i ":" @name_start man_name %name_end
         ( "(" @section_start man_section %section_end ")" )?;

# ---- uri(7) "info - info page documentation" -------------------------------
#   info:virtual-filename
#   info:virtual-filename#nodename
#   info:(virtual-filename)
#   info:(virtual-filename)nodename     (the page as lluri reads it; the
#   info:nodename(virtual-filename)      shipped translation writes this)

# a virtual file name: path-segment bytes but "(" and ")"
info_file = ( pchar - ( "(" | ")" ) )+;
# a node name: path-segment bytes and "/", but "(" and ")" (GNOME writes
# its spaces as "_"; KDE's literal spaces are not valid in a URI at all)
info_node = ( ( pchar | "/" ) - ( "(" | ")" ) )+;
infourl = "info"i ":" @file_start @node_start
          ( info_file %file_end ( "#" @node_start info_node %node_end )?
          | "(" @file_start info_file %file_end ")" @node_start
            ( info_node %node_end )?
          | info_node %node_end "(" @file_start info_file %file_end ")" );

# ---- uri(7) "whatis - documentation search" --------------------------------
#   whatis:string

# the string: what a query allows ("?" and "/" included), at least one byte
whatis_string = ( pchar | "/" | "?" )+;
whatisurl = "whatis"i ":" @string_start whatis_string %string_end;

}%%
