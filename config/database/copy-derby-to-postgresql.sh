#!/usr/bin/env bash
# Copies a NutriLab Derby database into a new PostgreSQL database, one way: the schema by the
# PostgreSQL migrations, then every table in the order of its foreign keys, lab files included,
# in one transaction that commits only when the row counts and the SHA-256 of every file match.
# Stop the service first (docs/database.md).
#
#   NUTRILAB_DB_HOST=db.example NUTRILAB_DB_PASSWORD=... config/database/copy-derby-to-postgresql.sh [--replace]
#
# Settings (environment):
#   NUTRILAB_DATA_DIR     the embedded database's data directory (./data): the source is its db/
#   NUTRILAB_DERBY_URL    any other Derby database instead, such as a cluster's Derby Network Server
#                         (jdbc:derby://127.0.0.1:1527/nutrilab)
#   NUTRILAB_DERBY_USER   the Derby user the service ran as (nutrilab): its schema holds the tables
#   NUTRILAB_DB_HOST, NUTRILAB_DB_PORT, NUTRILAB_DB_NAME, NUTRILAB_DB_USER, NUTRILAB_DB_PASSWORD
#                         the PostgreSQL database to copy into (localhost, 5432, nutrilab, nutrilab):
#                         the same settings the service then runs with
#   NUTRILAB_WAR          the WAR whose libraries run the copy (micro/target/nutrilab.war, built if missing)
# --replace copies into a database that already holds a NutriLab schema, replacing its rows.
# Exit status: 0 copied and verified, 1 failed or differs (nothing committed), 2 refused.
set -euo pipefail
cd "$(dirname "$0")/../.."

war=${NUTRILAB_WAR:-micro/target/nutrilab.war}
if [[ ! -f $war ]]; then
    ./mvnw -B -q -DskipTests package -pl micro -am
fi
war=$(cd "$(dirname "$war")" && pwd)/$(basename "$war")
libraries=$(mktemp -d)
trap 'rm -rf "$libraries"' EXIT
(cd "$libraries" && jar xf "$war" WEB-INF/lib)

data_dir=$(mkdir -p "${NUTRILAB_DATA_DIR:-./data}" && cd "${NUTRILAB_DATA_DIR:-./data}" && pwd)
from=${NUTRILAB_DERBY_URL:-jdbc:derby:$data_dir/db}
to="jdbc:postgresql://${NUTRILAB_DB_HOST:-localhost}:${NUTRILAB_DB_PORT:-5432}/${NUTRILAB_DB_NAME:-nutrilab}?reWriteBatchedInserts=true"
echo "Copying $from into $to" >&2

# The password stays in the environment (NUTRILAB_DB_PASSWORD), off the command line.
java -Xmx1g -Dderby.stream.error.file="$data_dir/derby.log" -cp "$libraries/WEB-INF/lib/*" \
    com.nutrilab.platform.copy.DerbyToPostgresql --from "$from" --from-user "${NUTRILAB_DERBY_USER:-nutrilab}" \
    --to "$to" --to-user "${NUTRILAB_DB_USER:-nutrilab}" "$@"
