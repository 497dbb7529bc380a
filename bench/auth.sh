#!/usr/bin/env bash
# Auth benchmarks against a running service (./run.sh), with wrk on loopback:
#   1. login latency: the cost of the PBKDF2 password hash (median and p90 of 30 sign-ins);
#   2. the per-request cost of token verification and the access-control filter: GET /api/v1
#      (public) with no token, with an operator token (MicroProfile JWT verification, no cluster
#      look-up) and with a user access token (verification plus the filter's three cluster-cache
#      look-ups: client enabled, token and sign-in not revoked).
# Usage: NUTRILAB_OPERATOR_KEY=... bench/auth.sh [base-url]   (the service must use that key)
# Each wrk run is 30 s after a 60 s warm-up; the three cases alternate over 3 rounds.
set -euo pipefail
base=${1:-http://127.0.0.1:8080}
key=${NUTRILAB_OPERATOR_KEY:?set NUTRILAB_OPERATOR_KEY to the operator key of the service}
json() { python3 -c "import sys,json; print(json.load(sys.stdin)$1)"; }
post() { curl -fsS -H 'Content-Type: application/json' "${@:3}" -d "$2" "$base$1"; }

operator=$(post /api/v1/admin/login "{\"operatorKey\":\"$key\"}" | json '["accessToken"]')
client=$(post /api/v1/admin/clients "{\"name\":\"bench $(date +%s%N)\"}" -H "Authorization: Bearer $operator" | json '["key"]')
post /api/v1/auth/register '{"username":"bench-user","password":"bench-password"}' -H "Authorization: Bearer $client" >/dev/null
login() { post /api/v1/auth/login '{"username":"bench-user","password":"bench-password"}' -H "Authorization: Bearer $client"; }
user=$(login | json '["accessToken"]')

echo "== login latency (30 sign-ins)"
for i in $(seq 30); do
    curl -s -o /dev/null -w '%{time_total}\n' -H 'Content-Type: application/json' -H "Authorization: Bearer $client" \
        -d '{"username":"bench-user","password":"bench-password"}' "$base/api/v1/auth/login"
done | sort -n | awk '{a[NR]=$1} END {printf "median %.0f ms, p90 %.0f ms\n", a[int(NR/2)+1]*1000, a[int(NR*0.9)]*1000}'

echo "== warm-up (60 s)"
wrk -t2 -c32 -d60s -H "Authorization: Bearer $user" "$base/api/v1" >/dev/null

run() { wrk -t2 -c32 -d30s --latency "$@" "$base/api/v1" | awk '/Requests\/sec/ {rps=$2} /^ +50%/ {p50=$2} /^ +99%/ {p99=$2} END {print rps " req/s, p50 " p50 ", p99 " p99}'; }
for round in 1 2 3; do
    echo "round $round: no token:       $(run)"
    echo "round $round: operator token: $(run -H "Authorization: Bearer $operator")"
    echo "round $round: user token:     $(run -H "Authorization: Bearer $user")"
done
