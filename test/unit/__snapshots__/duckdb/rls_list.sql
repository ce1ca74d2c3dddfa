WITH "__charter_rows" AS MATERIALIZED (
SELECT avg("flights"."delay") AS "avg_delay"
FROM "flights"
LEFT JOIN "airports" AS "origin_airport" ON "flights"."origin" = "origin_airport"."iata"
WHERE "origin_airport"."state" IN ($1, $2)
)
SELECT "avg_delay", (SELECT count(*) FROM "__charter_rows") AS "__charter_total"
FROM "__charter_rows"
LIMIT 1000
-- params: ["CA","NV"]
