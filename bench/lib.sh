# Shared by the benchmarks that start their own service (source it from the repository's root):
#   start_service PORT    runs ./run.sh on PORT with a new data directory under $work, waits until
#                         ready, sets base and pid
#   json EXPR, post PATH BODY [CURL OPTIONS]   read and send JSON
#   bench_user            the operator makes a client, the client registers the user "bench";
#                         sets client; login prints a fresh access token of that user
# The caller sets work (a temporary directory it removes) and exports NUTRILAB_OPERATOR_KEY and
# whatever settings the service needs before start_service.

start_service() {
    base=http://127.0.0.1:$1
    NUTRILAB_DATA_DIR=$work/data PORT=$1 ./run.sh > "$work/run.log" 2>&1 &
    pid=$!
    for _ in $(seq 300); do curl -fs "$base/health/ready" 2>/dev/null | grep -q '"UP"' && return 0; sleep 1; done
    echo "the service did not become ready; see $work/run.log" >&2
    return 1
}

json() { python3 -c "import sys,json; print(json.load(sys.stdin)$1)"; }

post() { curl -fsS -H 'Content-Type: application/json' "${@:3}" -d "$2" "$base$1"; }

bench_user() {
    local operator
    operator=$(post /api/v1/admin/login "{\"operatorKey\":\"$NUTRILAB_OPERATOR_KEY\"}" | json '["accessToken"]')
    client=$(post /api/v1/admin/clients '{"name":"bench"}' -H "Authorization: Bearer $operator" | json '["key"]')
    post /api/v1/auth/register '{"username":"bench","password":"bench-password"}' -H "Authorization: Bearer $client" > /dev/null
}

login() {
    post /api/v1/auth/login '{"username":"bench","password":"bench-password"}' -H "Authorization: Bearer $client" |
        json '["accessToken"]'
}

# Waits until none of the user's reports is PROCESSING (at most $2 seconds, default 600).
wait_for_reports() {
    for _ in $(seq "${2:-600}"); do
        [[ $(curl -fsS -H "$1" "$base/api/v1/labs?status=PROCESSING&pageSize=1" | json '["totalItems"]') == 0 ]] && return 0
        sleep 1
    done
    return 1
}
