#!/bin/sh
# Runs once, when the PostgreSQL volume is first initialised (the image's /docker-entrypoint-initdb.d): the app's
# own role, which owns its database and is not a superuser (docs/engineering-guide.md §4). pg_trgm, which the first
# migration creates, is a trusted extension, so the owner may create it.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres -v app_password="$APP_DB_PASSWORD" <<'SQL'
create role brokerdesk login password :'app_password';
create database brokerdesk owner brokerdesk;
SQL
