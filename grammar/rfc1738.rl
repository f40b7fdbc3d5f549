%%{
# SPDX-License-Identifier: MIT
# RFC 1738 §5 (BNF for specific URL schemes) as Ragel machines.
#
# Its own machine, so that RFC 1738's vocabulary (safe, extra, national,
# punctuation, reserved, unreserved, escape, uchar, xchar, digits, host,
# port, ...) keeps RFC 1738's meaning; grammar/rfc3986.rl is never
# included next to it.
#
# One definition per BNF rule, named after the rule ("-" becomes "_",
# "gopher+_string" becomes gopher_plus_string). The BNF is quoted above each
# definition as RFC 1738 writes it (RFC 822 conventions, "|" for
# alternatives, "[ x ]" optional, "*[ x ]" zero or more, "1*[ x ]" one or
# more). Ragel needs a definition before its use, so the rules come in §5's
# order read from the bottom up: the "Miscellaneous definitions" first,
# genericurl last.
#
# Literals: §5 lists both cases where both are meant (ftptype, hex), so a
# quoted literal is matched as written; only the scheme names are matched
# without regard to case ("ftp"i), as §2.1 and §5's comment on `scheme`
# ask of interpreters ("programs interpreting URLs should treat upper case
# letters as equivalent to lower case in scheme names").
#
# Ragel builtins: RFC 1738's `alpha` (lowalpha | hialpha) and `digit` are
# exactly Ragel's builtin machines of those names, which Ragel does not let
# a grammar redefine; their BNF is quoted where they would stand.
#
# The machines recognize; their only hooks are runs ($hseg_run, $fseg_run,
# $uchar_run, $xchar_run) on the composition lines, where a field loops in
# one state. The driver (src/scheme/rfc1738_fields.rl) may then step over
# the bytes that would only bring that state back to itself; that changes
# neither the language nor where a failure is found. The hooks sit only on
# fields whose one looping state takes every byte of the class: hsegment
# and search take unreserved ";" ":" "@" "&" "=", fsegment and psegment
# unreserved "?" ":" "@" "&" "=", uchar-only fields unreserved, xchar
# fields unreserved and reserved (tests/props/test_rfc1738_runs.c checks
# this).
#
# Every field boundary of §5 is a delimiter that the field's own rule
# excludes: "@" ends user and password, ":" ends host, "/" ends hostport,
# ";" ends fpath, "?" ends hpath and database, "%09" ends a gopher selector
# and search. So once a URL is in the language, the driver cuts the fields
# at those delimiters; the same cut, over text that is not in the
# language, names the field at fault.
#
# Extension (not RFC 1738): httpsurl reads "https://" URLs with httpurl's
# grammar.

machine rfc1738;

# ---- §5 Miscellaneous definitions -------------------------------------------

# §5  lowalpha = "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" |
#                "i" | "j" | "k" | "l" | "m" | "n" | "o" | "p" |
#                "q" | "r" | "s" | "t" | "u" | "v" | "w" | "x" |
#                "y" | "z"
lowalpha = "a".."z";

# §5  hialpha = "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I" |
#               "J" | "K" | "L" | "M" | "N" | "O" | "P" | "Q" | "R" |
#               "S" | "T" | "U" | "V" | "W" | "X" | "Y" | "Z"
hialpha = "A".."Z";

# §5  alpha = lowalpha | hialpha
#     (Ragel's builtin `alpha`: [A-Za-z])

# §5  digit = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" |
#             "8" | "9"
#     (Ragel's builtin `digit`: [0-9])

# §5  safe = "$" | "-" | "_" | "." | "+"
safe = "$" | "-" | "_" | "." | "+";

# §5  extra = "!" | "*" | "'" | "(" | ")" | ","
extra = "!" | "*" | "'" | "(" | ")" | ",";

# §5  national = "{" | "}" | "|" | "\" | "^" | "~" | "[" | "]" | "`"
national = "{" | "}" | "|" | "\\" | "^" | "~" | "[" | "]" | "`";

# §5  punctuation = "<" | ">" | "#" | "%" | <">
punctuation = "<" | ">" | "#" | "%" | "\"";

# §5  reserved = ";" | "/" | "?" | ":" | "@" | "&" | "="
reserved = ";" | "/" | "?" | ":" | "@" | "&" | "=";

# §5  hex = digit | "A" | "B" | "C" | "D" | "E" | "F" |
#           "a" | "b" | "c" | "d" | "e" | "f"
hex = digit | "A".."F" | "a".."f";

# §5  escape = "%" hex hex
escape = "%" hex hex;

# §5  unreserved = alpha | digit | safe | extra
unreserved = alpha | digit | safe | extra;

# §5  uchar = unreserved | escape
uchar = unreserved | escape;

# §5  xchar = unreserved | reserved | escape
xchar = unreserved | reserved | escape;

# §5  digits = 1*digit
digits = digit+;

# ---- §5 PROSPERO ------------------------------------------------------------

# §5  fieldvalue = *[ uchar | "?" | ":" | "@" | "&" ]
fieldvalue = ( uchar | "?" | ":" | "@" | "&" )*;

# §5  fieldname = *[ uchar | "?" | ":" | "@" | "&" ]
fieldname = ( uchar | "?" | ":" | "@" | "&" )*;

# §5  fieldspec = ";" fieldname "=" fieldvalue
fieldspec = ";" fieldname "=" fieldvalue;

# §5  psegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
psegment = ( uchar | "?" | ":" | "@" | "&" | "=" )*;

# §5  ppath = psegment *[ "/" psegment ]
ppath = psegment ( "/" psegment )*;

# ---- §5 WAIS ------------------------------------------------------------------

# §5  wpath = *uchar
wpath = uchar*;

# §5  wtype = *uchar
wtype = uchar*;

# §5  database = *uchar
database = uchar*;

# ---- §5 NEWS (group is used by NNTP too) ----------------------------------------

# §5  group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
group = alpha ( alpha | digit | "-" | "." | "+" | "_" )*;

# ---- §5 MAILTO -------------------------------------------------------------------

# §5  encoded822addr = 1*xchar               ; further defined in RFC822
encoded822addr = xchar+;

# ---- §5 GOPHER -------------------------------------------------------------------

# §5  gopher+_string = *xchar
gopher_plus_string = xchar*;

# §5  selector = *xchar
selector = xchar*;

# §5  gtype = xchar
gtype = xchar;

# ---- §5 HTTP -----------------------------------------------------------------------

# §5  search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
search = ( uchar | ";" | ":" | "@" | "&" | "=" )*;

# §5  hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
hsegment = ( uchar | ";" | ":" | "@" | "&" | "=" )*;

# §5  hpath = hsegment *[ "/" hsegment ]
hpath = hsegment ( "/" hsegment )*;

# ---- §5 FTP ---------------------------------------------------------------------------

# §5  ftptype = "A" | "I" | "D" | "a" | "i" | "d"
ftptype = "A" | "I" | "D" | "a" | "i" | "d";

# §5  fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
fsegment = ( uchar | "?" | ":" | "@" | "&" | "=" )*;

# §5  fpath = fsegment *[ "/" fsegment ]
fpath = fsegment ( "/" fsegment )*;

# ---- §5 the common Internet scheme syntax (§3.1) ----------------------------------

# §5  urlpath = *xchar    ; depends on protocol see section 3.1
urlpath = xchar*;

# §5  password = *[ uchar | ";" | "?" | "&" | "=" ]
password = ( uchar | ";" | "?" | "&" | "=" )*;

# §5  user = *[ uchar | ";" | "?" | "&" | "=" ]
user = ( uchar | ";" | "?" | "&" | "=" )*;

# §5  port = digits
port = digits;

# §5  hostnumber = digits "." digits "." digits "." digits
hostnumber = digits "." digits "." digits "." digits;

# §5  alphadigit = alpha | digit
alphadigit = alpha | digit;

# §5  toplabel = alpha | alpha *[ alphadigit | "-" ] alphadigit
toplabel = alpha | alpha ( alphadigit | "-" )* alphadigit;

# §5  domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit
domainlabel = alphadigit | alphadigit ( alphadigit | "-" )* alphadigit;

# §5  hostname = *[ domainlabel "." ] toplabel
hostname = ( domainlabel "." )* toplabel;

# §5  host = hostname | hostnumber
host = hostname | hostnumber;

# §5  hostport = host [ ":" port ]
hostport = host ( ":" port )?;

# §5  login = [ user [ ":" password ] "@" ] hostport
login = ( user ( ":" password )? "@" )? hostport;

# §5  ip-schemepart = "//" login [ "/" urlpath ]
ip_schemepart = "//" login ( "/" urlpath )?;

# §5  schemepart = *xchar | ip-schemepart
schemepart = xchar* | ip_schemepart;

# §5  scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]
scheme = ( lowalpha | digit | "+" | "-" | "." )+;

# ---- §5 the schemes, in §5's order ------------------------------------------------

# §5  ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
ftpurl = "ftp"i "://" login ( "/" fpath $fseg_run ( ";type=" ftptype )? )?;

# §5  fileurl = "file://" [ host | "localhost" ] "/" fpath
fileurl = "file"i "://" ( host | "localhost" )? "/" fpath $fseg_run;

# §5  httpurl = "http://" hostport [ "/" hpath [ "?" search ]]
#   (http_tail is all of it after the scheme name, which httpsurl shares)
http_tail = "://" hostport ( "/" hpath $hseg_run ( "?" search $hseg_run )? )?;
httpurl = "http"i http_tail;

# Extension, not in RFC 1738: "https://" read with httpurl's grammar.
httpsurl = "https"i http_tail;

# §5  gopherurl = "gopher://" hostport [ / [ gtype [ selector
#                 [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
#   The unquoted / is RFC 1738's slip for "/". The BNF alone lets a
#   selector (*xchar) or a search hold "%09" too, so that the "%09" that
#   ends either could not be found; §3.4.1 says what a selector is: "a
#   sequence of octets which may contain any octets except 09 hexadecimal
#   (US-ASCII HT or tab) 0A hexadecimal (US-ASCII character LF), and 0D
#   (US-ASCII character CR)", and §3.4.3 sends the search followed by a
#   tab. So here a selector holds none of %09 %0A %0D (either case of
#   hex), and a search no %09: gopher_selector and gopher_search below.
gopher_selector = selector - ( any* "%0" ( "9" | "A" | "a" | "D" | "d" ) any* );
gopher_search = search - ( any* "%09" any* );
gopherurl = "gopher"i "://" hostport
            ( "/" ( gtype ( gopher_selector $xchar_run
                            ( "%09" gopher_search $hseg_run
                              ( "%09" gopher_plus_string $xchar_run )? )? )? )? )?;

# §5  mailtourl = "mailto:" encoded822addr
mailtourl = "mailto"i ":" encoded822addr $xchar_run;

# §5  article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
article = ( uchar | ";" | "/" | "?" | ":" | "&" | "=" )+ "@" host;

# §5  grouppart = "*" | group | article
grouppart = "*" | group | article;

# §5  newsurl = "news:" grouppart
newsurl = "news"i ":" grouppart;

# §5  nntpurl = "nntp://" hostport "/" group [ "/" digits ]
nntpurl = "nntp"i "://" hostport "/" group ( "/" digits )?;

# §5  telneturl = "telnet://" login [ "/" ]
telneturl = "telnet"i "://" login "/"?;

# §5  waisdatabase = "wais://" hostport "/" database
waisdatabase = "wais"i "://" hostport "/" database $uchar_run;

# §5  waisindex = "wais://" hostport "/" database "?" search
waisindex = "wais"i "://" hostport "/" database $uchar_run "?" search $hseg_run;

# §5  waisdoc = "wais://" hostport "/" database "/" wtype "/" wpath
waisdoc = "wais"i "://" hostport "/" database $uchar_run "/" wtype $uchar_run
          "/" wpath $uchar_run;

# §5  waisurl = waisdatabase | waisindex | waisdoc
waisurl = waisdatabase | waisindex | waisdoc;

# §5  prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]
prosperourl = "prospero"i "://" hostport "/" ppath $fseg_run fieldspec*;

# §5  genericurl = scheme ":" schemepart
genericurl = scheme ":" schemepart;

# §5  otherurl = genericurl
otherurl = genericurl;

# §5  url = httpurl | ftpurl | newsurl |
#           nntpurl | telneturl | gopherurl |
#           waisurl | mailtourl | fileurl |
#           prosperourl | otherurl
url = httpurl | ftpurl | newsurl
    | nntpurl | telneturl | gopherurl
    | waisurl | mailtourl | fileurl
    | prosperourl | otherurl;

}%%
