/* SPDX-License-Identifier: MIT */
/* test_uri7.c — the uri(7) schemes: ldap (RFC 4516), man, info, whatis.
 *
 * First each rule of grammar/uri7.rl on its own entry point
 * (lluri_match with the numbers of lluri/scheme.h) with accept and reject lists, grouped by the
 * document that defines it; a reject gives the offset of the first byte
 * the rule cannot take, or the input's length when it ended too early.
 * Then whole URLs through lluri_parse(LLURI_START_URI) and lluri__scheme_uri7():
 * the examples of uri(7) and RFC 4516 §4 verbatim, field extraction
 * (absent fields NULL), and errors with code and offset. Then the ldap
 * list iterator. */
#include "ck.h"
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scheme/scheme.h"
#include "lluri.h"
#include "lluri/extract.h"
#include "lluri/scheme.h"

#define NELEM(a) (sizeof(a) / sizeof((a)[0]))

struct rule_case {
    int rule;
    const char *in;
    size_t len;  /* 0: strlen(in) */
    bool match;
    size_t off;  /* else: the offset where it failed */
};

/* A rule of grammar/uri7.rl by its name there. */
#define R(r) LLURI_RULE_URI7_##r

static const struct rule_case rule_cases[] = {
    /* ---- RFC 4512 §1.4 ---- */
    /* number = DIGIT / ( LDIGIT 1*DIGIT ) */
    { R(NUMBER), "0", 0, true, 0 },
    { R(NUMBER), "9", 0, true, 0 },
    { R(NUMBER), "10", 0, true, 0 },
    { R(NUMBER), "1466", 0, true, 0 },
    { R(NUMBER), "01", 0, false, 1 },
    { R(NUMBER), "", 0, false, 0 },
    { R(NUMBER), "a", 0, false, 0 },
    /* numericoid = number 1*( DOT number ) */
    { R(NUMERICOID), "1.1", 0, true, 0 },
    { R(NUMERICOID), "2.5.4.3", 0, true, 0 },
    { R(NUMERICOID), "1.3.6.1.4.1.1466.0", 0, true, 0 },
    { R(NUMERICOID), "1", 0, false, 1 },
    { R(NUMERICOID), "1.", 0, false, 2 },
    { R(NUMERICOID), "1..2", 0, false, 2 },
    { R(NUMERICOID), "1.02", 0, false, 3 },
    { R(NUMERICOID), ".1", 0, false, 0 },
    /* keystring = leadkeychar *keychar */
    { R(KEYSTRING), "cn", 0, true, 0 },
    { R(KEYSTRING), "e-bindname", 0, true, 0 },
    { R(KEYSTRING), "a1-", 0, true, 0 },
    { R(KEYSTRING), "1a", 0, false, 0 },
    { R(KEYSTRING), "-a", 0, false, 0 },
    { R(KEYSTRING), "a_b", 0, false, 1 },
    { R(KEYSTRING), "", 0, false, 0 },
    /* descr = keystring */
    { R(DESCR), "postalAddress", 0, true, 0 },
    { R(DESCR), "o=", 0, false, 1 },
    /* oid = descr / numericoid */
    { R(OID), "objectClass", 0, true, 0 },
    { R(OID), "2.5.4.3", 0, true, 0 },
    { R(OID), "2.5.x", 0, false, 4 },
    { R(OID), "a.b", 0, false, 1 },
    /* UTFMB = UTF2 / UTF3 / UTF4 */
    { R(UTFMB), "\xC4\x8D", 0, true, 0 },
    { R(UTFMB), "\xE2\x82\xAC", 0, true, 0 },
    { R(UTFMB), "\xF0\x9F\x98\x80", 0, true, 0 },
    { R(UTFMB), "\xED\x9F\xBF", 0, true, 0 },
    { R(UTFMB), "\xC0\x80", 0, false, 0 },   /* overlong */
    { R(UTFMB), "\xC1\xBF", 0, false, 0 },   /* overlong */
    { R(UTFMB), "\xE0\x80\x80", 0, false, 1 },
    { R(UTFMB), "\xED\xA0\x80", 0, false, 1 }, /* surrogate */
    { R(UTFMB), "\xF4\x90\x80\x80", 0, false, 1 }, /* past U+10FFFF */
    { R(UTFMB), "\xF5\x80\x80\x80", 0, false, 0 },
    { R(UTFMB), "\xC4", 0, false, 1 },
    { R(UTFMB), "a", 0, false, 0 },

    /* ---- RFC 4514 §3 (decoded text) ---- */
    /* pair = ESC ( ESC / special / hexpair ) */
    { R(PAIR), "\\\\", 0, true, 0 },
    { R(PAIR), "\\,", 0, true, 0 },
    { R(PAIR), "\\ ", 0, true, 0 },
    { R(PAIR), "\\#", 0, true, 0 },
    { R(PAIR), "\\=", 0, true, 0 },
    { R(PAIR), "\\\"", 0, true, 0 },
    { R(PAIR), "\\0d", 0, true, 0 },
    { R(PAIR), "\\C4", 0, true, 0 },
    { R(PAIR), "\\a", 0, false, 2 },
    { R(PAIR), "\\x", 0, false, 1 },
    { R(PAIR), "\\0g", 0, false, 2 },
    { R(PAIR), "a", 0, false, 0 },
    /* hexstring = SHARP 1*hexpair */
    { R(HEXSTRING), "#04024869", 0, true, 0 },
    { R(HEXSTRING), "#aB", 0, true, 0 },
    { R(HEXSTRING), "#", 0, false, 1 },
    { R(HEXSTRING), "#0", 0, false, 2 },
    { R(HEXSTRING), "#040", 0, false, 4 },
    { R(HEXSTRING), "#0g", 0, false, 2 },
    /* string = [ ( leadchar / pair ) [ *( stringchar / pair ) ( trailchar / pair ) ] ] */
    { R(STRING), "", 0, true, 0 },
    { R(STRING), "a", 0, true, 0 },
    { R(STRING), "J.  Smith", 0, true, 0 },
    { R(STRING), "James \\\"Jim\\\" Smith\\, III", 0, true, 0 },
    { R(STRING), "Before\\0dAfter", 0, true, 0 },
    { R(STRING), "Lu\\C4\\8Di\\C4\\87", 0, true, 0 },
    { R(STRING), "Lu\xC4\x8Di\xC4\x87", 0, true, 0 },
    { R(STRING), "a#b", 0, true, 0 },      /* "#" only leading is special */
    { R(STRING), "a=b", 0, true, 0 },
    { R(STRING), "\\ a\\ ", 0, true, 0 },
    { R(STRING), " a", 0, false, 0 },      /* leading SPACE */
    { R(STRING), "#a", 0, false, 0 },      /* leading SHARP */
    { R(STRING), "a ", 0, false, 2 },      /* trailing SPACE */
    { R(STRING), "a,b", 0, false, 1 },
    { R(STRING), "a+b", 0, false, 1 },
    { R(STRING), "a\"b", 0, false, 1 },
    { R(STRING), "a;b", 0, false, 1 },
    { R(STRING), "a<b", 0, false, 1 },
    { R(STRING), "a>b", 0, false, 1 },
    { R(STRING), "a\\b", 0, false, 3 },     /* "\b" starts a hexpair */
    { R(STRING), "a\\xb", 0, false, 2 },
    { R(STRING), "a\0b", 3, false, 1 },     /* NULL */
    { R(STRING), "a\xC4", 0, false, 2 },
    { R(STRING), "a\x80", 0, false, 1 },
    /* attributeValue = string / hexstring */
    { R(ATTRIBUTEVALUE), "#04024869", 0, true, 0 },
    { R(ATTRIBUTEVALUE), "University of Michigan", 0, true, 0 },
    { R(ATTRIBUTEVALUE), "#0", 0, false, 2 },
    /* attributeType = descr / numericoid */
    { R(ATTRIBUTETYPE), "CN", 0, true, 0 },
    { R(ATTRIBUTETYPE), "1.3.6.1.4.1.1466.0", 0, true, 0 },
    { R(ATTRIBUTETYPE), "c n", 0, false, 1 },
    /* attributeTypeAndValue = attributeType EQUALS attributeValue */
    { R(ATTRIBUTETYPEANDVALUE), "UID=jsmith", 0, true, 0 },
    { R(ATTRIBUTETYPEANDVALUE), "CN=", 0, true, 0 },
    { R(ATTRIBUTETYPEANDVALUE), "=a", 0, false, 0 },
    { R(ATTRIBUTETYPEANDVALUE), "CN", 0, false, 2 },
    /* relativeDistinguishedName = attributeTypeAndValue *( PLUS attributeTypeAndValue ) */
    { R(RELATIVEDISTINGUISHEDNAME), "OU=Sales+CN=J.  Smith", 0, true, 0 },
    { R(RELATIVEDISTINGUISHEDNAME), "OU=Sales+", 0, false, 9 },
    /* distinguishedName = [ relativeDistinguishedName *( COMMA relativeDistinguishedName ) ] */
    /* RFC 4514 §4, verbatim */
    { R(DISTINGUISHEDNAME), "UID=jsmith,DC=example,DC=net", 0, true, 0 },
    { R(DISTINGUISHEDNAME), "OU=Sales+CN=J.  Smith,DC=example,DC=net", 0, true, 0 },
    { R(DISTINGUISHEDNAME), "CN=James \\\"Jim\\\" Smith\\, III,DC=example,DC=net", 0, true, 0 },
    { R(DISTINGUISHEDNAME), "CN=Before\\0dAfter,DC=example,DC=net", 0, true, 0 },
    { R(DISTINGUISHEDNAME), "1.3.6.1.4.1.1466.0=#04024869", 0, true, 0 },
    { R(DISTINGUISHEDNAME), "CN=Lu\\C4\\8Di\\C4\\87", 0, true, 0 },
    { R(DISTINGUISHEDNAME), "", 0, true, 0 },
    { R(DISTINGUISHEDNAME), "o=University of Michigan,c=US", 0, true, 0 },
    { R(DISTINGUISHEDNAME), "o=An Example\\2C Inc.,c=US", 0, true, 0 },
    { R(DISTINGUISHEDNAME), "o=Question?,c=US", 0, true, 0 },
    { R(DISTINGUISHEDNAME), "o=a,", 0, false, 4 },
    { R(DISTINGUISHEDNAME), ",o=a", 0, false, 0 },
    { R(DISTINGUISHEDNAME), "o", 0, false, 1 },
    { R(DISTINGUISHEDNAME), "o=a b ,c=US", 0, false, 6 },
    { R(DISTINGUISHEDNAME), "o=a,c=U,S", 0, false, 9 },

    /* ---- RFC 4515 §3 (decoded text) ---- */
    /* assertionvalue = valueencoding; valueencoding = 0*(normal / escaped) */
    { R(ASSERTIONVALUE), "", 0, true, 0 },
    { R(ASSERTIONVALUE), "Babs Jensen", 0, true, 0 },
    { R(ASSERTIONVALUE), "\\2a\\28\\29\\5c\\00", 0, true, 0 },
    { R(ASSERTIONVALUE), "Lu\xc4\x8di", 0, true, 0 },
    { R(ASSERTIONVALUE), "a*", 0, false, 1 },
    { R(ASSERTIONVALUE), "a(", 0, false, 1 },
    { R(ASSERTIONVALUE), "a)", 0, false, 1 },
    { R(ASSERTIONVALUE), "a\\", 0, false, 2 },
    { R(ASSERTIONVALUE), "a\\2", 0, false, 3 },
    { R(ASSERTIONVALUE), "a\\g0", 0, false, 2 },
    { R(ASSERTIONVALUE), "a\0b", 3, false, 1 },
    { R(ASSERTIONVALUE), "a\xc4", 0, false, 2 },
    /* substring = attr EQUALS [initial] any [final] */
    { R(SUBSTRING), "o=univ*of*mich*", 0, true, 0 },
    { R(SUBSTRING), "cn=*\\2A*", 0, true, 0 },
    { R(SUBSTRING), "cn=*", 0, true, 0 },
    { R(SUBSTRING), "cn=a", 0, false, 4 },
    { R(SUBSTRING), "cn=a**", 0, true, 0 },
    /* extensible = ( attr [dnattrs] [matchingrule] COLON EQUALS assertionvalue )
     *            / ( [dnattrs] matchingrule COLON EQUALS assertionvalue ) */
    { R(EXTENSIBLE), "cn:caseExactMatch:=Fred Flintstone", 0, true, 0 },
    { R(EXTENSIBLE), "cn:=Betty Rubble", 0, true, 0 },
    { R(EXTENSIBLE), "sn:dn:2.4.6.8.10:=Barney Rubble", 0, true, 0 },
    { R(EXTENSIBLE), "o:dn:=Ace Industry", 0, true, 0 },
    { R(EXTENSIBLE), ":1.2.3:=Wilma Flintstone", 0, true, 0 },
    { R(EXTENSIBLE), ":DN:2.4.6.8.10:=Dino", 0, true, 0 },
    { R(EXTENSIBLE), ":dn:=x", 0, true, 0 },     /* "dn" reads as the rule's descr */
    { R(EXTENSIBLE), ":dn:=", 0, true, 0 },
    { R(EXTENSIBLE), ":=x", 0, false, 1 },       /* no attr, no rule */
    { R(EXTENSIBLE), "cn:dn:1.2:x", 0, false, 10 },
    { R(EXTENSIBLE), "cn:=", 0, true, 0 },
    { R(EXTENSIBLE), "cn=x", 0, false, 2 },
    /* item = simple / present / substring / extensible */
    { R(ITEM), "cn=Babs Jensen", 0, true, 0 },
    { R(ITEM), "seeAlso=", 0, true, 0 },
    { R(ITEM), "cn~=x", 0, true, 0 },
    { R(ITEM), "age>=30", 0, true, 0 },
    { R(ITEM), "age<=30", 0, true, 0 },
    { R(ITEM), "cn=*", 0, true, 0 },
    { R(ITEM), "age>30", 0, false, 4 },
    { R(ITEM), "=x", 0, false, 0 },
    /* filter = LPAREN filtercomp RPAREN; RFC 4515 §4, verbatim */
    { R(FILTER), "(cn=Babs Jensen)", 0, true, 0 },
    { R(FILTER), "(!(cn=Tim Howes))", 0, true, 0 },
    { R(FILTER), "(&(objectClass=Person)(|(sn=Jensen)(cn=Babs J*)))", 0, true, 0 },
    { R(FILTER), "(o=univ*of*mich*)", 0, true, 0 },
    { R(FILTER), "(seeAlso=)", 0, true, 0 },
    { R(FILTER), "(cn:caseExactMatch:=Fred Flintstone)", 0, true, 0 },
    { R(FILTER), "(cn:=Betty Rubble)", 0, true, 0 },
    { R(FILTER), "(sn:dn:2.4.6.8.10:=Barney Rubble)", 0, true, 0 },
    { R(FILTER), "(o:dn:=Ace Industry)", 0, true, 0 },
    { R(FILTER), "(:1.2.3:=Wilma Flintstone)", 0, true, 0 },
    { R(FILTER), "(:DN:2.4.6.8.10:=Dino)", 0, true, 0 },
    { R(FILTER), "(o=Parens R Us \\28for all your parenthetical needs\\29)", 0, true, 0 },
    { R(FILTER), "(cn=*\\2A*)", 0, true, 0 },
    { R(FILTER), "(filename=C:\\5cMyFile)", 0, true, 0 },
    { R(FILTER), "(bin=\\00\\00\\00\\04)", 0, true, 0 },
    { R(FILTER), "(sn=Lu\\c4\\8di\\c4\\87)", 0, true, 0 },
    { R(FILTER), "(1.3.6.1.4.1.1466.0=\\04\\02\\48\\69)", 0, true, 0 },
    /* rejects */
    { R(FILTER), "", 0, false, 0 },
    { R(FILTER), "cn=a", 0, false, 0 },
    { R(FILTER), "()", 0, false, 1 },
    { R(FILTER), "(cn=a", 0, false, 5 },
    { R(FILTER), "(cn=a))", 0, false, 6 },
    { R(FILTER), "(cn=a)(b=c)", 0, false, 6 },
    { R(FILTER), "(&)", 0, false, 2 },
    { R(FILTER), "(|)", 0, false, 2 },
    { R(FILTER), "(!)", 0, false, 2 },
    { R(FILTER), "(!(a=b)(c=d))", 0, false, 7 },
    { R(FILTER), "(&(a=b)", 0, false, 7 },
    { R(FILTER), "(&(a=b)c=d)", 0, false, 7 },
    { R(FILTER), "(o=Parens (R) Us)", 0, false, 10 },
    { R(FILTER), "(&(|(!(a=b", 0, false, 10 },
    /* 32 levels nest, 33 do not (the stack's depth) */
    { R(FILTER), "(!(!(!(!(!(!(!(!(!(!(!(!(!(!(!(!(!(!(!(!(!(!(!(!(!(!(!(!(!(!(!(a=b)"
                 ")))))))))))))))))))))))))))))))", 0, true, 0 },
    { R(FILTER), "(!(!(!(!(!(!(!(!(!(!(!(!(!(!(!(!(!(!(!(!(!(!(!(!(!(!(!(!(!(!(!(!(a=b)"
                 "))))))))))))))))))))))))))))))))", 0, false, 64 },

    /* ---- RFC 4511 §4.5.1, RFC 4512 §2.5 ---- */
    /* options = *( SEMI option ) */
    { R(OPTIONS), "", 0, true, 0 },
    { R(OPTIONS), ";lang-en;binary", 0, true, 0 },
    { R(OPTIONS), ";", 0, false, 1 },
    { R(OPTIONS), "lang", 0, false, 0 },
    /* attributedescription = attributetype options */
    { R(ATTRIBUTEDESCRIPTION), "cn;lang-en", 0, true, 0 },
    { R(ATTRIBUTEDESCRIPTION), "2.5.4.3;binary", 0, true, 0 },
    { R(ATTRIBUTEDESCRIPTION), "cn;", 0, false, 3 },
    /* attributeSelector = attributedescription / selectorspecial */
    { R(ATTRIBUTESELECTOR), "*", 0, true, 0 },
    { R(ATTRIBUTESELECTOR), "1.1", 0, true, 0 },
    { R(ATTRIBUTESELECTOR), "mail", 0, true, 0 },
    { R(ATTRIBUTESELECTOR), "**", 0, false, 1 },
    { R(ATTRIBUTESELECTOR), "+", 0, false, 0 },

    /* ---- RFC 4516 §2 (URL text) ---- */
    /* selector = attributeSelector */
    { R(SELECTOR), "postalAddress", 0, true, 0 },
    { R(SELECTOR), "postal%41ddress", 0, false, 6 },
    /* attrdesc = selector *(COMMA selector) */
    { R(ATTRDESC), "cn,mail", 0, true, 0 },
    { R(ATTRDESC), "cn,", 0, false, 3 },
    /* attributes = attrdesc *(COMMA attrdesc) */
    { R(ATTRIBUTES), "objectClass", 0, true, 0 },
    { R(ATTRIBUTES), "cn,mail,*,1.1", 0, true, 0 },
    { R(ATTRIBUTES), ",cn", 0, false, 0 },
    { R(ATTRIBUTES), "cn,,mail", 0, false, 3 },
    { R(ATTRIBUTES), "c n", 0, false, 1 },
    { R(ATTRIBUTES), "", 0, false, 0 },
    /* scope = "base" / "one" / "sub" */
    { R(SCOPE), "base", 0, true, 0 },
    { R(SCOPE), "one", 0, true, 0 },
    { R(SCOPE), "sub", 0, true, 0 },
    { R(SCOPE), "ONE", 0, true, 0 },
    { R(SCOPE), "Sub", 0, true, 0 },
    { R(SCOPE), "subtree", 0, false, 3 },
    { R(SCOPE), "children", 0, false, 0 },
    { R(SCOPE), "on", 0, false, 2 },
    { R(SCOPE), "", 0, false, 0 },
    /* extype = oid */
    { R(EXTYPE), "e-bindname", 0, true, 0 },
    { R(EXTYPE), "1.2.3.4", 0, true, 0 },
    { R(EXTYPE), "myLDAPURLExtension", 0, true, 0 },
    { R(EXTYPE), "!x", 0, false, 0 },
    /* exvalue: percent-encoded LDAPString, "," and "?" encoded */
    { R(EXVALUE), "cn=Manager%2cdc=example%2cdc=com", 0, true, 0 },
    { R(EXVALUE), "", 0, true, 0 },
    { R(EXVALUE), "a,b", 0, false, 1 },
    { R(EXVALUE), "a?b", 0, false, 1 },
    { R(EXVALUE), "a#b", 0, false, 1 },
    /* extension = [EXCLAMATION] extype [EQUALS exvalue] */
    { R(EXTENSION), "e-bindname=cn=Manager%2cdc=example%2cdc=com", 0, true, 0 },
    { R(EXTENSION), "!e-bindname=cn=Manager%2cdc=example%2cdc=com", 0, true, 0 },
    { R(EXTENSION), "!1.2.3", 0, true, 0 },
    { R(EXTENSION), "x=", 0, true, 0 },
    { R(EXTENSION), "!!x", 0, false, 1 },
    { R(EXTENSION), "!", 0, false, 1 },
    { R(EXTENSION), "=v", 0, false, 0 },
    /* extensions = extension *(COMMA extension) */
    { R(EXTENSIONS), "a,!b=1,1.2.3", 0, true, 0 },
    { R(EXTENSIONS), "a,", 0, false, 2 },
    { R(EXTENSIONS), "", 0, false, 0 },
    /* filter (as written in the URL): what a query allows but "?" */
    { R(FILTER_PCT), "(cn=Babs%20Jensen)", 0, true, 0 },
    { R(FILTER_PCT), "", 0, true, 0 },
    { R(FILTER_PCT), "(a=b?)", 0, false, 4 },
    /* dn: what a path allows but "?" */
    { R(DN), "o=University%20of%20Michigan,c=US", 0, true, 0 },
    { R(DN), "o=a/b", 0, true, 0 },
    { R(DN), "o=a?", 0, false, 3 },
    { R(DN), "o=a b", 0, false, 3 },
    /* ldapurl */
    { R(LDAPURL), "ldap://", 0, true, 0 },
    { R(LDAPURL), "ldap:///", 0, true, 0 },
    { R(LDAPURL), "ldap://h:389/o=a?cn?sub?(cn=a)?x", 0, true, 0 },
    { R(LDAPURL), "LDAP://[::1]/", 0, true, 0 },
    { R(LDAPURL), "ldap:", 0, false, 5 },
    { R(LDAPURL), "ldap:/x", 0, false, 6 },
    { R(LDAPURL), "ldaps://h/", 0, false, 4 },
    { R(LDAPURL), "ldap://u@h/", 0, false, 8 },
    { R(LDAPURL), "ldap://h?cn", 0, false, 8 },
    { R(LDAPURL), "ldap:///?????", 0, false, 12 },

    /* ---- uri(7) man, info, whatis ---- */
    { R(MAN_NAME), "ls", 0, true, 0 },
    { R(MAN_NAME), "git-commit", 0, true, 0 },
    { R(MAN_NAME), "std::vector", 0, true, 0 },
    { R(MAN_NAME), "a(1)", 0, false, 1 },
    { R(MAN_NAME), "a/b", 0, false, 1 },
    { R(MAN_NAME), "", 0, false, 0 },
    { R(MAN_SECTION), "1", 0, true, 0 },
    { R(MAN_SECTION), "3p", 0, true, 0 },
    { R(MAN_SECTION), "n", 0, true, 0 },
    { R(MAN_SECTION), "3.1", 0, false, 1 },
    { R(MAN_SECTION), "", 0, false, 0 },
    { R(MANURL), "man:ls", 0, true, 0 },
    { R(MANURL), "man:ls(1)", 0, true, 0 },
    { R(MANURL), "MAN:printf(3)", 0, true, 0 },
    { R(MANURL), "man:", 0, false, 4 },
    { R(MANURL), "man:ls()", 0, false, 7 },
    { R(MANURL), "man:ls(1", 0, false, 8 },
    { R(MANURL), "man:ls(1)x", 0, false, 9 },
    { R(MANURL), "man:(1)", 0, false, 4 },
    { R(MANURL), "man://ls", 0, false, 4 },
    { R(INFO_FILE), "gcc", 0, true, 0 },
    { R(INFO_FILE), "g(cc", 0, false, 1 },
    { R(INFO_FILE), "a/b", 0, false, 1 },
    { R(INFO_NODE), "G++_and_GCC", 0, true, 0 },
    { R(INFO_NODE), "Top/x", 0, true, 0 },
    { R(INFO_NODE), "a)", 0, false, 1 },
    { R(INFO_NODE), "", 0, false, 0 },
    { R(INFOURL), "info:gcc", 0, true, 0 },
    { R(INFOURL), "info:gcc#G++_and_GCC", 0, true, 0 },
    { R(INFOURL), "info:(gcc)", 0, true, 0 },
    { R(INFOURL), "info:(gcc)G++_and_GCC", 0, true, 0 },
    { R(INFOURL), "info:Top(gcc)", 0, true, 0 },
    { R(INFOURL), "info:", 0, false, 5 },
    { R(INFOURL), "info:gcc#", 0, false, 9 },
    { R(INFOURL), "info:()", 0, false, 6 },
    { R(INFOURL), "info:(gcc", 0, false, 9 },
    { R(INFOURL), "info:Top(gcc)x", 0, false, 13 },
    { R(INFOURL), "info:(gcc)a(b)", 0, false, 11 },
    { R(WHATIS_STRING), "ls", 0, true, 0 },
    { R(WHATIS_STRING), "a/b?c", 0, true, 0 },
    { R(WHATIS_STRING), "", 0, false, 0 },
    { R(WHATIS_STRING), "a#", 0, false, 1 },
    { R(WHATISURL), "whatis:printf", 0, true, 0 },
    { R(WHATISURL), "whatis:", 0, false, 7 },
    { R(WHATISURL), "what:x", 0, false, 4 },
};

START_TEST(test_rule)
{
    const struct rule_case *c = &rule_cases[_i];
    size_t len = c->len ? c->len : strlen(c->in);
    lluri_error err = { 999, 999 };
    int m = lluri_match(c->rule, c->in, len, 0, &err) == 0;
    size_t fail = err.offset;

    ck_assert_msg(m == (int)c->match, "rule %s \"%s\": match %d, want %d (fail %zu)",
                  lluri_rule_name(c->rule), c->in, m, (int)c->match, fail);
    if (!c->match)
        ck_assert_msg(fail == c->off, "rule %d \"%s\": fail at %zu, want %zu",
                      c->rule, c->in, fail, c->off);
}
END_TEST

START_TEST(test_rule_unknown)
{
    lluri_error err = { 0, 7 };
    ck_assert_int_eq(lluri_match(199, "x", 1, 0, &err), LLURI_ERULE);
    ck_assert_int_eq(lluri_match(LLURI_RULE_URI7_ASSERTIONVALUE + 1, "x", 1, 0, &err),
                     LLURI_ERULE);
    ck_assert_uint_eq(err.offset, 0);
    ck_assert_str_eq(lluri_rule_name(LLURI_RULE_URI7_DISTINGUISHEDNAME), "distinguishedName");
}
END_TEST

/* ---- whole URLs ------------------------------------------------------------ */

struct url_case {
    int kind;
    const char *in;
    int rc;                   /* 0, or the scheme code */
    size_t off;               /* its offset */
    const char *f[LLURI_SCHEME_FIELDS_MAX]; /* NULL: absent */
};

#define LDAP LLURI_SCHEME_LDAP
#define MAN LLURI_SCHEME_MAN
#define INFO LLURI_SCHEME_INFO
#define WHATIS LLURI_SCHEME_WHATIS

static const struct url_case url_cases[] = {
    /* uri(7) "ldap", every example verbatim; fields host, port, dn,
     * attributes, scope, filter, extensions */
    { LDAP, "ldap://ldap.itd.umich.edu/o=University%20of%20Michigan,c=US", 0, 0,
      { "ldap.itd.umich.edu", NULL, "o=University%20of%20Michigan,c=US" } },
    { LDAP, "ldap://ldap.itd.umich.edu/o=University%20of%20Michigan,c=US?postalAddress", 0, 0,
      { "ldap.itd.umich.edu", NULL, "o=University%20of%20Michigan,c=US", "postalAddress" } },
    { LDAP, "ldap://host.com:6666/o=University%20of%20Michigan,c=US??sub?(cn=Babs%20Jensen)", 0, 0,
      { "host.com", "6666", "o=University%20of%20Michigan,c=US", "", "sub", "(cn=Babs%20Jensen)" } },
    /* uri(7)'s forms: ldap://hostport ... /dn?attributes?scope?filter?extensions */
    { LDAP, "ldap://h", 0, 0, { "h" } },
    { LDAP, "ldap://h/", 0, 0, { "h", NULL, "" } },
    { LDAP, "ldap://h/o=a?cn,mail?one?(o=a)?!x=1,y", 0, 0,
      { "h", NULL, "o=a", "cn,mail", "one", "(o=a)", "!x=1,y" } },
    /* RFC 4516 §4, verbatim (the two split examples joined) */
    { LDAP, "ldap:///o=University%20of%20Michigan,c=US", 0, 0,
      { NULL, NULL, "o=University%20of%20Michigan,c=US" } },
    { LDAP, "ldap://ldap1.example.net/o=University%20of%20Michigan,c=US", 0, 0,
      { "ldap1.example.net", NULL, "o=University%20of%20Michigan,c=US" } },
    { LDAP, "ldap://ldap1.example.net/o=University%20of%20Michigan,c=US?postalAddress", 0, 0,
      { "ldap1.example.net", NULL, "o=University%20of%20Michigan,c=US", "postalAddress" } },
    { LDAP, "ldap://ldap1.example.net:6666/o=University%20of%20Michigan,c=US??sub?(cn=Babs%20Jensen)", 0, 0,
      { "ldap1.example.net", "6666", "o=University%20of%20Michigan,c=US", "", "sub",
        "(cn=Babs%20Jensen)" } },
    { LDAP, "LDAP://ldap1.example.com/c=GB?objectClass?ONE", 0, 0,
      { "ldap1.example.com", NULL, "c=GB", "objectClass", "ONE" } },
    { LDAP, "ldap://ldap2.example.com/o=Question%3f,c=US?mail", 0, 0,
      { "ldap2.example.com", NULL, "o=Question%3f,c=US", "mail" } },
    { LDAP, "ldap://ldap3.example.com/o=Babsco,c=US??\?(four-octet=%5c00%5c00%5c00%5c04)", 0, 0,
      { "ldap3.example.com", NULL, "o=Babsco,c=US", "", "", "(four-octet=%5c00%5c00%5c00%5c04)" } },
    { LDAP, "ldap://ldap.example.com/o=An%20Example%5C2C%20Inc.,c=US", 0, 0,
      { "ldap.example.com", NULL, "o=An%20Example%5C2C%20Inc.,c=US" } },
    { LDAP, "ldap://ldap.example.net", 0, 0, { "ldap.example.net" } },
    { LDAP, "ldap://ldap.example.net/", 0, 0, { "ldap.example.net", NULL, "" } },
    { LDAP, "ldap://ldap.example.net/?", 0, 0, { "ldap.example.net", NULL, "", "" } },
    { LDAP, "ldap:///??sub??e-bindname=cn=Manager%2cdc=example%2cdc=com", 0, 0,
      { NULL, NULL, "", "", "sub", "", "e-bindname=cn=Manager%2cdc=example%2cdc=com" } },
    { LDAP, "ldap:///??sub?\?!e-bindname=cn=Manager%2cdc=example%2cdc=com", 0, 0,
      { NULL, NULL, "", "", "sub", "", "!e-bindname=cn=Manager%2cdc=example%2cdc=com" } },
    /* more fields */
    { LDAP, "ldap://[2001:db8::1]:389/dc=example,dc=com?cn;lang-en?base?(&(a=b)(!(c=d)))", 0, 0,
      { "[2001:db8::1]", "389", "dc=example,dc=com", "cn;lang-en", "base", "(&(a=b)(!(c=d)))" } },
    { LDAP, "ldap://h:/", 0, 0, { "h", "", "" } },
    { LDAP, "ldap:///CN=Lu%C4%8Di%C4%87", 0, 0, { NULL, NULL, "CN=Lu%C4%8Di%C4%87" } },
    /* the filter is matched decoded: "%3d" is its "=" */
    { LDAP, "ldap:///o=a??\?(cn%3dx)", 0, 0, { NULL, NULL, "o=a", "", "", "(cn%3dx)" } },
    { LDAP, "ldap:///(cn=a)", .rc = LLURI_ELDAPDN, .off = 8 },
    /* errors: code and offset */
    { LDAP, "ldap:/o=a", .rc = LLURI_ELDAP, .off = 6 },
    { LDAP, "ldap:o=a", .rc = LLURI_ELDAP, .off = 5 },
    { LDAP, "ldap://user@h/", .rc = LLURI_ELDAP, .off = 11 },
    { LDAP, "ldap://h?cn", .rc = LLURI_ELDAP, .off = 8 },
    { LDAP, "ldap://h/o=a#frag", .rc = LLURI_EFRAGMENTSCHEME, .off = 12 },
    { LDAP, "ldap:///o=a%20", .rc = LLURI_ELDAPDN, .off = 14 },          /* trailing space */
    { LDAP, "ldap:///%20o=a", .rc = LLURI_ELDAPDN, .off = 8 },
    { LDAP, "ldap:///o=a,,c=b", .rc = LLURI_ELDAPDN, .off = 12 },
    { LDAP, "ldap:///o=a%2Cc", .rc = LLURI_ELDAPDN, .off = 15 },          /* "," then no "=" */
    { LDAP, "ldap:///o=%C4", .rc = LLURI_ELDAPDN, .off = 13 },
    { LDAP, "ldap:///o=a%00b", .rc = LLURI_ELDAPDN, .off = 11 },
    { LDAP, "ldap:///o=a?c%20n", .rc = LLURI_ELDAPATTR, .off = 13 },
    { LDAP, "ldap:///o=a?cn,,sn", .rc = LLURI_ELDAPATTR, .off = 15 },
    { LDAP, "ldap:///o=a??subtree", .rc = LLURI_ELDAPSCOPE, .off = 16 },
    { LDAP, "ldap:///o=a??children", .rc = LLURI_ELDAPSCOPE, .off = 13 },
    { LDAP, "ldap:///o=a???cn=a", .rc = LLURI_ELDAPFILTER, .off = 14 },
    { LDAP, "ldap:///o=a??\?(cn=a", .rc = LLURI_ELDAPFILTER, .off = 19 },
    { LDAP, "ldap:///o=a??\?(cn=a))", .rc = LLURI_ELDAPFILTER, .off = 20 },
    { LDAP, "ldap:///o=a??\?(cn=a)(b=c)", .rc = LLURI_ELDAPFILTER, .off = 20 },
    { LDAP, "ldap:///o=a??\?()", .rc = LLURI_ELDAPFILTER, .off = 15 },
    { LDAP, "ldap:///o=a??\?(cn=%5cx1)", .rc = LLURI_ELDAPFILTER, .off = 21 },
    { LDAP, "ldap:///o=a??\?(cn=%5c1)", .rc = LLURI_ELDAPFILTER, .off = 22 },
    { LDAP, "ldap:///o=a??\?(cn=%00)", .rc = LLURI_ELDAPFILTER, .off = 18 },
    { LDAP, "ldap:///o=a??\?(!(a=b)(c=d))", .rc = LLURI_ELDAPFILTER, .off = 21 },
    { LDAP, "ldap:///o=a??\?(cn=a%2a%28)", .rc = LLURI_ELDAPFILTER, .off = 22 },
    { LDAP, "ldap:///o=a??\?(cn%3e30)", .rc = LLURI_ELDAPFILTER, .off = 20 },
    { LDAP, "ldap:///o=a????", .rc = LLURI_ELDAPEXT, .off = 15 },
    { LDAP, "ldap:///o=a???\?!!x", .rc = LLURI_ELDAPEXT, .off = 16 },
    { LDAP, "ldap:///o=a????x,", .rc = LLURI_ELDAPEXT, .off = 17 },
    { LDAP, "ldap:///o=a????x?", .rc = LLURI_ELDAPEXT, .off = 16 },
    { LDAP, "ldap:///o=a????x=a,b=c,", .rc = LLURI_ELDAPEXT, .off = 23 },

    /* uri(7) "man": man:command-name, man:command-name(section) */
    { MAN, "man:ls", 0, 0, { "ls" } },
    { MAN, "man:ls(1)", 0, 0, { "ls", "1" } },
    { MAN, "man:printf(3p)", 0, 0, { "printf", "3p" } },
    { MAN, "man:", .rc = LLURI_EMANNAME, .off = 4 },
    { MAN, "man:/usr/bin/ls", .rc = LLURI_EMANNAME, .off = 4 },
    { MAN, "man:ls?x", .rc = LLURI_EMANNAME, .off = 6 },
    { MAN, "man:ls#x", .rc = LLURI_EFRAGMENTSCHEME, .off = 6 },
    { MAN, "man:ls()", .rc = LLURI_EMANSECTION, .off = 7 },
    { MAN, "man:ls(1", .rc = LLURI_EMANSECTION, .off = 8 },
    { MAN, "man:ls(1.2)", .rc = LLURI_EMANSECTION, .off = 8 },
    { MAN, "man:ls(1)(2)", .rc = LLURI_EMANSECTION, .off = 9 },

    /* uri(7) "info" */
    { INFO, "info:gcc", 0, 0, { "gcc" } },
    { INFO, "info:gcc#G++_and_GCC", 0, 0, { "gcc", "G++_and_GCC" } },
    { INFO, "info:(gcc)", 0, 0, { "gcc" } },
    { INFO, "info:(gcc)G++_and_GCC", 0, 0, { "gcc", "G++_and_GCC" } },
    { INFO, "info:Invoking_GCC(gcc)", 0, 0, { "gcc", "Invoking_GCC" } },
    { INFO, "info:", .rc = LLURI_EINFOFILE, .off = 5 },
    { INFO, "info:()", .rc = LLURI_EINFOFILE, .off = 6 },
    { INFO, "info:(gcc", .rc = LLURI_EINFOFILE, .off = 9 },
    { INFO, "info:gcc#", .rc = LLURI_EINFONODE, .off = 9 },
    { INFO, "info:(gcc)#x", .rc = LLURI_EFRAGMENTSCHEME, .off = 10 },
    { INFO, "info:(gcc)a(b)", .rc = LLURI_EINFONODE, .off = 11 },
    { INFO, "info:gcc?x", .rc = LLURI_EINFOFILE, .off = 8 },

    /* uri(7) "whatis": whatis:string */
    { WHATIS, "whatis:printf", 0, 0, { "printf" } },
    { WHATIS, "whatis:a/b?c", 0, 0, { "a/b?c" } },
    { WHATIS, "whatis:", .rc = LLURI_EWHATIS, .off = 7 },
    { WHATIS, "whatis:a#b", .rc = LLURI_EFRAGMENTSCHEME, .off = 8 },
};

START_TEST(test_url)
{
    const struct url_case *c = &url_cases[_i];
    lluri u;
    lluri_error err;
    lluri_scheme_parts p;
    size_t off = (size_t)-1;
    size_t len = strlen(c->in);

    ck_assert_msg(lluri_parse(&u, c->in, len, LLURI_START_URI, &err) == 0,
                  "\"%s\" is not an RFC 3986 URI: %s at %zu", c->in,
                  lluri_strerror(err.code), err.offset);
    memset(&p, 0xA5, sizeof p);
    int rc = lluri__scheme_uri7(c->kind, &u, &p, &off);
    ck_assert_msg(rc == c->rc, "\"%s\": %s (%zu), want %s (%zu)", c->in,
                  lluri_errname(rc), off, lluri_errname(c->rc), c->off);
    if (rc != 0) {
        ck_assert_msg(off == c->off, "\"%s\": %s at %zu, want %zu", c->in,
                      lluri_errname(rc), off, c->off);
        return;
    }
    ck_assert_int_eq(p.kind, c->kind);
    ck_assert_ptr_eq(p.src, c->in);
    for (int i = 0; i < LLURI_SCHEME_FIELDS_MAX; i++) {
        const char *want = c->f[i];
        lluri_span sp = p.field[i];
        if (!want) {
            ck_assert_msg(!(p.present & (1u << i)) && sp.off == 0 && sp.len == 0,
                          "\"%s\": field %d present (%u, %u)", c->in, i, sp.off,
                          sp.len);
        } else {
            ck_assert_msg(p.present & (1u << i), "\"%s\": field %d absent, want \"%s\"",
                          c->in, i, want);
            ck_assert_msg(sp.len == strlen(want) && memcmp(c->in + sp.off, want, sp.len) == 0,
                          "\"%s\": field %d is \"%.*s\", want \"%s\"", c->in, i,
                          (int)sp.len, c->in + sp.off, want);
        }
    }
}
END_TEST

/* RFC 4516 §3: "The default LDAP port is TCP port 389", from the one
 * function normalization uses too. */
START_TEST(test_default_port)
{
    ck_assert_int_eq(lluri_default_port("ldap", 4), 389);
    ck_assert_int_eq(lluri_default_port("LDAP", 4), 389);
    ck_assert_int_eq(lluri_default_port("man", 3), LLURI_ENOPORT);
}
END_TEST

START_TEST(test_bad_kind)
{
    lluri u;
    lluri_scheme_parts p;
    size_t off = 9;
    ck_assert_int_eq(lluri_parse(&u, "man:ls", 6, LLURI_START_URI, NULL), 0);
    ck_assert_int_eq(lluri__scheme_uri7(LLURI_SCHEME_HTTP, &u, &p, &off), LLURI_EINVAL);
    ck_assert_uint_eq(off, 0);
}
END_TEST

/* Every prefix of every accepted URL that is still an RFC 3986 URI either
 * parses or fails with an offset within it. */
START_TEST(test_prefixes)
{
    const struct url_case *c = &url_cases[_i];
    size_t len = strlen(c->in);
    for (size_t n = 0; n <= len; n++) {
        char *buf = malloc(n ? n : 1);
        lluri u;
        lluri_scheme_parts p;
        size_t off = (size_t)-1;
        memcpy(buf, c->in, n);
        if (lluri_parse(&u, buf, n, LLURI_START_URI, NULL) == 0) {
            int rc = lluri__scheme_uri7(c->kind, &u, &p, &off);
            if (rc != 0)
                ck_assert_msg(off <= n, "\"%.*s\": offset %zu", (int)n, buf, off);
        }
        free(buf);
    }
}
END_TEST

/* ---- the list iterator ------------------------------------------------------ */

struct item_want {
    const char *type, *value; /* value NULL: no "=" */
    int critical;
};

static void check_list(const char *url, int field, const struct item_want *w,
                       size_t n)
{
    lluri u;
    lluri_scheme_parts p;
    lluri_ldap_iter it;
    lluri_ldap_item item;
    size_t off, i = 0;

    ck_assert_int_eq(lluri_parse(&u, url, strlen(url), LLURI_START_URI, NULL), 0);
    ck_assert_int_eq(lluri__scheme_uri7(LLURI_SCHEME_LDAP, &u, &p, &off), 0);
    lluri_ldap_list_begin(&it, &p, field);
    while (lluri_ldap_list_next(&it, &item)) {
        ck_assert_msg(i < n, "%s: more than %zu items", url, n);
        ck_assert_uint_eq(item.type.len, strlen(w[i].type));
        ck_assert(memcmp(url + item.type.off, w[i].type, item.type.len) == 0);
        ck_assert_int_eq(item.critical, w[i].critical);
        ck_assert_int_eq(item.has_value, w[i].value != NULL);
        if (w[i].value) {
            ck_assert_uint_eq(item.value.len, strlen(w[i].value));
            ck_assert(memcmp(url + item.value.off, w[i].value, item.value.len) == 0);
        }
        i++;
    }
    ck_assert_uint_eq(i, n);
}

START_TEST(test_extensions)
{
    static const struct item_want rfc[] = {
        { "e-bindname", "cn=Manager%2cdc=example%2cdc=com", 1 },
    };
    check_list("ldap:///??sub?\?!e-bindname=cn=Manager%2cdc=example%2cdc=com",
               LLURI_LDAP_EXTENSIONS, rfc, NELEM(rfc));
    static const struct item_want three[] = {
        { "a", NULL, 0 }, { "b", "", 1 }, { "1.2.3", "x=y", 0 },
    };
    check_list("ldap:///????a,!b=,1.2.3=x=y", LLURI_LDAP_EXTENSIONS, three,
               NELEM(three));
    check_list("ldap:///o=a", LLURI_LDAP_EXTENSIONS, NULL, 0);

    /* the value decodes to the DN it carries */
    const char *url = "ldap:///??sub??e-bindname=cn=Manager%2cdc=example%2cdc=com";
    lluri u;
    lluri_scheme_parts p;
    lluri_ldap_iter it;
    lluri_ldap_item item;
    size_t off;
    char out[64];
    ck_assert_int_eq(lluri_parse(&u, url, strlen(url), LLURI_START_URI, NULL), 0);
    ck_assert_int_eq(lluri__scheme_uri7(LLURI_SCHEME_LDAP, &u, &p, &off), 0);
    lluri_ldap_list_begin(&it, &p, LLURI_LDAP_EXTENSIONS);
    ck_assert_int_eq(lluri_ldap_list_next(&it, &item), 1);
    ck_assert_int_eq(item.critical, 0);
    ptrdiff_t n = lluri_pct_decode(url + item.value.off, item.value.len, 0, out,
                                   sizeof out, NULL);
    ck_assert_int_eq(n, 28);
    ck_assert_str_eq(out, "cn=Manager,dc=example,dc=com");
    ck_assert_int_eq(lluri_ldap_list_next(&it, &item), 0);
}
END_TEST

START_TEST(test_attributes)
{
    static const struct item_want w[] = {
        { "cn", NULL, 0 }, { "mail", NULL, 0 }, { "*", NULL, 0 },
    };
    check_list("ldap:///o=a?cn,mail,*", LLURI_LDAP_ATTRIBUTES, w, NELEM(w));
    check_list("ldap:///o=a?", LLURI_LDAP_ATTRIBUTES, NULL, 0);
    /* a field that is no list has no items */
    check_list("ldap:///o=a?cn", 2, NULL, 0);
}
END_TEST

static Suite *uri7_suite(void)
{
    Suite *s = suite_create("uri7");
    TCase *tc = tcase_create("rules");
    tcase_add_loop_test(tc, test_rule, 0, (int)NELEM(rule_cases));
    tcase_add_test(tc, test_rule_unknown);
    suite_add_tcase(s, tc);

    tc = tcase_create("urls");
    tcase_add_loop_test(tc, test_url, 0, (int)NELEM(url_cases));
    tcase_add_loop_test(tc, test_prefixes, 0, (int)NELEM(url_cases));
    tcase_add_test(tc, test_bad_kind);
    tcase_add_test(tc, test_default_port);
    suite_add_tcase(s, tc);

    tc = tcase_create("lists");
    tcase_add_test(tc, test_extensions);
    tcase_add_test(tc, test_attributes);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(uri7_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
