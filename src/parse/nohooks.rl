%%{
# SPDX-License-Identifier: MIT
# nohooks.rl — the hooks of grammar/rfc3986.rl bound to nothing, for the
# drivers that include RFC 3986 only to recognise. Two machines, so that a
# driver takes what it does not use:
#   include rfc3986_nomarks "nohooks.rl";   component boundaries unrecorded
#   include rfc3986_noruns "nohooks.rl";    no runs (one byte at a time)
# Every driver binds zone_ok itself (whether RFC 6874 zone ids are taken).

machine rfc3986_nomarks;
action scheme_end      {}
action authority_start {}
action userinfo_end    {}
action host_end        {}
action authority_end   {}
action query_start     {}
action fragment_start  {}

machine rfc3986_noruns;
action scheme_run      {}
action path_run        {}
action query_run       {}
action fragment_run    {}
action host_run        {}
}%%
