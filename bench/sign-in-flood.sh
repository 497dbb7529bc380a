#!/usr/bin/env bash
# Another tenant while one client signs a user in at its caps: tenant B's sign-ins, its new users'
# registrations and its food search, and the operator's login, alone and during the flood.
#   The flood: tenant A's client key sending POST /auth/login for one user, wrk -t1 -c16, against
#   the client caps left at their defaults (50 per 1 s, 500 per 10 s, 3,000 per 60 s).
#   Tenant B: one user signing in again and again (a loop of curl, one at a time, SIGN_INS of them,
#   60 by default; a user of its own, since a user holds at most 10 sign-ins and the searching
#   user's must last), REGISTRATIONS (10) new users registered one at a time, and another user
#   searching (wrk -t1 -c4, 20 s; its caps must not refuse it: run the service with the user caps
#   raised).
#   The operator: OPERATOR_LOGINS (5) logins one at a time.
# Each line gives the answers by status and the median and p99 latency of the 2xx answers.
# Usage: NUTRILAB_OPERATOR_KEY=... bench/sign-in-flood.sh [base-url], against a service started as
#   NUTRILAB_OPERATOR_KEY=... NUTRILAB_RATELIMIT_PER_SECOND=100000 NUTRILAB_RATELIMIT_PER_10_SECONDS=1000000 \
#   NUTRILAB_RATELIMIT_PER_MINUTE=6000000 ./run.sh
# After a 40 s warm-up, ROUNDS (2) rounds of: everything alone, then everything again while the
# flood runs (it starts 5 s before and ends after the last measure).
set -euo pipefail
cd "$(dirname "$0")"
base=${1:-http://127.0.0.1:8080}
key=${NUTRILAB_OPERATOR_KEY:?set NUTRILAB_OPERATOR_KEY to the operator key of the service}
rounds=${ROUNDS:-2}
sign_ins=${SIGN_INS:-60}
registrations=${REGISTRATIONS:-10}
operator_logins=${OPERATOR_LOGINS:-5}
json() { python3 -c "import sys,json; print(json.load(sys.stdin)$1)"; }
post() { curl -fsS -H 'Content-Type: application/json' "${@:3}" -d "$2" "$base$1"; }

operator=$(post /api/v1/admin/login "{\"operatorKey\":\"$key\"}" | json '["accessToken"]')
newclient() { post /api/v1/admin/clients "{\"name\":\"$1 $(date +%s%N)\"}" -H "Authorization: Bearer $operator" | json '["key"]'; }
flooder=$(newclient "flooding tenant")
victim=$(newclient "other tenant")
post /api/v1/auth/register '{"username":"flooder","password":"flooder-password"}' -H "Authorization: Bearer $flooder" >/dev/null
post /api/v1/auth/register '{"username":"searcher","password":"searcher-password"}' -H "Authorization: Bearer $victim" >/dev/null
post /api/v1/auth/register '{"username":"signer","password":"signer-password"}' -H "Authorization: Bearer $victim" >/dev/null
user=$(post /api/v1/auth/login '{"username":"searcher","password":"searcher-password"}' -H "Authorization: Bearer $victim" \
    | json '["accessToken"]')
search="$base/api/v1/foods?q=apples%20raw&pageSize=10"

flood() { CLIENT_KEY=$flooder USERNAME=flooder PASSWORD=flooder-password wrk -t1 -c16 -d"$1" -s sign-in.lua "$base"; }

# Reads "status seconds" lines: the count per status, and the median and p99 of the 2xx ones.
summary() {
    python3 -c '
import sys, collections
statuses, times = collections.Counter(), []
for line in sys.stdin:
    status, seconds = line.split()
    statuses[status] += 1
    if status.startswith("2"):
        times.append(float(seconds) * 1000)
times.sort()
pick = lambda q: times[min(len(times) - 1, int(q * len(times)))] if times else float("nan")
print(", ".join(f"{s}: {n}" for s, n in sorted(statuses.items())) + f"; 2xx median {pick(0.5):.0f} ms, p99 {pick(0.99):.0f} ms")'
}
timed() { curl -s -o /dev/null -w '%{http_code} %{time_total}\n' -H 'Content-Type: application/json' "$@"; }
sign_in_b() {
    for _ in $(seq "$sign_ins"); do
        timed -H "Authorization: Bearer $victim" -d '{"username":"signer","password":"signer-password"}' "$base/api/v1/auth/login"
    done | summary
}
register_b() {
    for i in $(seq "$registrations"); do
        timed -H "Authorization: Bearer $victim" -d "{\"username\":\"new-$1-$i\",\"password\":\"new-user-password\"}" \
            "$base/api/v1/auth/register"
    done | summary
}
operator_login() {
    for _ in $(seq "$operator_logins"); do
        timed -d "{\"operatorKey\":\"$key\"}" "$base/api/v1/admin/login"
    done | summary
}
search_b() {
    wrk -t1 -c4 -d20s --latency -H "Authorization: Bearer $user" "$search" |
        awk '/Requests\/sec/ {rps=$2} /^ +50%/ {p50=$2} /^ +99%/ {p99=$2} /Non-2xx/ {bad=$NF}
             END {print rps " req/s, p50 " p50 ", p99 " p99 (bad ? ", " bad " not 2xx" : "")}'
}
measure() {
    echo "round $1, $2: tenant B signs in:      $(sign_in_b)"
    echo "round $1, $2: tenant B registers:     $(register_b "$1-${2// /-}")"
    echo "round $1, $2: operator logs in:       $(operator_login)"
    echo "round $1, $2: tenant B searches:      $(search_b)"
}

echo "== warm-up (40 s: the search, and the flood for its last 15 s)"
wrk -t1 -c4 -d40s -H "Authorization: Bearer $user" "$search" >/dev/null &
sleep 25
flood 15s >/dev/null
wait

for round in $(seq "$rounds"); do
    measure "$round" "alone"
    # wrk prints its figures when interrupted: the flood ends when the measures do.
    CLIENT_KEY=$flooder USERNAME=flooder PASSWORD=flooder-password wrk -t1 -c16 -d600s -s sign-in.lua "$base" \
        >/tmp/sign-in-flood.$$ &
    flooding=$!
    sleep 5
    measure "$round" "during the flood"
    kill -INT "$flooding"
    wait "$flooding" || true
    echo "round $round: flood: $(grep -E 'Requests/sec|by status' /tmp/sign-in-flood.$$ | tr -s ' ' | paste -sd ';')"
    rm -f /tmp/sign-in-flood.$$
    sleep 5
done
