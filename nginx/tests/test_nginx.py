# SPDX-License-Identifier: MIT
"""The nginx module against a real nginx on 127.0.0.1 (run by nginx.sh).

One nginx is started for the whole suite, by the suite:
``nginx -p DIR -c DIR/nginx.conf -g 'daemon off; master_process off;'``, on a
free port, with every path it writes (logs, pid, temp and cache directories)
under DIR. Its configuration holds a second server on another free port, the
upstream of the proxy_cache cases.

- cases.txt, one test per case: requests and the status, body and headers
  expected (every variable and directive of the module);
- every http(s) URL of the shipped lists replayed as request lines (the URL
  as an absolute-form target, its path and query as an origin-form one): no
  5xx, no [alert], [crit] or [emerg] in error.log, each line's
  $lluri_verdict and $lluri_flags in the access log equal to what
  ``lluri request`` says of the same line (its host-mismatch aside: the
  tool has no Host field), and each key equal byte for byte to
  ``lluri cache-key``'s;
- malformed request lines (NUL, control bytes, a 64 KiB target), each
  answered with a 4xx status, nginx still running.
"""
import json
import os
import re
import socket
import subprocess
import tempfile
import time

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
NGINX = os.environ.get("LLURI_NGINX") or "/usr/sbin/nginx"
MODULE = os.environ.get("LLURI_NGINX_MODULE", "")
CLI = os.environ.get("LLURI_CLI", "")
URL_DATA = os.environ.get("LLURI_URL_DATA", "")
QUICK = os.environ.get("LLURI_TEST_QUICK", "") not in ("", "0")
HOST = "example.test"


# ---- the cases file ---------------------------------------------------------------

def read_cases(path):
    """[(name, config, [exchange])], an exchange a dict of request, headers,
    status, body, response-header."""
    cases, case, section = [], None, None
    with open(path, encoding="utf-8") as f:
        for raw in f:
            line = raw.rstrip("\n")
            if line.startswith("=== "):
                case = {"name": line[4:], "config": [], "exchanges": []}
                cases.append(case)
                section = None
                continue
            if line.startswith("--- "):
                section = line[4:].strip()
                if section == "request":
                    case["exchanges"].append({"request": None, "headers": None, "status": None,
                                              "body": None, "response-header": []})
                elif section not in ("config", "headers", "status", "body",
                                     "response-header"):
                    raise ValueError(f"{path}: unknown section {section!r}")
                continue
            if case is None or section is None:
                if line.strip() and not line.startswith("#"):
                    raise ValueError(f"{path}: text outside a section: {line!r}")
                continue
            if section == "config":
                case["config"].append(line)
                continue
            ex = case["exchanges"][-1]
            if section == "request":
                ex["request"] = line
            elif section == "headers":
                ex["headers"] = (ex["headers"] or []) + [line]
            elif section == "status":
                if line.strip():
                    ex["status"] = int(line)
            elif section == "body":
                ex["body"] = (ex["body"] or "") + line + "\n"
            elif section == "response-header" and line.strip():
                ex["response-header"].append(line)
    for c in cases:
        for ex in c["exchanges"]:
            if ex["body"] is not None:      # the blank line before the next case
                ex["body"] = re.sub(r"\n\n+\Z", "\n", ex["body"])
    return [(c["name"], "\n".join(c["config"]), c["exchanges"]) for c in cases]


CASES = read_cases(os.path.join(HERE, "cases.txt"))


# ---- nginx ----------------------------------------------------------------------------

def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


CONF = """
load_module {module};
error_log {dir}/error.log info;
pid {dir}/nginx.pid;
events {{ worker_connections 64; }}
http {{
    client_body_temp_path {dir}/body;
    proxy_temp_path {dir}/proxy;
    fastcgi_temp_path {dir}/fastcgi;
    uwsgi_temp_path {dir}/uwsgi;
    scgi_temp_path {dir}/scgi;
    proxy_cache_path {dir}/cache levels=1 keys_zone=lluri:1m;
    large_client_header_buffers 4 128k;
    log_format lluri '$lluri_verdict|$lluri_flags|$status|$lluri_cache_key';
    access_log off;
    server {{
        listen 127.0.0.1:{upstream};
        location / {{ return 200 "upstream $request_uri\\n"; }}
    }}
    server {{
        listen 127.0.0.1:{port};
        server_name {host};
{cases}
    }}
    server {{
        listen 127.0.0.1:{replay};
        access_log {dir}/replay.log lluri;
        lluri_query_sort on;
        lluri_query_drop utm_* fbclid gclid;
        location / {{ return 200 ""; }}
    }}
}}
"""


class Nginx:
    def __init__(self):
        self.dir = tempfile.mkdtemp(prefix="lluri-nginx-")
        self.port, self.upstream, self.replay = free_port(), free_port(), free_port()
        cases = "\n".join(cfg for _, cfg, _ in CASES).replace("@UPSTREAM@", str(self.upstream))
        with open(os.path.join(self.dir, "nginx.conf"), "w") as f:
            f.write(CONF.format(module=MODULE, dir=self.dir, upstream=self.upstream,
                                port=self.port, replay=self.replay, host=HOST, cases=cases))
        # NGINX in the environment is nginx's own (sockets to inherit)
        env = {k: v for k, v in os.environ.items() if k != "NGINX"}
        if os.environ.get("LLURI_NGINX_PRELOAD"):
            env["LD_PRELOAD"] = os.environ["LLURI_NGINX_PRELOAD"]
            env["ASAN_OPTIONS"] = "detect_leaks=0"
        self.proc = subprocess.Popen(
            [NGINX, "-p", self.dir + "/", "-c", os.path.join(self.dir, "nginx.conf"),
             "-e", os.path.join(self.dir, "error.log"),
             "-g", "daemon off; master_process off;"],
            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env)
        for _ in range(200):                # up to 10 s
            if self.proc.poll() is not None:
                raise RuntimeError("nginx exited: " + self.proc.stdout.read().decode()
                                   + self.error_log())
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                socket.create_connection(("127.0.0.1", self.upstream), timeout=1).close()
                socket.create_connection(("127.0.0.1", self.replay), timeout=1).close()
                return
            except OSError:
                time.sleep(0.05)
        self.stop()
        raise RuntimeError("nginx did not listen within 10 s")

    def error_log(self):
        try:
            with open(os.path.join(self.dir, "error.log"), errors="replace") as f:
                return f.read()
        except OSError:
            return ""

    def alive(self):
        return self.proc.poll() is None

    def stop(self):
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


@pytest.fixture(scope="module")
def nginx():
    if not MODULE or not os.path.exists(MODULE):
        pytest.fail(f"no module at {MODULE!r}: make nginx-module")
    n = Nginx()
    yield n
    n.stop()
    log = n.error_log()
    bad = [l for l in log.splitlines() if re.search(r"\[(alert|crit|emerg)\]", l)]
    assert not bad, "error.log:\n" + "\n".join(bad)
    subprocess.run(["rm", "-rf", n.dir], check=False)


# ---- HTTP/1.1 on a socket ---------------------------------------------------------------

def read_response(f):
    """(status, {header: value}, body) of one response from the file f, or
    None when the connection closed before one."""
    line = f.readline()
    if not line:
        return None
    status = int(line.split()[1])
    headers = {}
    while True:
        h = f.readline()
        if h in (b"\r\n", b"\n", b""):
            break
        name, _, value = h.decode("latin-1").partition(":")
        headers[name.strip().lower()] = value.strip()
    if "content-length" in headers:
        body = f.read(int(headers["content-length"]))
    elif headers.get("transfer-encoding", "").lower() == "chunked":
        body = b""
        while True:
            size = int(f.readline().split(b";")[0], 16)
            if size == 0:
                f.readline()
                break
            body += f.read(size)
            f.readline()
    else:
        body = f.read()
    return status, headers, body


def exchange(port, request_line, headers=None):
    """One request on its own connection: (status, headers, body)."""
    if isinstance(request_line, str):
        request_line = request_line.encode("latin-1")
    hs = headers if headers is not None else ["Host: " + HOST]
    raw = request_line + b"\r\n" + "".join(h + "\r\n" for h in hs).encode("latin-1") \
        + b"Connection: close\r\n\r\n"
    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        s.sendall(raw)
        with s.makefile("rb") as f:
            r = read_response(f)
    assert r is not None, f"no response to {request_line!r}"
    return r


# ---- the cases ---------------------------------------------------------------------------

@pytest.mark.parametrize("name,config,exchanges", CASES, ids=[c[0] for c in CASES])
def test_case(nginx, name, config, exchanges):
    for ex in exchanges:
        status, headers, body = exchange(nginx.port, ex["request"], ex["headers"])
        what = f"{name}: {ex['request']}"
        assert status == ex["status"], f"{what}: status {status}, body {body!r}"
        if ex["body"] is not None:
            assert body.decode("latin-1") == ex["body"], what
        for h in ex["response-header"]:
            k, _, v = h.partition(":")
            assert headers.get(k.strip().lower()) == v.strip(), f"{what}: {k}: {headers}"
    assert nginx.alive()


# ---- the shipped lists, replayed ------------------------------------------------------

def shipped_urls():
    if not URL_DATA or not os.path.isdir(URL_DATA):
        return None
    urls = []
    for name in sorted(os.listdir(URL_DATA)):
        if not name.endswith(".txt"):
            continue
        with open(os.path.join(URL_DATA, name), "rb") as f:
            for line in f:
                line = line.rstrip(b"\r\n")
                if line.startswith((b"http://", b"https://")):
                    urls.append(line)
    return urls[::25] if QUICK else urls


def replay(port, lines):
    """Each request line on a keep-alive connection, a new one when nginx
    closed it; the statuses in order."""
    statuses, s, f = [], None, None
    for line in lines:
        raw = line + b"\r\nHost: " + HOST.encode() + b"\r\n\r\n"
        for attempt in range(2):
            if s is None:
                s = socket.create_connection(("127.0.0.1", port), timeout=10)
                f = s.makefile("rb")
            try:
                s.sendall(raw)
                r = read_response(f)
            except OSError:
                r = None
            if r is not None:
                break
            f.close()
            s.close()
            s = None
            if attempt == 1:
                raise AssertionError(f"no response to {line[:200]!r}")
        statuses.append(r[0])
        if r[1].get("connection", "").lower() == "close":
            f.close()
            s.close()
            s = None
    if s is not None:
        f.close()
        s.close()
    return statuses


def logged_lines(path, start, want):
    """The access log's lines after offset start, once there are want of them.

    nginx writes a request's log line after it has sent the response, so the
    client can read the last response before its line is written: wait for
    it, at most 10 s."""
    for _ in range(200):
        with open(path, "rb") as f:
            f.seek(start)
            text = f.read()
        if text.count(b"\n") >= want:
            break
        time.sleep(0.05)
    return text.splitlines()


def cli_lines(args, lines):
    out = subprocess.run([CLI] + args, input=b"\n".join(lines) + b"\n",
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, check=False).stdout
    return out.splitlines()


def test_replay_shipped_lists(nginx):
    urls = shipped_urls()
    if urls is None:
        pytest.skip("no URL lists (configure --with-url-data=DIR)")
    # each URL as an absolute-form target, and its path and query as an
    # origin-form one, to the replay server (which sorts the query and drops
    # utm_*, fbclid and gclid)
    targets = []
    for u in urls:
        rest = u.split(b"://", 1)[1]
        slash = rest.find(b"/")
        targets.append(rest[slash:] if slash >= 0 else b"/")
        targets.append(u)
    lines = [b"GET " + t + b" HTTP/1.1" for t in targets]
    log = os.path.join(nginx.dir, "replay.log")
    start = os.path.getsize(log) if os.path.exists(log) else 0
    statuses = replay(nginx.replay, lines)
    assert nginx.alive(), "nginx died during the replay"
    five = [(l[:120], s) for l, s in zip(lines, statuses) if s >= 500]
    assert not five, f"5xx: {five[:10]}"
    logged = logged_lines(log, start, len(lines))
    assert len(logged) == len(lines), (len(logged), len(lines))
    # the verdict and the confusions: those of `lluri request`
    want = cli_lines(["request", "--json"], lines)
    assert len(want) == len(lines)
    # the keys: those of `lluri cache-key`, with the Host sent
    keys = cli_lines(["cache-key", "--host=" + HOST, "--query-sort", "--query-drop=utm_*",
                      "--query-drop=fbclid", "--query-drop=gclid"], targets)
    assert len(keys) == len(targets)
    keyed = 0
    for line, got, w, key in zip(lines, logged, want, keys):
        verdict, flags, status, logged_key = got.split(b"|", 3)
        j = json.loads(w)
        assert verdict.decode() == j["verdict"], line
        # (the tool has no Host field: no host-mismatch)
        assert [f for f in flags.decode().split(",") if f and f != "host-mismatch"] \
            == j["confusions"], line
        if verdict == b"ok":
            # the access log writes '"', '\\' and bytes outside 0x20 .. 0x7e as \xHH
            want_logged = re.sub(rb'["\\\x00-\x1f\x7f-\xff]',
                                 lambda m: b"\\x%02X" % m.group(0)[0], key)
            assert logged_key == want_logged, line
            keyed += 1
    assert keyed > len(lines) // 2, keyed


# ---- malformed request lines ------------------------------------------------------------

MALFORMED = [
    b"GET /a\x00b HTTP/1.1",
    b"GET /a\x01b HTTP/1.1",
    b"GET /a\x7fb HTTP/1.1",
    b"GET /a\tb HTTP/1.1",
    b"GET /\x1b[2J HTTP/1.1",
    b"GET /replay/" + b"a" * (64 * 1024) + b" HTTP/1.1",
    b"GET /replay?" + b"a=1&" * (16 * 1024) + b" HTTP/1.1",
    b"GET /replay?" + b"&" * (64 * 1024) + b" HTTP/1.1",
    b"GET http://" + b"a" * (64 * 1024) + b"/ HTTP/1.1",
    b"GET \x00 HTTP/1.1",
    b"\x00\x01\x02",
    b"GET /%zz HTTP/1.1",
    b"GET /%00 HTTP/1.1",
    b"G\x00ET / HTTP/1.1",
    b"GET / HTTP/9.9",
    b"GET  /a  HTTP/1.1",
]


@pytest.mark.parametrize("line", MALFORMED, ids=range(len(MALFORMED)))
def test_malformed(nginx, line):
    status, _, _ = exchange(nginx.port, line)
    # a 4xx; nginx answers an unknown major version 505 (RFC 9110 §15.6.6)
    assert 400 <= status < 500 or (status == 505 and b"HTTP/9" in line), (line[:80], status)
    assert nginx.alive(), line[:80]
    # and it still answers
    status, _, body = exchange(nginx.port, "GET /k1/x HTTP/1.1")
    assert status == 200 and body == b"http://example.test/k1/x\n"
