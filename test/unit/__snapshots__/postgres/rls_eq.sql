SELECT date_trunc('week', "flights"."date") AS "flight_date", count(*) AS "flight_count", count(*) OVER () AS "__charter_total"
FROM "flights"
LEFT JOIN "airports" AS "origin_airport" ON "flights"."origin" = "origin_airport"."iata"
WHERE "origin_airport"."state" = $1
GROUP BY date_trunc('week', "flights"."date")
ORDER BY "flight_date" ASC NULLS LAST
LIMIT 1000
-- params: ["CA"]
