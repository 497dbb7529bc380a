#!/usr/bin/env bash
# Food search benchmarks. Usage: bench/foods.sh [ROUNDS (default 5)]
#
# 1. Over HTTP, wrk on loopback, 32 connections, one user, the caps raised: GET /api/v1/foods?q=...
#    (twelve typical queries in turn, bench/foods.lua) against the bare GET /api/v1 of the same
#    server with the same token, so that both pay the same authentication, its requests made by
#    the same wrk script (TARGET=/api/v1), so that both cost the load generator the same. One start,
#    two minutes of warm-up (both endpoints in turn: the JIT kept speeding both up after one minute),
#    then ROUNDS alternating 30 s runs of each; medians, and the median of each round's ratio (a round's
#    two runs are neighbours in time, so their ratio suffers least from the machine's drift).
# 2. The Lucene query time alone, in process (FoodSearchTimer: 60 s warm-up, 30 s measured).
#
# The rate limiter is off by default here (NUTRILAB_RATELIMIT_ENABLED=true to keep it): one user
# sending hundreds of requests a second with raised caps makes its exact log of the last
# minute's requests thousands of entries long, which the limiter rewrites on every request and
# which then dominates both endpoints (docs/rate-limits.md). Its own cost is bench/ratelimit.sh's.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-5}
work=$(mktemp -d)
trap 'kill $pid 2>/dev/null; wait 2>/dev/null; rm -rf "$work"; true' EXIT

source bench/lib.sh
export NUTRILAB_OPERATOR_KEY=bench-operator-key
export NUTRILAB_RATELIMIT_ENABLED=${NUTRILAB_RATELIMIT_ENABLED:-false}
export NUTRILAB_RATELIMIT_PER_SECOND=100000 NUTRILAB_RATELIMIT_PER_10_SECONDS=1000000 NUTRILAB_RATELIMIT_PER_MINUTE=6000000
start=$(date +%s%N)
start_service 18090
echo "first start with the SR24 load, command to ready: $(( ($(date +%s%N) - start) / 1000000 )) ms"
grep -o 'Loaded [0-9]* USDA SR24 foods in [0-9]* ms' "$work/run.log" || true
grep -o 'Food index: [0-9]* foods in [0-9]* ms' "$work/run.log" || true

bench_user
export TOKEN=$(login)

run() { wrk -t2 -c32 -d"$1"s --latency "${@:2}" | awk '/Requests\/sec/ {rps=$2} /^ +50%/ {p50=$2} /^ +99%/ {p99=$2} END {print rps, p50, p99}'; }
for target in /api/v1/foods /api/v1 /api/v1/foods /api/v1; do
    (export TARGET=$target; run 30 -s bench/foods.lua "$base" > /dev/null)
done
search=() bare=() ratios=()
for round in $(seq "$rounds"); do
    s=$(export TARGET=/api/v1/foods; run 30 -s bench/foods.lua "$base"); search+=("${s%% *}")
    b=$(export TARGET=/api/v1; run 30 -s bench/foods.lua "$base"); bare+=("${b%% *}")
    ratios+=("$(python3 -c "print(round(${s%% *}/${b%% *}, 3))")")
    echo "round $round: search $s | bare $b   (req/s p50 p99), ratio ${ratios[-1]}"
done
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
ms=$(median "${search[@]}"); mb=$(median "${bare[@]}")
echo "median search $ms req/s, bare $mb req/s; median of the rounds' ratios $(median "${ratios[@]}")"
kill $pid; wait $pid 2>/dev/null || true

echo "== Lucene alone"
./mvnw -q -pl ejb-module -am -DskipTests install > /dev/null
./mvnw -q -pl ejb-module org.codehaus.mojo:exec-maven-plugin:3.5.0:java -Dexec.classpathScope=test \
    -Dexec.mainClass=com.nutrilab.food.FoodSearchTimer -Dexec.args="60 30"
