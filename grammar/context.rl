%%{
# SPDX-License-Identifier: MIT
# URIs in context: how URIs are written in free text, as Ragel machines.
#
# Sources:
#   RFC 1738, "APPENDIX: Recommendations for URLs in Context"
#   uri(7), "Writing a URI"
# Neither gives a formal grammar; each machine below quotes the sentence it
# transcribes. The URI itself is RFC 3986's `URI` (grammar/rfc3986.rl, which
# the driver includes first); this file describes only what surrounds it.
# src/text/extract.rl binds the hooks and checks the text between the
# delimiters against `URI`.

machine context;

# RFC 1738 Appendix: "it is recommended that URLs be preceded with a prefix
#   consisting of the characters "URL:"."
#   (Matched without regard to case.)
url_prefix = "URL:"i;

# RFC 1738 Appendix: "extra whitespace (spaces, linebreaks, tabs, etc.)
#   may need to be added to break long URLs across lines. The whitespace
#   should be ignored when extracting the URL."
context_ws = " " | "\t" | "\n" | "\v" | "\f" | "\r";

# RFC 1738 Appendix: "the use of angle brackets ("<" and ">"), along with
#   the prefix "URL:", to delimit the boundaries of the URL."
# uri(7): URIs "should be placed inside double quotes (e.g.,
#   "http://www.kernel.org"), enclosed in angle brackets (e.g.,
#   <http://lwn.net>), or placed on a line by themselves."
# So an angle-bracket opener may or may not carry the prefix; whitespace
# may stand anywhere between the brackets.
angle_open  = "<" context_ws* ( url_prefix @url_prefix context_ws* )?;
angle_close = ">";
quote       = "\"";

# Schemes that lluri takes as a URI when written bare (without
# delimiters) even without "//" after the colon: those whose URIs are
# commonly written in text that way. Any other scheme needs "//" (or a
# delimiter, or LLURI_EXTRACT_ANY_SCHEME), so that "note:", "re:x" or
# "INFO:root:..." are not taken for URIs.
bare_scheme = "mailto"i | "news"i | "urn"i | "tel"i | "data"i | "sip"i
            | "sips"i | "xmpp"i | "magnet"i | "geo"i | "cid"i | "mid"i
            | "man"i | "whatis"i;

# What makes "scheme:" in free text the start of a URI: "//" after the
# colon, or one of the schemes above.
bare_lead = scheme ":" "//" @lead_slashes
          | bare_scheme ":" @lead_known;

# RFC 1738 Appendix: a delimiter separates the URL "from the rest of the
#   text, and in particular from punctuation marks that might be mistaken
#   for part of the URL."
# Without delimiters, these are taken for the sentence's, not the URI's,
# when they end a URI written bare (src/text/extract.rl trims them from its
# end; a ")" or "]" only when the URI holds fewer "(" or "[" than those).
sentence_punct = "." | "," | ";" | ":" | "!" | "?" | "'" | ")" | "]";

# The text outside URIs: any byte; the driver looks closer at the ones that
# can begin a delimited URI or end a scheme.
prose = ( any - ( ":" | "<" | quote ) )*;

# Free text, as the scanner walks it: prose, and at each byte that can
# open a delimited URI or close a scheme, a hook into the driver. The
# prose_run hook lets the driver step over a run of prose at once.
text = ( prose $prose_run ( ":" >at_colon | "<" >at_angle | quote >at_quote ) )*
       prose $prose_run;

}%%
