/* errors.c — the texts behind the error codes and host kinds, all from the
 * X-macro lists in lluri.h. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "lluri.h"

const char *lluri_strerror(int code)
{
    switch (code) {
#define LLURI__ERR_TEXT(name, num, text) case num: return text;
    LLURI_ERRORS(LLURI__ERR_TEXT)
#undef LLURI__ERR_TEXT
    }
    return "unknown error";
}

const char *lluri_errname(int code)
{
    switch (code) {
#define LLURI__ERR_NAME(name, num, text) case num: return "LLURI_" #name;
    LLURI_ERRORS(LLURI__ERR_NAME)
#undef LLURI__ERR_NAME
    }
    return "LLURI_E?";
}

const char *lluri_host_kind_name(int kind)
{
    switch (kind) {
    case LLURI_HOST_REG_NAME:  return "reg-name";
    case LLURI_HOST_IPV4:      return "ipv4";
    case LLURI_HOST_IPV6:      return "ipv6";
    case LLURI_HOST_IPVFUTURE: return "ipvfuture";
    }
    return NULL;
}

const char *lluri_version(void)
{
    return PACKAGE_VERSION;
}
