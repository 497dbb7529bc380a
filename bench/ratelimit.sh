#!/usr/bin/env bash
# Rate limiter benchmarks, wrk on loopback. Usage: bench/ratelimit.sh [ROUNDS (default 2)]
#
# 1. One node: requests/s of an authenticated GET /api/v1 with the limiter on and off, as 1,000
#    users in turn (bench/ratelimit.lua), the caps raised so that nothing is refused. On and off
#    alternate for ROUNDS rounds, each a fresh start, 60 s of warm-up, then 30 s measured.
# 2. The limiter's decision time, p50 and p99, from the service's own timer (/metrics) after
#    each "on" run.
# 3. Two nodes (config/cluster, Derby Network Server): the same load on node 1; decision time on
#    node 1, whose keys are owned half by itself and half by node 2.
#
# Password hashing is made cheap (1,024 iterations, the least Jakarta Security accepts) so that 1,000 users can be set up quickly.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-2}
work=$(mktemp -d)
pids=()
trap 'kill "${pids[@]}" 2>/dev/null; wait 2>/dev/null; rm -rf "$work"' EXIT

export NUTRILAB_OPERATOR_KEY=bench-operator-key
export NUTRILAB_AUTH_PASSWORD_ITERATIONS=1024
export NUTRILAB_AUTH_ACCESS_TOKEN_SECONDS=7200
export NUTRILAB_RATELIMIT_PER_SECOND=100000
export NUTRILAB_RATELIMIT_PER_10_SECONDS=1000000
export NUTRILAB_RATELIMIT_PER_MINUTE=6000000
export NUTRILAB_DATA_DIR=$work/data
export TOKENS=$work/tokens

json() { python3 -c "import sys,json; print(json.load(sys.stdin)$1)"; }
post() { curl -fsS -H 'Content-Type: application/json' "${@:3}" -d "$2" "$base$1"; }
wait_ready() { # $1 = base URL, $2 = log file
    for _ in $(seq 240); do
        curl -fs "$1/health/ready" 2>/dev/null | grep -q '"UP"' && return 0
        sleep 1
    done
    echo "not ready after 240 s: $1" >&2; grep -E 'SEVERE|Caused by' "$2" | head -5 >&2; exit 1
}

start_single() { # $1 = true|false (limiter enabled)
    NUTRILAB_RATELIMIT_ENABLED=$1 PORT=18080 ./run.sh > "$work/single.log" 2>&1 &
    pids+=($!)
    base=http://127.0.0.1:18080
    wait_ready $base "$work/single.log"
}
stop_last() { kill "${pids[-1]}"; wait "${pids[-1]}" 2>/dev/null || true; unset 'pids[-1]'; }

make_users() {
    local operator client
    operator=$(post /api/v1/admin/login "{\"operatorKey\":\"$NUTRILAB_OPERATOR_KEY\"}" | json '["accessToken"]')
    client=$(post /api/v1/admin/clients "{\"name\":\"bench $(date +%s%N)\"}" -H "Authorization: Bearer $operator" | json '["key"]')
    : > "$TOKENS"
    for i in $(seq 1000); do
        post /api/v1/auth/register "{\"username\":\"user$i\",\"password\":\"password-$i\"}" -H "Authorization: Bearer $client" >/dev/null
        post /api/v1/auth/login "{\"username\":\"user$i\",\"password\":\"password-$i\"}" -H "Authorization: Bearer $client" \
            | json '["accessToken"]' >> "$TOKENS"
    done
}

load() { # $1 = seconds; prints req/s, p50, p99
    wrk -t2 -c32 -d"$1"s --latency -s bench/ratelimit.lua "$base/api/v1" \
        | awk '/Requests\/sec/ {rps=$2} /^ +50%/ {p50=$2} /^ +99%/ {p99=$2} /Non-2xx/ {bad=$NF} END {print rps " req/s, p50 " p50 ", p99 " p99 (bad ? ", non-2xx " bad : "")}'
}

decision_times() { # the service's own timer: p50 and p99 of one decision
    curl -fs "$base/metrics" | python3 -c '
import re, sys
text = sys.stdin.read()
q = {m.group(1): float(m.group(2)) for m in re.finditer(
    r"^nutrilab_ratelimit_decision_seconds\{[^}]*quantile=\"([0-9.]+)\"[^}]*\} (\S+)$", text, re.M)}
if not q:
    print("no decision timer quantiles in /metrics")
else:
    # Payara 6.2025.10 exports this timer in nanoseconds under a _seconds name; read it as such.
    scale = 1e-6 if q.get("0.5", 0) > 1 else 1e3
    print("decision p50 %.3f ms, p99 %.3f ms" % (q.get("0.5", float("nan")) * scale, q.get("0.99", float("nan")) * scale))'
}

echo "== one node"
start_single true
make_users
stop_last
for round in $(seq "$rounds"); do
    for enabled in true false; do
        start_single $enabled
        load 60 > /dev/null
        echo "round $round, limiter $( [[ $enabled == true ]] && echo on || echo off): $(load 30)"
        [[ $enabled == true ]] && echo "    $(decision_times)"
        stop_last
    done
done

echo "== two nodes"
NUTRILAB_DB_PORT=15271 NUTRILAB_DERBY_HOME=$work/derby config/cluster/start-derby.sh > "$work/derby.log" 2>&1 &
pids+=($!)
sleep 5
for index in 0 1; do
    NUTRILAB_DB_PORT=15271 NUTRILAB_SKIP_BUILD=1 PORT=$((18180 + index)) NUTRILAB_CLUSTER_NAME=nutrilab-bench \
        NUTRILAB_CLUSTER_MEMBERS=127.0.0.1:6920,127.0.0.1:6921 JAVA_OPTS=-Xmx768m \
        config/cluster/start-node.sh $index > "$work/node-$index.log" 2>&1 &
    pids+=($!)
    wait_ready http://127.0.0.1:$((18180 + index)) "$work/node-$index.log"
done
base=http://127.0.0.1:18180
make_users
load 60 > /dev/null
echo "node 1 of 2, limiter on: $(load 30)"
echo "    $(decision_times)"
