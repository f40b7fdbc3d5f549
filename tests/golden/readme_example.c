#include <lluri.h>
#include <stdio.h>
#include <string.h>

int main(void)
{
    const char *s = "https://Example.com:8443/a/./b?q=1#top";
    lluri u;
    lluri_error err;
    if (lluri_parse(&u, s, strlen(s), 0, &err) < 0)
        return 1;
    printf("host %.*s, port %.*s\n", (int)u.host.len, s + u.host.off,
           (int)u.port.len, s + u.port.off);

    char out[256]; /* snprintf-style: returns the length it needs */
    if (lluri_normalize(&u, LLURI_NORM_ALL, out, sizeof out, NULL, &err) >= 0)
        printf("normalized %s\n", out);

    if (lluri_parse(&u, "http://a b/", 11, 0, &err) < 0)
        printf("%s at offset %zu\n", lluri_strerror(err.code), err.offset);
    return 0;
}
