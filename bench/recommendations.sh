#!/usr/bin/env bash
# Recommendation latency for a user with 10 completed lab reports.
# Usage: bench/recommendations.sh [SECONDS (default 60)]
#
# One start (limiter off), one user, ten reports uploaded and read (the nine sample reports with
# results, and one of them again made distinct by a trailing PDF comment), a vegetarian profile
# excluding nuts; then GET /api/v1/recommendations with wrk on loopback: a 60 s warm-up, then
# one connection (latency without queueing: p50, p99) and 8 connections (throughput), alternated twice.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
work=$(mktemp -d)
trap 'kill $pid 2>/dev/null; wait 2>/dev/null; rm -rf "$work"; true' EXIT

source bench/lib.sh
export NUTRILAB_OPERATOR_KEY=bench-operator-key NUTRILAB_RATELIMIT_ENABLED=false
start_service 18092
bench_user
auth="Authorization: Bearer $(login)"

samples=ejb-module/src/test/resources/lab-samples
cp $samples/sample-01-us-reference-lab.pdf "$work/again.pdf" && printf '\n%% another copy\n' >> "$work/again.pdf"
for file in $samples/sample-0[1-9]-*.{pdf,png,jpg} "$work/again.pdf"; do
    curl -fsS -H "$auth" -F "file=@$file" $base/api/v1/labs/upload > /dev/null
done
curl -fsS -X PUT -H "$auth" -H 'Content-Type: application/json' -d '{"diet":"vegetarian","exclude":["nuts"]}' \
    $base/api/v1/profile > /dev/null
wait_for_reports "$auth" 120
echo "completed reports: $(curl -fsS -H "$auth" "$base/api/v1/labs?status=COMPLETED" | json '["totalItems"]')"
curl -fsS -H "$auth" "$base/api/v1/recommendations?limit=10" > "$work/example.json"
python3 -c "import json; d=json.load(open('$work/example.json')); print('markers', len(d['basis']['markers']), 'focus', [(f['nutrient'], f['direction']) for f in d['focus']])"

run() { wrk -t1 -c"$1" -d"$2"s --latency -H "$auth" "$base/api/v1/recommendations?limit=10" |
    awk '/Requests\/sec/ {rps=$2} /^ +50%/ {p50=$2} /^ +99%/ {p99=$2} END {print rps " req/s, p50 " p50 ", p99 " p99}'; }
run 8 "$seconds" > /dev/null
for round in 1 2; do
    echo "round $round, 1 connection: $(run 1 30)"
    echo "round $round, 8 connections: $(run 8 30)"
done
echo "example response: $work/example.json (kept in bench/recommendations-example.json)"
cp "$work/example.json" bench/recommendations-example.json
