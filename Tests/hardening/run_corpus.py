#!/usr/bin/env python3
"""Sends the malformed-request corpus to a running server and checks every answer and the store.

  run_corpus.py --url URL --db FILE [--corpus Tests/hardening/malformed_corpus.json] [--show]

Before the corpus it creates what the entries refer to (a device session, whose id replaces
`{session}` in paths and bodies), then snapshots every stored row: the database file is opened
read-only and every table's rows are dumped ordered by all their columns (the FTS5 table itself
is left out, as its rows are the campaign table's; its shadow tables and sqlite_sequence are in).

Each entry is sent with http.client, bytes and headers exactly as written:

  {"name": "…", "method": "POST", "path": "/api/campaigns",
   "headers": {"Content-Type": "application/json"},
   "body": "text" | {"base64": "…"} | {"repeat": "a", "times": 20000000, "prefix": "", "suffix": ""}
           | {"concat": [body, body, …]},
   "expect": 400 or [400, 422],
   "message": "a substring the error message must contain" (optional),
   "chunked": true (optional: send the body with Transfer-Encoding: chunked, no Content-Length),
   "note": "why the entry is there, e.g. the cause of a known server bug it catches" (optional)}

and must be answered (no dropped connection) with an expected 4xx status and a body holding a
human-readable message: `error.message` of a JSON body, or the text of the page's error elements
(`error-message`, `error-summary`, `field-error`) of an HTML one. Nothing may be 5xx. After the
corpus the snapshot must be identical. `Authorization: Bearer $VITRINE_ADMIN_TOKEN` is added
to every request when the variable is set. --show prints every entry's answer.
"""

import argparse
import base64
import html
import http.client
import json
import os
import re
import sqlite3
import sys
import time
import urllib.parse

ERROR_ELEMENTS = re.compile(
    r'<(?P<tag>[a-z0-9]+)[^>]*class="(?:error-message|error-summary|field-error)"[^>]*>(?P<text>.*?)</(?P=tag)>', re.S
)
TAGS = re.compile(r"<[^>]+>")


def auth_headers():
    token = os.environ.get("VITRINE_ADMIN_TOKEN")
    return {"Authorization": f"Bearer {token}"} if token else {}


def body_bytes(spec, values):
    """The bytes of a body specification, with `{name}` placeholders of text filled in."""
    if spec is None:
        return None
    if isinstance(spec, str):
        return fill(spec, values).encode("utf-8")
    if "base64" in spec:
        return base64.b64decode(spec["base64"])
    if "repeat" in spec:
        return (
            fill(spec.get("prefix", ""), values).encode()
            + spec["repeat"].encode() * spec["times"]
            + fill(spec.get("suffix", ""), values).encode()
        )
    if "concat" in spec:
        return b"".join(body_bytes(part, values) for part in spec["concat"])
    raise ValueError(f"unknown body specification {spec!r}")


def fill(text, values):
    for key, value in values.items():
        text = text.replace("{" + key + "}", value)
    return text


def snapshot(db_path):
    """Every row of every table, each table sorted by all its columns.

    The FTS5 table itself is left out (its content is the campaign table's, which is compared),
    but its shadow tables (the index) are compared, and so is sqlite_sequence (AUTOINCREMENT).
    """
    connection = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True, timeout=30)
    try:
        tables = [
            name
            for name, sql in connection.execute("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name")
            if not (sql or "").upper().startswith("CREATE VIRTUAL TABLE")
            and (not name.startswith("sqlite_") or name == "sqlite_sequence")
        ]
        dump = {}
        for table in tables:
            columns = [row[1] for row in connection.execute(f'PRAGMA table_info("{table}")')]
            order = ", ".join(f'"{column}"' for column in columns)
            dump[table] = connection.execute(f'SELECT * FROM "{table}" ORDER BY {order}').fetchall()
        return dump
    finally:
        connection.close()


def describe_difference(before, after):
    lines = []
    for table in sorted(set(before) | set(after)):
        old, new = before.get(table, []), after.get(table, [])
        if old != new:
            added = [row for row in new if row not in old]
            removed = [row for row in old if row not in new]
            lines.append(f"  table {table}: {len(old)} -> {len(new)} rows; added {len(added)}, removed/changed {len(removed)}")
            for row in (added + removed)[:3]:
                lines.append(f"    {str(row)[:300]}")
    return lines


def send(url, entry, values):
    """Sends one entry; returns (status, headers, body) or raises what the connection raised."""
    method = entry["method"]
    path = fill(entry["path"], values)
    body = body_bytes(entry.get("body"), values)
    headers = dict(auth_headers())
    headers.update({key: fill(value, values) for key, value in entry.get("headers", {}).items()})
    connection = http.client.HTTPConnection(url.hostname, url.port, timeout=60)
    try:
        connection.putrequest(method, path, skip_host=False, skip_accept_encoding=True)
        chunked = entry.get("chunked", False)
        if body is not None and not chunked:
            headers.setdefault("Content-Length", str(len(body)))
        if chunked:
            headers["Transfer-Encoding"] = "chunked"
        for key, value in headers.items():
            connection.putheader(key, value)
        connection.endheaders()
        if body is not None:
            # A server may answer (413) and stop reading before the whole body is sent: keep the answer.
            try:
                step = 1 << 16
                for start in range(0, len(body), step):
                    piece = body[start:start + step]
                    connection.send(b"%x\r\n%s\r\n" % (len(piece), piece) if chunked else piece)
                if chunked:
                    connection.send(b"0\r\n\r\n")
            except (BrokenPipeError, ConnectionResetError):
                pass
        response = connection.getresponse()
        data = response.read()
        return response.status, {key.lower(): value for key, value in response.getheaders()}, data
    finally:
        connection.close()


def message_of(headers, data):
    """The human-readable message of an error answer, or None."""
    content_type = headers.get("content-type", "")
    text = data.decode("utf-8", errors="replace")
    if "json" in content_type:
        try:
            message = json.loads(text)["error"]["message"]
        except (ValueError, KeyError, TypeError):
            return None
        return message if isinstance(message, str) and message.strip() else None
    if "html" in content_type:
        pieces = [html.unescape(TAGS.sub(" ", match.group("text"))) for match in ERROR_ELEMENTS.finditer(text)]
        message = " ".join(" ".join(piece.split()) for piece in pieces).strip()
        return message or None
    return None


def check(entry, status, headers, data):
    """The problems with one answer (empty when it is as expected)."""
    expected = entry["expect"] if isinstance(entry["expect"], list) else [entry["expect"]]
    problems = []
    if status >= 500:
        problems.append(f"server error {status}")
    elif status not in expected:
        problems.append(f"status {status}, expected {'/'.join(map(str, expected))}")
    if not data:
        problems.append("empty body")
    message = message_of(headers, data)
    if message is None:
        problems.append(f"no error message in the {headers.get('content-type', 'untyped')} body")
    elif entry.get("message") and entry["message"].lower() not in message.lower():
        problems.append(f"message lacks {entry['message']!r}")
    return problems, message


def prepare(url):
    """What the entries refer to: a device session with one event. Returns the placeholder values."""
    connection = http.client.HTTPConnection(url.hostname, url.port, timeout=60)
    headers = {"Content-Type": "application/json", **auth_headers()}
    body = json.dumps({"name": "malformed corpus", "campaign_ids": ["demo-welcome"], "events": [{"at": 0, "type": "session_start"}]})
    connection.request("POST", "/api/sessions", body=body, headers=headers)
    response = connection.getresponse()
    data = response.read()
    connection.close()
    if response.status != 201:
        sys.exit(f"could not create the session the corpus refers to: {response.status} {data[:300]!r}")
    return {"session": json.loads(data)["id"]}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--url", required=True)
    parser.add_argument("--db", required=True)
    parser.add_argument("--corpus", default=os.path.join(os.path.dirname(__file__), "malformed_corpus.json"))
    parser.add_argument("--show", action="store_true", help="print every entry's answer")
    args = parser.parse_args()
    url = urllib.parse.urlparse(args.url)
    corpus = json.load(open(args.corpus))
    names = [entry["name"] for entry in corpus]
    duplicates = {name for name in names if names.count(name) > 1}
    if duplicates:
        sys.exit(f"duplicate entry names in the corpus: {sorted(duplicates)}")
    for entry in corpus:
        expected = entry["expect"] if isinstance(entry["expect"], list) else [entry["expect"]]
        if not expected or not all(400 <= status < 500 for status in expected):
            sys.exit(f"{entry['name']}: the corpus expects only 4xx answers, not {entry['expect']}")

    values = prepare(url)
    before = snapshot(args.db)
    began = time.monotonic()
    rows, failed = [], 0
    for entry in corpus:
        try:
            status, headers, data = send(url, entry, values)
        except (OSError, http.client.HTTPException) as error:
            status, message, problems = "-", "", [f"connection dropped: {type(error).__name__}: {error}"]
        else:
            problems, message = check(entry, status, headers, data)
        failed += bool(problems)
        rows.append((entry["name"], entry["method"], fill(entry["path"], values), status, message or "", problems, entry.get("note")))
    elapsed = time.monotonic() - began
    after = snapshot(args.db)
    changes = describe_difference(before, after)

    if failed or changes or args.show:
        width = max(len(row[0]) for row in rows)
        for name, method, path, status, message, problems, _ in rows:
            mark = "FAIL" if problems else "ok  "
            print(f"{mark} {name:<{width}}  {method} {path[:60]}  -> {status}  {message[:110]}")
            for problem in problems:
                print(f"       {problem}")
    if changes:
        print("the store changed:")
        print("\n".join(changes))
    if failed:
        print("failed entries:")
        for name, method, path, status, message, problems, note in rows:
            if problems:
                print(f"  {name}: {method} {path[:80]} -> {status}: {'; '.join(problems)}")
                if note:
                    print(f"    ({note})")
    if failed or changes:
        print(f"malformed corpus: {failed} of {len(corpus)} requests failed their check"
              f"{', the store changed' if changes else ', store unchanged'} ({elapsed:.1f} s)")
        return 1
    print(f"malformed corpus: {len(corpus)} requests, all 4xx with a message, store unchanged ({elapsed:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
