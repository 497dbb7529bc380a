#!/usr/bin/env bash
# Webhook benchmarks on one node (embedded Derby, a fresh data directory under /tmp), with a local
# receiver that answers 204 at once (bench/WebhookBenchReceiver.java).
# Usage: bench/webhooks.sh [REPORTS (default 200)]; PORT (8093), RECEIVER_PORT (8094) and
# WARMUP_SECONDS (90) from the environment; KEEP_WORK=1 keeps the work directory.
#
# 0. Warm-up: a text PDF uploaded every 100 ms for WARMUP_SECONDS, each read and its event
#    delivered (the JIT needs one to three minutes, docs/benchmarks.md).
# 1. Latency from a report's outcome to the receiver (p50, p99): REPORTS uploads, one every
#    100 ms, each read and its lab.completed event delivered as it comes.
# 2. Deliveries per second one node sustains: two clients with five paused endpoints each; each
#    client's user uploads REPORTS reports (5 x 2 x REPORTS deliveries wait in the outbox), then
#    the endpoints are resumed and the receiver counts the arrivals from the first to the last.
#    A warm-up round of 50 reports per client first. Then the same with one client alone (its
#    five endpoints, REPORTS reports): one client gets at most half the node's workers.
# Take the build lock around it on a shared machine: flock /tmp/nutrilab-build.lock bench/webhooks.sh
set -euo pipefail
cd "$(dirname "$0")/.."
reports=${1:-200}
port=${PORT:-8093}
receiver_port=${RECEIVER_PORT:-8094}
warmup=${WARMUP_SECONDS:-90}
work=$(mktemp -d /tmp/nutrilab-bench-webhooks.XXXXXX)
# KEEP_WORK=1 keeps the data directory and the node's log (run.log) for a look afterwards.
trap 'kill $pid $receiver 2>/dev/null; wait 2>/dev/null; [[ ${KEEP_WORK:-0} == 1 ]] || rm -rf "$work"; true' EXIT
pid=
receiver=

export NUTRILAB_OPERATOR_KEY=bench-operator-key NUTRILAB_DATA_DIR=$work/data NUTRILAB_RATELIMIT_ENABLED=false
export NUTRILAB_WEBHOOKS_ALLOW_HTTP=true NUTRILAB_WEBHOOKS_ALLOW_PRIVATE_TARGETS=true
export JAVA_OPTS="-Djava.io.tmpdir=$work"
base=http://127.0.0.1:$port
hooks=http://127.0.0.1:$receiver_port
PORT=$port ./run.sh > "$work/run.log" 2>&1 &
pid=$!
java bench/WebhookBenchReceiver.java "$receiver_port" > "$work/receiver.log" 2>&1 &
receiver=$!
echo "work directory: $work"
for _ in $(seq 300); do curl -fs "$base/health/ready" 2>/dev/null | grep -q '"UP"' && break; sleep 1; done

json() { python3 -c "import sys,json; print(json.load(sys.stdin)$1)"; }
post() { curl -fsS -H 'Content-Type: application/json' "${@:3}" -d "$2" "$base$1"; }
operator=$(post /api/v1/admin/login "{\"operatorKey\":\"$NUTRILAB_OPERATOR_KEY\"}" | json '["accessToken"]')
declare -A key
for c in a b; do
    key[$c]=$(post /api/v1/admin/clients "{\"name\":\"bench-$c\"}" -H "Authorization: Bearer $operator" \
        | json '["key"]')
    post /api/v1/auth/register "{\"username\":\"bench-$c\",\"password\":\"bench-password\"}" \
        -H "Authorization: Bearer ${key[$c]}" > /dev/null
done
token() { # a user token of client $1
    post /api/v1/auth/login "{\"username\":\"bench-$1\",\"password\":\"bench-password\"}" \
        -H "Authorization: Bearer ${key[$1]}" | json '["accessToken"]'
}
endpoint() { # client $1, receiver path /hook$2, disabled $3
    post /api/v1/webhooks "{\"url\":\"$hooks/hook$2\",\"disabled\":$3}" -H "Authorization: Bearer ${key[$1]}" \
        | json '["id"]'
}
pause() { # client $1, endpoint $2, disabled $3
    curl -fsS -X PATCH -H 'Content-Type: application/json' -H "Authorization: Bearer ${key[$1]}" \
        -d "{\"disabled\":$3}" "$base/api/v1/webhooks/$2" > /dev/null
}
pdf=ejb-module/src/test/resources/lab-samples/sample-02-us-hospital.pdf
copy=0
upload_one() { # as token $1, a file of its own
    copy=$((copy + 1))
    { cat "$pdf"; printf '\n%% copy %d\n' "$copy"; } | curl -fsS -o /dev/null -H "Authorization: Bearer $1" \
        -H 'Content-Type: application/pdf' --data-binary @- "$base/api/v1/labs/upload"
}
upload() { # client $1: $2 uploads, one every $3 s
    local token; token=$(token "$1")
    for _ in $(seq "$2"); do upload_one "$token"; sleep "$3"; done
}
stats() { curl -fsS "$hooks/stats"; }
failures() { # failed attempts of client $1's endpoints (ids given), by error: a figure with failures is no figure
    python3 - "$base" "${key[$1]}" "${@:2}" <<'PY'
import collections, json, sys, urllib.request
base, key, endpoints = sys.argv[1], sys.argv[2], sys.argv[3:]
errors = collections.Counter()
for endpoint in endpoints:
    page = 1
    while True:
        request = urllib.request.Request(f"{base}/api/v1/webhooks/{endpoint}/deliveries?pageSize=100&page={page}",
                                         headers={"Authorization": "Bearer " + key})
        items = json.load(urllib.request.urlopen(request))["items"]
        for delivery in items:
            for attempt in delivery["attempts"]:
                if "error" in attempt:
                    errors[attempt["error"]] += 1
        if len(items) < 100:
            break
        page += 1
print("  failed attempts: %d %s" % (sum(errors.values()), dict(errors.most_common(5))))
PY
}
count() { stats | sed -E 's/^count=([0-9]+).*/\1/'; }
await() { # until the receiver has $1 arrivals
    for _ in $(seq 1200); do [[ $(count) -ge $1 ]] && return; sleep 0.5; done
    echo "only $(count) of $1 webhooks arrived" >&2; exit 1
}
processed() { # until no report of client $1 is waiting
    local token; token=$(token "$1")
    while [[ $(curl -fsS -H "Authorization: Bearer $token" "$base/api/v1/labs?status=PROCESSING&pageSize=1" \
            | json '["totalItems"]') != 0 ]]; do sleep 1; done
}

latency_endpoint=$(endpoint a 0 false)
echo "== Warm-up: an upload every 100 ms for $warmup s, each delivered"
token_a=$(token a)
sent=0
end=$((SECONDS + warmup))
while ((SECONDS < end)); do upload_one "$token_a"; sent=$((sent + 1)); sleep 0.1; done
await "$sent"
echo "warm-up: $(stats)"
curl -fsS "$hooks/reset" > /dev/null

echo "== Latency from outcome to receiver ($reports reports, one every 100 ms)"
upload a "$reports" 0.1
await "$reports"
stats
failures a "$latency_endpoint"

echo "== Deliveries per second (2 clients x 5 endpoints paused while reports are read, then resumed)"
pause a "$latency_endpoint" true
declare -a ids owners
for n in $(seq 10); do
    c=$([[ $n -le 5 ]] && echo a || echo b)
    ids+=("$(endpoint "$c" "$n" true)")
    owners+=("$c")
done
for round in warm-up measured; do
    n=$([[ $round == warm-up ]] && echo 50 || echo "$reports")
    upload a "$n" 0.02
    upload b "$n" 0.02
    processed a
    processed b
    curl -fsS "$hooks/reset" > /dev/null
    for i in "${!ids[@]}"; do pause "${owners[$i]}" "${ids[$i]}" false; done
    await $((n * 10))
    result=$(stats)
    echo "$round: $result"
    python3 -c "import re,sys; m=re.search(r'count=(\d+).*spanMs=(\d+)', sys.argv[1]); \
print('  %.0f deliveries/s (latencies here include the pause)' % (int(m[1]) * 1000 / max(1, int(m[2]))))" "$result"
    failures a "${ids[@]:0:5}"
    failures b "${ids[@]:5:5}"
    for i in "${!ids[@]}"; do pause "${owners[$i]}" "${ids[$i]}" true; done
done

echo "== Deliveries per second of one client alone (its 5 endpoints; at most half the workers)"
upload a "$reports" 0.02
processed a
curl -fsS "$hooks/reset" > /dev/null
for i in "${!ids[@]}"; do if [[ ${owners[$i]} == a ]]; then pause a "${ids[$i]}" false; fi; done
await $((reports * 5))
result=$(stats)
echo "one client: $result"
python3 -c "import re,sys; m=re.search(r'count=(\d+).*spanMs=(\d+)', sys.argv[1]); \
print('  %.0f deliveries/s' % (int(m[1]) * 1000 / max(1, int(m[2]))))" "$result"
failures a "${ids[@]:0:5}"
