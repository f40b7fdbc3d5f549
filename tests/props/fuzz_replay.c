/* SPDX-License-Identifier: MIT */
/* fuzz_replay — make check's replay of the fuzz inputs, with the ordinary
 * compiler (no clang, no libFuzzer): for each fuzz target (the list is
 * tests/fuzz_targets.c, generated from FUZZ_TARGETS in Makefile.am), run its
 * entry on every file under $top_srcdir/fuzz/regressions/NAME/ and
 * $top_srcdir/fuzz/seeds/NAME/. A target checks its invariants with
 * abort(), so a regression that comes back kills this test with the
 * target's message. Under -fsanitize=address,undefined (CI's second pass)
 * the memory errors the fuzzers found come back as sanitizer reports.
 *
 *   tests/fuzz_replay                 every target, every file
 *   tests/fuzz_replay NAME FILE...    one target, the given files
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

/* Run target t on one file. Returns 1 if it ran, 0 if the target cannot
 * run here (-1 from the entry), and exits on a read error. */
static int replay_file(const struct fuzz_target *t, const char *path)
{
    FILE    *f = fopen(path, "rb");
    uint8_t *buf;
    size_t   n = 0, cap = 1 << 16;
    int      r;

    if (f == NULL) {
        perror(path);
        exit(1);
    }
    buf = malloc(cap);
    if (buf == NULL)
        exit(1);
    for (;;) {
        size_t got = fread(buf + n, 1, cap - n, f);
        n += got;
        if (n < cap)
            break;
        cap *= 2;
        buf = realloc(buf, cap);
        if (buf == NULL)
            exit(1);
    }
    if (ferror(f)) {
        perror(path);
        exit(1);
    }
    fclose(f);
    /* a copy of exactly n bytes, so that a read past the input is caught
     * under AddressSanitizer, as libFuzzer would */
    {
        uint8_t *exact = malloc(n ? n : 1);
        if (exact == NULL)
            exit(1);
        memcpy(exact, buf, n);
        free(buf);
        r = t->one(exact, n);
        free(exact);
    }
    return r != -1;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* Every regular file in dir, in name order. Returns the count run. */
static size_t replay_dir(const struct fuzz_target *t, const char *dir, int *skipped)
{
    DIR           *d = opendir(dir);
    struct dirent *de;
    char         **names = NULL;
    size_t         n = 0, cap = 0, i, ran = 0;

    if (d == NULL)
        return 0;
    while ((de = readdir(d)) != NULL) {
        if (de->d_name[0] == '.')
            continue;
        if (n == cap) {
            cap = cap ? 2 * cap : 64;
            names = realloc(names, cap * sizeof *names);
            if (names == NULL)
                exit(1);
        }
        names[n] = malloc(strlen(dir) + strlen(de->d_name) + 2);
        if (names[n] == NULL)
            exit(1);
        sprintf(names[n], "%s/%s", dir, de->d_name);
        n++;
    }
    closedir(d);
    if (n)
        qsort(names, n, sizeof *names, by_name);
    for (i = 0; i < n; i++) {
        if (!*skipped) {
            if (replay_file(t, names[i]))
                ran++;
            else
                *skipped = 1;
        }
        free(names[i]);
    }
    free(names);
    return ran;
}

int main(int argc, char **argv)
{
    const char *top = getenv("top_srcdir");
    const struct fuzz_target *t;
    size_t total = 0;
    int    empty = 0;

    if (top == NULL)
        top = ".";
    if (argc >= 2) {
        int i;
        for (t = fuzz_targets; t->name != NULL && strcmp(t->name, argv[1]) != 0; t++)
            ;
        if (t->name == NULL) {
            fprintf(stderr, "fuzz_replay: no target %s\n", argv[1]);
            return 2;
        }
        for (i = 2; i < argc; i++) {
            printf("%s %s\n", t->name, argv[i]);
            fflush(stdout);
            if (!replay_file(t, argv[i])) {
                printf("  skipped: the target cannot run here\n");
                return 77;
            }
        }
        return 0;
    }
    for (t = fuzz_targets; t->name != NULL; t++) {
        static const char *const sub[2] = { "regressions", "seeds" };
        size_t ran[2] = { 0, 0 };
        int    skipped = 0, k;
        for (k = 0; k < 2; k++) {
            char *dir = malloc(strlen(top) + strlen(t->name) + 32);
            if (dir == NULL)
                return 1;
            sprintf(dir, "%s/fuzz/%s/%s", top, sub[k], t->name);
            ran[k] = replay_dir(t, dir, &skipped);
            free(dir);
        }
        if (skipped)
            printf("%-13s skipped: cannot run in this build\n", t->name);
        else if (ran[0] + ran[1] == 0) {
            /* every target ships seeds: none found means nothing was checked */
            printf("%-13s FAIL: no input found under %s/fuzz\n", t->name, top);
            empty = 1;
        } else
            printf("%-13s %4zu regression inputs, %4zu seeds: all pass\n", t->name, ran[0], ran[1]);
        total += ran[0] + ran[1];
    }
    printf("%zu inputs replayed\n", total);
    return empty ? 1 : 0;
}
