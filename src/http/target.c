
#line 1 "src/http/target.rl"
/* SPDX-License-Identifier: MIT */
/* target.rl — RFC 9112 request targets (grammar/rfc9112.rl) at work: each
 * rule on its own entry point (lluri_match from 300), and
 * lluri_parse_request_target(), which reads a target in the form its
 * method takes: the origin-form and the authority-form by their own
 * machines here (the origin-form's "//x" is a path, which no RFC 3986 start
 * rule reads so), the absolute-form by lluri_parse(LLURI_START_ABSOLUTE). */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include "internal.h"
#include "lluri/http.h"
#include "parse/machine.h"

#define RUN(self_loop, cls) LLURI_RUN(self_loop, lluri__byte_class, cls)


#line 62 "src/http/target.rl"



#line 23 "src/http/target.c"
static const int lluri_http_start = 1;
static const int lluri_http_first_final = 1401;
static const int lluri_http_error = 0;

static const int lluri_http_en_target_origin = 364;
static const int lluri_http_en_target_authority = 369;
static const int lluri_http_en_r_RFC9112_TCHAR = 535;
static const int lluri_http_en_r_RFC9112_TOKEN = 536;
static const int lluri_http_en_r_RFC9112_METHOD = 537;
static const int lluri_http_en_r_RFC9112_ABSOLUTE_PATH = 538;
static const int lluri_http_en_r_RFC9112_URI_HOST = 1410;
static const int lluri_http_en_r_RFC9112_ORIGIN_FORM = 704;
static const int lluri_http_en_r_RFC9112_ABSOLUTE_FORM = 709;
static const int lluri_http_en_r_RFC9112_AUTHORITY_FORM = 883;
static const int lluri_http_en_r_RFC9112_ASTERISK_FORM = 1049;
static const int lluri_http_en_r_RFC9112_REQUEST_TARGET = 1050;
static const int lluri_http_en_r_RFC9112_HTTP_NAME = 1389;
static const int lluri_http_en_r_RFC9112_HTTP_VERSION = 1393;
static const int lluri_http_en_r_RFC9112_REQUEST_LINE = 1;


#line 65 "src/http/target.rl"

/* Run the machine from entry state cs over s[0 .. len), the whole input.
 * Returns 1 on a match, else 0 and *fail (the first byte it could not
 * take, or len); *query and *host_end: the marks (or ~0u). */
static int run(int cs, const char *s, size_t len, unsigned flags, size_t *fail,
               size_t *query_out, size_t *host_end_out)
{
    const char *buf = s ? s : "";
    const char *p = buf, *pe = buf + len, *eof = pe;
    ptrdiff_t query = -1, host_end = -1;

    
#line 54 "src/http/target.c"
	{
	int _ps = 0;
	short _widec;
	if ( p == pe )
		goto _test_eof;
	switch ( cs )
	{
case 1:
	switch( (*p) ) {
		case 33: goto st2;
		case 124: goto st2;
		case 126: goto st2;
	}
	if ( (*p) < 45 ) {
		if ( (*p) > 39 ) {
			if ( 42 <= (*p) && (*p) <= 43 )
				goto st2;
		} else if ( (*p) >= 35 )
			goto st2;
	} else if ( (*p) > 46 ) {
		if ( (*p) < 65 ) {
			if ( 48 <= (*p) && (*p) <= 57 )
				goto st2;
		} else if ( (*p) > 90 ) {
			if ( 94 <= (*p) && (*p) <= 122 )
				goto st2;
		} else
			goto st2;
	} else
		goto st2;
	goto st0;
st0:
cs = 0;
	goto _out;
st2:
	if ( ++p == pe )
		goto _test_eof2;
case 2:
	switch( (*p) ) {
		case 32: goto tr2;
		case 33: goto st2;
		case 124: goto st2;
		case 126: goto st2;
	}
	if ( (*p) < 45 ) {
		if ( (*p) > 39 ) {
			if ( 42 <= (*p) && (*p) <= 43 )
				goto st2;
		} else if ( (*p) >= 35 )
			goto st2;
	} else if ( (*p) > 46 ) {
		if ( (*p) < 65 ) {
			if ( 48 <= (*p) && (*p) <= 57 )
				goto st2;
		} else if ( (*p) > 90 ) {
			if ( 94 <= (*p) && (*p) <= 122 )
				goto st2;
		} else
			goto st2;
	} else
		goto st2;
	goto st0;
tr2:
#line 36 "src/http/target.rl"
	{}
	goto st3;
st3:
	if ( ++p == pe )
		goto _test_eof3;
case 3:
#line 123 "src/http/target.c"
	_ps = 3;
	switch( (*p) ) {
		case 33: goto tr3;
		case 37: goto tr4;
		case 42: goto tr5;
		case 47: goto tr6;
		case 58: goto tr7;
		case 61: goto tr3;
		case 91: goto tr9;
		case 95: goto tr3;
		case 126: goto tr3;
	}
	if ( (*p) < 65 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto tr3;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr8;
	} else
		goto tr8;
	goto st0;
tr3:
#line 37 "src/http/target.rl"
	{}
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 4, LLURI__C_UNRESERVED); }
	goto st4;
tr10:
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 4, LLURI__C_UNRESERVED); }
	goto st4;
st4:
	if ( ++p == pe )
		goto _test_eof4;
case 4:
#line 155 "src/http/target.c"
	_ps = 4;
	switch( (*p) ) {
		case 33: goto tr10;
		case 37: goto tr11;
		case 58: goto tr12;
		case 61: goto tr10;
		case 95: goto tr10;
		case 126: goto tr10;
	}
	if ( (*p) < 48 ) {
		if ( 36 <= (*p) && (*p) <= 46 )
			goto tr10;
	} else if ( (*p) > 59 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto tr10;
		} else if ( (*p) >= 65 )
			goto tr10;
	} else
		goto tr10;
	goto st0;
tr4:
#line 37 "src/http/target.rl"
	{}
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 5, LLURI__C_UNRESERVED); }
	goto st5;
tr11:
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 5, LLURI__C_UNRESERVED); }
	goto st5;
st5:
	if ( ++p == pe )
		goto _test_eof5;
case 5:
#line 187 "src/http/target.c"
	_ps = 5;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr13;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr13;
	} else
		goto tr13;
	goto st0;
tr13:
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 6, LLURI__C_UNRESERVED); }
	goto st6;
st6:
	if ( ++p == pe )
		goto _test_eof6;
case 6:
#line 204 "src/http/target.c"
	_ps = 6;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr10;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr10;
	} else
		goto tr10;
	goto st0;
tr7:
#line 37 "src/http/target.rl"
	{}
#line 34 "src/http/target.rl"
	{ host_end = p - buf; }
	goto st7;
tr12:
#line 34 "src/http/target.rl"
	{ host_end = p - buf; }
	goto st7;
st7:
	if ( ++p == pe )
		goto _test_eof7;
case 7:
#line 225 "src/http/target.c"
	if ( (*p) == 32 )
		goto tr14;
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st7;
	goto st0;
tr14:
#line 38 "src/http/target.rl"
	{}
	goto st8;
tr28:
#line 33 "src/http/target.rl"
	{ query = p - buf; }
#line 38 "src/http/target.rl"
	{}
	goto st8;
tr38:
#line 29 "src/http/target.rl"
	{}
#line 34 "src/http/target.rl"
	{ host_end = p - buf; }
#line 31 "src/http/target.rl"
	{}
#line 38 "src/http/target.rl"
	{}
	goto st8;
tr46:
#line 34 "src/http/target.rl"
	{ host_end = p - buf; }
#line 31 "src/http/target.rl"
	{}
#line 38 "src/http/target.rl"
	{}
	goto st8;
tr54:
#line 31 "src/http/target.rl"
	{}
#line 38 "src/http/target.rl"
	{}
	goto st8;
st8:
	if ( ++p == pe )
		goto _test_eof8;
case 8:
#line 256 "src/http/target.c"
	if ( (*p) == 72 )
		goto tr16;
	goto st0;
tr16:
#line 39 "src/http/target.rl"
	{}
	goto st9;
st9:
	if ( ++p == pe )
		goto _test_eof9;
case 9:
#line 266 "src/http/target.c"
	if ( (*p) == 84 )
		goto st10;
	goto st0;
st10:
	if ( ++p == pe )
		goto _test_eof10;
case 10:
	if ( (*p) == 84 )
		goto st11;
	goto st0;
st11:
	if ( ++p == pe )
		goto _test_eof11;
case 11:
	if ( (*p) == 80 )
		goto st12;
	goto st0;
st12:
	if ( ++p == pe )
		goto _test_eof12;
case 12:
	if ( (*p) == 47 )
		goto st13;
	goto st0;
st13:
	if ( ++p == pe )
		goto _test_eof13;
case 13:
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st14;
	goto st0;
st14:
	if ( ++p == pe )
		goto _test_eof14;
case 14:
	if ( (*p) == 46 )
		goto st15;
	goto st0;
st15:
	if ( ++p == pe )
		goto _test_eof15;
case 15:
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st1401;
	goto st0;
st1401:
	if ( ++p == pe )
		goto _test_eof1401;
case 1401:
	goto st0;
tr5:
#line 37 "src/http/target.rl"
	{}
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 16, LLURI__C_UNRESERVED); }
	goto st16;
st16:
	if ( ++p == pe )
		goto _test_eof16;
case 16:
#line 324 "src/http/target.c"
	_ps = 16;
	switch( (*p) ) {
		case 32: goto tr14;
		case 33: goto tr10;
		case 37: goto tr11;
		case 58: goto tr12;
		case 61: goto tr10;
		case 95: goto tr10;
		case 126: goto tr10;
	}
	if ( (*p) < 48 ) {
		if ( 36 <= (*p) && (*p) <= 46 )
			goto tr10;
	} else if ( (*p) > 59 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto tr10;
		} else if ( (*p) >= 65 )
			goto tr10;
	} else
		goto tr10;
	goto st0;
tr6:
#line 37 "src/http/target.rl"
	{}
#line 24 "src/http/target.rl"
	{ RUN((_ps) == 17, LLURI__C_SEGMENT); }
	goto st17;
tr24:
#line 24 "src/http/target.rl"
	{ RUN((_ps) == 17, LLURI__C_SEGMENT); }
	goto st17;
tr41:
#line 29 "src/http/target.rl"
	{}
#line 34 "src/http/target.rl"
	{ host_end = p - buf; }
#line 31 "src/http/target.rl"
	{}
#line 24 "src/http/target.rl"
	{ RUN((_ps) == 17, LLURI__C_SEGMENT); }
	goto st17;
tr49:
#line 34 "src/http/target.rl"
	{ host_end = p - buf; }
#line 31 "src/http/target.rl"
	{}
#line 24 "src/http/target.rl"
	{ RUN((_ps) == 17, LLURI__C_SEGMENT); }
	goto st17;
tr57:
#line 31 "src/http/target.rl"
	{}
#line 24 "src/http/target.rl"
	{ RUN((_ps) == 17, LLURI__C_SEGMENT); }
	goto st17;
st17:
	if ( ++p == pe )
		goto _test_eof17;
case 17:
#line 372 "src/http/target.c"
	_ps = 17;
	switch( (*p) ) {
		case 32: goto tr14;
		case 33: goto tr24;
		case 37: goto tr25;
		case 61: goto tr24;
		case 63: goto st20;
		case 95: goto tr24;
		case 126: goto tr24;
	}
	if ( (*p) < 64 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto tr24;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr24;
	} else
		goto tr24;
	goto st0;
tr25:
#line 24 "src/http/target.rl"
	{ RUN((_ps) == 18, LLURI__C_SEGMENT); }
	goto st18;
st18:
	if ( ++p == pe )
		goto _test_eof18;
case 18:
#line 398 "src/http/target.c"
	_ps = 18;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr27;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr27;
	} else
		goto tr27;
	goto st0;
tr27:
#line 24 "src/http/target.rl"
	{ RUN((_ps) == 19, LLURI__C_SEGMENT); }
	goto st19;
st19:
	if ( ++p == pe )
		goto _test_eof19;
case 19:
#line 415 "src/http/target.c"
	_ps = 19;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr24;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr24;
	} else
		goto tr24;
	goto st0;
tr43:
#line 29 "src/http/target.rl"
	{}
#line 34 "src/http/target.rl"
	{ host_end = p - buf; }
#line 31 "src/http/target.rl"
	{}
	goto st20;
tr51:
#line 34 "src/http/target.rl"
	{ host_end = p - buf; }
#line 31 "src/http/target.rl"
	{}
	goto st20;
tr59:
#line 31 "src/http/target.rl"
	{}
	goto st20;
st20:
	if ( ++p == pe )
		goto _test_eof20;
case 20:
#line 441 "src/http/target.c"
	_ps = 20;
	switch( (*p) ) {
		case 32: goto tr28;
		case 33: goto tr29;
		case 37: goto tr30;
		case 61: goto tr29;
		case 95: goto tr29;
		case 126: goto tr29;
	}
	if ( (*p) < 63 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto tr29;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr29;
	} else
		goto tr29;
	goto st0;
tr29:
#line 33 "src/http/target.rl"
	{ query = p - buf; }
#line 25 "src/http/target.rl"
	{ RUN((_ps) == 21, LLURI__C_QUERY); }
	goto st21;
tr31:
#line 25 "src/http/target.rl"
	{ RUN((_ps) == 21, LLURI__C_QUERY); }
	goto st21;
st21:
	if ( ++p == pe )
		goto _test_eof21;
case 21:
#line 470 "src/http/target.c"
	_ps = 21;
	switch( (*p) ) {
		case 32: goto tr14;
		case 33: goto tr31;
		case 37: goto tr32;
		case 61: goto tr31;
		case 95: goto tr31;
		case 126: goto tr31;
	}
	if ( (*p) < 63 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto tr31;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr31;
	} else
		goto tr31;
	goto st0;
tr30:
#line 33 "src/http/target.rl"
	{ query = p - buf; }
#line 25 "src/http/target.rl"
	{ RUN((_ps) == 22, LLURI__C_QUERY); }
	goto st22;
tr32:
#line 25 "src/http/target.rl"
	{ RUN((_ps) == 22, LLURI__C_QUERY); }
	goto st22;
st22:
	if ( ++p == pe )
		goto _test_eof22;
case 22:
#line 499 "src/http/target.c"
	_ps = 22;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr33;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr33;
	} else
		goto tr33;
	goto st0;
tr33:
#line 25 "src/http/target.rl"
	{ RUN((_ps) == 23, LLURI__C_QUERY); }
	goto st23;
st23:
	if ( ++p == pe )
		goto _test_eof23;
case 23:
#line 516 "src/http/target.c"
	_ps = 23;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr31;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr31;
	} else
		goto tr31;
	goto st0;
tr8:
#line 37 "src/http/target.rl"
	{}
#line 23 "src/http/target.rl"
	{ RUN((_ps) == 24, LLURI__C_SCHEME); }
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 24, LLURI__C_UNRESERVED); }
	goto st24;
tr34:
#line 23 "src/http/target.rl"
	{ RUN((_ps) == 24, LLURI__C_SCHEME); }
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 24, LLURI__C_UNRESERVED); }
	goto st24;
st24:
	if ( ++p == pe )
		goto _test_eof24;
case 24:
#line 539 "src/http/target.c"
	_ps = 24;
	switch( (*p) ) {
		case 33: goto tr10;
		case 37: goto tr11;
		case 43: goto tr34;
		case 58: goto tr35;
		case 59: goto tr10;
		case 61: goto tr10;
		case 95: goto tr10;
		case 126: goto tr10;
	}
	if ( (*p) < 48 ) {
		if ( (*p) > 44 ) {
			if ( 45 <= (*p) && (*p) <= 46 )
				goto tr34;
		} else if ( (*p) >= 36 )
			goto tr10;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto tr34;
		} else if ( (*p) >= 65 )
			goto tr34;
	} else
		goto tr34;
	goto st0;
tr35:
#line 28 "src/http/target.rl"
	{}
#line 34 "src/http/target.rl"
	{ host_end = p - buf; }
	goto st25;
st25:
	if ( ++p == pe )
		goto _test_eof25;
case 25:
#line 573 "src/http/target.c"
	_ps = 25;
	switch( (*p) ) {
		case 32: goto tr14;
		case 33: goto tr24;
		case 37: goto tr25;
		case 47: goto tr36;
		case 61: goto tr24;
		case 63: goto st20;
		case 95: goto tr24;
		case 126: goto tr24;
	}
	if ( (*p) < 64 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto tr24;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr24;
	} else
		goto tr24;
	goto st0;
tr36:
#line 24 "src/http/target.rl"
	{ RUN((_ps) == 26, LLURI__C_SEGMENT); }
	goto st26;
st26:
	if ( ++p == pe )
		goto _test_eof26;
case 26:
#line 600 "src/http/target.c"
	_ps = 26;
	switch( (*p) ) {
		case 32: goto tr14;
		case 33: goto tr24;
		case 37: goto tr25;
		case 47: goto st27;
		case 61: goto tr24;
		case 63: goto st20;
		case 95: goto tr24;
		case 126: goto tr24;
	}
	if ( (*p) < 64 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto tr24;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr24;
	} else
		goto tr24;
	goto st0;
st27:
	if ( ++p == pe )
		goto _test_eof27;
case 27:
	_ps = 27;
	switch( (*p) ) {
		case 32: goto tr38;
		case 33: goto tr39;
		case 37: goto tr40;
		case 47: goto tr41;
		case 58: goto tr42;
		case 61: goto tr39;
		case 63: goto tr43;
		case 64: goto tr44;
		case 91: goto tr45;
		case 95: goto tr39;
		case 126: goto tr39;
	}
	if ( (*p) < 65 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto tr39;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr39;
	} else
		goto tr39;
	goto st0;
tr47:
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 28, LLURI__C_UNRESERVED); }
	goto st28;
tr39:
#line 29 "src/http/target.rl"
	{}
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 28, LLURI__C_UNRESERVED); }
	goto st28;
st28:
	if ( ++p == pe )
		goto _test_eof28;
case 28:
#line 658 "src/http/target.c"
	_ps = 28;
	switch( (*p) ) {
		case 32: goto tr46;
		case 33: goto tr47;
		case 37: goto tr48;
		case 47: goto tr49;
		case 58: goto tr50;
		case 61: goto tr47;
		case 63: goto tr51;
		case 64: goto tr52;
		case 95: goto tr47;
		case 126: goto tr47;
	}
	if ( (*p) < 65 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto tr47;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr47;
	} else
		goto tr47;
	goto st0;
tr48:
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 29, LLURI__C_UNRESERVED); }
	goto st29;
tr40:
#line 29 "src/http/target.rl"
	{}
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 29, LLURI__C_UNRESERVED); }
	goto st29;
st29:
	if ( ++p == pe )
		goto _test_eof29;
case 29:
#line 691 "src/http/target.c"
	_ps = 29;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr53;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr53;
	} else
		goto tr53;
	goto st0;
tr53:
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 30, LLURI__C_UNRESERVED); }
	goto st30;
st30:
	if ( ++p == pe )
		goto _test_eof30;
case 30:
#line 708 "src/http/target.c"
	_ps = 30;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr47;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr47;
	} else
		goto tr47;
	goto st0;
tr50:
#line 34 "src/http/target.rl"
	{ host_end = p - buf; }
	goto st31;
tr42:
#line 29 "src/http/target.rl"
	{}
#line 34 "src/http/target.rl"
	{ host_end = p - buf; }
	goto st31;
st31:
	if ( ++p == pe )
		goto _test_eof31;
case 31:
#line 729 "src/http/target.c"
	_ps = 31;
	switch( (*p) ) {
		case 32: goto tr54;
		case 33: goto st32;
		case 37: goto st33;
		case 47: goto tr57;
		case 61: goto st32;
		case 63: goto tr59;
		case 64: goto tr52;
		case 95: goto st32;
		case 126: goto st32;
	}
	if ( (*p) < 58 ) {
		if ( (*p) > 46 ) {
			if ( 48 <= (*p) && (*p) <= 57 )
				goto st31;
		} else if ( (*p) >= 36 )
			goto st32;
	} else if ( (*p) > 59 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st32;
		} else if ( (*p) >= 65 )
			goto st32;
	} else
		goto st32;
	goto st0;
st32:
	if ( ++p == pe )
		goto _test_eof32;
case 32:
	switch( (*p) ) {
		case 33: goto st32;
		case 37: goto st33;
		case 61: goto st32;
		case 64: goto tr52;
		case 95: goto st32;
		case 126: goto st32;
	}
	if ( (*p) < 48 ) {
		if ( 36 <= (*p) && (*p) <= 46 )
			goto st32;
	} else if ( (*p) > 59 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st32;
		} else if ( (*p) >= 65 )
			goto st32;
	} else
		goto st32;
	goto st0;
st33:
	if ( ++p == pe )
		goto _test_eof33;
case 33:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st34;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st34;
	} else
		goto st34;
	goto st0;
st34:
	if ( ++p == pe )
		goto _test_eof34;
case 34:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st32;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st32;
	} else
		goto st32;
	goto st0;
tr44:
#line 29 "src/http/target.rl"
	{}
#line 30 "src/http/target.rl"
	{}
	goto st35;
tr52:
#line 30 "src/http/target.rl"
	{}
	goto st35;
st35:
	if ( ++p == pe )
		goto _test_eof35;
case 35:
#line 817 "src/http/target.c"
	_ps = 35;
	switch( (*p) ) {
		case 32: goto tr46;
		case 33: goto tr61;
		case 37: goto tr62;
		case 47: goto tr49;
		case 58: goto tr63;
		case 61: goto tr61;
		case 63: goto tr51;
		case 91: goto st40;
		case 95: goto tr61;
		case 126: goto tr61;
	}
	if ( (*p) < 65 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto tr61;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr61;
	} else
		goto tr61;
	goto st0;
tr61:
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 36, LLURI__C_UNRESERVED); }
	goto st36;
st36:
	if ( ++p == pe )
		goto _test_eof36;
case 36:
#line 846 "src/http/target.c"
	_ps = 36;
	switch( (*p) ) {
		case 32: goto tr46;
		case 33: goto tr61;
		case 37: goto tr62;
		case 47: goto tr49;
		case 58: goto tr63;
		case 61: goto tr61;
		case 63: goto tr51;
		case 95: goto tr61;
		case 126: goto tr61;
	}
	if ( (*p) < 65 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto tr61;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr61;
	} else
		goto tr61;
	goto st0;
tr62:
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 37, LLURI__C_UNRESERVED); }
	goto st37;
st37:
	if ( ++p == pe )
		goto _test_eof37;
case 37:
#line 874 "src/http/target.c"
	_ps = 37;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr65;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr65;
	} else
		goto tr65;
	goto st0;
tr65:
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 38, LLURI__C_UNRESERVED); }
	goto st38;
st38:
	if ( ++p == pe )
		goto _test_eof38;
case 38:
#line 891 "src/http/target.c"
	_ps = 38;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr61;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr61;
	} else
		goto tr61;
	goto st0;
tr63:
#line 34 "src/http/target.rl"
	{ host_end = p - buf; }
	goto st39;
st39:
	if ( ++p == pe )
		goto _test_eof39;
case 39:
#line 908 "src/http/target.c"
	_ps = 39;
	switch( (*p) ) {
		case 32: goto tr54;
		case 47: goto tr57;
		case 63: goto tr59;
	}
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st39;
	goto st0;
tr45:
#line 29 "src/http/target.rl"
	{}
	goto st40;
st40:
	if ( ++p == pe )
		goto _test_eof40;
case 40:
#line 924 "src/http/target.c"
	switch( (*p) ) {
		case 58: goto st183;
		case 86: goto st198;
		case 118: goto st198;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st41;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st41;
	} else
		goto st41;
	goto st0;
st41:
	if ( ++p == pe )
		goto _test_eof41;
case 41:
	if ( (*p) == 58 )
		goto st45;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st42;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st42;
	} else
		goto st42;
	goto st0;
st42:
	if ( ++p == pe )
		goto _test_eof42;
case 42:
	if ( (*p) == 58 )
		goto st45;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st43;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st43;
	} else
		goto st43;
	goto st0;
st43:
	if ( ++p == pe )
		goto _test_eof43;
case 43:
	if ( (*p) == 58 )
		goto st45;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st44;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st44;
	} else
		goto st44;
	goto st0;
st44:
	if ( ++p == pe )
		goto _test_eof44;
case 44:
	if ( (*p) == 58 )
		goto st45;
	goto st0;
st45:
	if ( ++p == pe )
		goto _test_eof45;
case 45:
	if ( (*p) == 58 )
		goto st169;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st46;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st46;
	} else
		goto st46;
	goto st0;
st46:
	if ( ++p == pe )
		goto _test_eof46;
case 46:
	if ( (*p) == 58 )
		goto st50;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st47;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st47;
	} else
		goto st47;
	goto st0;
st47:
	if ( ++p == pe )
		goto _test_eof47;
case 47:
	if ( (*p) == 58 )
		goto st50;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st48;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st48;
	} else
		goto st48;
	goto st0;
st48:
	if ( ++p == pe )
		goto _test_eof48;
case 48:
	if ( (*p) == 58 )
		goto st50;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st49;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st49;
	} else
		goto st49;
	goto st0;
st49:
	if ( ++p == pe )
		goto _test_eof49;
case 49:
	if ( (*p) == 58 )
		goto st50;
	goto st0;
st50:
	if ( ++p == pe )
		goto _test_eof50;
case 50:
	if ( (*p) == 58 )
		goto st155;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st51;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st51;
	} else
		goto st51;
	goto st0;
st51:
	if ( ++p == pe )
		goto _test_eof51;
case 51:
	if ( (*p) == 58 )
		goto st55;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st52;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st52;
	} else
		goto st52;
	goto st0;
st52:
	if ( ++p == pe )
		goto _test_eof52;
case 52:
	if ( (*p) == 58 )
		goto st55;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st53;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st53;
	} else
		goto st53;
	goto st0;
st53:
	if ( ++p == pe )
		goto _test_eof53;
case 53:
	if ( (*p) == 58 )
		goto st55;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st54;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st54;
	} else
		goto st54;
	goto st0;
st54:
	if ( ++p == pe )
		goto _test_eof54;
case 54:
	if ( (*p) == 58 )
		goto st55;
	goto st0;
st55:
	if ( ++p == pe )
		goto _test_eof55;
case 55:
	if ( (*p) == 58 )
		goto st141;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st56;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st56;
	} else
		goto st56;
	goto st0;
st56:
	if ( ++p == pe )
		goto _test_eof56;
case 56:
	if ( (*p) == 58 )
		goto st60;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st57;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st57;
	} else
		goto st57;
	goto st0;
st57:
	if ( ++p == pe )
		goto _test_eof57;
case 57:
	if ( (*p) == 58 )
		goto st60;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st58;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st58;
	} else
		goto st58;
	goto st0;
st58:
	if ( ++p == pe )
		goto _test_eof58;
case 58:
	if ( (*p) == 58 )
		goto st60;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st59;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st59;
	} else
		goto st59;
	goto st0;
st59:
	if ( ++p == pe )
		goto _test_eof59;
case 59:
	if ( (*p) == 58 )
		goto st60;
	goto st0;
st60:
	if ( ++p == pe )
		goto _test_eof60;
case 60:
	if ( (*p) == 58 )
		goto st127;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st61;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st61;
	} else
		goto st61;
	goto st0;
st61:
	if ( ++p == pe )
		goto _test_eof61;
case 61:
	if ( (*p) == 58 )
		goto st65;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st62;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st62;
	} else
		goto st62;
	goto st0;
st62:
	if ( ++p == pe )
		goto _test_eof62;
case 62:
	if ( (*p) == 58 )
		goto st65;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st63;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st63;
	} else
		goto st63;
	goto st0;
st63:
	if ( ++p == pe )
		goto _test_eof63;
case 63:
	if ( (*p) == 58 )
		goto st65;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st64;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st64;
	} else
		goto st64;
	goto st0;
st64:
	if ( ++p == pe )
		goto _test_eof64;
case 64:
	if ( (*p) == 58 )
		goto st65;
	goto st0;
st65:
	if ( ++p == pe )
		goto _test_eof65;
case 65:
	if ( (*p) == 58 )
		goto st113;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st66;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st66;
	} else
		goto st66;
	goto st0;
st66:
	if ( ++p == pe )
		goto _test_eof66;
case 66:
	if ( (*p) == 58 )
		goto st70;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st67;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st67;
	} else
		goto st67;
	goto st0;
st67:
	if ( ++p == pe )
		goto _test_eof67;
case 67:
	if ( (*p) == 58 )
		goto st70;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st68;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st68;
	} else
		goto st68;
	goto st0;
st68:
	if ( ++p == pe )
		goto _test_eof68;
case 68:
	if ( (*p) == 58 )
		goto st70;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st69;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st69;
	} else
		goto st69;
	goto st0;
st69:
	if ( ++p == pe )
		goto _test_eof69;
case 69:
	if ( (*p) == 58 )
		goto st70;
	goto st0;
st70:
	if ( ++p == pe )
		goto _test_eof70;
case 70:
	switch( (*p) ) {
		case 48: goto st71;
		case 49: goto st104;
		case 50: goto st107;
		case 58: goto st111;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st110;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st112;
	} else
		goto st112;
	goto st0;
st71:
	if ( ++p == pe )
		goto _test_eof71;
case 71:
	switch( (*p) ) {
		case 46: goto st72;
		case 58: goto st100;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st97;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st97;
	} else
		goto st97;
	goto st0;
st72:
	if ( ++p == pe )
		goto _test_eof72;
case 72:
	switch( (*p) ) {
		case 48: goto st73;
		case 49: goto st93;
		case 50: goto st95;
	}
	if ( 51 <= (*p) && (*p) <= 57 )
		goto st94;
	goto st0;
st73:
	if ( ++p == pe )
		goto _test_eof73;
case 73:
	if ( (*p) == 46 )
		goto st74;
	goto st0;
st74:
	if ( ++p == pe )
		goto _test_eof74;
case 74:
	switch( (*p) ) {
		case 48: goto st75;
		case 49: goto st89;
		case 50: goto st91;
	}
	if ( 51 <= (*p) && (*p) <= 57 )
		goto st90;
	goto st0;
st75:
	if ( ++p == pe )
		goto _test_eof75;
case 75:
	if ( (*p) == 46 )
		goto st76;
	goto st0;
st76:
	if ( ++p == pe )
		goto _test_eof76;
case 76:
	switch( (*p) ) {
		case 48: goto st77;
		case 49: goto st85;
		case 50: goto st87;
	}
	if ( 51 <= (*p) && (*p) <= 57 )
		goto st86;
	goto st0;
st77:
	if ( ++p == pe )
		goto _test_eof77;
case 77:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st78;
		case 549: goto st79;
	}
	goto st0;
st78:
	if ( ++p == pe )
		goto _test_eof78;
case 78:
	_ps = 78;
	switch( (*p) ) {
		case 32: goto tr46;
		case 47: goto tr49;
		case 58: goto tr63;
		case 63: goto tr51;
	}
	goto st0;
st79:
	if ( ++p == pe )
		goto _test_eof79;
case 79:
	if ( (*p) == 50 )
		goto st80;
	goto st0;
st80:
	if ( ++p == pe )
		goto _test_eof80;
case 80:
	if ( (*p) == 53 )
		goto st81;
	goto st0;
st81:
	if ( ++p == pe )
		goto _test_eof81;
case 81:
	switch( (*p) ) {
		case 37: goto st82;
		case 95: goto st84;
		case 126: goto st84;
	}
	if ( (*p) < 48 ) {
		if ( 45 <= (*p) && (*p) <= 46 )
			goto st84;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st84;
		} else if ( (*p) >= 65 )
			goto st84;
	} else
		goto st84;
	goto st0;
st82:
	if ( ++p == pe )
		goto _test_eof82;
case 82:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st83;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st83;
	} else
		goto st83;
	goto st0;
st83:
	if ( ++p == pe )
		goto _test_eof83;
case 83:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st84;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st84;
	} else
		goto st84;
	goto st0;
st84:
	if ( ++p == pe )
		goto _test_eof84;
case 84:
	switch( (*p) ) {
		case 37: goto st82;
		case 93: goto st78;
		case 95: goto st84;
		case 126: goto st84;
	}
	if ( (*p) < 48 ) {
		if ( 45 <= (*p) && (*p) <= 46 )
			goto st84;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st84;
		} else if ( (*p) >= 65 )
			goto st84;
	} else
		goto st84;
	goto st0;
st85:
	if ( ++p == pe )
		goto _test_eof85;
case 85:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( 48 <= _widec && _widec <= 57 )
		goto st86;
	goto st0;
st86:
	if ( ++p == pe )
		goto _test_eof86;
case 86:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( 48 <= _widec && _widec <= 57 )
		goto st77;
	goto st0;
st87:
	if ( ++p == pe )
		goto _test_eof87;
case 87:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 53: goto st88;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec > 52 ) {
		if ( 54 <= _widec && _widec <= 57 )
			goto st77;
	} else if ( _widec >= 48 )
		goto st86;
	goto st0;
st88:
	if ( ++p == pe )
		goto _test_eof88;
case 88:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( 48 <= _widec && _widec <= 53 )
		goto st77;
	goto st0;
st89:
	if ( ++p == pe )
		goto _test_eof89;
case 89:
	if ( (*p) == 46 )
		goto st76;
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st90;
	goto st0;
st90:
	if ( ++p == pe )
		goto _test_eof90;
case 90:
	if ( (*p) == 46 )
		goto st76;
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st75;
	goto st0;
st91:
	if ( ++p == pe )
		goto _test_eof91;
case 91:
	switch( (*p) ) {
		case 46: goto st76;
		case 53: goto st92;
	}
	if ( (*p) > 52 ) {
		if ( 54 <= (*p) && (*p) <= 57 )
			goto st75;
	} else if ( (*p) >= 48 )
		goto st90;
	goto st0;
st92:
	if ( ++p == pe )
		goto _test_eof92;
case 92:
	if ( (*p) == 46 )
		goto st76;
	if ( 48 <= (*p) && (*p) <= 53 )
		goto st75;
	goto st0;
st93:
	if ( ++p == pe )
		goto _test_eof93;
case 93:
	if ( (*p) == 46 )
		goto st74;
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st94;
	goto st0;
st94:
	if ( ++p == pe )
		goto _test_eof94;
case 94:
	if ( (*p) == 46 )
		goto st74;
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st73;
	goto st0;
st95:
	if ( ++p == pe )
		goto _test_eof95;
case 95:
	switch( (*p) ) {
		case 46: goto st74;
		case 53: goto st96;
	}
	if ( (*p) > 52 ) {
		if ( 54 <= (*p) && (*p) <= 57 )
			goto st73;
	} else if ( (*p) >= 48 )
		goto st94;
	goto st0;
st96:
	if ( ++p == pe )
		goto _test_eof96;
case 96:
	if ( (*p) == 46 )
		goto st74;
	if ( 48 <= (*p) && (*p) <= 53 )
		goto st73;
	goto st0;
st97:
	if ( ++p == pe )
		goto _test_eof97;
case 97:
	if ( (*p) == 58 )
		goto st100;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st98;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st98;
	} else
		goto st98;
	goto st0;
st98:
	if ( ++p == pe )
		goto _test_eof98;
case 98:
	if ( (*p) == 58 )
		goto st100;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st99;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st99;
	} else
		goto st99;
	goto st0;
st99:
	if ( ++p == pe )
		goto _test_eof99;
case 99:
	if ( (*p) == 58 )
		goto st100;
	goto st0;
st100:
	if ( ++p == pe )
		goto _test_eof100;
case 100:
	if ( (*p) == 58 )
		goto st77;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st101;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st101;
	} else
		goto st101;
	goto st0;
st101:
	if ( ++p == pe )
		goto _test_eof101;
case 101:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st102;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st102;
	} else
		goto st102;
	goto st0;
st102:
	if ( ++p == pe )
		goto _test_eof102;
case 102:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st103;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st103;
	} else
		goto st103;
	goto st0;
st103:
	if ( ++p == pe )
		goto _test_eof103;
case 103:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st77;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st77;
	} else
		goto st77;
	goto st0;
st104:
	if ( ++p == pe )
		goto _test_eof104;
case 104:
	switch( (*p) ) {
		case 46: goto st72;
		case 58: goto st100;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st105;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st97;
	} else
		goto st97;
	goto st0;
st105:
	if ( ++p == pe )
		goto _test_eof105;
case 105:
	switch( (*p) ) {
		case 46: goto st72;
		case 58: goto st100;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st106;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st98;
	} else
		goto st98;
	goto st0;
st106:
	if ( ++p == pe )
		goto _test_eof106;
case 106:
	switch( (*p) ) {
		case 46: goto st72;
		case 58: goto st100;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st99;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st99;
	} else
		goto st99;
	goto st0;
st107:
	if ( ++p == pe )
		goto _test_eof107;
case 107:
	switch( (*p) ) {
		case 46: goto st72;
		case 53: goto st108;
		case 58: goto st100;
	}
	if ( (*p) < 54 ) {
		if ( 48 <= (*p) && (*p) <= 52 )
			goto st105;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 70 ) {
			if ( 97 <= (*p) && (*p) <= 102 )
				goto st97;
		} else if ( (*p) >= 65 )
			goto st97;
	} else
		goto st109;
	goto st0;
st108:
	if ( ++p == pe )
		goto _test_eof108;
case 108:
	switch( (*p) ) {
		case 46: goto st72;
		case 58: goto st100;
	}
	if ( (*p) < 54 ) {
		if ( 48 <= (*p) && (*p) <= 53 )
			goto st106;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 70 ) {
			if ( 97 <= (*p) && (*p) <= 102 )
				goto st98;
		} else if ( (*p) >= 65 )
			goto st98;
	} else
		goto st98;
	goto st0;
st109:
	if ( ++p == pe )
		goto _test_eof109;
case 109:
	switch( (*p) ) {
		case 46: goto st72;
		case 58: goto st100;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st98;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st98;
	} else
		goto st98;
	goto st0;
st110:
	if ( ++p == pe )
		goto _test_eof110;
case 110:
	switch( (*p) ) {
		case 46: goto st72;
		case 58: goto st100;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st109;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st97;
	} else
		goto st97;
	goto st0;
st111:
	if ( ++p == pe )
		goto _test_eof111;
case 111:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st101;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st101;
	} else
		goto st101;
	goto st0;
st112:
	if ( ++p == pe )
		goto _test_eof112;
case 112:
	if ( (*p) == 58 )
		goto st100;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st97;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st97;
	} else
		goto st97;
	goto st0;
st113:
	if ( ++p == pe )
		goto _test_eof113;
case 113:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st114;
		case 49: goto st119;
		case 50: goto st122;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st125;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st126;
	} else
		goto st126;
	goto st0;
st114:
	if ( ++p == pe )
		goto _test_eof114;
case 114:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st118;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st115;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st115;
	} else
		goto st115;
	goto st0;
st115:
	if ( ++p == pe )
		goto _test_eof115;
case 115:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st118;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st116;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st116;
	} else
		goto st116;
	goto st0;
st116:
	if ( ++p == pe )
		goto _test_eof116;
case 116:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st118;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st117;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st117;
	} else
		goto st117;
	goto st0;
st117:
	if ( ++p == pe )
		goto _test_eof117;
case 117:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st118;
		case 93: goto st78;
		case 549: goto st79;
	}
	goto st0;
st118:
	if ( ++p == pe )
		goto _test_eof118;
case 118:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st101;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st101;
	} else
		goto st101;
	goto st0;
st119:
	if ( ++p == pe )
		goto _test_eof119;
case 119:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st118;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st120;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st115;
	} else
		goto st115;
	goto st0;
st120:
	if ( ++p == pe )
		goto _test_eof120;
case 120:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st118;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st121;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st116;
	} else
		goto st116;
	goto st0;
st121:
	if ( ++p == pe )
		goto _test_eof121;
case 121:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st118;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st117;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st117;
	} else
		goto st117;
	goto st0;
st122:
	if ( ++p == pe )
		goto _test_eof122;
case 122:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 53: goto st123;
		case 58: goto st118;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st120;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st115;
		} else if ( _widec >= 65 )
			goto st115;
	} else
		goto st124;
	goto st0;
st123:
	if ( ++p == pe )
		goto _test_eof123;
case 123:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st118;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st121;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st116;
		} else if ( _widec >= 65 )
			goto st116;
	} else
		goto st116;
	goto st0;
st124:
	if ( ++p == pe )
		goto _test_eof124;
case 124:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st118;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st116;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st116;
	} else
		goto st116;
	goto st0;
st125:
	if ( ++p == pe )
		goto _test_eof125;
case 125:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st118;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st124;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st115;
	} else
		goto st115;
	goto st0;
st126:
	if ( ++p == pe )
		goto _test_eof126;
case 126:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st118;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st115;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st115;
	} else
		goto st115;
	goto st0;
st127:
	if ( ++p == pe )
		goto _test_eof127;
case 127:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st128;
		case 49: goto st133;
		case 50: goto st136;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st139;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st140;
	} else
		goto st140;
	goto st0;
st128:
	if ( ++p == pe )
		goto _test_eof128;
case 128:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st132;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st129;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st129;
	} else
		goto st129;
	goto st0;
st129:
	if ( ++p == pe )
		goto _test_eof129;
case 129:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st132;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st130;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st130;
	} else
		goto st130;
	goto st0;
st130:
	if ( ++p == pe )
		goto _test_eof130;
case 130:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st132;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st131;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st131;
	} else
		goto st131;
	goto st0;
st131:
	if ( ++p == pe )
		goto _test_eof131;
case 131:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st132;
		case 93: goto st78;
		case 549: goto st79;
	}
	goto st0;
st132:
	if ( ++p == pe )
		goto _test_eof132;
case 132:
	switch( (*p) ) {
		case 48: goto st114;
		case 49: goto st119;
		case 50: goto st122;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st125;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st126;
	} else
		goto st126;
	goto st0;
st133:
	if ( ++p == pe )
		goto _test_eof133;
case 133:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st132;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st134;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st129;
	} else
		goto st129;
	goto st0;
st134:
	if ( ++p == pe )
		goto _test_eof134;
case 134:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st132;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st135;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st130;
	} else
		goto st130;
	goto st0;
st135:
	if ( ++p == pe )
		goto _test_eof135;
case 135:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st132;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st131;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st131;
	} else
		goto st131;
	goto st0;
st136:
	if ( ++p == pe )
		goto _test_eof136;
case 136:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 53: goto st137;
		case 58: goto st132;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st134;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st129;
		} else if ( _widec >= 65 )
			goto st129;
	} else
		goto st138;
	goto st0;
st137:
	if ( ++p == pe )
		goto _test_eof137;
case 137:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st132;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st135;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st130;
		} else if ( _widec >= 65 )
			goto st130;
	} else
		goto st130;
	goto st0;
st138:
	if ( ++p == pe )
		goto _test_eof138;
case 138:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st132;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st130;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st130;
	} else
		goto st130;
	goto st0;
st139:
	if ( ++p == pe )
		goto _test_eof139;
case 139:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st132;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st138;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st129;
	} else
		goto st129;
	goto st0;
st140:
	if ( ++p == pe )
		goto _test_eof140;
case 140:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st132;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st129;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st129;
	} else
		goto st129;
	goto st0;
st141:
	if ( ++p == pe )
		goto _test_eof141;
case 141:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st142;
		case 49: goto st147;
		case 50: goto st150;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st153;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st154;
	} else
		goto st154;
	goto st0;
st142:
	if ( ++p == pe )
		goto _test_eof142;
case 142:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st146;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st143;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st143;
	} else
		goto st143;
	goto st0;
st143:
	if ( ++p == pe )
		goto _test_eof143;
case 143:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st146;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st144;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st144;
	} else
		goto st144;
	goto st0;
st144:
	if ( ++p == pe )
		goto _test_eof144;
case 144:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st146;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st145;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st145;
	} else
		goto st145;
	goto st0;
st145:
	if ( ++p == pe )
		goto _test_eof145;
case 145:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st146;
		case 93: goto st78;
		case 549: goto st79;
	}
	goto st0;
st146:
	if ( ++p == pe )
		goto _test_eof146;
case 146:
	switch( (*p) ) {
		case 48: goto st128;
		case 49: goto st133;
		case 50: goto st136;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st139;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st140;
	} else
		goto st140;
	goto st0;
st147:
	if ( ++p == pe )
		goto _test_eof147;
case 147:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st146;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st148;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st143;
	} else
		goto st143;
	goto st0;
st148:
	if ( ++p == pe )
		goto _test_eof148;
case 148:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st146;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st149;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st144;
	} else
		goto st144;
	goto st0;
st149:
	if ( ++p == pe )
		goto _test_eof149;
case 149:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st146;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st145;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st145;
	} else
		goto st145;
	goto st0;
st150:
	if ( ++p == pe )
		goto _test_eof150;
case 150:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 53: goto st151;
		case 58: goto st146;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st148;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st143;
		} else if ( _widec >= 65 )
			goto st143;
	} else
		goto st152;
	goto st0;
st151:
	if ( ++p == pe )
		goto _test_eof151;
case 151:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st146;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st149;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st144;
		} else if ( _widec >= 65 )
			goto st144;
	} else
		goto st144;
	goto st0;
st152:
	if ( ++p == pe )
		goto _test_eof152;
case 152:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st146;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st144;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st144;
	} else
		goto st144;
	goto st0;
st153:
	if ( ++p == pe )
		goto _test_eof153;
case 153:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st146;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st152;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st143;
	} else
		goto st143;
	goto st0;
st154:
	if ( ++p == pe )
		goto _test_eof154;
case 154:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st146;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st143;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st143;
	} else
		goto st143;
	goto st0;
st155:
	if ( ++p == pe )
		goto _test_eof155;
case 155:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st156;
		case 49: goto st161;
		case 50: goto st164;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st167;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st168;
	} else
		goto st168;
	goto st0;
st156:
	if ( ++p == pe )
		goto _test_eof156;
case 156:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st160;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st157;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st157;
	} else
		goto st157;
	goto st0;
st157:
	if ( ++p == pe )
		goto _test_eof157;
case 157:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st160;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st158;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st158;
	} else
		goto st158;
	goto st0;
st158:
	if ( ++p == pe )
		goto _test_eof158;
case 158:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st160;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st159;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st159;
	} else
		goto st159;
	goto st0;
st159:
	if ( ++p == pe )
		goto _test_eof159;
case 159:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st160;
		case 93: goto st78;
		case 549: goto st79;
	}
	goto st0;
st160:
	if ( ++p == pe )
		goto _test_eof160;
case 160:
	switch( (*p) ) {
		case 48: goto st142;
		case 49: goto st147;
		case 50: goto st150;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st153;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st154;
	} else
		goto st154;
	goto st0;
st161:
	if ( ++p == pe )
		goto _test_eof161;
case 161:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st160;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st162;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st157;
	} else
		goto st157;
	goto st0;
st162:
	if ( ++p == pe )
		goto _test_eof162;
case 162:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st160;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st163;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st158;
	} else
		goto st158;
	goto st0;
st163:
	if ( ++p == pe )
		goto _test_eof163;
case 163:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st160;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st159;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st159;
	} else
		goto st159;
	goto st0;
st164:
	if ( ++p == pe )
		goto _test_eof164;
case 164:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 53: goto st165;
		case 58: goto st160;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st162;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st157;
		} else if ( _widec >= 65 )
			goto st157;
	} else
		goto st166;
	goto st0;
st165:
	if ( ++p == pe )
		goto _test_eof165;
case 165:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st160;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st163;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st158;
		} else if ( _widec >= 65 )
			goto st158;
	} else
		goto st158;
	goto st0;
st166:
	if ( ++p == pe )
		goto _test_eof166;
case 166:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st160;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st158;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st158;
	} else
		goto st158;
	goto st0;
st167:
	if ( ++p == pe )
		goto _test_eof167;
case 167:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st160;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st166;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st157;
	} else
		goto st157;
	goto st0;
st168:
	if ( ++p == pe )
		goto _test_eof168;
case 168:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st160;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st157;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st157;
	} else
		goto st157;
	goto st0;
st169:
	if ( ++p == pe )
		goto _test_eof169;
case 169:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st170;
		case 49: goto st175;
		case 50: goto st178;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st181;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st182;
	} else
		goto st182;
	goto st0;
st170:
	if ( ++p == pe )
		goto _test_eof170;
case 170:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st174;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st171;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st171;
	} else
		goto st171;
	goto st0;
st171:
	if ( ++p == pe )
		goto _test_eof171;
case 171:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st174;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st172;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st172;
	} else
		goto st172;
	goto st0;
st172:
	if ( ++p == pe )
		goto _test_eof172;
case 172:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st174;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st173;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st173;
	} else
		goto st173;
	goto st0;
st173:
	if ( ++p == pe )
		goto _test_eof173;
case 173:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st174;
		case 93: goto st78;
		case 549: goto st79;
	}
	goto st0;
st174:
	if ( ++p == pe )
		goto _test_eof174;
case 174:
	switch( (*p) ) {
		case 48: goto st156;
		case 49: goto st161;
		case 50: goto st164;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st167;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st168;
	} else
		goto st168;
	goto st0;
st175:
	if ( ++p == pe )
		goto _test_eof175;
case 175:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st174;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st176;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st171;
	} else
		goto st171;
	goto st0;
st176:
	if ( ++p == pe )
		goto _test_eof176;
case 176:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st174;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st177;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st172;
	} else
		goto st172;
	goto st0;
st177:
	if ( ++p == pe )
		goto _test_eof177;
case 177:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st174;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st173;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st173;
	} else
		goto st173;
	goto st0;
st178:
	if ( ++p == pe )
		goto _test_eof178;
case 178:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 53: goto st179;
		case 58: goto st174;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st176;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st171;
		} else if ( _widec >= 65 )
			goto st171;
	} else
		goto st180;
	goto st0;
st179:
	if ( ++p == pe )
		goto _test_eof179;
case 179:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st174;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st177;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st172;
		} else if ( _widec >= 65 )
			goto st172;
	} else
		goto st172;
	goto st0;
st180:
	if ( ++p == pe )
		goto _test_eof180;
case 180:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st174;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st172;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st172;
	} else
		goto st172;
	goto st0;
st181:
	if ( ++p == pe )
		goto _test_eof181;
case 181:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st174;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st180;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st171;
	} else
		goto st171;
	goto st0;
st182:
	if ( ++p == pe )
		goto _test_eof182;
case 182:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st174;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st171;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st171;
	} else
		goto st171;
	goto st0;
st183:
	if ( ++p == pe )
		goto _test_eof183;
case 183:
	if ( (*p) == 58 )
		goto st184;
	goto st0;
st184:
	if ( ++p == pe )
		goto _test_eof184;
case 184:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st185;
		case 49: goto st190;
		case 50: goto st193;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st196;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st197;
	} else
		goto st197;
	goto st0;
st185:
	if ( ++p == pe )
		goto _test_eof185;
case 185:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st189;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st186;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st186;
	} else
		goto st186;
	goto st0;
st186:
	if ( ++p == pe )
		goto _test_eof186;
case 186:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st189;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st187;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st187;
	} else
		goto st187;
	goto st0;
st187:
	if ( ++p == pe )
		goto _test_eof187;
case 187:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st189;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st188;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st188;
	} else
		goto st188;
	goto st0;
st188:
	if ( ++p == pe )
		goto _test_eof188;
case 188:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st189;
		case 93: goto st78;
		case 549: goto st79;
	}
	goto st0;
st189:
	if ( ++p == pe )
		goto _test_eof189;
case 189:
	switch( (*p) ) {
		case 48: goto st170;
		case 49: goto st175;
		case 50: goto st178;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st181;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st182;
	} else
		goto st182;
	goto st0;
st190:
	if ( ++p == pe )
		goto _test_eof190;
case 190:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st189;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st191;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st186;
	} else
		goto st186;
	goto st0;
st191:
	if ( ++p == pe )
		goto _test_eof191;
case 191:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st189;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st192;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st187;
	} else
		goto st187;
	goto st0;
st192:
	if ( ++p == pe )
		goto _test_eof192;
case 192:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st189;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st188;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st188;
	} else
		goto st188;
	goto st0;
st193:
	if ( ++p == pe )
		goto _test_eof193;
case 193:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 53: goto st194;
		case 58: goto st189;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st191;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st186;
		} else if ( _widec >= 65 )
			goto st186;
	} else
		goto st195;
	goto st0;
st194:
	if ( ++p == pe )
		goto _test_eof194;
case 194:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st189;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st192;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st187;
		} else if ( _widec >= 65 )
			goto st187;
	} else
		goto st187;
	goto st0;
st195:
	if ( ++p == pe )
		goto _test_eof195;
case 195:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st189;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st187;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st187;
	} else
		goto st187;
	goto st0;
st196:
	if ( ++p == pe )
		goto _test_eof196;
case 196:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st72;
		case 58: goto st189;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st195;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st186;
	} else
		goto st186;
	goto st0;
st197:
	if ( ++p == pe )
		goto _test_eof197;
case 197:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st189;
		case 93: goto st78;
		case 549: goto st79;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st186;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st186;
	} else
		goto st186;
	goto st0;
st198:
	if ( ++p == pe )
		goto _test_eof198;
case 198:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st199;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st199;
	} else
		goto st199;
	goto st0;
st199:
	if ( ++p == pe )
		goto _test_eof199;
case 199:
	if ( (*p) == 46 )
		goto st200;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st199;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st199;
	} else
		goto st199;
	goto st0;
st200:
	if ( ++p == pe )
		goto _test_eof200;
case 200:
	switch( (*p) ) {
		case 33: goto st201;
		case 36: goto st201;
		case 61: goto st201;
		case 95: goto st201;
		case 126: goto st201;
	}
	if ( (*p) < 48 ) {
		if ( 38 <= (*p) && (*p) <= 46 )
			goto st201;
	} else if ( (*p) > 59 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st201;
		} else if ( (*p) >= 65 )
			goto st201;
	} else
		goto st201;
	goto st0;
st201:
	if ( ++p == pe )
		goto _test_eof201;
case 201:
	switch( (*p) ) {
		case 33: goto st201;
		case 36: goto st201;
		case 61: goto st201;
		case 93: goto st78;
		case 95: goto st201;
		case 126: goto st201;
	}
	if ( (*p) < 48 ) {
		if ( 38 <= (*p) && (*p) <= 46 )
			goto st201;
	} else if ( (*p) > 59 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st201;
		} else if ( (*p) >= 65 )
			goto st201;
	} else
		goto st201;
	goto st0;
tr9:
#line 37 "src/http/target.rl"
	{}
	goto st202;
st202:
	if ( ++p == pe )
		goto _test_eof202;
case 202:
#line 4078 "src/http/target.c"
	switch( (*p) ) {
		case 58: goto st345;
		case 86: goto st360;
		case 118: goto st360;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st203;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st203;
	} else
		goto st203;
	goto st0;
st203:
	if ( ++p == pe )
		goto _test_eof203;
case 203:
	if ( (*p) == 58 )
		goto st207;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st204;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st204;
	} else
		goto st204;
	goto st0;
st204:
	if ( ++p == pe )
		goto _test_eof204;
case 204:
	if ( (*p) == 58 )
		goto st207;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st205;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st205;
	} else
		goto st205;
	goto st0;
st205:
	if ( ++p == pe )
		goto _test_eof205;
case 205:
	if ( (*p) == 58 )
		goto st207;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st206;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st206;
	} else
		goto st206;
	goto st0;
st206:
	if ( ++p == pe )
		goto _test_eof206;
case 206:
	if ( (*p) == 58 )
		goto st207;
	goto st0;
st207:
	if ( ++p == pe )
		goto _test_eof207;
case 207:
	if ( (*p) == 58 )
		goto st331;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st208;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st208;
	} else
		goto st208;
	goto st0;
st208:
	if ( ++p == pe )
		goto _test_eof208;
case 208:
	if ( (*p) == 58 )
		goto st212;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st209;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st209;
	} else
		goto st209;
	goto st0;
st209:
	if ( ++p == pe )
		goto _test_eof209;
case 209:
	if ( (*p) == 58 )
		goto st212;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st210;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st210;
	} else
		goto st210;
	goto st0;
st210:
	if ( ++p == pe )
		goto _test_eof210;
case 210:
	if ( (*p) == 58 )
		goto st212;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st211;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st211;
	} else
		goto st211;
	goto st0;
st211:
	if ( ++p == pe )
		goto _test_eof211;
case 211:
	if ( (*p) == 58 )
		goto st212;
	goto st0;
st212:
	if ( ++p == pe )
		goto _test_eof212;
case 212:
	if ( (*p) == 58 )
		goto st317;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st213;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st213;
	} else
		goto st213;
	goto st0;
st213:
	if ( ++p == pe )
		goto _test_eof213;
case 213:
	if ( (*p) == 58 )
		goto st217;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st214;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st214;
	} else
		goto st214;
	goto st0;
st214:
	if ( ++p == pe )
		goto _test_eof214;
case 214:
	if ( (*p) == 58 )
		goto st217;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st215;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st215;
	} else
		goto st215;
	goto st0;
st215:
	if ( ++p == pe )
		goto _test_eof215;
case 215:
	if ( (*p) == 58 )
		goto st217;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st216;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st216;
	} else
		goto st216;
	goto st0;
st216:
	if ( ++p == pe )
		goto _test_eof216;
case 216:
	if ( (*p) == 58 )
		goto st217;
	goto st0;
st217:
	if ( ++p == pe )
		goto _test_eof217;
case 217:
	if ( (*p) == 58 )
		goto st303;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st218;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st218;
	} else
		goto st218;
	goto st0;
st218:
	if ( ++p == pe )
		goto _test_eof218;
case 218:
	if ( (*p) == 58 )
		goto st222;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st219;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st219;
	} else
		goto st219;
	goto st0;
st219:
	if ( ++p == pe )
		goto _test_eof219;
case 219:
	if ( (*p) == 58 )
		goto st222;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st220;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st220;
	} else
		goto st220;
	goto st0;
st220:
	if ( ++p == pe )
		goto _test_eof220;
case 220:
	if ( (*p) == 58 )
		goto st222;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st221;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st221;
	} else
		goto st221;
	goto st0;
st221:
	if ( ++p == pe )
		goto _test_eof221;
case 221:
	if ( (*p) == 58 )
		goto st222;
	goto st0;
st222:
	if ( ++p == pe )
		goto _test_eof222;
case 222:
	if ( (*p) == 58 )
		goto st289;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st223;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st223;
	} else
		goto st223;
	goto st0;
st223:
	if ( ++p == pe )
		goto _test_eof223;
case 223:
	if ( (*p) == 58 )
		goto st227;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st224;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st224;
	} else
		goto st224;
	goto st0;
st224:
	if ( ++p == pe )
		goto _test_eof224;
case 224:
	if ( (*p) == 58 )
		goto st227;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st225;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st225;
	} else
		goto st225;
	goto st0;
st225:
	if ( ++p == pe )
		goto _test_eof225;
case 225:
	if ( (*p) == 58 )
		goto st227;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st226;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st226;
	} else
		goto st226;
	goto st0;
st226:
	if ( ++p == pe )
		goto _test_eof226;
case 226:
	if ( (*p) == 58 )
		goto st227;
	goto st0;
st227:
	if ( ++p == pe )
		goto _test_eof227;
case 227:
	if ( (*p) == 58 )
		goto st275;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st228;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st228;
	} else
		goto st228;
	goto st0;
st228:
	if ( ++p == pe )
		goto _test_eof228;
case 228:
	if ( (*p) == 58 )
		goto st232;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st229;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st229;
	} else
		goto st229;
	goto st0;
st229:
	if ( ++p == pe )
		goto _test_eof229;
case 229:
	if ( (*p) == 58 )
		goto st232;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st230;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st230;
	} else
		goto st230;
	goto st0;
st230:
	if ( ++p == pe )
		goto _test_eof230;
case 230:
	if ( (*p) == 58 )
		goto st232;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st231;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st231;
	} else
		goto st231;
	goto st0;
st231:
	if ( ++p == pe )
		goto _test_eof231;
case 231:
	if ( (*p) == 58 )
		goto st232;
	goto st0;
st232:
	if ( ++p == pe )
		goto _test_eof232;
case 232:
	switch( (*p) ) {
		case 48: goto st233;
		case 49: goto st266;
		case 50: goto st269;
		case 58: goto st273;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st272;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st274;
	} else
		goto st274;
	goto st0;
st233:
	if ( ++p == pe )
		goto _test_eof233;
case 233:
	switch( (*p) ) {
		case 46: goto st234;
		case 58: goto st262;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st259;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st259;
	} else
		goto st259;
	goto st0;
st234:
	if ( ++p == pe )
		goto _test_eof234;
case 234:
	switch( (*p) ) {
		case 48: goto st235;
		case 49: goto st255;
		case 50: goto st257;
	}
	if ( 51 <= (*p) && (*p) <= 57 )
		goto st256;
	goto st0;
st235:
	if ( ++p == pe )
		goto _test_eof235;
case 235:
	if ( (*p) == 46 )
		goto st236;
	goto st0;
st236:
	if ( ++p == pe )
		goto _test_eof236;
case 236:
	switch( (*p) ) {
		case 48: goto st237;
		case 49: goto st251;
		case 50: goto st253;
	}
	if ( 51 <= (*p) && (*p) <= 57 )
		goto st252;
	goto st0;
st237:
	if ( ++p == pe )
		goto _test_eof237;
case 237:
	if ( (*p) == 46 )
		goto st238;
	goto st0;
st238:
	if ( ++p == pe )
		goto _test_eof238;
case 238:
	switch( (*p) ) {
		case 48: goto st239;
		case 49: goto st247;
		case 50: goto st249;
	}
	if ( 51 <= (*p) && (*p) <= 57 )
		goto st248;
	goto st0;
st239:
	if ( ++p == pe )
		goto _test_eof239;
case 239:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st240;
		case 549: goto st241;
	}
	goto st0;
st240:
	if ( ++p == pe )
		goto _test_eof240;
case 240:
	if ( (*p) == 58 )
		goto tr12;
	goto st0;
st241:
	if ( ++p == pe )
		goto _test_eof241;
case 241:
	if ( (*p) == 50 )
		goto st242;
	goto st0;
st242:
	if ( ++p == pe )
		goto _test_eof242;
case 242:
	if ( (*p) == 53 )
		goto st243;
	goto st0;
st243:
	if ( ++p == pe )
		goto _test_eof243;
case 243:
	switch( (*p) ) {
		case 37: goto st244;
		case 95: goto st246;
		case 126: goto st246;
	}
	if ( (*p) < 48 ) {
		if ( 45 <= (*p) && (*p) <= 46 )
			goto st246;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st246;
		} else if ( (*p) >= 65 )
			goto st246;
	} else
		goto st246;
	goto st0;
st244:
	if ( ++p == pe )
		goto _test_eof244;
case 244:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st245;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st245;
	} else
		goto st245;
	goto st0;
st245:
	if ( ++p == pe )
		goto _test_eof245;
case 245:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st246;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st246;
	} else
		goto st246;
	goto st0;
st246:
	if ( ++p == pe )
		goto _test_eof246;
case 246:
	switch( (*p) ) {
		case 37: goto st244;
		case 93: goto st240;
		case 95: goto st246;
		case 126: goto st246;
	}
	if ( (*p) < 48 ) {
		if ( 45 <= (*p) && (*p) <= 46 )
			goto st246;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st246;
		} else if ( (*p) >= 65 )
			goto st246;
	} else
		goto st246;
	goto st0;
st247:
	if ( ++p == pe )
		goto _test_eof247;
case 247:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( 48 <= _widec && _widec <= 57 )
		goto st248;
	goto st0;
st248:
	if ( ++p == pe )
		goto _test_eof248;
case 248:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( 48 <= _widec && _widec <= 57 )
		goto st239;
	goto st0;
st249:
	if ( ++p == pe )
		goto _test_eof249;
case 249:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 53: goto st250;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec > 52 ) {
		if ( 54 <= _widec && _widec <= 57 )
			goto st239;
	} else if ( _widec >= 48 )
		goto st248;
	goto st0;
st250:
	if ( ++p == pe )
		goto _test_eof250;
case 250:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( 48 <= _widec && _widec <= 53 )
		goto st239;
	goto st0;
st251:
	if ( ++p == pe )
		goto _test_eof251;
case 251:
	if ( (*p) == 46 )
		goto st238;
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st252;
	goto st0;
st252:
	if ( ++p == pe )
		goto _test_eof252;
case 252:
	if ( (*p) == 46 )
		goto st238;
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st237;
	goto st0;
st253:
	if ( ++p == pe )
		goto _test_eof253;
case 253:
	switch( (*p) ) {
		case 46: goto st238;
		case 53: goto st254;
	}
	if ( (*p) > 52 ) {
		if ( 54 <= (*p) && (*p) <= 57 )
			goto st237;
	} else if ( (*p) >= 48 )
		goto st252;
	goto st0;
st254:
	if ( ++p == pe )
		goto _test_eof254;
case 254:
	if ( (*p) == 46 )
		goto st238;
	if ( 48 <= (*p) && (*p) <= 53 )
		goto st237;
	goto st0;
st255:
	if ( ++p == pe )
		goto _test_eof255;
case 255:
	if ( (*p) == 46 )
		goto st236;
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st256;
	goto st0;
st256:
	if ( ++p == pe )
		goto _test_eof256;
case 256:
	if ( (*p) == 46 )
		goto st236;
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st235;
	goto st0;
st257:
	if ( ++p == pe )
		goto _test_eof257;
case 257:
	switch( (*p) ) {
		case 46: goto st236;
		case 53: goto st258;
	}
	if ( (*p) > 52 ) {
		if ( 54 <= (*p) && (*p) <= 57 )
			goto st235;
	} else if ( (*p) >= 48 )
		goto st256;
	goto st0;
st258:
	if ( ++p == pe )
		goto _test_eof258;
case 258:
	if ( (*p) == 46 )
		goto st236;
	if ( 48 <= (*p) && (*p) <= 53 )
		goto st235;
	goto st0;
st259:
	if ( ++p == pe )
		goto _test_eof259;
case 259:
	if ( (*p) == 58 )
		goto st262;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st260;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st260;
	} else
		goto st260;
	goto st0;
st260:
	if ( ++p == pe )
		goto _test_eof260;
case 260:
	if ( (*p) == 58 )
		goto st262;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st261;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st261;
	} else
		goto st261;
	goto st0;
st261:
	if ( ++p == pe )
		goto _test_eof261;
case 261:
	if ( (*p) == 58 )
		goto st262;
	goto st0;
st262:
	if ( ++p == pe )
		goto _test_eof262;
case 262:
	if ( (*p) == 58 )
		goto st239;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st263;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st263;
	} else
		goto st263;
	goto st0;
st263:
	if ( ++p == pe )
		goto _test_eof263;
case 263:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st264;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st264;
	} else
		goto st264;
	goto st0;
st264:
	if ( ++p == pe )
		goto _test_eof264;
case 264:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st265;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st265;
	} else
		goto st265;
	goto st0;
st265:
	if ( ++p == pe )
		goto _test_eof265;
case 265:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st239;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st239;
	} else
		goto st239;
	goto st0;
st266:
	if ( ++p == pe )
		goto _test_eof266;
case 266:
	switch( (*p) ) {
		case 46: goto st234;
		case 58: goto st262;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st267;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st259;
	} else
		goto st259;
	goto st0;
st267:
	if ( ++p == pe )
		goto _test_eof267;
case 267:
	switch( (*p) ) {
		case 46: goto st234;
		case 58: goto st262;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st268;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st260;
	} else
		goto st260;
	goto st0;
st268:
	if ( ++p == pe )
		goto _test_eof268;
case 268:
	switch( (*p) ) {
		case 46: goto st234;
		case 58: goto st262;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st261;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st261;
	} else
		goto st261;
	goto st0;
st269:
	if ( ++p == pe )
		goto _test_eof269;
case 269:
	switch( (*p) ) {
		case 46: goto st234;
		case 53: goto st270;
		case 58: goto st262;
	}
	if ( (*p) < 54 ) {
		if ( 48 <= (*p) && (*p) <= 52 )
			goto st267;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 70 ) {
			if ( 97 <= (*p) && (*p) <= 102 )
				goto st259;
		} else if ( (*p) >= 65 )
			goto st259;
	} else
		goto st271;
	goto st0;
st270:
	if ( ++p == pe )
		goto _test_eof270;
case 270:
	switch( (*p) ) {
		case 46: goto st234;
		case 58: goto st262;
	}
	if ( (*p) < 54 ) {
		if ( 48 <= (*p) && (*p) <= 53 )
			goto st268;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 70 ) {
			if ( 97 <= (*p) && (*p) <= 102 )
				goto st260;
		} else if ( (*p) >= 65 )
			goto st260;
	} else
		goto st260;
	goto st0;
st271:
	if ( ++p == pe )
		goto _test_eof271;
case 271:
	switch( (*p) ) {
		case 46: goto st234;
		case 58: goto st262;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st260;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st260;
	} else
		goto st260;
	goto st0;
st272:
	if ( ++p == pe )
		goto _test_eof272;
case 272:
	switch( (*p) ) {
		case 46: goto st234;
		case 58: goto st262;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st271;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st259;
	} else
		goto st259;
	goto st0;
st273:
	if ( ++p == pe )
		goto _test_eof273;
case 273:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st263;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st263;
	} else
		goto st263;
	goto st0;
st274:
	if ( ++p == pe )
		goto _test_eof274;
case 274:
	if ( (*p) == 58 )
		goto st262;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st259;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st259;
	} else
		goto st259;
	goto st0;
st275:
	if ( ++p == pe )
		goto _test_eof275;
case 275:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st276;
		case 49: goto st281;
		case 50: goto st284;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st287;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st288;
	} else
		goto st288;
	goto st0;
st276:
	if ( ++p == pe )
		goto _test_eof276;
case 276:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st280;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st277;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st277;
	} else
		goto st277;
	goto st0;
st277:
	if ( ++p == pe )
		goto _test_eof277;
case 277:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st280;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st278;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st278;
	} else
		goto st278;
	goto st0;
st278:
	if ( ++p == pe )
		goto _test_eof278;
case 278:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st280;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st279;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st279;
	} else
		goto st279;
	goto st0;
st279:
	if ( ++p == pe )
		goto _test_eof279;
case 279:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st280;
		case 93: goto st240;
		case 549: goto st241;
	}
	goto st0;
st280:
	if ( ++p == pe )
		goto _test_eof280;
case 280:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st263;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st263;
	} else
		goto st263;
	goto st0;
st281:
	if ( ++p == pe )
		goto _test_eof281;
case 281:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st280;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st282;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st277;
	} else
		goto st277;
	goto st0;
st282:
	if ( ++p == pe )
		goto _test_eof282;
case 282:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st280;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st283;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st278;
	} else
		goto st278;
	goto st0;
st283:
	if ( ++p == pe )
		goto _test_eof283;
case 283:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st280;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st279;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st279;
	} else
		goto st279;
	goto st0;
st284:
	if ( ++p == pe )
		goto _test_eof284;
case 284:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 53: goto st285;
		case 58: goto st280;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st282;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st277;
		} else if ( _widec >= 65 )
			goto st277;
	} else
		goto st286;
	goto st0;
st285:
	if ( ++p == pe )
		goto _test_eof285;
case 285:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st280;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st283;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st278;
		} else if ( _widec >= 65 )
			goto st278;
	} else
		goto st278;
	goto st0;
st286:
	if ( ++p == pe )
		goto _test_eof286;
case 286:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st280;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st278;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st278;
	} else
		goto st278;
	goto st0;
st287:
	if ( ++p == pe )
		goto _test_eof287;
case 287:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st280;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st286;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st277;
	} else
		goto st277;
	goto st0;
st288:
	if ( ++p == pe )
		goto _test_eof288;
case 288:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st280;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st277;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st277;
	} else
		goto st277;
	goto st0;
st289:
	if ( ++p == pe )
		goto _test_eof289;
case 289:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st290;
		case 49: goto st295;
		case 50: goto st298;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st301;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st302;
	} else
		goto st302;
	goto st0;
st290:
	if ( ++p == pe )
		goto _test_eof290;
case 290:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st294;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st291;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st291;
	} else
		goto st291;
	goto st0;
st291:
	if ( ++p == pe )
		goto _test_eof291;
case 291:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st294;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st292;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st292;
	} else
		goto st292;
	goto st0;
st292:
	if ( ++p == pe )
		goto _test_eof292;
case 292:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st294;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st293;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st293;
	} else
		goto st293;
	goto st0;
st293:
	if ( ++p == pe )
		goto _test_eof293;
case 293:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st294;
		case 93: goto st240;
		case 549: goto st241;
	}
	goto st0;
st294:
	if ( ++p == pe )
		goto _test_eof294;
case 294:
	switch( (*p) ) {
		case 48: goto st276;
		case 49: goto st281;
		case 50: goto st284;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st287;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st288;
	} else
		goto st288;
	goto st0;
st295:
	if ( ++p == pe )
		goto _test_eof295;
case 295:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st294;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st296;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st291;
	} else
		goto st291;
	goto st0;
st296:
	if ( ++p == pe )
		goto _test_eof296;
case 296:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st294;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st297;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st292;
	} else
		goto st292;
	goto st0;
st297:
	if ( ++p == pe )
		goto _test_eof297;
case 297:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st294;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st293;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st293;
	} else
		goto st293;
	goto st0;
st298:
	if ( ++p == pe )
		goto _test_eof298;
case 298:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 53: goto st299;
		case 58: goto st294;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st296;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st291;
		} else if ( _widec >= 65 )
			goto st291;
	} else
		goto st300;
	goto st0;
st299:
	if ( ++p == pe )
		goto _test_eof299;
case 299:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st294;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st297;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st292;
		} else if ( _widec >= 65 )
			goto st292;
	} else
		goto st292;
	goto st0;
st300:
	if ( ++p == pe )
		goto _test_eof300;
case 300:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st294;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st292;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st292;
	} else
		goto st292;
	goto st0;
st301:
	if ( ++p == pe )
		goto _test_eof301;
case 301:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st294;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st300;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st291;
	} else
		goto st291;
	goto st0;
st302:
	if ( ++p == pe )
		goto _test_eof302;
case 302:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st294;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st291;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st291;
	} else
		goto st291;
	goto st0;
st303:
	if ( ++p == pe )
		goto _test_eof303;
case 303:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st304;
		case 49: goto st309;
		case 50: goto st312;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st315;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st316;
	} else
		goto st316;
	goto st0;
st304:
	if ( ++p == pe )
		goto _test_eof304;
case 304:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st308;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st305;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st305;
	} else
		goto st305;
	goto st0;
st305:
	if ( ++p == pe )
		goto _test_eof305;
case 305:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st308;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st306;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st306;
	} else
		goto st306;
	goto st0;
st306:
	if ( ++p == pe )
		goto _test_eof306;
case 306:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st308;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st307;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st307;
	} else
		goto st307;
	goto st0;
st307:
	if ( ++p == pe )
		goto _test_eof307;
case 307:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st308;
		case 93: goto st240;
		case 549: goto st241;
	}
	goto st0;
st308:
	if ( ++p == pe )
		goto _test_eof308;
case 308:
	switch( (*p) ) {
		case 48: goto st290;
		case 49: goto st295;
		case 50: goto st298;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st301;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st302;
	} else
		goto st302;
	goto st0;
st309:
	if ( ++p == pe )
		goto _test_eof309;
case 309:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st308;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st310;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st305;
	} else
		goto st305;
	goto st0;
st310:
	if ( ++p == pe )
		goto _test_eof310;
case 310:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st308;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st311;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st306;
	} else
		goto st306;
	goto st0;
st311:
	if ( ++p == pe )
		goto _test_eof311;
case 311:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st308;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st307;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st307;
	} else
		goto st307;
	goto st0;
st312:
	if ( ++p == pe )
		goto _test_eof312;
case 312:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 53: goto st313;
		case 58: goto st308;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st310;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st305;
		} else if ( _widec >= 65 )
			goto st305;
	} else
		goto st314;
	goto st0;
st313:
	if ( ++p == pe )
		goto _test_eof313;
case 313:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st308;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st311;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st306;
		} else if ( _widec >= 65 )
			goto st306;
	} else
		goto st306;
	goto st0;
st314:
	if ( ++p == pe )
		goto _test_eof314;
case 314:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st308;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st306;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st306;
	} else
		goto st306;
	goto st0;
st315:
	if ( ++p == pe )
		goto _test_eof315;
case 315:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st308;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st314;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st305;
	} else
		goto st305;
	goto st0;
st316:
	if ( ++p == pe )
		goto _test_eof316;
case 316:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st308;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st305;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st305;
	} else
		goto st305;
	goto st0;
st317:
	if ( ++p == pe )
		goto _test_eof317;
case 317:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st318;
		case 49: goto st323;
		case 50: goto st326;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st329;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st330;
	} else
		goto st330;
	goto st0;
st318:
	if ( ++p == pe )
		goto _test_eof318;
case 318:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st322;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st319;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st319;
	} else
		goto st319;
	goto st0;
st319:
	if ( ++p == pe )
		goto _test_eof319;
case 319:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st322;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st320;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st320;
	} else
		goto st320;
	goto st0;
st320:
	if ( ++p == pe )
		goto _test_eof320;
case 320:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st322;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st321;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st321;
	} else
		goto st321;
	goto st0;
st321:
	if ( ++p == pe )
		goto _test_eof321;
case 321:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st322;
		case 93: goto st240;
		case 549: goto st241;
	}
	goto st0;
st322:
	if ( ++p == pe )
		goto _test_eof322;
case 322:
	switch( (*p) ) {
		case 48: goto st304;
		case 49: goto st309;
		case 50: goto st312;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st315;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st316;
	} else
		goto st316;
	goto st0;
st323:
	if ( ++p == pe )
		goto _test_eof323;
case 323:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st322;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st324;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st319;
	} else
		goto st319;
	goto st0;
st324:
	if ( ++p == pe )
		goto _test_eof324;
case 324:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st322;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st325;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st320;
	} else
		goto st320;
	goto st0;
st325:
	if ( ++p == pe )
		goto _test_eof325;
case 325:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st322;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st321;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st321;
	} else
		goto st321;
	goto st0;
st326:
	if ( ++p == pe )
		goto _test_eof326;
case 326:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 53: goto st327;
		case 58: goto st322;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st324;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st319;
		} else if ( _widec >= 65 )
			goto st319;
	} else
		goto st328;
	goto st0;
st327:
	if ( ++p == pe )
		goto _test_eof327;
case 327:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st322;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st325;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st320;
		} else if ( _widec >= 65 )
			goto st320;
	} else
		goto st320;
	goto st0;
st328:
	if ( ++p == pe )
		goto _test_eof328;
case 328:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st322;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st320;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st320;
	} else
		goto st320;
	goto st0;
st329:
	if ( ++p == pe )
		goto _test_eof329;
case 329:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st322;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st328;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st319;
	} else
		goto st319;
	goto st0;
st330:
	if ( ++p == pe )
		goto _test_eof330;
case 330:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st322;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st319;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st319;
	} else
		goto st319;
	goto st0;
st331:
	if ( ++p == pe )
		goto _test_eof331;
case 331:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st332;
		case 49: goto st337;
		case 50: goto st340;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st343;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st344;
	} else
		goto st344;
	goto st0;
st332:
	if ( ++p == pe )
		goto _test_eof332;
case 332:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st336;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st333;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st333;
	} else
		goto st333;
	goto st0;
st333:
	if ( ++p == pe )
		goto _test_eof333;
case 333:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st336;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st334;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st334;
	} else
		goto st334;
	goto st0;
st334:
	if ( ++p == pe )
		goto _test_eof334;
case 334:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st336;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st335;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st335;
	} else
		goto st335;
	goto st0;
st335:
	if ( ++p == pe )
		goto _test_eof335;
case 335:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st336;
		case 93: goto st240;
		case 549: goto st241;
	}
	goto st0;
st336:
	if ( ++p == pe )
		goto _test_eof336;
case 336:
	switch( (*p) ) {
		case 48: goto st318;
		case 49: goto st323;
		case 50: goto st326;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st329;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st330;
	} else
		goto st330;
	goto st0;
st337:
	if ( ++p == pe )
		goto _test_eof337;
case 337:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st336;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st338;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st333;
	} else
		goto st333;
	goto st0;
st338:
	if ( ++p == pe )
		goto _test_eof338;
case 338:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st336;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st339;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st334;
	} else
		goto st334;
	goto st0;
st339:
	if ( ++p == pe )
		goto _test_eof339;
case 339:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st336;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st335;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st335;
	} else
		goto st335;
	goto st0;
st340:
	if ( ++p == pe )
		goto _test_eof340;
case 340:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 53: goto st341;
		case 58: goto st336;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st338;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st333;
		} else if ( _widec >= 65 )
			goto st333;
	} else
		goto st342;
	goto st0;
st341:
	if ( ++p == pe )
		goto _test_eof341;
case 341:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st336;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st339;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st334;
		} else if ( _widec >= 65 )
			goto st334;
	} else
		goto st334;
	goto st0;
st342:
	if ( ++p == pe )
		goto _test_eof342;
case 342:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st336;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st334;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st334;
	} else
		goto st334;
	goto st0;
st343:
	if ( ++p == pe )
		goto _test_eof343;
case 343:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st336;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st342;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st333;
	} else
		goto st333;
	goto st0;
st344:
	if ( ++p == pe )
		goto _test_eof344;
case 344:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st336;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st333;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st333;
	} else
		goto st333;
	goto st0;
st345:
	if ( ++p == pe )
		goto _test_eof345;
case 345:
	if ( (*p) == 58 )
		goto st346;
	goto st0;
st346:
	if ( ++p == pe )
		goto _test_eof346;
case 346:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st347;
		case 49: goto st352;
		case 50: goto st355;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st358;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st359;
	} else
		goto st359;
	goto st0;
st347:
	if ( ++p == pe )
		goto _test_eof347;
case 347:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st351;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st348;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st348;
	} else
		goto st348;
	goto st0;
st348:
	if ( ++p == pe )
		goto _test_eof348;
case 348:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st351;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st349;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st349;
	} else
		goto st349;
	goto st0;
st349:
	if ( ++p == pe )
		goto _test_eof349;
case 349:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st351;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st350;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st350;
	} else
		goto st350;
	goto st0;
st350:
	if ( ++p == pe )
		goto _test_eof350;
case 350:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st351;
		case 93: goto st240;
		case 549: goto st241;
	}
	goto st0;
st351:
	if ( ++p == pe )
		goto _test_eof351;
case 351:
	switch( (*p) ) {
		case 48: goto st332;
		case 49: goto st337;
		case 50: goto st340;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st343;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st344;
	} else
		goto st344;
	goto st0;
st352:
	if ( ++p == pe )
		goto _test_eof352;
case 352:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st351;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st353;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st348;
	} else
		goto st348;
	goto st0;
st353:
	if ( ++p == pe )
		goto _test_eof353;
case 353:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st351;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st354;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st349;
	} else
		goto st349;
	goto st0;
st354:
	if ( ++p == pe )
		goto _test_eof354;
case 354:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st351;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st350;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st350;
	} else
		goto st350;
	goto st0;
st355:
	if ( ++p == pe )
		goto _test_eof355;
case 355:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 53: goto st356;
		case 58: goto st351;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st353;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st348;
		} else if ( _widec >= 65 )
			goto st348;
	} else
		goto st357;
	goto st0;
st356:
	if ( ++p == pe )
		goto _test_eof356;
case 356:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st351;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st354;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st349;
		} else if ( _widec >= 65 )
			goto st349;
	} else
		goto st349;
	goto st0;
st357:
	if ( ++p == pe )
		goto _test_eof357;
case 357:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st351;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st349;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st349;
	} else
		goto st349;
	goto st0;
st358:
	if ( ++p == pe )
		goto _test_eof358;
case 358:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st234;
		case 58: goto st351;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st357;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st348;
	} else
		goto st348;
	goto st0;
st359:
	if ( ++p == pe )
		goto _test_eof359;
case 359:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st351;
		case 93: goto st240;
		case 549: goto st241;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st348;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st348;
	} else
		goto st348;
	goto st0;
st360:
	if ( ++p == pe )
		goto _test_eof360;
case 360:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st361;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st361;
	} else
		goto st361;
	goto st0;
st361:
	if ( ++p == pe )
		goto _test_eof361;
case 361:
	if ( (*p) == 46 )
		goto st362;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st361;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st361;
	} else
		goto st361;
	goto st0;
st362:
	if ( ++p == pe )
		goto _test_eof362;
case 362:
	switch( (*p) ) {
		case 33: goto st363;
		case 36: goto st363;
		case 61: goto st363;
		case 95: goto st363;
		case 126: goto st363;
	}
	if ( (*p) < 48 ) {
		if ( 38 <= (*p) && (*p) <= 46 )
			goto st363;
	} else if ( (*p) > 59 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st363;
		} else if ( (*p) >= 65 )
			goto st363;
	} else
		goto st363;
	goto st0;
st363:
	if ( ++p == pe )
		goto _test_eof363;
case 363:
	switch( (*p) ) {
		case 33: goto st363;
		case 36: goto st363;
		case 61: goto st363;
		case 93: goto st240;
		case 95: goto st363;
		case 126: goto st363;
	}
	if ( (*p) < 48 ) {
		if ( 38 <= (*p) && (*p) <= 46 )
			goto st363;
	} else if ( (*p) > 59 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st363;
		} else if ( (*p) >= 65 )
			goto st363;
	} else
		goto st363;
	goto st0;
case 364:
	_ps = 364;
	if ( (*p) == 47 )
		goto tr389;
	goto st0;
tr389:
#line 24 "src/http/target.rl"
	{ RUN((_ps) == 1402, LLURI__C_SEGMENT); }
	goto st1402;
st1402:
	if ( ++p == pe )
		goto _test_eof1402;
case 1402:
#line 7232 "src/http/target.c"
	_ps = 1402;
	switch( (*p) ) {
		case 33: goto tr389;
		case 37: goto tr1427;
		case 61: goto tr389;
		case 63: goto st1403;
		case 95: goto tr389;
		case 126: goto tr389;
	}
	if ( (*p) < 64 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto tr389;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr389;
	} else
		goto tr389;
	goto st0;
tr1427:
#line 24 "src/http/target.rl"
	{ RUN((_ps) == 365, LLURI__C_SEGMENT); }
	goto st365;
st365:
	if ( ++p == pe )
		goto _test_eof365;
case 365:
#line 7257 "src/http/target.c"
	_ps = 365;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr390;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr390;
	} else
		goto tr390;
	goto st0;
tr390:
#line 24 "src/http/target.rl"
	{ RUN((_ps) == 366, LLURI__C_SEGMENT); }
	goto st366;
st366:
	if ( ++p == pe )
		goto _test_eof366;
case 366:
#line 7274 "src/http/target.c"
	_ps = 366;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr389;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr389;
	} else
		goto tr389;
	goto st0;
st1403:
	if ( ++p == pe )
		goto _test_eof1403;
case 1403:
	_ps = 1403;
	switch( (*p) ) {
		case 33: goto tr1429;
		case 37: goto tr1430;
		case 61: goto tr1429;
		case 95: goto tr1429;
		case 126: goto tr1429;
	}
	if ( (*p) < 63 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto tr1429;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr1429;
	} else
		goto tr1429;
	goto st0;
tr1429:
#line 33 "src/http/target.rl"
	{ query = p - buf; }
#line 25 "src/http/target.rl"
	{ RUN((_ps) == 1404, LLURI__C_QUERY); }
	goto st1404;
tr392:
#line 25 "src/http/target.rl"
	{ RUN((_ps) == 1404, LLURI__C_QUERY); }
	goto st1404;
st1404:
	if ( ++p == pe )
		goto _test_eof1404;
case 1404:
#line 7316 "src/http/target.c"
	_ps = 1404;
	switch( (*p) ) {
		case 33: goto tr392;
		case 37: goto tr1431;
		case 61: goto tr392;
		case 95: goto tr392;
		case 126: goto tr392;
	}
	if ( (*p) < 63 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto tr392;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr392;
	} else
		goto tr392;
	goto st0;
tr1430:
#line 33 "src/http/target.rl"
	{ query = p - buf; }
#line 25 "src/http/target.rl"
	{ RUN((_ps) == 367, LLURI__C_QUERY); }
	goto st367;
tr1431:
#line 25 "src/http/target.rl"
	{ RUN((_ps) == 367, LLURI__C_QUERY); }
	goto st367;
st367:
	if ( ++p == pe )
		goto _test_eof367;
case 367:
#line 7344 "src/http/target.c"
	_ps = 367;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr391;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr391;
	} else
		goto tr391;
	goto st0;
tr391:
#line 25 "src/http/target.rl"
	{ RUN((_ps) == 368, LLURI__C_QUERY); }
	goto st368;
st368:
	if ( ++p == pe )
		goto _test_eof368;
case 368:
#line 7361 "src/http/target.c"
	_ps = 368;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr392;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr392;
	} else
		goto tr392;
	goto st0;
case 369:
	_ps = 369;
	switch( (*p) ) {
		case 33: goto tr393;
		case 37: goto tr394;
		case 58: goto tr395;
		case 61: goto tr393;
		case 91: goto st373;
		case 95: goto tr393;
		case 126: goto tr393;
	}
	if ( (*p) < 48 ) {
		if ( 36 <= (*p) && (*p) <= 46 )
			goto tr393;
	} else if ( (*p) > 59 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto tr393;
		} else if ( (*p) >= 65 )
			goto tr393;
	} else
		goto tr393;
	goto st0;
tr393:
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 370, LLURI__C_UNRESERVED); }
	goto st370;
st370:
	if ( ++p == pe )
		goto _test_eof370;
case 370:
#line 7401 "src/http/target.c"
	_ps = 370;
	switch( (*p) ) {
		case 33: goto tr393;
		case 37: goto tr394;
		case 58: goto tr395;
		case 61: goto tr393;
		case 95: goto tr393;
		case 126: goto tr393;
	}
	if ( (*p) < 48 ) {
		if ( 36 <= (*p) && (*p) <= 46 )
			goto tr393;
	} else if ( (*p) > 59 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto tr393;
		} else if ( (*p) >= 65 )
			goto tr393;
	} else
		goto tr393;
	goto st0;
tr394:
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 371, LLURI__C_UNRESERVED); }
	goto st371;
st371:
	if ( ++p == pe )
		goto _test_eof371;
case 371:
#line 7429 "src/http/target.c"
	_ps = 371;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr397;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr397;
	} else
		goto tr397;
	goto st0;
tr397:
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 372, LLURI__C_UNRESERVED); }
	goto st372;
st372:
	if ( ++p == pe )
		goto _test_eof372;
case 372:
#line 7446 "src/http/target.c"
	_ps = 372;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr393;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr393;
	} else
		goto tr393;
	goto st0;
tr395:
#line 34 "src/http/target.rl"
	{ host_end = p - buf; }
	goto st1405;
st1405:
	if ( ++p == pe )
		goto _test_eof1405;
case 1405:
#line 7463 "src/http/target.c"
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st1405;
	goto st0;
st373:
	if ( ++p == pe )
		goto _test_eof373;
case 373:
	switch( (*p) ) {
		case 58: goto st516;
		case 86: goto st531;
		case 118: goto st531;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st374;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st374;
	} else
		goto st374;
	goto st0;
st374:
	if ( ++p == pe )
		goto _test_eof374;
case 374:
	if ( (*p) == 58 )
		goto st378;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st375;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st375;
	} else
		goto st375;
	goto st0;
st375:
	if ( ++p == pe )
		goto _test_eof375;
case 375:
	if ( (*p) == 58 )
		goto st378;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st376;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st376;
	} else
		goto st376;
	goto st0;
st376:
	if ( ++p == pe )
		goto _test_eof376;
case 376:
	if ( (*p) == 58 )
		goto st378;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st377;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st377;
	} else
		goto st377;
	goto st0;
st377:
	if ( ++p == pe )
		goto _test_eof377;
case 377:
	if ( (*p) == 58 )
		goto st378;
	goto st0;
st378:
	if ( ++p == pe )
		goto _test_eof378;
case 378:
	if ( (*p) == 58 )
		goto st502;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st379;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st379;
	} else
		goto st379;
	goto st0;
st379:
	if ( ++p == pe )
		goto _test_eof379;
case 379:
	if ( (*p) == 58 )
		goto st383;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st380;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st380;
	} else
		goto st380;
	goto st0;
st380:
	if ( ++p == pe )
		goto _test_eof380;
case 380:
	if ( (*p) == 58 )
		goto st383;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st381;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st381;
	} else
		goto st381;
	goto st0;
st381:
	if ( ++p == pe )
		goto _test_eof381;
case 381:
	if ( (*p) == 58 )
		goto st383;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st382;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st382;
	} else
		goto st382;
	goto st0;
st382:
	if ( ++p == pe )
		goto _test_eof382;
case 382:
	if ( (*p) == 58 )
		goto st383;
	goto st0;
st383:
	if ( ++p == pe )
		goto _test_eof383;
case 383:
	if ( (*p) == 58 )
		goto st488;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st384;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st384;
	} else
		goto st384;
	goto st0;
st384:
	if ( ++p == pe )
		goto _test_eof384;
case 384:
	if ( (*p) == 58 )
		goto st388;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st385;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st385;
	} else
		goto st385;
	goto st0;
st385:
	if ( ++p == pe )
		goto _test_eof385;
case 385:
	if ( (*p) == 58 )
		goto st388;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st386;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st386;
	} else
		goto st386;
	goto st0;
st386:
	if ( ++p == pe )
		goto _test_eof386;
case 386:
	if ( (*p) == 58 )
		goto st388;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st387;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st387;
	} else
		goto st387;
	goto st0;
st387:
	if ( ++p == pe )
		goto _test_eof387;
case 387:
	if ( (*p) == 58 )
		goto st388;
	goto st0;
st388:
	if ( ++p == pe )
		goto _test_eof388;
case 388:
	if ( (*p) == 58 )
		goto st474;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st389;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st389;
	} else
		goto st389;
	goto st0;
st389:
	if ( ++p == pe )
		goto _test_eof389;
case 389:
	if ( (*p) == 58 )
		goto st393;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st390;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st390;
	} else
		goto st390;
	goto st0;
st390:
	if ( ++p == pe )
		goto _test_eof390;
case 390:
	if ( (*p) == 58 )
		goto st393;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st391;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st391;
	} else
		goto st391;
	goto st0;
st391:
	if ( ++p == pe )
		goto _test_eof391;
case 391:
	if ( (*p) == 58 )
		goto st393;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st392;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st392;
	} else
		goto st392;
	goto st0;
st392:
	if ( ++p == pe )
		goto _test_eof392;
case 392:
	if ( (*p) == 58 )
		goto st393;
	goto st0;
st393:
	if ( ++p == pe )
		goto _test_eof393;
case 393:
	if ( (*p) == 58 )
		goto st460;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st394;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st394;
	} else
		goto st394;
	goto st0;
st394:
	if ( ++p == pe )
		goto _test_eof394;
case 394:
	if ( (*p) == 58 )
		goto st398;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st395;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st395;
	} else
		goto st395;
	goto st0;
st395:
	if ( ++p == pe )
		goto _test_eof395;
case 395:
	if ( (*p) == 58 )
		goto st398;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st396;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st396;
	} else
		goto st396;
	goto st0;
st396:
	if ( ++p == pe )
		goto _test_eof396;
case 396:
	if ( (*p) == 58 )
		goto st398;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st397;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st397;
	} else
		goto st397;
	goto st0;
st397:
	if ( ++p == pe )
		goto _test_eof397;
case 397:
	if ( (*p) == 58 )
		goto st398;
	goto st0;
st398:
	if ( ++p == pe )
		goto _test_eof398;
case 398:
	if ( (*p) == 58 )
		goto st446;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st399;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st399;
	} else
		goto st399;
	goto st0;
st399:
	if ( ++p == pe )
		goto _test_eof399;
case 399:
	if ( (*p) == 58 )
		goto st403;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st400;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st400;
	} else
		goto st400;
	goto st0;
st400:
	if ( ++p == pe )
		goto _test_eof400;
case 400:
	if ( (*p) == 58 )
		goto st403;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st401;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st401;
	} else
		goto st401;
	goto st0;
st401:
	if ( ++p == pe )
		goto _test_eof401;
case 401:
	if ( (*p) == 58 )
		goto st403;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st402;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st402;
	} else
		goto st402;
	goto st0;
st402:
	if ( ++p == pe )
		goto _test_eof402;
case 402:
	if ( (*p) == 58 )
		goto st403;
	goto st0;
st403:
	if ( ++p == pe )
		goto _test_eof403;
case 403:
	switch( (*p) ) {
		case 48: goto st404;
		case 49: goto st437;
		case 50: goto st440;
		case 58: goto st444;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st443;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st445;
	} else
		goto st445;
	goto st0;
st404:
	if ( ++p == pe )
		goto _test_eof404;
case 404:
	switch( (*p) ) {
		case 46: goto st405;
		case 58: goto st433;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st430;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st430;
	} else
		goto st430;
	goto st0;
st405:
	if ( ++p == pe )
		goto _test_eof405;
case 405:
	switch( (*p) ) {
		case 48: goto st406;
		case 49: goto st426;
		case 50: goto st428;
	}
	if ( 51 <= (*p) && (*p) <= 57 )
		goto st427;
	goto st0;
st406:
	if ( ++p == pe )
		goto _test_eof406;
case 406:
	if ( (*p) == 46 )
		goto st407;
	goto st0;
st407:
	if ( ++p == pe )
		goto _test_eof407;
case 407:
	switch( (*p) ) {
		case 48: goto st408;
		case 49: goto st422;
		case 50: goto st424;
	}
	if ( 51 <= (*p) && (*p) <= 57 )
		goto st423;
	goto st0;
st408:
	if ( ++p == pe )
		goto _test_eof408;
case 408:
	if ( (*p) == 46 )
		goto st409;
	goto st0;
st409:
	if ( ++p == pe )
		goto _test_eof409;
case 409:
	switch( (*p) ) {
		case 48: goto st410;
		case 49: goto st418;
		case 50: goto st420;
	}
	if ( 51 <= (*p) && (*p) <= 57 )
		goto st419;
	goto st0;
st410:
	if ( ++p == pe )
		goto _test_eof410;
case 410:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st411;
		case 549: goto st412;
	}
	goto st0;
st411:
	if ( ++p == pe )
		goto _test_eof411;
case 411:
	if ( (*p) == 58 )
		goto tr395;
	goto st0;
st412:
	if ( ++p == pe )
		goto _test_eof412;
case 412:
	if ( (*p) == 50 )
		goto st413;
	goto st0;
st413:
	if ( ++p == pe )
		goto _test_eof413;
case 413:
	if ( (*p) == 53 )
		goto st414;
	goto st0;
st414:
	if ( ++p == pe )
		goto _test_eof414;
case 414:
	switch( (*p) ) {
		case 37: goto st415;
		case 95: goto st417;
		case 126: goto st417;
	}
	if ( (*p) < 48 ) {
		if ( 45 <= (*p) && (*p) <= 46 )
			goto st417;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st417;
		} else if ( (*p) >= 65 )
			goto st417;
	} else
		goto st417;
	goto st0;
st415:
	if ( ++p == pe )
		goto _test_eof415;
case 415:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st416;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st416;
	} else
		goto st416;
	goto st0;
st416:
	if ( ++p == pe )
		goto _test_eof416;
case 416:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st417;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st417;
	} else
		goto st417;
	goto st0;
st417:
	if ( ++p == pe )
		goto _test_eof417;
case 417:
	switch( (*p) ) {
		case 37: goto st415;
		case 93: goto st411;
		case 95: goto st417;
		case 126: goto st417;
	}
	if ( (*p) < 48 ) {
		if ( 45 <= (*p) && (*p) <= 46 )
			goto st417;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st417;
		} else if ( (*p) >= 65 )
			goto st417;
	} else
		goto st417;
	goto st0;
st418:
	if ( ++p == pe )
		goto _test_eof418;
case 418:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( 48 <= _widec && _widec <= 57 )
		goto st419;
	goto st0;
st419:
	if ( ++p == pe )
		goto _test_eof419;
case 419:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( 48 <= _widec && _widec <= 57 )
		goto st410;
	goto st0;
st420:
	if ( ++p == pe )
		goto _test_eof420;
case 420:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 53: goto st421;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec > 52 ) {
		if ( 54 <= _widec && _widec <= 57 )
			goto st410;
	} else if ( _widec >= 48 )
		goto st419;
	goto st0;
st421:
	if ( ++p == pe )
		goto _test_eof421;
case 421:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( 48 <= _widec && _widec <= 53 )
		goto st410;
	goto st0;
st422:
	if ( ++p == pe )
		goto _test_eof422;
case 422:
	if ( (*p) == 46 )
		goto st409;
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st423;
	goto st0;
st423:
	if ( ++p == pe )
		goto _test_eof423;
case 423:
	if ( (*p) == 46 )
		goto st409;
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st408;
	goto st0;
st424:
	if ( ++p == pe )
		goto _test_eof424;
case 424:
	switch( (*p) ) {
		case 46: goto st409;
		case 53: goto st425;
	}
	if ( (*p) > 52 ) {
		if ( 54 <= (*p) && (*p) <= 57 )
			goto st408;
	} else if ( (*p) >= 48 )
		goto st423;
	goto st0;
st425:
	if ( ++p == pe )
		goto _test_eof425;
case 425:
	if ( (*p) == 46 )
		goto st409;
	if ( 48 <= (*p) && (*p) <= 53 )
		goto st408;
	goto st0;
st426:
	if ( ++p == pe )
		goto _test_eof426;
case 426:
	if ( (*p) == 46 )
		goto st407;
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st427;
	goto st0;
st427:
	if ( ++p == pe )
		goto _test_eof427;
case 427:
	if ( (*p) == 46 )
		goto st407;
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st406;
	goto st0;
st428:
	if ( ++p == pe )
		goto _test_eof428;
case 428:
	switch( (*p) ) {
		case 46: goto st407;
		case 53: goto st429;
	}
	if ( (*p) > 52 ) {
		if ( 54 <= (*p) && (*p) <= 57 )
			goto st406;
	} else if ( (*p) >= 48 )
		goto st427;
	goto st0;
st429:
	if ( ++p == pe )
		goto _test_eof429;
case 429:
	if ( (*p) == 46 )
		goto st407;
	if ( 48 <= (*p) && (*p) <= 53 )
		goto st406;
	goto st0;
st430:
	if ( ++p == pe )
		goto _test_eof430;
case 430:
	if ( (*p) == 58 )
		goto st433;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st431;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st431;
	} else
		goto st431;
	goto st0;
st431:
	if ( ++p == pe )
		goto _test_eof431;
case 431:
	if ( (*p) == 58 )
		goto st433;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st432;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st432;
	} else
		goto st432;
	goto st0;
st432:
	if ( ++p == pe )
		goto _test_eof432;
case 432:
	if ( (*p) == 58 )
		goto st433;
	goto st0;
st433:
	if ( ++p == pe )
		goto _test_eof433;
case 433:
	if ( (*p) == 58 )
		goto st410;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st434;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st434;
	} else
		goto st434;
	goto st0;
st434:
	if ( ++p == pe )
		goto _test_eof434;
case 434:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st435;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st435;
	} else
		goto st435;
	goto st0;
st435:
	if ( ++p == pe )
		goto _test_eof435;
case 435:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st436;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st436;
	} else
		goto st436;
	goto st0;
st436:
	if ( ++p == pe )
		goto _test_eof436;
case 436:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st410;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st410;
	} else
		goto st410;
	goto st0;
st437:
	if ( ++p == pe )
		goto _test_eof437;
case 437:
	switch( (*p) ) {
		case 46: goto st405;
		case 58: goto st433;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st438;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st430;
	} else
		goto st430;
	goto st0;
st438:
	if ( ++p == pe )
		goto _test_eof438;
case 438:
	switch( (*p) ) {
		case 46: goto st405;
		case 58: goto st433;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st439;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st431;
	} else
		goto st431;
	goto st0;
st439:
	if ( ++p == pe )
		goto _test_eof439;
case 439:
	switch( (*p) ) {
		case 46: goto st405;
		case 58: goto st433;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st432;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st432;
	} else
		goto st432;
	goto st0;
st440:
	if ( ++p == pe )
		goto _test_eof440;
case 440:
	switch( (*p) ) {
		case 46: goto st405;
		case 53: goto st441;
		case 58: goto st433;
	}
	if ( (*p) < 54 ) {
		if ( 48 <= (*p) && (*p) <= 52 )
			goto st438;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 70 ) {
			if ( 97 <= (*p) && (*p) <= 102 )
				goto st430;
		} else if ( (*p) >= 65 )
			goto st430;
	} else
		goto st442;
	goto st0;
st441:
	if ( ++p == pe )
		goto _test_eof441;
case 441:
	switch( (*p) ) {
		case 46: goto st405;
		case 58: goto st433;
	}
	if ( (*p) < 54 ) {
		if ( 48 <= (*p) && (*p) <= 53 )
			goto st439;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 70 ) {
			if ( 97 <= (*p) && (*p) <= 102 )
				goto st431;
		} else if ( (*p) >= 65 )
			goto st431;
	} else
		goto st431;
	goto st0;
st442:
	if ( ++p == pe )
		goto _test_eof442;
case 442:
	switch( (*p) ) {
		case 46: goto st405;
		case 58: goto st433;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st431;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st431;
	} else
		goto st431;
	goto st0;
st443:
	if ( ++p == pe )
		goto _test_eof443;
case 443:
	switch( (*p) ) {
		case 46: goto st405;
		case 58: goto st433;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st442;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st430;
	} else
		goto st430;
	goto st0;
st444:
	if ( ++p == pe )
		goto _test_eof444;
case 444:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st434;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st434;
	} else
		goto st434;
	goto st0;
st445:
	if ( ++p == pe )
		goto _test_eof445;
case 445:
	if ( (*p) == 58 )
		goto st433;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st430;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st430;
	} else
		goto st430;
	goto st0;
st446:
	if ( ++p == pe )
		goto _test_eof446;
case 446:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st447;
		case 49: goto st452;
		case 50: goto st455;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st458;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st459;
	} else
		goto st459;
	goto st0;
st447:
	if ( ++p == pe )
		goto _test_eof447;
case 447:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st451;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st448;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st448;
	} else
		goto st448;
	goto st0;
st448:
	if ( ++p == pe )
		goto _test_eof448;
case 448:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st451;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st449;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st449;
	} else
		goto st449;
	goto st0;
st449:
	if ( ++p == pe )
		goto _test_eof449;
case 449:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st451;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st450;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st450;
	} else
		goto st450;
	goto st0;
st450:
	if ( ++p == pe )
		goto _test_eof450;
case 450:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st451;
		case 93: goto st411;
		case 549: goto st412;
	}
	goto st0;
st451:
	if ( ++p == pe )
		goto _test_eof451;
case 451:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st434;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st434;
	} else
		goto st434;
	goto st0;
st452:
	if ( ++p == pe )
		goto _test_eof452;
case 452:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st451;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st453;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st448;
	} else
		goto st448;
	goto st0;
st453:
	if ( ++p == pe )
		goto _test_eof453;
case 453:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st451;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st454;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st449;
	} else
		goto st449;
	goto st0;
st454:
	if ( ++p == pe )
		goto _test_eof454;
case 454:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st451;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st450;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st450;
	} else
		goto st450;
	goto st0;
st455:
	if ( ++p == pe )
		goto _test_eof455;
case 455:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 53: goto st456;
		case 58: goto st451;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st453;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st448;
		} else if ( _widec >= 65 )
			goto st448;
	} else
		goto st457;
	goto st0;
st456:
	if ( ++p == pe )
		goto _test_eof456;
case 456:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st451;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st454;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st449;
		} else if ( _widec >= 65 )
			goto st449;
	} else
		goto st449;
	goto st0;
st457:
	if ( ++p == pe )
		goto _test_eof457;
case 457:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st451;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st449;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st449;
	} else
		goto st449;
	goto st0;
st458:
	if ( ++p == pe )
		goto _test_eof458;
case 458:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st451;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st457;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st448;
	} else
		goto st448;
	goto st0;
st459:
	if ( ++p == pe )
		goto _test_eof459;
case 459:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st451;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st448;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st448;
	} else
		goto st448;
	goto st0;
st460:
	if ( ++p == pe )
		goto _test_eof460;
case 460:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st461;
		case 49: goto st466;
		case 50: goto st469;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st472;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st473;
	} else
		goto st473;
	goto st0;
st461:
	if ( ++p == pe )
		goto _test_eof461;
case 461:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st465;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st462;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st462;
	} else
		goto st462;
	goto st0;
st462:
	if ( ++p == pe )
		goto _test_eof462;
case 462:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st465;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st463;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st463;
	} else
		goto st463;
	goto st0;
st463:
	if ( ++p == pe )
		goto _test_eof463;
case 463:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st465;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st464;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st464;
	} else
		goto st464;
	goto st0;
st464:
	if ( ++p == pe )
		goto _test_eof464;
case 464:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st465;
		case 93: goto st411;
		case 549: goto st412;
	}
	goto st0;
st465:
	if ( ++p == pe )
		goto _test_eof465;
case 465:
	switch( (*p) ) {
		case 48: goto st447;
		case 49: goto st452;
		case 50: goto st455;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st458;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st459;
	} else
		goto st459;
	goto st0;
st466:
	if ( ++p == pe )
		goto _test_eof466;
case 466:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st465;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st467;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st462;
	} else
		goto st462;
	goto st0;
st467:
	if ( ++p == pe )
		goto _test_eof467;
case 467:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st465;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st468;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st463;
	} else
		goto st463;
	goto st0;
st468:
	if ( ++p == pe )
		goto _test_eof468;
case 468:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st465;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st464;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st464;
	} else
		goto st464;
	goto st0;
st469:
	if ( ++p == pe )
		goto _test_eof469;
case 469:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 53: goto st470;
		case 58: goto st465;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st467;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st462;
		} else if ( _widec >= 65 )
			goto st462;
	} else
		goto st471;
	goto st0;
st470:
	if ( ++p == pe )
		goto _test_eof470;
case 470:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st465;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st468;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st463;
		} else if ( _widec >= 65 )
			goto st463;
	} else
		goto st463;
	goto st0;
st471:
	if ( ++p == pe )
		goto _test_eof471;
case 471:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st465;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st463;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st463;
	} else
		goto st463;
	goto st0;
st472:
	if ( ++p == pe )
		goto _test_eof472;
case 472:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st465;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st471;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st462;
	} else
		goto st462;
	goto st0;
st473:
	if ( ++p == pe )
		goto _test_eof473;
case 473:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st465;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st462;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st462;
	} else
		goto st462;
	goto st0;
st474:
	if ( ++p == pe )
		goto _test_eof474;
case 474:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st475;
		case 49: goto st480;
		case 50: goto st483;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st486;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st487;
	} else
		goto st487;
	goto st0;
st475:
	if ( ++p == pe )
		goto _test_eof475;
case 475:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st479;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st476;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st476;
	} else
		goto st476;
	goto st0;
st476:
	if ( ++p == pe )
		goto _test_eof476;
case 476:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st479;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st477;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st477;
	} else
		goto st477;
	goto st0;
st477:
	if ( ++p == pe )
		goto _test_eof477;
case 477:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st479;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st478;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st478;
	} else
		goto st478;
	goto st0;
st478:
	if ( ++p == pe )
		goto _test_eof478;
case 478:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st479;
		case 93: goto st411;
		case 549: goto st412;
	}
	goto st0;
st479:
	if ( ++p == pe )
		goto _test_eof479;
case 479:
	switch( (*p) ) {
		case 48: goto st461;
		case 49: goto st466;
		case 50: goto st469;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st472;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st473;
	} else
		goto st473;
	goto st0;
st480:
	if ( ++p == pe )
		goto _test_eof480;
case 480:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st479;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st481;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st476;
	} else
		goto st476;
	goto st0;
st481:
	if ( ++p == pe )
		goto _test_eof481;
case 481:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st479;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st482;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st477;
	} else
		goto st477;
	goto st0;
st482:
	if ( ++p == pe )
		goto _test_eof482;
case 482:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st479;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st478;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st478;
	} else
		goto st478;
	goto st0;
st483:
	if ( ++p == pe )
		goto _test_eof483;
case 483:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 53: goto st484;
		case 58: goto st479;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st481;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st476;
		} else if ( _widec >= 65 )
			goto st476;
	} else
		goto st485;
	goto st0;
st484:
	if ( ++p == pe )
		goto _test_eof484;
case 484:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st479;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st482;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st477;
		} else if ( _widec >= 65 )
			goto st477;
	} else
		goto st477;
	goto st0;
st485:
	if ( ++p == pe )
		goto _test_eof485;
case 485:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st479;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st477;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st477;
	} else
		goto st477;
	goto st0;
st486:
	if ( ++p == pe )
		goto _test_eof486;
case 486:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st479;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st485;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st476;
	} else
		goto st476;
	goto st0;
st487:
	if ( ++p == pe )
		goto _test_eof487;
case 487:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st479;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st476;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st476;
	} else
		goto st476;
	goto st0;
st488:
	if ( ++p == pe )
		goto _test_eof488;
case 488:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st489;
		case 49: goto st494;
		case 50: goto st497;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st500;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st501;
	} else
		goto st501;
	goto st0;
st489:
	if ( ++p == pe )
		goto _test_eof489;
case 489:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st493;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st490;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st490;
	} else
		goto st490;
	goto st0;
st490:
	if ( ++p == pe )
		goto _test_eof490;
case 490:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st493;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st491;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st491;
	} else
		goto st491;
	goto st0;
st491:
	if ( ++p == pe )
		goto _test_eof491;
case 491:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st493;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st492;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st492;
	} else
		goto st492;
	goto st0;
st492:
	if ( ++p == pe )
		goto _test_eof492;
case 492:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st493;
		case 93: goto st411;
		case 549: goto st412;
	}
	goto st0;
st493:
	if ( ++p == pe )
		goto _test_eof493;
case 493:
	switch( (*p) ) {
		case 48: goto st475;
		case 49: goto st480;
		case 50: goto st483;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st486;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st487;
	} else
		goto st487;
	goto st0;
st494:
	if ( ++p == pe )
		goto _test_eof494;
case 494:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st493;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st495;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st490;
	} else
		goto st490;
	goto st0;
st495:
	if ( ++p == pe )
		goto _test_eof495;
case 495:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st493;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st496;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st491;
	} else
		goto st491;
	goto st0;
st496:
	if ( ++p == pe )
		goto _test_eof496;
case 496:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st493;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st492;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st492;
	} else
		goto st492;
	goto st0;
st497:
	if ( ++p == pe )
		goto _test_eof497;
case 497:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 53: goto st498;
		case 58: goto st493;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st495;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st490;
		} else if ( _widec >= 65 )
			goto st490;
	} else
		goto st499;
	goto st0;
st498:
	if ( ++p == pe )
		goto _test_eof498;
case 498:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st493;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st496;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st491;
		} else if ( _widec >= 65 )
			goto st491;
	} else
		goto st491;
	goto st0;
st499:
	if ( ++p == pe )
		goto _test_eof499;
case 499:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st493;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st491;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st491;
	} else
		goto st491;
	goto st0;
st500:
	if ( ++p == pe )
		goto _test_eof500;
case 500:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st493;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st499;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st490;
	} else
		goto st490;
	goto st0;
st501:
	if ( ++p == pe )
		goto _test_eof501;
case 501:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st493;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st490;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st490;
	} else
		goto st490;
	goto st0;
st502:
	if ( ++p == pe )
		goto _test_eof502;
case 502:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st503;
		case 49: goto st508;
		case 50: goto st511;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st514;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st515;
	} else
		goto st515;
	goto st0;
st503:
	if ( ++p == pe )
		goto _test_eof503;
case 503:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st507;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st504;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st504;
	} else
		goto st504;
	goto st0;
st504:
	if ( ++p == pe )
		goto _test_eof504;
case 504:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st507;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st505;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st505;
	} else
		goto st505;
	goto st0;
st505:
	if ( ++p == pe )
		goto _test_eof505;
case 505:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st507;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st506;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st506;
	} else
		goto st506;
	goto st0;
st506:
	if ( ++p == pe )
		goto _test_eof506;
case 506:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st507;
		case 93: goto st411;
		case 549: goto st412;
	}
	goto st0;
st507:
	if ( ++p == pe )
		goto _test_eof507;
case 507:
	switch( (*p) ) {
		case 48: goto st489;
		case 49: goto st494;
		case 50: goto st497;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st500;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st501;
	} else
		goto st501;
	goto st0;
st508:
	if ( ++p == pe )
		goto _test_eof508;
case 508:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st507;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st509;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st504;
	} else
		goto st504;
	goto st0;
st509:
	if ( ++p == pe )
		goto _test_eof509;
case 509:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st507;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st510;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st505;
	} else
		goto st505;
	goto st0;
st510:
	if ( ++p == pe )
		goto _test_eof510;
case 510:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st507;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st506;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st506;
	} else
		goto st506;
	goto st0;
st511:
	if ( ++p == pe )
		goto _test_eof511;
case 511:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 53: goto st512;
		case 58: goto st507;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st509;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st504;
		} else if ( _widec >= 65 )
			goto st504;
	} else
		goto st513;
	goto st0;
st512:
	if ( ++p == pe )
		goto _test_eof512;
case 512:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st507;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st510;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st505;
		} else if ( _widec >= 65 )
			goto st505;
	} else
		goto st505;
	goto st0;
st513:
	if ( ++p == pe )
		goto _test_eof513;
case 513:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st507;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st505;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st505;
	} else
		goto st505;
	goto st0;
st514:
	if ( ++p == pe )
		goto _test_eof514;
case 514:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st507;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st513;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st504;
	} else
		goto st504;
	goto st0;
st515:
	if ( ++p == pe )
		goto _test_eof515;
case 515:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st507;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st504;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st504;
	} else
		goto st504;
	goto st0;
st516:
	if ( ++p == pe )
		goto _test_eof516;
case 516:
	if ( (*p) == 58 )
		goto st517;
	goto st0;
st517:
	if ( ++p == pe )
		goto _test_eof517;
case 517:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st518;
		case 49: goto st523;
		case 50: goto st526;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st529;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st530;
	} else
		goto st530;
	goto st0;
st518:
	if ( ++p == pe )
		goto _test_eof518;
case 518:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st522;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st519;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st519;
	} else
		goto st519;
	goto st0;
st519:
	if ( ++p == pe )
		goto _test_eof519;
case 519:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st522;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st520;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st520;
	} else
		goto st520;
	goto st0;
st520:
	if ( ++p == pe )
		goto _test_eof520;
case 520:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st522;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st521;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st521;
	} else
		goto st521;
	goto st0;
st521:
	if ( ++p == pe )
		goto _test_eof521;
case 521:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st522;
		case 93: goto st411;
		case 549: goto st412;
	}
	goto st0;
st522:
	if ( ++p == pe )
		goto _test_eof522;
case 522:
	switch( (*p) ) {
		case 48: goto st503;
		case 49: goto st508;
		case 50: goto st511;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st514;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st515;
	} else
		goto st515;
	goto st0;
st523:
	if ( ++p == pe )
		goto _test_eof523;
case 523:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st522;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st524;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st519;
	} else
		goto st519;
	goto st0;
st524:
	if ( ++p == pe )
		goto _test_eof524;
case 524:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st522;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st525;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st520;
	} else
		goto st520;
	goto st0;
st525:
	if ( ++p == pe )
		goto _test_eof525;
case 525:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st522;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st521;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st521;
	} else
		goto st521;
	goto st0;
st526:
	if ( ++p == pe )
		goto _test_eof526;
case 526:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 53: goto st527;
		case 58: goto st522;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st524;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st519;
		} else if ( _widec >= 65 )
			goto st519;
	} else
		goto st528;
	goto st0;
st527:
	if ( ++p == pe )
		goto _test_eof527;
case 527:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st522;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st525;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st520;
		} else if ( _widec >= 65 )
			goto st520;
	} else
		goto st520;
	goto st0;
st528:
	if ( ++p == pe )
		goto _test_eof528;
case 528:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st522;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st520;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st520;
	} else
		goto st520;
	goto st0;
st529:
	if ( ++p == pe )
		goto _test_eof529;
case 529:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st405;
		case 58: goto st522;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st528;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st519;
	} else
		goto st519;
	goto st0;
st530:
	if ( ++p == pe )
		goto _test_eof530;
case 530:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st522;
		case 93: goto st411;
		case 549: goto st412;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st519;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st519;
	} else
		goto st519;
	goto st0;
st531:
	if ( ++p == pe )
		goto _test_eof531;
case 531:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st532;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st532;
	} else
		goto st532;
	goto st0;
st532:
	if ( ++p == pe )
		goto _test_eof532;
case 532:
	if ( (*p) == 46 )
		goto st533;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st532;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st532;
	} else
		goto st532;
	goto st0;
st533:
	if ( ++p == pe )
		goto _test_eof533;
case 533:
	switch( (*p) ) {
		case 33: goto st534;
		case 36: goto st534;
		case 61: goto st534;
		case 95: goto st534;
		case 126: goto st534;
	}
	if ( (*p) < 48 ) {
		if ( 38 <= (*p) && (*p) <= 46 )
			goto st534;
	} else if ( (*p) > 59 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st534;
		} else if ( (*p) >= 65 )
			goto st534;
	} else
		goto st534;
	goto st0;
st534:
	if ( ++p == pe )
		goto _test_eof534;
case 534:
	switch( (*p) ) {
		case 33: goto st534;
		case 36: goto st534;
		case 61: goto st534;
		case 93: goto st411;
		case 95: goto st534;
		case 126: goto st534;
	}
	if ( (*p) < 48 ) {
		if ( 38 <= (*p) && (*p) <= 46 )
			goto st534;
	} else if ( (*p) > 59 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st534;
		} else if ( (*p) >= 65 )
			goto st534;
	} else
		goto st534;
	goto st0;
case 535:
	switch( (*p) ) {
		case 33: goto st1406;
		case 124: goto st1406;
		case 126: goto st1406;
	}
	if ( (*p) < 45 ) {
		if ( (*p) > 39 ) {
			if ( 42 <= (*p) && (*p) <= 43 )
				goto st1406;
		} else if ( (*p) >= 35 )
			goto st1406;
	} else if ( (*p) > 46 ) {
		if ( (*p) < 65 ) {
			if ( 48 <= (*p) && (*p) <= 57 )
				goto st1406;
		} else if ( (*p) > 90 ) {
			if ( 94 <= (*p) && (*p) <= 122 )
				goto st1406;
		} else
			goto st1406;
	} else
		goto st1406;
	goto st0;
st1406:
	if ( ++p == pe )
		goto _test_eof1406;
case 1406:
	goto st0;
case 536:
	switch( (*p) ) {
		case 33: goto st1407;
		case 124: goto st1407;
		case 126: goto st1407;
	}
	if ( (*p) < 45 ) {
		if ( (*p) > 39 ) {
			if ( 42 <= (*p) && (*p) <= 43 )
				goto st1407;
		} else if ( (*p) >= 35 )
			goto st1407;
	} else if ( (*p) > 46 ) {
		if ( (*p) < 65 ) {
			if ( 48 <= (*p) && (*p) <= 57 )
				goto st1407;
		} else if ( (*p) > 90 ) {
			if ( 94 <= (*p) && (*p) <= 122 )
				goto st1407;
		} else
			goto st1407;
	} else
		goto st1407;
	goto st0;
st1407:
	if ( ++p == pe )
		goto _test_eof1407;
case 1407:
	switch( (*p) ) {
		case 33: goto st1407;
		case 124: goto st1407;
		case 126: goto st1407;
	}
	if ( (*p) < 45 ) {
		if ( (*p) > 39 ) {
			if ( 42 <= (*p) && (*p) <= 43 )
				goto st1407;
		} else if ( (*p) >= 35 )
			goto st1407;
	} else if ( (*p) > 46 ) {
		if ( (*p) < 65 ) {
			if ( 48 <= (*p) && (*p) <= 57 )
				goto st1407;
		} else if ( (*p) > 90 ) {
			if ( 94 <= (*p) && (*p) <= 122 )
				goto st1407;
		} else
			goto st1407;
	} else
		goto st1407;
	goto st0;
case 537:
	switch( (*p) ) {
		case 33: goto st1408;
		case 124: goto st1408;
		case 126: goto st1408;
	}
	if ( (*p) < 45 ) {
		if ( (*p) > 39 ) {
			if ( 42 <= (*p) && (*p) <= 43 )
				goto st1408;
		} else if ( (*p) >= 35 )
			goto st1408;
	} else if ( (*p) > 46 ) {
		if ( (*p) < 65 ) {
			if ( 48 <= (*p) && (*p) <= 57 )
				goto st1408;
		} else if ( (*p) > 90 ) {
			if ( 94 <= (*p) && (*p) <= 122 )
				goto st1408;
		} else
			goto st1408;
	} else
		goto st1408;
	goto st0;
st1408:
	if ( ++p == pe )
		goto _test_eof1408;
case 1408:
	switch( (*p) ) {
		case 33: goto st1408;
		case 124: goto st1408;
		case 126: goto st1408;
	}
	if ( (*p) < 45 ) {
		if ( (*p) > 39 ) {
			if ( 42 <= (*p) && (*p) <= 43 )
				goto st1408;
		} else if ( (*p) >= 35 )
			goto st1408;
	} else if ( (*p) > 46 ) {
		if ( (*p) < 65 ) {
			if ( 48 <= (*p) && (*p) <= 57 )
				goto st1408;
		} else if ( (*p) > 90 ) {
			if ( 94 <= (*p) && (*p) <= 122 )
				goto st1408;
		} else
			goto st1408;
	} else
		goto st1408;
	goto st0;
case 538:
	if ( (*p) == 47 )
		goto st1409;
	goto st0;
st1409:
	if ( ++p == pe )
		goto _test_eof1409;
case 1409:
	switch( (*p) ) {
		case 33: goto st1409;
		case 37: goto st539;
		case 61: goto st1409;
		case 95: goto st1409;
		case 126: goto st1409;
	}
	if ( (*p) < 64 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto st1409;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto st1409;
	} else
		goto st1409;
	goto st0;
st539:
	if ( ++p == pe )
		goto _test_eof539;
case 539:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st540;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st540;
	} else
		goto st540;
	goto st0;
st540:
	if ( ++p == pe )
		goto _test_eof540;
case 540:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1409;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1409;
	} else
		goto st1409;
	goto st0;
case 704:
	_ps = 704;
	if ( (*p) == 47 )
		goto tr727;
	goto st0;
tr727:
#line 24 "src/http/target.rl"
	{ RUN((_ps) == 1413, LLURI__C_SEGMENT); }
	goto st1413;
st1413:
	if ( ++p == pe )
		goto _test_eof1413;
case 1413:
#line 10805 "src/http/target.c"
	_ps = 1413;
	switch( (*p) ) {
		case 33: goto tr727;
		case 37: goto tr1436;
		case 61: goto tr727;
		case 63: goto st1414;
		case 95: goto tr727;
		case 126: goto tr727;
	}
	if ( (*p) < 64 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto tr727;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr727;
	} else
		goto tr727;
	goto st0;
tr1436:
#line 24 "src/http/target.rl"
	{ RUN((_ps) == 705, LLURI__C_SEGMENT); }
	goto st705;
st705:
	if ( ++p == pe )
		goto _test_eof705;
case 705:
#line 10830 "src/http/target.c"
	_ps = 705;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr728;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr728;
	} else
		goto tr728;
	goto st0;
tr728:
#line 24 "src/http/target.rl"
	{ RUN((_ps) == 706, LLURI__C_SEGMENT); }
	goto st706;
st706:
	if ( ++p == pe )
		goto _test_eof706;
case 706:
#line 10847 "src/http/target.c"
	_ps = 706;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr727;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr727;
	} else
		goto tr727;
	goto st0;
st1414:
	if ( ++p == pe )
		goto _test_eof1414;
case 1414:
	_ps = 1414;
	switch( (*p) ) {
		case 33: goto tr1438;
		case 37: goto tr1439;
		case 61: goto tr1438;
		case 95: goto tr1438;
		case 126: goto tr1438;
	}
	if ( (*p) < 63 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto tr1438;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr1438;
	} else
		goto tr1438;
	goto st0;
tr1438:
#line 33 "src/http/target.rl"
	{ query = p - buf; }
#line 25 "src/http/target.rl"
	{ RUN((_ps) == 1415, LLURI__C_QUERY); }
	goto st1415;
tr730:
#line 25 "src/http/target.rl"
	{ RUN((_ps) == 1415, LLURI__C_QUERY); }
	goto st1415;
st1415:
	if ( ++p == pe )
		goto _test_eof1415;
case 1415:
#line 10889 "src/http/target.c"
	_ps = 1415;
	switch( (*p) ) {
		case 33: goto tr730;
		case 37: goto tr1440;
		case 61: goto tr730;
		case 95: goto tr730;
		case 126: goto tr730;
	}
	if ( (*p) < 63 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto tr730;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr730;
	} else
		goto tr730;
	goto st0;
tr1439:
#line 33 "src/http/target.rl"
	{ query = p - buf; }
#line 25 "src/http/target.rl"
	{ RUN((_ps) == 707, LLURI__C_QUERY); }
	goto st707;
tr1440:
#line 25 "src/http/target.rl"
	{ RUN((_ps) == 707, LLURI__C_QUERY); }
	goto st707;
st707:
	if ( ++p == pe )
		goto _test_eof707;
case 707:
#line 10917 "src/http/target.c"
	_ps = 707;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr729;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr729;
	} else
		goto tr729;
	goto st0;
tr729:
#line 25 "src/http/target.rl"
	{ RUN((_ps) == 708, LLURI__C_QUERY); }
	goto st708;
st708:
	if ( ++p == pe )
		goto _test_eof708;
case 708:
#line 10934 "src/http/target.c"
	_ps = 708;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr730;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr730;
	} else
		goto tr730;
	goto st0;
case 709:
	_ps = 709;
	if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr731;
	} else if ( (*p) >= 65 )
		goto tr731;
	goto st0;
tr731:
#line 23 "src/http/target.rl"
	{ RUN((_ps) == 710, LLURI__C_SCHEME); }
	goto st710;
st710:
	if ( ++p == pe )
		goto _test_eof710;
case 710:
#line 10959 "src/http/target.c"
	_ps = 710;
	switch( (*p) ) {
		case 43: goto tr731;
		case 58: goto tr732;
	}
	if ( (*p) < 48 ) {
		if ( 45 <= (*p) && (*p) <= 46 )
			goto tr731;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto tr731;
		} else if ( (*p) >= 65 )
			goto tr731;
	} else
		goto tr731;
	goto st0;
tr732:
#line 28 "src/http/target.rl"
	{}
	goto st1416;
st1416:
	if ( ++p == pe )
		goto _test_eof1416;
case 1416:
#line 10983 "src/http/target.c"
	_ps = 1416;
	switch( (*p) ) {
		case 33: goto tr734;
		case 37: goto tr1441;
		case 47: goto tr1442;
		case 61: goto tr734;
		case 63: goto st1418;
		case 95: goto tr734;
		case 126: goto tr734;
	}
	if ( (*p) < 64 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto tr734;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr734;
	} else
		goto tr734;
	goto st0;
tr734:
#line 24 "src/http/target.rl"
	{ RUN((_ps) == 1417, LLURI__C_SEGMENT); }
	goto st1417;
tr1450:
#line 29 "src/http/target.rl"
	{}
#line 34 "src/http/target.rl"
	{ host_end = p - buf; }
#line 31 "src/http/target.rl"
	{}
#line 24 "src/http/target.rl"
	{ RUN((_ps) == 1417, LLURI__C_SEGMENT); }
	goto st1417;
tr1456:
#line 34 "src/http/target.rl"
	{ host_end = p - buf; }
#line 31 "src/http/target.rl"
	{}
#line 24 "src/http/target.rl"
	{ RUN((_ps) == 1417, LLURI__C_SEGMENT); }
	goto st1417;
tr1459:
#line 31 "src/http/target.rl"
	{}
#line 24 "src/http/target.rl"
	{ RUN((_ps) == 1417, LLURI__C_SEGMENT); }
	goto st1417;
st1417:
	if ( ++p == pe )
		goto _test_eof1417;
case 1417:
#line 11024 "src/http/target.c"
	_ps = 1417;
	switch( (*p) ) {
		case 33: goto tr734;
		case 37: goto tr1441;
		case 61: goto tr734;
		case 63: goto st1418;
		case 95: goto tr734;
		case 126: goto tr734;
	}
	if ( (*p) < 64 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto tr734;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr734;
	} else
		goto tr734;
	goto st0;
tr1441:
#line 24 "src/http/target.rl"
	{ RUN((_ps) == 711, LLURI__C_SEGMENT); }
	goto st711;
st711:
	if ( ++p == pe )
		goto _test_eof711;
case 711:
#line 11049 "src/http/target.c"
	_ps = 711;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr733;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr733;
	} else
		goto tr733;
	goto st0;
tr733:
#line 24 "src/http/target.rl"
	{ RUN((_ps) == 712, LLURI__C_SEGMENT); }
	goto st712;
st712:
	if ( ++p == pe )
		goto _test_eof712;
case 712:
#line 11066 "src/http/target.c"
	_ps = 712;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr734;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr734;
	} else
		goto tr734;
	goto st0;
tr1452:
#line 29 "src/http/target.rl"
	{}
#line 34 "src/http/target.rl"
	{ host_end = p - buf; }
#line 31 "src/http/target.rl"
	{}
	goto st1418;
tr1458:
#line 34 "src/http/target.rl"
	{ host_end = p - buf; }
#line 31 "src/http/target.rl"
	{}
	goto st1418;
tr1461:
#line 31 "src/http/target.rl"
	{}
	goto st1418;
st1418:
	if ( ++p == pe )
		goto _test_eof1418;
case 1418:
#line 11092 "src/http/target.c"
	_ps = 1418;
	switch( (*p) ) {
		case 33: goto tr1444;
		case 37: goto tr1445;
		case 61: goto tr1444;
		case 95: goto tr1444;
		case 126: goto tr1444;
	}
	if ( (*p) < 63 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto tr1444;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr1444;
	} else
		goto tr1444;
	goto st0;
tr1444:
#line 33 "src/http/target.rl"
	{ query = p - buf; }
#line 25 "src/http/target.rl"
	{ RUN((_ps) == 1419, LLURI__C_QUERY); }
	goto st1419;
tr736:
#line 25 "src/http/target.rl"
	{ RUN((_ps) == 1419, LLURI__C_QUERY); }
	goto st1419;
st1419:
	if ( ++p == pe )
		goto _test_eof1419;
case 1419:
#line 11120 "src/http/target.c"
	_ps = 1419;
	switch( (*p) ) {
		case 33: goto tr736;
		case 37: goto tr1446;
		case 61: goto tr736;
		case 95: goto tr736;
		case 126: goto tr736;
	}
	if ( (*p) < 63 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto tr736;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr736;
	} else
		goto tr736;
	goto st0;
tr1445:
#line 33 "src/http/target.rl"
	{ query = p - buf; }
#line 25 "src/http/target.rl"
	{ RUN((_ps) == 713, LLURI__C_QUERY); }
	goto st713;
tr1446:
#line 25 "src/http/target.rl"
	{ RUN((_ps) == 713, LLURI__C_QUERY); }
	goto st713;
st713:
	if ( ++p == pe )
		goto _test_eof713;
case 713:
#line 11148 "src/http/target.c"
	_ps = 713;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr735;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr735;
	} else
		goto tr735;
	goto st0;
tr735:
#line 25 "src/http/target.rl"
	{ RUN((_ps) == 714, LLURI__C_QUERY); }
	goto st714;
st714:
	if ( ++p == pe )
		goto _test_eof714;
case 714:
#line 11165 "src/http/target.c"
	_ps = 714;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr736;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr736;
	} else
		goto tr736;
	goto st0;
tr1442:
#line 24 "src/http/target.rl"
	{ RUN((_ps) == 1420, LLURI__C_SEGMENT); }
	goto st1420;
st1420:
	if ( ++p == pe )
		goto _test_eof1420;
case 1420:
#line 11182 "src/http/target.c"
	_ps = 1420;
	switch( (*p) ) {
		case 33: goto tr734;
		case 37: goto tr1441;
		case 47: goto st1421;
		case 61: goto tr734;
		case 63: goto st1418;
		case 95: goto tr734;
		case 126: goto tr734;
	}
	if ( (*p) < 64 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto tr734;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr734;
	} else
		goto tr734;
	goto st0;
st1421:
	if ( ++p == pe )
		goto _test_eof1421;
case 1421:
	_ps = 1421;
	switch( (*p) ) {
		case 33: goto tr1448;
		case 37: goto tr1449;
		case 47: goto tr1450;
		case 58: goto tr1451;
		case 61: goto tr1448;
		case 63: goto tr1452;
		case 64: goto tr1453;
		case 91: goto tr1454;
		case 95: goto tr1448;
		case 126: goto tr1448;
	}
	if ( (*p) < 65 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto tr1448;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr1448;
	} else
		goto tr1448;
	goto st0;
tr738:
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 1422, LLURI__C_UNRESERVED); }
	goto st1422;
tr1448:
#line 29 "src/http/target.rl"
	{}
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 1422, LLURI__C_UNRESERVED); }
	goto st1422;
st1422:
	if ( ++p == pe )
		goto _test_eof1422;
case 1422:
#line 11238 "src/http/target.c"
	_ps = 1422;
	switch( (*p) ) {
		case 33: goto tr738;
		case 37: goto tr1455;
		case 47: goto tr1456;
		case 58: goto tr1457;
		case 61: goto tr738;
		case 63: goto tr1458;
		case 64: goto tr741;
		case 95: goto tr738;
		case 126: goto tr738;
	}
	if ( (*p) < 65 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto tr738;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr738;
	} else
		goto tr738;
	goto st0;
tr1455:
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 715, LLURI__C_UNRESERVED); }
	goto st715;
tr1449:
#line 29 "src/http/target.rl"
	{}
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 715, LLURI__C_UNRESERVED); }
	goto st715;
st715:
	if ( ++p == pe )
		goto _test_eof715;
case 715:
#line 11270 "src/http/target.c"
	_ps = 715;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr737;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr737;
	} else
		goto tr737;
	goto st0;
tr737:
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 716, LLURI__C_UNRESERVED); }
	goto st716;
st716:
	if ( ++p == pe )
		goto _test_eof716;
case 716:
#line 11287 "src/http/target.c"
	_ps = 716;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr738;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr738;
	} else
		goto tr738;
	goto st0;
tr1457:
#line 34 "src/http/target.rl"
	{ host_end = p - buf; }
	goto st1423;
tr1451:
#line 29 "src/http/target.rl"
	{}
#line 34 "src/http/target.rl"
	{ host_end = p - buf; }
	goto st1423;
st1423:
	if ( ++p == pe )
		goto _test_eof1423;
case 1423:
#line 11308 "src/http/target.c"
	_ps = 1423;
	switch( (*p) ) {
		case 33: goto st717;
		case 37: goto st718;
		case 47: goto tr1459;
		case 61: goto st717;
		case 63: goto tr1461;
		case 64: goto tr741;
		case 95: goto st717;
		case 126: goto st717;
	}
	if ( (*p) < 58 ) {
		if ( (*p) > 46 ) {
			if ( 48 <= (*p) && (*p) <= 57 )
				goto st1423;
		} else if ( (*p) >= 36 )
			goto st717;
	} else if ( (*p) > 59 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st717;
		} else if ( (*p) >= 65 )
			goto st717;
	} else
		goto st717;
	goto st0;
st717:
	if ( ++p == pe )
		goto _test_eof717;
case 717:
	switch( (*p) ) {
		case 33: goto st717;
		case 37: goto st718;
		case 61: goto st717;
		case 64: goto tr741;
		case 95: goto st717;
		case 126: goto st717;
	}
	if ( (*p) < 48 ) {
		if ( 36 <= (*p) && (*p) <= 46 )
			goto st717;
	} else if ( (*p) > 59 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st717;
		} else if ( (*p) >= 65 )
			goto st717;
	} else
		goto st717;
	goto st0;
st718:
	if ( ++p == pe )
		goto _test_eof718;
case 718:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st719;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st719;
	} else
		goto st719;
	goto st0;
st719:
	if ( ++p == pe )
		goto _test_eof719;
case 719:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st717;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st717;
	} else
		goto st717;
	goto st0;
tr1453:
#line 29 "src/http/target.rl"
	{}
#line 30 "src/http/target.rl"
	{}
	goto st1424;
tr741:
#line 30 "src/http/target.rl"
	{}
	goto st1424;
st1424:
	if ( ++p == pe )
		goto _test_eof1424;
case 1424:
#line 11395 "src/http/target.c"
	_ps = 1424;
	switch( (*p) ) {
		case 33: goto tr744;
		case 37: goto tr1462;
		case 47: goto tr1456;
		case 58: goto tr1463;
		case 61: goto tr744;
		case 63: goto tr1458;
		case 91: goto st722;
		case 95: goto tr744;
		case 126: goto tr744;
	}
	if ( (*p) < 65 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto tr744;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr744;
	} else
		goto tr744;
	goto st0;
tr744:
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 1425, LLURI__C_UNRESERVED); }
	goto st1425;
st1425:
	if ( ++p == pe )
		goto _test_eof1425;
case 1425:
#line 11423 "src/http/target.c"
	_ps = 1425;
	switch( (*p) ) {
		case 33: goto tr744;
		case 37: goto tr1462;
		case 47: goto tr1456;
		case 58: goto tr1463;
		case 61: goto tr744;
		case 63: goto tr1458;
		case 95: goto tr744;
		case 126: goto tr744;
	}
	if ( (*p) < 65 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto tr744;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr744;
	} else
		goto tr744;
	goto st0;
tr1462:
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 720, LLURI__C_UNRESERVED); }
	goto st720;
st720:
	if ( ++p == pe )
		goto _test_eof720;
case 720:
#line 11450 "src/http/target.c"
	_ps = 720;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr743;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr743;
	} else
		goto tr743;
	goto st0;
tr743:
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 721, LLURI__C_UNRESERVED); }
	goto st721;
st721:
	if ( ++p == pe )
		goto _test_eof721;
case 721:
#line 11467 "src/http/target.c"
	_ps = 721;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr744;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr744;
	} else
		goto tr744;
	goto st0;
tr1463:
#line 34 "src/http/target.rl"
	{ host_end = p - buf; }
	goto st1426;
st1426:
	if ( ++p == pe )
		goto _test_eof1426;
case 1426:
#line 11484 "src/http/target.c"
	_ps = 1426;
	switch( (*p) ) {
		case 47: goto tr1459;
		case 63: goto tr1461;
	}
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st1426;
	goto st0;
tr1454:
#line 29 "src/http/target.rl"
	{}
	goto st722;
st722:
	if ( ++p == pe )
		goto _test_eof722;
case 722:
#line 11499 "src/http/target.c"
	switch( (*p) ) {
		case 58: goto st864;
		case 86: goto st879;
		case 118: goto st879;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st723;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st723;
	} else
		goto st723;
	goto st0;
st723:
	if ( ++p == pe )
		goto _test_eof723;
case 723:
	if ( (*p) == 58 )
		goto st727;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st724;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st724;
	} else
		goto st724;
	goto st0;
st724:
	if ( ++p == pe )
		goto _test_eof724;
case 724:
	if ( (*p) == 58 )
		goto st727;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st725;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st725;
	} else
		goto st725;
	goto st0;
st725:
	if ( ++p == pe )
		goto _test_eof725;
case 725:
	if ( (*p) == 58 )
		goto st727;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st726;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st726;
	} else
		goto st726;
	goto st0;
st726:
	if ( ++p == pe )
		goto _test_eof726;
case 726:
	if ( (*p) == 58 )
		goto st727;
	goto st0;
st727:
	if ( ++p == pe )
		goto _test_eof727;
case 727:
	if ( (*p) == 58 )
		goto st850;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st728;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st728;
	} else
		goto st728;
	goto st0;
st728:
	if ( ++p == pe )
		goto _test_eof728;
case 728:
	if ( (*p) == 58 )
		goto st732;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st729;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st729;
	} else
		goto st729;
	goto st0;
st729:
	if ( ++p == pe )
		goto _test_eof729;
case 729:
	if ( (*p) == 58 )
		goto st732;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st730;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st730;
	} else
		goto st730;
	goto st0;
st730:
	if ( ++p == pe )
		goto _test_eof730;
case 730:
	if ( (*p) == 58 )
		goto st732;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st731;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st731;
	} else
		goto st731;
	goto st0;
st731:
	if ( ++p == pe )
		goto _test_eof731;
case 731:
	if ( (*p) == 58 )
		goto st732;
	goto st0;
st732:
	if ( ++p == pe )
		goto _test_eof732;
case 732:
	if ( (*p) == 58 )
		goto st836;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st733;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st733;
	} else
		goto st733;
	goto st0;
st733:
	if ( ++p == pe )
		goto _test_eof733;
case 733:
	if ( (*p) == 58 )
		goto st737;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st734;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st734;
	} else
		goto st734;
	goto st0;
st734:
	if ( ++p == pe )
		goto _test_eof734;
case 734:
	if ( (*p) == 58 )
		goto st737;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st735;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st735;
	} else
		goto st735;
	goto st0;
st735:
	if ( ++p == pe )
		goto _test_eof735;
case 735:
	if ( (*p) == 58 )
		goto st737;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st736;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st736;
	} else
		goto st736;
	goto st0;
st736:
	if ( ++p == pe )
		goto _test_eof736;
case 736:
	if ( (*p) == 58 )
		goto st737;
	goto st0;
st737:
	if ( ++p == pe )
		goto _test_eof737;
case 737:
	if ( (*p) == 58 )
		goto st822;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st738;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st738;
	} else
		goto st738;
	goto st0;
st738:
	if ( ++p == pe )
		goto _test_eof738;
case 738:
	if ( (*p) == 58 )
		goto st742;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st739;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st739;
	} else
		goto st739;
	goto st0;
st739:
	if ( ++p == pe )
		goto _test_eof739;
case 739:
	if ( (*p) == 58 )
		goto st742;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st740;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st740;
	} else
		goto st740;
	goto st0;
st740:
	if ( ++p == pe )
		goto _test_eof740;
case 740:
	if ( (*p) == 58 )
		goto st742;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st741;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st741;
	} else
		goto st741;
	goto st0;
st741:
	if ( ++p == pe )
		goto _test_eof741;
case 741:
	if ( (*p) == 58 )
		goto st742;
	goto st0;
st742:
	if ( ++p == pe )
		goto _test_eof742;
case 742:
	if ( (*p) == 58 )
		goto st808;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st743;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st743;
	} else
		goto st743;
	goto st0;
st743:
	if ( ++p == pe )
		goto _test_eof743;
case 743:
	if ( (*p) == 58 )
		goto st747;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st744;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st744;
	} else
		goto st744;
	goto st0;
st744:
	if ( ++p == pe )
		goto _test_eof744;
case 744:
	if ( (*p) == 58 )
		goto st747;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st745;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st745;
	} else
		goto st745;
	goto st0;
st745:
	if ( ++p == pe )
		goto _test_eof745;
case 745:
	if ( (*p) == 58 )
		goto st747;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st746;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st746;
	} else
		goto st746;
	goto st0;
st746:
	if ( ++p == pe )
		goto _test_eof746;
case 746:
	if ( (*p) == 58 )
		goto st747;
	goto st0;
st747:
	if ( ++p == pe )
		goto _test_eof747;
case 747:
	if ( (*p) == 58 )
		goto st794;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st748;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st748;
	} else
		goto st748;
	goto st0;
st748:
	if ( ++p == pe )
		goto _test_eof748;
case 748:
	if ( (*p) == 58 )
		goto st752;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st749;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st749;
	} else
		goto st749;
	goto st0;
st749:
	if ( ++p == pe )
		goto _test_eof749;
case 749:
	if ( (*p) == 58 )
		goto st752;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st750;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st750;
	} else
		goto st750;
	goto st0;
st750:
	if ( ++p == pe )
		goto _test_eof750;
case 750:
	if ( (*p) == 58 )
		goto st752;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st751;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st751;
	} else
		goto st751;
	goto st0;
st751:
	if ( ++p == pe )
		goto _test_eof751;
case 751:
	if ( (*p) == 58 )
		goto st752;
	goto st0;
st752:
	if ( ++p == pe )
		goto _test_eof752;
case 752:
	switch( (*p) ) {
		case 48: goto st753;
		case 49: goto st785;
		case 50: goto st788;
		case 58: goto st792;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st791;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st793;
	} else
		goto st793;
	goto st0;
st753:
	if ( ++p == pe )
		goto _test_eof753;
case 753:
	switch( (*p) ) {
		case 46: goto st754;
		case 58: goto st781;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st778;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st778;
	} else
		goto st778;
	goto st0;
st754:
	if ( ++p == pe )
		goto _test_eof754;
case 754:
	switch( (*p) ) {
		case 48: goto st755;
		case 49: goto st774;
		case 50: goto st776;
	}
	if ( 51 <= (*p) && (*p) <= 57 )
		goto st775;
	goto st0;
st755:
	if ( ++p == pe )
		goto _test_eof755;
case 755:
	if ( (*p) == 46 )
		goto st756;
	goto st0;
st756:
	if ( ++p == pe )
		goto _test_eof756;
case 756:
	switch( (*p) ) {
		case 48: goto st757;
		case 49: goto st770;
		case 50: goto st772;
	}
	if ( 51 <= (*p) && (*p) <= 57 )
		goto st771;
	goto st0;
st757:
	if ( ++p == pe )
		goto _test_eof757;
case 757:
	if ( (*p) == 46 )
		goto st758;
	goto st0;
st758:
	if ( ++p == pe )
		goto _test_eof758;
case 758:
	switch( (*p) ) {
		case 48: goto st759;
		case 49: goto st766;
		case 50: goto st768;
	}
	if ( 51 <= (*p) && (*p) <= 57 )
		goto st767;
	goto st0;
st759:
	if ( ++p == pe )
		goto _test_eof759;
case 759:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st1427;
		case 549: goto st760;
	}
	goto st0;
st1427:
	if ( ++p == pe )
		goto _test_eof1427;
case 1427:
	_ps = 1427;
	switch( (*p) ) {
		case 47: goto tr1456;
		case 58: goto tr1463;
		case 63: goto tr1458;
	}
	goto st0;
st760:
	if ( ++p == pe )
		goto _test_eof760;
case 760:
	if ( (*p) == 50 )
		goto st761;
	goto st0;
st761:
	if ( ++p == pe )
		goto _test_eof761;
case 761:
	if ( (*p) == 53 )
		goto st762;
	goto st0;
st762:
	if ( ++p == pe )
		goto _test_eof762;
case 762:
	switch( (*p) ) {
		case 37: goto st763;
		case 95: goto st765;
		case 126: goto st765;
	}
	if ( (*p) < 48 ) {
		if ( 45 <= (*p) && (*p) <= 46 )
			goto st765;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st765;
		} else if ( (*p) >= 65 )
			goto st765;
	} else
		goto st765;
	goto st0;
st763:
	if ( ++p == pe )
		goto _test_eof763;
case 763:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st764;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st764;
	} else
		goto st764;
	goto st0;
st764:
	if ( ++p == pe )
		goto _test_eof764;
case 764:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st765;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st765;
	} else
		goto st765;
	goto st0;
st765:
	if ( ++p == pe )
		goto _test_eof765;
case 765:
	switch( (*p) ) {
		case 37: goto st763;
		case 93: goto st1427;
		case 95: goto st765;
		case 126: goto st765;
	}
	if ( (*p) < 48 ) {
		if ( 45 <= (*p) && (*p) <= 46 )
			goto st765;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st765;
		} else if ( (*p) >= 65 )
			goto st765;
	} else
		goto st765;
	goto st0;
st766:
	if ( ++p == pe )
		goto _test_eof766;
case 766:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( 48 <= _widec && _widec <= 57 )
		goto st767;
	goto st0;
st767:
	if ( ++p == pe )
		goto _test_eof767;
case 767:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( 48 <= _widec && _widec <= 57 )
		goto st759;
	goto st0;
st768:
	if ( ++p == pe )
		goto _test_eof768;
case 768:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 53: goto st769;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec > 52 ) {
		if ( 54 <= _widec && _widec <= 57 )
			goto st759;
	} else if ( _widec >= 48 )
		goto st767;
	goto st0;
st769:
	if ( ++p == pe )
		goto _test_eof769;
case 769:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( 48 <= _widec && _widec <= 53 )
		goto st759;
	goto st0;
st770:
	if ( ++p == pe )
		goto _test_eof770;
case 770:
	if ( (*p) == 46 )
		goto st758;
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st771;
	goto st0;
st771:
	if ( ++p == pe )
		goto _test_eof771;
case 771:
	if ( (*p) == 46 )
		goto st758;
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st757;
	goto st0;
st772:
	if ( ++p == pe )
		goto _test_eof772;
case 772:
	switch( (*p) ) {
		case 46: goto st758;
		case 53: goto st773;
	}
	if ( (*p) > 52 ) {
		if ( 54 <= (*p) && (*p) <= 57 )
			goto st757;
	} else if ( (*p) >= 48 )
		goto st771;
	goto st0;
st773:
	if ( ++p == pe )
		goto _test_eof773;
case 773:
	if ( (*p) == 46 )
		goto st758;
	if ( 48 <= (*p) && (*p) <= 53 )
		goto st757;
	goto st0;
st774:
	if ( ++p == pe )
		goto _test_eof774;
case 774:
	if ( (*p) == 46 )
		goto st756;
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st775;
	goto st0;
st775:
	if ( ++p == pe )
		goto _test_eof775;
case 775:
	if ( (*p) == 46 )
		goto st756;
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st755;
	goto st0;
st776:
	if ( ++p == pe )
		goto _test_eof776;
case 776:
	switch( (*p) ) {
		case 46: goto st756;
		case 53: goto st777;
	}
	if ( (*p) > 52 ) {
		if ( 54 <= (*p) && (*p) <= 57 )
			goto st755;
	} else if ( (*p) >= 48 )
		goto st775;
	goto st0;
st777:
	if ( ++p == pe )
		goto _test_eof777;
case 777:
	if ( (*p) == 46 )
		goto st756;
	if ( 48 <= (*p) && (*p) <= 53 )
		goto st755;
	goto st0;
st778:
	if ( ++p == pe )
		goto _test_eof778;
case 778:
	if ( (*p) == 58 )
		goto st781;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st779;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st779;
	} else
		goto st779;
	goto st0;
st779:
	if ( ++p == pe )
		goto _test_eof779;
case 779:
	if ( (*p) == 58 )
		goto st781;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st780;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st780;
	} else
		goto st780;
	goto st0;
st780:
	if ( ++p == pe )
		goto _test_eof780;
case 780:
	if ( (*p) == 58 )
		goto st781;
	goto st0;
st781:
	if ( ++p == pe )
		goto _test_eof781;
case 781:
	if ( (*p) == 58 )
		goto st759;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st782;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st782;
	} else
		goto st782;
	goto st0;
st782:
	if ( ++p == pe )
		goto _test_eof782;
case 782:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st783;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st783;
	} else
		goto st783;
	goto st0;
st783:
	if ( ++p == pe )
		goto _test_eof783;
case 783:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st784;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st784;
	} else
		goto st784;
	goto st0;
st784:
	if ( ++p == pe )
		goto _test_eof784;
case 784:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st759;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st759;
	} else
		goto st759;
	goto st0;
st785:
	if ( ++p == pe )
		goto _test_eof785;
case 785:
	switch( (*p) ) {
		case 46: goto st754;
		case 58: goto st781;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st786;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st778;
	} else
		goto st778;
	goto st0;
st786:
	if ( ++p == pe )
		goto _test_eof786;
case 786:
	switch( (*p) ) {
		case 46: goto st754;
		case 58: goto st781;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st787;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st779;
	} else
		goto st779;
	goto st0;
st787:
	if ( ++p == pe )
		goto _test_eof787;
case 787:
	switch( (*p) ) {
		case 46: goto st754;
		case 58: goto st781;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st780;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st780;
	} else
		goto st780;
	goto st0;
st788:
	if ( ++p == pe )
		goto _test_eof788;
case 788:
	switch( (*p) ) {
		case 46: goto st754;
		case 53: goto st789;
		case 58: goto st781;
	}
	if ( (*p) < 54 ) {
		if ( 48 <= (*p) && (*p) <= 52 )
			goto st786;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 70 ) {
			if ( 97 <= (*p) && (*p) <= 102 )
				goto st778;
		} else if ( (*p) >= 65 )
			goto st778;
	} else
		goto st790;
	goto st0;
st789:
	if ( ++p == pe )
		goto _test_eof789;
case 789:
	switch( (*p) ) {
		case 46: goto st754;
		case 58: goto st781;
	}
	if ( (*p) < 54 ) {
		if ( 48 <= (*p) && (*p) <= 53 )
			goto st787;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 70 ) {
			if ( 97 <= (*p) && (*p) <= 102 )
				goto st779;
		} else if ( (*p) >= 65 )
			goto st779;
	} else
		goto st779;
	goto st0;
st790:
	if ( ++p == pe )
		goto _test_eof790;
case 790:
	switch( (*p) ) {
		case 46: goto st754;
		case 58: goto st781;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st779;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st779;
	} else
		goto st779;
	goto st0;
st791:
	if ( ++p == pe )
		goto _test_eof791;
case 791:
	switch( (*p) ) {
		case 46: goto st754;
		case 58: goto st781;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st790;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st778;
	} else
		goto st778;
	goto st0;
st792:
	if ( ++p == pe )
		goto _test_eof792;
case 792:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st782;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st782;
	} else
		goto st782;
	goto st0;
st793:
	if ( ++p == pe )
		goto _test_eof793;
case 793:
	if ( (*p) == 58 )
		goto st781;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st778;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st778;
	} else
		goto st778;
	goto st0;
st794:
	if ( ++p == pe )
		goto _test_eof794;
case 794:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st795;
		case 49: goto st800;
		case 50: goto st803;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st806;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st807;
	} else
		goto st807;
	goto st0;
st795:
	if ( ++p == pe )
		goto _test_eof795;
case 795:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st799;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st796;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st796;
	} else
		goto st796;
	goto st0;
st796:
	if ( ++p == pe )
		goto _test_eof796;
case 796:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st799;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st797;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st797;
	} else
		goto st797;
	goto st0;
st797:
	if ( ++p == pe )
		goto _test_eof797;
case 797:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st799;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st798;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st798;
	} else
		goto st798;
	goto st0;
st798:
	if ( ++p == pe )
		goto _test_eof798;
case 798:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st799;
		case 93: goto st1427;
		case 549: goto st760;
	}
	goto st0;
st799:
	if ( ++p == pe )
		goto _test_eof799;
case 799:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st782;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st782;
	} else
		goto st782;
	goto st0;
st800:
	if ( ++p == pe )
		goto _test_eof800;
case 800:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st799;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st801;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st796;
	} else
		goto st796;
	goto st0;
st801:
	if ( ++p == pe )
		goto _test_eof801;
case 801:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st799;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st802;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st797;
	} else
		goto st797;
	goto st0;
st802:
	if ( ++p == pe )
		goto _test_eof802;
case 802:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st799;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st798;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st798;
	} else
		goto st798;
	goto st0;
st803:
	if ( ++p == pe )
		goto _test_eof803;
case 803:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 53: goto st804;
		case 58: goto st799;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st801;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st796;
		} else if ( _widec >= 65 )
			goto st796;
	} else
		goto st805;
	goto st0;
st804:
	if ( ++p == pe )
		goto _test_eof804;
case 804:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st799;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st802;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st797;
		} else if ( _widec >= 65 )
			goto st797;
	} else
		goto st797;
	goto st0;
st805:
	if ( ++p == pe )
		goto _test_eof805;
case 805:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st799;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st797;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st797;
	} else
		goto st797;
	goto st0;
st806:
	if ( ++p == pe )
		goto _test_eof806;
case 806:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st799;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st805;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st796;
	} else
		goto st796;
	goto st0;
st807:
	if ( ++p == pe )
		goto _test_eof807;
case 807:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st799;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st796;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st796;
	} else
		goto st796;
	goto st0;
st808:
	if ( ++p == pe )
		goto _test_eof808;
case 808:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st809;
		case 49: goto st814;
		case 50: goto st817;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st820;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st821;
	} else
		goto st821;
	goto st0;
st809:
	if ( ++p == pe )
		goto _test_eof809;
case 809:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st813;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st810;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st810;
	} else
		goto st810;
	goto st0;
st810:
	if ( ++p == pe )
		goto _test_eof810;
case 810:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st813;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st811;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st811;
	} else
		goto st811;
	goto st0;
st811:
	if ( ++p == pe )
		goto _test_eof811;
case 811:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st813;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st812;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st812;
	} else
		goto st812;
	goto st0;
st812:
	if ( ++p == pe )
		goto _test_eof812;
case 812:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st813;
		case 93: goto st1427;
		case 549: goto st760;
	}
	goto st0;
st813:
	if ( ++p == pe )
		goto _test_eof813;
case 813:
	switch( (*p) ) {
		case 48: goto st795;
		case 49: goto st800;
		case 50: goto st803;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st806;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st807;
	} else
		goto st807;
	goto st0;
st814:
	if ( ++p == pe )
		goto _test_eof814;
case 814:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st813;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st815;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st810;
	} else
		goto st810;
	goto st0;
st815:
	if ( ++p == pe )
		goto _test_eof815;
case 815:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st813;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st816;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st811;
	} else
		goto st811;
	goto st0;
st816:
	if ( ++p == pe )
		goto _test_eof816;
case 816:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st813;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st812;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st812;
	} else
		goto st812;
	goto st0;
st817:
	if ( ++p == pe )
		goto _test_eof817;
case 817:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 53: goto st818;
		case 58: goto st813;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st815;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st810;
		} else if ( _widec >= 65 )
			goto st810;
	} else
		goto st819;
	goto st0;
st818:
	if ( ++p == pe )
		goto _test_eof818;
case 818:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st813;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st816;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st811;
		} else if ( _widec >= 65 )
			goto st811;
	} else
		goto st811;
	goto st0;
st819:
	if ( ++p == pe )
		goto _test_eof819;
case 819:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st813;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st811;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st811;
	} else
		goto st811;
	goto st0;
st820:
	if ( ++p == pe )
		goto _test_eof820;
case 820:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st813;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st819;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st810;
	} else
		goto st810;
	goto st0;
st821:
	if ( ++p == pe )
		goto _test_eof821;
case 821:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st813;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st810;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st810;
	} else
		goto st810;
	goto st0;
st822:
	if ( ++p == pe )
		goto _test_eof822;
case 822:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st823;
		case 49: goto st828;
		case 50: goto st831;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st834;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st835;
	} else
		goto st835;
	goto st0;
st823:
	if ( ++p == pe )
		goto _test_eof823;
case 823:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st827;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st824;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st824;
	} else
		goto st824;
	goto st0;
st824:
	if ( ++p == pe )
		goto _test_eof824;
case 824:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st827;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st825;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st825;
	} else
		goto st825;
	goto st0;
st825:
	if ( ++p == pe )
		goto _test_eof825;
case 825:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st827;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st826;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st826;
	} else
		goto st826;
	goto st0;
st826:
	if ( ++p == pe )
		goto _test_eof826;
case 826:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st827;
		case 93: goto st1427;
		case 549: goto st760;
	}
	goto st0;
st827:
	if ( ++p == pe )
		goto _test_eof827;
case 827:
	switch( (*p) ) {
		case 48: goto st809;
		case 49: goto st814;
		case 50: goto st817;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st820;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st821;
	} else
		goto st821;
	goto st0;
st828:
	if ( ++p == pe )
		goto _test_eof828;
case 828:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st827;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st829;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st824;
	} else
		goto st824;
	goto st0;
st829:
	if ( ++p == pe )
		goto _test_eof829;
case 829:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st827;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st830;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st825;
	} else
		goto st825;
	goto st0;
st830:
	if ( ++p == pe )
		goto _test_eof830;
case 830:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st827;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st826;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st826;
	} else
		goto st826;
	goto st0;
st831:
	if ( ++p == pe )
		goto _test_eof831;
case 831:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 53: goto st832;
		case 58: goto st827;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st829;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st824;
		} else if ( _widec >= 65 )
			goto st824;
	} else
		goto st833;
	goto st0;
st832:
	if ( ++p == pe )
		goto _test_eof832;
case 832:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st827;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st830;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st825;
		} else if ( _widec >= 65 )
			goto st825;
	} else
		goto st825;
	goto st0;
st833:
	if ( ++p == pe )
		goto _test_eof833;
case 833:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st827;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st825;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st825;
	} else
		goto st825;
	goto st0;
st834:
	if ( ++p == pe )
		goto _test_eof834;
case 834:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st827;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st833;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st824;
	} else
		goto st824;
	goto st0;
st835:
	if ( ++p == pe )
		goto _test_eof835;
case 835:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st827;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st824;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st824;
	} else
		goto st824;
	goto st0;
st836:
	if ( ++p == pe )
		goto _test_eof836;
case 836:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st837;
		case 49: goto st842;
		case 50: goto st845;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st848;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st849;
	} else
		goto st849;
	goto st0;
st837:
	if ( ++p == pe )
		goto _test_eof837;
case 837:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st841;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st838;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st838;
	} else
		goto st838;
	goto st0;
st838:
	if ( ++p == pe )
		goto _test_eof838;
case 838:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st841;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st839;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st839;
	} else
		goto st839;
	goto st0;
st839:
	if ( ++p == pe )
		goto _test_eof839;
case 839:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st841;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st840;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st840;
	} else
		goto st840;
	goto st0;
st840:
	if ( ++p == pe )
		goto _test_eof840;
case 840:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st841;
		case 93: goto st1427;
		case 549: goto st760;
	}
	goto st0;
st841:
	if ( ++p == pe )
		goto _test_eof841;
case 841:
	switch( (*p) ) {
		case 48: goto st823;
		case 49: goto st828;
		case 50: goto st831;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st834;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st835;
	} else
		goto st835;
	goto st0;
st842:
	if ( ++p == pe )
		goto _test_eof842;
case 842:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st841;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st843;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st838;
	} else
		goto st838;
	goto st0;
st843:
	if ( ++p == pe )
		goto _test_eof843;
case 843:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st841;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st844;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st839;
	} else
		goto st839;
	goto st0;
st844:
	if ( ++p == pe )
		goto _test_eof844;
case 844:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st841;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st840;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st840;
	} else
		goto st840;
	goto st0;
st845:
	if ( ++p == pe )
		goto _test_eof845;
case 845:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 53: goto st846;
		case 58: goto st841;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st843;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st838;
		} else if ( _widec >= 65 )
			goto st838;
	} else
		goto st847;
	goto st0;
st846:
	if ( ++p == pe )
		goto _test_eof846;
case 846:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st841;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st844;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st839;
		} else if ( _widec >= 65 )
			goto st839;
	} else
		goto st839;
	goto st0;
st847:
	if ( ++p == pe )
		goto _test_eof847;
case 847:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st841;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st839;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st839;
	} else
		goto st839;
	goto st0;
st848:
	if ( ++p == pe )
		goto _test_eof848;
case 848:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st841;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st847;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st838;
	} else
		goto st838;
	goto st0;
st849:
	if ( ++p == pe )
		goto _test_eof849;
case 849:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st841;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st838;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st838;
	} else
		goto st838;
	goto st0;
st850:
	if ( ++p == pe )
		goto _test_eof850;
case 850:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st851;
		case 49: goto st856;
		case 50: goto st859;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st862;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st863;
	} else
		goto st863;
	goto st0;
st851:
	if ( ++p == pe )
		goto _test_eof851;
case 851:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st855;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st852;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st852;
	} else
		goto st852;
	goto st0;
st852:
	if ( ++p == pe )
		goto _test_eof852;
case 852:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st855;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st853;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st853;
	} else
		goto st853;
	goto st0;
st853:
	if ( ++p == pe )
		goto _test_eof853;
case 853:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st855;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st854;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st854;
	} else
		goto st854;
	goto st0;
st854:
	if ( ++p == pe )
		goto _test_eof854;
case 854:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st855;
		case 93: goto st1427;
		case 549: goto st760;
	}
	goto st0;
st855:
	if ( ++p == pe )
		goto _test_eof855;
case 855:
	switch( (*p) ) {
		case 48: goto st837;
		case 49: goto st842;
		case 50: goto st845;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st848;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st849;
	} else
		goto st849;
	goto st0;
st856:
	if ( ++p == pe )
		goto _test_eof856;
case 856:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st855;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st857;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st852;
	} else
		goto st852;
	goto st0;
st857:
	if ( ++p == pe )
		goto _test_eof857;
case 857:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st855;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st858;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st853;
	} else
		goto st853;
	goto st0;
st858:
	if ( ++p == pe )
		goto _test_eof858;
case 858:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st855;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st854;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st854;
	} else
		goto st854;
	goto st0;
st859:
	if ( ++p == pe )
		goto _test_eof859;
case 859:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 53: goto st860;
		case 58: goto st855;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st857;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st852;
		} else if ( _widec >= 65 )
			goto st852;
	} else
		goto st861;
	goto st0;
st860:
	if ( ++p == pe )
		goto _test_eof860;
case 860:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st855;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st858;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st853;
		} else if ( _widec >= 65 )
			goto st853;
	} else
		goto st853;
	goto st0;
st861:
	if ( ++p == pe )
		goto _test_eof861;
case 861:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st855;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st853;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st853;
	} else
		goto st853;
	goto st0;
st862:
	if ( ++p == pe )
		goto _test_eof862;
case 862:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st855;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st861;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st852;
	} else
		goto st852;
	goto st0;
st863:
	if ( ++p == pe )
		goto _test_eof863;
case 863:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st855;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st852;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st852;
	} else
		goto st852;
	goto st0;
st864:
	if ( ++p == pe )
		goto _test_eof864;
case 864:
	if ( (*p) == 58 )
		goto st865;
	goto st0;
st865:
	if ( ++p == pe )
		goto _test_eof865;
case 865:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st866;
		case 49: goto st871;
		case 50: goto st874;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st877;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st878;
	} else
		goto st878;
	goto st0;
st866:
	if ( ++p == pe )
		goto _test_eof866;
case 866:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st870;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st867;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st867;
	} else
		goto st867;
	goto st0;
st867:
	if ( ++p == pe )
		goto _test_eof867;
case 867:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st870;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st868;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st868;
	} else
		goto st868;
	goto st0;
st868:
	if ( ++p == pe )
		goto _test_eof868;
case 868:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st870;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st869;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st869;
	} else
		goto st869;
	goto st0;
st869:
	if ( ++p == pe )
		goto _test_eof869;
case 869:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st870;
		case 93: goto st1427;
		case 549: goto st760;
	}
	goto st0;
st870:
	if ( ++p == pe )
		goto _test_eof870;
case 870:
	switch( (*p) ) {
		case 48: goto st851;
		case 49: goto st856;
		case 50: goto st859;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st862;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st863;
	} else
		goto st863;
	goto st0;
st871:
	if ( ++p == pe )
		goto _test_eof871;
case 871:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st870;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st872;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st867;
	} else
		goto st867;
	goto st0;
st872:
	if ( ++p == pe )
		goto _test_eof872;
case 872:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st870;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st873;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st868;
	} else
		goto st868;
	goto st0;
st873:
	if ( ++p == pe )
		goto _test_eof873;
case 873:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st870;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st869;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st869;
	} else
		goto st869;
	goto st0;
st874:
	if ( ++p == pe )
		goto _test_eof874;
case 874:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 53: goto st875;
		case 58: goto st870;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st872;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st867;
		} else if ( _widec >= 65 )
			goto st867;
	} else
		goto st876;
	goto st0;
st875:
	if ( ++p == pe )
		goto _test_eof875;
case 875:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st870;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st873;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st868;
		} else if ( _widec >= 65 )
			goto st868;
	} else
		goto st868;
	goto st0;
st876:
	if ( ++p == pe )
		goto _test_eof876;
case 876:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st870;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st868;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st868;
	} else
		goto st868;
	goto st0;
st877:
	if ( ++p == pe )
		goto _test_eof877;
case 877:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st754;
		case 58: goto st870;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st876;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st867;
	} else
		goto st867;
	goto st0;
st878:
	if ( ++p == pe )
		goto _test_eof878;
case 878:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st870;
		case 93: goto st1427;
		case 549: goto st760;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st867;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st867;
	} else
		goto st867;
	goto st0;
st879:
	if ( ++p == pe )
		goto _test_eof879;
case 879:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st880;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st880;
	} else
		goto st880;
	goto st0;
st880:
	if ( ++p == pe )
		goto _test_eof880;
case 880:
	if ( (*p) == 46 )
		goto st881;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st880;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st880;
	} else
		goto st880;
	goto st0;
st881:
	if ( ++p == pe )
		goto _test_eof881;
case 881:
	switch( (*p) ) {
		case 33: goto st882;
		case 36: goto st882;
		case 61: goto st882;
		case 95: goto st882;
		case 126: goto st882;
	}
	if ( (*p) < 48 ) {
		if ( 38 <= (*p) && (*p) <= 46 )
			goto st882;
	} else if ( (*p) > 59 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st882;
		} else if ( (*p) >= 65 )
			goto st882;
	} else
		goto st882;
	goto st0;
st882:
	if ( ++p == pe )
		goto _test_eof882;
case 882:
	switch( (*p) ) {
		case 33: goto st882;
		case 36: goto st882;
		case 61: goto st882;
		case 93: goto st1427;
		case 95: goto st882;
		case 126: goto st882;
	}
	if ( (*p) < 48 ) {
		if ( 38 <= (*p) && (*p) <= 46 )
			goto st882;
	} else if ( (*p) > 59 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st882;
		} else if ( (*p) >= 65 )
			goto st882;
	} else
		goto st882;
	goto st0;
case 883:
	_ps = 883;
	switch( (*p) ) {
		case 33: goto tr906;
		case 37: goto tr907;
		case 58: goto tr908;
		case 61: goto tr906;
		case 91: goto st887;
		case 95: goto tr906;
		case 126: goto tr906;
	}
	if ( (*p) < 48 ) {
		if ( 36 <= (*p) && (*p) <= 46 )
			goto tr906;
	} else if ( (*p) > 59 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto tr906;
		} else if ( (*p) >= 65 )
			goto tr906;
	} else
		goto tr906;
	goto st0;
tr906:
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 884, LLURI__C_UNRESERVED); }
	goto st884;
st884:
	if ( ++p == pe )
		goto _test_eof884;
case 884:
#line 14675 "src/http/target.c"
	_ps = 884;
	switch( (*p) ) {
		case 33: goto tr906;
		case 37: goto tr907;
		case 58: goto tr908;
		case 61: goto tr906;
		case 95: goto tr906;
		case 126: goto tr906;
	}
	if ( (*p) < 48 ) {
		if ( 36 <= (*p) && (*p) <= 46 )
			goto tr906;
	} else if ( (*p) > 59 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto tr906;
		} else if ( (*p) >= 65 )
			goto tr906;
	} else
		goto tr906;
	goto st0;
tr907:
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 885, LLURI__C_UNRESERVED); }
	goto st885;
st885:
	if ( ++p == pe )
		goto _test_eof885;
case 885:
#line 14703 "src/http/target.c"
	_ps = 885;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr910;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr910;
	} else
		goto tr910;
	goto st0;
tr910:
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 886, LLURI__C_UNRESERVED); }
	goto st886;
st886:
	if ( ++p == pe )
		goto _test_eof886;
case 886:
#line 14720 "src/http/target.c"
	_ps = 886;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr906;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr906;
	} else
		goto tr906;
	goto st0;
tr908:
#line 34 "src/http/target.rl"
	{ host_end = p - buf; }
	goto st1428;
st1428:
	if ( ++p == pe )
		goto _test_eof1428;
case 1428:
#line 14737 "src/http/target.c"
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st1428;
	goto st0;
st887:
	if ( ++p == pe )
		goto _test_eof887;
case 887:
	switch( (*p) ) {
		case 58: goto st1030;
		case 86: goto st1045;
		case 118: goto st1045;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st888;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st888;
	} else
		goto st888;
	goto st0;
st888:
	if ( ++p == pe )
		goto _test_eof888;
case 888:
	if ( (*p) == 58 )
		goto st892;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st889;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st889;
	} else
		goto st889;
	goto st0;
st889:
	if ( ++p == pe )
		goto _test_eof889;
case 889:
	if ( (*p) == 58 )
		goto st892;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st890;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st890;
	} else
		goto st890;
	goto st0;
st890:
	if ( ++p == pe )
		goto _test_eof890;
case 890:
	if ( (*p) == 58 )
		goto st892;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st891;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st891;
	} else
		goto st891;
	goto st0;
st891:
	if ( ++p == pe )
		goto _test_eof891;
case 891:
	if ( (*p) == 58 )
		goto st892;
	goto st0;
st892:
	if ( ++p == pe )
		goto _test_eof892;
case 892:
	if ( (*p) == 58 )
		goto st1016;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st893;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st893;
	} else
		goto st893;
	goto st0;
st893:
	if ( ++p == pe )
		goto _test_eof893;
case 893:
	if ( (*p) == 58 )
		goto st897;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st894;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st894;
	} else
		goto st894;
	goto st0;
st894:
	if ( ++p == pe )
		goto _test_eof894;
case 894:
	if ( (*p) == 58 )
		goto st897;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st895;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st895;
	} else
		goto st895;
	goto st0;
st895:
	if ( ++p == pe )
		goto _test_eof895;
case 895:
	if ( (*p) == 58 )
		goto st897;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st896;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st896;
	} else
		goto st896;
	goto st0;
st896:
	if ( ++p == pe )
		goto _test_eof896;
case 896:
	if ( (*p) == 58 )
		goto st897;
	goto st0;
st897:
	if ( ++p == pe )
		goto _test_eof897;
case 897:
	if ( (*p) == 58 )
		goto st1002;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st898;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st898;
	} else
		goto st898;
	goto st0;
st898:
	if ( ++p == pe )
		goto _test_eof898;
case 898:
	if ( (*p) == 58 )
		goto st902;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st899;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st899;
	} else
		goto st899;
	goto st0;
st899:
	if ( ++p == pe )
		goto _test_eof899;
case 899:
	if ( (*p) == 58 )
		goto st902;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st900;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st900;
	} else
		goto st900;
	goto st0;
st900:
	if ( ++p == pe )
		goto _test_eof900;
case 900:
	if ( (*p) == 58 )
		goto st902;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st901;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st901;
	} else
		goto st901;
	goto st0;
st901:
	if ( ++p == pe )
		goto _test_eof901;
case 901:
	if ( (*p) == 58 )
		goto st902;
	goto st0;
st902:
	if ( ++p == pe )
		goto _test_eof902;
case 902:
	if ( (*p) == 58 )
		goto st988;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st903;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st903;
	} else
		goto st903;
	goto st0;
st903:
	if ( ++p == pe )
		goto _test_eof903;
case 903:
	if ( (*p) == 58 )
		goto st907;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st904;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st904;
	} else
		goto st904;
	goto st0;
st904:
	if ( ++p == pe )
		goto _test_eof904;
case 904:
	if ( (*p) == 58 )
		goto st907;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st905;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st905;
	} else
		goto st905;
	goto st0;
st905:
	if ( ++p == pe )
		goto _test_eof905;
case 905:
	if ( (*p) == 58 )
		goto st907;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st906;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st906;
	} else
		goto st906;
	goto st0;
st906:
	if ( ++p == pe )
		goto _test_eof906;
case 906:
	if ( (*p) == 58 )
		goto st907;
	goto st0;
st907:
	if ( ++p == pe )
		goto _test_eof907;
case 907:
	if ( (*p) == 58 )
		goto st974;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st908;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st908;
	} else
		goto st908;
	goto st0;
st908:
	if ( ++p == pe )
		goto _test_eof908;
case 908:
	if ( (*p) == 58 )
		goto st912;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st909;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st909;
	} else
		goto st909;
	goto st0;
st909:
	if ( ++p == pe )
		goto _test_eof909;
case 909:
	if ( (*p) == 58 )
		goto st912;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st910;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st910;
	} else
		goto st910;
	goto st0;
st910:
	if ( ++p == pe )
		goto _test_eof910;
case 910:
	if ( (*p) == 58 )
		goto st912;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st911;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st911;
	} else
		goto st911;
	goto st0;
st911:
	if ( ++p == pe )
		goto _test_eof911;
case 911:
	if ( (*p) == 58 )
		goto st912;
	goto st0;
st912:
	if ( ++p == pe )
		goto _test_eof912;
case 912:
	if ( (*p) == 58 )
		goto st960;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st913;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st913;
	} else
		goto st913;
	goto st0;
st913:
	if ( ++p == pe )
		goto _test_eof913;
case 913:
	if ( (*p) == 58 )
		goto st917;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st914;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st914;
	} else
		goto st914;
	goto st0;
st914:
	if ( ++p == pe )
		goto _test_eof914;
case 914:
	if ( (*p) == 58 )
		goto st917;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st915;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st915;
	} else
		goto st915;
	goto st0;
st915:
	if ( ++p == pe )
		goto _test_eof915;
case 915:
	if ( (*p) == 58 )
		goto st917;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st916;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st916;
	} else
		goto st916;
	goto st0;
st916:
	if ( ++p == pe )
		goto _test_eof916;
case 916:
	if ( (*p) == 58 )
		goto st917;
	goto st0;
st917:
	if ( ++p == pe )
		goto _test_eof917;
case 917:
	switch( (*p) ) {
		case 48: goto st918;
		case 49: goto st951;
		case 50: goto st954;
		case 58: goto st958;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st957;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st959;
	} else
		goto st959;
	goto st0;
st918:
	if ( ++p == pe )
		goto _test_eof918;
case 918:
	switch( (*p) ) {
		case 46: goto st919;
		case 58: goto st947;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st944;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st944;
	} else
		goto st944;
	goto st0;
st919:
	if ( ++p == pe )
		goto _test_eof919;
case 919:
	switch( (*p) ) {
		case 48: goto st920;
		case 49: goto st940;
		case 50: goto st942;
	}
	if ( 51 <= (*p) && (*p) <= 57 )
		goto st941;
	goto st0;
st920:
	if ( ++p == pe )
		goto _test_eof920;
case 920:
	if ( (*p) == 46 )
		goto st921;
	goto st0;
st921:
	if ( ++p == pe )
		goto _test_eof921;
case 921:
	switch( (*p) ) {
		case 48: goto st922;
		case 49: goto st936;
		case 50: goto st938;
	}
	if ( 51 <= (*p) && (*p) <= 57 )
		goto st937;
	goto st0;
st922:
	if ( ++p == pe )
		goto _test_eof922;
case 922:
	if ( (*p) == 46 )
		goto st923;
	goto st0;
st923:
	if ( ++p == pe )
		goto _test_eof923;
case 923:
	switch( (*p) ) {
		case 48: goto st924;
		case 49: goto st932;
		case 50: goto st934;
	}
	if ( 51 <= (*p) && (*p) <= 57 )
		goto st933;
	goto st0;
st924:
	if ( ++p == pe )
		goto _test_eof924;
case 924:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st925;
		case 549: goto st926;
	}
	goto st0;
st925:
	if ( ++p == pe )
		goto _test_eof925;
case 925:
	if ( (*p) == 58 )
		goto tr908;
	goto st0;
st926:
	if ( ++p == pe )
		goto _test_eof926;
case 926:
	if ( (*p) == 50 )
		goto st927;
	goto st0;
st927:
	if ( ++p == pe )
		goto _test_eof927;
case 927:
	if ( (*p) == 53 )
		goto st928;
	goto st0;
st928:
	if ( ++p == pe )
		goto _test_eof928;
case 928:
	switch( (*p) ) {
		case 37: goto st929;
		case 95: goto st931;
		case 126: goto st931;
	}
	if ( (*p) < 48 ) {
		if ( 45 <= (*p) && (*p) <= 46 )
			goto st931;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st931;
		} else if ( (*p) >= 65 )
			goto st931;
	} else
		goto st931;
	goto st0;
st929:
	if ( ++p == pe )
		goto _test_eof929;
case 929:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st930;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st930;
	} else
		goto st930;
	goto st0;
st930:
	if ( ++p == pe )
		goto _test_eof930;
case 930:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st931;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st931;
	} else
		goto st931;
	goto st0;
st931:
	if ( ++p == pe )
		goto _test_eof931;
case 931:
	switch( (*p) ) {
		case 37: goto st929;
		case 93: goto st925;
		case 95: goto st931;
		case 126: goto st931;
	}
	if ( (*p) < 48 ) {
		if ( 45 <= (*p) && (*p) <= 46 )
			goto st931;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st931;
		} else if ( (*p) >= 65 )
			goto st931;
	} else
		goto st931;
	goto st0;
st932:
	if ( ++p == pe )
		goto _test_eof932;
case 932:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( 48 <= _widec && _widec <= 57 )
		goto st933;
	goto st0;
st933:
	if ( ++p == pe )
		goto _test_eof933;
case 933:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( 48 <= _widec && _widec <= 57 )
		goto st924;
	goto st0;
st934:
	if ( ++p == pe )
		goto _test_eof934;
case 934:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 53: goto st935;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec > 52 ) {
		if ( 54 <= _widec && _widec <= 57 )
			goto st924;
	} else if ( _widec >= 48 )
		goto st933;
	goto st0;
st935:
	if ( ++p == pe )
		goto _test_eof935;
case 935:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( 48 <= _widec && _widec <= 53 )
		goto st924;
	goto st0;
st936:
	if ( ++p == pe )
		goto _test_eof936;
case 936:
	if ( (*p) == 46 )
		goto st923;
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st937;
	goto st0;
st937:
	if ( ++p == pe )
		goto _test_eof937;
case 937:
	if ( (*p) == 46 )
		goto st923;
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st922;
	goto st0;
st938:
	if ( ++p == pe )
		goto _test_eof938;
case 938:
	switch( (*p) ) {
		case 46: goto st923;
		case 53: goto st939;
	}
	if ( (*p) > 52 ) {
		if ( 54 <= (*p) && (*p) <= 57 )
			goto st922;
	} else if ( (*p) >= 48 )
		goto st937;
	goto st0;
st939:
	if ( ++p == pe )
		goto _test_eof939;
case 939:
	if ( (*p) == 46 )
		goto st923;
	if ( 48 <= (*p) && (*p) <= 53 )
		goto st922;
	goto st0;
st940:
	if ( ++p == pe )
		goto _test_eof940;
case 940:
	if ( (*p) == 46 )
		goto st921;
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st941;
	goto st0;
st941:
	if ( ++p == pe )
		goto _test_eof941;
case 941:
	if ( (*p) == 46 )
		goto st921;
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st920;
	goto st0;
st942:
	if ( ++p == pe )
		goto _test_eof942;
case 942:
	switch( (*p) ) {
		case 46: goto st921;
		case 53: goto st943;
	}
	if ( (*p) > 52 ) {
		if ( 54 <= (*p) && (*p) <= 57 )
			goto st920;
	} else if ( (*p) >= 48 )
		goto st941;
	goto st0;
st943:
	if ( ++p == pe )
		goto _test_eof943;
case 943:
	if ( (*p) == 46 )
		goto st921;
	if ( 48 <= (*p) && (*p) <= 53 )
		goto st920;
	goto st0;
st944:
	if ( ++p == pe )
		goto _test_eof944;
case 944:
	if ( (*p) == 58 )
		goto st947;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st945;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st945;
	} else
		goto st945;
	goto st0;
st945:
	if ( ++p == pe )
		goto _test_eof945;
case 945:
	if ( (*p) == 58 )
		goto st947;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st946;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st946;
	} else
		goto st946;
	goto st0;
st946:
	if ( ++p == pe )
		goto _test_eof946;
case 946:
	if ( (*p) == 58 )
		goto st947;
	goto st0;
st947:
	if ( ++p == pe )
		goto _test_eof947;
case 947:
	if ( (*p) == 58 )
		goto st924;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st948;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st948;
	} else
		goto st948;
	goto st0;
st948:
	if ( ++p == pe )
		goto _test_eof948;
case 948:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st949;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st949;
	} else
		goto st949;
	goto st0;
st949:
	if ( ++p == pe )
		goto _test_eof949;
case 949:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st950;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st950;
	} else
		goto st950;
	goto st0;
st950:
	if ( ++p == pe )
		goto _test_eof950;
case 950:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st924;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st924;
	} else
		goto st924;
	goto st0;
st951:
	if ( ++p == pe )
		goto _test_eof951;
case 951:
	switch( (*p) ) {
		case 46: goto st919;
		case 58: goto st947;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st952;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st944;
	} else
		goto st944;
	goto st0;
st952:
	if ( ++p == pe )
		goto _test_eof952;
case 952:
	switch( (*p) ) {
		case 46: goto st919;
		case 58: goto st947;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st953;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st945;
	} else
		goto st945;
	goto st0;
st953:
	if ( ++p == pe )
		goto _test_eof953;
case 953:
	switch( (*p) ) {
		case 46: goto st919;
		case 58: goto st947;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st946;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st946;
	} else
		goto st946;
	goto st0;
st954:
	if ( ++p == pe )
		goto _test_eof954;
case 954:
	switch( (*p) ) {
		case 46: goto st919;
		case 53: goto st955;
		case 58: goto st947;
	}
	if ( (*p) < 54 ) {
		if ( 48 <= (*p) && (*p) <= 52 )
			goto st952;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 70 ) {
			if ( 97 <= (*p) && (*p) <= 102 )
				goto st944;
		} else if ( (*p) >= 65 )
			goto st944;
	} else
		goto st956;
	goto st0;
st955:
	if ( ++p == pe )
		goto _test_eof955;
case 955:
	switch( (*p) ) {
		case 46: goto st919;
		case 58: goto st947;
	}
	if ( (*p) < 54 ) {
		if ( 48 <= (*p) && (*p) <= 53 )
			goto st953;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 70 ) {
			if ( 97 <= (*p) && (*p) <= 102 )
				goto st945;
		} else if ( (*p) >= 65 )
			goto st945;
	} else
		goto st945;
	goto st0;
st956:
	if ( ++p == pe )
		goto _test_eof956;
case 956:
	switch( (*p) ) {
		case 46: goto st919;
		case 58: goto st947;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st945;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st945;
	} else
		goto st945;
	goto st0;
st957:
	if ( ++p == pe )
		goto _test_eof957;
case 957:
	switch( (*p) ) {
		case 46: goto st919;
		case 58: goto st947;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st956;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st944;
	} else
		goto st944;
	goto st0;
st958:
	if ( ++p == pe )
		goto _test_eof958;
case 958:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st948;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st948;
	} else
		goto st948;
	goto st0;
st959:
	if ( ++p == pe )
		goto _test_eof959;
case 959:
	if ( (*p) == 58 )
		goto st947;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st944;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st944;
	} else
		goto st944;
	goto st0;
st960:
	if ( ++p == pe )
		goto _test_eof960;
case 960:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st961;
		case 49: goto st966;
		case 50: goto st969;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st972;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st973;
	} else
		goto st973;
	goto st0;
st961:
	if ( ++p == pe )
		goto _test_eof961;
case 961:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st965;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st962;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st962;
	} else
		goto st962;
	goto st0;
st962:
	if ( ++p == pe )
		goto _test_eof962;
case 962:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st965;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st963;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st963;
	} else
		goto st963;
	goto st0;
st963:
	if ( ++p == pe )
		goto _test_eof963;
case 963:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st965;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st964;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st964;
	} else
		goto st964;
	goto st0;
st964:
	if ( ++p == pe )
		goto _test_eof964;
case 964:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st965;
		case 93: goto st925;
		case 549: goto st926;
	}
	goto st0;
st965:
	if ( ++p == pe )
		goto _test_eof965;
case 965:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st948;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st948;
	} else
		goto st948;
	goto st0;
st966:
	if ( ++p == pe )
		goto _test_eof966;
case 966:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st965;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st967;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st962;
	} else
		goto st962;
	goto st0;
st967:
	if ( ++p == pe )
		goto _test_eof967;
case 967:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st965;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st968;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st963;
	} else
		goto st963;
	goto st0;
st968:
	if ( ++p == pe )
		goto _test_eof968;
case 968:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st965;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st964;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st964;
	} else
		goto st964;
	goto st0;
st969:
	if ( ++p == pe )
		goto _test_eof969;
case 969:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 53: goto st970;
		case 58: goto st965;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st967;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st962;
		} else if ( _widec >= 65 )
			goto st962;
	} else
		goto st971;
	goto st0;
st970:
	if ( ++p == pe )
		goto _test_eof970;
case 970:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st965;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st968;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st963;
		} else if ( _widec >= 65 )
			goto st963;
	} else
		goto st963;
	goto st0;
st971:
	if ( ++p == pe )
		goto _test_eof971;
case 971:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st965;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st963;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st963;
	} else
		goto st963;
	goto st0;
st972:
	if ( ++p == pe )
		goto _test_eof972;
case 972:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st965;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st971;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st962;
	} else
		goto st962;
	goto st0;
st973:
	if ( ++p == pe )
		goto _test_eof973;
case 973:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st965;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st962;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st962;
	} else
		goto st962;
	goto st0;
st974:
	if ( ++p == pe )
		goto _test_eof974;
case 974:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st975;
		case 49: goto st980;
		case 50: goto st983;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st986;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st987;
	} else
		goto st987;
	goto st0;
st975:
	if ( ++p == pe )
		goto _test_eof975;
case 975:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st979;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st976;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st976;
	} else
		goto st976;
	goto st0;
st976:
	if ( ++p == pe )
		goto _test_eof976;
case 976:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st979;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st977;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st977;
	} else
		goto st977;
	goto st0;
st977:
	if ( ++p == pe )
		goto _test_eof977;
case 977:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st979;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st978;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st978;
	} else
		goto st978;
	goto st0;
st978:
	if ( ++p == pe )
		goto _test_eof978;
case 978:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st979;
		case 93: goto st925;
		case 549: goto st926;
	}
	goto st0;
st979:
	if ( ++p == pe )
		goto _test_eof979;
case 979:
	switch( (*p) ) {
		case 48: goto st961;
		case 49: goto st966;
		case 50: goto st969;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st972;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st973;
	} else
		goto st973;
	goto st0;
st980:
	if ( ++p == pe )
		goto _test_eof980;
case 980:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st979;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st981;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st976;
	} else
		goto st976;
	goto st0;
st981:
	if ( ++p == pe )
		goto _test_eof981;
case 981:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st979;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st982;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st977;
	} else
		goto st977;
	goto st0;
st982:
	if ( ++p == pe )
		goto _test_eof982;
case 982:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st979;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st978;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st978;
	} else
		goto st978;
	goto st0;
st983:
	if ( ++p == pe )
		goto _test_eof983;
case 983:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 53: goto st984;
		case 58: goto st979;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st981;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st976;
		} else if ( _widec >= 65 )
			goto st976;
	} else
		goto st985;
	goto st0;
st984:
	if ( ++p == pe )
		goto _test_eof984;
case 984:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st979;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st982;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st977;
		} else if ( _widec >= 65 )
			goto st977;
	} else
		goto st977;
	goto st0;
st985:
	if ( ++p == pe )
		goto _test_eof985;
case 985:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st979;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st977;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st977;
	} else
		goto st977;
	goto st0;
st986:
	if ( ++p == pe )
		goto _test_eof986;
case 986:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st979;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st985;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st976;
	} else
		goto st976;
	goto st0;
st987:
	if ( ++p == pe )
		goto _test_eof987;
case 987:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st979;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st976;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st976;
	} else
		goto st976;
	goto st0;
st988:
	if ( ++p == pe )
		goto _test_eof988;
case 988:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st989;
		case 49: goto st994;
		case 50: goto st997;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st1000;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1001;
	} else
		goto st1001;
	goto st0;
st989:
	if ( ++p == pe )
		goto _test_eof989;
case 989:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st993;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st990;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st990;
	} else
		goto st990;
	goto st0;
st990:
	if ( ++p == pe )
		goto _test_eof990;
case 990:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st993;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st991;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st991;
	} else
		goto st991;
	goto st0;
st991:
	if ( ++p == pe )
		goto _test_eof991;
case 991:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st993;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st992;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st992;
	} else
		goto st992;
	goto st0;
st992:
	if ( ++p == pe )
		goto _test_eof992;
case 992:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st993;
		case 93: goto st925;
		case 549: goto st926;
	}
	goto st0;
st993:
	if ( ++p == pe )
		goto _test_eof993;
case 993:
	switch( (*p) ) {
		case 48: goto st975;
		case 49: goto st980;
		case 50: goto st983;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st986;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st987;
	} else
		goto st987;
	goto st0;
st994:
	if ( ++p == pe )
		goto _test_eof994;
case 994:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st993;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st995;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st990;
	} else
		goto st990;
	goto st0;
st995:
	if ( ++p == pe )
		goto _test_eof995;
case 995:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st993;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st996;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st991;
	} else
		goto st991;
	goto st0;
st996:
	if ( ++p == pe )
		goto _test_eof996;
case 996:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st993;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st992;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st992;
	} else
		goto st992;
	goto st0;
st997:
	if ( ++p == pe )
		goto _test_eof997;
case 997:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 53: goto st998;
		case 58: goto st993;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st995;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st990;
		} else if ( _widec >= 65 )
			goto st990;
	} else
		goto st999;
	goto st0;
st998:
	if ( ++p == pe )
		goto _test_eof998;
case 998:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st993;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st996;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st991;
		} else if ( _widec >= 65 )
			goto st991;
	} else
		goto st991;
	goto st0;
st999:
	if ( ++p == pe )
		goto _test_eof999;
case 999:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st993;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st991;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st991;
	} else
		goto st991;
	goto st0;
st1000:
	if ( ++p == pe )
		goto _test_eof1000;
case 1000:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st993;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st999;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st990;
	} else
		goto st990;
	goto st0;
st1001:
	if ( ++p == pe )
		goto _test_eof1001;
case 1001:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st993;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st990;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st990;
	} else
		goto st990;
	goto st0;
st1002:
	if ( ++p == pe )
		goto _test_eof1002;
case 1002:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st1003;
		case 49: goto st1008;
		case 50: goto st1011;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st1014;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1015;
	} else
		goto st1015;
	goto st0;
st1003:
	if ( ++p == pe )
		goto _test_eof1003;
case 1003:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st1007;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1004;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1004;
	} else
		goto st1004;
	goto st0;
st1004:
	if ( ++p == pe )
		goto _test_eof1004;
case 1004:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1007;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1005;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1005;
	} else
		goto st1005;
	goto st0;
st1005:
	if ( ++p == pe )
		goto _test_eof1005;
case 1005:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1007;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1006;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1006;
	} else
		goto st1006;
	goto st0;
st1006:
	if ( ++p == pe )
		goto _test_eof1006;
case 1006:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1007;
		case 93: goto st925;
		case 549: goto st926;
	}
	goto st0;
st1007:
	if ( ++p == pe )
		goto _test_eof1007;
case 1007:
	switch( (*p) ) {
		case 48: goto st989;
		case 49: goto st994;
		case 50: goto st997;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st1000;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1001;
	} else
		goto st1001;
	goto st0;
st1008:
	if ( ++p == pe )
		goto _test_eof1008;
case 1008:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st1007;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1009;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1004;
	} else
		goto st1004;
	goto st0;
st1009:
	if ( ++p == pe )
		goto _test_eof1009;
case 1009:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st1007;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1010;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1005;
	} else
		goto st1005;
	goto st0;
st1010:
	if ( ++p == pe )
		goto _test_eof1010;
case 1010:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st1007;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1006;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1006;
	} else
		goto st1006;
	goto st0;
st1011:
	if ( ++p == pe )
		goto _test_eof1011;
case 1011:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 53: goto st1012;
		case 58: goto st1007;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st1009;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st1004;
		} else if ( _widec >= 65 )
			goto st1004;
	} else
		goto st1013;
	goto st0;
st1012:
	if ( ++p == pe )
		goto _test_eof1012;
case 1012:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st1007;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st1010;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st1005;
		} else if ( _widec >= 65 )
			goto st1005;
	} else
		goto st1005;
	goto st0;
st1013:
	if ( ++p == pe )
		goto _test_eof1013;
case 1013:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st1007;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1005;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1005;
	} else
		goto st1005;
	goto st0;
st1014:
	if ( ++p == pe )
		goto _test_eof1014;
case 1014:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st1007;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1013;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1004;
	} else
		goto st1004;
	goto st0;
st1015:
	if ( ++p == pe )
		goto _test_eof1015;
case 1015:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1007;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1004;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1004;
	} else
		goto st1004;
	goto st0;
st1016:
	if ( ++p == pe )
		goto _test_eof1016;
case 1016:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st1017;
		case 49: goto st1022;
		case 50: goto st1025;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st1028;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1029;
	} else
		goto st1029;
	goto st0;
st1017:
	if ( ++p == pe )
		goto _test_eof1017;
case 1017:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st1021;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1018;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1018;
	} else
		goto st1018;
	goto st0;
st1018:
	if ( ++p == pe )
		goto _test_eof1018;
case 1018:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1021;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1019;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1019;
	} else
		goto st1019;
	goto st0;
st1019:
	if ( ++p == pe )
		goto _test_eof1019;
case 1019:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1021;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1020;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1020;
	} else
		goto st1020;
	goto st0;
st1020:
	if ( ++p == pe )
		goto _test_eof1020;
case 1020:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1021;
		case 93: goto st925;
		case 549: goto st926;
	}
	goto st0;
st1021:
	if ( ++p == pe )
		goto _test_eof1021;
case 1021:
	switch( (*p) ) {
		case 48: goto st1003;
		case 49: goto st1008;
		case 50: goto st1011;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st1014;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1015;
	} else
		goto st1015;
	goto st0;
st1022:
	if ( ++p == pe )
		goto _test_eof1022;
case 1022:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st1021;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1023;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1018;
	} else
		goto st1018;
	goto st0;
st1023:
	if ( ++p == pe )
		goto _test_eof1023;
case 1023:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st1021;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1024;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1019;
	} else
		goto st1019;
	goto st0;
st1024:
	if ( ++p == pe )
		goto _test_eof1024;
case 1024:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st1021;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1020;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1020;
	} else
		goto st1020;
	goto st0;
st1025:
	if ( ++p == pe )
		goto _test_eof1025;
case 1025:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 53: goto st1026;
		case 58: goto st1021;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st1023;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st1018;
		} else if ( _widec >= 65 )
			goto st1018;
	} else
		goto st1027;
	goto st0;
st1026:
	if ( ++p == pe )
		goto _test_eof1026;
case 1026:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st1021;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st1024;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st1019;
		} else if ( _widec >= 65 )
			goto st1019;
	} else
		goto st1019;
	goto st0;
st1027:
	if ( ++p == pe )
		goto _test_eof1027;
case 1027:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st1021;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1019;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1019;
	} else
		goto st1019;
	goto st0;
st1028:
	if ( ++p == pe )
		goto _test_eof1028;
case 1028:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st1021;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1027;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1018;
	} else
		goto st1018;
	goto st0;
st1029:
	if ( ++p == pe )
		goto _test_eof1029;
case 1029:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1021;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1018;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1018;
	} else
		goto st1018;
	goto st0;
st1030:
	if ( ++p == pe )
		goto _test_eof1030;
case 1030:
	if ( (*p) == 58 )
		goto st1031;
	goto st0;
st1031:
	if ( ++p == pe )
		goto _test_eof1031;
case 1031:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st1032;
		case 49: goto st1037;
		case 50: goto st1040;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st1043;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1044;
	} else
		goto st1044;
	goto st0;
st1032:
	if ( ++p == pe )
		goto _test_eof1032;
case 1032:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st1036;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1033;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1033;
	} else
		goto st1033;
	goto st0;
st1033:
	if ( ++p == pe )
		goto _test_eof1033;
case 1033:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1036;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1034;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1034;
	} else
		goto st1034;
	goto st0;
st1034:
	if ( ++p == pe )
		goto _test_eof1034;
case 1034:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1036;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1035;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1035;
	} else
		goto st1035;
	goto st0;
st1035:
	if ( ++p == pe )
		goto _test_eof1035;
case 1035:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1036;
		case 93: goto st925;
		case 549: goto st926;
	}
	goto st0;
st1036:
	if ( ++p == pe )
		goto _test_eof1036;
case 1036:
	switch( (*p) ) {
		case 48: goto st1017;
		case 49: goto st1022;
		case 50: goto st1025;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st1028;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1029;
	} else
		goto st1029;
	goto st0;
st1037:
	if ( ++p == pe )
		goto _test_eof1037;
case 1037:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st1036;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1038;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1033;
	} else
		goto st1033;
	goto st0;
st1038:
	if ( ++p == pe )
		goto _test_eof1038;
case 1038:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st1036;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1039;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1034;
	} else
		goto st1034;
	goto st0;
st1039:
	if ( ++p == pe )
		goto _test_eof1039;
case 1039:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st1036;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1035;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1035;
	} else
		goto st1035;
	goto st0;
st1040:
	if ( ++p == pe )
		goto _test_eof1040;
case 1040:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 53: goto st1041;
		case 58: goto st1036;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st1038;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st1033;
		} else if ( _widec >= 65 )
			goto st1033;
	} else
		goto st1042;
	goto st0;
st1041:
	if ( ++p == pe )
		goto _test_eof1041;
case 1041:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st1036;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st1039;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st1034;
		} else if ( _widec >= 65 )
			goto st1034;
	} else
		goto st1034;
	goto st0;
st1042:
	if ( ++p == pe )
		goto _test_eof1042;
case 1042:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st1036;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1034;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1034;
	} else
		goto st1034;
	goto st0;
st1043:
	if ( ++p == pe )
		goto _test_eof1043;
case 1043:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st919;
		case 58: goto st1036;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1042;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1033;
	} else
		goto st1033;
	goto st0;
st1044:
	if ( ++p == pe )
		goto _test_eof1044;
case 1044:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1036;
		case 93: goto st925;
		case 549: goto st926;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1033;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1033;
	} else
		goto st1033;
	goto st0;
st1045:
	if ( ++p == pe )
		goto _test_eof1045;
case 1045:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1046;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1046;
	} else
		goto st1046;
	goto st0;
st1046:
	if ( ++p == pe )
		goto _test_eof1046;
case 1046:
	if ( (*p) == 46 )
		goto st1047;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1046;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1046;
	} else
		goto st1046;
	goto st0;
st1047:
	if ( ++p == pe )
		goto _test_eof1047;
case 1047:
	switch( (*p) ) {
		case 33: goto st1048;
		case 36: goto st1048;
		case 61: goto st1048;
		case 95: goto st1048;
		case 126: goto st1048;
	}
	if ( (*p) < 48 ) {
		if ( 38 <= (*p) && (*p) <= 46 )
			goto st1048;
	} else if ( (*p) > 59 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st1048;
		} else if ( (*p) >= 65 )
			goto st1048;
	} else
		goto st1048;
	goto st0;
st1048:
	if ( ++p == pe )
		goto _test_eof1048;
case 1048:
	switch( (*p) ) {
		case 33: goto st1048;
		case 36: goto st1048;
		case 61: goto st1048;
		case 93: goto st925;
		case 95: goto st1048;
		case 126: goto st1048;
	}
	if ( (*p) < 48 ) {
		if ( 38 <= (*p) && (*p) <= 46 )
			goto st1048;
	} else if ( (*p) > 59 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st1048;
		} else if ( (*p) >= 65 )
			goto st1048;
	} else
		goto st1048;
	goto st0;
case 1049:
	if ( (*p) == 42 )
		goto st1429;
	goto st0;
st1429:
	if ( ++p == pe )
		goto _test_eof1429;
case 1429:
	goto st0;
case 1050:
	_ps = 1050;
	switch( (*p) ) {
		case 33: goto tr1073;
		case 37: goto tr1074;
		case 42: goto tr1075;
		case 47: goto tr1076;
		case 58: goto tr1077;
		case 61: goto tr1073;
		case 91: goto st1227;
		case 95: goto tr1073;
		case 126: goto tr1073;
	}
	if ( (*p) < 65 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto tr1073;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr1078;
	} else
		goto tr1078;
	goto st0;
tr1073:
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 1051, LLURI__C_UNRESERVED); }
	goto st1051;
st1051:
	if ( ++p == pe )
		goto _test_eof1051;
case 1051:
#line 17924 "src/http/target.c"
	_ps = 1051;
	switch( (*p) ) {
		case 33: goto tr1073;
		case 37: goto tr1074;
		case 58: goto tr1077;
		case 61: goto tr1073;
		case 95: goto tr1073;
		case 126: goto tr1073;
	}
	if ( (*p) < 48 ) {
		if ( 36 <= (*p) && (*p) <= 46 )
			goto tr1073;
	} else if ( (*p) > 59 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto tr1073;
		} else if ( (*p) >= 65 )
			goto tr1073;
	} else
		goto tr1073;
	goto st0;
tr1074:
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 1052, LLURI__C_UNRESERVED); }
	goto st1052;
st1052:
	if ( ++p == pe )
		goto _test_eof1052;
case 1052:
#line 17952 "src/http/target.c"
	_ps = 1052;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr1080;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr1080;
	} else
		goto tr1080;
	goto st0;
tr1080:
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 1053, LLURI__C_UNRESERVED); }
	goto st1053;
st1053:
	if ( ++p == pe )
		goto _test_eof1053;
case 1053:
#line 17969 "src/http/target.c"
	_ps = 1053;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr1073;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr1073;
	} else
		goto tr1073;
	goto st0;
tr1077:
#line 34 "src/http/target.rl"
	{ host_end = p - buf; }
	goto st1430;
st1430:
	if ( ++p == pe )
		goto _test_eof1430;
case 1430:
#line 17986 "src/http/target.c"
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st1430;
	goto st0;
tr1075:
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 1431, LLURI__C_UNRESERVED); }
	goto st1431;
st1431:
	if ( ++p == pe )
		goto _test_eof1431;
case 1431:
#line 17996 "src/http/target.c"
	_ps = 1431;
	switch( (*p) ) {
		case 33: goto tr1073;
		case 37: goto tr1074;
		case 58: goto tr1077;
		case 61: goto tr1073;
		case 95: goto tr1073;
		case 126: goto tr1073;
	}
	if ( (*p) < 48 ) {
		if ( 36 <= (*p) && (*p) <= 46 )
			goto tr1073;
	} else if ( (*p) > 59 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto tr1073;
		} else if ( (*p) >= 65 )
			goto tr1073;
	} else
		goto tr1073;
	goto st0;
tr1076:
#line 24 "src/http/target.rl"
	{ RUN((_ps) == 1432, LLURI__C_SEGMENT); }
	goto st1432;
tr1477:
#line 29 "src/http/target.rl"
	{}
#line 34 "src/http/target.rl"
	{ host_end = p - buf; }
#line 31 "src/http/target.rl"
	{}
#line 24 "src/http/target.rl"
	{ RUN((_ps) == 1432, LLURI__C_SEGMENT); }
	goto st1432;
tr1483:
#line 34 "src/http/target.rl"
	{ host_end = p - buf; }
#line 31 "src/http/target.rl"
	{}
#line 24 "src/http/target.rl"
	{ RUN((_ps) == 1432, LLURI__C_SEGMENT); }
	goto st1432;
tr1486:
#line 31 "src/http/target.rl"
	{}
#line 24 "src/http/target.rl"
	{ RUN((_ps) == 1432, LLURI__C_SEGMENT); }
	goto st1432;
st1432:
	if ( ++p == pe )
		goto _test_eof1432;
case 1432:
#line 18039 "src/http/target.c"
	_ps = 1432;
	switch( (*p) ) {
		case 33: goto tr1076;
		case 37: goto tr1468;
		case 61: goto tr1076;
		case 63: goto st1433;
		case 95: goto tr1076;
		case 126: goto tr1076;
	}
	if ( (*p) < 64 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto tr1076;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr1076;
	} else
		goto tr1076;
	goto st0;
tr1468:
#line 24 "src/http/target.rl"
	{ RUN((_ps) == 1054, LLURI__C_SEGMENT); }
	goto st1054;
st1054:
	if ( ++p == pe )
		goto _test_eof1054;
case 1054:
#line 18064 "src/http/target.c"
	_ps = 1054;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr1081;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr1081;
	} else
		goto tr1081;
	goto st0;
tr1081:
#line 24 "src/http/target.rl"
	{ RUN((_ps) == 1055, LLURI__C_SEGMENT); }
	goto st1055;
st1055:
	if ( ++p == pe )
		goto _test_eof1055;
case 1055:
#line 18081 "src/http/target.c"
	_ps = 1055;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr1076;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr1076;
	} else
		goto tr1076;
	goto st0;
tr1479:
#line 29 "src/http/target.rl"
	{}
#line 34 "src/http/target.rl"
	{ host_end = p - buf; }
#line 31 "src/http/target.rl"
	{}
	goto st1433;
tr1485:
#line 34 "src/http/target.rl"
	{ host_end = p - buf; }
#line 31 "src/http/target.rl"
	{}
	goto st1433;
tr1488:
#line 31 "src/http/target.rl"
	{}
	goto st1433;
st1433:
	if ( ++p == pe )
		goto _test_eof1433;
case 1433:
#line 18107 "src/http/target.c"
	_ps = 1433;
	switch( (*p) ) {
		case 33: goto tr1470;
		case 37: goto tr1471;
		case 61: goto tr1470;
		case 95: goto tr1470;
		case 126: goto tr1470;
	}
	if ( (*p) < 63 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto tr1470;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr1470;
	} else
		goto tr1470;
	goto st0;
tr1470:
#line 33 "src/http/target.rl"
	{ query = p - buf; }
#line 25 "src/http/target.rl"
	{ RUN((_ps) == 1434, LLURI__C_QUERY); }
	goto st1434;
tr1083:
#line 25 "src/http/target.rl"
	{ RUN((_ps) == 1434, LLURI__C_QUERY); }
	goto st1434;
st1434:
	if ( ++p == pe )
		goto _test_eof1434;
case 1434:
#line 18135 "src/http/target.c"
	_ps = 1434;
	switch( (*p) ) {
		case 33: goto tr1083;
		case 37: goto tr1472;
		case 61: goto tr1083;
		case 95: goto tr1083;
		case 126: goto tr1083;
	}
	if ( (*p) < 63 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto tr1083;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr1083;
	} else
		goto tr1083;
	goto st0;
tr1471:
#line 33 "src/http/target.rl"
	{ query = p - buf; }
#line 25 "src/http/target.rl"
	{ RUN((_ps) == 1056, LLURI__C_QUERY); }
	goto st1056;
tr1472:
#line 25 "src/http/target.rl"
	{ RUN((_ps) == 1056, LLURI__C_QUERY); }
	goto st1056;
st1056:
	if ( ++p == pe )
		goto _test_eof1056;
case 1056:
#line 18163 "src/http/target.c"
	_ps = 1056;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr1082;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr1082;
	} else
		goto tr1082;
	goto st0;
tr1082:
#line 25 "src/http/target.rl"
	{ RUN((_ps) == 1057, LLURI__C_QUERY); }
	goto st1057;
st1057:
	if ( ++p == pe )
		goto _test_eof1057;
case 1057:
#line 18180 "src/http/target.c"
	_ps = 1057;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr1083;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr1083;
	} else
		goto tr1083;
	goto st0;
tr1078:
#line 23 "src/http/target.rl"
	{ RUN((_ps) == 1058, LLURI__C_SCHEME); }
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 1058, LLURI__C_UNRESERVED); }
	goto st1058;
st1058:
	if ( ++p == pe )
		goto _test_eof1058;
case 1058:
#line 18198 "src/http/target.c"
	_ps = 1058;
	switch( (*p) ) {
		case 33: goto tr1073;
		case 37: goto tr1074;
		case 43: goto tr1078;
		case 58: goto tr1084;
		case 59: goto tr1073;
		case 61: goto tr1073;
		case 95: goto tr1073;
		case 126: goto tr1073;
	}
	if ( (*p) < 48 ) {
		if ( (*p) > 44 ) {
			if ( 45 <= (*p) && (*p) <= 46 )
				goto tr1078;
		} else if ( (*p) >= 36 )
			goto tr1073;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto tr1078;
		} else if ( (*p) >= 65 )
			goto tr1078;
	} else
		goto tr1078;
	goto st0;
tr1084:
#line 28 "src/http/target.rl"
	{}
#line 34 "src/http/target.rl"
	{ host_end = p - buf; }
	goto st1435;
st1435:
	if ( ++p == pe )
		goto _test_eof1435;
case 1435:
#line 18232 "src/http/target.c"
	_ps = 1435;
	switch( (*p) ) {
		case 33: goto tr1076;
		case 37: goto tr1468;
		case 47: goto tr1473;
		case 61: goto tr1076;
		case 63: goto st1433;
		case 95: goto tr1076;
		case 126: goto tr1076;
	}
	if ( (*p) < 64 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto tr1076;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr1076;
	} else
		goto tr1076;
	goto st0;
tr1473:
#line 24 "src/http/target.rl"
	{ RUN((_ps) == 1436, LLURI__C_SEGMENT); }
	goto st1436;
st1436:
	if ( ++p == pe )
		goto _test_eof1436;
case 1436:
#line 18258 "src/http/target.c"
	_ps = 1436;
	switch( (*p) ) {
		case 33: goto tr1076;
		case 37: goto tr1468;
		case 47: goto st1437;
		case 61: goto tr1076;
		case 63: goto st1433;
		case 95: goto tr1076;
		case 126: goto tr1076;
	}
	if ( (*p) < 64 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto tr1076;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr1076;
	} else
		goto tr1076;
	goto st0;
st1437:
	if ( ++p == pe )
		goto _test_eof1437;
case 1437:
	_ps = 1437;
	switch( (*p) ) {
		case 33: goto tr1475;
		case 37: goto tr1476;
		case 47: goto tr1477;
		case 58: goto tr1478;
		case 61: goto tr1475;
		case 63: goto tr1479;
		case 64: goto tr1480;
		case 91: goto tr1481;
		case 95: goto tr1475;
		case 126: goto tr1475;
	}
	if ( (*p) < 65 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto tr1475;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr1475;
	} else
		goto tr1475;
	goto st0;
tr1086:
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 1438, LLURI__C_UNRESERVED); }
	goto st1438;
tr1475:
#line 29 "src/http/target.rl"
	{}
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 1438, LLURI__C_UNRESERVED); }
	goto st1438;
st1438:
	if ( ++p == pe )
		goto _test_eof1438;
case 1438:
#line 18314 "src/http/target.c"
	_ps = 1438;
	switch( (*p) ) {
		case 33: goto tr1086;
		case 37: goto tr1482;
		case 47: goto tr1483;
		case 58: goto tr1484;
		case 61: goto tr1086;
		case 63: goto tr1485;
		case 64: goto tr1089;
		case 95: goto tr1086;
		case 126: goto tr1086;
	}
	if ( (*p) < 65 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto tr1086;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr1086;
	} else
		goto tr1086;
	goto st0;
tr1482:
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 1059, LLURI__C_UNRESERVED); }
	goto st1059;
tr1476:
#line 29 "src/http/target.rl"
	{}
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 1059, LLURI__C_UNRESERVED); }
	goto st1059;
st1059:
	if ( ++p == pe )
		goto _test_eof1059;
case 1059:
#line 18346 "src/http/target.c"
	_ps = 1059;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr1085;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr1085;
	} else
		goto tr1085;
	goto st0;
tr1085:
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 1060, LLURI__C_UNRESERVED); }
	goto st1060;
st1060:
	if ( ++p == pe )
		goto _test_eof1060;
case 1060:
#line 18363 "src/http/target.c"
	_ps = 1060;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr1086;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr1086;
	} else
		goto tr1086;
	goto st0;
tr1484:
#line 34 "src/http/target.rl"
	{ host_end = p - buf; }
	goto st1439;
tr1478:
#line 29 "src/http/target.rl"
	{}
#line 34 "src/http/target.rl"
	{ host_end = p - buf; }
	goto st1439;
st1439:
	if ( ++p == pe )
		goto _test_eof1439;
case 1439:
#line 18384 "src/http/target.c"
	_ps = 1439;
	switch( (*p) ) {
		case 33: goto st1061;
		case 37: goto st1062;
		case 47: goto tr1486;
		case 61: goto st1061;
		case 63: goto tr1488;
		case 64: goto tr1089;
		case 95: goto st1061;
		case 126: goto st1061;
	}
	if ( (*p) < 58 ) {
		if ( (*p) > 46 ) {
			if ( 48 <= (*p) && (*p) <= 57 )
				goto st1439;
		} else if ( (*p) >= 36 )
			goto st1061;
	} else if ( (*p) > 59 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st1061;
		} else if ( (*p) >= 65 )
			goto st1061;
	} else
		goto st1061;
	goto st0;
st1061:
	if ( ++p == pe )
		goto _test_eof1061;
case 1061:
	switch( (*p) ) {
		case 33: goto st1061;
		case 37: goto st1062;
		case 61: goto st1061;
		case 64: goto tr1089;
		case 95: goto st1061;
		case 126: goto st1061;
	}
	if ( (*p) < 48 ) {
		if ( 36 <= (*p) && (*p) <= 46 )
			goto st1061;
	} else if ( (*p) > 59 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st1061;
		} else if ( (*p) >= 65 )
			goto st1061;
	} else
		goto st1061;
	goto st0;
st1062:
	if ( ++p == pe )
		goto _test_eof1062;
case 1062:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1063;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1063;
	} else
		goto st1063;
	goto st0;
st1063:
	if ( ++p == pe )
		goto _test_eof1063;
case 1063:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1061;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1061;
	} else
		goto st1061;
	goto st0;
tr1480:
#line 29 "src/http/target.rl"
	{}
#line 30 "src/http/target.rl"
	{}
	goto st1440;
tr1089:
#line 30 "src/http/target.rl"
	{}
	goto st1440;
st1440:
	if ( ++p == pe )
		goto _test_eof1440;
case 1440:
#line 18471 "src/http/target.c"
	_ps = 1440;
	switch( (*p) ) {
		case 33: goto tr1092;
		case 37: goto tr1489;
		case 47: goto tr1483;
		case 58: goto tr1490;
		case 61: goto tr1092;
		case 63: goto tr1485;
		case 91: goto st1066;
		case 95: goto tr1092;
		case 126: goto tr1092;
	}
	if ( (*p) < 65 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto tr1092;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr1092;
	} else
		goto tr1092;
	goto st0;
tr1092:
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 1441, LLURI__C_UNRESERVED); }
	goto st1441;
st1441:
	if ( ++p == pe )
		goto _test_eof1441;
case 1441:
#line 18499 "src/http/target.c"
	_ps = 1441;
	switch( (*p) ) {
		case 33: goto tr1092;
		case 37: goto tr1489;
		case 47: goto tr1483;
		case 58: goto tr1490;
		case 61: goto tr1092;
		case 63: goto tr1485;
		case 95: goto tr1092;
		case 126: goto tr1092;
	}
	if ( (*p) < 65 ) {
		if ( 36 <= (*p) && (*p) <= 59 )
			goto tr1092;
	} else if ( (*p) > 90 ) {
		if ( 97 <= (*p) && (*p) <= 122 )
			goto tr1092;
	} else
		goto tr1092;
	goto st0;
tr1489:
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 1064, LLURI__C_UNRESERVED); }
	goto st1064;
st1064:
	if ( ++p == pe )
		goto _test_eof1064;
case 1064:
#line 18526 "src/http/target.c"
	_ps = 1064;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr1091;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr1091;
	} else
		goto tr1091;
	goto st0;
tr1091:
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 1065, LLURI__C_UNRESERVED); }
	goto st1065;
st1065:
	if ( ++p == pe )
		goto _test_eof1065;
case 1065:
#line 18543 "src/http/target.c"
	_ps = 1065;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr1092;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr1092;
	} else
		goto tr1092;
	goto st0;
tr1490:
#line 34 "src/http/target.rl"
	{ host_end = p - buf; }
	goto st1442;
st1442:
	if ( ++p == pe )
		goto _test_eof1442;
case 1442:
#line 18560 "src/http/target.c"
	_ps = 1442;
	switch( (*p) ) {
		case 47: goto tr1486;
		case 63: goto tr1488;
	}
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st1442;
	goto st0;
tr1481:
#line 29 "src/http/target.rl"
	{}
	goto st1066;
st1066:
	if ( ++p == pe )
		goto _test_eof1066;
case 1066:
#line 18575 "src/http/target.c"
	switch( (*p) ) {
		case 58: goto st1208;
		case 86: goto st1223;
		case 118: goto st1223;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1067;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1067;
	} else
		goto st1067;
	goto st0;
st1067:
	if ( ++p == pe )
		goto _test_eof1067;
case 1067:
	if ( (*p) == 58 )
		goto st1071;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1068;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1068;
	} else
		goto st1068;
	goto st0;
st1068:
	if ( ++p == pe )
		goto _test_eof1068;
case 1068:
	if ( (*p) == 58 )
		goto st1071;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1069;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1069;
	} else
		goto st1069;
	goto st0;
st1069:
	if ( ++p == pe )
		goto _test_eof1069;
case 1069:
	if ( (*p) == 58 )
		goto st1071;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1070;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1070;
	} else
		goto st1070;
	goto st0;
st1070:
	if ( ++p == pe )
		goto _test_eof1070;
case 1070:
	if ( (*p) == 58 )
		goto st1071;
	goto st0;
st1071:
	if ( ++p == pe )
		goto _test_eof1071;
case 1071:
	if ( (*p) == 58 )
		goto st1194;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1072;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1072;
	} else
		goto st1072;
	goto st0;
st1072:
	if ( ++p == pe )
		goto _test_eof1072;
case 1072:
	if ( (*p) == 58 )
		goto st1076;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1073;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1073;
	} else
		goto st1073;
	goto st0;
st1073:
	if ( ++p == pe )
		goto _test_eof1073;
case 1073:
	if ( (*p) == 58 )
		goto st1076;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1074;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1074;
	} else
		goto st1074;
	goto st0;
st1074:
	if ( ++p == pe )
		goto _test_eof1074;
case 1074:
	if ( (*p) == 58 )
		goto st1076;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1075;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1075;
	} else
		goto st1075;
	goto st0;
st1075:
	if ( ++p == pe )
		goto _test_eof1075;
case 1075:
	if ( (*p) == 58 )
		goto st1076;
	goto st0;
st1076:
	if ( ++p == pe )
		goto _test_eof1076;
case 1076:
	if ( (*p) == 58 )
		goto st1180;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1077;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1077;
	} else
		goto st1077;
	goto st0;
st1077:
	if ( ++p == pe )
		goto _test_eof1077;
case 1077:
	if ( (*p) == 58 )
		goto st1081;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1078;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1078;
	} else
		goto st1078;
	goto st0;
st1078:
	if ( ++p == pe )
		goto _test_eof1078;
case 1078:
	if ( (*p) == 58 )
		goto st1081;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1079;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1079;
	} else
		goto st1079;
	goto st0;
st1079:
	if ( ++p == pe )
		goto _test_eof1079;
case 1079:
	if ( (*p) == 58 )
		goto st1081;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1080;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1080;
	} else
		goto st1080;
	goto st0;
st1080:
	if ( ++p == pe )
		goto _test_eof1080;
case 1080:
	if ( (*p) == 58 )
		goto st1081;
	goto st0;
st1081:
	if ( ++p == pe )
		goto _test_eof1081;
case 1081:
	if ( (*p) == 58 )
		goto st1166;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1082;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1082;
	} else
		goto st1082;
	goto st0;
st1082:
	if ( ++p == pe )
		goto _test_eof1082;
case 1082:
	if ( (*p) == 58 )
		goto st1086;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1083;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1083;
	} else
		goto st1083;
	goto st0;
st1083:
	if ( ++p == pe )
		goto _test_eof1083;
case 1083:
	if ( (*p) == 58 )
		goto st1086;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1084;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1084;
	} else
		goto st1084;
	goto st0;
st1084:
	if ( ++p == pe )
		goto _test_eof1084;
case 1084:
	if ( (*p) == 58 )
		goto st1086;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1085;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1085;
	} else
		goto st1085;
	goto st0;
st1085:
	if ( ++p == pe )
		goto _test_eof1085;
case 1085:
	if ( (*p) == 58 )
		goto st1086;
	goto st0;
st1086:
	if ( ++p == pe )
		goto _test_eof1086;
case 1086:
	if ( (*p) == 58 )
		goto st1152;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1087;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1087;
	} else
		goto st1087;
	goto st0;
st1087:
	if ( ++p == pe )
		goto _test_eof1087;
case 1087:
	if ( (*p) == 58 )
		goto st1091;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1088;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1088;
	} else
		goto st1088;
	goto st0;
st1088:
	if ( ++p == pe )
		goto _test_eof1088;
case 1088:
	if ( (*p) == 58 )
		goto st1091;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1089;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1089;
	} else
		goto st1089;
	goto st0;
st1089:
	if ( ++p == pe )
		goto _test_eof1089;
case 1089:
	if ( (*p) == 58 )
		goto st1091;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1090;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1090;
	} else
		goto st1090;
	goto st0;
st1090:
	if ( ++p == pe )
		goto _test_eof1090;
case 1090:
	if ( (*p) == 58 )
		goto st1091;
	goto st0;
st1091:
	if ( ++p == pe )
		goto _test_eof1091;
case 1091:
	if ( (*p) == 58 )
		goto st1138;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1092;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1092;
	} else
		goto st1092;
	goto st0;
st1092:
	if ( ++p == pe )
		goto _test_eof1092;
case 1092:
	if ( (*p) == 58 )
		goto st1096;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1093;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1093;
	} else
		goto st1093;
	goto st0;
st1093:
	if ( ++p == pe )
		goto _test_eof1093;
case 1093:
	if ( (*p) == 58 )
		goto st1096;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1094;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1094;
	} else
		goto st1094;
	goto st0;
st1094:
	if ( ++p == pe )
		goto _test_eof1094;
case 1094:
	if ( (*p) == 58 )
		goto st1096;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1095;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1095;
	} else
		goto st1095;
	goto st0;
st1095:
	if ( ++p == pe )
		goto _test_eof1095;
case 1095:
	if ( (*p) == 58 )
		goto st1096;
	goto st0;
st1096:
	if ( ++p == pe )
		goto _test_eof1096;
case 1096:
	switch( (*p) ) {
		case 48: goto st1097;
		case 49: goto st1129;
		case 50: goto st1132;
		case 58: goto st1136;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st1135;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1137;
	} else
		goto st1137;
	goto st0;
st1097:
	if ( ++p == pe )
		goto _test_eof1097;
case 1097:
	switch( (*p) ) {
		case 46: goto st1098;
		case 58: goto st1125;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1122;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1122;
	} else
		goto st1122;
	goto st0;
st1098:
	if ( ++p == pe )
		goto _test_eof1098;
case 1098:
	switch( (*p) ) {
		case 48: goto st1099;
		case 49: goto st1118;
		case 50: goto st1120;
	}
	if ( 51 <= (*p) && (*p) <= 57 )
		goto st1119;
	goto st0;
st1099:
	if ( ++p == pe )
		goto _test_eof1099;
case 1099:
	if ( (*p) == 46 )
		goto st1100;
	goto st0;
st1100:
	if ( ++p == pe )
		goto _test_eof1100;
case 1100:
	switch( (*p) ) {
		case 48: goto st1101;
		case 49: goto st1114;
		case 50: goto st1116;
	}
	if ( 51 <= (*p) && (*p) <= 57 )
		goto st1115;
	goto st0;
st1101:
	if ( ++p == pe )
		goto _test_eof1101;
case 1101:
	if ( (*p) == 46 )
		goto st1102;
	goto st0;
st1102:
	if ( ++p == pe )
		goto _test_eof1102;
case 1102:
	switch( (*p) ) {
		case 48: goto st1103;
		case 49: goto st1110;
		case 50: goto st1112;
	}
	if ( 51 <= (*p) && (*p) <= 57 )
		goto st1111;
	goto st0;
st1103:
	if ( ++p == pe )
		goto _test_eof1103;
case 1103:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st1443;
		case 549: goto st1104;
	}
	goto st0;
st1443:
	if ( ++p == pe )
		goto _test_eof1443;
case 1443:
	_ps = 1443;
	switch( (*p) ) {
		case 47: goto tr1483;
		case 58: goto tr1490;
		case 63: goto tr1485;
	}
	goto st0;
st1104:
	if ( ++p == pe )
		goto _test_eof1104;
case 1104:
	if ( (*p) == 50 )
		goto st1105;
	goto st0;
st1105:
	if ( ++p == pe )
		goto _test_eof1105;
case 1105:
	if ( (*p) == 53 )
		goto st1106;
	goto st0;
st1106:
	if ( ++p == pe )
		goto _test_eof1106;
case 1106:
	switch( (*p) ) {
		case 37: goto st1107;
		case 95: goto st1109;
		case 126: goto st1109;
	}
	if ( (*p) < 48 ) {
		if ( 45 <= (*p) && (*p) <= 46 )
			goto st1109;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st1109;
		} else if ( (*p) >= 65 )
			goto st1109;
	} else
		goto st1109;
	goto st0;
st1107:
	if ( ++p == pe )
		goto _test_eof1107;
case 1107:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1108;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1108;
	} else
		goto st1108;
	goto st0;
st1108:
	if ( ++p == pe )
		goto _test_eof1108;
case 1108:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1109;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1109;
	} else
		goto st1109;
	goto st0;
st1109:
	if ( ++p == pe )
		goto _test_eof1109;
case 1109:
	switch( (*p) ) {
		case 37: goto st1107;
		case 93: goto st1443;
		case 95: goto st1109;
		case 126: goto st1109;
	}
	if ( (*p) < 48 ) {
		if ( 45 <= (*p) && (*p) <= 46 )
			goto st1109;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st1109;
		} else if ( (*p) >= 65 )
			goto st1109;
	} else
		goto st1109;
	goto st0;
st1110:
	if ( ++p == pe )
		goto _test_eof1110;
case 1110:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( 48 <= _widec && _widec <= 57 )
		goto st1111;
	goto st0;
st1111:
	if ( ++p == pe )
		goto _test_eof1111;
case 1111:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( 48 <= _widec && _widec <= 57 )
		goto st1103;
	goto st0;
st1112:
	if ( ++p == pe )
		goto _test_eof1112;
case 1112:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 53: goto st1113;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec > 52 ) {
		if ( 54 <= _widec && _widec <= 57 )
			goto st1103;
	} else if ( _widec >= 48 )
		goto st1111;
	goto st0;
st1113:
	if ( ++p == pe )
		goto _test_eof1113;
case 1113:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( 48 <= _widec && _widec <= 53 )
		goto st1103;
	goto st0;
st1114:
	if ( ++p == pe )
		goto _test_eof1114;
case 1114:
	if ( (*p) == 46 )
		goto st1102;
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st1115;
	goto st0;
st1115:
	if ( ++p == pe )
		goto _test_eof1115;
case 1115:
	if ( (*p) == 46 )
		goto st1102;
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st1101;
	goto st0;
st1116:
	if ( ++p == pe )
		goto _test_eof1116;
case 1116:
	switch( (*p) ) {
		case 46: goto st1102;
		case 53: goto st1117;
	}
	if ( (*p) > 52 ) {
		if ( 54 <= (*p) && (*p) <= 57 )
			goto st1101;
	} else if ( (*p) >= 48 )
		goto st1115;
	goto st0;
st1117:
	if ( ++p == pe )
		goto _test_eof1117;
case 1117:
	if ( (*p) == 46 )
		goto st1102;
	if ( 48 <= (*p) && (*p) <= 53 )
		goto st1101;
	goto st0;
st1118:
	if ( ++p == pe )
		goto _test_eof1118;
case 1118:
	if ( (*p) == 46 )
		goto st1100;
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st1119;
	goto st0;
st1119:
	if ( ++p == pe )
		goto _test_eof1119;
case 1119:
	if ( (*p) == 46 )
		goto st1100;
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st1099;
	goto st0;
st1120:
	if ( ++p == pe )
		goto _test_eof1120;
case 1120:
	switch( (*p) ) {
		case 46: goto st1100;
		case 53: goto st1121;
	}
	if ( (*p) > 52 ) {
		if ( 54 <= (*p) && (*p) <= 57 )
			goto st1099;
	} else if ( (*p) >= 48 )
		goto st1119;
	goto st0;
st1121:
	if ( ++p == pe )
		goto _test_eof1121;
case 1121:
	if ( (*p) == 46 )
		goto st1100;
	if ( 48 <= (*p) && (*p) <= 53 )
		goto st1099;
	goto st0;
st1122:
	if ( ++p == pe )
		goto _test_eof1122;
case 1122:
	if ( (*p) == 58 )
		goto st1125;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1123;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1123;
	} else
		goto st1123;
	goto st0;
st1123:
	if ( ++p == pe )
		goto _test_eof1123;
case 1123:
	if ( (*p) == 58 )
		goto st1125;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1124;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1124;
	} else
		goto st1124;
	goto st0;
st1124:
	if ( ++p == pe )
		goto _test_eof1124;
case 1124:
	if ( (*p) == 58 )
		goto st1125;
	goto st0;
st1125:
	if ( ++p == pe )
		goto _test_eof1125;
case 1125:
	if ( (*p) == 58 )
		goto st1103;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1126;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1126;
	} else
		goto st1126;
	goto st0;
st1126:
	if ( ++p == pe )
		goto _test_eof1126;
case 1126:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1127;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1127;
	} else
		goto st1127;
	goto st0;
st1127:
	if ( ++p == pe )
		goto _test_eof1127;
case 1127:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1128;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1128;
	} else
		goto st1128;
	goto st0;
st1128:
	if ( ++p == pe )
		goto _test_eof1128;
case 1128:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1103;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1103;
	} else
		goto st1103;
	goto st0;
st1129:
	if ( ++p == pe )
		goto _test_eof1129;
case 1129:
	switch( (*p) ) {
		case 46: goto st1098;
		case 58: goto st1125;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1130;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1122;
	} else
		goto st1122;
	goto st0;
st1130:
	if ( ++p == pe )
		goto _test_eof1130;
case 1130:
	switch( (*p) ) {
		case 46: goto st1098;
		case 58: goto st1125;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1131;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1123;
	} else
		goto st1123;
	goto st0;
st1131:
	if ( ++p == pe )
		goto _test_eof1131;
case 1131:
	switch( (*p) ) {
		case 46: goto st1098;
		case 58: goto st1125;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1124;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1124;
	} else
		goto st1124;
	goto st0;
st1132:
	if ( ++p == pe )
		goto _test_eof1132;
case 1132:
	switch( (*p) ) {
		case 46: goto st1098;
		case 53: goto st1133;
		case 58: goto st1125;
	}
	if ( (*p) < 54 ) {
		if ( 48 <= (*p) && (*p) <= 52 )
			goto st1130;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 70 ) {
			if ( 97 <= (*p) && (*p) <= 102 )
				goto st1122;
		} else if ( (*p) >= 65 )
			goto st1122;
	} else
		goto st1134;
	goto st0;
st1133:
	if ( ++p == pe )
		goto _test_eof1133;
case 1133:
	switch( (*p) ) {
		case 46: goto st1098;
		case 58: goto st1125;
	}
	if ( (*p) < 54 ) {
		if ( 48 <= (*p) && (*p) <= 53 )
			goto st1131;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 70 ) {
			if ( 97 <= (*p) && (*p) <= 102 )
				goto st1123;
		} else if ( (*p) >= 65 )
			goto st1123;
	} else
		goto st1123;
	goto st0;
st1134:
	if ( ++p == pe )
		goto _test_eof1134;
case 1134:
	switch( (*p) ) {
		case 46: goto st1098;
		case 58: goto st1125;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1123;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1123;
	} else
		goto st1123;
	goto st0;
st1135:
	if ( ++p == pe )
		goto _test_eof1135;
case 1135:
	switch( (*p) ) {
		case 46: goto st1098;
		case 58: goto st1125;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1134;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1122;
	} else
		goto st1122;
	goto st0;
st1136:
	if ( ++p == pe )
		goto _test_eof1136;
case 1136:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1126;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1126;
	} else
		goto st1126;
	goto st0;
st1137:
	if ( ++p == pe )
		goto _test_eof1137;
case 1137:
	if ( (*p) == 58 )
		goto st1125;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1122;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1122;
	} else
		goto st1122;
	goto st0;
st1138:
	if ( ++p == pe )
		goto _test_eof1138;
case 1138:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st1139;
		case 49: goto st1144;
		case 50: goto st1147;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st1150;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1151;
	} else
		goto st1151;
	goto st0;
st1139:
	if ( ++p == pe )
		goto _test_eof1139;
case 1139:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1143;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1140;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1140;
	} else
		goto st1140;
	goto st0;
st1140:
	if ( ++p == pe )
		goto _test_eof1140;
case 1140:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1143;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1141;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1141;
	} else
		goto st1141;
	goto st0;
st1141:
	if ( ++p == pe )
		goto _test_eof1141;
case 1141:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1143;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1142;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1142;
	} else
		goto st1142;
	goto st0;
st1142:
	if ( ++p == pe )
		goto _test_eof1142;
case 1142:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1143;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	goto st0;
st1143:
	if ( ++p == pe )
		goto _test_eof1143;
case 1143:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1126;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1126;
	} else
		goto st1126;
	goto st0;
st1144:
	if ( ++p == pe )
		goto _test_eof1144;
case 1144:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1143;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1145;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1140;
	} else
		goto st1140;
	goto st0;
st1145:
	if ( ++p == pe )
		goto _test_eof1145;
case 1145:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1143;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1146;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1141;
	} else
		goto st1141;
	goto st0;
st1146:
	if ( ++p == pe )
		goto _test_eof1146;
case 1146:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1143;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1142;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1142;
	} else
		goto st1142;
	goto st0;
st1147:
	if ( ++p == pe )
		goto _test_eof1147;
case 1147:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 53: goto st1148;
		case 58: goto st1143;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st1145;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st1140;
		} else if ( _widec >= 65 )
			goto st1140;
	} else
		goto st1149;
	goto st0;
st1148:
	if ( ++p == pe )
		goto _test_eof1148;
case 1148:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1143;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st1146;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st1141;
		} else if ( _widec >= 65 )
			goto st1141;
	} else
		goto st1141;
	goto st0;
st1149:
	if ( ++p == pe )
		goto _test_eof1149;
case 1149:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1143;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1141;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1141;
	} else
		goto st1141;
	goto st0;
st1150:
	if ( ++p == pe )
		goto _test_eof1150;
case 1150:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1143;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1149;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1140;
	} else
		goto st1140;
	goto st0;
st1151:
	if ( ++p == pe )
		goto _test_eof1151;
case 1151:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1143;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1140;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1140;
	} else
		goto st1140;
	goto st0;
st1152:
	if ( ++p == pe )
		goto _test_eof1152;
case 1152:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st1153;
		case 49: goto st1158;
		case 50: goto st1161;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st1164;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1165;
	} else
		goto st1165;
	goto st0;
st1153:
	if ( ++p == pe )
		goto _test_eof1153;
case 1153:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1157;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1154;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1154;
	} else
		goto st1154;
	goto st0;
st1154:
	if ( ++p == pe )
		goto _test_eof1154;
case 1154:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1157;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1155;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1155;
	} else
		goto st1155;
	goto st0;
st1155:
	if ( ++p == pe )
		goto _test_eof1155;
case 1155:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1157;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1156;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1156;
	} else
		goto st1156;
	goto st0;
st1156:
	if ( ++p == pe )
		goto _test_eof1156;
case 1156:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1157;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	goto st0;
st1157:
	if ( ++p == pe )
		goto _test_eof1157;
case 1157:
	switch( (*p) ) {
		case 48: goto st1139;
		case 49: goto st1144;
		case 50: goto st1147;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st1150;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1151;
	} else
		goto st1151;
	goto st0;
st1158:
	if ( ++p == pe )
		goto _test_eof1158;
case 1158:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1157;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1159;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1154;
	} else
		goto st1154;
	goto st0;
st1159:
	if ( ++p == pe )
		goto _test_eof1159;
case 1159:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1157;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1160;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1155;
	} else
		goto st1155;
	goto st0;
st1160:
	if ( ++p == pe )
		goto _test_eof1160;
case 1160:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1157;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1156;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1156;
	} else
		goto st1156;
	goto st0;
st1161:
	if ( ++p == pe )
		goto _test_eof1161;
case 1161:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 53: goto st1162;
		case 58: goto st1157;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st1159;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st1154;
		} else if ( _widec >= 65 )
			goto st1154;
	} else
		goto st1163;
	goto st0;
st1162:
	if ( ++p == pe )
		goto _test_eof1162;
case 1162:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1157;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st1160;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st1155;
		} else if ( _widec >= 65 )
			goto st1155;
	} else
		goto st1155;
	goto st0;
st1163:
	if ( ++p == pe )
		goto _test_eof1163;
case 1163:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1157;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1155;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1155;
	} else
		goto st1155;
	goto st0;
st1164:
	if ( ++p == pe )
		goto _test_eof1164;
case 1164:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1157;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1163;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1154;
	} else
		goto st1154;
	goto st0;
st1165:
	if ( ++p == pe )
		goto _test_eof1165;
case 1165:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1157;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1154;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1154;
	} else
		goto st1154;
	goto st0;
st1166:
	if ( ++p == pe )
		goto _test_eof1166;
case 1166:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st1167;
		case 49: goto st1172;
		case 50: goto st1175;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st1178;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1179;
	} else
		goto st1179;
	goto st0;
st1167:
	if ( ++p == pe )
		goto _test_eof1167;
case 1167:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1171;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1168;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1168;
	} else
		goto st1168;
	goto st0;
st1168:
	if ( ++p == pe )
		goto _test_eof1168;
case 1168:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1171;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1169;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1169;
	} else
		goto st1169;
	goto st0;
st1169:
	if ( ++p == pe )
		goto _test_eof1169;
case 1169:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1171;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1170;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1170;
	} else
		goto st1170;
	goto st0;
st1170:
	if ( ++p == pe )
		goto _test_eof1170;
case 1170:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1171;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	goto st0;
st1171:
	if ( ++p == pe )
		goto _test_eof1171;
case 1171:
	switch( (*p) ) {
		case 48: goto st1153;
		case 49: goto st1158;
		case 50: goto st1161;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st1164;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1165;
	} else
		goto st1165;
	goto st0;
st1172:
	if ( ++p == pe )
		goto _test_eof1172;
case 1172:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1171;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1173;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1168;
	} else
		goto st1168;
	goto st0;
st1173:
	if ( ++p == pe )
		goto _test_eof1173;
case 1173:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1171;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1174;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1169;
	} else
		goto st1169;
	goto st0;
st1174:
	if ( ++p == pe )
		goto _test_eof1174;
case 1174:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1171;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1170;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1170;
	} else
		goto st1170;
	goto st0;
st1175:
	if ( ++p == pe )
		goto _test_eof1175;
case 1175:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 53: goto st1176;
		case 58: goto st1171;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st1173;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st1168;
		} else if ( _widec >= 65 )
			goto st1168;
	} else
		goto st1177;
	goto st0;
st1176:
	if ( ++p == pe )
		goto _test_eof1176;
case 1176:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1171;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st1174;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st1169;
		} else if ( _widec >= 65 )
			goto st1169;
	} else
		goto st1169;
	goto st0;
st1177:
	if ( ++p == pe )
		goto _test_eof1177;
case 1177:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1171;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1169;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1169;
	} else
		goto st1169;
	goto st0;
st1178:
	if ( ++p == pe )
		goto _test_eof1178;
case 1178:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1171;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1177;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1168;
	} else
		goto st1168;
	goto st0;
st1179:
	if ( ++p == pe )
		goto _test_eof1179;
case 1179:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1171;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1168;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1168;
	} else
		goto st1168;
	goto st0;
st1180:
	if ( ++p == pe )
		goto _test_eof1180;
case 1180:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st1181;
		case 49: goto st1186;
		case 50: goto st1189;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st1192;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1193;
	} else
		goto st1193;
	goto st0;
st1181:
	if ( ++p == pe )
		goto _test_eof1181;
case 1181:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1185;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1182;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1182;
	} else
		goto st1182;
	goto st0;
st1182:
	if ( ++p == pe )
		goto _test_eof1182;
case 1182:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1185;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1183;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1183;
	} else
		goto st1183;
	goto st0;
st1183:
	if ( ++p == pe )
		goto _test_eof1183;
case 1183:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1185;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1184;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1184;
	} else
		goto st1184;
	goto st0;
st1184:
	if ( ++p == pe )
		goto _test_eof1184;
case 1184:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1185;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	goto st0;
st1185:
	if ( ++p == pe )
		goto _test_eof1185;
case 1185:
	switch( (*p) ) {
		case 48: goto st1167;
		case 49: goto st1172;
		case 50: goto st1175;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st1178;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1179;
	} else
		goto st1179;
	goto st0;
st1186:
	if ( ++p == pe )
		goto _test_eof1186;
case 1186:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1185;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1187;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1182;
	} else
		goto st1182;
	goto st0;
st1187:
	if ( ++p == pe )
		goto _test_eof1187;
case 1187:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1185;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1188;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1183;
	} else
		goto st1183;
	goto st0;
st1188:
	if ( ++p == pe )
		goto _test_eof1188;
case 1188:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1185;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1184;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1184;
	} else
		goto st1184;
	goto st0;
st1189:
	if ( ++p == pe )
		goto _test_eof1189;
case 1189:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 53: goto st1190;
		case 58: goto st1185;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st1187;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st1182;
		} else if ( _widec >= 65 )
			goto st1182;
	} else
		goto st1191;
	goto st0;
st1190:
	if ( ++p == pe )
		goto _test_eof1190;
case 1190:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1185;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st1188;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st1183;
		} else if ( _widec >= 65 )
			goto st1183;
	} else
		goto st1183;
	goto st0;
st1191:
	if ( ++p == pe )
		goto _test_eof1191;
case 1191:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1185;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1183;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1183;
	} else
		goto st1183;
	goto st0;
st1192:
	if ( ++p == pe )
		goto _test_eof1192;
case 1192:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1185;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1191;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1182;
	} else
		goto st1182;
	goto st0;
st1193:
	if ( ++p == pe )
		goto _test_eof1193;
case 1193:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1185;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1182;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1182;
	} else
		goto st1182;
	goto st0;
st1194:
	if ( ++p == pe )
		goto _test_eof1194;
case 1194:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st1195;
		case 49: goto st1200;
		case 50: goto st1203;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st1206;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1207;
	} else
		goto st1207;
	goto st0;
st1195:
	if ( ++p == pe )
		goto _test_eof1195;
case 1195:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1199;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1196;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1196;
	} else
		goto st1196;
	goto st0;
st1196:
	if ( ++p == pe )
		goto _test_eof1196;
case 1196:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1199;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1197;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1197;
	} else
		goto st1197;
	goto st0;
st1197:
	if ( ++p == pe )
		goto _test_eof1197;
case 1197:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1199;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1198;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1198;
	} else
		goto st1198;
	goto st0;
st1198:
	if ( ++p == pe )
		goto _test_eof1198;
case 1198:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1199;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	goto st0;
st1199:
	if ( ++p == pe )
		goto _test_eof1199;
case 1199:
	switch( (*p) ) {
		case 48: goto st1181;
		case 49: goto st1186;
		case 50: goto st1189;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st1192;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1193;
	} else
		goto st1193;
	goto st0;
st1200:
	if ( ++p == pe )
		goto _test_eof1200;
case 1200:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1199;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1201;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1196;
	} else
		goto st1196;
	goto st0;
st1201:
	if ( ++p == pe )
		goto _test_eof1201;
case 1201:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1199;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1202;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1197;
	} else
		goto st1197;
	goto st0;
st1202:
	if ( ++p == pe )
		goto _test_eof1202;
case 1202:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1199;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1198;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1198;
	} else
		goto st1198;
	goto st0;
st1203:
	if ( ++p == pe )
		goto _test_eof1203;
case 1203:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 53: goto st1204;
		case 58: goto st1199;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st1201;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st1196;
		} else if ( _widec >= 65 )
			goto st1196;
	} else
		goto st1205;
	goto st0;
st1204:
	if ( ++p == pe )
		goto _test_eof1204;
case 1204:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1199;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st1202;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st1197;
		} else if ( _widec >= 65 )
			goto st1197;
	} else
		goto st1197;
	goto st0;
st1205:
	if ( ++p == pe )
		goto _test_eof1205;
case 1205:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1199;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1197;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1197;
	} else
		goto st1197;
	goto st0;
st1206:
	if ( ++p == pe )
		goto _test_eof1206;
case 1206:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1199;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1205;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1196;
	} else
		goto st1196;
	goto st0;
st1207:
	if ( ++p == pe )
		goto _test_eof1207;
case 1207:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1199;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1196;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1196;
	} else
		goto st1196;
	goto st0;
st1208:
	if ( ++p == pe )
		goto _test_eof1208;
case 1208:
	if ( (*p) == 58 )
		goto st1209;
	goto st0;
st1209:
	if ( ++p == pe )
		goto _test_eof1209;
case 1209:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st1210;
		case 49: goto st1215;
		case 50: goto st1218;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st1221;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1222;
	} else
		goto st1222;
	goto st0;
st1210:
	if ( ++p == pe )
		goto _test_eof1210;
case 1210:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1214;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1211;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1211;
	} else
		goto st1211;
	goto st0;
st1211:
	if ( ++p == pe )
		goto _test_eof1211;
case 1211:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1214;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1212;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1212;
	} else
		goto st1212;
	goto st0;
st1212:
	if ( ++p == pe )
		goto _test_eof1212;
case 1212:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1214;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1213;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1213;
	} else
		goto st1213;
	goto st0;
st1213:
	if ( ++p == pe )
		goto _test_eof1213;
case 1213:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1214;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	goto st0;
st1214:
	if ( ++p == pe )
		goto _test_eof1214;
case 1214:
	switch( (*p) ) {
		case 48: goto st1195;
		case 49: goto st1200;
		case 50: goto st1203;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st1206;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1207;
	} else
		goto st1207;
	goto st0;
st1215:
	if ( ++p == pe )
		goto _test_eof1215;
case 1215:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1214;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1216;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1211;
	} else
		goto st1211;
	goto st0;
st1216:
	if ( ++p == pe )
		goto _test_eof1216;
case 1216:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1214;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1217;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1212;
	} else
		goto st1212;
	goto st0;
st1217:
	if ( ++p == pe )
		goto _test_eof1217;
case 1217:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1214;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1213;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1213;
	} else
		goto st1213;
	goto st0;
st1218:
	if ( ++p == pe )
		goto _test_eof1218;
case 1218:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 53: goto st1219;
		case 58: goto st1214;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st1216;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st1211;
		} else if ( _widec >= 65 )
			goto st1211;
	} else
		goto st1220;
	goto st0;
st1219:
	if ( ++p == pe )
		goto _test_eof1219;
case 1219:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1214;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st1217;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st1212;
		} else if ( _widec >= 65 )
			goto st1212;
	} else
		goto st1212;
	goto st0;
st1220:
	if ( ++p == pe )
		goto _test_eof1220;
case 1220:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1214;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1212;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1212;
	} else
		goto st1212;
	goto st0;
st1221:
	if ( ++p == pe )
		goto _test_eof1221;
case 1221:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1098;
		case 58: goto st1214;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1220;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1211;
	} else
		goto st1211;
	goto st0;
st1222:
	if ( ++p == pe )
		goto _test_eof1222;
case 1222:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1214;
		case 93: goto st1443;
		case 549: goto st1104;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1211;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1211;
	} else
		goto st1211;
	goto st0;
st1223:
	if ( ++p == pe )
		goto _test_eof1223;
case 1223:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1224;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1224;
	} else
		goto st1224;
	goto st0;
st1224:
	if ( ++p == pe )
		goto _test_eof1224;
case 1224:
	if ( (*p) == 46 )
		goto st1225;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1224;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1224;
	} else
		goto st1224;
	goto st0;
st1225:
	if ( ++p == pe )
		goto _test_eof1225;
case 1225:
	switch( (*p) ) {
		case 33: goto st1226;
		case 36: goto st1226;
		case 61: goto st1226;
		case 95: goto st1226;
		case 126: goto st1226;
	}
	if ( (*p) < 48 ) {
		if ( 38 <= (*p) && (*p) <= 46 )
			goto st1226;
	} else if ( (*p) > 59 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st1226;
		} else if ( (*p) >= 65 )
			goto st1226;
	} else
		goto st1226;
	goto st0;
st1226:
	if ( ++p == pe )
		goto _test_eof1226;
case 1226:
	switch( (*p) ) {
		case 33: goto st1226;
		case 36: goto st1226;
		case 61: goto st1226;
		case 93: goto st1443;
		case 95: goto st1226;
		case 126: goto st1226;
	}
	if ( (*p) < 48 ) {
		if ( 38 <= (*p) && (*p) <= 46 )
			goto st1226;
	} else if ( (*p) > 59 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st1226;
		} else if ( (*p) >= 65 )
			goto st1226;
	} else
		goto st1226;
	goto st0;
st1227:
	if ( ++p == pe )
		goto _test_eof1227;
case 1227:
	switch( (*p) ) {
		case 58: goto st1370;
		case 86: goto st1385;
		case 118: goto st1385;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1228;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1228;
	} else
		goto st1228;
	goto st0;
st1228:
	if ( ++p == pe )
		goto _test_eof1228;
case 1228:
	if ( (*p) == 58 )
		goto st1232;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1229;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1229;
	} else
		goto st1229;
	goto st0;
st1229:
	if ( ++p == pe )
		goto _test_eof1229;
case 1229:
	if ( (*p) == 58 )
		goto st1232;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1230;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1230;
	} else
		goto st1230;
	goto st0;
st1230:
	if ( ++p == pe )
		goto _test_eof1230;
case 1230:
	if ( (*p) == 58 )
		goto st1232;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1231;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1231;
	} else
		goto st1231;
	goto st0;
st1231:
	if ( ++p == pe )
		goto _test_eof1231;
case 1231:
	if ( (*p) == 58 )
		goto st1232;
	goto st0;
st1232:
	if ( ++p == pe )
		goto _test_eof1232;
case 1232:
	if ( (*p) == 58 )
		goto st1356;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1233;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1233;
	} else
		goto st1233;
	goto st0;
st1233:
	if ( ++p == pe )
		goto _test_eof1233;
case 1233:
	if ( (*p) == 58 )
		goto st1237;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1234;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1234;
	} else
		goto st1234;
	goto st0;
st1234:
	if ( ++p == pe )
		goto _test_eof1234;
case 1234:
	if ( (*p) == 58 )
		goto st1237;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1235;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1235;
	} else
		goto st1235;
	goto st0;
st1235:
	if ( ++p == pe )
		goto _test_eof1235;
case 1235:
	if ( (*p) == 58 )
		goto st1237;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1236;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1236;
	} else
		goto st1236;
	goto st0;
st1236:
	if ( ++p == pe )
		goto _test_eof1236;
case 1236:
	if ( (*p) == 58 )
		goto st1237;
	goto st0;
st1237:
	if ( ++p == pe )
		goto _test_eof1237;
case 1237:
	if ( (*p) == 58 )
		goto st1342;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1238;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1238;
	} else
		goto st1238;
	goto st0;
st1238:
	if ( ++p == pe )
		goto _test_eof1238;
case 1238:
	if ( (*p) == 58 )
		goto st1242;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1239;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1239;
	} else
		goto st1239;
	goto st0;
st1239:
	if ( ++p == pe )
		goto _test_eof1239;
case 1239:
	if ( (*p) == 58 )
		goto st1242;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1240;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1240;
	} else
		goto st1240;
	goto st0;
st1240:
	if ( ++p == pe )
		goto _test_eof1240;
case 1240:
	if ( (*p) == 58 )
		goto st1242;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1241;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1241;
	} else
		goto st1241;
	goto st0;
st1241:
	if ( ++p == pe )
		goto _test_eof1241;
case 1241:
	if ( (*p) == 58 )
		goto st1242;
	goto st0;
st1242:
	if ( ++p == pe )
		goto _test_eof1242;
case 1242:
	if ( (*p) == 58 )
		goto st1328;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1243;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1243;
	} else
		goto st1243;
	goto st0;
st1243:
	if ( ++p == pe )
		goto _test_eof1243;
case 1243:
	if ( (*p) == 58 )
		goto st1247;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1244;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1244;
	} else
		goto st1244;
	goto st0;
st1244:
	if ( ++p == pe )
		goto _test_eof1244;
case 1244:
	if ( (*p) == 58 )
		goto st1247;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1245;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1245;
	} else
		goto st1245;
	goto st0;
st1245:
	if ( ++p == pe )
		goto _test_eof1245;
case 1245:
	if ( (*p) == 58 )
		goto st1247;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1246;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1246;
	} else
		goto st1246;
	goto st0;
st1246:
	if ( ++p == pe )
		goto _test_eof1246;
case 1246:
	if ( (*p) == 58 )
		goto st1247;
	goto st0;
st1247:
	if ( ++p == pe )
		goto _test_eof1247;
case 1247:
	if ( (*p) == 58 )
		goto st1314;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1248;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1248;
	} else
		goto st1248;
	goto st0;
st1248:
	if ( ++p == pe )
		goto _test_eof1248;
case 1248:
	if ( (*p) == 58 )
		goto st1252;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1249;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1249;
	} else
		goto st1249;
	goto st0;
st1249:
	if ( ++p == pe )
		goto _test_eof1249;
case 1249:
	if ( (*p) == 58 )
		goto st1252;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1250;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1250;
	} else
		goto st1250;
	goto st0;
st1250:
	if ( ++p == pe )
		goto _test_eof1250;
case 1250:
	if ( (*p) == 58 )
		goto st1252;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1251;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1251;
	} else
		goto st1251;
	goto st0;
st1251:
	if ( ++p == pe )
		goto _test_eof1251;
case 1251:
	if ( (*p) == 58 )
		goto st1252;
	goto st0;
st1252:
	if ( ++p == pe )
		goto _test_eof1252;
case 1252:
	if ( (*p) == 58 )
		goto st1300;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1253;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1253;
	} else
		goto st1253;
	goto st0;
st1253:
	if ( ++p == pe )
		goto _test_eof1253;
case 1253:
	if ( (*p) == 58 )
		goto st1257;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1254;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1254;
	} else
		goto st1254;
	goto st0;
st1254:
	if ( ++p == pe )
		goto _test_eof1254;
case 1254:
	if ( (*p) == 58 )
		goto st1257;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1255;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1255;
	} else
		goto st1255;
	goto st0;
st1255:
	if ( ++p == pe )
		goto _test_eof1255;
case 1255:
	if ( (*p) == 58 )
		goto st1257;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1256;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1256;
	} else
		goto st1256;
	goto st0;
st1256:
	if ( ++p == pe )
		goto _test_eof1256;
case 1256:
	if ( (*p) == 58 )
		goto st1257;
	goto st0;
st1257:
	if ( ++p == pe )
		goto _test_eof1257;
case 1257:
	switch( (*p) ) {
		case 48: goto st1258;
		case 49: goto st1291;
		case 50: goto st1294;
		case 58: goto st1298;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st1297;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1299;
	} else
		goto st1299;
	goto st0;
st1258:
	if ( ++p == pe )
		goto _test_eof1258;
case 1258:
	switch( (*p) ) {
		case 46: goto st1259;
		case 58: goto st1287;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1284;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1284;
	} else
		goto st1284;
	goto st0;
st1259:
	if ( ++p == pe )
		goto _test_eof1259;
case 1259:
	switch( (*p) ) {
		case 48: goto st1260;
		case 49: goto st1280;
		case 50: goto st1282;
	}
	if ( 51 <= (*p) && (*p) <= 57 )
		goto st1281;
	goto st0;
st1260:
	if ( ++p == pe )
		goto _test_eof1260;
case 1260:
	if ( (*p) == 46 )
		goto st1261;
	goto st0;
st1261:
	if ( ++p == pe )
		goto _test_eof1261;
case 1261:
	switch( (*p) ) {
		case 48: goto st1262;
		case 49: goto st1276;
		case 50: goto st1278;
	}
	if ( 51 <= (*p) && (*p) <= 57 )
		goto st1277;
	goto st0;
st1262:
	if ( ++p == pe )
		goto _test_eof1262;
case 1262:
	if ( (*p) == 46 )
		goto st1263;
	goto st0;
st1263:
	if ( ++p == pe )
		goto _test_eof1263;
case 1263:
	switch( (*p) ) {
		case 48: goto st1264;
		case 49: goto st1272;
		case 50: goto st1274;
	}
	if ( 51 <= (*p) && (*p) <= 57 )
		goto st1273;
	goto st0;
st1264:
	if ( ++p == pe )
		goto _test_eof1264;
case 1264:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st1265;
		case 549: goto st1266;
	}
	goto st0;
st1265:
	if ( ++p == pe )
		goto _test_eof1265;
case 1265:
	if ( (*p) == 58 )
		goto tr1077;
	goto st0;
st1266:
	if ( ++p == pe )
		goto _test_eof1266;
case 1266:
	if ( (*p) == 50 )
		goto st1267;
	goto st0;
st1267:
	if ( ++p == pe )
		goto _test_eof1267;
case 1267:
	if ( (*p) == 53 )
		goto st1268;
	goto st0;
st1268:
	if ( ++p == pe )
		goto _test_eof1268;
case 1268:
	switch( (*p) ) {
		case 37: goto st1269;
		case 95: goto st1271;
		case 126: goto st1271;
	}
	if ( (*p) < 48 ) {
		if ( 45 <= (*p) && (*p) <= 46 )
			goto st1271;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st1271;
		} else if ( (*p) >= 65 )
			goto st1271;
	} else
		goto st1271;
	goto st0;
st1269:
	if ( ++p == pe )
		goto _test_eof1269;
case 1269:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1270;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1270;
	} else
		goto st1270;
	goto st0;
st1270:
	if ( ++p == pe )
		goto _test_eof1270;
case 1270:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1271;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1271;
	} else
		goto st1271;
	goto st0;
st1271:
	if ( ++p == pe )
		goto _test_eof1271;
case 1271:
	switch( (*p) ) {
		case 37: goto st1269;
		case 93: goto st1265;
		case 95: goto st1271;
		case 126: goto st1271;
	}
	if ( (*p) < 48 ) {
		if ( 45 <= (*p) && (*p) <= 46 )
			goto st1271;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st1271;
		} else if ( (*p) >= 65 )
			goto st1271;
	} else
		goto st1271;
	goto st0;
st1272:
	if ( ++p == pe )
		goto _test_eof1272;
case 1272:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( 48 <= _widec && _widec <= 57 )
		goto st1273;
	goto st0;
st1273:
	if ( ++p == pe )
		goto _test_eof1273;
case 1273:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( 48 <= _widec && _widec <= 57 )
		goto st1264;
	goto st0;
st1274:
	if ( ++p == pe )
		goto _test_eof1274;
case 1274:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 53: goto st1275;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec > 52 ) {
		if ( 54 <= _widec && _widec <= 57 )
			goto st1264;
	} else if ( _widec >= 48 )
		goto st1273;
	goto st0;
st1275:
	if ( ++p == pe )
		goto _test_eof1275;
case 1275:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( 48 <= _widec && _widec <= 53 )
		goto st1264;
	goto st0;
st1276:
	if ( ++p == pe )
		goto _test_eof1276;
case 1276:
	if ( (*p) == 46 )
		goto st1263;
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st1277;
	goto st0;
st1277:
	if ( ++p == pe )
		goto _test_eof1277;
case 1277:
	if ( (*p) == 46 )
		goto st1263;
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st1262;
	goto st0;
st1278:
	if ( ++p == pe )
		goto _test_eof1278;
case 1278:
	switch( (*p) ) {
		case 46: goto st1263;
		case 53: goto st1279;
	}
	if ( (*p) > 52 ) {
		if ( 54 <= (*p) && (*p) <= 57 )
			goto st1262;
	} else if ( (*p) >= 48 )
		goto st1277;
	goto st0;
st1279:
	if ( ++p == pe )
		goto _test_eof1279;
case 1279:
	if ( (*p) == 46 )
		goto st1263;
	if ( 48 <= (*p) && (*p) <= 53 )
		goto st1262;
	goto st0;
st1280:
	if ( ++p == pe )
		goto _test_eof1280;
case 1280:
	if ( (*p) == 46 )
		goto st1261;
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st1281;
	goto st0;
st1281:
	if ( ++p == pe )
		goto _test_eof1281;
case 1281:
	if ( (*p) == 46 )
		goto st1261;
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st1260;
	goto st0;
st1282:
	if ( ++p == pe )
		goto _test_eof1282;
case 1282:
	switch( (*p) ) {
		case 46: goto st1261;
		case 53: goto st1283;
	}
	if ( (*p) > 52 ) {
		if ( 54 <= (*p) && (*p) <= 57 )
			goto st1260;
	} else if ( (*p) >= 48 )
		goto st1281;
	goto st0;
st1283:
	if ( ++p == pe )
		goto _test_eof1283;
case 1283:
	if ( (*p) == 46 )
		goto st1261;
	if ( 48 <= (*p) && (*p) <= 53 )
		goto st1260;
	goto st0;
st1284:
	if ( ++p == pe )
		goto _test_eof1284;
case 1284:
	if ( (*p) == 58 )
		goto st1287;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1285;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1285;
	} else
		goto st1285;
	goto st0;
st1285:
	if ( ++p == pe )
		goto _test_eof1285;
case 1285:
	if ( (*p) == 58 )
		goto st1287;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1286;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1286;
	} else
		goto st1286;
	goto st0;
st1286:
	if ( ++p == pe )
		goto _test_eof1286;
case 1286:
	if ( (*p) == 58 )
		goto st1287;
	goto st0;
st1287:
	if ( ++p == pe )
		goto _test_eof1287;
case 1287:
	if ( (*p) == 58 )
		goto st1264;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1288;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1288;
	} else
		goto st1288;
	goto st0;
st1288:
	if ( ++p == pe )
		goto _test_eof1288;
case 1288:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1289;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1289;
	} else
		goto st1289;
	goto st0;
st1289:
	if ( ++p == pe )
		goto _test_eof1289;
case 1289:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1290;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1290;
	} else
		goto st1290;
	goto st0;
st1290:
	if ( ++p == pe )
		goto _test_eof1290;
case 1290:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1264;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1264;
	} else
		goto st1264;
	goto st0;
st1291:
	if ( ++p == pe )
		goto _test_eof1291;
case 1291:
	switch( (*p) ) {
		case 46: goto st1259;
		case 58: goto st1287;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1292;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1284;
	} else
		goto st1284;
	goto st0;
st1292:
	if ( ++p == pe )
		goto _test_eof1292;
case 1292:
	switch( (*p) ) {
		case 46: goto st1259;
		case 58: goto st1287;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1293;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1285;
	} else
		goto st1285;
	goto st0;
st1293:
	if ( ++p == pe )
		goto _test_eof1293;
case 1293:
	switch( (*p) ) {
		case 46: goto st1259;
		case 58: goto st1287;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1286;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1286;
	} else
		goto st1286;
	goto st0;
st1294:
	if ( ++p == pe )
		goto _test_eof1294;
case 1294:
	switch( (*p) ) {
		case 46: goto st1259;
		case 53: goto st1295;
		case 58: goto st1287;
	}
	if ( (*p) < 54 ) {
		if ( 48 <= (*p) && (*p) <= 52 )
			goto st1292;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 70 ) {
			if ( 97 <= (*p) && (*p) <= 102 )
				goto st1284;
		} else if ( (*p) >= 65 )
			goto st1284;
	} else
		goto st1296;
	goto st0;
st1295:
	if ( ++p == pe )
		goto _test_eof1295;
case 1295:
	switch( (*p) ) {
		case 46: goto st1259;
		case 58: goto st1287;
	}
	if ( (*p) < 54 ) {
		if ( 48 <= (*p) && (*p) <= 53 )
			goto st1293;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 70 ) {
			if ( 97 <= (*p) && (*p) <= 102 )
				goto st1285;
		} else if ( (*p) >= 65 )
			goto st1285;
	} else
		goto st1285;
	goto st0;
st1296:
	if ( ++p == pe )
		goto _test_eof1296;
case 1296:
	switch( (*p) ) {
		case 46: goto st1259;
		case 58: goto st1287;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1285;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1285;
	} else
		goto st1285;
	goto st0;
st1297:
	if ( ++p == pe )
		goto _test_eof1297;
case 1297:
	switch( (*p) ) {
		case 46: goto st1259;
		case 58: goto st1287;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1296;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1284;
	} else
		goto st1284;
	goto st0;
st1298:
	if ( ++p == pe )
		goto _test_eof1298;
case 1298:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1288;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1288;
	} else
		goto st1288;
	goto st0;
st1299:
	if ( ++p == pe )
		goto _test_eof1299;
case 1299:
	if ( (*p) == 58 )
		goto st1287;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1284;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1284;
	} else
		goto st1284;
	goto st0;
st1300:
	if ( ++p == pe )
		goto _test_eof1300;
case 1300:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st1301;
		case 49: goto st1306;
		case 50: goto st1309;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st1312;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1313;
	} else
		goto st1313;
	goto st0;
st1301:
	if ( ++p == pe )
		goto _test_eof1301;
case 1301:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1305;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1302;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1302;
	} else
		goto st1302;
	goto st0;
st1302:
	if ( ++p == pe )
		goto _test_eof1302;
case 1302:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1305;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1303;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1303;
	} else
		goto st1303;
	goto st0;
st1303:
	if ( ++p == pe )
		goto _test_eof1303;
case 1303:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1305;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1304;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1304;
	} else
		goto st1304;
	goto st0;
st1304:
	if ( ++p == pe )
		goto _test_eof1304;
case 1304:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1305;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	goto st0;
st1305:
	if ( ++p == pe )
		goto _test_eof1305;
case 1305:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1288;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1288;
	} else
		goto st1288;
	goto st0;
st1306:
	if ( ++p == pe )
		goto _test_eof1306;
case 1306:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1305;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1307;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1302;
	} else
		goto st1302;
	goto st0;
st1307:
	if ( ++p == pe )
		goto _test_eof1307;
case 1307:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1305;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1308;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1303;
	} else
		goto st1303;
	goto st0;
st1308:
	if ( ++p == pe )
		goto _test_eof1308;
case 1308:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1305;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1304;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1304;
	} else
		goto st1304;
	goto st0;
st1309:
	if ( ++p == pe )
		goto _test_eof1309;
case 1309:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 53: goto st1310;
		case 58: goto st1305;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st1307;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st1302;
		} else if ( _widec >= 65 )
			goto st1302;
	} else
		goto st1311;
	goto st0;
st1310:
	if ( ++p == pe )
		goto _test_eof1310;
case 1310:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1305;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st1308;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st1303;
		} else if ( _widec >= 65 )
			goto st1303;
	} else
		goto st1303;
	goto st0;
st1311:
	if ( ++p == pe )
		goto _test_eof1311;
case 1311:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1305;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1303;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1303;
	} else
		goto st1303;
	goto st0;
st1312:
	if ( ++p == pe )
		goto _test_eof1312;
case 1312:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1305;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1311;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1302;
	} else
		goto st1302;
	goto st0;
st1313:
	if ( ++p == pe )
		goto _test_eof1313;
case 1313:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1305;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1302;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1302;
	} else
		goto st1302;
	goto st0;
st1314:
	if ( ++p == pe )
		goto _test_eof1314;
case 1314:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st1315;
		case 49: goto st1320;
		case 50: goto st1323;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st1326;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1327;
	} else
		goto st1327;
	goto st0;
st1315:
	if ( ++p == pe )
		goto _test_eof1315;
case 1315:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1319;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1316;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1316;
	} else
		goto st1316;
	goto st0;
st1316:
	if ( ++p == pe )
		goto _test_eof1316;
case 1316:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1319;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1317;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1317;
	} else
		goto st1317;
	goto st0;
st1317:
	if ( ++p == pe )
		goto _test_eof1317;
case 1317:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1319;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1318;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1318;
	} else
		goto st1318;
	goto st0;
st1318:
	if ( ++p == pe )
		goto _test_eof1318;
case 1318:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1319;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	goto st0;
st1319:
	if ( ++p == pe )
		goto _test_eof1319;
case 1319:
	switch( (*p) ) {
		case 48: goto st1301;
		case 49: goto st1306;
		case 50: goto st1309;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st1312;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1313;
	} else
		goto st1313;
	goto st0;
st1320:
	if ( ++p == pe )
		goto _test_eof1320;
case 1320:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1319;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1321;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1316;
	} else
		goto st1316;
	goto st0;
st1321:
	if ( ++p == pe )
		goto _test_eof1321;
case 1321:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1319;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1322;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1317;
	} else
		goto st1317;
	goto st0;
st1322:
	if ( ++p == pe )
		goto _test_eof1322;
case 1322:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1319;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1318;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1318;
	} else
		goto st1318;
	goto st0;
st1323:
	if ( ++p == pe )
		goto _test_eof1323;
case 1323:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 53: goto st1324;
		case 58: goto st1319;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st1321;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st1316;
		} else if ( _widec >= 65 )
			goto st1316;
	} else
		goto st1325;
	goto st0;
st1324:
	if ( ++p == pe )
		goto _test_eof1324;
case 1324:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1319;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st1322;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st1317;
		} else if ( _widec >= 65 )
			goto st1317;
	} else
		goto st1317;
	goto st0;
st1325:
	if ( ++p == pe )
		goto _test_eof1325;
case 1325:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1319;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1317;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1317;
	} else
		goto st1317;
	goto st0;
st1326:
	if ( ++p == pe )
		goto _test_eof1326;
case 1326:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1319;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1325;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1316;
	} else
		goto st1316;
	goto st0;
st1327:
	if ( ++p == pe )
		goto _test_eof1327;
case 1327:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1319;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1316;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1316;
	} else
		goto st1316;
	goto st0;
st1328:
	if ( ++p == pe )
		goto _test_eof1328;
case 1328:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st1329;
		case 49: goto st1334;
		case 50: goto st1337;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st1340;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1341;
	} else
		goto st1341;
	goto st0;
st1329:
	if ( ++p == pe )
		goto _test_eof1329;
case 1329:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1333;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1330;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1330;
	} else
		goto st1330;
	goto st0;
st1330:
	if ( ++p == pe )
		goto _test_eof1330;
case 1330:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1333;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1331;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1331;
	} else
		goto st1331;
	goto st0;
st1331:
	if ( ++p == pe )
		goto _test_eof1331;
case 1331:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1333;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1332;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1332;
	} else
		goto st1332;
	goto st0;
st1332:
	if ( ++p == pe )
		goto _test_eof1332;
case 1332:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1333;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	goto st0;
st1333:
	if ( ++p == pe )
		goto _test_eof1333;
case 1333:
	switch( (*p) ) {
		case 48: goto st1315;
		case 49: goto st1320;
		case 50: goto st1323;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st1326;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1327;
	} else
		goto st1327;
	goto st0;
st1334:
	if ( ++p == pe )
		goto _test_eof1334;
case 1334:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1333;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1335;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1330;
	} else
		goto st1330;
	goto st0;
st1335:
	if ( ++p == pe )
		goto _test_eof1335;
case 1335:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1333;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1336;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1331;
	} else
		goto st1331;
	goto st0;
st1336:
	if ( ++p == pe )
		goto _test_eof1336;
case 1336:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1333;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1332;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1332;
	} else
		goto st1332;
	goto st0;
st1337:
	if ( ++p == pe )
		goto _test_eof1337;
case 1337:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 53: goto st1338;
		case 58: goto st1333;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st1335;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st1330;
		} else if ( _widec >= 65 )
			goto st1330;
	} else
		goto st1339;
	goto st0;
st1338:
	if ( ++p == pe )
		goto _test_eof1338;
case 1338:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1333;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st1336;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st1331;
		} else if ( _widec >= 65 )
			goto st1331;
	} else
		goto st1331;
	goto st0;
st1339:
	if ( ++p == pe )
		goto _test_eof1339;
case 1339:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1333;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1331;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1331;
	} else
		goto st1331;
	goto st0;
st1340:
	if ( ++p == pe )
		goto _test_eof1340;
case 1340:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1333;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1339;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1330;
	} else
		goto st1330;
	goto st0;
st1341:
	if ( ++p == pe )
		goto _test_eof1341;
case 1341:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1333;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1330;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1330;
	} else
		goto st1330;
	goto st0;
st1342:
	if ( ++p == pe )
		goto _test_eof1342;
case 1342:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st1343;
		case 49: goto st1348;
		case 50: goto st1351;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st1354;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1355;
	} else
		goto st1355;
	goto st0;
st1343:
	if ( ++p == pe )
		goto _test_eof1343;
case 1343:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1347;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1344;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1344;
	} else
		goto st1344;
	goto st0;
st1344:
	if ( ++p == pe )
		goto _test_eof1344;
case 1344:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1347;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1345;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1345;
	} else
		goto st1345;
	goto st0;
st1345:
	if ( ++p == pe )
		goto _test_eof1345;
case 1345:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1347;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1346;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1346;
	} else
		goto st1346;
	goto st0;
st1346:
	if ( ++p == pe )
		goto _test_eof1346;
case 1346:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1347;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	goto st0;
st1347:
	if ( ++p == pe )
		goto _test_eof1347;
case 1347:
	switch( (*p) ) {
		case 48: goto st1329;
		case 49: goto st1334;
		case 50: goto st1337;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st1340;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1341;
	} else
		goto st1341;
	goto st0;
st1348:
	if ( ++p == pe )
		goto _test_eof1348;
case 1348:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1347;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1349;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1344;
	} else
		goto st1344;
	goto st0;
st1349:
	if ( ++p == pe )
		goto _test_eof1349;
case 1349:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1347;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1350;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1345;
	} else
		goto st1345;
	goto st0;
st1350:
	if ( ++p == pe )
		goto _test_eof1350;
case 1350:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1347;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1346;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1346;
	} else
		goto st1346;
	goto st0;
st1351:
	if ( ++p == pe )
		goto _test_eof1351;
case 1351:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 53: goto st1352;
		case 58: goto st1347;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st1349;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st1344;
		} else if ( _widec >= 65 )
			goto st1344;
	} else
		goto st1353;
	goto st0;
st1352:
	if ( ++p == pe )
		goto _test_eof1352;
case 1352:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1347;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st1350;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st1345;
		} else if ( _widec >= 65 )
			goto st1345;
	} else
		goto st1345;
	goto st0;
st1353:
	if ( ++p == pe )
		goto _test_eof1353;
case 1353:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1347;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1345;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1345;
	} else
		goto st1345;
	goto st0;
st1354:
	if ( ++p == pe )
		goto _test_eof1354;
case 1354:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1347;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1353;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1344;
	} else
		goto st1344;
	goto st0;
st1355:
	if ( ++p == pe )
		goto _test_eof1355;
case 1355:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1347;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1344;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1344;
	} else
		goto st1344;
	goto st0;
st1356:
	if ( ++p == pe )
		goto _test_eof1356;
case 1356:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st1357;
		case 49: goto st1362;
		case 50: goto st1365;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st1368;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1369;
	} else
		goto st1369;
	goto st0;
st1357:
	if ( ++p == pe )
		goto _test_eof1357;
case 1357:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1361;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1358;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1358;
	} else
		goto st1358;
	goto st0;
st1358:
	if ( ++p == pe )
		goto _test_eof1358;
case 1358:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1361;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1359;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1359;
	} else
		goto st1359;
	goto st0;
st1359:
	if ( ++p == pe )
		goto _test_eof1359;
case 1359:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1361;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1360;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1360;
	} else
		goto st1360;
	goto st0;
st1360:
	if ( ++p == pe )
		goto _test_eof1360;
case 1360:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1361;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	goto st0;
st1361:
	if ( ++p == pe )
		goto _test_eof1361;
case 1361:
	switch( (*p) ) {
		case 48: goto st1343;
		case 49: goto st1348;
		case 50: goto st1351;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st1354;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1355;
	} else
		goto st1355;
	goto st0;
st1362:
	if ( ++p == pe )
		goto _test_eof1362;
case 1362:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1361;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1363;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1358;
	} else
		goto st1358;
	goto st0;
st1363:
	if ( ++p == pe )
		goto _test_eof1363;
case 1363:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1361;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1364;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1359;
	} else
		goto st1359;
	goto st0;
st1364:
	if ( ++p == pe )
		goto _test_eof1364;
case 1364:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1361;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1360;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1360;
	} else
		goto st1360;
	goto st0;
st1365:
	if ( ++p == pe )
		goto _test_eof1365;
case 1365:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 53: goto st1366;
		case 58: goto st1361;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st1363;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st1358;
		} else if ( _widec >= 65 )
			goto st1358;
	} else
		goto st1367;
	goto st0;
st1366:
	if ( ++p == pe )
		goto _test_eof1366;
case 1366:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1361;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st1364;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st1359;
		} else if ( _widec >= 65 )
			goto st1359;
	} else
		goto st1359;
	goto st0;
st1367:
	if ( ++p == pe )
		goto _test_eof1367;
case 1367:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1361;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1359;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1359;
	} else
		goto st1359;
	goto st0;
st1368:
	if ( ++p == pe )
		goto _test_eof1368;
case 1368:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1361;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1367;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1358;
	} else
		goto st1358;
	goto st0;
st1369:
	if ( ++p == pe )
		goto _test_eof1369;
case 1369:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1361;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1358;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1358;
	} else
		goto st1358;
	goto st0;
st1370:
	if ( ++p == pe )
		goto _test_eof1370;
case 1370:
	if ( (*p) == 58 )
		goto st1371;
	goto st0;
st1371:
	if ( ++p == pe )
		goto _test_eof1371;
case 1371:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st1372;
		case 49: goto st1377;
		case 50: goto st1380;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st1383;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1384;
	} else
		goto st1384;
	goto st0;
st1372:
	if ( ++p == pe )
		goto _test_eof1372;
case 1372:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1376;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1373;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1373;
	} else
		goto st1373;
	goto st0;
st1373:
	if ( ++p == pe )
		goto _test_eof1373;
case 1373:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1376;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1374;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1374;
	} else
		goto st1374;
	goto st0;
st1374:
	if ( ++p == pe )
		goto _test_eof1374;
case 1374:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1376;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1375;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1375;
	} else
		goto st1375;
	goto st0;
st1375:
	if ( ++p == pe )
		goto _test_eof1375;
case 1375:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1376;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	goto st0;
st1376:
	if ( ++p == pe )
		goto _test_eof1376;
case 1376:
	switch( (*p) ) {
		case 48: goto st1357;
		case 49: goto st1362;
		case 50: goto st1365;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st1368;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1369;
	} else
		goto st1369;
	goto st0;
st1377:
	if ( ++p == pe )
		goto _test_eof1377;
case 1377:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1376;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1378;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1373;
	} else
		goto st1373;
	goto st0;
st1378:
	if ( ++p == pe )
		goto _test_eof1378;
case 1378:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1376;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1379;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1374;
	} else
		goto st1374;
	goto st0;
st1379:
	if ( ++p == pe )
		goto _test_eof1379;
case 1379:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1376;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1375;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1375;
	} else
		goto st1375;
	goto st0;
st1380:
	if ( ++p == pe )
		goto _test_eof1380;
case 1380:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 53: goto st1381;
		case 58: goto st1376;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st1378;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st1373;
		} else if ( _widec >= 65 )
			goto st1373;
	} else
		goto st1382;
	goto st0;
st1381:
	if ( ++p == pe )
		goto _test_eof1381;
case 1381:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1376;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st1379;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st1374;
		} else if ( _widec >= 65 )
			goto st1374;
	} else
		goto st1374;
	goto st0;
st1382:
	if ( ++p == pe )
		goto _test_eof1382;
case 1382:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1376;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1374;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1374;
	} else
		goto st1374;
	goto st0;
st1383:
	if ( ++p == pe )
		goto _test_eof1383;
case 1383:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st1259;
		case 58: goto st1376;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1382;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1373;
	} else
		goto st1373;
	goto st0;
st1384:
	if ( ++p == pe )
		goto _test_eof1384;
case 1384:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st1376;
		case 93: goto st1265;
		case 549: goto st1266;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st1373;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st1373;
	} else
		goto st1373;
	goto st0;
st1385:
	if ( ++p == pe )
		goto _test_eof1385;
case 1385:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1386;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1386;
	} else
		goto st1386;
	goto st0;
st1386:
	if ( ++p == pe )
		goto _test_eof1386;
case 1386:
	if ( (*p) == 46 )
		goto st1387;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st1386;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st1386;
	} else
		goto st1386;
	goto st0;
st1387:
	if ( ++p == pe )
		goto _test_eof1387;
case 1387:
	switch( (*p) ) {
		case 33: goto st1388;
		case 36: goto st1388;
		case 61: goto st1388;
		case 95: goto st1388;
		case 126: goto st1388;
	}
	if ( (*p) < 48 ) {
		if ( 38 <= (*p) && (*p) <= 46 )
			goto st1388;
	} else if ( (*p) > 59 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st1388;
		} else if ( (*p) >= 65 )
			goto st1388;
	} else
		goto st1388;
	goto st0;
st1388:
	if ( ++p == pe )
		goto _test_eof1388;
case 1388:
	switch( (*p) ) {
		case 33: goto st1388;
		case 36: goto st1388;
		case 61: goto st1388;
		case 93: goto st1265;
		case 95: goto st1388;
		case 126: goto st1388;
	}
	if ( (*p) < 48 ) {
		if ( 38 <= (*p) && (*p) <= 46 )
			goto st1388;
	} else if ( (*p) > 59 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st1388;
		} else if ( (*p) >= 65 )
			goto st1388;
	} else
		goto st1388;
	goto st0;
case 1389:
	if ( (*p) == 72 )
		goto st1390;
	goto st0;
st1390:
	if ( ++p == pe )
		goto _test_eof1390;
case 1390:
	if ( (*p) == 84 )
		goto st1391;
	goto st0;
st1391:
	if ( ++p == pe )
		goto _test_eof1391;
case 1391:
	if ( (*p) == 84 )
		goto st1392;
	goto st0;
st1392:
	if ( ++p == pe )
		goto _test_eof1392;
case 1392:
	if ( (*p) == 80 )
		goto st1444;
	goto st0;
st1444:
	if ( ++p == pe )
		goto _test_eof1444;
case 1444:
	goto st0;
case 1393:
	if ( (*p) == 72 )
		goto st1394;
	goto st0;
st1394:
	if ( ++p == pe )
		goto _test_eof1394;
case 1394:
	if ( (*p) == 84 )
		goto st1395;
	goto st0;
st1395:
	if ( ++p == pe )
		goto _test_eof1395;
case 1395:
	if ( (*p) == 84 )
		goto st1396;
	goto st0;
st1396:
	if ( ++p == pe )
		goto _test_eof1396;
case 1396:
	if ( (*p) == 80 )
		goto st1397;
	goto st0;
st1397:
	if ( ++p == pe )
		goto _test_eof1397;
case 1397:
	if ( (*p) == 47 )
		goto st1398;
	goto st0;
st1398:
	if ( ++p == pe )
		goto _test_eof1398;
case 1398:
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st1399;
	goto st0;
st1399:
	if ( ++p == pe )
		goto _test_eof1399;
case 1399:
	if ( (*p) == 46 )
		goto st1400;
	goto st0;
st1400:
	if ( ++p == pe )
		goto _test_eof1400;
case 1400:
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st1445;
	goto st0;
st1445:
	if ( ++p == pe )
		goto _test_eof1445;
case 1445:
	goto st0;
case 1410:
	_ps = 1410;
	switch( (*p) ) {
		case 33: goto tr565;
		case 37: goto tr1434;
		case 59: goto tr565;
		case 61: goto tr565;
		case 91: goto st543;
		case 95: goto tr565;
		case 126: goto tr565;
	}
	if ( (*p) < 48 ) {
		if ( 36 <= (*p) && (*p) <= 46 )
			goto tr565;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto tr565;
		} else if ( (*p) >= 65 )
			goto tr565;
	} else
		goto tr565;
	goto st0;
tr565:
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 1411, LLURI__C_UNRESERVED); }
	goto st1411;
st1411:
	if ( ++p == pe )
		goto _test_eof1411;
case 1411:
#line 24985 "src/http/target.c"
	_ps = 1411;
	switch( (*p) ) {
		case 33: goto tr565;
		case 37: goto tr1434;
		case 59: goto tr565;
		case 61: goto tr565;
		case 95: goto tr565;
		case 126: goto tr565;
	}
	if ( (*p) < 48 ) {
		if ( 36 <= (*p) && (*p) <= 46 )
			goto tr565;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto tr565;
		} else if ( (*p) >= 65 )
			goto tr565;
	} else
		goto tr565;
	goto st0;
tr1434:
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 541, LLURI__C_UNRESERVED); }
	goto st541;
st541:
	if ( ++p == pe )
		goto _test_eof541;
case 541:
#line 25013 "src/http/target.c"
	_ps = 541;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr564;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr564;
	} else
		goto tr564;
	goto st0;
tr564:
#line 27 "src/http/target.rl"
	{ RUN((_ps) == 542, LLURI__C_UNRESERVED); }
	goto st542;
st542:
	if ( ++p == pe )
		goto _test_eof542;
case 542:
#line 25030 "src/http/target.c"
	_ps = 542;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto tr565;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto tr565;
	} else
		goto tr565;
	goto st0;
st543:
	if ( ++p == pe )
		goto _test_eof543;
case 543:
	switch( (*p) ) {
		case 58: goto st685;
		case 86: goto st700;
		case 118: goto st700;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st544;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st544;
	} else
		goto st544;
	goto st0;
st544:
	if ( ++p == pe )
		goto _test_eof544;
case 544:
	if ( (*p) == 58 )
		goto st548;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st545;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st545;
	} else
		goto st545;
	goto st0;
st545:
	if ( ++p == pe )
		goto _test_eof545;
case 545:
	if ( (*p) == 58 )
		goto st548;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st546;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st546;
	} else
		goto st546;
	goto st0;
st546:
	if ( ++p == pe )
		goto _test_eof546;
case 546:
	if ( (*p) == 58 )
		goto st548;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st547;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st547;
	} else
		goto st547;
	goto st0;
st547:
	if ( ++p == pe )
		goto _test_eof547;
case 547:
	if ( (*p) == 58 )
		goto st548;
	goto st0;
st548:
	if ( ++p == pe )
		goto _test_eof548;
case 548:
	if ( (*p) == 58 )
		goto st671;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st549;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st549;
	} else
		goto st549;
	goto st0;
st549:
	if ( ++p == pe )
		goto _test_eof549;
case 549:
	if ( (*p) == 58 )
		goto st553;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st550;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st550;
	} else
		goto st550;
	goto st0;
st550:
	if ( ++p == pe )
		goto _test_eof550;
case 550:
	if ( (*p) == 58 )
		goto st553;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st551;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st551;
	} else
		goto st551;
	goto st0;
st551:
	if ( ++p == pe )
		goto _test_eof551;
case 551:
	if ( (*p) == 58 )
		goto st553;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st552;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st552;
	} else
		goto st552;
	goto st0;
st552:
	if ( ++p == pe )
		goto _test_eof552;
case 552:
	if ( (*p) == 58 )
		goto st553;
	goto st0;
st553:
	if ( ++p == pe )
		goto _test_eof553;
case 553:
	if ( (*p) == 58 )
		goto st657;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st554;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st554;
	} else
		goto st554;
	goto st0;
st554:
	if ( ++p == pe )
		goto _test_eof554;
case 554:
	if ( (*p) == 58 )
		goto st558;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st555;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st555;
	} else
		goto st555;
	goto st0;
st555:
	if ( ++p == pe )
		goto _test_eof555;
case 555:
	if ( (*p) == 58 )
		goto st558;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st556;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st556;
	} else
		goto st556;
	goto st0;
st556:
	if ( ++p == pe )
		goto _test_eof556;
case 556:
	if ( (*p) == 58 )
		goto st558;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st557;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st557;
	} else
		goto st557;
	goto st0;
st557:
	if ( ++p == pe )
		goto _test_eof557;
case 557:
	if ( (*p) == 58 )
		goto st558;
	goto st0;
st558:
	if ( ++p == pe )
		goto _test_eof558;
case 558:
	if ( (*p) == 58 )
		goto st643;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st559;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st559;
	} else
		goto st559;
	goto st0;
st559:
	if ( ++p == pe )
		goto _test_eof559;
case 559:
	if ( (*p) == 58 )
		goto st563;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st560;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st560;
	} else
		goto st560;
	goto st0;
st560:
	if ( ++p == pe )
		goto _test_eof560;
case 560:
	if ( (*p) == 58 )
		goto st563;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st561;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st561;
	} else
		goto st561;
	goto st0;
st561:
	if ( ++p == pe )
		goto _test_eof561;
case 561:
	if ( (*p) == 58 )
		goto st563;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st562;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st562;
	} else
		goto st562;
	goto st0;
st562:
	if ( ++p == pe )
		goto _test_eof562;
case 562:
	if ( (*p) == 58 )
		goto st563;
	goto st0;
st563:
	if ( ++p == pe )
		goto _test_eof563;
case 563:
	if ( (*p) == 58 )
		goto st629;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st564;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st564;
	} else
		goto st564;
	goto st0;
st564:
	if ( ++p == pe )
		goto _test_eof564;
case 564:
	if ( (*p) == 58 )
		goto st568;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st565;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st565;
	} else
		goto st565;
	goto st0;
st565:
	if ( ++p == pe )
		goto _test_eof565;
case 565:
	if ( (*p) == 58 )
		goto st568;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st566;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st566;
	} else
		goto st566;
	goto st0;
st566:
	if ( ++p == pe )
		goto _test_eof566;
case 566:
	if ( (*p) == 58 )
		goto st568;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st567;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st567;
	} else
		goto st567;
	goto st0;
st567:
	if ( ++p == pe )
		goto _test_eof567;
case 567:
	if ( (*p) == 58 )
		goto st568;
	goto st0;
st568:
	if ( ++p == pe )
		goto _test_eof568;
case 568:
	if ( (*p) == 58 )
		goto st615;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st569;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st569;
	} else
		goto st569;
	goto st0;
st569:
	if ( ++p == pe )
		goto _test_eof569;
case 569:
	if ( (*p) == 58 )
		goto st573;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st570;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st570;
	} else
		goto st570;
	goto st0;
st570:
	if ( ++p == pe )
		goto _test_eof570;
case 570:
	if ( (*p) == 58 )
		goto st573;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st571;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st571;
	} else
		goto st571;
	goto st0;
st571:
	if ( ++p == pe )
		goto _test_eof571;
case 571:
	if ( (*p) == 58 )
		goto st573;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st572;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st572;
	} else
		goto st572;
	goto st0;
st572:
	if ( ++p == pe )
		goto _test_eof572;
case 572:
	if ( (*p) == 58 )
		goto st573;
	goto st0;
st573:
	if ( ++p == pe )
		goto _test_eof573;
case 573:
	switch( (*p) ) {
		case 48: goto st574;
		case 49: goto st606;
		case 50: goto st609;
		case 58: goto st613;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st612;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st614;
	} else
		goto st614;
	goto st0;
st574:
	if ( ++p == pe )
		goto _test_eof574;
case 574:
	switch( (*p) ) {
		case 46: goto st575;
		case 58: goto st602;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st599;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st599;
	} else
		goto st599;
	goto st0;
st575:
	if ( ++p == pe )
		goto _test_eof575;
case 575:
	switch( (*p) ) {
		case 48: goto st576;
		case 49: goto st595;
		case 50: goto st597;
	}
	if ( 51 <= (*p) && (*p) <= 57 )
		goto st596;
	goto st0;
st576:
	if ( ++p == pe )
		goto _test_eof576;
case 576:
	if ( (*p) == 46 )
		goto st577;
	goto st0;
st577:
	if ( ++p == pe )
		goto _test_eof577;
case 577:
	switch( (*p) ) {
		case 48: goto st578;
		case 49: goto st591;
		case 50: goto st593;
	}
	if ( 51 <= (*p) && (*p) <= 57 )
		goto st592;
	goto st0;
st578:
	if ( ++p == pe )
		goto _test_eof578;
case 578:
	if ( (*p) == 46 )
		goto st579;
	goto st0;
st579:
	if ( ++p == pe )
		goto _test_eof579;
case 579:
	switch( (*p) ) {
		case 48: goto st580;
		case 49: goto st587;
		case 50: goto st589;
	}
	if ( 51 <= (*p) && (*p) <= 57 )
		goto st588;
	goto st0;
st580:
	if ( ++p == pe )
		goto _test_eof580;
case 580:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st1412;
		case 549: goto st581;
	}
	goto st0;
st1412:
	if ( ++p == pe )
		goto _test_eof1412;
case 1412:
	goto st0;
st581:
	if ( ++p == pe )
		goto _test_eof581;
case 581:
	if ( (*p) == 50 )
		goto st582;
	goto st0;
st582:
	if ( ++p == pe )
		goto _test_eof582;
case 582:
	if ( (*p) == 53 )
		goto st583;
	goto st0;
st583:
	if ( ++p == pe )
		goto _test_eof583;
case 583:
	switch( (*p) ) {
		case 37: goto st584;
		case 95: goto st586;
		case 126: goto st586;
	}
	if ( (*p) < 48 ) {
		if ( 45 <= (*p) && (*p) <= 46 )
			goto st586;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st586;
		} else if ( (*p) >= 65 )
			goto st586;
	} else
		goto st586;
	goto st0;
st584:
	if ( ++p == pe )
		goto _test_eof584;
case 584:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st585;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st585;
	} else
		goto st585;
	goto st0;
st585:
	if ( ++p == pe )
		goto _test_eof585;
case 585:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st586;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st586;
	} else
		goto st586;
	goto st0;
st586:
	if ( ++p == pe )
		goto _test_eof586;
case 586:
	switch( (*p) ) {
		case 37: goto st584;
		case 93: goto st1412;
		case 95: goto st586;
		case 126: goto st586;
	}
	if ( (*p) < 48 ) {
		if ( 45 <= (*p) && (*p) <= 46 )
			goto st586;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st586;
		} else if ( (*p) >= 65 )
			goto st586;
	} else
		goto st586;
	goto st0;
st587:
	if ( ++p == pe )
		goto _test_eof587;
case 587:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( 48 <= _widec && _widec <= 57 )
		goto st588;
	goto st0;
st588:
	if ( ++p == pe )
		goto _test_eof588;
case 588:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( 48 <= _widec && _widec <= 57 )
		goto st580;
	goto st0;
st589:
	if ( ++p == pe )
		goto _test_eof589;
case 589:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 53: goto st590;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec > 52 ) {
		if ( 54 <= _widec && _widec <= 57 )
			goto st580;
	} else if ( _widec >= 48 )
		goto st588;
	goto st0;
st590:
	if ( ++p == pe )
		goto _test_eof590;
case 590:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( 48 <= _widec && _widec <= 53 )
		goto st580;
	goto st0;
st591:
	if ( ++p == pe )
		goto _test_eof591;
case 591:
	if ( (*p) == 46 )
		goto st579;
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st592;
	goto st0;
st592:
	if ( ++p == pe )
		goto _test_eof592;
case 592:
	if ( (*p) == 46 )
		goto st579;
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st578;
	goto st0;
st593:
	if ( ++p == pe )
		goto _test_eof593;
case 593:
	switch( (*p) ) {
		case 46: goto st579;
		case 53: goto st594;
	}
	if ( (*p) > 52 ) {
		if ( 54 <= (*p) && (*p) <= 57 )
			goto st578;
	} else if ( (*p) >= 48 )
		goto st592;
	goto st0;
st594:
	if ( ++p == pe )
		goto _test_eof594;
case 594:
	if ( (*p) == 46 )
		goto st579;
	if ( 48 <= (*p) && (*p) <= 53 )
		goto st578;
	goto st0;
st595:
	if ( ++p == pe )
		goto _test_eof595;
case 595:
	if ( (*p) == 46 )
		goto st577;
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st596;
	goto st0;
st596:
	if ( ++p == pe )
		goto _test_eof596;
case 596:
	if ( (*p) == 46 )
		goto st577;
	if ( 48 <= (*p) && (*p) <= 57 )
		goto st576;
	goto st0;
st597:
	if ( ++p == pe )
		goto _test_eof597;
case 597:
	switch( (*p) ) {
		case 46: goto st577;
		case 53: goto st598;
	}
	if ( (*p) > 52 ) {
		if ( 54 <= (*p) && (*p) <= 57 )
			goto st576;
	} else if ( (*p) >= 48 )
		goto st596;
	goto st0;
st598:
	if ( ++p == pe )
		goto _test_eof598;
case 598:
	if ( (*p) == 46 )
		goto st577;
	if ( 48 <= (*p) && (*p) <= 53 )
		goto st576;
	goto st0;
st599:
	if ( ++p == pe )
		goto _test_eof599;
case 599:
	if ( (*p) == 58 )
		goto st602;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st600;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st600;
	} else
		goto st600;
	goto st0;
st600:
	if ( ++p == pe )
		goto _test_eof600;
case 600:
	if ( (*p) == 58 )
		goto st602;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st601;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st601;
	} else
		goto st601;
	goto st0;
st601:
	if ( ++p == pe )
		goto _test_eof601;
case 601:
	if ( (*p) == 58 )
		goto st602;
	goto st0;
st602:
	if ( ++p == pe )
		goto _test_eof602;
case 602:
	if ( (*p) == 58 )
		goto st580;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st603;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st603;
	} else
		goto st603;
	goto st0;
st603:
	if ( ++p == pe )
		goto _test_eof603;
case 603:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st604;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st604;
	} else
		goto st604;
	goto st0;
st604:
	if ( ++p == pe )
		goto _test_eof604;
case 604:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st605;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st605;
	} else
		goto st605;
	goto st0;
st605:
	if ( ++p == pe )
		goto _test_eof605;
case 605:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st580;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st580;
	} else
		goto st580;
	goto st0;
st606:
	if ( ++p == pe )
		goto _test_eof606;
case 606:
	switch( (*p) ) {
		case 46: goto st575;
		case 58: goto st602;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st607;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st599;
	} else
		goto st599;
	goto st0;
st607:
	if ( ++p == pe )
		goto _test_eof607;
case 607:
	switch( (*p) ) {
		case 46: goto st575;
		case 58: goto st602;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st608;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st600;
	} else
		goto st600;
	goto st0;
st608:
	if ( ++p == pe )
		goto _test_eof608;
case 608:
	switch( (*p) ) {
		case 46: goto st575;
		case 58: goto st602;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st601;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st601;
	} else
		goto st601;
	goto st0;
st609:
	if ( ++p == pe )
		goto _test_eof609;
case 609:
	switch( (*p) ) {
		case 46: goto st575;
		case 53: goto st610;
		case 58: goto st602;
	}
	if ( (*p) < 54 ) {
		if ( 48 <= (*p) && (*p) <= 52 )
			goto st607;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 70 ) {
			if ( 97 <= (*p) && (*p) <= 102 )
				goto st599;
		} else if ( (*p) >= 65 )
			goto st599;
	} else
		goto st611;
	goto st0;
st610:
	if ( ++p == pe )
		goto _test_eof610;
case 610:
	switch( (*p) ) {
		case 46: goto st575;
		case 58: goto st602;
	}
	if ( (*p) < 54 ) {
		if ( 48 <= (*p) && (*p) <= 53 )
			goto st608;
	} else if ( (*p) > 57 ) {
		if ( (*p) > 70 ) {
			if ( 97 <= (*p) && (*p) <= 102 )
				goto st600;
		} else if ( (*p) >= 65 )
			goto st600;
	} else
		goto st600;
	goto st0;
st611:
	if ( ++p == pe )
		goto _test_eof611;
case 611:
	switch( (*p) ) {
		case 46: goto st575;
		case 58: goto st602;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st600;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st600;
	} else
		goto st600;
	goto st0;
st612:
	if ( ++p == pe )
		goto _test_eof612;
case 612:
	switch( (*p) ) {
		case 46: goto st575;
		case 58: goto st602;
	}
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st611;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st599;
	} else
		goto st599;
	goto st0;
st613:
	if ( ++p == pe )
		goto _test_eof613;
case 613:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st603;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st603;
	} else
		goto st603;
	goto st0;
st614:
	if ( ++p == pe )
		goto _test_eof614;
case 614:
	if ( (*p) == 58 )
		goto st602;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st599;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st599;
	} else
		goto st599;
	goto st0;
st615:
	if ( ++p == pe )
		goto _test_eof615;
case 615:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st616;
		case 49: goto st621;
		case 50: goto st624;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st627;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st628;
	} else
		goto st628;
	goto st0;
st616:
	if ( ++p == pe )
		goto _test_eof616;
case 616:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st620;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st617;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st617;
	} else
		goto st617;
	goto st0;
st617:
	if ( ++p == pe )
		goto _test_eof617;
case 617:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st620;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st618;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st618;
	} else
		goto st618;
	goto st0;
st618:
	if ( ++p == pe )
		goto _test_eof618;
case 618:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st620;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st619;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st619;
	} else
		goto st619;
	goto st0;
st619:
	if ( ++p == pe )
		goto _test_eof619;
case 619:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st620;
		case 93: goto st1412;
		case 549: goto st581;
	}
	goto st0;
st620:
	if ( ++p == pe )
		goto _test_eof620;
case 620:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st603;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st603;
	} else
		goto st603;
	goto st0;
st621:
	if ( ++p == pe )
		goto _test_eof621;
case 621:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st620;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st622;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st617;
	} else
		goto st617;
	goto st0;
st622:
	if ( ++p == pe )
		goto _test_eof622;
case 622:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st620;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st623;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st618;
	} else
		goto st618;
	goto st0;
st623:
	if ( ++p == pe )
		goto _test_eof623;
case 623:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st620;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st619;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st619;
	} else
		goto st619;
	goto st0;
st624:
	if ( ++p == pe )
		goto _test_eof624;
case 624:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 53: goto st625;
		case 58: goto st620;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st622;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st617;
		} else if ( _widec >= 65 )
			goto st617;
	} else
		goto st626;
	goto st0;
st625:
	if ( ++p == pe )
		goto _test_eof625;
case 625:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st620;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st623;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st618;
		} else if ( _widec >= 65 )
			goto st618;
	} else
		goto st618;
	goto st0;
st626:
	if ( ++p == pe )
		goto _test_eof626;
case 626:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st620;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st618;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st618;
	} else
		goto st618;
	goto st0;
st627:
	if ( ++p == pe )
		goto _test_eof627;
case 627:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st620;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st626;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st617;
	} else
		goto st617;
	goto st0;
st628:
	if ( ++p == pe )
		goto _test_eof628;
case 628:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st620;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st617;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st617;
	} else
		goto st617;
	goto st0;
st629:
	if ( ++p == pe )
		goto _test_eof629;
case 629:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st630;
		case 49: goto st635;
		case 50: goto st638;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st641;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st642;
	} else
		goto st642;
	goto st0;
st630:
	if ( ++p == pe )
		goto _test_eof630;
case 630:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st634;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st631;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st631;
	} else
		goto st631;
	goto st0;
st631:
	if ( ++p == pe )
		goto _test_eof631;
case 631:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st634;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st632;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st632;
	} else
		goto st632;
	goto st0;
st632:
	if ( ++p == pe )
		goto _test_eof632;
case 632:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st634;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st633;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st633;
	} else
		goto st633;
	goto st0;
st633:
	if ( ++p == pe )
		goto _test_eof633;
case 633:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st634;
		case 93: goto st1412;
		case 549: goto st581;
	}
	goto st0;
st634:
	if ( ++p == pe )
		goto _test_eof634;
case 634:
	switch( (*p) ) {
		case 48: goto st616;
		case 49: goto st621;
		case 50: goto st624;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st627;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st628;
	} else
		goto st628;
	goto st0;
st635:
	if ( ++p == pe )
		goto _test_eof635;
case 635:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st634;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st636;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st631;
	} else
		goto st631;
	goto st0;
st636:
	if ( ++p == pe )
		goto _test_eof636;
case 636:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st634;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st637;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st632;
	} else
		goto st632;
	goto st0;
st637:
	if ( ++p == pe )
		goto _test_eof637;
case 637:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st634;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st633;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st633;
	} else
		goto st633;
	goto st0;
st638:
	if ( ++p == pe )
		goto _test_eof638;
case 638:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 53: goto st639;
		case 58: goto st634;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st636;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st631;
		} else if ( _widec >= 65 )
			goto st631;
	} else
		goto st640;
	goto st0;
st639:
	if ( ++p == pe )
		goto _test_eof639;
case 639:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st634;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st637;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st632;
		} else if ( _widec >= 65 )
			goto st632;
	} else
		goto st632;
	goto st0;
st640:
	if ( ++p == pe )
		goto _test_eof640;
case 640:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st634;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st632;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st632;
	} else
		goto st632;
	goto st0;
st641:
	if ( ++p == pe )
		goto _test_eof641;
case 641:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st634;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st640;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st631;
	} else
		goto st631;
	goto st0;
st642:
	if ( ++p == pe )
		goto _test_eof642;
case 642:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st634;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st631;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st631;
	} else
		goto st631;
	goto st0;
st643:
	if ( ++p == pe )
		goto _test_eof643;
case 643:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st644;
		case 49: goto st649;
		case 50: goto st652;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st655;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st656;
	} else
		goto st656;
	goto st0;
st644:
	if ( ++p == pe )
		goto _test_eof644;
case 644:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st648;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st645;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st645;
	} else
		goto st645;
	goto st0;
st645:
	if ( ++p == pe )
		goto _test_eof645;
case 645:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st648;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st646;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st646;
	} else
		goto st646;
	goto st0;
st646:
	if ( ++p == pe )
		goto _test_eof646;
case 646:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st648;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st647;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st647;
	} else
		goto st647;
	goto st0;
st647:
	if ( ++p == pe )
		goto _test_eof647;
case 647:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st648;
		case 93: goto st1412;
		case 549: goto st581;
	}
	goto st0;
st648:
	if ( ++p == pe )
		goto _test_eof648;
case 648:
	switch( (*p) ) {
		case 48: goto st630;
		case 49: goto st635;
		case 50: goto st638;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st641;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st642;
	} else
		goto st642;
	goto st0;
st649:
	if ( ++p == pe )
		goto _test_eof649;
case 649:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st648;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st650;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st645;
	} else
		goto st645;
	goto st0;
st650:
	if ( ++p == pe )
		goto _test_eof650;
case 650:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st648;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st651;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st646;
	} else
		goto st646;
	goto st0;
st651:
	if ( ++p == pe )
		goto _test_eof651;
case 651:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st648;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st647;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st647;
	} else
		goto st647;
	goto st0;
st652:
	if ( ++p == pe )
		goto _test_eof652;
case 652:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 53: goto st653;
		case 58: goto st648;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st650;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st645;
		} else if ( _widec >= 65 )
			goto st645;
	} else
		goto st654;
	goto st0;
st653:
	if ( ++p == pe )
		goto _test_eof653;
case 653:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st648;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st651;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st646;
		} else if ( _widec >= 65 )
			goto st646;
	} else
		goto st646;
	goto st0;
st654:
	if ( ++p == pe )
		goto _test_eof654;
case 654:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st648;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st646;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st646;
	} else
		goto st646;
	goto st0;
st655:
	if ( ++p == pe )
		goto _test_eof655;
case 655:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st648;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st654;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st645;
	} else
		goto st645;
	goto st0;
st656:
	if ( ++p == pe )
		goto _test_eof656;
case 656:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st648;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st645;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st645;
	} else
		goto st645;
	goto st0;
st657:
	if ( ++p == pe )
		goto _test_eof657;
case 657:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st658;
		case 49: goto st663;
		case 50: goto st666;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st669;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st670;
	} else
		goto st670;
	goto st0;
st658:
	if ( ++p == pe )
		goto _test_eof658;
case 658:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st662;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st659;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st659;
	} else
		goto st659;
	goto st0;
st659:
	if ( ++p == pe )
		goto _test_eof659;
case 659:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st662;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st660;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st660;
	} else
		goto st660;
	goto st0;
st660:
	if ( ++p == pe )
		goto _test_eof660;
case 660:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st662;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st661;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st661;
	} else
		goto st661;
	goto st0;
st661:
	if ( ++p == pe )
		goto _test_eof661;
case 661:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st662;
		case 93: goto st1412;
		case 549: goto st581;
	}
	goto st0;
st662:
	if ( ++p == pe )
		goto _test_eof662;
case 662:
	switch( (*p) ) {
		case 48: goto st644;
		case 49: goto st649;
		case 50: goto st652;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st655;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st656;
	} else
		goto st656;
	goto st0;
st663:
	if ( ++p == pe )
		goto _test_eof663;
case 663:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st662;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st664;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st659;
	} else
		goto st659;
	goto st0;
st664:
	if ( ++p == pe )
		goto _test_eof664;
case 664:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st662;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st665;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st660;
	} else
		goto st660;
	goto st0;
st665:
	if ( ++p == pe )
		goto _test_eof665;
case 665:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st662;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st661;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st661;
	} else
		goto st661;
	goto st0;
st666:
	if ( ++p == pe )
		goto _test_eof666;
case 666:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 53: goto st667;
		case 58: goto st662;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st664;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st659;
		} else if ( _widec >= 65 )
			goto st659;
	} else
		goto st668;
	goto st0;
st667:
	if ( ++p == pe )
		goto _test_eof667;
case 667:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st662;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st665;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st660;
		} else if ( _widec >= 65 )
			goto st660;
	} else
		goto st660;
	goto st0;
st668:
	if ( ++p == pe )
		goto _test_eof668;
case 668:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st662;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st660;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st660;
	} else
		goto st660;
	goto st0;
st669:
	if ( ++p == pe )
		goto _test_eof669;
case 669:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st662;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st668;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st659;
	} else
		goto st659;
	goto st0;
st670:
	if ( ++p == pe )
		goto _test_eof670;
case 670:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st662;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st659;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st659;
	} else
		goto st659;
	goto st0;
st671:
	if ( ++p == pe )
		goto _test_eof671;
case 671:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st672;
		case 49: goto st677;
		case 50: goto st680;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st683;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st684;
	} else
		goto st684;
	goto st0;
st672:
	if ( ++p == pe )
		goto _test_eof672;
case 672:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st676;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st673;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st673;
	} else
		goto st673;
	goto st0;
st673:
	if ( ++p == pe )
		goto _test_eof673;
case 673:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st676;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st674;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st674;
	} else
		goto st674;
	goto st0;
st674:
	if ( ++p == pe )
		goto _test_eof674;
case 674:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st676;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st675;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st675;
	} else
		goto st675;
	goto st0;
st675:
	if ( ++p == pe )
		goto _test_eof675;
case 675:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st676;
		case 93: goto st1412;
		case 549: goto st581;
	}
	goto st0;
st676:
	if ( ++p == pe )
		goto _test_eof676;
case 676:
	switch( (*p) ) {
		case 48: goto st658;
		case 49: goto st663;
		case 50: goto st666;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st669;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st670;
	} else
		goto st670;
	goto st0;
st677:
	if ( ++p == pe )
		goto _test_eof677;
case 677:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st676;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st678;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st673;
	} else
		goto st673;
	goto st0;
st678:
	if ( ++p == pe )
		goto _test_eof678;
case 678:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st676;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st679;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st674;
	} else
		goto st674;
	goto st0;
st679:
	if ( ++p == pe )
		goto _test_eof679;
case 679:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st676;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st675;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st675;
	} else
		goto st675;
	goto st0;
st680:
	if ( ++p == pe )
		goto _test_eof680;
case 680:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 53: goto st681;
		case 58: goto st676;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st678;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st673;
		} else if ( _widec >= 65 )
			goto st673;
	} else
		goto st682;
	goto st0;
st681:
	if ( ++p == pe )
		goto _test_eof681;
case 681:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st676;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st679;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st674;
		} else if ( _widec >= 65 )
			goto st674;
	} else
		goto st674;
	goto st0;
st682:
	if ( ++p == pe )
		goto _test_eof682;
case 682:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st676;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st674;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st674;
	} else
		goto st674;
	goto st0;
st683:
	if ( ++p == pe )
		goto _test_eof683;
case 683:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st676;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st682;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st673;
	} else
		goto st673;
	goto st0;
st684:
	if ( ++p == pe )
		goto _test_eof684;
case 684:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st676;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st673;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st673;
	} else
		goto st673;
	goto st0;
st685:
	if ( ++p == pe )
		goto _test_eof685;
case 685:
	if ( (*p) == 58 )
		goto st686;
	goto st0;
st686:
	if ( ++p == pe )
		goto _test_eof686;
case 686:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 48: goto st687;
		case 49: goto st692;
		case 50: goto st695;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 51 <= _widec && _widec <= 57 )
			goto st698;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st699;
	} else
		goto st699;
	goto st0;
st687:
	if ( ++p == pe )
		goto _test_eof687;
case 687:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st691;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st688;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st688;
	} else
		goto st688;
	goto st0;
st688:
	if ( ++p == pe )
		goto _test_eof688;
case 688:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st691;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st689;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st689;
	} else
		goto st689;
	goto st0;
st689:
	if ( ++p == pe )
		goto _test_eof689;
case 689:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st691;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st690;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st690;
	} else
		goto st690;
	goto st0;
st690:
	if ( ++p == pe )
		goto _test_eof690;
case 690:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st691;
		case 93: goto st1412;
		case 549: goto st581;
	}
	goto st0;
st691:
	if ( ++p == pe )
		goto _test_eof691;
case 691:
	switch( (*p) ) {
		case 48: goto st672;
		case 49: goto st677;
		case 50: goto st680;
	}
	if ( (*p) < 65 ) {
		if ( 51 <= (*p) && (*p) <= 57 )
			goto st683;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st684;
	} else
		goto st684;
	goto st0;
st692:
	if ( ++p == pe )
		goto _test_eof692;
case 692:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st691;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st693;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st688;
	} else
		goto st688;
	goto st0;
st693:
	if ( ++p == pe )
		goto _test_eof693;
case 693:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st691;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st694;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st689;
	} else
		goto st689;
	goto st0;
st694:
	if ( ++p == pe )
		goto _test_eof694;
case 694:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st691;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st690;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st690;
	} else
		goto st690;
	goto st0;
st695:
	if ( ++p == pe )
		goto _test_eof695;
case 695:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 53: goto st696;
		case 58: goto st691;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 52 )
			goto st693;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st688;
		} else if ( _widec >= 65 )
			goto st688;
	} else
		goto st697;
	goto st0;
st696:
	if ( ++p == pe )
		goto _test_eof696;
case 696:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st691;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 54 ) {
		if ( 48 <= _widec && _widec <= 53 )
			goto st694;
	} else if ( _widec > 57 ) {
		if ( _widec > 70 ) {
			if ( 97 <= _widec && _widec <= 102 )
				goto st689;
		} else if ( _widec >= 65 )
			goto st689;
	} else
		goto st689;
	goto st0;
st697:
	if ( ++p == pe )
		goto _test_eof697;
case 697:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st691;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st689;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st689;
	} else
		goto st689;
	goto st0;
st698:
	if ( ++p == pe )
		goto _test_eof698;
case 698:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 46: goto st575;
		case 58: goto st691;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st697;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st688;
	} else
		goto st688;
	goto st0;
st699:
	if ( ++p == pe )
		goto _test_eof699;
case 699:
	_widec = (*p);
	if ( 37 <= (*p) && (*p) <= 37 ) {
		_widec = (short)(128 + ((*p) - -128));
		if ( 
#line 35 "src/http/target.rl"
 (flags & LLURI_ZONE_ID) != 0  ) _widec += 256;
	}
	switch( _widec ) {
		case 58: goto st691;
		case 93: goto st1412;
		case 549: goto st581;
	}
	if ( _widec < 65 ) {
		if ( 48 <= _widec && _widec <= 57 )
			goto st688;
	} else if ( _widec > 70 ) {
		if ( 97 <= _widec && _widec <= 102 )
			goto st688;
	} else
		goto st688;
	goto st0;
st700:
	if ( ++p == pe )
		goto _test_eof700;
case 700:
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st701;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st701;
	} else
		goto st701;
	goto st0;
st701:
	if ( ++p == pe )
		goto _test_eof701;
case 701:
	if ( (*p) == 46 )
		goto st702;
	if ( (*p) < 65 ) {
		if ( 48 <= (*p) && (*p) <= 57 )
			goto st701;
	} else if ( (*p) > 70 ) {
		if ( 97 <= (*p) && (*p) <= 102 )
			goto st701;
	} else
		goto st701;
	goto st0;
st702:
	if ( ++p == pe )
		goto _test_eof702;
case 702:
	switch( (*p) ) {
		case 33: goto st703;
		case 36: goto st703;
		case 61: goto st703;
		case 95: goto st703;
		case 126: goto st703;
	}
	if ( (*p) < 48 ) {
		if ( 38 <= (*p) && (*p) <= 46 )
			goto st703;
	} else if ( (*p) > 59 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st703;
		} else if ( (*p) >= 65 )
			goto st703;
	} else
		goto st703;
	goto st0;
st703:
	if ( ++p == pe )
		goto _test_eof703;
case 703:
	switch( (*p) ) {
		case 33: goto st703;
		case 36: goto st703;
		case 61: goto st703;
		case 93: goto st1412;
		case 95: goto st703;
		case 126: goto st703;
	}
	if ( (*p) < 48 ) {
		if ( 38 <= (*p) && (*p) <= 46 )
			goto st703;
	} else if ( (*p) > 59 ) {
		if ( (*p) > 90 ) {
			if ( 97 <= (*p) && (*p) <= 122 )
				goto st703;
		} else if ( (*p) >= 65 )
			goto st703;
	} else
		goto st703;
	goto st0;
	}
	_test_eof2: cs = 2; goto _test_eof; 
	_test_eof3: cs = 3; goto _test_eof; 
	_test_eof4: cs = 4; goto _test_eof; 
	_test_eof5: cs = 5; goto _test_eof; 
	_test_eof6: cs = 6; goto _test_eof; 
	_test_eof7: cs = 7; goto _test_eof; 
	_test_eof8: cs = 8; goto _test_eof; 
	_test_eof9: cs = 9; goto _test_eof; 
	_test_eof10: cs = 10; goto _test_eof; 
	_test_eof11: cs = 11; goto _test_eof; 
	_test_eof12: cs = 12; goto _test_eof; 
	_test_eof13: cs = 13; goto _test_eof; 
	_test_eof14: cs = 14; goto _test_eof; 
	_test_eof15: cs = 15; goto _test_eof; 
	_test_eof1401: cs = 1401; goto _test_eof; 
	_test_eof16: cs = 16; goto _test_eof; 
	_test_eof17: cs = 17; goto _test_eof; 
	_test_eof18: cs = 18; goto _test_eof; 
	_test_eof19: cs = 19; goto _test_eof; 
	_test_eof20: cs = 20; goto _test_eof; 
	_test_eof21: cs = 21; goto _test_eof; 
	_test_eof22: cs = 22; goto _test_eof; 
	_test_eof23: cs = 23; goto _test_eof; 
	_test_eof24: cs = 24; goto _test_eof; 
	_test_eof25: cs = 25; goto _test_eof; 
	_test_eof26: cs = 26; goto _test_eof; 
	_test_eof27: cs = 27; goto _test_eof; 
	_test_eof28: cs = 28; goto _test_eof; 
	_test_eof29: cs = 29; goto _test_eof; 
	_test_eof30: cs = 30; goto _test_eof; 
	_test_eof31: cs = 31; goto _test_eof; 
	_test_eof32: cs = 32; goto _test_eof; 
	_test_eof33: cs = 33; goto _test_eof; 
	_test_eof34: cs = 34; goto _test_eof; 
	_test_eof35: cs = 35; goto _test_eof; 
	_test_eof36: cs = 36; goto _test_eof; 
	_test_eof37: cs = 37; goto _test_eof; 
	_test_eof38: cs = 38; goto _test_eof; 
	_test_eof39: cs = 39; goto _test_eof; 
	_test_eof40: cs = 40; goto _test_eof; 
	_test_eof41: cs = 41; goto _test_eof; 
	_test_eof42: cs = 42; goto _test_eof; 
	_test_eof43: cs = 43; goto _test_eof; 
	_test_eof44: cs = 44; goto _test_eof; 
	_test_eof45: cs = 45; goto _test_eof; 
	_test_eof46: cs = 46; goto _test_eof; 
	_test_eof47: cs = 47; goto _test_eof; 
	_test_eof48: cs = 48; goto _test_eof; 
	_test_eof49: cs = 49; goto _test_eof; 
	_test_eof50: cs = 50; goto _test_eof; 
	_test_eof51: cs = 51; goto _test_eof; 
	_test_eof52: cs = 52; goto _test_eof; 
	_test_eof53: cs = 53; goto _test_eof; 
	_test_eof54: cs = 54; goto _test_eof; 
	_test_eof55: cs = 55; goto _test_eof; 
	_test_eof56: cs = 56; goto _test_eof; 
	_test_eof57: cs = 57; goto _test_eof; 
	_test_eof58: cs = 58; goto _test_eof; 
	_test_eof59: cs = 59; goto _test_eof; 
	_test_eof60: cs = 60; goto _test_eof; 
	_test_eof61: cs = 61; goto _test_eof; 
	_test_eof62: cs = 62; goto _test_eof; 
	_test_eof63: cs = 63; goto _test_eof; 
	_test_eof64: cs = 64; goto _test_eof; 
	_test_eof65: cs = 65; goto _test_eof; 
	_test_eof66: cs = 66; goto _test_eof; 
	_test_eof67: cs = 67; goto _test_eof; 
	_test_eof68: cs = 68; goto _test_eof; 
	_test_eof69: cs = 69; goto _test_eof; 
	_test_eof70: cs = 70; goto _test_eof; 
	_test_eof71: cs = 71; goto _test_eof; 
	_test_eof72: cs = 72; goto _test_eof; 
	_test_eof73: cs = 73; goto _test_eof; 
	_test_eof74: cs = 74; goto _test_eof; 
	_test_eof75: cs = 75; goto _test_eof; 
	_test_eof76: cs = 76; goto _test_eof; 
	_test_eof77: cs = 77; goto _test_eof; 
	_test_eof78: cs = 78; goto _test_eof; 
	_test_eof79: cs = 79; goto _test_eof; 
	_test_eof80: cs = 80; goto _test_eof; 
	_test_eof81: cs = 81; goto _test_eof; 
	_test_eof82: cs = 82; goto _test_eof; 
	_test_eof83: cs = 83; goto _test_eof; 
	_test_eof84: cs = 84; goto _test_eof; 
	_test_eof85: cs = 85; goto _test_eof; 
	_test_eof86: cs = 86; goto _test_eof; 
	_test_eof87: cs = 87; goto _test_eof; 
	_test_eof88: cs = 88; goto _test_eof; 
	_test_eof89: cs = 89; goto _test_eof; 
	_test_eof90: cs = 90; goto _test_eof; 
	_test_eof91: cs = 91; goto _test_eof; 
	_test_eof92: cs = 92; goto _test_eof; 
	_test_eof93: cs = 93; goto _test_eof; 
	_test_eof94: cs = 94; goto _test_eof; 
	_test_eof95: cs = 95; goto _test_eof; 
	_test_eof96: cs = 96; goto _test_eof; 
	_test_eof97: cs = 97; goto _test_eof; 
	_test_eof98: cs = 98; goto _test_eof; 
	_test_eof99: cs = 99; goto _test_eof; 
	_test_eof100: cs = 100; goto _test_eof; 
	_test_eof101: cs = 101; goto _test_eof; 
	_test_eof102: cs = 102; goto _test_eof; 
	_test_eof103: cs = 103; goto _test_eof; 
	_test_eof104: cs = 104; goto _test_eof; 
	_test_eof105: cs = 105; goto _test_eof; 
	_test_eof106: cs = 106; goto _test_eof; 
	_test_eof107: cs = 107; goto _test_eof; 
	_test_eof108: cs = 108; goto _test_eof; 
	_test_eof109: cs = 109; goto _test_eof; 
	_test_eof110: cs = 110; goto _test_eof; 
	_test_eof111: cs = 111; goto _test_eof; 
	_test_eof112: cs = 112; goto _test_eof; 
	_test_eof113: cs = 113; goto _test_eof; 
	_test_eof114: cs = 114; goto _test_eof; 
	_test_eof115: cs = 115; goto _test_eof; 
	_test_eof116: cs = 116; goto _test_eof; 
	_test_eof117: cs = 117; goto _test_eof; 
	_test_eof118: cs = 118; goto _test_eof; 
	_test_eof119: cs = 119; goto _test_eof; 
	_test_eof120: cs = 120; goto _test_eof; 
	_test_eof121: cs = 121; goto _test_eof; 
	_test_eof122: cs = 122; goto _test_eof; 
	_test_eof123: cs = 123; goto _test_eof; 
	_test_eof124: cs = 124; goto _test_eof; 
	_test_eof125: cs = 125; goto _test_eof; 
	_test_eof126: cs = 126; goto _test_eof; 
	_test_eof127: cs = 127; goto _test_eof; 
	_test_eof128: cs = 128; goto _test_eof; 
	_test_eof129: cs = 129; goto _test_eof; 
	_test_eof130: cs = 130; goto _test_eof; 
	_test_eof131: cs = 131; goto _test_eof; 
	_test_eof132: cs = 132; goto _test_eof; 
	_test_eof133: cs = 133; goto _test_eof; 
	_test_eof134: cs = 134; goto _test_eof; 
	_test_eof135: cs = 135; goto _test_eof; 
	_test_eof136: cs = 136; goto _test_eof; 
	_test_eof137: cs = 137; goto _test_eof; 
	_test_eof138: cs = 138; goto _test_eof; 
	_test_eof139: cs = 139; goto _test_eof; 
	_test_eof140: cs = 140; goto _test_eof; 
	_test_eof141: cs = 141; goto _test_eof; 
	_test_eof142: cs = 142; goto _test_eof; 
	_test_eof143: cs = 143; goto _test_eof; 
	_test_eof144: cs = 144; goto _test_eof; 
	_test_eof145: cs = 145; goto _test_eof; 
	_test_eof146: cs = 146; goto _test_eof; 
	_test_eof147: cs = 147; goto _test_eof; 
	_test_eof148: cs = 148; goto _test_eof; 
	_test_eof149: cs = 149; goto _test_eof; 
	_test_eof150: cs = 150; goto _test_eof; 
	_test_eof151: cs = 151; goto _test_eof; 
	_test_eof152: cs = 152; goto _test_eof; 
	_test_eof153: cs = 153; goto _test_eof; 
	_test_eof154: cs = 154; goto _test_eof; 
	_test_eof155: cs = 155; goto _test_eof; 
	_test_eof156: cs = 156; goto _test_eof; 
	_test_eof157: cs = 157; goto _test_eof; 
	_test_eof158: cs = 158; goto _test_eof; 
	_test_eof159: cs = 159; goto _test_eof; 
	_test_eof160: cs = 160; goto _test_eof; 
	_test_eof161: cs = 161; goto _test_eof; 
	_test_eof162: cs = 162; goto _test_eof; 
	_test_eof163: cs = 163; goto _test_eof; 
	_test_eof164: cs = 164; goto _test_eof; 
	_test_eof165: cs = 165; goto _test_eof; 
	_test_eof166: cs = 166; goto _test_eof; 
	_test_eof167: cs = 167; goto _test_eof; 
	_test_eof168: cs = 168; goto _test_eof; 
	_test_eof169: cs = 169; goto _test_eof; 
	_test_eof170: cs = 170; goto _test_eof; 
	_test_eof171: cs = 171; goto _test_eof; 
	_test_eof172: cs = 172; goto _test_eof; 
	_test_eof173: cs = 173; goto _test_eof; 
	_test_eof174: cs = 174; goto _test_eof; 
	_test_eof175: cs = 175; goto _test_eof; 
	_test_eof176: cs = 176; goto _test_eof; 
	_test_eof177: cs = 177; goto _test_eof; 
	_test_eof178: cs = 178; goto _test_eof; 
	_test_eof179: cs = 179; goto _test_eof; 
	_test_eof180: cs = 180; goto _test_eof; 
	_test_eof181: cs = 181; goto _test_eof; 
	_test_eof182: cs = 182; goto _test_eof; 
	_test_eof183: cs = 183; goto _test_eof; 
	_test_eof184: cs = 184; goto _test_eof; 
	_test_eof185: cs = 185; goto _test_eof; 
	_test_eof186: cs = 186; goto _test_eof; 
	_test_eof187: cs = 187; goto _test_eof; 
	_test_eof188: cs = 188; goto _test_eof; 
	_test_eof189: cs = 189; goto _test_eof; 
	_test_eof190: cs = 190; goto _test_eof; 
	_test_eof191: cs = 191; goto _test_eof; 
	_test_eof192: cs = 192; goto _test_eof; 
	_test_eof193: cs = 193; goto _test_eof; 
	_test_eof194: cs = 194; goto _test_eof; 
	_test_eof195: cs = 195; goto _test_eof; 
	_test_eof196: cs = 196; goto _test_eof; 
	_test_eof197: cs = 197; goto _test_eof; 
	_test_eof198: cs = 198; goto _test_eof; 
	_test_eof199: cs = 199; goto _test_eof; 
	_test_eof200: cs = 200; goto _test_eof; 
	_test_eof201: cs = 201; goto _test_eof; 
	_test_eof202: cs = 202; goto _test_eof; 
	_test_eof203: cs = 203; goto _test_eof; 
	_test_eof204: cs = 204; goto _test_eof; 
	_test_eof205: cs = 205; goto _test_eof; 
	_test_eof206: cs = 206; goto _test_eof; 
	_test_eof207: cs = 207; goto _test_eof; 
	_test_eof208: cs = 208; goto _test_eof; 
	_test_eof209: cs = 209; goto _test_eof; 
	_test_eof210: cs = 210; goto _test_eof; 
	_test_eof211: cs = 211; goto _test_eof; 
	_test_eof212: cs = 212; goto _test_eof; 
	_test_eof213: cs = 213; goto _test_eof; 
	_test_eof214: cs = 214; goto _test_eof; 
	_test_eof215: cs = 215; goto _test_eof; 
	_test_eof216: cs = 216; goto _test_eof; 
	_test_eof217: cs = 217; goto _test_eof; 
	_test_eof218: cs = 218; goto _test_eof; 
	_test_eof219: cs = 219; goto _test_eof; 
	_test_eof220: cs = 220; goto _test_eof; 
	_test_eof221: cs = 221; goto _test_eof; 
	_test_eof222: cs = 222; goto _test_eof; 
	_test_eof223: cs = 223; goto _test_eof; 
	_test_eof224: cs = 224; goto _test_eof; 
	_test_eof225: cs = 225; goto _test_eof; 
	_test_eof226: cs = 226; goto _test_eof; 
	_test_eof227: cs = 227; goto _test_eof; 
	_test_eof228: cs = 228; goto _test_eof; 
	_test_eof229: cs = 229; goto _test_eof; 
	_test_eof230: cs = 230; goto _test_eof; 
	_test_eof231: cs = 231; goto _test_eof; 
	_test_eof232: cs = 232; goto _test_eof; 
	_test_eof233: cs = 233; goto _test_eof; 
	_test_eof234: cs = 234; goto _test_eof; 
	_test_eof235: cs = 235; goto _test_eof; 
	_test_eof236: cs = 236; goto _test_eof; 
	_test_eof237: cs = 237; goto _test_eof; 
	_test_eof238: cs = 238; goto _test_eof; 
	_test_eof239: cs = 239; goto _test_eof; 
	_test_eof240: cs = 240; goto _test_eof; 
	_test_eof241: cs = 241; goto _test_eof; 
	_test_eof242: cs = 242; goto _test_eof; 
	_test_eof243: cs = 243; goto _test_eof; 
	_test_eof244: cs = 244; goto _test_eof; 
	_test_eof245: cs = 245; goto _test_eof; 
	_test_eof246: cs = 246; goto _test_eof; 
	_test_eof247: cs = 247; goto _test_eof; 
	_test_eof248: cs = 248; goto _test_eof; 
	_test_eof249: cs = 249; goto _test_eof; 
	_test_eof250: cs = 250; goto _test_eof; 
	_test_eof251: cs = 251; goto _test_eof; 
	_test_eof252: cs = 252; goto _test_eof; 
	_test_eof253: cs = 253; goto _test_eof; 
	_test_eof254: cs = 254; goto _test_eof; 
	_test_eof255: cs = 255; goto _test_eof; 
	_test_eof256: cs = 256; goto _test_eof; 
	_test_eof257: cs = 257; goto _test_eof; 
	_test_eof258: cs = 258; goto _test_eof; 
	_test_eof259: cs = 259; goto _test_eof; 
	_test_eof260: cs = 260; goto _test_eof; 
	_test_eof261: cs = 261; goto _test_eof; 
	_test_eof262: cs = 262; goto _test_eof; 
	_test_eof263: cs = 263; goto _test_eof; 
	_test_eof264: cs = 264; goto _test_eof; 
	_test_eof265: cs = 265; goto _test_eof; 
	_test_eof266: cs = 266; goto _test_eof; 
	_test_eof267: cs = 267; goto _test_eof; 
	_test_eof268: cs = 268; goto _test_eof; 
	_test_eof269: cs = 269; goto _test_eof; 
	_test_eof270: cs = 270; goto _test_eof; 
	_test_eof271: cs = 271; goto _test_eof; 
	_test_eof272: cs = 272; goto _test_eof; 
	_test_eof273: cs = 273; goto _test_eof; 
	_test_eof274: cs = 274; goto _test_eof; 
	_test_eof275: cs = 275; goto _test_eof; 
	_test_eof276: cs = 276; goto _test_eof; 
	_test_eof277: cs = 277; goto _test_eof; 
	_test_eof278: cs = 278; goto _test_eof; 
	_test_eof279: cs = 279; goto _test_eof; 
	_test_eof280: cs = 280; goto _test_eof; 
	_test_eof281: cs = 281; goto _test_eof; 
	_test_eof282: cs = 282; goto _test_eof; 
	_test_eof283: cs = 283; goto _test_eof; 
	_test_eof284: cs = 284; goto _test_eof; 
	_test_eof285: cs = 285; goto _test_eof; 
	_test_eof286: cs = 286; goto _test_eof; 
	_test_eof287: cs = 287; goto _test_eof; 
	_test_eof288: cs = 288; goto _test_eof; 
	_test_eof289: cs = 289; goto _test_eof; 
	_test_eof290: cs = 290; goto _test_eof; 
	_test_eof291: cs = 291; goto _test_eof; 
	_test_eof292: cs = 292; goto _test_eof; 
	_test_eof293: cs = 293; goto _test_eof; 
	_test_eof294: cs = 294; goto _test_eof; 
	_test_eof295: cs = 295; goto _test_eof; 
	_test_eof296: cs = 296; goto _test_eof; 
	_test_eof297: cs = 297; goto _test_eof; 
	_test_eof298: cs = 298; goto _test_eof; 
	_test_eof299: cs = 299; goto _test_eof; 
	_test_eof300: cs = 300; goto _test_eof; 
	_test_eof301: cs = 301; goto _test_eof; 
	_test_eof302: cs = 302; goto _test_eof; 
	_test_eof303: cs = 303; goto _test_eof; 
	_test_eof304: cs = 304; goto _test_eof; 
	_test_eof305: cs = 305; goto _test_eof; 
	_test_eof306: cs = 306; goto _test_eof; 
	_test_eof307: cs = 307; goto _test_eof; 
	_test_eof308: cs = 308; goto _test_eof; 
	_test_eof309: cs = 309; goto _test_eof; 
	_test_eof310: cs = 310; goto _test_eof; 
	_test_eof311: cs = 311; goto _test_eof; 
	_test_eof312: cs = 312; goto _test_eof; 
	_test_eof313: cs = 313; goto _test_eof; 
	_test_eof314: cs = 314; goto _test_eof; 
	_test_eof315: cs = 315; goto _test_eof; 
	_test_eof316: cs = 316; goto _test_eof; 
	_test_eof317: cs = 317; goto _test_eof; 
	_test_eof318: cs = 318; goto _test_eof; 
	_test_eof319: cs = 319; goto _test_eof; 
	_test_eof320: cs = 320; goto _test_eof; 
	_test_eof321: cs = 321; goto _test_eof; 
	_test_eof322: cs = 322; goto _test_eof; 
	_test_eof323: cs = 323; goto _test_eof; 
	_test_eof324: cs = 324; goto _test_eof; 
	_test_eof325: cs = 325; goto _test_eof; 
	_test_eof326: cs = 326; goto _test_eof; 
	_test_eof327: cs = 327; goto _test_eof; 
	_test_eof328: cs = 328; goto _test_eof; 
	_test_eof329: cs = 329; goto _test_eof; 
	_test_eof330: cs = 330; goto _test_eof; 
	_test_eof331: cs = 331; goto _test_eof; 
	_test_eof332: cs = 332; goto _test_eof; 
	_test_eof333: cs = 333; goto _test_eof; 
	_test_eof334: cs = 334; goto _test_eof; 
	_test_eof335: cs = 335; goto _test_eof; 
	_test_eof336: cs = 336; goto _test_eof; 
	_test_eof337: cs = 337; goto _test_eof; 
	_test_eof338: cs = 338; goto _test_eof; 
	_test_eof339: cs = 339; goto _test_eof; 
	_test_eof340: cs = 340; goto _test_eof; 
	_test_eof341: cs = 341; goto _test_eof; 
	_test_eof342: cs = 342; goto _test_eof; 
	_test_eof343: cs = 343; goto _test_eof; 
	_test_eof344: cs = 344; goto _test_eof; 
	_test_eof345: cs = 345; goto _test_eof; 
	_test_eof346: cs = 346; goto _test_eof; 
	_test_eof347: cs = 347; goto _test_eof; 
	_test_eof348: cs = 348; goto _test_eof; 
	_test_eof349: cs = 349; goto _test_eof; 
	_test_eof350: cs = 350; goto _test_eof; 
	_test_eof351: cs = 351; goto _test_eof; 
	_test_eof352: cs = 352; goto _test_eof; 
	_test_eof353: cs = 353; goto _test_eof; 
	_test_eof354: cs = 354; goto _test_eof; 
	_test_eof355: cs = 355; goto _test_eof; 
	_test_eof356: cs = 356; goto _test_eof; 
	_test_eof357: cs = 357; goto _test_eof; 
	_test_eof358: cs = 358; goto _test_eof; 
	_test_eof359: cs = 359; goto _test_eof; 
	_test_eof360: cs = 360; goto _test_eof; 
	_test_eof361: cs = 361; goto _test_eof; 
	_test_eof362: cs = 362; goto _test_eof; 
	_test_eof363: cs = 363; goto _test_eof; 
	_test_eof1402: cs = 1402; goto _test_eof; 
	_test_eof365: cs = 365; goto _test_eof; 
	_test_eof366: cs = 366; goto _test_eof; 
	_test_eof1403: cs = 1403; goto _test_eof; 
	_test_eof1404: cs = 1404; goto _test_eof; 
	_test_eof367: cs = 367; goto _test_eof; 
	_test_eof368: cs = 368; goto _test_eof; 
	_test_eof370: cs = 370; goto _test_eof; 
	_test_eof371: cs = 371; goto _test_eof; 
	_test_eof372: cs = 372; goto _test_eof; 
	_test_eof1405: cs = 1405; goto _test_eof; 
	_test_eof373: cs = 373; goto _test_eof; 
	_test_eof374: cs = 374; goto _test_eof; 
	_test_eof375: cs = 375; goto _test_eof; 
	_test_eof376: cs = 376; goto _test_eof; 
	_test_eof377: cs = 377; goto _test_eof; 
	_test_eof378: cs = 378; goto _test_eof; 
	_test_eof379: cs = 379; goto _test_eof; 
	_test_eof380: cs = 380; goto _test_eof; 
	_test_eof381: cs = 381; goto _test_eof; 
	_test_eof382: cs = 382; goto _test_eof; 
	_test_eof383: cs = 383; goto _test_eof; 
	_test_eof384: cs = 384; goto _test_eof; 
	_test_eof385: cs = 385; goto _test_eof; 
	_test_eof386: cs = 386; goto _test_eof; 
	_test_eof387: cs = 387; goto _test_eof; 
	_test_eof388: cs = 388; goto _test_eof; 
	_test_eof389: cs = 389; goto _test_eof; 
	_test_eof390: cs = 390; goto _test_eof; 
	_test_eof391: cs = 391; goto _test_eof; 
	_test_eof392: cs = 392; goto _test_eof; 
	_test_eof393: cs = 393; goto _test_eof; 
	_test_eof394: cs = 394; goto _test_eof; 
	_test_eof395: cs = 395; goto _test_eof; 
	_test_eof396: cs = 396; goto _test_eof; 
	_test_eof397: cs = 397; goto _test_eof; 
	_test_eof398: cs = 398; goto _test_eof; 
	_test_eof399: cs = 399; goto _test_eof; 
	_test_eof400: cs = 400; goto _test_eof; 
	_test_eof401: cs = 401; goto _test_eof; 
	_test_eof402: cs = 402; goto _test_eof; 
	_test_eof403: cs = 403; goto _test_eof; 
	_test_eof404: cs = 404; goto _test_eof; 
	_test_eof405: cs = 405; goto _test_eof; 
	_test_eof406: cs = 406; goto _test_eof; 
	_test_eof407: cs = 407; goto _test_eof; 
	_test_eof408: cs = 408; goto _test_eof; 
	_test_eof409: cs = 409; goto _test_eof; 
	_test_eof410: cs = 410; goto _test_eof; 
	_test_eof411: cs = 411; goto _test_eof; 
	_test_eof412: cs = 412; goto _test_eof; 
	_test_eof413: cs = 413; goto _test_eof; 
	_test_eof414: cs = 414; goto _test_eof; 
	_test_eof415: cs = 415; goto _test_eof; 
	_test_eof416: cs = 416; goto _test_eof; 
	_test_eof417: cs = 417; goto _test_eof; 
	_test_eof418: cs = 418; goto _test_eof; 
	_test_eof419: cs = 419; goto _test_eof; 
	_test_eof420: cs = 420; goto _test_eof; 
	_test_eof421: cs = 421; goto _test_eof; 
	_test_eof422: cs = 422; goto _test_eof; 
	_test_eof423: cs = 423; goto _test_eof; 
	_test_eof424: cs = 424; goto _test_eof; 
	_test_eof425: cs = 425; goto _test_eof; 
	_test_eof426: cs = 426; goto _test_eof; 
	_test_eof427: cs = 427; goto _test_eof; 
	_test_eof428: cs = 428; goto _test_eof; 
	_test_eof429: cs = 429; goto _test_eof; 
	_test_eof430: cs = 430; goto _test_eof; 
	_test_eof431: cs = 431; goto _test_eof; 
	_test_eof432: cs = 432; goto _test_eof; 
	_test_eof433: cs = 433; goto _test_eof; 
	_test_eof434: cs = 434; goto _test_eof; 
	_test_eof435: cs = 435; goto _test_eof; 
	_test_eof436: cs = 436; goto _test_eof; 
	_test_eof437: cs = 437; goto _test_eof; 
	_test_eof438: cs = 438; goto _test_eof; 
	_test_eof439: cs = 439; goto _test_eof; 
	_test_eof440: cs = 440; goto _test_eof; 
	_test_eof441: cs = 441; goto _test_eof; 
	_test_eof442: cs = 442; goto _test_eof; 
	_test_eof443: cs = 443; goto _test_eof; 
	_test_eof444: cs = 444; goto _test_eof; 
	_test_eof445: cs = 445; goto _test_eof; 
	_test_eof446: cs = 446; goto _test_eof; 
	_test_eof447: cs = 447; goto _test_eof; 
	_test_eof448: cs = 448; goto _test_eof; 
	_test_eof449: cs = 449; goto _test_eof; 
	_test_eof450: cs = 450; goto _test_eof; 
	_test_eof451: cs = 451; goto _test_eof; 
	_test_eof452: cs = 452; goto _test_eof; 
	_test_eof453: cs = 453; goto _test_eof; 
	_test_eof454: cs = 454; goto _test_eof; 
	_test_eof455: cs = 455; goto _test_eof; 
	_test_eof456: cs = 456; goto _test_eof; 
	_test_eof457: cs = 457; goto _test_eof; 
	_test_eof458: cs = 458; goto _test_eof; 
	_test_eof459: cs = 459; goto _test_eof; 
	_test_eof460: cs = 460; goto _test_eof; 
	_test_eof461: cs = 461; goto _test_eof; 
	_test_eof462: cs = 462; goto _test_eof; 
	_test_eof463: cs = 463; goto _test_eof; 
	_test_eof464: cs = 464; goto _test_eof; 
	_test_eof465: cs = 465; goto _test_eof; 
	_test_eof466: cs = 466; goto _test_eof; 
	_test_eof467: cs = 467; goto _test_eof; 
	_test_eof468: cs = 468; goto _test_eof; 
	_test_eof469: cs = 469; goto _test_eof; 
	_test_eof470: cs = 470; goto _test_eof; 
	_test_eof471: cs = 471; goto _test_eof; 
	_test_eof472: cs = 472; goto _test_eof; 
	_test_eof473: cs = 473; goto _test_eof; 
	_test_eof474: cs = 474; goto _test_eof; 
	_test_eof475: cs = 475; goto _test_eof; 
	_test_eof476: cs = 476; goto _test_eof; 
	_test_eof477: cs = 477; goto _test_eof; 
	_test_eof478: cs = 478; goto _test_eof; 
	_test_eof479: cs = 479; goto _test_eof; 
	_test_eof480: cs = 480; goto _test_eof; 
	_test_eof481: cs = 481; goto _test_eof; 
	_test_eof482: cs = 482; goto _test_eof; 
	_test_eof483: cs = 483; goto _test_eof; 
	_test_eof484: cs = 484; goto _test_eof; 
	_test_eof485: cs = 485; goto _test_eof; 
	_test_eof486: cs = 486; goto _test_eof; 
	_test_eof487: cs = 487; goto _test_eof; 
	_test_eof488: cs = 488; goto _test_eof; 
	_test_eof489: cs = 489; goto _test_eof; 
	_test_eof490: cs = 490; goto _test_eof; 
	_test_eof491: cs = 491; goto _test_eof; 
	_test_eof492: cs = 492; goto _test_eof; 
	_test_eof493: cs = 493; goto _test_eof; 
	_test_eof494: cs = 494; goto _test_eof; 
	_test_eof495: cs = 495; goto _test_eof; 
	_test_eof496: cs = 496; goto _test_eof; 
	_test_eof497: cs = 497; goto _test_eof; 
	_test_eof498: cs = 498; goto _test_eof; 
	_test_eof499: cs = 499; goto _test_eof; 
	_test_eof500: cs = 500; goto _test_eof; 
	_test_eof501: cs = 501; goto _test_eof; 
	_test_eof502: cs = 502; goto _test_eof; 
	_test_eof503: cs = 503; goto _test_eof; 
	_test_eof504: cs = 504; goto _test_eof; 
	_test_eof505: cs = 505; goto _test_eof; 
	_test_eof506: cs = 506; goto _test_eof; 
	_test_eof507: cs = 507; goto _test_eof; 
	_test_eof508: cs = 508; goto _test_eof; 
	_test_eof509: cs = 509; goto _test_eof; 
	_test_eof510: cs = 510; goto _test_eof; 
	_test_eof511: cs = 511; goto _test_eof; 
	_test_eof512: cs = 512; goto _test_eof; 
	_test_eof513: cs = 513; goto _test_eof; 
	_test_eof514: cs = 514; goto _test_eof; 
	_test_eof515: cs = 515; goto _test_eof; 
	_test_eof516: cs = 516; goto _test_eof; 
	_test_eof517: cs = 517; goto _test_eof; 
	_test_eof518: cs = 518; goto _test_eof; 
	_test_eof519: cs = 519; goto _test_eof; 
	_test_eof520: cs = 520; goto _test_eof; 
	_test_eof521: cs = 521; goto _test_eof; 
	_test_eof522: cs = 522; goto _test_eof; 
	_test_eof523: cs = 523; goto _test_eof; 
	_test_eof524: cs = 524; goto _test_eof; 
	_test_eof525: cs = 525; goto _test_eof; 
	_test_eof526: cs = 526; goto _test_eof; 
	_test_eof527: cs = 527; goto _test_eof; 
	_test_eof528: cs = 528; goto _test_eof; 
	_test_eof529: cs = 529; goto _test_eof; 
	_test_eof530: cs = 530; goto _test_eof; 
	_test_eof531: cs = 531; goto _test_eof; 
	_test_eof532: cs = 532; goto _test_eof; 
	_test_eof533: cs = 533; goto _test_eof; 
	_test_eof534: cs = 534; goto _test_eof; 
	_test_eof1406: cs = 1406; goto _test_eof; 
	_test_eof1407: cs = 1407; goto _test_eof; 
	_test_eof1408: cs = 1408; goto _test_eof; 
	_test_eof1409: cs = 1409; goto _test_eof; 
	_test_eof539: cs = 539; goto _test_eof; 
	_test_eof540: cs = 540; goto _test_eof; 
	_test_eof1413: cs = 1413; goto _test_eof; 
	_test_eof705: cs = 705; goto _test_eof; 
	_test_eof706: cs = 706; goto _test_eof; 
	_test_eof1414: cs = 1414; goto _test_eof; 
	_test_eof1415: cs = 1415; goto _test_eof; 
	_test_eof707: cs = 707; goto _test_eof; 
	_test_eof708: cs = 708; goto _test_eof; 
	_test_eof710: cs = 710; goto _test_eof; 
	_test_eof1416: cs = 1416; goto _test_eof; 
	_test_eof1417: cs = 1417; goto _test_eof; 
	_test_eof711: cs = 711; goto _test_eof; 
	_test_eof712: cs = 712; goto _test_eof; 
	_test_eof1418: cs = 1418; goto _test_eof; 
	_test_eof1419: cs = 1419; goto _test_eof; 
	_test_eof713: cs = 713; goto _test_eof; 
	_test_eof714: cs = 714; goto _test_eof; 
	_test_eof1420: cs = 1420; goto _test_eof; 
	_test_eof1421: cs = 1421; goto _test_eof; 
	_test_eof1422: cs = 1422; goto _test_eof; 
	_test_eof715: cs = 715; goto _test_eof; 
	_test_eof716: cs = 716; goto _test_eof; 
	_test_eof1423: cs = 1423; goto _test_eof; 
	_test_eof717: cs = 717; goto _test_eof; 
	_test_eof718: cs = 718; goto _test_eof; 
	_test_eof719: cs = 719; goto _test_eof; 
	_test_eof1424: cs = 1424; goto _test_eof; 
	_test_eof1425: cs = 1425; goto _test_eof; 
	_test_eof720: cs = 720; goto _test_eof; 
	_test_eof721: cs = 721; goto _test_eof; 
	_test_eof1426: cs = 1426; goto _test_eof; 
	_test_eof722: cs = 722; goto _test_eof; 
	_test_eof723: cs = 723; goto _test_eof; 
	_test_eof724: cs = 724; goto _test_eof; 
	_test_eof725: cs = 725; goto _test_eof; 
	_test_eof726: cs = 726; goto _test_eof; 
	_test_eof727: cs = 727; goto _test_eof; 
	_test_eof728: cs = 728; goto _test_eof; 
	_test_eof729: cs = 729; goto _test_eof; 
	_test_eof730: cs = 730; goto _test_eof; 
	_test_eof731: cs = 731; goto _test_eof; 
	_test_eof732: cs = 732; goto _test_eof; 
	_test_eof733: cs = 733; goto _test_eof; 
	_test_eof734: cs = 734; goto _test_eof; 
	_test_eof735: cs = 735; goto _test_eof; 
	_test_eof736: cs = 736; goto _test_eof; 
	_test_eof737: cs = 737; goto _test_eof; 
	_test_eof738: cs = 738; goto _test_eof; 
	_test_eof739: cs = 739; goto _test_eof; 
	_test_eof740: cs = 740; goto _test_eof; 
	_test_eof741: cs = 741; goto _test_eof; 
	_test_eof742: cs = 742; goto _test_eof; 
	_test_eof743: cs = 743; goto _test_eof; 
	_test_eof744: cs = 744; goto _test_eof; 
	_test_eof745: cs = 745; goto _test_eof; 
	_test_eof746: cs = 746; goto _test_eof; 
	_test_eof747: cs = 747; goto _test_eof; 
	_test_eof748: cs = 748; goto _test_eof; 
	_test_eof749: cs = 749; goto _test_eof; 
	_test_eof750: cs = 750; goto _test_eof; 
	_test_eof751: cs = 751; goto _test_eof; 
	_test_eof752: cs = 752; goto _test_eof; 
	_test_eof753: cs = 753; goto _test_eof; 
	_test_eof754: cs = 754; goto _test_eof; 
	_test_eof755: cs = 755; goto _test_eof; 
	_test_eof756: cs = 756; goto _test_eof; 
	_test_eof757: cs = 757; goto _test_eof; 
	_test_eof758: cs = 758; goto _test_eof; 
	_test_eof759: cs = 759; goto _test_eof; 
	_test_eof1427: cs = 1427; goto _test_eof; 
	_test_eof760: cs = 760; goto _test_eof; 
	_test_eof761: cs = 761; goto _test_eof; 
	_test_eof762: cs = 762; goto _test_eof; 
	_test_eof763: cs = 763; goto _test_eof; 
	_test_eof764: cs = 764; goto _test_eof; 
	_test_eof765: cs = 765; goto _test_eof; 
	_test_eof766: cs = 766; goto _test_eof; 
	_test_eof767: cs = 767; goto _test_eof; 
	_test_eof768: cs = 768; goto _test_eof; 
	_test_eof769: cs = 769; goto _test_eof; 
	_test_eof770: cs = 770; goto _test_eof; 
	_test_eof771: cs = 771; goto _test_eof; 
	_test_eof772: cs = 772; goto _test_eof; 
	_test_eof773: cs = 773; goto _test_eof; 
	_test_eof774: cs = 774; goto _test_eof; 
	_test_eof775: cs = 775; goto _test_eof; 
	_test_eof776: cs = 776; goto _test_eof; 
	_test_eof777: cs = 777; goto _test_eof; 
	_test_eof778: cs = 778; goto _test_eof; 
	_test_eof779: cs = 779; goto _test_eof; 
	_test_eof780: cs = 780; goto _test_eof; 
	_test_eof781: cs = 781; goto _test_eof; 
	_test_eof782: cs = 782; goto _test_eof; 
	_test_eof783: cs = 783; goto _test_eof; 
	_test_eof784: cs = 784; goto _test_eof; 
	_test_eof785: cs = 785; goto _test_eof; 
	_test_eof786: cs = 786; goto _test_eof; 
	_test_eof787: cs = 787; goto _test_eof; 
	_test_eof788: cs = 788; goto _test_eof; 
	_test_eof789: cs = 789; goto _test_eof; 
	_test_eof790: cs = 790; goto _test_eof; 
	_test_eof791: cs = 791; goto _test_eof; 
	_test_eof792: cs = 792; goto _test_eof; 
	_test_eof793: cs = 793; goto _test_eof; 
	_test_eof794: cs = 794; goto _test_eof; 
	_test_eof795: cs = 795; goto _test_eof; 
	_test_eof796: cs = 796; goto _test_eof; 
	_test_eof797: cs = 797; goto _test_eof; 
	_test_eof798: cs = 798; goto _test_eof; 
	_test_eof799: cs = 799; goto _test_eof; 
	_test_eof800: cs = 800; goto _test_eof; 
	_test_eof801: cs = 801; goto _test_eof; 
	_test_eof802: cs = 802; goto _test_eof; 
	_test_eof803: cs = 803; goto _test_eof; 
	_test_eof804: cs = 804; goto _test_eof; 
	_test_eof805: cs = 805; goto _test_eof; 
	_test_eof806: cs = 806; goto _test_eof; 
	_test_eof807: cs = 807; goto _test_eof; 
	_test_eof808: cs = 808; goto _test_eof; 
	_test_eof809: cs = 809; goto _test_eof; 
	_test_eof810: cs = 810; goto _test_eof; 
	_test_eof811: cs = 811; goto _test_eof; 
	_test_eof812: cs = 812; goto _test_eof; 
	_test_eof813: cs = 813; goto _test_eof; 
	_test_eof814: cs = 814; goto _test_eof; 
	_test_eof815: cs = 815; goto _test_eof; 
	_test_eof816: cs = 816; goto _test_eof; 
	_test_eof817: cs = 817; goto _test_eof; 
	_test_eof818: cs = 818; goto _test_eof; 
	_test_eof819: cs = 819; goto _test_eof; 
	_test_eof820: cs = 820; goto _test_eof; 
	_test_eof821: cs = 821; goto _test_eof; 
	_test_eof822: cs = 822; goto _test_eof; 
	_test_eof823: cs = 823; goto _test_eof; 
	_test_eof824: cs = 824; goto _test_eof; 
	_test_eof825: cs = 825; goto _test_eof; 
	_test_eof826: cs = 826; goto _test_eof; 
	_test_eof827: cs = 827; goto _test_eof; 
	_test_eof828: cs = 828; goto _test_eof; 
	_test_eof829: cs = 829; goto _test_eof; 
	_test_eof830: cs = 830; goto _test_eof; 
	_test_eof831: cs = 831; goto _test_eof; 
	_test_eof832: cs = 832; goto _test_eof; 
	_test_eof833: cs = 833; goto _test_eof; 
	_test_eof834: cs = 834; goto _test_eof; 
	_test_eof835: cs = 835; goto _test_eof; 
	_test_eof836: cs = 836; goto _test_eof; 
	_test_eof837: cs = 837; goto _test_eof; 
	_test_eof838: cs = 838; goto _test_eof; 
	_test_eof839: cs = 839; goto _test_eof; 
	_test_eof840: cs = 840; goto _test_eof; 
	_test_eof841: cs = 841; goto _test_eof; 
	_test_eof842: cs = 842; goto _test_eof; 
	_test_eof843: cs = 843; goto _test_eof; 
	_test_eof844: cs = 844; goto _test_eof; 
	_test_eof845: cs = 845; goto _test_eof; 
	_test_eof846: cs = 846; goto _test_eof; 
	_test_eof847: cs = 847; goto _test_eof; 
	_test_eof848: cs = 848; goto _test_eof; 
	_test_eof849: cs = 849; goto _test_eof; 
	_test_eof850: cs = 850; goto _test_eof; 
	_test_eof851: cs = 851; goto _test_eof; 
	_test_eof852: cs = 852; goto _test_eof; 
	_test_eof853: cs = 853; goto _test_eof; 
	_test_eof854: cs = 854; goto _test_eof; 
	_test_eof855: cs = 855; goto _test_eof; 
	_test_eof856: cs = 856; goto _test_eof; 
	_test_eof857: cs = 857; goto _test_eof; 
	_test_eof858: cs = 858; goto _test_eof; 
	_test_eof859: cs = 859; goto _test_eof; 
	_test_eof860: cs = 860; goto _test_eof; 
	_test_eof861: cs = 861; goto _test_eof; 
	_test_eof862: cs = 862; goto _test_eof; 
	_test_eof863: cs = 863; goto _test_eof; 
	_test_eof864: cs = 864; goto _test_eof; 
	_test_eof865: cs = 865; goto _test_eof; 
	_test_eof866: cs = 866; goto _test_eof; 
	_test_eof867: cs = 867; goto _test_eof; 
	_test_eof868: cs = 868; goto _test_eof; 
	_test_eof869: cs = 869; goto _test_eof; 
	_test_eof870: cs = 870; goto _test_eof; 
	_test_eof871: cs = 871; goto _test_eof; 
	_test_eof872: cs = 872; goto _test_eof; 
	_test_eof873: cs = 873; goto _test_eof; 
	_test_eof874: cs = 874; goto _test_eof; 
	_test_eof875: cs = 875; goto _test_eof; 
	_test_eof876: cs = 876; goto _test_eof; 
	_test_eof877: cs = 877; goto _test_eof; 
	_test_eof878: cs = 878; goto _test_eof; 
	_test_eof879: cs = 879; goto _test_eof; 
	_test_eof880: cs = 880; goto _test_eof; 
	_test_eof881: cs = 881; goto _test_eof; 
	_test_eof882: cs = 882; goto _test_eof; 
	_test_eof884: cs = 884; goto _test_eof; 
	_test_eof885: cs = 885; goto _test_eof; 
	_test_eof886: cs = 886; goto _test_eof; 
	_test_eof1428: cs = 1428; goto _test_eof; 
	_test_eof887: cs = 887; goto _test_eof; 
	_test_eof888: cs = 888; goto _test_eof; 
	_test_eof889: cs = 889; goto _test_eof; 
	_test_eof890: cs = 890; goto _test_eof; 
	_test_eof891: cs = 891; goto _test_eof; 
	_test_eof892: cs = 892; goto _test_eof; 
	_test_eof893: cs = 893; goto _test_eof; 
	_test_eof894: cs = 894; goto _test_eof; 
	_test_eof895: cs = 895; goto _test_eof; 
	_test_eof896: cs = 896; goto _test_eof; 
	_test_eof897: cs = 897; goto _test_eof; 
	_test_eof898: cs = 898; goto _test_eof; 
	_test_eof899: cs = 899; goto _test_eof; 
	_test_eof900: cs = 900; goto _test_eof; 
	_test_eof901: cs = 901; goto _test_eof; 
	_test_eof902: cs = 902; goto _test_eof; 
	_test_eof903: cs = 903; goto _test_eof; 
	_test_eof904: cs = 904; goto _test_eof; 
	_test_eof905: cs = 905; goto _test_eof; 
	_test_eof906: cs = 906; goto _test_eof; 
	_test_eof907: cs = 907; goto _test_eof; 
	_test_eof908: cs = 908; goto _test_eof; 
	_test_eof909: cs = 909; goto _test_eof; 
	_test_eof910: cs = 910; goto _test_eof; 
	_test_eof911: cs = 911; goto _test_eof; 
	_test_eof912: cs = 912; goto _test_eof; 
	_test_eof913: cs = 913; goto _test_eof; 
	_test_eof914: cs = 914; goto _test_eof; 
	_test_eof915: cs = 915; goto _test_eof; 
	_test_eof916: cs = 916; goto _test_eof; 
	_test_eof917: cs = 917; goto _test_eof; 
	_test_eof918: cs = 918; goto _test_eof; 
	_test_eof919: cs = 919; goto _test_eof; 
	_test_eof920: cs = 920; goto _test_eof; 
	_test_eof921: cs = 921; goto _test_eof; 
	_test_eof922: cs = 922; goto _test_eof; 
	_test_eof923: cs = 923; goto _test_eof; 
	_test_eof924: cs = 924; goto _test_eof; 
	_test_eof925: cs = 925; goto _test_eof; 
	_test_eof926: cs = 926; goto _test_eof; 
	_test_eof927: cs = 927; goto _test_eof; 
	_test_eof928: cs = 928; goto _test_eof; 
	_test_eof929: cs = 929; goto _test_eof; 
	_test_eof930: cs = 930; goto _test_eof; 
	_test_eof931: cs = 931; goto _test_eof; 
	_test_eof932: cs = 932; goto _test_eof; 
	_test_eof933: cs = 933; goto _test_eof; 
	_test_eof934: cs = 934; goto _test_eof; 
	_test_eof935: cs = 935; goto _test_eof; 
	_test_eof936: cs = 936; goto _test_eof; 
	_test_eof937: cs = 937; goto _test_eof; 
	_test_eof938: cs = 938; goto _test_eof; 
	_test_eof939: cs = 939; goto _test_eof; 
	_test_eof940: cs = 940; goto _test_eof; 
	_test_eof941: cs = 941; goto _test_eof; 
	_test_eof942: cs = 942; goto _test_eof; 
	_test_eof943: cs = 943; goto _test_eof; 
	_test_eof944: cs = 944; goto _test_eof; 
	_test_eof945: cs = 945; goto _test_eof; 
	_test_eof946: cs = 946; goto _test_eof; 
	_test_eof947: cs = 947; goto _test_eof; 
	_test_eof948: cs = 948; goto _test_eof; 
	_test_eof949: cs = 949; goto _test_eof; 
	_test_eof950: cs = 950; goto _test_eof; 
	_test_eof951: cs = 951; goto _test_eof; 
	_test_eof952: cs = 952; goto _test_eof; 
	_test_eof953: cs = 953; goto _test_eof; 
	_test_eof954: cs = 954; goto _test_eof; 
	_test_eof955: cs = 955; goto _test_eof; 
	_test_eof956: cs = 956; goto _test_eof; 
	_test_eof957: cs = 957; goto _test_eof; 
	_test_eof958: cs = 958; goto _test_eof; 
	_test_eof959: cs = 959; goto _test_eof; 
	_test_eof960: cs = 960; goto _test_eof; 
	_test_eof961: cs = 961; goto _test_eof; 
	_test_eof962: cs = 962; goto _test_eof; 
	_test_eof963: cs = 963; goto _test_eof; 
	_test_eof964: cs = 964; goto _test_eof; 
	_test_eof965: cs = 965; goto _test_eof; 
	_test_eof966: cs = 966; goto _test_eof; 
	_test_eof967: cs = 967; goto _test_eof; 
	_test_eof968: cs = 968; goto _test_eof; 
	_test_eof969: cs = 969; goto _test_eof; 
	_test_eof970: cs = 970; goto _test_eof; 
	_test_eof971: cs = 971; goto _test_eof; 
	_test_eof972: cs = 972; goto _test_eof; 
	_test_eof973: cs = 973; goto _test_eof; 
	_test_eof974: cs = 974; goto _test_eof; 
	_test_eof975: cs = 975; goto _test_eof; 
	_test_eof976: cs = 976; goto _test_eof; 
	_test_eof977: cs = 977; goto _test_eof; 
	_test_eof978: cs = 978; goto _test_eof; 
	_test_eof979: cs = 979; goto _test_eof; 
	_test_eof980: cs = 980; goto _test_eof; 
	_test_eof981: cs = 981; goto _test_eof; 
	_test_eof982: cs = 982; goto _test_eof; 
	_test_eof983: cs = 983; goto _test_eof; 
	_test_eof984: cs = 984; goto _test_eof; 
	_test_eof985: cs = 985; goto _test_eof; 
	_test_eof986: cs = 986; goto _test_eof; 
	_test_eof987: cs = 987; goto _test_eof; 
	_test_eof988: cs = 988; goto _test_eof; 
	_test_eof989: cs = 989; goto _test_eof; 
	_test_eof990: cs = 990; goto _test_eof; 
	_test_eof991: cs = 991; goto _test_eof; 
	_test_eof992: cs = 992; goto _test_eof; 
	_test_eof993: cs = 993; goto _test_eof; 
	_test_eof994: cs = 994; goto _test_eof; 
	_test_eof995: cs = 995; goto _test_eof; 
	_test_eof996: cs = 996; goto _test_eof; 
	_test_eof997: cs = 997; goto _test_eof; 
	_test_eof998: cs = 998; goto _test_eof; 
	_test_eof999: cs = 999; goto _test_eof; 
	_test_eof1000: cs = 1000; goto _test_eof; 
	_test_eof1001: cs = 1001; goto _test_eof; 
	_test_eof1002: cs = 1002; goto _test_eof; 
	_test_eof1003: cs = 1003; goto _test_eof; 
	_test_eof1004: cs = 1004; goto _test_eof; 
	_test_eof1005: cs = 1005; goto _test_eof; 
	_test_eof1006: cs = 1006; goto _test_eof; 
	_test_eof1007: cs = 1007; goto _test_eof; 
	_test_eof1008: cs = 1008; goto _test_eof; 
	_test_eof1009: cs = 1009; goto _test_eof; 
	_test_eof1010: cs = 1010; goto _test_eof; 
	_test_eof1011: cs = 1011; goto _test_eof; 
	_test_eof1012: cs = 1012; goto _test_eof; 
	_test_eof1013: cs = 1013; goto _test_eof; 
	_test_eof1014: cs = 1014; goto _test_eof; 
	_test_eof1015: cs = 1015; goto _test_eof; 
	_test_eof1016: cs = 1016; goto _test_eof; 
	_test_eof1017: cs = 1017; goto _test_eof; 
	_test_eof1018: cs = 1018; goto _test_eof; 
	_test_eof1019: cs = 1019; goto _test_eof; 
	_test_eof1020: cs = 1020; goto _test_eof; 
	_test_eof1021: cs = 1021; goto _test_eof; 
	_test_eof1022: cs = 1022; goto _test_eof; 
	_test_eof1023: cs = 1023; goto _test_eof; 
	_test_eof1024: cs = 1024; goto _test_eof; 
	_test_eof1025: cs = 1025; goto _test_eof; 
	_test_eof1026: cs = 1026; goto _test_eof; 
	_test_eof1027: cs = 1027; goto _test_eof; 
	_test_eof1028: cs = 1028; goto _test_eof; 
	_test_eof1029: cs = 1029; goto _test_eof; 
	_test_eof1030: cs = 1030; goto _test_eof; 
	_test_eof1031: cs = 1031; goto _test_eof; 
	_test_eof1032: cs = 1032; goto _test_eof; 
	_test_eof1033: cs = 1033; goto _test_eof; 
	_test_eof1034: cs = 1034; goto _test_eof; 
	_test_eof1035: cs = 1035; goto _test_eof; 
	_test_eof1036: cs = 1036; goto _test_eof; 
	_test_eof1037: cs = 1037; goto _test_eof; 
	_test_eof1038: cs = 1038; goto _test_eof; 
	_test_eof1039: cs = 1039; goto _test_eof; 
	_test_eof1040: cs = 1040; goto _test_eof; 
	_test_eof1041: cs = 1041; goto _test_eof; 
	_test_eof1042: cs = 1042; goto _test_eof; 
	_test_eof1043: cs = 1043; goto _test_eof; 
	_test_eof1044: cs = 1044; goto _test_eof; 
	_test_eof1045: cs = 1045; goto _test_eof; 
	_test_eof1046: cs = 1046; goto _test_eof; 
	_test_eof1047: cs = 1047; goto _test_eof; 
	_test_eof1048: cs = 1048; goto _test_eof; 
	_test_eof1429: cs = 1429; goto _test_eof; 
	_test_eof1051: cs = 1051; goto _test_eof; 
	_test_eof1052: cs = 1052; goto _test_eof; 
	_test_eof1053: cs = 1053; goto _test_eof; 
	_test_eof1430: cs = 1430; goto _test_eof; 
	_test_eof1431: cs = 1431; goto _test_eof; 
	_test_eof1432: cs = 1432; goto _test_eof; 
	_test_eof1054: cs = 1054; goto _test_eof; 
	_test_eof1055: cs = 1055; goto _test_eof; 
	_test_eof1433: cs = 1433; goto _test_eof; 
	_test_eof1434: cs = 1434; goto _test_eof; 
	_test_eof1056: cs = 1056; goto _test_eof; 
	_test_eof1057: cs = 1057; goto _test_eof; 
	_test_eof1058: cs = 1058; goto _test_eof; 
	_test_eof1435: cs = 1435; goto _test_eof; 
	_test_eof1436: cs = 1436; goto _test_eof; 
	_test_eof1437: cs = 1437; goto _test_eof; 
	_test_eof1438: cs = 1438; goto _test_eof; 
	_test_eof1059: cs = 1059; goto _test_eof; 
	_test_eof1060: cs = 1060; goto _test_eof; 
	_test_eof1439: cs = 1439; goto _test_eof; 
	_test_eof1061: cs = 1061; goto _test_eof; 
	_test_eof1062: cs = 1062; goto _test_eof; 
	_test_eof1063: cs = 1063; goto _test_eof; 
	_test_eof1440: cs = 1440; goto _test_eof; 
	_test_eof1441: cs = 1441; goto _test_eof; 
	_test_eof1064: cs = 1064; goto _test_eof; 
	_test_eof1065: cs = 1065; goto _test_eof; 
	_test_eof1442: cs = 1442; goto _test_eof; 
	_test_eof1066: cs = 1066; goto _test_eof; 
	_test_eof1067: cs = 1067; goto _test_eof; 
	_test_eof1068: cs = 1068; goto _test_eof; 
	_test_eof1069: cs = 1069; goto _test_eof; 
	_test_eof1070: cs = 1070; goto _test_eof; 
	_test_eof1071: cs = 1071; goto _test_eof; 
	_test_eof1072: cs = 1072; goto _test_eof; 
	_test_eof1073: cs = 1073; goto _test_eof; 
	_test_eof1074: cs = 1074; goto _test_eof; 
	_test_eof1075: cs = 1075; goto _test_eof; 
	_test_eof1076: cs = 1076; goto _test_eof; 
	_test_eof1077: cs = 1077; goto _test_eof; 
	_test_eof1078: cs = 1078; goto _test_eof; 
	_test_eof1079: cs = 1079; goto _test_eof; 
	_test_eof1080: cs = 1080; goto _test_eof; 
	_test_eof1081: cs = 1081; goto _test_eof; 
	_test_eof1082: cs = 1082; goto _test_eof; 
	_test_eof1083: cs = 1083; goto _test_eof; 
	_test_eof1084: cs = 1084; goto _test_eof; 
	_test_eof1085: cs = 1085; goto _test_eof; 
	_test_eof1086: cs = 1086; goto _test_eof; 
	_test_eof1087: cs = 1087; goto _test_eof; 
	_test_eof1088: cs = 1088; goto _test_eof; 
	_test_eof1089: cs = 1089; goto _test_eof; 
	_test_eof1090: cs = 1090; goto _test_eof; 
	_test_eof1091: cs = 1091; goto _test_eof; 
	_test_eof1092: cs = 1092; goto _test_eof; 
	_test_eof1093: cs = 1093; goto _test_eof; 
	_test_eof1094: cs = 1094; goto _test_eof; 
	_test_eof1095: cs = 1095; goto _test_eof; 
	_test_eof1096: cs = 1096; goto _test_eof; 
	_test_eof1097: cs = 1097; goto _test_eof; 
	_test_eof1098: cs = 1098; goto _test_eof; 
	_test_eof1099: cs = 1099; goto _test_eof; 
	_test_eof1100: cs = 1100; goto _test_eof; 
	_test_eof1101: cs = 1101; goto _test_eof; 
	_test_eof1102: cs = 1102; goto _test_eof; 
	_test_eof1103: cs = 1103; goto _test_eof; 
	_test_eof1443: cs = 1443; goto _test_eof; 
	_test_eof1104: cs = 1104; goto _test_eof; 
	_test_eof1105: cs = 1105; goto _test_eof; 
	_test_eof1106: cs = 1106; goto _test_eof; 
	_test_eof1107: cs = 1107; goto _test_eof; 
	_test_eof1108: cs = 1108; goto _test_eof; 
	_test_eof1109: cs = 1109; goto _test_eof; 
	_test_eof1110: cs = 1110; goto _test_eof; 
	_test_eof1111: cs = 1111; goto _test_eof; 
	_test_eof1112: cs = 1112; goto _test_eof; 
	_test_eof1113: cs = 1113; goto _test_eof; 
	_test_eof1114: cs = 1114; goto _test_eof; 
	_test_eof1115: cs = 1115; goto _test_eof; 
	_test_eof1116: cs = 1116; goto _test_eof; 
	_test_eof1117: cs = 1117; goto _test_eof; 
	_test_eof1118: cs = 1118; goto _test_eof; 
	_test_eof1119: cs = 1119; goto _test_eof; 
	_test_eof1120: cs = 1120; goto _test_eof; 
	_test_eof1121: cs = 1121; goto _test_eof; 
	_test_eof1122: cs = 1122; goto _test_eof; 
	_test_eof1123: cs = 1123; goto _test_eof; 
	_test_eof1124: cs = 1124; goto _test_eof; 
	_test_eof1125: cs = 1125; goto _test_eof; 
	_test_eof1126: cs = 1126; goto _test_eof; 
	_test_eof1127: cs = 1127; goto _test_eof; 
	_test_eof1128: cs = 1128; goto _test_eof; 
	_test_eof1129: cs = 1129; goto _test_eof; 
	_test_eof1130: cs = 1130; goto _test_eof; 
	_test_eof1131: cs = 1131; goto _test_eof; 
	_test_eof1132: cs = 1132; goto _test_eof; 
	_test_eof1133: cs = 1133; goto _test_eof; 
	_test_eof1134: cs = 1134; goto _test_eof; 
	_test_eof1135: cs = 1135; goto _test_eof; 
	_test_eof1136: cs = 1136; goto _test_eof; 
	_test_eof1137: cs = 1137; goto _test_eof; 
	_test_eof1138: cs = 1138; goto _test_eof; 
	_test_eof1139: cs = 1139; goto _test_eof; 
	_test_eof1140: cs = 1140; goto _test_eof; 
	_test_eof1141: cs = 1141; goto _test_eof; 
	_test_eof1142: cs = 1142; goto _test_eof; 
	_test_eof1143: cs = 1143; goto _test_eof; 
	_test_eof1144: cs = 1144; goto _test_eof; 
	_test_eof1145: cs = 1145; goto _test_eof; 
	_test_eof1146: cs = 1146; goto _test_eof; 
	_test_eof1147: cs = 1147; goto _test_eof; 
	_test_eof1148: cs = 1148; goto _test_eof; 
	_test_eof1149: cs = 1149; goto _test_eof; 
	_test_eof1150: cs = 1150; goto _test_eof; 
	_test_eof1151: cs = 1151; goto _test_eof; 
	_test_eof1152: cs = 1152; goto _test_eof; 
	_test_eof1153: cs = 1153; goto _test_eof; 
	_test_eof1154: cs = 1154; goto _test_eof; 
	_test_eof1155: cs = 1155; goto _test_eof; 
	_test_eof1156: cs = 1156; goto _test_eof; 
	_test_eof1157: cs = 1157; goto _test_eof; 
	_test_eof1158: cs = 1158; goto _test_eof; 
	_test_eof1159: cs = 1159; goto _test_eof; 
	_test_eof1160: cs = 1160; goto _test_eof; 
	_test_eof1161: cs = 1161; goto _test_eof; 
	_test_eof1162: cs = 1162; goto _test_eof; 
	_test_eof1163: cs = 1163; goto _test_eof; 
	_test_eof1164: cs = 1164; goto _test_eof; 
	_test_eof1165: cs = 1165; goto _test_eof; 
	_test_eof1166: cs = 1166; goto _test_eof; 
	_test_eof1167: cs = 1167; goto _test_eof; 
	_test_eof1168: cs = 1168; goto _test_eof; 
	_test_eof1169: cs = 1169; goto _test_eof; 
	_test_eof1170: cs = 1170; goto _test_eof; 
	_test_eof1171: cs = 1171; goto _test_eof; 
	_test_eof1172: cs = 1172; goto _test_eof; 
	_test_eof1173: cs = 1173; goto _test_eof; 
	_test_eof1174: cs = 1174; goto _test_eof; 
	_test_eof1175: cs = 1175; goto _test_eof; 
	_test_eof1176: cs = 1176; goto _test_eof; 
	_test_eof1177: cs = 1177; goto _test_eof; 
	_test_eof1178: cs = 1178; goto _test_eof; 
	_test_eof1179: cs = 1179; goto _test_eof; 
	_test_eof1180: cs = 1180; goto _test_eof; 
	_test_eof1181: cs = 1181; goto _test_eof; 
	_test_eof1182: cs = 1182; goto _test_eof; 
	_test_eof1183: cs = 1183; goto _test_eof; 
	_test_eof1184: cs = 1184; goto _test_eof; 
	_test_eof1185: cs = 1185; goto _test_eof; 
	_test_eof1186: cs = 1186; goto _test_eof; 
	_test_eof1187: cs = 1187; goto _test_eof; 
	_test_eof1188: cs = 1188; goto _test_eof; 
	_test_eof1189: cs = 1189; goto _test_eof; 
	_test_eof1190: cs = 1190; goto _test_eof; 
	_test_eof1191: cs = 1191; goto _test_eof; 
	_test_eof1192: cs = 1192; goto _test_eof; 
	_test_eof1193: cs = 1193; goto _test_eof; 
	_test_eof1194: cs = 1194; goto _test_eof; 
	_test_eof1195: cs = 1195; goto _test_eof; 
	_test_eof1196: cs = 1196; goto _test_eof; 
	_test_eof1197: cs = 1197; goto _test_eof; 
	_test_eof1198: cs = 1198; goto _test_eof; 
	_test_eof1199: cs = 1199; goto _test_eof; 
	_test_eof1200: cs = 1200; goto _test_eof; 
	_test_eof1201: cs = 1201; goto _test_eof; 
	_test_eof1202: cs = 1202; goto _test_eof; 
	_test_eof1203: cs = 1203; goto _test_eof; 
	_test_eof1204: cs = 1204; goto _test_eof; 
	_test_eof1205: cs = 1205; goto _test_eof; 
	_test_eof1206: cs = 1206; goto _test_eof; 
	_test_eof1207: cs = 1207; goto _test_eof; 
	_test_eof1208: cs = 1208; goto _test_eof; 
	_test_eof1209: cs = 1209; goto _test_eof; 
	_test_eof1210: cs = 1210; goto _test_eof; 
	_test_eof1211: cs = 1211; goto _test_eof; 
	_test_eof1212: cs = 1212; goto _test_eof; 
	_test_eof1213: cs = 1213; goto _test_eof; 
	_test_eof1214: cs = 1214; goto _test_eof; 
	_test_eof1215: cs = 1215; goto _test_eof; 
	_test_eof1216: cs = 1216; goto _test_eof; 
	_test_eof1217: cs = 1217; goto _test_eof; 
	_test_eof1218: cs = 1218; goto _test_eof; 
	_test_eof1219: cs = 1219; goto _test_eof; 
	_test_eof1220: cs = 1220; goto _test_eof; 
	_test_eof1221: cs = 1221; goto _test_eof; 
	_test_eof1222: cs = 1222; goto _test_eof; 
	_test_eof1223: cs = 1223; goto _test_eof; 
	_test_eof1224: cs = 1224; goto _test_eof; 
	_test_eof1225: cs = 1225; goto _test_eof; 
	_test_eof1226: cs = 1226; goto _test_eof; 
	_test_eof1227: cs = 1227; goto _test_eof; 
	_test_eof1228: cs = 1228; goto _test_eof; 
	_test_eof1229: cs = 1229; goto _test_eof; 
	_test_eof1230: cs = 1230; goto _test_eof; 
	_test_eof1231: cs = 1231; goto _test_eof; 
	_test_eof1232: cs = 1232; goto _test_eof; 
	_test_eof1233: cs = 1233; goto _test_eof; 
	_test_eof1234: cs = 1234; goto _test_eof; 
	_test_eof1235: cs = 1235; goto _test_eof; 
	_test_eof1236: cs = 1236; goto _test_eof; 
	_test_eof1237: cs = 1237; goto _test_eof; 
	_test_eof1238: cs = 1238; goto _test_eof; 
	_test_eof1239: cs = 1239; goto _test_eof; 
	_test_eof1240: cs = 1240; goto _test_eof; 
	_test_eof1241: cs = 1241; goto _test_eof; 
	_test_eof1242: cs = 1242; goto _test_eof; 
	_test_eof1243: cs = 1243; goto _test_eof; 
	_test_eof1244: cs = 1244; goto _test_eof; 
	_test_eof1245: cs = 1245; goto _test_eof; 
	_test_eof1246: cs = 1246; goto _test_eof; 
	_test_eof1247: cs = 1247; goto _test_eof; 
	_test_eof1248: cs = 1248; goto _test_eof; 
	_test_eof1249: cs = 1249; goto _test_eof; 
	_test_eof1250: cs = 1250; goto _test_eof; 
	_test_eof1251: cs = 1251; goto _test_eof; 
	_test_eof1252: cs = 1252; goto _test_eof; 
	_test_eof1253: cs = 1253; goto _test_eof; 
	_test_eof1254: cs = 1254; goto _test_eof; 
	_test_eof1255: cs = 1255; goto _test_eof; 
	_test_eof1256: cs = 1256; goto _test_eof; 
	_test_eof1257: cs = 1257; goto _test_eof; 
	_test_eof1258: cs = 1258; goto _test_eof; 
	_test_eof1259: cs = 1259; goto _test_eof; 
	_test_eof1260: cs = 1260; goto _test_eof; 
	_test_eof1261: cs = 1261; goto _test_eof; 
	_test_eof1262: cs = 1262; goto _test_eof; 
	_test_eof1263: cs = 1263; goto _test_eof; 
	_test_eof1264: cs = 1264; goto _test_eof; 
	_test_eof1265: cs = 1265; goto _test_eof; 
	_test_eof1266: cs = 1266; goto _test_eof; 
	_test_eof1267: cs = 1267; goto _test_eof; 
	_test_eof1268: cs = 1268; goto _test_eof; 
	_test_eof1269: cs = 1269; goto _test_eof; 
	_test_eof1270: cs = 1270; goto _test_eof; 
	_test_eof1271: cs = 1271; goto _test_eof; 
	_test_eof1272: cs = 1272; goto _test_eof; 
	_test_eof1273: cs = 1273; goto _test_eof; 
	_test_eof1274: cs = 1274; goto _test_eof; 
	_test_eof1275: cs = 1275; goto _test_eof; 
	_test_eof1276: cs = 1276; goto _test_eof; 
	_test_eof1277: cs = 1277; goto _test_eof; 
	_test_eof1278: cs = 1278; goto _test_eof; 
	_test_eof1279: cs = 1279; goto _test_eof; 
	_test_eof1280: cs = 1280; goto _test_eof; 
	_test_eof1281: cs = 1281; goto _test_eof; 
	_test_eof1282: cs = 1282; goto _test_eof; 
	_test_eof1283: cs = 1283; goto _test_eof; 
	_test_eof1284: cs = 1284; goto _test_eof; 
	_test_eof1285: cs = 1285; goto _test_eof; 
	_test_eof1286: cs = 1286; goto _test_eof; 
	_test_eof1287: cs = 1287; goto _test_eof; 
	_test_eof1288: cs = 1288; goto _test_eof; 
	_test_eof1289: cs = 1289; goto _test_eof; 
	_test_eof1290: cs = 1290; goto _test_eof; 
	_test_eof1291: cs = 1291; goto _test_eof; 
	_test_eof1292: cs = 1292; goto _test_eof; 
	_test_eof1293: cs = 1293; goto _test_eof; 
	_test_eof1294: cs = 1294; goto _test_eof; 
	_test_eof1295: cs = 1295; goto _test_eof; 
	_test_eof1296: cs = 1296; goto _test_eof; 
	_test_eof1297: cs = 1297; goto _test_eof; 
	_test_eof1298: cs = 1298; goto _test_eof; 
	_test_eof1299: cs = 1299; goto _test_eof; 
	_test_eof1300: cs = 1300; goto _test_eof; 
	_test_eof1301: cs = 1301; goto _test_eof; 
	_test_eof1302: cs = 1302; goto _test_eof; 
	_test_eof1303: cs = 1303; goto _test_eof; 
	_test_eof1304: cs = 1304; goto _test_eof; 
	_test_eof1305: cs = 1305; goto _test_eof; 
	_test_eof1306: cs = 1306; goto _test_eof; 
	_test_eof1307: cs = 1307; goto _test_eof; 
	_test_eof1308: cs = 1308; goto _test_eof; 
	_test_eof1309: cs = 1309; goto _test_eof; 
	_test_eof1310: cs = 1310; goto _test_eof; 
	_test_eof1311: cs = 1311; goto _test_eof; 
	_test_eof1312: cs = 1312; goto _test_eof; 
	_test_eof1313: cs = 1313; goto _test_eof; 
	_test_eof1314: cs = 1314; goto _test_eof; 
	_test_eof1315: cs = 1315; goto _test_eof; 
	_test_eof1316: cs = 1316; goto _test_eof; 
	_test_eof1317: cs = 1317; goto _test_eof; 
	_test_eof1318: cs = 1318; goto _test_eof; 
	_test_eof1319: cs = 1319; goto _test_eof; 
	_test_eof1320: cs = 1320; goto _test_eof; 
	_test_eof1321: cs = 1321; goto _test_eof; 
	_test_eof1322: cs = 1322; goto _test_eof; 
	_test_eof1323: cs = 1323; goto _test_eof; 
	_test_eof1324: cs = 1324; goto _test_eof; 
	_test_eof1325: cs = 1325; goto _test_eof; 
	_test_eof1326: cs = 1326; goto _test_eof; 
	_test_eof1327: cs = 1327; goto _test_eof; 
	_test_eof1328: cs = 1328; goto _test_eof; 
	_test_eof1329: cs = 1329; goto _test_eof; 
	_test_eof1330: cs = 1330; goto _test_eof; 
	_test_eof1331: cs = 1331; goto _test_eof; 
	_test_eof1332: cs = 1332; goto _test_eof; 
	_test_eof1333: cs = 1333; goto _test_eof; 
	_test_eof1334: cs = 1334; goto _test_eof; 
	_test_eof1335: cs = 1335; goto _test_eof; 
	_test_eof1336: cs = 1336; goto _test_eof; 
	_test_eof1337: cs = 1337; goto _test_eof; 
	_test_eof1338: cs = 1338; goto _test_eof; 
	_test_eof1339: cs = 1339; goto _test_eof; 
	_test_eof1340: cs = 1340; goto _test_eof; 
	_test_eof1341: cs = 1341; goto _test_eof; 
	_test_eof1342: cs = 1342; goto _test_eof; 
	_test_eof1343: cs = 1343; goto _test_eof; 
	_test_eof1344: cs = 1344; goto _test_eof; 
	_test_eof1345: cs = 1345; goto _test_eof; 
	_test_eof1346: cs = 1346; goto _test_eof; 
	_test_eof1347: cs = 1347; goto _test_eof; 
	_test_eof1348: cs = 1348; goto _test_eof; 
	_test_eof1349: cs = 1349; goto _test_eof; 
	_test_eof1350: cs = 1350; goto _test_eof; 
	_test_eof1351: cs = 1351; goto _test_eof; 
	_test_eof1352: cs = 1352; goto _test_eof; 
	_test_eof1353: cs = 1353; goto _test_eof; 
	_test_eof1354: cs = 1354; goto _test_eof; 
	_test_eof1355: cs = 1355; goto _test_eof; 
	_test_eof1356: cs = 1356; goto _test_eof; 
	_test_eof1357: cs = 1357; goto _test_eof; 
	_test_eof1358: cs = 1358; goto _test_eof; 
	_test_eof1359: cs = 1359; goto _test_eof; 
	_test_eof1360: cs = 1360; goto _test_eof; 
	_test_eof1361: cs = 1361; goto _test_eof; 
	_test_eof1362: cs = 1362; goto _test_eof; 
	_test_eof1363: cs = 1363; goto _test_eof; 
	_test_eof1364: cs = 1364; goto _test_eof; 
	_test_eof1365: cs = 1365; goto _test_eof; 
	_test_eof1366: cs = 1366; goto _test_eof; 
	_test_eof1367: cs = 1367; goto _test_eof; 
	_test_eof1368: cs = 1368; goto _test_eof; 
	_test_eof1369: cs = 1369; goto _test_eof; 
	_test_eof1370: cs = 1370; goto _test_eof; 
	_test_eof1371: cs = 1371; goto _test_eof; 
	_test_eof1372: cs = 1372; goto _test_eof; 
	_test_eof1373: cs = 1373; goto _test_eof; 
	_test_eof1374: cs = 1374; goto _test_eof; 
	_test_eof1375: cs = 1375; goto _test_eof; 
	_test_eof1376: cs = 1376; goto _test_eof; 
	_test_eof1377: cs = 1377; goto _test_eof; 
	_test_eof1378: cs = 1378; goto _test_eof; 
	_test_eof1379: cs = 1379; goto _test_eof; 
	_test_eof1380: cs = 1380; goto _test_eof; 
	_test_eof1381: cs = 1381; goto _test_eof; 
	_test_eof1382: cs = 1382; goto _test_eof; 
	_test_eof1383: cs = 1383; goto _test_eof; 
	_test_eof1384: cs = 1384; goto _test_eof; 
	_test_eof1385: cs = 1385; goto _test_eof; 
	_test_eof1386: cs = 1386; goto _test_eof; 
	_test_eof1387: cs = 1387; goto _test_eof; 
	_test_eof1388: cs = 1388; goto _test_eof; 
	_test_eof1390: cs = 1390; goto _test_eof; 
	_test_eof1391: cs = 1391; goto _test_eof; 
	_test_eof1392: cs = 1392; goto _test_eof; 
	_test_eof1444: cs = 1444; goto _test_eof; 
	_test_eof1394: cs = 1394; goto _test_eof; 
	_test_eof1395: cs = 1395; goto _test_eof; 
	_test_eof1396: cs = 1396; goto _test_eof; 
	_test_eof1397: cs = 1397; goto _test_eof; 
	_test_eof1398: cs = 1398; goto _test_eof; 
	_test_eof1399: cs = 1399; goto _test_eof; 
	_test_eof1400: cs = 1400; goto _test_eof; 
	_test_eof1445: cs = 1445; goto _test_eof; 
	_test_eof1411: cs = 1411; goto _test_eof; 
	_test_eof541: cs = 541; goto _test_eof; 
	_test_eof542: cs = 542; goto _test_eof; 
	_test_eof543: cs = 543; goto _test_eof; 
	_test_eof544: cs = 544; goto _test_eof; 
	_test_eof545: cs = 545; goto _test_eof; 
	_test_eof546: cs = 546; goto _test_eof; 
	_test_eof547: cs = 547; goto _test_eof; 
	_test_eof548: cs = 548; goto _test_eof; 
	_test_eof549: cs = 549; goto _test_eof; 
	_test_eof550: cs = 550; goto _test_eof; 
	_test_eof551: cs = 551; goto _test_eof; 
	_test_eof552: cs = 552; goto _test_eof; 
	_test_eof553: cs = 553; goto _test_eof; 
	_test_eof554: cs = 554; goto _test_eof; 
	_test_eof555: cs = 555; goto _test_eof; 
	_test_eof556: cs = 556; goto _test_eof; 
	_test_eof557: cs = 557; goto _test_eof; 
	_test_eof558: cs = 558; goto _test_eof; 
	_test_eof559: cs = 559; goto _test_eof; 
	_test_eof560: cs = 560; goto _test_eof; 
	_test_eof561: cs = 561; goto _test_eof; 
	_test_eof562: cs = 562; goto _test_eof; 
	_test_eof563: cs = 563; goto _test_eof; 
	_test_eof564: cs = 564; goto _test_eof; 
	_test_eof565: cs = 565; goto _test_eof; 
	_test_eof566: cs = 566; goto _test_eof; 
	_test_eof567: cs = 567; goto _test_eof; 
	_test_eof568: cs = 568; goto _test_eof; 
	_test_eof569: cs = 569; goto _test_eof; 
	_test_eof570: cs = 570; goto _test_eof; 
	_test_eof571: cs = 571; goto _test_eof; 
	_test_eof572: cs = 572; goto _test_eof; 
	_test_eof573: cs = 573; goto _test_eof; 
	_test_eof574: cs = 574; goto _test_eof; 
	_test_eof575: cs = 575; goto _test_eof; 
	_test_eof576: cs = 576; goto _test_eof; 
	_test_eof577: cs = 577; goto _test_eof; 
	_test_eof578: cs = 578; goto _test_eof; 
	_test_eof579: cs = 579; goto _test_eof; 
	_test_eof580: cs = 580; goto _test_eof; 
	_test_eof1412: cs = 1412; goto _test_eof; 
	_test_eof581: cs = 581; goto _test_eof; 
	_test_eof582: cs = 582; goto _test_eof; 
	_test_eof583: cs = 583; goto _test_eof; 
	_test_eof584: cs = 584; goto _test_eof; 
	_test_eof585: cs = 585; goto _test_eof; 
	_test_eof586: cs = 586; goto _test_eof; 
	_test_eof587: cs = 587; goto _test_eof; 
	_test_eof588: cs = 588; goto _test_eof; 
	_test_eof589: cs = 589; goto _test_eof; 
	_test_eof590: cs = 590; goto _test_eof; 
	_test_eof591: cs = 591; goto _test_eof; 
	_test_eof592: cs = 592; goto _test_eof; 
	_test_eof593: cs = 593; goto _test_eof; 
	_test_eof594: cs = 594; goto _test_eof; 
	_test_eof595: cs = 595; goto _test_eof; 
	_test_eof596: cs = 596; goto _test_eof; 
	_test_eof597: cs = 597; goto _test_eof; 
	_test_eof598: cs = 598; goto _test_eof; 
	_test_eof599: cs = 599; goto _test_eof; 
	_test_eof600: cs = 600; goto _test_eof; 
	_test_eof601: cs = 601; goto _test_eof; 
	_test_eof602: cs = 602; goto _test_eof; 
	_test_eof603: cs = 603; goto _test_eof; 
	_test_eof604: cs = 604; goto _test_eof; 
	_test_eof605: cs = 605; goto _test_eof; 
	_test_eof606: cs = 606; goto _test_eof; 
	_test_eof607: cs = 607; goto _test_eof; 
	_test_eof608: cs = 608; goto _test_eof; 
	_test_eof609: cs = 609; goto _test_eof; 
	_test_eof610: cs = 610; goto _test_eof; 
	_test_eof611: cs = 611; goto _test_eof; 
	_test_eof612: cs = 612; goto _test_eof; 
	_test_eof613: cs = 613; goto _test_eof; 
	_test_eof614: cs = 614; goto _test_eof; 
	_test_eof615: cs = 615; goto _test_eof; 
	_test_eof616: cs = 616; goto _test_eof; 
	_test_eof617: cs = 617; goto _test_eof; 
	_test_eof618: cs = 618; goto _test_eof; 
	_test_eof619: cs = 619; goto _test_eof; 
	_test_eof620: cs = 620; goto _test_eof; 
	_test_eof621: cs = 621; goto _test_eof; 
	_test_eof622: cs = 622; goto _test_eof; 
	_test_eof623: cs = 623; goto _test_eof; 
	_test_eof624: cs = 624; goto _test_eof; 
	_test_eof625: cs = 625; goto _test_eof; 
	_test_eof626: cs = 626; goto _test_eof; 
	_test_eof627: cs = 627; goto _test_eof; 
	_test_eof628: cs = 628; goto _test_eof; 
	_test_eof629: cs = 629; goto _test_eof; 
	_test_eof630: cs = 630; goto _test_eof; 
	_test_eof631: cs = 631; goto _test_eof; 
	_test_eof632: cs = 632; goto _test_eof; 
	_test_eof633: cs = 633; goto _test_eof; 
	_test_eof634: cs = 634; goto _test_eof; 
	_test_eof635: cs = 635; goto _test_eof; 
	_test_eof636: cs = 636; goto _test_eof; 
	_test_eof637: cs = 637; goto _test_eof; 
	_test_eof638: cs = 638; goto _test_eof; 
	_test_eof639: cs = 639; goto _test_eof; 
	_test_eof640: cs = 640; goto _test_eof; 
	_test_eof641: cs = 641; goto _test_eof; 
	_test_eof642: cs = 642; goto _test_eof; 
	_test_eof643: cs = 643; goto _test_eof; 
	_test_eof644: cs = 644; goto _test_eof; 
	_test_eof645: cs = 645; goto _test_eof; 
	_test_eof646: cs = 646; goto _test_eof; 
	_test_eof647: cs = 647; goto _test_eof; 
	_test_eof648: cs = 648; goto _test_eof; 
	_test_eof649: cs = 649; goto _test_eof; 
	_test_eof650: cs = 650; goto _test_eof; 
	_test_eof651: cs = 651; goto _test_eof; 
	_test_eof652: cs = 652; goto _test_eof; 
	_test_eof653: cs = 653; goto _test_eof; 
	_test_eof654: cs = 654; goto _test_eof; 
	_test_eof655: cs = 655; goto _test_eof; 
	_test_eof656: cs = 656; goto _test_eof; 
	_test_eof657: cs = 657; goto _test_eof; 
	_test_eof658: cs = 658; goto _test_eof; 
	_test_eof659: cs = 659; goto _test_eof; 
	_test_eof660: cs = 660; goto _test_eof; 
	_test_eof661: cs = 661; goto _test_eof; 
	_test_eof662: cs = 662; goto _test_eof; 
	_test_eof663: cs = 663; goto _test_eof; 
	_test_eof664: cs = 664; goto _test_eof; 
	_test_eof665: cs = 665; goto _test_eof; 
	_test_eof666: cs = 666; goto _test_eof; 
	_test_eof667: cs = 667; goto _test_eof; 
	_test_eof668: cs = 668; goto _test_eof; 
	_test_eof669: cs = 669; goto _test_eof; 
	_test_eof670: cs = 670; goto _test_eof; 
	_test_eof671: cs = 671; goto _test_eof; 
	_test_eof672: cs = 672; goto _test_eof; 
	_test_eof673: cs = 673; goto _test_eof; 
	_test_eof674: cs = 674; goto _test_eof; 
	_test_eof675: cs = 675; goto _test_eof; 
	_test_eof676: cs = 676; goto _test_eof; 
	_test_eof677: cs = 677; goto _test_eof; 
	_test_eof678: cs = 678; goto _test_eof; 
	_test_eof679: cs = 679; goto _test_eof; 
	_test_eof680: cs = 680; goto _test_eof; 
	_test_eof681: cs = 681; goto _test_eof; 
	_test_eof682: cs = 682; goto _test_eof; 
	_test_eof683: cs = 683; goto _test_eof; 
	_test_eof684: cs = 684; goto _test_eof; 
	_test_eof685: cs = 685; goto _test_eof; 
	_test_eof686: cs = 686; goto _test_eof; 
	_test_eof687: cs = 687; goto _test_eof; 
	_test_eof688: cs = 688; goto _test_eof; 
	_test_eof689: cs = 689; goto _test_eof; 
	_test_eof690: cs = 690; goto _test_eof; 
	_test_eof691: cs = 691; goto _test_eof; 
	_test_eof692: cs = 692; goto _test_eof; 
	_test_eof693: cs = 693; goto _test_eof; 
	_test_eof694: cs = 694; goto _test_eof; 
	_test_eof695: cs = 695; goto _test_eof; 
	_test_eof696: cs = 696; goto _test_eof; 
	_test_eof697: cs = 697; goto _test_eof; 
	_test_eof698: cs = 698; goto _test_eof; 
	_test_eof699: cs = 699; goto _test_eof; 
	_test_eof700: cs = 700; goto _test_eof; 
	_test_eof701: cs = 701; goto _test_eof; 
	_test_eof702: cs = 702; goto _test_eof; 
	_test_eof703: cs = 703; goto _test_eof; 

	_test_eof: {}
	if ( p == eof )
	{
	switch ( cs ) {
	case 1423: 
	case 1426: 
	case 1439: 
	case 1442: 
#line 31 "src/http/target.rl"
	{}
	break;
	case 1403: 
	case 1414: 
	case 1418: 
	case 1433: 
#line 33 "src/http/target.rl"
	{ query = p - buf; }
	break;
	case 1422: 
	case 1424: 
	case 1425: 
	case 1427: 
	case 1438: 
	case 1440: 
	case 1441: 
	case 1443: 
#line 34 "src/http/target.rl"
	{ host_end = p - buf; }
#line 31 "src/http/target.rl"
	{}
	break;
	case 1421: 
	case 1437: 
#line 29 "src/http/target.rl"
	{}
#line 34 "src/http/target.rl"
	{ host_end = p - buf; }
#line 31 "src/http/target.rl"
	{}
	break;
#line 29649 "src/http/target.c"
	}
	}

	_out: {}
	}

#line 77 "src/http/target.rl"

    *query_out = query < 0 ? (size_t)-1 : (size_t)query;
    *host_end_out = host_end < 0 ? (size_t)-1 : (size_t)host_end;
    if (cs == lluri_http_error) {
        *fail = (size_t)(p - buf);
        return 0;
    }
    if (cs < lluri_http_first_final) {
        *fail = len;
        return 0;
    }
    return 1;
}

#define ROW(name, num, text) [(num) - 300] = lluri_http_en_r_##name,
static const int entries[] = {
    LLURI_RULES_RFC9112(ROW)
};
#undef ROW
#define NENTRIES ((int)(sizeof entries / sizeof entries[0]))

int lluri__rfc9112_match(int rule, const char *s, size_t len, int zone_ok,
                         size_t *fail)
{
    size_t q, h;
    if (rule < 300 || rule - 300 >= NENTRIES)
        return -1;
    return run(entries[rule - 300], s, len, zone_ok ? LLURI_ZONE_ID : 0u, fail, &q, &h);
}

const char *lluri_target_form_name(enum lluri_target_form form)
{
    switch (form) {
    case LLURI_FORM_ORIGIN:    return "origin-form";
    case LLURI_FORM_ABSOLUTE:  return "absolute-form";
    case LLURI_FORM_AUTHORITY: return "authority-form";
    case LLURI_FORM_ASTERISK:  return "asterisk-form";
    }
    return NULL;
}

static int is_method(const char *m, size_t n, const char *name)
{
    return strlen(name) == n && memcmp(m, name, n) == 0;
}

/* Why the form's machine failed at `at`: RFC 3986's code for the part. */
static int target_code(enum lluri_target_form form, const char *s, size_t len,
                       size_t at, size_t host_end)
{
    if (at > 0 && s[at - 1] == '%')
        return LLURI_EPCT;
    if (at > 1 && s[at - 2] == '%')
        return LLURI_EPCT;
    if (form == LLURI_FORM_AUTHORITY) {
        if (host_end != (size_t)-1)
            return LLURI_EPORT;
        if (len > 0 && s[0] == '[')
            return LLURI_EIPLITERAL;
        return at < len ? LLURI_EHOST : LLURI_EPORT;   /* no ":" port */
    }
    return memchr(s, '?', at) ? LLURI_EQUERY : LLURI_EPATH;
}

int lluri_parse_request_target(lluri *u, enum lluri_target_form *form,
                               const char *method, size_t mlen, const char *s,
                               size_t len, size_t max_len, unsigned flags,
                               lluri_error *err)
{
    enum lluri_target_form f;
    size_t fail = 0, query, host_end;
    int connect, options;

    if (u == NULL || form == NULL || (method == NULL && mlen > 0) || (s == NULL && len > 0))
        return lluri__fail(err, LLURI_EINVAL, 0);
    memset(u, 0, sizeof *u);
    u->src = s;
    *form = 0;
    if (flags & ~LLURI_ZONE_ID)
        return lluri__fail(err, LLURI_EFLAGS, 0);
    if (max_len == 0 || max_len > UINT32_MAX)
        max_len = UINT32_MAX;
    if (len > max_len)
        return lluri__fail(err, LLURI_ETOOLONG, max_len);
    if (!run(lluri_http_en_r_RFC9112_METHOD, method, mlen, 0, &fail, &query, &host_end))
        return lluri__fail(err, LLURI_EMETHOD, fail);
    connect = is_method(method, mlen, "CONNECT");
    options = is_method(method, mlen, "OPTIONS");
    /* RFC 9112 §3.2: the form the target is in */
    if (connect)
        f = LLURI_FORM_AUTHORITY;
    else if (len == 1 && s[0] == '*')
        f = LLURI_FORM_ASTERISK;
    else if (len > 0 && s[0] == '/')
        f = LLURI_FORM_ORIGIN;
    else
        f = LLURI_FORM_ABSOLUTE;
    if ((f == LLURI_FORM_ASTERISK && !options) || (connect && len == 1 && s[0] == '*'))
        return lluri__fail(err, LLURI_EFORM, 0);
    switch (f) {
    case LLURI_FORM_ASTERISK:
        u->path = (lluri_span){ 0, 1 };
        break;
    case LLURI_FORM_ABSOLUTE: {
        lluri_error e;
        int rc = lluri_parse(u, s, len, LLURI_START_ABSOLUTE | (flags & LLURI_ZONE_ID), &e);
        if (rc < 0) {
            /* a target that is no URI but would be an origin-form or an
             * authority-form here is in a form the method does not take */
            if (rc == LLURI_ENOSCHEME || (rc == LLURI_ESCHEME && e.offset == 0))
                return lluri__fail(err, LLURI_EFORM, 0);
            return lluri__fail(err, rc, e.offset);
        }
        break;
    }
    case LLURI_FORM_ORIGIN:
        if (!run(lluri_http_en_target_origin, s, len, flags, &fail, &query, &host_end))
            return lluri__fail(err, target_code(f, s, len, fail, host_end), fail);
        u->len = (uint32_t)len;
        if (query != (size_t)-1) {
            u->present |= LLURI_HAS_QUERY;
            u->query = (lluri_span){ (uint32_t)query, (uint32_t)(len - query) };
            u->path = (lluri_span){ 0, (uint32_t)(query - 1) };
        } else {
            u->path = (lluri_span){ 0, (uint32_t)len };
        }
        break;
    case LLURI_FORM_AUTHORITY:
        if (!run(lluri_http_en_target_authority, s, len, flags, &fail, &query, &host_end)) {
            /* an origin- or absolute-form is no authority-form */
            if (len > 0 && (s[0] == '/' || (memchr(s, '/', len) && fail < len)))
                return lluri__fail(err, LLURI_EFORM, 0);
            return lluri__fail(err, target_code(f, s, len, fail, host_end), fail);
        }
        u->len = (uint32_t)len;
        u->present = LLURI_HAS_AUTHORITY | LLURI_HAS_PORT;
        u->host = (lluri_span){ 0, (uint32_t)host_end };
        u->port = (lluri_span){ (uint32_t)host_end + 1, (uint32_t)(len - host_end - 1) };
        u->path = (lluri_span){ (uint32_t)len, 0 };
        u->host_kind = lluri__host_kind(s, (uint32_t)host_end);
        if (u->host_kind == LLURI_HOST_IPV6 && memchr(s, '%', host_end))
            u->present |= LLURI_HAS_ZONE_ID;
        break;
    }
    *form = f;
    u->src = s;
    u->len = (uint32_t)len;
    return lluri__fail(err, LLURI_OK, 0);
}
