/* SPDX-License-Identifier: MIT */
/* main.c — the lluri tool: the command table and the option table, from
 * which the usage and help texts are printed; option parsing; and the loop
 * that hands each input to its command.
 *
 * Inputs are the arguments after the options, then the lines of each
 * -f FILE; with neither, the lines of standard input. Each input gives one
 * output line (query without --json: one per pair), a failure included, so
 * output lines stay aligned with input lines. */
#define _POSIX_C_SOURCE 200809L /* isatty(3), stat(2) */

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"

/* ---- the commands --------------------------------------------------------- */

static const struct command commands[] = {
    { "parse", NULL, OPT_JSON | OPT_START | OPT_ZONE | OPT_SCHEME | OPT_TARGET | OPT_FETCH | OPT_GET | OPT_PARTIAL
                     | OPT_LENIENT | OPT_IRI | OPT_INPUT,
      "[URI...]", "print each URI's components: a dump, or one JSON object a line",
      handle_parse, NULL, 0 },
    { "check", NULL, OPT_START | OPT_ZONE | OPT_TARGET | OPT_FETCH | OPT_LENIENT | OPT_IRI | OPT_INPUT,
      "[URI...]", "print each invalid URI: SOURCE:LINE:OFFSET: REASON, it, a caret",
      handle_parse, NULL, 0 },
    { "edit", NULL, OPT_JSON | OPT_ZONE | OPT_EDIT | OPT_LENIENT | OPT_INPUT,
      "[URI...]", "print each URI edited: --set, --append, --redirect, --sort-query, ...",
      handle_edit, NULL, 0 },
    { "get", NULL, OPT_ZONE | OPT_TARGET | OPT_VERIFY | OPT_EDIT | OPT_PARTIAL | OPT_LENIENT | OPT_IRI
                   | OPT_INPUT,
      "TEMPLATE [URI...]", "print each URI's components through TEMPLATE ({host}, {query:KEY}, ...)",
      handle_get, NULL, FIRST_TEMPLATE },
    { "request", NULL, OPT_JSON | OPT_ZONE | OPT_TARGET | OPT_MAX_TARGET | OPT_GET | OPT_INPUT,
      "[LINE...]", "print each HTTP request line's method, target form and version (RFC 9112 3)",
      handle_request, NULL, 0 },
    { "log", NULL, OPT_JSON | OPT_ZONE | OPT_MAX_TARGET | OPT_LENIENT | OPT_IRI | OPT_LOG | OPT_INPUT,
      "TEMPLATE [LINE...]  (--json: [LINE...])",
      "print each access-log line's request and referer through TEMPLATE ({method}, {referer.host}, ...)",
      handle_log, NULL, FIRST_TEMPLATE },
    { "resolve", NULL, OPT_JSON | OPT_COMPAT | OPT_ZONE | OPT_PAIRS | OPT_INPUT,
      "BASE [REF...]  (--pairs: [BASE<TAB>REF...])",
      "print the target of each REF against BASE (RFC 3986 5.2)",
      handle_uri_writer, NULL, FIRST_BASE },
    { "normalize", NULL, OPT_JSON | OPT_ZONE | OPT_NORM | OPT_EDIT | OPT_LENIENT | OPT_INPUT,
      "[URI...]", "print each URI normalized (RFC 3986 6.2.2, 6.2.3, RFC 5952)",
      handle_uri_writer, NULL, 0 },
    { "relativize", "relative", OPT_JSON | OPT_ZONE | OPT_PAIRS | OPT_INPUT,
      "BASE [TARGET...]  (--pairs: [BASE<TAB>TARGET...])",
      "print the shortest reference from BASE to each TARGET",
      handle_uri_writer, NULL, FIRST_BASE },
    { "encode", NULL, OPT_JSON | OPT_COMPONENT | OPT_INPUT,
      "[STRING...]", "percent-encode each string for one component",
      handle_text_writer, NULL, 0 },
    { "decode", NULL, OPT_JSON | OPT_FORM | OPT_INPUT,
      "[STRING...]", "percent-decode each string",
      handle_text_writer, NULL, 0 },
    { "iri-to-uri", NULL, OPT_JSON | OPT_START | OPT_ZONE | OPT_INPUT,
      "[IRI...]", "print each IRI as a URI: UTF-8 percent-encoded, the host's A-labels (RFC 3987 3.1)",
      handle_text_writer, NULL, 0 },
    { "uri-to-iri", NULL, OPT_JSON | OPT_START | OPT_ZONE | OPT_INPUT,
      "[URI...]", "print each URI as an IRI for display: what is safe to show decoded (RFC 3987 3.2)",
      handle_text_writer, NULL, 0 },
    { "query", NULL, OPT_JSON | OPT_SEMICOLON | OPT_ZONE | OPT_INPUT,
      "[URI...]", "print the key=value pairs of each URI's query, form-decoded",
      handle_query, NULL, 0 },
    { "cache-key", NULL, OPT_JSON | OPT_ZONE | OPT_TARGET | OPT_KEY | OPT_SEMICOLON | OPT_FORM
                         | OPT_INPUT,
      "[TARGET...]", "print each request target's cache key: its normal form, the query cleaned",
      handle_cache_key, NULL, 0 },
    { "extract", NULL, OPT_JSON | OPT_ANY_SCHEME | OPT_IRI | OPT_LENIENT | OPT_TO_URI
                       | OPT_INPUT,
      "[FILE...]", "print the URIs found in free text (RFC 1738 Appendix, uri(7))",
      NULL, run_extract, 0 },
};
#define NCOMMANDS (sizeof commands / sizeof commands[0])

/* ---- the options ------------------------------------------------------------
 * `group`: the options of one group are alternatives ([--uri|--absolute]).
 * `common`: taken by every command (listed once in the synopsis). */
enum opt_id {
    O_JSON, O_URI, O_ABSOLUTE, O_RELATIVE, O_ZONE, O_SCHEME, O_DECODE,
    O_COMPAT, O_COMPONENT, O_FORM, O_SEMICOLON, O_ANY_SCHEME, O_FILE,
    O_LINE_BUFFERED, O_TRIM, O_HELP, O_TARGET, O_FETCH, O_MAX_TARGET, O_MAX_METHOD, O_VERIFY, O_PAIRS,
    O_CASE, O_PCT, O_DOTS, O_NSCHEME, O_IPV6, O_DROP_FRAGMENT, O_DROP_EMPTY_QUERY,
    O_SET, O_ITERATE, O_APPEND_EDIT, O_REDIRECT, O_SORT_QUERY, O_TRIM_QUERY, O_REPLACE,
    O_QUERY_SEPARATOR, O_GET, O_PARTIAL, O_LENIENT, O_IRI,
    O_HOST, O_KEY_SCHEME, O_QUERY_SORT, O_QUERY_KEEP, O_QUERY_DROP, O_MERGE_SLASHES,
    O_FETCH_ALLOW, O_TO_URI, O_FORMAT
};

static const struct option {
    enum opt_id id;
    const char *name;      /* the long name */
    const char *alias;     /* another spelling, or NULL */
    const char *arg;       /* the argument's name, or NULL */
    unsigned    command;   /* the OPT_* bit a command must have, 0: every one */
    const char *help;
} options[] = {
    { O_JSON, "--json", NULL, NULL, OPT_JSON, "one JSON object per input line (extract: per URI found)" },
    { O_URI, "--uri", NULL, NULL, OPT_START, "accept a URI only (scheme required)" },
    { O_ABSOLUTE, "--absolute", NULL, NULL, OPT_START, "accept an absolute-URI only (no fragment)" },
    { O_RELATIVE, "--relative", NULL, NULL, OPT_START, "accept a relative-ref only (no scheme)" },
    { O_ZONE, "--zone-id", NULL, NULL, OPT_ZONE, "accept RFC 6874 zone ids: [fe80::1%25eth0]" },
    { O_SCHEME, "--scheme", NULL, NULL, OPT_SCHEME, "check the scheme's own grammar, print its fields" },
    { O_DECODE, "--decode", NULL, NULL, OPT_SCHEME, "with --scheme: fields percent-decoded" },
    { O_COMPAT, "--compat", NULL, NULL, OPT_COMPAT, "RFC 3986 5.2.2's loose reading: a REF with BASE's scheme is relative" },
    { O_COMPONENT, "--component", NULL, "NAME", OPT_COMPONENT, "userinfo, reg-name (or host), segment, path, query, fragment, form" },
    { O_FORM, "--form", NULL, NULL, OPT_FORM, "'+' is a space" },
    { O_SEMICOLON, "--semicolon", NULL, NULL, OPT_SEMICOLON, "';' separates pairs too" },
    { O_TARGET, "--request-target", "--target", "METHOD", OPT_TARGET, "inputs are request targets of METHOD (RFC 9112 3.2): CONNECT takes host:port, OPTIONS *" },
    { O_MAX_TARGET, "--max-target", NULL, "N", OPT_MAX_TARGET, "a request target over N bytes is an error" },
    { O_MAX_METHOD, "--max-method", NULL, "N", OPT_MAX_TARGET, "a method over N bytes is an error (default 32)" },
    { O_CASE, "--case", NULL, NULL, OPT_NORM, "only the steps given: case (RFC 3986 6.2.2.1)" },
    { O_PCT, "--pct", NULL, NULL, OPT_NORM, "percent-encoding (6.2.2.2)" },
    { O_DOTS, "--dots", NULL, NULL, OPT_NORM, "dot segments of an absolute path (6.2.2.3)" },
    { O_NSCHEME, "--scheme-based", NULL, NULL, OPT_NORM, "default and empty port, empty http path (6.2.3)" },
    { O_IPV6, "--ipv6", NULL, NULL, OPT_NORM, "RFC 5952 IPv6 text" },
    { O_DROP_FRAGMENT, "--drop-fragment", NULL, NULL, OPT_NORM, "no fragment (a cache key; beyond RFC 3986)" },
    { O_DROP_EMPTY_QUERY, "--drop-empty-query", NULL, NULL, OPT_NORM, "no empty query: /a? is /a (beyond RFC 3986)" },
    { O_SET, "--set", NULL, "COMPONENT=VALUE", OPT_EDIT, "set a component, VALUE encoded for it (COMPONENT:=VALUE: already encoded; ?= or ?:=: only when not there); empty removes it" },
    { O_ITERATE, "--iterate", NULL, "COMPONENT=\"V1 V2...\"", OPT_EDIT, "--set each value in turn: a result per combination of the --iterate options" },
    { O_APPEND_EDIT, "--append", NULL, "path=SEG|query=KEY=VALUE", OPT_EDIT, "append a path segment or a query pair, encoded" },
    { O_REDIRECT, "--redirect", NULL, "REF", OPT_EDIT, "resolve REF against the URI (RFC 3986 5.2)" },
    { O_SORT_QUERY, "--sort-query", NULL, NULL, OPT_EDIT, "sort the query pairs by key, stable (beyond RFC 3986)" },
    { O_TRIM_QUERY, "--qtrim", NULL, "PATTERN", OPT_EDIT, "remove the query pairs whose decoded key matches the glob PATTERN (also --trim query=PATTERN, until 1.1)" },
    { O_REPLACE, "--replace", NULL, "KEY=VALUE", OPT_EDIT, "give the first pair with KEY the value VALUE, remove the others" },
    { O_QUERY_SEPARATOR, "--query-separator", NULL, "C", OPT_EDIT, "the byte between query pairs (default &)" },
    { O_PAIRS, "--pairs", NULL, NULL, OPT_PAIRS, "inputs are BASE<TAB>REF lines, no BASE argument" },
    { O_FORMAT, "--format", NULL, "FORMAT", OPT_LOG, "combined (the default), common, nginx, or a LogFormat or log_format string" },
    { O_GET, "--get", NULL, "TEMPLATE", OPT_GET, "print through TEMPLATE, as get does (request: {method}, {form}, {path}, ...)" },
    { O_PARTIAL, "--partial", NULL, NULL, OPT_PARTIAL, "an invalid URI's components complete before the error (LLURI_PARTIAL)" },
    { O_LENIENT, "--lenient", NULL, NULL, OPT_LENIENT, "take what logs hold (spaces, \"<>\\^`{|}, raw UTF-8, bad %, ...) and say what was tolerated" },
    { O_IRI, "--iri", NULL, NULL, OPT_IRI, "inputs are IRIs (RFC 3987): UTF-8 where RFC 3987 allows it" },
    { O_VERIFY, "--verify", NULL, NULL, OPT_VERIFY, "stop at the first invalid URI (exit 1)" },
    { O_FETCH, "--fetch-safe", NULL, NULL, OPT_FETCH, "whether a fetch may go: the verdict (allow, deny:REASON), the address, its class" },
    { O_FETCH_ALLOW, "--fetch-allow", NULL, "CLASS|NET", OPT_FETCH, "with --fetch-safe: also allow an address class (private, ...) or a network (10.0.0.0/8); repeatable" },
    { O_HOST, "--host", NULL, "HOST", OPT_KEY, "the targets' Host field (uri-host[:port])" },
    { O_KEY_SCHEME, "--key-scheme", NULL, "SCHEME", OPT_KEY, "the scheme of a target without one (default http)" },
    { O_QUERY_SORT, "--query-sort", NULL, NULL, OPT_KEY, "sort the query pairs by decoded key, stable" },
    { O_QUERY_KEEP, "--query-keep", NULL, "GLOB", OPT_KEY, "keep only the pairs whose decoded key matches GLOB; repeatable" },
    { O_QUERY_DROP, "--query-drop", NULL, "GLOB", OPT_KEY, "drop the pairs whose decoded key matches GLOB; repeatable" },
    { O_MERGE_SLASHES, "--merge-slashes", NULL, NULL, OPT_KEY, "each run of / in the path as one" },
    { O_ANY_SCHEME, "--any-scheme", NULL, NULL, OPT_ANY_SCHEME, "any \"scheme:\" begins a URI" },
    { O_TO_URI, "--to-uri", NULL, NULL, OPT_TO_URI, "with --iri: each IRI found printed as its URI (RFC 3987 3.1)" },
    { O_FILE, "--url-file", "-f", "FILE", OPT_INPUT, "inputs from FILE's lines (- is standard input); repeatable" },
    { O_LINE_BUFFERED, "--line-buffered", NULL, NULL, 0, "each result at once (the default on a terminal)" },
    { O_TRIM, "--trim", NULL, NULL, 0, "remove spaces, tabs, CR around each input" },
    { O_HELP, "--help", "-h", NULL, 0, "print this help and exit" },
};
#define NOPTIONS (sizeof options / sizeof options[0])

static int is_start_option(enum opt_id id)
{
    return id == O_URI || id == O_ABSOLUTE || id == O_RELATIVE;
}

/* ---- usage and help ------------------------------------------------------- */

/* The synopsis of every command, or of `only` when it is not NULL. */
static void print_synopsis(FILE *f, const struct command *only)
{
    for (size_t c = 0; c < NCOMMANDS; c++) {
        const struct command *cmd = &commands[c];
        int start_done = 0;

        if (only != NULL && cmd != only)
            continue;
        fprintf(f, "%s lluri %s", cmd == only || c == 0 ? "Usage:" : "      ", cmd->name);
        for (size_t o = 0; o < NOPTIONS; o++) {
            const struct option *opt = &options[o];
            if (opt->command == 0 || !(cmd->options & opt->command))
                continue;
            if (is_start_option(opt->id)) {
                if (!start_done)
                    fputs(" [--uri|--absolute|--relative]", f);
                start_done = 1;
                continue;
            }
            if (opt->id == O_FILE)
                continue;                   /* common to all: below */
            /* encode's --component is required: no brackets */
            fprintf(f, opt->id == O_COMPONENT ? " %s%s%s" : " [%s%s%s]", opt->name,
                    opt->arg ? "=" : "", opt->arg ? opt->arg : "");
        }
        fprintf(f, " %s\n", cmd->args);
    }
    if (only != NULL) {
        fprintf(f, "       lluri %s [-f FILE]... [--line-buffered] [--trim] ...\n", only->name);
        return;
    }
    fputs("       lluri COMMAND [-f FILE]... [--line-buffered] [--trim] ...\n"
          "       lluri --help | --version\n", f);
}

/* The options `only` takes (every option when it is NULL), a line each;
 * in the help of every command, an option that only a few commands take
 * names them. */
static void print_options(const struct command *only)
{
    fputs("\nOptions:\n", stdout);
    for (size_t o = 0; o < NOPTIONS; o++) {
        char name[48];
        const struct option *opt = &options[o];
        size_t n = 0, users = 0;

        if (only != NULL && opt->command != 0 && !(only->options & opt->command))
            continue;
        if (opt->alias)
            n = (size_t)snprintf(name, sizeof name, "%s, ", opt->alias);
        snprintf(name + n, sizeof name - n, "%s%s%s", opt->name,
                 opt->arg ? "=" : "", opt->arg ? opt->arg : "");
        printf("  %-22s %s", name, opt->help);
        /* the commands that take it, unless all or most do */
        for (size_t c = 0; c < NCOMMANDS; c++)
            users += (commands[c].options & opt->command) != 0;
        if (only == NULL && opt->command != 0 && users <= 4) {
            const char *sep = " (";
            for (size_t c = 0; c < NCOMMANDS; c++)
                if (commands[c].options & opt->command) {
                    printf("%s%s", sep, commands[c].name);
                    sep = ", ";
                }
            fputs(")", stdout);
        }
        fputs("\n", stdout);
    }
}

/* lluri COMMAND --help: its synopsis, what it does, its options. */
static void print_command_help(const struct command *cmd)
{
    print_synopsis(stdout, cmd);
    printf("\nlluri %s: %s%s%s%s.\n", cmd->name, cmd->help,
           cmd->alias ? " (also: " : "", cmd->alias ? cmd->alias : "",
           cmd->alias ? ")" : "");
    print_options(cmd);
    fputs("\n'lluri --help' has the rest: every command, the exit status; lluri(1)\n"
          "the details.\n", stdout);
}

static void print_help(void)
{
    print_synopsis(stdout, NULL);
    fputs("\n"
          "Parse, resolve, normalize and percent-code URIs (RFC 3986), find them\n"
          "in text. Inputs are the arguments, then the lines of each -f FILE; with\n"
          "neither, the lines of standard input. Lines end in LF (a CR before it\n"
          "is dropped) and may hold any byte. Each input gives one output line,\n"
          "a failure included (\"error: REASON at offset N\", or the JSON object\n"
          "with \"valid\":false,\"error\",\"offset\"), so that lines stay aligned;\n"
          "but check prints only failures, parse without --json a block per\n"
          "input, query a line per pair, extract a line per URI found, and\n"
          "--iterate a result per combination. A control byte that decoding\n"
          "gives stays %XX in get, decode and query's text, so that one input\n"
          "is one line.\n"
          "An argument that names an existing file is still a URI (a warning\n"
          "says so): read a file's lines with -f FILE.\n"
          "\nCommands:\n", stdout);
    for (size_t c = 0; c < NCOMMANDS; c++)
        printf("  %-12s %s%s%s%s\n", commands[c].name, commands[c].help,
               commands[c].alias ? " (also: " : "",
               commands[c].alias ? commands[c].alias : "",
               commands[c].alias ? ")" : "");
    print_options(NULL);
    fputs("  --version              print the version and exit\n"
          "  --                     end of options: what follows are inputs\n"
          "\nExit status:\n"
          "  0  every input was valid (extract: some URI was found)\n"
          "  1  at least one input was invalid or its operation failed\n"
          "     (extract: no URI found)\n"
          "  2  usage error, an error reading input or writing output, or\n"
          "     memory exhausted\n"
          "\nlluri(1) has the details: the JSON objects of each command, the dump,\n"
          "the messages of check.\n", stdout);
}

/* A usage error: the message, the synopsis of the command (cmd; every
 * command's when NULL), where to read more; status 2. */
static int usage_error(const struct command *cmd, const char *what, const char *arg)
{
    if (what != NULL) {
        fprintf(stderr, "lluri: %s", what);
        if (arg != NULL) {
            fputs(" '", stderr);
            err_cstr(arg);
            fputc('\'', stderr);
        }
        fputc('\n', stderr);
    }
    print_synopsis(stderr, cmd);
    fputs("Try 'lluri --help' for more information.\n", stderr);
    return EXIT_TROUBLE;
}

/* ---- options ---------------------------------------------------------------- */

static const struct {
    const char *name;
    int         component;
} components[] = {
    { "userinfo", LLURI_COMPONENT_USERINFO },
    { "reg-name", LLURI_COMPONENT_REG_NAME },
    { "host", LLURI_COMPONENT_REG_NAME },
    { "segment", LLURI_COMPONENT_SEGMENT },
    { "path", LLURI_COMPONENT_PATH },
    { "query", LLURI_COMPONENT_QUERY },
    { "fragment", LLURI_COMPONENT_FRAGMENT },
    { "form", LLURI_COMPONENT_FORM },
};

enum { OPTS_OK = 0, OPTS_HELP = -1 };

struct parsed {
    int    nargs;
    const char **files;      /* the -f FILEs, in order */
    int    nfiles;
    int    line_buffered;
};

/* The option named by a (its value, if any, in *val). */
static const struct option *find_option(const char *a, const char **val)
{
    size_t n = strcspn(a, "=");

    *val = a[n] == '=' ? a + n + 1 : NULL;
    for (size_t o = 0; o < NOPTIONS; o++) {
        const struct option *opt = &options[o];
        if ((strlen(opt->name) == n && strncmp(opt->name, a, n) == 0)
            || (opt->alias && strlen(opt->alias) == n && strncmp(opt->alias, a, n) == 0))
            return opt;
    }
    return NULL;
}

/* Apply the options among argv[1..argc) (argv[0] is the command) and move
 * the other arguments, in order, to argv[0..p->nargs). An argument is an
 * option if it begins with '-', is not "-" itself, and no "--" came before
 * it. Returns OPTS_OK, OPTS_HELP, or EXIT_TROUBLE after a message. */
static int parse_options(int argc, char **argv, struct run *r, struct parsed *p)
{
    int n = 0, dashdash = 0;
    const char *start_opt = NULL;
    unsigned start = LLURI_START_REFERENCE;

    p->files = calloc((size_t)argc, sizeof *p->files);
    if (p->files == NULL)
        out_of_memory();
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *val;
        const struct option *opt;

        if (dashdash || a[0] != '-' || a[1] == '\0') {
            argv[n++] = argv[i];
            continue;
        }
        if (strcmp(a, "--") == 0) {
            dashdash = 1;
            continue;
        }
        opt = find_option(a, &val);
        if (opt == NULL || (opt->command != 0 && !(r->cmd->options & opt->command)))
            return usage_error(r->cmd, opt ? "option not taken by this command"
                                           : "unknown option", a);
        if (opt->arg != NULL && val == NULL) {
            if (i + 1 >= argc)
                return usage_error(r->cmd, "option needs an argument", a);
            val = argv[++i];
        } else if (opt->id == O_TRIM && (r->cmd->options & OPT_EDIT)
                   && (val != NULL || (i + 1 < argc && strncmp(argv[i + 1], "query=", 6) == 0))) {
            /* --trim query=PATTERN, trurl's old spelling of --qtrim (until
             * 1.1); --trim alone trims inputs */
            const char *arg = val ? val : argv[++i];
            if (strncmp(arg, "query=", 6) != 0 || arg[6] == '\0') {
                fputs("lluri: --trim '", stderr);
                err_cstr(arg);
                fputs("': takes query=PATTERN (a glob on the decoded key): --qtrim=PATTERN\n",
                      stderr);
                return EXIT_TROUBLE;
            }
            if (edit_add(r, "--qtrim", arg + 6) < 0)
                return EXIT_TROUBLE;
            continue;
        } else if (opt->arg == NULL && val != NULL) {
            return usage_error(r->cmd, "option takes no argument", a);
        }
        switch (opt->id) {
        case O_HELP:          return OPTS_HELP;
        case O_JSON:          r->mode = MODE_JSON, r->json = 1; break;
        case O_ZONE:          r->flags |= LLURI_ZONE_ID; break;
        case O_SCHEME:        r->scheme = 1; break;
        case O_DECODE:        r->decode = 1; break;
        case O_COMPAT:        r->wflags |= LLURI_RESOLVE_COMPAT; break;
        case O_FORM:          r->wflags |= LLURI_PCT_FORM; break;
        case O_SEMICOLON:     r->wflags |= LLURI_QUERY_SEMICOLON; break;
        case O_ANY_SCHEME:    r->wflags |= LLURI_EXTRACT_ANY_SCHEME; break;
        case O_LINE_BUFFERED: p->line_buffered = 1; break;
        case O_TRIM:          r->trim = 1; break;
        case O_FILE:          p->files[p->nfiles++] = val; break;
        case O_FETCH:         r->fetch = 1; break;
        case O_VERIFY:        r->verify = 1; break;
        case O_PAIRS:         r->pairs = 1; break;
        case O_CASE:          r->norm_steps |= LLURI_NORM_CASE; break;
        case O_PCT:           r->norm_steps |= LLURI_NORM_PCT; break;
        case O_DOTS:          r->norm_steps |= LLURI_NORM_DOTS; break;
        case O_NSCHEME:       r->norm_steps |= LLURI_NORM_SCHEME; break;
        case O_IPV6:          r->norm_steps |= LLURI_NORM_IPV6; break;
        case O_DROP_FRAGMENT: r->norm_drop |= LLURI_NORM_DROP_FRAGMENT; break;
        case O_DROP_EMPTY_QUERY: r->norm_drop |= LLURI_NORM_DROP_EMPTY_QUERY; break;
        case O_SORT_QUERY:
            /* normalize sorts its normal form (LLURI_NORM_SORT_QUERY), so
             * that keys compare as normalized: "%7A" sorts as "z" */
            if (r->cmd->options & OPT_NORM) {
                r->norm_drop |= LLURI_NORM_SORT_QUERY;
                break;
            }
            if (edit_add(r, opt->name, val) < 0)
                return EXIT_TROUBLE;
            break;
        case O_SET:
        case O_ITERATE:
        case O_APPEND_EDIT:
        case O_REDIRECT:
        case O_TRIM_QUERY:
        case O_REPLACE:
        case O_QUERY_SEPARATOR:
            if (edit_add(r, opt->name, val) < 0)
                return EXIT_TROUBLE;
            break;
        case O_HOST:
        case O_KEY_SCHEME:
        case O_QUERY_SORT:
        case O_QUERY_KEEP:
        case O_QUERY_DROP:
        case O_MERGE_SLASHES:
        case O_FETCH_ALLOW:
            if (proxy_option(r, opt->name, val) < 0)
                return EXIT_TROUBLE;
            break;
        case O_PARTIAL:       r->flags |= LLURI_PARTIAL; break;
        case O_LENIENT:       r->flags |= LLURI_LENIENT; break;
        case O_IRI:           r->flags |= LLURI_IRI; break;
        case O_TO_URI:        r->to_uri = 1; break;
        case O_FORMAT:
            if (log_set_format(r, val) < 0)
                return EXIT_TROUBLE;
            break;
        case O_GET:
            template_free(r);           /* the last --get counts */
            if (template_set(r, val) < 0)
                return EXIT_TROUBLE;
            break;
        case O_TARGET:
            if (val[0] == '\0' || lluri_match(LLURI_RULE_RFC9112_METHOD, val, strlen(val), 0, NULL) != 0)
                return usage_error(r->cmd, "not an HTTP method (a token)", val);
            r->method = val;
            break;
        case O_MAX_TARGET:
        case O_MAX_METHOD: {
            char *end;
            unsigned long long max = strtoull(val, &end, 10);
            if (val[0] < '0' || val[0] > '9' || *end != '\0' || max == 0 || max > UINT32_MAX)
                return usage_error(r->cmd, opt->id == O_MAX_TARGET
                                   ? "--max-target needs a number from 1 to 4294967295"
                                   : "--max-method needs a number from 1 to 4294967295", val);
            *(opt->id == O_MAX_TARGET ? &r->max_target : &r->max_method) = (size_t)max;
            break;
        }
        case O_COMPONENT:
            r->component = 0;
            for (size_t c = 0; c < sizeof components / sizeof components[0]; c++)
                if (strcmp(components[c].name, val) == 0)
                    r->component = components[c].component;
            if (r->component == 0)
                return usage_error(r->cmd, "unknown component", val);
            break;
        case O_URI:
        case O_ABSOLUTE:
        case O_RELATIVE: {
            unsigned want = opt->id == O_URI ? LLURI_START_URI
                          : opt->id == O_ABSOLUTE ? LLURI_START_ABSOLUTE
                          : LLURI_START_RELATIVE;
            if (start_opt != NULL && want != start) {
                fprintf(stderr, "lluri: %s and %s cannot be combined\n", start_opt, a);
                return usage_error(r->cmd, NULL, NULL);
            }
            start = want;
            start_opt = a;
            break;
        }
        }
    }
    if (r->method != NULL && start_opt != NULL) {
        fprintf(stderr, "lluri: --request-target and %s cannot be combined\n", start_opt);
        return usage_error(r->cmd, NULL, NULL);
    }
    if (r->method != NULL && (r->flags & (LLURI_LENIENT | LLURI_IRI | LLURI_PARTIAL))) {
        fprintf(stderr, "lluri: --request-target and %s cannot be combined\n",
                (r->flags & LLURI_LENIENT) ? "--lenient"
                : (r->flags & LLURI_IRI) ? "--iri" : "--partial");
        return usage_error(r->cmd, NULL, NULL);
    }
    if ((r->norm_drop & LLURI_NORM_SORT_QUERY) && edits_separator(r) != '&') {
        /* LLURI_NORM_SORT_QUERY sorts the "&" pairs of the normal form */
        fputs("lluri: normalize --sort-query sorts the query's \"&\" pairs: for pairs "
              "split at another --query-separator, sort them with edit --sort-query "
              "--query-separator C, then normalize\n", stderr);
        return usage_error(r->cmd, NULL, NULL);
    }
    if (r->method != NULL && edits_any(r)) {    /* the edits write URIs */
        fputs("lluri: --request-target and the edits (--set, --append, ...) "
              "cannot be combined\n", stderr);
        return usage_error(r->cmd, NULL, NULL);
    }
    r->flags |= start;
    /* edit and normalize write URIs: --lenient repairs their inputs */
    r->repair = (r->flags & LLURI_LENIENT)
                && ((r->cmd->options & OPT_NORM) || r->cmd->handle == handle_edit);
    p->nargs = n;
    return OPTS_OK;
}

/* ---- inputs ------------------------------------------------------------------- */

/* Without surrounding spaces, tabs, CR, LF, VT, FF (--trim). */
static void trim(const char **s, size_t *len)
{
    while (*len > 0 && (**s == ' ' || (**s >= '\t' && **s <= '\r')))
        (*s)++, (*len)--;
    while (*len > 0 && ((*s)[*len - 1] == ' '
                        || ((*s)[*len - 1] >= '\t' && (*s)[*len - 1] <= '\r')))
        (*len)--;
}

static void handle(struct run *r, const char *s, size_t len,
                   unsigned long long lineno)
{
    if (r->trim)
        trim(&s, &len);
    r->input = s;
    r->input_len = len;
    if (r->repair)
        repair_input(r, &s, &len, lineno);
    if (r->edits == NULL) {
        r->cmd->handle(r, s, len, lineno);
        out_input_done();
        return;
    }
    do {                        /* once, or once per --iterate combination */
        const char *t;
        size_t tlen;
        int rc = edits_apply(r, s, len, lineno, &t, &tlen);
        if (rc >= 0)
            r->cmd->handle(r, t, tlen, lineno);
        out_input_done();
        if (rc == 0) {          /* the input did not parse: reported once */
            while (edits_next_combination(r))
                ;
            return;
        }
    } while (edits_next_combination(r));
}

/* The lines of one file (name "-": standard input). Returns 0, or -1 after
 * reporting an error reading it. Stops early when stdout fails. */
static int run_file(struct run *r, const char *name)
{
    int is_stdin = strcmp(name, "-") == 0;
    int fd = is_stdin ? STDIN_FILENO : open(name, O_RDONLY);
    struct reader rd;
    unsigned long long lineno = 0;
    const char *line = NULL;
    size_t len = 0;
    int st;

    r->source = is_stdin ? "<stdin>" : name;
    if (fd < 0) {
        err_file(name, errno);
        return -1;
    }
    reader_init(&rd, fd);
    while ((st = read_line(&rd, &line, &len)) > 0) {
        handle(r, line, len, ++lineno);
        if (ferror(stdout))
            break;
    }
    reader_free(&rd);
    if (!is_stdin)
        close(fd);
    if (st < 0) {
        err_begin();
        err_cstr(is_stdin ? "standard input" : name);
        err_printf(", line %llu: %s\n", lineno + 1, strerror(rd.err));
        return -1;
    }
    return 0;
}

/* An argument that names an existing file is taken as a URI all the same;
 * say so, so that "lluri check urls.txt" is never a silent pass. */
static void warn_if_file(const char *arg)
{
    struct stat st;

    if (stat(arg, &st) == 0 && S_ISREG(st.st_mode)) {
        err_begin();
        err_printf("warning: '");
        err_cstr(arg);
        err_printf("' is taken as a URI, not as a file to read (use -f ");
        err_shell_word(arg);
        err_printf(" for its lines)\n");
    }
}

/* resolve, relativize: the first argument is BASE; it must parse and
 * have a scheme (RFC 3986 §5.1), or nothing is resolved: status 2 and one
 * message, whatever is wrong with it. */
static int take_base(struct run *r, char **argv, int *nargs)
{
    lluri_error e = { LLURI_OK, 0 };
    int rc;

    if (*nargs == 0)
        return usage_error(r->cmd, "missing BASE", NULL);
    r->base_text = argv[0];
    r->base_len = strlen(argv[0]);
    rc = lluri_parse(&r->base, r->base_text, r->base_len, r->flags, &e);
    if (rc == 0 && !(r->base.present & LLURI_HAS_SCHEME))
        rc = LLURI_EBASE;   /* as the writers say it, but once (offset 0) */
    if (rc < 0) {
        fputs("lluri: BASE '", stderr);
        err_cstr(argv[0]);
        fprintf(stderr, "': %s at offset %llu\n", lluri_strerror(rc),
                (unsigned long long)e.offset);
        return EXIT_TROUBLE;
    }
    memmove(argv, argv + 1, (size_t)(*nargs - 1) * sizeof *argv);
    (*nargs)--;
    return OPTS_OK;
}

/* get: the first argument is TEMPLATE; it must compile. */
static int take_template(struct run *r, char **argv, int *nargs)
{
    if (*nargs == 0)
        return usage_error(r->cmd, "missing TEMPLATE", NULL);
    if (template_set(r, argv[0]) < 0)
        return EXIT_TROUBLE;
    memmove(argv, argv + 1, (size_t)(*nargs - 1) * sizeof *argv);
    (*nargs)--;
    return OPTS_OK;
}

static int run_command(const struct command *cmd, int argc, char **argv)
{
    struct run r;
    struct parsed p = { 0, NULL, 0, 0 };
    int rc, trouble = 0;

    memset(&r, 0, sizeof r);
    r.cmd = cmd;
    r.mode = strcmp(cmd->name, "check") == 0 ? MODE_CHECK : MODE_DUMP;
    rc = parse_options(argc, argv, &r, &p);
    if (rc == OPTS_HELP) {
        free((void *)p.files);
        edits_free(&r);
        proxy_free(&r);
        log_free(&r);
        print_command_help(cmd);
        return finish_output(EXIT_VALID);
    }
    if (rc == OPTS_OK && r.decode && !r.scheme)
        rc = usage_error(r.cmd, "--decode needs --scheme", NULL);
    if (rc == OPTS_OK && (cmd->options & OPT_COMPONENT) && r.component == 0)
        rc = usage_error(r.cmd, "encode needs --component=NAME", NULL);
    if (rc == OPTS_OK && r.template != NULL && cmd->first_arg != FIRST_TEMPLATE) {
        if (r.json || r.scheme || r.fetch)
            rc = usage_error(r.cmd, "--get prints text: not with --json, --scheme "
                             "or --fetch-safe", NULL);
        /* parse --get=TEMPLATE is get TEMPLATE; request --get reads lines */
        for (size_t c = 0; c < NCOMMANDS && cmd->handle == handle_parse; c++)
            if (commands[c].handle == handle_get)
                r.cmd = &commands[c];
    }
    if (rc == OPTS_OK && cmd->first_arg == FIRST_BASE && !r.pairs)
        rc = take_base(&r, argv, &p.nargs);
    if (rc == OPTS_OK && cmd->first_arg == FIRST_TEMPLATE && !(r.json && cmd->handle == handle_log))
        rc = take_template(&r, argv, &p.nargs);     /* log --json takes none */
    if (rc == OPTS_OK && cmd->handle == handle_log && log_start(&r) < 0)
        rc = EXIT_TROUBLE;
    if (rc != OPTS_OK) {
        free((void *)p.files);
        template_free(&r);
        edits_free(&r);
        proxy_free(&r);
        log_free(&r);
        return rc;
    }
    out_set_line_buffered(p.line_buffered || isatty(STDOUT_FILENO));
    err_setup(out_line_buffered());
    if (cmd->run != NULL) {
        rc = cmd->run(&r, p.nargs, argv, p.nfiles, p.files);
        free((void *)p.files);
        return finish_output(rc);
    }
    for (int i = 0; i < p.nargs && !ferror(stdout); i++) {
        warn_if_file(argv[i]);
        handle(&r, argv[i], strlen(argv[i]), 0);
    }
    for (int i = 0; i < p.nfiles && !ferror(stdout); i++)
        trouble |= run_file(&r, p.files[i]) < 0;
    if (p.nargs == 0 && p.nfiles == 0)
        trouble |= run_file(&r, "-") < 0;
    free((void *)p.files);
    free(r.repair_buf);
    template_free(&r);
    edits_free(&r);
    proxy_free(&r);
    log_free(&r);
    return finish_output(trouble ? EXIT_TROUBLE
                         : r.any_invalid ? EXIT_INVALID : EXIT_VALID);
}

int main(int argc, char **argv)
{
    const char *name;

    if (argc < 2)
        return usage_error(NULL, "no command given", NULL);
    name = argv[1];
    if (strcmp(name, "help") == 0 || strcmp(name, "--help") == 0
        || strcmp(name, "-h") == 0) {
        print_help();
        return finish_output(EXIT_VALID);
    }
    if (strcmp(name, "--version") == 0) {
        printf("lluri %s\n", lluri_version());
        return finish_output(EXIT_VALID);
    }
    for (size_t c = 0; c < NCOMMANDS; c++)
        if (strcmp(name, commands[c].name) == 0
            || (commands[c].alias && strcmp(name, commands[c].alias) == 0))
            return run_command(&commands[c], argc - 1, argv + 1);
    if (name[0] == '-')
        return usage_error(NULL, "unknown option", name);
    return usage_error(NULL, "unknown command", name);
}
