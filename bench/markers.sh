#!/usr/bin/env bash
# Markers latency for a user with 100 completed lab reports. Usage: bench/markers.sh [SECONDS (default 30)]
#
# One start (limiter off), one user, 100 reports: the four text-PDF samples (US, US hospital, UK NHS,
# free text) in turn, each made distinct by a trailing PDF comment and uploaded with its own
# collection date, a week apart, so that every report is a point of its tests' series (about 2,000
# results). Then with wrk on loopback, after a warm-up: GET /api/v1/markers and one marker's
# history, GET /api/v1/markers/2345-7 (glucose), each on one connection (latency without
# queueing: p50, p99) and on 8 (throughput). The goal is a p99 of 50 ms or less.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
work=$(mktemp -d)
trap 'kill $pid 2>/dev/null; wait 2>/dev/null; rm -rf "$work"; true' EXIT

source bench/lib.sh
export NUTRILAB_OPERATOR_KEY=bench-operator-key NUTRILAB_RATELIMIT_ENABLED=false
start_service 18093
bench_user
auth="Authorization: Bearer $(login)"

samples=ejb-module/src/test/resources/lab-samples
pdfs=($samples/sample-01-us-reference-lab.pdf $samples/sample-02-us-hospital.pdf $samples/sample-03-uk-nhs.pdf
    $samples/sample-04-free-text.pdf)
for i in $(seq 0 99); do
    cp "${pdfs[$((i % 4))]}" "$work/report.pdf" && printf '\n%% report %d\n' "$i" >> "$work/report.pdf"
    date=$(date -u -d "2024-01-01 + $((i * 7)) days" +%F)
    curl -fsS -H "$auth" -F "file=@$work/report.pdf" -F "collectedAt=$date" $base/api/v1/labs/upload > /dev/null
done
wait_for_reports "$auth" 600
auth="Authorization: Bearer $(login)"
echo "completed reports: $(curl -fsS -H "$auth" "$base/api/v1/labs?status=COMPLETED" | json '["totalItems"]')"
curl -fsS -H "$auth" $base/api/v1/markers | python3 -c "
import sys, json; d = json.load(sys.stdin)
print('markers', len(d['items']), 'results', sum(i['count'] for i in d['items']))"
curl -fsS -H "$auth" $base/api/v1/markers/2345-7 | python3 -c "
import sys, json; d = json.load(sys.stdin); print('glucose results', len(d['results']))"

run() { wrk -t1 -c"$1" -d"$2"s --latency -H "$auth" "$base$3" |
    awk '/Requests\/sec/ {rps=$2} /^ +50%/ {p50=$2} /^ +99%/ {p99=$2} END {print rps " req/s, p50 " p50 ", p99 " p99}'; }
run 8 60 /api/v1/markers > /dev/null # warm-up
run 8 30 /api/v1/markers/2345-7 > /dev/null
for round in 1 2; do
    for path in /api/v1/markers /api/v1/markers/2345-7; do
        echo "round $round, $path, 1 connection: $(run 1 "$seconds" $path)"
        echo "round $round, $path, 8 connections: $(run 8 "$seconds" $path)"
    done
done
