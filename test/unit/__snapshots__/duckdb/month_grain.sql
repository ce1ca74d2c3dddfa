WITH "__charter_rows" AS MATERIALIZED (
SELECT date_trunc('month', "flights"."date") AS "flight_date", count(*) AS "flight_count", avg("flights"."delay") AS "avg_delay", count(*) FILTER (WHERE "flights"."delay" > $1) AS "delayed_flights"
FROM "flights"
GROUP BY date_trunc('month', "flights"."date")
)
SELECT "flight_date", "flight_count", "avg_delay", "delayed_flights", (SELECT count(*) FROM "__charter_rows") AS "__charter_total"
FROM "__charter_rows"
ORDER BY "flight_date" ASC NULLS LAST
LIMIT 1000
-- params: [15]
