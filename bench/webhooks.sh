#!/usr/bin/env bash
# Webhook benchmarks on one node (embedded Derby), with a local receiver that answers at once
# (bench/WebhookBenchReceiver.java). Usage: bench/webhooks.sh [REPORTS (default 200)]
#
# 1. Latency from a report's outcome to the receiver (p50, p99): REPORTS uploads of a small text
#    PDF, one every 100 ms, each read and its lab.completed event delivered as it comes; after a
#    warm-up of 100.
# 2. Deliveries per second one node sustains: ten endpoints are paused while REPORTS reports are
#    read (ten deliveries each wait in the outbox), then resumed; the receiver counts the arrivals
#    from the first to the last. A warm-up round of 50 reports first.
# Take the build lock around it on a shared machine: flock /tmp/nutrilab-build.lock bench/webhooks.sh
set -euo pipefail
cd "$(dirname "$0")/.."
reports=${1:-200}
work=$(mktemp -d)
trap 'kill $pid $receiver 2>/dev/null; wait 2>/dev/null; rm -rf "$work"; true' EXIT
pid=
receiver=

export NUTRILAB_OPERATOR_KEY=bench-operator-key NUTRILAB_DATA_DIR=$work/data NUTRILAB_RATELIMIT_ENABLED=false
export NUTRILAB_WEBHOOKS_ALLOW_HTTP=true NUTRILAB_WEBHOOKS_ALLOW_PRIVATE_TARGETS=true
base=http://127.0.0.1:18094
hooks=http://127.0.0.1:18095
PORT=18094 ./run.sh > "$work/run.log" 2>&1 &
pid=$!
java bench/WebhookBenchReceiver.java 18095 > "$work/receiver.log" 2>&1 &
receiver=$!
for _ in $(seq 300); do curl -fs $base/health/ready 2>/dev/null | grep -q '"UP"' && break; sleep 1; done

json() { python3 -c "import sys,json; print(json.load(sys.stdin)$1)"; }
post() { curl -fsS -H 'Content-Type: application/json' "${@:3}" -d "$2" "$base$1"; }
operator=$(post /api/v1/admin/login "{\"operatorKey\":\"$NUTRILAB_OPERATOR_KEY\"}" | json '["accessToken"]')
client=$(post /api/v1/admin/clients '{"name":"bench"}' -H "Authorization: Bearer $operator" | json '["key"]')
post /api/v1/auth/register '{"username":"bench","password":"bench-password"}' -H "Authorization: Bearer $client" >/dev/null
token() { post /api/v1/auth/login '{"username":"bench","password":"bench-password"}' -H "Authorization: Bearer $client" | json '["accessToken"]'; }
endpoint() { post /api/v1/webhooks "{\"url\":\"$hooks/hook$1\",\"disabled\":$2}" -H "Authorization: Bearer $client" | json '["id"]'; }
pause() { curl -fsS -X PATCH -H 'Content-Type: application/json' -H "Authorization: Bearer $client" \
    -d "{\"disabled\":$2}" "$base/api/v1/webhooks/$1" > /dev/null; }
pdf=ejb-module/src/test/resources/lab-samples/sample-02-us-hospital.pdf
copy=0
upload() { # N uploads, one every $2 s, each a file of its own
    local token; token=$(token)
    for _ in $(seq "$1"); do
        copy=$((copy + 1))
        { cat "$pdf"; printf '\n%% copy %d\n' "$copy"; } | curl -fsS -o /dev/null -H "Authorization: Bearer $token" \
            -H 'Content-Type: application/pdf' --data-binary @- "$base/api/v1/labs/upload"
        sleep "$2"
    done
}
stats() { curl -fsS "$hooks/stats"; }
count() { stats | sed -E 's/^count=([0-9]+).*/\1/'; }
await() { # until the receiver has $1 arrivals
    for _ in $(seq 600); do [[ $(count) -ge $1 ]] && return; sleep 0.5; done
    echo "only $(count) of $1 webhooks arrived" >&2; exit 1
}

echo "== Latency from outcome to receiver ($reports reports, one every 100 ms)"
ids=("$(endpoint 0 false)")
upload 100 0.1; await 100; curl -fsS "$hooks/reset" > /dev/null
upload "$reports" 0.1; await "$reports"
stats

echo "== Deliveries per second (10 endpoints paused while reports are read, then resumed)"
pause "${ids[0]}" true
for n in $(seq 9); do ids+=("$(endpoint "$n" true)"); done
for round in warm-up measured; do
    n=$([[ $round == warm-up ]] && echo 50 || echo "$reports")
    upload "$n" 0.02
    waiting=1
    while [[ $waiting != 0 ]]; do
        sleep 1
        waiting=$(curl -fsS -H "Authorization: Bearer $(token)" "$base/api/v1/labs?status=PROCESSING&pageSize=1" | json '["totalItems"]')
    done
    curl -fsS "$hooks/reset" > /dev/null
    for id in "${ids[@]}"; do pause "$id" false; done
    await $((n * 10))
    result=$(stats)
    echo "$round: $result"
    python3 -c "import re,sys; m=re.search(r'count=(\d+).*spanMs=(\d+)', sys.argv[1]); \
print('  %.0f deliveries/s (latencies here include the pause)' % (int(m[1]) * 1000 / max(1, int(m[2]))))" "$result"
    for id in "${ids[@]}"; do pause "$id" true; done
done
