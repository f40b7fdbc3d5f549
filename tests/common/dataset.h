/* SPDX-License-Identifier: MIT */
/* dataset.h — the real-world URL lists (ada-url/url-various-datasets), for
 * the tests that run over them. One place names the files and finds them:
 * the directory in $LLURI_URL_DATA, which `make check` sets from configure's
 * --with-url-data (by default ../shared/data/urls beside the source tree,
 * when it exists). The data live outside the repository: when the variable
 * is empty or a file is missing, dataset_begin() says so on stdout and the
 * test skips that file.
 *
 *   dataset_iter d;
 *   if (dataset_begin(&d, i))
 *       while (dataset_next(&d, &s, &n)) ...;   // a line, without "\n" / "\r\n"
 *   dataset_end(&d);
 */
#ifndef LLURI_TEST_DATASET_H
#define LLURI_TEST_DATASET_H

#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

static const char *const dataset_names[] = {
    "isaacs_files.txt", "kasztp.txt", "node_files.txt", "userbait.txt",
};
#define DATASET_COUNT (sizeof dataset_names / sizeof dataset_names[0])

typedef struct dataset_iter {
    FILE  *f;
    char  *line;
    size_t cap;
    size_t lineno;   /* lines read so far */
} dataset_iter;

/* The directory of the lists, or NULL when none was configured. */
static inline const char *dataset_dir(void)
{
    const char *dir = getenv("LLURI_URL_DATA");
    return dir && *dir ? dir : NULL;
}

/* Open list i (0 .. DATASET_COUNT-1). Returns 1, or 0 (after a line on
 * stdout) when the list is not there. */
static inline int dataset_begin(dataset_iter *d, size_t i)
{
    char path[4096];
    const char *dir = dataset_dir();

    memset(d, 0, sizeof *d);
    if (dir == NULL) {
        printf("dataset %s: LLURI_URL_DATA not set, skipped\n", dataset_names[i]);
        return 0;
    }
    snprintf(path, sizeof path, "%s/%s", dir, dataset_names[i]);
    d->f = fopen(path, "rb");
    if (d->f == NULL) {
        printf("dataset %s: absent, skipped\n", path);
        return 0;
    }
    return 1;
}

/* The next line, without its "\n" or "\r\n" (any other byte is kept: a
 * BOM on the first line is a real input). Returns 1, or 0 at the end. */
static inline int dataset_next(dataset_iter *d, const char **s, size_t *n)
{
    ssize_t got;

    if (d->f == NULL || (got = getline(&d->line, &d->cap, d->f)) < 0)
        return 0;
    *n = (size_t)got;
    if (*n > 0 && d->line[*n - 1] == '\n')
        (*n)--;
    if (*n > 0 && d->line[*n - 1] == '\r')
        (*n)--;
    *s = d->line;
    d->lineno++;
    return 1;
}

static inline void dataset_end(dataset_iter *d)
{
    free(d->line);
    if (d->f)
        fclose(d->f);
    memset(d, 0, sizeof *d);
}

#endif
