#!/usr/bin/env bash
# Food search as real traffic looks: N users in turn (each under every cap), the rate limiter on at
# the default caps, GET /api/v1/foods?q=...&pageSize=10 with wrk -t2 -c32, against a bare JAX-RS
# ping WAR (bench/ping: no auth, no database) on the same Payara Micro, in the same run.
# Usage: bench/search-users.sh [ROUNDS (default 5)] [USERS (default 8000)]
#
# One node: two NutriLab nodes run side by side, one as configured and one with the verified-token
# cache off (nutrilab.auth.verified-tokens.max=0: every request verified by Payara, as before issue
# 14), plus the ping server. Each is warmed up until its JIT is quiet: 30 s runs of its load until
# the JVM spent less than JIT_QUIET (3) seconds compiling in the last one, at most WARMUP_MAX
# (600) seconds. A NutriLab node under this load was still compiling half of one core's time after
# four minutes and its throughput kept rising (95, 285, 484, 753 ... 1,168 req/s in successive
# 30 s runs), so a fixed minute measured the warm-up, not the service. Then ROUNDS rounds of
# alternating 20 s runs (ping, secured floor, search, nutrients, search without the cache);
# medians, the median of each round's ratio, and the search's p99 over the ping's in each round
# (issue 14's other goal: within 2x) with the number of rounds that met it.
# Two nodes (config/cluster, Derby Network Server, one Hazelcast cluster): the same load on both
# nodes at once (wrk -t1 -c16 each), so that every decision goes through the shared limiter; both
# warmed up until their JIT is quiet, as one node is. TWO_NODES_ONLY=1 skips the one-node part.
#
# BASELINE_WAR=path compares two builds instead: the second node runs that WAR (say, the previous
# commit's), with the token cache on like the first. SECOND_NODE=0 runs neither: the first node
# only. ONE_NODE=1 skips the two-node part.
#
# Each one-node run also reports the server's CPU time per request: its process's user and system
# time over the run (/proc/<pid>/stat) divided by the requests it answered. On a shared machine it
# moves less than requests a second, so it shows a change of a few per cent between two builds.
# And the server's young collections during the run (jstat): how many, and their mean pause, which
# is what the search's p99 is made of.
#
# Each round also loads the first node's GET /api/v1/foods/nutrients with the same users: the
# same token check, credential check, limiter, EJB hop and JSON writing as a search, but no
# Lucene and no query to check (a constant list). Its ratio to the ping is the most any
# authenticated, rate-limited endpoint of this service reaches on this platform. And it loads the
# secured floor (bench/ping/SecuredPing.java, its own server): the ping's answer behind the
# cheapest container authentication (a Jakarta Security mechanism that takes any bearer token),
# @RolesAllowed and one EJB call: the most any endpoint authenticated by the container reaches.
#
# USERS must be large enough that each user stays under 100 requests a minute: a round loads the
# search and the nutrients list for 20 s each, so with R req/s each user sends 40 R / USERS in a
# minute; any 429 is reported as non-2xx. 3,000 users were enough at 3,000 req/s, not at the
# 10,000 this machine reached on a quiet day: hence 8,000 (the warm-up's back-to-back 30 s runs
# send 60 R / USERS a minute: 8,000 users stay under the cap up to about 13,000 req/s there).
# The caps are raised only while the users are made (cheap password hashing as well), then every
# node restarts with the default caps.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-5}
users=${2:-8000}
work=$(mktemp -d)
pids=()
trap 'kill "${pids[@]}" 2>/dev/null; wait 2>/dev/null; rm -rf "$work"' EXIT

export NUTRILAB_OPERATOR_KEY=bench-operator-key NUTRILAB_AUTH_PASSWORD_ITERATIONS=1024
export NUTRILAB_AUTH_ACCESS_TOKEN_SECONDS=7200
raised=(NUTRILAB_RATELIMIT_PER_SECOND=100000 NUTRILAB_RATELIMIT_PER_10_SECONDS=1000000
    NUTRILAB_RATELIMIT_PER_MINUTE=6000000 NUTRILAB_RATELIMIT_CLIENT_PER_SECOND=100000
    NUTRILAB_RATELIMIT_CLIENT_PER_10_SECONDS=1000000 NUTRILAB_RATELIMIT_CLIENT_PER_MINUTE=6000000)

[[ -f micro/target/nutrilab.war ]] || ./mvnw -B -q -DskipTests package -pl micro -am
micro=micro/target/payara-micro.jar

wait_ready() { # $1 = base URL, $2 = log file
    for _ in $(seq 300); do
        curl -fs "$1/health/ready" 2>/dev/null | grep -q '"UP"' && return 0
        sleep 1
    done
    echo "not ready after 300 s: $1" >&2; grep -E 'SEVERE|Caused by' "$2" | head -5 >&2; exit 1
}
start_node() { # $1 = port, $2 = data dir, $3... = extra environment
    env "${@:3}" NUTRILAB_SKIP_BUILD=1 NUTRILAB_DATA_DIR="$2" PORT="$1" ./run.sh > "$work/node-$1.log" 2>&1 &
    pids+=($!)
    eval "pid_$1=$!"
    wait_ready "http://127.0.0.1:$1" "$work/node-$1.log"
}
stop_node() { # $1 = port
    local pid_var="pid_$1"
    kill "${!pid_var}"; wait "${!pid_var}" 2>/dev/null || true
}
make_users() { # $1 = base URL, $2 = tokens file: register and sign in USERS users of one client
    python3 - "$1" "$2" "$users" <<'PY'
import http.client, json, sys, urllib.parse, concurrent.futures
base, out, n = urllib.parse.urlparse(sys.argv[1]), sys.argv[2], int(sys.argv[3])
def call(conn, path, body, token=None):
    headers = {"Content-Type": "application/json"}
    if token: headers["Authorization"] = "Bearer " + token
    conn.request("POST", path, json.dumps(body), headers)
    response = conn.getresponse(); data = response.read()
    if response.status != 200: sys.exit(f"{path}: {response.status} {data[:200]}")
    return json.loads(data)
conn = http.client.HTTPConnection(base.hostname, base.port)
operator = call(conn, "/api/v1/admin/login", {"operatorKey": "bench-operator-key"})["accessToken"]
key = call(conn, "/api/v1/admin/clients", {"name": "bench"}, operator)["key"]
def user(i):
    c = http.client.HTTPConnection(base.hostname, base.port)
    call(c, "/api/v1/auth/register", {"username": f"user{i}", "password": f"password-{i}"}, key)
    return call(c, "/api/v1/auth/login", {"username": f"user{i}", "password": f"password-{i}"}, key)["accessToken"]
with concurrent.futures.ThreadPoolExecutor(4) as pool:
    tokens = list(pool.map(user, range(n)))
open(out, "w").write("\n".join(tokens) + "\n")
PY
}
load() { # $1 = seconds, $2 = base URL, $3 = TARGET, $4 = tokens, $5... = wrk options; prints req/s p50 p99 non2xx
    TARGET=$3 TOKENS=$4 wrk "${@:5}" -d"$1"s --latency -s bench/search-users.lua "$2" \
        | awk '/Requests\/sec/ {rps=$2} /^ +50%/ {p50=$2} /^ +99%/ {p99=$2} /Non-2xx/ {bad=$NF}
               END {print rps, p50, p99, (bad ? bad : 0)}'
}
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; } # $1 = pid: its user + system CPU time so far, in ticks
young_gc() { jstat -gc "$1" | awk 'NR == 2 {print $13, $14}'; } # $1 = JVM pid: young collections and their seconds so far
measure() { # $1 = server's JVM pid, then load's arguments: load's line, the young pauses, the server's CPU time per request
    local before after line gc_before gc_after
    before=$(cpu_ticks "$1") gc_before=$(young_gc "$1")
    line=$(load "${@:2}")
    after=$(cpu_ticks "$1") gc_after=$(young_gc "$1")
    echo "$line $(python3 -c "
b, a = '$gc_before'.split(), '$gc_after'.split(); n = int(a[0]) - int(b[0])
print(f'{n}x{(float(a[1]) - float(b[1])) * 1000 / max(n, 1):.1f}ms')") $(python3 -c "print(round(($after - $before) * 1e6 / $(getconf CLK_TCK) / max(1, ${line%% *} * $2), 1))")us"
}
cpu_per_request() { local last=${1##* }; echo "${last%us}"; } # $1 = measure's line
compile_seconds() { jstat -compiler "$1" | awk 'NR == 2 {print $4}'; } # $1 = JVM pid: JIT time so far
warm_up() { # $1 = name, $2 = JVM pid, $3... = load's arguments after the seconds
    local before after spent=0
    before=$(compile_seconds "$2")
    while :; do
        load 30 "${@:3}" > /dev/null
        spent=$((spent + 30)) after=$(compile_seconds "$2")
        python3 -c "import sys; sys.exit(0 if $after - $before < ${JIT_QUIET:-3} else 1)" && break
        ((spent < ${WARMUP_MAX:-600})) || break
        before=$after
    done
    echo "$1 warmed up for $spent s; JIT compile time in its last 30 s: $(python3 -c "print(round($after - $before, 1))") s"
}
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
ratio() { python3 -c "print(round($1/$2, 3))"; }
p99_ratio() { # $1, $2 = two of load's lines: the first's p99 over the second's (wrk's units as bench/databases.sh reads them)
    echo "$(cut -d' ' -f3 <<< "$1") $(cut -d' ' -f3 <<< "$2")" |
        awk 'function ms(v) { if (v ~ /us$/) return v / 1000; if (v ~ /ms$/) return v + 0; if (v ~ /s$/) return v * 1000; return v }
             {printf "%.2f\n", ms($1) / ms($2)}'
}

api=$(find ~/.m2/repository/jakarta/platform/jakarta.jakartaee-api -name 'jakarta.jakartaee-api-10*.jar' | head -1)
start_bench_war() { # $1 = name, $2 = source, $3 = port: builds bench/ping's $2 into a WAR and serves /ping
    echo "== $1 WAR ($2)"
    mkdir -p "$work/$1/WEB-INF/classes"
    javac -d "$work/$1/WEB-INF/classes" -cp "$api" "$2"
    (cd "$work/$1" && jar cf "../$1.war" WEB-INF)
    # shellcheck disable=SC2086 # a list of options; the same heap and collector as run.sh's nodes
    java ${NUTRILAB_JVM_MEMORY:-@config/payara/jvm-memory.options} -jar "$micro" --deploy "$work/$1.war" --contextroot / --port "$3" \
        --interfaces 127.0.0.1 --nocluster > "$work/$1.log" 2>&1 &
    pids+=($!)
    for _ in $(seq 120); do
        curl -fs -H 'Authorization: Bearer x' "http://127.0.0.1:$3/ping" > /dev/null 2>&1 && return 0
        sleep 1
    done
    echo "$1 not serving after 120 s" >&2; tail -5 "$work/$1.log" >&2; exit 1
}

start_bench_war ping bench/ping/Ping.java 18095
ping_pid=${pids[-1]} ping=http://127.0.0.1:18095

if [[ ${TWO_NODES_ONLY:-0} != 1 ]]; then
start_bench_war secured-floor bench/ping/SecuredPing.java 18098
secured_pid=${pids[-1]} secured=http://127.0.0.1:18098
echo "== one node: $users users, limiter on at the default caps"
second_node=${SECOND_NODE:-1}
for port in 18096 $([[ $second_node == 0 ]] || echo 18097); do
    start_node $port "$work/data-$port" "${raised[@]}" $([[ $port == 18097 && -n ${BASELINE_WAR:-} ]] && echo "NUTRILAB_WAR=$BASELINE_WAR")
    make_users http://127.0.0.1:$port "$work/tokens-$port"
    stop_node $port
done
start_node 18096 "$work/data-18096"
if [[ $second_node == 0 ]]; then
    second_name=""
elif [[ -n ${BASELINE_WAR:-} ]]; then
    second=(NUTRILAB_WAR="$BASELINE_WAR") second_name="the baseline WAR"
else
    second=(NUTRILAB_AUTH_VERIFIED_TOKENS_MAX=0) second_name="no token cache"
fi
[[ $second_node == 0 ]] || start_node 18097 "$work/data-18097" "${second[@]}"
cached=http://127.0.0.1:18096 uncached=http://127.0.0.1:18097 nutrients=/api/v1/foods/nutrients
warm_up ping "$ping_pid" $ping /ping "$work/tokens-18096" -t2 -c32
warm_up "secured floor" "$secured_pid" $secured /ping "$work/tokens-18096" -t2 -c32
warm_up search "$pid_18096" $cached /api/v1/foods "$work/tokens-18096" -t2 -c32
load 60 $cached $nutrients "$work/tokens-18096" -t2 -c32 > /dev/null # shares nearly all its code with the search
[[ $second_node == 0 ]] ||
    warm_up "search, $second_name" "$pid_18097" $uncached /api/v1/foods "$work/tokens-18097" -t2 -c32
p=() l=() s=() f=() u=() rl=() rs=() rf=() ru=() cpi=() cl=() cs=() cf=() cu=() rc=() ps=()
for round in $(seq "$rounds"); do
    a=$(measure "$ping_pid" 20 $ping /ping "$work/tokens-18096" -t2 -c32); p+=("${a%% *}")
    e=$(measure "$secured_pid" 20 $secured /ping "$work/tokens-18096" -t2 -c32); l+=("${e%% *}")
    b=$(measure "$pid_18096" 20 $cached /api/v1/foods "$work/tokens-18096" -t2 -c32); s+=("${b%% *}")
    d=$(measure "$pid_18096" 20 $cached $nutrients "$work/tokens-18096" -t2 -c32); f+=("${d%% *}")
    cpi+=("$(cpu_per_request "$a")") cl+=("$(cpu_per_request "$e")") cs+=("$(cpu_per_request "$b")")
    cf+=("$(cpu_per_request "$d")")
    rl+=("$(ratio "${e%% *}" "${a%% *}")") rs+=("$(ratio "${b%% *}" "${a%% *}")") rf+=("$(ratio "${d%% *}" "${a%% *}")")
    ps+=("$(p99_ratio "$b" "$a")")
    second_line=""
    if [[ $second_node != 0 ]]; then
        c=$(measure "$pid_18097" 20 $uncached /api/v1/foods "$work/tokens-18097" -t2 -c32); u+=("${c%% *}")
        cu+=("$(cpu_per_request "$c")") rc+=("$(ratio "$(cpu_per_request "$b")" "$(cpu_per_request "$c")")")
        ru+=("$(ratio "${c%% *}" "${a%% *}")") second_line=" | search, $second_name $c"
    fi
    echo "round $round (req/s p50 p99 non-2xx, young pauses: count x mean, server CPU per request): ping $a | secured floor $e | search $b | nutrients $d$second_line"
done
medians="ping $(median "${p[@]}") req/s, secured floor $(median "${l[@]}"), search $(median "${s[@]}")"
medians+=", nutrients $(median "${f[@]}")"
ratios="secured floor $(median "${rl[@]}"), search $(median "${rs[@]}"), nutrients $(median "${rf[@]}")"
cpu="ping $(median "${cpi[@]}") us, secured floor $(median "${cl[@]}"), search $(median "${cs[@]}")"
cpu+=", nutrients $(median "${cf[@]}")"
compiled="ping $(compile_seconds "$ping_pid"), secured floor $(compile_seconds "$secured_pid")"
compiled+=", search $(compile_seconds "$pid_18096")"
if [[ $second_node != 0 ]]; then
    medians+=", search, $second_name $(median "${u[@]}")" ratios+=", $second_name $(median "${ru[@]}")"
    compiled+=", $second_name $(compile_seconds "$pid_18097")"
    cpu+=", search, $second_name $(median "${cu[@]}"); the search's over the second's, median of rounds $(median "${rc[@]}")"
fi
echo "medians: $medians"
echo "median of the rounds' ratios to ping: $ratios"
within=$(printf '%s\n' "${ps[@]}" | awk '$1 <= 2' | wc -l)
echo "the search's p99 over the ping's, by round: ${ps[*]}; median $(median "${ps[@]}"); within 2x in $within of $rounds rounds"
echo "server CPU time per request (medians): $cpu"
echo "JIT compile time in all (s): $compiled"
curl -fs "$cached/metrics" | grep -E '^nutrilab_auth_verified_tokens_hits_total' || true
stop_node 18096
[[ $second_node == 0 ]] || stop_node 18097
kill "$secured_pid"; wait "$secured_pid" 2>/dev/null || true
fi
[[ ${ONE_NODE:-0} == 1 ]] && exit 0

echo "== two nodes, load on both"
NUTRILAB_DB_PORT=15272 NUTRILAB_DERBY_HOME=$work/derby config/cluster/start-derby.sh > "$work/derby.log" 2>&1 &
pids+=($!)
sleep 5
cluster_node() { # $1 = index, $2... = extra environment
    env "${@:2}" NUTRILAB_DB_PORT=15272 NUTRILAB_SKIP_BUILD=1 PORT=$((18186 + $1)) NUTRILAB_CLUSTER_NAME=nutrilab-bench-users \
        NUTRILAB_CLUSTER_MEMBERS=127.0.0.1:6930,127.0.0.1:6931 NUTRILAB_DATA_DIR="$work/cluster-data" \
        config/cluster/start-node.sh "$1" > "$work/cluster-$1.log" 2>&1 &
    pids+=($!)
    eval "cluster_pid_$1=$!"
    wait_ready http://127.0.0.1:$((18186 + $1)) "$work/cluster-$1.log"
}
cluster_node 0 "${raised[@]}"
make_users http://127.0.0.1:18186 "$work/tokens-cluster"
kill "${pids[-1]}"; wait "${pids[-1]}" 2>/dev/null || true; unset 'pids[-1]'
cluster_node 0
cluster_node 1
both() { # $1 = seconds: the same load on both nodes at once; prints the sum of req/s and each node's line
    load "$1" http://127.0.0.1:18186 /api/v1/foods "$work/tokens-cluster" -t1 -c16 > "$work/n0" &
    local first=$!
    load "$1" http://127.0.0.1:18187 /api/v1/foods "$work/tokens-cluster" -t1 -c16 > "$work/n1"
    wait $first
    echo "$(python3 -c "print(round($(cut -d' ' -f1 "$work/n0") + $(cut -d' ' -f1 "$work/n1")))") req/s in all;" \
        "node 1: $(cat "$work/n0"), node 2: $(cat "$work/n1")"
}
# Warmed up as one node is, until neither JVM compiled JIT_QUIET seconds in the last 30 s run.
spent=0 before0=$(compile_seconds "$cluster_pid_0") before1=$(compile_seconds "$cluster_pid_1")
while :; do
    both 30 > /dev/null
    spent=$((spent + 30)) after0=$(compile_seconds "$cluster_pid_0") after1=$(compile_seconds "$cluster_pid_1")
    python3 -c "import sys; sys.exit(0 if max($after0 - $before0, $after1 - $before1) < ${JIT_QUIET:-3} else 1)" && break
    ((spent < ${WARMUP_MAX:-600})) || break
    before0=$after0 before1=$after1
done
echo "both nodes warmed up for $spent s; JIT compile time in the last 30 s: $(python3 -c "print(round($after0 - $before0, 1), round($after1 - $before1, 1))") s"
[[ ${TWO_NODES_ONLY:-0} == 1 ]] && warm_up ping "$ping_pid" $ping /ping "$work/tokens-cluster" -t2 -c32
p=() t=() r=()
for round in $(seq "$rounds"); do
    a=$(load 20 $ping /ping "$work/tokens-cluster" -t2 -c32); p+=("${a%% *}")
    line=$(both 20); t+=("${line%% *}") r+=("$(ratio "${line%% *}" "${a%% *}")")
    echo "round $round (req/s p50 p99 non-2xx): ping $a | search on two nodes: $line"
done
echo "medians: ping $(median "${p[@]}") req/s, both nodes together $(median "${t[@]}"); median ratio $(median "${r[@]}")"
