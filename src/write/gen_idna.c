/* SPDX-License-Identifier: MIT */
/* gen_idna.c — writes write/idna_tables.h to standard output: the Unicode
 * data that the lookup profile of lluri/idn.h (UTS #46) needs, read from
 * the files Debian ships (unicode-data: the UCD; unicode-idna: UTS #46's
 * IdnaMappingTable.txt). make builds and runs it when IDN is configured;
 * the tables are never committed.
 *
 *   gen_idna UCD_DIR IDNA_DIR
 *
 * reads UCD_DIR/UnicodeData.txt (general category, canonical combining
 * class, bidi class, canonical decomposition), UCD_DIR/extracted/
 * DerivedJoiningType.txt, UCD_DIR/DerivedNormalizationProps.txt
 * (Full_Composition_Exclusion, NFKC_Casefold), UCD_DIR/PropList.txt
 * (Bidi_Control), UCD_DIR/DerivedCoreProperties.txt
 * (Default_Ignorable_Code_Point) and IDNA_DIR/IdnaMappingTable.txt, and
 * writes, as sorted range tables that write/uts46.c searches:
 *   - the UTS #46 §5 mapping, as the lookup profile reads it (URL
 *     Standard: UseSTD3ASCIIRules false, nontransitional): valid (with
 *     deviation and disallowed_STD3_valid), ignored, mapped (with
 *     disallowed_STD3_mapped) to a run of the pool, disallowed;
 *   - per code point: bidi class (RFC 5893), joining type and canonical
 *     combining class (RFC 5892 Appendix A.1, A.2), whether a mark
 *     (UTS #46 §4.1 criterion 6, RFC 5891 §5.4);
 *   - the canonical decompositions, fully expanded, and the canonical
 *     compositions of UAX #15 (NFC).
 * One revision of UTS #46 later than the data Debian ships is applied
 * where the URL Standard's tests need it: see NEWER below. */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NCP 0x110000u

enum { ST_VALID, ST_IGNORED, ST_MAPPED, ST_DISALLOWED };

/* the bidi classes, in the order of write/uts46.c's enum */
static const char *const bidi_names[] = {
    "L", "R", "AL", "EN", "ES", "ET", "AN", "CS", "NSM", "BN", "B", "S", "WS",
    "ON", "LRE", "LRO", "RLE", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI", NULL
};
/* the joining types, likewise (U, the default, first) */
static const char *const jt_names[] = { "U", "L", "R", "D", "C", "T", NULL };

static uint8_t *status;      /* per code point */
static uint32_t *map_off;    /* mapped: offset into pool, length */
static uint8_t *map_len;
static uint32_t *pool;
static size_t npool, cappool;
static uint32_t *prop;       /* bidi | jt << 5 | ccc << 8 | mark << 16 */
static uint32_t *decomp_off; /* canonical decomposition (one level) */
static uint8_t *decomp_len;
static uint32_t *dpool;
static size_t ndpool, capdpool;
static uint8_t *excluded;    /* Full_Composition_Exclusion */
static uint8_t *assigned;    /* in UnicodeData.txt */
static uint8_t *format;      /* General_Category Cf */
static uint8_t *ignorable;   /* Default_Ignorable_Code_Point */
static uint8_t *bidi_control;/* Bidi_Control */
static uint32_t *cf_off;     /* NFKC_Casefold, where it is given */
static uint8_t *cf_len;
static uint8_t *has_cf;
static uint32_t *cfpool;
static size_t ncfpool, capcfpool;

static void die(const char *what, const char *file)
{
    fprintf(stderr, "gen_idna: %s: %s\n", file, what);
    exit(1);
}

static FILE *open_in(const char *dir, const char *name, char *path, size_t cap)
{
    FILE *f;
    if ((size_t)snprintf(path, cap, "%s/%s", dir, name) >= cap)
        die("path too long", name);
    f = fopen(path, "r");
    if (f == NULL)
        die("cannot open (apt-get install unicode-data unicode-idna)", path);
    return f;
}

static uint32_t *push(uint32_t **p, size_t *n, size_t *cap, uint32_t v)
{
    if (*n == *cap) {
        *cap = *cap ? 2 * *cap : 4096;
        *p = realloc(*p, *cap * sizeof **p);
        if (*p == NULL)
            die("out of memory", "");
    }
    (*p)[(*n)++] = v;
    return *p;
}

/* "0041..005A" or "0041" at s: first and last; returns past them. */
static char *range(char *s, uint32_t *first, uint32_t *last, const char *file)
{
    char *e;
    unsigned long a = strtoul(s, &e, 16), b = a;
    if (e == s)
        die("no code point", file);
    if (e[0] == '.' && e[1] == '.') {
        s = e + 2;
        b = strtoul(s, &e, 16);
    }
    if (a > b || b >= NCP)
        die("bad range", file);
    *first = (uint32_t)a;
    *last = (uint32_t)b;
    return e;
}

/* the field after the n-th ";" of line, spaces trimmed, into out */
static int field(const char *line, int n, char *out, size_t cap)
{
    const char *s = line, *e;
    size_t k;
    for (; n > 0; n--) {
        s = strchr(s, ';');
        if (s == NULL)
            return 0;
        s++;
    }
    while (*s == ' ')
        s++;
    e = s;
    while (*e && *e != ';' && *e != '#' && *e != '\n')
        e++;
    while (e > s && e[-1] == ' ')
        e--;
    k = (size_t)(e - s);
    if (k >= cap)
        k = cap - 1;
    memcpy(out, s, k);
    out[k] = '\0';
    return 1;
}

static int name_index(const char *const *names, const char *v)
{
    for (int i = 0; names[i]; i++)
        if (strcmp(names[i], v) == 0)
            return i;
    return -1;
}

/* code points in hex separated by spaces, into pool; the count */
static unsigned hex_list(const char *s, uint32_t **p, size_t *n, size_t *cap)
{
    unsigned k = 0;
    char *e;
    for (;;) {
        while (*s == ' ')
            s++;
        if (!isxdigit((unsigned char)*s))
            return k;
        push(p, n, cap, (uint32_t)strtoul(s, &e, 16));
        s = e;
        k++;
    }
}

static void read_unicode_data(const char *dir)
{
    char path[4096], line[1024], f[8][256];
    FILE *in = open_in(dir, "UnicodeData.txt", path, sizeof path);
    uint32_t range_first = 0;

    while (fgets(line, sizeof line, in)) {
        uint32_t cp, a, b;
        int bidi;
        if (!isxdigit((unsigned char)line[0]))
            continue;
        range(line, &cp, &cp, path);
        for (int i = 0; i < 6; i++)
            if (!field(line, i, f[i], sizeof f[i]))
                die("short line", path);
        bidi = name_index(bidi_names, f[4]);
        if (bidi < 0)
            die("unknown bidi class", path);
        a = b = cp;
        if (strstr(f[1], ", First>")) {
            range_first = cp;
            continue;
        }
        if (strstr(f[1], ", Last>"))
            a = range_first;
        for (uint32_t c = a; c <= b; c++) {
            assigned[c] = 1;
            format[c] = f[2][0] == 'C' && f[2][1] == 'f';
            prop[c] = (prop[c] & ~0x1Fu) | (uint32_t)bidi;
            prop[c] |= (uint32_t)atoi(f[3]) << 8;
            if (f[2][0] == 'M')
                prop[c] |= 1u << 16;
        }
        if (f[5][0] != '\0' && f[5][0] != '<') {        /* canonical */
            decomp_off[cp] = (uint32_t)ndpool;
            decomp_len[cp] = (uint8_t)hex_list(f[5], &dpool, &ndpool, &capdpool);
        }
    }
    fclose(in);
}

static void read_joining(const char *dir)
{
    char path[4096], line[1024], v[64];
    FILE *in = open_in(dir, "extracted/DerivedJoiningType.txt", path, sizeof path);

    while (fgets(line, sizeof line, in)) {
        uint32_t a, b;
        int jt;
        if (!isxdigit((unsigned char)line[0]))
            continue;
        range(line, &a, &b, path);
        if (!field(line, 1, v, sizeof v) || (jt = name_index(jt_names, v)) < 0)
            die("unknown joining type", path);
        for (uint32_t c = a; c <= b; c++)
            prop[c] = (prop[c] & ~(7u << 5)) | (uint32_t)jt << 5;
    }
    fclose(in);
}

/* Full_Composition_Exclusion and NFKC_Casefold (NFKC_CF) */
static void read_normalization(const char *dir)
{
    char path[4096], line[1024], v[64], to[512];
    FILE *in = open_in(dir, "DerivedNormalizationProps.txt", path, sizeof path);

    while (fgets(line, sizeof line, in)) {
        uint32_t a, b;
        if (!isxdigit((unsigned char)line[0]))
            continue;
        range(line, &a, &b, path);
        if (!field(line, 1, v, sizeof v))
            continue;
        if (strcmp(v, "Full_Composition_Exclusion") == 0) {
            for (uint32_t c = a; c <= b; c++)
                excluded[c] = 1;
        } else if (strcmp(v, "NFKC_CF") == 0) {
            uint32_t off = (uint32_t)ncfpool;
            unsigned n;
            if (!field(line, 2, to, sizeof to))
                to[0] = '\0';
            n = hex_list(to, &cfpool, &ncfpool, &capcfpool);
            for (uint32_t c = a; c <= b; c++) {
                has_cf[c] = 1;
                cf_off[c] = off;
                cf_len[c] = (uint8_t)n;
            }
        }
    }
    fclose(in);
}

/* A binary property of FILE (PropList.txt, DerivedCoreProperties.txt)
 * into set[]. */
static void read_property(const char *dir, const char *file, const char *name, uint8_t *set)
{
    char path[4096], line[1024], v[64];
    FILE *in = open_in(dir, file, path, sizeof path);

    while (fgets(line, sizeof line, in)) {
        uint32_t a, b;
        if (!isxdigit((unsigned char)line[0]))
            continue;
        range(line, &a, &b, path);
        if (field(line, 1, v, sizeof v) && strcmp(v, name) == 0)
            for (uint32_t c = a; c <= b; c++)
                set[c] = 1;
    }
    fclose(in);
}

static char version[64] = "?";

static void read_idna(const char *dir)
{
    char path[4096], line[1024], st[64], to[512];
    FILE *in = open_in(dir, "IdnaMappingTable.txt", path, sizeof path);

    while (fgets(line, sizeof line, in)) {
        uint32_t a, b;
        int s;
        if (strncmp(line, "# Version: ", 11) == 0)
            sscanf(line + 11, "%63s", version);
        if (!isxdigit((unsigned char)line[0]))
            continue;
        range(line, &a, &b, path);
        if (!field(line, 1, st, sizeof st))
            die("no status", path);
        if (!field(line, 2, to, sizeof to))
            to[0] = '\0';
        /* the lookup profile: nontransitional (deviation is valid),
         * UseSTD3ASCIIRules false (the STD3 statuses are their base) */
        if (!strcmp(st, "valid") || !strcmp(st, "deviation")
            || !strcmp(st, "disallowed_STD3_valid"))
            s = ST_VALID;
        else if (!strcmp(st, "ignored"))
            s = ST_IGNORED;
        else if (!strcmp(st, "mapped") || !strcmp(st, "disallowed_STD3_mapped"))
            s = ST_MAPPED;
        else if (!strcmp(st, "disallowed"))
            s = ST_DISALLOWED;
        else
            die("unknown status", path);
        uint32_t off = (uint32_t)npool;
        unsigned n = s == ST_MAPPED ? hex_list(to, &pool, &npool, &cappool) : 0;
        if (s == ST_MAPPED && n == 0)
            die("mapped to nothing", path);
        for (uint32_t c = a; c <= b; c++) {
            status[c] = (uint8_t)s;
            map_off[c] = off;
            map_len[c] = (uint8_t)n;
        }
    }
    fclose(in);
}

/* NEWER. UTS #46 revision 31 (Unicode 15.1) changed how the table is
 * derived, and the URL Standard's tests (WPT toascii.json) read the new
 * table; a table older than 15.1 (Debian 12 ships 15.0) gets the changes
 * here, from the UCD of the same version, for the code points it has:
 *   - U+1E9E LATIN CAPITAL LETTER SHARP S maps to U+00DF, no longer "ss";
 *   - the exceptions kept for IDNA2003 are gone: a code point disallowed
 *     only because its NFKC_Casefold changed since Unicode 3.2 maps to its
 *     NFKC_Casefold, when that is valid and holds no FULL STOP ("Ӏ" U+04C0
 *     is "ӏ", the Georgian capitals their small letters, U+2132, U+2183,
 *     U+2F868 "㛼" ...);
 *   - a default-ignorable format control (General_Category Cf) is ignored,
 *     as the other default ignorables are, but for the bidi controls and
 *     the tags, which stay disallowed (U+180E, U+206A..206F ...).
 * Returns how many code points changed. */
static unsigned newer(void)
{
    unsigned changed = 0;
    int major = 0, minor = 0;

    if (sscanf(version, "%d.%d", &major, &minor) == 2 && (major > 15 || (major == 15 && minor >= 1)))
        return 0;
    if (status[0x1E9E] == ST_MAPPED && map_len[0x1E9E] == 2 && pool[map_off[0x1E9E]] == 's') {
        map_off[0x1E9E] = (uint32_t)npool;
        map_len[0x1E9E] = 1;
        push(&pool, &npool, &cappool, 0xDF);
        changed++;
    }
    for (uint32_t c = 0; c < NCP; c++) {
        int ok = 1;
        if (status[c] != ST_DISALLOWED || !assigned[c] || !has_cf[c])
            continue;
        if (cf_len[c] == 0) {
            if (ignorable[c] && format[c] && !bidi_control[c] && (c < 0xE0000 || c > 0xE0FFF)) {
                status[c] = ST_IGNORED;
                changed++;
            }
            continue;
        }
        for (unsigned i = 0; i < cf_len[c]; i++) {
            uint32_t m = cfpool[cf_off[c] + i];
            ok &= m != '.' && m != c && status[m] == ST_VALID;
        }
        if (!ok)
            continue;
        status[c] = ST_MAPPED;
        map_off[c] = (uint32_t)npool;
        map_len[c] = cf_len[c];
        for (unsigned i = 0; i < cf_len[c]; i++)
            push(&pool, &npool, &cappool, cfpool[cf_off[c] + i]);
        changed++;
    }
    return changed;
}

/* ---- output --------------------------------------------------------------- */

static unsigned col;

static void item(const char *fmt, unsigned long long v)
{
    char buf[64];
    int n = snprintf(buf, sizeof buf, fmt, v);
    if (col + (unsigned)n + 2 > 96) {
        printf("\n   ");
        col = 3;
    }
    printf(" %s,", buf);
    col += (unsigned)n + 2;
}

static void open_array(const char *type, const char *name)
{
    printf("static const %s %s[] = {\n   ", type, name);
    col = 3;
}

static void close_array(void)
{
    printf("\n};\n\n");
}

/* full canonical decomposition of c appended to out */
static void full_decomp(uint32_t c, uint32_t *out, unsigned *n)
{
    if (decomp_len[c] == 0) {
        out[(*n)++] = c;
        return;
    }
    for (unsigned i = 0; i < decomp_len[c]; i++)
        full_decomp(dpool[decomp_off[c] + i], out, n);
}

int main(int argc, char **argv)
{
    size_t nranges = 0;

    if (argc != 3) {
        fprintf(stderr, "usage: gen_idna UCD_DIR IDNA_DIR\n");
        return 2;
    }
    status = calloc(NCP, 1);
    map_off = calloc(NCP, sizeof *map_off);
    map_len = calloc(NCP, 1);
    prop = calloc(NCP, sizeof *prop);
    decomp_off = calloc(NCP, sizeof *decomp_off);
    decomp_len = calloc(NCP, 1);
    excluded = calloc(NCP, 1);
    assigned = calloc(NCP, 1);
    format = calloc(NCP, 1);
    ignorable = calloc(NCP, 1);
    bidi_control = calloc(NCP, 1);
    cf_off = calloc(NCP, sizeof *cf_off);
    cf_len = calloc(NCP, 1);
    has_cf = calloc(NCP, 1);
    if (!status || !map_off || !map_len || !prop || !decomp_off || !decomp_len || !excluded
        || !assigned || !format || !ignorable || !bidi_control || !cf_off || !cf_len || !has_cf)
        die("out of memory", "");
    memset(status, ST_DISALLOWED, NCP);
    read_unicode_data(argv[1]);
    read_joining(argv[1]);
    read_normalization(argv[1]);
    read_property(argv[1], "DerivedCoreProperties.txt", "Default_Ignorable_Code_Point",
                  ignorable);
    read_property(argv[1], "PropList.txt", "Bidi_Control", bidi_control);
    read_idna(argv[2]);
    unsigned changed = newer();

    printf("/* write/idna_tables.h, written by gen_idna from the UCD in %s and\n"
           " * UTS #46's IdnaMappingTable.txt in %s (version %s): generated\n"
           " * at build time, never committed. Read by write/uts46.c. */\n\n",
           argv[1], argv[2], version);
    if (changed)
        printf("/* UTS #46 revision 31's derivation applied to %u code points\n"
               " * (write/gen_idna.c, newer()). */\n\n", changed);
    printf("#define IDNA_TABLE_VERSION \"%s\"\n\n", version);

    /* the mapping: a row where status or mapping changes (a mapped row
     * per code point unless its neighbour maps to the same run) */
    open_array("uint32_t", "idna_first");
    for (uint32_t c = 0; c < NCP; c++)
        if (c == 0 || status[c] != status[c - 1] || map_off[c] != map_off[c - 1]
            || map_len[c] != map_len[c - 1]) {
            item("0x%llX", c);
            nranges++;
        }
    close_array();
    open_array("uint32_t", "idna_value");
    for (uint32_t c = 0; c < NCP; c++)
        if (c == 0 || status[c] != status[c - 1] || map_off[c] != map_off[c - 1]
            || map_len[c] != map_len[c - 1])
            item("0x%llX", (unsigned long long)status[c] << 30
                            | (unsigned long long)map_len[c] << 24 | map_off[c]);
    close_array();
    if (npool >= (1u << 24))
        die("mapping pool too large", "");
    open_array("uint32_t", "idna_pool");
    for (size_t i = 0; i < npool; i++)
        item("0x%llX", pool[i]);
    close_array();
    printf("#define IDNA_ROWS %zu\n\n", nranges);

    /* the properties */
    nranges = 0;
    open_array("uint32_t", "uprop_first");
    for (uint32_t c = 0; c < NCP; c++)
        if (c == 0 || prop[c] != prop[c - 1]) {
            item("0x%llX", c);
            nranges++;
        }
    close_array();
    open_array("uint32_t", "uprop_value");
    for (uint32_t c = 0; c < NCP; c++)
        if (c == 0 || prop[c] != prop[c - 1])
            item("0x%llX", prop[c]);
    close_array();
    printf("#define UPROP_ROWS %zu\n\n", nranges);

    /* the canonical decompositions, fully expanded */
    {
        size_t nd = 0, np = 0;
        open_array("uint32_t", "decomp_cp");
        for (uint32_t c = 0; c < NCP; c++)
            if (decomp_len[c])
                item("0x%llX", c), nd++;
        close_array();
        open_array("uint32_t", "decomp_value");
        for (uint32_t c = 0; c < NCP; c++)
            if (decomp_len[c]) {
                uint32_t out[32];
                unsigned n = 0;
                full_decomp(c, out, &n);
                item("0x%llX", (unsigned long long)np << 8 | n);
                np += n;
            }
        close_array();
        open_array("uint32_t", "decomp_pool");
        for (uint32_t c = 0; c < NCP; c++)
            if (decomp_len[c]) {
                uint32_t out[32];
                unsigned n = 0;
                full_decomp(c, out, &n);
                for (unsigned i = 0; i < n; i++)
                    item("0x%llX", out[i]);
            }
        close_array();
        printf("#define DECOMP_ROWS %zu\n\n", nd);
    }

    /* the primary composites: a canonical decomposition into two code
     * points, not excluded; key first << 21 | second, sorted */
    {
        size_t nc = 0;
        uint64_t *keys = calloc(4096, sizeof *keys);
        uint32_t *vals = calloc(4096, sizeof *vals);
        if (!keys || !vals)
            die("out of memory", "");
        for (uint32_t c = 0; c < NCP; c++)
            if (decomp_len[c] == 2 && !excluded[c]) {
                if (nc == 4096)
                    die("too many compositions", "");
                keys[nc] = (uint64_t)dpool[decomp_off[c]] << 21 | dpool[decomp_off[c] + 1];
                vals[nc++] = c;
            }
        for (size_t i = 1; i < nc; i++)         /* insertion sort, by key */
            for (size_t j = i; j > 0 && keys[j - 1] > keys[j]; j--) {
                uint64_t k = keys[j];
                uint32_t v = vals[j];
                keys[j] = keys[j - 1], vals[j] = vals[j - 1];
                keys[j - 1] = k, vals[j - 1] = v;
            }
        open_array("uint64_t", "comp_key");
        for (size_t i = 0; i < nc; i++)
            item("0x%llXull", keys[i]);
        close_array();
        open_array("uint32_t", "comp_value");
        for (size_t i = 0; i < nc; i++)
            item("0x%llX", vals[i]);
        close_array();
        printf("#define COMP_ROWS %zu\n", nc);
    }
    return ferror(stdout) ? 1 : 0;
}
