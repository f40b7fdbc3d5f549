/* SPDX-License-Identifier: MIT */
/* errors.c — the texts behind the error codes and host kinds, from the
 * X-macro lists of lluri.h and the extension headers, and the version. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "internal.h"
#include "lluri/fetch.h"
#include "lluri/http.h"
#include "lluri/idn.h"
#include "lluri/proxy.h"
#include "lluri/log.h"
#include "lluri/scheme.h"

#define LLURI__ERR_TEXT(name, num, text) case num: return text;
#define LLURI__ERR_NAME(name, num, text) case num: return "LLURI_" #name;

const char *lluri_strerror(int code)
{
    switch (code) {
    LLURI_ERRORS(LLURI__ERR_TEXT)
    LLURI_SCHEME_ERRORS(LLURI__ERR_TEXT)
    LLURI_HTTP_ERRORS(LLURI__ERR_TEXT)
    LLURI_FETCH_ERRORS(LLURI__ERR_TEXT)
    LLURI_PROXY_ERRORS(LLURI__ERR_TEXT)
    LLURI_IDN_ERRORS(LLURI__ERR_TEXT)
    LLURI_LOG_ERRORS(LLURI__ERR_TEXT)
    }
    return "unknown error";
}

const char *lluri_errname(int code)
{
    switch (code) {
    LLURI_ERRORS(LLURI__ERR_NAME)
    LLURI_SCHEME_ERRORS(LLURI__ERR_NAME)
    LLURI_HTTP_ERRORS(LLURI__ERR_NAME)
    LLURI_FETCH_ERRORS(LLURI__ERR_NAME)
    LLURI_PROXY_ERRORS(LLURI__ERR_NAME)
    LLURI_IDN_ERRORS(LLURI__ERR_NAME)
    LLURI_LOG_ERRORS(LLURI__ERR_NAME)
    }
    return "LLURI_E?";
}

const char *lluri_host_kind_name(enum lluri_host_kind kind)
{
    switch (kind) {
    case LLURI_HOST_REG_NAME:  return "reg-name";
    case LLURI_HOST_IPV4:      return "ipv4";
    case LLURI_HOST_IPV6:      return "ipv6";
    case LLURI_HOST_IPVFUTURE: return "ipvfuture";
    case LLURI_HOST_NONE:      break;
    }
    return NULL;
}

/* The header's version macros and configure's version are one. */
_Static_assert(sizeof LLURI_VERSION_STRING == sizeof PACKAGE_VERSION,
               "LLURI_VERSION_STRING differs from configure's version");

const char *lluri_version(void)
{
    return LLURI_VERSION_STRING;
}
