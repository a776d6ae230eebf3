-- system.zeros and system.zeros_mt are endless; zeros(N) and zeros_mt(N) give N rows
SELECT * FROM system.zeros LIMIT 3;
SELECT count() FROM (SELECT * FROM system.zeros_mt LIMIT 100000);
SELECT count(), sum(zero) FROM zeros(10);
SELECT count() FROM zeros_mt(100001);
SELECT toTypeName(zero) FROM zeros(1);
SELECT version() != '', length(version()) > 0, currentDatabase(), DATABASE();
