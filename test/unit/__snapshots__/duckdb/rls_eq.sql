WITH "__charter_rows" AS MATERIALIZED (
SELECT date_trunc('week', "flights"."date") AS "flight_date", count(*) AS "flight_count"
FROM "flights"
LEFT JOIN "airports" AS "origin_airport" ON "flights"."origin" = "origin_airport"."iata"
WHERE "origin_airport"."state" = $1
GROUP BY date_trunc('week', "flights"."date")
)
SELECT "flight_date", "flight_count", (SELECT count(*) FROM "__charter_rows") AS "__charter_total"
FROM "__charter_rows"
ORDER BY "flight_date" ASC NULLS LAST
LIMIT 1000
-- params: ["CA"]
