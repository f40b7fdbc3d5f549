/* SPDX-License-Identifier: MIT */
/*
 * lluri/parser.h — RFC 3986 parsing of input that arrives in pieces (a
 * request read from a socket), with the verdict and spans lluri_parse()
 * gives. <lluri.h> includes it.
 */
#ifndef LLURI_PARSER_H
#define LLURI_PARSER_H

#include <lluri.h>

#ifdef __cplusplus
extern "C" {
#endif

/* For input that arrives in pieces (a request read from a socket). The
 * caller keeps the bytes in one buffer and passes the whole buffer, with
 * its current length, each time; the parser resumes where it stopped, so
 * no byte is read twice. The buffer may move (realloc) between calls, but
 * the bytes already passed must not change, and len must not shrink.
 *
 *   lluri_parser ps; lluri_parser_init(&ps, flags);
 *   while (more) { append to buf; if (lluri_parser_execute(&ps, buf, n, &e) < 0) fail; }
 *   if (lluri_parser_finish(&ps, &u, buf, n, &e) < 0) fail;
 *
 * lluri_parse() gives exactly what init + finish give. */
#define LLURI_PARSER_MARKS 7
typedef struct lluri_parser {
    /* private: read through the functions only */
    int      _cs;
    unsigned _flags;
    uint32_t _off;                       /* bytes consumed */
    uint32_t _seen;                      /* which marks are set */
    uint32_t _mark[LLURI_PARSER_MARKS];  /* component boundaries so far */
    int      _error;                     /* 0, or the final error */
    uint32_t _error_off;
} lluri_parser;

/* Returns 0, or LLURI_EFLAGS (LLURI_EINVAL for a NULL ps), which
 * execute and finish then return too. */
LLURI_API int lluri_parser_init(lluri_parser *ps, lluri_flags flags);
/* Take buf[consumed .. len). Returns 0 while the input is still a valid
 * prefix, or a negative code once it cannot be; the error is final: later
 * calls return it again. */
LLURI_API int lluri_parser_execute(lluri_parser *ps, const char *buf, size_t len,
                                   lluri_error *err);
/* The input is complete at len bytes: take what was not yet taken and fill
 * *u. Returns 0 or a negative code. */
LLURI_API int lluri_parser_finish(lluri_parser *ps, lluri *u, const char *buf,
                                  size_t len, lluri_error *err);

#ifdef __cplusplus
}
#endif
#endif /* LLURI_PARSER_H */
