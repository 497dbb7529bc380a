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

export NUTRILAB_OPERATOR_KEY=bench-operator-key NUTRILAB_DATA_DIR=$work/data NUTRILAB_RATELIMIT_ENABLED=false
base=http://127.0.0.1:18092
PORT=18092 ./run.sh > "$work/run.log" 2>&1 &
pid=$!
for _ in $(seq 300); do curl -fs $base/health/ready 2>/dev/null | grep -q '"UP"' && break; sleep 1; done
json() { python3 -c "import sys,json; print(json.load(sys.stdin)$1)"; }
post() { curl -fsS -H 'Content-Type: application/json' "${@:3}" -d "$2" "$base$1"; }
operator=$(post /api/v1/admin/login "{\"operatorKey\":\"$NUTRILAB_OPERATOR_KEY\"}" | json '["accessToken"]')
client=$(post /api/v1/admin/clients '{"name":"bench"}' -H "Authorization: Bearer $operator" | json '["key"]')
post /api/v1/auth/register '{"username":"bench","password":"bench-password"}' -H "Authorization: Bearer $client" >/dev/null
token=$(post /api/v1/auth/login '{"username":"bench","password":"bench-password"}' -H "Authorization: Bearer $client" | json '["accessToken"]')
auth="Authorization: Bearer $token"

samples=ejb-module/src/test/resources/lab-samples
cp $samples/sample-01-us-reference-lab.pdf "$work/again.pdf" && printf '\n%% another copy\n' >> "$work/again.pdf"
for file in $samples/sample-0[1-9]-*.{pdf,png,jpg} "$work/again.pdf"; do
    curl -fsS -H "$auth" -F "file=@$file" $base/api/v1/labs/upload > /dev/null
done
curl -fsS -X PUT -H "$auth" -H 'Content-Type: application/json' -d '{"diet":"vegetarian","exclude":["nuts"]}' \
    $base/api/v1/profile > /dev/null
for _ in $(seq 120); do
    waiting=$(curl -fsS -H "$auth" "$base/api/v1/labs?status=PROCESSING" | json '["totalItems"]')
    [[ $waiting == 0 ]] && break
    sleep 1
done
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
