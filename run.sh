#!/usr/bin/env bash
# Builds what is needed and runs NutriLab on Payara Micro in the foreground, on one node with
# the embedded Derby database. Honours PORT (8080), NUTRILAB_DATA_DIR (./data),
# NUTRILAB_OPERATOR_KEY and every other setting of docs/configuration.md; NUTRILAB_JVM_MEMORY sets the
# heap and the collector, JAVA_OPTS adds JVM options.
# config/cluster/start-node.sh runs it as one node of a cluster (NUTRILAB_CLUSTER_OPTIONS).
set -euo pipefail
cd "$(dirname "$0")"

# NUTRILAB_WAR runs another build of the WAR (bench/search-users.sh compares two).
war=${NUTRILAB_WAR:-micro/target/nutrilab.war}
micro=micro/target/payara-micro.jar

# Rebuild only when a source or a build file is newer than the WAR (never with NUTRILAB_SKIP_BUILD=1,
# as in the cluster test, which runs inside a build).
if [[ ${NUTRILAB_SKIP_BUILD:-0} != 1 ]] && { [[ ! -f $war || ! -f $micro ]] ||
        [[ -n $(find pom.xml */pom.xml */src -newer "$war" -print -quit) ]]; }; then
    echo "Building NutriLab..." >&2
    ./mvnw -B -q -DskipTests clean package -pl micro -am
fi

export NUTRILAB_DATA_DIR=${NUTRILAB_DATA_DIR:-$PWD/data}
# What the service writes (the database, lab files, the signing key) is its own user's only.
umask 077
mkdir -p "$NUTRILAB_DATA_DIR"

# NUTRILAB_LOG_FORMAT=json: one JSON object per log line (Payara's JSONLogFormatter), for log
# shippers; the same levels as config/payara/logging.properties, which stays the one source.
logging=config/payara/logging.properties
if [[ ${NUTRILAB_LOG_FORMAT:-text} == json ]]; then
    logging=$NUTRILAB_DATA_DIR/logging-json.properties
    sed 's/^java.util.logging.ConsoleHandler.formatter=.*/java.util.logging.ConsoleHandler.formatter=fish.payara.enterprise.server.logging.JSONLogFormatter/' \
        config/payara/logging.properties > "$logging"
fi

# The heap and the collector (NUTRILAB_JVM_MEMORY replaces the file's options).
jvm_memory=${NUTRILAB_JVM_MEMORY:-@config/payara/jvm-memory.options}

# shellcheck disable=SC2086 # these are lists of options
exec java $jvm_memory ${JAVA_OPTS:-} \
    -Dderby.stream.error.file="$NUTRILAB_DATA_DIR/derby.log" \
    -jar "$micro" \
    --deploy "$war" --contextroot / \
    --port "${PORT:-8080}" \
    ${NUTRILAB_CLUSTER_OPTIONS:---interfaces 127.0.0.1 --nocluster} \
    --prebootcommandfile config/payara/pre-boot-commands.asadmin \
    --logproperties "$logging"
