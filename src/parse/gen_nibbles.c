/* SPDX-License-Identifier: MIT */
/* gen_nibbles.c — writes parse/nibbles.h to standard output: every class
 * bit of classes.c's byte table as the two 16-byte tables of the parser's
 * 16-byte runs (parse/machine.h, lluri__nibbles). make runs it; the table
 * in classes.c stays the one definition of the classes, and
 * tests/props/test_runs.c checks the result on all 256 bytes. */
#include <stdio.h>

#include "parse/classes.h"
#include "parse/machine.h"

/* The nibble tables of class bit `bit` of t; 1 when a byte >= 0x80 is in
 * the class (which pshufb's tables could not say). */
static int nibbles(const uint8_t *t, unsigned bit, lluri__nibbles *n)
{
    for (unsigned i = 0; i < 16; i++) {
        n->lo[i] = 0;
        n->hi[i] = i < 8 ? (uint8_t)(1u << i) : 0;
    }
    for (unsigned b = 0; b < 256; b++) {
        if (!(t[b] & bit))
            continue;
        if (b >= 0x80)
            return 1;
        n->lo[b & 15] |= (uint8_t)(1u << (b >> 4));
    }
    return 0;
}

static void row(const uint8_t *v)
{
    printf("{");
    for (unsigned i = 0; i < 16; i++)
        printf("%s0x%02x", i ? ", " : " ", v[i]);
    printf(" }");
}

int main(void)
{
    printf("/* parse/nibbles.h, written by gen_nibbles from classes.c: the\n"
           " * classes of lluri__byte_class, by bit, as the 16-byte runs read\n"
           " * them (parse/machine.h). */\n"
           "static const lluri__nibbles lluri__byte_nibbles[8] = {\n");
    for (unsigned k = 0; k < 8; k++) {
        lluri__nibbles n;
        if (nibbles(lluri__byte_class, 1u << k, &n)) {
            fprintf(stderr, "gen_nibbles: class bit %u holds a byte >= 0x80\n", k);
            return 1;
        }
        printf("    { ");
        row(n.lo);
        printf(",\n      ");
        row(n.hi);
        printf(" },\n");
    }
    printf("};\n");
    return ferror(stdout) != 0;
}
