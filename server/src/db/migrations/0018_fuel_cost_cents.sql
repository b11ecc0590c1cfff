-- Fuel is money: kept in integer euro cents (docs/decisions.md, "Money and numbers"); the euro
-- amounts stored so far were whole, so each becomes that many hundreds of cents.
ALTER TABLE "car_sheets" DROP CONSTRAINT "car_sheets_fuel_cost_check";--> statement-breakpoint
ALTER TABLE "car_sheets" RENAME COLUMN "fuel_cost" TO "fuel_cost_cents";--> statement-breakpoint
UPDATE "car_sheets" SET "fuel_cost_cents" = "fuel_cost_cents" * 100;--> statement-breakpoint
ALTER TABLE "car_sheets" ADD CONSTRAINT "car_sheets_fuel_cost_cents_check" CHECK ("car_sheets"."fuel_cost_cents" between 0 and 1000000);
