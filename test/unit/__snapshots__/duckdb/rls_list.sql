SELECT avg("flights"."delay") AS "avg_delay", count(*) OVER () AS "__charter_total"
FROM "flights"
LEFT JOIN "airports" AS "origin_airport" ON "flights"."origin" = "origin_airport"."iata"
WHERE "origin_airport"."state" IN ($1, $2)
LIMIT 1000
-- params: ["CA","NV"]
