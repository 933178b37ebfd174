#!/usr/bin/env python3
"""Durability under kill -9: concurrent campaign writes, a hard kill mid-flight, then a check.

Two steps, run by scripts/test.d/crash.sh around a restart of the server:

  crash_writes.py write  --url URL --pid PID --acked FILE [--count 1000] [--threads 48] [--kill-after 300]
      POSTs COUNT campaigns with distinct ids from THREADS threads (one keep-alive connection
      each) and writes the id of every 2xx answer to FILE. When KILL_AFTER writes have been
      acknowledged, it sends SIGKILL to PID while the other threads' writes are in flight.
      Requests that fail because the server is gone are expected and not acknowledged; any HTTP
      answer other than 2xx before the kill is a failure.

  crash_writes.py verify --url URL --db FILE --acked FILE
      On the restarted server: PRAGMA integrity_check on the database file is "ok", and every
      acknowledged id is in the database and answers GET /api/campaigns/{id} with 200, the name
      it was written with and version 1.

Every request carries `Authorization: Bearer $VITRINE_ADMIN_TOKEN` (when the variable is set).
Standard library only.
"""

import argparse
import concurrent.futures
import http.client
import json
import os
import signal
import sqlite3
import sys
import threading
import time
import urllib.parse

TAG = "crash-test"


def headers(extra=None):
    result = {"Accept": "application/json"}
    token = os.environ.get("VITRINE_ADMIN_TOKEN")
    if token:
        result["Authorization"] = f"Bearer {token}"
    result.update(extra or {})
    return result


def campaign_id(index):
    return f"crash-{index:04d}"


def campaign_name(index):
    return f"Crash write {index:04d}"


def envelope(index):
    return {
        "id": campaign_id(index),
        "name": campaign_name(index),
        "status": "draft",
        "tags": [TAG],
        "data": {"type": "SLIDEUP", "message": f"Written before the kill, number {index}", "extras": {"n": str(index)}},
    }


def connect(url):
    return http.client.HTTPConnection(url.hostname, url.port or 80, timeout=30)


def write(args):
    url = urllib.parse.urlparse(args.url)
    ids = iter(range(args.count))
    ids_lock = threading.Lock()
    state_lock = threading.Lock()
    acked = []
    failures = []  # connection-level failures (expected after the kill)
    http_errors = []  # HTTP answers other than 2xx (never expected)
    killed_at = {}
    in_flight = [0]  # requests sent (or being sent) and not yet answered

    def next_index():
        with ids_lock:
            return next(ids, None)

    def kill_now():
        # Called with state_lock held, exactly once.
        killed_at["acked"] = len(acked)
        killed_at["in_flight"] = in_flight[0]
        os.kill(args.pid, signal.SIGKILL)

    def worker():
        connection = None
        while True:
            index = next_index()
            if index is None:
                break
            body = json.dumps(envelope(index)).encode()
            with state_lock:
                in_flight[0] += 1
            try:
                if connection is None:
                    connection = connect(url)
                connection.request("POST", "/api/campaigns", body=body, headers=headers({"Content-Type": "application/json"}))
                response = connection.getresponse()
                data = response.read()
            except (OSError, http.client.HTTPException) as error:
                with state_lock:
                    in_flight[0] -= 1
                    failures.append((campaign_id(index), type(error).__name__))
                if connection is not None:
                    connection.close()
                connection = None
                continue
            with state_lock:
                in_flight[0] -= 1
                if 200 <= response.status < 300:
                    acked.append(campaign_id(index))
                    if len(acked) == args.kill_after and "acked" not in killed_at:
                        kill_now()
                else:
                    http_errors.append((campaign_id(index), response.status, data[:300]))
        if connection is not None:
            connection.close()

    began = time.monotonic()
    threads = [threading.Thread(target=worker, name=f"writer-{n}") for n in range(args.threads)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.monotonic() - began

    with open(args.acked, "w") as handle:
        handle.writelines(f"{id}\n" for id in acked)

    killed = "acked" in killed_at
    after_kill = len(acked) - killed_at.get("acked", len(acked))
    print(
        f"crash writes: {args.count} sent from {args.threads} threads in {elapsed:.1f} s; "
        f"acked {len(acked)} ({after_kill} answers read after the kill), failed {len(failures)}, "
        f"HTTP errors {len(http_errors)}; "
        + (f"kill -9 after {killed_at['acked']} acks, {killed_at['in_flight']} other writes in flight" if killed else "kill -9 never sent")
    )
    ok = True
    if http_errors:
        ok = False
        print("writes answered with an error status before the kill:", file=sys.stderr)
        for id, status, data in http_errors[:10]:
            print(f"  {id}: {status} {data!r}", file=sys.stderr)
    if not killed:
        ok = False
        print(f"the server was never killed: only {len(acked)} writes were acknowledged", file=sys.stderr)
    if len(acked) < args.minimum:
        ok = False
        print(f"only {len(acked)} writes were acknowledged (at least {args.minimum} needed for the test to mean anything)", file=sys.stderr)
    if killed and not failures:
        ok = False
        print("no write failed although the server was killed mid-run: the kill came too late to test anything", file=sys.stderr)
    return 0 if ok else 1


def verify(args):
    url = urllib.parse.urlparse(args.url)
    with open(args.acked) as handle:
        acked = [line.strip() for line in handle if line.strip()]

    problems = []
    # The database file itself: SQLite's own consistency check, then the rows.
    database = sqlite3.connect(f"file:{args.db}?mode=ro", uri=True, timeout=30)
    try:
        integrity = [row[0] for row in database.execute("PRAGMA integrity_check")]
        stored = dict(database.execute("SELECT id, version FROM campaign WHERE id LIKE 'crash-%'"))
        revisions = {row[0] for row in database.execute("SELECT campaignId FROM campaignRevision WHERE campaignId LIKE 'crash-%'")}
    finally:
        database.close()
    if integrity != ["ok"]:
        problems.append(f"PRAGMA integrity_check: {integrity[:10]}")
    missing_rows = [id for id in acked if id not in stored]
    if missing_rows:
        problems.append(f"{len(missing_rows)} acknowledged ids are not in the campaign table: {missing_rows[:10]}")
    missing_revisions = [id for id in acked if id not in revisions]
    if missing_revisions:
        problems.append(f"{len(missing_revisions)} acknowledged ids have no revision: {missing_revisions[:10]}")

    # The restarted server: every acknowledged campaign is served as written.
    chunks = [acked[n::8] for n in range(8)]

    def fetch(ids):
        connection = connect(url)
        bad = []
        try:
            for id in ids:
                connection.request("GET", f"/api/campaigns/{id}", headers=headers())
                response = connection.getresponse()
                data = response.read()
                if response.status != 200:
                    bad.append(f"{id}: GET answered {response.status} {data[:200]!r}")
                    continue
                campaign = json.loads(data)
                index = int(id.split("-")[1])
                if campaign.get("name") != campaign_name(index) or campaign.get("version") != 1:
                    bad.append(f"{id}: served name {campaign.get('name')!r}, version {campaign.get('version')!r}")
        finally:
            connection.close()
        return bad

    with concurrent.futures.ThreadPoolExecutor(max_workers=len(chunks)) as pool:
        for bad in pool.map(fetch, chunks):
            problems.extend(bad[:10])

    unacked_but_stored = len(set(stored) - set(acked))
    print(
        f"crash verify: integrity_check {'ok' if integrity == ['ok'] else 'FAILED'}, "
        f"{len(acked)} acked ids checked in the database and over HTTP: {len(acked) - len(missing_rows)} stored; "
        f"{unacked_but_stored} unacknowledged writes were committed too"
    )
    for problem in problems:
        print(f"  {problem}", file=sys.stderr)
    return 1 if problems else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    steps = parser.add_subparsers(dest="step", required=True)
    writing = steps.add_parser("write")
    writing.add_argument("--url", required=True)
    writing.add_argument("--pid", type=int, required=True)
    writing.add_argument("--acked", required=True)
    writing.add_argument("--count", type=int, default=1000)
    writing.add_argument("--threads", type=int, default=48)
    writing.add_argument("--kill-after", type=int, default=300)
    writing.add_argument("--minimum", type=int, default=100)
    checking = steps.add_parser("verify")
    checking.add_argument("--url", required=True)
    checking.add_argument("--db", required=True)
    checking.add_argument("--acked", required=True)
    args = parser.parse_args()
    return write(args) if args.step == "write" else verify(args)


if __name__ == "__main__":
    sys.exit(main())
