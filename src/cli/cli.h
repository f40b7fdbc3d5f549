/* SPDX-License-Identifier: MIT */
/* cli.h — what the files of the lluri tool share: the output buffer and
 * line reader (io.c), JSON and terminal-safe text (json.c), the state of
 * one run and the commands' handlers (main.c holds the command table and
 * the options; cmd_*.c the commands). Only the public API of <lluri.h> and
 * its companions is used. */
#ifndef LLURI_CLI_H
#define LLURI_CLI_H

#include <stddef.h>
#include <stdint.h>

#include "lluri.h"
#include "lluri/extract.h"
#include "lluri/fetch.h"
#include "lluri/http.h"
#include "lluri/idn.h"
#include "lluri/scheme.h"

enum { EXIT_VALID = 0, EXIT_INVALID = 1, EXIT_TROUBLE = 2 };

/* ---- io.c: output ---------------------------------------------------------- */

/* Output collects in one buffer and goes to stdout in large writes; with
 * out_set_line_buffered(1) it is flushed after every input's result. */
void out(const void *p, size_t n);
void out_str(const char *s);
void out_char(char c);
void out_u64(unsigned long long v);
void out_spaces(size_t n);
/* Decoded bytes as text output writes them (get, decode, query): a line
 * feed, a CR, a NUL or another control byte (C0, DEL) as %XX again, so
 * that one input stays one output line and no control byte reaches the
 * terminal. */
void out_pct_controls(const char *p, size_t n);
size_t digits(unsigned long long v);
#define OUT_LIT(lit) out(lit, sizeof lit - 1)
void out_flush(void);
void out_set_line_buffered(int on);
int  out_line_buffered(void);    /* whether each result leaves at once */
/* The result of one input is out: flush it when line-buffered. */
void out_input_done(void);
/* Flush and close stdout; a write error turns any status into 2. */
int finish_output(int status);
/* Where messages go (io.c says why): call once, when stdout's buffering
 * is known. */
void err_setup(int line_buffered);
/* Bytes of a message on stderr, after the output of the inputs before it. */
void err_write(const void *p, size_t n);
void err_printf(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;
/* "lluri: " begins a message. */
void err_begin(void);
/* "lluri: NAME: strerror(err)" on stderr, NAME escaped (err_cstr()). */
void err_file(const char *name, int err);
/* A message on stderr after what stdout already holds. */
void out_warning(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;
#if defined(__GNUC__)
__attribute__((noreturn))
#endif
_Noreturn void out_of_memory(void);
/* *p (of *cap bytes, from malloc) at least need bytes. */
void grow(char **p, size_t *cap, size_t need);
/* A C string (or NULL: absent) as lluri_text. */
lluri_text text_cstr(const char *s);
/* Output and messages out, and exit with status (2 when writing failed). */
#if defined(__GNUC__)
__attribute__((noreturn))
#endif
_Noreturn void exit_now(int status);

/* ---- io.c: reading ---------------------------------------------------------- */

/* Lines of any length from a file descriptor, through one buffer that grows
 * only when a line does not fit (about twice the longest line). Every byte
 * but LF belongs to the line, NUL included; a CR right before the LF is
 * dropped. */
struct reader {
    int    fd;
    char  *buf;
    size_t cap, start, scan, end;
    int    eof;
    int    err;     /* errno of the failure, when read_line() returned -1 */
};
void reader_init(struct reader *r, int fd);
void reader_free(struct reader *r);
/* 1 and the next line (valid until the next call), 0 at the end, -1 on a
 * read error or when memory runs out (r->err). */
int read_line(struct reader *r, const char **line, size_t *len);
/* Read what is available into the buffer (at least one byte, or EOF):
 * 0 or -1. Bytes [start, end) of buf are unread. */
int reader_fill(struct reader *r);

/* ---- json.c ---------------------------------------------------------------- */

/* Bytes as a JSON string: printable ASCII and well-formed UTF-8 as they
 * are, every other byte escaped (\u00XX for a byte that is not UTF-8), so
 * the output is valid JSON and distinct inputs give distinct text. */
void json_string(const char *p, size_t n);
/* A NUL-terminated string as JSON, or null for NULL. */
void json_cstr(const char *s);
/* ",\"key\":" (or "{\"key\":" when first) and the string. */
void json_member(int first, const char *key, const char *p, size_t n);
/* Bytes for a terminal: printable ASCII as is, a backslash doubled, every
 * other byte \xNN. text_columns() is how many columns that takes. */
void text_string(const char *p, size_t n);
size_t text_columns(const char *p, size_t n);
/* The same bytes, escaped the same way, on standard error: how a message
 * quotes what the user gave (an argument, a file name, an input). */
void err_text(const char *p, size_t n);
void err_cstr(const char *s);
/* s as one word a POSIX shell reads back (for a command a message
 * suggests): as is when every byte is safe, else in single quotes (a byte
 * err_text() escapes stays escaped: no word gives it back). */
void err_shell_word(const char *s);

/* ---- one run of a command ------------------------------------------------------ */

enum mode { MODE_DUMP, MODE_JSON, MODE_CHECK };

struct command;

struct run {
    const struct command *cmd;
    enum mode   mode;
    int         json;        /* --json */
    unsigned    flags;       /* for lluri_parse() */
    unsigned    wflags;      /* the writer's or iterator's own flags */
    int         component;   /* encode: enum lluri_component, 0 if not given */
    int         scheme;      /* parse --scheme */
    int         decode;      /* parse --scheme --decode */
    int         trim;        /* --trim */
    int         printed;     /* a dump was printed: the next needs a blank line */
    int         any_invalid;
    const char *base_text;   /* resolve, relativize: BASE and its parse */
    size_t      base_len;
    lluri       base;
    const char *source;      /* "<stdin>", a file name, or NULL (arguments) */
    const char *method;      /* --request-target=METHOD, or NULL */
    enum lluri_target_form form; /* the last target's form */
    int         fetch;       /* --fetch-safe */
    size_t      max_target;  /* request --max-target=N (0: none) */
    size_t      max_method;  /* request --max-method=N (0: LLURI_MAX_METHOD) */
    struct template *template; /* get: the compiled TEMPLATE */
    int         verify;      /* get --verify: stop at the first invalid URI */
    int         pairs;       /* resolve, relativize --pairs: BASE<TAB>REF lines */
    unsigned    norm_steps;  /* normalize --case ... --ipv6 (0: all of them) */
    unsigned    norm_drop;   /* normalize --drop-fragment, --drop-empty-query, --sort-query */
    struct edits *edits;     /* --set, --append, ... (cmd_edit.c), or NULL */
    struct proxy *proxy;     /* cache-key's options (cmd_proxy.c), or NULL */
    struct log_state *log;   /* log: the format (cmd_log.c) */
    const char *input;       /* the input as read, before the edits */
    size_t      input_len;
    int         to_uri;      /* extract --to-uri */
    int         repair;      /* edit, normalize --lenient: inputs repaired first */
    uint32_t    repaired;    /* what the input's repair changed (LLURI_TOL_*) */
    char       *repair_buf;
    size_t      repair_cap;
};

/* One input: its bytes, and its line in r->source (0 for an argument). */
typedef void handler_fn(struct run *r, const char *s, size_t len,
                        unsigned long long lineno);

struct command {
    const char *name;
    const char *alias;       /* an older name, or NULL */
    unsigned    options;     /* the OPT_* it takes */
    const char *args;        /* its arguments in the synopsis */
    const char *help;        /* one line */
    handler_fn *handle;      /* one input; NULL: run() is the whole command */
    int       (*run)(struct run *r, int nargs, char **args, int nfiles,
                     const char *const *files);
    int         first_arg;   /* FIRST_BASE, FIRST_TEMPLATE, or 0 */
};
enum { FIRST_BASE = 1, FIRST_TEMPLATE = 2 };

/* Options (main.c's table); a command's `options` says which it takes. */
enum {
    OPT_JSON = 1u << 0, OPT_START = 1u << 1, OPT_ZONE = 1u << 2,
    OPT_COMPAT = 1u << 3, OPT_COMPONENT = 1u << 4, OPT_FORM = 1u << 5,
    OPT_SEMICOLON = 1u << 6, OPT_SCHEME = 1u << 7, OPT_INPUT = 1u << 8,
    OPT_ANY_SCHEME = 1u << 9, OPT_TARGET = 1u << 10, OPT_FETCH = 1u << 11,
    OPT_MAX_TARGET = 1u << 12, OPT_VERIFY = 1u << 13, OPT_PAIRS = 1u << 14,
    OPT_NORM = 1u << 15, OPT_EDIT = 1u << 16, OPT_GET = 1u << 17,
    OPT_PARTIAL = 1u << 18, OPT_LENIENT = 1u << 19, OPT_IRI = 1u << 20,
    OPT_KEY = 1u << 21, OPT_TO_URI = 1u << 22, OPT_LOG = 1u << 23
};

/* A failure on its input's line: "error: REASON at offset N", or with
 * --json the rest of the object the caller began. out_failure_at() says
 * what failed too (key NULL: nothing): "error: WHAT: WHY at offset N", or
 * ,"valid":false,"KEY":WHAT,"error":WHY,"offset":N}. */
void out_failure(const struct run *r, int code, size_t offset);
void out_failure_at(const struct run *r, const char *key, const char *what, size_t wn,
                    const char *why, size_t offset);
/* A result on its input's line: the text, or with --json ,"KEY":RESULT}. */
void out_result(const struct run *r, const char *key, const char *res, size_t n);

/* cmd_parse.c */
handler_fn handle_parse;
/* s[0 .. len) into *u as the command reads its inputs: as a request target
 * of r->method (--request-target=METHOD, its form in r->form), else with
 * lluri_parse() and r->flags. Returns 0 or the negative code, *e filled. */
int parse_input(struct run *r, lluri *u, const char *s, size_t len, lluri_error *e);
/* The components of u (spans into s[0 .. len)) as parse prints them: JSON
 * members, or dump lines; the fragment only when `fragment`. */
void json_components(const char *s, size_t len, const lluri *u, int fragment);
void dump_components(const char *s, size_t len, const lluri *u, int fragment);
/* A dump line's label, padded to the values' column. */
void dump_label(const char *name);
/* The label, s's bytes at sp and "off N len M" (no line end). */
void dump_span(const char *name, const char *s, lluri_span sp);
/* parse --json's object of one input (rc its parse's return, e its error
 * or, --lenient, the strict verdict), without a line end. */
void json_uri(const struct run *r, const char *s, size_t len, int rc, const lluri *u,
              const lluri_error *e);
/* A failure: ",\"error\":REASON,\"offset\":N", or the dump's error line. */
void json_error(int code, size_t offset);
void dump_error(int code, size_t offset);
/* What to say after an error at s[offset] when the byte there is not
 * ASCII, the command takes --iri, it was not given (nor --request-target,
 * which --iri does not go with), and s parses as an IRI (RFC 3987): that
 * --iri reads it; else "". */
const char *iri_hint(const struct run *r, const char *s, size_t len, size_t offset);
/* check's report: SOURCE:LINE:OFFSET: WHY (and iri_hint()), the input, a
 * caret. */
void check_report(const struct run *r, const char *s, size_t len,
                  unsigned long long lineno, const char *why, size_t offset);
/* A span the library returned lies inside the input of len bytes; if not,
 * printing it would read out of bounds: stop with status 2. */
void check_span(const lluri *u, lluri_span sp, size_t len);
/* cmd_write.c */
handler_fn handle_uri_writer, handle_text_writer, handle_query;
/* edit, normalize --lenient: *s[0 .. *len) as RFC 3986 writes what the
 * lenient profile read (lluri_repair()), with a message saying what that
 * changed (not with --json: json_repaired() says it); 1 when it changed
 * the input (*s, *len the repaired text, valid until the next input), 0
 * when it did not (the input is valid, or does not parse). */
int repair_input(struct run *r, const char **s, size_t *len, unsigned long long lineno);
/* --lenient: ,"repaired":[NAME...] of the input's repair. */
void json_repaired(const struct run *r);
/* cmd_get.c: get TEMPLATE, and log's. template_set() compiles it (-1
 * after a message for a bad one), template_free() frees it. */
struct template;
handler_fn handle_get;
int template_set(struct run *r, const char *text);
/* What a log line gives a template besides its URIs (cmd_log.c). */
enum log_item {
    L_METHOD, L_FORM, L_TARGET, L_VERSION, L_REQUEST, L_ERROR, L_STATUS, L_TIME,
    L_REMOTE, L_REMOTE_USER, L_BYTES, L_USER_AGENT, L_REFERER, L_REFERER_ERROR, L_NITEMS
};
/* What one template output reads: get's URI; log's request target (NULL
 * when the line has none, or it was refused), its referer (the same) and
 * its items (ptr NULL: none). */
struct record {
    const lluri      *uri;
    const lluri      *referer;
    const lluri_text *item;      /* L_NITEMS, or NULL */
};
/* {must:...} and {strict:...} on the record: 0, or -1 with the field as
 * written and why it cannot be written. */
int template_check(struct run *r, const struct record *rec, const char **what,
                   const char **why);
/* The template's output for the record (no line end): 0, or -1 when a
 * field could not be written (it stays empty; its code in *e, its name
 * in *what). */
int template_put(struct run *r, const struct record *rec, lluri_error *e, const char **what);
/* The record through the template as one output line: {must:...} and
 * {strict:...} checked first (an empty line and a report when one fails),
 * then the fields (a report for one that could not be written). */
void template_line(struct run *r, const struct record *rec, const char *s, size_t len,
                   unsigned long long lineno);
/* A message about input s (line lineno of r->source) begins: "lluri:
 * SOURCE:LINE: ", or for an argument "lluri: 'INPUT': ". */
void report_where(const struct run *r, const char *s, size_t len, unsigned long long lineno);
/* get's report of an input whose field could not be written: WHAT: WHY. */
void get_report_why(struct run *r, const char *s, size_t len, unsigned long long lineno,
                    const char *what, const char *why);
/* get's report of an input it could not print, after its line went out:
 * on stderr "lluri: SOURCE:LINE: [WHAT: ]REASON at offset N" (for an
 * argument, the input in place of SOURCE:LINE), status 1; with stop and
 * --verify, the end of the run. */
void get_report(struct run *r, const char *s, size_t len, unsigned long long lineno,
                const char *what, const lluri_error *e, int stop);
void template_free(struct run *r);
/* Whether the template reads a log line's request (its method, form,
 * target, its components) and its referer (its components). */
void template_needs(const struct run *r, int *request, int *referer);
/* cmd_log.c: log. --format (a preset's name or a format string): 0, or
 * -1 after a message; log_start() when the options are read (the default
 * format, what to parse); log_free(). */
struct log_state;
handler_fn handle_log;
int log_set_format(struct run *r, const char *text);
int log_start(struct run *r);
void log_free(struct run *r);
/* cmd_edit.c: the edits. edit_add() takes one option (--set, --append,
 * --redirect, --sort-query, --trim, --replace, --query-separator) and its
 * argument: 0, or -1 after a message. edits_apply() runs them on one
 * input: 1 and the result in *res (valid until the next input), 0 when
 * the input does not parse (the command reports it), -1 when an edit
 * failed (reported on the input's line). handle_edit() prints the result. */
struct edits;
int edit_add(struct run *r, const char *option, const char *arg);
int edits_apply(struct run *r, const char *s, size_t len, unsigned long long lineno,
                const char **res, size_t *rlen);
void edits_free(struct run *r);
/* Whether any edit (--set, --append, ...) was given: not
 * --query-separator alone. */
int edits_any(const struct run *r);
/* The byte between query pairs: --query-separator's, or "&". */
char edits_separator(const struct run *r);
/* --iterate: the next combination of its values; 0 when every one was
 * made (the first is current again). */
int edits_next_combination(struct run *r);
/* The pairs of the query q[0 .. n) as the edits split it: at the byte of
 * --query-separator (default "&"), empty pieces left out; *pairs (spans
 * into q) is valid until the next call. Returns how many. */
size_t query_split(struct run *r, const char *q, size_t n, const lluri_span **pairs);
/* Whether the key of that pair (up to its first "="), form-decoded, is
 * key[0 .. klen), as the edits compare keys (any length). */
int query_key_is(struct run *r, const char *q, lluri_span pair, const char *key, size_t klen);
handler_fn handle_edit;
/* cmd_http.c: request lines and bare targets */
handler_fn handle_request;
/* cmd_proxy.c: cache-key; its options and --fetch-allow (proxy_option():
 * 0, or -1 after a message; proxy_free() at the end of the run); the
 * policy --fetch-allow made; the verdict request prints on each line or
 * bare target: JSON members ,"verdict":V,"confusions":[...], or its dump
 * line. */
handler_fn handle_cache_key;
int proxy_option(struct run *r, const char *name, const char *val);
void proxy_free(struct run *r);
const lluri_fetch_policy *fetch_policy(const struct run *r);
void json_target_verdict(const struct run *r, const char *s, size_t len);
void dump_target_verdict(const struct run *r, const char *s, size_t len);
/* u's spans count from a request line's target; make them count from the
 * line line[0 .. len), whose target begins at off, so that they print
 * like parse's. */
void shift_spans(lluri *u, const char *line, size_t len, uint32_t off);
/* --fetch-safe: lluri_fetch_check() of u under --fetch-allow's policy (1
 * safe, 0 not, < 0 not http), its reason and address (either may be
 * NULL); its JSON members "fetch_safe", "fetch_reason", "fetch_verdict",
 * "address", "address_class"; its dump lines; check's report of an input
 * that is not fetch-safe. */
int fetch_verdict(const struct run *r, const lluri *u, enum lluri_fetch_reason *why,
                  lluri_address *a);
/* The address as text into buf (its length): dotted IPv4, RFC 5952 IPv6
 * (inet_ntop), the name (up to a decoded NUL, as a resolver reads it). */
enum { ADDRESS_TEXT_MAX = 256 };
size_t address_text(const lluri_address *a, char *buf, size_t cap);
void json_fetch(const struct run *r, const lluri *u);
void dump_fetch(const struct run *r, const lluri *u);
void check_fetch(struct run *r, const char *s, size_t len,
                 unsigned long long lineno, const lluri *u);
/* cmd_extract.c: the whole command (its inputs are texts, not lines) */
int run_extract(struct run *r, int nargs, char **args, int nfiles,
                const char *const *files);

#endif
