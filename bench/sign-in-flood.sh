#!/usr/bin/env bash
# Another tenant's food search while one client signs a user in at its caps (issue 47 item 7):
# p50 and p99 of the search alone, then during the sign-in flood, with wrk on loopback.
#   The victim: one user of tenant B searching, wrk -t1 -c4 (its caps must not refuse it: run the
#   service with the user caps raised, see below).
#   The flood: tenant A's client key sending POST /auth/login for one user, wrk -t1 -c16, against
#   the client caps left at their defaults (50 per 1 s, 500 per 10 s, 3,000 per 60 s).
# Usage: NUTRILAB_OPERATOR_KEY=... bench/sign-in-flood.sh [base-url], against a service started as
#   NUTRILAB_OPERATOR_KEY=... NUTRILAB_RATELIMIT_PER_SECOND=100000 NUTRILAB_RATELIMIT_PER_10_SECONDS=1000000 \
#   NUTRILAB_RATELIMIT_PER_MINUTE=6000000 ./run.sh
# After a 40 s warm-up, ROUNDS (2) rounds of: the search alone for 20 s, then the search for 20 s
# while the flood runs (from 5 s before it to 5 s after).
set -euo pipefail
cd "$(dirname "$0")"
base=${1:-http://127.0.0.1:8080}
key=${NUTRILAB_OPERATOR_KEY:?set NUTRILAB_OPERATOR_KEY to the operator key of the service}
rounds=${ROUNDS:-2}
json() { python3 -c "import sys,json; print(json.load(sys.stdin)$1)"; }
post() { curl -fsS -H 'Content-Type: application/json' "${@:3}" -d "$2" "$base$1"; }

operator=$(post /api/v1/admin/login "{\"operatorKey\":\"$key\"}" | json '["accessToken"]')
newclient() { post /api/v1/admin/clients "{\"name\":\"$1 $(date +%s%N)\"}" -H "Authorization: Bearer $operator" | json '["key"]'; }
flooder=$(newclient "flooding tenant")
victim=$(newclient "searching tenant")
post /api/v1/auth/register '{"username":"flooder","password":"flooder-password"}' -H "Authorization: Bearer $flooder" >/dev/null
post /api/v1/auth/register '{"username":"searcher","password":"searcher-password"}' -H "Authorization: Bearer $victim" >/dev/null
user=$(post /api/v1/auth/login '{"username":"searcher","password":"searcher-password"}' -H "Authorization: Bearer $victim" \
    | json '["accessToken"]')
search="$base/api/v1/foods?q=apples%20raw&pageSize=10"

flood() { CLIENT_KEY=$flooder USERNAME=flooder PASSWORD=flooder-password wrk -t1 -c16 -d"$1" -s sign-in.lua "$base"; }
measure() {
    wrk -t1 -c4 -d20s --latency -H "Authorization: Bearer $user" "$search" |
        awk '/Requests\/sec/ {rps=$2} /^ +50%/ {p50=$2} /^ +99%/ {p99=$2} /Non-2xx/ {bad=$NF}
             END {print rps " req/s, p50 " p50 ", p99 " p99 (bad ? ", " bad " not 2xx" : "")}'
}

echo "== warm-up (40 s: the search, and the flood for its last 15 s)"
wrk -t1 -c4 -d40s -H "Authorization: Bearer $user" "$search" >/dev/null &
sleep 25
flood 15s >/dev/null
wait

for round in $(seq "$rounds"); do
    echo "round $round: search alone:           $(measure)"
    flood 30s >/tmp/sign-in-flood.$$ &
    sleep 5
    echo "round $round: search during the flood: $(measure)"
    wait
    echo "round $round: flood: $(grep -E 'Requests/sec|by status' /tmp/sign-in-flood.$$ | tr -s ' ' | paste -sd ';')"
    rm -f /tmp/sign-in-flood.$$
    sleep 5
done
