%%{
# SPDX-License-Identifier: MIT
# RFC 9112 §2.3 and §3 (HTTP/1.1: the request line and its request target),
# with the rules of RFC 9110 they use, as Ragel machines. RFC 3986's rules
# are reused by name (include rfc3986 before this machine), as RFC 9110
# §4.1 says: uri-host is RFC 3986's host, port its port, query its query,
# segment its segment, absolute-URI its absolute-URI.
#
# One definition per rule, the ABNF quoted above it with the RFC and
# section. Strings are case-sensitive where RFC 7405's %s says so
# (HTTP-name). Hooks, bound by src/http/target.rl: the marks of RFC 3986
# (query_start, host_end) and its runs on the composition lines, and
# method_end, target_start, target_end, version_start on request-line.
#
# request-target's four forms overlap ("host:443" is an authority-form and
# an absolute-form, scheme "host" and path "443"): which applies is the
# method's to say (RFC 9112 §3.2), so the driver matches the form the
# method allows, each form on its own entry point; request_target below is
# the grammar's union, for matching the rule as written.

machine rfc9112;

# RFC 9110 §5.6.2  tchar = "!" / "#" / "$" / "%" / "&" / "'" / "*"
#                        / "+" / "-" / "." / "^" / "_" / "`" / "|" / "~"
#                        / DIGIT / ALPHA
tchar          = "!" | "#" | "$" | "%" | "&" | "'" | "*"
               | "+" | "-" | "." | "^" | "_" | "`" | "|" | "~"
               | digit | alpha;

# RFC 9110 §5.6.2  token = 1*tchar
token          = tchar+;

# RFC 9112 §3.1  method = token
method         = token;

# RFC 9110 §4.1  absolute-path = 1*( "/" segment )
absolute_path  = ( "/" segment )+;

# RFC 9110 §4.1  uri-host = <host, see [URI], Section 3.2.2>
uri_host       = host;

# RFC 9112 §3.2.1  origin-form = absolute-path [ "?" query ]
origin_form    = absolute_path $path_run ( "?" query >query_start $query_run )?;

# RFC 9112 §3.2.2  absolute-form = absolute-URI
absolute_form  = absolute_URI;

# RFC 9112 §3.2.3  authority-form = uri-host ":" port
authority_form = uri_host %host_end ":" port;

# RFC 9112 §3.2.4  asterisk-form = "*"
asterisk_form  = "*";

# RFC 9112 §3.2  request-target = origin-form
#                               / absolute-form
#                               / authority-form
#                               / asterisk-form
request_target = origin_form | absolute_form | authority_form | asterisk_form;

# RFC 9112 §2.3  HTTP-name = %s"HTTP"
HTTP_name      = "HTTP";

# RFC 9112 §2.3  HTTP-version = HTTP-name "/" DIGIT "." DIGIT
HTTP_version   = HTTP_name "/" digit "." digit;

# RFC 9112 §3  request-line = method SP request-target SP HTTP-version
request_line   = method %method_end " " request_target >target_start %target_end
                 " " HTTP_version >version_start;

}%%
