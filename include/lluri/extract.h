/* SPDX-License-Identifier: MIT */
#ifndef LLURI_EXTRACT_H
#define LLURI_EXTRACT_H

#include <lluri.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * lluri/extract.h — URLs in free text (RFC 1738 Appendix "Recommendations
 * for URLs in Context", uri(7) "Writing a URI").
 *
 * Find the URIs written in free text (log lines, mail, documents) without
 * allocating: an iterator over the text, resumable, each hit a span in the
 * text and the URI itself. Every hit is an RFC 3986 `URI` (scheme
 * required; what lluri_parse(..., LLURI_START_URI, ...) accepts, lengths
 * past 4 GiB aside), unless the flags ask for IRIs, lenient readings or
 * errors (below). The forms, tried at each position in this order:
 *
 *   LLURI_EXTRACT_URL     <URL:uri>   RFC 1738's form; "URL:" in any case.
 *   LLURI_EXTRACT_ANGLE   <uri>       uri(7)'s angle brackets.
 *       Between the brackets whitespace (SP HT LF VT FF CR) is ignored
 *       around "URL:" and after the scheme's ":" (not inside the scheme:
 *       "<x http://a/>" is no "xhttp://a/"): a URI broken across lines is
 *       joined again, and a "-" before a line break is kept (RFC 1738 says
 *       it may or may not belong to the URI; lluri cannot know). No "<"
 *       may stand between the brackets. An unclosed "<", or brackets
 *       around something that is not a URI ("<b>", "<a href=...>",
 *       "a < b > c"), delimit nothing: the text inside is scanned like any
 *       other.
 *   LLURI_EXTRACT_QUOTED  "uri"       uri(7)'s double quotes: the URI is all
 *       the bytes between them (no whitespace), punctuation included.
 *   LLURI_EXTRACT_BARE    uri         "scheme:" at the start of a word (its
 *       first ALPHA follows no ALPHA or DIGIT), followed by "//", or by
 *       anything when the scheme is one usually written without "//"
 *       (mailto, news, urn and the others of `bare_scheme` in
 *       grammar/context.rl, the one list; any case). So "10:30",
 *       "note: x", "re:x" and "INFO:root:..." are no URIs. The URI runs
 *       from there to the end of its candidate (below), less what the
 *       sentence owns at its end: trailing . , ; : ! ? ' and a trailing )
 *       or ] the URI has no opening ( or [ for ("(see
 *       http://w/Foo_(bar))." gives "http://w/Foo_(bar)").
 *
 * In every form a hit must reach past "scheme:" (past "scheme://" when it
 * has "//"): "ftp://" or "mailto:" quoted in a document are no URIs.
 * The angle and quoted forms need the same kind of scheme as a bare URI
 * ("//" or a scheme of the list: "<xsl:template>" is not a URI); only
 * <URL:...> takes any scheme. LLURI_EXTRACT_ANY_SCHEME lifts the rule for
 * all forms: any "scheme:" begins a URI.
 *
 * A bare URI is never cut short: its candidate is every byte from its
 * scheme to the first that ends a URL in prose (whitespace, a control
 * byte, < > ", or one of the CJK and closing punctuation marks 、 。 ，
 * ： ； ！ ？ ） 」 』 ” ’ »), less the sentence's punctuation as above.
 * When the candidate is a URI, it is the hit; when it is not (a "%zz", a
 * space-less "|", raw UTF-8, "u:p@ss@host"), no prefix of it is reported
 * ("https://bücher.de/" is no "https://b"): with LLURI_IRI a candidate
 * that is an IRI (RFC 3987) is the hit (hit->iri), with LLURI_LENIENT one
 * that the lenient profile takes (hit->tolerated says what it took; with
 * LLURI_IRI too, as lluri_parse() reads both); and with
 * LLURI_EXTRACT_ERRORS the others come back as hits with hit->error set
 * (the candidate is the span). The angle and quoted forms take an IRI or
 * a lenient reading of what they delimit when it holds no whitespace.
 *
 * Hits come in text order and never overlap; after a hit, scanning goes on
 * after its delimiter (or its last byte). A URI inside a delimited URI is
 * not found again. Flags: LLURI_EXTRACT_ANY_SCHEME, LLURI_EXTRACT_ERRORS,
 * LLURI_IRI, LLURI_LENIENT. */
#define LLURI_EXTRACT_ANY_SCHEME (1u << 21)
#define LLURI_EXTRACT_ERRORS     (1u << 22) /* candidates that are no URI, as hits
                                               with hit->error */
#define LLURI_EXTRACT_FLAGS      (LLURI_EXTRACT_ANY_SCHEME | LLURI_EXTRACT_ERRORS \
                                  | LLURI_IRI | LLURI_LENIENT)

enum lluri_extract_form {
    LLURI_EXTRACT_BARE   = 0,
    LLURI_EXTRACT_URL    = 1, /* <URL:...> */
    LLURI_EXTRACT_ANGLE  = 2, /* <...> */
    LLURI_EXTRACT_QUOTED = 3  /* "..." */
};

/* Offsets are size_t, not lluri_span: a text may be longer than 4 GiB
 * (a whole log), a URI may not. */
typedef struct lluri_extract_hit {
    size_t off, len;   /* the URI in the text: from its first byte to its
                          last, whitespace inside included, delimiters
                          and "URL:" not */
    size_t outer_off, outer_len; /* the same with the delimiters: from "<"
                          through ">", or quote to quote (== off, len for a
                          bare URI) */
    size_t uri_len;    /* the URI's length with the whitespace removed */
    enum lluri_extract_form form;
    int    iri;        /* 1: an IRI with non-ASCII (LLURI_IRI), no URI */
    uint32_t tolerated;/* LLURI_LENIENT: what it took (LLURI_TOL_*), else 0 */
    lluri_error error; /* LLURI_EXTRACT_ERRORS: a candidate that is no URI:
                          the code lluri_parse() gives it (with the flags
                          given) and the offset from off; else LLURI_OK */
} lluri_extract_hit;

/* The iterator. It holds a pointer to the text, which must outlive it;
 * nothing else. */
typedef struct lluri_extract_iter {
    /* private: use the functions */
    const char *_text;
    size_t      _len, _pos, _floor;
    size_t      _gt_from, _gt_at; /* the first ">" at or after _gt_from is at _gt_at */
    unsigned    _flags;
    int         _error;
} lluri_extract_iter;

/* Start extracting from text[0 .. len) (any bytes, NUL included; `text` may
 * be NULL when len is 0). Returns 0, or LLURI_EFLAGS for unknown flags or
 * LLURI_EINVAL for NULL text with len > 0, which lluri_extract_next() then
 * returns too. */
LLURI_API int lluri_extract_begin(lluri_extract_iter *x, const char *text,
                                  size_t len, lluri_flags flags);

/* The next hit: returns 1 and fills *hit, 0 when the text holds no more, or
 * the init error. When out is not NULL, the URI (whitespace removed) is
 * also written to out[0 .. cap) as the Writers above write: whole and
 * NUL-terminated when hit->uri_len < cap, else a prefix, which
 * lluri_extract_copy() can complete. Reads no byte past len. */
LLURI_API int lluri_extract_next(lluri_extract_iter *x, lluri_extract_hit *hit,
                                 char *out, size_t cap);

/* Write the URI of `hit`, found in text[0 .. len) (the text given to
 * lluri_extract_begin()), to out, whitespace removed: a writer (lluri.h
 * "Writers") whose result is hit->uri_len bytes long. Reads no byte
 * outside hit->off .. hit->off + hit->len. Errors: LLURI_EINVAL for a NULL
 * hit, a NULL text with len > 0, a NULL out with cap > 0 or a form that
 * is none of enum lluri_extract_form; LLURI_ESPAN (offset len) when the
 * hit does not lie inside text[0 .. len). */
LLURI_API ptrdiff_t lluri_extract_copy(const char *text, size_t len,
                                       const lluri_extract_hit *hit, char *out,
                                       size_t cap, lluri_error *err);

#ifdef __cplusplus
}
#endif
#endif /* LLURI_EXTRACT_H */
